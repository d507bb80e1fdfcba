// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tells the person at the desk, through the system tray, that a wallet's balance went under its
// alert level (shell::WalletAlerts), that a payout waits for their approval
// (shell::ApprovalAlerts, a team database's other workstations), or that a payout failed or was
// reversed after they stopped looking at it (shell::PayoutAlerts, from PayoutFollower::failed()): "Payout
// PD-0042 failed: The wallet did not have enough money ...". Where the desktop has no tray (offscreen, some
// window managers) there is no icon and no message; notified() is emitted in every case, so that a test sees
// what would have been shown.

#include <QObject>
#include <QString>

class QSystemTrayIcon;

namespace paydesk::outbox {
class PayoutFollower;
}
namespace paydesk::shell {
class ApprovalAlerts;
class WalletAlerts;
} // namespace paydesk::shell

namespace paydesk::ui {

class PayoutNotifier : public QObject
{
    Q_OBJECT
public:
    // `follower` must outlive this object.
    explicit PayoutNotifier(outbox::PayoutFollower *follower, QObject *parent = nullptr);
    ~PayoutNotifier() override;

    // Also tells an approver that payouts wait for them (a team database: shell::ApprovalAlerts,
    // which must outlive this object).
    void addApprovalAlerts(shell::ApprovalAlerts *alerts);
    // Also tells that a wallet's available balance went under its alert level, or back (once per
    // crossing: shell::WalletAlerts, which must outlive this object).
    void addWalletAlerts(shell::WalletAlerts *alerts);

    // Puts Paydesk's icon (the application's window icon) in the system tray, where there is one;
    // once. The main window does so once it has been painted; a message shown before does it too.
    void showInTray();
    bool hasTrayIcon() const { return m_tray != nullptr; }
    static QString message(const QString &customId, const QString &contextText);

Q_SIGNALS:
    // A message was for the person (shown when there is a tray).
    void notified(const QString &title, const QString &text);

private:
    void show(const QString &title, const QString &text, int icon);

    QSystemTrayIcon *m_tray = nullptr;
    bool m_trayAsked = false;
};

} // namespace paydesk::ui
