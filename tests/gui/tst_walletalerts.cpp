// SPDX-License-Identifier: GPL-3.0-or-later
// Wallet names and low-balance alerts through the main window (a sandbox with one KES wallet of
// 1,000.00): an administrator opens "Name and alert level…" on the Wallets page; a level under zero
// is said under its field and nothing is stored; a name and a level are saved, and the wallet reads
// by its name on the Wallets page and in New payout's and Statements' pickers (the id in the
// tooltip); the balance under the level is told once (tray and status bar, one audit entry),
// not again at the next refresh; a maker is not offered the action.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "PayoutNotifier.h"
#include "SandboxFixture.h"
#include "Waits.h"
#include "core/Application.h"
#include "models/WalletsModel.h"
#include "pages/NewPayoutPage.h"
#include "pages/StatementsPage.h"
#include "pages/WalletsPage.h"
#include "store/AuditLog.h"
#include "wallets/WalletSettingsStore.h"

#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

void type(QWidget *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClicks(edit, text);
}

int entries(AppContext &context, const QString &action)
{
    int count = 0;
    const store::StoreResult<QList<store::AuditEntry>> log = context.auditLog().entries();
    for (const store::AuditEntry &e : log.value())
        count += e.action == action ? 1 : 0;
    return count;
}

} // namespace

class TestWalletAlerts : public QObject
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

    void anAdministratorNamesAWalletAndALowBalanceIsToldOnce()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString walletId = sandbox.createWallet(u"KES"_s, u"1000.00"_s).value(u"id").toString();
        MainWindowFixture d(sandbox, m_dir.filePath(u"admin.ini"_s),
                            {.signedIn = u"ada"_s, .size = {1180, 820}});
        ui::WalletsPage *page = d.window->walletsPage();
        d.window->showPage(page);
        auto *table = d.find<QTableView>(page, u"walletsTable"_s);
        QTRY_COMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 0).data().toString(), u"KES wallet"_s);
        QVERIFY(table->model()->index(0, 0).data(Qt::ToolTipRole).toString().contains(walletId));
        auto *notifier = d.window->findChild<ui::PayoutNotifier *>(u"payoutNotifier"_s);
        QVERIFY(notifier);
        QSignalSpy notified(notifier, &ui::PayoutNotifier::notified);

        auto *edit = d.find<QPushButton>(page, u"editWalletButton"_s);
        QVERIFY(edit->isVisible());
        QVERIFY(!edit->isEnabled()); // no wallet chosen yet
        table->selectRow(0);
        QVERIFY(edit->isEnabled());
        QTest::mouseClick(edit, Qt::LeftButton);
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = d.window->findChild<QDialog *>(u"walletSettingsDialog"_s))
                    && dialog->isVisible());
        auto *name = d.find<QLineEdit>(dialog, u"nameEdit"_s);
        auto *level = d.find<QLineEdit>(dialog, u"levelEdit"_s);
        auto *levelMessage = d.find<QLabel>(dialog, u"levelMessageLabel"_s);
        auto *ok = d.find<QPushButton>(dialog, u"okButton"_s);

        // A level under zero: said under the field, nothing stored.
        type(name, u"Payroll"_s);
        type(level, u"-5"_s);
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(levelMessage->isVisible());
        QVERIFY(!levelMessage->text().isEmpty());
        QVERIFY(dialog->isVisible());
        QVERIFY(settle(d.context->store()));
        QVERIFY(d.context->walletSettings().settingsOf(d.profileId).value().isEmpty());

        // 2,000.00: above what is available.
        level->clear();
        type(level, u"2000"_s);
        QTest::mouseClick(ok, Qt::LeftButton);
        QTRY_VERIFY(!d.window->findChild<QDialog *>(u"walletSettingsDialog"_s));
        QTRY_COMPARE(table->model()->index(0, 0).data().toString(), u"Payroll \u00b7 KES"_s);
        QCOMPARE(d.context->walletSettings().settingsOf(d.profileId).value().value(walletId).alertLevelMinor,
                 std::optional<qint64>(200000));
        QCOMPARE(entries(*d.context, u"wallet.settings_changed"_s), 1);

        // The next refresh finds the balance under its level: told once, marked on the page.
        QCOMPARE(notified.size(), 0);
        page->refresh();
        QTRY_COMPARE(notified.size(), 1);
        QCOMPARE(notified.at(0).at(0).toString(), u"Low balance"_s);
        QVERIFY(notified.at(0).at(1).toString().contains(u"Payroll \u00b7 KES"_s));
        QVERIFY(d.window->statusBar()->currentMessage().contains(u"Payroll \u00b7 KES"_s));
        QVERIFY(!table->model()
                     ->index(0, models::WalletsModel::AvailableColumn)
                     .data(Qt::DecorationRole)
                     .isNull());
        QCOMPARE(entries(*d.context, u"wallet.balance_low"_s), 1);
        // And not again.
        QSignalSpy states(page->model(), &models::WalletsModel::stateChanged);
        page->refresh();
        QTRY_COMPARE(page->model()->state(), models::WalletsModel::State::Loaded);
        QVERIFY(states.size() >= 2);
        QVERIFY(settle(d.context->store()));
        QCOMPARE(notified.size(), 1);
        QCOMPARE(entries(*d.context, u"wallet.balance_low"_s), 1);

        // Every picker of a wallet reads it by its name.
        d.window->showPage(d.window->newPayoutPage());
        auto *payFrom = d.find<QComboBox>(d.window->newPayoutPage(), u"walletCombo"_s);
        QTRY_VERIFY(payFrom->findText(u"Payroll \u00b7 KES"_s, Qt::MatchStartsWith) >= 0);
        QVERIFY(payFrom->itemData(0, Qt::ToolTipRole).toString().contains(walletId));
        d.window->showPage(d.window->statementsPage());
        auto *statementOf = d.find<QComboBox>(d.window->statementsPage(), u"walletCombo"_s);
        QTRY_VERIFY(statementOf->findText(u"Payroll \u00b7 KES"_s, Qt::MatchStartsWith) >= 0);
    }

    void aMakerIsNotOfferedNames()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        sandbox.createWallet(u"KES"_s, u"1000.00"_s);
        MainWindowFixture d(sandbox, m_dir.filePath(u"maker.ini"_s), {.signedIn = u"mia"_s});
        ui::WalletsPage *page = d.window->walletsPage();
        d.window->showPage(page);
        auto *table = d.find<QTableView>(page, u"walletsTable"_s);
        QTRY_COMPARE(table->model()->rowCount(), 1);
        table->selectRow(0);
        QVERIFY(!d.find<QPushButton>(page, u"editWalletButton"_s)->isVisible());
        page->editWallet(0); // nothing opens
        QVERIFY(!d.window->findChild<QDialog *>(u"walletSettingsDialog"_s));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestWalletAlerts)
#include "tst_walletalerts.moc"
