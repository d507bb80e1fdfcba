// SPDX-License-Identifier: GPL-3.0-or-later
// The whole flow with the keyboard alone, on the Local sandbox (the demo's wallets and
// recipients): Mia signs in, drafts a KES payout and saves it for approval; Abe switches in and
// approves it; he finds it in History by its reference; he exports a statement of the KES wallet
// as CSV. Every step is keys sent to the window that has the focus, as the platform sends them
// (Tab, arrows, Space, Enter, Alt+letter, the pages' Ctrl+digit): no mouse, no slot called. What
// the test reads (a field has the focus, a payout's state) it only reads. A control the keyboard
// cannot reach fails the step that needs it, with its name.

#include "AccessibilityChecks.h"
#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "SandboxFixture.h"
#include "dialogs/SignInDialog.h"
#include "operators/SignedIn.h"
#include "pages/ApprovalsPage.h"
#include "pages/HistoryPage.h"
#include "pages/NewPayoutPage.h"
#include "pages/StatementsPage.h"
#include "payouts/PayoutDraft.h"
#include "profiles/ProfileStore.h"
#include "statements/StatementsController.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWindow>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using State = payouts::PayoutDraft::State;

// A step done by a helper: the test stops at the first that failed (a helper's QVERIFY returns
// from the helper only).
#define STEP(call)                                                                                           \
    do {                                                                                                     \
        call;                                                                                                \
        if (QTest::currentTestFailed())                                                                      \
            return;                                                                                          \
    } while (false)

namespace {

// The window the keyboard types into: an open menu, else the modal dialog, else the active window.
QWindow *keyboardWindow()
{
    QWidget *target = QApplication::activePopupWidget();
    if (!target)
        target = QApplication::activeModalWidget();
    if (!target)
        target = QApplication::activeWindow();
    return target ? target->window()->windowHandle() : nullptr;
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWindow *window = keyboardWindow();
    QVERIFY2(window, "no window has the keyboard");
    QTest::keyClick(window, key, modifiers);
}

void typeText(const QString &text)
{
    for (const QChar c : text) {
        QWindow *window = keyboardWindow();
        QVERIFY2(window, "no window has the keyboard");
        QTest::keyClick(window, c.toLatin1());
    }
}

QString focusName()
{
    const QWidget *w = QApplication::focusWidget();
    return w ? w->objectName() + u" ("_s + QString::fromLatin1(w->metaObject()->className()) + u')'
             : u"nothing"_s;
}

// Tab until `target` has the focus, as a person does to reach a control with no Alt+letter.
void tabTo(QWidget *target, int most = 80)
{
    for (int i = 0; i < most && !target->hasFocus(); ++i)
        STEP(press(Qt::Key_Tab));
    QVERIFY2(
        target->hasFocus(),
        qPrintable(u"Tab never reaches "_s + target->objectName() + u"; the focus is on "_s + focusName()));
}

// An Alt+letter: the focus goes to `target` (a label's buddy).
void mnemonicTo(QChar letter, QWidget *target)
{
    press(Qt::Key(letter.toUpper().unicode()), Qt::AltModifier);
    QVERIFY2(target->hasFocus(),
             qPrintable(u"Alt+%1 does not reach %2; the focus is on %3"_s.arg(letter, target->objectName(),
                                                                              focusName())));
}

// The arrow keys, in `combo` (which has the focus), until `matches` holds for its current item.
void arrowTo(QComboBox *combo, const std::function<bool(int)> &matches)
{
    QVERIFY2(combo->hasFocus(), qPrintable(combo->objectName()));
    int target = -1;
    for (int i = 0; i < combo->count() && target < 0; ++i)
        if (matches(i))
            target = i;
    QVERIFY2(target >= 0, qPrintable(u"nothing to choose in "_s + combo->objectName()));
    while (combo->currentIndex() < target)
        STEP(press(Qt::Key_Down));
    while (combo->currentIndex() > target)
        STEP(press(Qt::Key_Up));
    QCOMPARE(combo->currentIndex(), target);
}

void arrowToText(QComboBox *combo, const QString &startsWith)
{
    arrowTo(combo, [combo, startsWith](int i) { return combo->itemText(i).startsWith(startsWith); });
}

void arrowToData(QComboBox *combo, const QString &data)
{
    arrowTo(combo, [combo, data](int i) { return combo->itemData(i).toString() == data; });
}

template<typename T> T *find(const QWidget *in, const QString &name)
{
    return MainWindowFixture::find<T>(in, name);
}

} // namespace

class TestKeyboardFlow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        QVERIFY(m_dir.isValid());
    }

    void draftApproveFindAndExportWithTheKeyboardAlone()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, m_dir.filePath(u"keyboard.ini"_s));
        QTRY_VERIFY(setup.context.store().state() == store::Store::State::Open);
        addTeam(setup.context); // nobody signed in yet
        ui::MainWindow window(setup.context);
        window.resize(1280, 860);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        operators::SignedIn &signedIn = setup.context.signedIn();

        // Mia signs in: Tab to the operator button, Space for "Sign in…".
        STEP(signInWithKeys(window, u"mia"_s));
        QTRY_COMPARE(signedIn.current().value_or(operators::Operator {}).id, u"mia"_s);

        // She drafts KES 1,500 to Wanjiru Kamau (Kenya asks for the sender) and saves it for approval.
        STEP(press(Qt::Key_2, Qt::ControlModifier));
        ui::NewPayoutPage *newPayout = window.newPayoutPage();
        QTRY_VERIFY(window.currentPage() == static_cast<ui::Page *>(newPayout));
        auto *wallet = find<QComboBox>(newPayout, u"walletCombo"_s);
        QTRY_VERIFY(wallet->isVisible() && wallet->findText(u"KES"_s, Qt::MatchStartsWith) >= 0);
        STEP(mnemonicTo(u'w', wallet));
        STEP(arrowToText(wallet, u"KES"_s));
        STEP(mnemonicTo(u'a', find<QLineEdit>(newPayout, u"amountEdit"_s)));
        STEP(typeText(u"1500"_s));
        auto *recipient = find<QComboBox>(newPayout, u"recipientCombo"_s);
        QTRY_VERIFY(recipient->findText(u"Wanjiru Kamau"_s, Qt::MatchStartsWith) >= 0);
        STEP(mnemonicTo(u'e', recipient));
        STEP(arrowToText(recipient, u"Wanjiru Kamau"_s));
        auto *senderType = find<QComboBox>(newPayout, u"senderTypeCombo"_s);
        QTRY_VERIFY(senderType->isVisible());
        STEP(tabTo(senderType));
        STEP(arrowToData(senderType, u"BUSINESS"_s));
        const QList<std::pair<const char *, QString>> sender {
            {"senderNameEdit", u"Acme Payroll Ltd"_s}, {"senderAddressLine1Edit", u"1 Moi Avenue"_s},
            {"senderAddressCityEdit", u"Nairobi"_s},   {"senderAddressPostalCodeEdit", u"00100"_s},
            {"senderAddressCountryEdit", u"KE"_s},
        };
        for (const auto &[name, text] : sender) {
            auto *edit = find<QLineEdit>(newPayout, QString::fromLatin1(name));
            QTRY_VERIFY(edit->isVisible());
            STEP(tabTo(edit));
            STEP(typeText(text));
        }
        const QString reference = find<QLineEdit>(newPayout, u"customIdEdit"_s)->text();
        QVERIFY(!reference.isEmpty());
        QString id;
        connect(newPayout, &ui::NewPayoutPage::submittedForApproval, this,
                [&id](const QString &draftId) { id = draftId; });
        STEP(press(Qt::Key_S, Qt::AltModifier)); // Save for approval
        QTRY_VERIFY(!id.isEmpty());
        const QString profileId = setup.context.profiles().current().id;
        const auto stateOf = [&] { return setup.context.payoutDrafts().load(profileId, id).value().state; };
        QCOMPARE(stateOf(), State::AwaitingApproval);

        // Abe switches in: the operator button's own action is now "Switch operator…".
        STEP(signInWithKeys(window, u"abe"_s));
        QTRY_COMPARE(signedIn.current().value_or(operators::Operator {}).id, u"abe"_s);

        // He approves it: Approvals, Alt+A (Approve…), Alt+P and his passphrase, Alt+A (Approve).
        STEP(press(Qt::Key_3, Qt::ControlModifier));
        QTRY_VERIFY(window.currentPage() == static_cast<ui::Page *>(window.approvalsPage()));
        auto *title = find<QLabel>(window.approvalsPage(), u"reviewTitle"_s);
        QTRY_VERIFY(title->text().contains(u"Wanjiru Kamau"_s));
        STEP(press(Qt::Key_A, Qt::AltModifier));
        QTRY_VERIFY(QApplication::activeModalWidget()
                    && QApplication::activeModalWidget()->objectName() == u"approvalDialog"_s);
        QWidget *dialog = QApplication::activeModalWidget();
        QCOMPARE(unnamedControls(dialog), QStringList());
        STEP(mnemonicTo(u'p', find<QLineEdit>(dialog, u"passphraseEdit"_s)));
        STEP(typeText(passphraseOf(u"abe"_s)));
        STEP(press(Qt::Key_A, Qt::AltModifier)); // Approve (not the approver's field)
        QTRY_VERIFY_WITH_TIMEOUT(stateOf() != State::AwaitingApproval, 20000);
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
        STEP(giveBackActivation(window));
        QVERIFY2(stateOf() == State::Approved || stateOf() == State::Submitting
                     || stateOf() == State::Accepted,
                 qPrintable(payouts::PayoutDraft::stateKey(stateOf())));

        // He finds it in History by its reference: Tab to the field, type it, Enter.
        STEP(press(Qt::Key_4, Qt::ControlModifier));
        QTRY_VERIFY(window.currentPage() == static_cast<ui::Page *>(window.historyPage()));
        auto *open = find<QLineEdit>(window.historyPage(), u"openEdit"_s);
        QTRY_VERIFY(open->isVisible());
        STEP(tabTo(open));
        STEP(typeText(reference));
        STEP(press(Qt::Key_Return));
        auto *detail = find<QLabel>(window.historyPage(), u"detailLabel"_s);
        QTRY_VERIFY2_WITH_TIMEOUT(detail->text().contains(reference) && detail->text().contains(u"Wanjiru"_s),
                                  qPrintable(detail->text()), 20000);

        // A statement of the KES wallet, this month, exported as CSV into a file named by keys.
        STEP(press(Qt::Key_5, Qt::ControlModifier));
        ui::StatementsPage *statements = window.statementsPage();
        QTRY_VERIFY(window.currentPage() == static_cast<ui::Page *>(statements));
        auto *statementWallet = find<QComboBox>(statements, u"walletCombo"_s);
        QTRY_VERIFY(statementWallet->isVisible()
                    && statementWallet->findText(u"KES"_s, Qt::MatchStartsWith) >= 0);
        STEP(mnemonicTo(u'w', statementWallet));
        STEP(arrowToText(statementWallet, u"KES"_s));
        STEP(tabTo(find<QWidget>(statements, u"generateButton"_s)));
        STEP(press(Qt::Key_Space));
        QTRY_VERIFY_WITH_TIMEOUT(statements->controller()->shownIsReady(), 30000);
        auto *csv = find<QWidget>(statements, u"exportCsvButton"_s);
        QTRY_VERIFY(csv->isEnabled());
        STEP(tabTo(csv));
        const QString file = m_dir.filePath(u"kes-statement.csv"_s);
        answerExportDialogs(file);
        STEP(press(Qt::Key_Space)); // the CSV options, then the file's name: answered by keys
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file) && QFileInfo(file).size() > 0, 30000);
        QTRY_VERIFY(find<QLabel>(statements, u"detailMessage"_s)->text().contains(u"Exported to"_s));
    }

private:
    // Tab to the operator button and Space (Sign in… or Switch operator…), then in the dialog:
    // Alt+O and the arrows to the operator, Alt+P and the passphrase, Enter.
    void signInWithKeys(ui::MainWindow &window, const QString &id)
    {
        auto *button = find<QWidget>(&window, u"operatorButton"_s);
        STEP(tabTo(button));
        STEP(press(Qt::Key_Space));
        QTRY_VERIFY(window.signInDialog() && window.signInDialog()->isVisible());
        QWidget *dialog = window.signInDialog();
        QTRY_VERIFY(QApplication::activeModalWidget() == dialog);
        QCOMPARE(unnamedControls(dialog), QStringList());
        auto *operatorCombo = find<QComboBox>(dialog, u"operatorCombo"_s);
        QTRY_VERIFY(operatorCombo->findData(id) >= 0);
        STEP(mnemonicTo(u'o', operatorCombo));
        STEP(arrowToData(operatorCombo, id));
        STEP(mnemonicTo(u'p', find<QLineEdit>(dialog, u"signInPassphraseEdit"_s)));
        STEP(typeText(passphraseOf(id)));
        STEP(press(Qt::Key_Return));
        QTRY_VERIFY(!window.signInDialog());
        STEP(giveBackActivation(window));
    }

    // A dialog closed: the window it was over is active again. (The offscreen platform has no
    // window manager to do it.)
    static void giveBackActivation(QWidget &window)
    {
        if (QApplication::activeWindow() == &window)
            return;
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
    }

    // The CSV options (Enter takes them as they are) and the file dialog (the name typed over the
    // one proposed, Enter), each answered by keys once it is the modal dialog.
    void answerExportDialogs(const QString &file)
    {
        auto *answer = new QTimer(this);
        connect(answer, &QTimer::timeout, this, [answer, file] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible() || QApplication::activeWindow() != modal)
                return;
            if (modal->objectName() == u"csvOptionsDialog"_s && !modal->property("answered").toBool()) {
                modal->setProperty("answered", true);
                STEP(press(Qt::Key_Return));
            } else if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                auto *name = files->findChild<QLineEdit *>(u"fileNameEdit"_s);
                if (!name || !name->hasFocus())
                    return;
                STEP(press(Qt::Key_A, Qt::ControlModifier));
                STEP(typeText(file));
                STEP(press(Qt::Key_Return));
                answer->deleteLater();
            }
        });
        answer->start(20);
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestKeyboardFlow)
#include "tst_keyboardflow.moc"
