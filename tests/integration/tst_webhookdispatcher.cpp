// SPDX-License-Identifier: GPL-3.0-or-later
// WebhookDispatcher against a real HTTP receiver on 127.0.0.1. Signatures are checked with
// OpenSSL's HMAC(), independently of the dispatcher's QMessageAuthenticationCode.
#include "Ksuid.h"
#include "WebhookDispatcher.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkProxy>
#include <QPointer>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <algorithm>

#include <openssl/evp.h>
#include <openssl/hmac.h>

using paydesk::sandbox::Ksuid;
using paydesk::sandbox::WebhookDispatcher;

namespace {

QByteArray opensslHmacSha256Hex(const QByteArray &key, const QByteArray &message)
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    const unsigned char *result = HMAC(EVP_sha256(), key.constData(), int(key.size()),
                                       reinterpret_cast<const unsigned char *>(message.constData()),
                                       size_t(message.size()), mac, &length);
    if (!result)
        return {};
    return QByteArray(reinterpret_cast<const char *>(mac), qsizetype(length)).toHex();
}

struct ParsedSignature
{
    qint64 t = -1;
    QByteArrayList v1;
};

// The header as a receiver reads it: "t=<digits>" then one or more ", v1=<64 hex>".
ParsedSignature parseSignature(const QByteArray &header)
{
    static const QRegularExpression format(QStringLiteral("^t=(\\d+)(, v1=[0-9a-f]{64})*$"));
    ParsedSignature parsed;
    if (!format.match(QString::fromLatin1(header)).hasMatch())
        return parsed;
    const QByteArrayList parts = header.split(',');
    parsed.t = parts.first().mid(2).toLongLong();
    for (qsizetype i = 1; i < parts.size(); ++i)
        parsed.v1.append(parts.at(i).trimmed().mid(3));
    return parsed;
}

// A minimal HTTP/1.1 receiver: one request per connection, answered as the script says.
class Receiver : public QObject
{
    Q_OBJECT

public:
    enum class Action {
        Ok, // 200
        Fail, // 500
        Close, // close the connection without answering
        Hang, // never answer
    };

    struct Request
    {
        QByteArray method;
        QByteArray target;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        qint64 receivedMs = 0; // since the receiver started
        qint64 receivedSecs = 0; // Unix time

        QByteArray header(QByteArrayView name) const
        {
            for (const auto &h : headers) {
                if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                    return h.second;
            }
            return {};
        }
        int headerCount(QByteArrayView name) const
        {
            int count = 0;
            for (const auto &h : headers)
                count += h.first.compare(name, Qt::CaseInsensitive) == 0 ? 1 : 0;
            return count;
        }
        QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    };

    explicit Receiver(QList<Action> script, Action then = Action::Ok)
        : m_script(std::move(script))
        , m_then(then)
    {
        m_clock.start();
        connect(&m_server, &QTcpServer::newConnection, this, &Receiver::acceptConnections);
        m_listening = m_server.listen(QHostAddress::LocalHost, 0);
    }

    ~Receiver() override
    {
        // The sockets go with m_server, after m_sockets: stop hearing from them first.
        for (QTcpSocket *socket : std::as_const(m_sockets))
            socket->disconnect(this);
    }

    bool isListening() const { return m_listening; }
    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1/hooks?x=1").arg(m_server.serverPort()));
    }
    const QList<Request> &requests() const { return m_requests; }
    qsizetype requestsFor(const QString &eventId) const
    {
        qsizetype count = 0;
        for (const Request &request : m_requests)
            count += request.json().value(QStringLiteral("id")).toString() == eventId ? 1 : 0;
        return count;
    }
    qsizetype openConnections() const { return m_sockets.size(); }

private:
    void acceptConnections()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            m_sockets.insert(socket);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
            connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                m_sockets.remove(socket);
                socket->deleteLater();
            });
        }
    }

    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        Request request;
        const QByteArrayList lines = buffer.left(headerEnd).split('\n');
        const QByteArrayList requestLine = lines.first().trimmed().split(' ');
        request.method = requestLine.value(0);
        request.target = requestLine.value(1);
        qsizetype contentLength = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            const QByteArray name = line.left(colon).trimmed();
            const QByteArray value = line.mid(colon + 1).trimmed();
            request.headers.append({name, value});
            if (name.compare("content-length", Qt::CaseInsensitive) == 0)
                contentLength = value.toLongLong();
        }
        if (buffer.size() < headerEnd + 4 + contentLength)
            return;
        request.body = buffer.mid(headerEnd + 4, contentLength);
        request.receivedMs = m_clock.elapsed();
        request.receivedSecs = QDateTime::currentSecsSinceEpoch();
        m_buffers.remove(socket);

        const qsizetype index = m_requests.size();
        m_requests.append(request);
        const Action action = index < m_script.size() ? m_script.at(index) : m_then;
        switch (action) {
        case Action::Ok:
            socket->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok");
            socket->disconnectFromHost();
            break;
        case Action::Fail:
            socket->write(
                "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 4\r\nConnection: close\r\n\r\noops");
            socket->disconnectFromHost();
            break;
        case Action::Close:
            socket->abort();
            break;
        case Action::Hang:
            break;
        }
    }

    QTcpServer m_server;
    bool m_listening = false;
    QElapsedTimer m_clock;
    QList<Action> m_script;
    Action m_then;
    QList<Request> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QSet<QTcpSocket *> m_sockets;
};

using Action = Receiver::Action;

const QString kType = QStringLiteral("payout.state-updated");

QJsonObject payoutData()
{
    return QJsonObject {
        {QStringLiteral("id"), QStringLiteral("pyt-2bJkQ3sXK8yZrD7mWq1eVn5tUaP")},
        {QStringLiteral("state"), QJsonObject {{QStringLiteral("code"), QStringLiteral("SENT")}}},
        {QStringLiteral("amount"),
         QJsonObject {{QStringLiteral("value"), QStringLiteral("12.50")},
                      {QStringLiteral("currency"), QStringLiteral("EUR")}}},
    };
}

// A port on which nobody listens.
quint16 closedPort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

} // namespace

class tst_WebhookDispatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void signatureHeaderMatchesIndependentHmac();
    void deliveredAtFirstAttempt();
    void retriesThenDelivered();
    void givesUpAfterFourAttempts();
    void connectionRefusedIsAFailure();
    void closedConnectionIsAFailure();
    void timeoutIsAFailure();
    void retriesAreResignedWithCurrentKeys();
    void offWhenUrlEmpty();
    void logIsCapped();
    void destroyedWithDeliveriesInFlight();

private:
    // Checks one received request as a receiver of the specification would.
    static void verifyRequest(const Receiver::Request &request, const QStringList &secrets,
                              const QString &type);
    // Sends one more event to the receiver and waits for it to settle, so that anything the
    // dispatcher wrongly sent for earlier events would have arrived by then.
    static void flushWith(WebhookDispatcher &dispatcher);
};

void tst_WebhookDispatcher::initTestCase()
{
    // Requests to 127.0.0.1 must not go through a proxy of the environment.
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
}

void tst_WebhookDispatcher::verifyRequest(const Receiver::Request &request, const QStringList &secrets,
                                          const QString &type)
{
    QCOMPARE(request.method, QByteArray("POST"));
    QCOMPARE(request.target, QByteArray("/hooks?x=1"));
    QCOMPARE(request.header("Content-Type"), QByteArray("application/json"));
    QCOMPARE(request.header("User-Agent"), QByteArray("Service-Webhooks/1.0"));
    QCOMPARE(request.header("X-Service-Webhook-Type"), type.toUtf8());
    QCOMPARE(request.headerCount("X-Service-Webhook-Signature"), 1);

    const QJsonObject body = request.json();
    QCOMPARE(body.size(), 4);
    QVERIFY(Ksuid::isValid(body.value(QStringLiteral("id")).toString(), "wbh-"));
    QCOMPARE(body.value(QStringLiteral("type")).toString(), type);
    QVERIFY(body.value(QStringLiteral("data")).isObject());
    const QString createdAtText = body.value(QStringLiteral("created_at")).toString();
    QVERIFY2(createdAtText.endsWith(u'Z'), qPrintable(createdAtText));
    const QDateTime createdAt = QDateTime::fromString(createdAtText, Qt::ISODateWithMs);
    QVERIFY(createdAt.isValid());
    QCOMPARE(createdAt.timeSpec(), Qt::UTC);
    QVERIFY(qAbs(createdAt.toSecsSinceEpoch() - request.receivedSecs) <= 30);

    const ParsedSignature signature = parseSignature(request.header("X-Service-Webhook-Signature"));
    QVERIFY2(signature.t > 0, request.header("X-Service-Webhook-Signature").constData());
    QVERIFY2(qAbs(signature.t - request.receivedSecs) <= 5, "t is not the time of signing");
    QCOMPARE(signature.v1.size(), secrets.size());
    const QByteArray message = QByteArray::number(signature.t) + '.' + request.body;
    for (qsizetype i = 0; i < secrets.size(); ++i)
        QCOMPARE(signature.v1.at(i), opensslHmacSha256Hex(secrets.at(i).toUtf8(), message));
}

void tst_WebhookDispatcher::flushWith(WebhookDispatcher &dispatcher)
{
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);
    const QString marker = dispatcher.dispatch(QStringLiteral("wallet-statement.state-updated"), {});
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(settled.cbegin(), settled.cend(),
                                         [&](const QList<QVariant> &args) { return args.at(0) == marker; }),
                             10000);
}

void tst_WebhookDispatcher::signatureHeaderMatchesIndependentHmac()
{
    const QByteArray body = R"({"id":"wbh-x","type":"payout.state-updated"})";
    const QStringList secrets {QStringLiteral("whsec_current"), QStringLiteral("whsec_old")};

    // Known values, computed elsewhere (Python's hmac module).
    QCOMPARE(WebhookDispatcher::signatureHeader(1700000000, body, secrets),
             QByteArray("t=1700000000, v1=4fd36c3cba40706c338e164666288a08e682e5f147f3a2927cfc83034f7dc6c5"
                        ", v1=3423ce04bd3ed8551d9dbfea4d3b729c50f89e3a03e7b8eb081dd4ca03ba4533"));

    // And with OpenSSL, for another time and a non-ASCII key.
    const QStringList other {QStringLiteral("clé-secrète")};
    const QByteArray header = WebhookDispatcher::signatureHeader(1712345678, body, other);
    QCOMPARE(header,
             "t=1712345678, v1=" + opensslHmacSha256Hex(other.first().toUtf8(), "1712345678." + body));

    QCOMPARE(WebhookDispatcher::signatureHeader(5, body, {}), QByteArray("t=5"));
}

void tst_WebhookDispatcher::deliveredAtFirstAttempt()
{
    Receiver receiver({}, Action::Ok);
    QVERIFY(receiver.isListening());
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(receiver.url());
    const QStringList secrets {QStringLiteral("whsec_only")};
    dispatcher.setSecrets(secrets);
    dispatcher.setSpeed(0); // a wrong retry would come at once
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const QString id = dispatcher.dispatch(kType, payoutData());
    QVERIFY(Ksuid::isValid(id, "wbh-"));
    QCOMPARE(dispatcher.pendingCount(), 1);

    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 10000);
    QCOMPARE(settled.at(0).at(0).toString(), id);
    QCOMPARE(settled.at(0).at(1).toBool(), true);
    QCOMPARE(dispatcher.pendingCount(), 0);
    QCOMPARE(attempts.count(), 1);

    flushWith(dispatcher);
    QCOMPARE(receiver.requestsFor(id), 1);
    const Receiver::Request &request = receiver.requests().first();
    verifyRequest(request, secrets, kType);
    QCOMPARE(request.json().value(QStringLiteral("id")).toString(), id);
    QCOMPARE(request.json().value(QStringLiteral("data")).toObject(), payoutData());

    const QJsonObject entry = dispatcher.log().first().toObject();
    QCOMPARE(entry, attempts.first().first().toJsonObject());
    QCOMPARE(entry.value(QStringLiteral("event_id")).toString(), id);
    QCOMPARE(entry.value(QStringLiteral("type")).toString(), kType);
    QCOMPARE(entry.value(QStringLiteral("attempt")).toInt(), 1);
    QCOMPARE(entry.value(QStringLiteral("url")).toString(), receiver.url().toString());
    QVERIFY(QDateTime::fromString(entry.value(QStringLiteral("sent_at")).toString(), Qt::ISODateWithMs)
                .isValid());
    QCOMPARE(entry.value(QStringLiteral("http_status")).toInt(), 200);
    QCOMPARE(entry.value(QStringLiteral("outcome")).toString(), QStringLiteral("HTTP 200"));
    QCOMPARE(entry.value(QStringLiteral("delivered")).toBool(), true);
    QVERIFY(entry.value(QStringLiteral("next_attempt_at")).isNull());
}

void tst_WebhookDispatcher::retriesThenDelivered()
{
    // Three 500s, then 200. (A receiver that closes the connection: closedConnectionIsAFailure.)
    Receiver receiver({Action::Fail, Action::Fail, Action::Fail}, Action::Ok);
    QVERIFY(receiver.isListening());
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(receiver.url());
    const QStringList secrets {QStringLiteral("whsec_new"), QStringLiteral("whsec_previous")};
    dispatcher.setSecrets(secrets);
    dispatcher.setSpeed(0.01); // 60 s -> 0.6 s, 120 s -> 1.2 s
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const QString id = dispatcher.dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 20000);
    QCOMPARE(settled.at(0).at(0).toString(), id);
    QCOMPARE(settled.at(0).at(1).toBool(), true);
    QCOMPARE(dispatcher.pendingCount(), 0);
    QCOMPARE(attempts.count(), 4);

    flushWith(dispatcher);
    QCOMPARE(receiver.requestsFor(id), 4);
    const QList<Receiver::Request> &requests = receiver.requests();
    for (int i = 0; i < 4; ++i) {
        verifyRequest(requests.at(i), secrets, kType);
        QCOMPARE(requests.at(i).body, requests.first().body); // byte-identical
    }
    QCOMPARE(requests.first().json().value(QStringLiteral("id")).toString(), id);

    // 1 and 2 back to back, 3 about 0.6 s after 2, 4 about 1.2 s after 3 (timers may be early by 5%).
    const qint64 gap12 = requests.at(1).receivedMs - requests.at(0).receivedMs;
    const qint64 gap23 = requests.at(2).receivedMs - requests.at(1).receivedMs;
    const qint64 gap34 = requests.at(3).receivedMs - requests.at(2).receivedMs;
    QVERIFY2(gap23 >= 500, qPrintable(QString::number(gap23)));
    QVERIFY2(gap34 >= 1000, qPrintable(QString::number(gap34)));
    QVERIFY2(gap12 < gap23, qPrintable(QStringLiteral("%1 vs %2").arg(gap12).arg(gap23)));
    QVERIFY2(gap23 < gap34, qPrintable(QStringLiteral("%1 vs %2").arg(gap23).arg(gap34)));

    // The log, newest last, as the signals told it.
    const QJsonArray log = dispatcher.log();
    QCOMPARE(log.size(), 4 + 1); // and the flush marker's
    const int expectedStatus[] = {500, 500, 500, 200};
    const qint64 expectedDelayMs[] = {0, 600, 1200};
    for (int i = 0; i < 4; ++i) {
        const QJsonObject entry = log.at(i).toObject();
        QCOMPARE(entry, attempts.at(i).first().toJsonObject());
        QCOMPARE(entry.value(QStringLiteral("event_id")).toString(), id);
        QCOMPARE(entry.value(QStringLiteral("attempt")).toInt(), i + 1);
        QCOMPARE(entry.value(QStringLiteral("http_status")).toInt(), expectedStatus[i]);
        QCOMPARE(entry.value(QStringLiteral("delivered")).toBool(), i == 3);
        QVERIFY(!entry.value(QStringLiteral("outcome")).toString().isEmpty());
        if (i < 3) {
            const QDateTime finished = QDateTime::fromString(
                entry.value(QStringLiteral("finished_at")).toString(), Qt::ISODateWithMs);
            const QDateTime next = QDateTime::fromString(
                entry.value(QStringLiteral("next_attempt_at")).toString(), Qt::ISODateWithMs);
            QVERIFY(next.isValid());
            QCOMPARE(finished.msecsTo(next), expectedDelayMs[i]);
        } else {
            QVERIFY(entry.value(QStringLiteral("next_attempt_at")).isNull());
        }
    }
    QCOMPARE(log.at(0).toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("HTTP 500"));
}

void tst_WebhookDispatcher::givesUpAfterFourAttempts()
{
    Receiver receiver({}, Action::Fail);
    QVERIFY(receiver.isListening());
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(receiver.url());
    dispatcher.setSecrets({QStringLiteral("whsec_only")});
    dispatcher.setSpeed(0);
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const QString id = dispatcher.dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 10000);
    QCOMPARE(settled.at(0).at(0).toString(), id);
    QCOMPARE(settled.at(0).at(1).toBool(), false);
    QCOMPARE(attempts.count(), 4);
    QCOMPARE(dispatcher.pendingCount(), 0);

    // The marker fails 4 times as well; still nothing more for the first event.
    flushWith(dispatcher);
    QCOMPARE(receiver.requestsFor(id), 4);
    for (int i = 0; i < 4; ++i) {
        verifyRequest(receiver.requests().at(i), {QStringLiteral("whsec_only")}, kType);
        const QJsonObject entry = dispatcher.log().at(i).toObject();
        QCOMPARE(entry.value(QStringLiteral("attempt")).toInt(), i + 1);
        QCOMPARE(entry.value(QStringLiteral("http_status")).toInt(), 500);
        QCOMPARE(entry.value(QStringLiteral("delivered")).toBool(), false);
        QCOMPARE(entry.value(QStringLiteral("next_attempt_at")).isNull(), i == 3);
    }
}

void tst_WebhookDispatcher::connectionRefusedIsAFailure()
{
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    WebhookDispatcher dispatcher;
    const QUrl url(QStringLiteral("http://127.0.0.1:%1/hooks").arg(port));
    dispatcher.setUrl(url);
    dispatcher.setSecrets({QStringLiteral("whsec_only")});
    dispatcher.setSpeed(0);
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const QString id = dispatcher.dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 10000);
    QCOMPARE(settled.at(0).at(1).toBool(), false);
    QCOMPARE(attempts.count(), 4);
    const QJsonArray log = dispatcher.log();
    QCOMPARE(log.size(), 4);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject entry = log.at(i).toObject();
        QCOMPARE(entry.value(QStringLiteral("event_id")).toString(), id);
        QCOMPARE(entry.value(QStringLiteral("attempt")).toInt(), i + 1);
        QCOMPARE(entry.value(QStringLiteral("url")).toString(), url.toString());
        QCOMPARE(entry.value(QStringLiteral("http_status")).toInt(), 0);
        QCOMPARE(entry.value(QStringLiteral("delivered")).toBool(), false);
        const QString outcome = entry.value(QStringLiteral("outcome")).toString();
        QVERIFY2(outcome.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(outcome));
    }
}

void tst_WebhookDispatcher::closedConnectionIsAFailure()
{
    // The receiver reads each request and closes the connection without answering. Qt 6.4's HTTP
    // layer itself re-sends a request once or twice when that happens, before it reports the
    // error, so the receiver sees at least one POST per attempt, each one identical and valid.
    Receiver receiver({}, Action::Close);
    QVERIFY(receiver.isListening());
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(receiver.url());
    const QStringList secrets {QStringLiteral("whsec_only")};
    dispatcher.setSecrets(secrets);
    dispatcher.setSpeed(0);
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const QString id = dispatcher.dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 10000);
    QCOMPARE(settled.at(0).at(1).toBool(), false);
    QCOMPARE(attempts.count(), 4);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject entry = attempts.at(i).first().toJsonObject();
        QCOMPARE(entry.value(QStringLiteral("attempt")).toInt(), i + 1);
        QCOMPARE(entry.value(QStringLiteral("http_status")).toInt(), 0);
        QCOMPARE(entry.value(QStringLiteral("delivered")).toBool(), false);
        const QString outcome = entry.value(QStringLiteral("outcome")).toString();
        QVERIFY2(outcome.contains(QStringLiteral("closed"), Qt::CaseInsensitive), qPrintable(outcome));
    }

    flushWith(dispatcher);
    const qsizetype received = receiver.requestsFor(id);
    qInfo("%lld POSTs received for 4 attempts", qlonglong(received));
    QVERIFY2(received >= 4 && received <= 12, qPrintable(QString::number(received)));
    for (qsizetype i = 0; i < received; ++i) {
        verifyRequest(receiver.requests().at(i), secrets, kType);
        QCOMPARE(receiver.requests().at(i).body, receiver.requests().first().body);
    }
}

void tst_WebhookDispatcher::timeoutIsAFailure()
{
    Receiver receiver({}, Action::Hang);
    QVERIFY(receiver.isListening());
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(receiver.url());
    dispatcher.setSecrets({QStringLiteral("whsec_only")});
    dispatcher.setSpeed(0);
    dispatcher.setRequestTimeout(300);
    QCOMPARE(dispatcher.requestTimeout(), 300);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const QString id = dispatcher.dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 15000);
    QCOMPARE(settled.at(0).at(1).toBool(), false);
    QCOMPARE(receiver.requestsFor(id), 4);
    const QJsonArray log = dispatcher.log();
    QCOMPARE(log.size(), 4);
    for (const QJsonValue &value : log) {
        QCOMPARE(value.toObject().value(QStringLiteral("http_status")).toInt(), 0);
        const QString outcome = value.toObject().value(QStringLiteral("outcome")).toString();
        QVERIFY2(outcome.contains(QStringLiteral("Timed out"), Qt::CaseInsensitive), qPrintable(outcome));
    }
}

void tst_WebhookDispatcher::retriesAreResignedWithCurrentKeys()
{
    // Fail twice, with a real delay before the 3rd attempt, and rotate the keys meanwhile.
    Receiver receiver({Action::Fail, Action::Fail}, Action::Ok);
    QVERIFY(receiver.isListening());
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(receiver.url());
    const QStringList before {QStringLiteral("whsec_a")};
    const QStringList after {QStringLiteral("whsec_b"), QStringLiteral("whsec_a")};
    dispatcher.setSecrets(before);
    dispatcher.setSpeed(0.01);
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    dispatcher.dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(attempts.count(), 2, 10000);
    dispatcher.setSecrets(after);
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 10000);
    QCOMPARE(settled.at(0).at(1).toBool(), true);
    QCOMPARE(receiver.requests().size(), 3);
    verifyRequest(receiver.requests().at(0), before, kType);
    verifyRequest(receiver.requests().at(1), before, kType);
    verifyRequest(receiver.requests().at(2), after, kType);
    QCOMPARE(receiver.requests().at(2).body, receiver.requests().at(0).body);
}

void tst_WebhookDispatcher::offWhenUrlEmpty()
{
    WebhookDispatcher dispatcher;
    dispatcher.setSecrets({QStringLiteral("whsec_only")});
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QVERIFY(dispatcher.dispatch(kType, payoutData()).isEmpty());
    QCOMPARE(dispatcher.pendingCount(), 0);
    QVERIFY(dispatcher.log().isEmpty());

    // Off again after being on.
    Receiver receiver({}, Action::Ok);
    QVERIFY(receiver.isListening());
    dispatcher.setUrl(receiver.url());
    QVERIFY(!dispatcher.dispatch(kType, payoutData()).isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(attempts.count(), 1, 10000);
    dispatcher.setUrl(QUrl());
    QVERIFY(dispatcher.dispatch(kType, payoutData()).isEmpty());
    QCOMPARE(dispatcher.pendingCount(), 0);
    QCOMPARE(receiver.requests().size(), 1);
}

void tst_WebhookDispatcher::logIsCapped()
{
    // Hundreds of events given up: keep their info lines out of the test output.
    QLoggingCategory::setFilterRules(QStringLiteral("paydesk.sandbox.webhooks.info=false"));
    const auto restoreLogging = qScopeGuard([] { QLoggingCategory::setFilterRules(QString()); });

    const quint16 port = closedPort();
    QVERIFY(port != 0);
    WebhookDispatcher dispatcher;
    dispatcher.setUrl(QUrl(QStringLiteral("http://127.0.0.1:%1/hooks").arg(port)));
    dispatcher.setSpeed(0);
    QSignalSpy attempts(&dispatcher, &WebhookDispatcher::attemptFinished);
    QSignalSpy settled(&dispatcher, &WebhookDispatcher::eventSettled);

    const int events = WebhookDispatcher::logCapacity / WebhookDispatcher::maxAttempts + 10;
    for (int i = 0; i < events; ++i)
        dispatcher.dispatch(kType, {});
    QTRY_COMPARE_WITH_TIMEOUT(settled.count(), events, 60000);
    QCOMPARE(attempts.count(), events * WebhookDispatcher::maxAttempts);

    const QJsonArray log = dispatcher.log();
    QCOMPARE(log.size(), WebhookDispatcher::logCapacity);
    const qsizetype dropped = attempts.count() - WebhookDispatcher::logCapacity;
    for (int i = 0; i < log.size(); ++i)
        QCOMPARE(log.at(i).toObject(), attempts.at(dropped + i).first().toJsonObject());
}

void tst_WebhookDispatcher::destroyedWithDeliveriesInFlight()
{
    Receiver hanging({}, Action::Hang);
    Receiver failing({}, Action::Fail);
    QVERIFY(hanging.isListening());
    QVERIFY(failing.isListening());

    QPointer<WebhookDispatcher> inFlight = new WebhookDispatcher;
    inFlight->setUrl(hanging.url());
    inFlight->setSecrets({QStringLiteral("whsec_only")});
    QSignalSpy inFlightAttempts(inFlight.data(), &WebhookDispatcher::attemptFinished);
    for (int i = 0; i < 3; ++i)
        inFlight->dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(hanging.requests().size(), 3, 10000);
    QCOMPARE(hanging.openConnections(), 3);

    QPointer<WebhookDispatcher> waiting = new WebhookDispatcher;
    waiting->setUrl(failing.url());
    waiting->setSpeed(1); // the 3rd attempt is a minute away
    QSignalSpy waitingAttempts(waiting.data(), &WebhookDispatcher::attemptFinished);
    waiting->dispatch(kType, payoutData());
    QTRY_COMPARE_WITH_TIMEOUT(waitingAttempts.count(), 2, 10000);
    QCOMPARE(waiting->pendingCount(), 1);

    delete inFlight.data();
    delete waiting.data();
    QVERIFY(inFlight.isNull());
    QVERIFY(waiting.isNull());

    // The hanging connections are closed by the dispatcher going away, and nothing was reported.
    QTRY_COMPARE_WITH_TIMEOUT(hanging.openConnections(), 0, 10000);
    QCOMPARE(inFlightAttempts.count(), 0);
    QCOMPARE(waitingAttempts.count(), 2);
}

QTEST_GUILESS_MAIN(tst_WebhookDispatcher)
#include "tst_webhookdispatcher.moc"
