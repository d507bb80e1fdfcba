// SPDX-License-Identifier: GPL-3.0-or-later
// X-Idempotency-Key on POST /payouts and POST /payins, over real HTTP (decisions.md "Idempotency"):
// replays, conflicts, requests in flight, concurrent duplicates, faults and dropped connections.
#include "SandboxFixture.h"

#include <QTcpSocket>

using namespace paydesk::test;

namespace {

QString money(SandboxFixture &sandbox, const QString &walletId)
{
    for (const QJsonValue &w : sandbox.http().get(u"/wallets"_qs).dataArray()) {
        if (w.toObject().value(u"id"_qs).toString() == walletId)
            return w.toObject().value(u"available"_qs).toString() + u'/'
                + w.toObject().value(u"balance"_qs).toString();
    }
    return u"no wallet "_qs + walletId;
}

QStringList payoutIds(SandboxFixture &sandbox)
{
    QStringList ids;
    const HttpResult list = sandbox.http().get(u"/payouts"_qs, QUrlQuery {{u"paging_limit"_qs, u"50"_qs}});
    for (const QJsonValue &p : list.dataArray())
        ids << p.toObject().value(u"id"_qs).toString();
    return ids;
}

QByteArray compact(const QJsonObject &body)
{
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

struct RawAnswer
{
    bool connected = false;
    bool closed = false; // the server closed the connection
    QByteArray received;
};

// One POST on a connection of its own, read until the server closes it. QNetworkAccessManager
// is not used here because it silently sends a request again when the connection drops.
RawAnswer rawPost(const QUrl &base, const QString &key, const QString &path, const QByteArray &idempotencyKey,
                  const QByteArray &body)
{
    RawAnswer answer;
    QTcpSocket socket;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::connected, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::disconnected, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::errorOccurred, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::readyRead, &loop, [&] { answer.received += socket.readAll(); });
    socket.connectToHost(base.host(), quint16(base.port()));
    timeout.start(5000);
    loop.exec();
    answer.connected = socket.state() == QAbstractSocket::ConnectedState;
    if (!answer.connected)
        return answer;
    const QByteArray request = "POST " + path.toUtf8() + " HTTP/1.1\r\nHost: " + base.host().toUtf8() + ':'
        + QByteArray::number(base.port()) + "\r\nAuthorization: Bearer " + key.toUtf8()
        + "\r\nContent-Type: application/json\r\nX-Idempotency-Key: " + idempotencyKey
        + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
    socket.write(request);
    timeout.start(10000);
    while (socket.state() != QAbstractSocket::UnconnectedState && timeout.isActive())
        loop.exec();
    answer.received += socket.readAll();
    answer.closed = socket.state() == QAbstractSocket::UnconnectedState;
    return answer;
}

} // namespace

class TestSandboxIdempotency : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_sandbox;
    QString m_kes; // 1000.00 at the start of each test

    SandboxFixture &sandbox() { return *m_sandbox; }
    HttpResult postPayout(const QJsonObject &body, const QByteArray &key)
    {
        return sandbox().http().post(u"/payouts"_qs, body, key);
    }

private Q_SLOTS:
    void init()
    {
        m_sandbox = std::make_unique<SandboxFixture>(
            u"empty"_qs, 0.0, QList<QPair<QString, QStringList>> {{u"second-key"_qs, {}}});
        QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
        m_kes = sandbox().createWallet(u"KES"_qs, u"1000.00"_qs).value(u"id"_qs).toString();
        QVERIFY(!m_kes.isEmpty());
    }
    void cleanup() { m_sandbox.reset(); }

    void replayReturnsTheSameAnswer()
    {
        const QByteArray key = HttpClient::newKey();
        const HttpResult first = postPayout(kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(first.status, 202);
        const QString id = first.data().value(u"id"_qs).toString();
        QCOMPARE(sandbox().waitForState(u"/payouts/"_qs + id, u"SENT"_qs).value(u"id"_qs).toString(), id);

        // The same body with its keys in another order and other spacing is the same body.
        const QByteArray reordered = R"({ "payment_account": )"
            + compact(kenyaPayout(u"100.00"_qs).value(u"payment_account"_qs).toObject())
            + R"(, "amount": {"value": "100.00", "currency": "KES"} })";
        for (const QByteArray &body : {compact(kenyaPayout(u"100.00"_qs)), reordered}) {
            const HttpResult replay = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
            QCOMPARE(replay.status, 202);
            QCOMPARE(replay.body, first.body); // byte for byte, even though the payout is SENT now
        }
        QCOMPARE(payoutIds(sandbox()), QStringList {id});
        QCOMPARE(money(sandbox(), m_kes), u"900.00/900.00"_qs);
    }

    void errorAnswersAreReplayedToo()
    {
        // A 4xx is kept like a 2xx: the same key and body give the same 402 even after funding.
        const QByteArray key = HttpClient::newKey();
        const HttpResult first = postPayout(kenyaPayout(u"2000.00"_qs), key);
        QCOMPARE(first.status, 402);
        const HttpResult funded = sandbox().http().post(u"/_sandbox/wallets/%1/fund"_qs.arg(m_kes),
                                                        {{u"value"_qs, u"5000.00"_qs}});
        QCOMPARE(funded.status, 200);
        const HttpResult replay = postPayout(kenyaPayout(u"2000.00"_qs), key);
        QCOMPARE(replay.status, 402);
        QCOMPARE(replay.body, first.body);
        QVERIFY(payoutIds(sandbox()).isEmpty());
    }

    void sameKeyDifferentBodyConflicts()
    {
        const QByteArray key = HttpClient::newKey();
        QCOMPARE(postPayout(kenyaPayout(u"100.00"_qs), key).status, 202);
        const HttpResult conflict = postPayout(kenyaPayout(u"100.01"_qs), key);
        QCOMPARE(conflict.status, 409);
        QCOMPARE(conflict.code(), u"IDEMPOTENCY_RACE"_qs);
        QCOMPARE(payoutIds(sandbox()).size(), 1);
        QCOMPARE(money(sandbox(), m_kes), u"900.00/900.00"_qs);
    }

    void sameKeyWhileInFlightConflicts()
    {
        const QJsonObject fault {{u"method"_qs, u"POST"_qs},
                                 {u"path"_qs, u"/v1/payouts"_qs},
                                 {u"action"_qs, u"delay"_qs},
                                 {u"delay_ms"_qs, 2000},
                                 {u"count"_qs, 1}};
        QCOMPARE(sandbox().addFault(fault).status, 201);
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"100.00"_qs));

        HttpClient firstConnection(sandbox().baseUrl(), sandbox().key());
        QNetworkReply *first = firstConnection.start("POST", firstConnection.url(u"/payouts"_qs), body, key);
        // The server has taken the first request once its fault is used up.
        QTRY_VERIFY_WITH_TIMEOUT(sandbox().http().get(u"/_sandbox/faults"_qs).dataArray().isEmpty(), 5000);
        QVERIFY(!first->isFinished());

        const HttpResult second = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(second.status, 409);
        QCOMPARE(second.code(), u"IDEMPOTENCY_RACE"_qs);

        const HttpResult firstResult = HttpClient::collect(first);
        QCOMPARE(firstResult.status, 202);
        const HttpResult third = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(third.status, 202);
        QCOMPARE(third.body, firstResult.body);
        QCOMPARE(payoutIds(sandbox()), QStringList {firstResult.data().value(u"id"_qs).toString()});
        QCOMPARE(money(sandbox(), m_kes), u"900.00/900.00"_qs);
    }

    void concurrentDuplicatesCreateOnePayout()
    {
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"10.00"_qs));
        std::vector<std::unique_ptr<HttpClient>> clients;
        for (int i = 0; i < 4; ++i)
            clients.push_back(std::make_unique<HttpClient>(sandbox().baseUrl(), sandbox().key()));
        QList<QNetworkReply *> replies;
        for (int i = 0; i < 20; ++i) {
            HttpClient &c = *clients[size_t(i) % clients.size()];
            replies << c.start("POST", c.url(u"/payouts"_qs), body, key);
        }
        QList<HttpResult> results;
        for (QNetworkReply *reply : replies)
            results << HttpClient::collect(reply);

        QByteArray accepted;
        int acceptedCount = 0;
        for (const HttpResult &r : results) {
            if (r.status == 202) {
                if (accepted.isEmpty())
                    accepted = r.body;
                QCOMPARE(r.body, accepted);
                ++acceptedCount;
            } else {
                QCOMPARE(r.status, 409);
                QCOMPARE(r.code(), u"IDEMPOTENCY_RACE"_qs);
            }
        }
        QVERIFY(acceptedCount >= 1);
        const QString id = QJsonDocument::fromJson(accepted)[u"data"_qs][u"id"_qs].toString();
        QCOMPARE(payoutIds(sandbox()), QStringList {id});
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"990.00"_qs);
    }

    void injectedServerErrorIsNotKept()
    {
        QCOMPARE(sandbox()
                     .addFault({{u"method"_qs, u"POST"_qs},
                                {u"path"_qs, u"/v1/payouts"_qs},
                                {u"action"_qs, u"status"_qs},
                                {u"status"_qs, 500}})
                     .status,
                 201);
        const QByteArray key = HttpClient::newKey();
        const HttpResult failed = postPayout(kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(failed.status, 500);
        QVERIFY(payoutIds(sandbox()).isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"1000.00/1000.00"_qs);
        const HttpResult retry = postPayout(kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(retry.status, 202);
        QCOMPARE(payoutIds(sandbox()), QStringList {retry.data().value(u"id"_qs).toString()});
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"900.00"_qs);
    }

    void serviceUnavailableIsNotKept()
    {
        // Had the 503 been kept, another body with the key would be a 409 conflict.
        const QByteArray key = HttpClient::newKey();
        const HttpResult unavailable = postPayout(kenyaPayout(u"100.00"_qs, u"+254712000503"_qs), key);
        QCOMPARE(unavailable.status, 503);
        const HttpResult retry = postPayout(kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(retry.status, 202);
        QCOMPARE(payoutIds(sandbox()).size(), 1);
    }

    void droppedAfterApplyingReplaysOnRetry()
    {
        QCOMPARE(sandbox()
                     .addFault({{u"method"_qs, u"POST"_qs},
                                {u"path"_qs, u"/v1/payouts"_qs},
                                {u"action"_qs, u"drop_after"_qs}})
                     .status,
                 201);
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"100.00"_qs));
        const RawAnswer dropped = rawPost(sandbox().baseUrl(), sandbox().key(), u"/v1/payouts"_qs, key, body);
        QVERIFY(dropped.connected);
        QVERIFY(dropped.closed);
        QVERIFY2(dropped.received.isEmpty(), dropped.received.constData());
        // The payout exists although its creator never heard of it.
        const QStringList ids = payoutIds(sandbox());
        QCOMPARE(ids.size(), 1);

        const HttpResult retry = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(retry.status, 202);
        QCOMPARE(retry.data().value(u"id"_qs).toString(), ids.first());
        QCOMPARE(payoutIds(sandbox()), ids);
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"900.00"_qs);
    }

    void droppedBeforeApplyingCreatesOnRetry()
    {
        QCOMPARE(sandbox()
                     .addFault({{u"method"_qs, u"POST"_qs},
                                {u"path"_qs, u"/v1/payouts"_qs},
                                {u"action"_qs, u"drop_before"_qs}})
                     .status,
                 201);
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"100.00"_qs));
        const RawAnswer dropped = rawPost(sandbox().baseUrl(), sandbox().key(), u"/v1/payouts"_qs, key, body);
        QVERIFY(dropped.connected);
        QVERIFY(dropped.closed);
        QVERIFY2(dropped.received.isEmpty(), dropped.received.constData());
        QVERIFY(payoutIds(sandbox()).isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"1000.00/1000.00"_qs);

        const HttpResult retry = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(retry.status, 202);
        const HttpResult again = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(again.status, 202);
        QCOMPARE(again.body, retry.body);
        QCOMPARE(payoutIds(sandbox()), QStringList {retry.data().value(u"id"_qs).toString()});
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"900.00"_qs);
    }

    void keyIsRequired()
    {
        const HttpResult missing = sandbox().http().post(u"/payouts"_qs, kenyaPayout(u"1.00"_qs));
        QCOMPARE(missing.status, 422);
        QCOMPARE(missing.code(), u"VALIDATION_FAILED"_qs);
        QVERIFY2(missing.fields().contains(u"X-Idempotency-Key"_qs), missing.body.constData());
        const HttpResult missingPayin = sandbox().http().post(u"/payins"_qs, kenyaPayout(u"1.00"_qs));
        QCOMPARE(missingPayin.status, 422);
        QVERIFY(missingPayin.fields().contains(u"X-Idempotency-Key"_qs));
        QVERIFY(payoutIds(sandbox()).isEmpty());
    }

    void keyLengthIsLimited()
    {
        const HttpResult tooLong = postPayout(kenyaPayout(u"1.00"_qs), QByteArray(256, 'k'));
        QCOMPARE(tooLong.status, 422);
        QVERIFY(tooLong.fields().contains(u"X-Idempotency-Key"_qs));
        QVERIFY(payoutIds(sandbox()).isEmpty());
        QCOMPARE(postPayout(kenyaPayout(u"1.00"_qs), QByteArray(255, 'k')).status, 202);
        QCOMPARE(postPayout(kenyaPayout(u"1.00"_qs, u"+254712000002"_qs), "k").status, 202);
        QCOMPARE(payoutIds(sandbox()).size(), 2);
    }

    void keysAreKeptPerPath()
    {
        const QByteArray key = HttpClient::newKey();
        const HttpResult payout = postPayout(kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(payout.status, 202);
        const HttpResult payin = sandbox().http().post(u"/payins"_qs, kenyaPayout(u"50.00"_qs), key);
        QCOMPARE(payin.status, 202);
        QVERIFY(payin.data().value(u"id"_qs).toString().startsWith(u"pyn-"));
        QCOMPARE(postPayout(kenyaPayout(u"100.00"_qs), key).body, payout.body);
        QCOMPARE(payoutIds(sandbox()).size(), 1);
    }

    void oneKeyOnePayoutWhateverThePathSpelling()
    {
        // Repeated and trailing slashes reach the same endpoint, so they share its slot.
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"100.00"_qs));
        QList<QByteArray> answers;
        for (const QString &path : {u"/v1/payouts"_qs, u"//v1/payouts"_qs, u"/v1//payouts/"_qs}) {
            const RawAnswer a = rawPost(sandbox().baseUrl(), sandbox().key(), path, key, body);
            QVERIFY2(a.received.startsWith("HTTP/1.1 202"),
                     qPrintable(path + u' ' + QString::fromLatin1(a.received)));
            answers << a.received.mid(a.received.indexOf("\r\n\r\n"));
        }
        QCOMPARE(payoutIds(sandbox()).size(), 1);
        QCOMPARE(answers[1], answers[0]);
        QCOMPARE(answers[2], answers[0]);
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"900.00"_qs);
    }

    void keysAreKeptPerApiKey()
    {
        const QByteArray key = HttpClient::newKey();
        const HttpResult mine = postPayout(kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(mine.status, 202);
        HttpClient other(sandbox().baseUrl(), u"second-key"_qs);
        const HttpResult theirs = other.post(u"/payouts"_qs, kenyaPayout(u"100.00"_qs), key);
        QCOMPARE(theirs.status, 202);
        QVERIFY(theirs.data().value(u"id"_qs) != mine.data().value(u"id"_qs));
        QCOMPARE(payoutIds(sandbox()).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestSandboxIdempotency)
#include "tst_sandbox_idempotency.moc"
