// SPDX-License-Identifier: GPL-3.0-or-later
// The "new payment account" form without a service: which fields each type shows, the countries
// and operators offered, the checks as a person types, what would be sent, and how the field
// errors of a 422 land on the fields. Submitting to the sandbox: tst_paymentaccountform_sandbox.
#include "api/ApiClient.h"
#include "api/ApiError.h"
#include "domain/SpecTables.h"
#include "recipients/BankDirectory.h"
#include "recipients/PaymentAccountForm.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using recipients::PaymentAccountForm;
using Field = PaymentAccountForm::Field;
using FieldState = PaymentAccountForm::FieldState;
using Status = PaymentAccountForm::Status;

namespace {

QStringList codes(const QList<PaymentAccountForm::Choice> &choices)
{
    QStringList out;
    for (const auto &c : choices)
        out << c.code;
    return out;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QList<Field> visibleFields(const PaymentAccountForm &form)
{
    QList<Field> out;
    for (const Field f : PaymentAccountForm::fields()) {
        if (form.isVisible(f))
            out << f;
    }
    return out;
}

void fillKenyanMobileMoney(PaymentAccountForm &form)
{
    form.setValue(Field::Country, u"KE"_s);
    form.setValue(Field::HolderName, u"Jane Wanjiku"_s);
    form.setValue(Field::Operator, u"SAFARICOM"_s);
    form.setValue(Field::PhoneNumber, u"0712 345 678"_s);
}

} // namespace

class TestPaymentAccountForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsAsMobileMoneyWithNothingToSend();
    void visibleFieldsPerType_data();
    void visibleFieldsPerType();
    void countriesPerType();
    void countryOfAnotherTypeIsRefused();
    void operatorsPerCountry();
    void operatorOfAnotherCountryIsRefused();
    void kenyanNumberIsSentInE164();
    void tanzanianNumberIsRefusedForKenya();
    void phoneWaitsForTheCountry();
    void ifscForIndiaRoutingNumberForBangladesh();
    void upiAliasIsInIndia();
    void completeFormSendsNormalizedDetails();
    void hiddenFieldsAreKeptButNotSent();
    void signalsFollowTyping();
    void fieldForPath_data();
    void fieldForPath();
    void serviceFieldErrorsLandOnFields();
    void serviceFieldErrorsBelowAPrefix();
    void setDetailsFillsTheForm();
    void nothingIsSentWhileAFieldIsWrong();
    void refusedCallIsAFailureWithItsMessage();
};

void TestPaymentAccountForm::startsAsMobileMoneyWithNothingToSend()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    QCOMPARE(form.value(Field::Type), u"MOBILE_MONEY"_s);
    QCOMPARE(form.value(Field::HolderType), u"INDIVIDUAL"_s);
    QCOMPARE(form.state(Field::Type), FieldState::Ok);
    QCOMPARE(form.state(Field::Country), FieldState::Empty);
    QCOMPARE(form.missingFields(),
             (QList<Field> {Field::Country, Field::HolderName, Field::Operator, Field::PhoneNumber}));
    QVERIFY(!form.isValid());
    QVERIFY(!form.canSubmit());
    QCOMPARE(form.status(), Status::Editing);
    QCOMPARE(codes(form.choices(Field::Type)),
             (QStringList {u"MOBILE_MONEY"_s, u"BANK_ACCOUNT"_s, u"BANK_ACCOUNT_ROUTE"_s, u"ALIAS"_s}));
    QCOMPARE(codes(form.choices(Field::HolderType)), (QStringList {u"INDIVIDUAL"_s, u"BUSINESS"_s}));
    QVERIFY(form.choices(Field::Operator).isEmpty()); // no country yet
    QVERIFY(form.bankDirectory());
    QCOMPARE(form.bankDirectory()->state(), recipients::BankDirectory::State::Idle); // not needed yet
}

void TestPaymentAccountForm::visibleFieldsPerType_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QList<Field>>("extra");
    QTest::newRow("MOBILE_MONEY") << u"MOBILE_MONEY"_s << QList<Field> {Field::Operator, Field::PhoneNumber};
    QTest::newRow("BANK_ACCOUNT") << u"BANK_ACCOUNT"_s << QList<Field> {Field::Bank, Field::AccountNumber};
    QTest::newRow("BANK_ACCOUNT_ROUTE")
        << u"BANK_ACCOUNT_ROUTE"_s << QList<Field> {Field::AccountNumber, Field::RouteCode};
    QTest::newRow("ALIAS") << u"ALIAS"_s << QList<Field> {Field::UpiHandle};
    QTest::newRow("unknown type") << u"CASH"_s << QList<Field> {};
}

void TestPaymentAccountForm::visibleFieldsPerType()
{
    QFETCH(QString, type);
    QFETCH(QList<Field>, extra);
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::Type, type);
    const QList<Field> expected
        = QList<Field> {Field::Type, Field::Country, Field::HolderName, Field::HolderType} + extra;
    QCOMPARE(visibleFields(form), expected);
    for (const Field f : PaymentAccountForm::fields())
        QCOMPARE(form.isRequired(f), expected.contains(f));
    if (extra.isEmpty())
        QCOMPARE(form.state(Field::Type), FieldState::Invalid);
}

void TestPaymentAccountForm::countriesPerType()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    QCOMPARE(sorted(codes(form.choices(Field::Country))), sorted(spec::mobileMoneyCountries()));
    QVERIFY(!codes(form.choices(Field::Country)).contains(u"IN"_s));
    form.setValue(Field::Type, u"BANK_ACCOUNT"_s);
    QCOMPARE(form.choices(Field::Country).size(), qsizetype(spec::countries().size()));
    form.setValue(Field::Type, u"BANK_ACCOUNT_ROUTE"_s);
    QCOMPARE(sorted(codes(form.choices(Field::Country))), (QStringList {u"BD"_s, u"IN"_s}));
    QCOMPARE(form.value(Field::Country), QString()); // two to choose from
    form.setValue(Field::Type, u"ALIAS"_s);
    QCOMPARE(codes(form.choices(Field::Country)), QStringList {u"IN"_s});
    QCOMPARE(form.value(Field::Country), u"IN"_s); // the only one
    QCOMPARE(form.state(Field::Country), FieldState::Ok);
    // Countries are named, not coded.
    form.setValue(Field::Type, u"MOBILE_MONEY"_s);
    const auto countries = form.choices(Field::Country);
    const auto kenya
        = std::find_if(countries.cbegin(), countries.cend(), [](const auto &c) { return c.code == u"KE"; });
    QVERIFY(kenya != countries.cend());
    QCOMPARE(kenya->label, u"Kenya"_s);
}

void TestPaymentAccountForm::countryOfAnotherTypeIsRefused()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::Country, u"IN"_s); // no mobile money in India
    QCOMPARE(form.state(Field::Country), FieldState::Invalid);
    QVERIFY2(form.message(Field::Country).contains(u"India"), qPrintable(form.message(Field::Country)));
    form.setValue(Field::Country, u"US"_s); // not a country of the service
    QCOMPARE(form.state(Field::Country), FieldState::Invalid);
    QVERIFY(!form.message(Field::Country).isEmpty());
    // Choosing a type that exists there keeps the country.
    form.setValue(Field::Country, u"IN"_s);
    form.setValue(Field::Type, u"BANK_ACCOUNT_ROUTE"_s);
    QCOMPARE(form.value(Field::Country), u"IN"_s);
    QCOMPARE(form.state(Field::Country), FieldState::Ok);
    // ...and one that does not exist there forgets it.
    form.setValue(Field::Type, u"MOBILE_MONEY"_s);
    QCOMPARE(form.value(Field::Country), QString());
    QCOMPARE(form.state(Field::Country), FieldState::Empty);
}

void TestPaymentAccountForm::operatorsPerCountry()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::Country, u"KE"_s);
    QCOMPARE(codes(form.choices(Field::Operator)), (QStringList {u"SAFARICOM"_s, u"AIRTEL"_s}));
    QCOMPARE(form.choices(Field::Operator).first().label, u"Safaricom M-Pesa"_s);
    form.setValue(Field::Operator, u"SAFARICOM"_s);
    QCOMPARE(form.state(Field::Operator), FieldState::Ok);

    // Another country: its operators; one that is not there goes, one that is stays.
    form.setValue(Field::Country, u"TZ"_s);
    QCOMPARE(codes(form.choices(Field::Operator)),
             (QStringList {u"VODACOM"_s, u"AIRTEL"_s, u"TIGO"_s, u"HALOTEL"_s, u"TTCL"_s}));
    QCOMPARE(form.value(Field::Operator), QString());
    QCOMPARE(form.state(Field::Operator), FieldState::Empty);
    form.setValue(Field::Operator, u"AIRTEL"_s);
    form.setValue(Field::Country, u"KE"_s);
    QCOMPARE(form.value(Field::Operator), u"AIRTEL"_s);
    QCOMPARE(form.state(Field::Operator), FieldState::Ok);
}

void TestPaymentAccountForm::operatorOfAnotherCountryIsRefused()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    QVERIFY(form.canSubmit());
    form.setValue(Field::Operator, u"VODACOM"_s); // Tanzanian
    QCOMPARE(form.value(Field::Operator), u"VODACOM"_s); // kept, and refused on its field
    QCOMPARE(form.state(Field::Operator), FieldState::Invalid);
    const QString message = form.message(Field::Operator);
    QVERIFY2(message.contains(u"Vodacom M-Pesa") && message.contains(u"Kenya")
                 && message.contains(u"Safaricom M-Pesa"),
             qPrintable(message));
    QVERIFY(!form.canSubmit());
    QVERIFY(!form.submit());
    QCOMPARE(form.status(), Status::Editing);
    form.setValue(Field::Operator, u"NOT_AN_OPERATOR"_s);
    QCOMPARE(form.state(Field::Operator), FieldState::Invalid);
}

void TestPaymentAccountForm::kenyanNumberIsSentInE164()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::Country, u"KE"_s);
    form.setValue(Field::PhoneNumber, u"0712 345 678"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Ok);
    QCOMPARE(form.value(Field::PhoneNumber), u"0712 345 678"_s); // as typed
    QCOMPARE(form.normalized(Field::PhoneNumber), u"+254712345678"_s); // as sent
    QVERIFY(form.message(Field::PhoneNumber).isEmpty());
    form.setValue(Field::PhoneNumber, u"+254 712 345 678"_s);
    QCOMPARE(form.normalized(Field::PhoneNumber), u"+254712345678"_s);
}

void TestPaymentAccountForm::tanzanianNumberIsRefusedForKenya()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    form.setValue(Field::PhoneNumber, u"+255 754 123 456"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Invalid);
    QVERIFY2(form.message(Field::PhoneNumber).contains(u"Tanzania"),
             qPrintable(form.message(Field::PhoneNumber)));
    QVERIFY(form.normalized(Field::PhoneNumber).isEmpty());
    QVERIFY(!form.canSubmit());
    // The same number is right for Tanzania (with one of its operators).
    form.setValue(Field::Country, u"TZ"_s);
    form.setValue(Field::Operator, u"VODACOM"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Ok);
    QCOMPARE(form.normalized(Field::PhoneNumber), u"+255754123456"_s);
    QVERIFY(form.canSubmit());
}

void TestPaymentAccountForm::phoneWaitsForTheCountry()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::PhoneNumber, u"0712 345 678"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Pending);
    QVERIFY(form.message(Field::PhoneNumber).contains(u"country"));
    form.setValue(Field::Country, u"KE"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Ok);
    form.setValue(Field::PhoneNumber, u"0712 34"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Invalid);
    form.setValue(Field::PhoneNumber, u"   "_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Empty);
    QVERIFY(form.message(Field::PhoneNumber).isEmpty());
}

void TestPaymentAccountForm::ifscForIndiaRoutingNumberForBangladesh()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::Type, u"BANK_ACCOUNT_ROUTE"_s);
    form.setValue(Field::RouteCode, u"hdfc0001234"_s);
    QCOMPARE(form.state(Field::RouteCode), FieldState::Pending); // which kind of code: by country
    form.setValue(Field::Country, u"IN"_s);
    QCOMPARE(form.routeCodeKind(), u"IFSC"_s);
    QCOMPARE(form.state(Field::RouteCode), FieldState::Ok);
    QCOMPARE(form.normalized(Field::RouteCode), u"HDFC0001234"_s);
    form.setValue(Field::RouteCode, u"HDFC1001234"_s);
    QCOMPARE(form.state(Field::RouteCode), FieldState::Invalid);
    QVERIFY(form.message(Field::RouteCode).contains(u"IFSC"));

    form.setValue(Field::RouteCode, u"HDFC0001234"_s);
    form.setValue(Field::Country, u"BD"_s);
    QCOMPARE(form.routeCodeKind(), u"ROUTING_NUMBER"_s);
    QCOMPARE(form.state(Field::RouteCode), FieldState::Invalid); // an IFSC code is no routing number
    form.setValue(Field::RouteCode, u"015261724"_s);
    QCOMPARE(form.state(Field::RouteCode), FieldState::Ok);
    form.setValue(Field::HolderName, u"Rahim Uddin"_s);
    form.setValue(Field::AccountNumber, u"1234 5678 9012"_s);
    QVERIFY(form.canSubmit());
    const api::PaymentAccountDetails d = form.details();
    QCOMPARE(d.type, u"BANK_ACCOUNT_ROUTE"_s);
    QCOMPARE(d.country, u"BD"_s);
    QCOMPARE(d.routeCode, u"015261724"_s);
    QCOMPARE(d.routeNumber, u"123456789012"_s);
    QVERIFY(d.bankAccountNumber.isEmpty());
}

void TestPaymentAccountForm::upiAliasIsInIndia()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    form.setValue(Field::Type, u"ALIAS"_s);
    QCOMPARE(form.value(Field::Country), u"IN"_s);
    form.setValue(Field::HolderName, u"Priya Sharma"_s);
    form.setValue(Field::UpiHandle, u"priya"_s);
    QCOMPARE(form.state(Field::UpiHandle), FieldState::Invalid);
    QVERIFY(!form.canSubmit());
    form.setValue(Field::UpiHandle, u"priya.sharma@okhdfc"_s);
    QVERIFY(form.canSubmit());
    const QJsonObject json = form.details().toJson();
    QCOMPARE(json.value(u"alias"_s).toObject().value(u"identifier"_s).toString(), u"priya.sharma@okhdfc"_s);
    QCOMPARE(json.value(u"alias"_s).toObject().value(u"network"_s).toString(), u"UPI"_s);
}

void TestPaymentAccountForm::completeFormSendsNormalizedDetails()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    form.setValue(Field::HolderName, u"  Jane   Wanjiku "_s);
    form.setValue(Field::HolderType, u"BUSINESS"_s);
    QVERIFY(form.isValid());
    QVERIFY(form.canSubmit());
    QVERIFY(form.missingFields().isEmpty());
    const QJsonObject json = form.details().toJson();
    const QJsonObject expected {
        {u"type"_s, u"MOBILE_MONEY"_s},
        {u"country"_s, u"KE"_s},
        {u"holder"_s, QJsonObject {{u"name"_s, u"Jane Wanjiku"_s}, {u"type"_s, u"BUSINESS"_s}}},
        {u"mobile_money"_s,
         QJsonObject {{u"number"_s, u"+254712345678"_s}, {u"operator"_s, u"SAFARICOM"_s}}}};
    QCOMPARE(json, expected);
}

void TestPaymentAccountForm::hiddenFieldsAreKeptButNotSent()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    form.setValue(Field::Type, u"BANK_ACCOUNT_ROUTE"_s); // Kenya has none: the country goes
    QCOMPARE(form.value(Field::Country), QString());
    QCOMPARE(form.value(Field::PhoneNumber), u"0712 345 678"_s); // kept, hidden
    QVERIFY(!form.isVisible(Field::PhoneNumber));
    form.setValue(Field::Country, u"IN"_s);
    form.setValue(Field::RouteCode, u"SBIN0001234"_s);
    form.setValue(Field::AccountNumber, u"00001234567890"_s);
    QVERIFY(form.canSubmit()); // the hidden phone number is not checked against India
    const QJsonObject json = form.details().toJson();
    QVERIFY(!json.contains(u"mobile_money"));
    QVERIFY(json.contains(u"bank_account_route"));
}

void TestPaymentAccountForm::signalsFollowTyping()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    QSignalSpy changed(&form, &PaymentAccountForm::fieldChanged);
    QSignalSpy canSubmit(&form, &PaymentAccountForm::canSubmitChanged);
    form.setValue(Field::Country, u"KE"_s);
    form.setValue(Field::HolderName, u"Jane Wanjiku"_s);
    form.setValue(Field::Operator, u"SAFARICOM"_s);
    changed.clear();
    form.setValue(Field::PhoneNumber, u"0712"_s);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).value<Field>(), Field::PhoneNumber);
    form.setValue(Field::PhoneNumber, u"0712 3"_s); // same message, new value: still told
    QCOMPARE(changed.size(), 2);
    QCOMPARE(canSubmit.size(), 0);
    form.setValue(Field::PhoneNumber, u"0712 345 678"_s);
    QCOMPARE(canSubmit.size(), 1);
    QCOMPARE(canSubmit.at(0).at(0).toBool(), true);
    form.setValue(Field::PhoneNumber, u"0712 345 678"_s); // no change, no signal
    QCOMPARE(changed.size(), 3);
    // The country changes the operators offered and the check of the number.
    changed.clear();
    form.setValue(Field::Country, u"UG"_s);
    QList<Field> fields;
    for (const auto &args : std::as_const(changed))
        fields << args.at(0).value<Field>();
    QVERIFY(fields.contains(Field::Country));
    QVERIFY(fields.contains(Field::Operator));
    QVERIFY(fields.contains(Field::PhoneNumber));
    QCOMPARE(canSubmit.size(), 2);
    QVERIFY(!form.canSubmit());
}

void TestPaymentAccountForm::fieldForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("field"); // -1: none
    QTest::newRow("type") << u"type"_s << int(Field::Type);
    QTest::newRow("country") << u"country"_s << int(Field::Country);
    QTest::newRow("holder") << u"holder"_s << int(Field::HolderName);
    QTest::newRow("holder.name") << u"holder.name"_s << int(Field::HolderName);
    QTest::newRow("holder.type") << u"holder.type"_s << int(Field::HolderType);
    QTest::newRow("mobile_money.operator") << u"mobile_money.operator"_s << int(Field::Operator);
    QTest::newRow("mobile_money.number") << u"mobile_money.number"_s << int(Field::PhoneNumber);
    QTest::newRow("bank_account.bank_id") << u"bank_account.bank_id"_s << int(Field::Bank);
    QTest::newRow("bank_account.number") << u"bank_account.number"_s << int(Field::AccountNumber);
    QTest::newRow("bank_account_route.code") << u"bank_account_route.code"_s << int(Field::RouteCode);
    QTest::newRow("bank_account_route.number") << u"bank_account_route.number"_s << int(Field::AccountNumber);
    QTest::newRow("alias.identifier") << u"alias.identifier"_s << int(Field::UpiHandle);
    QTest::newRow("amount.value") << u"amount.value"_s << -1;
    QTest::newRow("holder.name.first") << u"holder.name.first"_s << -1;
}

void TestPaymentAccountForm::fieldForPath()
{
    QFETCH(QString, path);
    QFETCH(int, field);
    const std::optional<Field> found = PaymentAccountForm::fieldForPath(path);
    QCOMPARE(found ? int(*found) : -1, field);
}

void TestPaymentAccountForm::serviceFieldErrorsLandOnFields()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    QVERIFY(form.canSubmit());

    // A 422 as the service sends it, with one field the form does not have.
    api::ApiError error = api::ApiError::http(422, u"VALIDATION_FAILED"_s, u"invalid"_s);
    error.setFieldErrors({{u"holder.name"_s, {u"must be at most 200 characters"_s}},
                          {u"mobile_money.operator"_s, {u"is suspended"_s, u"try later"_s}},
                          {u"custom_field"_s, {u"is unknown"_s}}});
    const QMap<QString, QStringList> others = form.applyFieldErrors(error.fieldErrors());
    QCOMPARE(others, (QMap<QString, QStringList> {{u"custom_field"_s, {u"is unknown"_s}}}));
    QCOMPARE(form.state(Field::HolderName), FieldState::Invalid);
    QVERIFY2(form.message(Field::HolderName).contains(u"must be at most 200 characters"),
             qPrintable(form.message(Field::HolderName)));
    QCOMPARE(form.state(Field::Operator), FieldState::Invalid);
    QVERIFY(form.message(Field::Operator).contains(u"is suspended; try later"));
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Ok);
    QVERIFY(!form.canSubmit());

    // Editing a field takes the service's word off it; the other stays until it is edited.
    form.setValue(Field::HolderName, u"Jane W Wanjiku"_s);
    QCOMPARE(form.state(Field::HolderName), FieldState::Ok);
    QCOMPARE(form.state(Field::Operator), FieldState::Invalid);
    form.setValue(Field::Operator, u"AIRTEL"_s);
    QCOMPARE(form.state(Field::Operator), FieldState::Ok);
    QVERIFY(form.canSubmit());

    // A field of another type is not shown: its error is handed back.
    const auto hidden = form.applyFieldErrors({{u"bank_account.number"_s, {u"too long"_s}}});
    QCOMPARE(hidden.size(), 1);
    QVERIFY(form.canSubmit());
}

void TestPaymentAccountForm::serviceFieldErrorsBelowAPrefix()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    // A payout's 422 names the embedded account's fields below "payment_account.".
    const QMap<QString, QStringList> payoutErrors {
        {u"amount.value"_s, {u"must be greater than zero"_s}},
        {u"payment_account.mobile_money.number"_s, {u"is not reachable"_s}},
    };
    const auto others = form.applyFieldErrors(payoutErrors, u"payment_account.");
    QCOMPARE(others.keys(), QStringList {u"amount.value"_s});
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Invalid);
    QVERIFY(form.message(Field::PhoneNumber).contains(u"is not reachable"));
    // The type or the country changing makes them all old news.
    form.setValue(Field::Country, u"UG"_s);
    form.setValue(Field::Country, u"KE"_s);
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Ok);
}

void TestPaymentAccountForm::setDetailsFillsTheForm()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    api::PaymentAccountDetails d;
    d.type = u"MOBILE_MONEY"_s;
    d.country = u"GH"_s;
    d.holder = {u"Kwame Mensah"_s, u"INDIVIDUAL"_s};
    d.mobileNumber = u"+233241234567"_s;
    d.mobileOperator = u"MTN"_s;
    QSignalSpy canSubmit(&form, &PaymentAccountForm::canSubmitChanged);
    QVERIFY(form.setDetails(d));
    QCOMPARE(canSubmit.size(), 1);
    QVERIFY(form.canSubmit());
    QCOMPARE(form.details().toJson(), d.toJson());
}

void TestPaymentAccountForm::nothingIsSentWhileAFieldIsWrong()
{
    api::ApiClient client;
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    form.setValue(Field::HolderName, u"Jane 2"_s);
    QCOMPARE(form.state(Field::HolderName), FieldState::Invalid);
    QSignalSpy status(&form, &PaymentAccountForm::statusChanged);
    QVERIFY(!form.submit());
    QCOMPARE(status.size(), 0);
    QCOMPARE(form.status(), Status::Editing);
}

void TestPaymentAccountForm::refusedCallIsAFailureWithItsMessage()
{
    api::ApiClient client; // no address: the client refuses to send, without any network
    PaymentAccountForm form(&client);
    fillKenyanMobileMoney(form);
    QSignalSpy saved(&form, &PaymentAccountForm::saved);
    QVERIFY(form.submit());
    QCOMPARE(form.status(), Status::Submitting);
    QVERIFY(!form.canSubmit()); // one at a time
    QVERIFY(!form.submit());
    QVERIFY(!form.setValue(Field::HolderName, u"Someone Else"_s)); // read-only meanwhile
    QTRY_COMPARE(form.status(), Status::Failed);
    QCOMPARE(form.lastError().kind(), api::ApiError::Kind::Refused);
    QCOMPARE(form.failureMessage(), form.lastError().userMessage());
    QVERIFY(!form.failureMessage().isEmpty());
    QCOMPARE(saved.size(), 0);
    QVERIFY(form.canSubmit()); // may be tried again
    form.setValue(Field::HolderName, u"Jane Wanjiku Kamau"_s);
    QCOMPARE(form.status(), Status::Editing);
    QVERIFY(form.failureMessage().isEmpty());
}

QTEST_GUILESS_MAIN(TestPaymentAccountForm)
#include "tst_paymentaccountform.moc"
