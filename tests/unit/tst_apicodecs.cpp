// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON codecs of the API client: each resource read from the service's JSON, unknown fields
// ignored, missing and mistyped fields reported by path, malformed amounts refused; the error
// body, Retry-After, user messages, base URL policy and backoff bounds.
#include "api/ApiClient.h"
#include "api/ReplyParser.h"
#include "api/ResourceCodecs.h"
#include "domain/SpecTables.h"
#include "models/PaymentAccountsModel.h"

#include <QJsonDocument>
#include <QTest>

using namespace paydesk;
using namespace paydesk::api;

namespace {

// JSON written with ' for " (moc cannot read raw string literals).
QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json).replace('\'', '"'), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

template<typename T> std::pair<T, JsonReader> decode(const char *json)
{
    JsonReader reader;
    T value = codec::decodeData<T>(reader, parse(json));
    return {value, reader};
}

const char kPayout[]
    = "{'data': {'id': 'pyt-1', 'amount': {'currency': 'KES', 'value': '1500.50'},"
      "'created_at': '2024-03-01T10:00:00.000Z', 'custom_id': 'inv-7', 'payment_account_id': 'pac-9',"
      "'wallet_id': 'wlt-1', 'purpose': 'SALARY_AND_WAGES', 'on_behalf_of': ['Acme Ltd'],"
      "'sender': {'name': 'Acme Ltd', 'type': 'BUSINESS'}, 'receipt': 'QX12',"
      "'state': {'code': 'SENT', 'context': 'X', 'since': 'later'}, 'future_field': {'a': [1, 2]}}}";

} // namespace

class TestApiCodecs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bankIgnoresUnknownFields()
    {
        auto [bank, r]
            = decode<Bank>("{'data': {'id': 'bnk-1', 'name': 'KCB', 'country': 'KE', 'swift': 'X'}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(bank.id, u"bnk-1"_qs);
        QCOMPARE(bank.name, u"KCB"_qs);
        QCOMPARE(bank.country, u"KE"_qs);
    }

    void bankMissingFieldNamed()
    {
        auto [bank, r] = decode<Bank>("{'data': {'id': 'bnk-1', 'country': 'KE'}}");
        QVERIFY(!r.isOk());
        QVERIFY(r.problems().contains(u"data.name"_qs));
        QCOMPARE(r.firstProblem(), u"missing field data.name"_qs);
        const ApiError error = r.toError();
        QCOMPARE(error.kind(), ApiError::Kind::Decode);
        QVERIFY(error.fieldErrors().contains(u"data.name"_qs));
        QVERIFY(error.userMessage().contains(u"data.name"));
    }

    void mistypedFieldNamed()
    {
        auto [bank, r] = decode<Bank>("{'data': {'id': 42, 'name': 'KCB', 'country': 'KE'}}");
        QVERIFY(!r.isOk());
        QCOMPARE(r.firstProblem(), u"field data.id must be a string"_qs);
    }

    void missingEnvelope()
    {
        auto [bank, r] = decode<Bank>("{'id': 'bnk-1'}");
        QCOMPARE(r.firstProblem(), u"missing field data"_qs);
    }

    void walletAmountsExact()
    {
        auto [w, r] = decode<Wallet>(
            "{'data': {'id': 'wlt-1', 'currency': 'KES', 'available': '1000.05', 'balance': '1200.00'}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(w.available, Money::fromMinorUnits(100005, u"KES"));
        QCOMPARE(w.balance, Money::fromMinorUnits(120000, u"KES"));
    }

    void walletMalformedAmount_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("too many decimals") << u"10.005"_qs;
        QTest::newRow("exponent") << u"1e3"_qs;
        QTest::newRow("grouped") << u"1,000.00"_qs;
        QTest::newRow("empty") << QString();
    }
    void walletMalformedAmount()
    {
        QFETCH(QString, value);
        QJsonObject data {{u"id"_qs, u"wlt-1"_qs},
                          {u"currency"_qs, u"KES"_qs},
                          {u"available"_qs, value},
                          {u"balance"_qs, u"1.00"_qs}};
        JsonReader r;
        codec::decodeData<Wallet>(r, QJsonObject {{u"data"_qs, data}});
        QVERIFY(!r.isOk());
        QVERIFY2(r.problems().contains(u"data.available"_qs), qPrintable(r.firstProblem()));
        QVERIFY(!r.problems().contains(u"data.balance"_qs));
    }

    void payoutFull()
    {
        auto [p, r] = decode<Payout>(kPayout);
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(p.id, u"pyt-1"_qs);
        QCOMPARE(p.amount, Money::fromMinorUnits(150050, u"KES"));
        QCOMPARE(p.state.code, u"SENT"_qs);
        QCOMPARE(p.state.context, u"X"_qs);
        QCOMPARE(p.receipt, u"QX12"_qs);
        QCOMPARE(p.customId, u"inv-7"_qs);
        QCOMPARE(p.onBehalfOf, QStringList {u"Acme Ltd"_qs});
        QCOMPARE(p.sender.value(u"type"_qs).toString(), u"BUSINESS"_qs);
        QCOMPARE(p.createdAt, QDateTime(QDate(2024, 3, 1), QTime(10, 0), Qt::UTC));
    }

    void payoutOptionalFieldsAbsent()
    {
        auto [p, r] = decode<Payout>(
            "{'data': {'id': 'pyt-1', 'amount': {'currency': 'UGX', 'value': '1500'},"
            "'created_at': '2024-03-01T10:00:00Z', 'state': {'code': 'PENDING'}, 'receipt': null}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QVERIFY(p.receipt.isEmpty());
        QVERIFY(p.state.context.isEmpty());
        QCOMPARE(p.amount.minorUnits(), 1500);
    }

    void payoutProblemsByPath()
    {
        auto [p, r] = decode<Payout>(
            "{'data': {'id': 'pyt-1', 'amount': {'currency': 'KES'},"
            "'created_at': 'yesterday', 'state': {'context': 'X'}, 'on_behalf_of': 'Acme'}}");
        QVERIFY(r.problems().contains(u"data.amount.value"_qs));
        QVERIFY(r.problems().contains(u"data.created_at"_qs));
        QVERIFY(r.problems().contains(u"data.state.code"_qs));
        QVERIFY(r.problems().contains(u"data.on_behalf_of"_qs));
        QCOMPARE(r.problems().size(), 4);
    }

    void payoutUnknownCurrency()
    {
        auto [p, r] = decode<Payout>("{'data': {'id': 'pyt-1', 'amount': {'currency': 'XXX', 'value': '1'},"
                                     "'created_at': '2024-03-01T10:00:00Z', 'state': {'code': 'PENDING'}}}");
        QVERIFY2(r.problems().contains(u"data.amount.currency"_qs), qPrintable(r.firstProblem()));
        QVERIFY(!p.amount.isValid());
    }

    // An amount that is not an amount is a problem naming its field, wherever it is read: none
    // is taken as "an invalid amount" without a word (as a statement line with the currency ""
    // and the value "not a number" once was).
    void amountsThatAreNotAmounts_data()
    {
        QTest::addColumn<QByteArray>("amount");
        QTest::addColumn<QString>("field");
        QTest::newRow("empty currency, not a number")
            << QByteArray("{'currency': '', 'value': 'not a number'}") << u"amount.currency"_qs;
        QTest::newRow("empty currency")
            << QByteArray("{'currency': '', 'value': '1.00'}") << u"amount.currency"_qs;
        QTest::newRow("no currency") << QByteArray("{'value': '1.00'}") << u"amount.currency"_qs;
        QTest::newRow("currency a number")
            << QByteArray("{'currency': 404, 'value': '1.00'}") << u"amount.currency"_qs;
        QTest::newRow("unknown currency")
            << QByteArray("{'currency': 'ZZZ', 'value': '1.00'}") << u"amount.currency"_qs;
        QTest::newRow("not a decimal")
            << QByteArray("{'currency': 'KES', 'value': 'not a number'}") << u"amount.value"_qs;
        QTest::newRow("no value") << QByteArray("{'currency': 'KES'}") << u"amount.value"_qs;
        QTest::newRow("a number, not a string")
            << QByteArray("{'currency': 'KES', 'value': 12}") << u"amount.value"_qs;
        QTest::newRow("too many decimals")
            << QByteArray("{'currency': 'KES', 'value': '1.005'}") << u"amount.value"_qs;
        QTest::newRow("not an object") << QByteArray("'1.00'") << u"amount"_qs;
    }

    void amountsThatAreNotAmounts()
    {
        QFETCH(QByteArray, amount);
        QFETCH(QString, field);
        const QByteArray line = "{'data': [{'id': 'stl-1', 'type': 'T', 'amount': " + amount
            + ", 'created_at': '2024-03-01T10:00:00Z'}]}";
        JsonReader reader;
        const auto page = codec::decodePage<StatementLine>(reader, parse(line.constData()));
        QVERIFY2(reader.problems().contains(u"data[0]."_qs + field), qPrintable(reader.firstProblem()));
        QVERIFY(reader.toError().isError());
        QVERIFY(page.items.isEmpty() || !page.items.first().amount.isValid());

        const QByteArray payout = "{'data': {'id': 'pyt-1', 'amount': " + amount
            + ", 'created_at': '2024-03-01T10:00:00Z', 'state': {'code': 'PENDING'}}}";
        auto [p, r] = decode<Payout>(payout.constData());
        QVERIFY2(r.problems().contains(u"data."_qs + field), qPrintable(r.firstProblem()));
    }

    void walletWithoutACurrencyIsAProblem_data()
    {
        QTest::addColumn<QByteArray>("currency");
        QTest::newRow("empty") << QByteArray("''");
        QTest::newRow("unknown") << QByteArray("'ZZZ'");
        QTest::newRow("a number") << QByteArray("7");
        QTest::newRow("null") << QByteArray("null");
    }

    void walletWithoutACurrencyIsAProblem()
    {
        QFETCH(QByteArray, currency);
        const QByteArray json = "{'data': {'id': 'wlt-1', 'currency': " + currency
            + ", 'available': 'not a number', 'balance': '1.00'}}";
        auto [w, r] = decode<Wallet>(json.constData());
        QVERIFY2(r.problems().contains(u"data.currency"_qs), qPrintable(r.firstProblem()));
        QVERIFY(!w.available.isValid());
    }

    void payoutPage()
    {
        JsonReader r;
        const Page<Payout> page = codec::decodePage<Payout>(
            r,
            parse("{'data': ["
                  "{'id': 'pyt-1', 'amount': {'currency': 'KES', 'value': '1.00'}, 'created_at': "
                  "'2024-03-01T10:00:00Z',"
                  "'state': {'code': 'SENT'}},"
                  "{'amount': {'currency': 'KES', 'value': '2.00'}, 'created_at': '2024-03-01T10:00:00Z',"
                  "'state': {'code': 'SENT'}}],"
                  "'meta': {'paging': {'cursors': {'after': 'c2VxOjE'}, 'next': 'http://x'}}}"));
        QVERIFY(page.items.isEmpty()); // an answer with a problem is an error: its items are not kept
        QCOMPARE(page.nextCursor, u"c2VxOjE"_qs);
        QCOMPARE(r.firstProblem(), u"missing field data[1].id"_qs);

        JsonReader valid;
        const Page<Payout> first = codec::decodePage<Payout>(
            valid,
            parse("{'data': [{'id': 'pyt-1', 'amount': {'currency': 'KES', 'value': '1.00'}, 'created_at': "
                  "'2024-03-01T10:00:00Z', 'state': {'code': 'SENT'}}]}"));
        QVERIFY(valid.isOk());
        QCOMPARE(first.items.size(), 1);
    }

    void largePageOfEmptyItemsIsBounded()
    {
        // 200,000 empty objects, each missing its four required fields (id, amount, state,
        // created_at): the first problems are kept by path, the items after them counted and not
        // read, and no item is held.
        const int count = 200000;
        QByteArray bytes = "{\"data\":[";
        for (int i = 0; i < count; ++i)
            bytes += i ? ",{}" : "{}";
        bytes += "]}";
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(u"data"_qs).toArray().size(), count);

        JsonReader r;
        const Page<Payout> page = codec::decodePage<Payout>(r, root);
        QVERIFY(!r.isOk());
        QCOMPARE(r.problemCount(), JsonReader::maxProblemsKept); // items 0 to 4
        QCOMPARE(r.uncheckedItems(), qsizetype(count - 5));
        QCOMPARE(r.problems().size(), JsonReader::maxProblemsKept);
        QVERIFY(r.problems().contains(u"data[0].id"_qs));
        QVERIFY(!r.problems().contains(u"data[199999].id"_qs));
        QVERIFY(page.items.isEmpty());
        QVERIFY(page.items.capacity() <= 1000);

        const ApiError error = r.toError();
        QCOMPARE(error.kind(), ApiError::Kind::Decode);
        QVERIFY(error.fieldErrors().size() <= JsonReader::maxProblemsKept);
        QVERIFY2(error.message().startsWith(u"missing field data[0].id"), qPrintable(error.message()));
        QVERIFY2(error.message().contains(u"199995 more item(s) not checked"), qPrintable(error.message()));
    }

    // A value Paydesk does not know yet (a new account type, operator or state) is kept as it is:
    // the page decodes whole, and the list shows the value as the service wrote it.
    void unknownEnumValuesKeepThePage()
    {
        JsonReader r;
        const Page<PaymentAccount> page = codec::decodePage<PaymentAccount>(
            r,
            parse("{'data': ["
                  "{'id': 'pac-1', 'type': 'NEW_TYPE', 'country': 'KE', 'holder': {'name': 'A B', 'type': "
                  "'NEW_HOLDER'}, 'new_type': {'number': '42'}},"
                  "{'id': 'pac-2', 'type': 'MOBILE_MONEY', 'country': 'KE', 'holder': {'name': 'C D'},"
                  "'mobile_money': {'number': '+254712000001', 'operator': 'NEWOP'}},"
                  "{'id': 'pac-3', 'type': 'MOBILE_MONEY', 'country': 'KE', 'holder': {'name': 'E F'},"
                  "'mobile_money': {'number': '+254712000002', 'operator': 'SAFARICOM'}}],"
                  "'meta': {'paging': {'cursors': {'after': 'c2VxOjE'}}}}"));
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(page.items.size(), 3);
        QCOMPARE(page.nextCursor, u"c2VxOjE"_qs);
        QCOMPARE(page.items[0].details.type, u"NEW_TYPE"_qs);
        QCOMPARE(page.items[0].details.holder.type, u"NEW_HOLDER"_qs);
        QCOMPARE(page.items[1].details.mobileOperator, u"NEWOP"_qs);

        using models::PaymentAccountsModel;
        PaymentAccountsModel model;
        QCOMPARE(PaymentAccountsModel::typeName(u"NEW_TYPE"_qs), u"NEW_TYPE"_qs);
        QCOMPARE(spec::describe(spec::paymentAccountTypes(), u"NEW_TYPE"), u"NEW_TYPE"_qs); // tooltip
        QCOMPARE(model.accountText(page.items[0].details), u"NEW_TYPE"_qs);
        QVERIFY2(model.accountText(page.items[1].details).endsWith(u"NEWOP"),
                 qPrintable(model.accountText(page.items[1].details)));
        QVERIFY(model.accountText(page.items[1].details).startsWith(u"+254712000001"));

        JsonReader r2;
        const Page<Payout> payouts = codec::decodePage<Payout>(
            r2,
            parse("{'data': [{'id': 'pyt-1', 'amount': {'currency': 'KES', 'value': '1.00'}, 'created_at': "
                  "'2024-03-01T10:00:00Z', 'state': {'code': 'ON_HOLD', 'context': 'NEW_CONTEXT'}}]}"));
        QVERIFY2(r2.isOk(), qPrintable(r2.firstProblem()));
        QCOMPARE(payouts.items.value(0).state.code, u"ON_HOLD"_qs);
        QCOMPARE(payouts.items.value(0).state.context, u"NEW_CONTEXT"_qs);
    }

    void lastPageHasNoCursor()
    {
        JsonReader r;
        const Page<Bank> page
            = codec::decodePage<Bank>(r, parse("{'data': [], 'meta': {'paging': {'cursors': {}}}}"));
        QVERIFY(r.isOk());
        QVERIFY(!page.hasNext());
        JsonReader r2;
        QVERIFY(!codec::decodePage<Bank>(r2, parse("{'data': []}")).hasNext());
        QVERIFY(r2.isOk());
    }

    void paymentAccount()
    {
        auto [a, r] = decode<PaymentAccount>("{'data': {'id': 'pac-1', 'country': 'KE',"
                                             "'holder': {'name': 'Jane Wanjiku', 'type': 'INDIVIDUAL'},"
                                             "'mobile_money': {'number': '+254712000001', 'operator': "
                                             "'SAFARICOM'}, 'created_at': '2024-03-01T10:00:00Z'}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(a.details.type, u"MOBILE_MONEY"_qs); // the specification's default
        QCOMPARE(a.details.mobileOperator, u"SAFARICOM"_qs);
        QCOMPARE(a.details.holder.name, u"Jane Wanjiku"_qs);

        auto [b, r2]
            = decode<PaymentAccount>("{'data': {'id': 'pac-2', 'type': 'BANK_ACCOUNT', 'country': 'NG',"
                                     "'holder': {'name': 'Ade Ola'}, 'bank_account': {'number': '0123'}}}");
        QCOMPARE(r2.firstProblem(), u"missing field data.bank_account.bank_id"_qs);
    }

    void statementReadyAndPending()
    {
        auto [s, r]
            = decode<Statement>("{'data': {'id': 'stm-1', 'wallet_id': 'wlt-1', 'state': {'code': 'READY'},"
                                "'period': {'from': '2024-01-01T00:00:00Z', 'to': '2024-02-01T00:00:00Z'},"
                                "'opening_balance': {'currency': 'KES', 'value': '10.00'},"
                                "'closing_balance': {'currency': 'KES', 'value': '-2.50'}, 'created_at': "
                                "'2024-03-01T10:00:00Z'}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(s.closingBalance, Money::fromMinorUnits(-250, u"KES"));
        QCOMPARE(s.from.date(), QDate(2024, 1, 1));

        auto [p, r2] = decode<Statement>("{'data': {'id': 'stm-2', 'state': {'code': 'PENDING'}}}");
        QVERIFY2(r2.isOk(), qPrintable(r2.firstProblem()));
        QVERIFY(!p.openingBalance.isValid());
    }

    void statementLine()
    {
        auto [l, r] = decode<StatementLine>(
            "{'data': {'id': 'stl-1', 'type': 'PAYOUT_INITIATED',"
            "'amount': {'currency': 'KES', 'value': '-250.50'}, 'balance': {'currency': 'KES', 'value': "
            "'749.50'},"
            "'created_at': '2024-03-01T10:00:00Z', 'resource': {'payout_id': 'pyt-1'}}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(l.amount, Money::fromMinorUnits(-25050, u"KES"));
        QCOMPARE(l.payoutId, u"pyt-1"_qs);

        auto [m, r2] = decode<StatementLine>("{'data': {'id': 'stl-1', 'type': 'X',"
                                             "'amount': {'currency': 'KES', 'value': 12}}}");
        QCOMPARE(r2.firstProblem(), u"field data.amount.value must be a decimal string"_qs);
    }

    void payinAndLookup()
    {
        auto [p, r] = decode<Payin>("{'data': {'id': 'pyn-1', 'amount': {'currency': 'GHS', 'value': '5.00'},"
                                    "'created_at': '2024-03-01T10:00:00Z', 'state': {'code': 'PENDING'}}}");
        QVERIFY2(r.isOk(), qPrintable(r.firstProblem()));
        QCOMPARE(p.amount.currency(), u"GHS"_qs);

        auto [l, r2] = decode<LookupResult>("{'data': {'holder': {'name': 'Amina Otieno'}}}");
        QCOMPARE(l.holderName, u"Amina Otieno"_qs);
        auto [m, r3] = decode<LookupResult>("{'data': {'holder': {}}}");
        QCOMPARE(r3.firstProblem(), u"missing field data.holder.name"_qs);
    }

    void payoutRequestJson()
    {
        PaymentAccountDetails account;
        account.country = u"KE"_qs;
        account.holder = {u"Jane Wanjiku"_qs, u"INDIVIDUAL"_qs};
        account.mobileNumber = u"+254712000001"_qs;
        account.mobileOperator = u"SAFARICOM"_qs;
        account.bankId = u"bnk-ignored"_qs;
        PayoutRequest request;
        request.amount = Money::fromMinorUnits(150, u"KES");
        request.paymentAccount = account;
        request.customId = u"c-1"_qs;
        const QJsonObject json = request.toJson();
        QCOMPARE(json.value(u"amount"_qs).toObject().value(u"value"_qs).toString(), u"1.50"_qs);
        QCOMPARE(json.value(u"payment_account"_qs)
                     .toObject()
                     .value(u"mobile_money"_qs)
                     .toObject()
                     .value(u"operator"_qs),
                 u"SAFARICOM"_qs);
        QVERIFY(!json.value(u"payment_account"_qs).toObject().contains(u"bank_account"_qs));
        QVERIFY(!json.contains(u"payment_account_id"_qs));
        QVERIFY(!json.contains(u"wallet_id"_qs));
    }

    void errorBody()
    {
        const ApiError e = ReplyParser::errorFromBody(
            422,
            QByteArray(
                "{'code': 'VALIDATION_FAILED', 'message': 'bad', 'errors': {'fields': {'amount.value': "
                "['must be positive']}}}")
                .replace('\'', '"'),
            "application/json", {});
        QCOMPARE(e.kind(), ApiError::Kind::Http);
        QCOMPARE(e.code(), u"VALIDATION_FAILED"_qs);
        QCOMPARE(e.fieldErrors().value(u"amount.value"_qs), QStringList {u"must be positive"_qs});
        QVERIFY(e.userMessage().contains(u"amount.value: must be positive"));

        const ApiError scopes
            = ReplyParser::errorFromBody(403,
                                         QByteArray("{'code': 'INSUFFICIENT_SCOPE', 'message': 'm', "
                                                    "'errors': {'required_scopes': ['payout:write']}}")
                                             .replace('\'', '"'),
                                         "application/json", {});
        QCOMPARE(scopes.requiredScopes(), QStringList {u"payout:write"_qs});
        QVERIFY2(scopes.userMessage().contains(u"payout:write"), qPrintable(scopes.userMessage()));

        const ApiError html = ReplyParser::errorFromBody(
            502, "<html><head><title>502 Bad Gateway</title></head></html>", "text/html", u"Bad Gateway"_qs);
        QCOMPARE(html.httpStatus(), 502);
        QVERIFY(html.code().isEmpty());
        QVERIFY2(html.message().contains(u"502 Bad Gateway"), qPrintable(html.message()));
        QVERIFY(html.isTransient());
    }

    void userMessages()
    {
        QCOMPARE(ApiError::http(401, u"UNAUTHENTICATED"_qs, {}).userMessage(),
                 u"The API key was refused."_qs);
        QVERIFY(!ApiError::http(409, u"IDEMPOTENCY_RACE"_qs, {}).isTransient());
        QVERIFY(ApiError::http(402, {}, {}).userMessage().contains(u"funds"));
        QVERIFY(ApiError::http(418, u"TEAPOT"_qs, u"short and stout"_qs).userMessage().contains(u"TEAPOT"));
        ApiError limited = ApiError::http(429, u"RATE_LIMITED"_qs, {});
        limited.setRetryAfter(std::chrono::seconds(7));
        QVERIFY(limited.userMessage().contains(u"7"));
        for (auto kind :
             {ApiError::Kind::Network, ApiError::Kind::Timeout, ApiError::Kind::Tls, ApiError::Kind::Decode})
            QVERIFY(!ApiError(kind, u"x"_qs).userMessage().isEmpty());
    }

    // The provider's codes read well, each with its remedy; a code Paydesk does not know is shown
    // as it is, beside the sentence of its status.
    void serviceCodes()
    {
        const ApiError notFound = ApiError::http(404, u"NOT_FOUND"_qs, u"No payout with id pyt-9."_qs);
        QCOMPARE(notFound.userMessage(),
                 u"The payment service has no such record: No payout with id pyt-9."_qs);
        QCOMPARE(notFound.remedy(), Remedy::None);

        const ApiError internal = ApiError::http(500, u"INTERNAL_SERVER_ERROR"_qs, u"boom"_qs);
        QCOMPARE(internal.userMessage(),
                 u"The payment service had an internal error. Try again in a few minutes."_qs);
        QCOMPARE(internal.remedy(), Remedy::ContactSupport);

        const ApiError bank = ApiError::http(503, u"PAYOUT_BANK_TEMPORARILY_UNAVAILABLE"_qs, u"x"_qs);
        QVERIFY2(bank.userMessage().contains(u"temporarily unavailable"), qPrintable(bank.userMessage()));
        QVERIFY(!bank.userMessage().contains(u"PAYOUT_BANK"));
        QCOMPARE(bank.remedy(), Remedy::RetryLater);

        for (const char *code :
             {"NOT_FOUND", "INTERNAL_SERVER_ERROR", "PAYOUT_BANK_TEMPORARILY_UNAVAILABLE",
              "PAYOUT_MOBILE_MONEY_TEMPORARILY_UNAVAILABLE", "PAYOUT_ALIAS_NETWORK_TEMPORARILY_UNAVAILABLE",
              "IDEMPOTENCY_KEY_ALREADY_USED", "IDEMPOTENCY_RACE"}) {
            const QString c = QString::fromLatin1(code);
            QVERIFY2(spec::contains(spec::errorCodes(), c), code);
            QVERIFY2(spec::describe(spec::errorCodes(), c) != c, code);
        }

        const ApiError unknown500 = ApiError::http(500, u"DATABASE_ON_FIRE"_qs, u"x"_qs);
        QVERIFY(!unknown500.isKnownCode());
        QVERIFY2(unknown500.userMessage().contains(u"internal error"), qPrintable(unknown500.userMessage()));
        QVERIFY2(unknown500.userMessage().contains(u"DATABASE_ON_FIRE"),
                 qPrintable(unknown500.userMessage()));
        const ApiError unknown404 = ApiError::http(404, u"PAYOUT_NOT_FOUND"_qs, u"No payout"_qs);
        QVERIFY2(unknown404.userMessage().contains(u"PAYOUT_NOT_FOUND"),
                 qPrintable(unknown404.userMessage()));
        QVERIFY2(unknown404.userMessage().contains(u"404"), qPrintable(unknown404.userMessage()));
        const ApiError unknown409 = ApiError::http(409, u"NEW_CONFLICT"_qs, u"later"_qs);
        QVERIFY2(unknown409.userMessage().contains(u"NEW_CONFLICT"), qPrintable(unknown409.userMessage()));
        const ApiError unknown503 = ApiError::http(503, u"PAYOUT_CARD_TEMPORARILY_UNAVAILABLE"_qs, u"x"_qs);
        QVERIFY2(unknown503.userMessage().contains(u"PAYOUT_CARD_TEMPORARILY_UNAVAILABLE"),
                 qPrintable(unknown503.userMessage()));
        QCOMPARE(unknown503.remedy(), Remedy::RetryLater);
    }

    // A service that refuses a completed key: not a failure for a person.
    void idempotencyKeyAlreadyUsed()
    {
        const ApiError used = ApiError::http(409, u"IDEMPOTENCY_KEY_ALREADY_USED"_qs, u"used"_qs);
        QVERIFY(used.isIdempotencyKeyAlreadyUsed());
        QCOMPARE(used.remedy(), Remedy::None);
        QVERIFY(!used.isTransient());
        QVERIFY2(used.userMessage().contains(u"already accepted"), qPrintable(used.userMessage()));
        QVERIFY(!ApiError::http(409, u"IDEMPOTENCY_RACE"_qs, {}).isIdempotencyKeyAlreadyUsed());
        QVERIFY(!ApiError::http(422, u"IDEMPOTENCY_KEY_ALREADY_USED"_qs, {}).isIdempotencyKeyAlreadyUsed());
        ApiResult result = ApiResult::failure(used);
        QVERIFY(result.isAcceptedBefore());
        QVERIFY(!ApiResult::failure(ApiError::http(409, u"IDEMPOTENCY_RACE"_qs, {})).isAcceptedBefore());
    }

    void remedies_data()
    {
        QTest::addColumn<ApiError>("error");
        QTest::addColumn<Remedy>("remedy");
        using Kind = ApiError::Kind;
        QTest::newRow("none") << ApiError() << Remedy::None;
        QTest::newRow("tls") << ApiError(Kind::Tls, u"x"_qs) << Remedy::None;
        QTest::newRow("network") << ApiError(Kind::Network, u"x"_qs) << Remedy::RetryLater;
        QTest::newRow("timeout") << ApiError(Kind::Timeout, u"x"_qs) << Remedy::RetryLater;
        QTest::newRow("decode") << ApiError(Kind::Decode, u"x"_qs) << Remedy::ContactSupport;
        QTest::newRow("refused") << ApiError(Kind::Refused, u"x"_qs) << Remedy::None;
        QTest::newRow("refused address")
            << ApiError::refused(u"x"_qs, Remedy::OpenSettings) << Remedy::OpenSettings;
        const QList<std::pair<int, Remedy>> statuses {
            {400, Remedy::None},       {401, Remedy::CheckKey},   {402, Remedy::None},
            {403, Remedy::CheckKey},   {404, Remedy::None},       {409, Remedy::None},
            {422, Remedy::None},       {429, Remedy::RetryLater}, {500, Remedy::ContactSupport},
            {502, Remedy::RetryLater}, {503, Remedy::RetryLater}, {504, Remedy::RetryLater},
        };
        for (const auto &[status, remedy] : statuses)
            QTest::addRow("HTTP %d", status) << ApiError::http(status, {}, {}) << remedy;
    }
    void remedies()
    {
        QFETCH(ApiError, error);
        QFETCH(Remedy, remedy);
        QCOMPARE(error.remedy(), remedy);
        // The words of the remedy are the front end's: no message of the core sends a person to
        // a place of the window.
        QVERIFY2(!error.userMessage().contains(u"Settings"), qPrintable(error.userMessage()));
    }

    void retryAfter()
    {
        QCOMPARE(ReplyParser::parseRetryAfter("3"), std::optional(std::chrono::seconds(3)));
        QVERIFY(!ReplyParser::parseRetryAfter("").has_value());
        QVERIFY(!ReplyParser::parseRetryAfter("soon").has_value());
        QCOMPARE(ReplyParser::parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT"),
                 std::optional(std::chrono::seconds(0)));
        QVERIFY(!ReplyParser::parseRetryAfter("-5").has_value());
    }

    void retryAfterTooLongToCount()
    {
        // Too many digits for any number: longer than any wait, not absent.
        QCOMPARE(ReplyParser::parseRetryAfter("99999999999999999999"),
                 std::optional(ApiError::retryAfterTooLong));
        QCOMPARE(ReplyParser::parseRetryAfter(" 99999999999999999999 "),
                 std::optional(ApiError::retryAfterTooLong));
        QVERIFY(!ReplyParser::parseRetryAfter("9999999999999999999x").has_value());

        for (const int status : {429, 503}) {
            ApiError error = ApiError::http(status, {}, u"slow down"_qs);
            error.setRetryAfter(ApiError::retryAfterTooLong);
            QVERIFY2(error.userMessage().contains(u"longer than Paydesk waits"),
                     qPrintable(error.userMessage()));
            QCOMPARE(error.remedy(), Remedy::RetryLater);
            // Countable but beyond an int of seconds: said the same way, not as a negative number.
            error.setRetryAfter(std::chrono::seconds(9999999999LL));
            QVERIFY2(error.userMessage().contains(u"longer than Paydesk waits"),
                     qPrintable(error.userMessage()));
        }
    }

    void baseUrlPolicy_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("https") << u"https://api.example.com/v1"_qs << true;
        QTest::newRow("http remote") << u"http://api.example.com/v1"_qs << false;
        QTest::newRow("http 127.0.0.1") << u"http://127.0.0.1:8080/v1"_qs << true;
        QTest::newRow("http 127.1.2.3") << u"http://127.1.2.3/v1"_qs << true;
        QTest::newRow("http ::1") << u"http://[::1]:8080/v1"_qs << true;
        QTest::newRow("http localhost") << u"http://LocalHost/v1"_qs << true;
        QTest::newRow("http localhost.evil") << u"http://localhost.evil.com/v1"_qs << false;
        QTest::newRow("http 10.0.0.1") << u"http://10.0.0.1/v1"_qs << false;
        QTest::newRow("ftp") << u"ftp://127.0.0.1/v1"_qs << false;
        QTest::newRow("empty") << QString() << false;
    }
    void baseUrlPolicy()
    {
        QFETCH(QString, url);
        QFETCH(bool, accepted);
        QString why;
        QCOMPARE(ApiClient::isAcceptableBaseUrl(QUrl(url), &why), accepted);
        QCOMPARE(why.isEmpty(), accepted);
    }

    void backoffBounds()
    {
        RetryPolicy p;
        p.baseDelay = std::chrono::milliseconds(100);
        p.maxDelay = std::chrono::milliseconds(1000);
        bool sawNonZero = false;
        for (int i = 0; i < 200; ++i) {
            QVERIFY(p.backoff(1).count() <= 100);
            QVERIFY(p.backoff(3).count() <= 400);
            QVERIFY(p.backoff(20).count() <= 1000);
            sawNonZero = sawNonZero || p.backoff(3).count() > 0;
        }
        QVERIFY(sawNonZero);
        QCOMPARE(RetryPolicy::none().backoff(1).count(), 0);
    }

    void userAgent() { QCOMPARE(ApiClient::userAgent(), QByteArray("Paydesk/" PAYDESK_VERSION)); }
};

QTEST_APPLESS_MAIN(TestApiCodecs)
#include "tst_apicodecs.moc"
