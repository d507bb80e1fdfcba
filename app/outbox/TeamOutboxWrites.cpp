// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/TeamOutboxWrites.h"

#include "outbox/OutboxRows.h"
#include "outbox/OutboxStore.h"
#include "store/AuditEntry.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/TeamCall.h"

#include <QJsonDocument>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

using payouts::PayoutDraft;
using store::StoreError;
using store::StoreResult;
using State = PayoutDraft::State;
using Action = store::AuditEvent::Action;
namespace teamCall = store::teamCall;

namespace {

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// The row a function returned, or nothing.
StoreResult<std::optional<PayoutDraft>> rowOf(const StoreResult<bool> &called, const QSqlQuery &q,
                                              const QString &what)
{
    if (!called.ok())
        return called.error();
    if (!called.value())
        return std::optional<PayoutDraft>();
    StoreResult<PayoutDraft> row = store::outboxColumns::readDraft(q, what);
    if (!row.ok())
        return row.error();
    return std::optional<PayoutDraft>(std::move(row).value());
}

// p_statement, p_signature (base64) and p_key_id of paydesk_approve and paydesk_send_back: NULLs
// for a signature that is not recorded (outboxRows::isRecorded()).
QVariantList signatureArguments(const approvals::ApprovalSignature *signature)
{
    if (!signature || !outboxRows::isRecorded(*signature)) {
        const QVariant null(QMetaType::fromType<QString>());
        return {null, null, null};
    }
    return {QString::fromUtf8(signature->statement), QString::fromLatin1(signature->signature.toBase64()),
            signature->keyId};
}

} // namespace

StoreResult<PayoutDraft> OutboxStore::teamTransition(const Change &c)
{
    const store::StoreConfig &config = m_store->config();
    QSqlDatabase db = c.session;
    if (!db.isValid()) {
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(c.what);
        db = connection.value();
    }

    // The first answer, as the direct path gives it (the function checks again, and counts).
    QSqlQuery select(db);
    StoreResult<PayoutDraft> current = outboxRows::selectRow(select, config, c.id, c.what);
    if (!current.ok())
        return current.error();
    const PayoutDraft before = std::move(current).value();
    select.finish();
    if (!c.profileId.isEmpty() && before.profileId != c.profileId)
        return StoreError(StoreError::Kind::NotFound,
                          c.what + u' ' + tr("This payout is no longer in the outbox."),
                          u"outbox row %1 is not of profile %2"_s.arg(c.id, c.profileId));
    if (!c.from.contains(before.state))
        return StoreError(StoreError::Kind::Conflict,
                          c.what + u' '
                              + tr("This payout is %1 now: it cannot make this step.")
                                    .arg(PayoutDraft::stateKey(before.state)),
                          u"outbox row %1 is %2"_s.arg(c.id, PayoutDraft::stateKey(before.state)));
    if (before.revision != c.expectedRevision)
        return outboxRows::conflict(c.what,
                                    u"outbox row %1 is at revision %2, not %3"_s.arg(c.id)
                                        .arg(before.revision)
                                        .arg(c.expectedRevision));
    if (c.check)
        if (std::optional<StoreError> refused = c.check(before))
            return *refused;

    PayoutDraft after = before;
    after.state = c.to;
    QJsonObject detail;
    if (c.apply)
        c.apply(before, after, detail);

    const QString now = teamCall::nowText(m_store);
    QString function;
    QVariantList args;
    switch (c.action) {
    case Action::ApprovalRequested:
        function = u"paydesk_submit_for_approval"_s;
        args = {now, c.id, before.profileId, c.expectedRevision};
        break;
    case Action::ApprovalWithdrawn:
        function = u"paydesk_withdraw"_s;
        args = {now, c.id, before.profileId, c.expectedRevision};
        break;
    case Action::ApprovalGranted:
        function = u"paydesk_approve"_s;
        args = {now, c.id, before.profileId, c.expectedRevision};
        args << signatureArguments(c.signature);
        break;
    case Action::ApprovalRejected:
        function = u"paydesk_send_back"_s;
        args = {now, c.id, before.profileId, c.expectedRevision, after.progress.returnedReason};
        args << signatureArguments(c.signature);
        break;
    case Action::OutboxHeld:
        function = u"paydesk_outbox_hold"_s;
        args = {now, c.id, c.owner, after.progress.heldReason, detail.value(u"reason"_s).toString()};
        break;
    case Action::ApprovalExpired:
        function = u"paydesk_expire"_s;
        args = {now, c.id, c.expectedRevision};
        break;
    case Action::OutboxReturned:
        function = u"paydesk_return_to_draft"_s;
        args = {now, c.id, before.profileId, c.expectedRevision, after.idempotencyKey};
        break;
    case Action::OutboxAttempt:
    case Action::OutboxAccepted:
    case Action::OutboxRejected:
    case Action::OutboxUncertain: {
        function = u"paydesk_outbox_mark"_s;
        // The function adds the row's own outbox_id, custom_id, idempotency_key and revision.
        for (const QString &key : {u"outbox_id"_s, u"custom_id"_s, u"idempotency_key"_s, u"revision"_s})
            detail.remove(key);
        args = {now,
                c.id,
                c.expectedRevision,
                c.owner,
                PayoutDraft::stateKey(after.state),
                teamCall::clearable(after.progress.providerPayoutId),
                teamCall::clearable(after.progress.lastError),
                after.progress.attempts,
                after.submission.retries,
                teamCall::time(after.submission.nextAttemptAt),
                jsonText(detail)};
        break;
    }
    default:
        return StoreError(StoreError::Kind::Failed, c.what,
                          u"no team function for %1"_s.arg(store::AuditEvent::actionKey(c.action)));
    }

    QSqlQuery q(db);
    const StoreResult<std::optional<PayoutDraft>> written = rowOf(
        teamCall::call(q, config, function, args, store::outboxColumns::selectList(), c.what), q, c.what);
    if (!written.ok())
        return written.error();
    if (!written.value())
        return outboxRows::conflict(c.what, u"%1 returned no row for %2"_s.arg(function, c.id));
    const PayoutDraft row = *written.value();
    qCInfo(store::lcStore).noquote() << "outbox row" << row.id << PayoutDraft::stateKey(before.state) << "->"
                                     << PayoutDraft::stateKey(row.state) << "at revision" << row.revision
                                     << "through" << function;
    Q_EMIT changed(row.id, row.state);
    if (row.state == State::Approved)
        Q_EMIT approved(row.profileId, row.id);
    return row;
}

namespace teamOutbox {

StoreResult<std::optional<PayoutDraft>> claim(store::Store *store, const QString &id, qint64 revision,
                                              const QString &owner, const QDateTime &until,
                                              const QString &what)
{
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const StoreResult<bool> called = teamCall::call(
        q, store->config(), u"paydesk_outbox_claim"_s,
        {teamCall::nowText(store), id, revision, owner, store::AuditEntry::timeText(until.toUTC())},
        store::outboxColumns::selectList(), what);
    if (!called.ok() && called.error().kind() == StoreError::Kind::Conflict)
        return std::optional<PayoutDraft>(); // taken or moved on meanwhile: the next candidate
    return rowOf(called, q, what);
}

StoreResult<bool> renew(store::Store *store, const QString &id, const QString &owner, const QDateTime &until,
                        const QString &what)
{
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const StoreResult<bool> called
        = teamCall::call(q, store->config(), u"paydesk_outbox_renew"_s,
                         {teamCall::nowText(store), id, owner, store::AuditEntry::timeText(until.toUTC())},
                         u"paydesk_outbox_renew"_s, what);
    if (!called.ok())
        return called.error();
    return called.value() && q.value(0).toBool();
}

StoreResult<void> release(store::Store *store, const PayoutDraft &row, const QString &owner,
                          const QDateTime &notBefore, const QString &what)
{
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const StoreResult<bool> called
        = teamCall::call(q, store->config(), u"paydesk_outbox_release"_s,
                         {teamCall::nowText(store), row.id, QVariant(QMetaType::fromType<qint64>()), owner,
                          teamCall::time(notBefore)},
                         store::outboxColumns::id, what);
    if (!called.ok())
        return called.error();
    return {};
}

StoreResult<bool> followPutOff(store::Store *store, const PayoutDraft &before, const QDateTime &until,
                               const QString &what)
{
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const StoreResult<bool> called = teamCall::call(
        q, store->config(), u"paydesk_follow_put_off"_s,
        {teamCall::nowText(store), before.id, before.revision, store::AuditEntry::timeText(until.toUTC())},
        u"paydesk_follow_put_off"_s, what);
    if (!called.ok()) {
        if (called.error().kind() == StoreError::Kind::Conflict)
            return false; // another follower wrote first
        return called.error();
    }
    return called.value() && q.value(0).toBool();
}

StoreResult<std::optional<PayoutDraft>> followRecord(store::Store *store, const PayoutDraft &before,
                                                     const PayoutDraft &after, const QString &action,
                                                     const QJsonObject &detail, const QString &what)
{
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const StoreResult<bool> called = teamCall::call(
        q, store->config(), u"paydesk_follow_record"_s,
        {teamCall::nowText(store), before.id, before.revision, after.progress.payoutState,
         teamCall::text(after.progress.payoutContext), teamCall::time(after.progress.settledAt),
         after.submission.followRetries, teamCall::time(after.submission.nextFollowAt),
         teamCall::text(action),
         action.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(jsonText(detail))},
        store::outboxColumns::selectList(), what);
    if (!called.ok() && called.error().kind() == StoreError::Kind::Conflict)
        return std::optional<PayoutDraft>(); // another follower wrote first
    return rowOf(called, q, what);
}

} // namespace teamOutbox

} // namespace paydesk::outbox
