// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutNotifier.h"

#include "shell/ApprovalAlerts.h"
#include "shell/PayoutAlerts.h"
#include "shell/WalletAlerts.h"

#include <QApplication>
#include <QSystemTrayIcon>

#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

PayoutNotifier::PayoutNotifier(outbox::PayoutFollower *follower, QObject *parent)
    : QObject(parent)
{
    Q_ASSERT(follower);
    setObjectName(u"payoutNotifier"_s);
    connect(
        new shell::PayoutAlerts(follower, this), &shell::PayoutAlerts::alert, this,
        [this](const QString &title, const QString &text) { show(title, text, QSystemTrayIcon::Warning); });
}

PayoutNotifier::~PayoutNotifier() = default;

QString PayoutNotifier::message(const QString &customId, const QString &contextText)
{
    return shell::PayoutAlerts::failedMessage(customId, contextText);
}

void PayoutNotifier::addApprovalAlerts(shell::ApprovalAlerts *alerts)
{
    Q_ASSERT(alerts);
    connect(alerts, &shell::ApprovalAlerts::alert, this, [this](const QString &title, const QString &text) {
        show(title, text, QSystemTrayIcon::Information);
    });
}

void PayoutNotifier::addWalletAlerts(shell::WalletAlerts *alerts)
{
    Q_ASSERT(alerts);
    connect(alerts, &shell::WalletAlerts::alert, this,
            [this](const QString &title, const QString &text, bool low) {
                show(title, text, low ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information);
            });
}

void PayoutNotifier::showInTray()
{
    if (std::exchange(m_trayAsked, true))
        return;
    // Asking whether there is a tray can mean a round trip to the desktop (D-Bus): not before the
    // window is on the screen.
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->setToolTip(tr("Paydesk"));
        m_tray->show();
    }
}

void PayoutNotifier::show(const QString &title, const QString &text, int icon)
{
    showInTray(); // a message before the window was painted
    if (m_tray)
        m_tray->showMessage(title, text, QSystemTrayIcon::MessageIcon(icon));
    Q_EMIT notified(title, text);
}

} // namespace paydesk::ui
