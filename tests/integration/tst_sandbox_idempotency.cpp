// SPDX-License-Identifier: GPL-3.0-or-later
// X-Idempotency-Key on POST /payouts and POST /payins, over real HTTP (decisions.md "Idempotency"):
// replays, conflicts, requests in flight, concurrent duplicates, faults and dropped connections;
// the reject-reuse mode (409 IDEMPOTENCY_KEY_ALREADY_USED) and the settings that switch it.
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
    QString m_kes; // 100000.00 at the start of each test

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
        m_kes = sandbox().createWallet(u"KES"_qs, u"100000.00"_qs).value(u"id"_qs).toString();
        QVERIFY(!m_kes.isEmpty());
    }
    void cleanup() { m_sandbox.reset(); }

    void replayReturnsTheSameAnswer()
    {
        const QByteArray key = HttpClient::newKey();
        const HttpResult first = postPayout(kenyaPayout(u"10000.00"_qs), key);
        QCOMPARE(first.status, 202);
        const QString id = first.data().value(u"id"_qs).toString();
        QCOMPARE(sandbox().waitForState(u"/payouts/"_qs + id, u"SENT"_qs).value(u"id"_qs).toString(), id);

        // The same body with its keys in another order and other spacing is the same body.
        const QByteArray reordered = R"({ "payment_account": )"
            + compact(kenyaPayout(u"10000.00"_qs).value(u"payment_account"_qs).toObject())
            + R"(, "amount": {"value": "10000.00", "currency": "KES"}, "sender": )"
            + compact(kenyaPayout(u"10000.00"_qs).value(u"sender"_qs).toObject()) + " }";
        for (const QByteArray &body : {compact(kenyaPayout(u"10000.00"_qs)), reordered}) {
            const HttpResult replay = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
            QCOMPARE(replay.status, 202);
            QCOMPARE(replay.body, first.body); // byte for byte, even though the payout is SENT now
        }
        QCOMPARE(payoutIds(sandbox()), QStringList {id});
        QCOMPARE(money(sandbox(), m_kes), u"90000.00/90000.00"_qs);
    }

    void errorAnswersAreReplayedToo()
    {
        // A 4xx is kept like a 2xx: the same key and body give the same 402 even after funding.
        const QByteArray key = HttpClient::newKey();
        const HttpResult first = postPayout(kenyaPayout(u"200000.00"_qs), key);
        QCOMPARE(first.status, 402);
        const HttpResult funded = sandbox().http().post(u"/_sandbox/wallets/%1/fund"_qs.arg(m_kes),
                                                        {{u"value"_qs, u"500000.00"_qs}});
        QCOMPARE(funded.status, 200);
        const HttpResult replay = postPayout(kenyaPayout(u"200000.00"_qs), key);
        QCOMPARE(replay.status, 402);
        QCOMPARE(replay.body, first.body);
        QVERIFY(payoutIds(sandbox()).isEmpty());
    }

    void sameKeyDifferentBodyConflicts()
    {
        const QByteArray key = HttpClient::newKey();
        QCOMPARE(postPayout(kenyaPayout(u"10000.00"_qs), key).status, 202);
        const HttpResult conflict = postPayout(kenyaPayout(u"10000.01"_qs), key);
        QCOMPARE(conflict.status, 409);
        QCOMPARE(conflict.code(), u"IDEMPOTENCY_RACE"_qs);
        QCOMPARE(payoutIds(sandbox()).size(), 1);
        QCOMPARE(money(sandbox(), m_kes), u"90000.00/90000.00"_qs);
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
        const QByteArray body = compact(kenyaPayout(u"10000.00"_qs));

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
        QCOMPARE(money(sandbox(), m_kes), u"90000.00/90000.00"_qs);
    }

    void concurrentDuplicatesCreateOnePayout()
    {
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"1000.00"_qs));
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
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"99000.00"_qs);
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
        const HttpResult failed = postPayout(kenyaPayout(u"10000.00"_qs), key);
        QCOMPARE(failed.status, 500);
        QVERIFY(payoutIds(sandbox()).isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);
        const HttpResult retry = postPayout(kenyaPayout(u"10000.00"_qs), key);
        QCOMPARE(retry.status, 202);
        QCOMPARE(payoutIds(sandbox()), QStringList {retry.data().value(u"id"_qs).toString()});
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"90000.00"_qs);
    }

    void serviceUnavailableIsNotKept()
    {
        // Had the 503 been kept, another body with the key would be a 409 conflict.
        const QByteArray key = HttpClient::newKey();
        const HttpResult unavailable = postPayout(kenyaPayout(u"10000.00"_qs, u"+254712000503"_qs), key);
        QCOMPARE(unavailable.status, 503);
        const HttpResult retry = postPayout(kenyaPayout(u"10000.00"_qs), key);
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
        const QByteArray body = compact(kenyaPayout(u"10000.00"_qs));
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
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"90000.00"_qs);
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
        const QByteArray body = compact(kenyaPayout(u"10000.00"_qs));
        const RawAnswer dropped = rawPost(sandbox().baseUrl(), sandbox().key(), u"/v1/payouts"_qs, key, body);
        QVERIFY(dropped.connected);
        QVERIFY(dropped.closed);
        QVERIFY2(dropped.received.isEmpty(), dropped.received.constData());
        QVERIFY(payoutIds(sandbox()).isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);

        const HttpResult retry = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(retry.status, 202);
        const HttpResult again = sandbox().http().postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(again.status, 202);
        QCOMPARE(again.body, retry.body);
        QCOMPARE(payoutIds(sandbox()), QStringList {retry.data().value(u"id"_qs).toString()});
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"90000.00"_qs);
    }

    void keyIsRequired()
    {
        const HttpResult missing = sandbox().http().post(u"/payouts"_qs, kenyaPayout(u"150.00"_qs));
        QCOMPARE(missing.status, 422);
        QCOMPARE(missing.code(), u"VALIDATION_FAILED"_qs);
        QVERIFY2(missing.fields().contains(u"X-Idempotency-Key"_qs), missing.body.constData());
        const HttpResult missingPayin = sandbox().http().post(u"/payins"_qs, kenyaPayout(u"150.00"_qs));
        QCOMPARE(missingPayin.status, 422);
        QVERIFY(missingPayin.fields().contains(u"X-Idempotency-Key"_qs));
        QVERIFY(payoutIds(sandbox()).isEmpty());
    }

    void keyLengthIsLimited()
    {
        const HttpResult tooLong = postPayout(kenyaPayout(u"150.00"_qs), QByteArray(256, 'k'));
        QCOMPARE(tooLong.status, 422);
        QVERIFY(tooLong.fields().contains(u"X-Idempotency-Key"_qs));
        QVERIFY(payoutIds(sandbox()).isEmpty());
        QCOMPARE(postPayout(kenyaPayout(u"150.00"_qs), QByteArray(255, 'k')).status, 202);
        QCOMPARE(postPayout(kenyaPayout(u"150.00"_qs, u"+254712000002"_qs), "k").status, 202);
        QCOMPARE(payoutIds(sandbox()).size(), 2);
    }

    void keysAreKeptPerPath()
    {
        const QByteArray key = HttpClient::newKey();
        const HttpResult payout = postPayout(kenyaPayout(u"10000.00"_qs), key);
        QCOMPARE(payout.status, 202);
        const HttpResult payin = sandbox().http().post(u"/payins"_qs, kenyaPayout(u"5000.00"_qs), key);
        QCOMPARE(payin.status, 202);
        QVERIFY(payin.data().value(u"id"_qs).toString().startsWith(u"pyn-"));
        QCOMPARE(postPayout(kenyaPayout(u"10000.00"_qs), key).body, payout.body);
        QCOMPARE(payoutIds(sandbox()).size(), 1);
    }

    void oneKeyOnePayoutWhateverThePathSpelling()
    {
        // Repeated and trailing slashes reach the same endpoint, so they share its slot.
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"1000.00"_qs));
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
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"99000.00"_qs);
    }

    void keysAreKeptPerApiKey()
    {
        const QByteArray key = HttpClient::newKey();
        const HttpResult mine = postPayout(kenyaPayout(u"10000.00"_qs), key);
        QCOMPARE(mine.status, 202);
        HttpClient other(sandbox().baseUrl(), u"second-key"_qs);
        const HttpResult theirs = other.post(u"/payouts"_qs, kenyaPayout(u"10000.00"_qs), key);
        QCOMPARE(theirs.status, 202);
        QVERIFY(theirs.data().value(u"id"_qs) != mine.data().value(u"id"_qs));
        QCOMPARE(payoutIds(sandbox()).size(), 2);
    }

    // --idempotency reject-reuse (SandboxOptions): a completed key is refused, not replayed.
    void rejectReuseRefusesACompletedKey()
    {
        paydesk::sandbox::SandboxOptions options;
        options.seed = u"empty"_qs;
        options.speed = 0.0;
        options.idempotency = paydesk::sandbox::IdempotencyMode::RejectReuse;
        m_sandbox = std::make_unique<SandboxFixture>(options);
        QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
        m_kes = sandbox().createWallet(u"KES"_qs, u"100000.00"_qs).value(u"id"_qs).toString();
        QCOMPARE(sandbox().http().get(u"/_sandbox/settings"_qs).data().value(u"idempotency"_qs),
                 u"reject-reuse"_qs);

        const QByteArray key = HttpClient::newKey();
        const HttpResult first = postPayout(kenyaPayout(u"1000.00"_qs), key);
        QCOMPARE(first.status, 202);
        const HttpResult again = postPayout(kenyaPayout(u"1000.00"_qs), key);
        QCOMPARE(again.status, 409);
        QCOMPARE(again.code(), u"IDEMPOTENCY_KEY_ALREADY_USED"_qs);
        QVERIFY(again.header("Idempotent-Replayed").isEmpty());
        // Another body with the key is still a conflict of its own.
        const HttpResult other = postPayout(kenyaPayout(u"1000.01"_qs), key);
        QCOMPARE(other.status, 409);
        QCOMPARE(other.code(), u"IDEMPOTENCY_RACE"_qs);
        QCOMPARE(payoutIds(sandbox()), QStringList {first.data().value(u"id"_qs).toString()});
        QCOMPARE(money(sandbox(), m_kes).section(u'/', 0, 0), u"99000.00"_qs);
    }

    // Switched on a running sandbox through the control surface; in flight stays a race, and a 5xx
    // is still not kept.
    void rejectReuseThroughTheControlSurface()
    {
        HttpClient &http = sandbox().http();
        QCOMPARE(http.get(u"/_sandbox/settings"_qs).data().value(u"idempotency"_qs), u"replay"_qs);
        const HttpResult set
            = http.send("PUT", http.url(u"/_sandbox/settings"_qs), R"({"idempotency":"reject-reuse"})");
        QCOMPARE(set.status, 200);
        QCOMPARE(set.data().value(u"idempotency"_qs), u"reject-reuse"_qs);
        QCOMPARE(http.get(u"/_sandbox"_qs).data().value(u"settings"_qs).toObject().value(u"idempotency"_qs),
                 u"reject-reuse"_qs);

        // In flight: IDEMPOTENCY_RACE; once completed: IDEMPOTENCY_KEY_ALREADY_USED.
        const QJsonObject delay {{u"method"_qs, u"POST"_qs},
                                 {u"path"_qs, u"/v1/payouts"_qs},
                                 {u"action"_qs, u"delay"_qs},
                                 {u"delay_ms"_qs, 2000}};
        QCOMPARE(sandbox().addFault(delay).status, 201);
        const QByteArray key = HttpClient::newKey();
        const QByteArray body = compact(kenyaPayout(u"1000.00"_qs));
        HttpClient firstConnection(sandbox().baseUrl(), sandbox().key());
        QNetworkReply *first = firstConnection.start("POST", firstConnection.url(u"/payouts"_qs), body, key);
        QTRY_VERIFY_WITH_TIMEOUT(http.get(u"/_sandbox/faults"_qs).dataArray().isEmpty(), 5000);
        const HttpResult second = http.postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(second.code(), u"IDEMPOTENCY_RACE"_qs);
        QCOMPARE(HttpClient::collect(first).status, 202);
        const HttpResult third = http.postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(third.status, 409);
        QCOMPARE(third.code(), u"IDEMPOTENCY_KEY_ALREADY_USED"_qs);

        // A 5xx is not kept: the retry runs, and only then is the key used.
        QCOMPARE(sandbox()
                     .addFault({{u"method"_qs, u"POST"_qs},
                                {u"path"_qs, u"/v1/payouts"_qs},
                                {u"action"_qs, u"status"_qs},
                                {u"status"_qs, 500}})
                     .status,
                 201);
        const QByteArray key2 = HttpClient::newKey();
        QCOMPARE(postPayout(kenyaPayout(u"500.00"_qs), key2).status, 500);
        QCOMPARE(postPayout(kenyaPayout(u"500.00"_qs), key2).status, 202);
        QCOMPARE(postPayout(kenyaPayout(u"500.00"_qs), key2).code(), u"IDEMPOTENCY_KEY_ALREADY_USED"_qs);
        QCOMPARE(payoutIds(sandbox()).size(), 2);

        // POST works as PUT; back to replay, the same key is replayed again.
        const HttpResult back = http.post(u"/_sandbox/settings"_qs, {{u"idempotency"_qs, u"replay"_qs}});
        QCOMPARE(back.status, 200);
        const HttpResult replay = http.postRaw(u"/payouts"_qs, body, "application/json", key);
        QCOMPARE(replay.status, 202);
        QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    }

    void settingsRefuseUnknownValues()
    {
        HttpClient &http = sandbox().http();
        const HttpResult bad = http.post(u"/_sandbox/settings"_qs, {{u"idempotency"_qs, u"sometimes"_qs}});
        QCOMPARE(bad.status, 422);
        QVERIFY(bad.fields().contains(u"idempotency"_qs));
        const HttpResult unknown = http.post(u"/_sandbox/settings"_qs, {{u"speed"_qs, 2}});
        QCOMPARE(unknown.status, 422);
        QVERIFY(unknown.fields().contains(u"speed"_qs));
        QCOMPARE(http.get(u"/_sandbox/settings"_qs).data().value(u"idempotency"_qs), u"replay"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSandboxIdempotency)
#include "tst_sandbox_idempotency.moc"
