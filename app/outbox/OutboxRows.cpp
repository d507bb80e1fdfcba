// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/OutboxRows.h"

#include "store/AuditEntry.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreConfig.h"

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

QVariant nullableText(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QVariant nullableTime(const QDateTime &time)
{
    return nullableText(store::AuditEntry::timeText(time));
}

} // namespace paydesk::outbox::outboxRows
