// SPDX-License-Identifier: GPL-3.0-or-later
// The Statements page as a person uses it (issue 12), driven through its real widgets against the
// demo sandbox over HTTP: last month's statement of the KES wallet generated, followed to READY,
// its lines shown with the balance check over every line, the totals by type and the chart, then
// exported to CSV and PDF, and from the accounting menu to MT940 (read back by mt940js) and
// CAMT.053 (validated against the ISO 20022 schema); a period the service would refuse is refused under the
// period with nothing sent; a statement the service could not generate says so and can be asked again; a
// line's payout opens in History. With PAYDESK_SCREENSHOTS set, the window is saved as PNG there.

#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "RecordingProxy.h"
#include "SandboxFixture.h"
#include "StatementFormatChecks.h"
#include "Style.h"
#include "core/Application.h"
#include "export/StatementCsvExport.h"
#include "pages/HistoryPage.h"
#include "pages/StatementsPage.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "statements/StatementLinesModel.h"
#include "statements/StatementPeriod.h"
#include "statements/StatementsModel.h"
#include "store/StoreConfig.h"
#include "widgets/BalanceChart.h"
#include "widgets/PeriodPicker.h"
#include "widgets/StatePanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
using statements::StatementsModel;
using store::StoredStatement;

namespace {

// The Statements page in front.
struct StatementsWindow : MainWindowFixture
{
    StatementsWindow(SandboxFixture &sandbox, const QString &settingsFile)
        : MainWindowFixture(sandbox, settingsFile, {.size = {1366, 860}})
    {
        window->showPage(window->statementsPage());
    }
    ui::StatementsPage *page() const { return window->statementsPage(); }
    template<typename T> T *find(const QString &name) const
    {
        return MainWindowFixture::find<T>(page(), name);
    }
    // Chooses the wallet of `currency` in the form, once the wallets are in.
    bool chooseWallet(const QString &currency) const
    {
        QComboBox *wallets = page()->walletCombo();
        // The statements asked for earlier are read first (from the local database).
        if (!QTest::qWaitFor([&] { return wallets->count() > 0 && page()->statePanel()->isShowingContent(); },
                             10000))
            return false;
        for (int i = 0; i < wallets->count(); ++i) {
            if (wallets->itemText(i).startsWith(currency + u' ')) {
                choose(wallets, i);
                return true;
            }
        }
        return false;
    }
    int statementsAsked() const { return proxy.count("POST", "/v1/wallet-statements"); }
};

} // namespace

class TestStatementsPage : public QObject
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

    void lastMonthGeneratedLookedAtAndExported()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        StatementsWindow w(sandbox, m_dir.filePath(u"statements.ini"_s));
        ui::StatementsPage *page = w.page();
        QVERIFY(w.chooseWallet(u"KES"_s));
        choose(page->zoneCombo(), 1); // UTC: the same period wherever the test runs
        choose(page->periodPicker()->combo(),
               page->periodPicker()->combo()->findData(int(core::PeriodPreset::LastMonth)));

        // Last month in UTC: from the first of the month to the first of this one.
        const QDate today = QDateTime::currentDateTimeUtc().date();
        const QDate firstOfThisMonth(today.year(), today.month(), 1);
        const statements::StatementPeriod period = page->period();
        QCOMPARE(period.from(), QDateTime(firstOfThisMonth.addMonths(-1), QTime(0, 0), QTimeZone::utc()));
        QCOMPARE(period.to(), QDateTime(firstOfThisMonth, QTime(0, 0), QTimeZone::utc()));

        QTest::mouseClick(w.find<QPushButton>(u"generateButton"_s), Qt::LeftButton);
        StatementsModel *list = page->statementsModel();
        QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 1, 10000);
        QCOMPARE(w.statementsAsked(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(list->statement(0).state, StoredStatement::State::Ready, 30000);
        QVERIFY(list->index(0, StatementsModel::StateColumn).data().toString().contains(u"Ready"_s));
        QVERIFY(!page->selectedStatementId().isEmpty());

        // The lines, the check over all of them, the totals and the chart.
        statements::StatementLinesModel *lines = page->linesModel();
        QTRY_VERIFY_WITH_TIMEOUT(lines->rowCount() > 0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(page->checkLabel()->text().contains(u"gives the closing balance"_s), 20000);
        const qint64 lineCount = page->linesChecked();
        QVERIFY(lineCount > 0);
        QVERIFY(page->totalsLabel()->text().contains(u"All lines"_s));
        QVERIFY(page->totalsLabel()->text().contains(u"Payout initiated"_s)
                || page->totalsLabel()->text().contains(u"payout"_s, Qt::CaseInsensitive));
        QVERIFY(page->chart()->pointCount() >= 2);
        QVERIFY(w.find<QLabel>(u"summaryLabel"_s)->text().contains(u"Opening balance"_s));
        saveScreenshot(*w.window, u"statements-ready.png"_s);

        // CSV: every line, the header first, each row with the same number of cells.
        const QString csvFile = m_dir.filePath(u"last-month.csv"_s);
        QSignalSpy exported(page, &ui::StatementsPage::exportFinished);
        exporting::CsvWriter::Options options;
        options.delimiter = ';';
        options.decimalSeparator = ',';
        page->exportCsvTo(csvFile, options);
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 1, 20000);
        QVERIFY2(exported.first().at(0).toBool(), qPrintable(exported.first().at(1).toString()));
        QFile csv(csvFile);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = csv.readAll().split('\n');
        QCOMPARE(rows.size(), lineCount + 2); // the header, the lines, and after the last CRLF
        QCOMPARE(rows.first(), exporting::StatementCsvExport::headers().join(u';').toUtf8() + "\r");
        QVERIFY(w.find<QLabel>(u"detailMessage"_s)->text().contains(u"Exported to"_s));

        // The file proposed: the wallet and the days, not the statement's id.
        const QString proposed = page->suggestedFileName(u"pdf"_s);
        QVERIFY2(QRegularExpression(u"^statement-KES-\\d{4}-\\d{2}-01-to-\\d{4}-\\d{2}-\\d{2}\\.pdf$"_s)
                     .match(proposed)
                     .hasMatch(),
                 qPrintable(proposed));
        QVERIFY(!proposed.contains(u"stm-"_s));

        // PDF: a real PDF file, whole.
        const QString pdfFile = m_dir.filePath(u"last-month.pdf"_s);
        page->exportPdfTo(pdfFile);
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 2, 60000);
        QVERIFY2(exported.at(1).at(0).toBool(), qPrintable(exported.at(1).at(1).toString()));
        QFile pdf(pdfFile);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        if (const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOTS"); !dir.isEmpty()) {
            QFile::remove(QDir(dir).filePath(u"statement-last-month.pdf"_s));
            QVERIFY(QFile::copy(pdfFile, QDir(dir).filePath(u"statement-last-month.pdf"_s)));
        }

        // For an accounting system, from the menu: MT940 through the file dialog (its filter and
        // the name it proposes), read back by mt940js; CAMT.053 validated against the ISO 20022
        // schema. Every line is in each.
        auto *accounting = w.find<QPushButton>(u"exportAccountingButton"_s);
        QVERIFY(accounting->isEnabled());
        QVERIFY(accounting->menu());
        QStringList actions;
        for (QAction *a : accounting->menu()->actions())
            actions.append(a->objectName());
        QCOMPARE(actions, (QStringList {u"export_mt940"_s, u"export_camt053"_s, u"export_camt053v08"_s}));
        const QString mt940File = m_dir.filePath(u"last-month"_s); // typed without a suffix
        QString filter, proposedName;
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            filter = dialog->selectedNameFilter();
            proposedName = dialog->selectedFiles().value(0);
            auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s); // as a person types it
            if (!name)
                return;
            name->setText(mt940File);
            QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
            answer.stop();
        });
        answer.start(20);
        accounting->menu()->actions().at(0)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 3, 60000);
        QVERIFY2(exported.at(2).at(0).toBool(), qPrintable(exported.at(2).at(1).toString()));
        QVERIFY2(filter.contains(u"*.mt940 *.sta"_s), qPrintable(filter));
        QVERIFY2(proposedName.endsWith(u".mt940"_s), qPrintable(proposedName));
        QString mt940Error;
        const QJsonArray messages = readMt940(mt940File + u".mt940"_s, &mt940Error);
        QVERIFY2(mt940Error.isEmpty(), qPrintable(mt940Error));
        qint64 transactions = 0;
        for (const QJsonValue &m : messages)
            transactions += m[u"transactions"_s].toArray().size();
        QCOMPARE(transactions, lineCount);
        QVERIFY(w.find<QLabel>(u"detailMessage"_s)->text().contains(u"last-month.mt940"_s));

        const QString camtFile = m_dir.filePath(u"last-month.xml"_s);
        page->exportTo(exporting::StatementFormat::Camt053, camtFile);
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 4, 60000);
        QVERIFY2(exported.at(3).at(0).toBool(), qPrintable(exported.at(3).at(1).toString()));
        QCOMPARE(camtSchemaError(camtFile), QString());
        QFile camt(camtFile);
        QVERIFY(camt.open(QIODevice::ReadOnly));
        QCOMPARE(camt.readAll().count("<Ntry>"), lineCount);

        // A line's payout opens in History.
        QTableView *table = page->linesTable();
        int payoutRow = -1;
        for (int r = 0; r < lines->rowCount() && payoutRow < 0; ++r)
            if (!lines->index(r, 0).data(statements::StatementLinesModel::PayoutIdRole).toString().isEmpty())
                payoutRow = r;
        QVERIFY(payoutRow >= 0);
        const QString payoutId
            = lines->index(payoutRow, 0).data(statements::StatementLinesModel::PayoutIdRole).toString();
        table->setCurrentIndex(lines->index(payoutRow, 0));
        QVERIFY(w.find<QPushButton>(u"openPayoutButton"_s)->isEnabled());
        QTest::mouseClick(w.find<QPushButton>(u"openPayoutButton"_s), Qt::LeftButton);
        QTRY_COMPARE(w.window->currentPage(), static_cast<ui::Page *>(w.window->historyPage()));
        QTRY_COMPARE_WITH_TIMEOUT(w.window->historyPage()->detailPayoutId(), payoutId, 10000);
    }

    void refusedPeriodIsSaidUnderThePeriodAndNothingSent()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        StatementsWindow w(sandbox, m_dir.filePath(u"refused.ini"_s));
        ui::StatementsPage *page = w.page();
        QVERIFY(w.chooseWallet(u"KES"_s));
        choose(page->zoneCombo(), 1);
        ui::PeriodPicker *picker = page->periodPicker();
        choose(picker->combo(), picker->combo()->findData(int(core::PeriodPreset::Dates)));
        QVERIFY(picker->timesCheck()->isVisible());
        picker->timesCheck()->setChecked(true);
        ui::DateField *from = picker->fromField();
        ui::DateField *to = picker->toField();
        QCOMPARE(from->mode(), ui::DateField::Mode::DateHour);
        // The end before the start.
        from->setDateTime(QDateTime(QDate(2026, 10, 10), QTime(12, 0)));
        to->setDateTime(QDateTime(QDate(2026, 10, 9), QTime(12, 0)));
        QTest::mouseClick(w.find<QPushButton>(u"generateButton"_s), Qt::LeftButton);
        QVERIFY(page->periodMessage()->isVisible());
        QVERIFY(!page->periodMessage()->text().isEmpty());
        QVERIFY(ui::style::isMarkedInvalid(from));
        // Not asked for: the page turns Generate off while a statement is asked for.
        QVERIFY(w.find<QPushButton>(u"generateButton"_s)->isEnabled());
        QCOMPARE(w.statementsAsked(), 0);
        QCOMPARE(page->statementsModel()->rowCount(), 0);
        // Minutes cannot be typed at all: the editor shows and keeps whole hours.
        // (the locale's date, year in full, and the hour with ":00" written in).
        QCOMPARE(from->displayFormat(),
                 ui::DateField::displayFormatFor(ui::DateField::Mode::DateHour, from->locale()));
        QVERIFY2(from->displayFormat().contains(u"yyyy"_s) && from->displayFormat().endsWith(u":00"_s),
                 qPrintable(from->displayFormat()));
        // Corrected: the mark goes, the statement is asked for.
        to->setDateTime(QDateTime(QDate(2026, 10, 11), QTime(12, 0)));
        QVERIFY(!ui::style::isMarkedInvalid(from));
        QVERIFY(!page->periodMessage()->isVisible());
        QTest::mouseClick(w.find<QPushButton>(u"generateButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(page->statementsModel()->rowCount(), 1, 10000);
        // Asked for after the refused one would have been, and answered: the one request the
        // service got is this one; the refused period was never sent.
        QCOMPARE(w.statementsAsked(), 1);
    }

    void failedStatementSaysSoAndCanBeAskedAgain()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        StatementsWindow w(sandbox, m_dir.filePath(u"failed.ini"_s));
        ui::StatementsPage *page = w.page();
        QVERIFY(w.chooseWallet(u"KES"_s));
        choose(page->zoneCombo(), 1);
        choose(page->periodPicker()->combo(),
               page->periodPicker()->combo()->findData(int(core::PeriodPreset::Dates)));
        // Long before the wallet existed: the sandbox, like the service, fails such a statement.
        page->periodPicker()->fromField()->setDate(QDate(2000, 12, 31));
        page->periodPicker()->toField()->setDate(QDate(2001, 1, 1));
        QTest::mouseClick(w.find<QPushButton>(u"generateButton"_s), Qt::LeftButton);
        StatementsModel *list = page->statementsModel();
        QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(list->statement(0).state, StoredStatement::State::Failed, 30000);
        QTRY_VERIFY(w.find<QLabel>(u"detailMessage"_s)->text().contains(u"could not generate"_s));
        QVERIFY(w.find<QPushButton>(u"askAgainButton"_s)->isVisible());
        QVERIFY(!w.find<QPushButton>(u"exportCsvButton"_s)->isEnabled());
        QVERIFY(!page->linesTable()->isVisible());
        saveScreenshot(*w.window, u"statements-failed.png"_s);
        QTest::mouseClick(w.find<QPushButton>(u"askAgainButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 2, 10000);
        QCOMPARE(w.statementsAsked(), 2);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestStatementsPage)
#include "tst_statementspage.moc"
