// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/OutboxRows.h"

#include "store/AuditEntry.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreConfig.h"

#include <QCryptographicHash>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::outbox::outboxRows {

using payouts::PayoutDraft;
using store::StoreError;
using store::StoreResult;
namespace column = store::outboxColumns;

StoreResult<QStringList> profilesWith(store::Store *store, const QString &from, const QString &predicate,
                                      const QString &what)
{
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(
            u"SELECT profile_id FROM %1 WHERE %2 AND profile_id > :after ORDER BY profile_id LIMIT 1"_s.arg(
                from, predicate)))
        return StoreError::fromSql(q.lastError(), store->config(), what);
    QStringList found;
    QString after = u""_s; // not null: NULL would compare as unknown
    for (;;) {
        q.bindValue(u":after"_s, after);
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), store->config(), what);
        if (!q.next()) {
            if (q.lastError().isValid())
                return StoreError::fromSql(q.lastError(), store->config(), what);
            return found;
        }
        after = q.value(0).toString();
        found.append(after);
        q.finish();
    }
}

StoreResult<PayoutDraft> selectRow(QSqlQuery &q, const store::StoreConfig &config, const QString &id,
                                   const QString &what)
{
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM payout_outbox WHERE id = :id"_s.arg(column::selectList())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, id);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        return StoreError(StoreError::Kind::NotFound,
                          what + u' ' + OutboxStore::tr("This payout is no longer in the outbox."),
                          u"no outbox row %1"_s.arg(id));
    }
    StoreResult<PayoutDraft> row = column::readDraft(q, what);
    q.finish();
    return row;
}

StoreError conflict(const QString &what, const QString &why)
{
    return StoreError(StoreError::Kind::Conflict,
                      what + u' '
                          + OutboxStore::tr("This payout was changed elsewhere (another window or "
                                            "workstation) meanwhile."),
                      why);
}

StoreError notAllowed(const QString &what, const QString &sentence, const QString &why)
{
    return StoreError(StoreError::Kind::NotAllowed, what + u' ' + sentence, why);
}

std::optional<StoreError> signatureRefusal(const approvals::ApprovalSignature &signature,
                                           const PayoutDraft &before, const QString &approver,
                                           approvals::ApprovalStatement::Decision decision,
                                           const QString &what)
{
    if (!isRecorded(signature))
        return std::nullopt;
    const QString sentence = OutboxStore::tr("The signature given is not of this decision on this payout.");
    const QString decisionKey = approvals::ApprovalStatement::decisionKey(signature.decision);
    if (signature.outboxId != before.id || signature.profileId != before.profileId)
        return notAllowed(what, sentence,
                          u"signature of outbox row %1 (profile %2) given for row %3 (profile %4)"_s.arg(
                              signature.outboxId, signature.profileId, before.id, before.profileId));
    if (approver.isEmpty() || signature.approver != approver)
        return notAllowed(
            what, sentence,
            u"outbox row %1: signature of %2 given for %3"_s.arg(before.id, signature.approver, approver));
    if (signature.decision != decision)
        return notAllowed(what, sentence,
                          u"outbox row %1: a signature of %2 given for %3"_s.arg(
                              before.id, decisionKey, approvals::ApprovalStatement::decisionKey(decision)));
    if (signature.keyId.isEmpty() || signature.signature.size() != 64)
        return notAllowed(
            what, sentence,
            u"outbox row %1: signature of %2 without its key or its 64 bytes"_s.arg(before.id, approver));
    return std::nullopt;
}

QString signatureId(const approvals::ApprovalSignature &signature)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(signature.signature, QCryptographicHash::Sha256).toHex());
}

StoreResult<void> insertSignature(QSqlQuery &q, const store::StoreConfig &config,
                                  const approvals::ApprovalSignature &signature, const QDateTime &at,
                                  const QString &what)
{
    if (!q.prepare(
            u"INSERT INTO approval_signatures (id, outbox_id, profile_id, decision, approver, key_id, "
            u"statement, signature, recorded_at) VALUES (:id, :outbox, :profile, :decision, :approver, "
            u":key, :statement, :signature, :recorded)"_s))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, signatureId(signature));
    q.bindValue(u":outbox"_s, signature.outboxId);
    q.bindValue(u":profile"_s, signature.profileId);
    q.bindValue(u":decision"_s,
                signature.decision == approvals::ApprovalStatement::Decision::Approve ? u"APPROVE"_s
                                                                                      : u"REJECT"_s);
    q.bindValue(u":approver"_s, signature.approver);
    q.bindValue(u":key"_s, signature.keyId);
    q.bindValue(u":statement"_s, QString::fromUtf8(signature.statement));
    q.bindValue(u":signature"_s, QString::fromLatin1(signature.signature.toBase64()));
    q.bindValue(u":recorded"_s, store::AuditEntry::timeText(at));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    q.finish();
    return {};
}

QVariant nullableText(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QVariant nullableTime(const QDateTime &time)
{
    return nullableText(store::AuditEntry::timeText(time));
}

} // namespace paydesk::outbox::outboxRows
