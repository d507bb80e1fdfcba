// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A pass-through HTTP/1.1 proxy on 127.0.0.1 in front of a sandbox that writes down every request
// it forwards (method, path, Authorization, X-Idempotency-Key), so that a test can say what
// reached a service and with which key, whatever the client did with the answers. Bytes go
// through unchanged in both directions; keep-alive and bodies (Content-Length) are followed.

#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

namespace paydesk::test {

class RecordingProxy : public QObject
{
public:
    struct Request
    {
        QByteArray method;
        QByteArray path;
        QByteArray authorization;
        QByteArray idempotencyKey;
    };

    explicit RecordingProxy(const QUrl &upstreamBase)
        : m_upstream(upstreamBase)
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, &RecordingProxy::accept);
    }

    bool isListening() const { return m_server.isListening(); }
    // The upstream's base URL (its path, e.g. /v1) on the proxy's port.
    QUrl baseUrl() const
    {
        QUrl url = m_upstream;
        url.setHost(QStringLiteral("127.0.0.1"));
        url.setPort(m_server.serverPort());
        return url;
    }
    const QList<Request> &requests() const { return m_requests; }
    // Connections the client closed while a request on them had no complete answer yet: a call
    // given up (cancelled) on the client's side.
    int hangUps() const { return m_hangUps; }
    int count(const QByteArray &method, const QByteArray &pathPrefix) const
    {
        int n = 0;
        for (const Request &r : m_requests)
            n += r.method == method && r.path.startsWith(pathPrefix);
        return n;
    }

private:
    struct Pipe
    {
        QPointer<QTcpSocket> client;
        QPointer<QTcpSocket> upstream;
        QByteArray pending; // client bytes not parsed yet
        qint64 bodyLeft = 0;
        int asked = 0; // requests seen on this connection
        int answered = 0; // answers whose head came back (counted by their status line)
    };

    void accept()
    {
        while (QTcpSocket *client = m_server.nextPendingConnection()) {
            auto pipe = std::make_shared<Pipe>();
            pipe->client = client;
            pipe->upstream = new QTcpSocket(client);
            pipe->upstream->connectToHost(QHostAddress::LocalHost, quint16(m_upstream.port()));
            QObject::connect(client, &QTcpSocket::readyRead, this, [this, pipe] {
                const QByteArray data = pipe->client->readAll();
                record(*pipe, data);
                pipe->upstream->write(data); // buffered until connected
            });
            QObject::connect(pipe->upstream, &QTcpSocket::readyRead, this, [pipe] {
                const QByteArray data = pipe->upstream->readAll();
                // Good enough for the sandbox's answers: each begins a read with its status line.
                if (data.startsWith("HTTP/1."))
                    ++pipe->answered;
                pipe->client->write(data);
            });
            QObject::connect(pipe->upstream, &QTcpSocket::disconnected, this, [pipe] {
                if (pipe->client)
                    pipe->client->disconnectFromHost();
            });
            QObject::connect(client, &QTcpSocket::disconnected, this, [this, pipe] {
                if (pipe->answered < pipe->asked)
                    ++m_hangUps;
                if (pipe->upstream)
                    pipe->upstream->disconnectFromHost();
                pipe->client->deleteLater();
            });
        }
    }

    void record(Pipe &pipe, const QByteArray &data)
    {
        pipe.pending.append(data);
        for (;;) {
            if (pipe.bodyLeft > 0) {
                const qint64 take = std::min<qint64>(pipe.bodyLeft, pipe.pending.size());
                pipe.pending.remove(0, take);
                pipe.bodyLeft -= take;
                if (pipe.bodyLeft > 0)
                    return;
            }
            const qsizetype end = pipe.pending.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QList<QByteArray> lines = pipe.pending.left(end).split('\n');
            pipe.pending.remove(0, end + 4);
            Request request;
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.method = first.value(0);
            request.path = first.value(1);
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines.at(i).indexOf(':');
                if (colon < 0)
                    continue;
                const QByteArray name = lines.at(i).left(colon).trimmed().toLower();
                const QByteArray value = lines.at(i).mid(colon + 1).trimmed();
                if (name == "authorization")
                    request.authorization = value;
                else if (name == "x-idempotency-key")
                    request.idempotencyKey = value;
                else if (name == "content-length")
                    pipe.bodyLeft = value.toLongLong();
            }
            m_requests.append(request);
            ++pipe.asked;
        }
    }

    QUrl m_upstream;
    QTcpServer m_server;
    QList<Request> m_requests;
    int m_hangUps = 0;
};

} // namespace paydesk::test
