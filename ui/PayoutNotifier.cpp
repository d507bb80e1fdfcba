// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutNotifier.h"

#include "outbox/PayoutFollower.h"

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
    connect(follower, &outbox::PayoutFollower::failed, this, &PayoutNotifier::onFailed);
}

PayoutNotifier::~PayoutNotifier() = default;

QString PayoutNotifier::message(const QString &customId, const QString &contextText)
{
    return tr("Payout %1 failed: %2").arg(customId, contextText);
}

void PayoutNotifier::onFailed(const QString &, const QString &, const QString &customId,
                              const QString &contextText)
{
    const QString title = tr("Payout failed");
    const QString text = message(customId, contextText);
    if (m_tray)
        m_tray->showMessage(title, text, QSystemTrayIcon::Warning);
    Q_EMIT notified(title, text);
}

} // namespace paydesk::ui
