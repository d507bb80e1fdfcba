// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain values for one HTTP exchange of the sandbox service, free of any HTTP server type, so
// that the service logic can be driven without sockets.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace paydesk::sandbox {

struct HttpRequest
{
    QByteArray method; // "GET", "POST", ... upper case
    QString path; // decoded path, e.g. "/v1/payouts/pyt-..."
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers; // names as received
    QByteArray body;

    // Case-insensitive header lookup; empty when absent.
    QByteArray header(QByteArrayView name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        }
        return {};
    }
};

// How HttpAdapter guards itself against slow, idle, greedy or too many clients. The defaults suit
// the app and the executable; tests shorten the times through SandboxOptions::http.
struct HttpLimits
{
    int headerTimeoutMs
        = 10'000; // from a connection's first byte of a head (or its accept) to the head's end
    int bodyTimeoutMs = 30'000; // from the end of a head to the end of its body
    int idleTimeoutMs = 60'000; // a kept-alive connection with nothing to read, or whose answers do not move
    int maxConnections = 1024; // more at once are answered 503 and closed
    qint64 maxUnsentBytes = 1024 * 1024; // answers not yet taken by the client; above, it is not read
    int acceptRetryMs = 1000; // accepting failed (out of file descriptors): try again after this
};

struct HttpReply
{
    // What the adapter does with the connection.
    enum class Disposition {
        Respond, // write the reply
        DropConnection, // close the connection without answering
    };

    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers; // besides Content-Type/Content-Length
    QByteArray contentType = "application/json";
    QByteArray body;
    Disposition disposition = Disposition::Respond;

    static HttpReply json(int status, const QJsonObject &object);
    static HttpReply jsonBody(int status, QByteArray body); // already JSON

    static HttpReply error(int status, const QString &code, const QString &message,
                           const QJsonObject &errors = {});
};

} // namespace paydesk::sandbox
