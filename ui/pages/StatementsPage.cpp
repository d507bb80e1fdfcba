// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/StatementsPage.h"

#include "Style.h"
#include "api/ApiClient.h"
#include "dialogs/CsvOptionsDialog.h"
#include "domain/Money.h"
#include "models/WalletsModel.h"
#include "pages/StatementRequestForm.h"
#include "statements/StatementDigest.h"
#include "statements/StatementLinesModel.h"
#include "statements/StatementPeriod.h"
#include "statements/StatementsController.h"
#include "statements/StatementsModel.h"
#include "widgets/BalanceChart.h"
#include "widgets/DataTable.h"
#include "widgets/StatePanel.h"
#include "widgets/TaskProgressDialog.h"
#include "widgets/ToneDelegate.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using statements::StatementLinesModel;
using statements::StatementPeriod;
using statements::StatementsController;
using statements::StatementsModel;
using store::StoredStatement;

StatementsPage::StatementsPage(store::Statements *statements, QWidget *parent)
    : Page(info(), parent)
    , m_controller(new StatementsController(statements, this))
{
    m_controller->setLocale(locale());
    const auto showWallets = [this] { isBuilt() ? m_form->showWallets(m_controller->wallets()) : void(); };
    connect(m_controller->wallets(), &models::WalletsModel::stateChanged, this, showWallets);
    connect(m_controller->wallets(), &models::WalletsModel::walletSettingsChanged, this, showWallets);
    connect(m_controller->statements(), &StatementsModel::loaded, this, [this] {
        if (!isBuilt())
            return;
        updateState();
        if (const QString localId = m_controller->statementToSelect(); !localId.isEmpty())
            selectStatement(localId);
    });
    connect(m_controller, &StatementsController::requested, this, [this] {
        if (!isBuilt())
            return;
        m_form->setBusy(false);
        m_form->setMessage({});
    });
    connect(m_controller, &StatementsController::requestFailed, this, [this](const QString &message) {
        if (!isBuilt())
            return;
        m_form->setBusy(false);
        m_form->setMessage(message, style::Tone::Error);
    });
    connect(m_controller, &StatementsController::storeError, this, [this](const QString &message) {
        if (isBuilt())
            m_form->setMessage(message, style::Tone::Error);
    });
    connect(m_controller, &StatementsController::digestProgress, this, &StatementsPage::showDigestProgress);
    connect(m_controller, &StatementsController::digestFinished, this, &StatementsPage::showDigestEnd);
}

StatementsPage::~StatementsPage() = default;

PageInfo StatementsPage::info()
{
    return {u"statementsPage"_s, tr("Statements"), QKeySequence(Qt::CTRL | Qt::Key_5), u"statements"_s};
}

statements::StatementsModel *StatementsPage::statementsModel() const
{
    return m_controller->statements();
}

statements::StatementLinesModel *StatementsPage::linesModel() const
{
    return m_controller->lines();
}

qint64 StatementsPage::linesChecked() const
{
    return m_controller->linesChecked();
}

models::WalletsModel *StatementsPage::walletsModel() const
{
    return m_controller->wallets();
}

QComboBox *StatementsPage::walletCombo() const
{
    return m_form ? m_form->walletCombo() : nullptr;
}

PeriodPicker *StatementsPage::periodPicker() const
{
    return m_form ? m_form->periodPicker() : nullptr;
}

QComboBox *StatementsPage::zoneCombo() const
{
    return m_form ? m_form->zoneCombo() : nullptr;
}

QLabel *StatementsPage::periodMessage() const
{
    return m_form ? m_form->periodMessage() : nullptr;
}

StatementPeriod StatementsPage::period() const
{
    return m_form->period();
}

QString StatementsPage::suggestedFileName(const QString &extension) const
{
    return m_controller->suggestedFileName(extension);
}

QString StatementsPage::selectedStatementId() const
{
    return m_controller->shownStatementId();
}

void StatementsPage::buildContent()
{
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new StatementRequestForm(content);
    layout->addWidget(m_form);
    connect(m_form, &StatementRequestForm::generateClicked, this, &StatementsPage::generate);
    connect(m_form->zoneCombo(), &QComboBox::currentIndexChanged, this,
            [this] { m_controller->setTimeZone(m_form->chosenZone()); });
    m_controller->setTimeZone(m_form->chosenZone());

    m_statementsTable = new QTableView(content);
    m_statementsTable->setHorizontalHeader(new RowTableHeader(m_statementsTable));
    m_statementsTable->setObjectName(u"statementsTable"_s);
    m_statementsTable->setAccessibleName(tr("Statements"));
    m_statementsTable->setModel(m_controller->statements());
    m_statementsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_statementsTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_statementsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_statementsTable->verticalHeader()->hide();
    m_statementsTable->horizontalHeader()->setStretchLastSection(true);
    m_statementsTable->setWordWrap(false);
    m_statementsTable->verticalHeader()->setDefaultSectionSize(m_statementsTable->fontMetrics().height() + 8);
    connect(m_controller->statements(), &QAbstractItemModel::modelReset, m_statementsTable,
            [this] { m_statementsTable->resizeColumnsToContents(); });
    connect(m_statementsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &StatementsPage::onStatementSelected);

    auto *splitter = new QSplitter(Qt::Vertical, content);
    splitter->addWidget(m_statementsTable);
    splitter->addWidget(buildDetail());
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 5);
    splitter->setSizes({130, 650}); // a few statements in sight, the rest for the one shown
    layout->addWidget(splitter, 1);
    setContent(content);
    m_form->showWallets(m_controller->wallets());
    showStatement();
}

QWidget *StatementsPage::buildDetail()
{
    m_detail = new QWidget(this);
    auto *layout = new QVBoxLayout(m_detail);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *top = new QHBoxLayout;
    m_summaryLabel = new QLabel(m_detail);
    m_summaryLabel->setObjectName(u"summaryLabel"_s);
    m_summaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summaryLabel->setWordWrap(true);
    m_totalsLabel = new QLabel(m_detail);
    m_totalsLabel->setObjectName(u"totalsLabel"_s);
    m_totalsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_summaryLabel, 1, Qt::AlignTop);
    top->addWidget(m_totalsLabel, 1, Qt::AlignTop);
    layout->addLayout(top);

    m_checkLabel = new QLabel(m_detail);
    m_checkLabel->setObjectName(u"checkLabel"_s);
    m_checkLabel->setWordWrap(true);
    layout->addWidget(m_checkLabel);

    m_detailMessage = new QLabel(m_detail);
    m_detailMessage->setObjectName(u"detailMessage"_s);
    m_detailMessage->setWordWrap(true);
    m_askAgainButton = new QPushButton(tr("Ask for it again"), m_detail);
    m_askAgainButton->setObjectName(u"askAgainButton"_s);
    auto *messageRow = new QHBoxLayout;
    messageRow->addWidget(m_detailMessage, 1);
    messageRow->addWidget(m_askAgainButton);
    layout->addLayout(messageRow);

    m_linesTable = new QTableView(m_detail);
    m_linesTable->setHorizontalHeader(new RowTableHeader(m_linesTable));
    m_linesTable->setObjectName(u"linesTable"_s);
    m_linesTable->setAccessibleName(tr("Lines of the statement"));
    m_linesTable->setModel(m_controller->lines());
    m_linesTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_linesTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_linesTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_linesTable->verticalHeader()->hide();
    m_linesTable->horizontalHeader()->setStretchLastSection(true);
    m_linesTable->setWordWrap(false);
    m_linesTable->verticalHeader()->setDefaultSectionSize(m_linesTable->fontMetrics().height() + 8);
    // Sized to the first page's contents, once: later pages do not make the columns jump.
    connect(m_controller->lines(), &QAbstractItemModel::rowsInserted, m_linesTable,
            [this](const QModelIndex &, int first) {
                if (first == 0)
                    m_linesTable->resizeColumnsToContents();
            });
    // Debits in the error colour, credits in the success colour.
    m_linesTable->setItemDelegateForColumn(
        StatementLinesModel::AmountColumn,
        ToneDelegate::forRole(StatementLinesModel::ToneRole, StatementLinesModel::Tone::Debit,
                              StatementLinesModel::Tone::Credit, m_linesTable));
    m_linesTable->setToolTip(tr("Double-click a line to open its payout in History"));
    m_chart = new BalanceChart(m_detail);
    auto *linesSplitter = new QSplitter(Qt::Horizontal, m_detail);
    linesSplitter->addWidget(m_linesTable);
    linesSplitter->addWidget(m_chart);
    linesSplitter->setStretchFactor(0, 3);
    linesSplitter->setStretchFactor(1, 2);
    linesSplitter->setSizes({620, 420});
    m_linesArea = linesSplitter;
    layout->addWidget(linesSplitter, 1);
    // Takes the room of the lines while they are hidden (a statement pending or failed), so that
    // what is said of it stays under its summary.
    layout->addStretch(0);

    auto *buttons = new QHBoxLayout;
    m_openPayoutButton = new QPushButton(tr("Open payout in History"), m_detail);
    m_openPayoutButton->setObjectName(u"openPayoutButton"_s);
    m_csvButton = new QPushButton(tr("Export CSV\u2026"), m_detail);
    m_csvButton->setObjectName(u"exportCsvButton"_s);
    m_pdfButton = new QPushButton(tr("Export PDF\u2026"), m_detail);
    m_pdfButton->setObjectName(u"exportPdfButton"_s);
    // For an accounting system: MT940 and CAMT.053 (the formats ERPs import), from a menu.
    m_accountingButton = new QPushButton(tr("Export for accounting"), m_detail);
    m_accountingButton->setObjectName(u"exportAccountingButton"_s);
    auto *formats = new QMenu(m_accountingButton);
    for (const exporting::StatementFormat format : exporting::StatementFormats::all()) {
        if (format != exporting::StatementFormat::Csv && format != exporting::StatementFormat::Pdf)
            formats
                ->addAction(exporting::StatementFormats::name(format) + u"\u2026"_s, this,
                            [this, format] { askExport(format); })
                ->setObjectName(u"export_"_s + exporting::StatementFormats::key(format));
    }
    m_accountingButton->setMenu(formats);
    buttons->addWidget(m_openPayoutButton);
    buttons->addStretch(1);
    buttons->addWidget(m_csvButton);
    buttons->addWidget(m_pdfButton);
    buttons->addWidget(m_accountingButton);
    layout->addLayout(buttons);

    connect(m_linesTable, &QTableView::doubleClicked, this, &StatementsPage::openLine);
    connect(m_openPayoutButton, &QPushButton::clicked, this,
            [this] { openLine(m_linesTable->currentIndex()); });
    connect(m_linesTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_openPayoutButton->setEnabled(
                    !current.data(StatementLinesModel::PayoutIdRole).toString().isEmpty());
            });
    connect(m_controller->lines(), &models::PagedTableModel::stateChanged, this, [this] {
        if (m_controller->lines()->isNotReady())
            setMessage(m_detailMessage, tr("This statement is not ready yet."), int(style::Tone::Warning));
        else if (m_controller->lines()->state() == models::PagedTableModel::State::Failed)
            setMessage(
                m_detailMessage,
                tr("The lines could not be loaded: %1").arg(m_controller->lines()->lastError().userMessage()),
                int(style::Tone::Error));
    });
    connect(m_csvButton, &QPushButton::clicked, this, [this] { askExport(exporting::StatementFormat::Csv); });
    connect(m_pdfButton, &QPushButton::clicked, this, [this] { askExport(exporting::StatementFormat::Pdf); });
    connect(m_askAgainButton, &QPushButton::clicked, m_controller,
            &statements::StatementsController::generateShownAgain);
    return m_detail;
}

void StatementsPage::setMessage(QLabel *label, const QString &text, int tone)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
    style::setToneText(label, style::Tone(tone));
}

void StatementsPage::generate()
{
    ensureBuilt();
    if (!m_form->check())
        return;
    if (m_controller->canGenerate()) {
        m_form->setBusy(true);
        m_form->setMessage(tr("Asking the service for the statement\u2026"));
    }
    m_controller->generate(m_form->walletId(), m_form->currency(), m_form->period());
}

void StatementsPage::selectStatement(const QString &localId)
{
    ensureBuilt();
    const int row = m_controller->statements()->rowOfLocalId(localId);
    if (row < 0)
        return;
    if (m_statementsTable->currentIndex().row() != row)
        m_statementsTable->setCurrentIndex(m_controller->statements()->index(row, 0));
    else
        onStatementSelected();
}

void StatementsPage::onStatementSelected()
{
    const QModelIndex current = m_statementsTable->currentIndex();
    const QString localId
        = current.isValid() ? current.data(StatementsModel::LocalIdRole).toString() : QString();
    if (m_controller->show(localId))
        showStatement();
}

void StatementsPage::showStatement()
{
    // What the controller shows (StatementsController::show()), in words.
    const StoredStatement *shown = m_controller->shown();
    m_totalsLabel->clear();
    m_checkLabel->clear();
    m_askAgainButton->hide();
    m_openPayoutButton->setEnabled(false);
    if (!shown) {
        m_summaryLabel->setText(m_controller->statements()->rowCount() == 0
                                    ? tr("No statement was asked for in this profile yet. Choose a wallet "
                                         "and a period above, then Generate.")
                                    : tr("Choose a statement in the list."));
        setMessage(m_detailMessage, {}, 0);
        m_linesArea->hide();
        setExportsEnabled(false);
        return;
    }
    const StoredStatement &s = *shown;
    const QTimeZone zone = m_controller->timeZone();
    const api::Statement statement = StatementsController::toApiStatement(s);
    QStringList lines;
    lines << tr("<b>%1 wallet</b> %2").arg(s.currency.toHtmlEscaped(), s.walletId.toHtmlEscaped());
    lines << tr("<b>Period</b> %1")
                 .arg(StatementsModel::periodText(s.periodFrom, s.periodTo, zone, locale()).toHtmlEscaped());
    lines << tr("<b>Statement</b> %1").arg(s.statementId.toHtmlEscaped());
    if (statement.openingBalance.isValid() || statement.closingBalance.isValid())
        lines << tr("<b>Opening balance</b> %1 &nbsp; <b>Closing balance</b> %2")
                     .arg(statement.openingBalance.toDisplayWithCurrency(locale()).toHtmlEscaped(),
                          statement.closingBalance.toDisplayWithCurrency(locale()).toHtmlEscaped());
    m_summaryLabel->setText(lines.join(u"<br>"_s));

    const bool ready = s.state == StoredStatement::State::Ready;
    m_linesArea->setVisible(ready);
    setExportsEnabled(ready);
    switch (s.state) {
    case StoredStatement::State::Pending:
        setMessage(m_detailMessage,
                   tr("The service is generating this statement. Paydesk looks again on its own; the lines "
                      "show here once it is ready."),
                   int(style::Tone::Plain));
        return;
    case StoredStatement::State::Failed:
        setMessage(m_detailMessage,
                   s.context.isEmpty()
                       ? tr("The service could not generate this statement. Ask for it again; if it fails "
                            "again, contact the provider's support with the statement id.")
                       : tr("The service could not generate this statement (%1). Ask for it again; if it "
                            "fails again, contact the provider's support with the statement id.")
                             .arg(s.context),
                   int(style::Tone::Error));
        m_askAgainButton->show();
        return;
    case StoredStatement::State::Ready:
        break;
    }
    setMessage(m_detailMessage, {}, 0);
    if (m_controller->digest()) // the lines are being read and checked
        showDigestStarted();
}

void StatementsPage::showDigestStarted()
{
    m_chart->showMessage(tr("Reading the lines\u2026"));
    setMessage(m_checkLabel, tr("Checking the balances over every line\u2026"), int(style::Tone::Plain));
}

void StatementsPage::showDigestProgress(qint64 done)
{
    setMessage(m_checkLabel,
               tr("Checking the balances over every line\u2026 %n line(s) read", nullptr, int(done)),
               int(style::Tone::Plain));
}

void StatementsPage::showDigestEnd(bool ok, const QString &error)
{
    if (ok) {
        showDigest();
    } else {
        setMessage(m_checkLabel, tr("The balances could not be checked: %1").arg(error),
                   int(style::Tone::Warning));
        m_chart->showMessage(tr("No chart: the lines could not be read."));
    }
    Q_EMIT digestFinished(ok);
}

void StatementsPage::showDigest()
{
    const statements::StatementDigest *digest = m_controller->digest();
    const statements::BalanceCheck &check = digest->balanceCheck();
    const QLocale loc = locale();
    switch (check.verdict()) {
    case statements::BalanceCheck::Verdict::Matches:
        setMessage(m_checkLabel,
                   tr("\u2714 Opening balance plus the %n line(s) gives the closing balance.", nullptr,
                      int(check.lineCount())),
                   int(style::Tone::Success));
        break;
    case statements::BalanceCheck::Verdict::Mismatch:
        setMessage(m_checkLabel,
                   tr("\u26a0 The lines do not add up: opening %1 plus the lines gives %2, but the closing "
                      "balance is %3 (a difference of %4). Tell the provider before using this statement.")
                       .arg(check.opening().toDisplayWithCurrency(loc),
                            check.expectedClosing().toDisplayWithCurrency(loc),
                            check.closing().toDisplayWithCurrency(loc),
                            check.difference().toDisplayWithCurrency(loc)),
                   int(style::Tone::Error));
        break;
    case statements::BalanceCheck::Verdict::Unreadable:
        setMessage(
            m_checkLabel,
            tr("\u26a0 The balances cannot be checked: a line is in another currency or out of range."),
            int(style::Tone::Error));
        break;
    case statements::BalanceCheck::Verdict::Incomplete:
        setMessage(m_checkLabel, tr("The balances of this statement are not known."),
                   int(style::Tone::Warning));
        break;
    }

    const exporting::StatementTotals &totals = digest->totals();
    QString html
        = u"<table cellspacing='0' cellpadding='2'><tr><th align='left'>%1</th><th align='right'>%2</th>"
          "<th align='right'>%3</th><th align='right'>%4</th></tr>"_s.arg(tr("Line type"), tr("Lines"),
                                                                          tr("Debits"), tr("Credits"));
    const auto row = [&](const QString &name, const exporting::StatementTotals::Row &r, bool bold) {
        const QString b = bold ? u"<b>"_s : QString(), e = bold ? u"</b>"_s : QString();
        html += u"<tr><td>%1%2%3</td><td align='right'>%1%4%3</td><td align='right'>%1%5%3</td>"
                "<td align='right'>%1%6%3</td></tr>"_s.arg(b, name.toHtmlEscaped(), e, loc.toString(r.lines),
                                                           r.debits.toDisplay(loc), r.credits.toDisplay(loc));
    };
    for (const exporting::StatementTotals::Row &r : totals.rows())
        row(StatementLinesModel::typeText(r.type), r, false);
    row(tr("All lines"), totals.total(), true);
    html += u"</table>"_s;
    m_totalsLabel->setText(html);
    m_chart->showSeries(digest->series(), m_controller->timeZone(), loc);
}

void StatementsPage::openLine(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString payout = index.data(StatementLinesModel::PayoutIdRole).toString();
    if (!payout.isEmpty())
        Q_EMIT payoutRequested(payout);
}

void StatementsPage::exportCsvTo(const QString &fileName, const exporting::CsvWriter::Options &options)
{
    runExport(m_controller->exportCsv(fileName, options), fileName);
}

void StatementsPage::exportPdfTo(const QString &fileName)
{
    exportTo(exporting::StatementFormat::Pdf, fileName);
}

void StatementsPage::exportTo(exporting::StatementFormat format, const QString &fileName)
{
    runExport(m_controller->exportAs(format, fileName), fileName);
}

void StatementsPage::askExport(exporting::StatementFormat format)
{
    exporting::CsvWriter::Options options = CsvOptionsDialog::remembered(locale());
    if (format == exporting::StatementFormat::Csv && !CsvOptionsDialog::ask(this, options))
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suffix = exporting::StatementFormats::suffix(format);
    QString name = QFileDialog::getSaveFileName(
        this, tr("Export the statement"), QDir(folder).filePath(m_controller->suggestedFileName(suffix)),
        exporting::StatementFormats::fileFilter(format));
    if (!name.isEmpty() && QFileInfo(name).suffix().isEmpty())
        name += u'.' + suffix; // a name typed without one gets the format's
    if (!name.isEmpty())
        runExport(m_controller->exportAs(format, name, options), name);
}

void StatementsPage::setExportsEnabled(bool enabled)
{
    for (QPushButton *button : {m_csvButton, m_pdfButton, m_accountingButton})
        button->setEnabled(enabled);
}

void StatementsPage::runExport(tasks::Task *task, const QString &fileName)
{
    if (!task)
        return; // nothing to export (StatementsController::exportAs())
    setExportsEnabled(false);
    const auto enable = [this] { setExportsEnabled(m_controller->shownIsReady()); };
    connect(task, &tasks::Task::finished, this, [this, fileName, enable](bool ok, const QString &error) {
        enable();
        setMessage(m_detailMessage,
                   ok ? tr("Exported to %1.").arg(QDir::toNativeSeparators(fileName))
                      : tr("Not exported: %1").arg(error),
                   int(ok ? style::Tone::Success : style::Tone::Error));
        Q_EMIT exportFinished(ok, error);
    });
    connect(task, &QObject::destroyed, this, enable);
    auto *dialog = new TaskProgressDialog(
        task, this, [](qint64 done) { return tr("%n line(s) exported\u2026", nullptr, int(done)); });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void StatementsPage::sessionChanged(session::Session *session)
{
    m_controller->setSession(session);
    if (isBuilt())
        showStatement();
}

void StatementsPage::load()
{
    m_controller->load();
}

void StatementsPage::updateView()
{
    if (!m_controller->statements()->isLoaded()) {
        statePanel()->showLoading(tr("Reading the statements asked for here\u2026"));
        return;
    }
    if (!m_controller->statements()->lastError().isEmpty()) {
        statePanel()->showError(tr("The statements could not be read from the local database: %1")
                                    .arg(m_controller->statements()->lastError()),
                                StatePanel::Action::Retry);
        return;
    }
    statePanel()->showContent();
}

} // namespace paydesk::ui
