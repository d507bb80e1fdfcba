// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The first page: what needs the person at the desk today, without opening another page. Each
// wallet's available balance with its 30-day trend and a mark when it is under its alert level;
// the payouts waiting for their approval (approver) or returned to them (maker); those in flight;
// those that failed in the last 7 days, with the reason in words; the statements ready. An empty
// list says so in one calm line. Each item opens where it is handled (openRequested(): the window
// shows that page with the item selected). It updates itself: a thin view over
// overview::OverviewController (app/overview), which reads the store on its thread and hears
// every change.
//
// The balances are the window's WalletsModel (the Wallets page's): the Overview fetches them when
// it is the first page in view and the profile is connected, and from then on they refresh every
// minute for both pages.

#include "overview/OverviewController.h"
#include "pages/Page.h"

class QLabel;
class QListView;
class QTableView;

namespace paydesk::models {
class WalletsModel;
}

namespace paydesk::ui {

class OverviewPage : public Page
{
    Q_OBJECT
public:
    OverviewPage(overview::OverviewController::Deps deps, models::WalletsModel *wallets,
                 QWidget *parent = nullptr);

    static PageInfo info(); // what the navigation shows of it, before it is made
    bool needsConnection() const override { return false; } // the local lists are there offline

    overview::OverviewController *controller() const { return m_controller; }
    QTableView *walletsTable() const { return m_walletsTable; }

Q_SIGNALS:
    // An item was opened (Enter, double-click): the window shows where it is handled.
    void openRequested(const paydesk::overview::OverviewTarget &target);

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    // load() asks the service and the store, not the page's controls: at start-up the wallets are
    // asked for before the page's widgets are made (Page::loadReadsControls()).
    bool loadReadsControls() const override { return false; }
    void updateView() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Section
    {
        QWidget *box = nullptr;
        QListView *list = nullptr;
        QLabel *empty = nullptr;
        QString emptyText;
    };
    QWidget *addSection(Section &section, const QString &name, const QString &title,
                        overview::OverviewItemsModel *model, const QString &emptyText);
    void buildSections();
    void showSection(Section &section);
    void showSections();
    void showWallets();
    void fetchWalletsIfDue();

    overview::OverviewController *m_controller;
    models::WalletsModel *m_walletsModel;
    QMetaObject::Connection m_sessionReady;
    QTableView *m_walletsTable = nullptr;
    QLabel *m_walletsLabel = nullptr;
    QLabel *m_lowBalanceLabel = nullptr;
    // The lists are made once the store has been read (until then they would say "nothing"
    // before anybody looked); meanwhile one line says they are being read.
    QWidget *m_listsArea = nullptr;
    QLabel *m_listsLabel = nullptr;
    QWidget *m_refreshButton = nullptr;
    Section m_waiting;
    Section m_returned;
    Section m_inFlight;
    Section m_failed;
    Section m_statements;
};

} // namespace paydesk::ui
