// SPDX-License-Identifier: GPL-3.0-or-later
// AuditLog's verification: the whole chain (verify()), the entries since the newest checkpoint
// (verifySinceCheckpoint()), a whole one in steps (lastSeq(), verifyStep(), verifyRest()), and the
// checkpoint a whole one records (recordCheckpoint()).
#include "store/AuditChainWalk.h"
#include "store/AuditLog.h"
#include "store/AuditRows.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/TeamWrites.h"

#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

constexpr int verifyPageSize = 1000;

struct Head
{
    bool present = false;
    qint64 seq = 0;
    QString hash;
};

QString checkpointKey()
{
    return AuditEvent::actionKey(AuditEvent::Action::AuditVerified);
}

// Reads the recorded end (audit_head) on `db`.
StoreResult<Head> readHead(const QSqlDatabase &db, const StoreConfig &config, const QString &what)
{
    QSqlQuery head(db);
    if (!head.exec(u"SELECT last_seq, last_hash FROM audit_head WHERE id = 1"_s))
        return StoreError::fromSql(head.lastError(), config, what);
    Head h;
    if (head.next()) {
        h.present = true;
        h.seq = head.value(0).toLongLong();
        h.hash = head.value(1).toString();
    } else if (head.lastError().isValid()) {
        return StoreError::fromSql(head.lastError(), config, what);
    }
    return h;
}

} // namespace

std::optional<StoreError> AuditLog::walk(const QSqlDatabase &db, AuditChainWalk &walk, qint64 throughSeq,
                                         qint64 maxEntries) const
{
    const QString what = tr("The audit log could not be checked.");
    const StoreConfig &config = m_store->config();
    qint64 left = maxEntries;
    while (!walk.broken() && left > 0 && walk.cursor() < throughSeq) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        // By the primary key, a page at a time: constant memory however long the log.
        if (!q.prepare(u"SELECT %1 FROM audit_log WHERE seq > :after AND seq <= :through ORDER BY seq "
                       "LIMIT :limit"_s.arg(auditRows::columns())))
            return StoreError::fromSql(q.lastError(), config, what);
        const int limit = int(std::min<qint64>(left, verifyPageSize));
        q.bindValue(u":after"_s, walk.cursor());
        q.bindValue(u":through"_s, throughSeq);
        q.bindValue(u":limit"_s, limit);
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), config, what);
        int rows = 0;
        while (q.next()) {
            ++rows;
            if (!walk.check(auditRows::readEntry(q)))
                break;
        }
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        left -= rows;
        if (rows < limit)
            break; // the end of the table, or of what was asked
    }
    return std::nullopt;
}

StoreResult<AuditVerification> AuditLog::verify() const
{
    return verifyRest(AuditChainWalk::fromStart());
}

StoreResult<AuditVerification> AuditLog::verifyRest(AuditChainWalk walked) const
{
    const QString what = tr("The audit log could not be checked.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();

    // One snapshot: appends that commit meanwhile are neither half seen nor taken for tampering.
    StoreTransaction transaction(db);
    if (const QSqlError error = transaction.beginSnapshot(m_store->dialect()); error.isValid())
        return StoreError::fromSql(error, m_store->config(), what);
    const StoreResult<Head> head = readHead(db, m_store->config(), what);
    if (!head.ok())
        return head.error();
    if (const std::optional<StoreError> error
        = walk(db, walked, std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::max()))
        return *error;
    return walked.finish(head.value().present, head.value().seq, head.value().hash);
}

StoreResult<AuditVerification> AuditLog::verifySinceCheckpoint() const
{
    const QString what = tr("The audit log could not be checked.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();
    const StoreConfig &config = m_store->config();
    using Problem = AuditVerification::Problem;

    StoreTransaction transaction(db);
    if (const QSqlError error = transaction.beginSnapshot(m_store->dialect()); error.isValid())
        return StoreError::fromSql(error, config, what);
    const StoreResult<Head> head = readHead(db, config, what);
    if (!head.ok())
        return head.error();

    // The newest checkpoint, by the index on (action, seq) (schema step 12): one probe.
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM audit_log WHERE action = :action ORDER BY seq DESC LIMIT 1"_s.arg(
            auditRows::columns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":action"_s, checkpointKey());
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    AuditChainWalk walked = AuditChainWalk::fromStart();
    if (q.next()) {
        const AuditEntry checkpoint = auditRows::readEntry(q);
        q.finish();
        const QJsonObject detail = checkpoint.detailObject();
        const qint64 through = detail.value(u"through_seq"_s).toInteger(-1);
        const QString throughHash = detail.value(u"through_hash"_s).toString();
        const auto mismatch = [&](qint64 seq, qint64 read) {
            AuditVerification v = AuditVerification::broken(Problem::CheckpointMismatch, seq, 0);
            v.setEntriesRead(read);
            v.setSince(std::max<qint64>(through, 0));
            return v;
        };
        // Its own fields still give its hash (else what it says cannot be taken), and Paydesk
        // writes it after the entries it names, with their hash.
        if (checkpoint.computeHash() != checkpoint.hash) {
            AuditVerification v = AuditVerification::broken(Problem::ContentChanged, checkpoint.seq, 0);
            v.setEntriesRead(1);
            return v;
        }
        if (through < 0 || through >= checkpoint.seq || throughHash.isEmpty())
            return mismatch(checkpoint.seq, 1);
        if (through == 0) {
            if (throughHash != AuditEntry::genesisHash())
                return mismatch(checkpoint.seq, 1);
        } else {
            // The entry it names still has the hash it had then, and its fields still give it.
            QSqlQuery target(db);
            target.setForwardOnly(true);
            if (!target.prepare(u"SELECT %1 FROM audit_log WHERE seq = :seq"_s.arg(auditRows::columns())))
                return StoreError::fromSql(target.lastError(), config, what);
            target.bindValue(u":seq"_s, through);
            if (!target.exec())
                return StoreError::fromSql(target.lastError(), config, what);
            if (!target.next()) {
                if (target.lastError().isValid())
                    return StoreError::fromSql(target.lastError(), config, what);
                return mismatch(through, 1);
            }
            const AuditEntry entry = auditRows::readEntry(target);
            if (entry.hash != throughHash || entry.computeHash() != entry.hash)
                return mismatch(through, 2);
            walked = AuditChainWalk::after(through, throughHash);
        }
        walked.countRead(through == 0 ? 1 : 2); // the checkpoint (read again by the walk) and its target
    } else if (q.lastError().isValid()) {
        return StoreError::fromSql(q.lastError(), config, what);
    }
    // From there to the end (the whole log without a checkpoint): the checkpoint itself is among
    // the entries walked, so that it is in the chain too.
    if (const std::optional<StoreError> error
        = walk(db, walked, std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::max()))
        return *error;
    return walked.finish(head.value().present, head.value().seq, head.value().hash);
}

StoreResult<qint64> AuditLog::checkpointSeq() const
{
    const QString what = tr("The audit log could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT seq FROM audit_log WHERE action = :action ORDER BY seq DESC LIMIT 1"_s))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":action"_s, checkpointKey());
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (q.next())
        return q.value(0).toLongLong();
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return qint64(0);
}

StoreResult<qint64> AuditLog::lastSeq() const
{
    const QString what = tr("The audit log could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const StoreResult<Head> head = readHead(connection.value(), m_store->config(), what);
    if (!head.ok())
        return head.error();
    return head.value().seq;
}

StoreResult<AuditChainWalk> AuditLog::verifyStep(AuditChainWalk walked, qint64 throughSeq, int limit) const
{
    const QString what = tr("The audit log could not be checked.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    // No snapshot: the entries up to throughSeq are written; those appended meanwhile come after.
    if (const std::optional<StoreError> error = walk(connection.value(), walked, throughSeq, limit))
        return *error;
    return walked;
}

StoreResult<std::optional<AuditEntry>> AuditLog::recordCheckpoint(const AuditVerification &verification)
{
    const QString what = tr("The audit log's check could not be recorded.");
    if (!verification.isIntact() || !verification.isWhole() || verification.entriesChecked() == 0)
        return std::optional<AuditEntry>();
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();
    const StoreConfig &config = m_store->config();

    Statements statements(db); // outlive the transaction (see Statements)
    StoreTransaction transaction(db);
    if (const QSqlError error = transaction.beginWrite(m_store->dialect(), SqlDialect::Lock::Audit);
        error.isValid())
        return StoreError::fromSql(error, config, what);
    // The newest entry a checkpoint already: nothing was written since the last one.
    {
        QSqlQuery newest(db);
        newest.setForwardOnly(true);
        if (!newest.exec(
                u"SELECT action FROM audit_log WHERE seq = (SELECT last_seq FROM audit_head WHERE id = 1)"_s))
            return StoreError::fromSql(newest.lastError(), config, what);
        if (newest.next() && newest.value(0).toString() == checkpointKey())
            return std::optional<AuditEntry>();
    }
    // The entry it names is still the one that was checked (it is, unless changed meanwhile).
    {
        QSqlQuery target(db);
        target.setForwardOnly(true);
        if (!target.prepare(u"SELECT hash FROM audit_log WHERE seq = :seq"_s))
            return StoreError::fromSql(target.lastError(), config, what);
        target.bindValue(u":seq"_s, verification.entriesChecked());
        if (!target.exec())
            return StoreError::fromSql(target.lastError(), config, what);
        if (!target.next() || target.value(0).toString() != verification.lastHash())
            return StoreError(StoreError::Kind::Damaged,
                              what + u' '
                                  + tr("Audit entry %1 changed while the log was checked.")
                                        .arg(verification.entriesChecked()),
                              u"checkpoint target changed"_s);
    }
    // The installation's, no profile's: empty, not null (OperatorRows::installationWide()).
    const AuditEvent event(AuditEvent::Action::AuditVerified, QString::fromLatin1(""),
                           QJsonObject {{u"through_seq"_s, verification.entriesChecked()},
                                        {u"through_hash"_s, verification.lastHash()},
                                        {u"entries"_s, verification.entriesChecked()}});
    // In a team database through paydesk_record, within this transaction (TeamWrites.h).
    const StoreResult<AuditEntry> entry = m_store->isTeam() ? teamWrites::recordEntry(this, event, what)
                                                            : appendWithin(db, statements, event);
    if (!entry.ok())
        return entry.error();
    if (const QSqlError error = transaction.commit(); error.isValid())
        return StoreError::fromSql(error, config, what);
    qCInfo(lcStore).noquote() << "audit log verified whole through entry" << verification.entriesChecked()
                              << "; checkpoint" << entry.value().seq;
    return std::optional<AuditEntry>(entry.value());
}

} // namespace paydesk::store
