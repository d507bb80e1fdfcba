// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/WalletsPage.h"

#include "RemedyText.h"
#include "Style.h"
#include "core/DateText.h"
#include "dialogs/WalletSettingsDialog.h"
#include "models/WalletsModel.h"
#include "operators/SignedIn.h"
#include "wallets/WalletDirectory.h"
#include "wallets/WalletsDesk.h"
#include "widgets/DataTable.h"
#include "widgets/StatePanel.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>

namespace paydesk::ui {

using namespace Qt::StringLiterals;

namespace {

// The available balance of a wallet under its alert level, marked: a warning icon and colour (the
// model's tooltip says the level).
class AlertMarks : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (index.column() == models::WalletsModel::AvailableColumn
            && (role == Qt::DecorationRole || role == Qt::ForegroundRole)
            && index.data(models::WalletsModel::BelowAlertRole).toBool()) {
            if (role == Qt::DecorationRole)
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
            return style::toneColor(style::Tone::Warning);
        }
        return QSortFilterProxyModel::data(index, role);
    }
};

} // namespace

WalletsPage::WalletsPage(QWidget *parent)
    : Page(info(), parent)
    , m_model(new models::WalletsModel(this))
{
    m_model->setAutoRefreshInterval(std::chrono::seconds(60));
    connect(m_model, &models::WalletsModel::stateChanged, this, &WalletsPage::updateState);
}

void WalletsPage::buildContent()
{
    auto *proxy = new AlertMarks(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(models::WalletsModel::SortRole);
    m_table = new QTableView(this);
    m_table->setHorizontalHeader(new RowTableHeader(m_table));
    m_table->setObjectName(u"walletsTable"_s);
    m_table->setAccessibleName(tr("Wallets"));
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(models::WalletsModel::CurrencyColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &WalletsPage::showContextMenu);
    connect(m_table, &QAbstractItemView::doubleClicked, this, [this] { editWallet(currentRow()); });
    setContent(m_table);

    m_updatedLabel = new QLabel(this);
    m_updatedLabel->setObjectName(u"updatedLabel"_s);
    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    refreshButton->setObjectName(u"refreshButton"_s);
    refreshButton->setToolTip(tr("Reload the balances (F5)"));
    connect(refreshButton, &QPushButton::clicked, this, &Page::refresh);
    m_editButton = new QPushButton(tr("&Name and alert level\u2026"), this);
    m_editButton->setObjectName(u"editWalletButton"_s);
    m_editButton->setToolTip(tr("Name the selected wallet and set the balance under which Paydesk warns "
                                "(administrators)"));
    connect(m_editButton, &QPushButton::clicked, this, [this] { editWallet(currentRow()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WalletsPage::updateActions);
    addHeaderWidget(m_updatedLabel);
    addHeaderWidget(m_editButton);
    addHeaderWidget(refreshButton);
    updateActions();
}

void WalletsPage::setWalletsDesk(wallets::WalletsDesk *desk, const operators::SignedIn *signedIn)
{
    m_desk = desk;
    m_signedIn = signedIn;
    m_model->setDirectory(desk ? desk->directory() : nullptr);
    if (signedIn)
        connect(signedIn, &operators::SignedIn::changed, this, &WalletsPage::updateActions);
    updateActions();
}

int WalletsPage::currentRow() const
{
    if (!m_table || !m_table->selectionModel())
        return -1;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    const auto *proxy = static_cast<const QSortFilterProxyModel *>(m_table->model());
    return proxy->mapToSource(rows.first()).row();
}

void WalletsPage::updateActions()
{
    if (!m_editButton)
        return;
    const std::optional<operators::Operator> op = m_signedIn ? m_signedIn->current() : std::nullopt;
    const bool administrator = m_desk && op && op->administrator;
    m_editButton->setVisible(administrator);
    m_editButton->setEnabled(administrator && currentRow() >= 0);
}

void WalletsPage::showContextMenu(const QPoint &at)
{
    const int row = currentRow();
    if (row < 0)
        return;
    QMenu menu(this);
    QAction *copy = menu.addAction(tr("&Copy wallet id"));
    copy->setObjectName(u"copyWalletIdAction"_s);
    QAction *edit = menu.addAction(m_editButton->text());
    edit->setEnabled(m_editButton->isVisible());
    QAction *chosen = menu.exec(m_table->viewport()->mapToGlobal(at));
    if (chosen == copy)
        QApplication::clipboard()->setText(m_model->wallet(row).id);
    else if (chosen == edit)
        editWallet(row);
}

void WalletsPage::editWallet(int row)
{
    if (row < 0 || row >= m_model->rowCount() || !m_editButton || !m_editButton->isVisible())
        return;
    const api::Wallet w = m_model->wallet(row);
    wallets::WalletSetting current {w.id, w.currency, {}, std::nullopt, {}, {}};
    if (const std::optional<wallets::WalletSetting> set = m_desk->directory()->setting(w.id);
        set && set->currency == w.currency)
        current = *set;
    auto *dialog = new WalletSettingsDialog(m_desk, m_signedIn, current, m_model->displayName(row), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

PageInfo WalletsPage::info()
{
    return {u"walletsPage"_s, tr("Wallets"), QKeySequence(Qt::CTRL | Qt::Key_1), u"wallets"_s};
}

void WalletsPage::sessionChanged(session::Session *session)
{
    m_model->setSession(session); // nothing of the previous profile under this one's name
    if (m_updatedLabel)
        m_updatedLabel->clear(); // nor its time
}

void WalletsPage::load()
{
    m_model->refresh();
}

void WalletsPage::updateView()
{
    using State = models::WalletsModel::State;
    const State state = m_model->state();
    const bool hasRows = m_model->rowCount() > 0;
    StatePanel *panel = statePanel();
    if (m_model->lastUpdated().isValid())
        m_updatedLabel->setText(tr("Updated %1").arg(core::dates::time(m_model->lastUpdated().time())));
    else
        m_updatedLabel->clear(); // another profile's time is not this one's
    // The banner stays while a retry is under way, and goes once fresh figures are in.
    const bool bannerStays = state == State::Loading && panel->isBannerShown() && hasRows;
    if (state == State::Idle && !hasRows) {
        panel->showLoading(tr("Connecting\u2026"));
    } else if (state == State::Loading && !hasRows) {
        panel->showLoading(tr("Loading wallets\u2026"));
    } else if (state == State::Failed && hasRows) {
        // Keep the last balances in view, and say plainly that they may be out of date.
        panel->showBanner(
            tr("The balances could not be refreshed; these are from %1 and may be out of date.\n%2")
                .arg(core::dates::time(m_model->lastUpdated().time()),
                     withRemedySentence(m_model->lastError().userMessage(), m_model->lastError().remedy())));
    } else if (state == State::Failed) {
        panel->showFailure(tr("The wallets could not be loaded."), m_model->lastError());
    } else if (state == State::Loaded && !hasRows) {
        panel->showEmpty(tr("This account has no active wallets yet. Wallets are opened by the payments "
                            "service; once one is funded it appears here."));
    } else {
        if (!bannerStays)
            panel->hideBanner();
        panel->showContent();
    }
}

} // namespace paydesk::ui
