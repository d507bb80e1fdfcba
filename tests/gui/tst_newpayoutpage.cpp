// SPDX-License-Identifier: GPL-3.0-or-later
// The New payout page in the main window, built from an AppContext as main() builds it, against
// the demo sandbox: a Kenyan mobile money payout to a new recipient filled in with the keyboard as
// a person does, the live lookup's registered name and verdict, "Use this name", fields refused
// where they are wrong, and the payout saved for approval.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MessageBox.h"
#include "RecordingProxy.h"
#include "SandboxFixture.h"
#include "Style.h"
#include "core/Application.h"
#include "pages/NewPayoutPage.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraftForm.h"
#include "profiles/ProfileStore.h"
#include "recipients/PaymentAccountForm.h"
#include "secrets/KeyStore.h"
#include "session/Session.h"
#include "session/Sessions.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/StoreConfig.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
namespace style = ui::style;

namespace {

std::unique_ptr<AppContext> makeContext(const QString &settingsFile, bool fresh = true)
{
    if (fresh) {
        QFile::remove(settingsFile);
        QFile::remove(settingsFile + u".sqlite"_s);
    }
    AppContext::Options options;
    options.settings = std::make_unique<QSettings>(settingsFile, QSettings::IniFormat);
    options.store = store::StoreConfig::sqlite(settingsFile + u".sqlite"_s);
    return std::make_unique<AppContext>(std::move(options));
}

struct PayoutWindow
{
    PayoutWindow(SandboxFixture &sandbox, const QString &settingsFile)
        : proxy(sandbox.baseUrl())
        , context(makeContext(settingsFile))
    {
        const Profile p = Profile::create(Profile::Kind::Sandbox, u"Acme test"_s, proxy.baseUrl());
        context->profiles().save(p);
        context->keys().setSessionKey(p.id, sandbox.key());
        context->profiles().setCurrent(p.id);
        window = std::make_unique<ui::MainWindow>(*context);
        window->show();
        window->showPage(window->newPayoutPage());
    }
    ui::NewPayoutPage *page() const { return window->newPayoutPage(); }
    template<typename T> T *find(const QString &name) const
    {
        T *w = page()->findChild<T *>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    RecordingProxy proxy;
    std::unique_ptr<AppContext> context;
    std::unique_ptr<ui::MainWindow> window;
};

// Types `text` into `edit` as a person does: focus, keys.
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClicks(edit, text);
}

// With PAYDESK_SCREENSHOTS set to a folder, the window as it is now, for the documentation.
void saveScreenshot(QWidget &window, const QString &name)
{
    const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    window.resize(1180, 820);
    QTest::qWait(100);
    QVERIFY(window.grab().save(QDir(dir).filePath(name)));
}

// Chooses the item whose data is `code`, with the keyboard.
void chooseCode(QComboBox *combo, const QString &code)
{
    QTRY_VERIFY(combo->findData(code) >= 0);
    choose(combo, combo->findData(code));
    QCOMPARE(combo->currentData().toString(), code);
}

} // namespace

class TestNewPayoutPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void fillsAKenyanPayoutToANewRecipientWithTheLookupVerdict()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString number = u"+254711222333"_s;
        const QString registered = sandbox.http()
                                       .get(u"/lookups/%1"_s.arg(number),
                                            QUrlQuery {{u"payment_account_type"_s, u"MOBILE_MONEY"_s},
                                                       {u"operator"_s, u"SAFARICOM"_s}})
                                       .data()
                                       .value(u"holder"_s)
                                       .toObject()
                                       .value(u"name"_s)
                                       .toString();
        QVERIFY(registered.contains(u' '));
        PayoutWindow w(sandbox, settingsFile());
        ui::NewPayoutPage *page = w.page();
        page->lookup()->setDebounceInterval(std::chrono::milliseconds(50));

        auto *wallet = w.find<QComboBox>(u"walletCombo"_s);
        QTRY_VERIFY(wallet->count() >= 14);
        const int kes = wallet->findText(u"KES"_s, Qt::MatchStartsWith);
        QVERIFY(kes >= 0);
        choose(wallet, kes);
        QCOMPARE(page->form()->value(u"amount.currency"_s), u"KES"_s);

        auto *amount = w.find<QLineEdit>(u"amountEdit"_s);
        type(amount, u"12.345"_s); // the third decimal cannot be typed, nor a letter or a sign
        QTest::keyClicks(amount, u"x-"_s);
        QCOMPARE(amount->text(), u"12.34"_s);
        amount->clear();
        type(amount, u"100"_s);

        QTest::mouseClick(w.find<QRadioButton>(u"newRecipientRadio"_s), Qt::LeftButton);
        QCOMPARE(page->form()->recipientMode(), payouts::PayoutDraftForm::Recipient::New);
        chooseCode(w.find<QComboBox>(u"countryCombo"_s), u"KE"_s);
        auto *operators = w.find<QComboBox>(u"operatorCombo"_s);
        QCOMPARE(operators->findData(u"MTN"_s), -1); // not an operator of Kenya
        chooseCode(operators, u"SAFARICOM"_s);
        type(w.find<QLineEdit>(u"phoneEdit"_s), u"0711 222 333"_s);
        const QString surname = registered.section(u' ', -1);
        type(w.find<QLineEdit>(u"holderNameEdit"_s), registered.left(1) + u" "_s + surname);

        // The amount is under Kenya's minimum for mobile money: said on the field, with the range.
        auto *range = w.find<QLabel>(u"rangeLabel"_s);
        QTRY_VERIFY(range->text().contains(u"140.00"_s));
        QTRY_VERIFY(style::isMarkedInvalid(amount));
        QVERIFY(w.find<QLabel>(u"amountValueMessageLabel"_s)->text().contains(u"140.00"_s));
        amount->selectAll();
        QTest::keyClicks(amount, u"1500"_s);
        QTRY_VERIFY(!style::isMarkedInvalid(amount));

        // The lookup: the registered name, and an initial for the first name is a close match.
        auto *lookup = w.find<QLabel>(u"lookupLabel"_s);
        QTRY_VERIFY2(lookup->text().contains(registered), qPrintable(lookup->text()));
        QVERIFY2(lookup->text().contains(u"close"_s, Qt::CaseInsensitive), qPrintable(lookup->text()));
        auto *useName = w.find<QPushButton>(u"useRegisteredNameButton"_s);
        QVERIFY(useName->isVisible());
        saveScreenshot(*w.window, u"new-payout-lookup.png"_s);
        QTest::mouseClick(useName, Qt::LeftButton);
        QTRY_COMPARE(w.find<QLineEdit>(u"holderNameEdit"_s)->text(), registered);
        QTRY_VERIFY2(lookup->text().contains(u"matches"_s), qPrintable(lookup->text()));
        QVERIFY(!useName->isVisible());
        QCOMPARE(w.proxy.count("GET", "/v1/lookups/"), 1); // one, for the number as finally typed

        // Kenya asks for a sender: the page says so, and Save shows what is missing.
        QVERIFY(w.find<QLabel>(u"senderNoteLabel"_s)->text().contains(u"Required"_s));
        QTest::mouseClick(w.find<QPushButton>(u"saveButton"_s), Qt::LeftButton);
        QVERIFY(style::isMarkedInvalid(w.find<QLineEdit>(u"senderNameEdit"_s)));
        QVERIFY(w.find<QLabel>(u"summaryLabel"_s)->text().contains(u"to fill in or correct"_s));
        QCOMPARE(w.proxy.count("POST", "/v1/payouts"), 0); // nothing is sent from this page

        chooseCode(w.find<QComboBox>(u"senderTypeCombo"_s), u"BUSINESS"_s);
        type(w.find<QLineEdit>(u"senderNameEdit"_s), u"Acme Payroll Ltd"_s);
        type(w.find<QLineEdit>(u"senderAddressLine1Edit"_s), u"1 Moi Avenue"_s);
        type(w.find<QLineEdit>(u"senderAddressCityEdit"_s), u"Nairobi"_s);
        type(w.find<QLineEdit>(u"senderAddressPostalCodeEdit"_s), u"00100"_s);
        type(w.find<QLineEdit>(u"senderAddressCountryEdit"_s), u"KE"_s);
        QTRY_VERIFY2(page->form()->isValid(),
                     qPrintable(QStringList(page->form()->errors().keys()).join(u", ")));
        QVERIFY(page->hasUnsavedChanges());
    }

    void anUnsavedPayoutIsAskedAboutBeforeTheWindowCloses()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        PayoutWindow w(sandbox, settingsFile());
        auto *amount = w.find<QLineEdit>(u"amountEdit"_s);
        QTRY_VERIFY(w.find<QComboBox>(u"walletCombo"_s)->count() > 0);
        type(amount, u"5"_s);
        QVERIFY(w.page()->hasUnsavedChanges());
        const int asked = ui::MessageBox::questionsAsked();
        ui::MessageBox::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!w.window->close()); // stays open, the payout with it
        QCOMPARE(ui::MessageBox::questionsAsked(), asked + 1);
        QCOMPARE(amount->text(), u"5"_s);
        ui::MessageBox::setNextAnswer(QMessageBox::Discard);
        QVERIFY(w.window->close());
    }

private:
    QString settingsFile() const { return m_dir.filePath(u"settings.ini"_s); }
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestNewPayoutPage)
#include "tst_newpayoutpage.moc"
