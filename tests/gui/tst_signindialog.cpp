// SPDX-License-Identifier: GPL-3.0-or-later
// The sign-in dialog on a store of its own, driven with the keyboard and the mouse: on an empty
// store it sets up the first administrator (each field checked on its own, the reason under it,
// nothing stored while one is wrong) and signs them in; with operators, a wrong passphrase is said
// under the field and signs nobody in, while the check runs off the window's thread ("Checking…",
// buttons off); repeated failures say how long to wait; the right passphrase signs the person in.

#include "AppContext.h"
#include "AppContextSupport.h"
#include "GuiSupport.h"
#include "Style.h"
#include "Waits.h"
#include "core/Application.h"
#include "dialogs/SignInDialog.h"
#include "operators/SignedIn.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/StoreConfig.h"
#include "widgets/OperatorFields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using operators::Operator;
using ui::SignInDialog;
namespace style = ui::style;

namespace {

const QString kAdaPass = u"ada's long passphrase"_s;

template<typename T> T *find(QWidget *root, const QString &name)
{
    T *w = root->findChild<T *>(name);
    if (!w)
        qFatal("no %s", qPrintable(name));
    return w;
}

void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClicks(edit, text);
}

} // namespace

class TestSignInDialog : public QObject
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

    void init()
    {
        m_context = makeAppContext(m_dir.filePath(u"settings-%1.ini"_s.arg(++m_count)));
        // Cheap hashes: the cost itself is tst_passphrasehash's.
        m_context->operators().setHashParameters({10, 8, 1});
    }

    void cleanup() { m_context.reset(); }

    void firstAdministratorIsSetUpThenSignedIn()
    {
        SignInDialog dialog(&m_context->operators(), &m_context->signedIn());
        dialog.show();
        QTRY_COMPARE(dialog.mode(), SignInDialog::Mode::FirstAdministrator);
        QCOMPARE(dialog.windowTitle(), u"Set up the first administrator"_s);
        auto *fields = find<ui::OperatorFields>(&dialog, u"operatorFields"_s);
        QVERIFY(fields->isVisible());
        auto *administrator = find<QCheckBox>(&dialog, u"administratorCheck"_s);
        QVERIFY(administrator->isChecked());
        QVERIFY(!administrator->isEnabled()); // the first one is an administrator, whatever is chosen

        auto *id = find<QLineEdit>(&dialog, u"idEdit"_s);
        auto *name = find<QLineEdit>(&dialog, u"displayNameEdit"_s);
        auto *passphrase = find<QLineEdit>(&dialog, u"passphraseEdit"_s);
        auto *repeat = find<QLineEdit>(&dialog, u"repeatPassphraseEdit"_s);
        auto *button = find<QPushButton>(&dialog, u"signInButton"_s);
        QCOMPARE(button->text(), u"Set &up and sign in"_s);

        // A sign-in name with capitals and a space: said on the field once the person leaves it.
        type(id, u"Ana Moreira"_s);
        QTest::keyClick(id, Qt::Key_Tab);
        QVERIFY(style::isMarkedInvalid(id));
        QVERIFY2(find<QLabel>(&dialog, u"idMessageLabel"_s)->text().contains(u"small letters"_s),
                 qPrintable(find<QLabel>(&dialog, u"idMessageLabel"_s)->text()));
        QVERIFY(!style::isMarkedInvalid(name)); // not typed in yet: nothing said

        // Set up: every field at fault is said, the first gets the focus, nothing is stored.
        type(passphrase, u"short"_s);
        type(repeat, u"shorter"_s);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(style::isMarkedInvalid(id));
        QVERIFY(style::isMarkedInvalid(name));
        QVERIFY(!find<QLabel>(&dialog, u"displayNameMessageLabel"_s)->text().isEmpty());
        QVERIFY(style::isMarkedInvalid(passphrase));
        QVERIFY2(
            find<QLabel>(&dialog, u"passphraseMessageLabel"_s)->text().contains(u"At least 10 characters"_s),
            qPrintable(find<QLabel>(&dialog, u"passphraseMessageLabel"_s)->text()));
        QVERIFY(style::isMarkedInvalid(repeat));
        QCOMPARE(find<QLabel>(&dialog, u"repeatPassphraseMessageLabel"_s)->text(),
                 u"The two passphrases are not the same."_s);
        QVERIFY(id->hasFocus());
        QVERIFY(settle(m_context->store())); // a write the click had set off is made by now
        QVERIFY(m_context->operators().isEmpty().value());
        QVERIFY(!m_context->signedIn().isSignedIn());

        // Each field right in turn: its mark goes as it is corrected.
        id->selectAll();
        QTest::keyClicks(id, u"ana"_s);
        QVERIFY(!style::isMarkedInvalid(id));
        QVERIFY(find<QLabel>(&dialog, u"idMessageLabel"_s)->isHidden());
        type(name, u"Ana Moreira"_s);
        QVERIFY(!style::isMarkedInvalid(name));
        choose(find<QComboBox>(&dialog, u"roleCombo"_s), 1); // Approver
        QVERIFY(find<QLabel>(&dialog, u"roleMessageLabel"_s)->text().startsWith(u"Approves"_s));
        passphrase->selectAll();
        QTest::keyClicks(passphrase, kAdaPass);
        QVERIFY(!style::isMarkedInvalid(passphrase));
        QVERIFY(style::isMarkedInvalid(repeat)); // not the same yet
        repeat->selectAll();
        QTest::keyClicks(repeat, kAdaPass);
        QVERIFY(!style::isMarkedInvalid(repeat));

        QTest::keyClick(repeat, Qt::Key_Return); // the default button
        QTRY_VERIFY(m_context->signedIn().isSignedIn());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(!dialog.isVisible());
        const Operator me = *m_context->signedIn().current();
        QCOMPARE(me.id, u"ana"_s);
        QCOMPARE(me.displayName, u"Ana Moreira"_s);
        QCOMPARE(me.role, Operator::Role::Approver);
        QVERIFY(me.administrator);

        // Stored, audited as the first, and the passphrase typed is the one that signs in.
        const auto list = m_context->operators().list();
        QVERIFY(list.ok());
        QCOMPARE(list.value().size(), 1);
        QVERIFY(m_context->operators().authenticate(u"ana"_s, kAdaPass).ok());
        const auto entries = m_context->auditLog().entries();
        QVERIFY(entries.ok());
        bool added = false;
        for (const store::AuditEntry &e : entries.value()) {
            QVERIFY(!e.detail.contains(kAdaPass));
            if (e.action == u"operator.added"_s && e.detailObject().value(u"first"_s).toBool())
                added = true;
        }
        QVERIFY(added);
    }

    void wrongPassphraseSignsNobodyIn()
    {
        // The real cost of a hash, so that the check visibly takes its time.
        m_context->operators().setHashParameters(operators::PassphraseHash::defaultParameters());
        QVERIFY(m_context->operators()
                    .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Operator::Role::Viewer}, kAdaPass)
                    .ok());
        SignInDialog dialog(&m_context->operators(), &m_context->signedIn());
        dialog.show();
        QTRY_COMPARE(dialog.mode(), SignInDialog::Mode::SignIn);
        auto *combo = find<QComboBox>(&dialog, u"operatorCombo"_s);
        QCOMPARE(combo->count(), 1);
        QCOMPARE(combo->currentText(), u"Ada Lovelace (ada)"_s);
        auto *passphrase = find<QLineEdit>(&dialog, u"signInPassphraseEdit"_s);
        auto *button = find<QPushButton>(&dialog, u"signInButton"_s);
        auto *status = find<QLabel>(&dialog, u"statusLabel"_s);
        auto *message = find<QLabel>(&dialog, u"signInPassphraseMessageLabel"_s);

        // Nothing typed: said at once, nothing checked.
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(message->text(), u"Type your passphrase."_s);
        QVERIFY(!dialog.isBusy());

        type(passphrase, u"not ada's passphrase"_s);
        QVERIFY(message->isHidden()); // typing takes the note away
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(button, Qt::LeftButton);
        // The window is not held while the hash runs: the click came back at once, and says so.
        QVERIFY2(clock.elapsed() < 150, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(dialog.isBusy());
        QCOMPARE(status->text(), u"Checking\u2026"_s);
        QVERIFY(!button->isEnabled());
        QVERIFY(!find<QPushButton>(&dialog, u"cancelButton"_s)->isEnabled());
        QVERIFY(!passphrase->isEnabled());
        dialog.reject(); // Escape does nothing while checking
        QVERIFY(dialog.isVisible());

        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 20000);
        QCOMPARE(message->text(), u"The operator or the passphrase is not right."_s);
        QVERIFY(style::isMarkedInvalid(passphrase));
        QVERIFY(passphrase->text().isEmpty());
        QVERIFY(!m_context->signedIn().isSignedIn());
        QVERIFY(dialog.isVisible());
        QVERIFY(button->isEnabled());

        // The right one.
        type(passphrase, kAdaPass);
        QTest::keyClick(passphrase, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(m_context->signedIn().isSignedIn(), 20000);
        QCOMPARE(m_context->signedIn().id(), u"ada"_s);
        QVERIFY(!dialog.isVisible());
    }

    void repeatedFailuresSayHowLongToWait()
    {
        QVERIFY(m_context->operators()
                    .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Operator::Role::Viewer}, kAdaPass)
                    .ok());
        SignInDialog dialog(&m_context->operators(), &m_context->signedIn());
        dialog.show();
        QTRY_COMPARE(dialog.mode(), SignInDialog::Mode::SignIn);
        auto *passphrase = find<QLineEdit>(&dialog, u"signInPassphraseEdit"_s);
        auto *message = find<QLabel>(&dialog, u"signInPassphraseMessageLabel"_s);
        for (int i = 0; i < store::Operators::freeAttempts; ++i) {
            type(passphrase, u"guess number %1"_s.arg(i));
            QTest::keyClick(passphrase, Qt::Key_Return);
            QTRY_VERIFY(!dialog.isBusy() && !message->isHidden());
            QCOMPARE(message->text(), u"The operator or the passphrase is not right."_s);
        }
        // Even the right passphrase waits now.
        type(passphrase, kAdaPass);
        QTest::keyClick(passphrase, Qt::Key_Return);
        QTRY_VERIFY(!dialog.isBusy() && !message->isHidden());
        QVERIFY2(message->text().startsWith(u"Too many wrong passphrases"_s), qPrintable(message->text()));
        QVERIFY2(message->text().contains(u"30 seconds"_s), qPrintable(message->text()));
        QVERIFY(!m_context->signedIn().isSignedIn());
    }

    void disabledOperatorsAreNotListed()
    {
        auto &ops = m_context->operators();
        QVERIFY(
            ops.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Operator::Role::Viewer}, kAdaPass).ok());
        const store::AuthenticatedOperator ada = *ops.authenticate(u"ada"_s, kAdaPass).authenticated;
        QVERIFY(
            ops.add(ada, {u"ben"_s, u"Ben Okello"_s, Operator::Role::Approver, false}, u"ben approves them"_s)
                .ok());
        QVERIFY(
            ops.add(ada, {u"cy"_s, u"Cy Left"_s, Operator::Role::Maker, false}, u"cy has left us"_s).ok());
        QVERIFY(ops.setDisabled(ada, u"cy"_s, 1, true).ok());

        SignInDialog dialog(&ops, &m_context->signedIn());
        dialog.setPreferredOperator(u"ben"_s);
        dialog.show();
        QTRY_COMPARE(dialog.mode(), SignInDialog::Mode::SignIn);
        auto *combo = find<QComboBox>(&dialog, u"operatorCombo"_s);
        QCOMPARE(combo->count(), 2); // by name: Ada, Ben; not Cy
        QCOMPARE(combo->itemData(0).toString(), u"ada"_s);
        QCOMPARE(combo->itemData(1).toString(), u"ben"_s);
        QCOMPARE(combo->currentData().toString(), u"ben"_s);
    }

private:
    QTemporaryDir m_dir;
    int m_count = 0;
    std::unique_ptr<AppContext> m_context;
};

QTEST_MAIN(TestSignInDialog)
#include "tst_signindialog.moc"
