// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox's request validation (RequestValidator) and its exact amounts (Amount): every rule
// of payment-service-api.md and decisions.md, valid and invalid, by the field paths reported.
#include "Amount.h"
#include "RequestValidator.h"

#include <QHash>
#include <QJsonDocument>
#include <QTest>

using namespace paydesk::sandbox;

namespace {

// JSON text written with ' for " (a JSON string holds an apostrophe as \u0027).
QByteArray json(const QByteArray &text)
{
    return QByteArray(text).replace('\'', '"');
}

QJsonObject object(const QByteArray &text)
{
    const QJsonDocument document = QJsonDocument::fromJson(json(text));
    Q_ASSERT(document.isObject());
    return document.object();
}

// RFC 7396 JSON merge patch: null removes a member, an object merges, anything else replaces.
QJsonObject patched(QJsonObject target, const QJsonObject &patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it->isNull())
            target.remove(it.key());
        else if (it->isObject())
            target.insert(it.key(), patched(target.value(it.key()).toObject(), it->toObject()));
        else
            target.insert(it.key(), *it);
    }
    return target;
}

QJsonObject patched(const QJsonObject &target, const QByteArray &patch)
{
    return patched(target, object(patch));
}

// One row of a data-driven test: the base request changed by `patch` (a merge patch, with ' for
// "), the failing paths expected (space-separated) and a message expected on the first of them.
struct Variant
{
    const char *name;
    const char *patch;
    const char *expected;
    const char *message = "";
};

void addVariants(const QJsonObject &base, std::initializer_list<Variant> variants)
{
    for (const Variant &v : variants)
        QTest::newRow(v.name) << patched(base, object(v.patch))
                              << QString::fromLatin1(v.expected).split(u' ', Qt::SkipEmptyParts)
                              << QString::fromUtf8(v.message);
}

template<typename... Paths> QStringList paths(const Paths &...p)
{
    return QStringList {QString::fromLatin1(p)...};
}

// The service's state as the validator sees it.
ValidationContext context()
{
    static const QHash<QString, QString> banks {{u"bnk-ke1"_qs, u"KE"_qs},
                                                {u"bnk-ug1"_qs, u"UG"_qs},
                                                {u"bnk-rw1"_qs, u"RW"_qs},
                                                {u"bnk-ng1"_qs, u"NG"_qs}};
    const auto mobileMoney = [](const char *country, const char *op) {
        return QJsonObject {{u"type"_qs, u"MOBILE_MONEY"_qs},
                            {u"country"_qs, QString::fromLatin1(country)},
                            {u"mobile_money"_qs, QJsonObject {{u"operator"_qs, QString::fromLatin1(op)}}}};
    };
    const auto bankAccount = [](const char *country) {
        return QJsonObject {{u"type"_qs, u"BANK_ACCOUNT"_qs}, {u"country"_qs, QString::fromLatin1(country)}};
    };
    static const QHash<QString, QJsonObject> accounts {
        {u"pac-ke1"_qs, mobileMoney("KE", "SAFARICOM")},
        {u"pac-gh1"_qs, mobileMoney("GH", "MTN")},
        {u"pac-tz1"_qs, mobileMoney("TZ", "VODACOM")},
        {u"pac-kebank"_qs, bankAccount("KE")},
        {u"pac-rwmtn"_qs, mobileMoney("RW", "MTN")},
        {u"pac-rwairtel"_qs, mobileMoney("RW", "AIRTEL")},
        {u"pac-rwbank"_qs, bankAccount("RW")},
        {u"pac-ngbank"_qs, bankAccount("NG")},
        {u"pac-in1"_qs, QJsonObject {{u"type"_qs, u"ALIAS"_qs}, {u"country"_qs, u"IN"_qs}}},
    };
    static const QHash<QString, QString> wallets {{u"wlt-kes"_qs, u"KES"_qs}, {u"wlt-ugx"_qs, u"UGX"_qs},
                                                  {u"wlt-ghs"_qs, u"GHS"_qs}, {u"wlt-rwf"_qs, u"RWF"_qs},
                                                  {u"wlt-ngn"_qs, u"NGN"_qs}, {u"wlt-inr"_qs, u"INR"_qs}};
    ValidationContext ctx;
    ctx.bankCountry = [](const QString &id) { return banks.value(id); };
    ctx.paymentAccountCountry
        = [](const QString &id) { return accounts.value(id).value(u"country").toString(); };
    ctx.paymentAccount = [](const QString &id) { return accounts.value(id); };
    ctx.walletCurrency = [](const QString &id) { return wallets.value(id); };
    ctx.hasWalletInCurrency = [](const QString &currency) { return wallets.key(currency).size() > 0; };
    ctx.payoutCustomIdTaken = [](const QString &id) { return id == u"taken-1"; };
    ctx.payinCustomIdTaken = [](const QString &id) { return id == u"taken-payin"; };
    ctx.today = QDate(2026, 3, 15);
    return ctx;
}

// A sender that meets the requirements of every country for a BUSINESS sender.
const char kSenderBusiness[] = "{'name': 'Acme Ltd', 'type': 'BUSINESS',"
                               "'address': {'city': 'Nairobi', 'country': 'KE', 'line_1': '1 Moi Avenue',"
                               "'postal_code': '00100'}}";

const char kMobileKe[] = "{'type': 'MOBILE_MONEY', 'country': 'KE',"
                         "'holder': {'name': 'Jane Wanjiru', 'type': 'INDIVIDUAL'},"
                         "'mobile_money': {'number': '+254700000001', 'operator': 'SAFARICOM'}}";
const char kMobileGh[] = "{'type': 'MOBILE_MONEY', 'country': 'GH',"
                         "'holder': {'name': 'Kofi Mensah', 'type': 'INDIVIDUAL'},"
                         "'mobile_money': {'number': '+233240000001', 'operator': 'MTN'}}";
const char kBankUg[] = "{'type': 'BANK_ACCOUNT', 'country': 'UG',"
                       "'holder': {'name': 'Acme Traders', 'type': 'BUSINESS'},"
                       "'bank_account': {'bank_id': 'bnk-ug1', 'number': '0123456789'}}";
const char kRouteIn[] = "{'type': 'BANK_ACCOUNT_ROUTE', 'country': 'IN',"
                        "'holder': {'name': 'Asha Kumari', 'type': 'INDIVIDUAL'},"
                        "'bank_account_route': {'code': 'HDFC0001234', 'number': '50100012345678'}}";
const char kAliasIn[] = "{'type': 'ALIAS', 'country': 'IN',"
                        "'holder': {'name': 'Asha Kumari', 'type': 'INDIVIDUAL'},"
                        "'alias': {'network': 'UPI', 'identifier': 'asha.k@okicici'}}";
const char kPayout[] = "{'amount': {'currency': 'KES', 'value': '1500.00'},"
                       "'payment_account_id': 'pac-ke1', 'wallet_id': 'wlt-kes', 'custom_id': 'inv-2026_001',"
                       "'on_behalf_of': ['Acme Ltd'], 'purpose': 'SALARY_AND_WAGES',"
                       "'sender': {'name': 'Acme Ltd', 'type': 'BUSINESS',"
                       "    'address': {'city': 'London', 'country': 'GB', 'line_1': '1 High Street', "
                       "'postal_code': 'SW1A 1AA'},"
                       "    'individual': {'dob': '1990-05-01', 'identity_document': {'country': 'GB', "
                       "'expires_on': '2030-01-01',"
                       "    'number': '123456789', 'type': 'PASSPORT', 'issued_on': '2020-01-01'}}}}";
const char kPayin[] = "{'amount': {'currency': 'KES', 'value': '250.00'},"
                      "'payment_account_id': 'pac-ke1', 'wallet_id': 'wlt-kes', 'custom_id': 'col-1'}";
const char kStatement[] = "{'wallet_id': 'wlt-kes', 'period': {'from': '2026-01-01', 'to': '2026-02-01'}}";

// The reported paths are exactly `expected`, and `message` (when given) is among the messages of
// the first of them.
void checkErrors(const FieldErrors &errors, QStringList expected, const QString &message)
{
    QStringList actual = errors.paths();
    actual.sort();
    const QByteArray report = QJsonDocument(errors.toJson()).toJson(QJsonDocument::Compact);
    expected.sort();
    QVERIFY2(actual == expected, report.constData());
    if (!message.isEmpty())
        QVERIFY2(errors.messages(expected.first()).contains(message), report.constData());
}

} // namespace

class TestRequestValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void amountParse_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("minor");
        QTest::addColumn<QString>("why");
        const auto ok = [](const char *name, const char *value, const char *currency, qint64 minor) {
            QTest::newRow(name) << QString::fromUtf8(value) << QString::fromLatin1(currency) << true << minor
                                << QString();
        };
        const auto bad = [](const char *name, const char *value, const char *currency, const char *why) {
            QTest::newRow(name) << QString::fromUtf8(value) << QString::fromLatin1(currency) << false
                                << qint64(0) << QString::fromLatin1(why);
        };
        ok("two decimals", "1500.50", "KES", 150050);
        ok("one decimal", "1500.5", "KES", 150050);
        ok("no decimals", "1500", "KES", 150000);
        ok("one cent", "0.01", "KES", 1);
        ok("negative", "-3.50", "KES", -350);
        ok("leading zeros", "007", "KES", 700);
        ok("many leading zeros", "00000000000000000000001.5", "KES", 150);
        ok("zero-decimal currency", "2000", "UGX", 2000);
        ok("largest", "1000000000000000", "KES", Q_INT64_C(100000000000000000));
        ok("most negative", "-1000000000000000.00", "KES", Q_INT64_C(-100000000000000000));
        bad("decimals for UGX", "2000.0", "UGX", "must have no decimals for UGX");
        bad("point without decimals UGX", "2000.", "UGX", "whole number");
        bad("three decimals for KES", "1.005", "KES", "must have at most 2 decimals for KES");
        bad("trailing zero beyond minor units", "1.000", "KES", "at most 2 decimals");
        bad("just beyond the largest", "1000000000000000.01", "KES", "must not exceed");
        bad("beyond the largest UGX", "1000000000000001", "UGX", "must not exceed");
        bad("would overflow", "99999999999999999999999999", "KES", "must not exceed");
        bad("empty", "", "KES", "decimal number");
        bad("minus only", "-", "KES", "decimal number");
        bad("no integer part", ".5", "KES", "decimal number");
        bad("no fraction digits", "5.", "KES", "decimal number");
        bad("plus sign", "+5", "KES", "decimal number");
        bad("exponent", "1e3", "KES", "decimal number");
        bad("grouping comma", "1,000", "KES", "decimal number");
        bad("grouping space", "1 000", "KES", "decimal number");
        bad("leading space", " 1", "KES", "decimal number");
        bad("trailing newline", "1\n", "KES", "decimal number");
        bad("hexadecimal", "0x1F", "KES", "decimal number");
        bad("arabic-indic digits", "١٢", "KES", "decimal number");
        bad("fullwidth digits", "１２", "KES", "decimal number");
        bad("double minus", "--1", "KES", "decimal number");
        bad("two points", "1.2.3", "KES", "decimal number");
        bad("NaN", "NaN", "KES", "decimal number");
        bad("unknown currency", "10", "JPY", "known currency");
    }
    void amountParse()
    {
        QFETCH(QString, value);
        QFETCH(QString, currency);
        QFETCH(bool, ok);
        QFETCH(qint64, minor);
        QFETCH(QString, why);
        QString reason;
        const std::optional<Amount> amount = Amount::parse(value, currency, &reason);
        QCOMPARE(amount.has_value(), ok);
        if (ok) {
            QCOMPARE(amount->minor, minor);
            QCOMPARE(amount->currency, currency);
            QCOMPARE(Amount::parse(amount->toWire(), currency, nullptr)->minor, minor); // round trip
        } else {
            QVERIFY2(reason.contains(why), qPrintable(reason));
        }
    }
    void amountToWire_data()
    {
        QTest::addColumn<qint64>("minor");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("wire");
        QTest::newRow("KES") << qint64(150050) << u"KES"_qs << u"1500.50"_qs;
        QTest::newRow("negative") << qint64(-350) << u"KES"_qs << u"-3.50"_qs;
        QTest::newRow("cents only") << qint64(5) << u"KES"_qs << u"0.05"_qs;
        QTest::newRow("minus one cent") << qint64(-1) << u"KES"_qs << u"-0.01"_qs;
        QTest::newRow("zero") << qint64(0) << u"KES"_qs << u"0.00"_qs;
        QTest::newRow("UGX") << qint64(2000) << u"UGX"_qs << u"2000"_qs;
        QTest::newRow("XOF negative") << qint64(-2000) << u"XOF"_qs << u"-2000"_qs;
        QTest::newRow("largest") << Q_INT64_C(100000000000000000) << u"KES"_qs << u"1000000000000000.00"_qs;
    }
    void amountToWire()
    {
        QFETCH(qint64, minor);
        QFETCH(QString, currency);
        QFETCH(QString, wire);
        QCOMPARE((Amount {minor, currency}.toWire()), wire);
    }
    void amountMinorUnits()
    {
        QCOMPARE(Amount::minorUnits(u"KES"_qs), 2);
        QCOMPARE(Amount::minorUnits(u"UGX"_qs), 0);
        QCOMPARE(Amount::minorUnits(u"RWF"_qs), 0);
        QCOMPARE(Amount::minorUnits(u"JPY"_qs), -1);
        QCOMPARE(Amount::minorUnits(QString()), -1);
    }

    void holderName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        const auto row
            = [](const char *name, bool valid) { QTest::newRow(name) << QString::fromUtf8(name) << valid; };
        for (const char *name : {"Jane", "Jane Wanjiru", "O'Brien", "Jean-Luc Picard", "Zoë Ndéné", "张伟",
                                 "محمد علي", "Jane  Doe", "Jane\tDoe", "Jane ", "Acme Traders Ltd"})
            row(name, true);
        QTest::newRow("combining accent") << u"Jose\u0301"_qs << true;
        for (const char *name : {"", " ", " Jane", "Jane1", "Jane.Doe", "Acme & Co", "Jane 😀"})
            row(name, false);
        QTest::newRow("newline then digit") << u"Jane\nDoe1"_qs << false;
        QTest::newRow("unpaired surrogate") << QString(QChar(0xD800)) << false;
    }
    void holderName()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(RequestValidator::isValidHolderName(name), valid);
    }
    void holderNameAdversarialInputs()
    {
        // Inputs that make (?:[\p{L}'-]+\s*)+$ backtrack exponentially; here they return at once.
        QVERIFY(!RequestValidator::isValidHolderName(QString(5000, u'a') + u'1'));
        QVERIFY(!RequestValidator::isValidHolderName(u"a "_qs.repeated(2500) + u'1'));
        QVERIFY(RequestValidator::isValidHolderName(u"a "_qs.repeated(2500)));
        FieldErrors errors;
        const QJsonObject account
            = patched(object(kMobileKe), "{'holder': {'name': '" + QByteArray(199, 'a') + "1'}}");
        RequestValidator(context()).paymentAccount(account, QString(), errors);
        checkErrors(errors, paths("holder.name"), {});
    }

    void paymentAccount_data()
    {
        QTest::addColumn<QJsonObject>("account");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message");
        const QJsonObject mobile = object(kMobileKe);
        QTest::newRow("empty object")
            << QJsonObject() << paths("type", "country", "holder") << u"is required"_qs;
        QTest::newRow("name of 200") << patched(mobile,
                                                "{'holder': {'name': '" + QByteArray(200, 'a') + "'}}")
                                     << QStringList() << QString();
        QTest::newRow("name of 201") << patched(mobile,
                                                "{'holder': {'name': '" + QByteArray(201, 'a') + "'}}")
                                     << paths("holder.name") << u"must be at most 200 characters"_qs;
        QTest::newRow("bank number of 35")
            << patched(object(kBankUg), "{'bank_account': {'number': '" + QByteArray(35, '1') + "'}}")
            << paths("bank_account.number") << u"must be 1 to 34 letters or digits"_qs;
        addVariants(
            mobile,
            {
                {"mobile money", "{}", ""},
                {"name with accents", "{'holder': {'name': 'Zoë O\\u0027Brien-Ndéné '}}", ""},
                {"type unknown", "{'type': 'CARD'}", "type",
                 "must be one of MOBILE_MONEY, BANK_ACCOUNT, BANK_ACCOUNT_ROUTE, ALIAS"},
                {"type number", "{'type': 1}", "type", "must be a string"},
                {"country lower case", "{'country': 'ke'}", "country",
                 "must be an ISO 3166 alpha-2 country code like KE"},
                {"country outside the service", "{'country': 'US'}", "country"},
                {"country number", "{'country': 254}", "country", "must be a string"},
                {"holder string", "{'holder': 'Jane'}", "holder", "must be an object"},
                {"holder empty", "{'holder': {'name': null, 'type': null}}", "holder.name holder.type",
                 "is required"},
                {"name with digit", "{'holder': {'name': 'Jane 2'}}", "holder.name"},
                {"name leading space", "{'holder': {'name': ' Jane'}}", "holder.name"},
                {"name blank", "{'holder': {'name': '   '}}", "holder.name", "must not be empty"},
                {"holder type", "{'holder': {'type': 'PERSON'}}", "holder.type",
                 "must be one of INDIVIDUAL, BUSINESS"},
                {"no mobile_money", "{'mobile_money': null}", "mobile_money", "is required"},
                {"number not E.164", "{'mobile_money': {'number': '0700000001'}}", "mobile_money.number",
                 "must be a phone number in E.164 format like +254700000001"},
                {"number trailing newline", "{'mobile_money': {'number': '+254700000001\\n'}}",
                 "mobile_money.number"},
                {"number too long", "{'mobile_money': {'number': '+2547000000011234'}}",
                 "mobile_money.number"},
                {"number of Uganda", "{'mobile_money': {'number': '+256700000001'}}", "mobile_money.number",
                 "must start with +254, the calling code of KE"},
                {"number as JSON number", "{'mobile_money': {'number': 254700000001}}", "mobile_money.number",
                 "must be a string"},
                {"operator unknown", "{'mobile_money': {'operator': 'MPESA'}}", "mobile_money.operator"},
                {"operator of another country", "{'mobile_money': {'operator': 'MTN'}}",
                 "mobile_money.operator", "must be one of SAFARICOM, AIRTEL for KE"},
                {"country without mobile money",
                 "{'country': 'IN', 'mobile_money': {'number': '+919800000001'}}", "country"},
                {"several at once",
                 "{'country': 'ke', 'holder': {'name': 'J4ne'}, 'mobile_money': {'number': '1', 'operator': "
                 "'MTN'}}",
                 "country holder.name mobile_money.number"},
            });
        addVariants(
            object(kBankUg),
            {
                {"bank account", "{}", ""},
                {"bank unknown", "{'bank_account': {'bank_id': 'bnk-nope'}}", "bank_account.bank_id",
                 "must be the id of a bank of the banks list"},
                {"bank of another country", "{'bank_account': {'bank_id': 'bnk-ke1'}}",
                 "bank_account.bank_id", "must be a bank in UG (this bank is in KE)"},
                {"bank number dash", "{'bank_account': {'number': '0123-456'}}", "bank_account.number"},
                {"no bank_account", "{'bank_account': null}", "bank_account", "is required"},
                {"bank_account array", "{'bank_account': []}", "bank_account", "must be an object"},
            });
        addVariants(
            object(kRouteIn),
            {
                {"route IN", "{}", ""},
                {"route BD", "{'country': 'BD', 'bank_account_route': {'code': '123456789'}}", ""},
                {"route in Kenya", "{'country': 'KE'}", "country",
                 "must be one of IN, BD for BANK_ACCOUNT_ROUTE"},
                {"IFSC malformed", "{'bank_account_route': {'code': 'HDFC1001234'}}",
                 "bank_account_route.code", "must be an IFSC code like HDFC0001234"},
                {"IFSC given a routing number", "{'bank_account_route': {'code': '123456789'}}",
                 "bank_account_route.code"},
                {"BD routing number short", "{'country': 'BD', 'bank_account_route': {'code': '12345678'}}",
                 "bank_account_route.code", "must be a 9-digit bank routing number"},
                {"route number missing", "{'bank_account_route': {'number': null}}",
                 "bank_account_route.number", "is required"},
            });
        addVariants(
            object(kAliasIn),
            {
                {"alias", "{}", ""},
                {"alias magic value", "{'alias': {'identifier': 'generic.failure@upi'}}", ""},
                {"alias in Kenya", "{'country': 'KE'}", "country", "must be IN for ALIAS"},
                {"alias network", "{'alias': {'network': 'VPA'}}", "alias.network", "must be UPI"},
                {"alias without @", "{'alias': {'identifier': 'asha.okicici'}}", "alias.identifier",
                 "must be a UPI address like name@bank"},
                {"alias handle digit first", "{'alias': {'identifier': 'asha@1bank'}}", "alias.identifier"},
            });
    }
    void paymentAccount()
    {
        QFETCH(QJsonObject, account);
        QFETCH(QStringList, expected);
        QFETCH(QString, message);
        FieldErrors errors;
        RequestValidator(context()).paymentAccount(account, QString(), errors);
        checkErrors(errors, expected, message);
    }

    void payout_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message");
        const QJsonObject full = object(kPayout);
        QJsonObject nulls = full; // null counts as absent
        for (const QString &key :
             {u"purpose"_qs, u"sender"_qs, u"wallet_id"_qs, u"custom_id"_qs, u"on_behalf_of"_qs})
            nulls.insert(key, QJsonValue::Null);
        QTest::newRow("null optional fields, sender required in KE")
            << nulls << paths("sender") << u"is required for a recipient in KE"_qs;
        QTest::newRow("custom_id of 64")
            << patched(full, "{'custom_id': '" + QByteArray(64, 'x') + "'}") << QStringList() << QString();
        QTest::newRow("custom_id of 65")
            << patched(full, "{'custom_id': '" + QByteArray(65, 'x') + "'}") << paths("custom_id")
            << u"must be 1 to 64 letters, digits, '-' or '_'"_qs;
        QTest::newRow("sender name of 201")
            << patched(full, "{'sender': {'name': '" + QByteArray(201, 'a') + "'}}") << paths("sender.name")
            << u"must be at most 200 characters"_qs;
        QTest::newRow("on_behalf_of items")
            << patched(full, "{'on_behalf_of': ['Acme', '', 5, '" + QByteArray(201, 'x') + "', 'B']}")
            << paths("on_behalf_of.1", "on_behalf_of.2", "on_behalf_of.3")
            << u"must be 1 to 200 characters"_qs;
        addVariants(
            object(
                "{'amount': {'currency': 'KES', 'value': '150'}, 'payment_account_id': 'pac-ke1', 'sender': "
                + QByteArray(kSenderBusiness) + '}'),
            {
                {"minimal", "{}", ""},
                {"no wallet in TZS",
                 "{'payment_account_id': 'pac-tz1', 'amount': {'currency': 'TZS', 'value': '5000'}}",
                 "wallet_id", "no wallet in TZS"},
            });
        addVariants(
            patched(full, "{'payment_account_id': null, 'payment_account': " + QByteArray(kMobileKe) + '}'),
            {
                {"embedded account", "{}", ""},
                {"embedded account invalid",
                 "{'payment_account': {'holder': {'name': 'J4ne'}, 'mobile_money': {'operator': 'MTN'}}}",
                 "payment_account.holder.name payment_account.mobile_money.operator",
                 "must be words of letters, apostrophes or hyphens separated by spaces"},
                {"purpose required, embedded GH",
                 "{'purpose': null, 'wallet_id': 'wlt-ghs', 'amount': {'currency': 'GHS'}, "
                 "'payment_account': {'country': "
                 "'GH', 'mobile_money': {'number': '+233240000001', 'operator': 'MTN'}}}",
                 "purpose", "is required for a recipient in GH"},
                {"id and account", "{'payment_account_id': 'pac-ke1'}", "payment_account_id payment_account",
                 "give either payment_account_id or payment_account, not both"},
            });
        const char *document = "sender.individual.identity_document.";
        const QByteArray documentPaths = QByteArray(document) + "country " + document + "expires_on "
            + document + "number " + document + "type";
        addVariants(
            full,
            {
                {"full", "{}", ""},
                {"no amount", "{'amount': null}", "amount", "is required"},
                {"amount string", "{'amount': '1500 KES'}", "amount", "must be an object"},
                {"no currency", "{'amount': {'currency': null}}", "amount.currency", "is required"},
                {"currency unknown", "{'amount': {'currency': 'JPY'}}", "amount.currency"},
                {"currency lower case", "{'amount': {'currency': 'kes'}}", "amount.currency"},
                {"no value", "{'amount': {'value': null}}", "amount.value", "is required"},
                {"value number", "{'amount': {'value': 1500}}", "amount.value", "must be a string"},
                {"value zero", "{'amount': {'value': '0.00'}}", "amount.value", "must be greater than zero"},
                {"value negative", "{'amount': {'value': '-5'}}", "amount.value",
                 "must be greater than zero"},
                {"value 3 decimals", "{'amount': {'value': '1.005'}}", "amount.value",
                 "must have at most 2 decimals for KES"},
                {"value exponent", "{'amount': {'value': '1e3'}}", "amount.value"},
                {"value huge", "{'amount': {'value': '10000000000000000'}}", "amount.value",
                 "must not exceed 1000000000000000 in absolute value"},
                {"bad value, unknown currency", "{'amount': {'currency': 'JPY', 'value': 'abc'}}",
                 "amount.currency amount.value"},
                {"negative, unknown currency", "{'amount': {'currency': 'JPY', 'value': '-1'}}",
                 "amount.currency amount.value"},
                {"neither", "{'payment_account_id': null}", "payment_account_id payment_account",
                 "one of payment_account_id or payment_account is required"},
                {"empty id and empty account", "{'payment_account_id': '', 'payment_account': {}}",
                 "payment_account_id payment_account",
                 "one of payment_account_id or payment_account is required"},
                {"unknown account id", "{'payment_account_id': 'pac-nope'}", "payment_account_id",
                 "must be the id of an existing payment account"},
                {"account id number", "{'payment_account_id': 5}", "payment_account_id", "must be a string"},
                {"embedded account string", "{'payment_account_id': null, 'payment_account': 'pac-ke1'}",
                 "payment_account", "must be an object"},
                {"currency not the recipient's",
                 "{'wallet_id': null, 'amount': {'currency': 'UGX', 'value': '1500'}}", "amount.currency",
                 "must be KES for a recipient in KE"},
                {"wallet unknown", "{'wallet_id': 'wlt-nope'}", "wallet_id",
                 "must be the id of an existing wallet"},
                {"wallet of another currency", "{'wallet_id': 'wlt-ugx'}", "wallet_id",
                 "must be a wallet in KES (this one is in UGX)"},
                {"wallet number", "{'wallet_id': 7}", "wallet_id", "must be a string"},
                {"custom_id with space", "{'custom_id': 'inv 1'}", "custom_id"},
                {"custom_id taken", "{'custom_id': 'taken-1'}", "custom_id",
                 "is already used by another payout"},
                {"custom_id of a payin", "{'custom_id': 'taken-payin'}", ""},
                {"on_behalf_of string", "{'on_behalf_of': 'Acme'}", "on_behalf_of",
                 "must be an array of strings"},
                {"on_behalf_of empty", "{'on_behalf_of': []}", ""},
                {"purpose unknown", "{'purpose': 'GIFT'}", "purpose"},
                {"purpose optional in KE", "{'purpose': null}", ""},
                {"purpose required in GH",
                 "{'purpose': null, 'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'amount': "
                 "{'currency': 'GHS'}}",
                 "purpose", "is required for a recipient in GH"},
                {"purpose given in GH",
                 "{'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'amount': {'currency': 'GHS'}}",
                 ""},
                {"sender string", "{'sender': 'Acme'}", "sender", "must be an object"},
                {"sender empty",
                 "{'sender': {'name': null, 'type': null, 'address': null, 'individual': null}}",
                 "sender.name sender.type sender.address.city sender.address.country sender.address.line_1 "
                 "sender.address.postal_code",
                 "is required for a recipient in KE"},
                {"sender type", "{'sender': {'type': 'COMPANY'}}", "sender.type"},
                {"address empty",
                 "{'sender': {'address': {'city': null, 'country': null, 'line_1': null, 'postal_code': "
                 "null}}}",
                 "sender.address.city sender.address.country sender.address.line_1 "
                 "sender.address.postal_code",
                 "is required"},
                {"address country GBR", "{'sender': {'address': {'country': 'GBR'}}}",
                 "sender.address.country"},
                {"postal code not British", "{'sender': {'address': {'postal_code': '12345'}}}",
                 "sender.address.postal_code", "is not a valid postal code for GB"},
                {"postal code, no pattern",
                 "{'sender': {'address': {'country': 'KE', 'postal_code': 'anything'}}}", ""},
                {"US ZIP+4", "{'sender': {'address': {'country': 'US', 'postal_code': '12345-6789'}}}", ""},
                {"line_2 number", "{'sender': {'address': {'line_2': 5}}}", "sender.address.line_2",
                 "must be a string"},
                {"dob not a date", "{'sender': {'individual': {'dob': '1990-02-30'}}}",
                 "sender.individual.dob", "must be a date in the form yyyy-mm-dd"},
                {"dob other format", "{'sender': {'individual': {'dob': '01/05/1990'}}}",
                 "sender.individual.dob"},
                {"dob tomorrow", "{'sender': {'individual': {'dob': '2026-03-16'}}}", "sender.individual.dob",
                 "must not be in the future"},
                {"dob today", "{'sender': {'individual': {'dob': '2026-03-15'}}}", ""},
                {"document empty",
                 "{'sender': {'individual': {'identity_document': {'country': null, 'expires_on': null, "
                 "'number': null, "
                 "'type': null, 'issued_on': null}}}}",
                 documentPaths.constData(), "is required"},
                {"document type", "{'sender': {'individual': {'identity_document': {'type': 'VISA'}}}}",
                 "sender.individual.identity_document.type"},
                {"document expiry",
                 "{'sender': {'individual': {'identity_document': {'expires_on': '2030-13-01'}}}}",
                 "sender.individual.identity_document.expires_on"},
                {"issued after expiry",
                 "{'sender': {'individual': {'identity_document': {'issued_on': '2031-01-01'}}}}",
                 "sender.individual.identity_document.issued_on", "must not be after expires_on"},
                {"issued on expiry day",
                 "{'sender': {'individual': {'identity_document': {'issued_on': '2030-01-01'}}}}", ""},
            });
    }
    void payout()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QStringList, expected);
        QFETCH(QString, message);
        FieldErrors errors;
        RequestValidator(context()).payout(body, errors);
        checkErrors(errors, expected, message);
    }
    void payoutLimits_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message");
        addVariants(
            object("{'amount': {'currency': 'KES', 'value': '1500.00'}, 'payment_account_id': 'pac-ke1', "
                   "'sender': "
                   + QByteArray(kSenderBusiness) + '}'),
            {
                {"KE mobile at the minimum", "{'amount': {'value': '140.00'}}", ""},
                {"KE mobile under the minimum", "{'amount': {'value': '139.99'}}", "amount.value",
                 "must be between 140.00 and 250,000.00 KES for mobile money in Kenya"},
                {"KE mobile at the maximum", "{'amount': {'value': '250000'}}", ""},
                {"KE mobile over the maximum", "{'amount': {'value': '250000.01'}}", "amount.value",
                 "must be between 140.00 and 250,000.00 KES for mobile money in Kenya"},
                {"KE bank over the mobile maximum",
                 "{'payment_account_id': 'pac-kebank', 'amount': {'value': '950000.00'}}", ""},
                {"KE bank over its maximum",
                 "{'payment_account_id': 'pac-kebank', 'amount': {'value': '950000.01'}}", "amount.value",
                 "must be between 140.00 and 950,000.00 KES for a bank account in Kenya"},
                {"KE embedded mobile over the maximum",
                 "{'payment_account_id': null, 'amount': {'value': '300000'}, 'payment_account': {'type': "
                 "'MOBILE_MONEY', 'country': 'KE', 'holder': {'name': 'Jane Wanjiru', 'type': 'INDIVIDUAL'}, "
                 "'mobile_money': {'number': '+254700000001', 'operator': 'AIRTEL'}}}",
                 "amount.value", "must be between 140.00 and 250,000.00 KES for mobile money in Kenya"},
                {"RW MTN at its maximum",
                 "{'payment_account_id': 'pac-rwmtn', 'wallet_id': 'wlt-rwf', 'amount': {'currency': 'RWF', "
                 "'value': '2000000'}}",
                 ""},
                {"RW MTN over its maximum",
                 "{'payment_account_id': 'pac-rwmtn', 'wallet_id': 'wlt-rwf', 'amount': {'currency': 'RWF', "
                 "'value': '2000001'}}",
                 "amount.value", "must be between 500 and 2,000,000 RWF for MTN mobile money in Rwanda"},
                {"RW AIRTEL over its maximum",
                 "{'payment_account_id': 'pac-rwairtel', 'wallet_id': 'wlt-rwf', 'amount': {'currency': "
                 "'RWF', 'value': '500001'}}",
                 "amount.value", "must be between 500 and 500,000 RWF for AIRTEL mobile money in Rwanda"},
                {"RW AIRTEL at its maximum",
                 "{'payment_account_id': 'pac-rwairtel', 'wallet_id': 'wlt-rwf', 'amount': {'currency': "
                 "'RWF', 'value': '500000'}}",
                 ""},
                {"RW bank has no maximum",
                 "{'payment_account_id': 'pac-rwbank', 'wallet_id': 'wlt-rwf', 'amount': {'currency': "
                 "'RWF', 'value': '900000000'}}",
                 ""},
                {"RW bank under the minimum",
                 "{'payment_account_id': 'pac-rwbank', 'wallet_id': 'wlt-rwf', 'amount': {'currency': "
                 "'RWF', 'value': '499'}}",
                 "amount.value", "must be at least 500 RWF in Rwanda"},
                {"NG bank over its maximum",
                 "{'payment_account_id': 'pac-ngbank', 'wallet_id': 'wlt-ngn', 'amount': {'currency': "
                 "'NGN', 'value': '50000000.01'}}",
                 "amount.value",
                 "must be between 100.00 and 50,000,000.00 NGN for a bank account in Nigeria"},
                {"NG mobile money: none, and no limit said",
                 "{'payment_account_id': null, 'wallet_id': 'wlt-ngn', 'amount': {'currency': 'NGN', "
                 "'value': '90000000'}, 'payment_account': {'type': 'MOBILE_MONEY', 'country': 'NG', "
                 "'holder': {'name': 'Ada Obi', 'type': 'INDIVIDUAL'}, 'mobile_money': {'number': "
                 "'+2348031234567', 'operator': 'MTN'}}}",
                 "payment_account.country"},
                {"no limit outside the table",
                 "{'payment_account_id': 'pac-in1', 'wallet_id': 'wlt-inr', 'sender': null, 'amount': "
                 "{'currency': 'INR', 'value': '0.01'}}",
                 ""},
                {"a malformed value is reported once", "{'amount': {'value': '1.001'}}", "amount.value",
                 "must have at most 2 decimals for KES"},
            });
    }
    void payoutLimits() { payout(); }

    void requiredSender_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message");
        const char *document = "sender.individual.identity_document.";
        const QByteArray documentPaths = QByteArray(document) + "country " + document + "expires_on "
            + document + "number " + document + "type";
        addVariants(
            object(
                "{'amount': {'currency': 'KES', 'value': '1500.00'}, 'payment_account_id': 'pac-ke1', "
                "'sender': {'name': 'Jane Doe', 'type': 'INDIVIDUAL', 'address': {'city': 'Nairobi', "
                "'country': 'KE', 'line_1': '1 Moi Avenue', 'postal_code': '00100'}, 'individual': {'dob': "
                "'1990-05-01'}}}"),
            {
                {"KE individual without identity document", "{}", ""},
                {"KE without sender", "{'sender': null}", "sender", "is required for a recipient in KE"},
                {"KE sender not an object", "{'sender': 'Jane'}", "sender", "must be an object"},
                {"KE empty sender",
                 "{'sender': {'name': null, 'type': null, 'address': null, 'individual': null}}",
                 "sender.name sender.type sender.address.line_1 sender.address.city "
                 "sender.address.postal_code "
                 "sender.address.country"},
                {"KE without address", "{'sender': {'address': null}}",
                 "sender.address.line_1 sender.address.city sender.address.postal_code "
                 "sender.address.country",
                 "is required for a recipient in KE"},
                {"KE address without city", "{'sender': {'address': {'city': null}}}", "sender.address.city",
                 "is required"},
                {"KE individual without dob", "{'sender': {'individual': null}}", "sender.individual.dob",
                 "is required for a recipient in KE"},
                {"KE business without dob", "{'sender': {'type': 'BUSINESS', 'individual': null}}", ""},
                {"KE address not an object", "{'sender': {'address': 'Nairobi'}}", "sender.address",
                 "must be an object"},
                {"KE individual not an object", "{'sender': {'individual': 'Jane'}}", "sender.individual",
                 "must be an object"},
                {"TZ individual without identity document",
                 "{'payment_account_id': 'pac-tz1', 'amount': {'currency': 'TZS', 'value': '5000'}}",
                 QByteArray("wallet_id " + documentPaths).constData()},
                {"GH individual without individual",
                 "{'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'purpose': 'GOODS_PURCHASE', "
                 "'amount': {'currency': 'GHS'}, 'sender': {'individual': null}}",
                 QByteArray("sender.individual.dob " + documentPaths).constData()},
                {"GH business without individual",
                 "{'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'purpose': 'GOODS_PURCHASE', "
                 "'amount': {'currency': 'GHS'}, 'sender': {'type': 'BUSINESS', 'individual': null}}",
                 ""},
                {"GH individual with DRIVING_LICENCE",
                 "{'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'purpose': 'GOODS_PURCHASE', "
                 "'amount': {'currency': 'GHS'}, 'sender': {'individual': {'identity_document': {'type': "
                 "'DRIVING_LICENCE', 'country': 'GH', 'number': 'D1234567', 'expires_on': '2030-01-01'}}}}",
                 ""},
                {"GH individual with DRIVING_LICENSE",
                 "{'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'purpose': 'GOODS_PURCHASE', "
                 "'amount': {'currency': 'GHS'}, 'sender': {'individual': {'identity_document': {'type': "
                 "'DRIVING_LICENSE', 'country': 'GH', 'number': 'D1234567', 'expires_on': '2030-01-01'}}}}",
                 ""},
                {"no sender needed in India",
                 "{'payment_account_id': 'pac-in1', 'wallet_id': 'wlt-inr', 'sender': null, 'amount': "
                 "{'currency': 'INR'}}",
                 ""},
            });
    }
    void requiredSender() { payout(); }
    void payoutReportsEveryFailingFieldAtOnce()
    {
        const QJsonObject body = object(
            "{'amount': {'currency': 'KES', 'value': '1.001'},"
            "    'payment_account': {'type': 'MOBILE_MONEY', 'country': 'KE', 'holder': {'name': '', 'type': "
            "'INDIVIDUAL'},"
            "        'mobile_money': {'number': '+254700000001', 'operator': 'MTN'}},"
            "    'wallet_id': 'wlt-ugx', 'custom_id': 'taken-1', 'on_behalf_of': [''], 'purpose': 'GIFT',"
            "    'sender': {'type': 'INDIVIDUAL', 'individual': {'dob': '2030-01-01'}}}");
        FieldErrors errors;
        RequestValidator(context()).payout(body, errors);
        checkErrors(errors,
                    paths("amount.value", "payment_account.holder.name",
                          "payment_account.mobile_money.operator", "wallet_id", "custom_id", "on_behalf_of.0",
                          "purpose", "sender.name", "sender.individual.dob", "sender.address.line_1",
                          "sender.address.city", "sender.address.postal_code", "sender.address.country"),
                    {});
    }

    void payin_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message");
        addVariants(
            object(kPayin),
            {
                {"valid", "{}", ""},
                {"embedded payer",
                 "{'payment_account_id': null, 'payment_account': {'type': 'BANK_ACCOUNT', 'country': 'KE', "
                 "'holder': {'name': 'Jane', 'type': 'INDIVIDUAL'}, 'bank_account': {'bank_id': 'bnk-ke1', "
                 "'number': '01234'}}}",
                 ""},
                {"no wallet_id", "{'wallet_id': null}", ""},
                {"no purpose needed in GH",
                 "{'payment_account_id': 'pac-gh1', 'wallet_id': 'wlt-ghs', 'amount': {'currency': 'GHS'}}",
                 ""},
                {"currency not the payer's",
                 "{'wallet_id': null, 'amount': {'currency': 'UGX', 'value': '250'}}", "amount.currency",
                 "must be KES for a payer in KE"},
                {"value zero", "{'amount': {'value': '0'}}", "amount.value", "must be greater than zero"},
                {"no amount", "{'amount': null}", "amount", "is required"},
                {"both, each checked", "{'payment_account': {'type': 'ALIAS'}}",
                 "payment_account_id payment_account payment_account.country payment_account.holder "
                 "payment_account.alias",
                 "give either payment_account_id or payment_account, not both"},
                {"neither", "{'payment_account_id': null}", "payment_account_id payment_account"},
                {"wallet of another currency", "{'wallet_id': 'wlt-ugx'}", "wallet_id"},
                {"no wallet in TZS",
                 "{'wallet_id': null, 'payment_account_id': 'pac-tz1', 'amount': {'currency': 'TZS'}}",
                 "wallet_id", "no wallet in TZS"},
                {"custom_id taken", "{'custom_id': 'taken-payin'}", "custom_id",
                 "is already used by another payin"},
                {"custom_id of a payout", "{'custom_id': 'taken-1'}", ""},
                {"custom_id malformed", "{'custom_id': 'a/b'}", "custom_id"},
            });
    }
    void payin()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QStringList, expected);
        QFETCH(QString, message);
        FieldErrors errors;
        RequestValidator(context()).payin(body, errors);
        checkErrors(errors, expected, message);
    }

    void statement_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message");
        addVariants(
            object(kStatement),
            {
                {"dates", "{}", ""},
                {"times with offsets",
                 "{'period': {'from': '2026-01-01T10:00:00Z', 'to': '2026-01-02T00:00:00+03:00'}}", ""},
                {"zero fraction", "{'period': {'from': '2026-01-01T10:00:00.000Z'}}", ""},
                {"366 days", "{'period': {'from': '2026-01-01', 'to': '2027-01-02'}}", ""},
                {"366 days and an hour", "{'period': {'from': '2026-01-01', 'to': '2027-01-02T01:00:00Z'}}",
                 "period", "must span at most 366 days"},
                {"from equals to", "{'period': {'from': '2026-01-01', 'to': '2026-01-01T00:00:00Z'}}",
                 "period", "from must be before to"},
                {"from after to", "{'period': {'from': '2026-02-01', 'to': '2026-01-01'}}", "period",
                 "from must be before to"},
                {"no wallet_id", "{'wallet_id': null}", "wallet_id", "is required"},
                {"wallet unknown", "{'wallet_id': 'wlt-nope'}", "wallet_id",
                 "must be the id of an existing wallet"},
                {"no period", "{'period': null}", "period", "is required"},
                {"period string", "{'period': '2026'}", "period", "must be an object"},
                {"no from", "{'period': {'from': null}}", "period.from", "is required"},
                {"minutes", "{'period': {'from': '2026-01-01T10:30:00Z'}}", "period.from",
                 "must be on the hour (minutes and seconds 00)"},
                {"seconds", "{'period': {'from': '2026-01-01T10:00:05Z'}}", "period.from"},
                {"fraction", "{'period': {'from': '2026-01-01T10:00:00.5Z'}}", "period.from"},
                {"no offset", "{'period': {'from': '2026-01-01T10:00:00'}}", "period.from",
                 "must be a date (yyyy-mm-dd) or an RFC 3339 time with offset, on the hour"},
                {"not a date", "{'period': {'from': '2026-02-30'}}", "period.from"},
                {"to number", "{'period': {'to': 5}}", "period.to", "must be a string"},
                {"all at once",
                 "{'wallet_id': 'wlt-nope', 'period': {'from': 'yesterday', 'to': '2026-01-01T10:15:00Z'}}",
                 "wallet_id period.from period.to"},
            });
    }
    void statement()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QStringList, expected);
        QFETCH(QString, message);
        FieldErrors errors;
        RequestValidator(context()).statement(body, errors);
        checkErrors(errors, expected, message);
    }

    void lookup_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("bankId");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *name, const char *number, const char *type, const char *op,
                            const char *bank, const QStringList &expected) {
            QTest::newRow(name) << QString::fromLatin1(number) << QString::fromLatin1(type)
                                << QString::fromLatin1(op) << QString::fromLatin1(bank) << expected;
        };
        row("mobile with +", "+254700000001", "MOBILE_MONEY", "SAFARICOM", "", {});
        row("mobile without +", "254700000001", "MOBILE_MONEY", "SAFARICOM", "", {});
        row("Ethiopia TELEBIRR", "251911000001", "MOBILE_MONEY", "TELEBIRR", "", {});
        row("bank", "0123456789", "BANK_ACCOUNT", "", "bnk-ke1", {});
        row("nothing", "", "", "", "", paths("payment_account_type", "accountNumber"));
        row("type unknown", "254700000001", "ALIAS", "", "", paths("payment_account_type"));
        row("no operator", "254700000001", "MOBILE_MONEY", "", "", paths("operator"));
        row("operator not for lookups", "8801700000001", "MOBILE_MONEY", "BKASH", "", paths("operator"));
        row("local number", "0700000001", "MOBILE_MONEY", "SAFARICOM", "", paths("accountNumber"));
        row("too short", "+25470", "MOBILE_MONEY", "SAFARICOM", "", paths("accountNumber"));
        row("double +", "++254700000001", "MOBILE_MONEY", "SAFARICOM", "", paths("accountNumber"));
        row("mobile, all wrong", "abc", "MOBILE_MONEY", "MPESA", "", paths("operator", "accountNumber"));
        row("no bank_id", "0123456789", "BANK_ACCOUNT", "", "", paths("bank_id"));
        row("bank unknown", "0123456789", "BANK_ACCOUNT", "", "bnk-nope", paths("bank_id"));
        row("bank number dash", "0123-4567", "BANK_ACCOUNT", "", "bnk-ke1", paths("accountNumber"));
    }
    void lookup()
    {
        QFETCH(QString, number);
        QFETCH(QString, type);
        QFETCH(QString, op);
        QFETCH(QString, bankId);
        QFETCH(QStringList, expected);
        FieldErrors errors;
        RequestValidator(context()).lookup(number, type, op, bankId, errors);
        checkErrors(errors, expected, {});
    }

    void pagingLimit_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("limit");
        QTest::addColumn<bool>("valid");
        QTest::newRow("default") << QString() << 10 << true;
        for (int n : {1, 25, 50})
            QTest::addRow("%d", n) << QString::number(n) << n << true;
        for (const char *text : {"0", "51", "-1", "abc", "10.5", " 10", "1e1", "999999999999", "٣"})
            QTest::newRow(text) << QString::fromUtf8(text) << 10 << false;
    }
    void pagingLimit()
    {
        QFETCH(QString, text);
        QFETCH(int, limit);
        QFETCH(bool, valid);
        FieldErrors errors;
        int actual = -1;
        RequestValidator::pagingLimit(text, &actual, errors);
        QCOMPARE(actual, limit);
        checkErrors(errors, valid ? QStringList() : paths("paging_limit"), {});
    }

    void parseQueryTime_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("endOfDay");
        QTest::addColumn<QDateTime>("expected"); // invalid: nullopt
        const auto utc = [](int y, int mo, int d, int h, int mi, int s, int ms = 0) {
            return QDateTime(QDate(y, mo, d), QTime(h, mi, s, ms), Qt::UTC);
        };
        QTest::newRow("date, from") << u"2026-01-31"_qs << false << utc(2026, 1, 31, 0, 0, 0);
        QTest::newRow("date, to") << u"2026-01-31"_qs << true << utc(2026, 1, 31, 23, 59, 59, 999);
        QTest::newRow("Z") << u"2026-01-31T10:15:30Z"_qs << false << utc(2026, 1, 31, 10, 15, 30);
        QTest::newRow("lower case") << u"2026-01-31t10:15:30z"_qs << true << utc(2026, 1, 31, 10, 15, 30);
        QTest::newRow("fraction") << u"2026-01-31T10:15:30.123456Z"_qs << false
                                  << utc(2026, 1, 31, 10, 15, 30, 123);
        QTest::newRow("short fraction")
            << u"2026-01-31T10:15:30.5Z"_qs << false << utc(2026, 1, 31, 10, 15, 30, 500);
        QTest::newRow("plus offset") << u"2026-01-31T10:15:30+03:00"_qs << false
                                     << utc(2026, 1, 31, 7, 15, 30);
        QTest::newRow("minus offset")
            << u"2026-01-31T01:00:00-05:30"_qs << false << utc(2026, 1, 31, 6, 30, 0);
        QTest::newRow("next day in UTC")
            << u"2026-01-31T23:30:00-01:00"_qs << false << utc(2026, 2, 1, 0, 30, 0);
        for (const char *text : {"2026-02-30", "2026-01-31T10:15:30", "2026-01-31 10:15:30Z", "2026-1-31",
                                 "31/01/2026", "", "2026-01-31T24:00:00Z", "2026-01-31T10:15:60Z",
                                 "2026-01-31T10:15:30+0300", "2026-01-31T10:15:30.Z", "2026-01-31T10:15:30Z ",
                                 "2026-01-31T10:15:30+24:00", "2026-01-31T10:15Z"})
            QTest::newRow(text) << QString::fromLatin1(text) << false << QDateTime();
    }
    void parseQueryTime()
    {
        QFETCH(QString, text);
        QFETCH(bool, endOfDay);
        QFETCH(QDateTime, expected);
        const std::optional<QDateTime> time = RequestValidator::parseQueryTime(text, endOfDay);
        QCOMPARE(time.has_value(), expected.isValid());
        if (time) {
            QCOMPARE(*time, expected);
            QCOMPARE(time->timeSpec(), Qt::UTC);
        }
    }

    void parsePeriodBound_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDateTime>("expected"); // invalid: nullopt
        QTest::addColumn<QString>("why");
        const auto utc
            = [](int y, int mo, int d, int h) { return QDateTime(QDate(y, mo, d), QTime(h, 0), Qt::UTC); };
        QTest::newRow("date") << u"2026-01-01"_qs << utc(2026, 1, 1, 0) << QString();
        QTest::newRow("leap day") << u"2024-02-29"_qs << utc(2024, 2, 29, 0) << QString();
        QTest::newRow("offset") << u"2026-01-01T05:00:00+02:00"_qs << utc(2026, 1, 1, 3) << QString();
        QTest::newRow("zero fraction") << u"2026-01-01T05:00:00.000Z"_qs << utc(2026, 1, 1, 5) << QString();
        QTest::newRow("minutes") << u"2026-01-01T05:30:00Z"_qs << QDateTime() << u"on the hour"_qs;
        QTest::newRow("fraction") << u"2026-01-01T05:00:00.100Z"_qs << QDateTime() << u"on the hour"_qs;
        QTest::newRow("no offset") << u"2026-01-01T05:00:00"_qs << QDateTime() << u"RFC 3339"_qs;
        QTest::newRow("no leap day") << u"2026-02-29"_qs << QDateTime() << u"RFC 3339"_qs;
        QTest::newRow("words") << u"last month"_qs << QDateTime() << u"RFC 3339"_qs;
    }
    void parsePeriodBound()
    {
        QFETCH(QString, text);
        QFETCH(QDateTime, expected);
        QFETCH(QString, why);
        QString reason;
        const std::optional<QDateTime> time = RequestValidator::parsePeriodBound(text, &reason);
        QCOMPARE(time.has_value(), expected.isValid());
        if (time)
            QCOMPARE(*time, expected);
        else
            QVERIFY2(reason.contains(why), qPrintable(reason));
    }

    void idempotencyKey_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<bool>("valid");
        QTest::newRow("uuid") << QByteArray("3f2b8c1e-9d4a-4b7e-8f6a-2c1d0e9b8a7f") << true;
        QTest::newRow("one character") << QByteArray("a") << true;
        QTest::newRow("space and tilde") << QByteArray("key with space~") << true;
        QTest::newRow("255") << QByteArray(255, 'x') << true;
        QTest::newRow("256") << QByteArray(256, 'x') << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("tab") << QByteArray("key\t") << false;
        QTest::newRow("DEL") << QByteArray("key\x7f") << false;
        QTest::newRow("UTF-8") << QByteArray("cl\xc3\xa9") << false;
    }
    void idempotencyKey()
    {
        QFETCH(QByteArray, key);
        QFETCH(bool, valid);
        QCOMPARE(RequestValidator::isValidIdempotencyKey(key), valid);
    }

    void recipientCountry()
    {
        const RequestValidator validator(context());
        QCOMPARE(validator.recipientCountry(object("{'payment_account_id': 'pac-gh1'}")), u"GH"_qs);
        QCOMPARE(validator.recipientCountry(object("{'payment_account': " + QByteArray(kBankUg) + '}')),
                 u"UG"_qs);
        QCOMPARE(
            validator.recipientCountry(object("{'payment_account_id': 'pac-ke1', 'payment_account': {}}")),
            u"KE"_qs);
        QCOMPARE(validator.recipientCountry(object("{'payment_account_id': 'pac-nope'}")), QString());
        QCOMPARE(validator.recipientCountry(QJsonObject()), QString());
    }
};

QTEST_GUILESS_MAIN(TestRequestValidator)
#include "tst_requestvalidator.moc"
