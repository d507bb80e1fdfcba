// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Statements (Ctrl+5): a wallet's movements over a period, for the accountants.
//
// - Ask for a statement: the wallet, the period (ui::PeriodPicker, History's too: today, the last 7
//   days, this month, last month, or dates, with whole hours when wanted), read in the person's
//   zone (named by its city) or in UTC. The service takes whole hours only:
//   a period it would refuse is refused here, under the period, before anything is sent
//   (statements::StatementPeriod; a half-hour zone is told to choose UTC).
//   The form is StatementRequestForm; what is asked, listed, shown and exported is
//   statements::StatementsController's (this page only shows it).
// - The statements asked for in this profile (the store remembers them: the service has no call
//   that lists them), followed until READY or FAILED by statements::StatementGenerator, also after
//   a restart.
// - The statement selected: wallet, period, opening and closing balances, the check that opening
//   plus every line gives closing (over ALL lines, read once in the background by
//   statements::StatementDigest; a mismatch is said with the difference), the totals by line type,
//   the lines as the table scrolls (statements::StatementLinesModel), and beside them the balance
//   over the period (BalanceChart). A line's payout opens in History (payoutRequested()).
// - Export CSV… (delimiter, decimal separator, byte order mark; remembered), Export PDF…, and
//   Export for accounting: MT940 (.mt940, .sta) or CAMT.053 (.xml, version 02 or 08), each a Task
//   with progress and Cancel; the file is whole or not written.

#include "export/CsvWriter.h"
#include "export/StatementFormat.h"
#include "pages/Page.h"
#include "pages/StatementRequestForm.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::statements {
class StatementLinesModel;
class StatementPeriod;
class StatementsController;
class StatementsModel;
} // namespace paydesk::statements
namespace paydesk::store {
class Statements;
}
namespace paydesk::tasks {
class Task;
}

namespace paydesk::ui {

class BalanceChart;
class PeriodPicker;

class StatementsPage : public Page
{
    Q_OBJECT
public:
    explicit StatementsPage(store::Statements *statements, QWidget *parent = nullptr);
    ~StatementsPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made

    // What the form holds, as the service would get it (validationError() says what is wrong).
    statements::StatementPeriod period() const;
    // Asks for a statement of the wallet and period in the form (what Generate does).
    void generate();
    // Selects the statement with this local id in the list (and shows it).
    void selectStatement(const QString &localId);
    QString selectedStatementId() const; // the service's stm- id, empty when none

    void exportCsvTo(const QString &fileName, const exporting::CsvWriter::Options &options);
    void exportPdfTo(const QString &fileName);
    // Any format, as the menu does once a file is chosen (StatementsController::exportAs()).
    void exportTo(exporting::StatementFormat format, const QString &fileName);

    statements::StatementsController *controller() const { return m_controller; }
    statements::StatementsModel *statementsModel() const;
    statements::StatementLinesModel *linesModel() const;
    // The lines read by the last balance check that ended (0 before one has).
    qint64 linesChecked() const;
    models::WalletsModel *walletsModel() const;
    QTableView *statementsTable() const { return m_statementsTable; }
    QTableView *linesTable() const { return m_linesTable; }
    BalanceChart *chart() const { return m_chart; }
    // The request form's fields (nullptr until the page is built).
    QComboBox *walletCombo() const;
    PeriodPicker *periodPicker() const; // the one period picker, History's too
    QComboBox *zoneCombo() const;
    QLabel *periodMessage() const;
    QLabel *checkLabel() const { return m_checkLabel; }
    QLabel *totalsLabel() const { return m_totalsLabel; }
    // The name the export dialogs propose for the statement shown: its wallet and its days
    // ("statement-KES-2026-10-01-to-2026-10-31.pdf"), as History names its export by its date.
    QString suggestedFileName(const QString &extension) const;

Q_SIGNALS:
    void payoutRequested(const QString &payoutId); // open it in History
    void exportFinished(bool ok, const QString &error);
    void digestFinished(bool ok);

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    void updateView() override;

private:
    QWidget *buildDetail();
    void onStatementSelected();
    void showStatement();
    void showDigestStarted();
    void showDigestProgress(qint64 done);
    void showDigestEnd(bool ok, const QString &error);
    void showDigest();
    void setMessage(QLabel *label, const QString &text, int tone);
    void openLine(const QModelIndex &index);
    void askExport(exporting::StatementFormat format); // the options (CSV), the file, then the export
    void setExportsEnabled(bool enabled);
    void runExport(tasks::Task *task, const QString &fileName);

    statements::StatementsController *const m_controller;

    StatementRequestForm *m_form = nullptr;
    QTableView *m_statementsTable = nullptr;
    QWidget *m_detail = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QLabel *m_checkLabel = nullptr;
    QLabel *m_totalsLabel = nullptr;
    QLabel *m_detailMessage = nullptr;
    QPushButton *m_askAgainButton = nullptr;
    QTableView *m_linesTable = nullptr;
    BalanceChart *m_chart = nullptr;
    QWidget *m_linesArea = nullptr;
    QPushButton *m_csvButton = nullptr;
    QPushButton *m_pdfButton = nullptr;
    QPushButton *m_accountingButton = nullptr; // MT940, CAMT.053: a menu
    QPushButton *m_openPayoutButton = nullptr;
};

} // namespace paydesk::ui
