// SPDX-License-Identifier: GPL-3.0-or-later
// Webhook events of the sandbox, received over real HTTP by a small receiver in this test that
// refuses the first two attempts of each event: headers, signatures checked with OpenSSL's HMAC
// (independent of the sandbox's own code), body, retries and the delivery log.
#include "ApiChecks.h"

#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>

#include <openssl/evp.h>
#include <openssl/hmac.h>

using namespace paydesk::test;

namespace {

QByteArray hmacSha256Hex(const QByteArray &key, const QByteArray &message)
{
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    const unsigned char *result = HMAC(EVP_sha256(), key.constData(), int(key.size()),
                                       reinterpret_cast<const unsigned char *>(message.constData()),
                                       size_t(message.size()), out, &length);
    if (!result)
        return {};
    return QByteArray(reinterpret_cast<const char *>(out), int(length)).toHex();
}

struct Received
{
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
    int answered = 0;
    QString eventId() const { return QJsonDocument::fromJson(body).object().value(u"id").toString(); }
    QString type() const { return QJsonDocument::fromJson(body).object().value(u"type").toString(); }
};

// An HTTP/1.1 receiver: answers 500 to the first `refusals` attempts of each event id, then 200.
class Receiver : public QObject
{
public:
    explicit Receiver(int refusals)
        : m_refusals(refusals)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    QUrl url() const { return QUrl(u"http://127.0.0.1:%1/hooks"_qs.arg(m_server.serverPort())); }
    QList<Received> received;

    QList<Received> ofEvent(const QString &id) const
    {
        QList<Received> out;
        for (const Received &r : received) {
            if (r.eventId() == id)
                out << r;
        }
        return out;
    }
    // The first event of this type answered 200, or an empty one.
    Received delivered(const QString &type) const
    {
        for (const Received &r : received) {
            if (r.type() == type && r.answered == 200)
                return r;
        }
        return {};
    }

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        Received r;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0)
                r.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
        }
        const qsizetype length = r.headers.value("content-length").toLongLong();
        if (buffer.size() < end + 4 + length)
            return;
        r.body = buffer.mid(end + 4, length);
        m_buffers.remove(socket);
        const int seen = int(ofEvent(r.eventId()).size());
        r.answered = seen < m_refusals ? 500 : 200;
        received.append(r);
        socket->write("HTTP/1.1 " + QByteArray::number(r.answered)
                      + (r.answered == 200 ? " OK" : " Internal Server Error")
                      + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    int m_refusals;
};

const QString kNewSecret = u"whsec_new_7f3a9c"_qs;
const QString kOldSecret = u"whsec_old_1b2d4e"_qs;

} // namespace

class TestSandboxWebhooks : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Receiver> m_receiver;
    std::unique_ptr<SandboxFixture> m_sandbox;

    HttpClient &http() { return m_sandbox->http(); }

    // Checks every attempt of the event delivered for `type`; returns the event body.
    QJsonObject verifyEvent(const QString &type)
    {
        const Received delivered = m_receiver->delivered(type);
        const QList<Received> attempts = m_receiver->ofEvent(delivered.eventId());
        if (attempts.size() != 3) {
            qWarning() << "attempts of" << type << attempts.size();
            return {};
        }
        static const QRegularExpression signature(u"^t=(\\d+), v1=([0-9a-f]{64}), v1=([0-9a-f]{64})$"_qs);
        for (qsizetype i = 0; i < attempts.size(); ++i) {
            const Received &a = attempts[i];
            const auto fail = [&](const char *what) {
                qWarning() << type << "attempt" << i + 1 << what << a.headers << a.body;
                return QJsonObject();
            };
            if (a.answered != (i < 2 ? 500 : 200))
                return fail("answered unexpectedly");
            if (a.body != attempts.first().body)
                return fail("body differs from the first attempt");
            if (!a.headers.value("content-type").startsWith("application/json"))
                return fail("content type");
            if (a.headers.value("user-agent") != "Service-Webhooks/1.0")
                return fail("user agent");
            if (a.headers.value("x-service-webhook-type") != type.toUtf8())
                return fail("type header");
            const QRegularExpressionMatch m
                = signature.match(QString::fromLatin1(a.headers.value("x-service-webhook-signature")));
            if (!m.hasMatch())
                return fail("signature header format");
            const qint64 t = m.captured(1).toLongLong();
            if (qAbs(QDateTime::currentSecsSinceEpoch() - t) > 300)
                return fail("signature timestamp far from now");
            const QByteArray message = m.captured(1).toLatin1() + '.' + a.body;
            if (m.captured(2).toLatin1() != hmacSha256Hex(kNewSecret.toUtf8(), message))
                return fail("first v1 is not HMAC-SHA256 with the first secret");
            if (m.captured(3).toLatin1() != hmacSha256Hex(kOldSecret.toUtf8(), message))
                return fail("second v1 is not HMAC-SHA256 with the second secret");
            if (m.captured(2).toLatin1() == hmacSha256Hex("not-the-secret", message))
                return fail("any key verifies");
        }
        const QJsonObject body = QJsonDocument::fromJson(attempts.first().body).object();
        if (!body.value(u"id").toString().startsWith(u"wbh-") || body.value(u"type").toString() != type
            || !QDateTime::fromString(body.value(u"created_at").toString(), Qt::ISODateWithMs).isValid()) {
            qWarning() << "event body" << body;
            return {};
        }
        return body;
    }

    QJsonArray logOf(const QString &eventId)
    {
        QJsonArray out;
        for (const QJsonValue &e : http().get(u"/_sandbox/webhooks"_qs).dataArray()) {
            if (e.toObject().value(u"event_id").toString() == eventId)
                out.append(e);
        }
        return out;
    }

    void verifyLog(const QString &eventId)
    {
        QTRY_COMPARE(logOf(eventId).size(), 3);
        const QJsonArray log = logOf(eventId);
        for (int i = 0; i < 3; ++i) {
            const QJsonObject e = log.at(i).toObject();
            QCOMPARE(e.value(u"attempt").toInt(), i + 1);
            QCOMPARE(e.value(u"http_status").toInt(), i < 2 ? 500 : 200);
            QCOMPARE(e.value(u"delivered").toBool(), i == 2);
            QCOMPARE(e.value(u"url").toString(), m_receiver->url().toString());
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_receiver = std::make_unique<Receiver>(2);
        QVERIFY(m_receiver->listen());
        m_sandbox
            = std::make_unique<SandboxFixture>(u"empty"_qs, 0.001, QList<QPair<QString, QStringList>> {},
                                               m_receiver->url(), QStringList {kNewSecret, kOldSecret});
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
        m_sandbox->createWallet(u"KES"_qs, u"1000.00"_qs);
    }

    void cleanupTestCase()
    {
        m_sandbox.reset();
        m_receiver.reset();
    }

    void payoutEvent()
    {
        const HttpResult created
            = http().post(u"/payouts"_qs, kenyaPayout(u"160.00"_qs), HttpClient::newKey());
        QCOMPARE(created.status, 202);
        const QString payoutId = created.data().value(u"id").toString();
        QTRY_VERIFY_WITH_TIMEOUT(!m_receiver->delivered(u"payout.state-updated"_qs).body.isEmpty(), 10000);
        const QJsonObject event = verifyEvent(u"payout.state-updated"_qs);
        QVERIFY(!event.isEmpty());
        const QJsonObject data = event.value(u"data").toObject();
        QCOMPARE(data.value(u"id").toString(), payoutId);
        QCOMPARE(stateCode(data), u"SENT"_qs);
        QCOMPARE(data, http().get(u"/payouts/"_qs + payoutId).data());
        verifyLog(event.value(u"id").toString());
    }

    void statementEvent()
    {
        const QString walletId
            = http().get(u"/wallets"_qs).dataArray().first().toObject().value(u"id").toString();
        const HttpResult created = http().post(
            u"/wallet-statements"_qs,
            {{u"wallet_id"_qs, walletId},
             {u"period"_qs, QJsonObject {{u"from"_qs, u"2024-01-01"_qs}, {u"to"_qs, u"2024-01-02"_qs}}}});
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        QTRY_VERIFY_WITH_TIMEOUT(!m_receiver->delivered(u"wallet-statement.state-updated"_qs).body.isEmpty(),
                                 10000);
        const QJsonObject event = verifyEvent(u"wallet-statement.state-updated"_qs);
        QVERIFY(!event.isEmpty());
        const QJsonObject data = event.value(u"data").toObject();
        QCOMPARE(data.value(u"id").toString(), id);
        QCOMPARE(stateCode(data), u"READY"_qs);
        QCOMPARE(data, http().get(u"/wallet-statements/"_qs + id).data());
        verifyLog(event.value(u"id").toString());
    }

    void payinEvent()
    {
        const QJsonObject body {
            {u"amount"_qs, amount(u"KES"_qs, u"75.00"_qs)},
            {u"payment_account"_qs, mobileMoneyAccount(u"KE"_qs, u"+254712400001"_qs, u"SAFARICOM"_qs)}};
        const HttpResult created = http().post(u"/payins"_qs, body, HttpClient::newKey());
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        QTRY_VERIFY_WITH_TIMEOUT(!m_receiver->delivered(u"payin.state-updated"_qs).body.isEmpty(), 10000);
        const QJsonObject event = verifyEvent(u"payin.state-updated"_qs);
        QVERIFY(!event.isEmpty());
        const QJsonObject data = event.value(u"data").toObject();
        QCOMPARE(data.value(u"id").toString(), id);
        QCOMPARE(stateCode(data), u"SETTLED"_qs);
        QCOMPARE(data, http().get(u"/payins/"_qs + id).data());
        verifyLog(event.value(u"id").toString());
    }

    void eventIdsAreUnique()
    {
        // Whatever ran before (alone, this test makes an event of its own): one id per event of
        // the delivery log, whatever the attempts, and the same bytes on every attempt of one.
        if (m_receiver->received.isEmpty()) {
            QCOMPARE(http().post(u"/payouts"_qs, kenyaPayout(u"170.00"_qs), HttpClient::newKey()).status,
                     202);
            QTRY_VERIFY_WITH_TIMEOUT(!m_receiver->delivered(u"payout.state-updated"_qs).body.isEmpty(),
                                     10000);
        }
        QSet<QString> logged;
        for (const QJsonValue &e : http().get(u"/_sandbox/webhooks"_qs).dataArray()) {
            if (e.toObject().value(u"delivered").toBool())
                logged << e.toObject().value(u"event_id").toString();
        }
        QSet<QString> ids;
        QSet<QByteArray> bodies;
        for (const Received &r : std::as_const(m_receiver->received)) {
            ids << r.eventId();
            bodies << r.body;
        }
        QCOMPARE(ids.size(), logged.size()); // one per event, whatever the attempts
        QCOMPARE(ids, logged);
        QCOMPARE(bodies.size(), logged.size()); // every attempt of an event sends the same bytes
    }
};

QTEST_GUILESS_MAIN(TestSandboxWebhooks)
#include "tst_sandbox_webhooks.moc"
