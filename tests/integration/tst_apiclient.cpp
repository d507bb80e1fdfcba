// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient against the in-process sandbox over real HTTP: every endpoint, every error kind, the
// retry rules driven by the sandbox's fault injection, cancellation, the base URL policy, and that
// the API key never reaches the log. PageWalker has its own test (tst_pagewalker).
#include "ApiClientSupport.h"

#include <QLoggingCategory>
#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>

using namespace paydesk;
using namespace paydesk::api;
using namespace paydesk::test;
using namespace std::chrono_literals;

namespace {

QMutex g_logMutex;
QStringList g_log;
QtMessageHandler g_previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    {
        QMutexLocker lock(&g_logMutex);
        g_log << QString::fromLatin1(context.category ? context.category : "") + u' ' + message;
    }
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

// A server the sandbox cannot imitate: it answers each request head it reads with `answer`,
// which writes to the socket as it likes (all at once, or a byte at a time).
class RawHttpServer
{
public:
    explicit RawHttpServer(std::function<void(QTcpSocket *)> answer)
        : m_answer(std::move(answer))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    *buffer += socket->readAll();
                    while (buffer->contains("\r\n\r\n")) { // GETs only: no body to read
                        buffer->remove(0, buffer->indexOf("\r\n\r\n") + 4);
                        ++m_requests;
                        m_answer(socket);
                    }
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    QUrl baseUrl() const { return QUrl(u"http://127.0.0.1:%1/v1"_qs.arg(m_server.serverPort())); }
    int requests() const { return m_requests; }

private:
    QTcpServer m_server;
    std::function<void(QTcpSocket *)> m_answer;
    int m_requests = 0;
};

// An answer that is valid once whole, sent a byte every `everyMs` after the headers: never
// silent for long, and complete only after size * everyMs.
void drip(QTcpSocket *socket, int size, int everyMs)
{
    const QByteArray json = "{\"data\":[]}";
    const QByteArray body = QByteArray(size - json.size(), ' ') + json;
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                  + QByteArray::number(body.size()) + "\r\n\r\n");
    auto *timer = new QTimer(socket);
    auto sent = std::make_shared<qsizetype>(0);
    QObject::connect(timer, &QTimer::timeout, socket, [socket, timer, body, sent] {
        if (*sent < body.size())
            socket->write(body.mid((*sent)++, 1));
        else
            timer->stop();
    });
    timer->start(everyMs);
}

std::unique_ptr<ApiClient> clientOf(const RawHttpServer &server)
{
    auto client = std::make_unique<ApiClient>();
    client->setBaseUrl(server.baseUrl());
    client->setApiKey(u"sk_test_raw"_qs);
    return client;
}

} // namespace

class TestApiClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<ApiClient> m_client;
    const QString m_narrowKey = sandbox::SandboxServer::makeKey();

    SandboxFixture &sandbox() { return *m_sandbox; }
    ApiClient &client() { return *m_client; }

    void addFault(const QJsonObject &fault)
    {
        const HttpResult r = sandbox().addFault(fault);
        QVERIFY2(r.status == 201, r.body.constData());
    }
    // Faults not yet consumed by requests.
    int remainingFaults()
    {
        int remaining = 0;
        for (const QJsonValue &f : sandbox().http().get(u"/_sandbox/faults"_qs).dataArray())
            remaining += f.toObject().value(u"remaining"_qs).toInt();
        return remaining;
    }

private Q_SLOTS:
    void init()
    {
        m_sandbox = std::make_unique<SandboxFixture>(
            u"empty"_qs, 0.0,
            QList<QPair<QString, QStringList>> {{m_narrowKey, {u"wallet:read"_qs, u"payout:read"_qs}}});
        QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
        m_client = makeClient(sandbox());
        QVERIFY(!sandbox().createWallet(u"KES"_qs, u"1000.00"_qs).isEmpty());
    }

    void cleanup()
    {
        m_client.reset();
        m_sandbox.reset();
    }

    // --- every endpoint ---------------------------------------------------------------------

    void banksAndWallets()
    {
        const ApiResult banks = wait(client().listBanks());
        VERIFY_OK(banks);
        QVERIFY(!banks.value<QList<Bank>>()->isEmpty());
        QVERIFY(banks.value<QList<Bank>>()->first().id.startsWith(u"bnk-"));
        QVERIFY(!banks.value<Payout>()); // another type gives nothing

        const ApiResult wallets = wait(client().listWallets());
        VERIFY_OK(wallets);
        QCOMPARE(wallets.value<QList<Wallet>>()->size(), 1);
        const Wallet w = wallets.value<QList<Wallet>>()->first();
        QCOMPARE(w.available, Money::fromMinorUnits(100000, u"KES"));
        QCOMPARE(w.balance, Money::fromMinorUnits(100000, u"KES"));
        QCOMPARE(wallets.attempts(), 1);
    }

    void lookups()
    {
        const ApiResult mobile
            = wait(client().lookup(u"+254712000001"_qs, u"MOBILE_MONEY"_qs, u"SAFARICOM"_qs));
        VERIFY_OK(mobile);
        QVERIFY(!mobile.value<LookupResult>()->holderName.isEmpty());

        const QString bank = sandbox().bankId(u"KE"_qs);
        QVERIFY(!bank.isEmpty());
        const ApiResult account = wait(client().lookup(u"0123456789"_qs, u"BANK_ACCOUNT"_qs, bank));
        VERIFY_OK(account);

        const ApiResult missing
            = wait(client().lookup(u"+254712000404"_qs, u"MOBILE_MONEY"_qs, u"SAFARICOM"_qs));
        QCOMPARE(missing.error().httpStatus(), 404);
        QCOMPARE(missing.error().code(), u"LOOKUP_ACCOUNT_NOT_FOUND"_qs);
        QVERIFY(missing.error().userMessage().contains(u"No account holder"));

        const ApiResult invalid = wait(client().lookup(u"+254712000001"_qs, u"MOBILE_MONEY"_qs, QString()));
        QCOMPARE(invalid.error().httpStatus(), 422);
        QVERIFY(!invalid.error().fieldErrors().isEmpty());
    }

    void paymentAccounts()
    {
        const ApiResult created = wait(client().createPaymentAccount(kenyaAccount()));
        VERIFY_OK(created);
        QCOMPARE(created.httpStatus(), 201);
        const PaymentAccount account = *created.value<PaymentAccount>();
        QVERIFY(account.id.startsWith(u"pac-"));
        QCOMPARE(account.details.mobileNumber, u"+254712000001"_qs);

        const ApiResult found = wait(client().createPaymentAccount(kenyaAccount()));
        VERIFY_OK(found);
        QCOMPARE(found.httpStatus(), 200);
        QCOMPARE(found.value<PaymentAccount>()->id, account.id);

        const ApiResult list = wait(client().listPaymentAccounts({10, {}}));
        VERIFY_OK(list);
        QCOMPARE(list.value<Page<PaymentAccount>>()->items.size(), 1);
        QVERIFY(!list.value<Page<PaymentAccount>>()->hasNext());
    }

    void payouts()
    {
        PayoutRequest request = kenyaPayoutRequest(u"250.50"_qs);
        request.customId = u"inv-2024-001"_qs;
        const ApiResult created = wait(client().createPayout(request, newKey()));
        VERIFY_OK(created);
        QCOMPARE(created.httpStatus(), 202);
        const Payout payout = *created.value<Payout>();
        QVERIFY(payout.id.startsWith(u"pyt-"));
        QCOMPARE(payout.amount, Money::fromMinorUnits(25050, u"KES"));
        QCOMPARE(payout.customId, u"inv-2024-001"_qs);

        Payout sent;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const ApiResult r = wait(client().getPayout(payout.id));
                sent = r.isOk() ? *r.value<Payout>() : Payout {};
                return sent.state.code == u"SENT";
            }(),
            10000);
        QCOMPARE(sent.id, payout.id);

        const ApiResult byCustomId = wait(client().getPayout(u"inv-2024-001"_qs));
        VERIFY_OK(byCustomId);
        QCOMPARE(byCustomId.value<Payout>()->id, payout.id);

        PayoutQuery query;
        query.from = QDate::currentDate().addDays(-1).toString(Qt::ISODate);
        query.to
            = QDateTime::currentDateTimeUtc().addSecs(3600).toOffsetFromUtc(3 * 3600).toString(Qt::ISODate);
        const ApiResult list = wait(client().listPayouts(query));
        VERIFY_OK(list);
        QCOMPARE(list.value<Page<Payout>>()->items.size(), 1);
        QCOMPARE(list.value<Page<Payout>>()->items.first().id, payout.id);

        query.from = QDate::currentDate().addDays(2).toString(Qt::ISODate);
        query.to.clear();
        const ApiResult none = wait(client().listPayouts(query));
        VERIFY_OK(none);
        QVERIFY(none.value<Page<Payout>>()->items.isEmpty());
    }

    void payins()
    {
        PayinRequest request;
        request.amount = Money::fromMinorUnits(5000, u"KES");
        request.paymentAccount = kenyaAccount(u"+254712000050"_qs);
        request.customId = u"collect-1"_qs;
        const ApiResult created = wait(client().createPayin(request, newKey()));
        VERIFY_OK(created);
        QCOMPARE(created.httpStatus(), 202);
        const Payin payin = *created.value<Payin>();
        QVERIFY(payin.id.startsWith(u"pyn-"));
        QCOMPARE(payin.state.code, u"PENDING"_qs);

        const ApiResult got = wait(client().getPayin(payin.id));
        VERIFY_OK(got);
        QCOMPARE(got.value<Payin>()->amount, Money::fromMinorUnits(5000, u"KES"));
    }

    void statements()
    {
        VERIFY_OK(wait(client().createPayout(kenyaPayoutRequest(u"200.00"_qs), newKey())));
        const QString walletId = wait(client().listWallets()).value<QList<Wallet>>()->first().id;
        QDateTime from = QDateTime::currentDateTimeUtc();
        from.setTime(QTime(from.time().hour(), 0));
        const ApiResult created
            = wait(client().createStatement(walletId, from.addSecs(-3600), from.addSecs(7200)));
        VERIFY_OK(created);
        QCOMPARE(created.httpStatus(), 202);
        const QString id = created.value<Statement>()->id;
        QVERIFY(id.startsWith(u"stm-"));

        Statement ready;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const ApiResult r = wait(client().getStatement(id));
                ready = r.isOk() ? *r.value<Statement>() : Statement {};
                return ready.state.code == u"READY";
            }(),
            10000);
        QCOMPARE(ready.closingBalance, Money::fromMinorUnits(80000, u"KES"));

        const ApiResult lines = wait(client().listStatementLines(id, {50, {}}));
        VERIFY_OK(lines);
        const QList<StatementLine> items = lines.value<Page<StatementLine>>()->items;
        QCOMPARE(items.size(), 2); // funding, then the payout
        QCOMPARE(items.last().type, u"PAYOUT_INITIATED"_qs);
        QCOMPARE(items.last().amount, Money::fromMinorUnits(-20000, u"KES"));
        QVERIFY(items.last().payoutId.startsWith(u"pyt-"));

        const ApiResult badPeriod = wait(client().createStatement(walletId, from, from));
        QCOMPARE(badPeriod.error().httpStatus(), 422);
        QCOMPARE(badPeriod.attempts(), 1);
    }

    // --- errors of the service -------------------------------------------------------------

    void httpErrors()
    {
        client().setApiKey(u"pd_wrong_key"_qs);
        const ApiResult unauthenticated = wait(client().listWallets());
        QCOMPARE(unauthenticated.error().kind(), ApiError::Kind::Http);
        QCOMPARE(unauthenticated.error().httpStatus(), 401);
        QCOMPARE(unauthenticated.error().userMessage(), u"The API key was refused."_qs);
        QCOMPARE(unauthenticated.error().remedy(), Remedy::CheckKey);
        QCOMPARE(unauthenticated.attempts(), 1);

        client().setApiKey(m_narrowKey);
        VERIFY_OK(wait(client().listWallets()));
        const ApiResult forbidden = wait(client().createPayout(kenyaPayoutRequest(u"150.00"_qs), newKey()));
        QCOMPARE(forbidden.error().httpStatus(), 403);
        QVERIFY(forbidden.error().requiredScopes().contains(u"payout:write"_qs));
        QVERIFY2(forbidden.error().userMessage().contains(u"payout:write"),
                 qPrintable(forbidden.error().userMessage()));
        QCOMPARE(forbidden.error().remedy(), Remedy::CheckKey);

        client().setApiKey(sandbox().key());
        const ApiResult notFound = wait(client().getPayout(u"pyt-doesnotexist"_qs));
        QCOMPARE(notFound.error().httpStatus(), 404);
        QCOMPARE(notFound.error().code(), u"NOT_FOUND"_qs);
        QCOMPARE(notFound.error().remedy(), Remedy::None);
        QCOMPARE(notFound.attempts(), 1);

        const ApiResult poor = wait(client().createPayout(kenyaPayoutRequest(u"5000.00"_qs), newKey()));
        QCOMPARE(poor.error().httpStatus(), 402);
        QCOMPARE(poor.error().code(), u"WALLET_INSUFFICIENT_BALANCE"_qs);
        QCOMPARE(poor.error().remedy(), Remedy::None);

        const QString key = newKey();
        VERIFY_OK(wait(client().createPayout(kenyaPayoutRequest(u"150.00"_qs), key)));
        const ApiResult conflict = wait(client().createPayout(kenyaPayoutRequest(u"151.00"_qs), key));
        QCOMPARE(conflict.error().httpStatus(), 409);
        QCOMPARE(conflict.error().code(), u"IDEMPOTENCY_RACE"_qs);
        QCOMPARE(conflict.attempts(), 1);
    }

    // A service that refuses a completed key (sandbox --idempotency reject-reuse): the second
    // attempt of an accepted payout is not a failure; it says where the payout is found.
    void keyAlreadyUsedMeansAcceptedBefore()
    {
        HttpClient &http = sandbox().http();
        QCOMPARE(
            http.send("PUT", http.url(u"/_sandbox/settings"_qs), R"({"idempotency":"reject-reuse"})").status,
            200);
        PayoutRequest request = kenyaPayoutRequest(u"1000.00"_qs);
        request.customId = u"inv-reuse-1"_qs;
        const QString key = newKey();
        const ApiResult first = wait(client().createPayout(request, key));
        VERIFY_OK(first);
        QCOMPARE(first.httpStatus(), 202);

        const ApiResult again = wait(client().createPayout(request, key));
        QVERIFY(!again.isOk());
        QVERIFY(again.isAcceptedBefore());
        QVERIFY(again.error().isIdempotencyKeyAlreadyUsed());
        QCOMPARE(again.acceptedBeforeId(), u"inv-reuse-1"_qs);
        QCOMPARE(again.error().httpStatus(), 409);
        QCOMPARE(again.error().remedy(), Remedy::None);
        QCOMPARE(again.attempts(), 1);
        QVERIFY2(again.error().userMessage().contains(u"already accepted"),
                 qPrintable(again.error().userMessage()));

        const ApiResult found = wait(client().getPayout(again.acceptedBeforeId()));
        VERIFY_OK(found);
        QCOMPARE(found.value<Payout>()->id, first.value<Payout>()->id);

        // A conflict is not that case.
        const ApiResult conflict = wait(client().createPayout(kenyaPayoutRequest(u"1100.00"_qs), key));
        QCOMPARE(conflict.error().code(), u"IDEMPOTENCY_RACE"_qs);
        QVERIFY(!conflict.isAcceptedBefore());
    }

    void validationNotRetried()
    {
        PayoutRequest request = kenyaPayoutRequest(u"150.00"_qs);
        request.paymentAccount->mobileOperator = u"MTN"_qs; // not a Kenyan operator
        request.amount = Money::fromMinorUnits(0, u"KES");
        const ApiResult invalid = wait(client().createPayout(request, newKey()));
        QCOMPARE(invalid.error().httpStatus(), 422);
        QCOMPARE(invalid.error().code(), u"VALIDATION_FAILED"_qs);
        QVERIFY2(invalid.error().fieldErrors().contains(u"amount.value"_qs),
                 qPrintable(invalid.error().fieldErrors().keys().join(u", ")));
        QVERIFY(invalid.error().fieldErrors().contains(u"payment_account.mobile_money.operator"_qs));
        QVERIFY(invalid.error().userMessage().contains(u"amount.value"));
        QCOMPARE(invalid.attempts(), 1);
    }

    // --- transport faults and retries -------------------------------------------------------

    void droppedConnectionRetried()
    {
        // Several drops in a row: only the client's own retries get through.
        RetryPolicy policy = client().retryPolicy();
        policy.maxRetries = 6;
        client().setRetryPolicy(policy);
        addFault(fault("GET", "/v1/wallets", "drop_before", 4));
        const ApiResult r = wait(client().listWallets());
        VERIFY_OK(r);
        QCOMPARE(remainingFaults(), 0);
        QVERIFY(r.attempts() >= 2);

        client().setRetryPolicy(RetryPolicy::none());
        addFault(fault("GET", "/v1/wallets", "drop_before", 10));
        const ApiResult dropped = wait(client().listWallets());
        QCOMPARE(dropped.error().kind(), ApiError::Kind::Network);
        QVERIFY(!dropped.error().userMessage().isEmpty());
        QCOMPARE(dropped.error().remedy(), Remedy::RetryLater);
    }

    void serverErrorThenSuccess()
    {
        addFault(fault("GET", "/v1/wallets", "status"));
        const ApiResult r = wait(client().listWallets());
        VERIFY_OK(r);
        QCOMPARE(r.attempts(), 2);
        QCOMPARE(remainingFaults(), 0);

        client().setRetryPolicy(RetryPolicy::none());
        addFault(fault("GET", "/v1/wallets", "status"));
        const ApiResult failed = wait(client().listWallets());
        QCOMPARE(failed.error().httpStatus(), 500);
        QCOMPARE(failed.error().code(), u"INTERNAL_SERVER_ERROR"_qs);
        QVERIFY(failed.error().userMessage().contains(u"internal error"));
        QCOMPARE(failed.error().remedy(), Remedy::ContactSupport);
    }

    void retryGoesWhereTheCallWasMeantToGo()
    {
        // A call is answered 503 and retried after Retry-After; meanwhile the client is pointed
        // at another service with another key (a profile switch). The retry must still go to the
        // first service with the first key; the other service sees nothing.
        SandboxFixture other(u"empty"_qs);
        QVERIFY2(other.started(), qPrintable(other.error()));
        QCOMPARE(other.addFault(fault("GET", "/v1/banks", "status")).status, 201); // a tripwire
        QJsonObject f = fault("GET", "/v1/banks", "status");
        f.insert(u"status"_qs, 503);
        f.insert(u"retry_after"_qs, 1);
        addFault(f);
        ApiCall *call = client().listBanks();
        QTRY_COMPARE(remainingFaults(), 0); // the first attempt has had its 503
        client().setBaseUrl(other.baseUrl());
        client().setApiKey(other.key());
        const ApiResult r = wait(call);
        VERIFY_OK(r);
        QCOMPARE(r.attempts(), 2);
        int untouched = 0;
        for (const QJsonValue &v : other.http().get(u"/_sandbox/faults"_qs).dataArray())
            untouched += v.toObject().value(u"remaining"_qs).toInt();
        QCOMPARE(untouched, 1);
    }

    void retryAfterHonoured_data()
    {
        QTest::addColumn<int>("status");
        QTest::newRow("503") << 503;
        QTest::newRow("429") << 429;
    }
    void retryAfterHonoured()
    {
        QFETCH(int, status);
        QJsonObject f = fault("GET", "/v1/banks", "status");
        f.insert(u"status"_qs, status);
        f.insert(u"retry_after"_qs, 1);
        addFault(f);
        const ApiResult r = wait(client().listBanks());
        VERIFY_OK(r);
        QCOMPARE(r.attempts(), 2);

        // A Retry-After beyond what the client waits: reported at once, not retried early.
        RetryPolicy policy = client().retryPolicy();
        policy.maxRetryAfter = 0s;
        client().setRetryPolicy(policy);
        addFault(f);
        const ApiResult limited = wait(client().listBanks());
        QCOMPARE(limited.error().httpStatus(), status);
        QCOMPARE(limited.error().retryAfter(), std::optional(std::chrono::seconds(1)));
        QCOMPARE(limited.attempts(), 1);
        QVERIFY(limited.error().userMessage().contains(u"1 second"));
        QCOMPARE(limited.error().remedy(), Remedy::RetryLater);
    }

    void timeout()
    {
        client().setTimeout(300ms);
        client().setRetryPolicy(RetryPolicy::none());
        QJsonObject f = fault("GET", "/v1/wallets", "delay");
        f.insert(u"delay_ms"_qs, 1500);
        addFault(f);
        const ApiResult r = wait(client().listWallets());
        QCOMPARE(r.error().kind(), ApiError::Kind::Timeout);
        QVERIFY(r.error().userMessage().contains(u"in time"));
        QCOMPARE(r.error().remedy(), Remedy::RetryLater);

        RetryPolicy policy;
        policy.maxRetries = 2;
        policy.baseDelay = 10ms;
        policy.maxDelay = 20ms;
        client().setRetryPolicy(policy);
        f.insert(u"count"_qs, 5);
        addFault(f);
        const ApiResult exhausted = wait(client().listWallets());
        QCOMPARE(exhausted.error().kind(), ApiError::Kind::Timeout);
        QCOMPARE(exhausted.attempts(), 3);
    }

    void attemptDeadline()
    {
        // One byte every 50 ms: the transfer timeout (300 ms) never fires, and the whole answer
        // would take 50 s.
        RawHttpServer server([](QTcpSocket *socket) { drip(socket, 1000, 50); });
        const auto dripClient = clientOf(server);
        dripClient->setTimeout(300ms);
        QCOMPARE(dripClient->attemptDeadline(), 600ms); // twice the timeout unless set
        dripClient->setAttemptDeadline(1s);
        QCOMPARE(dripClient->attemptDeadline(), 1000ms);
        dripClient->setRetryPolicy(RetryPolicy::none());

        const ApiResult r = wait(dripClient->listBanks(), nullptr, 10000);
        QCOMPARE(r.error().kind(), ApiError::Kind::Timeout);
        QVERIFY2(r.error().message().contains(u"deadline"), qPrintable(r.error().message()));
        QVERIFY(r.error().userMessage().contains(u"in time"));
        QCOMPARE(r.error().remedy(), Remedy::RetryLater);
        QCOMPARE(r.attempts(), 1);

        // Retried like any timeout, each attempt with a deadline of its own.
        RetryPolicy policy;
        policy.maxRetries = 1;
        policy.baseDelay = 10ms;
        policy.maxDelay = 10ms;
        dripClient->setRetryPolicy(policy);
        const ApiResult retried = wait(dripClient->listBanks(), nullptr, 10000);
        QCOMPARE(retried.error().kind(), ApiError::Kind::Timeout);
        QCOMPARE(retried.attempts(), 2);
        QCOMPARE(server.requests(), 3);

        // A slow answer that is whole before the deadline is read as usual.
        RawHttpServer quick([](QTcpSocket *socket) { drip(socket, 20, 20); });
        const auto quickClient = clientOf(quick);
        quickClient->setTimeout(300ms);
        quickClient->setAttemptDeadline(5s);
        VERIFY_OK(wait(quickClient->listBanks(), nullptr, 10000));
    }

    void retryAfterTooLongToCount()
    {
        // A Retry-After too large for any number: longer than the client waits, so reported at
        // once with retryAfter at its maximum, not read as absent and retried at our own pace.
        RawHttpServer server([](QTcpSocket *socket) {
            const QByteArray body = R"({"code":"RATE_LIMITED","message":"slow down"})";
            socket->write("HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\n"
                          "Retry-After: 99999999999999999999\r\nContent-Length: "
                          + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        const auto rawClient = clientOf(server);
        rawClient->setRetryPolicy(client().retryPolicy()); // 3 retries, 10 ms apart
        const ApiResult r = wait(rawClient->listBanks(), nullptr, 10000);
        QCOMPARE(r.error().httpStatus(), 429);
        QCOMPARE(r.attempts(), 1);
        QCOMPARE(server.requests(), 1);
        QCOMPARE(r.error().retryAfter(), std::optional(ApiError::retryAfterTooLong));
        QVERIFY2(r.error().message().contains(u"longer than Paydesk waits"), qPrintable(r.error().message()));
        QVERIFY2(r.error().userMessage().contains(u"longer than Paydesk waits"),
                 qPrintable(r.error().userMessage()));
        QCOMPARE(r.error().remedy(), Remedy::RetryLater);
    }

    void malformedJson()
    {
        addFault(fault("GET", "/v1/wallets", "malformed_json"));
        const ApiResult r = wait(client().listWallets());
        QCOMPARE(r.error().kind(), ApiError::Kind::Decode);
        QCOMPARE(r.error().httpStatus(), 200);
        QVERIFY(r.error().message().contains(u"not valid JSON"));
        QCOMPARE(r.error().remedy(), Remedy::ContactSupport);
        QCOMPARE(r.attempts(), 1);
    }

    void htmlErrorPage()
    {
        client().setRetryPolicy(RetryPolicy::none());
        addFault(fault("GET", "/v1/banks", "html"));
        const ApiResult r = wait(client().listBanks());
        QCOMPARE(r.error().kind(), ApiError::Kind::Http);
        QCOMPARE(r.error().httpStatus(), 502);
        QVERIFY2(r.error().message().contains(u"Bad Gateway"), qPrintable(r.error().message()));
        QVERIFY(r.error().userMessage().contains(u"gateway"));
        QCOMPARE(r.error().remedy(), Remedy::RetryLater);
    }

    void largeBody()
    {
        addFault(fault("GET", "/v1/wallets", "large_body")); // 5 MB of valid JSON
        const ApiResult r = wait(client().listWallets());
        VERIFY_OK(r);
        QVERIFY(r.value<QList<Wallet>>()->isEmpty());

        client().setMaxResponseBytes(1024 * 1024);
        addFault(fault("GET", "/v1/wallets", "large_body"));
        const ApiResult refused = wait(client().listWallets());
        QCOMPARE(refused.error().kind(), ApiError::Kind::Decode);
        QVERIFY(refused.error().message().contains(u"larger than 1 MiB"));
    }

    void largeInvalidPageBounded()
    {
        // Just under maxResponseBytes of empty items (5.5 million; decoded on a pool thread):
        // reported with the first problems and a count of the items not checked.
        QByteArray body = "{\"data\":[{}";
        while (body.size() < ApiClient::defaultMaxResponseBytes - 1024)
            body += ",{}";
        body += "]}";
        RawHttpServer server([body](QTcpSocket *socket) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                          + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        const auto rawClient = clientOf(server);
        const ApiResult r = wait(rawClient->listPayouts(), nullptr, 20000);
        QCOMPARE(r.error().kind(), ApiError::Kind::Decode);
        QCOMPARE(r.error().httpStatus(), 200);
        QVERIFY(r.error().fieldErrors().size() <= JsonReader::maxProblemsKept);
        QVERIFY(r.error().fieldErrors().contains(u"data[0].id"_qs));
        QVERIFY2(r.error().message().contains(u"not checked"), qPrintable(r.error().message()));
        QCOMPARE(r.attempts(), 1);
    }

    void payoutRetriedWithSameKey()
    {
        addFault(fault("POST", "/v1/payouts", "drop_after", 4));
        RetryPolicy policy = client().retryPolicy();
        policy.maxRetries = 6;
        client().setRetryPolicy(policy);
        const ApiResult r = wait(client().createPayout(kenyaPayoutRequest(u"200.00"_qs), newKey()));
        VERIFY_OK(r);
        QVERIFY(r.isReplay()); // the first request was applied; the answer is its replay
        QCOMPARE(remainingFaults(), 0);
        const ApiResult list = wait(client().listPayouts());
        QCOMPARE(list.value<Page<Payout>>()->items.size(), 1);
        QCOMPARE(list.value<Page<Payout>>()->items.first().id, r.value<Payout>()->id);
        const Wallet w = wait(client().listWallets()).value<QList<Wallet>>()->first();
        QCOMPARE(w.available, Money::fromMinorUnits(80000, u"KES"));
    }

    void statementCreationNotRetried()
    {
        addFault(fault("POST", "/v1/wallet-statements", "status"));
        const QString walletId = wait(client().listWallets()).value<QList<Wallet>>()->first().id;
        const QDateTime from(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC);
        const ApiResult r = wait(client().createStatement(walletId, from, from.addDays(1)));
        QCOMPARE(r.error().httpStatus(), 500);
        QCOMPARE(r.attempts(), 1);
    }

    // --- the handle ----------------------------------------------------------------------------

    void cancel()
    {
        QJsonObject f = fault("GET", "/v1/wallets", "delay");
        f.insert(u"delay_ms"_qs, 3000);
        addFault(f);
        ApiCall *call = client().listWallets();
        QPointer<ApiCall> guard(call);
        auto state = std::make_shared<Finished>();
        connect(call, &ApiCall::finished, this, [state](const ApiResult &r) {
            state->result = r;
            ++state->count;
        });
        QTRY_COMPARE(call->attempts(), 1); // the request is on its way
        QTRY_COMPARE(remainingFaults(), 0); // and the service has it, held by the delay
        call->cancel();
        call->cancel();
        QTRY_VERIFY(guard.isNull()); // the one cancel rule: nothing emitted, the handle goes
        QCOMPARE(state->count, 0);

        // A read leaves at once; anything else on the next turn of the event loop, so that it
        // can still be cancelled before it is sent.
        ApiCall *read = client().listBanks();
        QCOMPARE(read->attempts(), 1);
        read->cancel();
        ApiCall *early = client().createStatement(u"wlt-none"_qs, QDateTime::currentDateTimeUtc().addDays(-1),
                                                  QDateTime::currentDateTimeUtc());
        QCOMPARE(early->attempts(), 0);
        QPointer<ApiCall> earlyGuard(early);
        auto earlyState = std::make_shared<Finished>();
        connect(early, &ApiCall::finished, this, [earlyState](const ApiResult &r) {
            earlyState->result = r;
            ++earlyState->count;
        });
        early->cancel(); // before anything was sent: nothing is ever sent, nothing emitted
        QTRY_VERIFY(earlyGuard.isNull());
        QCOMPARE(earlyState->count, 0);

        // The client still works.
        VERIFY_OK(wait(client().listWallets()));
    }

    void clientDestroyedWithACallInFlight()
    {
        QJsonObject f = fault("GET", "/v1/wallets", "delay");
        f.insert(u"delay_ms"_qs, 3000);
        addFault(f);
        ApiCall *call = client().listWallets();
        QPointer<ApiCall> guard(call);
        int finished = 0;
        connect(call, &ApiCall::finished, this, [&finished] { ++finished; });
        QTRY_COMPARE(remainingFaults(), 0); // the service has it, held by the delay
        m_client.reset(); // the window closing: no answer is waited for, nothing breaks
        QVERIFY(guard.isNull());
        QCOMPARE(finished, 0);
    }

    void refusedBaseUrl()
    {
        client().setBaseUrl(QUrl(u"http://payments.example.com/v1"_qs));
        int emissions = 0;
        ApiCall *call = client().listWallets();
        const ApiResult r = wait(call, &emissions);
        QCOMPARE(emissions, 1);
        QCOMPARE(r.error().kind(), ApiError::Kind::Refused);
        QCOMPARE(r.attempts(), 0);
        QVERIFY(r.error().userMessage().contains(u"https://"));
        QCOMPARE(r.error().remedy(), Remedy::OpenSettings); // the words of it are the front end's
        QVERIFY2(!r.error().userMessage().contains(u"Settings"), qPrintable(r.error().userMessage()));

        client().setBaseUrl(sandbox().baseUrl());
        client().setApiKey(QString());
        const ApiResult noKey = wait(client().listWallets());
        QCOMPARE(noKey.error().kind(), ApiError::Kind::Refused);
        QCOMPARE(noKey.error().userMessage(), u"No API key is set."_qs);
        QCOMPARE(noKey.error().remedy(), Remedy::OpenSettings);
    }

    void keyNeverLogged()
    {
        QLoggingCategory::setFilterRules(u"paydesk.api*=true"_qs);
        {
            QMutexLocker lock(&g_logMutex);
            g_log.clear();
        }
        g_previousHandler = qInstallMessageHandler(captureMessage);
        addFault(fault("GET", "/v1/wallets", "status"));
        VERIFY_OK(wait(client().listWallets()));
        const QString wrongKey = u"pd_secret_wrong_key_123"_qs;
        client().setApiKey(wrongKey);
        QCOMPARE(wait(client().listWallets()).error().httpStatus(), 401);
        client().setApiKey(sandbox().key());
        VERIFY_OK(wait(client().lookup(u"+254712345678"_qs, u"MOBILE_MONEY"_qs, u"SAFARICOM"_qs)));
        qInstallMessageHandler(g_previousHandler);
        QLoggingCategory::setFilterRules(QString());

        QMutexLocker lock(&g_logMutex);
        const QString all = g_log.join(u'\n');
        QVERIFY2(all.contains(u"/wallets"), qPrintable(all)); // the log was captured
        QVERIFY(all.contains(u"retry"));
        QVERIFY(!all.contains(sandbox().key()));
        QVERIFY(!all.contains(wrongKey));
        QVERIFY(!all.contains(u"Bearer", Qt::CaseInsensitive));
        QVERIFY(!all.contains(u"Authorization", Qt::CaseInsensitive));
        QVERIFY(!all.contains(u"712345678")); // account numbers are masked
    }
};

QTEST_GUILESS_MAIN(TestApiClient)
#include "tst_apiclient.moc"
