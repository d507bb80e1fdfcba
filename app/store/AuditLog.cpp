// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditLog.h"

#include "store/AuditRows.h"
#include "store/CanonicalJson.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/TeamWrites.h"

#include <QSqlError>
#include <QSqlQuery>

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

QString entryColumns()
{
    return auditRows::columns();
}

AuditEntry readEntry(const QSqlQuery &q)
{
    return auditRows::readEntry(q);
}

} // namespace

AuditLog::AuditLog(Store *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    Q_ASSERT(store);
    qRegisterMetaType<AuditEntry>();
    qRegisterMetaType<AuditEvent>();
    qRegisterMetaType<StoreError>();
}

AuditLog::~AuditLog()
{
    // The posted jobs refer to this object: they must have run before it goes.
    if (m_store->pendingJobs() > 0)
        m_store->waitForPosted();
}

void AuditLog::post(const AuditEvent &event)
{
    AuditEvent e = event;
    if (!e.time.isValid())
        e.time = m_store->now();
    // The job has no caller waiting for its result: its signals say how it went.
    m_store->post([this, e] {
        const StoreResult<AuditEntry> result = append(e);
        if (result.ok())
            Q_EMIT appended(result.value());
        else
            Q_EMIT appendFailed(e, result.error());
    });
}

StoreResult<AuditEntry> AuditLog::append(const AuditEvent &event)
{
    const QString what = tr("The audit log entry could not be written.");
    if (teamWrites::isTeam(m_store)) {
        // paydesk_record appends it (TeamWrites.h); the entry as the database wrote it.
        const StoreResult<qint64> seq = teamWrites::record(m_store, event, what);
        if (!seq.ok())
            return seq.error();
        const StoreResult<QList<AuditEntry>> written = entries(seq.value() - 1, 1);
        if (!written.ok())
            return written.error();
        if (written.value().isEmpty())
            return StoreError(StoreError::Kind::Failed, what, u"entry %1 not found"_s.arg(seq.value()));
        return written.value().constFirst();
    }
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();

    Statements statements(db); // outlive the transaction (see Statements)
    StoreTransaction transaction(db);
    if (const QSqlError error = transaction.beginWrite(m_store->dialect(), SqlDialect::Lock::Audit);
        error.isValid())
        return StoreError::fromSql(error, m_store->config(), what);
    const StoreResult<AuditEntry> entry = appendWithin(db, statements, event);
    if (!entry.ok())
        return entry;
    if (const QSqlError error = transaction.commit(); error.isValid())
        return StoreError::fromSql(error, m_store->config(), what);
    qCDebug(lcStore).noquote() << "audit entry" << entry.value().seq << entry.value().action << "for profile"
                               << entry.value().profileId;
    return entry;
}

StoreResult<AuditEntry> AuditLog::appendWithin(const QSqlDatabase &db, Statements &statements,
                                               const AuditEvent &event) const
{
    const QString what = tr("The audit log entry could not be written.");
    const QString action = AuditEvent::actionKey(event.action);
    QString why;
    const std::optional<QByteArray> detail = CanonicalJson::serialize(event.detail, &why);
    if (!detail)
        return StoreError(StoreError::Kind::InvalidData, what + u' ' + why, action);
    const StoreConfig &config = m_store->config();

    AuditEntry entry;
    {
        QSqlQuery head(db);
        if (!head.exec(u"SELECT last_seq, last_hash FROM audit_head WHERE id = 1"_s))
            return StoreError::fromSql(head.lastError(), config, what);
        if (!head.next()) {
            if (head.lastError().isValid())
                return StoreError::fromSql(head.lastError(), config, what);
            return StoreError(StoreError::Kind::Damaged,
                              what + u' '
                                  + tr("The record of where the audit log ends is missing: the database was "
                                       "changed outside Paydesk."),
                              u"no audit_head row"_s);
        }
        entry.seq = head.value(0).toLongLong() + 1;
        entry.previousHash = head.value(1).toString();
    }
    entry.time = (event.time.isValid() ? event.time : m_store->now()).toUTC();
    entry.osUser = Store::osUser();
    entry.profileId = event.profileId;
    entry.action = action;
    entry.detail = QString::fromUtf8(*detail);
    entry.hash = entry.computeHash();

    QSqlQuery &insert = statements.insert;
    if (!insert.prepare(
            u"INSERT INTO audit_log (%1) "
            "VALUES (:seq, :time, :user, :profile, :action, :detail, :prev, :hash)"_s.arg(entryColumns())))
        return StoreError::fromSql(insert.lastError(), config, what);
    insert.bindValue(u":seq"_s, entry.seq);
    insert.bindValue(u":time"_s, AuditEntry::timeText(entry.time));
    insert.bindValue(u":user"_s, entry.osUser);
    insert.bindValue(u":profile"_s, entry.profileId);
    insert.bindValue(u":action"_s, entry.action);
    insert.bindValue(u":detail"_s, entry.detail);
    insert.bindValue(u":prev"_s, entry.previousHash);
    insert.bindValue(u":hash"_s, entry.hash);
    if (!insert.exec())
        return StoreError::fromSql(insert.lastError(), config, what);
    insert.finish();

    QSqlQuery &update = statements.update;
    if (!update.prepare(u"UPDATE audit_head SET last_seq = :seq, last_hash = :hash WHERE id = 1"_s))
        return StoreError::fromSql(update.lastError(), config, what);
    update.bindValue(u":seq"_s, entry.seq);
    update.bindValue(u":hash"_s, entry.hash);
    if (!update.exec())
        return StoreError::fromSql(update.lastError(), config, what);
    update.finish();
    return entry;
}

StoreResult<QList<AuditEntry>> AuditLog::entries(qint64 afterSeq, int limit) const
{
    return select(u"WHERE seq > :seq ORDER BY seq"_s, afterSeq, limit);
}

StoreResult<QList<AuditEntry>> AuditLog::entriesBefore(qint64 beforeSeq, int limit) const
{
    // 0: from the newest (a sequence number is never above the largest 64-bit one).
    return select(u"WHERE seq < :seq ORDER BY seq DESC"_s,
                  beforeSeq > 0 ? beforeSeq : std::numeric_limits<qint64>::max(), limit);
}

StoreResult<QList<AuditEntry>> AuditLog::select(const QString &whereAndOrder, qint64 seq, int limit) const
{
    const QString what = tr("The audit log could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM audit_log %2 LIMIT :limit"_s.arg(entryColumns(), whereAndOrder)))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":seq"_s, seq);
    q.bindValue(u":limit"_s, std::max(0, limit));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<AuditEntry> list;
    while (q.next())
        list.append(readEntry(q));
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return list;
}

StoreResult<QList<AuditEntry>> AuditLog::entriesOfOutboxRow(const QString &outboxId) const
{
    const QString what = tr("The audit log could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    // The expression of the index audit_log_outbox_entries (schema step 10), as it was made: the planner uses
    // it then.
    if (!q.prepare(u"SELECT %1 FROM audit_log WHERE %2 = :id ORDER BY seq"_s.arg(
            entryColumns(), m_store->dialect().jsonMember(u"detail"_s, u"outbox_id"_s))))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":id"_s, outboxId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<AuditEntry> list;
    while (q.next())
        list.append(readEntry(q));
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return list;
}

} // namespace paydesk::store
