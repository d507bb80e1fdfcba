// SPDX-License-Identifier: GPL-3.0-or-later
// HTTP behaviour of the sandbox over real HTTP: body limits and parsing, unknown routes and
// methods, fault injection through /_sandbox/faults, and persistence in a data file.
#include "ApiChecks.h"

#include <QTemporaryDir>

using namespace paydesk::test;

namespace {

QJsonObject fault(const QString &path, const QString &action,
                  std::initializer_list<QPair<QString, QJsonValue>> extra = {})
{
    QJsonObject f {{u"path"_qs, path}, {u"action"_qs, action}};
    for (const auto &e : extra)
        f.insert(e.first, e.second);
    return f;
}

QJsonArray faults(HttpClient &http)
{
    return http.get(u"/_sandbox/faults"_qs).dataArray();
}

QString available(HttpClient &http)
{
    return http.get(u"/wallets"_qs).dataArray().first().toObject().value(u"available").toString();
}

} // namespace

class TestSandboxHttp : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SandboxFixture> m_sandbox;

    HttpClient &http() { return m_sandbox->http(); }

    void addFault(const QJsonObject &f)
    {
        const HttpResult r = m_sandbox->addFault(f);
        QVERIFY2(r.status == 201, r.body.constData());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>();
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
        m_sandbox->createWallet(u"KES"_qs, u"1000.00"_qs);
    }

    void init() { QCOMPARE(http().del(u"/_sandbox/faults"_qs).status, 200); }

    void cleanupTestCase() { m_sandbox.reset(); }

    void bodyOverOneMebibyte()
    {
        const qsizetype limit = 1024 * 1024;
        auto padded = [](qsizetype size) {
            QByteArray body = "{\"padding\":\"";
            body += QByteArray(size - body.size() - 2, 'x');
            body += "\"}";
            return body;
        };
        const HttpResult tooLarge
            = http().postRaw(u"/payment-accounts"_qs, padded(limit + 1), "application/json");
        PAYDESK_VERIFY_ERROR(tooLarge, 413, u"PAYLOAD_TOO_LARGE"_qs);
        // Exactly 1 MiB is read and validated.
        const HttpResult atLimit = http().postRaw(u"/payment-accounts"_qs, padded(limit), "application/json");
        PAYDESK_VERIFY_ERROR(atLimit, 422, u"VALIDATION_FAILED"_qs);
    }

    void badBodies_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("contentType");
        QTest::newRow("malformed JSON")
            << QByteArray("{\"type\": \"MOBILE_MONEY\",") << QByteArray("application/json");
        QTest::newRow("text/plain") << QByteArray("{\"type\":\"MOBILE_MONEY\"}") << QByteArray("text/plain");
        QTest::newRow("JSON array") << QByteArray("[{\"type\":\"MOBILE_MONEY\"}]")
                                    << QByteArray("application/json");
        QTest::newRow("JSON string") << QByteArray("\"MOBILE_MONEY\"") << QByteArray("application/json");
    }

    void badBodies()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, contentType);
        PAYDESK_VERIFY_ERROR(http().postRaw(u"/payment-accounts"_qs, body, contentType), 400,
                             u"BAD_REQUEST"_qs);
        PAYDESK_VERIFY_ERROR(http().postRaw(u"/payouts"_qs, body, contentType, HttpClient::newKey()), 400,
                             u"BAD_REQUEST"_qs);
    }

    void unknownRoute_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("under /v1") << u"/v1/refunds"_qs;
        QTest::newRow("too deep") << u"/v1/payouts/pyt-x/receipt"_qs;
        QTest::newRow("outside /v1") << u"/v2/payouts"_qs;
    }

    void unknownRoute()
    {
        QFETCH(QString, path);
        QUrl url = http().base();
        url.setPath(path);
        PAYDESK_VERIFY_ERROR(http().getUrl(url), 404, u"NOT_FOUND"_qs);
    }

    // Every missing resource is 404 NOT_FOUND (the provider's code), its message naming what.
    void missingResource_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("what");
        QTest::newRow("payout") << QByteArray("GET") << u"/payouts/pyt-missing1"_qs
                                << u"payout with id pyt-missing1"_qs;
        QTest::newRow("payin") << QByteArray("GET") << u"/payins/pyn-missing2"_qs
                               << u"payin with id pyn-missing2"_qs;
        QTest::newRow("statement") << QByteArray("GET") << u"/wallet-statements/stm-missing3"_qs
                                   << u"statement with id stm-missing3"_qs;
        QTest::newRow("statement lines") << QByteArray("GET") << u"/wallet-statements/stm-missing4/lines"_qs
                                         << u"statement with id stm-missing4"_qs;
        QTest::newRow("control wallet") << QByteArray("POST") << u"/_sandbox/wallets/wlt-missing5/fund"_qs
                                        << u"wallet with id wlt-missing5"_qs;
        QTest::newRow("control payout") << QByteArray("POST") << u"/_sandbox/payouts/pyt-missing6/cancel"_qs
                                        << u"payout with id pyt-missing6"_qs;
        QTest::newRow("route") << QByteArray("GET") << u"/v1/refunds"_qs << u"GET /v1/refunds"_qs;
    }

    void missingResource()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QString, what);
        const QByteArray body = method == "POST" ? QByteArray("{\"value\":\"1.00\"}") : QByteArray();
        const HttpResult r = http().send(method, http().url(path), body);
        PAYDESK_VERIFY_ERROR(r, 404, u"NOT_FOUND"_qs);
        const QString message = r.json().value(u"message"_qs).toString();
        QVERIFY2(message.contains(what), qPrintable(message));
    }

    void wrongMethod_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("allow");
        QTest::newRow("DELETE /payouts")
            << QByteArray("DELETE") << u"/payouts"_qs << QStringList {u"GET"_qs, u"POST"_qs};
        QTest::newRow("POST /banks") << QByteArray("POST") << u"/banks"_qs << QStringList {u"GET"_qs};
        QTest::newRow("PUT /payins/x") << QByteArray("PUT") << u"/payins/pyn-x"_qs << QStringList {u"GET"_qs};
        QTest::newRow("GET /payins") << QByteArray("GET") << u"/payins"_qs << QStringList {u"POST"_qs};
    }

    void wrongMethod()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QStringList, allow);
        const QByteArray body = method == "GET" || method == "DELETE" ? QByteArray() : QByteArray("{}");
        const HttpResult r = http().send(method, http().url(path), body);
        PAYDESK_VERIFY_ERROR(r, 405, u"METHOD_NOT_ALLOWED"_qs);
        QStringList listed;
        for (const QByteArray &m : r.header("Allow").split(','))
            listed << QString::fromLatin1(m.trimmed());
        listed.sort();
        QCOMPARE(listed, allow);
    }

    void statusFaultOnceThenSuccess()
    {
        addFault(fault(u"/v1/wallets"_qs, u"status"_qs, {{u"status"_qs, 500}}));
        PAYDESK_VERIFY_ERROR(http().get(u"/wallets"_qs), 500, u"INTERNAL_SERVER_ERROR"_qs);
        QCOMPARE(http().get(u"/wallets"_qs).status, 200);
        QVERIFY(faults(http()).isEmpty());
    }

    void retryAfterFaults_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("503") << 503 << u"SERVICE_UNAVAILABLE"_qs;
        QTest::newRow("429") << 429 << u"RATE_LIMITED"_qs;
    }

    void retryAfterFaults()
    {
        QFETCH(int, status);
        QFETCH(QString, code);
        addFault(fault(u"/v1/banks"_qs, u"status"_qs, {{u"status"_qs, status}, {u"retry_after"_qs, 7}}));
        const HttpResult r = http().get(u"/banks"_qs);
        PAYDESK_VERIFY_ERROR(r, status, code);
        QCOMPARE(r.header("Retry-After"), QByteArray("7"));
        QCOMPARE(http().get(u"/banks"_qs).status, 200);
    }

    void dropBeforeAppliesNothing()
    {
        const QString before = available(http());
        const QByteArray key = HttpClient::newKey();
        // QNetworkAccessManager sends a request again itself when the connection closes before any
        // answer, so the fault stays for a few requests and is cleared afterwards.
        addFault(
            fault(u"/v1/payouts"_qs, u"drop_before"_qs, {{u"method"_qs, u"POST"_qs}, {u"count"_qs, 10}}));
        const HttpResult dropped = http().post(u"/payouts"_qs, kenyaPayout(u"150.00"_qs), key);
        QCOMPARE(dropped.status, 0);
        QVERIFY2(dropped.error != QNetworkReply::NoError, "the client saw an answer");
        QVERIFY(faults(http()).first().toObject().value(u"remaining").toInt() < 10);
        QCOMPARE(http().del(u"/_sandbox/faults"_qs).status, 200);
        QCOMPARE(available(http()), before);
        QVERIFY(http().get(u"/payouts"_qs).dataArray().isEmpty());
        // Nothing was kept for the key either: the retry runs for real.
        const HttpResult retry = http().post(u"/payouts"_qs, kenyaPayout(u"150.00"_qs), key);
        QCOMPARE(retry.status, 202);
        QVERIFY(retry.header("Idempotent-Replayed").isEmpty());
        QCOMPARE(http().get(u"/payouts"_qs).dataArray().size(), 1);
    }

    void dropAfterAppliesAndReplays()
    {
        const qsizetype payoutsBefore = http().get(u"/payouts"_qs).dataArray().size();
        const QByteArray key = HttpClient::newKey();
        // Several drops: the client's own resend (see above) meets the fault too.
        addFault(fault(u"/v1/payouts"_qs, u"drop_after"_qs, {{u"method"_qs, u"POST"_qs}, {u"count"_qs, 10}}));
        const HttpResult dropped = http().post(u"/payouts"_qs, kenyaPayout(u"151.00"_qs), key);
        QCOMPARE(dropped.status, 0);
        QVERIFY(dropped.error != QNetworkReply::NoError);
        QCOMPARE(http().del(u"/_sandbox/faults"_qs).status, 200);
        QCOMPARE(http().get(u"/payouts"_qs).dataArray().size(), payoutsBefore + 1);
        const HttpResult replay = http().post(u"/payouts"_qs, kenyaPayout(u"151.00"_qs), key);
        QCOMPARE(replay.status, 202);
        QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
        QCOMPARE(http().get(u"/payouts"_qs).dataArray().size(), payoutsBefore + 1);
    }

    void delayedAnswer()
    {
        addFault(fault(u"/v1/banks"_qs, u"delay"_qs, {{u"delay_ms"_qs, 400}}));
        QElapsedTimer timer;
        timer.start();
        const HttpResult r = http().get(u"/banks"_qs);
        const qint64 elapsed = timer.elapsed();
        QCOMPARE(r.status, 200);
        QVERIFY(!r.dataArray().isEmpty());
        QVERIFY2(elapsed >= 400, qPrintable(QString::number(elapsed)));
    }

    void malformedJsonAnswer()
    {
        addFault(fault(u"/v1/wallets"_qs, u"malformed_json"_qs));
        const HttpResult r = http().get(u"/wallets"_qs);
        QCOMPARE(r.status, 200);
        QJsonParseError error;
        QJsonDocument::fromJson(r.body, &error);
        QVERIFY(error.error != QJsonParseError::NoError);
        QCOMPARE(http().get(u"/wallets"_qs).status, 200);
    }

    void htmlAnswer()
    {
        addFault(fault(u"/v1/wallets"_qs, u"html"_qs));
        const HttpResult r = http().get(u"/wallets"_qs);
        QCOMPARE(r.status, 502);
        QVERIFY2(r.header("Content-Type").startsWith("text/html"), r.header("Content-Type").constData());
        QVERIFY(r.body.contains("<html"));
    }

    void largeBodyAnswer()
    {
        addFault(fault(u"/v1/banks"_qs, u"large_body"_qs));
        const HttpResult r = http().get(u"/banks"_qs);
        QCOMPARE(r.status, 200);
        QVERIFY2(r.body.size() >= 3 * 1024 * 1024, qPrintable(QString::number(r.body.size())));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.body, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(doc.isObject());
    }

    void faultAppliesToEarlyAnswers()
    {
        // A request answered before its handler (here: invalid) still misbehaves as its fault says.
        addFault(fault(u"/v1/payment-accounts"_qs, u"html"_qs, {{u"method"_qs, u"POST"_qs}}));
        const HttpResult r = http().post(u"/payment-accounts"_qs, {});
        QCOMPARE(r.status, 502);
        QVERIFY(r.header("Content-Type").startsWith("text/html"));
        PAYDESK_VERIFY_ERROR(http().post(u"/payment-accounts"_qs, {}), 422, u"VALIDATION_FAILED"_qs);
    }

    void faultsCountDownAndDisappear()
    {
        addFault(fault(u"/v1/wallets"_qs, u"status"_qs, {{u"status"_qs, 500}, {u"count"_qs, 3}}));
        QJsonArray listed = faults(http());
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().toObject().value(u"remaining").toInt(), 3);
        QCOMPARE(listed.first().toObject().value(u"action").toString(), u"status"_qs);
        for (int i = 2; i >= 0; --i) {
            QCOMPARE(http().get(u"/wallets"_qs).status, 500);
            listed = faults(http());
            if (i > 0)
                QCOMPARE(listed.first().toObject().value(u"remaining").toInt(), i);
            else
                QVERIFY(listed.isEmpty());
        }
        QCOMPARE(http().get(u"/wallets"_qs).status, 200);
    }

    void deleteClearsFaults()
    {
        addFault(fault(u"/v1/wallets"_qs, u"status"_qs, {{u"count"_qs, 5}}));
        addFault(fault(u"/v1/banks"_qs, u"html"_qs));
        QCOMPARE(faults(http()).size(), 2);
        const HttpResult cleared = http().del(u"/_sandbox/faults"_qs);
        QCOMPARE(cleared.status, 200);
        QVERIFY(faults(http()).isEmpty());
        QCOMPARE(http().get(u"/wallets"_qs).status, 200);
        QCOMPARE(http().get(u"/banks"_qs).status, 200);
    }

    void prefixAndMethodMatching()
    {
        addFault(fault(u"/v1/payouts*"_qs, u"status"_qs,
                       {{u"method"_qs, u"GET"_qs}, {u"status"_qs, 500}, {u"count"_qs, 2}}));
        QCOMPARE(http().get(u"/wallets"_qs).status, 200); // other path
        QCOMPARE(http().postRaw(u"/payouts"_qs, "{}", "application/json", HttpClient::newKey()).status, 422);
        QCOMPARE(http().get(u"/payouts"_qs).status, 500);
        QCOMPARE(http().get(u"/payouts/pyt-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs).status, 500);
        QVERIFY(faults(http()).isEmpty());
        PAYDESK_VERIFY_ERROR(http().get(u"/payouts/pyt-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs), 404,
                             u"NOT_FOUND"_qs);
        // Without '*' the path is exact.
        addFault(fault(u"/v1/payouts"_qs, u"status"_qs, {{u"status"_qs, 500}}));
        QCOMPARE(http().get(u"/payouts/pyt-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs).status, 404);
        QCOMPARE(http().get(u"/payouts"_qs).status, 500);
    }

    void invalidFaults_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QString>("field");
        QTest::newRow("path outside /v1") << fault(u"/_sandbox/wallets"_qs, u"status"_qs) << u"path"_qs;
        QTest::newRow("unknown action") << fault(u"/v1/banks"_qs, u"explode"_qs) << u"action"_qs;
        QTest::newRow("status not an error")
            << fault(u"/v1/banks"_qs, u"status"_qs, {{u"status"_qs, 200}}) << u"status"_qs;
        QTest::newRow("delay without delay_ms") << fault(u"/v1/banks"_qs, u"delay"_qs) << u"delay_ms"_qs;
        QTest::newRow("count 0") << fault(u"/v1/banks"_qs, u"html"_qs, {{u"count"_qs, 0}}) << u"count"_qs;
    }

    void invalidFaults()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QString, field);
        const HttpResult r = m_sandbox->addFault(body);
        PAYDESK_VERIFY_ERROR(r, 422, u"VALIDATION_FAILED"_qs);
        QVERIFY2(r.fields().contains(field), r.body.constData());
        QVERIFY(faults(http()).isEmpty());
    }

    void persistence()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"sandbox.sqlite"_qs);
        const QByteArray key = HttpClient::newKey();
        QJsonObject payout, account;
        {
            SandboxFixture first(u"empty"_qs, 0.0, {}, {}, {}, file);
            QVERIFY2(first.started(), qPrintable(first.error()));
            first.createWallet(u"KES"_qs, u"1000.00"_qs);
            const HttpResult created = first.http().post(u"/payouts"_qs, kenyaPayout(u"250.50"_qs), key);
            QCOMPARE(created.status, 202);
            payout = first.waitForState(u"/payouts/"_qs + created.data().value(u"id").toString(), u"SENT"_qs);
            QCOMPARE(stateCode(payout), u"SENT"_qs);
            const QJsonArray accounts = first.http().get(u"/payment-accounts"_qs).dataArray();
            QCOMPARE(accounts.size(), 1);
            account = accounts.first().toObject();
        }
        SandboxFixture second(u"empty"_qs, 0.0, {}, {}, {}, file);
        QVERIFY2(second.started(), qPrintable(second.error()));
        const QJsonArray wallets = second.http().get(u"/wallets"_qs).dataArray();
        QCOMPARE(wallets.size(), 1);
        QCOMPARE(wallets.first().toObject().value(u"available").toString(), u"749.50"_qs);
        QCOMPARE(wallets.first().toObject().value(u"balance").toString(), u"749.50"_qs);
        const HttpResult got = second.http().get(u"/payouts/"_qs + payout.value(u"id").toString());
        QCOMPARE(got.status, 200);
        QCOMPARE(got.data(), payout);
        const QJsonArray accounts = second.http().get(u"/payment-accounts"_qs).dataArray();
        QCOMPARE(accounts.size(), 1);
        QCOMPARE(accounts.first().toObject(), account);
    }

    void historyIsReadBeforeItIsNeeded()
    {
        // After a restart the sandbox answers GET /wallets from the wallets alone and reads the
        // rest (banks, accounts, payouts, ledger lines) before the first request that needs it: a payout made
        // first thing after the restart is numbered after the old ones, and the list and the
        // balance are whole.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"sandbox.sqlite"_qs);
        QString oldId;
        {
            SandboxFixture first(u"empty"_qs, 0.0, {}, {}, {}, file);
            QVERIFY2(first.started(), qPrintable(first.error()));
            first.createWallet(u"KES"_qs, u"1000.00"_qs);
            const HttpResult created
                = first.http().post(u"/payouts"_qs, kenyaPayout(u"250.00"_qs), HttpClient::newKey());
            QCOMPARE(created.status, 202);
            oldId = created.data().value(u"id").toString();
            first.waitForState(u"/payouts/"_qs + oldId, u"SENT"_qs);
        }
        SandboxFixture second(u"empty"_qs, 0.0, {}, {}, {}, file);
        QVERIFY2(second.started(), qPrintable(second.error()));
        QCOMPARE(available(second.http()), u"750.00"_qs);
        // The banks are read with the history, before the first request that needs them.
        QVERIFY(!second.http().get(u"/banks"_qs).dataArray().isEmpty());
        const HttpResult created
            = second.http().post(u"/payouts"_qs, kenyaPayout(u"150.00"_qs), HttpClient::newKey());
        QVERIFY2(created.status == 202, created.body.constData());
        const QJsonArray all = second.http().get(u"/payouts"_qs).dataArray();
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(0).toObject().value(u"id").toString(), created.data().value(u"id").toString());
        QCOMPARE(all.at(1).toObject().value(u"id").toString(), oldId);
        QCOMPARE(available(second.http()), u"600.00"_qs);
    }

    void persistentIdempotencyReplay()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"sandbox.sqlite"_qs);
        const QString apiKey = u"sbx_persistent_key_for_both_runs_0001"_qs;
        const QList<QPair<QString, QStringList>> keys {{apiKey, {}}};
        const QByteArray idempotencyKey = HttpClient::newKey();
        QByteArray firstBody;
        {
            SandboxFixture first(u"empty"_qs, 0.0, keys, {}, {}, file);
            QVERIFY2(first.started(), qPrintable(first.error()));
            first.http().setKey(apiKey);
            first.createWallet(u"KES"_qs, u"1000.00"_qs);
            const HttpResult created
                = first.http().post(u"/payouts"_qs, kenyaPayout(u"200.00"_qs), idempotencyKey);
            QCOMPARE(created.status, 202);
            firstBody = created.body;
        }
        SandboxFixture second(u"empty"_qs, 0.0, keys, {}, {}, file);
        QVERIFY2(second.started(), qPrintable(second.error()));
        second.http().setKey(apiKey);
        const HttpResult replay
            = second.http().post(u"/payouts"_qs, kenyaPayout(u"200.00"_qs), idempotencyKey);
        QCOMPARE(replay.status, 202);
        QCOMPARE(replay.body, firstBody);
        QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
        QCOMPARE(second.http().get(u"/payouts"_qs).dataArray().size(), 1);
        QCOMPARE(available(second.http()), u"800.00"_qs);
        // A different body with the same key is a conflict, also after the restart.
        PAYDESK_VERIFY_ERROR(second.http().post(u"/payouts"_qs, kenyaPayout(u"201.00"_qs), idempotencyKey),
                             409, u"IDEMPOTENCY_RACE"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSandboxHttp)
#include "tst_sandbox_http.moc"
