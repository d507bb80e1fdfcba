// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/Permissions.h"

namespace paydesk::operators {

Permissions::Decision Permissions::canDraft(const Operator &op)
{
    if (!op.isActive())
        return {Verdict::Disabled};
    if (op.role != Operator::Role::Maker)
        return {Verdict::NotAMaker};
    return {Verdict::Allowed};
}

Permissions::Decision Permissions::canApprove(const Operator &approver, const QString &makerId,
                                              const Money &amount, const ApprovalRule &rule,
                                              const QStringList &approvedBy)
{
    Decision d;
    d.approversNeeded = rule.approversNeeded(amount);
    d.approvalsAfter = int(approvedBy.size());
    if (!approver.isActive())
        d.verdict = Verdict::Disabled;
    else if (approver.role != Operator::Role::Approver)
        d.verdict = Verdict::NotAnApprover;
    else if (makerId.isEmpty() || approver.id == makerId) // a payout without a maker: nobody approves it
        d.verdict = Verdict::OwnPayout;
    else if (approvedBy.contains(approver.id))
        d.verdict = Verdict::AlreadyApproved;
    else if (approvedBy.size() >= d.approversNeeded)
        d.verdict = Verdict::FullyApproved;
    else
        d.approvalsAfter = int(approvedBy.size()) + 1;
    return d;
}

Permissions::Decision Permissions::canAdminister(const Operator &op)
{
    if (!op.isActive())
        return {Verdict::Disabled};
    if (!op.administrator)
        return {Verdict::NotAnAdministrator};
    return {Verdict::Allowed};
}

QString Permissions::message(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Allowed:
        return {};
    case Verdict::Disabled:
        return tr("This operator is disabled.");
    case Verdict::NotAMaker:
        return tr("Only a maker can draft payouts.");
    case Verdict::NotAnApprover:
        return tr("Only an approver can approve payouts.");
    case Verdict::OwnPayout:
        return tr("The maker of a payout cannot approve it: another person must.");
    case Verdict::AlreadyApproved:
        return tr("You have approved this payout already: its second approval must come from another "
                  "approver.");
    case Verdict::FullyApproved:
        return tr("This payout has all the approvals it needs.");
    case Verdict::NotAnAdministrator:
        return tr("Only an administrator can manage operators and approval rules.");
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace paydesk::operators
