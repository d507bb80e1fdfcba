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
// Two ways to append:
//   post(event)    returns at once; the entry is written on the store's worker thread, in the
//                  order posted; appended(entry) or appendFailed(event, error) follows, delivered
//                  to receivers in their own thread. This is what the user interface uses
//                  (AuditRecorder): the UI thread never waits for the database.
//   append(event)  blocks on the calling thread's connection and returns the entry or the error;
//                  no signal. For tests, the command line and work already off the UI thread.
// verify() and entries() block too: call them off the UI thread for a server (Store::post()).
//
// Not a secret in the log either: the log line of an append names its number, action and
// profile, never its detail.

#include "store/AuditEntry.h"
#include "store/AuditEvent.h"
#include "store/AuditVerification.h"
#include "store/StoreResult.h"

#include <QList>
#include <QObject>

#include <atomic>

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
    int pendingPosts() const { return m_pending; }

    // Blocking; safe from any thread.
    StoreResult<AuditEntry> append(const AuditEvent &event);
    // Entries after `afterSeq`, oldest first, at most `limit`.
    StoreResult<QList<AuditEntry>> entries(qint64 afterSeq = 0, int limit = 1000) const;
    // Walks the whole chain in one consistent snapshot, in pages (constant memory).
    StoreResult<AuditVerification> verify() const;

Q_SIGNALS:
    void appended(const paydesk::store::AuditEntry &entry);
    void appendFailed(const paydesk::store::AuditEvent &event, const paydesk::store::StoreError &error);

private:
    Store *const m_store;
    std::atomic_int m_pending = 0;
};

} // namespace paydesk::store
