// SPDX-License-Identifier: GPL-3.0-or-later
// The Overview page in the main window, on the demo sandbox over HTTP:
// - it is the first page and the one in front on a fresh home, on Ctrl+0;
// - its balances are the sandbox's wallets, each with today's sample kept in the store and its
//   trend; a wallet under the alert level the team set is named at the top, in the error colour;
// - what waits for the approver signed in, what failed with its reason, the statements ready, and
//   what was returned to a maker are listed, and each opens where it is handled with the keyboard
//   (Enter): Approvals with the payout selected, History, Statements with the statement selected,
//   New payout with the draft in the form.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "SandboxFixture.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "core/Application.h"
#include "models/WalletsModel.h"
#include "operators/SignedIn.h"
#include "overview/OverviewController.h"
#include "pages/ApprovalsPage.h"
#include "pages/HistoryPage.h"
#include "pages/NewPayoutPage.h"
#include "pages/OverviewPage.h"
#include "pages/StatementsPage.h"
#include "pages/WalletsPage.h"
#include "store/AuditEntry.h"
#include "store/PayoutDrafts.h"
#include "store/Statements.h"
#include "store/Store.h"
#include "wallets/WalletDirectory.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QSettings>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using overview::OverviewTarget;

namespace {

payouts::PayoutDraft::Content content(const QString &customId, const QString &maker)
{
    payouts::PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.00"_s}}},
        {u"custom_id"_s, customId},
        {u"payment_account_id"_s, u"pac-1"_s},
    };
    c.recipientSummary = u"Wanjiru Kamau"_s;
    c.maker = maker;
    return c;
}

struct Desk : MainWindowFixture
{
    Desk(SandboxFixture &sandbox, const QString &settingsFile)
        : MainWindowFixture(sandbox, settingsFile, {.signedIn = u"abe"_s, .size = {1280, 900}})
    { }
    ui::OverviewPage *overview() const { return window->overviewPage(); }

    QString save(const QString &customId, const QString &maker = u"mia"_s)
    {
        const auto saved = context->payoutDrafts().save(profileId, content(customId, maker));
        if (!saved.ok())
            qFatal("draft: %s", qPrintable(saved.error().toString()));
        return saved.value().id;
    }
    void set(const QString &id, const QString &assignments)
    {
        QSqlQuery q(context->store().connection().value());
        if (!q.exec(u"UPDATE payout_outbox SET %1 WHERE id = '%2'"_s.arg(assignments, id)))
            qFatal("update: %s", qPrintable(q.lastError().text()));
    }
    QString readyStatement()
    {
        store::StoredStatement st;
        st.walletId = u"wlt-kes"_s;
        st.currency = u"KES"_s;
        st.periodFrom = QDateTime(QDate(2026, 10, 1), QTime(0, 0), Qt::UTC);
        st.periodTo = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
        st.statementId = u"stm-overview"_s;
        st.state = store::StoredStatement::State::Ready;
        const auto saved = context->statements().save(profileId, st);
        if (!saved.ok())
            qFatal("statement: %s", qPrintable(saved.error().toString()));
        return saved.value().id;
    }
    // Selects the first item of the Overview's list `name` and presses Enter on it.
    void open(const QString &name, int row = 0)
    {
        window->showPage(overview());
        auto *list = find<QListView>(overview(), name);
        if (!QTest::qWaitFor([list, row] { return list->model()->rowCount() > row; }, 20000))
            qFatal("%s has no row %d", qPrintable(name), row);
        list->setFocus();
        list->setCurrentIndex(list->model()->index(row, 0));
        QTest::keyClick(list, Qt::Key_Return);
    }
};

} // namespace

class TestOverviewPage : public QObject
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

    void saysItReadsBeforeItSaysNothing()
    {
        // Built before the store has opened (as at every start): no list says "nothing" before
        // the store was read; one line says it is being read, then the lists come.
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        MainWindowFixture d(sandbox, m_dir.filePath(u"reading.ini"_s));
        ui::OverviewPage *overview = d.window->overviewPage();
        QVERIFY(overview->isBuilt());
        auto *reading = d.find<QLabel>(overview, u"listsStateLabel"_s);
        QVERIFY(reading->isVisible());
        QVERIFY(reading->text().startsWith(u"Reading"));
        QVERIFY(!overview->findChild<QLabel *>(u"waitingEmptyLabel"_s));
        QVERIFY(!overview->findChild<QListView *>(u"inFlightList"_s));
        QTRY_VERIFY_WITH_TIMEOUT(overview->findChild<QLabel *>(u"inFlightEmptyLabel"_s), 20000);
        QVERIFY(!overview->findChild<QLabel *>(u"listsStateLabel"_s));
        QTRY_VERIFY(d.find<QLabel>(overview, u"inFlightEmptyLabel"_s)->isVisible());
        // Tab goes from the balances through the lists to Refresh, as before they were made later.
        QStringList order;
        const QWidget *first = d.find<QTableView>(overview, u"walletTrendTable"_s);
        for (const QWidget *w = first; order.size() < 7; w = w->nextInFocusChain()) {
            if ((w->focusPolicy() & Qt::TabFocus) && overview->isAncestorOf(w))
                order << w->objectName();
            if (w->nextInFocusChain() == first)
                break;
        }
        QCOMPARE(order,
                 (QStringList {u"walletTrendTable"_s, u"waitingList"_s, u"returnedList"_s, u"inFlightList"_s,
                               u"failedList"_s, u"statementsList"_s, u"refreshButton"_s}));
    }

    void firstPageWithBalancesTrendsAndTheLowBalanceMark()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"first.ini"_s));
        auto *navigation = d.find<QListWidget>(d.window.get(), u"navigationList"_s);
        QCOMPARE(navigation->item(0)->text(), u"Overview"_s);
        QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.overview()));
        QCOMPARE(d.overview()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));

        overview::WalletTrendModel *trends = d.overview()->controller()->wallets();
        QAbstractItemModelTester tester(trends);
        // Fetched by the Overview itself (the Wallets page was never opened), every minute after.
        QTRY_VERIFY_WITH_TIMEOUT(trends->rowCount() >= 2, 20000);
        QVERIFY(!d.window->walletsPage()->isBuilt());
        auto *table = d.find<QTableView>(d.overview(), u"walletTrendTable"_s);
        QTRY_VERIFY(table->isVisible());
        // Today's balance kept for the trend, one row per wallet.
        QTRY_VERIFY_WITH_TIMEOUT(samples(d) == trends->rowCount(), 20000);
        int kes = -1;
        for (int row = 0; row < trends->rowCount(); ++row) {
            if (trends->index(row, 0).data().toString() == u"KES wallet"_s)
                kes = row;
        }
        QVERIFY(kes >= 0);
        QTRY_COMPARE(
            trends->index(kes, 0).data(overview::WalletTrendModel::TrendRole).value<QList<qint64>>().size(),
            1);
        auto *low = d.find<QLabel>(d.overview(), u"lowBalanceLabel"_s);
        QVERIFY(!low->isVisible());

        // The team sets the KES wallet's alert level above its balance: the mark.
        wallets::WalletDirectory directory;
        models::WalletsModel *wallets = d.window->walletsPage()->model();
        const QString kesId = trends->index(kes, 0).data(overview::WalletTrendModel::WalletIdRole).toString();
        wallets::WalletSetting setting;
        setting.walletId = kesId;
        setting.currency = u"KES"_s;
        setting.alertLevelMinor = std::numeric_limits<qint64>::max() / 2;
        directory.setSettings(d.profileId, {{kesId, setting}});
        wallets->setDirectory(&directory);
        QTRY_VERIFY(low->isVisible());
        QVERIFY2(low->text().contains(u"KES wallet"_s), qPrintable(low->text()));
        QVERIFY(trends->index(kes, 0).data(overview::WalletTrendModel::BelowAlertRole).toBool());
        QVERIFY(trends->index(kes, 0).data().toString().contains(u"low balance"_s));
        wallets->setDirectory(nullptr);
        QTRY_VERIFY(!low->isVisible());

        // Enter on a wallet opens it on the Wallets page.
        table->setFocus();
        table->setCurrentIndex(trends->index(kes, 0));
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.window->walletsPage()));
    }

    void eachItemOpensWhereItIsHandled()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        Desk d(sandbox, m_dir.filePath(u"open.ini"_s));
        const QString awaiting = d.save(u"PD-OVERVIEW-WAIT"_s);
        d.set(awaiting, u"state = 'AWAITING_APPROVAL', awaiting_since = created_at"_s);
        const QString failed = d.save(u"PD-OVERVIEW-FAIL"_s);
        d.set(failed,
              u"state = 'ACCEPTED', provider_payout_id = 'pyt-overview-failed', payout_state = 'FAILED', "
              "payout_context = 'WALLET_INSUFFICIENT_BALANCE', settled_at = '%1'"_s.arg(
                  store::AuditEntry::timeText(QDateTime::currentDateTimeUtc().addDays(-1))));
        const QString statement = d.readyStatement(); // Statements::changed: read again
        overview::OverviewController *controller = d.overview()->controller();
        QTRY_COMPARE_WITH_TIMEOUT(controller->statementsReady()->rowCount(), 1, 20000);
        d.overview()->refresh(); // F5: the rows changed behind the store's back
        QTRY_COMPARE_WITH_TIMEOUT(controller->waiting()->rowCount(), 1, 20000);
        QTRY_COMPARE(controller->failed()->rowCount(), 1);
        auto *returnedGroup = d.find<QWidget>(d.overview(), u"returnedGroup"_s);
        QVERIFY(!returnedGroup->isVisible()); // Abe approves; he makes nothing
        QVERIFY(!controller->failed()->item(0).detail.contains(u"WALLET_INSUFFICIENT_BALANCE"_s));
        QVERIFY(d.find<QLabel>(d.overview(), u"inFlightEmptyLabel"_s)->isVisible());
        // Each list as tall as its rows at its width, wrapped lines included: narrowed, the
        // waiting payout's line wraps and the list grows with it; nothing is cut off.
        auto *waitingList = d.find<QListView>(d.overview(), u"waitingList"_s);
        const auto wholeRowsShown = [waitingList] {
            const QRect last = waitingList->visualRect(waitingList->model()->index(0, 0));
            return last.isValid() && last.bottom() < waitingList->viewport()->height();
        };
        QTRY_VERIFY(wholeRowsShown());
        const int wide = waitingList->height();
        d.window->resize(760, 900);
        QTRY_VERIFY(waitingList->height() > wide);
        QTRY_VERIFY(wholeRowsShown());
        d.window->resize(1280, 900);
        QTRY_COMPARE(waitingList->height(), wide);

        // Waiting for Abe's approval: Approvals, the payout selected.
        d.open(u"waitingList"_s);
        QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.window->approvalsPage()));
        auto *queue = d.find<QTableView>(d.window->approvalsPage(), u"queueTable"_s);
        approvals::ApprovalQueueModel *queueModel = d.window->approvalsPage()->controller()->queueModel();
        QTRY_VERIFY_WITH_TIMEOUT(queueModel->rowOf(awaiting) >= 0, 20000);
        QTRY_COMPARE(queue->currentIndex().row(), queueModel->rowOf(awaiting));

        // Failed: History, asked for by its pyt- id.
        d.open(u"failedList"_s);
        QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.window->historyPage()));

        // Ready: Statements, the statement selected.
        d.open(u"statementsList"_s);
        QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.window->statementsPage()));
        QTRY_COMPARE_WITH_TIMEOUT(d.window->statementsPage()->selectedStatementId(), u"stm-overview"_s,
                                  20000);
        Q_UNUSED(statement);

        // Mia at the keyboard: what was returned to her, opened in New payout.
        const QString returned = d.save(u"PD-OVERVIEW-BACK"_s);
        d.set(returned, u"returned_reason = 'Wrong amount', returned_by = 'abe'"_s);
        signIn(*d.context, u"mia"_s);
        d.window->showPage(d.overview());
        QTRY_VERIFY(returnedGroup->isVisible());
        QVERIFY(!d.find<QWidget>(d.overview(), u"waitingGroup"_s)->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(controller->returned()->rowCount(), 1, 20000);
        QVERIFY(controller->returned()->item(0).detail.contains(u"Wrong amount"_s));
        d.open(u"returnedList"_s);
        QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.window->newPayoutPage()));
        QTRY_COMPARE_WITH_TIMEOUT(d.window->newPayoutPage()->editedDraftId(), returned, 20000);
    }

    // By its name, so that the Overview, added before the others, moves none of them.
    void thePageInFrontIsRememberedByName()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QSettings().remove(u"mainWindow"_s);
        {
            Desk d(sandbox, m_dir.filePath(u"remember.ini"_s));
            d.window->showPage(d.window->historyPage());
            QVERIFY(d.window->close());
        }
        QCOMPARE(QSettings().value(u"mainWindow/pageName"_s).toString(), u"historyPage"_s);
        {
            Desk d(sandbox, m_dir.filePath(u"remember.ini"_s));
            QCOMPARE(d.window->currentPage(), static_cast<ui::Page *>(d.window->historyPage()));
        }
        QSettings().remove(u"mainWindow"_s);
    }

private:
    static int samples(Desk &d)
    {
        QSqlQuery q(d.context->store().connection().value());
        if (!q.exec(u"SELECT COUNT(*) FROM wallet_balance_samples WHERE profile_id = '%1'"_s.arg(d.profileId))
            || !q.next())
            return -1;
        return q.value(0).toInt();
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestOverviewPage)
#include "tst_overviewpage.moc"
