// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's wallets: one directory of names and alert levels for the profile in view,
// shared by every model and page that shows a wallet (Wallets, New payout, Statements, History,
// Approvals), read again when the
// profile changes (bindPages()); a low balance told once per crossing in the status bar and the tray.
#include "AppContext.h"
#include "MainWindow.h"
#include "PayoutNotifier.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"
#include "session/Session.h"
#include "session/Sessions.h"
#include "shell/WalletAlerts.h"
#include "wallets/WalletDirectory.h"
#include "wallets/WalletsDesk.h"

#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {
constexpr int kAlertShownMs = 120000; // the status bar's message; the mark stays on the pages
}

void MainWindow::setUpWallets()
{
    auto *directory = new wallets::WalletDirectory(this);
    m_walletsDesk
        = new wallets::WalletsDesk(&m_context.walletSettings(), directory, m_context.changeListener(), this);
    m_walletsDesk->setObjectName(u"walletsDesk"_s);
    m_walletsPage->setWalletsDesk(m_walletsDesk, &m_context.signedIn());
    // The other pages that show a wallet get the directory when they are made (makePage()).
    // The profile in view's names, from now on and at every switch (as bindPages() does for the pages).
    m_walletsDesk->setProfile(m_context.sessions().current()->profileId());
    connect(&m_context.sessions(), &session::Sessions::currentChanged, m_walletsDesk,
            [desk = m_walletsDesk](session::Session *session) { desk->setProfile(session->profileId()); });
    // The Wallets page refreshes every minute while connected: each refresh is compared with the levels.
    m_walletsDesk->watch(m_walletsPage->model());
}

void MainWindow::addWalletAlerts(PayoutNotifier *notifier)
{
    auto *alerts = new shell::WalletAlerts(m_walletsDesk, notifier);
    notifier->addWalletAlerts(alerts);
    connect(alerts, &shell::WalletAlerts::alert, this, [this](const QString &, const QString &text, bool) {
        statusBar()->showMessage(text, kAlertShownMs);
    });
}

} // namespace paydesk::ui
