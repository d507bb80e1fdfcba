// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Who may do what with payouts and with Paydesk's people and rules: pure functions of values, for
// the store (which checks them again inside its transactions) and for a front end (which enables a
// button or explains why it is off).
//
//   canDraft        an active maker. Nobody else: not an approver, not a viewer, not an
//                   administrator as such (the flag gives no duty).
//   canApprove      an active approver who is not the payout's maker and has not approved it
//                   already, while it still needs an approval: one approver, or two different
//                   ones when the amount is above the currency's threshold (ApprovalRule).
//   canAdminister   an active administrator: adds, changes and disables operators, edits rules.
// Whether the person is who they say is another question, answered by Operators::authenticate()
// with their passphrase: these functions take the operator as given.

#include "operators/ApprovalRule.h"
#include "operators/Operator.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace paydesk::operators {

class Permissions
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::operators::Permissions)
public:
    enum class Verdict {
        Allowed,
        Disabled, // the operator is disabled (or unknown)
        NotAMaker, // drafting needs the maker role
        NotAnApprover, // approving needs the approver role
        OwnPayout, // the maker of a payout never approves it
        AlreadyApproved, // this approver has approved it already: the second must be someone else
        FullyApproved, // it has all the approvals it needs
        NotAnAdministrator, // managing operators and rules needs the administrator flag
    };
    Q_ENUM(Verdict)

    struct Decision
    {
        Verdict verdict = Verdict::Allowed;
        int approversNeeded = 0; // canApprove(): 1 or 2
        int approvalsAfter = 0; // canApprove(): approvals once this one is given
        bool allowed() const { return verdict == Verdict::Allowed; }
        // canApprove(): this approval is the last one needed.
        bool completes() const { return allowed() && approvalsAfter >= approversNeeded; }
        QString message() const { return Permissions::message(verdict); }
    };

    static Decision canDraft(const Operator &op);
    // `makerId`: the operator id recorded as the payout's maker; `amount`: the payout's; `rule`:
    // the rule of the amount's currency (ApprovalRules::ruleFor()); `approvedBy`: the ids of the
    // approvers so far.
    static Decision canApprove(const Operator &approver, const QString &makerId, const Money &amount,
                               const ApprovalRule &rule, const QStringList &approvedBy);
    static Decision canAdminister(const Operator &op);

    // A sentence for a person (translated); empty for Allowed.
    static QString message(Verdict verdict);
};

} // namespace paydesk::operators
