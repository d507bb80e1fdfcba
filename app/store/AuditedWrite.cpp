// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditedWrite.h"

#include "store/Store.h"

namespace paydesk::store {

AuditedWrite::AuditedWrite(Store *store, const AuditLog *log, QString what)
    : m_store(store)
    , m_log(log)
    , m_what(std::move(what))
{
    Q_ASSERT(store && log && log->store() == store);
}

AuditedWrite::~AuditedWrite()
{
    m_transaction.reset(); // rolls back a write not committed, before its statements go
    m_queries.clear();
    m_auditStatements.reset();
}

StoreResult<void> AuditedWrite::begin()
{
    Q_ASSERT(!m_transaction);
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(m_what);
    m_db = connection.value();
    m_auditStatements.emplace(m_db);
    m_transaction.emplace(m_db);
    if (const QSqlError error = m_transaction->beginWrite(m_store->dialect(), SqlDialect::Lock::Audit);
        error.isValid())
        return sqlError(error);
    return {};
}

QSqlQuery &AuditedWrite::query()
{
    Q_ASSERT(m_db.isValid());
    return m_queries.emplace_back(m_db);
}

StoreResult<AuditEntry> AuditedWrite::append(const AuditEvent &event)
{
    Q_ASSERT(m_transaction && m_transaction->isActive());
    const StoreResult<AuditEntry> entry = m_log->appendWithin(m_db, *m_auditStatements, event);
    if (!entry.ok())
        return entry.error().prefixed(m_what);
    return entry;
}

StoreResult<void> AuditedWrite::commit()
{
    Q_ASSERT(m_transaction);
    if (const QSqlError error = m_transaction->commit(); error.isValid())
        return sqlError(error);
    return {};
}

StoreError AuditedWrite::sqlError(const QSqlError &error) const
{
    return StoreError::fromSql(error, m_store->config(), m_what);
}

} // namespace paydesk::store
