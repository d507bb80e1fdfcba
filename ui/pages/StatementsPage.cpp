// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/StatementsPage.h"

#include "Style.h"
#include "api/ApiClient.h"
#include "dialogs/CsvOptionsDialog.h"
#include "domain/Money.h"
#include "export/StatementCsvExport.h"
#include "export/StatementPdfExport.h"
#include "models/WalletsModel.h"
#include "settings/Settings.h"
#include "statements/StatementDigest.h"
#include "statements/StatementGenerator.h"
#include "statements/StatementLinesModel.h"
#include "statements/StatementPeriod.h"
#include "statements/StatementsModel.h"
#include "widgets/BalanceChart.h"
#include "widgets/StatePanel.h"
#include "widgets/TaskProgressDialog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDateTimeEdit>
#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using statements::StatementLinesModel;
using statements::StatementPeriod;
using statements::StatementsModel;
using store::StoredStatement;

namespace {

// Debits in the error colour, credits in the success colour (StatementLinesModel::ToneRole).
class LineToneDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QVariant tone = index.data(StatementLinesModel::ToneRole);
        if (!tone.isValid())
            return;
        const auto t = tone.value<StatementLinesModel::Tone>();
        if (t == StatementLinesModel::Tone::Debit)
            option->palette.setColor(QPalette::Text, style::errorColor());
        else if (t == StatementLinesModel::Tone::Credit)
            option->palette.setColor(QPalette::Text, style::successColor());
    }
};

// The statement as the service has it, from what the store remembers of it.
api::Statement toApiStatement(const StoredStatement &s)
{
    api::Statement statement;
    statement.id = s.statementId;
    statement.walletId = s.walletId;
    statement.from = s.periodFrom;
    statement.to = s.periodTo;
    statement.createdAt = s.createdAt;
    if (const MoneyParseResult opening = Money::parse(s.openingBalance, s.currency))
        statement.openingBalance = opening.money;
    if (const MoneyParseResult closing = Money::parse(s.closingBalance, s.currency))
        statement.closingBalance = closing.money;
    return statement;
}

bool wholeHourZone(const QTimeZone &zone)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return zone.offsetFromUtc(now) % 3600 == 0 && zone.offsetFromUtc(now.addMonths(-6)) % 3600 == 0;
}

} // namespace

StatementsPage::StatementsPage(store::Statements *statements, QWidget *parent)
    : Page(parent)
    , m_store(statements)
    , m_wallets(new models::WalletsModel(this))
    , m_statementsModel(new StatementsModel(statements, this))
    , m_lines(new StatementLinesModel(this))
{
    setObjectName(u"statementsPage"_s);
    connect(m_wallets, &models::WalletsModel::stateChanged, this, [this] {
        if (isBuilt())
            showWallets();
    });
    connect(m_statementsModel, &StatementsModel::loaded, this, [this] {
        if (!isBuilt())
            return;
        updateState();
        if (!m_selectAfterLoad.isEmpty() && m_statementsModel->rowOfLocalId(m_selectAfterLoad) >= 0)
            selectStatement(std::exchange(m_selectAfterLoad, {}));
        else if (!m_shownLocalId.isEmpty())
            selectStatement(m_shownLocalId); // its state may have changed: shown again
        else if (m_statementsModel->rowCount() > 0)
            selectStatement(m_statementsModel->statement(0).id); // the newest, as the page opens
    });
}

StatementsPage::~StatementsPage()
{
    if (m_digest)
        m_digest->cancel();
}

QString StatementsPage::title() const
{
    return tr("Statements");
}

QKeySequence StatementsPage::shortcut() const
{
    return QKeySequence(Qt::CTRL | Qt::Key_5);
}

QTimeZone StatementsPage::chosenZone() const
{
    if (m_zoneCombo && m_zoneCombo->currentData().toBool())
        return QTimeZone::utc();
    return QTimeZone::systemTimeZone();
}

void StatementsPage::buildContent()
{
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildRequestForm());

    m_statementsTable = new QTableView(content);
    m_statementsTable->setObjectName(u"statementsTable"_s);
    m_statementsTable->setModel(m_statementsModel);
    m_statementsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_statementsTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_statementsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_statementsTable->verticalHeader()->hide();
    m_statementsTable->horizontalHeader()->setStretchLastSection(true);
    m_statementsTable->setWordWrap(false);
    m_statementsTable->verticalHeader()->setDefaultSectionSize(m_statementsTable->fontMetrics().height() + 8);
    connect(m_statementsModel, &QAbstractItemModel::modelReset, m_statementsTable,
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
    showWallets();
    showStatement();
}

QWidget *StatementsPage::buildRequestForm()
{
    auto *box = new QGroupBox(tr("New statement"), this);
    auto *grid = new QHBoxLayout(box);

    m_walletCombo = new QComboBox(box);
    m_walletCombo->setObjectName(u"walletCombo"_s);
    m_walletCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_periodCombo = new QComboBox(box);
    m_periodCombo->setObjectName(u"periodCombo"_s);
    m_periodCombo->addItem(tr("This month"), int(PeriodChoice::ThisMonth));
    m_periodCombo->addItem(tr("Last month"), int(PeriodChoice::LastMonth));
    m_periodCombo->addItem(tr("Last 7 days"), int(PeriodChoice::LastSevenDays));
    m_periodCombo->addItem(tr("Dates\u2026"), int(PeriodChoice::Dates));
    m_periodCombo->addItem(tr("Dates and hours\u2026"), int(PeriodChoice::DatesAndHours));
    m_periodCombo->setCurrentIndex(1);

    m_fromDate = new QDateEdit(box);
    m_fromDate->setObjectName(u"fromDate"_s);
    m_toDate = new QDateEdit(box);
    m_toDate->setObjectName(u"toDate"_s);
    for (QDateEdit *e : {m_fromDate, m_toDate}) {
        e->setCalendarPopup(true);
        e->setDisplayFormat(u"yyyy-MM-dd"_s);
    }
    m_fromTime = new QDateTimeEdit(box);
    m_fromTime->setObjectName(u"fromTime"_s);
    m_toTime = new QDateTimeEdit(box);
    m_toTime->setObjectName(u"toTime"_s);
    for (QDateTimeEdit *e : {m_fromTime, m_toTime}) {
        e->setCalendarPopup(true);
        // Whole hours only: the service takes nothing else, so minutes cannot be typed.
        e->setDisplayFormat(u"yyyy-MM-dd HH:00"_s);
    }
    m_fromTime->setToolTip(tr("The first hour of the period"));
    m_toTime->setToolTip(tr("The hour the period ends at (not included)"));
    m_fromDate->setToolTip(tr("The first day of the period"));
    m_toDate->setToolTip(tr("The last day of the period (included)"));

    m_zoneCombo = new QComboBox(box);
    m_zoneCombo->setObjectName(u"zoneCombo"_s);
    const QTimeZone mine = QTimeZone::systemTimeZone();
    m_zoneCombo->addItem(tr("My time (%1)").arg(QString::fromUtf8(mine.id())), false);
    m_zoneCombo->addItem(tr("UTC"), true);
    m_zoneCombo->setToolTip(tr("The clock the period is read on"));
    if (!wholeHourZone(mine)) // a period of days here would not start on a whole hour in UTC
        m_zoneCombo->setCurrentIndex(1);

    m_generateButton = new QPushButton(tr("Generate"), box);
    m_generateButton->setObjectName(u"generateButton"_s);
    m_generateButton->setDefault(true);

    auto *walletLabel = new QLabel(tr("&Wallet:"), box);
    walletLabel->setBuddy(m_walletCombo);
    auto *periodLabel = new QLabel(tr("&Period:"), box);
    periodLabel->setBuddy(m_periodCombo);
    auto *dash = new QLabel(u"\u2013"_s, box);
    grid->addWidget(walletLabel);
    grid->addWidget(m_walletCombo);
    grid->addSpacing(12);
    grid->addWidget(periodLabel);
    grid->addWidget(m_periodCombo);
    grid->addWidget(m_fromDate);
    grid->addWidget(m_fromTime);
    grid->addWidget(dash);
    grid->addWidget(m_toDate);
    grid->addWidget(m_toTime);
    grid->addWidget(m_zoneCombo);
    grid->addStretch(1);
    grid->addWidget(m_generateButton);

    m_periodMessage = new QLabel(box);
    m_periodMessage->setObjectName(u"periodMessage"_s);
    m_periodMessage->setWordWrap(true);
    m_periodMessage->hide();
    auto *outer = new QVBoxLayout;
    outer->setContentsMargins(0, 0, 0, 0);
    auto *wrapper = new QWidget(this);
    outer->addWidget(box);
    outer->addWidget(m_periodMessage);
    wrapper->setLayout(outer);

    fillPeriodFromChoice();
    showPeriodEditors();
    connect(m_periodCombo, &QComboBox::currentIndexChanged, this, [this] {
        fillPeriodFromChoice();
        showPeriodEditors();
    });
    connect(m_zoneCombo, &QComboBox::currentIndexChanged, this, [this] {
        fillPeriodFromChoice();
        setMessage(m_periodMessage, {}, 0);
    });
    for (QDateTimeEdit *e : {static_cast<QDateTimeEdit *>(m_fromDate), static_cast<QDateTimeEdit *>(m_toDate),
                             m_fromTime, m_toTime})
        connect(e, &QDateTimeEdit::dateTimeChanged, this, [this] {
            // The period is wrong as a whole (its end before its start, say): any change clears it.
            for (QWidget *w : {static_cast<QWidget *>(m_fromDate), static_cast<QWidget *>(m_toDate),
                               static_cast<QWidget *>(m_fromTime), static_cast<QWidget *>(m_toTime)})
                style::markInvalid(w, false);
            setMessage(m_periodMessage, {}, 0);
        });
    connect(m_walletCombo, &QComboBox::currentIndexChanged, this,
            [this] { style::markInvalid(m_walletCombo, false); });
    connect(m_generateButton, &QPushButton::clicked, this, &StatementsPage::generate);
    return wrapper;
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
    m_linesTable->setObjectName(u"linesTable"_s);
    m_linesTable->setModel(m_lines);
    m_linesTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_linesTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_linesTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_linesTable->verticalHeader()->hide();
    m_linesTable->horizontalHeader()->setStretchLastSection(true);
    m_linesTable->setWordWrap(false);
    m_linesTable->verticalHeader()->setDefaultSectionSize(m_linesTable->fontMetrics().height() + 8);
    // Sized to the first page's contents, once: later pages do not make the columns jump.
    connect(m_lines, &QAbstractItemModel::rowsInserted, m_linesTable, [this](const QModelIndex &, int first) {
        if (first == 0)
            m_linesTable->resizeColumnsToContents();
    });
    m_linesTable->setItemDelegateForColumn(StatementLinesModel::AmountColumn,
                                           new LineToneDelegate(m_linesTable));
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
    buttons->addWidget(m_openPayoutButton);
    buttons->addStretch(1);
    buttons->addWidget(m_csvButton);
    buttons->addWidget(m_pdfButton);
    layout->addLayout(buttons);

    connect(m_linesTable, &QTableView::doubleClicked, this, &StatementsPage::openLine);
    connect(m_openPayoutButton, &QPushButton::clicked, this,
            [this] { openLine(m_linesTable->currentIndex()); });
    connect(m_linesTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_openPayoutButton->setEnabled(
                    !current.data(StatementLinesModel::PayoutIdRole).toString().isEmpty());
            });
    connect(m_lines, &models::PagedTableModel::stateChanged, this, [this] {
        if (m_lines->isNotReady())
            setMessage(m_detailMessage, tr("This statement is not ready yet."), int(style::Tone::Warning));
        else if (m_lines->state() == models::PagedTableModel::State::Failed)
            setMessage(m_detailMessage,
                       tr("The lines could not be loaded: %1").arg(m_lines->lastError().userMessage()),
                       int(style::Tone::Error));
    });
    connect(m_csvButton, &QPushButton::clicked, this, &StatementsPage::askCsvExport);
    connect(m_pdfButton, &QPushButton::clicked, this, &StatementsPage::askPdfExport);
    connect(m_askAgainButton, &QPushButton::clicked, this, [this] {
        const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
        if (row < 0 || !m_generator)
            return;
        const StoredStatement &s = m_statementsModel->statement(row);
        m_generator->generate(s.walletId, s.currency, StatementPeriod(s.periodFrom, s.periodTo));
    });
    return m_detail;
}

void StatementsPage::setMessage(QLabel *label, const QString &text, int tone)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
    style::setToneText(label, style::Tone(tone));
}

void StatementsPage::fillPeriodFromChoice()
{
    const auto choice = PeriodChoice(m_periodCombo->currentData().toInt());
    const QTimeZone zone = chosenZone();
    const QDate today = QDateTime::currentDateTimeUtc().toTimeZone(zone).date();
    QDate first, last;
    switch (choice) {
    case PeriodChoice::ThisMonth:
        first = QDate(today.year(), today.month(), 1);
        last = today;
        break;
    case PeriodChoice::LastMonth:
        first = QDate(today.year(), today.month(), 1).addMonths(-1);
        last = QDate(today.year(), today.month(), 1).addDays(-1);
        break;
    case PeriodChoice::LastSevenDays:
        first = today.addDays(-6);
        last = today;
        break;
    case PeriodChoice::Dates:
    case PeriodChoice::DatesAndHours:
        return; // the person's own: left as they are
    }
    for (QDateEdit *e : {m_fromDate, m_toDate})
        e->blockSignals(true);
    m_fromDate->setDate(first);
    m_toDate->setDate(last);
    for (QDateEdit *e : {m_fromDate, m_toDate})
        e->blockSignals(false);
    m_fromTime->setDateTime(QDateTime(first, QTime(0, 0)));
    m_toTime->setDateTime(QDateTime(last.addDays(1), QTime(0, 0)));
}

void StatementsPage::showPeriodEditors()
{
    const auto choice = PeriodChoice(m_periodCombo->currentData().toInt());
    const bool hours = choice == PeriodChoice::DatesAndHours;
    m_fromDate->setVisible(!hours);
    m_toDate->setVisible(!hours);
    m_fromTime->setVisible(hours);
    m_toTime->setVisible(hours);
    const bool own = choice == PeriodChoice::Dates || hours;
    for (QWidget *w : {static_cast<QWidget *>(m_fromDate), static_cast<QWidget *>(m_toDate)})
        w->setEnabled(own);
}

StatementPeriod StatementsPage::period() const
{
    const QTimeZone zone = chosenZone();
    if (PeriodChoice(m_periodCombo->currentData().toInt()) == PeriodChoice::DatesAndHours) {
        const QDateTime a = m_fromTime->dateTime();
        const QDateTime b = m_toTime->dateTime();
        return StatementPeriod(QDateTime(a.date(), QTime(a.time().hour(), 0), zone),
                               QDateTime(b.date(), QTime(b.time().hour(), 0), zone));
    }
    return StatementPeriod::fromDates(m_fromDate->date(), m_toDate->date(), zone);
}

void StatementsPage::showWallets()
{
    const QString chosen = m_walletCombo->currentData().toString();
    m_walletCombo->blockSignals(true);
    m_walletCombo->clear();
    for (int row = 0; row < m_wallets->rowCount(); ++row) {
        const api::Wallet w = m_wallets->wallet(row);
        // The currency and what is available tell wallets apart at a glance; the id is the tooltip.
        m_walletCombo->addItem(
            tr("%1 wallet \u00b7 %2 available").arg(w.currency, w.available.toDisplay(locale())), w.id);
        m_walletCombo->setItemData(m_walletCombo->count() - 1, w.currency, Qt::UserRole + 1);
        m_walletCombo->setItemData(m_walletCombo->count() - 1, w.id, Qt::ToolTipRole);
    }
    const int again = m_walletCombo->findData(chosen);
    m_walletCombo->setCurrentIndex(again >= 0 ? again : (m_walletCombo->count() > 0 ? 0 : -1));
    m_walletCombo->setPlaceholderText(m_wallets->state() == models::WalletsModel::State::Failed
                                          ? tr("The wallets could not be loaded")
                                          : tr("Loading wallets\u2026"));
    m_walletCombo->blockSignals(false);
}

void StatementsPage::generate()
{
    ensureBuilt();
    setMessage(m_periodMessage, {}, 0);
    if (m_walletCombo->currentIndex() < 0) {
        style::markInvalid(m_walletCombo, true);
        setMessage(m_periodMessage, tr("Choose the wallet first."), int(style::Tone::Error));
        m_walletCombo->setFocus();
        return;
    }
    const StatementPeriod wanted = period();
    if (const QString error = wanted.validationError(); !error.isEmpty()) {
        const bool hours = PeriodChoice(m_periodCombo->currentData().toInt()) == PeriodChoice::DatesAndHours;
        for (QWidget *w :
             hours ? QList<QWidget *> {m_fromTime, m_toTime} : QList<QWidget *> {m_fromDate, m_toDate})
            style::markInvalid(w, true);
        setMessage(m_periodMessage, error, int(style::Tone::Error));
        (hours ? static_cast<QWidget *>(m_fromTime) : m_fromDate)->setFocus();
        return;
    }
    if (!m_generator) {
        setMessage(m_periodMessage,
                   tr("Not connected to the service: the statement cannot be asked for now."),
                   int(style::Tone::Error));
        return;
    }
    m_generateButton->setEnabled(false);
    setMessage(m_periodMessage, tr("Asking the service for the statement\u2026"), int(style::Tone::Plain));
    m_generator->generate(m_walletCombo->currentData().toString(),
                          m_walletCombo->currentData(Qt::UserRole + 1).toString(), wanted);
}

void StatementsPage::selectStatement(const QString &localId)
{
    ensureBuilt();
    const int row = m_statementsModel->rowOfLocalId(localId);
    if (row < 0)
        return;
    if (m_statementsTable->currentIndex().row() != row)
        m_statementsTable->setCurrentIndex(m_statementsModel->index(row, 0));
    else
        onStatementSelected();
}

QString StatementsPage::selectedStatementId() const
{
    const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
    return row >= 0 ? m_statementsModel->statement(row).statementId : QString();
}

void StatementsPage::onStatementSelected()
{
    const QModelIndex current = m_statementsTable->currentIndex();
    const QString localId
        = current.isValid() ? current.data(StatementsModel::LocalIdRole).toString() : QString();
    const int row = m_statementsModel->rowOfLocalId(localId);
    const bool same = localId == m_shownLocalId;
    const bool wasReady
        = same && m_lines->statementId() == selectedStatementId() && !m_lines->statementId().isEmpty();
    m_shownLocalId = localId;
    if (same && wasReady && row >= 0
        && m_statementsModel->statement(row).state == StoredStatement::State::Ready)
        return; // nothing new to show: the lines, the check and the chart stay
    showStatement();
}

void StatementsPage::showStatement()
{
    const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
    if (m_digest)
        m_digest->cancel();
    m_lines->setSession(nullptr);
    m_lines->clear();
    m_totalsLabel->clear();
    m_checkLabel->clear();
    m_linesChecked = 0;
    m_askAgainButton->hide();
    m_openPayoutButton->setEnabled(false);
    if (row < 0) {
        m_summaryLabel->setText(m_statementsModel->rowCount() == 0
                                    ? tr("No statement was asked for in this profile yet. Choose a wallet "
                                         "and a period above, then Generate.")
                                    : tr("Choose a statement in the list."));
        setMessage(m_detailMessage, {}, 0);
        m_linesArea->hide();
        m_csvButton->setEnabled(false);
        m_pdfButton->setEnabled(false);
        return;
    }
    const StoredStatement &s = m_statementsModel->statement(row);
    const QTimeZone zone = chosenZone();
    const api::Statement statement = toApiStatement(s);
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
    m_csvButton->setEnabled(ready);
    m_pdfButton->setEnabled(ready);
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
    m_lines->setTimeZone(zone);
    m_lines->setLocale(locale());
    m_lines->setSession(session());
    m_lines->setStatement(statement);
    startDigest();
}

void StatementsPage::startDigest()
{
    if (!session() || !session()->client())
        return;
    const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
    if (row < 0)
        return;
    m_digest = new statements::StatementDigest(session()->client(),
                                               toApiStatement(m_statementsModel->statement(row)), this);
    m_chart->showMessage(tr("Reading the lines\u2026"));
    setMessage(m_checkLabel, tr("Checking the balances over every line\u2026"), int(style::Tone::Plain));
    connect(m_digest, &tasks::Task::progressChanged, this, [this](qint64 done) {
        setMessage(m_checkLabel,
                   tr("Checking the balances over every line\u2026 %n line(s) read", nullptr, int(done)),
                   int(style::Tone::Plain));
    });
    connect(m_digest, &tasks::Task::finished, this, [this](bool ok, const QString &error) {
        if (ok) {
            showDigest();
        } else {
            setMessage(m_checkLabel, tr("The balances could not be checked: %1").arg(error),
                       int(style::Tone::Warning));
            m_chart->showMessage(tr("No chart: the lines could not be read."));
        }
        Q_EMIT digestFinished(ok);
    });
}

void StatementsPage::showDigest()
{
    const statements::BalanceCheck &check = m_digest->balanceCheck();
    m_linesChecked = m_digest->linesRead();
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

    const exporting::StatementTotals &totals = m_digest->totals();
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
    m_chart->showSeries(m_digest->series(), chosenZone(), loc);
}

void StatementsPage::openLine(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString payout = index.data(StatementLinesModel::PayoutIdRole).toString();
    if (!payout.isEmpty())
        Q_EMIT payoutRequested(payout);
}

QString StatementsPage::suggestedFileName(const QString &extension) const
{
    // "statement-KES-2026-10-01-to-2026-10-31.pdf": the wallet and the days, as History names its
    // export by its date; the period's end is its last instant's day, in the zone chosen.
    const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
    if (row < 0)
        return tr("statement.%1").arg(extension);
    const auto &s = m_statementsModel->statement(row);
    const QTimeZone zone = chosenZone();
    const QString from = s.periodFrom.toTimeZone(zone).date().toString(Qt::ISODate);
    const QString to = s.periodTo.addMSecs(-1).toTimeZone(zone).date().toString(Qt::ISODate);
    return from == to ? tr("statement-%1-%2.%3").arg(s.currency, from, extension)
                      : tr("statement-%1-%2-to-%3.%4").arg(s.currency, from, to, extension);
}

void StatementsPage::askCsvExport()
{
    exporting::CsvWriter::Options options = CsvOptionsDialog::remembered(locale());
    if (!CsvOptionsDialog::ask(this, options))
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = QFileDialog::getSaveFileName(this, tr("Export the statement"),
                                                      QDir(folder).filePath(suggestedFileName(u"csv"_s)),
                                                      tr("CSV files (*.csv)"));
    if (!name.isEmpty())
        exportCsvTo(name, options);
}

void StatementsPage::exportCsvTo(const QString &fileName, const exporting::CsvWriter::Options &options)
{
    if (!session() || !session()->client() || selectedStatementId().isEmpty())
        return;
    runExport(new exporting::StatementCsvExport(session()->client(), selectedStatementId(), fileName, options,
                                                this),
              fileName);
}

void StatementsPage::exportPdfTo(const QString &fileName)
{
    const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
    if (!session() || !session()->client() || row < 0)
        return;
    exporting::StatementPdfExport::Header header;
    header.walletLabel = tr("%1 wallet").arg(m_statementsModel->statement(row).currency);
    header.profileName = session()->profile().name;
    header.zone = chosenZone();
    header.locale = locale();
    runExport(new exporting::StatementPdfExport(session()->client(),
                                                toApiStatement(m_statementsModel->statement(row)), header,
                                                fileName, this),
              fileName);
}

void StatementsPage::askPdfExport()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = QFileDialog::getSaveFileName(this, tr("Export the statement"),
                                                      QDir(folder).filePath(suggestedFileName(u"pdf"_s)),
                                                      tr("PDF files (*.pdf)"));
    if (!name.isEmpty())
        exportPdfTo(name);
}

void StatementsPage::runExport(tasks::Task *task, const QString &fileName)
{
    m_csvButton->setEnabled(false);
    m_pdfButton->setEnabled(false);
    const auto enable = [this] {
        const int row = m_statementsModel->rowOfLocalId(m_shownLocalId);
        const bool ready
            = row >= 0 && m_statementsModel->statement(row).state == StoredStatement::State::Ready;
        m_csvButton->setEnabled(ready);
        m_pdfButton->setEnabled(ready);
    };
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
    m_wallets->setSession(session);
    delete m_generator;
    if (m_digest)
        m_digest->cancel();
    m_lines->setSession(nullptr);
    m_lines->clear();
    m_shownLocalId.clear();
    m_selectAfterLoad.clear();
    if (session) {
        m_generator = new statements::StatementGenerator(m_store, session, this);
        connect(m_generator, &statements::StatementGenerator::requested, this,
                [this](const StoredStatement &statement) {
                    m_generateButton->setEnabled(true);
                    setMessage(m_periodMessage, {}, 0);
                    m_selectAfterLoad = statement.id;
                    m_statementsModel->reload();
                });
        connect(m_generator, &statements::StatementGenerator::requestFailed, this,
                [this](const QString &message) {
                    m_generateButton->setEnabled(true);
                    setMessage(m_periodMessage, message, int(style::Tone::Error));
                });
        connect(m_generator, &statements::StatementGenerator::storeError, this,
                [this](const QString &message) {
                    setMessage(m_periodMessage, message, int(style::Tone::Error));
                });
    }
    m_statementsModel->setProfile(session ? session->profileId() : QString());
    if (isBuilt())
        showStatement();
}

void StatementsPage::load()
{
    m_wallets->refresh();
    m_statementsModel->reload();
    if (m_generator)
        m_generator->start();
}

void StatementsPage::updateView()
{
    if (!m_statementsModel->isLoaded()) {
        statePanel()->showLoading(tr("Reading the statements asked for here\u2026"));
        return;
    }
    if (!m_statementsModel->lastError().isEmpty()) {
        statePanel()->showError(tr("The statements could not be read from the local database: %1")
                                    .arg(m_statementsModel->lastError()),
                                StatePanel::Action::Retry);
        return;
    }
    statePanel()->showContent();
}

} // namespace paydesk::ui
