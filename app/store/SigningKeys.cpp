// SPDX-License-Identifier: GPL-3.0-or-later
// SigningKeys (SigningKeys.h): the reads of operator_keys and approval_signatures; KeyRows.h's
// rows, shared with Operators' key life (OperatorKeys.cpp).
#include "store/SigningKeys.h"

#include "store/AuditEntry.h"
#include "store/KeyRows.h"
#include "store/Store.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::OperatorKey;

namespace {

QByteArray fromBase64(const QVariant &value)
{
    return value.isNull() ? QByteArray() : QByteArray::fromBase64(value.toString().toLatin1());
}

QDateTime timeOf(const QVariant &value)
{
    return value.isNull() ? QDateTime() : AuditEntry::timeFromText(value.toString());
}

const QString &signatureColumns()
{
    static const QString columns = u"id, outbox_id, profile_id, decision, approver, key_id, statement, "
                                   "signature, recorded_at"_s;
    return columns;
}

approvals::ApprovalSignature readSignature(const QSqlQuery &q)
{
    approvals::ApprovalSignature s;
    s.id = q.value(0).toString();
    s.outboxId = q.value(1).toString();
    s.profileId = q.value(2).toString();
    s.decision = q.value(3).toString() == u"REJECT"_s ? approvals::ApprovalStatement::Decision::Reject
                                                      : approvals::ApprovalStatement::Decision::Approve;
    s.approver = q.value(4).toString();
    s.keyId = q.value(5).toString();
    s.statement = q.value(6).toString().toUtf8();
    s.signature = fromBase64(q.value(7));
    s.recordedAt = timeOf(q.value(8));
    return s;
}

StoreResult<std::optional<OperatorKey>> oneKey(QSqlQuery &q, const StoreConfig &config, const QString &what)
{
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        q.finish();
        return std::optional<OperatorKey>();
    }
    OperatorKey key = keyRows::readRow(q);
    q.finish();
    return std::optional<OperatorKey>(std::move(key));
}

} // namespace

// --- rows ---------------------------------------------------------------------------------------

const QString &keyRows::columns()
{
    static const QString columns = u"key_id, operator_id, public_key, wrapped_key, created_at, vouch, "
                                   "vouch_signature, vouched_by_key, revoked_at"_s;
    return columns;
}

OperatorKey keyRows::readRow(const QSqlQuery &q)
{
    OperatorKey key;
    key.keyId = q.value(0).toString();
    key.operatorId = q.value(1).toString();
    key.publicKey = fromBase64(q.value(2));
    key.wrapped = q.value(3).toString().toLatin1();
    key.createdAt = timeOf(q.value(4));
    key.vouch = q.value(5).isNull() ? QByteArray() : q.value(5).toString().toUtf8();
    key.vouchSignature = fromBase64(q.value(6));
    key.vouchedByKey = q.value(7).toString();
    key.revokedAt = timeOf(q.value(8));
    return key;
}

StoreResult<std::optional<OperatorKey>> keyRows::current(QSqlQuery &q, const StoreConfig &config,
                                                         const QString &operatorId, const QString &what)
{
    // operator_keys_operator (operator_id, created_at): the operator's few keys, newest first.
    if (!q.prepare(u"SELECT %1 FROM operator_keys WHERE operator_id = :id AND revoked_at IS NULL "
                   "ORDER BY created_at DESC, key_id LIMIT 1"_s.arg(columns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, operatorId);
    return oneKey(q, config, what);
}

StoreResult<std::optional<OperatorKey>> keyRows::root(QSqlQuery &q, const StoreConfig &config,
                                                      const QString &what)
{
    // Tens of rows: a scan.
    if (!q.prepare(u"SELECT %1 FROM operator_keys WHERE vouched_by_key = key_id "
                   "ORDER BY created_at, key_id LIMIT 1"_s.arg(columns())))
        return StoreError::fromSql(q.lastError(), config, what);
    return oneKey(q, config, what);
}

StoreResult<std::optional<OperatorKey>> keyRows::byId(QSqlQuery &q, const StoreConfig &config,
                                                      const QString &keyId, const QString &what)
{
    if (!q.prepare(u"SELECT %1 FROM operator_keys WHERE key_id = :id"_s.arg(columns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, keyId);
    return oneKey(q, config, what);
}

// --- SigningKeys --------------------------------------------------------------------------------

SigningKeys::SigningKeys(Store *store)
    : m_store(store)
{
    Q_ASSERT(store);
}

StoreResult<QList<OperatorKey>> SigningKeys::all() const
{
    const QString what = QCoreApplication::translate("paydesk::store::SigningKeys",
                                                     "The operators' signing keys could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT %1 FROM operator_keys ORDER BY created_at, key_id"_s.arg(keyRows::columns())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<OperatorKey> keys;
    while (q.next())
        keys.append(keyRows::readRow(q));
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return keys;
}

StoreResult<std::optional<OperatorKey>> SigningKeys::current(const QString &operatorId) const
{
    const QString what = QCoreApplication::translate("paydesk::store::SigningKeys",
                                                     "The operator's signing key could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    return keyRows::current(q, m_store->config(), operatorId, what);
}

StoreResult<std::optional<OperatorKey>> SigningKeys::root() const
{
    const QString what = QCoreApplication::translate("paydesk::store::SigningKeys",
                                                     "The administrators' root key could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    return keyRows::root(q, m_store->config(), what);
}

StoreResult<QList<approvals::ApprovalSignature>> SigningKeys::signaturesOf(const QString &outboxId) const
{
    const QString what = QCoreApplication::translate("paydesk::store::SigningKeys",
                                                     "The payout's signatures could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    // approval_signatures_outbox (outbox_id, recorded_at).
    if (!q.prepare(u"SELECT %1 FROM approval_signatures WHERE outbox_id = :id ORDER BY recorded_at, id"_s.arg(
            signatureColumns()))
        || (q.bindValue(u":id"_s, outboxId), !q.exec()))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<approvals::ApprovalSignature> list;
    while (q.next())
        list.append(readSignature(q));
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return list;
}

StoreResult<QList<approvals::ApprovalSignature>>
SigningKeys::signaturesBetween(const QString &profileId, const QDateTime &from, const QDateTime &to) const
{
    const QString what = QCoreApplication::translate("paydesk::store::SigningKeys",
                                                     "The approvals' signatures could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    // approval_signatures_recorded (recorded_at); the profile is a filter on that range.
    QString sql
        = u"SELECT %1 FROM approval_signatures WHERE recorded_at >= :from AND recorded_at < :to"_s.arg(
            signatureColumns());
    if (!profileId.isEmpty())
        sql += u" AND profile_id = :profile"_s;
    sql += u" ORDER BY recorded_at, id"_s;
    if (!q.prepare(sql))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":from"_s, AuditEntry::timeText(from.toUTC()));
    q.bindValue(u":to"_s, AuditEntry::timeText(to.toUTC()));
    if (!profileId.isEmpty())
        q.bindValue(u":profile"_s, profileId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<approvals::ApprovalSignature> list;
    while (q.next())
        list.append(readSignature(q));
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return list;
}

} // namespace paydesk::store
