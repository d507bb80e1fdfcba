// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds: every page of the main window (its navigation's list, so that a page
// added later is walked too) and every dialog, read through QAccessible (AccessibilityChecks.h).
// An interactive control without a name, or a table column without a header, fails the test with
// where it is. A message under a field reaches the field's accessible description, so that it is
// read with the field.

#include "AccessibilityChecks.h"
#include "Accessible.h"
#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "SandboxFixture.h"
#include "approvals/ApprovalsController.h"
#include "dialogs/AboutDialog.h"
#include "dialogs/ApprovalDialog.h"
#include "dialogs/ApprovalRuleDialog.h"
#include "dialogs/CsvOptionsDialog.h"
#include "dialogs/NewRecipientDialog.h"
#include "dialogs/OperatorDialog.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/SignInDialog.h"
#include "dialogs/TeamSignInDialog.h"
#include "dialogs/VouchKeyDialog.h"
#include "dialogs/WalletSettingsDialog.h"
#include "operators/KeyStanding.h"
#include "operators/OperatorDirectory.h"
#include "operators/SignedIn.h"
#include "pages/ApprovalsPage.h"
#include "pages/NewPayoutPage.h"
#include "pages/Page.h"
#include "payouts/PayoutDraft.h"
#include "settings/StorePlace.h"
#include "settings/TeamDatabaseSignIn.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "tasks/Task.h"
#include "widgets/TaskProgressDialog.h"

#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;

namespace {

// A task that runs until it is cancelled, for its progress dialog.
class EndlessTask : public tasks::Task
{
public:
    using Task::Task;

protected:
    void run() override { setProgress(1, 3); }
};

// A context of its own on a fresh store, for the first administrator's sign-in dialog.
std::unique_ptr<AppContext> fresh;
QString freshSettings; // in the test's folder

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        QVERIFY(m_dir.isValid());
        freshSettings = m_dir.filePath(u"fresh.ini"_s);
        // As when a screen reader is running: Qt then keeps the accessibility tree up to date.
        QAccessible::setActive(true);
        m_sandbox = std::make_unique<SandboxFixture>(u"demo"_s);
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
        // An administrator at the keyboard: every page shows all it can.
        m_desk = std::make_unique<MainWindowFixture>(*m_sandbox, m_dir.filePath(u"a11y.ini"_s),
                                                     MainWindowOptions {.signedIn = u"ada"_s});
        QVERIFY(QTest::qWaitForWindowExposed(m_desk->window.get()));
    }
    void cleanupTestCase()
    {
        fresh.reset();
        m_desk.reset();
        m_sandbox.reset();
    }

    // The window's own controls (navigation, profile bar) and each page in its list.
    void everyPageNamesItsControls()
    {
        ui::MainWindow &window = *m_desk->window;
        auto *navigation = window.findChild<QListWidget *>(u"navigationList"_s);
        auto *stack = window.findChild<QStackedWidget *>(u"pageStack"_s);
        QVERIFY(navigation && stack);
        QVERIFY(navigation->count() >= 8);
        QStringList problems;
        for (int row = 0; row < navigation->count(); ++row) {
            navigation->setCurrentRow(row);
            auto *page = qobject_cast<ui::Page *>(stack->currentWidget());
            QVERIFY(page);
            QTRY_VERIFY(page->isBuilt());
            for (const QString &problem : unnamedControls(page))
                problems << page->title() + u": "_s + problem;
        }
        // (the pages' own were said above)
        for (const QString &problem : unnamedControls(&window))
            if (!problem.contains(u"/pageStack/"))
                problems << u"window: "_s + problem;
        problems.removeDuplicates();
        for (const QString &problem : problems)
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(u"%1 controls without a name or a way out by Tab"_s.arg(problems.size())));
    }

    void everyDialogNamesItsControls_data()
    {
        QTest::addColumn<QString>("dialog");
        for (const QString &name : dialogs().keys())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyDialogNamesItsControls()
    {
        QFETCH(QString, dialog);
        const std::unique_ptr<QDialog> d = dialogs().value(dialog)(*m_desk);
        QVERIFY(d);
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        const QStringList problems = unnamedControls(d.get()) + mnemonicClashes(d.get());
        for (const QString &problem : problems)
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(u"%1 controls without a name or a way out by Tab"_s.arg(problems.size())));
    }

    // A label's words as a screen reader says them for its field.
    void labelsAreSpokenWithoutTheirMarks_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("spoken");
        QTest::newRow("Alt+letter and colon") << u"&Amount:"_s << u"Amount"_s;
        QTest::newRow("letter inside") << u"Rout&ing code:"_s << u"Routing code"_s;
        QTest::newRow("required") << u"Cit&y: *"_s << u"City (required)"_s;
        QTest::newRow("an ampersand") << u"Terms && conditions:"_s << u"Terms & conditions"_s;
        QTest::newRow("plain") << u"Reference"_s << u"Reference"_s;
    }
    void labelsAreSpokenWithoutTheirMarks()
    {
        QFETCH(QString, label);
        QFETCH(QString, spoken);
        QCOMPARE(ui::a11y::spokenLabel(label), spoken);
    }

    // The message under a field is read with the field: its accessible description says it.
    void aMessageUnderAFieldIsReadWithIt()
    {
        ui::MainWindow &window = *m_desk->window;
        window.showPage(window.newPayoutPage());
        auto *amount = MainWindowFixture::find<QLineEdit>(window.newPayoutPage(), u"amountEdit"_s);
        auto *message = MainWindowFixture::find<QLabel>(window.newPayoutPage(), u"amountValueMessageLabel"_s);
        QTRY_VERIFY(amount->isVisible());
        amount->setFocus();
        QTest::keyClicks(amount, u"12x"_s);
        QTRY_VERIFY(message->isVisible() && !message->text().isEmpty());
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(amount);
        QVERIFY(iface);
        QTRY_VERIFY2(iface->text(QAccessible::Description).contains(message->text()),
                     qPrintable(iface->text(QAccessible::Description) + u" / "_s + message->text()));
        const QString said = message->text();
        // Once the amount is right, nothing is said under it, nor read with it.
        auto *wallet = MainWindowFixture::find<QComboBox>(window.newPayoutPage(), u"walletCombo"_s);
        QTRY_VERIFY(wallet->findText(u"KES"_s, Qt::MatchStartsWith) >= 0);
        choose(wallet, wallet->findText(u"KES"_s, Qt::MatchStartsWith));
        amount->setFocus();
        amount->selectAll();
        QTest::keyClicks(amount, u"100"_s);
        QTRY_VERIFY(!message->isVisible());
        // (without a description of its own, Qt reads a field's placeholder as one)
        QCOMPARE(iface->text(QAccessible::Description), amount->placeholderText());
        QVERIFY(!iface->text(QAccessible::Description).contains(said));
    }

private:
    using MakeDialog = std::function<std::unique_ptr<QDialog>(MainWindowFixture &)>;

    // Every dialog of Paydesk, made as its page makes it.
    static QMap<QString, MakeDialog> dialogs()
    {
        using Mode = ui::OperatorDialog::Mode;
        const auto directory = [](MainWindowFixture &d) {
            return operators::OperatorDirectory(&d.context->operators(), &d.context->approvalRules());
        };
        const auto someone = [](MainWindowFixture &d) {
            return d.context->operators().list().value().value(1); // not ada
        };
        const auto operatorDialog = [directory, someone](Mode mode) -> MakeDialog {
            return [=](MainWindowFixture &d) {
                return std::make_unique<ui::OperatorDialog>(
                    mode, directory(d), d.context->signedIn().authenticated(), someone(d), d.window.get());
            };
        };
        const auto approvalDialog = [](ui::ApprovalDialog::Mode mode) -> MakeDialog {
            return [=](MainWindowFixture &d) {
                payouts::PayoutDraft payout;
                payout.content.maker = u"mia"_s;
                payout.content.recipientSummary = u"Wanjiru Kamau"_s;
                return std::make_unique<ui::ApprovalDialog>(
                    mode, payout, d.context->operators().list().value(), u"abe"_s,
                    d.window->approvalsPage()->controller(), d.window.get());
            };
        };
        return {
            {u"about"_s,
             [](MainWindowFixture &d) { return std::make_unique<ui::AboutDialog>(d.window.get()); }},
            // As the window opens it: with its Team database page.
            {u"settings"_s,
             [](MainWindowFixture &d) {
                 d.window->openSettings();
                 ui::SettingsDialog *settings = d.window->settingsDialog();
                 settings->setAttribute(Qt::WA_DeleteOnClose, false);
                 return std::unique_ptr<QDialog>(settings);
             }},
            {u"teamSignIn"_s,
             [](MainWindowFixture &d) {
                 settings::StorePlace team;
                 team.mode = settings::StorePlace::Mode::Team;
                 team.host = u"db.example.com"_s;
                 team.database = u"treasury"_s;
                 team.login = u"ana"_s;
                 auto *signIn = new settings::TeamDatabaseSignIn(team, &d.context->keys());
                 auto dialog = std::make_unique<ui::TeamSignInDialog>(signIn, d.window.get());
                 signIn->setParent(dialog.get());
                 return dialog;
             }},
            // Mia's key made and not vouched for yet.
            {u"vouchKey"_s,
             [directory](MainWindowFixture &d) {
                 const operators::Operator mia = d.context->operators().load(u"mia"_s).value();
                 operators::OperatorKey key
                     = *store::SigningKeys(&d.context->store()).current(u"mia"_s).value();
                 key.vouch.clear();
                 key.vouchSignature.clear();
                 key.vouchedByKey.clear();
                 return std::make_unique<ui::VouchKeyDialog>(
                     directory(d), d.context->signedIn().authenticated(), mia,
                     operators::KeyStanding::of(mia, {key}), d.window.get());
             }},
            {u"taskProgress"_s,
             [](MainWindowFixture &d) {
                 auto *task = new EndlessTask(u"Exporting"_s);
                 auto dialog = std::make_unique<ui::TaskProgressDialog>(task, d.window.get());
                 task->setParent(dialog.get());
                 return dialog;
             }},
            {u"signIn"_s,
             [](MainWindowFixture &d) {
                 return std::make_unique<ui::SignInDialog>(&d.context->operators(), &d.context->signedIn(),
                                                           d.window.get());
             }},
            // On a fresh store: the first administrator is set up.
            {u"signInFirstAdministrator"_s,
             [](MainWindowFixture &) -> std::unique_ptr<QDialog> {
                 fresh = makeAppContext(freshSettings);
                 auto dialog = std::make_unique<ui::SignInDialog>(&fresh->operators(), &fresh->signedIn());
                 if (!QTest::qWaitFor(
                         [&] { return dialog->mode() == ui::SignInDialog::Mode::FirstAdministrator; }))
                     return nullptr;
                 return dialog;
             }},
            {u"newRecipient"_s,
             [](MainWindowFixture &d) {
                 return std::make_unique<ui::NewRecipientDialog>(d.context->sessions().current()->client(),
                                                                 d.window.get());
             }},
            {u"walletSettings"_s,
             [](MainWindowFixture &d) {
                 wallets::WalletSetting current;
                 current.walletId = u"wlt-accessibility"_s;
                 current.currency = u"KES"_s;
                 return std::make_unique<ui::WalletSettingsDialog>(d.window->walletsDesk(),
                                                                   &d.context->signedIn(), current,
                                                                   u"KES wallet"_s, d.window.get());
             }},
            {u"csvOptions"_s,
             [](MainWindowFixture &d) {
                 return std::make_unique<ui::CsvOptionsDialog>(ui::CsvOptionsDialog::remembered(QLocale()),
                                                               d.window.get());
             }},
            {u"operatorAdd"_s, operatorDialog(Mode::Add)},
            {u"operatorChange"_s, operatorDialog(Mode::Change)},
            {u"operatorResetPassphrase"_s, operatorDialog(Mode::ResetPassphrase)},
            {u"operatorOwnPassphrase"_s, operatorDialog(Mode::ChangeOwnPassphrase)},
            {u"approvalRule"_s,
             [directory](MainWindowFixture &d) {
                 return std::make_unique<ui::ApprovalRuleDialog>(
                     directory(d), d.context->signedIn().authenticated(), operators::ApprovalRule {},
                     QStringList {}, d.window.get());
             }},
            {u"approve"_s, approvalDialog(ui::ApprovalDialog::Mode::Approve)},
            {u"reject"_s, approvalDialog(ui::ApprovalDialog::Mode::Reject)},
        };
    }

    QTemporaryDir m_dir;
    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<MainWindowFixture> m_desk;
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
