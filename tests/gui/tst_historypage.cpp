// SPDX-License-Identifier: GPL-3.0-or-later
// The History page in the main window, on the demo sandbox over HTTP, as a person uses it: last
// month's payouts listed (every one of that month in this time zone), scrolled to the end, filtered
// to FAILED, exported to a CSV that a spreadsheet reads (a header, one line per payout shown,
// amounts as numbers); a payout opened by its reference; one held PENDING changing in place, the
// selection staying on it.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "RecordingProxy.h"
#include "SandboxFixture.h"
#include "core/Application.h"
#include "history/HistoryRange.h"
#include "history/PayoutFilterProxy.h"
#include "history/PayoutsModel.h"
#include "pages/HistoryPage.h"
#include "pages/StatementsPage.h"
#include "pages/WalletsPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/StoreConfig.h"
#include "widgets/PeriodPicker.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using history::PayoutsModel;
using profiles::Profile;

namespace {

// The History page in front.
struct HistoryWindow : MainWindowFixture
{
    HistoryWindow(SandboxFixture &sandbox, const QString &settingsFile)
        : MainWindowFixture(sandbox, settingsFile, {.size = {1280, 820}})
    {
        window->showPage(window->historyPage());
    }
    ui::HistoryPage *page() const { return window->historyPage(); }
    template<typename T> T *find(const QString &name) const
    {
        return MainWindowFixture::find<T>(page(), name);
    }
};

// The cells of one CSV line (RFC 4180: quoted cells may hold the delimiter and doubled quotes).
QList<QByteArray> cells(const QByteArray &line)
{
    QList<QByteArray> out;
    QByteArray cell;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line.at(i);
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line.at(i + 1) == '"')
                cell += line.at(++i);
            else if (c == '"')
                quoted = false;
            else
                cell += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            out.append(cell);
            cell.clear();
        } else {
            cell += c;
        }
    }
    out.append(cell);
    return out;
}

} // namespace

class TestHistoryPage : public QObject
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

    void lastMonthScrolledFilteredAndExported()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        HistoryWindow w(sandbox, m_dir.filePath(u"history.ini"_s));
        ui::HistoryPage *page = w.page();
        PayoutsModel *model = page->model();

        // Last month, chosen with the keyboard.
        auto *period = w.find<QComboBox>(u"periodCombo"_s);
        choose(period, period->findData(int(core::PeriodPreset::LastMonth)));
        QTRY_VERIFY(model->state() == models::PagedTableModel::State::Loaded && model->rowCount() > 0);
        const history::HistoryRange range = model->range();
        QCOMPARE(range.kind(), history::HistoryRange::Preset::LastMonth);

        // Scrolled to the end: pages come as the view scrolls, never all at once.
        QTableView *table = page->table();
        for (int i = 0; i < 200 && model->hasMore(); ++i) {
            table->scrollToBottom();
            QTRY_VERIFY(!model->isFetching());
        }
        QVERIFY(!model->hasMore());
        QVERIFY(w.proxy.count("GET", "/v1/payouts") >= 1);
        const int all = model->rowCount();
        for (int r = 0; r < all; ++r) {
            const QDateTime created = model->index(r, 0).data(PayoutsModel::CreatedAtRole).toDateTime();
            QVERIFY2(range.contains(created), qPrintable(created.toString(Qt::ISODate)));
        }
        QVERIFY2(w.find<QLabel>(u"countsLabel"_s)->text().contains(u"all %1 payouts"_s.arg(all)),
                 qPrintable(w.find<QLabel>(u"countsLabel"_s)->text()));
        saveScreenshot(*w.window, u"history-last-month.png"_s);

        // Filtered to FAILED.
        auto *state = w.find<QComboBox>(u"stateCombo"_s);
        choose(state, state->findData(u"FAILED"_s));
        history::PayoutFilterProxy *proxy = page->proxy();
        QVERIFY(proxy->rowCount() > 0);
        QVERIFY(proxy->rowCount() < all);
        for (int r = 0; r < proxy->rowCount(); ++r)
            QCOMPARE(proxy->index(r, 0).data(PayoutsModel::StateRole).toString(), u"FAILED"_s);

        // Exported: a header and one line per payout shown, whole.
        const QString file = m_dir.filePath(u"failed.csv"_s);
        QSignalSpy exported(page, &ui::HistoryPage::exportFinished);
        page->exportTo(file);
        QTRY_COMPARE(exported.size(), 1);
        QVERIFY2(exported.first().at(0).toBool(), qPrintable(exported.first().at(1).toString()));
        QFile csv(file);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = csv.readAll().split('\n');
        QCOMPARE(lines.size(), proxy->rowCount() + 2); // the header, the rows, and after the last CRLF
        QVERIFY(lines.first().startsWith("\xEF\xBB\xBF")); // UTF-8, as Excel reads it
        lines.first().remove(0, 3);
        // Readable headers; the codes in their own columns beside the words.
        QVERIFY2(
            lines.first().startsWith("Created,Created (UTC),Payout ID,Reference,State code,State context "
                                     "code,State in words,Currency,Amount,Recipient,Payment account ID,"
                                     "Purpose,Receipt,Purpose code"),
            lines.first().constData());
        // As a spreadsheet reads it (RFC 4180): the same number of cells on every line, the state
        // in its column, the amount a plain number.
        const QList<QByteArray> header = cells(lines.first().trimmed());
        const qsizetype stateColumn = header.indexOf("State code");
        const qsizetype wordsColumn = header.indexOf("State in words");
        const qsizetype amountColumn = header.indexOf("Amount");
        QVERIFY(stateColumn >= 0 && wordsColumn >= 0 && amountColumn >= 0);
        for (int i = 1; i <= proxy->rowCount(); ++i) {
            const QList<QByteArray> row = cells(lines.at(i).chopped(1)); // without its CR
            QCOMPARE(row.size(), header.size());
            QCOMPARE(row.at(stateColumn), QByteArray("FAILED"));
            // The state in a sentence beside its code (a failed payout's: why it failed).
            QVERIFY2(!row.at(wordsColumn).isEmpty() && row.at(wordsColumn) != "FAILED",
                     row.at(wordsColumn).constData());
            bool number = false;
            row.at(amountColumn).toDouble(&number);
            QVERIFY2(number, row.at(amountColumn).constData());
        }
        saveScreenshot(*w.window, u"history-failed.png"_s);

        // Opened by its reference: the detail panel has all of it.
        const QString reference = proxy->index(0, 0).data(PayoutsModel::CustomIdRole).toString();
        const QString id = proxy->index(0, 0).data(PayoutsModel::IdRole).toString();
        choose(state, 0);
        QSignalSpy shown(page, &ui::HistoryPage::detailShown);
        auto *open = w.find<QLineEdit>(u"openEdit"_s);
        open->setFocus();
        QTest::keyClicks(open, reference);
        QTest::keyClick(open, Qt::Key_Return);
        QTRY_COMPARE(page->detailPayoutId(), id);
        QTRY_VERIFY(w.find<QLabel>(u"detailLabel"_s)->text().contains(u"Sender:"_s));
        QVERIFY(w.find<QLabel>(u"detailLabel"_s)->text().contains(reference));
        saveScreenshot(*w.window, u"history-detail.png"_s);
        // One nobody made: said where the person looks.
        open->selectAll();
        QTest::keyClicks(open, u"PD-NOBODY-MADE-THIS"_s);
        QTest::keyClick(open, Qt::Key_Return);
        QTRY_VERIFY(w.find<QLabel>(u"detailLabel"_s)->text().contains(u"No payout has"_s));
        // The row still current opened again: shown again, not left at the message.
        open->selectAll();
        QTest::keyClicks(open, reference);
        QTest::keyClick(open, Qt::Key_Return);
        QTRY_VERIFY(w.find<QLabel>(u"detailLabel"_s)->text().contains(reference));
        QVERIFY(!w.find<QLabel>(u"detailLabel"_s)->text().contains(u"No payout has"_s));

        // Another period, which the payout is not in: it is no longer shown beside the list.
        choose(period, period->findData(int(core::PeriodPreset::Today)));
        QTRY_VERIFY(page->detailPayoutId().isEmpty());
        QVERIFY(!w.find<QLabel>(u"detailLabel"_s)->text().contains(reference));
        QVERIFY(w.find<QLabel>(u"detailLabel"_s)->text().contains(u"Select a payout"_s));
    }

    // Paydesk started again on History (the page it was left on), connected before the window is
    // built: the period shown is the one loaded, not an empty list.
    void loadsWhenItIsThePageInViewAtStart()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const std::unique_ptr<AppContext> made = makeAppContext(m_dir.filePath(u"restart.ini"_s));
        AppContext &context = *made;
        const Profile p = Profile::create(Profile::Kind::Sandbox, u"Acme test"_s, sandbox.baseUrl());
        context.profiles().save(p);
        context.keys().setSessionKey(p.id, sandbox.key());
        context.profiles().setCurrent(p.id);
        {
            ui::MainWindow first(context);
            first.show();
            first.showPage(first.historyPage());
            first.close(); // remembered as the page in view
        }
        ui::MainWindow window(context);
        window.show();
        QCOMPARE(window.currentPage(), static_cast<ui::Page *>(window.historyPage()));
        auto *period = window.historyPage()->findChild<QComboBox *>(u"periodCombo"_s);
        QVERIFY(period);
        PayoutsModel *model = window.historyPage()->model();
        QTRY_VERIFY(model->state() == models::PagedTableModel::State::Loaded);
        QVERIFY(model->range().isValid());
        QCOMPARE(model->range().kind(), history::HistoryRange::Preset(period->currentData().toInt()));
        auto *counts = window.historyPage()->findChild<QLabel *>(u"countsLabel"_s);
        QVERIFY2(!counts->text().startsWith(u"No period"_s), qPrintable(counts->text()));
        window.showPage(window.walletsPage());
        window.close(); // the next start opens on Wallets again
    }

    void ownDatesTypedWithTheKeyboardInTheOnePicker()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        HistoryWindow w(sandbox, m_dir.filePath(u"typed.ini"_s));
        ui::HistoryPage *page = w.page();
        PayoutsModel *model = page->model();
        QTRY_VERIFY(model->state() == models::PagedTableModel::State::Loaded);
        w.window->setLocale(QLocale(QLocale::English, QLocale::UnitedStates)); // M/d/yyyy
        // The one picker, the same presets in the same words as Statements'.
        ui::PeriodPicker *picker = page->periodPicker();
        w.window->statementsPage()->ensureBuilt();
        QComboBox *theirs = w.window->statementsPage()->periodPicker()->combo();
        QCOMPARE(picker->combo()->count(), theirs->count());
        for (int i = 0; i < theirs->count(); ++i)
            QCOMPARE(picker->combo()->itemText(i), theirs->itemText(i));

        // Dates…, then Tab into the first day and type it; Tab, the last day; Return shows them.
        picker->combo()->setFocus();
        choose(picker->combo(), picker->combo()->findData(int(core::PeriodPreset::Dates)));
        // (the presets walked through on the way were shown at once: wait for the last one's list)
        QTRY_VERIFY(w.find<QPushButton>(u"showButton"_s)->isVisible());
        QTest::keyClick(picker->combo(), Qt::Key_Tab);
        QTRY_VERIFY(picker->fromField()->hasFocus());
        QTRY_COMPARE(picker->fromField()->findChild<QLineEdit *>()->selectedText(),
                     picker->fromField()->text());
        QTest::keyClicks(picker->fromField(), u"11/2/2026"_s); // en_US: month first
        QTest::keyClick(picker->fromField(), Qt::Key_Tab);
        QTRY_VERIFY(picker->toField()->hasFocus());
        QTRY_COMPARE(picker->toField()->findChild<QLineEdit *>()->selectedText(), picker->toField()->text());
        QTest::keyClicks(picker->toField(), u"11/5/2026"_s);
        QTest::keyClick(picker->toField(), Qt::Key_Return);
        QTRY_COMPARE(model->range().kind(), history::HistoryRange::Preset::CustomDates);
        QCOMPARE(model->range().fromDate(), QDate(2026, 11, 2));
        QCOMPARE(model->range().toDate(), QDate(2026, 11, 5));
        // Said in the one date style: the year in full.
        QTRY_VERIFY2(w.find<QLabel>(u"countsLabel"_s)->text().startsWith(u"11/2/2026 \u2013 11/5/2026"_s),
                     qPrintable(w.find<QLabel>(u"countsLabel"_s)->text()));
    }

    void aPendingPayoutChangesInPlace()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        // Held PENDING until moved through the sandbox's control surface.
        const QJsonObject body {
            {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"300.00"_s}}},
            {u"payment_account"_s,
             QJsonObject {
                 {u"type"_s, u"MOBILE_MONEY"_s},
                 {u"country"_s, u"KE"_s},
                 {u"holder"_s, QJsonObject {{u"name"_s, u"Held Person"_s}, {u"type"_s, u"INDIVIDUAL"_s}}},
                 {u"mobile_money"_s,
                  QJsonObject {{u"number"_s, u"+254712000203"_s}, {u"operator"_s, u"SAFARICOM"_s}}}}},
            {u"sender"_s, kenyaSender()},
            {u"custom_id"_s, u"PD-HELD-0001"_s}};
        const HttpResult created = sandbox.http().post(u"/payouts"_s, body, HttpClient::newKey());
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id"_s).toString();

        HistoryWindow w(sandbox, m_dir.filePath(u"pending.ini"_s));
        ui::HistoryPage *page = w.page();
        PayoutsModel *model = page->model();
        auto *period = w.find<QComboBox>(u"periodCombo"_s);
        choose(period, period->findData(int(core::PeriodPreset::Today)));
        QTRY_VERIFY(model->rowOf(id) >= 0);
        const int row = model->rowOf(id);
        QCOMPARE(model->index(row, 0).data(PayoutsModel::StateRole).toString(), u"PENDING"_s);
        const QModelIndex shown = page->proxy()->mapFromSource(model->index(row, 0));
        page->table()->setCurrentIndex(shown);
        QTRY_COMPARE(page->detailPayoutId(), id);

        QCOMPARE(sandbox.http().post(u"/_sandbox/payouts/"_s + id + u"/cancel"_s, {}).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(model->index(model->rowOf(id), 0).data(PayoutsModel::StateRole).toString(),
                                  u"CANCELLED"_s, 15000);
        // In place: the same row, still selected, the detail following.
        QCOMPARE(model->rowOf(id), row);
        QCOMPARE(page->table()->currentIndex().data(PayoutsModel::IdRole).toString(), id);
        QTRY_VERIFY(w.find<QLabel>(u"detailLabel"_s)->text().contains(u"Cancelled"_s));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
