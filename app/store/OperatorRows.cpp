// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/OperatorRows.h"

#include "operators/Permissions.h"
#include "store/AuditEntry.h"
#include "store/StoreConfig.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::store::operatorRows {

using operators::Operator;

const QString &columns()
{
    static const QString columns = u"id, display_name, role, administrator, disabled, passphrase_hash, "
                                   "revision, created_at, updated_at"_s;
    return columns;
}

StoreResult<OperatorRow> readRow(const QSqlQuery &q, const QString &what)
{
    OperatorRow row;
    row.op.id = q.value(0).toString();
    row.op.displayName = q.value(1).toString();
    const std::optional<Operator::Role> role = Operator::roleFromKey(q.value(2).toString());
    row.op.administrator = q.value(3).toInt() == 1;
    row.op.disabled = q.value(4).toInt() == 1;
    row.passphraseHash = q.value(5).toString();
    row.op.revision = q.value(6).toLongLong();
    row.op.createdAt = AuditEntry::timeFromText(q.value(7).toString());
    row.op.updatedAt = AuditEntry::timeFromText(q.value(8).toString());
    if (!role || !row.op.createdAt.isValid() || !row.op.updatedAt.isValid()) {
        return StoreError(StoreError::Kind::Damaged,
                          what + u' '
                              + Operator::tr("An operator is not as Paydesk wrote it: the database was "
                                             "changed outside Paydesk."),
                          u"operator row %1"_s.arg(row.op.id));
    }
    row.op.role = *role;
    return row;
}

StoreResult<std::optional<OperatorRow>> select(QSqlQuery &q, const StoreConfig &config, const QString &id,
                                               const QString &what)
{
    if (!q.prepare(u"SELECT %1 FROM operators WHERE id = :id"_s.arg(columns())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, id);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        return std::optional<OperatorRow>();
    }
    StoreResult<OperatorRow> row = readRow(q, what);
    q.finish();
    if (!row.ok())
        return row.error();
    return std::optional<OperatorRow>(std::move(row).value());
}

StoreResult<Operator> requireAdministrator(QSqlQuery &q, const StoreConfig &config, const QString &actorId,
                                           const QString &what)
{
    const StoreResult<std::optional<OperatorRow>> actor = select(q, config, actorId, what);
    if (!actor.ok())
        return actor.error();
    const Operator op = actor.value() ? actor.value()->op : Operator();
    const operators::Permissions::Decision decision = operators::Permissions::canAdminister(op);
    if (!decision.allowed()) {
        return StoreError(StoreError::Kind::NotAllowed, what + u' ' + decision.message(),
                          u"operator %1 may not administer"_s.arg(actorId));
    }
    return op;
}

} // namespace paydesk::store::operatorRows
