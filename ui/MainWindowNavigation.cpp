// SPDX-License-Identifier: GPL-3.0-or-later
// The way from page to page (MainWindow.h): the page in front, and where an item opened on one
// page is handled on another: a statement line's payout in History, and each item of the Overview
// in its page, selected once that page has read it.
#include "AppContext.h"
#include "MainWindow.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "models/WalletsModel.h"
#include "pages/ApprovalsPage.h"
#include "pages/HistoryPage.h"
#include "pages/NewPayoutPage.h"
#include "pages/OverviewPage.h"
#include "pages/StatementsPage.h"
#include "pages/WalletsPage.h"
#include "statements/StatementsModel.h"

#include <QListWidget>
#include <QStackedWidget>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

// Runs `select` now, and once more when `signal` of `sender` comes (the page's list read after it
// was shown), unless it found the item now.
template<typename Sender, typename Signal, typename Select>
void selectWhenRead(QObject *context, Sender *sender, Signal signal, Select select)
{
    if (select())
        return;
    QObject::connect(
        sender, signal, context, [select] { select(); }, Qt::SingleShotConnection);
}

} // namespace

Page *MainWindow::currentPage() const
{
    return qobject_cast<Page *>(m_pages->currentWidget());
}

void MainWindow::showPage(Page *page)
{
    const int row = int(m_pageList.indexOf(page));
    if (row >= 0)
        m_navigation->setCurrentRow(row);
}

void MainWindow::connectNavigation()
{
    // A statement line's payout opens in History.
    connect(m_statementsPage, &StatementsPage::payoutRequested, this, [this](const QString &payoutId) {
        showPage(m_historyPage);
        m_historyPage->openPayout(payoutId);
    });
    connect(m_overviewPage, &OverviewPage::openRequested, this,
            [this](const overview::OverviewTarget &target) {
                using Kind = overview::OverviewTarget::Kind;
                switch (target.kind) {
                case Kind::None:
                    return;
                case Kind::Approval: {
                    showPage(m_approvalsPage);
                    if (target.id.isEmpty())
                        return;
                    const QString id = target.id;
                    selectWhenRead(this, m_approvalsPage, &ApprovalsPage::queueLoaded,
                                   [page = m_approvalsPage, id] {
                                       page->select(id);
                                       return page->controller()->queueModel()->rowOf(id) >= 0;
                                   });
                    return;
                }
                case Kind::SentList:
                    showPage(m_approvalsPage);
                    if (auto *sent = m_approvalsPage->findChild<QTableView *>(u"sentTable"_s))
                        sent->setFocus();
                    return;
                case Kind::Draft:
                    if (const std::optional<payouts::PayoutDraft> draft
                        = m_overviewPage->controller()->returnedPayout(target.id)) {
                        showPage(m_newPayoutPage);
                        m_newPayoutPage->openDraftAsked(*draft);
                    }
                    return;
                case Kind::Payout:
                    showPage(m_historyPage);
                    m_historyPage->openPayout(target.id);
                    return;
                case Kind::Statement: {
                    showPage(m_statementsPage);
                    const QString id = target.id;
                    statements::StatementsModel *model = m_statementsPage->statementsModel();
                    selectWhenRead(this, model, &QAbstractItemModel::modelReset,
                                   [page = m_statementsPage, model, id] {
                                       page->selectStatement(id);
                                       return model->rowOfLocalId(id) >= 0;
                                   });
                    return;
                }
                case Kind::Wallets: {
                    showPage(m_walletsPage);
                    auto *table = m_walletsPage->findChild<QTableView *>(u"walletsTable"_s);
                    for (int row = 0; table && row < table->model()->rowCount(); ++row) {
                        const QModelIndex index = table->model()->index(row, 0); // as shown (sorted)
                        if (index.data(models::WalletsModel::WalletIdRole).toString() == target.id)
                            table->setCurrentIndex(index);
                    }
                    return;
                }
                }
            });
}

} // namespace paydesk::ui
