// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/ApprovalAlerts.h"

#include "core/Throttle.h"
#include "operators/SignedIn.h"
#include "payouts/PayoutDraft.h"
#include "store/ChangeListener.h"

#include <utility>

namespace paydesk::shell {

ApprovalAlerts::ApprovalAlerts(store::ChangeListener *changes, operators::SignedIn *signedIn, QObject *parent)
    : QObject(parent)
    , m_signedIn(signedIn)
    , m_throttle(new Throttle(this, alertInterval))
{
    Q_ASSERT(changes && signedIn);
    connect(changes, &store::ChangeListener::changed, this, &ApprovalAlerts::onChange);
    connect(m_throttle, &Throttle::fired, this, [this] {
        const int count = std::exchange(m_waiting, 0);
        if (count > 0)
            Q_EMIT alert(title(count), text(count));
    });
}

void ApprovalAlerts::onChange(const store::TableChange &change)
{
    if (change.table != u"payout_outbox"
        || !change.entered(payouts::PayoutDraft::stateKey(payouts::PayoutDraft::State::AwaitingApproval)))
        return;
    const std::optional<operators::Operator> me = m_signedIn->current();
    if (!me || me->role != operators::Operator::Role::Approver || me->disabled || change.maker == me->id)
        return;
    ++m_waiting;
    m_throttle->poke();
}

QString ApprovalAlerts::title(int count)
{
    return count == 1 ? tr("A payout waits for your approval")
                      : tr("%n payout(s) wait for your approval", nullptr, count);
}

QString ApprovalAlerts::text(int count)
{
    return tr("Open Approvals in Paydesk to review %n payout(s).", nullptr, count);
}

} // namespace paydesk::shell
