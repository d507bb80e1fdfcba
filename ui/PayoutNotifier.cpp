// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutNotifier.h"

#include "shell/PayoutAlerts.h"

#include <QApplication>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

PayoutNotifier::PayoutNotifier(outbox::PayoutFollower *follower, QObject *parent)
    : QObject(parent)
{
    Q_ASSERT(follower);
    setObjectName(u"payoutNotifier"_s);
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->setToolTip(tr("Paydesk"));
        m_tray->show();
    }
    connect(new shell::PayoutAlerts(follower, this), &shell::PayoutAlerts::alert, this,
            &PayoutNotifier::show);
}

PayoutNotifier::~PayoutNotifier() = default;

QString PayoutNotifier::message(const QString &customId, const QString &contextText)
{
    return shell::PayoutAlerts::failedMessage(customId, contextText);
}

void PayoutNotifier::show(const QString &title, const QString &text)
{
    if (m_tray)
        m_tray->showMessage(title, text, QSystemTrayIcon::Warning);
    Q_EMIT notified(title, text);
}

} // namespace paydesk::ui
