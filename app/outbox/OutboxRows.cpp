// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/OutboxRows.h"

#include "store/AuditEntry.h"
#include "store/OutboxColumns.h"
#include "store/StoreConfig.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace paydesk::outbox::outboxRows {

using payouts::PayoutDraft;
using store::StoreError;
using store::StoreResult;
namespace column = store::outboxColumns;

namespace {

QString text(const QSqlQuery &q, QLatin1String name)
{
    return column::value(q, name).toString();
}

QDateTime time(const QSqlQuery &q, QLatin1String name)
{
    return store::AuditEntry::timeFromText(text(q, name));
}

} // namespace

StoreResult<OutboxRow> readRow(const QSqlQuery &q, const QString &what)
{
    OutboxRow row;
    row.id = text(q, column::id);
    row.profileId = text(q, column::profileId);
    const std::optional<PayoutDraft::State> state = PayoutDraft::stateFromKey(text(q, column::state));
    if (!state)
        return column::damaged(what, u"outbox row %1: state %2"_s.arg(row.id, text(q, column::state)));
    row.state = *state;
    row.revision = column::value(q, column::revision).toLongLong();
    row.idempotencyKey = text(q, column::idempotencyKey);
    row.customId = text(q, column::customId);
    row.requestBody = text(q, column::requestBody).toUtf8();
    row.leaseOwner = text(q, column::leaseOwner);
    row.leaseExpiresAt = time(q, column::leaseExpiresAt);
    row.providerPayoutId = text(q, column::providerPayoutId);
    row.lastError = text(q, column::lastError);
    row.attempts = column::value(q, column::attempts).toLongLong();
    row.retries = column::value(q, column::retries).toLongLong();
    row.nextAttemptAt = time(q, column::nextAttemptAt);
    row.updatedAt = time(q, column::updatedAt);
    row.maker = text(q, column::maker);
    if (const QVariant currency = column::value(q, column::currency); !currency.isNull()) {
        row.amount
            = Money::fromMinorUnits(column::value(q, column::amountMinor).toLongLong(), currency.toString());
        if (!row.amount.isValid())
            return column::damaged(what, u"outbox row %1: amount"_s.arg(row.id));
    }
    row.awaitingSince = time(q, column::awaitingSince);
    for (const QLatin1String name : {column::firstApprover, column::secondApprover})
        if (const QString approver = text(q, name); !approver.isEmpty())
            row.approvers.append(approver);
    row.returnedReason = text(q, column::returnedReason);
    row.returnedBy = text(q, column::returnedBy);
    return row;
}

StoreResult<OutboxRow> selectRow(QSqlQuery &q, const store::StoreConfig &config, const QString &id,
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
    StoreResult<OutboxRow> row = readRow(q, what);
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
