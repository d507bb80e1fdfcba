// SPDX-License-Identifier: GPL-3.0-or-later
// The "new payment account" form against the sandbox over real HTTP: created (201), the same
// account again (200, already existed), a 422 the client could not foresee shown on its field,
// other failures said in words, the banks of a country, and a form closed mid-request.
#include "ApiClientSupport.h"
#include "recipients/BankDirectory.h"
#include "recipients/PaymentAccountForm.h"

#include <QSignalSpy>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using recipients::BankDirectory;
using recipients::PaymentAccountForm;
using Field = PaymentAccountForm::Field;
using FieldState = PaymentAccountForm::FieldState;
using Status = PaymentAccountForm::Status;

namespace {

void fillKenyanMobileMoney(PaymentAccountForm &form, const QString &name = u"Jane Wanjiku"_s)
{
    form.setValue(Field::Type, u"MOBILE_MONEY"_s);
    form.setValue(Field::Country, u"KE"_s);
    form.setValue(Field::HolderName, name);
    form.setValue(Field::Operator, u"SAFARICOM"_s);
    form.setValue(Field::PhoneNumber, u"0712 345 678"_s);
}

const QString kReadOnlyKey = u"sbx_read_only_0123456789abcdef"_s;

} // namespace

class TestPaymentAccountFormSandbox : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void createdThenAlreadyExisted();
    void refusalTheClientCannotForeseeLandsOnItsField();
    void failureIsSaidInWords();
    void droppedConnectionIsSaidInWords();
    void bankAccountWithTheBanksOfItsCountry();
    void banksListFailureCanBeRetried();
    void banksAreFetchedOncePerClient();
    void closingTheFormCancelsTheRequest();

private:
    SandboxFixture &sandbox() { return *m_sandbox; }
    api::ApiClient *client() { return m_client.get(); }
    int paymentAccountCount() { return int(sandbox().http().get(u"/payment-accounts"_s).dataArray().size()); }
    // The next `method path` request is answered with `status`.
    void failNext(const char *method, const char *path, int status)
    {
        QJsonObject f = fault(method, path, "status");
        f.insert(u"status"_s, status);
        QCOMPARE(sandbox().addFault(f).status, 201);
    }

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<api::ApiClient> m_client;
};

void TestPaymentAccountFormSandbox::init()
{
    m_sandbox = std::make_unique<SandboxFixture>(
        u"empty"_s, 0.0, QList<QPair<QString, QStringList>> {{kReadOnlyKey, {u"wallet:read"_s}}});
    QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
    m_client = makeClient(sandbox());
}

void TestPaymentAccountFormSandbox::cleanup()
{
    m_client.reset();
    m_sandbox.reset();
}

void TestPaymentAccountFormSandbox::createdThenAlreadyExisted()
{
    PaymentAccountForm form(client());
    fillKenyanMobileMoney(form);
    QSignalSpy saved(&form, &PaymentAccountForm::saved);

    QVERIFY(form.submit());
    QCOMPARE(form.status(), Status::Submitting);
    QVERIFY(saved.wait());
    QCOMPARE(form.status(), Status::Created);
    QCOMPARE(saved.at(0).at(1).toBool(), true);
    const api::PaymentAccount created = form.savedAccount();
    QVERIFY(created.id.startsWith(u"pac-"));
    QCOMPARE(saved.at(0).at(0).value<api::PaymentAccount>().id, created.id);
    QCOMPARE(created.details.mobileNumber, u"+254712345678"_s); // sent in E.164
    QCOMPARE(created.details.mobileOperator, u"SAFARICOM"_s);
    QCOMPARE(created.details.holder.name, u"Jane Wanjiku"_s);
    QVERIFY(form.canSubmit());

    // The same account again: found, not created twice.
    QVERIFY(form.submit());
    QVERIFY(saved.wait());
    QCOMPARE(form.status(), Status::AlreadyExisted);
    QCOMPARE(saved.at(1).at(1).toBool(), false);
    QCOMPARE(form.savedAccount().id, created.id);
    QCOMPARE(paymentAccountCount(), 1);

    // Typed in its international form, it is still the same account.
    form.setValue(Field::PhoneNumber, u"+254 712 345 678"_s);
    QCOMPARE(form.status(), Status::Editing);
    QVERIFY(form.submit());
    QVERIFY(saved.wait());
    QCOMPARE(form.status(), Status::AlreadyExisted);
    QCOMPARE(paymentAccountCount(), 1);
}

void TestPaymentAccountFormSandbox::refusalTheClientCannotForeseeLandsOnItsField()
{
    PaymentAccountForm form(client());
    // The specification sets no length to a holder name; the service takes at most 200 characters.
    const QString longName = u"Jane "_s + QString(200, u'a');
    fillKenyanMobileMoney(form, longName);
    QCOMPARE(form.state(Field::HolderName), FieldState::Ok);
    QVERIFY(form.canSubmit());
    QSignalSpy status(&form, &PaymentAccountForm::statusChanged);
    QSignalSpy saved(&form, &PaymentAccountForm::saved);

    QVERIFY(form.submit());
    QTRY_COMPARE(form.status(), Status::Rejected);
    QCOMPARE(saved.size(), 0);
    QCOMPARE(form.lastError().httpStatus(), 422);
    QVERIFY(form.lastError().fieldErrors().contains(u"holder.name"_s));
    QCOMPARE(form.state(Field::HolderName), FieldState::Invalid);
    QVERIFY2(form.message(Field::HolderName).contains(u"200"), qPrintable(form.message(Field::HolderName)));
    QCOMPARE(form.state(Field::PhoneNumber), FieldState::Ok);
    QVERIFY(!form.failureMessage().isEmpty());
    QVERIFY(!form.canSubmit()); // not the same refused details again
    QCOMPARE(status.last().at(0).value<Status>(), Status::Rejected);
    QCOMPARE(paymentAccountCount(), 0);

    // Corrected, it goes through.
    form.setValue(Field::HolderName, u"Jane Wanjiku"_s);
    QCOMPARE(form.state(Field::HolderName), FieldState::Ok);
    QCOMPARE(form.status(), Status::Editing);
    QVERIFY(form.submit());
    QVERIFY(saved.wait());
    QCOMPARE(form.status(), Status::Created);
}

void TestPaymentAccountFormSandbox::failureIsSaidInWords()
{
    client()->setApiKey(kReadOnlyKey);
    PaymentAccountForm form(client());
    fillKenyanMobileMoney(form);
    QVERIFY(form.submit());
    QTRY_COMPARE(form.status(), Status::Failed);
    QCOMPARE(form.lastError().httpStatus(), 403);
    QCOMPARE(form.failureMessage(), form.lastError().userMessage());
    QVERIFY2(form.failureMessage().contains(u"permission"), qPrintable(form.failureMessage()));
    for (const Field f : PaymentAccountForm::fields())
        QVERIFY(form.state(f) != FieldState::Invalid); // nothing wrong with the details
    QVERIFY(form.canSubmit());
}

void TestPaymentAccountFormSandbox::droppedConnectionIsSaidInWords()
{
    // Dropped before an answer, more often than the network layer tries again by itself.
    client()->setRetryPolicy(api::RetryPolicy::none());
    QCOMPARE(sandbox().addFault(fault("POST", "/v1/payment-accounts", "drop_before", 10)).status, 201);
    PaymentAccountForm form(client());
    fillKenyanMobileMoney(form);
    QVERIFY(form.submit());
    QTRY_COMPARE(form.status(), Status::Failed);
    QCOMPARE(form.lastError().kind(), api::ApiError::Kind::Network);
    QVERIFY2(form.failureMessage().contains(u"could not be reached"), qPrintable(form.failureMessage()));
    QVERIFY(form.canSubmit()); // try again
    sandbox().http().del(u"/_sandbox/faults"_s);
    QSignalSpy saved(&form, &PaymentAccountForm::saved);
    QVERIFY(form.submit());
    QVERIFY(saved.wait());
    QCOMPARE(form.status(), Status::Created);
}

void TestPaymentAccountFormSandbox::bankAccountWithTheBanksOfItsCountry()
{
    PaymentAccountForm form(client());
    BankDirectory *banks = form.bankDirectory();
    QCOMPARE(banks->state(), BankDirectory::State::Idle);
    form.setValue(Field::Type, u"BANK_ACCOUNT"_s);
    QCOMPARE(banks->state(), BankDirectory::State::Loading);
    form.setValue(Field::Country, u"KE"_s);
    QVERIFY(form.choices(Field::Bank).isEmpty());
    QTRY_COMPARE(banks->state(), BankDirectory::State::Loaded);

    const auto kenyan = form.choices(Field::Bank);
    QCOMPARE(kenyan.size(), 4);
    QStringList names;
    for (const auto &c : kenyan) {
        names << c.label;
        QCOMPARE(banks->bank(c.code)->country, u"KE"_s);
    }
    QStringList byName = names;
    byName.sort();
    QCOMPARE(names, byName);
    QVERIFY(names.contains(u"Equity Bank Kenya"_s));

    // A bank of another country is refused on its field.
    const QString tanzanian = sandbox().bankId(u"TZ"_s);
    form.setValue(Field::Bank, tanzanian);
    QCOMPARE(form.state(Field::Bank), FieldState::Invalid);
    QVERIFY2(form.message(Field::Bank).contains(u"Tanzania"), qPrintable(form.message(Field::Bank)));
    form.setValue(Field::Bank, u"bnk-not-in-the-list"_s);
    QCOMPARE(form.state(Field::Bank), FieldState::Invalid);

    form.setValue(Field::Bank, kenyan.first().code);
    form.setValue(Field::HolderName, u"Acme Trading"_s);
    form.setValue(Field::HolderType, u"BUSINESS"_s);
    form.setValue(Field::AccountNumber, u"0100 2000 3000"_s);
    QVERIFY(form.canSubmit());
    QSignalSpy saved(&form, &PaymentAccountForm::saved);
    QVERIFY(form.submit());
    QVERIFY(saved.wait());
    QCOMPARE(form.status(), Status::Created);
    QCOMPARE(form.savedAccount().details.bankId, kenyan.first().code);
    QCOMPARE(form.savedAccount().details.bankAccountNumber, u"010020003000"_s);

    // Another country: the bank chosen goes with the old one.
    form.setValue(Field::Country, u"TZ"_s);
    QCOMPARE(form.value(Field::Bank), QString());
    QCOMPARE(form.choices(Field::Bank).size(), 2);
}

void TestPaymentAccountFormSandbox::banksListFailureCanBeRetried()
{
    failNext("GET", "/v1/banks", 500); // retried...
    failNext("GET", "/v1/banks", 404); // ...then not
    PaymentAccountForm form(client());
    form.setValue(Field::Type, u"BANK_ACCOUNT"_s);
    form.setValue(Field::Country, u"KE"_s);
    BankDirectory *banks = form.bankDirectory();
    QTRY_COMPARE(banks->state(), BankDirectory::State::Failed);
    QCOMPARE(banks->error().httpStatus(), 404);
    QVERIFY(!banks->error().userMessage().isEmpty());
    QVERIFY(form.choices(Field::Bank).isEmpty());
    QVERIFY(!form.canSubmit());

    banks->load(); // retry
    QCOMPARE(banks->state(), BankDirectory::State::Loading);
    QTRY_COMPARE(banks->state(), BankDirectory::State::Loaded);
    QCOMPARE(form.choices(Field::Bank).size(), 4);
}

void TestPaymentAccountFormSandbox::banksAreFetchedOncePerClient()
{
    {
        PaymentAccountForm first(client());
        first.setValue(Field::Type, u"BANK_ACCOUNT"_s);
        QTRY_COMPARE(first.bankDirectory()->state(), BankDirectory::State::Loaded);
    }
    // Any further GET /banks would fail: the second form must not need one.
    failNext("GET", "/v1/banks", 404);
    PaymentAccountForm second(client());
    QCOMPARE(second.bankDirectory(), BankDirectory::of(client()));
    second.setValue(Field::Type, u"BANK_ACCOUNT"_s);
    second.setValue(Field::Country, u"IN"_s);
    QCOMPARE(second.bankDirectory()->state(), BankDirectory::State::Loaded);
    QCOMPARE(second.choices(Field::Bank).size(), 3);

    // Another client (another profile's session) has its own list.
    auto other = makeClient(sandbox());
    QVERIFY(BankDirectory::of(other.get()) != BankDirectory::of(client()));
}

void TestPaymentAccountFormSandbox::closingTheFormCancelsTheRequest()
{
    {
        PaymentAccountForm form(client());
        fillKenyanMobileMoney(form);
        QVERIFY(form.submit());
    } // closed before the request left
    QTRY_VERIFY(client()->findChildren<api::ApiCall *>().isEmpty());
    QCOMPARE(paymentAccountCount(), 0);

    // Closed while the service is still answering: nothing is waited for, nothing breaks.
    QJsonObject delay = fault("POST", "/v1/payment-accounts", "delay");
    delay.insert(u"delay_ms"_s, 2000);
    QCOMPARE(sandbox().addFault(delay).status, 201);
    auto form = std::make_unique<PaymentAccountForm>(client());
    fillKenyanMobileMoney(*form);
    QVERIFY(form->submit());
    QTRY_VERIFY(!client()->findChildren<QNetworkReply *>().isEmpty()); // on its way
    form.reset();
    QTRY_VERIFY(client()->findChildren<api::ApiCall *>().isEmpty());
}

QTEST_GUILESS_MAIN(TestPaymentAccountFormSandbox)
#include "tst_paymentaccountform_sandbox.moc"
