// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One write of the store's classes that the audit log records in the SAME transaction: the row
// and its entry are both written, or neither (PayoutDrafts, Statements, Operators,
// ApprovalRuleStore, outbox::OutboxStore, outbox::PayoutFollowStore).
//
//   AuditedWrite audited(m_store, m_log, tr("The draft was not saved."));
//   if (const StoreResult<void> begun = audited.begin(); !begun.ok())
//       return begun.error();
//   QSqlQuery &change = audited.query();
//   ... check and change the rows through audited.query()s ...
//   if (const StoreResult<AuditEntry> entry = audited.append(event); !entry.ok())
//       return entry.error();
//   if (const StoreResult<void> committed = audited.commit(); !committed.ok())
//       return committed.error();
//
// begin() connects (the calling thread's connection) and begins a write transaction that holds
// the audit lock (SqlDialect::Lock::Audit): writers of audited rows take turns, and the entry is
// appended in the transaction (AuditLog::appendWithin()). Every error is prefixed with `what`.
// A write that is not committed is rolled back when this object goes, and only then are its
// statements freed (PostgreSQL refuses to free a prepared statement in a failed transaction).

#include "store/AuditLog.h"
#include "store/StoreResult.h"
#include "store/StoreTransaction.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <deque>
#include <optional>

namespace paydesk::store {

class Store;

class AuditedWrite
{
public:
    // `log` is a log of `store`; both outlive this object.
    AuditedWrite(Store *store, const AuditLog *log, QString what);
    ~AuditedWrite();
    AuditedWrite(const AuditedWrite &) = delete;
    AuditedWrite &operator=(const AuditedWrite &) = delete;

    StoreResult<void> begin();
    // A statement on the write's connection, freed after the transaction ends. After begin().
    QSqlQuery &query();
    const QSqlDatabase &db() const { return m_db; }
    // Appends `event` within the transaction (it is in the log once committed).
    StoreResult<AuditEntry> append(const AuditEvent &event);
    StoreResult<void> commit();

    // The error of a refused statement or driver call, prefixed with `what`.
    StoreError sqlError(const QSqlError &error) const;
    const QString &what() const { return m_what; }

private:
    Store *const m_store;
    const AuditLog *const m_log;
    const QString m_what;
    QSqlDatabase m_db;
    // Destroyed in reverse: the transaction first (rolled back), then the statements.
    std::optional<AuditLog::Statements> m_auditStatements;
    std::deque<QSqlQuery> m_queries;
    std::optional<StoreTransaction> m_transaction;
};

} // namespace paydesk::store
