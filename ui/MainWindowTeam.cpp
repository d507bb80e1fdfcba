// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's parts that differ in a team: the tray's notifications, Settings' "Team
// database" page, and the bands above the pages with the trust in the administrator key
// (MainWindow.h).
#include "AppContext.h"
#include "MainWindow.h"
#include "PayoutNotifier.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/TeamDatabasePage.h"
#include "operators/TrustCheck.h"
#include "settings/TeamDatabaseSettings.h"
#include "shell/ApprovalAlerts.h"
#include "shell/TeamLink.h"
#include "widgets/TeamBanner.h"
#include "widgets/TrustBanner.h"

#include <QMessageBox>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

void MainWindow::setUpNotifier()
{
    // A payout that fails or is reversed later is told through the tray, whatever is in view; and,
    // on a team database, one that waits for the approver signed in here.
    auto *notifier = m_notifier = new PayoutNotifier(&m_context.payoutFollower(), this);
    addWalletAlerts(notifier); // and a wallet's balance under its alert level
    if (m_context.changeListener())
        notifier->addApprovalAlerts(
            new shell::ApprovalAlerts(m_context.changeListener(), &m_context.signedIn(), notifier));
    // Its tray icon once the window is on the screen (the constructor's afterFirstPaint()).
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

void MainWindow::addBanners(QVBoxLayout *column)
{
    QWidget *parent = column->parentWidget();
    // (Only on a team database: this computer's own file is never out of reach.)
    if (m_context.changeListener())
        column->addWidget(new TeamBanner(new shell::TeamLink(m_context.changeListener(), this), parent));
    column->addWidget(new TrustBanner(&m_context.trustCheck(), parent));
    // The first sight of a team's administrator key: the person compares its fingerprint with the
    // one the administrator gave. (A single workstation keeps its own first administrator's key:
    // nothing to compare there.)
    connect(&m_context.trustCheck(), &operators::TrustCheck::checked, this,
            [this](operators::TrustCheck::Outcome outcome) {
                if (outcome != operators::TrustCheck::Outcome::KeptNow || !m_context.isTeam())
                    return;
                if (m_trustMessage)
                    m_trustMessage->close();
                auto *box
                    = new QMessageBox(QMessageBox::Information, tr("Administrator key of the team"),
                                      operators::TrustCheck::keptNowMessage(m_context.trustCheck().result()),
                                      QMessageBox::Ok, this);
                box->setObjectName(u"trustMessage"_s);
                box->setTextInteractionFlags(Qt::TextSelectableByMouse);
                box->setAttribute(Qt::WA_DeleteOnClose);
                m_trustMessage = box;
                box->open();
            });
}

QMessageBox *MainWindow::trustMessage() const
{
    return m_trustMessage;
}

} // namespace paydesk::ui
