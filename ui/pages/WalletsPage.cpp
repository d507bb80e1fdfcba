// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/WalletsPage.h"

#include "RemedyText.h"
#include "core/DateText.h"
#include "models/WalletsModel.h"
#include "widgets/StatePanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace paydesk::ui {

using namespace Qt::StringLiterals;

WalletsPage::WalletsPage(QWidget *parent)
    : Page(parent)
    , m_model(new models::WalletsModel(this))
{
    setObjectName(u"walletsPage"_s);
    m_model->setAutoRefreshInterval(std::chrono::seconds(60));
    connect(m_model, &models::WalletsModel::stateChanged, this, &WalletsPage::updateState);
}

void WalletsPage::buildContent()
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(models::WalletsModel::SortRole);
    m_table = new QTableView(this);
    m_table->setObjectName(u"walletsTable"_s);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(models::WalletsModel::CurrencyColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    QFont mono = m_table->font();
    mono.setStyleHint(QFont::Monospace);
    mono.setFamilies({u"DejaVu Sans Mono"_s, u"Consolas"_s, u"Menlo"_s});
    m_table->setFont(mono);
    setContent(m_table);

    m_updatedLabel = new QLabel(this);
    m_updatedLabel->setObjectName(u"updatedLabel"_s);
    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    refreshButton->setObjectName(u"refreshButton"_s);
    refreshButton->setToolTip(tr("Reload the balances (F5)"));
    connect(refreshButton, &QPushButton::clicked, this, &Page::refresh);
    addHeaderWidget(m_updatedLabel);
    addHeaderWidget(refreshButton);
}

QString WalletsPage::title() const
{
    return tr("Wallets");
}

QKeySequence WalletsPage::shortcut() const
{
    return QKeySequence(Qt::CTRL | Qt::Key_1);
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
