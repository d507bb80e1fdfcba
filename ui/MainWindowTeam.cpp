// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's parts that differ in a team: the tray's notifications and Settings' "Team
// database" page (MainWindow.h).
#include "AppContext.h"
#include "MainWindow.h"
#include "PayoutNotifier.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/TeamDatabasePage.h"
#include "settings/TeamDatabaseSettings.h"
#include "shell/ApprovalAlerts.h"

#include <QTabWidget>

namespace paydesk::ui {

void MainWindow::setUpNotifier()
{
    // A payout that fails or is reversed later is told through the tray, whatever is in view; and,
    // on a team database, one that waits for the approver signed in here.
    auto *notifier = new PayoutNotifier(&m_context.payoutFollower(), this);
    if (m_context.changeListener())
        notifier->addApprovalAlerts(
            new shell::ApprovalAlerts(m_context.changeListener(), &m_context.signedIn(), notifier));
}

void MainWindow::addTeamDatabasePage()
{
    // Where this computer's data lives: the person's choice for this computer, whoever is signed in.
    auto *team
        = new settings::TeamDatabaseSettings(&m_context.settings(), &m_context.keys(), m_settingsDialog);
    team->setInUse(m_context.storeInUse());
    auto *teamPage = new TeamDatabasePage(team, m_settingsDialog);
    m_settingsDialog->pages()->addTab(teamPage, tr("&Team database"));
    connect(teamPage, &TeamDatabasePage::restartRequested, this, &MainWindow::restartRequested);
}

} // namespace paydesk::ui
