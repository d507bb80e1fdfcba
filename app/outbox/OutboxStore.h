// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The outbox's way from an approved draft to the service's answer (table payout_outbox, schema
// steps 2 and 3; shared/DESIGN.md, "Exactly-once payout"). PayoutDrafts writes DRAFT rows; this
// class moves them on:
//
//   DRAFT -> AWAITING_APPROVAL -> APPROVED -> SUBMITTING -> ACCEPTED | REJECTED | UNCERTAIN
//   UNCERTAIN -> (looked up) ACCEPTED, or SUBMITTING again with the same key
//   SUBMITTING (a process died while sending) -> looked up like UNCERTAIN
//   REJECTED -> DRAFT (returnToDraft(): the maker corrects it; a new idempotency key)
//   APPROVED | SUBMITTING | UNCERTAIN, held (hold()) -> DRAFT (returnToDraft(); a new key)
//   ACCEPTED is where submission ends; the payout's own state (PENDING, SENT, FAILED, ...) is
//   followed by PayoutFollower in columns of its own (PayoutFollowStore.h).
//
// Approval. There is one road to AWAITING_APPROVAL and APPROVED: approvals::ApprovalDesk, which
// checks WHO (the maker signed in, the approver's passphrase typed now, the role, the currency's
// rule) and then calls this class's approval transitions (submitForApproval(), grantApproval(),
// sendBack(), withdraw(), expire()). Those check the row inside the transaction (its maker, its
// approvers so far, its expiry) but not the person, so they are private, and ApprovalDesk, a
// friend, is the only caller: no public call of this class reaches AWAITING_APPROVAL or APPROVED
// without the approval rules. Tests reach APPROVED through ApprovalDesk with real operators too
// (tests/support/ApprovalSupport.h).
//
// The lease. A row is sent by the process that holds its lease: lease_owner (a per-process UUID,
// OutboxProcessor::processOwner()) and lease_expires_at (UTC text, compared as text). claim()
// takes one due row with a single conditional UPDATE
//     UPDATE ... SET lease_owner = :owner, lease_expires_at = :until, revision = revision + 1
//     WHERE id = :id AND revision = :read AND (lease_owner IS NULL OR lease_expires_at < :now)
// which one writer wins on SQLite (the write lock) and on PostgreSQL (the row lock, the WHERE
// re-evaluated after the winner commits); the loser sees no row changed and tries the next
// candidate. No SELECT ... FOR UPDATE. renew() moves the expiry of a lease still held; release()
// gives the row back unchanged but for its times (not before a given time, and touched now: a
// session that is not ready leaves its rows waiting, never failed, and a row so released is no
// longer one that start-up recovery takes again at once). Every mark...() requires the caller's lease and the
// revision it read (Kind::Conflict otherwise: another process took the row over after the lease expired) and
// ends the lease, except markSubmitting(), which keeps it for the request.
//
// Held rows. Before each POST the outbox processor checks the row's approval signatures
// (approvals/SignatureVerifier.h); when they do not hold, hold() marks the row held (held_reason,
// held_at; schema step 14) and ends the lease, its state unchanged. claim() never takes a held row
// again, so it is never sent; store::OutboxLists::held() lists them for the approvers and
// administrators; returnToDraft() gives it back to its maker as a DRAFT with a new idempotency key
// (held_* and the approvers cleared; the signatures stay, of a round that is over).
//
// Signatures. grantApproval() and sendBack() take the approver's approvals::ApprovalSignature and
// insert it into approval_signatures in the transaction of the decision (its id the SHA-256 hex of
// the signature bytes, statement as UTF-8 text, signature in base64, recorded_at now), refused
// (Kind::NotAllowed) when it names another row, profile, approver or decision. A signature whose
// statement is empty is not inserted: the decision is recorded unsigned (and the processor will
// hold the row).
//
// Due rows: APPROVED, UNCERTAIN, and SUBMITTING with no live lease, not held, whose next_attempt_at is
// NULL or past. Claim::Recovery takes only SUBMITTING and UNCERTAIN rows not changed since
// `startedAt` (what start-up resolves before sending anything), due ones too: a row put off until
// later is taken when its time comes, not at once. claim() reads per profile and state through the
// partial index payout_outbox_claim (schema step 9): the rows of profiles not asked about, and
// rows not due, are not read at all.
//
// Audit, each in the transaction of its change (AuditLog::appendWithin(), under the audit lock);
// every detail has outbox_id, custom_id, idempotency_key, revision (after the change):
//   approval.requested, approval.granted  + actor
//   outbox.attempt    + attempt (1, 2, ...), owner            (committed BEFORE the POST)
//   outbox.accepted   + payout_id, via (created, replay, key_already_used, lookup), owner
//   outbox.rejected   + status, code, reasons {message, fields}, owner
//   outbox.uncertain  + reason (no_answer, server_error, unavailable, idempotency_race,
//                       lookup_failed, refused), error, retry_at, owner
//   outbox.returned   + from, previous_idempotency_key (from REJECTED or held), actor
//   outbox.held       + reason (English, for the log), held_reason (for people), owner
// Claims, renewals and releases change no state and are not entries.
//
// Team mode (store::Store::isTeam()): every change above is a call of the team database's function
// of the step (TeamOutboxWrites.cpp): submitForApproval -> paydesk_submit_for_approval, withdraw ->
// paydesk_withdraw, grantApproval -> paydesk_approve and sendBack -> paydesk_send_back (on the
// approver's fresh connection, with the signature), expire -> paydesk_expire, returnToDraft ->
// paydesk_return_to_draft, claim/renew/release -> paydesk_outbox_claim/_renew/_release, mark...() ->
// paydesk_outbox_mark, hold -> paydesk_outbox_hold.
// The checks here stay as a first answer; the function's is the one that counts. The signals are
// the same.

#include "approvals/ApprovalSignature.h"
#include "domain/Money.h"
#include "payouts/PayoutDraft.h"
#include "store/AuditLog.h"
#include "store/StoreCall.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>
#include <optional>

namespace paydesk::store {
class Store;
}

namespace paydesk::approvals {
class ApprovalDesk;
}

namespace paydesk::outbox {

class OutboxStore : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const store::StoreResult<T> &)>;
    enum class Claim { Due, Recovery };

    // `store` and `log` (a log of that store) must outlive this object.
    OutboxStore(store::Store *store, store::AuditLog *log, QObject *parent = nullptr);
    ~OutboxStore() override; // waits for its posted jobs

    store::Store *store() const { return m_store; }
    store::AuditLog *auditLog() const { return m_log; }

    // A REJECTED row back to DRAFT with a NEW idempotency key (the old one's answer is the
    // refusal, which the service would replay); an EXPIRED row back to DRAFT with its key (nothing
    // was sent); a held row (APPROVED, SUBMITTING or UNCERTAIN with held_reason) back to DRAFT with
    // a NEW idempotency key, its held_* cleared. custom_id and body are kept; approvers cleared.
    store::StoreResult<payouts::PayoutDraft> returnToDraft(const QString &profileId, const QString &id,
                                                           qint64 expectedRevision,
                                                           const QString &actor = {});

    // --- reading --------------------------------------------------------------------------------
    store::StoreResult<payouts::PayoutDraft> load(const QString &id) const;
    // Every row of `state` (all profiles), oldest first, whole: for tests and tools
    // (bench_outbox_chaos). No page or loop reads this way.
    store::StoreResult<QList<payouts::PayoutDraft>> list(payouts::PayoutDraft::State state) const;

    // --- the lease ------------------------------------------------------------------------------
    // The profiles that have a row a processor may take (due or not), in order: one index step
    // each, however many rows wait.
    store::StoreResult<QStringList> profilesWithWork() const;
    // One due row of `profiles` (std::nullopt: of any profile), leased to `owner`; nothing when
    // none is due. Rows of other profiles are not read.
    store::StoreResult<std::optional<payouts::PayoutDraft>>
    claim(const QString &owner, Claim kind, std::chrono::seconds lease, const QDateTime &startedAt = {},
          const std::optional<QStringList> &profiles = std::nullopt);
    store::StoreResult<void> renew(const payouts::PayoutDraft &row, const QString &owner,
                                   std::chrono::seconds lease);
    store::StoreResult<void> release(const payouts::PayoutDraft &row, const QString &owner,
                                     const QDateTime &notBefore);

    // --- submission (each needs the lease and the revision read) -------------------------------
    store::StoreResult<payouts::PayoutDraft> markSubmitting(const payouts::PayoutDraft &row,
                                                            const QString &owner);
    store::StoreResult<payouts::PayoutDraft> markAccepted(const payouts::PayoutDraft &row,
                                                          const QString &owner, const QString &payoutId,
                                                          const QString &via);
    store::StoreResult<payouts::PayoutDraft> markRejected(const payouts::PayoutDraft &row,
                                                          const QString &owner, int status,
                                                          const QString &code, const QJsonObject &reasons);
    store::StoreResult<payouts::PayoutDraft> markUncertain(const payouts::PayoutDraft &row,
                                                           const QString &owner, const QString &reason,
                                                           const QString &error, const QDateTime &retryAt);
    // The lease holder holds an APPROVED, SUBMITTING or UNCERTAIN row that must not be sent
    // (its signatures do not hold): held_reason = `reason` (for people), held_at = now, the lease
    // ended, the state unchanged; never claimed again.   entry: outbox.held + reason = `detail`
    store::StoreResult<payouts::PayoutDraft> hold(const payouts::PayoutDraft &row, const QString &owner,
                                                  const QString &reason, const QString &detail);

    // Runs `job` on the store's worker thread and `done` with its result on this object's thread,
    // unless `context` (of this thread) was destroyed meanwhile: store::postCall() (StoreCall.h).
    template<typename T>
    void post(QObject *context, std::function<store::StoreResult<T>()> job, Callback<T> done)
    {
        store::postCall(m_store, context, std::move(job), std::move(done));
    }

    // The store's clock (Store::now(); tests move it with Store::setClock()).
    QDateTime now() const;

Q_SIGNALS:
    // Both are emitted from the thread that made the change (the store's worker thread for
    // post()): connect with a receiver, so that they arrive queued on its thread.
    // A row became APPROVED through this object: a processor may look at once.
    void approved(const QString &profileId, const QString &id);
    // A row changed state through this object.
    void changed(const QString &id, paydesk::payouts::PayoutDraft::State state);

private:
    // --- the approval flow: approvals/ApprovalDesk.h checks WHO (passphrase, role, rules); these
    // check the row as it is inside the transaction (and the database's CHECKs check again). A
    // refusal is Kind::NotAllowed with a sentence for the person. Private: they do not check the
    // person, so the only way to them is through ApprovalDesk, which does (see the top).
    friend class approvals::ApprovalDesk;
    // The store's own tests reach the approval flow directly (tests/unit/tst_outboxhold.cpp): a
    // struct that only a test defines.
    friend struct OutboxStoreTestAccess;

    // DRAFT -> AWAITING_APPROVAL, by the row's own maker; the approvers and a previous return are
    // cleared, awaiting_since is now.                      entry: approval.requested + actor
    store::StoreResult<payouts::PayoutDraft> submitForApproval(const QString &profileId, const QString &id,
                                                               qint64 expectedRevision, const QString &maker);
    // One approval by `approver` (not the maker, not an approver already, before `expiresAt`):
    // APPROVED once `approversNeeded` different approvers have approved, else still
    // AWAITING_APPROVAL.          entry: approval.granted + actor, approvals, needed, complete
    // `signature` is inserted in the same transaction (see the top; decision Approve, outboxId
    // `id`, profileId `profileId`, approver `approver`; an empty statement: not inserted).
    // In team mode (store::Store::isTeam()) `session` is the connection made with the approver's
    // password typed for this approval (store::TeamSession): paydesk_approve runs on it.
    store::StoreResult<payouts::PayoutDraft> grantApproval(const QString &profileId, const QString &id,
                                                           qint64 expectedRevision, const QString &approver,
                                                           int approversNeeded, const QDateTime &expiresAt,
                                                           const approvals::ApprovalSignature &signature,
                                                           const QSqlDatabase &session = {});
    // AWAITING_APPROVAL -> DRAFT with the approver's reason, for the maker to correct; approvals
    // given so far are void. `signature` as for grantApproval(), decision Reject.
    //                                                   entry: approval.rejected + actor, reason
    store::StoreResult<payouts::PayoutDraft> sendBack(const QString &profileId, const QString &id,
                                                      qint64 expectedRevision, const QString &approver,
                                                      const QString &reason,
                                                      const approvals::ApprovalSignature &signature,
                                                      const QSqlDatabase &session = {});
    // AWAITING_APPROVAL -> DRAFT by its maker, to change it.   entry: approval.withdrawn + actor
    store::StoreResult<payouts::PayoutDraft> withdraw(const QString &profileId, const QString &id,
                                                      qint64 expectedRevision, const QString &maker);
    // AWAITING_APPROVAL -> EXPIRED (any profile).    entry: approval.expired + awaiting_since, expiry_days
    store::StoreResult<payouts::PayoutDraft> expire(const QString &id, qint64 expectedRevision,
                                                    int expiryDays);

    struct Change;
    store::StoreResult<payouts::PayoutDraft> transition(const Change &change);
    // The same change in team mode: the team database's function of the step (TeamOutboxWrites.cpp).
    store::StoreResult<payouts::PayoutDraft> teamTransition(const Change &change);

    store::Store *const m_store;
    store::AuditLog *const m_log;
};

} // namespace paydesk::outbox
