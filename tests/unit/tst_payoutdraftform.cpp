// SPDX-License-Identifier: GPL-3.0-or-later
// The "new payout" form without a service: each rule of the specification's tables with good and
// bad values (amount decimals per currency, the countries' ranges, purpose, sender requirements,
// custom_id, on_behalf_of), a 422's errors.fields back on the fields, the exact POST /payouts body,
// and drafts reopened from the body and from a snapshot.
#include "api/ApiError.h"
#include "domain/SpecTables.h"
#include "payouts/PayoutDraftForm.h"
#include "recipients/PaymentAccountForm.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using payouts::PayoutDraftForm;
using State = PayoutDraftForm::FieldState;
using AccountField = recipients::PaymentAccountForm::Field;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

api::PaymentAccount account(const QString &id, const QString &type, const QString &country,
                            const QString &op = {})
{
    api::PaymentAccount a;
    a.id = id;
    a.details.type = type;
    a.details.country = country;
    a.details.holder = {u"Jane Wanjiku"_s, u"INDIVIDUAL"_s};
    a.details.mobileOperator = op;
    if (type == u"MOBILE_MONEY")
        a.details.mobileNumber = u"+254712345678"_s;
    return a;
}

api::PaymentAccount kenyanMobile()
{
    return account(u"pac-2kA9XqL0mR3"_s, u"MOBILE_MONEY"_s, u"KE"_s, u"SAFARICOM"_s);
}

// A form in US English (how amounts are read), with nothing but what the test sets.
std::unique_ptr<PayoutDraftForm> makeForm()
{
    auto form = std::make_unique<PayoutDraftForm>(nullptr);
    form->setLocale(kEnglish);
    return form;
}

void fillSender(PayoutDraftForm &form, const QString &type = u"INDIVIDUAL"_s)
{
    form.setValue(u"sender.type"_s, type);
    form.setValue(u"sender.name"_s, u"Amina  Okafor"_s);
    form.setValue(u"sender.address.line_1"_s, u"12 Marina Road"_s);
    form.setValue(u"sender.address.city"_s, u"Lagos"_s);
    form.setValue(u"sender.address.postal_code"_s, u"101001"_s);
    form.setValue(u"sender.address.country"_s, u"ng"_s);
    if (type == u"INDIVIDUAL")
        form.setValue(u"sender.individual.dob"_s, u"1985-02-14"_s);
}

void fillDocument(PayoutDraftForm &form)
{
    form.setValue(u"sender.individual.identity_document.type"_s, u"PASSPORT"_s);
    form.setValue(u"sender.individual.identity_document.number"_s, u"A01234567"_s);
    form.setValue(u"sender.individual.identity_document.country"_s, u"NG"_s);
    form.setValue(u"sender.individual.identity_document.expires_on"_s, u"2031-06-30"_s);
}

// A payout of KES 1,500.50 to an existing Kenyan mobile money account, with a sender: valid.
void fillKenyanPayout(PayoutDraftForm &form)
{
    form.setExistingAccount(kenyanMobile());
    form.setWallet({u"wlt-KES1"_s, u"KES"_s, {}, {}});
    form.setValue(u"amount.value"_s, u"1,500.50"_s);
    form.setValue(u"custom_id"_s, u"PD-20261123-TEST0001"_s);
    fillSender(form);
}

QByteArray dump(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QString errorsText(const PayoutDraftForm &form)
{
    QStringList out;
    const QMap<QString, QString> errors = form.errors();
    for (auto it = errors.cbegin(); it != errors.cend(); ++it)
        out << it.key() + u": "_s + it.value();
    return out.join(u'\n');
}

} // namespace

class TestPayoutDraftForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsWithAProposedCustomIdAndNothingToSend();
    void proposedCustomIdsAreReadableAndUnique();
    void unknownPathsAreRefused();
    void amountPerCurrency_data();
    void amountPerCurrency();
    void amountWaitsForTheCurrency();
    void amountWithinTheCountrysRange_data();
    void amountWithinTheCountrysRange();
    void rangeFollowsTheNewAccount();
    void currencyIsTheRecipientCountrys();
    void purposeRequiredWhereTheSpecSays_data();
    void purposeRequiredWhereTheSpecSays();
    void senderRequiredByCountry_data();
    void senderRequiredByCountry();
    void senderNotRequiredElsewhere();
    void innerSenderFieldsRequiredOnceUsed_data();
    void innerSenderFieldsRequiredOnceUsed();
    void senderFieldChecks_data();
    void senderFieldChecks();
    void businessSenderHasNoIndividualFields();
    void customId_data();
    void customId();
    void onBehalfOf_data();
    void onBehalfOf();
    void existingAccountNeedsItsCountry();
    void newAccountFieldsUnderPaymentAccount();
    void signalsFollowTyping();
    void serviceErrorsLandOnFields();
    void serviceErrorsOnBlocksAndEntries();
    void serviceErrorsForTheNewAccount();
    void nextAnswerReplacesServiceErrors();
    void requestJsonIsThePostBody();
    void requestJsonWithANewAccount();
    void requestJsonRoundTrip_data();
    void requestJsonRoundTrip();
    void fromRequestJsonClearsWhatIsNotThere();
    void snapshotRestoresAnUnfinishedDraft();
    void snapshotAmountInAnotherLocale();
    void restoreRefusesOtherJson();
};

void TestPayoutDraftForm::startsWithAProposedCustomIdAndNothingToSend()
{
    const auto form = makeForm();
    QCOMPARE(form->state(u"custom_id"_s), State::Ok);
    QVERIFY(form->value(u"custom_id"_s).startsWith(u"PD-"));
    QCOMPARE(form->recipientMode(), PayoutDraftForm::Recipient::Existing);
    QCOMPARE(form->state(u"amount.currency"_s), State::Missing);
    QCOMPARE(form->state(u"amount.value"_s), State::Missing);
    QCOMPARE(form->state(u"payment_account_id"_s), State::Missing);
    QCOMPARE(form->errorFor(u"payment_account_id"_s), u"Choose the recipient."_s);
    QCOMPARE(form->state(u"purpose"_s), State::Empty); // no country yet: not required
    QCOMPARE(form->state(u"sender.name"_s), State::Empty);
    QVERIFY(!form->isRequired(u"sender.name"_s));
    QCOMPARE(form->errors().keys(),
             (QStringList {u"amount.currency"_s, u"amount.value"_s, u"payment_account_id"_s}));
    QVERIFY(!form->isValid());
    QVERIFY(!form->isVisible(u"payment_account.country"_s)); // an existing account is the default
}

void TestPayoutDraftForm::proposedCustomIdsAreReadableAndUnique()
{
    const QRegularExpression pattern(QString::fromLatin1(spec::limits::customIdPattern));
    const QRegularExpression readable(u"^PD-[0-9]{8}-[0-9A-HJKMNP-TV-Z]{8}$"_s);
    QSet<QString> seen;
    for (int i = 0; i < 500; ++i) {
        const QString id = PayoutDraftForm::proposeCustomId();
        QVERIFY2(pattern.match(id).hasMatch(), qPrintable(id));
        QVERIFY2(readable.match(id).hasMatch(), qPrintable(id));
        seen.insert(id);
    }
    QCOMPARE(seen.size(), 500);
    // Each form proposes its own.
    QVERIFY(makeForm()->value(u"custom_id"_s) != makeForm()->value(u"custom_id"_s));
}

void TestPayoutDraftForm::unknownPathsAreRefused()
{
    const auto form = makeForm();
    QVERIFY(!form->setValue(u"sender.nickname"_s, u"x"_s));
    QVERIFY(!form->setValue(u"payment_account_id"_s, u"pac-1"_s)); // setExistingAccount()
    QVERIFY(form->value(u"sender.nickname"_s).isEmpty());
    QVERIFY(form->setValue(u"sender.address.line_3"_s, u"Block C"_s));
}

void TestPayoutDraftForm::amountPerCurrency_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent"); // empty: refused
    QTest::addColumn<QString>("why"); // part of the message when refused

    QTest::newRow("KES 2 decimals") << u"KES"_s << u"1500.50"_s << u"1500.50"_s << QString();
    QTest::newRow("KES grouped") << u"KES"_s << u"1,500.5"_s << u"1500.50"_s << QString();
    QTest::newRow("KES whole") << u"KES"_s << u"1500"_s << u"1500.00"_s << QString();
    QTest::newRow("KES 3 decimals") << u"KES"_s << u"1500.505"_s << QString() << u"at most 2 decimal"_s;
    QTest::newRow("UGX whole") << u"UGX"_s << u"15000"_s << u"15000"_s << QString();
    QTest::newRow("UGX with decimals") << u"UGX"_s << u"15000.5"_s << QString() << u"whole numbers"_s;
    QTest::newRow("XOF with decimals") << u"XOF"_s << u"2500.00"_s << QString() << u"whole numbers"_s;
    QTest::newRow("negative") << u"KES"_s << u"-200"_s << QString() << u"greater than zero"_s;
    QTest::newRow("zero") << u"KES"_s << u"0.00"_s << QString() << u"greater than zero"_s;
    QTest::newRow("zero UGX") << u"UGX"_s << u"0"_s << QString() << u"greater than zero"_s;
    QTest::newRow("not an amount") << u"KES"_s << u"12abc"_s << QString() << u"not an amount"_s;
    QTest::newRow("exponent") << u"KES"_s << u"1e5"_s << QString() << u"not an amount"_s;
    QTest::newRow("misplaced grouping") << u"KES"_s << u"1,50"_s << QString() << u"wrong place"_s;
}

void TestPayoutDraftForm::amountPerCurrency()
{
    QFETCH(QString, currency);
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    QFETCH(QString, why);
    const auto form = makeForm(); // no recipient yet: no country range
    form->setValue(u"amount.currency"_s, currency);
    form->setValue(u"amount.value"_s, typed);
    QCOMPARE(form->state(u"amount.currency"_s), State::Ok);
    if (sent.isEmpty()) {
        QCOMPARE(form->state(u"amount.value"_s), State::Invalid);
        QVERIFY2(form->errorFor(u"amount.value"_s).contains(why),
                 qPrintable(form->errorFor(u"amount.value"_s)));
        QVERIFY(!form->amount().isValid());
        QVERIFY(!form->toRequestJson().value(u"amount").toObject().contains(u"value"));
    } else {
        QCOMPARE(form->state(u"amount.value"_s), State::Ok);
        QVERIFY(form->errorFor(u"amount.value"_s).isEmpty());
        QCOMPARE(form->amount().toWire(), sent);
        QCOMPARE(form->toRequestJson().value(u"amount").toObject(),
                 (QJsonObject {{u"currency"_s, currency}, {u"value"_s, sent}}));
    }
}

void TestPayoutDraftForm::amountWaitsForTheCurrency()
{
    const auto form = makeForm();
    form->setValue(u"amount.value"_s, u"1500"_s);
    QCOMPARE(form->state(u"amount.value"_s), State::Pending);
    QVERIFY(form->errorFor(u"amount.value"_s).contains(u"wallet"));
    form->setValue(u"amount.currency"_s, u"KES"_s);
    QCOMPARE(form->state(u"amount.value"_s), State::Ok);
    form->setValue(u"amount.currency"_s, u"XYZ"_s);
    QCOMPARE(form->state(u"amount.currency"_s), State::Invalid);
    QCOMPARE(form->state(u"amount.value"_s), State::Pending);
}

void TestPayoutDraftForm::amountWithinTheCountrysRange_data()
{
    QTest::addColumn<QString>("country");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QStringList>("inMessage"); // the range, when refused

    const QStringList keMobile {u"KES\u00A0140.00"_s, u"KES\u00A0250,000.00"_s, u"mobile money"_s,
                                u"Kenya"_s};
    QTest::newRow("KE mobile under the minimum")
        << u"KE"_s << u"MOBILE_MONEY"_s << u"SAFARICOM"_s << u"KES"_s << u"139.99"_s << false << keMobile;
    QTest::newRow("KE mobile at the minimum")
        << u"KE"_s << u"MOBILE_MONEY"_s << u"SAFARICOM"_s << u"KES"_s << u"140"_s << true << QStringList();
    QTest::newRow("KE mobile at the maximum") << u"KE"_s << u"MOBILE_MONEY"_s << u"AIRTEL"_s << u"KES"_s
                                              << u"250,000.00"_s << true << QStringList();
    QTest::newRow("KE mobile over the maximum")
        << u"KE"_s << u"MOBILE_MONEY"_s << u"SAFARICOM"_s << u"KES"_s << u"250000.01"_s << false << keMobile;
    QTest::newRow("KE bank over the mobile maximum")
        << u"KE"_s << u"BANK_ACCOUNT"_s << QString() << u"KES"_s << u"950000"_s << true << QStringList();
    QTest::newRow("KE bank over its maximum")
        << u"KE"_s << u"BANK_ACCOUNT"_s << QString() << u"KES"_s << u"950000.01"_s << false
        << QStringList {u"KES\u00A0950,000.00"_s, u"bank account"_s};
    QTest::newRow("RW MTN up to 2,000,000")
        << u"RW"_s << u"MOBILE_MONEY"_s << u"MTN"_s << u"RWF"_s << u"2000000"_s << true << QStringList();
    QTest::newRow("RW AIRTEL over 500,000")
        << u"RW"_s << u"MOBILE_MONEY"_s << u"AIRTEL"_s << u"RWF"_s << u"500001"_s << false
        << QStringList {u"RWF\u00A0500"_s, u"RWF\u00A0500,000"_s, u"Airtel"_s, u"Rwanda"_s};
    QTest::newRow("RW under the minimum")
        << u"RW"_s << u"MOBILE_MONEY"_s << u"MTN"_s << u"RWF"_s << u"499"_s << false
        << QStringList {u"RWF\u00A0500"_s, u"RWF\u00A02,000,000"_s};
    QTest::newRow("GH mobile over 15,000")
        << u"GH"_s << u"MOBILE_MONEY"_s << u"MTN"_s << u"GHS"_s << u"15000.01"_s << false
        << QStringList {u"GHS\u00A010.00"_s, u"GHS\u00A015,000.00"_s};
    QTest::newRow("GH bank 50,000") << u"GH"_s << u"BANK_ACCOUNT"_s << QString() << u"GHS"_s << u"50000"_s
                                    << true << QStringList();
    QTest::newRow("UG under 5,000") << u"UG"_s << u"MOBILE_MONEY"_s << u"MTN"_s << u"UGX"_s << u"4999"_s
                                    << false << QStringList {u"UGX\u00A05,000"_s, u"UGX\u00A05,000,000"_s};
    QTest::newRow("SN bank: no maximum known")
        << u"SN"_s << u"BANK_ACCOUNT"_s << QString() << u"XOF"_s << u"90000000"_s << true << QStringList();
    QTest::newRow("SN bank under the minimum")
        << u"SN"_s << u"BANK_ACCOUNT"_s << QString() << u"XOF"_s << u"1999"_s << false
        << QStringList {u"at least XOF\u00A02,000"_s, u"Senegal"_s};
    QTest::newRow("CI mobile over 1,500,000")
        << u"CI"_s << u"MOBILE_MONEY"_s << u"ORANGE"_s << u"XOF"_s << u"1500001"_s << false
        << QStringList {u"XOF\u00A01,500,000"_s};
    QTest::newRow("NG bank 50,000,000")
        << u"NG"_s << u"BANK_ACCOUNT"_s << QString() << u"NGN"_s << u"50000000"_s << true << QStringList();
    QTest::newRow("EG under 200") << u"EG"_s << u"BANK_ACCOUNT"_s << QString() << u"EGP"_s << u"199.99"_s
                                  << false << QStringList {u"EGP\u00A0200.00"_s, u"EGP\u00A0300,000.00"_s};
    QTest::newRow("IN: no limit known")
        << u"IN"_s << u"ALIAS"_s << QString() << u"INR"_s << u"0.01"_s << true << QStringList();
}

void TestPayoutDraftForm::amountWithinTheCountrysRange()
{
    QFETCH(QString, country);
    QFETCH(QString, type);
    QFETCH(QString, op);
    QFETCH(QString, currency);
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QFETCH(QStringList, inMessage);
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, type, country, op));
    form->setValue(u"amount.currency"_s, currency);
    form->setValue(u"amount.value"_s, typed);
    QCOMPARE(form->state(u"amount.currency"_s), State::Ok);
    const QString message = form->errorFor(u"amount.value"_s);
    QCOMPARE(form->state(u"amount.value"_s), ok ? State::Ok : State::Invalid);
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(message.contains(part), qPrintable(message + u" lacks "_s + part));
}

void TestPayoutDraftForm::rangeFollowsTheNewAccount()
{
    const auto form = makeForm();
    form->setRecipientMode(PayoutDraftForm::Recipient::New);
    recipients::PaymentAccountForm *newAccount = form->newAccount();
    newAccount->setValue(AccountField::Country, u"KE"_s);
    form->setValue(u"amount.currency"_s, u"KES"_s);
    form->setValue(u"amount.value"_s, u"300000"_s);
    QCOMPARE(form->recipientCountry(), u"KE"_s);
    QCOMPARE(form->state(u"amount.value"_s), State::Invalid); // mobile money, the default type
    QVERIFY(form->errorFor(u"amount.value"_s).contains(u"250,000.00"));
    QCOMPARE(form->amountRange()->text, u"KES\u00A0140.00 to KES\u00A0250,000.00"_s);
    newAccount->setValue(AccountField::Type, u"BANK_ACCOUNT"_s); // keeps Kenya
    QCOMPARE(form->recipientAccountType(), u"BANK_ACCOUNT"_s);
    QCOMPARE(form->state(u"amount.value"_s), State::Ok);
    QCOMPARE(form->amountRange()->text, u"KES\u00A0140.00 to KES\u00A0950,000.00"_s);
    QCOMPARE(form->amountRange()->maximum.toWire(), u"950000.00"_s);

    // No range to show in another currency than the country's, nor where none is known.
    form->setValue(u"amount.currency"_s, u"UGX"_s);
    QVERIFY(!form->amountRange());
    newAccount->setValue(AccountField::Type, u"ALIAS"_s); // India
    form->setValue(u"amount.currency"_s, u"INR"_s);
    QCOMPARE(form->recipientCountry(), u"IN"_s);
    QVERIFY(!form->amountRange());
    // A minimum without a maximum.
    form->setRecipientMode(PayoutDraftForm::Recipient::Existing);
    form->setExistingAccount(account(u"pac-1"_s, u"BANK_ACCOUNT"_s, u"SN"_s));
    form->setValue(u"amount.currency"_s, u"XOF"_s);
    QCOMPARE(form->amountRange()->text, u"at least XOF\u00A02,000"_s);
    QVERIFY(!form->amountRange()->maximum.isValid());
}

void TestPayoutDraftForm::currencyIsTheRecipientCountrys()
{
    const auto form = makeForm();
    form->setValue(u"amount.currency"_s, u"UGX"_s);
    form->setValue(u"amount.value"_s, u"100"_s);
    QCOMPARE(form->state(u"amount.currency"_s), State::Ok); // no recipient yet
    form->setExistingAccount(kenyanMobile());
    QCOMPARE(form->state(u"amount.currency"_s), State::Invalid);
    QCOMPARE(form->errorFor(u"amount.currency"_s),
             u"Payouts to Kenya are paid in KES: choose a wallet in KES."_s);
    // The range is Kenya's in KES: not applied to UGX.
    QCOMPARE(form->state(u"amount.value"_s), State::Ok);
    // Not to be sent; what is right on its own stays in the body.
    QCOMPARE(form->toRequestJson().value(u"amount").toObject(), (QJsonObject {{u"value"_s, u"100"_s}}));
    form->setValue(u"amount.currency"_s, u"KES"_s);
    QCOMPARE(form->state(u"amount.currency"_s), State::Ok);
    QCOMPARE(form->state(u"amount.value"_s), State::Invalid); // KES 100 is under Kenya's 140
}

void TestPayoutDraftForm::purposeRequiredWhereTheSpecSays_data()
{
    QTest::addColumn<QString>("country");
    QTest::addColumn<bool>("required");
    for (const QString &country : spec::purposeRequiredCountries())
        QTest::addRow("%s", qPrintable(country)) << country << true;
    QTest::newRow("KE") << u"KE"_s << false;
    QTest::newRow("TZ") << u"TZ"_s << false;
    QTest::newRow("IN") << u"IN"_s << false;
}

void TestPayoutDraftForm::purposeRequiredWhereTheSpecSays()
{
    QFETCH(QString, country);
    QFETCH(bool, required);
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, u"BANK_ACCOUNT"_s, country));
    QCOMPARE(form->isRequired(u"purpose"_s), required);
    QCOMPARE(form->state(u"purpose"_s), required ? State::Missing : State::Empty);
    if (required)
        QVERIFY(form->errorFor(u"purpose"_s).startsWith(u"A purpose is required for payouts to "));
    else
        QVERIFY(!form->errors().contains(u"purpose"_s));

    // A code of the tables is taken everywhere, another code nowhere.
    form->setValue(u"purpose"_s, u"SALARY_AND_WAGES"_s);
    QCOMPARE(form->state(u"purpose"_s), State::Ok);
    QCOMPARE(form->toRequestJson().value(u"purpose").toString(), u"SALARY_AND_WAGES"_s);
    form->setValue(u"purpose"_s, u"GIFT"_s);
    QCOMPARE(form->state(u"purpose"_s), State::Invalid);
    QCOMPARE(form->errorFor(u"purpose"_s), u"GIFT is not a purpose of the payment service."_s);
    QVERIFY(!form->toRequestJson().contains(u"purpose"));
}

void TestPayoutDraftForm::senderRequiredByCountry_data()
{
    QTest::addColumn<QString>("country");
    QTest::addColumn<bool>("document"); // of an individual sender
    for (const QString &country : spec::senderRequiredCountries())
        QTest::addRow("%s", qPrintable(country)) << country << (country != u"KE");
}

void TestPayoutDraftForm::senderRequiredByCountry()
{
    QFETCH(QString, country);
    QFETCH(bool, document);
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, u"BANK_ACCOUNT"_s, country));
    const QStringList every {u"sender.type"_s,
                             u"sender.name"_s,
                             u"sender.address.line_1"_s,
                             u"sender.address.city"_s,
                             u"sender.address.country"_s,
                             u"sender.address.postal_code"_s};
    const QStringList documentFields {u"sender.individual.identity_document.type"_s,
                                      u"sender.individual.identity_document.number"_s,
                                      u"sender.individual.identity_document.country"_s,
                                      u"sender.individual.identity_document.expires_on"_s};
    for (const QString &path : every) {
        QCOMPARE(form->state(path), State::Missing);
        QVERIFY2(form->errorFor(path).startsWith(u"Required for payouts to "), qPrintable(path));
    }
    // Until the sender is said to be an individual, the individual fields are optional.
    QCOMPARE(form->state(u"sender.individual.dob"_s), State::Empty);
    QVERIFY(!form->isRequired(u"sender.address.line_2"_s));

    form->setValue(u"sender.type"_s, u"INDIVIDUAL"_s);
    QCOMPARE(form->state(u"sender.individual.dob"_s), State::Missing);
    for (const QString &path : documentFields)
        QCOMPARE(form->state(path), document ? State::Missing : State::Empty);
    QCOMPARE(form->state(u"sender.individual.identity_document.issued_on"_s), State::Empty);
    QCOMPARE(form->state(u"sender.address.line_2"_s), State::Empty);

    fillSender(*form);
    for (const QString &path : every)
        QCOMPARE(form->state(path), State::Ok);
    QCOMPARE(form->state(u"sender.individual.dob"_s), State::Ok);
    if (document) {
        fillDocument(*form);
        for (const QString &path : documentFields)
            QCOMPARE(form->state(path), State::Ok);
    }
    for (const QString &path : form->errors().keys())
        QVERIFY2(!path.startsWith(u"sender"), qPrintable(path));

    // A business sender needs neither a birth date nor a document.
    const auto business = makeForm();
    business->setExistingAccount(account(u"pac-1"_s, u"BANK_ACCOUNT"_s, country));
    fillSender(*business, u"BUSINESS"_s);
    QVERIFY(!business->isRequired(u"sender.individual.dob"_s));
    for (const QString &path : business->errors().keys())
        QVERIFY2(!path.startsWith(u"sender"), qPrintable(path));
}

void TestPayoutDraftForm::senderNotRequiredElsewhere()
{
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, u"ALIAS"_s, u"IN"_s));
    form->setValue(u"amount.currency"_s, u"INR"_s);
    form->setValue(u"amount.value"_s, u"2500"_s);
    for (const QString &path : PayoutDraftForm::valuePaths()) {
        if (path.startsWith(u"sender."))
            QVERIFY2(!form->isRequired(path), qPrintable(path));
    }
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));
    QVERIFY(!form->toRequestJson().contains(u"sender"));
}

void TestPayoutDraftForm::innerSenderFieldsRequiredOnceUsed_data()
{
    QTest::addColumn<QString>("typed"); // the one field given
    QTest::addColumn<QStringList>("nowRequired");

    const QStringList sender {u"sender.name"_s, u"sender.type"_s};
    const QStringList address {u"sender.address.line_1"_s, u"sender.address.city"_s,
                               u"sender.address.postal_code"_s, u"sender.address.country"_s};
    const QStringList document {u"sender.individual.identity_document.type"_s,
                                u"sender.individual.identity_document.number"_s,
                                u"sender.individual.identity_document.country"_s,
                                u"sender.individual.identity_document.expires_on"_s};
    QTest::newRow("name") << u"sender.name"_s << QStringList {u"sender.type"_s};
    QTest::newRow("type") << u"sender.type"_s << QStringList {u"sender.name"_s};
    QTest::newRow("address city") << u"sender.address.city"_s
                                  << sender
            + QStringList(address).filter(QRegularExpression(u"(line_1|code|country)$"_s));
    QTest::newRow("address line 2") << u"sender.address.line_2"_s << sender + address;
    QTest::newRow("birth date") << u"sender.individual.dob"_s << sender;
    QTest::newRow("document number") << u"sender.individual.identity_document.number"_s
                                     << sender
            + QStringList(document).filter(QRegularExpression(u"(type|country|expires_on)$"_s));
    QTest::newRow("document issued on")
        << u"sender.individual.identity_document.issued_on"_s << sender + document;
}

void TestPayoutDraftForm::innerSenderFieldsRequiredOnceUsed()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, nowRequired);
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, u"ALIAS"_s, u"IN"_s)); // no sender requirement
    const QString value = typed.endsWith(u"type")          ? u"INDIVIDUAL"_s
        : typed.contains(u"dob") || typed.endsWith(u"_on") ? u"1990-01-01"_s
                                                           : u"Something"_s;
    form->setValue(typed, value);
    for (const QString &path : PayoutDraftForm::valuePaths()) {
        if (!path.startsWith(u"sender."))
            continue;
        if (nowRequired.contains(path)) {
            QVERIFY2(form->state(path) == State::Missing, qPrintable(path));
            QVERIFY2(form->errorFor(path).startsWith(u"Required once any "),
                     qPrintable(form->errorFor(path)));
        } else {
            QVERIFY2(form->state(path) != State::Missing, qPrintable(path));
        }
    }
    // Emptied again: nothing required any more.
    form->setValue(typed, {});
    for (const QString &path : PayoutDraftForm::valuePaths())
        QVERIFY2(!path.startsWith(u"sender.") || !form->isRequired(path), qPrintable(path));
}

void TestPayoutDraftForm::senderFieldChecks_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent"); // empty: refused
    QTest::addColumn<QString>("why");

    const QString docType = u"sender.individual.identity_document.type"_s;
    QTest::newRow("type individual") << u"sender.type"_s << u"INDIVIDUAL"_s << u"INDIVIDUAL"_s << QString();
    QTest::newRow("type other") << u"sender.type"_s << u"PERSON"_s << QString()
                                << u"individual or a business"_s;
    QTest::newRow("name simplified") << u"sender.name"_s << u" Amina   Okafor "_s << u"Amina Okafor"_s
                                     << QString();
    QTest::newRow("country lower case") << u"sender.address.country"_s << u"gb"_s << u"GB"_s << QString();
    QTest::newRow("country not ISO") << u"sender.address.country"_s << u"XQ"_s << QString()
                                     << u"two-letter"_s;
    QTest::newRow("country name") << u"sender.address.country"_s << u"Kenya"_s << QString()
                                  << u"two-letter"_s;
    QTest::newRow("dob") << u"sender.individual.dob"_s << u"1985-02-14"_s << u"1985-02-14"_s << QString();
    QTest::newRow("dob other format")
        << u"sender.individual.dob"_s << u"14/02/1985"_s << QString() << u"year-month-day"_s;
    QTest::newRow("dob 30 February") << u"sender.individual.dob"_s << u"1985-02-30"_s << QString()
                                     << u"year-month-day"_s;
    QTest::newRow("dob in the future")
        << u"sender.individual.dob"_s << u"2999-01-01"_s << QString() << u"future"_s;
    QTest::newRow("DRIVING_LICENSE") << docType << u"DRIVING_LICENSE"_s << u"DRIVING_LICENSE"_s << QString();
    QTest::newRow("DRIVING_LICENCE") << docType << u"DRIVING_LICENCE"_s << u"DRIVING_LICENCE"_s << QString();
    QTest::newRow("PASSPORT") << docType << u"PASSPORT"_s << u"PASSPORT"_s << QString();
    QTest::newRow("DRIVERS_LICENSE") << docType << u"DRIVERS_LICENSE"_s << QString() << u"type of identity"_s;
    QTest::newRow("document country")
        << u"sender.individual.identity_document.country"_s << u"ke"_s << u"KE"_s << QString();
    QTest::newRow("expires on") << u"sender.individual.identity_document.expires_on"_s << u"2031-06-30"_s
                                << u"2031-06-30"_s << QString();
    QTest::newRow("issued before expiry") << u"sender.individual.identity_document.issued_on"_s
                                          << u"2021-06-30"_s << u"2021-06-30"_s << QString();
    QTest::newRow("issued after expiry") << u"sender.individual.identity_document.issued_on"_s
                                         << u"2032-01-01"_s << QString() << u"after it expires"_s;
}

void TestPayoutDraftForm::senderFieldChecks()
{
    QFETCH(QString, path);
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    QFETCH(QString, why);
    const auto form = makeForm();
    form->setExistingAccount(kenyanMobile());
    fillSender(*form);
    form->setValue(u"sender.individual.identity_document.expires_on"_s, u"2031-06-30"_s);
    form->setValue(path, typed);
    if (sent.isEmpty()) {
        QCOMPARE(form->state(path), State::Invalid);
        QVERIFY2(form->errorFor(path).contains(why), qPrintable(form->errorFor(path)));
        QVERIFY(!form->toRequestJson().value(u"sender").toObject().isEmpty());
    } else {
        QCOMPARE(form->state(path), State::Ok);
        QVERIFY(form->errorFor(path).isEmpty());
        // Sent where the request has it.
        QJsonValue node = form->toRequestJson();
        for (const QString &part : path.split(u'.'))
            node = node.toObject().value(part);
        QCOMPARE(node.toString(), sent);
    }
}

void TestPayoutDraftForm::businessSenderHasNoIndividualFields()
{
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, u"BANK_ACCOUNT"_s, u"TZ"_s));
    fillSender(*form); // an individual, with a birth date
    form->setValue(u"sender.individual.identity_document.number"_s, u"X1"_s);
    QVERIFY(form->isVisible(u"sender.individual.dob"_s));
    QCOMPARE(form->state(u"sender.individual.identity_document.type"_s), State::Missing);

    form->setValue(u"sender.type"_s, u"BUSINESS"_s);
    QVERIFY(!form->isVisible(u"sender.individual.dob"_s));
    QVERIFY(!form->isVisible(u"sender.individual.identity_document.type"_s));
    for (const QString &path : form->errors().keys())
        QVERIFY2(!path.startsWith(u"sender"), qPrintable(path));
    const QJsonObject sender = form->toRequestJson().value(u"sender").toObject();
    QVERIFY(!sender.contains(u"individual"));
    QCOMPARE(sender.value(u"type").toString(), u"BUSINESS"_s);
    // What was typed is kept for when it is an individual again.
    QCOMPARE(form->value(u"sender.individual.dob"_s), u"1985-02-14"_s);
    form->setValue(u"sender.type"_s, u"INDIVIDUAL"_s);
    QCOMPARE(form->state(u"sender.individual.dob"_s), State::Ok);
}

void TestPayoutDraftForm::customId_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent"); // empty: refused
    QTest::addColumn<QString>("why");

    QTest::newRow("letters digits - _") << u"INV-2026_11-0042"_s << u"INV-2026_11-0042"_s << QString();
    QTest::newRow("one character") << u"7"_s << u"7"_s << QString();
    QTest::newRow("64 characters") << QString(64, u'a') << QString(64, u'a') << QString();
    QTest::newRow("spaces around") << u" PAY-1 "_s << u"PAY-1"_s << QString();
    QTest::newRow("65 characters") << QString(65, u'a') << QString()
                                   << u"at most 64 characters; this one has 65"_s;
    QTest::newRow("space inside") << u"PAY 1"_s << QString() << u"only letters"_s;
    QTest::newRow("slash") << u"PAY/1"_s << QString() << u"only letters"_s;
    QTest::newRow("accented letter") << u"Paié-1"_s << QString() << u"only letters"_s;
    QTest::newRow("dot") << u"PAY.1"_s << QString() << u"only letters"_s;
}

void TestPayoutDraftForm::customId()
{
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    QFETCH(QString, why);
    const auto form = makeForm();
    form->setValue(u"custom_id"_s, typed);
    if (sent.isEmpty()) {
        QCOMPARE(form->state(u"custom_id"_s), State::Invalid);
        QVERIFY2(form->errorFor(u"custom_id"_s).contains(why), qPrintable(form->errorFor(u"custom_id"_s)));
        QVERIFY(!form->toRequestJson().contains(u"custom_id"));
    } else {
        QCOMPARE(form->state(u"custom_id"_s), State::Ok);
        QCOMPARE(form->toRequestJson().value(u"custom_id").toString(), sent);
    }
    // Cleared, it is missing: Paydesk finds an uncertain payout again by it.
    form->setValue(u"custom_id"_s, {});
    QCOMPARE(form->state(u"custom_id"_s), State::Missing);
    QVERIFY(form->errorFor(u"custom_id"_s).contains(u"reference"));
}

void TestPayoutDraftForm::onBehalfOf_data()
{
    QTest::addColumn<QStringList>("entries");
    QTest::addColumn<QStringList>("sent");
    QTest::addColumn<QStringList>("wrong"); // paths refused

    QTest::newRow("none") << QStringList() << QStringList() << QStringList();
    QTest::newRow("one") << QStringList {u"Acme Remit Ltd"_s} << QStringList {u"Acme Remit Ltd"_s}
                         << QStringList();
    QTest::newRow("two, trimmed") << QStringList {u" Acme Ltd "_s, u"Société Générale Côte d'Ivoire"_s}
                                  << QStringList {u"Acme Ltd"_s, u"Société Générale Côte d'Ivoire"_s}
                                  << QStringList();
    QTest::newRow("200 characters") << QStringList {QString(200, u'é')} << QStringList {QString(200, u'é')}
                                    << QStringList();
    QTest::newRow("201 characters") << QStringList {u"Acme"_s, QString(201, u'x')} << QStringList {u"Acme"_s}
                                    << QStringList {u"on_behalf_of.1"_s};
    QTest::newRow("blank entry") << QStringList {u"  "_s, u"Acme"_s} << QStringList {u"Acme"_s}
                                 << QStringList {u"on_behalf_of.0"_s};
}

void TestPayoutDraftForm::onBehalfOf()
{
    QFETCH(QStringList, entries);
    QFETCH(QStringList, sent);
    QFETCH(QStringList, wrong);
    const auto form = makeForm();
    form->setOnBehalfOf(entries);
    QCOMPARE(form->onBehalfOf(), entries);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString path = u"on_behalf_of.%1"_s.arg(i);
        QCOMPARE(form->state(path), wrong.contains(path) ? State::Invalid : State::Ok);
        QCOMPARE(form->errors().contains(path), wrong.contains(path));
    }
    QVERIFY(!form->isVisible(u"on_behalf_of.%1"_s.arg(entries.size())));
    const QJsonObject body = form->toRequestJson();
    QCOMPARE(body.contains(u"on_behalf_of"), !sent.isEmpty());
    QStringList names;
    for (const QJsonValue &v : body.value(u"on_behalf_of").toArray())
        names << v.toString();
    QCOMPARE(names, sent);
}

void TestPayoutDraftForm::existingAccountNeedsItsCountry()
{
    const auto form = makeForm();
    api::PaymentAccount bare;
    bare.id = u"pac-only-the-id"_s;
    bare.details.country.clear();
    form->setExistingAccount(bare);
    QCOMPARE(form->state(u"payment_account_id"_s), State::Pending);
    QVERIFY(form->errorFor(u"payment_account_id"_s).contains(u"country"));
    api::PaymentAccount wrong = kenyanMobile();
    wrong.id = u"wlt-123"_s;
    form->setExistingAccount(wrong);
    QCOMPARE(form->state(u"payment_account_id"_s), State::Invalid);
    form->setExistingAccount(kenyanMobile());
    QCOMPARE(form->state(u"payment_account_id"_s), State::Ok);
    QCOMPARE(form->recipientCountry(), u"KE"_s);
    QCOMPARE(form->recipientAccountType(), u"MOBILE_MONEY"_s);
    QCOMPARE(form->recipientOperator(), u"SAFARICOM"_s);
}

void TestPayoutDraftForm::newAccountFieldsUnderPaymentAccount()
{
    const auto form = makeForm();
    QSignalSpy modes(form.get(), &PayoutDraftForm::recipientModeChanged);
    form->setRecipientMode(PayoutDraftForm::Recipient::New);
    QCOMPARE(modes.size(), 1);
    QVERIFY(!form->isVisible(u"payment_account_id"_s));
    QVERIFY(!form->errors().contains(u"payment_account_id"_s));
    QCOMPARE(form->state(u"payment_account.country"_s), State::Missing);
    QCOMPARE(form->state(u"payment_account.holder.name"_s), State::Missing);
    QCOMPARE(form->state(u"payment_account.mobile_money.number"_s), State::Missing);
    QCOMPARE(form->state(u"payment_account.type"_s), State::Ok);

    recipients::PaymentAccountForm *account = form->newAccount();
    account->setValue(AccountField::Country, u"KE"_s);
    account->setValue(AccountField::HolderName, u"Jane Wanjiku"_s);
    account->setValue(AccountField::Operator, u"MTN"_s); // not Kenyan
    account->setValue(AccountField::PhoneNumber, u"+255 754 123 456"_s); // Tanzanian
    QCOMPARE(form->state(u"payment_account.mobile_money.operator"_s), State::Invalid);
    QVERIFY(form->errorFor(u"payment_account.mobile_money.operator"_s).contains(u"Kenya"));
    QCOMPARE(form->state(u"payment_account.mobile_money.number"_s), State::Invalid);
    QVERIFY(form->errorFor(u"payment_account.mobile_money.number"_s).contains(u"Tanzania"));

    account->setValue(AccountField::Operator, u"SAFARICOM"_s);
    account->setValue(AccountField::PhoneNumber, u"0712 345 678"_s);
    form->setWallet({u"wlt-KES1"_s, u"KES"_s, {}, {}});
    form->setValue(u"amount.value"_s, u"2000"_s);
    fillSender(*form);
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));

    account->setValue(AccountField::Type, u"BANK_ACCOUNT"_s);
    QCOMPARE(form->state(u"payment_account.bank_account.bank_id"_s), State::Missing);
    QCOMPARE(form->state(u"payment_account.bank_account.number"_s), State::Missing);
    QVERIFY(!form->isVisible(u"payment_account.mobile_money.number"_s));
    account->setValue(AccountField::Type, u"BANK_ACCOUNT_ROUTE"_s); // India or Bangladesh only
    QCOMPARE(form->state(u"payment_account.bank_account_route.number"_s), State::Missing);
    QVERIFY(!form->isValid());
}

void TestPayoutDraftForm::signalsFollowTyping()
{
    const auto form = makeForm();
    fillKenyanPayout(*form);
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));
    QSignalSpy valid(form.get(), &PayoutDraftForm::validChanged);
    QSignalSpy errors(form.get(), &PayoutDraftForm::errorsChanged);
    QSignalSpy fields(form.get(), &PayoutDraftForm::fieldChanged);

    form->setValue(u"amount.value"_s, u"100"_s); // under Kenya's minimum
    QCOMPARE(valid.size(), 1);
    QCOMPARE(valid.takeFirst().at(0).toBool(), false);
    QCOMPARE(errors.size(), 1);
    QVERIFY(fields.contains(QVariantList {u"amount.value"_s}));
    QVERIFY(!fields.contains(QVariantList {u"custom_id"_s}));

    fields.clear();
    errors.clear();
    form->setValue(u"amount.value"_s, u"1000"_s);
    QCOMPARE(valid.size(), 1);
    QCOMPARE(valid.takeFirst().at(0).toBool(), true);
    QCOMPARE(errors.size(), 1);

    // The same value again changes nothing.
    fields.clear();
    errors.clear();
    form->setValue(u"amount.value"_s, u"1000"_s);
    QCOMPARE(fields.size(), 0);
    QCOMPARE(errors.size(), 0);

    // A new recipient changes the rules of other fields: Ghana wants a purpose and its currency.
    form->setExistingAccount(account(u"pac-2"_s, u"MOBILE_MONEY"_s, u"GH"_s, u"MTN"_s));
    QVERIFY(fields.contains(QVariantList {u"purpose"_s}));
    QVERIFY(fields.contains(QVariantList {u"amount.currency"_s}));
    QCOMPARE(valid.size(), 1);
}

void TestPayoutDraftForm::serviceErrorsLandOnFields()
{
    const auto form = makeForm();
    fillKenyanPayout(*form);
    QVERIFY(form->isValid());
    const QMap<QString, QStringList> answer {
        {u"amount.value"_s, {u"must be between 140 and 250,000 KES for mobile money in Kenya"_s}},
        {u"sender.address.city"_s, {u"is required for a recipient in KE"_s}},
        {u"custom_id"_s, {u"is already used by another payout"_s}},
        {u"wallet_id"_s, {u"must be the id of an existing wallet"_s}},
        {u"X-Idempotency-Key"_s, {u"is required"_s}},
        {u"payment_account"_s, {u"one of payment_account_id or payment_account is required"_s}},
    };
    api::ApiError error = api::ApiError::http(422, u"VALIDATION_FAILED"_s, u"invalid"_s);
    error.setFieldErrors(answer);
    QSignalSpy valid(form.get(), &PayoutDraftForm::validChanged);
    const QMap<QString, QStringList> others = form->applyServiceErrors(error);

    // Not a field of this form (an existing recipient is chosen): kept, not lost.
    QCOMPARE(others.keys(), (QStringList {u"X-Idempotency-Key"_s, u"payment_account"_s}));
    QCOMPARE(form->formErrors(), others);
    QVERIFY(form->errorFor(u"X-Idempotency-Key"_s).contains(u"is required"));
    QVERIFY(form->errorFor(u"payment_account"_s).contains(u"payment_account_id"));

    QCOMPARE(form->state(u"amount.value"_s), State::Invalid);
    QCOMPARE(
        form->errorFor(u"amount.value"_s),
        u"The payment service refused this: must be between 140 and 250,000 KES for mobile money in Kenya"_s);
    QCOMPARE(form->state(u"sender.address.city"_s), State::Invalid);
    QVERIFY(form->errorFor(u"custom_id"_s).contains(u"already used"));
    QVERIFY(form->errorFor(u"wallet_id"_s).contains(u"existing wallet"));
    QVERIFY(!form->isValid());
    QCOMPARE(valid.size(), 1);
    QVERIFY(!form->toRequestJson().contains(u"custom_id"));

    // Editing a field takes its error away, and the form-level ones (the request is another).
    form->setValue(u"custom_id"_s, u"PD-20261123-TEST0002"_s);
    QCOMPARE(form->state(u"custom_id"_s), State::Ok);
    QVERIFY(form->formErrors().isEmpty());
    QVERIFY(!form->errors().contains(u"X-Idempotency-Key"_s));
    QCOMPARE(form->state(u"amount.value"_s), State::Invalid); // not edited
    form->setValue(u"amount.value"_s, u"1,500.00"_s);
    form->setValue(u"sender.address.city"_s, u"Abuja"_s);
    form->setWallet({u"wlt-KES2"_s, u"KES"_s, {}, {}});
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));
}

void TestPayoutDraftForm::serviceErrorsOnBlocksAndEntries()
{
    const auto form = makeForm();
    form->setExistingAccount(account(u"pac-1"_s, u"ALIAS"_s, u"IN"_s));
    form->setValue(u"amount.currency"_s, u"INR"_s);
    form->setValue(u"amount.value"_s, u"10"_s);
    form->setOnBehalfOf({u"Acme"_s, u"Globex"_s});
    QVERIFY(form->isValid());
    const QMap<QString, QStringList> others = form->applyServiceErrors({
        {u"sender"_s, {u"is required for a recipient in IN"_s}},
        {u"on_behalf_of.1"_s, {u"is not a registered organization"_s}},
        {u"on_behalf_of.5"_s, {u"must be a string"_s}},
        {u"sender.individual.dob"_s, {u"must not be in the future"_s}},
    });
    QCOMPARE(others.keys(), (QStringList {u"on_behalf_of.5"_s}));
    QVERIFY(form->errorFor(u"sender"_s).contains(u"is required for a recipient in IN"));
    QCOMPARE(form->state(u"sender"_s), State::Invalid);
    QCOMPARE(form->state(u"on_behalf_of.0"_s), State::Ok);
    QCOMPARE(form->state(u"on_behalf_of.1"_s), State::Invalid);
    QCOMPARE(form->state(u"sender.individual.dob"_s), State::Invalid);

    // A field inside the block takes the block's error away; the entries go with a new list.
    form->setValue(u"sender.name"_s, u"Acme Payroll"_s);
    QCOMPARE(form->state(u"sender"_s), State::Empty);
    QCOMPARE(form->state(u"sender.individual.dob"_s), State::Invalid); // not edited
    form->setOnBehalfOf({u"Acme"_s, u"Globex Corporation"_s});
    QCOMPARE(form->state(u"on_behalf_of.1"_s), State::Ok);
}

void TestPayoutDraftForm::serviceErrorsForTheNewAccount()
{
    const auto form = makeForm();
    form->setRecipientMode(PayoutDraftForm::Recipient::New);
    recipients::PaymentAccountForm *account = form->newAccount();
    account->setValue(AccountField::Country, u"KE"_s);
    account->setValue(AccountField::HolderName, u"Jane Wanjiku"_s);
    account->setValue(AccountField::Operator, u"SAFARICOM"_s);
    account->setValue(AccountField::PhoneNumber, u"0712 345 678"_s);
    const QMap<QString, QStringList> others = form->applyServiceErrors({
        {u"payment_account.mobile_money.number"_s, {u"is not a Safaricom number"_s}},
        {u"payment_account.holder.name"_s, {u"too long"_s}},
        {u"payment_account.nickname"_s, {u"unknown field"_s}},
        {u"payment_account_id"_s, {u"give either payment_account_id or payment_account, not both"_s}},
    });
    QCOMPARE(others.keys(), (QStringList {u"payment_account.nickname"_s, u"payment_account_id"_s}));
    QCOMPARE(form->state(u"payment_account.mobile_money.number"_s), State::Invalid);
    QVERIFY(form->errorFor(u"payment_account.mobile_money.number"_s).contains(u"is not a Safaricom number"));
    QVERIFY(form->errorFor(u"payment_account.holder.name"_s).contains(u"too long"));
    QVERIFY(form->errors().contains(u"payment_account.nickname"_s));
    account->setValue(AccountField::PhoneNumber, u"0712 345 679"_s);
    QCOMPARE(form->state(u"payment_account.mobile_money.number"_s), State::Ok);
}

void TestPayoutDraftForm::nextAnswerReplacesServiceErrors()
{
    const auto form = makeForm();
    fillKenyanPayout(*form);
    form->applyServiceErrors({{u"custom_id"_s, {u"is already used by another payout"_s}}});
    QCOMPARE(form->state(u"custom_id"_s), State::Invalid);
    form->applyServiceErrors({{u"sender.name"_s, {u"is on a sanctions list"_s}}});
    QCOMPARE(form->state(u"custom_id"_s), State::Ok);
    QCOMPARE(form->state(u"sender.name"_s), State::Invalid);
    form->applyServiceErrors(QMap<QString, QStringList>());
    QVERIFY(form->isValid());
}

void TestPayoutDraftForm::requestJsonIsThePostBody()
{
    const auto form = makeForm();
    fillKenyanPayout(*form);
    form->setValue(u"purpose"_s, u"SALARY_AND_WAGES"_s);
    form->setValue(u"sender.address.line_2"_s, u"  Flat 4 "_s);
    form->setOnBehalfOf({u"Acme Remit Ltd"_s});
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));
    const QJsonObject expected = QJsonDocument::fromJson(R"({
        "amount": {"currency": "KES", "value": "1500.50"},
        "payment_account_id": "pac-2kA9XqL0mR3",
        "wallet_id": "wlt-KES1",
        "custom_id": "PD-20261123-TEST0001",
        "purpose": "SALARY_AND_WAGES",
        "on_behalf_of": ["Acme Remit Ltd"],
        "sender": {
            "type": "INDIVIDUAL",
            "name": "Amina Okafor",
            "address": {"line_1": "12 Marina Road", "line_2": "Flat 4", "city": "Lagos",
                        "postal_code": "101001", "country": "NG"},
            "individual": {"dob": "1985-02-14"}
        }
    })")
                                     .object();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(dump(form->toRequestJson()), dump(expected));
    QCOMPARE(form->toRequestJson(), form->request().toJson());
}

void TestPayoutDraftForm::requestJsonWithANewAccount()
{
    const auto form = makeForm();
    form->setRecipientMode(PayoutDraftForm::Recipient::New);
    recipients::PaymentAccountForm *account = form->newAccount();
    account->setValue(AccountField::Type, u"ALIAS"_s); // India: the only country
    account->setValue(AccountField::HolderName, u"Priya Sharma"_s);
    account->setValue(AccountField::UpiHandle, u"priya.sharma@okaxis"_s);
    form->setValue(u"amount.currency"_s, u"INR"_s);
    form->setValue(u"amount.value"_s, u"12,000"_s);
    form->setValue(u"custom_id"_s, u"salary-2026-11-priya"_s);
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));
    const QJsonObject expected = QJsonDocument::fromJson(R"({
        "amount": {"currency": "INR", "value": "12000.00"},
        "payment_account": {
            "type": "ALIAS", "country": "IN",
            "holder": {"name": "Priya Sharma", "type": "INDIVIDUAL"},
            "alias": {"identifier": "priya.sharma@okaxis", "network": "UPI"}
        },
        "custom_id": "salary-2026-11-priya"
    })")
                                     .object();
    QCOMPARE(dump(form->toRequestJson()), dump(expected));
}

void TestPayoutDraftForm::requestJsonRoundTrip_data()
{
    QTest::addColumn<QString>("locale");
    QTest::newRow("en_US") << u"en_US"_s;
    QTest::newRow("fr_FR") << u"fr_FR"_s;
    QTest::newRow("de_DE") << u"de_DE"_s; // '.' groups digits there
}

void TestPayoutDraftForm::requestJsonRoundTrip()
{
    QFETCH(QString, locale);
    // A Ghanaian payout with everything: a new mobile money account, a purpose, a full sender with
    // an identity document in the provider's spelling, two organizations.
    const auto form = makeForm();
    form->setRecipientMode(PayoutDraftForm::Recipient::New);
    recipients::PaymentAccountForm *account = form->newAccount();
    account->setValue(AccountField::Country, u"GH"_s);
    account->setValue(AccountField::HolderName, u"Kwame Mensah"_s);
    account->setValue(AccountField::Operator, u"MTN"_s);
    account->setValue(AccountField::PhoneNumber, u"024 123 4567"_s);
    form->setValue(u"amount.currency"_s, u"GHS"_s);
    form->setValue(u"amount.value"_s, u"12,345.60"_s);
    form->setValue(u"purpose"_s, u"REMITTANCE"_s);
    form->setOnBehalfOf({u"Acme Remit Ltd"_s, u"Globex"_s});
    fillSender(*form);
    fillDocument(*form);
    form->setValue(u"sender.individual.identity_document.type"_s, u"DRIVING_LICENCE"_s);
    form->setValue(u"sender.individual.identity_document.issued_on"_s, u"2021-07-01"_s);
    form->setValue(u"sender.address.line_3"_s, u"Ikoyi"_s);
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));
    const QJsonObject body = form->toRequestJson();
    QCOMPARE(body.value(u"payment_account").toObject().value(u"mobile_money").toObject(),
             (QJsonObject {{u"number"_s, u"+233241234567"_s}, {u"operator"_s, u"MTN"_s}}));

    PayoutDraftForm reopened(nullptr);
    reopened.setLocale(QLocale(locale));
    reopened.fromRequestJson(body);
    QVERIFY2(reopened.isValid(), qPrintable(errorsText(reopened)));
    QCOMPARE(reopened.recipientMode(), PayoutDraftForm::Recipient::New);
    QCOMPARE(dump(reopened.toRequestJson()), dump(body));
    QCOMPARE(reopened.value(u"sender.individual.identity_document.type"_s), u"DRIVING_LICENCE"_s);

    // And with an existing account: its id, and its details when it is the one chosen.
    const auto existing = makeForm();
    fillKenyanPayout(*existing);
    const QJsonObject existingBody = existing->toRequestJson();
    PayoutDraftForm again(nullptr);
    again.setLocale(QLocale(locale));
    again.setExistingAccount(kenyanMobile());
    again.fromRequestJson(existingBody);
    QVERIFY2(again.isValid(), qPrintable(errorsText(again)));
    QCOMPARE(dump(again.toRequestJson()), dump(existingBody));
    QCOMPARE(again.existingAccount().details.country, u"KE"_s);
}

void TestPayoutDraftForm::fromRequestJsonClearsWhatIsNotThere()
{
    const auto form = makeForm();
    fillKenyanPayout(*form);
    form->setValue(u"purpose"_s, u"DONATION"_s);
    form->setOnBehalfOf({u"Acme"_s});
    form->applyServiceErrors({{u"custom_id"_s, {u"taken"_s}}, {u"X-Idempotency-Key"_s, {u"missing"_s}}});
    form->fromRequestJson(
        QJsonObject {{u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"200.00"_s}}},
                     {u"payment_account_id"_s, u"pac-other"_s}});
    QCOMPARE(form->value(u"amount.value"_s), u"200.00"_s);
    QVERIFY(form->value(u"purpose"_s).isEmpty());
    QVERIFY(form->value(u"sender.name"_s).isEmpty());
    QVERIFY(form->onBehalfOf().isEmpty());
    QVERIFY(form->formErrors().isEmpty());
    QCOMPARE(form->state(u"custom_id"_s), State::Missing);
    // Another account than the one known: only its id is known, so its country is asked for.
    QCOMPARE(form->existingAccount().id, u"pac-other"_s);
    QCOMPARE(form->state(u"payment_account_id"_s), State::Pending);
}

void TestPayoutDraftForm::snapshotRestoresAnUnfinishedDraft()
{
    const auto form = makeForm();
    form->setRecipientMode(PayoutDraftForm::Recipient::New);
    recipients::PaymentAccountForm *account = form->newAccount();
    account->setValue(AccountField::Country, u"KE"_s);
    account->setValue(AccountField::HolderName, u"Jane Wanjiku"_s);
    account->setValue(AccountField::Operator, u"AIRTEL"_s);
    account->setValue(AccountField::PhoneNumber, u"0712 34"_s); // not finished
    form->setValue(u"amount.currency"_s, u"KES"_s);
    form->setValue(u"amount.value"_s, u"1,500.505"_s); // too many decimals
    form->setValue(u"sender.address.city"_s, u"Mombasa"_s);
    form->setValue(u"custom_id"_s, u"not valid!"_s);
    form->setOnBehalfOf({u"Acme"_s, QString()});
    form->setExistingAccount(kenyanMobile()); // chosen before, then a new account typed
    QVERIFY(!form->isValid());

    const QJsonObject snapshot = form->snapshot();
    // Through text, as a store keeps it.
    const QJsonObject stored = QJsonDocument::fromJson(QJsonDocument(snapshot).toJson()).object();

    PayoutDraftForm reopened(nullptr);
    reopened.setLocale(kEnglish);
    QSignalSpy modes(&reopened, &PayoutDraftForm::recipientModeChanged);
    QVERIFY(reopened.restore(stored));
    QCOMPARE(modes.size(), 1);
    QCOMPARE(reopened.recipientMode(), PayoutDraftForm::Recipient::New);
    for (const QString &path : PayoutDraftForm::valuePaths())
        QCOMPARE(reopened.value(path), form->value(path));
    for (const AccountField field : recipients::PaymentAccountForm::fields())
        QCOMPARE(reopened.newAccount()->value(field), form->newAccount()->value(field));
    QCOMPARE(reopened.onBehalfOf(), form->onBehalfOf());
    QCOMPARE(reopened.existingAccount().id, form->existingAccount().id);
    QCOMPARE(reopened.existingAccount().details.mobileOperator, u"SAFARICOM"_s);
    QCOMPARE(reopened.errors(), form->errors());
    QCOMPARE(reopened.snapshot(), snapshot);
    QCOMPARE(reopened.toRequestJson(), form->toRequestJson());

    // Back to the existing account: the one chosen before is there, with its details.
    reopened.setRecipientMode(PayoutDraftForm::Recipient::Existing);
    QCOMPARE(reopened.state(u"payment_account_id"_s), State::Ok);
}

void TestPayoutDraftForm::snapshotAmountInAnotherLocale()
{
    const auto form = makeForm();
    fillKenyanPayout(*form); // "1,500.50" typed in English
    const QJsonObject snapshot = form->snapshot();

    PayoutDraftForm german(nullptr);
    german.setLocale(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(german.restore(snapshot));
    QCOMPARE(german.value(u"amount.value"_s), u"1.500,50"_s); // read "1,500.50" would be wrong there
    QCOMPARE(german.amount(), form->amount());
    QCOMPARE(german.toRequestJson(), form->toRequestJson());

    PayoutDraftForm english(nullptr);
    english.setLocale(kEnglish);
    QVERIFY(english.restore(snapshot));
    QCOMPARE(english.value(u"amount.value"_s), u"1,500.50"_s); // as typed
}

void TestPayoutDraftForm::restoreRefusesOtherJson()
{
    const auto form = makeForm();
    fillKenyanPayout(*form);
    const QJsonObject before = form->snapshot();
    QVERIFY(!form->restore(QJsonObject {}));
    QVERIFY(!form->restore(form->toRequestJson()));
    QJsonObject future = before;
    future.insert(u"version"_s, 2);
    QVERIFY(!form->restore(future));
    QCOMPARE(form->snapshot(), before);
    QVERIFY(form->isValid());
}

QTEST_GUILESS_MAIN(TestPayoutDraftForm)
#include "tst_payoutdraftform.moc"
