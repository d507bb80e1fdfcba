// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Something that happened and belongs in the audit log: what (an action with a stable key such
// as "profile.added"), to which profile, when, and a detail object. A detail never holds a
// secret: for a key, the entry records only that it was saved, removed or kept for the session.

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk::store {

class AuditEvent
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::AuditEvent)
public:
    enum class Action {
        ProfileAdded, // "profile.added": detail {name, kind, base_url}
        ProfileChanged, // "profile.changed": detail {before: {...}, after: {...}}
        ProfileRemoved, // "profile.removed": detail {name, kind, base_url}
        KeySaved, // "key.saved": the profile's API key was written to the OS keychain; detail {}
        KeyRemoved, // "key.removed": the profile's key was removed from the keychain; detail {}
        KeyKeptForSession, // "key.session": a key is kept in memory for this session; detail {}
        // Payout drafts (PayoutDrafts.h documents the detail): saved, changed, deleted.
        DraftSaved, // "draft.saved"
        DraftEdited, // "draft.edited"
        DraftDeleted, // "draft.deleted"
        DraftOpened, // "draft.opened": reopened in the form to be changed
        // Operators and approval rules (store/Operators.h, store/ApprovalRuleStore.h document the
        // detail; never a passphrase nor its hash).
        OperatorAdded, // "operator.added"
        OperatorChanged, // "operator.changed": name, role or administrator flag
        OperatorDisabled, // "operator.disabled"
        OperatorEnabled, // "operator.enabled"
        OperatorPassphraseChanged, // "operator.passphrase_changed": by the operator, or reset
        OperatorPassphraseRehashed, // "operator.passphrase_rehashed": stronger parameters at sign-in
        // An operator's signing key (store/Operators.h documents the detail; never private material).
        OperatorKeyMade, // "operator.key_made": a new key (at a passphrase set, a sign-in, a reset)
        OperatorKeyVouched, // "operator.key_vouched": an administrator's key signed its record
        OperatorKeyRevoked, // "operator.key_revoked": it stopped counting (disabled, reset)
        OperatorKeyRewrapped, // "operator.key_rewrapped": the same key under a new passphrase
        RulesChanged, // "rules.changed": a currency's approval rule set or removed
        // The way to approval (OutboxStore.h documents the detail; the approval flow calls these).
        ApprovalRequested, // "approval.requested": DRAFT -> AWAITING_APPROVAL
        ApprovalGranted, // "approval.granted": AWAITING_APPROVAL -> APPROVED
        // Submission (OutboxStore.h): each attempt and each outcome.
        OutboxAttempt, // "outbox.attempt": SUBMITTING, committed before the POST
        OutboxAccepted, // "outbox.accepted": the service has the payout (its pyt- id)
        OutboxRejected, // "outbox.rejected": 422/402, with the service's reasons
        OutboxUncertain, // "outbox.uncertain": no answer, or to be tried again later
        OutboxReturned, // "outbox.returned": REJECTED, EXPIRED or held -> DRAFT, for the maker to correct
        OutboxHeld, // "outbox.held": not sent, its approvals' signatures do not hold (reason: why)
        // The approval flow (approvals/ApprovalDesk.h, OutboxStore.h document the detail).
        ApprovalRejected, // "approval.rejected": an approver sent it back to its maker, with a reason
        ApprovalWithdrawn, // "approval.withdrawn": the maker took it back to change it
        ApprovalExpired, // "approval.expired": it waited longer than its currency's rule allows
        // Following (outbox/PayoutFollower.h documents the detail): the service's state of an
        // accepted payout, or its context, changed.
        PayoutStateChanged, // "payout.state_changed"
        // Wallet statements this installation asked for (store/Statements.h documents the detail).
        StatementRequested, // "statement.requested": the service accepted the request (PENDING)
        StatementReady, // "statement.ready": generated, with its opening and closing balances
        StatementFailed, // "statement.failed": generation failed
        // A passphrase refused (store/Operators.h): detail {operator_id, reason, failures_in_a_row,
        // for: "sign_in" or "approval"}; never the passphrase typed.
        SignInRefused, // "operator.sign_in_refused"
        // A whole verification of the chain found it intact (AuditLog::recordCheckpoint()): detail
        // {through_seq, through_hash, entries}, the last entry checked and its hash, and how many
        // entries were checked. AuditLog::verifySinceCheckpoint() starts from the newest one.
        AuditVerified, // "audit.verified"
        // Wallet names and low-balance alerts (wallets/WalletSettingsStore.h documents the detail).
        WalletSettingsChanged, // "wallet.settings_changed": an administrator named it or set its level
        WalletBalanceLow, // "wallet.balance_low": its available balance went under its alert level
        WalletBalanceRecovered, // "wallet.balance_recovered": back at or above its level
    };
    Q_ENUM(Action)

    // The stable key stored in the log; never translated, never changed once released.
    static QString actionKey(Action action);
    static std::optional<Action> actionFromKey(QStringView key);
    // What an action is, in words for a person (translated); a key this Paydesk does not know (a
    // newer one's) is returned as it is.
    static QString describe(QStringView key);
    // Why a passphrase was refused, in words, from the "reason" of an operator.sign_in_refused
    // entry ("wrong_passphrase", "unknown_operator", "disabled", "locked").
    static QString refusalText(QStringView reason);
    // Who did it, as the detail of the entry names them (actor, by, maker); empty when none.
    static QString operatorOf(const QJsonObject &detail);

    AuditEvent() = default;
    AuditEvent(Action action, QString profileId, QJsonObject detail = {}, QDateTime time = {})
        : action(action)
        , profileId(std::move(profileId))
        , detail(std::move(detail))
        , time(std::move(time))
    { }

    Action action = Action::ProfileAdded;
    QString profileId;
    QJsonObject detail; // strings, integers, booleans, arrays, objects (CanonicalJson)
    QDateTime time; // when it happened; invalid: when it is written
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::AuditEvent)
