// SPDX-License-Identifier: GPL-3.0-or-later
// The "New recipient" dialog, driven offscreen against the sandbox: a Kenyan mobile money
// recipient created, then created again (it already existed); an operator of another country
// that cannot be chosen, and is refused on its field when it is set anyway; the fields of each
// type; the banks of a country with a failure and Retry; the busy state; a refusal of the service
// shown on its field.

#include "ApiClientSupport.h"
#include "Style.h"
#include "dialogs/NewRecipientDialog.h"
#include "recipients/PaymentAccountForm.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using recipients::PaymentAccountForm;
namespace style = ui::style;
using Field = PaymentAccountForm::Field;

namespace {

QStringList itemCodes(const QComboBox *combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemData(i).toString();
    return out;
}

int paymentAccountCount(SandboxFixture &sandbox)
{
    return int(sandbox.http().get(u"/payment-accounts"_s).dataArray().size());
}

} // namespace

class TestNewRecipientDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void createsAKenyanMobileMoneyRecipientThenFindsItAgain();
    void operatorOfAnotherCountryCannotBeChosenNorSubmitted();
    void wrongNumberIsMarkedWhileTyping();
    void eachTypeShowsItsFields();
    void banksOfTheCountryWithRetry();
    void busyWhileSubmitting();
    void refusalOfTheServiceShowsOnItsField();
    void anAccountSavedForAnotherHolderSaysWhose();

private:
    template<typename T> T *child(const char *name)
    {
        auto *w = m_dialog->findChild<T *>(QLatin1StringView(name));
        if (!w)
            qWarning("no widget %s", name);
        return w;
    }
    bool shown(const char *name) { return child<QWidget>(name)->isVisibleTo(m_dialog.get()); }
    QString labelOf(const char *name)
    {
        const QWidget *field = child<QWidget>(name);
        for (const QLabel *label : m_dialog->findChildren<QLabel *>()) {
            if (label->buddy() == field)
                return label->text();
        }
        return {};
    }
    void choose(const char *comboName, const QString &code)
    {
        auto *combo = child<QComboBox>(comboName);
        const int index = combo->findData(code);
        QVERIFY2(index >= 0, qPrintable(u"no %1 in %2"_s.arg(code, QLatin1StringView(comboName))));
        combo->setCurrentIndex(index);
    }
    void type(const char *editName, const QString &text)
    {
        auto *edit = child<QLineEdit>(editName);
        edit->clear();
        QTest::keyClicks(edit, text);
    }
    void fillKenyanMobileMoney()
    {
        choose("countryCombo", u"KE"_s);
        type("holderNameEdit", u"Jane Wanjiku"_s);
        choose("operatorCombo", u"SAFARICOM"_s);
        type("phoneEdit", u"0712 345 678"_s);
    }

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<api::ApiClient> m_client;
    std::unique_ptr<ui::NewRecipientDialog> m_dialog;
};

void TestNewRecipientDialog::init()
{
    m_sandbox = std::make_unique<SandboxFixture>();
    QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    m_client = makeClient(*m_sandbox);
    m_dialog = std::make_unique<ui::NewRecipientDialog>(m_client.get());
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void TestNewRecipientDialog::cleanup()
{
    m_dialog.reset();
    m_client.reset();
    m_sandbox.reset();
}

void TestNewRecipientDialog::createsAKenyanMobileMoneyRecipientThenFindsItAgain()
{
    auto *create = child<QPushButton>("createButton");
    auto *outcome = child<QLabel>("outcomeLabel");
    auto *hint = child<QLabel>("phoneHintLabel");
    QCOMPARE(child<QComboBox>("typeCombo")->currentData().toString(), u"MOBILE_MONEY"_s);
    QVERIFY(!create->isEnabled());
    QVERIFY(create->toolTip().contains(u"Phone number"));
    QVERIFY(shown("phoneEdit"));
    QVERIFY(!shown("bankCombo"));
    QVERIFY(!outcome->isVisibleTo(m_dialog.get()));

    choose("countryCombo", u"KE"_s);
    QCOMPARE(itemCodes(child<QComboBox>("operatorCombo")), (QStringList {u"SAFARICOM"_s, u"AIRTEL"_s}));
    type("holderNameEdit", u"Jane Wanjiku"_s);
    choose("operatorCombo", u"SAFARICOM"_s);
    QTest::keyClicks(child<QLineEdit>("phoneEdit"), u"0712 345"_s);
    QVERIFY(!hint->isVisibleTo(m_dialog.get())); // not a whole number yet
    QTest::keyClicks(child<QLineEdit>("phoneEdit"), u" 678"_s);
    QVERIFY(hint->isVisibleTo(m_dialog.get()));
    QVERIFY2(hint->text().contains(u"+254712345678"), qPrintable(hint->text()));
    QVERIFY(!style::isMarkedInvalid(child<QLineEdit>("phoneEdit")));
    QVERIFY(create->isEnabled());

    QSignalSpy saved(m_dialog.get(), &ui::NewRecipientDialog::recipientSaved);
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(saved.wait());
    QCOMPARE(saved.at(0).at(1).toBool(), true);
    const auto account = saved.at(0).at(0).value<api::PaymentAccount>();
    QVERIFY(account.id.startsWith(u"pac-"));
    QCOMPARE(account.details.mobileNumber, u"+254712345678"_s);
    QVERIFY(outcome->isVisibleTo(m_dialog.get()));
    QVERIFY2(outcome->text().startsWith(u"Recipient created"), qPrintable(outcome->text()));
    QVERIFY(outcome->text().contains(account.id));

    // The same recipient again: found, not created a second time.
    QVERIFY(create->isEnabled());
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(saved.wait());
    QCOMPARE(saved.at(1).at(1).toBool(), false);
    QCOMPARE(saved.at(1).at(0).value<api::PaymentAccount>().id, account.id);
    QVERIFY2(outcome->text().startsWith(u"This recipient already existed"), qPrintable(outcome->text()));
    QCOMPARE(paymentAccountCount(*m_sandbox), 1);

    // Editing the details again takes the outcome away: it was about the others.
    QTest::keyClicks(child<QLineEdit>("holderNameEdit"), u" Kamau"_s);
    QVERIFY(!outcome->isVisibleTo(m_dialog.get()));
}

void TestNewRecipientDialog::operatorOfAnotherCountryCannotBeChosenNorSubmitted()
{
    auto *operators = child<QComboBox>("operatorCombo");
    auto *message = child<QLabel>("operatorMessageLabel");
    auto *create = child<QPushButton>("createButton");
    QCOMPARE(operators->count(), 0);
    QCOMPARE(operators->placeholderText(), u"Choose the country first"_s);

    // Tanzania's operators, then Kenya's: Vodacom is not one of them, and goes.
    choose("countryCombo", u"TZ"_s);
    choose("operatorCombo", u"VODACOM"_s);
    choose("countryCombo", u"KE"_s);
    QCOMPARE(operators->findData(u"VODACOM"_s), -1);
    QCOMPARE(operators->currentIndex(), -1);
    QCOMPARE(operators->placeholderText(), u"Choose an operator"_s);
    QVERIFY(!style::isMarkedInvalid(operators)); // not chosen is not wrong

    fillKenyanMobileMoney();
    QVERIFY(create->isEnabled());

    // Set anyway (as a payout page could): shown as it is, refused on the field, not sent.
    QVERIFY(m_dialog->form()->setValue(Field::Operator, u"VODACOM"_s));
    QCOMPARE(operators->currentIndex(), -1);
    QCOMPARE(operators->placeholderText(), u"Vodacom M-Pesa"_s);
    QVERIFY(style::isMarkedInvalid(operators));
    QVERIFY(message->isVisibleTo(m_dialog.get()));
    QVERIFY2(message->text().contains(u"Kenya"), qPrintable(message->text()));
    QVERIFY(!create->isEnabled());
    QTest::mouseClick(create, Qt::LeftButton);
    QTest::keyClick(m_dialog.get(), Qt::Key_Return);
    QCOMPARE(m_dialog->form()->status(), PaymentAccountForm::Status::Editing);
    QCOMPARE(paymentAccountCount(*m_sandbox), 0);

    // The person chooses one of Kenya's: right again.
    choose("operatorCombo", u"AIRTEL"_s);
    QVERIFY(!style::isMarkedInvalid(operators));
    QVERIFY(!message->isVisibleTo(m_dialog.get()));
    QVERIFY(create->isEnabled());
}

void TestNewRecipientDialog::wrongNumberIsMarkedWhileTyping()
{
    auto *phone = child<QLineEdit>("phoneEdit");
    auto *message = child<QLabel>("phoneMessageLabel");
    // Before the country: a note, no red frame.
    QTest::keyClicks(phone, u"0712 345 678"_s);
    QVERIFY(!style::isMarkedInvalid(phone));
    QVERIFY(message->isVisibleTo(m_dialog.get()));
    QVERIFY(message->text().contains(u"country"));

    fillKenyanMobileMoney();
    QVERIFY(!message->isVisibleTo(m_dialog.get()));
    type("phoneEdit", u"+255 754 123 456"_s); // Tanzanian
    QVERIFY(style::isMarkedInvalid(phone));
    QVERIFY2(message->text().contains(u"Tanzania"), qPrintable(message->text()));
    QVERIFY(!child<QLabel>("phoneHintLabel")->isVisibleTo(m_dialog.get()));
    QVERIFY(!child<QPushButton>("createButton")->isEnabled());

    type("holderNameEdit", u"Jane 2"_s);
    QVERIFY(style::isMarkedInvalid(child<QLineEdit>("holderNameEdit")));
    QVERIFY(child<QLabel>("holderNameMessageLabel")->text().contains(u"\u201C2\u201D"));
}

void TestNewRecipientDialog::eachTypeShowsItsFields()
{
    const QStringList all {u"operatorCombo"_s,     u"phoneEdit"_s,     u"bankCombo"_s,
                           u"accountNumberEdit"_s, u"routeCodeEdit"_s, u"upiEdit"_s};
    auto visible = [&] {
        QStringList out;
        for (const QString &name : all) {
            if (shown(name.toLatin1().constData()))
                out << name;
        }
        return out;
    };
    QCOMPARE(visible(), (QStringList {u"operatorCombo"_s, u"phoneEdit"_s}));

    choose("typeCombo", u"ALIAS"_s);
    QCOMPARE(visible(), QStringList {u"upiEdit"_s});
    QCOMPARE(child<QComboBox>("countryCombo")->currentData().toString(), u"IN"_s); // the only one

    choose("typeCombo", u"BANK_ACCOUNT_ROUTE"_s);
    QCOMPARE(visible(), (QStringList {u"accountNumberEdit"_s, u"routeCodeEdit"_s}));
    QCOMPARE(labelOf("routeCodeEdit"), u"&IFSC code:"_s);
    QCOMPARE(itemCodes(child<QComboBox>("countryCombo")).size(), 2);
    QCOMPARE(child<QLineEdit>("routeCodeEdit")->placeholderText(), u"e.g. HDFC0001234"_s); // still India
    type("routeCodeEdit", u"HDFC1001234"_s);
    QVERIFY(style::isMarkedInvalid(child<QLineEdit>("routeCodeEdit")));
    QVERIFY(child<QLabel>("routeCodeMessageLabel")->text().contains(u"IFSC"));
    choose("countryCombo", u"BD"_s);
    QCOMPARE(labelOf("routeCodeEdit"), u"Rout&ing number:"_s);
    QCOMPARE(child<QLineEdit>("routeCodeEdit")->placeholderText(), u"9 digits"_s);

    choose("typeCombo", u"BANK_ACCOUNT"_s);
    QCOMPARE(visible(), (QStringList {u"bankCombo"_s, u"accountNumberEdit"_s}));
}

void TestNewRecipientDialog::banksOfTheCountryWithRetry()
{
    QJsonObject notFound = fault("GET", "/v1/banks", "status");
    notFound.insert(u"status"_s, 404);
    QCOMPARE(m_sandbox->addFault(notFound).status, 201);
    auto *banks = child<QComboBox>("bankCombo");
    auto *status = child<QLabel>("banksStatusLabel");
    auto *retry = child<QPushButton>("retryBanksButton");
    choose("typeCombo", u"BANK_ACCOUNT"_s);
    QCOMPARE(banks->placeholderText(), u"Loading banks\u2026"_s);
    QTRY_VERIFY(status->isVisibleTo(m_dialog.get()));
    QVERIFY(retry->isVisibleTo(m_dialog.get()));
    QVERIFY2(status->text().startsWith(u"The banks could not be loaded"), qPrintable(status->text()));
    QCOMPARE(banks->count(), 0);

    QTest::mouseClick(retry, Qt::LeftButton);
    QVERIFY(!status->isVisibleTo(m_dialog.get()));
    QCOMPARE(banks->placeholderText(), u"Loading banks\u2026"_s);
    QTRY_COMPARE(banks->placeholderText(), u"Choose the country first"_s);
    choose("countryCombo", u"KE"_s);
    QCOMPARE(banks->count(), 4);
    for (int i = 0; i < banks->count(); ++i)
        QVERIFY(banks->itemText(i).contains(u"Kenya") || banks->itemText(i).contains(u"KCB"));
    choose("countryCombo", u"UG"_s);
    QCOMPARE(banks->count(), 2);

    choose("bankCombo", m_sandbox->bankId(u"UG"_s));
    type("holderNameEdit", u"Okello Moses"_s);
    type("accountNumberEdit", u"9030 0123 4567"_s);
    QSignalSpy saved(m_dialog.get(), &ui::NewRecipientDialog::recipientSaved);
    QTest::mouseClick(child<QPushButton>("createButton"), Qt::LeftButton);
    QVERIFY(saved.wait());
    QCOMPARE(saved.at(0).at(0).value<api::PaymentAccount>().details.bankAccountNumber, u"903001234567"_s);
}

void TestNewRecipientDialog::busyWhileSubmitting()
{
    QJsonObject delay = fault("POST", "/v1/payment-accounts", "delay");
    delay.insert(u"delay_ms"_s, 500);
    QCOMPARE(m_sandbox->addFault(delay).status, 201);
    fillKenyanMobileMoney();
    auto *create = child<QPushButton>("createButton");
    auto *outcome = child<QLabel>("outcomeLabel");
    QSignalSpy saved(m_dialog.get(), &ui::NewRecipientDialog::recipientSaved);
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(!create->isEnabled());
    QCOMPARE(create->text(), u"Creating\u2026"_s);
    QVERIFY(!child<QLineEdit>("phoneEdit")->isEnabled());
    QVERIFY(!child<QComboBox>("countryCombo")->isEnabled());
    QCOMPARE(outcome->text(), u"Creating the recipient\u2026"_s);
    QTest::mouseClick(create, Qt::LeftButton); // one at a time
    QVERIFY(saved.wait());
    QCOMPARE(saved.size(), 1);
    QVERIFY(create->isEnabled());
    QCOMPARE(create->text(), u"C&reate"_s);
    QVERIFY(child<QLineEdit>("phoneEdit")->isEnabled());
}

void TestNewRecipientDialog::refusalOfTheServiceShowsOnItsField()
{
    fillKenyanMobileMoney();
    // Right by the specification (which sets no length), too long for the service.
    type("holderNameEdit", u"Jane "_s + QString(200, u'a'));
    auto *create = child<QPushButton>("createButton");
    QVERIFY(create->isEnabled());
    QTest::mouseClick(create, Qt::LeftButton);
    auto *name = child<QLineEdit>("holderNameEdit");
    QTRY_VERIFY(style::isMarkedInvalid(name));
    QVERIFY(child<QLabel>("holderNameMessageLabel")->text().contains(u"200"));
    auto *outcome = child<QLabel>("outcomeLabel");
    QVERIFY(outcome->isVisibleTo(m_dialog.get()));
    QVERIFY(!outcome->text().isEmpty());
    QVERIFY(!create->isEnabled());
    QVERIFY(!style::isMarkedInvalid(child<QLineEdit>("phoneEdit")));

    type("holderNameEdit", u"Jane Wanjiku"_s);
    QVERIFY(!style::isMarkedInvalid(name));
    QVERIFY(create->isEnabled());
}

void TestNewRecipientDialog::anAccountSavedForAnotherHolderSaysWhose()
{
    // The service finds an account by its number and operator: the same number saved before for
    // someone else comes back as it was, and the dialog says whose it is.
    auto existing = kenyaAccount(u"+254712345678"_s);
    existing.holder.name = u"Wanjiru Kamau"_s;
    QCOMPARE(m_sandbox->http().post(u"/payment-accounts"_s, existing.toJson()).status, 201);
    fillKenyanMobileMoney(); // Jane Wanjiku, 0712 345 678
    auto *create = child<QPushButton>("createButton");
    QTRY_VERIFY(create->isEnabled());
    QSignalSpy saved(m_dialog.get(), &ui::NewRecipientDialog::recipientSaved);
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(saved.wait());
    QCOMPARE(saved.at(0).at(1).toBool(), false);
    const QString outcome = child<QLabel>("outcomeLabel")->text();
    QVERIFY2(outcome.contains(u"\u201CWanjiru Kamau\u201D")
                 && outcome.contains(u"not \u201CJane Wanjiku\u201D"),
             qPrintable(outcome));
}

QTEST_MAIN(TestNewRecipientDialog)
#include "tst_newrecipientdialog.moc"
