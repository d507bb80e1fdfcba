// SPDX-License-Identifier: GPL-3.0-or-later
// POST /payouts, GET /payouts/{id} and the payout life cycle of the sandbox, over real HTTP:
// what payment-service-api.md and decisions.md promise, plus the sandbox's own magic values and
// the manual transitions of its control surface.
#include "SandboxFixture.h"

using namespace paydesk::test;

namespace {

QString stateOf(const QJsonObject &payout)
{
    return payout.value(u"state"_qs).toObject().value(u"code"_qs).toString();
}

QString contextOf(const QJsonObject &payout)
{
    return payout.value(u"state"_qs).toObject().value(u"context"_qs).toString();
}

QJsonObject holder()
{
    return {{u"name"_qs, u"Jane Wanjiku"_qs}, {u"type"_qs, u"INDIVIDUAL"_qs}};
}

QJsonObject mobileAccount(const QString &country, const QString &number, const QString &op)
{
    return {{u"type"_qs, u"MOBILE_MONEY"_qs},
            {u"country"_qs, country},
            {u"holder"_qs, holder()},
            {u"mobile_money"_qs, QJsonObject {{u"number"_qs, number}, {u"operator"_qs, op}}}};
}

QJsonObject bankAccount(const QString &country, const QString &bankId, const QString &number)
{
    return {{u"type"_qs, u"BANK_ACCOUNT"_qs},
            {u"country"_qs, country},
            {u"holder"_qs, holder()},
            {u"bank_account"_qs, QJsonObject {{u"bank_id"_qs, bankId}, {u"number"_qs, number}}}};
}

QJsonObject upiAccount(const QString &identifier)
{
    return {{u"type"_qs, u"ALIAS"_qs},
            {u"country"_qs, u"IN"_qs},
            {u"holder"_qs, holder()},
            {u"alias"_qs, QJsonObject {{u"identifier"_qs, identifier}, {u"network"_qs, u"UPI"_qs}}}};
}

QJsonObject payoutTo(const QString &currency, const QString &value, const QJsonObject &account)
{
    return {{u"amount"_qs, QJsonObject {{u"currency"_qs, currency}, {u"value"_qs, value}}},
            {u"payment_account"_qs, account},
            {u"sender"_qs, kenyaSender()}};
}

QJsonObject kenya(const QString &value, const QString &number)
{
    return payoutTo(u"KES"_qs, value, mobileAccount(u"KE"_qs, number, u"SAFARICOM"_qs));
}

// "available/balance" of a wallet as GET /wallets shows it.
QString money(SandboxFixture &sandbox, const QString &walletId)
{
    for (const QJsonValue &w : sandbox.http().get(u"/wallets"_qs).dataArray()) {
        if (w.toObject().value(u"id"_qs).toString() == walletId)
            return w.toObject().value(u"available"_qs).toString() + u'/'
                + w.toObject().value(u"balance"_qs).toString();
    }
    return u"no wallet "_qs + walletId;
}

int payoutCount(SandboxFixture &sandbox)
{
    return int(
        sandbox.http().get(u"/payouts"_qs, QUrlQuery {{u"paging_limit"_qs, u"50"_qs}}).dataArray().size());
}

// The wallet's statement lines of one payout ("TYPE amount"), from a statement covering now.
QStringList linesOf(SandboxFixture &sandbox, const QString &walletId, const QString &payoutId)
{
    QDateTime hour = QDateTime::currentDateTimeUtc();
    hour.setTime(QTime(hour.time().hour(), 0));
    const QJsonObject request {{u"wallet_id"_qs, walletId},
                               {u"period"_qs,
                                QJsonObject {{u"from"_qs, hour.addSecs(-3600).toString(Qt::ISODate)},
                                             {u"to"_qs, hour.addSecs(2 * 3600).toString(Qt::ISODate)}}}};
    const HttpResult created = sandbox.http().post(u"/wallet-statements"_qs, request);
    if (created.status != 202)
        return {u"statement not created: "_qs + QString::fromUtf8(created.body)};
    const QString id = created.data().value(u"id"_qs).toString();
    if (stateOf(sandbox.waitForState(u"/wallet-statements/"_qs + id, u"READY"_qs)) != u"READY")
        return {u"statement not READY"_qs};
    QStringList out;
    QUrl next = sandbox.http().url(u"/wallet-statements/%1/lines"_qs.arg(id),
                                   QUrlQuery {{u"paging_limit"_qs, u"50"_qs}});
    while (!next.isEmpty()) {
        const HttpResult page = sandbox.http().getUrl(next);
        for (const QJsonValue &v : page.dataArray()) {
            const QJsonObject line = v.toObject();
            if (line.value(u"resource"_qs).toObject().value(u"payout_id"_qs).toString() == payoutId)
                out << line.value(u"type"_qs).toString() + u' '
                        + line.value(u"amount"_qs).toObject().value(u"value"_qs).toString();
        }
        const QJsonObject meta = page.json().value(u"meta"_qs).toObject();
        next = QUrl(meta.value(u"paging"_qs).toObject().value(u"next"_qs).toString());
    }
    return out;
}

} // namespace

class TestSandboxPayouts : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_sandbox;
    QString m_kes; // wallet id, 1000.00 at the start of each test

    SandboxFixture &sandbox() { return *m_sandbox; }
    HttpResult create(const QJsonObject &body)
    {
        return sandbox().http().post(u"/payouts"_qs, body, HttpClient::newKey());
    }
    QString path(const QJsonObject &payout) const
    {
        return u"/payouts/"_qs + payout.value(u"id"_qs).toString();
    }
    HttpResult control(const QJsonObject &payout, const QString &action, const QJsonObject &body = {})
    {
        return sandbox().http().post(
            u"/_sandbox/payouts/%1/%2"_qs.arg(payout.value(u"id"_qs).toString(), action), body);
    }

private Q_SLOTS:
    void init()
    {
        m_sandbox = std::make_unique<SandboxFixture>();
        QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
        m_kes = sandbox().createWallet(u"KES"_qs, u"100000.00"_qs).value(u"id"_qs).toString();
        QVERIFY(m_kes.startsWith(u"wlt-"));
    }
    void cleanup() { m_sandbox.reset(); }

    void createAnswersPendingWithEveryField()
    {
        QJsonObject body = kenya(u"25050.00"_qs, u"+254712000001"_qs);
        body.insert(u"custom_id"_qs, u"inv-2024_001"_qs);
        body.insert(u"purpose"_qs, u"SALARY_AND_WAGES"_qs);
        body.insert(u"on_behalf_of"_qs, QJsonArray {u"Acme Holdings Ltd"_qs});
        const QJsonObject sender = kenyaSender();
        body.insert(u"sender"_qs, sender);
        const HttpResult created = create(body);
        QCOMPARE(created.status, 202);
        const QJsonObject p = created.data();
        QVERIFY(p.value(u"id"_qs).toString().startsWith(u"pyt-"));
        QCOMPARE(p.value(u"amount"_qs).toObject(), body.value(u"amount"_qs).toObject());
        QVERIFY(QDateTime::fromString(p.value(u"created_at"_qs).toString(), Qt::ISODateWithMs).isValid());
        QCOMPARE(p.value(u"custom_id"_qs).toString(), u"inv-2024_001"_qs);
        QCOMPARE(p.value(u"on_behalf_of"_qs).toArray(), QJsonArray {u"Acme Holdings Ltd"_qs});
        QVERIFY(p.value(u"payment_account_id"_qs).toString().startsWith(u"pac-"));
        QCOMPARE(p.value(u"purpose"_qs).toString(), u"SALARY_AND_WAGES"_qs);
        QCOMPARE(p.value(u"sender"_qs).toObject(), sender);
        QCOMPARE(stateOf(p), u"PENDING"_qs);
        QVERIFY(contextOf(p).isEmpty());
        QCOMPARE(p.value(u"wallet_id"_qs).toString(), m_kes);
        QVERIFY2(!p.contains(u"receipt"_qs), "a PENDING payout has no receipt yet");

        // GET answers the same fields, plus the receipt once SENT.
        const QJsonObject sent = sandbox().waitForState(path(p), u"SENT"_qs);
        QCOMPARE(stateOf(sent), u"SENT"_qs);
        QVERIFY(!sent.value(u"receipt"_qs).toString().isEmpty());
        for (const QString &key : p.keys())
            QVERIFY2(key == u"state" || sent.value(key) == p.value(key), qPrintable(key));
        QCOMPARE(money(sandbox(), m_kes), u"74950.00/74950.00"_qs);
        QCOMPARE(linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString()),
                 QStringList {u"PAYOUT_INITIATED -25050.00"_qs});
    }

    void embeddedAccountIsFoundOrCreated()
    {
        const HttpResult first = create(kenya(u"1000.00"_qs, u"+254712000001"_qs));
        const HttpResult again = create(kenya(u"2000.00"_qs, u"+254712000001"_qs));
        const HttpResult other = create(kenya(u"3000.00"_qs, u"+254712000002"_qs));
        QCOMPARE(first.status, 202);
        QCOMPARE(again.status, 202);
        QCOMPARE(other.status, 202);
        const QString id = first.data().value(u"payment_account_id"_qs).toString();
        QCOMPARE(again.data().value(u"payment_account_id"_qs).toString(), id);
        QVERIFY(other.data().value(u"payment_account_id"_qs).toString() != id);
        const QJsonArray accounts = sandbox().http().get(u"/payment-accounts"_qs).dataArray();
        QCOMPARE(accounts.size(), 2);
    }

    void paymentAccountIdIsTheRecipient()
    {
        const HttpResult account = sandbox().http().post(
            u"/payment-accounts"_qs, mobileAccount(u"KE"_qs, u"+254712000009"_qs, u"AIRTEL"_qs));
        QCOMPARE(account.status, 201);
        const QString accountId = account.data().value(u"id"_qs).toString();
        const QJsonObject body {
            {u"amount"_qs, QJsonObject {{u"currency"_qs, u"KES"_qs}, {u"value"_qs, u"500"_qs}}},
            {u"payment_account_id"_qs, accountId},
            {u"sender"_qs, kenyaSender()}};
        const HttpResult created = create(body);
        QCOMPARE(created.status, 202);
        QCOMPARE(created.data().value(u"payment_account_id"_qs).toString(), accountId);
        QCOMPARE(stateOf(sandbox().waitForState(path(created.data()), u"SENT"_qs)), u"SENT"_qs);

        QJsonObject unknown = body;
        unknown.insert(u"payment_account_id"_qs, u"pac-doesnotexist"_qs);
        const HttpResult refused = create(unknown);
        QCOMPARE(refused.status, 422);
        QVERIFY(refused.fields().contains(u"payment_account_id"_qs));
    }

    void walletIsChosenByCurrencyOrGiven()
    {
        const QString ugx = sandbox().createWallet(u"UGX"_qs, u"50000"_qs).value(u"id"_qs).toString();
        const HttpResult byCurrency = create(kenya(u"10000.00"_qs, u"+254712000001"_qs));
        QCOMPARE(byCurrency.status, 202);
        QCOMPARE(byCurrency.data().value(u"wallet_id"_qs).toString(), m_kes);
        QCOMPARE(stateOf(sandbox().waitForState(path(byCurrency.data()), u"SENT"_qs)), u"SENT"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"90000.00/90000.00"_qs);
        QCOMPARE(money(sandbox(), ugx), u"50000/50000"_qs);

        QJsonObject explicitBody = kenya(u"150.00"_qs, u"+254712000001"_qs);
        explicitBody.insert(u"wallet_id"_qs, m_kes);
        const HttpResult given = create(explicitBody);
        QCOMPARE(given.status, 202);
        QCOMPARE(given.data().value(u"wallet_id"_qs).toString(), m_kes);

        explicitBody.insert(u"wallet_id"_qs, ugx); // a wallet in another currency
        const HttpResult mismatch = create(explicitBody);
        QCOMPARE(mismatch.status, 422);
        QVERIFY(mismatch.fields().contains(u"wallet_id"_qs));
        QCOMPARE(money(sandbox(), ugx), u"50000/50000"_qs);
    }

    void getByIdAndCustomId()
    {
        QJsonObject body = kenya(u"1000.00"_qs, u"+254712000001"_qs);
        body.insert(u"custom_id"_qs, u"order-77"_qs);
        const QJsonObject p = create(body).data();
        const HttpResult byId = sandbox().http().get(path(p));
        QCOMPARE(byId.status, 200);
        QCOMPARE(byId.data().value(u"id"_qs), p.value(u"id"_qs));
        const HttpResult byCustomId = sandbox().http().get(u"/payouts/order-77"_qs);
        QCOMPARE(byCustomId.status, 200);
        QCOMPARE(byCustomId.data().value(u"id"_qs), p.value(u"id"_qs));

        for (const QString &missing : {u"pyt-2aBcDeFgHiJkLmNoPqRsTuVwXyZ"_qs, u"order-78"_qs}) {
            const HttpResult notFound = sandbox().http().get(u"/payouts/"_qs + missing);
            QCOMPARE(notFound.status, 404);
            QCOMPARE(notFound.code(), u"NOT_FOUND"_qs);
        }
    }

    void failureMagicValues_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("coordinate");
        QTest::addColumn<QString>("context");
        QTest::newRow("000100") << u"mobile"_qs << u"+254712000100"_qs << QString();
        QTest::newRow("000101") << u"mobile"_qs << u"+254712000101"_qs
                                << u"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER"_qs;
        QTest::newRow("000102") << u"mobile"_qs << u"+254712000102"_qs
                                << u"PAYMENT_ACCOUNT_BALANCE_MAXED_OUT"_qs;
        QTest::newRow("000103") << u"mobile"_qs << u"+254712000103"_qs
                                << u"PAYMENT_ACCOUNT_PER_TRANSACTION_LIMIT_REACHED"_qs;
        QTest::newRow("000104") << u"mobile"_qs << u"+254712000104"_qs
                                << u"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED"_qs;
        QTest::newRow("000105") << u"mobile"_qs << u"+254712000105"_qs
                                << u"PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED"_qs;
        QTest::newRow("000106") << u"mobile"_qs << u"+254712000106"_qs << u"PAYMENT_ACCOUNT_LIMIT_REACHED"_qs;
        QTest::newRow("bank") << u"bank"_qs << u"0390195016650"_qs << QString();
        QTest::newRow("generic.failure") << u"upi"_qs << u"generic.failure@upi"_qs << QString();
        QTest::newRow("account.limit")
            << u"upi"_qs << u"account.limit@upi"_qs << u"PAYMENT_ACCOUNT_LIMIT_REACHED"_qs;
        QTest::newRow("daily.limit") << u"upi"_qs << u"daily.limit@upi"_qs
                                     << u"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED"_qs;
        QTest::newRow("monthly.limit")
            << u"upi"_qs << u"monthly.limit@upi"_qs << u"PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED"_qs;
    }

    void failureMagicValues()
    {
        QFETCH(QString, kind);
        QFETCH(QString, coordinate);
        QFETCH(QString, context);
        QString wallet = m_kes;
        QJsonObject body;
        if (kind == u"mobile") {
            body = kenya(u"1000.00"_qs, coordinate);
        } else if (kind == u"bank") {
            body = payoutTo(u"KES"_qs, u"1000.00"_qs,
                            bankAccount(u"KE"_qs, sandbox().bankId(u"KE"_qs), coordinate));
        } else {
            wallet = sandbox().createWallet(u"INR"_qs, u"100000.00"_qs).value(u"id"_qs).toString();
            body = payoutTo(u"INR"_qs, u"1000.00"_qs, upiAccount(coordinate));
        }
        const HttpResult created = create(body);
        QCOMPARE(created.status, 202);
        QCOMPARE(stateOf(created.data()), u"PENDING"_qs);
        const QJsonObject failed = sandbox().waitForState(path(created.data()), u"FAILED"_qs);
        QCOMPARE(stateOf(failed), u"FAILED"_qs);
        QCOMPARE(contextOf(failed), context);
        QVERIFY2(!failed.contains(u"receipt"_qs), "a payout that never reached SENT has no receipt");
        QCOMPARE(money(sandbox(), wallet), u"100000.00/100000.00"_qs); // available given back
        QCOMPARE(linesOf(sandbox(), wallet, failed.value(u"id"_qs).toString()),
                 (QStringList {u"PAYOUT_INITIATED -1000.00"_qs, u"PAYOUT_FAILED 1000.00"_qs}));
    }

    void complianceReviewIsPendingThenSent()
    {
        const HttpResult created = create(kenya(u"4000.00"_qs, u"+254712000200"_qs));
        QCOMPARE(created.status, 202);
        QCOMPARE(stateOf(created.data()), u"PENDING"_qs);
        QCOMPARE(contextOf(created.data()), u"COMPLIANCE_REVIEW"_qs);
        const QJsonObject sent = sandbox().waitForState(path(created.data()), u"SENT"_qs);
        QCOMPARE(stateOf(sent), u"SENT"_qs);
        QVERIFY(contextOf(sent).isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"96000.00/96000.00"_qs);
    }

    void complianceReviewShowsOnGetWhilePending()
    {
        // At the slowest speed the review lasts far longer than the test: GET sees it pending.
        SandboxFixture slow(u"empty"_qs, 1000.0);
        QVERIFY2(slow.started(), qPrintable(slow.error()));
        const QString wallet = slow.createWallet(u"KES"_qs, u"10000.00"_qs).value(u"id"_qs).toString();
        const HttpResult created = slow.http().post(u"/payouts"_qs, kenya(u"4000.00"_qs, u"+254712000200"_qs),
                                                    HttpClient::newKey());
        QCOMPARE(created.status, 202);
        const QJsonObject got = slow.http().get(path(created.data())).data();
        QCOMPARE(stateOf(got), u"PENDING"_qs);
        QCOMPARE(contextOf(got), u"COMPLIANCE_REVIEW"_qs);
        QCOMPARE(money(slow, wallet), u"6000.00/10000.00"_qs); // available taken, balance not yet
    }

    void sentThenFailed()
    {
        const QJsonObject p = create(kenya(u"2500.00"_qs, u"+254712000201"_qs)).data();
        const QJsonObject failed = sandbox().waitForState(path(p), u"FAILED"_qs);
        QCOMPARE(stateOf(failed), u"FAILED"_qs);
        QVERIFY2(!failed.value(u"receipt"_qs).toString().isEmpty(), "it was SENT before it failed");
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);
        QCOMPARE(linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString()),
                 (QStringList {u"PAYOUT_INITIATED -2500.00"_qs, u"PAYOUT_SENT_TO_FAILED 2500.00"_qs}));
    }

    void sentThenReversed()
    {
        const QJsonObject p = create(kenya(u"2500.00"_qs, u"+254712000202"_qs)).data();
        const QJsonObject reversed = sandbox().waitForState(path(p), u"REVERSED"_qs);
        QCOMPARE(stateOf(reversed), u"REVERSED"_qs);
        QVERIFY(!reversed.value(u"receipt"_qs).toString().isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);
        QCOMPARE(linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString()),
                 (QStringList {u"PAYOUT_INITIATED -2500.00"_qs, u"PAYOUT_REVERSED 2500.00"_qs}));
    }

    void heldPayoutStaysPendingUntilCancelled()
    {
        const QJsonObject held = create(kenya(u"6000.00"_qs, u"+254712000203"_qs)).data();
        // A payout created after it is processed after it: once that one is SENT, the held one
        // has had its turn and is still PENDING.
        const QJsonObject later = create(kenya(u"1500.00"_qs, u"+254712000001"_qs)).data();
        QCOMPARE(stateOf(sandbox().waitForState(path(later), u"SENT"_qs)), u"SENT"_qs);
        QCOMPARE(stateOf(sandbox().http().get(path(held)).data()), u"PENDING"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"92500.00/98500.00"_qs);

        const HttpResult cancelled = control(held, u"cancel"_qs);
        QCOMPARE(cancelled.status, 200);
        QCOMPARE(stateOf(cancelled.data()), u"CANCELLED"_qs);
        QCOMPARE(stateOf(sandbox().http().get(path(held)).data()), u"CANCELLED"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"98500.00/98500.00"_qs); // CANCELLED gives back available
        QCOMPARE(linesOf(sandbox(), m_kes, held.value(u"id"_qs).toString()),
                 (QStringList {u"PAYOUT_INITIATED -6000.00"_qs, u"PAYOUT_FAILED 6000.00"_qs}));
    }

    void manualReverse()
    {
        const QJsonObject p = create(kenya(u"10000.00"_qs, u"+254712000001"_qs)).data();
        QCOMPARE(stateOf(sandbox().waitForState(path(p), u"SENT"_qs)), u"SENT"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"90000.00/90000.00"_qs);
        const HttpResult reversed = control(p, u"reverse"_qs);
        QCOMPARE(reversed.status, 200);
        QCOMPARE(stateOf(sandbox().http().get(path(p)).data()), u"REVERSED"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs); // REVERSED gives back both
        QCOMPARE(linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString()),
                 (QStringList {u"PAYOUT_INITIATED -10000.00"_qs, u"PAYOUT_REVERSED 10000.00"_qs}));
    }

    void manualSentToFailedAndBack()
    {
        const QJsonObject p = create(kenya(u"10000.00"_qs, u"+254712000001"_qs)).data();
        QCOMPARE(stateOf(sandbox().waitForState(path(p), u"SENT"_qs)), u"SENT"_qs);

        const HttpResult failed
            = control(p, u"sent-to-failed"_qs, {{u"context"_qs, u"PROVIDER_NETWORK_ISSUE"_qs}});
        QCOMPARE(failed.status, 200);
        const QJsonObject afterFail = sandbox().http().get(path(p)).data();
        QCOMPARE(stateOf(afterFail), u"FAILED"_qs);
        QCOMPARE(contextOf(afterFail), u"PROVIDER_NETWORK_ISSUE"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);

        const HttpResult sentAgain = control(p, u"failed-to-sent"_qs);
        QCOMPARE(sentAgain.status, 200);
        const QJsonObject afterSend = sandbox().http().get(path(p)).data();
        QCOMPARE(stateOf(afterSend), u"SENT"_qs);
        QVERIFY(contextOf(afterSend).isEmpty());
        QVERIFY(!afterSend.value(u"receipt"_qs).toString().isEmpty());
        QCOMPARE(money(sandbox(), m_kes), u"90000.00/90000.00"_qs);
        QCOMPARE(linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString()),
                 (QStringList {u"PAYOUT_INITIATED -10000.00"_qs, u"PAYOUT_SENT_TO_FAILED 10000.00"_qs,
                               u"PAYOUT_FAILED_TO_SENT -10000.00"_qs}));
    }

    void invalidTransitionsAreRefused_data()
    {
        QTest::addColumn<QString>("number"); // decides the state the payout is in
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("action");
        QTest::newRow("reverse PENDING") << u"+254712000203"_qs << u"PENDING"_qs << u"reverse"_qs;
        QTest::newRow("sent-to-failed PENDING")
            << u"+254712000203"_qs << u"PENDING"_qs << u"sent-to-failed"_qs;
        QTest::newRow("failed-to-sent PENDING")
            << u"+254712000203"_qs << u"PENDING"_qs << u"failed-to-sent"_qs;
        QTest::newRow("cancel SENT") << u"+254712000001"_qs << u"SENT"_qs << u"cancel"_qs;
        QTest::newRow("failed-to-sent SENT") << u"+254712000001"_qs << u"SENT"_qs << u"failed-to-sent"_qs;
        QTest::newRow("cancel FAILED") << u"+254712000101"_qs << u"FAILED"_qs << u"cancel"_qs;
        QTest::newRow("reverse FAILED") << u"+254712000101"_qs << u"FAILED"_qs << u"reverse"_qs;
        QTest::newRow("sent-to-failed FAILED") << u"+254712000101"_qs << u"FAILED"_qs << u"sent-to-failed"_qs;
        QTest::newRow("reverse REVERSED") << u"+254712000202"_qs << u"REVERSED"_qs << u"reverse"_qs;
        QTest::newRow("failed-to-sent REVERSED")
            << u"+254712000202"_qs << u"REVERSED"_qs << u"failed-to-sent"_qs;
    }

    void invalidTransitionsAreRefused()
    {
        QFETCH(QString, number);
        QFETCH(QString, state);
        QFETCH(QString, action);
        const QJsonObject p = create(kenya(u"1000.00"_qs, number)).data();
        if (state != u"PENDING")
            QCOMPARE(stateOf(sandbox().waitForState(path(p), state)), state);
        const QString before = money(sandbox(), m_kes);
        const QStringList linesBefore = linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString());
        const HttpResult refused = control(p, action);
        QCOMPARE(refused.status, 409);
        QCOMPARE(stateOf(sandbox().http().get(path(p)).data()), state);
        QCOMPARE(money(sandbox(), m_kes), before);
        QCOMPARE(linesOf(sandbox(), m_kes, p.value(u"id"_qs).toString()), linesBefore);
    }

    void insufficientAvailableIsRefused()
    {
        const HttpResult tooMuch = create(kenya(u"100000.01"_qs, u"+254712000001"_qs));
        QCOMPARE(tooMuch.status, 402);
        QCOMPARE(tooMuch.code(), u"WALLET_INSUFFICIENT_BALANCE"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);
        QCOMPARE(payoutCount(sandbox()), 0);

        // A pending payout has taken its amount from available although balance still holds it.
        QCOMPARE(create(kenya(u"60000.00"_qs, u"+254712000203"_qs)).status, 202);
        QCOMPARE(money(sandbox(), m_kes), u"40000.00/100000.00"_qs);
        const HttpResult overAvailable = create(kenya(u"40000.01"_qs, u"+254712000001"_qs));
        QCOMPARE(overAvailable.status, 402);
        QCOMPARE(overAvailable.code(), u"WALLET_INSUFFICIENT_BALANCE"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"40000.00/100000.00"_qs);
        QCOMPARE(payoutCount(sandbox()), 1);

        const HttpResult exact = create(kenya(u"40000.00"_qs, u"+254712000001"_qs));
        QCOMPARE(exact.status, 202);
        QCOMPARE(stateOf(sandbox().waitForState(path(exact.data()), u"SENT"_qs)), u"SENT"_qs);
        QCOMPARE(money(sandbox(), m_kes), u"0.00/60000.00"_qs);
    }

    void temporarilyUnavailable_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("coordinate");
        QTest::addColumn<QString>("code");
        QTest::newRow("mobile") << u"mobile"_qs << u"+254712000503"_qs
                                << u"PAYOUT_MOBILE_MONEY_TEMPORARILY_UNAVAILABLE"_qs;
        QTest::newRow("bank") << u"bank"_qs << u"1234000503"_qs << u"PAYOUT_BANK_TEMPORARILY_UNAVAILABLE"_qs;
        QTest::newRow("upi") << u"upi"_qs << u"unavailable@upi"_qs
                             << u"PAYOUT_ALIAS_NETWORK_TEMPORARILY_UNAVAILABLE"_qs;
    }

    void temporarilyUnavailable()
    {
        QFETCH(QString, kind);
        QFETCH(QString, coordinate);
        QFETCH(QString, code);
        QString wallet = m_kes;
        QJsonObject body;
        if (kind == u"mobile") {
            body = kenya(u"1000.00"_qs, coordinate);
        } else if (kind == u"bank") {
            body = payoutTo(u"KES"_qs, u"1000.00"_qs,
                            bankAccount(u"KE"_qs, sandbox().bankId(u"KE"_qs), coordinate));
        } else {
            wallet = sandbox().createWallet(u"INR"_qs, u"100000.00"_qs).value(u"id"_qs).toString();
            body = payoutTo(u"INR"_qs, u"1000.00"_qs, upiAccount(coordinate));
        }
        const HttpResult refused = create(body);
        QCOMPARE(refused.status, 503);
        QCOMPARE(refused.code(), code);
        QCOMPARE(money(sandbox(), wallet), u"100000.00/100000.00"_qs);
        QCOMPARE(payoutCount(sandbox()), 0);
    }

    void amountLimitsByCountry_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QJsonObject>("account"); // empty: a bank account in `country`
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message"); // empty: accepted
        const QJsonObject keMobile = mobileAccount(u"KE"_qs, u"+254712000001"_qs, u"SAFARICOM"_qs);
        const QJsonObject rwMtn = mobileAccount(u"RW"_qs, u"+250781234567"_qs, u"MTN"_qs);
        const QJsonObject rwAirtel = mobileAccount(u"RW"_qs, u"+250731234567"_qs, u"AIRTEL"_qs);
        const QString keMobileRange
            = u"must be between 140.00 and 250,000.00 KES for mobile money in Kenya"_qs;
        QTest::newRow("KE under the minimum")
            << u"KES"_qs << keMobile << u"KE"_qs << u"139.99"_qs << keMobileRange;
        QTest::newRow("KE at the minimum") << u"KES"_qs << keMobile << u"KE"_qs << u"140.00"_qs << QString();
        QTest::newRow("KE mobile over its maximum")
            << u"KES"_qs << keMobile << u"KE"_qs << u"250000.01"_qs << keMobileRange;
        QTest::newRow("KE bank above the mobile maximum")
            << u"KES"_qs << QJsonObject() << u"KE"_qs << u"250000.01"_qs << QString();
        QTest::newRow("KE bank over its maximum")
            << u"KES"_qs << QJsonObject() << u"KE"_qs << u"950000.01"_qs
            << u"must be between 140.00 and 950,000.00 KES for a bank account in Kenya"_qs;
        QTest::newRow("RW MTN at its maximum")
            << u"RWF"_qs << rwMtn << u"RW"_qs << u"2000000"_qs << QString();
        QTest::newRow("RW AIRTEL over its maximum")
            << u"RWF"_qs << rwAirtel << u"RW"_qs << u"500001"_qs
            << u"must be between 500 and 500,000 RWF for AIRTEL mobile money in Rwanda"_qs;
        QTest::newRow("NG bank over its maximum")
            << u"NGN"_qs << QJsonObject() << u"NG"_qs << u"50000000.01"_qs
            << u"must be between 100.00 and 50,000,000.00 NGN for a bank account in Nigeria"_qs;
        QTest::newRow("NG bank at its maximum")
            << u"NGN"_qs << QJsonObject() << u"NG"_qs << u"50000000.00"_qs << QString();
    }
    void amountLimitsByCountry()
    {
        QFETCH(QString, currency);
        QFETCH(QJsonObject, account);
        QFETCH(QString, country);
        QFETCH(QString, value);
        QFETCH(QString, message);
        if (account.isEmpty())
            account = bankAccount(country, sandbox().bankId(country), u"1234567890"_qs);
        if (currency != u"KES")
            sandbox().createWallet(currency, u"100000000"_qs);
        else // the wallet of init(), funded to take the largest payouts
            QCOMPARE(sandbox()
                         .http()
                         .post(u"/_sandbox/wallets/%1/fund"_qs.arg(m_kes), {{u"value"_qs, u"1000000.00"_qs}})
                         .status,
                     200);
        const HttpResult r = create(payoutTo(currency, value, account));
        if (message.isEmpty()) {
            QVERIFY2(r.status == 202, r.body.constData());
            return;
        }
        QCOMPARE(r.status, 422);
        QCOMPARE(r.fields().keys(), QStringList {u"amount.value"_qs});
        QCOMPARE(r.fields().value(u"amount.value"_qs).toArray(), QJsonArray {message});
        QCOMPARE(payoutCount(sandbox()), 0);
    }

    void senderRequiredByCountry()
    {
        // Kenya: without a sender, refused.
        QJsonObject body = kenya(u"500.00"_qs, u"+254712000001"_qs);
        body.remove(u"sender"_qs);
        HttpResult r = create(body);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.fields().keys(), QStringList {u"sender"_qs});
        QCOMPARE(r.fields().value(u"sender"_qs).toArray(),
                 QJsonArray {u"is required for a recipient in KE"_qs});

        // Tanzania, an INDIVIDUAL sender with nothing else: every missing field named.
        sandbox().createWallet(u"TZS"_qs, u"1000000.00"_qs);
        body
            = payoutTo(u"TZS"_qs, u"5000.00"_qs, mobileAccount(u"TZ"_qs, u"+255754123456"_qs, u"VODACOM"_qs));
        body.insert(u"sender"_qs, QJsonObject {{u"type"_qs, u"INDIVIDUAL"_qs}});
        r = create(body);
        QCOMPARE(r.status, 422);
        QStringList expected {u"sender.name"_qs,
                              u"sender.address.line_1"_qs,
                              u"sender.address.city"_qs,
                              u"sender.address.postal_code"_qs,
                              u"sender.address.country"_qs,
                              u"sender.individual.dob"_qs,
                              u"sender.individual.identity_document.type"_qs,
                              u"sender.individual.identity_document.country"_qs,
                              u"sender.individual.identity_document.number"_qs,
                              u"sender.individual.identity_document.expires_on"_qs};
        expected.sort();
        QCOMPARE(r.fields().keys(), expected);

        // The same with the document, spelt the provider's way: accepted and echoed as sent.
        QJsonObject sender = kenyaSender();
        sender.insert(u"type"_qs, u"INDIVIDUAL"_qs);
        sender.insert(u"individual"_qs,
                      QJsonObject {{u"dob"_qs, u"1985-04-12"_qs},
                                   {u"identity_document"_qs,
                                    QJsonObject {{u"type"_qs, u"DRIVING_LICENCE"_qs},
                                                 {u"country"_qs, u"TZ"_qs},
                                                 {u"number"_qs, u"DL-99812"_qs},
                                                 {u"expires_on"_qs, u"2031-01-31"_qs}}}});
        body.insert(u"sender"_qs, sender);
        r = create(body);
        QVERIFY2(r.status == 202, r.body.constData());
        QCOMPARE(r.data().value(u"sender"_qs).toObject(), sender);
        QCOMPARE(sandbox().http().get(path(r.data())).data().value(u"sender"_qs).toObject(), sender);

        // Kenya: an INDIVIDUAL sender needs no identity document; a BUSINESS one no date of birth.
        QJsonObject individual = kenyaSender();
        individual.insert(u"type"_qs, u"INDIVIDUAL"_qs);
        individual.insert(u"individual"_qs, QJsonObject {{u"dob"_qs, u"1990-01-01"_qs}});
        body = kenya(u"500.00"_qs, u"+254712000001"_qs);
        body.insert(u"sender"_qs, individual);
        QCOMPARE(create(body).status, 202);
        body.insert(u"sender"_qs, kenyaSender());
        QCOMPARE(create(body).status, 202);
    }

    void validationNamesEveryFailingField()
    {
        QJsonObject account = mobileAccount(u"KE"_qs, u"0712"_qs, u"MTN"_qs);
        account.insert(u"holder"_qs, QJsonObject {{u"name"_qs, u"J4ne"_qs}, {u"type"_qs, u"PERSON"_qs}});
        QJsonObject body = payoutTo(u"KES"_qs, u"-5"_qs, account);
        body.insert(u"custom_id"_qs, u"not valid!"_qs);
        body.insert(u"purpose"_qs, u"BRIBES"_qs);
        body.insert(u"on_behalf_of"_qs, QJsonArray {QString(201, u'x')});
        body.insert(u"sender"_qs, QJsonObject {{u"type"_qs, u"ROBOT"_qs}});
        const HttpResult refused = create(body);
        QCOMPARE(refused.status, 422);
        QCOMPARE(refused.code(), u"VALIDATION_FAILED"_qs);
        const QJsonObject fields = refused.fields();
        for (const QString &name :
             {u"amount.value"_qs, u"payment_account.mobile_money.number"_qs,
              u"payment_account.mobile_money.operator"_qs, u"payment_account.holder.name"_qs,
              u"payment_account.holder.type"_qs, u"custom_id"_qs, u"purpose"_qs, u"on_behalf_of.0"_qs,
              u"sender.name"_qs, u"sender.type"_qs}) {
            QVERIFY2(fields.contains(name),
                     qPrintable(name + u" missing from "_qs + QString::fromUtf8(refused.body)));
            QVERIFY(!fields.value(name).toArray().isEmpty());
        }
        QCOMPARE(payoutCount(sandbox()), 0);
        QCOMPARE(money(sandbox(), m_kes), u"100000.00/100000.00"_qs);
    }

    void currencyMustBeTheRecipientCountrys()
    {
        sandbox().createWallet(u"UGX"_qs, u"100000"_qs);
        const HttpResult refused = create(
            payoutTo(u"UGX"_qs, u"1000"_qs, mobileAccount(u"KE"_qs, u"+254712000001"_qs, u"SAFARICOM"_qs)));
        QCOMPARE(refused.status, 422);
        QVERIFY2(refused.fields().contains(u"amount.currency"_qs), refused.body.constData());
        QCOMPARE(payoutCount(sandbox()), 0);
    }

    void purposeRequiredByCountry_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QJsonObject>("account");
        QTest::newRow("GH") << u"GHS"_qs << mobileAccount(u"GH"_qs, u"+233241234567"_qs, u"MTN"_qs);
        QTest::newRow("UG") << u"UGX"_qs << mobileAccount(u"UG"_qs, u"+256772123456"_qs, u"MTN"_qs);
        QTest::newRow("EG") << u"EGP"_qs << QJsonObject(); // a bank account, see below
        QTest::newRow("CI") << u"XOF"_qs << mobileAccount(u"CI"_qs, u"+2250707123456"_qs, u"ORANGE"_qs);
        QTest::newRow("SN") << u"XOF"_qs << mobileAccount(u"SN"_qs, u"+221771234567"_qs, u"WAVE"_qs);
        QTest::newRow("CM") << u"XAF"_qs << mobileAccount(u"CM"_qs, u"+237671234567"_qs, u"MTN"_qs);
    }

    void purposeRequiredByCountry()
    {
        QFETCH(QString, currency);
        QFETCH(QJsonObject, account);
        if (account.isEmpty())
            account = bankAccount(u"EG"_qs, sandbox().bankId(u"EG"_qs), u"1234567890"_qs);
        sandbox().createWallet(currency, u"100000"_qs);
        QJsonObject body = payoutTo(currency, u"5000"_qs, account);
        const HttpResult refused = create(body);
        QCOMPARE(refused.status, 422);
        QCOMPARE(refused.fields().keys(), QStringList {u"purpose"_qs});
        body.insert(u"purpose"_qs, u"REMITTANCE"_qs);
        const HttpResult accepted = create(body);
        QCOMPARE(accepted.status, 202);
        QCOMPARE(accepted.data().value(u"purpose"_qs).toString(), u"REMITTANCE"_qs);
    }

    void customIdPatternAndReuse()
    {
        const QString longest(64, u'a');
        for (const QString &bad :
             {u"has space"_qs, u"semi;colon"_qs, u"caf\u00e9"_qs, QString(65, u'a'), QString()}) {
            QJsonObject body = kenya(u"150.00"_qs, u"+254712000001"_qs);
            body.insert(u"custom_id"_qs, bad);
            const HttpResult refused = create(body);
            QCOMPARE(refused.status, 422);
            QVERIFY2(refused.fields().contains(u"custom_id"_qs), qPrintable(bad));
        }
        QJsonObject body = kenya(u"150.00"_qs, u"+254712000001"_qs);
        body.insert(u"custom_id"_qs, longest);
        QCOMPARE(create(body).status, 202);
        const HttpResult reused = create(body); // a new idempotency key, the same custom_id
        QCOMPARE(reused.status, 422);
        QVERIFY(reused.fields().contains(u"custom_id"_qs));
        QCOMPARE(payoutCount(sandbox()), 1);
        QCOMPARE(money(sandbox(), m_kes), u"99850.00/99850.00"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSandboxPayouts)
#include "tst_sandbox_payouts.moc"
