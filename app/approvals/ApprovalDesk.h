// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The approval flow: who may move a payout of the outbox between DRAFT and APPROVED, checked
// here, written by outbox::OutboxStore (which checks the row again inside its transaction, and
// whose table refuses an approval by the maker on its own).
//
//   submit()    the maker (signed in: an AuthenticatedOperator who may draft, and the row's own
//               maker) sends a DRAFT for approval.
//   approve()   the approver's passphrase is checked NOW (Operators::checkApproval(): a signed-in
//               window is not enough, the person approving types it), then Permissions::canApprove()
//               with the currency's rule (ApprovalRuleStore): an active approver, not the maker,
//               not an approver of it already; a payout above the rule's threshold needs a second,
//               different approver before it is APPROVED. An expired payout is expired, not approved.
//   reject()    an approver (passphrase checked now, not the maker) sends it back to its maker as a
//               DRAFT with a reason; approvals so far are void.
//   withdraw()  the maker takes it back to change it.
//   reopen()    a REJECTED (the service refused it: a new idempotency key) or EXPIRED row back to
//               DRAFT for its maker to correct.
//   expireDue() every AWAITING_APPROVAL row older than its currency's expiry days -> EXPIRED; only
//               those rows are read (store::OutboxLists::expiredAwaiting(), by an index).
//
// Every call names the profile of the row: a row of another profile is not found. Every call
// names the revision its caller read: the row moved on meanwhile is a Conflict (read it again).
//
// Team mode (store::Store::isTeam()): approve() and reject() connect to the team database as the
// approver, with the password typed for this approval (a fresh sign-in the database proves: its
// paydesk_approve and paydesk_send_back see the approver as session_user and refuse a connection
// older than a minute), run the function there and close the connection. The checks here stay a
// first answer; the database's is the one that counts (it refuses the maker, an approver twice,
// a role that may not approve, whatever Paydesk's own checks said).
//
// Threads: blocking calls, safe from any thread (the passphrase hash takes a noticeable fraction of
// a second: never on the UI thread). Each state change is an audit entry written in the same
// transaction (OutboxStore.h lists them).

#include "outbox/OutboxStore.h"
#include "store/Operators.h"

#include <QCoreApplication>
#include <QString>

namespace paydesk::store {
class ApprovalRuleStore;
}

namespace paydesk::approvals {

class ApprovalDesk
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::approvals::ApprovalDesk)
public:
    struct Outcome
    {
        enum class Refusal {
            None, // done: `row` is the row after the change
            Passphrase, // the passphrase was wrong, the operator unknown, or too many attempts
            Permission, // the person may not do this (Permissions, or the row's own checks)
            Expired, // it waited too long: it was expired instead
            Input, // a reason is missing
            Store, // the store failed, or the row moved on (storeError)
        };
        Refusal refusal = Refusal::Store;
        QString message; // for the person (translated); empty when done
        store::StoreError storeError;
        payouts::PayoutDraft row;
        bool ok() const { return refusal == Refusal::None; }
    };

    // Each must outlive this object.
    ApprovalDesk(outbox::OutboxStore *outbox, store::Operators *operators, store::ApprovalRuleStore *rules);

    Outcome submit(const store::AuthenticatedOperator &maker, const QString &profileId, const QString &id,
                   qint64 expectedRevision);
    Outcome approve(const QString &profileId, const QString &id, qint64 expectedRevision,
                    const QString &approverId, const QString &passphrase);
    Outcome reject(const QString &profileId, const QString &id, qint64 expectedRevision,
                   const QString &approverId, const QString &passphrase, const QString &reason);
    Outcome withdraw(const store::AuthenticatedOperator &maker, const QString &profileId, const QString &id,
                     qint64 expectedRevision);
    Outcome reopen(const store::AuthenticatedOperator &maker, const QString &profileId, const QString &id,
                   qint64 expectedRevision);
    // The rows expired now (any profile); an error when the store could not be read.
    store::StoreResult<int> expireDue();

    // How many approvals a payout of `amount` needs under the rules in force (1 when they cannot be read).
    int approversNeeded(const Money &amount) const;
    // The rules in force (blocking: a store read).
    store::StoreResult<operators::ApprovalRules> rules() const;

private:
    Outcome fromStore(const store::StoreResult<payouts::PayoutDraft> &result) const;
    // Team mode (TeamApprovals.cpp): the approval or the rejection on a connection of its own made
    // with the approver's login and the password typed now (store::TeamSession), closed after.
    Outcome teamDecide(const payouts::PayoutDraft &row, const QString &approverId, const QString &passphrase,
                       const operators::ApprovalRules *rules, const QDateTime &expiresAt,
                       const QString &reason);
    // The row of `profileId` at `expectedRevision` awaiting approval, or why not.
    std::optional<Outcome> checkAwaiting(const QString &profileId, const QString &id, qint64 expectedRevision,
                                         payouts::PayoutDraft &row);

    outbox::OutboxStore *const m_outbox;
    store::Operators *const m_operators;
    store::ApprovalRuleStore *const m_rules;
};

} // namespace paydesk::approvals
