// SPDX-License-Identifier: GPL-3.0-or-later
// The "new payout" form against the sandbox over real HTTP: what the form finds valid, the
// service accepts (mobile money to Kenya, a bank account and mobile money to Ghana with a purpose
// and a full sender, IFSC and UPI to India); what the form refuses, the service refuses on the
// same fields or inside the same blocks; and what only the service can know (a custom_id already
// used, a wallet that does not exist) comes back from its 422 onto the field it names.
#include "ApiClientSupport.h"
#include "api/ApiCall.h"
#include "api/ApiResult.h"
#include "payouts/PayoutDraftForm.h"
#include "recipients/BankDirectory.h"
#include "recipients/PaymentAccountForm.h"

#include <QSignalSpy>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using payouts::PayoutDraftForm;
using State = PayoutDraftForm::FieldState;
using AccountField = recipients::PaymentAccountForm::Field;

namespace {

void fillSender(PayoutDraftForm &form, bool document)
{
    form.setValue(u"sender.type"_s, u"INDIVIDUAL"_s);
    form.setValue(u"sender.name"_s, u"Amina Okafor"_s);
    form.setValue(u"sender.address.line_1"_s, u"12 Marina Road"_s);
    form.setValue(u"sender.address.city"_s, u"Lagos"_s);
    form.setValue(u"sender.address.postal_code"_s, u"101001"_s);
    form.setValue(u"sender.address.country"_s, u"NG"_s);
    form.setValue(u"sender.individual.dob"_s, u"1985-02-14"_s);
    if (!document)
        return;
    form.setValue(u"sender.individual.identity_document.type"_s, u"DRIVING_LICENCE"_s);
    form.setValue(u"sender.individual.identity_document.number"_s, u"A01234567"_s);
    form.setValue(u"sender.individual.identity_document.country"_s, u"NG"_s);
    form.setValue(u"sender.individual.identity_document.expires_on"_s, u"2031-06-30"_s);
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

class TestPayoutDraftFormSandbox : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void validFormIsAccepted_data();
    void validFormIsAccepted();
    void serviceRefusesWhatTheFormRefuses_data();
    void serviceRefusesWhatTheFormRefuses();
    void customIdAlreadyUsedLandsOnItsField();
    void unknownWalletLandsOnItsField();

private:
    SandboxFixture &sandbox() { return *m_sandbox; }
    std::unique_ptr<PayoutDraftForm> makeForm()
    {
        auto form = std::make_unique<PayoutDraftForm>(m_client.get());
        form->setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        form->setRecipientMode(PayoutDraftForm::Recipient::New);
        return form;
    }
    // Fills the form with a payout of `kind` (a row of validFormIsAccepted).
    void fill(PayoutDraftForm &form, const QString &kind);
    // POST /payouts with the form's body, through the client, as the outbox will send it.
    api::ApiResult send(const PayoutDraftForm &form)
    {
        return wait(m_client->createPayout(form.request(), newKey()));
    }

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<api::ApiClient> m_client;
};

void TestPayoutDraftFormSandbox::init()
{
    m_sandbox = std::make_unique<SandboxFixture>();
    QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
    m_client = makeClient(sandbox());
    for (const QString &currency : {u"KES"_s, u"GHS"_s, u"INR"_s})
        QVERIFY(!sandbox().createWallet(currency, u"10000000"_s).isEmpty());
}

void TestPayoutDraftFormSandbox::cleanup()
{
    m_client.reset();
    m_sandbox.reset();
}

void TestPayoutDraftFormSandbox::fill(PayoutDraftForm &form, const QString &kind)
{
    recipients::PaymentAccountForm *account = form.newAccount();
    if (kind == u"KE mobile money") {
        account->setValue(AccountField::Country, u"KE"_s);
        account->setValue(AccountField::HolderName, u"Jane Wanjiku"_s);
        account->setValue(AccountField::Operator, u"SAFARICOM"_s);
        account->setValue(AccountField::PhoneNumber, u"0712 345 678"_s);
        form.setValue(u"amount.currency"_s, u"KES"_s);
        form.setValue(u"amount.value"_s, u"1,500.50"_s);
        fillSender(form, false);
    } else if (kind == u"GH mobile money") {
        account->setValue(AccountField::Country, u"GH"_s);
        account->setValue(AccountField::HolderName, u"Kwame Mensah"_s);
        account->setValue(AccountField::Operator, u"MTN"_s);
        account->setValue(AccountField::PhoneNumber, u"024 123 4567"_s);
        form.setValue(u"amount.currency"_s, u"GHS"_s);
        form.setValue(u"amount.value"_s, u"250"_s);
        form.setValue(u"purpose"_s, u"REMITTANCE"_s);
        form.setOnBehalfOf({u"Acme Remit Ltd"_s});
        fillSender(form, true);
    } else if (kind == u"GH bank account") {
        account->setValue(AccountField::Type, u"BANK_ACCOUNT"_s);
        account->setValue(AccountField::Country, u"GH"_s);
        QTRY_COMPARE(account->bankDirectory()->state(), recipients::BankDirectory::State::Loaded);
        account->setValue(AccountField::Bank, sandbox().bankId(u"GH"_s));
        account->setValue(AccountField::AccountNumber, u"1234 5678 90"_s);
        account->setValue(AccountField::HolderName, u"Ama Owusu"_s);
        form.setValue(u"amount.currency"_s, u"GHS"_s);
        form.setValue(u"amount.value"_s, u"20,000"_s);
        form.setValue(u"purpose"_s, u"SALARY_AND_WAGES"_s);
        fillSender(form, true);
        form.setValue(u"sender.individual.identity_document.issued_on"_s, u"2021-07-01"_s);
        form.setValue(u"sender.address.line_2"_s, u"Flat 4"_s);
    } else if (kind == u"IN IFSC") {
        account->setValue(AccountField::Type, u"BANK_ACCOUNT_ROUTE"_s);
        account->setValue(AccountField::Country, u"IN"_s);
        account->setValue(AccountField::RouteCode, u"hdfc0001234"_s);
        account->setValue(AccountField::AccountNumber, u"50100123456789"_s);
        account->setValue(AccountField::HolderName, u"Priya Sharma"_s);
        form.setValue(u"amount.currency"_s, u"INR"_s);
        form.setValue(u"amount.value"_s, u"12,000"_s);
    } else if (kind == u"IN UPI") {
        account->setValue(AccountField::Type, u"ALIAS"_s);
        account->setValue(AccountField::HolderName, u"Priya Sharma"_s);
        account->setValue(AccountField::UpiHandle, u"priya.sharma@okaxis"_s);
        form.setValue(u"amount.currency"_s, u"INR"_s);
        form.setValue(u"amount.value"_s, u"499.99"_s);
    }
}

void TestPayoutDraftFormSandbox::validFormIsAccepted_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind :
         {u"KE mobile money"_s, u"GH mobile money"_s, u"GH bank account"_s, u"IN IFSC"_s, u"IN UPI"_s})
        QTest::addRow("%s", qPrintable(kind)) << kind;
}

void TestPayoutDraftFormSandbox::validFormIsAccepted()
{
    QFETCH(QString, kind);
    const auto form = makeForm();
    fill(*form, kind);
    QVERIFY2(form->isValid(), qPrintable(errorsText(*form)));

    // The body exactly as toRequestJson() writes it.
    const HttpResult answer
        = sandbox().http().post(u"/payouts"_s, form->toRequestJson(), newKey().toLatin1());
    QVERIFY2(answer.status == 202, answer.body.constData());
    const QJsonObject payout = answer.data();
    QVERIFY(payout.value(u"id").toString().startsWith(u"pyt-"));
    QCOMPARE(payout.value(u"custom_id").toString(), form->value(u"custom_id"_s));
    QCOMPARE(payout.value(u"amount").toObject(), form->toRequestJson().value(u"amount").toObject());
    QCOMPARE(payout.value(u"sender").toObject(), form->toRequestJson().value(u"sender").toObject());
}

void TestPayoutDraftFormSandbox::serviceRefusesWhatTheFormRefuses_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("path"); // emptied or changed...
    QTest::addColumn<QString>("value"); // ...to this

    QTest::newRow("under Kenya's minimum") << u"KE mobile money"_s << u"amount.value"_s << u"139.99"_s;
    QTest::newRow("over Ghana's mobile money maximum")
        << u"GH mobile money"_s << u"amount.value"_s << u"15,000.01"_s;
    QTest::newRow("too many decimals") << u"KE mobile money"_s << u"amount.value"_s << u"1500.555"_s;
    QTest::newRow("no purpose for Ghana") << u"GH bank account"_s << u"purpose"_s << QString();
    QTest::newRow("no sender name for Kenya") << u"KE mobile money"_s << u"sender.name"_s << QString();
    QTest::newRow("no document number in Ghana")
        << u"GH mobile money"_s << u"sender.individual.identity_document.number"_s << QString();
    QTest::newRow("no birth date for Ghana")
        << u"GH mobile money"_s << u"sender.individual.dob"_s << QString();
    QTest::newRow("address without a city in India")
        << u"IN UPI"_s << u"sender.address.line_1"_s << u"1 MG Road"_s;
    QTest::newRow("sender without a type in India") << u"IN UPI"_s << u"sender.name"_s << u"Acme Ltd"_s;
    QTest::newRow("wrong currency for Kenya") << u"KE mobile money"_s << u"amount.currency"_s << u"GHS"_s;
}

void TestPayoutDraftFormSandbox::serviceRefusesWhatTheFormRefuses()
{
    QFETCH(QString, kind);
    QFETCH(QString, path);
    QFETCH(QString, value);
    const auto form = makeForm();
    fill(*form, kind);
    form->setValue(path, value);
    QVERIFY(!form->isValid());
    const QStringList formPaths = form->errors().keys();

    // Sent anyway (the page never does), as toRequestJson() writes it: each field the service
    // names is one the form marks, or a block with a field marked inside.
    const HttpResult answer
        = sandbox().http().post(u"/payouts"_s, form->toRequestJson(), newKey().toLatin1());
    QCOMPARE(answer.status, 422);
    QMap<QString, QStringList> fields;
    const QJsonObject serviceFields = answer.fields();
    for (auto it = serviceFields.constBegin(); it != serviceFields.constEnd(); ++it) {
        for (const QJsonValue &message : it.value().toArray())
            fields[it.key()] << message.toString();
    }
    QVERIFY(!fields.isEmpty());
    for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
        const QString &servicePath = it.key();
        const bool marked = std::any_of(formPaths.cbegin(), formPaths.cend(), [&](const QString &p) {
            return p == servicePath || p.startsWith(servicePath + u'.');
        });
        QVERIFY2(marked,
                 qPrintable(u"the service refuses %1 (%2), the form marks %3"_s.arg(
                     servicePath, it.value().join(u"; "), formPaths.join(u", "))));
    }

    // Put back on the form, nothing is lost: every path lands on a field or block of the form.
    const QMap<QString, QStringList> others = form->applyServiceErrors(fields);
    QVERIFY2(others.isEmpty(), qPrintable(QStringList(others.keys()).join(u", ")));
}

void TestPayoutDraftFormSandbox::customIdAlreadyUsedLandsOnItsField()
{
    const auto first = makeForm();
    fill(*first, u"KE mobile money"_s);
    VERIFY_OK(send(*first));

    // Another payout with the same reference: only the service knows it is taken.
    const auto second = makeForm();
    fill(*second, u"IN UPI"_s);
    second->setValue(u"custom_id"_s, first->value(u"custom_id"_s));
    QVERIFY(second->isValid());
    QSignalSpy valid(second.get(), &PayoutDraftForm::validChanged);
    const api::ApiResult refused = send(*second);
    QCOMPARE(refused.error().httpStatus(), 422);
    QVERIFY(second->applyServiceErrors(refused.error()).isEmpty());
    QCOMPARE(second->state(u"custom_id"_s), State::Invalid);
    QVERIFY2(second->errorFor(u"custom_id"_s).startsWith(u"The payment service refused this: "),
             qPrintable(second->errorFor(u"custom_id"_s)));
    QCOMPARE(valid.size(), 1);
    QVERIFY(!second->isValid());

    // A new reference, and it goes through.
    second->setValue(u"custom_id"_s, PayoutDraftForm::proposeCustomId());
    QVERIFY2(second->isValid(), qPrintable(errorsText(*second)));
    VERIFY_OK(send(*second));
}

void TestPayoutDraftFormSandbox::unknownWalletLandsOnItsField()
{
    const auto form = makeForm();
    fill(*form, u"KE mobile money"_s);
    form->setWallet({u"wlt-0000000000000000000000000000"_s, u"KES"_s, {}, {}});
    QVERIFY(form->isValid());
    const api::ApiResult refused = send(*form);
    QCOMPARE(refused.error().httpStatus(), 422);
    QVERIFY(form->applyServiceErrors(refused.error()).isEmpty());
    QCOMPARE(form->state(u"wallet_id"_s), State::Invalid);
    QVERIFY(form->errorFor(u"wallet_id"_s).contains(u"wallet"));
    QCOMPARE(form->state(u"amount.value"_s), State::Ok);
}

QTEST_GUILESS_MAIN(TestPayoutDraftFormSandbox)
#include "tst_payoutdraftform_sandbox.moc"
