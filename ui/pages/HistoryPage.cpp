// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/HistoryPage.h"

#include "Accessible.h"
#include "Style.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "core/DateText.h"
#include "dialogs/CsvOptionsDialog.h"
#include "domain/Money.h"
#include "domain/SpecTables.h"
#include "history/HistoryController.h"
#include "history/HistoryRange.h"
#include "history/LocalRecord.h"
#include "history/PayoutFilterProxy.h"
#include "history/PayoutsModel.h"
#include "history/RecipientDirectory.h"
#include "payouts/PayoutStateText.h"
#include "wallets/WalletDirectory.h"
#include "widgets/DataTable.h"
#include "widgets/PeriodPicker.h"
#include "widgets/StatePanel.h"
#include "widgets/TaskProgressDialog.h"
#include "widgets/ToneDelegate.h"

#include <QComboBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using history::HistoryRange;
using history::PayoutsModel;
using Preset = HistoryRange::Preset;

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// "<b>Label</b> value" lines, leaving out empty values.
void line(QStringList &lines, const QString &label, const QString &value)
{
    if (!value.isEmpty())
        lines.append(u"<b>%1</b> %2"_s.arg(esc(label), esc(value)));
}

} // namespace

HistoryPage::HistoryPage(const history::LocalRecordReader *records, QWidget *parent)
    : Page(info(), parent)
    , m_controller(new history::HistoryController(records, this))
    , m_model(m_controller->model())
    , m_proxy(m_controller->proxy())
{
    m_model->setLocale(locale());
    connect(m_model, &models::PagedTableModel::stateChanged, this, [this] {
        updateState();
        showCounts();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &HistoryPage::showCounts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &HistoryPage::showCounts);
    connect(m_controller, &history::HistoryController::payoutRefreshed, this, [this](const QString &id) {
        if (id == m_detailId) // the detail follows
            if (const int row = m_model->rowOf(id); row >= 0)
                showDetail(m_model->payoutAt(row), false);
    });
}

HistoryPage::~HistoryPage() = default;

PageInfo HistoryPage::info()
{
    return {u"historyPage"_s, tr("History"), QKeySequence(Qt::CTRL | Qt::Key_4), u"history"_s};
}

void HistoryPage::buildContent()
{
    // The period: the one picker of History and Statements (a preset, or dates of one's own).
    m_period = new PeriodPicker(PeriodPicker::Times::Minutes);
    m_period->setPreset(core::PeriodPreset::Last7Days);
    m_showButton = new QPushButton(tr("Sho&w"));
    m_showButton->setObjectName(u"showButton"_s);
    m_periodMessage = new QLabel;
    m_periodMessage->setObjectName(u"periodMessage"_s);
    style::setErrorText(m_periodMessage, true);
    m_periodMessage->hide();

    // What is loaded, filtered here.
    m_state = new QComboBox;
    m_state->setObjectName(u"stateCombo"_s);
    m_state->addItem(tr("Any state"), QString());
    for (const char *code : {"PENDING", "SENT", "FAILED", "CANCELLED", "REVERSED"})
        m_state->addItem(payouts::PayoutStateText::label(QString::fromLatin1(code)),
                         QString::fromLatin1(code));
    m_currency = new QComboBox;
    m_currency->setObjectName(u"currencyCombo"_s);
    m_currency->addItem(tr("Any currency"), QString());
    for (const spec::CurrencyInfo &c : spec::currencies())
        m_currency->addItem(QLatin1StringView(c.code), QString::fromLatin1(c.code));
    m_minAmount = new QLineEdit;
    m_minAmount->setObjectName(u"minAmountEdit"_s);
    m_minAmount->setPlaceholderText(tr("from"));
    m_maxAmount = new QLineEdit;
    m_maxAmount->setObjectName(u"maxAmountEdit"_s);
    m_maxAmount->setPlaceholderText(tr("to"));
    for (QLineEdit *e : {m_minAmount, m_maxAmount}) {
        e->setMaximumWidth(fontMetrics().averageCharWidth() * 14);
        e->setToolTip(tr("An amount range needs a currency"));
    }
    m_search = new QLineEdit;
    m_search->setObjectName(u"searchEdit"_s);
    m_search->setPlaceholderText(tr("Name, number, reference or id"));
    m_search->setClearButtonEnabled(true);
    m_openEdit = new QLineEdit;
    m_openEdit->setObjectName(u"openEdit"_s);
    m_openEdit->setPlaceholderText(tr("pyt-\u2026 or reference"));
    m_openButton = new QPushButton(tr("&Open"));
    m_openButton->setObjectName(u"openButton"_s);
    m_exportButton = new QPushButton(tr("&Export CSV\u2026"));
    m_exportButton->setObjectName(u"exportButton"_s);

    // The period picker names its own controls (Period, From, To).
    a11y::name({{m_state, tr("State shown")},
                {m_currency, tr("Currency shown")},
                {m_minAmount, tr("Smallest amount")},
                {m_maxAmount, tr("Largest amount")},
                {m_search, tr("Search the payouts")},
                {m_openEdit, tr("Payout to open: its id or reference")}});
    a11y::nameClearButton(m_search);
    auto *bar = new QGridLayout;
    int c = 0;
    auto *periodLabel = new QLabel(tr("&Period:"));
    periodLabel->setBuddy(m_period->combo());
    bar->addWidget(periodLabel, 0, c++);
    bar->addWidget(m_period, 0, c++);
    bar->addWidget(m_showButton, 0, c++);
    bar->addWidget(m_periodMessage, 0, c++);
    bar->setColumnStretch(c, 1);
    bar->addWidget(m_openEdit, 0, c + 1);
    bar->addWidget(m_openButton, 0, c + 2);
    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Show:")));
    filters->addWidget(m_state);
    filters->addWidget(m_currency);
    filters->addWidget(new QLabel(tr("Amount:")));
    filters->addWidget(m_minAmount);
    filters->addWidget(m_maxAmount);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_exportButton);

    m_table = new QTableView;
    m_table->setHorizontalHeader(new RowTableHeader(m_table));
    m_table->setObjectName(u"historyTable"_s);
    m_table->setAccessibleName(tr("Payouts"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const int ch = fontMetrics().averageCharWidth();
    m_table->setColumnWidth(PayoutsModel::CreatedColumn, ch * 24);
    m_table->setColumnWidth(PayoutsModel::AmountColumn, ch * 20);
    m_table->setColumnWidth(PayoutsModel::RecipientColumn, ch * 36);
    m_table->setColumnWidth(PayoutsModel::PurposeColumn, ch * 18);
    m_table->setColumnWidth(PayoutsModel::StateColumn, ch * 12);
    m_table->setColumnWidth(PayoutsModel::CustomIdColumn, ch * 22);
    m_table->setColumnWidth(PayoutsModel::IdColumn, ch * 30);
    // The state in the colour of its tone: one that paid nobody in red, one that reached the recipient in
    // green.
    m_table->setItemDelegateForColumn(PayoutsModel::StateColumn,
                                      ToneDelegate::forRole(PayoutsModel::ToneRole, PayoutsModel::Tone::Bad,
                                                            PayoutsModel::Tone::Good, m_table));
    // What happened to it, beside what was paid: the state is read first, never scrolled to.
    m_table->horizontalHeader()->moveSection(
        m_table->horizontalHeader()->visualIndex(PayoutsModel::StateColumn), PayoutsModel::AmountColumn + 1);
    m_counts = new QLabel;
    m_counts->setObjectName(u"countsLabel"_s);

    m_detail = new QLabel;
    m_detail->setObjectName(u"detailLabel"_s);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_local = new QLabel;
    m_local->setObjectName(u"localRecordLabel"_s);
    m_local->setWordWrap(true);
    m_local->setTextFormat(Qt::RichText);
    m_local->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *detailBox = new QGroupBox(tr("Payout"));
    auto *detailLayout = new QVBoxLayout(detailBox);
    detailLayout->addWidget(m_detail);
    detailLayout->addWidget(m_local);
    detailLayout->addStretch();
    auto *detailScroll = new QScrollArea;
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidget(detailBox);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins({});
    leftLayout->addWidget(m_table, 1);
    leftLayout->addWidget(m_counts);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(detailScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    detailScroll->setMinimumWidth(fontMetrics().averageCharWidth() * 40);
    detailScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the text wraps to the panel
    splitter->setSizes({fontMetrics().averageCharWidth() * 100, fontMetrics().averageCharWidth() * 56});

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins({});
    layout->addLayout(bar);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    setContent(content);

    // A preset applies at once; days of one's own when Show is pressed (or Return in a field).
    m_showButton->setVisible(m_period->isOwnDates());
    connect(m_period, &PeriodPicker::edited, this, [this] {
        m_showButton->setVisible(m_period->isOwnDates());
        m_periodMessage->hide();
    });
    connect(m_period, &PeriodPicker::presetChosen, this, &HistoryPage::applyPeriod);
    for (DateField *f : {m_period->fromField(), m_period->toField()})
        connect(f, &QAbstractSpinBox::editingFinished, this, [this, f] {
            if (f->hasFocus()) // Return, not the focus going elsewhere
                applyPeriod();
        });
    connect(m_showButton, &QPushButton::clicked, this, &HistoryPage::applyPeriod);
    connect(m_state, &QComboBox::currentIndexChanged, this, &HistoryPage::applyFilters);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &HistoryPage::applyFilters);
    for (QLineEdit *e : {m_minAmount, m_maxAmount})
        connect(e, &QLineEdit::textChanged, this, &HistoryPage::applyFilters);
    // The text filter reads every loaded row: once the typing pauses, not at each key.
    auto *searchPause = new QTimer(this);
    searchPause->setSingleShot(true);
    searchPause->setInterval(250);
    connect(m_search, &QLineEdit::textChanged, searchPause, qOverload<>(&QTimer::start));
    connect(searchPause, &QTimer::timeout, this, &HistoryPage::applyFilters);
    connect(m_openButton, &QPushButton::clicked, this, [this] { openPayout(m_openEdit->text()); });
    connect(m_openEdit, &QLineEdit::returnPressed, this, [this] { openPayout(m_openEdit->text()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &HistoryPage::selectionChanged);
    connect(m_exportButton, &QPushButton::clicked, this, [this] {
        exporting::CsvWriter::Options options = CsvOptionsDialog::remembered(locale());
        if (!CsvOptionsDialog::ask(this, options)) // remembered: exportTo() reads them
            return;
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString name = QFileDialog::getSaveFileName(
            this, tr("Export the history"),
            QDir(folder).filePath(tr("payouts-%1.csv").arg(QDate::currentDate().toString(Qt::ISODate))),
            tr("CSV files (*.csv)"));
        if (!name.isEmpty())
            exportTo(name);
    });
    applyFilters();
    showDetail({}, false);
}

void HistoryPage::sessionChanged(session::Session *session)
{
    // The recipients are read when the page is first shown with this profile (load()), not for a
    // page nobody opened.
    m_controller->setSession(session);
    m_detailId.clear();
    if (isBuilt())
        showDetail({}, false);
}

void HistoryPage::load()
{
    m_controller->load();
    applyPeriod(); // built: Page builds a page before it first loads it
}

void HistoryPage::updateView()
{
    switch (m_model->state()) {
    case models::PagedTableModel::State::Loading:
        statePanel()->showLoading(tr("Loading the payouts\u2026"));
        return;
    case models::PagedTableModel::State::Failed:
        if (m_model->rowCount() == 0) {
            statePanel()->showFailure(tr("The payouts could not be loaded."), m_model->lastError());
            return;
        }
        break;
    default:
        break;
    }
    statePanel()->showContent();
}

void HistoryPage::applyPeriod()
{
    if (!isBuilt())
        return;
    const QTimeZone zone = QTimeZone::systemTimeZone();
    m_period->setTimeZone(zone);
    HistoryRange range;
    switch (m_period->preset()) {
    case core::PeriodPreset::Today:
        range = HistoryRange::preset(Preset::Today, QDateTime::currentDateTime(), zone);
        break;
    case core::PeriodPreset::Last7Days:
        range = HistoryRange::preset(Preset::Last7Days, QDateTime::currentDateTime(), zone);
        break;
    case core::PeriodPreset::ThisMonth:
        range = HistoryRange::preset(Preset::ThisMonth, QDateTime::currentDateTime(), zone);
        break;
    case core::PeriodPreset::LastMonth:
        range = HistoryRange::preset(Preset::LastMonth, QDateTime::currentDateTime(), zone);
        break;
    case core::PeriodPreset::Dates:
        // Both ends of days included; with times, the end is not (the service's "to" is: less 1 ms).
        range = m_period->withTimes()
            ? HistoryRange::times(m_period->start(), m_period->end().addMSecs(-1))
            : HistoryRange::dates(m_period->days().first, m_period->days().last, zone);
        break;
    }
    const QString why = range.validationError();
    m_period->setInvalid(!why.isEmpty());
    m_periodMessage->setText(why);
    m_periodMessage->setVisible(!why.isEmpty());
    if (!why.isEmpty())
        return; // what was shown stays: nothing lost for a typo
    m_model->setTimeZone(zone);
    // A payout of another period is no longer shown beside this one's list.
    if (!m_detailId.isEmpty() && !(m_model->range() == range) && !range.contains(m_detailCreatedAt))
        showDetail({}, false);
    if (!(m_model->range() == range) || m_model->state() == models::PagedTableModel::State::Idle
        || m_model->state() == models::PagedTableModel::State::Failed)
        m_model->setRange(range);
}

void HistoryPage::applyFilters()
{
    if (!isBuilt())
        return;
    m_proxy->setStates(m_state->currentData().toString().isEmpty()
                           ? QStringList {}
                           : QStringList {m_state->currentData().toString()});
    const QString currency = m_currency->currentData().toString();
    m_proxy->setCurrency(currency);
    std::optional<qint64> bounds[2];
    QLineEdit *edits[2] = {m_minAmount, m_maxAmount};
    QStringList problems;
    for (int i = 0; i < 2; ++i) {
        edits[i]->setEnabled(!currency.isEmpty());
        style::markInvalid(edits[i], false);
        if (currency.isEmpty() || edits[i]->text().trimmed().isEmpty())
            continue;
        const MoneyParseResult parsed = Money::parseUserInput(edits[i]->text(), currency, locale());
        if (!parsed) {
            style::markInvalid(edits[i], true);
            problems.append(parsed.errorString);
            continue;
        }
        bounds[i] = parsed.money.minorUnits();
    }
    m_proxy->setAmountRange(bounds[0], bounds[1]);
    m_proxy->setText(m_search->text());
    // A payout the filters hide is no longer shown beside them.
    if (!m_detailId.isEmpty() && m_model->rowOf(m_detailId) >= 0
        && !m_proxy->mapFromSource(m_model->index(m_model->rowOf(m_detailId), 0)).isValid())
        showDetail({}, false);
    m_minAmount->setToolTip(problems.isEmpty() ? tr("An amount range needs a currency")
                                               : problems.join(u'\n'));
    showCounts();
    if (!problems.isEmpty()) {
        m_counts->setText(problems.join(u' '));
        style::setErrorText(m_counts, true);
    }
}

void HistoryPage::showCounts()
{
    if (!m_counts)
        return;
    style::setErrorText(m_counts, false);
    const int loaded = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    QString text = m_model->hasMore()
        ? tr("%1: %n payout(s) loaded; more as you scroll.", nullptr, loaded)
              .arg(m_model->range().label(locale()))
        : tr("%1: all %n payout(s).", nullptr, loaded).arg(m_model->range().label(locale()));
    if (m_proxy->hasFilters())
        text += u' ' + tr("%n shown by the filters.", nullptr, shown);
    m_counts->setText(text);
}

void HistoryPage::selectionChanged()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    const int row = m_proxy->mapToSource(current).row();
    const api::Payout payout = m_model->payoutAt(row);
    showDetail(payout, false);
    // The whole payout (sender, on_behalf_of) from the service.
    if (m_detailCall)
        m_detailCall->cancel();
    m_detailCall = m_model->requestDetails(payout.id);
    if (m_detailCall)
        connect(m_detailCall, &api::ApiCall::finished, this,
                [this, id = payout.id](const api::ApiResult &result) {
                    if (id != m_detailId)
                        return;
                    if (const auto *full = result.value<api::Payout>(); full && result.isOk())
                        showDetail(*full, true);
                });
}

void HistoryPage::openPayout(const QString &idOrReference)
{
    const QString key = idOrReference.trimmed();
    if (key.isEmpty() || !session() || !session()->client())
        return;
    // Loaded: selected in the table (when the filters show it).
    if (const int row = m_controller->rowOf(key); row >= 0) {
        const QModelIndex shown = m_proxy->mapFromSource(m_model->index(row, 0));
        if (shown.isValid()) {
            const bool already = m_table->currentIndex().row() == shown.row();
            m_table->setCurrentIndex(shown);
            m_table->scrollTo(shown);
            if (already) // no change of row: the detail is shown again all the same
                selectionChanged();
            return;
        }
    }
    // Elsewhere: asked of the service, by id or reference, and shown in the detail.
    m_table->clearSelection();
    m_detail->setText(tr("Looking for %1\u2026").arg(esc(key)));
    m_local->clear();
    if (m_detailCall)
        m_detailCall->cancel();
    m_detailCall = m_controller->requestPayout(key);
    connect(m_detailCall, &api::ApiCall::finished, this, [this, key](const api::ApiResult &result) {
        if (const auto *full = result.value<api::Payout>(); full && result.isOk()) {
            showDetail(*full, true);
            return;
        }
        m_detailId.clear();
        m_detail->setText(result.error().httpStatus() == 404
                              ? tr("No payout has the id or reference %1 in this profile.").arg(esc(key))
                              : esc(result.error().userMessage()));
        style::setErrorText(m_detail, true);
    });
}

void HistoryPage::showDetail(const api::Payout &p, bool complete)
{
    style::setErrorText(m_detail, false);
    if (p.id.isEmpty()) {
        m_detailId.clear();
        m_detail->setText(tr("Select a payout to see all of it."));
        m_local->clear();
        return;
    }
    const bool another = p.id != m_detailId;
    m_detailId = p.id;
    m_detailCreatedAt = p.createdAt;
    const QLocale here = locale();
    QStringList lines;
    lines.append(
        u"<h3>%1</h3>"_s.arg(esc(p.amount.isValid() ? p.amount.toDisplayWithCurrency(here) : QString())));
    line(lines, tr("State:"), payouts::PayoutStateText::label(p.state.code));
    line(lines, QString(), payouts::PayoutStateText::sentence(p.state.code, p.state.context));
    const QDateTime local = p.createdAt.toTimeZone(QTimeZone::systemTimeZone());
    // The one date style, in the person's zone and in UTC (what the service and the exports say).
    line(lines, tr("Created:"),
         local.offsetFromUtc() == 0 ? tr("%1 UTC").arg(core::dates::dateTime(local, here))
                                    //: "11/26/2026 8:24 PM Nairobi time (11/26/2026 5:24 PM UTC)"
                                    : tr("%1 %2 time (%3 UTC)")
                                          .arg(core::dates::dateTime(local, here),
                                               core::dates::zoneName(QTimeZone::systemTimeZone()),
                                               core::dates::dateTime(p.createdAt.toUTC(), here)));
    line(lines, tr("Payout id:"), p.id);
    line(lines, tr("Reference:"), p.customId);
    line(lines, tr("Receipt:"), p.receipt);
    // The wallet by its name, as the other pages name it (the id stays in the export).
    line(lines, tr("Wallet:"),
         p.walletId.isEmpty() || !p.amount.isValid()
             ? p.walletId
             : wallets::WalletDirectory::displayNameIn(m_walletDirectory, p.walletId, p.amount.currency()));
    if (const std::optional<history::RecipientDirectory::Entry> r
        = m_controller->recipients()->find(p.paymentAccountId))
        line(lines, tr("Recipient:"), u"%1 \u00B7 %2"_s.arg(r->holderName, r->account));

    line(lines, tr("Purpose:"),
         p.purpose.isEmpty() ? QString() : spec::describe(spec::purposes(), p.purpose));
    line(lines, tr("On behalf of:"), p.onBehalfOf.join(u", "));
    if (complete && !p.sender.isEmpty()) {
        QStringList sender;
        const QString type = p.sender.value(u"type"_s).toString();
        sender << p.sender.value(u"name"_s).toString()
               << (type == u"BUSINESS"         ? tr("a business")
                       : type == u"INDIVIDUAL" ? tr("a person")
                                               : type);
        const QJsonObject address = p.sender.value(u"address"_s).toObject();
        for (const QString &k : {u"line_1"_s, u"line_2"_s, u"city"_s, u"postal_code"_s, u"country"_s})
            sender << address.value(k).toString();
        sender.removeAll(QString());
        line(lines, tr("Sender:"), sender.join(u", "));
    } else if (!complete) {
        lines.append(u"<i>%1</i>"_s.arg(esc(tr("Asking the service for the rest\u2026"))));
    }
    if (const auto seen = m_controller->seen(p.id); !seen.isEmpty()) {
        QStringList changes;
        for (const auto &[when, state] : seen)
            changes << tr("%1 at %2")
                           .arg(payouts::PayoutStateText::label(state),
                                core::dates::time(when.toLocalTime().time(), here));
        line(lines, tr("Seen here:"), changes.join(u", "));
    }
    m_detail->setText(lines.join(u"<br>"));
    Q_EMIT detailShown(p.id);
    if (another)
        showLocalRecord();
}

void HistoryPage::showLocalRecord()
{
    m_local->clear();
    if (!session() || m_detailId.isEmpty())
        return;
    // Made in Paydesk? Its outbox row (by the service's id), its people and its audit entries.
    const QString payoutId = m_detailId;
    m_controller->readLocalRecord(
        payoutId, this, [this, payoutId](const store::StoreResult<history::LocalRecord> &result) {
            if (payoutId == m_detailId)
                m_local->setText(history::HistoryController::localRecordText(result, locale()));
        });
}

void HistoryPage::exportTo(const QString &fileName)
{
    ensureBuilt();
    tasks::Task *task = m_controller->exportCsv(fileName, CsvOptionsDialog::remembered(locale()));
    m_exportButton->setEnabled(false);
    connect(task, &tasks::Task::finished, this, [this, fileName](bool ok, const QString &error) {
        m_exportButton->setEnabled(true);
        m_counts->setText(ok ? tr("Exported to %1.").arg(QDir::toNativeSeparators(fileName))
                             : tr("Not exported: %1").arg(error));
        style::setToneText(m_counts, ok ? style::Tone::Success : style::Tone::Error);
        Q_EMIT exportFinished(ok, error);
    });
    connect(task, &QObject::destroyed, this, [this] { m_exportButton->setEnabled(true); });
    auto *dialog = new TaskProgressDialog(
        task, this, [](qint64 done) { return tr("%n payout(s) loaded\u2026", nullptr, int(done)); });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace paydesk::ui
