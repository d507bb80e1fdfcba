// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The approval flow: who may move a payout of the outbox between DRAFT and APPROVED, checked
// here, written by outbox::OutboxStore (which checks the row again inside its transaction, and
// whose table refuses an approval by the maker on its own).
//
//   submit()    the maker (signed in: an AuthenticatedOperator who may draft, and the row's own
//               maker) sends a DRAFT for approval.
//   approve()   the approver's passphrase unlocks their signing key NOW (Operators::
//               unlockSigningKey(): a signed-in window is not enough, the person approving types
//               it, and the unwrap itself proves it: one scrypt), then Permissions::canApprove()
//               with the currency's rule (ApprovalRuleStore): an active approver, not the maker,
//               not an approver of it already; a payout above the rule's threshold needs a second,
//               different approver before it is APPROVED. An expired payout is expired, not approved.
//   reject()    an approver (passphrase checked now, not the maker) sends it back to its maker as a
//               DRAFT with a reason; approvals so far are void.
//
// Signed decisions. approve() and reject() sign the ApprovalStatement of the row as it is (read
// whole: its request bytes), of its profile (profileOf(): the service it goes to), with the
// approver's key unlocked by the passphrase just typed, and hand the ApprovalSignature to the
// store with the decision (one transaction). A key that is not vouched for by an administrator
// (SignatureVerifier::keyVerdict() against this workstation's TrustAnchor) is refused before
// anything is written: the approval would not count, and the outbox processor would hold the
// payout. The key is wiped when the call returns.
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

#include "approvals/ApprovalSignature.h"
#include "outbox/OutboxStore.h"
#include "profiles/Profile.h"
#include "store/Operators.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <variant>

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

    // The profile of an id, from any thread (the desk runs on the store's); nullopt: unknown.
    using ProfileOf = std::function<std::optional<profiles::Profile>(const QString &profileId)>;

    // Each must outlive this object.
    ApprovalDesk(outbox::OutboxStore *outbox, store::Operators *operators, store::ApprovalRuleStore *rules);

    // Where the statement's profile and service come from. Until set (tests and tools that have no
    // profile store), every profile id is taken as a built-in Local sandbox profile of that id,
    // which is what their sessions are.
    void setProfileOf(ProfileOf profileOf) { m_profileOf = std::move(profileOf); }

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
    // The signed statement of `row` decided now by the owner of `unlocked`, or the refusal: a key
    // not vouched for, a profile gone, a statement that cannot be made.
    std::variant<ApprovalSignature, Outcome> sign(const payouts::PayoutDraft &row,
                                                  ApprovalStatement::Decision decision,
                                                  const store::Operators::UnlockedKey &unlocked,
                                                  int approvalsNeeded, const QString &reason);
    // The row of `profileId` at `expectedRevision` awaiting approval, or why not.
    std::optional<Outcome> checkAwaiting(const QString &profileId, const QString &id, qint64 expectedRevision,
                                         payouts::PayoutDraft &row);

    outbox::OutboxStore *const m_outbox;
    store::Operators *const m_operators;
    store::ApprovalRuleStore *const m_rules;
    ProfileOf m_profileOf;
};

} // namespace paydesk::approvals
