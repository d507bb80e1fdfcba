// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/PayoutAlerts.h"

#include "outbox/PayoutFollower.h"

namespace paydesk::shell {

PayoutAlerts::PayoutAlerts(outbox::PayoutFollower *follower, QObject *parent)
    : QObject(parent)
{
    Q_ASSERT(follower);
    connect(follower, &outbox::PayoutFollower::failed, this,
            [this](const QString &, const QString &, const QString &customId, const QString &contextText) {
                Q_EMIT alert(failedTitle(), failedMessage(customId, contextText));
            });
}

QString PayoutAlerts::failedTitle()
{
    return tr("Payout failed");
}

QString PayoutAlerts::failedMessage(const QString &customId, const QString &contextText)
{
    return tr("Payout %1 failed: %2").arg(customId, contextText);
}

} // namespace paydesk::shell
