// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiClientSupport.h"
#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "dialogs/AboutDialog.h"
#include "dialogs/SettingsDialog.h"
#include "models/WalletsModel.h"
#include "operators/SignedIn.h"
#include "operators/SigningKey.h"
#include "operators/TrustAnchor.h"
#include "operators/TrustCheck.h"
#include "pages/NewPayoutPage.h"
#include "pages/OverviewPage.h"
#include "pages/WalletsPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"
#include "store/AuditLog.h"
#include "store/Store.h"
#include "widgets/ElidedLabel.h"
#include "widgets/TrustBanner.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>

using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
using session::Session;

namespace {

int comboIndex(QComboBox *combo, const QString &profileId)
{
    return combo->findData(profileId);
}

// A widget of the wallets page (every page has a messageLabel, a retryButton...), brought in
// front first (the Overview is in front on a fresh install).
template<typename T> T *onWallets(ui::MainWindow &window, const char *name)
{
    if (window.currentPage() != window.walletsPage())
        window.showPage(window.walletsPage());
    return window.walletsPage()->findChild<T *>(QString::fromLatin1(name));
}

// A keyboard mnemonic ("&Amount:" gives Alt+A): its key, where it is written and what it reaches.
struct Mnemonic
{
    QChar key;
    QString text;
    QWidget *target = nullptr; // a label's buddy, the button itself
};

QChar mnemonicKey(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i; // "&&" is an ampersand
            continue;
        }
        return text.at(i + 1).isLetterOrNumber() ? text.at(i + 1).toUpper() : QChar();
    }
    return {};
}

// Every mnemonic of `root`'s widgets, shown or not (a row hidden for one recipient type is shown
// for another), except those inside `skip`.
QList<Mnemonic> mnemonicsIn(QWidget *root, QWidget *skip = nullptr)
{
    QList<Mnemonic> found;
    const auto skipped = [&](QWidget *w) { return skip && (w == skip || skip->isAncestorOf(w)); };
    for (QLabel *label : root->findChildren<QLabel *>()) {
        // (a rich text label has no mnemonic: "&nbsp;" is a space)
        if (!skipped(label) && !Qt::mightBeRichText(label->text()) && !mnemonicKey(label->text()).isNull())
            found.append({mnemonicKey(label->text()), label->text(), label->buddy()});
    }
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!skipped(button) && !mnemonicKey(button->text()).isNull())
            found.append({mnemonicKey(button->text()), button->text(), button});
    }
    if (auto *window = qobject_cast<QMainWindow *>(root); window && window->menuBar()) {
        for (QAction *menu : window->menuBar()->actions()) {
            if (!mnemonicKey(menu->text()).isNull())
                found.append({mnemonicKey(menu->text()), menu->text(), window->menuBar()});
        }
    }
    return found;
}

// What is wrong with a set of mnemonics that are live at the same time: a key given twice, or one
// that reaches nothing that can take the focus.
QStringList mnemonicProblems(const QList<Mnemonic> &mnemonics)
{
    QStringList problems;
    QHash<QChar, QString> byKey;
    for (const Mnemonic &m : mnemonics) {
        if (byKey.contains(m.key))
            problems << u"Alt+%1 is both \u201C%2\u201D and \u201C%3\u201D"_qs.arg(m.key, byKey.value(m.key),
                                                                                   m.text);
        byKey.insert(m.key, m.text);
        // (QLabel gives the focus to its buddy only when the buddy itself takes it: a container
        // with a focus proxy is not reached.)
        QWidget *target = m.target;
        if (!target || (target->focusPolicy() == Qt::NoFocus && !qobject_cast<QMenuBar *>(target)))
            problems << u"\u201C%1\u201D reaches nothing that takes the focus"_qs.arg(m.text);
    }
    return problems;
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        QVERIFY(m_dir.isValid());
    }
    void init()
    {
        QFile::remove(settingsFile());
        QFile::remove(settingsFile() + u".sqlite"_qs);
    }

    void showsTheDemoWallets()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QVERIFY(table);
        QTRY_VERIFY(table->isVisible());
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QStringList currencies;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            currencies << table->model()->index(row, 0).data().toString();
        QVERIFY2(currencies.contains(u"KES wallet"_qs) && currencies.contains(u"UGX wallet"_qs),
                 qPrintable(currencies.join(u',')));
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("environmentLabel"))->text(), u"Local sandbox"_qs);
        QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))->text(), u"Connected"_qs);
        QVERIFY(window.windowTitle().contains(u"Local sandbox"));
    }

    // On every page, each Alt+letter is given once (with the window's own, such as the Help menu)
    // and reaches a field or a button; on New payout, Alt+A takes the amount and what is typed
    // next goes there.
    void mnemonicsAreUniqueOnEveryPageAndReachTheirField()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *navigation = window.findChild<QListWidget *>(u"navigationList"_qs);
        auto *stack = window.findChild<QStackedWidget *>(u"pageStack"_qs);
        QVERIFY(navigation && stack);
        const QList<Mnemonic> chrome = mnemonicsIn(&window, stack);
        QVERIFY(navigation->count() >= 8);
        for (int row = 0; row < navigation->count(); ++row) {
            navigation->setCurrentRow(row);
            QWidget *page = stack->currentWidget();
            const QStringList problems = mnemonicProblems(chrome + mnemonicsIn(page));
            QVERIFY2(problems.isEmpty(),
                     qPrintable(navigation->item(row)->text() + u": "_qs + problems.join(u"; "_qs)));
        }

        window.showPage(window.newPayoutPage());
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *amount = window.newPayoutPage()->findChild<QLineEdit *>(u"amountEdit"_qs);
        auto *reference = window.newPayoutPage()->findChild<QLineEdit *>(u"customIdEdit"_qs);
        QVERIFY(amount && reference);
        QTRY_VERIFY(amount->isVisible()); // the page's form, once its profile is connected
        reference->setFocus();
        const QString proposed = reference->text(); // the custom_id Paydesk proposes
        // As the platform delivers keys: to the window, where shortcuts are looked for first.
        QTest::keyClick(window.windowHandle(), Qt::Key_A, Qt::AltModifier);
        QTRY_VERIFY(amount->hasFocus());
        for (const Qt::Key digit : {Qt::Key_2, Qt::Key_5, Qt::Key_0})
            QTest::keyClick(window.windowHandle(), digit);
        QCOMPARE(amount->text(), u"250"_qs);
        QCOMPARE(reference->text(), proposed); // nothing went into the field that had the focus
    }

    // Profiles and keys say where money goes: only an administrator changes them; anyone else,
    // or nobody signed in, sees them read-only, with the reason.
    void profilesAreChangedOnlyByAnAdministrator()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        QTRY_COMPARE(setup.context.store().state(), store::Store::State::Open);
        addTeam(setup.context);
        signIn(setup.context, u"abe"_qs); // an approver, not an administrator
        const Profile acme = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(acme));
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction *>(u"settingsAction"_qs)->trigger();
        QTRY_VERIFY(window.settingsDialog() && window.settingsDialog()->isVisible());
        ui::SettingsDialog *dialog = window.settingsDialog();
        const auto button = [dialog](const char *name) {
            return dialog->findChild<QPushButton *>(QString::fromLatin1(name));
        };
        auto *readOnly = dialog->findChild<QLabel *>(u"readOnlyLabel"_qs);
        auto *name = dialog->findChild<QLineEdit *>(u"nameEdit"_qs);
        QVERIFY(name);
        dialog->selectProfile(acme.id);
        QVERIFY(dialog->isReadOnly());
        QVERIFY(!name->isEnabled());
        QVERIFY(readOnly->isVisible());
        QVERIFY2(readOnly->text().contains(u"Abe Mensah"_qs), qPrintable(readOnly->text()));
        QVERIFY(!button("addButton")->isEnabled());
        QVERIFY(!button("saveButton")->isEnabled());
        QVERIFY(!button("removeButton")->isEnabled());
        QTest::mouseClick(button("addButton"), Qt::LeftButton);
        QCOMPARE(dialog->findChild<QListWidget *>()->count(), setup.store.profiles().size()); // no new row

        // The administrator signs in: the same dialog can change them.
        signIn(setup.context, u"ada"_qs);
        QTRY_VERIFY(!dialog->isReadOnly());
        QVERIFY(!readOnly->isVisible());
        QVERIFY(button("addButton")->isEnabled());
        QVERIFY(name->isEnabled());
        QVERIFY(button("saveButton")->isEnabled());
        // Signed out: read-only again.
        setup.context.signedIn().signOut();
        QTRY_VERIFY(dialog->isReadOnly());
        QVERIFY(readOnly->text().contains(u"Sign in"_qs));
        QVERIFY(!button("addButton")->isEnabled());
    }

    // Ctrl+Q quits, as in every program, through the same door as closing the window.
    void ctrlQQuits()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(window.windowHandle(), Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!window.isVisible());
    }

    void errorShowsRetryThatWorks()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        setup.startKey = QStringLiteral("wrong");
        ui::MainWindow window(setup.context);
        window.show();
        auto *message = onWallets<QLabel>(window, "messageLabel");
        auto *retry = onWallets<QPushButton>(window, "retryButton");
        QVERIFY(message && retry);
        QTRY_VERIFY(retry->isVisible());
        QVERIFY2(message->text().contains(u"could not be loaded"), qPrintable(message->text()));
        QVERIFY(onWallets<QPushButton>(window, "openSettingsButton")->isVisible()); // 401
        setup.current()->client()->setApiKey(sandbox.key());
        QTest::mouseClick(retry, Qt::LeftButton);
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QTRY_VERIFY(table->isVisible());
        QCOMPARE(table->model()->rowCount(), 14);
    }

    void failedRefreshKeepsTheLastBalancesInView()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QVERIFY(table);
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QVERIFY(!onWallets<QWidget>(window, "staleBanner")); // made when first needed

        // The service drops every connection: retries run out and the refresh fails.
        QCOMPARE(sandbox.addFault(fault("GET", "/v1/wallets", "drop_before", 50)).status, 201);
        QTest::mouseClick(onWallets<QPushButton>(window, "refreshButton"), Qt::LeftButton);
        QWidget *banner = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((banner = onWallets<QWidget>(window, "staleBanner")) && banner->isVisible(),
                                 30000);
        QVERIFY(table->isVisible()); // the last figures stay on screen
        QCOMPARE(table->model()->rowCount(), 14);
        const QString text = onWallets<QLabel>(window, "bannerLabel")->text();
        QVERIFY2(text.contains(u"may be out of date"), qPrintable(text));

        QCOMPARE(sandbox.http().del(QStringLiteral("/_sandbox/faults")).status, 200);
        QTest::mouseClick(onWallets<QPushButton>(window, "bannerRetryButton"), Qt::LeftButton);
        QTRY_VERIFY(!banner->isVisible());
        QCOMPARE(table->model()->rowCount(), 14);
    }

    void freshInstallOpensOnTheLocalSandbox()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        // The Overview in front, the other pages not built yet.
        QCOMPARE(window.currentPage(), static_cast<ui::Page *>(window.overviewPage()));
        QVERIFY(!window.walletsPage()->isBuilt());
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QCOMPARE(setup.starts, 1);
        auto *combo = window.findChild<QComboBox *>(QStringLiteral("profileCombo"));
        QVERIFY(combo && combo->isVisible());
        QCOMPARE(combo->count(), 1);
        QCOMPARE(combo->currentText(), u"Local sandbox"_qs);
        QVERIFY(!window.findChild<QLabel *>(QStringLiteral("productionBadge"))->isVisible());
        QCOMPARE(window.windowTitle(), u"Paydesk \u2014 Local sandbox"_qs);
        QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))->text(), u"Connected"_qs);
        // The navigation lists the pages with their shortcuts.
        auto *navigation = window.findChild<QListWidget *>(QStringLiteral("navigationList"));
        QCOMPARE(navigation->count(), 9);
        QCOMPARE(navigation->item(0)->text(), u"Overview"_qs);
        QCOMPARE(navigation->item(1)->text(), u"Wallets"_qs);
        QCOMPARE(navigation->item(2)->text(), u"New payout"_qs);
        QCOMPARE(navigation->item(3)->text(), u"Approvals"_qs);
        QCOMPARE(navigation->item(4)->text(), u"History"_qs);
        QCOMPARE(navigation->item(5)->text(), u"Statements"_qs);
        QCOMPARE(navigation->item(6)->text(), u"Recipients"_qs);
        QCOMPARE(navigation->item(7)->text(), u"Operators"_qs);
        QCOMPARE(navigation->item(8)->text(), u"Audit log"_qs);
    }

    void switcherAndProductionBadge()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        const Profile live = Profile::create(Profile::Kind::Production, u"Acme"_qs, sandbox.baseUrl());
        const Profile test = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(live));
        QVERIFY(setup.store.save(test));
        setup.keys.setSessionKey(live.id, sandbox.key());
        setup.keys.setSessionKey(test.id, sandbox.key());

        ui::MainWindow window(setup.context);
        window.show();
        auto *combo = window.findChild<QComboBox *>(QStringLiteral("profileCombo"));
        auto *badge = window.findChild<QLabel *>(QStringLiteral("productionBadge"));
        auto *environment = window.findChild<QLabel *>(QStringLiteral("environmentLabel"));
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QVERIFY(combo && badge && environment && table);
        QCOMPARE(combo->count(), 3);
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QTRY_VERIFY(!badge->isVisible());
        QVERIFY(!window.windowTitle().contains(u"PRODUCTION"));

        choose(combo, comboIndex(combo, live.id));
        QCOMPARE(setup.store.currentId(), live.id);
        QTRY_VERIFY(badge->isVisible());
        QCOMPARE(badge->text(), u"PRODUCTION"_qs);
        QCOMPARE(window.windowTitle(), u"Paydesk \u2014 Acme (Production) \u2014 PRODUCTION"_qs);
        QCOMPARE(environment->text(), u"Acme (Production)"_qs);
        QCOMPARE(setup.current()->profileId(), live.id);
        QCOMPARE(setup.current()->client()->baseUrl(), sandbox.baseUrl());
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))->text(), u"Connected"_qs);

        choose(combo, comboIndex(combo, test.id));
        QCOMPARE(setup.store.currentId(), test.id);
        QTRY_VERIFY(!badge->isVisible());
        QCOMPARE(window.windowTitle(), u"Paydesk \u2014 Acme test (Sandbox)"_qs);

        choose(combo, comboIndex(combo, Profile::localSandboxId()));
        QTRY_VERIFY(!badge->isVisible());
        QVERIFY(window.windowTitle().contains(u"Local sandbox"));
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QCOMPARE(setup.starts, 1); // the Local sandbox's session is kept: it is not started again
    }

    void profileAndKeyChangesAreInTheAuditLog()
    {
        // The context main() builds records every change of a profile or a key, never the key.
        SandboxFixture sandbox(QStringLiteral("empty"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        QSignalSpy appended(&setup.context.auditLog(), &store::AuditLog::appended);
        Profile test = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(test));
        setup.keys.setSessionKey(test.id, sandbox.key());
        test.name = u"Acme staging"_qs;
        QVERIFY(setup.store.save(test));
        QVERIFY(setup.store.remove(test.id));
        QTRY_COMPARE(appended.size(), 4);
        const auto entries = setup.context.auditLog().entries();
        QVERIFY2(entries.ok(), qPrintable(entries.error().message()));
        QStringList actions;
        for (const store::AuditEntry &e : entries.value()) {
            actions << e.action;
            QCOMPARE(e.profileId, test.id);
            QVERIFY(!e.detail.contains(sandbox.key()));
        }
        QCOMPARE(actions,
                 (QStringList {u"profile.added"_qs, u"key.session"_qs, u"profile.changed"_qs,
                               u"profile.removed"_qs}));
        const auto verified = setup.context.auditLog().verify();
        QVERIFY(verified.ok());
        QCOMPARE(verified.value().seq(), 0); // whole
    }

    void profileInUseIsRemembered()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const Profile live = Profile::create(Profile::Kind::Production, u"Acme"_qs, sandbox.baseUrl());
        {
            LocalSandboxApp setup(sandbox, settingsFile());
            QVERIFY(setup.store.save(live));
            QVERIFY(setup.store.setCurrent(live.id));
        }
        LocalSandboxApp setup(sandbox, settingsFile());
        setup.keys.setSessionKey(live.id, sandbox.key());
        ui::MainWindow window(setup.context);
        window.show();
        // The production look comes before any answer of the service.
        QVERIFY(window.windowTitle().contains(u"PRODUCTION"));
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("productionBadge"))->isVisible());
        QTRY_COMPARE(onWallets<QTableView>(window, "walletsTable")->model()->rowCount(), 14);
        QCOMPARE(setup.starts, 0); // the local sandbox is not started when it is not used
    }

    void missingKeyIsExplainedAndSessionKeyConnects()
    {
        // This process has no keychain: the saved key cannot be read. The window says so in plain
        // words; Settings (Ctrl+,) offers the key for this session only, and then it connects.
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QTRY_COMPARE(table->model()->rowCount(), 14);

        const Profile test = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(test));
        auto *combo = window.findChild<QComboBox *>(QStringLiteral("profileCombo"));
        QCOMPARE(combo->count(), 2); // the switcher follows the profiles
        choose(combo, comboIndex(combo, test.id));
        QCOMPARE(table->model()->rowCount(), 0); // nothing of the Local sandbox under this name
        auto *connection = window.findChild<QLabel *>(QStringLiteral("connectionLabel"));
        QTRY_VERIFY_WITH_TIMEOUT(connection->text().contains(u"cannot reach the system keychain"), 20000);
        QVERIFY2(connection->text().contains(u"this session only"), qPrintable(connection->text()));
        // A narrow window: the reason ends in an ellipsis, never cut mid-word; the whole of it is
        // the tooltip; the status bar does not hold the window wide.
        auto *elided = qobject_cast<ui::ElidedLabel *>(connection);
        QVERIFY(elided);
        QCOMPARE(connection->toolTip(), connection->text());
        QVERIFY(window.statusBar()->minimumSizeHint().width() < 700);
        window.resize(700, 500);
        QTRY_VERIFY(elided->shownText() != connection->text());
        QVERIFY2(elided->shownText().endsWith(u"\u2026"_qs), qPrintable(elided->shownText()));
        QCOMPARE(setup.current()->state(), Session::State::KeychainFailed);
        // Where the balances would be: the same words, and the way to a key.
        auto *message = onWallets<QLabel>(window, "messageLabel");
        auto *openSettings = onWallets<QPushButton>(window, "openSettingsButton");
        QVERIFY(message->isVisible() && openSettings->isVisible());
        QVERIFY2(message->text().contains(u"cannot reach the system keychain"), qPrintable(message->text()));
        QVERIFY(!onWallets<QPushButton>(window, "retryButton")->isVisible());

        // Keys are an administrator's to give, even for this session only.
        QTRY_COMPARE(setup.context.store().state(), store::Store::State::Open);
        addTeam(setup.context);
        signIn(setup.context, u"ada"_qs);
        QTest::mouseClick(openSettings, Qt::LeftButton);
        QTRY_VERIFY(window.settingsDialog() && window.settingsDialog()->isVisible());
        ui::SettingsDialog *dialog = window.settingsDialog();
        QVERIFY(!dialog->isReadOnly());
        QCOMPARE(dialog->selectedProfileId(), test.id);
        auto *sessionButton = dialog->findChild<QPushButton *>(QStringLiteral("sessionKeyButton"));
        QTRY_VERIFY_WITH_TIMEOUT(sessionButton->isVisible(), 20000);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("apiKeyEdit")), sandbox.key());
        QTest::mouseClick(sessionButton, Qt::LeftButton);
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QTRY_COMPARE(connection->text(), u"Connected"_qs);
        QCOMPARE(textsContaining(&window, sandbox.key()), QStringList());
        QCOMPARE(textsContaining(dialog, sandbox.key()), QStringList());
    }

    void connectedBeforeTheWindowIsBuilt()
    {
        // As main() does: connect first, then build the window, which takes up the session's
        // state (Ready: the balances; a problem: the page says it).
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        const Profile test = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(test));
        setup.keys.setSessionKey(test.id, sandbox.key());
        QVERIFY(setup.store.setCurrent(test.id));
        QCOMPARE(setup.current()->state(), Session::State::Ready);
        {
            ui::MainWindow window(setup.context);
            window.show();
            QTRY_COMPARE(onWallets<QTableView>(window, "walletsTable")->model()->rowCount(), 14);
            QCOMPARE(window.windowTitle(), u"Paydesk — Acme test (Sandbox)"_qs);
            QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))->text(),
                         u"Connected"_qs);
        }
        setup.keys.clearSessionKey(test.id);
        setup.current()->reconnect(); // no keychain in this process: KeychainFailed, later
        QTRY_COMPARE_WITH_TIMEOUT(setup.current()->state(), Session::State::KeychainFailed, 20000);
        ui::MainWindow window(setup.context);
        window.show();
        auto *message = onWallets<QLabel>(window, "messageLabel");
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(u"keychain"), qPrintable(message->text()));
        QVERIFY(onWallets<QPushButton>(window, "openSettingsButton")->isVisible());
    }

    void pagesNotInFrontAreMadeOnceTheWindowIsPainted()
    {
        // The page in front and the Wallets page come with the window; the navigation shows every
        // page from the start; the others are made once the window has been painted, or at once
        // when one is chosen or asked for.
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        const QStringList titles
            = {u"Overview"_qs,   u"Wallets"_qs,    u"New payout"_qs, u"Approvals"_qs, u"History"_qs,
               u"Statements"_qs, u"Recipients"_qs, u"Operators"_qs,  u"Audit log"_qs};
        const auto navigationTitles = [](const ui::MainWindow &window) {
            QStringList shown;
            const auto *navigation = window.findChild<QListWidget *>(u"navigationList"_qs);
            for (int row = 0; navigation && row < navigation->count(); ++row)
                shown << navigation->item(row)->text();
            return shown;
        };
        {
            ui::MainWindow window(setup.context);
            QCOMPARE(navigationTitles(window), titles);
            QVERIFY(window.findChild<ui::OverviewPage *>());
            QVERIFY(window.walletsPage());
            QVERIFY(!window.findChild<ui::NewPayoutPage *>());
            window.show();
            QTRY_VERIFY(window.findChild<ui::NewPayoutPage *>());
            QCOMPARE(window.findChildren<ui::Page *>().size(), titles.size());
            QCOMPARE(navigationTitles(window), titles);
        }
        {
            // Chosen before the window was painted: made then, and in front.
            ui::MainWindow window(setup.context);
            QVERIFY(!window.findChild<ui::NewPayoutPage *>());
            window.findChild<QListWidget *>(u"navigationList"_qs)->setCurrentRow(2); // New payout
            auto *page = window.findChild<ui::NewPayoutPage *>();
            QVERIFY(page);
            QCOMPARE(window.currentPage(), page);
            QVERIFY(page->isBuilt());
            QCOMPARE(window.findChildren<ui::Page *>().size(), titles.size());
        }
        {
            // Asked for: made.
            ui::MainWindow window(setup.context);
            QVERIFY(!window.findChild<ui::NewPayoutPage *>());
            QVERIFY(window.newPayoutPage());
            QCOMPARE(window.findChildren<ui::Page *>().size(), titles.size());
            QCOMPARE(window.newPayoutPage()->session(), window.walletsPage()->session());
        }
    }

    void nothingIsAskedOfAProfileNotConnected()
    {
        // After the switch to a profile whose key cannot be read: no trace of the previous
        // profile's time, no automatic refresh (it would only fail with "No API key"), and a
        // refresh connects again instead of calling.
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        models::WalletsModel *wallets = window.walletsPage()->model();
        wallets->setAutoRefreshInterval(std::chrono::seconds(1));
        window.show();
        auto *updated = onWallets<QLabel>(window, "updatedLabel");
        QTRY_COMPARE(wallets->rowCount(), 14);
        QVERIFY(updated->text().startsWith(u"Updated"));

        const Profile test = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(test));
        auto *combo = window.findChild<QComboBox *>(QStringLiteral("profileCombo"));
        choose(combo, comboIndex(combo, test.id));
        QCOMPARE(updated->text(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(setup.current()->state(), Session::State::KeychainFailed, 20000);
        // Not a second of waiting for nothing: the model was cleared and its automatic refresh
        // stopped, and no refresh asks a session that is not ready.
        QCOMPARE(wallets->state(), models::WalletsModel::State::Idle);
        wallets->refresh();
        QCOMPARE(wallets->state(), models::WalletsModel::State::Idle);
        QVERIFY(onWallets<QPushButton>(window, "openSettingsButton")->isVisible());

        QSignalSpy states(setup.current(), &Session::stateChanged);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(!states.isEmpty());
        QCOMPARE(states.first().first().value<Session::State>(), Session::State::Connecting);
        QCOMPARE(wallets->state(), models::WalletsModel::State::Idle);
    }

    void settingsShortcutOpensSettings()
    {
        SandboxFixture sandbox(QStringLiteral("empty"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(&window, Qt::Key_Comma, Qt::ControlModifier);
        QTRY_VERIFY(window.settingsDialog() && window.settingsDialog()->isVisible());
    }

    void versionAndAboutAreBelowTheNavigation()
    {
        QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION)); // as main() sets it
        SandboxFixture sandbox(QStringLiteral("empty"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *version = window.findChild<QLabel *>(QStringLiteral("versionLabel"));
        QVERIFY(version && version->isVisible());
        QCOMPARE(version->text(), QStringLiteral("Version " PAYDESK_VERSION));
        auto *about = window.findChild<QToolButton *>(QStringLiteral("aboutButton"));
        QVERIFY(about && about->isVisible());
        QCOMPARE(about->text(), u"About Paydesk"_qs);
        QTest::mouseClick(about, Qt::LeftButton);
        QTRY_VERIFY(window.aboutDialog() && window.aboutDialog()->isVisible());
        const QPointer<ui::AboutDialog> dialog = window.aboutDialog();
        QTest::mouseClick(about, Qt::LeftButton); // the one open comes forward, no second one
        QCOMPARE(window.findChildren<ui::AboutDialog *>().size(), 1);
        dialog->close();
        QTRY_VERIFY(!dialog); // deleted on close
    }

    void anotherStartBringsTheWindowForward()
    {
        SandboxFixture sandbox(QStringLiteral("empty"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setWindowState(window.windowState() | Qt::WindowMinimized);
        QTRY_VERIFY(window.isMinimized());
        window.bringToFront(); // what main() connects to core::SingleInstance::activationRequested
        QTRY_VERIFY(!window.isMinimized());
        QVERIFY(window.isMaximized()); // as it was before it was minimised
        QVERIFY(window.isVisible());
    }

    void localSandboxThatCannotStartSaysWhyAndTriesAgain()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        setup.startError = u"cannot listen on 127.0.0.1 port 0"_qs;
        ui::MainWindow window(setup.context);
        window.show();
        auto *message = onWallets<QLabel>(window, "messageLabel");
        auto *retry = onWallets<QPushButton>(window, "retryButton");
        QTRY_VERIFY(retry->isVisible());
        QVERIFY2(message->text().contains(u"The local sandbox could not start: cannot listen"),
                 qPrintable(message->text()));
        QVERIFY2(!message->text().contains(u"API key"),
                 qPrintable(message->text())); // not "No API key is set"
        QCOMPARE(retry->text(), u"Try again"_qs);
        QVERIFY(!onWallets<QPushButton>(window, "openSettingsButton")->isVisible());
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))
                    ->text()
                    .startsWith(u"Not connected"));

        // F5 connects again too; here it fails the same way and says so again.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_F5);
        QTRY_COMPARE(setup.starts, 2);
        QTRY_VERIFY(retry->isVisible());

        setup.startError.clear();
        QTest::mouseClick(retry, Qt::LeftButton);
        auto *table = onWallets<QTableView>(window, "walletsTable");
        QTRY_COMPARE(table->model()->rowCount(), 14);
        QVERIFY(table->isVisible());
        QCOMPARE(setup.starts, 3);
        QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("connectionLabel"))->text(), u"Connected"_qs);
    }

    void lateLocalSandboxAnswerStaysWithItsSession()
    {
        // The local sandbox is still starting when the person switches to another profile. Its
        // answer, when it comes, belongs to the Local sandbox's session: the window stays on the
        // profile chosen, whose calls keep going to its own service.
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        const Profile test = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, sandbox.baseUrl());
        QVERIFY(setup.store.save(test));
        setup.keys.setSessionKey(test.id, sandbox.key());
        setup.holdStart = true;
        ui::MainWindow window(setup.context);
        window.show();
        Session *local = setup.current();
        QCOMPARE(local->state(), Session::State::Connecting);
        QCOMPARE(onWallets<QLabel>(window, "messageLabel")->text(), u"Connecting…"_qs);

        auto *combo = window.findChild<QComboBox *>(QStringLiteral("profileCombo"));
        choose(combo, comboIndex(combo, test.id));
        QCOMPARE(setup.current()->profileId(), test.id);
        QCOMPARE(setup.current()->state(), Session::State::Ready);
        QCOMPARE(setup.held.size(), 1);
        setup.held.takeFirst()(Session::Endpoint {QUrl(u"http://127.0.0.1:9/v1"_qs), u"late"_qs}, {});
        QCOMPARE(local->client()->baseUrl(), QUrl(u"http://127.0.0.1:9/v1"_qs));
        QCOMPARE(setup.current()->client()->baseUrl(), sandbox.baseUrl());
        QTRY_COMPARE(onWallets<QTableView>(window, "walletsTable")->model()->rowCount(), 14);
        QCOMPARE(window.windowTitle(), u"Paydesk — Acme test (Sandbox)"_qs);
    }

    // The database's administrator key is not the one this computer kept (the database was
    // replaced behind it): a red band above every page says so and that payouts are held, with no
    // way to close it; it goes only when the key is the trusted one again. A single workstation
    // keeps its own first administrator's key without a word.
    void anAdministratorKeyNotTheOneTrustedIsARedBandThatStays()
    {
        SandboxFixture sandbox(QStringLiteral("demo"));
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString settings = m_dir.filePath(u"trust.ini"_qs);
        QFile::remove(settings);
        QFile::remove(settings + u".sqlite"_qs);
        operators::TrustAnchor anchor(appContextOptions(settings).store->identity());
        anchor.forget();
        {
            const operators::SigningKey other = operators::SigningKey::generate();
            operators::OperatorKey root;
            root.publicKey = other.publicKey();
            root.keyId = operators::KeyRecord::keyId(root.publicKey);
            root.operatorId = u"mallory"_qs;
            QCOMPARE(anchor.consider(root), operators::TrustAnchor::Outcome::KeptNow);
        }
        LocalSandboxApp setup(sandbox, settings);
        QTRY_COMPARE(setup.context.store().state(), store::Store::State::Open);
        addTeam(setup.context); // ada's key: this database's administrator key, not the one kept
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        operators::TrustCheck &check = setup.context.trustCheck();
        QSignalSpy checked(&check, &operators::TrustCheck::checked);
        signIn(setup.context, u"ada"_qs); // a sign-in checks again
        QVERIFY(checked.wait(10000));
        QCOMPARE(check.outcome(), operators::TrustAnchor::Outcome::Changed);
        auto *band = window.findChild<ui::TrustBanner *>(u"trustBanner"_qs);
        QVERIFY(band);
        QTRY_VERIFY(band->isVisible());
        QVERIFY2(band->text().startsWith(u"The administrator key of this database is not the one this "
                                         "computer trusts. Payouts are held until an administrator looks "
                                         "into it."_qs),
                 qPrintable(band->text()));
        QVERIFY(band->text().contains(anchor.keptFingerprint())); // the one trusted here, to compare
        QVERIFY(band->findChildren<QAbstractButton *>().isEmpty()); // nothing closes it
        auto *pages = window.findChild<QStackedWidget *>(u"pageStack"_qs);
        QVERIFY(band->mapTo(&window, QPoint(0, band->height())).y()
                <= pages->mapTo(&window, QPoint(0, 0)).y()); // above the pages
        saveScreenshot(window, u"mainwindow-trust-changed.png"_qs);
        // Escape, another page, another sign-in: it stays.
        QTest::keyClick(&window, Qt::Key_Escape);
        setup.context.signedIn().signOut();
        QVERIFY(checked.wait(10000));
        QVERIFY(band->isVisible());

        // The kept key forgotten on purpose (an administrator's decision): this database's is kept,
        // quietly on a single workstation, and the band goes.
        anchor.forget();
        check.check();
        QVERIFY(checked.wait(10000));
        QCOMPARE(check.outcome(), operators::TrustAnchor::Outcome::KeptNow);
        QTRY_VERIFY(!band->isVisible());
        QVERIFY(!window.trustMessage()); // nothing to compare on one's own workstation
        anchor.forget();
    }

private:
    QString settingsFile() const { return m_dir.filePath(QStringLiteral("settings.ini")); }
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
