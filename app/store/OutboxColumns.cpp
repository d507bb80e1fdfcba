// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/OutboxColumns.h"

#include "store/AuditEntry.h"
#include "store/StoreConfig.h"
#include "store/StoreError.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QSqlError>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace paydesk::store::outboxColumns {

using payouts::PayoutDraft;

namespace {

QString columnList(bool withJson)
{
    QStringList names;
    for (const QLatin1String name : {id,
                                     profileId,
                                     state,
                                     revision,
                                     idempotencyKey,
                                     customId,
                                     requestBody,
                                     formSnapshot,
                                     recipientSummary,
                                     lookupVerdict,
                                     registeredName,
                                     maker,
                                     currency,
                                     amountMinor,
                                     createdAt,
                                     updatedAt,
                                     leaseOwner,
                                     leaseExpiresAt,
                                     providerPayoutId,
                                     lastError,
                                     attempts,
                                     retries,
                                     nextAttemptAt,
                                     awaitingSince,
                                     firstApprover,
                                     secondApprover,
                                     returnedReason,
                                     returnedBy,
                                     payoutState,
                                     payoutContext,
                                     payoutCheckedAt,
                                     settledAt,
                                     followRetries,
                                     nextFollowAt,
                                     heldReason,
                                     heldAt})
        if (withJson || (name != requestBody && name != formSnapshot))
            names.append(QString(name));
    return names.join(u", "_s);
}

} // namespace

const QString &selectList()
{
    static const QString list = columnList(true);
    return list;
}

const QString &summaryList()
{
    static const QString list = columnList(false);
    return list;
}

StoreError damaged(const QString &what, const QString &why)
{
    return StoreError(StoreError::Kind::Damaged,
                      what + u' '
                          + PayoutDraft::tr("A payout of the outbox is not as Paydesk wrote it: the "
                                            "database was changed outside Paydesk."),
                      why);
}

namespace {

QString text(const QSqlQuery &q, QLatin1String column)
{
    return value(q, column).toString();
}

QDateTime time(const QSqlQuery &q, QLatin1String column)
{
    return AuditEntry::timeFromText(text(q, column));
}

} // namespace

namespace {

// Every column but the two JSON ones (and the request bytes).
StoreResult<PayoutDraft> readColumns(const QSqlQuery &q, const QString &what)
{
    PayoutDraft draft;
    draft.id = text(q, id);
    draft.profileId = text(q, profileId);
    const std::optional<PayoutDraft::State> rowState = PayoutDraft::stateFromKey(text(q, state));
    if (!rowState)
        return damaged(what, u"outbox row %1: state %2"_s.arg(draft.id, text(q, state)));
    draft.state = *rowState;
    draft.revision = value(q, revision).toLongLong();
    draft.idempotencyKey = text(q, idempotencyKey);
    draft.content.recipientSummary = text(q, recipientSummary);
    const std::optional<PayoutDraft::Lookup> lookup = PayoutDraft::lookupFromKey(text(q, lookupVerdict));
    if (!lookup)
        return damaged(what, u"outbox row %1: lookup %2"_s.arg(draft.id, text(q, lookupVerdict)));
    draft.content.lookup = *lookup;
    draft.content.registeredName = text(q, registeredName);
    draft.content.maker = text(q, maker);
    draft.createdAt = time(q, createdAt);
    draft.updatedAt = time(q, updatedAt);
    if (!draft.createdAt.isValid() || !draft.updatedAt.isValid())
        return damaged(what, u"outbox row %1: times"_s.arg(draft.id));
    PayoutDraft::Progress &progress = draft.progress;
    progress.awaitingSince = time(q, awaitingSince);
    for (const QLatin1String column : {firstApprover, secondApprover})
        if (const QString approver = text(q, column); !approver.isEmpty())
            progress.approvers.append(approver);
    progress.returnedReason = text(q, returnedReason);
    progress.returnedBy = text(q, returnedBy);
    progress.providerPayoutId = text(q, providerPayoutId);
    progress.lastError = text(q, lastError);
    progress.attempts = value(q, attempts).toLongLong();
    progress.payoutState = text(q, payoutState);
    progress.payoutContext = text(q, payoutContext);
    progress.settledAt = time(q, settledAt);
    progress.heldReason = text(q, heldReason);
    progress.heldAt = time(q, heldAt);
    PayoutDraft::Submission &submission = draft.submission;
    submission.leaseOwner = text(q, leaseOwner);
    submission.leaseExpiresAt = time(q, leaseExpiresAt);
    submission.retries = value(q, retries).toLongLong();
    submission.nextAttemptAt = time(q, nextAttemptAt);
    submission.payoutCheckedAt = text(q, payoutCheckedAt);
    submission.followRetries = value(q, followRetries).toLongLong();
    submission.nextFollowAt = time(q, nextFollowAt);
    return draft;
}

} // namespace

StoreResult<PayoutDraft> readDraft(const QSqlQuery &q, const QString &what)
{
    StoreResult<PayoutDraft> read = readColumns(q, what);
    if (!read.ok())
        return read;
    PayoutDraft draft = std::move(read).value();
    for (const auto &[column, target] : {std::pair {requestBody, &draft.content.requestBody},
                                         std::pair {formSnapshot, &draft.content.formSnapshot}}) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text(q, column).toUtf8(), &error);
        if (!document.isObject())
            return damaged(
                what, u"outbox row %1: column %2: %3"_s.arg(draft.id, QString(column), error.errorString()));
        *target = document.object();
    }
    draft.submission.requestBytes = text(q, requestBody).toUtf8();
    return draft;
}

StoreResult<PayoutDraft> readSummary(const QSqlQuery &q, const QString &what)
{
    StoreResult<PayoutDraft> read = readColumns(q, what);
    if (!read.ok())
        return read;
    PayoutDraft draft = std::move(read).value();
    QJsonObject body {{u"custom_id"_s, text(q, customId)}};
    if (const QVariant minor = value(q, amountMinor); !minor.isNull()) {
        body.insert(u"amount"_s,
                    QJsonObject {
                        {u"currency"_s, text(q, currency)},
                        {u"value"_s, Money::fromMinorUnits(minor.toLongLong(), text(q, currency)).toWire()}});
    }
    draft.content.requestBody = body;
    return draft;
}

StoreResult<PayoutDraft> selectDraft(QSqlQuery &q, const StoreConfig &config, const QString &profileId,
                                     const QString &rowId, const QString &what)
{
    if (!q.prepare(
            u"SELECT %1 FROM payout_outbox WHERE id = :id AND profile_id = :profile"_s.arg(selectList())))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":id"_s, rowId);
    q.bindValue(u":profile"_s, profileId);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    if (!q.next()) {
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), config, what);
        return StoreError(StoreError::Kind::NotFound,
                          what + u' '
                              + PayoutDraft::tr("This draft no longer exists: it was deleted, perhaps in "
                                                "another window."),
                          u"no outbox row %1 for profile %2"_s.arg(rowId, profileId));
    }
    StoreResult<PayoutDraft> draft = readDraft(q, what);
    q.finish();
    return draft;
}

} // namespace paydesk::store::outboxColumns
