// SPDX-License-Identifier: GPL-3.0-or-later
// Banks, wallets, payment accounts, lookups and payins of the sandbox over real HTTP.
#include "ApiChecks.h"
#include "SandboxStore.h"

#include <QJsonDocument>
#include <QRegularExpression>

using namespace paydesk::test;

namespace {

QJsonObject account(const QString &type, const QString &country, const QString &key,
                    const QJsonObject &details, const QString &holderName = u"Jane Wanjiku"_qs)
{
    return {{u"type"_qs, type}, {u"country"_qs, country}, {u"holder"_qs, holder(holderName)}, {key, details}};
}

QJsonObject bankAccount(const QString &country, const QString &bankId, const QString &number)
{
    return account(u"BANK_ACCOUNT"_qs, country, u"bank_account"_qs,
                   {{u"bank_id"_qs, bankId}, {u"number"_qs, number}});
}

QJsonObject routeAccount(const QString &country, const QString &code, const QString &number)
{
    return account(u"BANK_ACCOUNT_ROUTE"_qs, country, u"bank_account_route"_qs,
                   {{u"code"_qs, code}, {u"number"_qs, number}});
}

QJsonObject upiAccount(const QString &identifier, const QString &holderName = u"Priya Sharma"_qs)
{
    return account(u"ALIAS"_qs, u"IN"_qs, u"alias"_qs,
                   {{u"identifier"_qs, identifier}, {u"network"_qs, u"UPI"_qs}}, holderName);
}

QJsonObject payinBody(const QString &number, const QString &value = u"100.00"_qs,
                      const QString &customId = {})
{
    QJsonObject body {{u"amount"_qs, amount(u"KES"_qs, value)},
                      {u"payment_account"_qs, mobileMoneyAccount(u"KE"_qs, number, u"SAFARICOM"_qs)}};
    if (!customId.isEmpty())
        body.insert(u"custom_id"_qs, customId);
    return body;
}

QUrlQuery query(std::initializer_list<std::pair<QString, QString>> items)
{
    QUrlQuery q;
    for (const auto &[name, value] : items)
        q.addQueryItem(name, value);
    return q;
}

QUrlQuery mobileMoneyLookup(const QString &op = u"SAFARICOM"_qs)
{
    return query({{u"payment_account_type"_qs, u"MOBILE_MONEY"_qs}, {u"operator"_qs, op}});
}

QString holderName(const HttpResult &r)
{
    return r.data().value(u"holder").toObject().value(u"name").toString();
}

QJsonObject walletIn(HttpClient &http, const QString &currency)
{
    for (const QJsonValue &w : http.get(u"/wallets"_qs).dataArray()) {
        if (w.toObject().value(u"currency").toString() == currency)
            return w.toObject();
    }
    return {};
}

} // namespace

class TestSandboxResources : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SandboxFixture> m_sandbox;

    HttpClient &http() { return m_sandbox->http(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>();
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    }

    void cleanupTestCase() { m_sandbox.reset(); }

    void banks()
    {
        const HttpResult r = http().get(u"/banks"_qs);
        QCOMPARE(r.status, 200);
        QVERIFY(r.json().value(u"data").isArray());
        QVERIFY(!r.json().contains(u"meta"));
        const QJsonArray banks = r.dataArray();
        QVERIFY(!banks.isEmpty());
        static const QRegularExpression alpha2(u"^[A-Z]{2}$"_qs);
        QSet<QString> countries, ids;
        for (const QJsonValue &v : banks) {
            const QJsonObject b = v.toObject();
            QVERIFY2(b.value(u"id").toString().startsWith(u"bnk-"), qPrintable(b.value(u"id").toString()));
            QVERIFY(!b.value(u"name").toString().isEmpty());
            QVERIFY(alpha2.match(b.value(u"country").toString()).hasMatch());
            countries << b.value(u"country").toString();
            ids << b.value(u"id").toString();
        }
        QCOMPARE(ids.size(), banks.size());
        for (const QString &c : {u"KE"_qs, u"ET"_qs, u"IN"_qs, u"BD"_qs})
            QVERIFY2(countries.contains(c), qPrintable(c));
    }

    void wallets()
    {
        const QJsonObject created = m_sandbox->createWallet(u"UGX"_qs, u"5000"_qs);
        const HttpResult r = http().get(u"/wallets"_qs);
        QCOMPARE(r.status, 200);
        QVERIFY(r.json().value(u"data").isArray());
        QVERIFY(!r.json().contains(u"meta"));
        const QJsonObject ugx = walletIn(http(), u"UGX"_qs);
        QVERIFY(ugx.value(u"id").toString().startsWith(u"wlt-"));
        QCOMPARE(ugx.value(u"id").toString(), created.value(u"id").toString());
        QCOMPARE(ugx.value(u"available").toString(), u"5000"_qs);
        QCOMPARE(ugx.value(u"balance").toString(), u"5000"_qs);
    }

    void fundingBeyondTheLargestBalanceIsRefused()
    {
        // Each funding is valid on its own; their sum would wrap a 64-bit balance around.
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString id = sandbox.createWallet(u"KES"_qs, u"0"_qs).value(u"id").toString();
        const QString fund = u"/_sandbox/wallets/%1/fund"_qs.arg(id);
        const QJsonObject big {{u"value"_qs, u"999999999999999.99"_qs}}; // just under 10^17 minor units
        int accepted = 0;
        HttpResult r;
        for (int i = 0; i < 100; ++i) {
            r = sandbox.http().post(fund, big);
            if (r.status != 200)
                break;
            ++accepted;
        }
        QCOMPARE(accepted, 92); // 92 x (10^17 - 1) fits in a qint64, 93 does not
        PAYDESK_VERIFY_ERROR(r, 422, u"VALIDATION_FAILED"_qs);
        const QJsonObject wallet = sandbox.http().get(u"/wallets"_qs).dataArray().first().toObject();
        QVERIFY2(!wallet.value(u"available"_qs).toObject().value(u"value"_qs).toString().startsWith(u'-'),
                 qPrintable(QString::fromUtf8(QJsonDocument(wallet).toJson())));
    }

    void demoHistoryIsAllInThePast()
    {
        // The seed makes history relative to now: nothing may be dated later (a statement takes
        // ledger order for time order).
        SandboxFixture demo(u"demo"_qs);
        QVERIFY2(demo.started(), qPrintable(demo.error()));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const paydesk::sandbox::LedgerLine &line : demo.server->store()->lines())
            QVERIFY2(line.createdAt <= now,
                     qPrintable(line.id + u' ' + line.createdAt.toString(Qt::ISODate)));
        for (const paydesk::sandbox::Payout &p : demo.server->store()->payouts())
            QVERIFY2(p.createdAt <= now, qPrintable(p.id));
    }

    void paymentAccountGetOrCreate()
    {
        const QJsonObject body = mobileMoneyAccount(u"KE"_qs, u"+254712300001"_qs, u"SAFARICOM"_qs);
        const HttpResult first = http().post(u"/payment-accounts"_qs, body);
        QCOMPARE(first.status, 201);
        const QJsonObject created = first.data();
        QVERIFY(created.value(u"id").toString().startsWith(u"pac-"));
        const HttpResult second = http().post(u"/payment-accounts"_qs, body);
        QCOMPARE(second.status, 200);
        QCOMPARE(second.data().value(u"id").toString(), created.value(u"id").toString());
        QCOMPARE(second.data(), created); // same structure and values
        // A different number is another account.
        const HttpResult other = http().post(
            u"/payment-accounts"_qs, mobileMoneyAccount(u"KE"_qs, u"+254712300002"_qs, u"SAFARICOM"_qs));
        QCOMPARE(other.status, 201);
        QVERIFY(other.data().value(u"id").toString() != created.value(u"id").toString());
    }

    void paymentAccountTypes_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QString>("detailsKey");
        QTest::newRow("MOBILE_MONEY KE")
            << mobileMoneyAccount(u"KE"_qs, u"+254712300010"_qs, u"AIRTEL"_qs) << u"mobile_money"_qs;
        QTest::newRow("BANK_ACCOUNT KE") << bankAccount(u"KE"_qs, {}, u"0012345678"_qs) << u"bank_account"_qs;
        QTest::newRow("BANK_ACCOUNT_ROUTE IN IFSC")
            << routeAccount(u"IN"_qs, u"HDFC0001234"_qs, u"50100123456789"_qs) << u"bank_account_route"_qs;
        QTest::newRow("BANK_ACCOUNT_ROUTE BD routing number")
            << routeAccount(u"BD"_qs, u"090261234"_qs, u"1234567890123"_qs) << u"bank_account_route"_qs;
        QTest::newRow("ALIAS UPI IN") << upiAccount(u"priya.sharma@okhdfcbank"_qs) << u"alias"_qs;
    }

    void paymentAccountTypes()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QString, detailsKey);
        if (detailsKey == u"bank_account") {
            QJsonObject details = body.value(detailsKey).toObject();
            details.insert(u"bank_id"_qs, m_sandbox->bankId(body.value(u"country").toString()));
            QVERIFY(details.value(u"bank_id").toString().startsWith(u"bnk-"));
            body.insert(detailsKey, details);
        }
        const HttpResult r = http().post(u"/payment-accounts"_qs, body);
        QVERIFY2(r.status == 201, r.body.constData());
        const QJsonObject a = r.data();
        QVERIFY(a.value(u"id").toString().startsWith(u"pac-"));
        QCOMPARE(a.value(u"type"), body.value(u"type"));
        QCOMPARE(a.value(u"country"), body.value(u"country"));
        QCOMPARE(a.value(u"holder"), body.value(u"holder"));
        QCOMPARE(a.value(detailsKey), body.value(detailsKey));
        QVERIFY(QDateTime::fromString(a.value(u"created_at").toString(), Qt::ISODateWithMs).isValid());
        QCOMPARE(http().post(u"/payment-accounts"_qs, body).status, 200);
    }

    void paymentAccountValidation_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("fields");
        const QString ke = u"KE"_qs;
        QTest::newRow("holder name with digits")
            << mobileMoneyAccount(ke, u"+254712300020"_qs, u"SAFARICOM"_qs, u"Jane W4njiku"_qs)
            << QStringList {u"holder.name"_qs};
        QTest::newRow("number not E.164") << mobileMoneyAccount(ke, u"0712300020"_qs, u"SAFARICOM"_qs)
                                          << QStringList {u"mobile_money.number"_qs};
        QTest::newRow("operator not allowed in the country")
            << mobileMoneyAccount(ke, u"+254712300020"_qs, u"MTN"_qs)
            << QStringList {u"mobile_money.operator"_qs};
        QTest::newRow("all three at once")
            << mobileMoneyAccount(ke, u"0712300020"_qs, u"MTN"_qs, u"R2D2"_qs)
            << QStringList {u"holder.name"_qs, u"mobile_money.number"_qs, u"mobile_money.operator"_qs};
        QTest::newRow("unknown bank") << bankAccount(ke, u"bnk-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs, u"0012345"_qs)
                                      << QStringList {u"bank_account.bank_id"_qs};
        QTest::newRow("IFSC malformed") << routeAccount(u"IN"_qs, u"HDFC1234"_qs, u"50100123456789"_qs)
                                        << QStringList {u"bank_account_route.code"_qs};
        QTest::newRow("BD routing number of 8 digits") << routeAccount(u"BD"_qs, u"09026123"_qs, u"12345"_qs)
                                                       << QStringList {u"bank_account_route.code"_qs};
        QTest::newRow("UPI handle malformed")
            << upiAccount(u"priya.sharma"_qs) << QStringList {u"alias.identifier"_qs};
        QTest::newRow("UPI handle malformed and holder name")
            << upiAccount(u"@okhdfc"_qs, u"Priya 42"_qs)
            << QStringList {u"alias.identifier"_qs, u"holder.name"_qs};
        QTest::newRow("nothing given")
            << QJsonObject {} << QStringList {u"country"_qs, u"holder"_qs, u"type"_qs};
    }

    void paymentAccountValidation()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QStringList, fields);
        const HttpResult r = http().post(u"/payment-accounts"_qs, body);
        PAYDESK_VERIFY_ERROR(r, 422, u"VALIDATION_FAILED"_qs);
        fields.sort();
        QCOMPARE(fieldPaths(r), fields);
        for (const QString &f : fields) {
            const QJsonArray messages = r.fields().value(f).toArray();
            QVERIFY(!messages.isEmpty());
            QVERIFY(!messages.first().toString().isEmpty());
        }
    }

    void lookupMobileMoney()
    {
        const HttpResult first = http().get(u"/lookups/+254712345678"_qs, mobileMoneyLookup());
        QVERIFY2(first.status == 200, first.body.constData());
        const QString name = holderName(first);
        QVERIFY(!name.isEmpty());
        QCOMPARE(holderName(http().get(u"/lookups/+254712345678"_qs, mobileMoneyLookup())), name);

        QSet<QString> names;
        for (int i = 0; i < 10; ++i) {
            const HttpResult r = http().get(u"/lookups/+2547123456%1"_qs.arg(10 + i), mobileMoneyLookup());
            QCOMPARE(r.status, 200);
            names << holderName(r);
        }
        QVERIFY2(names.size() >= 5, qPrintable(QStringList(names.cbegin(), names.cend()).join(u", ")));
    }

    void lookupBankAccount()
    {
        const QString bank = m_sandbox->bankId(u"KE"_qs);
        const HttpResult r
            = http().get(u"/lookups/0012345678"_qs,
                         query({{u"payment_account_type"_qs, u"BANK_ACCOUNT"_qs}, {u"bank_id"_qs, bank}}));
        QVERIFY2(r.status == 200, r.body.constData());
        QVERIFY(!holderName(r).isEmpty());

        const HttpResult noBank = http().get(u"/lookups/0012345678"_qs,
                                             query({{u"payment_account_type"_qs, u"BANK_ACCOUNT"_qs}}));
        PAYDESK_VERIFY_ERROR(noBank, 422, u"VALIDATION_FAILED"_qs);
        QCOMPARE(fieldPaths(noBank), QStringList {u"bank_id"_qs});
    }

    void lookupEthiopia()
    {
        const HttpResult telebirr
            = http().get(u"/lookups/+251911234567"_qs, mobileMoneyLookup(u"TELEBIRR"_qs));
        QVERIFY2(telebirr.status == 200, telebirr.body.constData());
        QVERIFY(!holderName(telebirr).isEmpty());
        const HttpResult bank = http().get(u"/lookups/1000123456789"_qs,
                                           query({{u"payment_account_type"_qs, u"BANK_ACCOUNT"_qs},
                                                  {u"bank_id"_qs, m_sandbox->bankId(u"ET"_qs)}}));
        QVERIFY2(bank.status == 200, bank.body.constData());
    }

    void lookupErrors_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<QUrlQuery>("query");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("field");
        QTest::newRow("missing payment_account_type")
            << u"+254712345678"_qs << query({{u"operator"_qs, u"SAFARICOM"_qs}}) << 422
            << u"VALIDATION_FAILED"_qs << u"payment_account_type"_qs;
        QTest::newRow("BKASH is not a lookup operator")
            << u"+8801712345678"_qs << mobileMoneyLookup(u"BKASH"_qs) << 422 << u"VALIDATION_FAILED"_qs
            << u"operator"_qs;
        QTest::newRow("number ending 000404") << u"+254712000404"_qs << mobileMoneyLookup() << 404
                                              << u"LOOKUP_ACCOUNT_NOT_FOUND"_qs << QString();
        QTest::newRow("number ending 000500")
            << u"+254712000500"_qs << mobileMoneyLookup() << 500 << u"INTERNAL_SERVER_ERROR"_qs << QString();
    }

    void lookupErrors()
    {
        QFETCH(QString, number);
        QFETCH(QUrlQuery, query);
        QFETCH(int, status);
        QFETCH(QString, code);
        QFETCH(QString, field);
        const HttpResult r = http().get(u"/lookups/"_qs + number, query);
        PAYDESK_VERIFY_ERROR(r, status, code);
        if (!field.isEmpty())
            QVERIFY2(r.fields().contains(field), r.body.constData());
    }

    void payinSettles()
    {
        // At speed 1 each payin step takes about 2 s, long enough to see COLLECTED.
        SandboxFixture slow(u"empty"_qs, 1.0);
        QVERIFY2(slow.started(), qPrintable(slow.error()));
        slow.createWallet(u"KES"_qs, u"1000.00"_qs);
        const HttpResult created = slow.http().post(
            u"/payins"_qs, payinBody(u"+254712300100"_qs, u"250.50"_qs), HttpClient::newKey());
        QCOMPARE(created.status, 202);
        const QJsonObject payin = created.data();
        const QString id = payin.value(u"id").toString();
        QVERIFY(id.startsWith(u"pyn-"));
        QCOMPARE(stateCode(payin), u"PENDING"_qs);
        QCOMPARE(payin.value(u"amount").toObject(), amount(u"KES"_qs, u"250.50"_qs));
        QVERIFY(payin.value(u"payment_account_id").toString().startsWith(u"pac-"));
        QCOMPARE(payin.value(u"wallet_id").toString(),
                 walletIn(slow.http(), u"KES"_qs).value(u"id").toString());

        // A wallet read between two reads of the payin that both say COLLECTED was taken while
        // the payin was COLLECTED.
        QJsonObject duringCollected;
        QString state;
        (void)QTest::qWaitFor(
            [&] {
                state = stateCode(slow.http().get(u"/payins/"_qs + id).data());
                if (state == u"COLLECTED" && duringCollected.isEmpty()) {
                    const QJsonObject wallet = walletIn(slow.http(), u"KES"_qs);
                    if (stateCode(slow.http().get(u"/payins/"_qs + id).data()) == u"COLLECTED")
                        duringCollected = wallet;
                }
                return state == u"SETTLED";
            },
            15000);
        QCOMPARE(state, u"SETTLED"_qs);
        QVERIFY2(!duringCollected.isEmpty(), "the payin was never seen COLLECTED");
        QCOMPARE(duringCollected.value(u"balance").toString(), u"1250.50"_qs);
        QCOMPARE(duringCollected.value(u"available").toString(), u"1000.00"_qs);
        const QJsonObject settled = walletIn(slow.http(), u"KES"_qs);
        QCOMPARE(settled.value(u"balance").toString(), u"1250.50"_qs);
        QCOMPARE(settled.value(u"available").toString(), u"1250.50"_qs);
    }

    void payinFails_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("context");
        QTest::newRow("000100") << u"+254712000100"_qs << u"PAYMENT_ACCOUNT_INSUFFICIENT_BALANCE"_qs;
        QTest::newRow("000101") << u"+254712000101"_qs << u"PAYMENT_ACCOUNT_HOLDER_REJECTED"_qs;
        QTest::newRow("000102") << u"+254712000102"_qs << u"EXPIRED"_qs;
        QTest::newRow("000103, no context") << u"+254712000103"_qs << QString();
    }

    void payinFails()
    {
        QFETCH(QString, number);
        QFETCH(QString, context);
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        sandbox.createWallet(u"KES"_qs, u"10.00"_qs);
        const HttpResult created
            = sandbox.http().post(u"/payins"_qs, payinBody(number), HttpClient::newKey());
        QCOMPARE(created.status, 202);
        QCOMPARE(stateCode(created.data()), u"PENDING"_qs);
        const QString path = u"/payins/"_qs + created.data().value(u"id").toString();
        const QJsonObject failed = sandbox.waitForState(path, u"FAILED"_qs);
        QCOMPARE(stateCode(failed), u"FAILED"_qs);
        QCOMPARE(stateContext(failed), context);
        const QJsonObject wallet = walletIn(sandbox.http(), u"KES"_qs);
        QCOMPARE(wallet.value(u"balance").toString(), u"10.00"_qs);
        QCOMPARE(wallet.value(u"available").toString(), u"10.00"_qs);
    }

    void payinByIdAndCustomId()
    {
        if (walletIn(http(), u"KES"_qs).isEmpty())
            m_sandbox->createWallet(u"KES"_qs, u"0"_qs);
        const HttpResult created
            = http().post(u"/payins"_qs, payinBody(u"+254712300200"_qs, u"12.00"_qs, u"order-2024_77"_qs),
                          HttpClient::newKey());
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        const HttpResult byId = http().get(u"/payins/"_qs + id);
        QCOMPARE(byId.status, 200);
        QCOMPARE(byId.data().value(u"id").toString(), id);
        QCOMPARE(byId.data().value(u"custom_id").toString(), u"order-2024_77"_qs);
        const HttpResult byCustomId = http().get(u"/payins/order-2024_77"_qs);
        QCOMPARE(byCustomId.status, 200);
        QCOMPARE(byCustomId.data().value(u"id").toString(), id);
        // Same fields in the create and the get answers.
        QStringList createdKeys = created.data().keys(), gotKeys = byId.data().keys();
        createdKeys.sort();
        gotKeys.sort();
        QCOMPARE(gotKeys, createdKeys);
    }

    void payinNotFound_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("unknown id") << u"pyn-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs;
        QTest::newRow("unknown custom id") << u"no-such-order"_qs;
    }

    void payinNotFound()
    {
        QFETCH(QString, id);
        PAYDESK_VERIFY_ERROR(http().get(u"/payins/"_qs + id), 404, u"NOT_FOUND"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSandboxResources)
#include "tst_sandbox_resources.moc"
