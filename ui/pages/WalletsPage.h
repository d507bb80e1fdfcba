// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Wallets and balances: the table, when it was last updated, and in place of the table an empty
// state or an error with Retry; when a refresh fails, the last balances stay in view under a
// banner that says they may be out of date. Kept current by an automatic refresh every minute
// while the profile is connected.
//
// Wallets read by name ("Payroll · KES", models::WalletsModel); the wlt- id is in the tooltip and
// in "Copy wallet id" (the table's context menu). An available balance under its alert level is
// marked (a warning icon and colour, the level in the tooltip). An administrator signed in names a
// wallet and sets its level with "Name and alert level…" (the header's button, the context menu,
// or a double click): WalletSettingsDialog, through wallets::WalletsDesk (setWalletsDesk()).

#include "pages/Page.h"

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk::models {
class WalletsModel;
}
namespace paydesk::operators {
class SignedIn;
}
namespace paydesk::wallets {
class WalletsDesk;
}

namespace paydesk::ui {

class WalletsPage : public Page
{
    Q_OBJECT
public:
    explicit WalletsPage(QWidget *parent = nullptr);

    static PageInfo info(); // what the navigation shows of it, before it is made

    models::WalletsModel *model() const { return m_model; }
    // Names and levels from the desk's directory; "Name and alert level…" for an administrator
    // signed in (`signedIn`). Both must outlive the page.
    void setWalletsDesk(wallets::WalletsDesk *desk, const operators::SignedIn *signedIn);
    // Opens "Name and alert level…" for the wallet of the model's `row` (administrators only).
    void editWallet(int row);

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    bool loadReadsControls() const override { return false; }
    void updateView() override;

private:
    int currentRow() const; // the model's row of the selected wallet, -1 when none
    void updateActions();
    void showContextMenu(const QPoint &at);

    models::WalletsModel *m_model;
    wallets::WalletsDesk *m_desk = nullptr;
    const operators::SignedIn *m_signedIn = nullptr;
    QPushButton *m_editButton = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_updatedLabel = nullptr;
};

} // namespace paydesk::ui
