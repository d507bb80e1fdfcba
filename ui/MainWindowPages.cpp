// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's pages (MainWindow.h): each made when it is first needed. The navigation shows
// every page from the start (PageInfo); the page in front and the Wallets page are made with the
// window, the others in one go once the window has been painted (what the person sees first is not
// held up by eight pages' models), or as soon as anything asks for one: an accessor, a page chosen
// in the navigation or by its shortcut, another page's item opened there.
#include "AppContext.h"
#include "MainWindow.h"
#include "PageIcons.h"
#include "history/LocalRecord.h"
#include "models/WalletsModel.h"
#include "pages/ApprovalsPage.h"
#include "pages/AuditPage.h"
#include "pages/HistoryPage.h"
#include "pages/NewPayoutPage.h"
#include "pages/OperatorsPage.h"
#include "pages/OverviewPage.h"
#include "pages/RecipientsPage.h"
#include "pages/StatementsPage.h"
#include "pages/WalletsPage.h"
#include "wallets/WalletsDesk.h"
#include "widgets/StackedAdd.h"

#include <QAction>
#include <QListWidget>
#include <QStackedWidget>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

void MainWindow::makePage(int row)
{
    if (m_pageList.at(row))
        return;
    Page *page = nullptr;
    switch (row) {
    case kOverviewRow:
        page = m_overviewPage = new OverviewPage({&m_context.outbox(), &m_context.signedIn(),
                                                  &m_context.payoutDrafts(), &m_context.statements(),
                                                  &m_context.payoutFollower(), m_context.changeListener()},
                                                 m_walletsPage->model(), this);
        break;
    case kWalletsRow:
        page = m_walletsPage = new WalletsPage(this);
        break;
    case kNewPayoutRow:
        page = m_newPayoutPage
            = new NewPayoutPage({&m_context.payoutDrafts(), &m_context.outbox(), &m_context.approvalDesk(),
                                 &m_context.signedIn(), m_context.changeListener()},
                                this);
        m_newPayoutPage->walletsModel()->setDirectory(m_walletsDesk->directory());
        break;
    case kApprovalsRow:
        page = m_approvalsPage
            = new ApprovalsPage({&m_context.payoutDrafts(), &m_context.outbox(), &m_context.approvalDesk(),
                                 &m_context.operators(), &m_context.signedIn(), &m_context.payoutFollower(),
                                 m_context.changeListener()},
                                this);
        m_approvalsPage->setWalletDirectory(m_walletsDesk->directory());
        break;
    case kHistoryRow:
        page = m_historyPage
            = new HistoryPage(new history::LocalRecordReader(&m_context.payoutDrafts(), &m_context.auditLog(),
                                                             &m_context.operators(), this),
                              this);
        m_historyPage->setWalletDirectory(m_walletsDesk->directory());
        break;
    case kStatementsRow:
        page = m_statementsPage = new StatementsPage(&m_context.statements(), this);
        m_statementsPage->walletsModel()->setDirectory(m_walletsDesk->directory());
        break;
    case kRecipientsRow:
        page = m_recipientsPage = new RecipientsPage(this);
        break;
    case kOperatorsRow:
        page = m_operatorsPage = new OperatorsPage(&m_context.operators(), &m_context.approvalRules(),
                                                   &m_context.signedIn(), m_context.changeListener(), this);
        break;
    case kAuditRow:
        page = m_auditPage
            = new AuditPage(&m_context.auditLog(), &m_context.operators(), &m_context.payoutDrafts(),
                            &m_context.profiles(), &m_context.auditIntegrity(), this);
        break;
    default:
        Q_UNREACHABLE();
    }
    Q_ASSERT(page->objectName() == m_pageInfo.at(row).objectName);
    m_pageList[row] = page;
    connect(page, &Page::settingsRequested, this, &MainWindow::openSettings);
    connect(page, &Page::signInRequested, this, &MainWindow::requestSignIn);
    if (m_session)
        page->setSession(m_session); // bindPages() gave it to the pages made before it ran
    if (m_pages) {
        // In its row of the stack, where a placeholder kept its place.
        QWidget *placeholder = m_pages->widget(row);
        m_pages->insertWidget(row, page);
        m_pages->removeWidget(placeholder);
        delete placeholder;
    }
}

void MainWindow::ensurePages()
{
    if (m_pagesComplete)
        return;
    m_pagesComplete = true;
    for (int row = 0; row < m_pageInfo.size(); ++row)
        makePage(row);
    connectNavigation();
}

Page *MainWindow::page(int row)
{
    if (!m_pageList.at(row))
        ensurePages();
    return m_pageList.at(row);
}

void MainWindow::addPageRow(int row)
{
    const PageInfo &info = m_pageInfo.at(row);
    // The page in front is laid out when the window is shown, not when it joins the stack as well.
    addToStackUnlaidOut(
        m_pages, m_pageList.at(row) ? static_cast<QWidget *>(m_pageList.at(row)) : new QWidget(m_pages));
    auto *item = new QListWidgetItem(icons::pageIcon(info.iconName), info.title, m_navigation);
    item->setToolTip(tr("%1 (%2)").arg(info.title, info.shortcut.toString(QKeySequence::NativeText)));
    auto *go = new QAction(info.title, this);
    go->setShortcut(info.shortcut);
    connect(go, &QAction::triggered, this, [this, row] { m_navigation->setCurrentRow(row); });
    addAction(go);
}

void MainWindow::onPageChosen(int row)
{
    if (row >= 0 && row < m_pageList.size())
        page(row)->ensureBuilt();
    m_pages->setCurrentIndex(row);
    for (int i = 0; i < m_pageList.size(); ++i)
        if (m_pageList.at(i))
            m_pageList.at(i)->setCurrent(i == row);
}

} // namespace paydesk::ui
