// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The audit log: an append-only, hash-chained record of what was done to profiles and keys, in
// the store's database (tables audit_log and audit_head, schema step 1).
//
// Each entry has a sequence number (1, 2, 3, ... without gaps), a time (UTC), the operating-
// system user, a profile id, an action ("profile.added", ...), a detail object (never a secret),
// the hash of the entry before it, and its own hash over all of that (AuditEntry.h documents the
// exact form). audit_head holds the last sequence number and hash, written in the same transaction
// as the entry, so that deleting the newest entries is as evident as changing an old one. The
// database itself refuses UPDATE and DELETE on audit_log (triggers); someone who removes those
// can change rows, but not without verify() naming the first entry that no longer fits.
//
// Appends take the audit lock inside their write transaction (SqlDialect::Lock::Audit: BEGIN
// IMMEDIATE on SQLite, an advisory lock on PostgreSQL), read the head, write the entry and the new
// head, and commit: appends from several windows, processes or workstations form one chain.
//
// Three ways to append:
//   post(event)    returns at once; the entry is written on the store's worker thread, in the
//                  order posted; appended(entry) or appendFailed(event, error) follows, delivered
//                  to receivers in their own thread. This is what the user interface uses
//                  (AuditRecorder): the UI thread never waits for the database.
//   append(event)  blocks on the calling thread's connection and returns the entry or the error;
//                  no signal. For tests, the command line and work already off the UI thread.
//   appendWithin() inside a write transaction of the caller's that holds the audit lock: the entry
//                  commits or rolls back with the caller's own changes (a payout draft and the
//                  entry that records it: PayoutDrafts). No signal.
// Team mode (Store::isTeam()): append() and post() call paydesk_record, which appends the entry
// with the database's session_user added to its detail ("db_user") and refuses the actions only
// the team's functions write (approval., outbox., draft., ...); appendWithin() is not used there
// (every write class calls its function instead, which appends its own entry).
// verify(), search() and entries() block too: call them off the UI thread (store::postCall).
//
// Verification: verify() walks the whole chain; verifySinceCheckpoint() walks only what was
// written since the last whole verification, which records a checkpoint in the log itself
// (recordCheckpoint(): an "audit.verified" entry naming the last entry checked and its hash). The
// app runs the check since the checkpoint in the background once the store has opened
// (audit::AuditIntegrity), and the whole one when a person asks (audit::AuditVerifyTask).
//
// Not a secret in the log either: the log line of an append names its number, action and
// profile, never its detail.

#include "store/AuditChainWalk.h"
#include "store/AuditEntry.h"
#include "store/AuditEvent.h"
#include "store/AuditSearch.h"
#include "store/AuditVerification.h"
#include "store/StoreResult.h"

#include <QList>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <optional>
#include <utility>

namespace paydesk::store {

class Store;

class AuditLog : public QObject
{
    Q_OBJECT
public:
    // `store` must outlive this log.
    explicit AuditLog(Store *store, QObject *parent = nullptr);
    // Waits for the entries posted and not yet written (each bounded by the store's timeouts).
    ~AuditLog() override;

    Store *store() const { return m_store; }

    // Queued to the store's worker thread; appended() or appendFailed() follows.
    void post(const AuditEvent &event);

    // Blocking; safe from any thread.
    StoreResult<AuditEntry> append(const AuditEvent &event);

    // The prepared statements of appendWithin(). Make them on the transaction's connection before
    // the transaction begins, so that they outlive it: on a failure it rolls back first, and only
    // then are they freed (PostgreSQL refuses to free a prepared statement in a failed transaction).
    struct Statements
    {
        explicit Statements(const QSqlDatabase &db)
            : insert(db)
            , update(db)
        { }
        QSqlQuery insert;
        QSqlQuery update;
    };
    // Appends inside the caller's write transaction on `db` (a connection of this log's store),
    // which holds SqlDialect::Lock::Audit (StoreTransaction::beginWrite()). Nothing is committed
    // here: the entry is in the log once the caller commits, and not at all if it rolls back.
    StoreResult<AuditEntry> appendWithin(const QSqlDatabase &db, Statements &statements,
                                         const AuditEvent &event) const;
    // Entries after `afterSeq`, oldest first, at most `limit`.
    StoreResult<QList<AuditEntry>> entries(qint64 afterSeq = 0, int limit = 1000) const;
    // Entries before `beforeSeq` (0: the newest), newest first, at most `limit`: a page of what a
    // person reads, by the primary key, whatever the length of the log.
    StoreResult<QList<AuditEntry>> entriesBefore(qint64 beforeSeq, int limit) const;
    // The entries whose detail names this outbox row (its "outbox_id"), oldest first: through an
    // index (Migration 8), whatever the length of the log.
    StoreResult<QList<AuditEntry>> entriesOfOutboxRow(const QString &outboxId) const;
    // Entries that match `search`, newest first, at most `limit`, with a number below `beforeSeq`
    // (0: from the newest) and above `afterSeq`: a page of the Audit log page's search
    // (AuditSearch.h says what matches and how each statement finds it). A statement reads at most
    // `window` numbers of the log, so that a word found rarely never holds the store's thread for
    // the whole log: the page then has fewer entries, and nextBefore says where to go on.
    StoreResult<AuditSearchPage> search(const AuditSearch &search, qint64 beforeSeq, int limit,
                                        qint64 afterSeq = 0, qint64 window = AuditSearch::window) const;

    // Walks the whole chain in one consistent snapshot, in pages (constant memory): reads every
    // entry. Records nothing (recordCheckpoint() does, for a caller that wants it).
    StoreResult<AuditVerification> verify() const;
    // The check that keeps up with a long log: from the newest checkpoint (an "audit.verified"
    // entry that a whole verification recorded, found by the index of schema step 9), it checks
    // that the entry the checkpoint names still has the hash it had then, and walks the chain from
    // there to the log's recorded end, the checkpoint among the entries walked; in one snapshot.
    // It reads the entries written since (entriesRead() of the result says how many), not the
    // whole log. Without a checkpoint it walks the whole chain, as verify(). A change to an entry
    // before the checkpoint's is not its to find (verify() finds it).
    StoreResult<AuditVerification> verifySinceCheckpoint() const;
    // The number of the newest checkpoint entry; 0 when the log has none (by the same index).
    StoreResult<qint64> checkpointSeq() const;

    // A whole verification in steps, each a call of its own (audit::AuditVerifyTask, with progress
    // and Cancel between two steps): lastSeq() (the recorded end: the entries to check), then
    // verifyStep() from AuditChainWalk::fromStart() until the walk reaches that number or breaks
    // (`limit` entries a step; no snapshot is needed: entries up to there are written, appends
    // come after), then verifyRest(): in one snapshot, the entries appended meanwhile and the
    // recorded end. verify() is verifyRest(AuditChainWalk::fromStart()).
    StoreResult<qint64> lastSeq() const;
    StoreResult<AuditChainWalk> verifyStep(AuditChainWalk walk, qint64 throughSeq, int limit) const;
    StoreResult<AuditVerification> verifyRest(AuditChainWalk walk) const;
    // After a whole verification found the chain intact: appends the checkpoint ("audit.verified",
    // detail {through_seq, through_hash, entries}) that verifySinceCheckpoint() starts from. Does
    // nothing (an empty result) for a verification that is not intact and whole, that checked no
    // entry, or when the newest entry is a checkpoint already (nothing was written since); refuses
    // when the entry it names no longer has the hash that was checked.
    StoreResult<std::optional<AuditEntry>> recordCheckpoint(const AuditVerification &verification);

Q_SIGNALS:
    void appended(const paydesk::store::AuditEntry &entry);
    void appendFailed(const paydesk::store::AuditEvent &event, const paydesk::store::StoreError &error);

private:
    // The entries `whereAndOrder` selects ("WHERE seq > :seq ORDER BY seq"), at most `limit`.
    StoreResult<QList<AuditEntry>> select(const QString &whereAndOrder, qint64 seq, int limit) const;
    // Feeds `walk` the entries after its cursor, up to `throughSeq`, at most `maxEntries`, a page
    // at a time, on `db`; stops at a break. An error when the log could not be read.
    std::optional<StoreError> walk(const QSqlDatabase &db, AuditChainWalk &walk, qint64 throughSeq,
                                   qint64 maxEntries) const;
    // The numbers between which the entries of the search's period are (AuditSearch.h).
    StoreResult<std::pair<qint64, qint64>> periodBounds(const QSqlDatabase &db,
                                                        const AuditSearch &search) const;
    Store *const m_store;
};

} // namespace paydesk::store
