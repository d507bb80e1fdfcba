// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/OutboxStore.h"

#include "outbox/OutboxRows.h"
#include "outbox/TeamOutboxWrites.h"
#include "store/AuditEntry.h"
#include "store/AuditedWrite.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/TeamWrites.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

using payouts::PayoutDraft;
using store::StoreError;
using store::StoreResult;
using State = PayoutDraft::State;
using Action = store::AuditEvent::Action;
using outboxRows::conflict;
using outboxRows::nullableText;
using outboxRows::nullableTime;

OutboxStore::OutboxStore(store::Store *store, store::AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log && log->store() == store);
    qRegisterMetaType<PayoutDraft::State>();
}

OutboxStore::~OutboxStore()
{
    // The posted jobs refer to this object: they must have run before it goes.
    if (m_store->pendingJobs() > 0)
        m_store->waitForPosted();
}

QDateTime OutboxStore::now() const
{
    return m_store->now();
}

// --- reading ------------------------------------------------------------------------------------

StoreResult<PayoutDraft> OutboxStore::load(const QString &id) const
{
    const QString what = tr("The payout could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    return outboxRows::selectRow(q, m_store->config(), id, what);
}

StoreResult<QList<PayoutDraft>> OutboxStore::list(State state) const
{
    const QString what = tr("The outbox could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM payout_outbox WHERE state = :state ORDER BY created_at, id"_s.arg(
            store::outboxColumns::selectList())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":state"_s, PayoutDraft::stateKey(state));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<PayoutDraft> rows;
    while (q.next()) {
        StoreResult<PayoutDraft> row = store::outboxColumns::readDraft(q, what);
        if (!row.ok())
            return row.error();
        rows.append(std::move(row).value());
    }
    return rows;
}

// --- transitions --------------------------------------------------------------------------------

StoreResult<PayoutDraft> OutboxStore::transition(const Change &c)
{
    if (store::teamWrites::isTeam(m_store))
        return teamTransition(c);
    const store::StoreConfig &config = m_store->config();
    store::AuditedWrite audited(m_store, m_log, c.what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &select = audited.query();
    QSqlQuery &update = audited.query();

    StoreResult<PayoutDraft> current = outboxRows::selectRow(select, config, c.id, c.what);
    if (!current.ok())
        return current.error();
    const PayoutDraft before = std::move(current).value();
    if (!c.profileId.isEmpty() && before.profileId != c.profileId)
        return StoreError(StoreError::Kind::NotFound,
                          c.what + u' ' + tr("This payout is no longer in the outbox."),
                          u"outbox row %1 is not of profile %2"_s.arg(c.id, c.profileId));
    if (!c.from.contains(before.state)) {
        return StoreError(StoreError::Kind::Conflict,
                          c.what + u' '
                              + tr("This payout is %1 now: it cannot make this step.")
                                    .arg(PayoutDraft::stateKey(before.state)),
                          u"outbox row %1 is %2"_s.arg(c.id, PayoutDraft::stateKey(before.state)));
    }
    if (before.revision != c.expectedRevision)
        return conflict(c.what,
                        u"outbox row %1 is at revision %2, not %3"_s.arg(c.id)
                            .arg(before.revision)
                            .arg(c.expectedRevision));
    if (!c.owner.isEmpty() && before.submission.leaseOwner != c.owner)
        return conflict(
            c.what,
            u"outbox row %1 is leased by %2, not %3"_s.arg(c.id, before.submission.leaseOwner, c.owner));
    if (c.check)
        if (std::optional<StoreError> refused = c.check(before))
            return *refused;

    const QDateTime time = now();
    PayoutDraft after = before;
    after.state = c.to;
    after.revision = before.revision + 1;
    after.updatedAt = time;
    QJsonObject detail {
        {u"outbox_id"_s, before.id},
        {u"custom_id"_s, before.customId()},
    };
    if (c.apply)
        c.apply(before, after, detail);
    detail.insert(u"idempotency_key"_s, after.idempotencyKey);
    detail.insert(u"revision"_s, after.revision);

    if (!update.prepare(
            u"UPDATE payout_outbox SET state = :state, revision = :revision, updated_at = :updated, "
            u"idempotency_key = :key, lease_owner = :owner, lease_expires_at = :expires, "
            u"provider_payout_id = :payout, last_error = :error, attempts = :attempts, "
            u"retries = :retries, next_attempt_at = :next, awaiting_since = :awaiting, "
            u"first_approver = :first, second_approver = :second, returned_reason = :returned, "
            u"returned_by = :returned_by, held_reason = :held, held_at = :held_at "
            u"WHERE id = :id AND revision = :expected"_s))
        return StoreError::fromSql(update.lastError(), config, c.what);
    update.bindValue(u":state"_s, PayoutDraft::stateKey(after.state));
    update.bindValue(u":revision"_s, after.revision);
    update.bindValue(u":updated"_s, store::AuditEntry::timeText(after.updatedAt));
    update.bindValue(u":key"_s, after.idempotencyKey);
    update.bindValue(u":owner"_s, nullableText(after.submission.leaseOwner));
    update.bindValue(u":expires"_s, nullableTime(after.submission.leaseExpiresAt));
    update.bindValue(u":payout"_s, nullableText(after.progress.providerPayoutId));
    update.bindValue(u":error"_s, nullableText(after.progress.lastError));
    update.bindValue(u":attempts"_s, after.progress.attempts);
    update.bindValue(u":retries"_s, after.submission.retries);
    update.bindValue(u":next"_s, nullableTime(after.submission.nextAttemptAt));
    update.bindValue(u":awaiting"_s, nullableTime(after.progress.awaitingSince));
    update.bindValue(u":first"_s, nullableText(after.progress.approvers.value(0)));
    update.bindValue(u":second"_s, nullableText(after.progress.approvers.value(1)));
    update.bindValue(u":returned"_s, nullableText(after.progress.returnedReason));
    update.bindValue(u":returned_by"_s, nullableText(after.progress.returnedBy));
    update.bindValue(u":held"_s, nullableText(after.progress.heldReason));
    update.bindValue(u":held_at"_s, nullableTime(after.progress.heldAt));
    update.bindValue(u":id"_s, after.id);
    update.bindValue(u":expected"_s, before.revision);
    if (!update.exec())
        return StoreError::fromSql(update.lastError(), config, c.what);
    if (update.numRowsAffected() != 1)
        return conflict(c.what, u"outbox row %1 changed during the write"_s.arg(c.id));
    update.finish();
    if (c.signature && outboxRows::isRecorded(*c.signature)) {
        if (const StoreResult<void> signed_
            = outboxRows::insertSignature(audited.query(), config, *c.signature, time, c.what);
            !signed_.ok())
            return signed_.error();
    }

    const StoreResult<store::AuditEntry> entry
        = audited.append(store::AuditEvent(c.action, after.profileId, detail, time));
    if (!entry.ok())
        return entry.error();
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(store::lcStore).noquote() << "outbox row" << after.id << PayoutDraft::stateKey(before.state)
                                     << "->" << PayoutDraft::stateKey(after.state) << "at revision"
                                     << after.revision;
    Q_EMIT changed(after.id, after.state);
    if (after.state == State::Approved)
        Q_EMIT approved(after.profileId, after.id);
    return after;
}

StoreResult<PayoutDraft> OutboxStore::returnToDraft(const QString &profileId, const QString &id,
                                                    qint64 expectedRevision, const QString &actor)
{
    const QString what = tr("The payout was not returned to its maker.");
    return transition(
        {what,
         profileId,
         id,
         expectedRevision,
         {State::Rejected, State::Expired, State::Approved, State::Submitting, State::Uncertain},
         State::Draft,
         {},
         Action::OutboxReturned,
         [actor](const PayoutDraft &before, PayoutDraft &after, QJsonObject &detail) {
             detail.insert(u"from"_s, PayoutDraft::stateKey(before.state));
             if (before.state != State::Expired) {
                 // REJECTED: the old key's stored answer is the refusal, a corrected
                 // payout needs a new one. Held: the round its signatures were of is
                 // over; the next approval is of a new statement, with a new key.
                 after.idempotencyKey = QUuid::createUuid().toString(QUuid::WithoutBraces);
                 detail.insert(u"previous_idempotency_key"_s, before.idempotencyKey);
             }
             if (before.progress.isHeld())
                 detail.insert(u"held_reason"_s, before.progress.heldReason);
             after.submission.retries = 0;
             after.submission.nextAttemptAt = {};
             after.submission.leaseOwner.clear();
             after.submission.leaseExpiresAt = {};
             after.progress.awaitingSince = {};
             after.progress.approvers.clear();
             after.progress.heldReason.clear();
             after.progress.heldAt = {};
             if (!actor.isEmpty())
                 detail.insert(u"actor"_s, actor);
         },
         [what](const PayoutDraft &before) -> std::optional<StoreError> {
             // On its way (APPROVED, SUBMITTING, UNCERTAIN): only when held.
             if (before.state == State::Rejected || before.state == State::Expired
                 || before.progress.isHeld())
                 return std::nullopt;
             return StoreError(
                 StoreError::Kind::Conflict,
                 what + u' '
                     + tr("This payout is %1 now: it cannot make this step.")
                           .arg(PayoutDraft::stateKey(before.state)),
                 u"outbox row %1 is %2 and not held"_s.arg(before.id, PayoutDraft::stateKey(before.state)));
         }});
}

StoreResult<PayoutDraft> OutboxStore::hold(const PayoutDraft &row, const QString &owner,
                                           const QString &reason, const QString &detail)
{
    const QString what = tr("The payout was not held.");
    Change change {
        what,
        {},
        row.id,
        row.revision,
        {State::Approved, State::Submitting, State::Uncertain},
        row.state, // replaced by the row's own state in apply(): a hold changes no state
        owner,
        Action::OutboxHeld,
        [this, owner, reason, detail](const PayoutDraft &before, PayoutDraft &after, QJsonObject &entry) {
            after.state = before.state;
            after.progress.heldReason = reason.trimmed();
            after.progress.heldAt = now();
            after.submission.leaseOwner.clear();
            after.submission.leaseExpiresAt = {};
            entry.insert(u"reason"_s, detail);
            entry.insert(u"held_reason"_s, after.progress.heldReason);
            entry.insert(u"owner"_s, owner);
        }};
    change.check = [what, owner, reason](const PayoutDraft &before) -> std::optional<StoreError> {
        if (owner.isEmpty())
            return conflict(what, u"outbox row %1: a hold needs the lease"_s.arg(before.id));
        if (reason.trimmed().isEmpty())
            return outboxRows::notAllowed(what, tr("Say why the payout is held."),
                                          u"outbox row %1: held without a reason"_s.arg(before.id));
        if (before.progress.isHeld())
            return conflict(what, u"outbox row %1 is held already"_s.arg(before.id));
        return std::nullopt;
    };
    return transition(change);
}

StoreResult<PayoutDraft> OutboxStore::markSubmitting(const PayoutDraft &row, const QString &owner)
{
    return transition({tr("The payout was not sent."),
                       {},
                       row.id,
                       row.revision,
                       {State::Approved, State::Uncertain, State::Submitting},
                       State::Submitting,
                       owner,
                       Action::OutboxAttempt,
                       [owner](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
                           ++after.progress.attempts;
                           after.submission.nextAttemptAt = {};
                           detail.insert(u"attempt"_s, after.progress.attempts);
                           detail.insert(u"owner"_s, owner);
                       }});
}

StoreResult<PayoutDraft> OutboxStore::markAccepted(const PayoutDraft &row, const QString &owner,
                                                   const QString &payoutId, const QString &via)
{
    return transition({tr("The service's acceptance of the payout was not recorded."),
                       {},
                       row.id,
                       row.revision,
                       {State::Submitting, State::Uncertain, State::Approved},
                       State::Accepted,
                       owner,
                       Action::OutboxAccepted,
                       [&](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
                           after.progress.providerPayoutId = payoutId;
                           after.progress.lastError.clear();
                           after.submission.leaseOwner.clear();
                           after.submission.leaseExpiresAt = {};
                           after.submission.retries = 0;
                           after.submission.nextAttemptAt = {};
                           detail.insert(u"payout_id"_s, payoutId);
                           detail.insert(u"via"_s, via);
                           detail.insert(u"owner"_s, owner);
                       }});
}

StoreResult<PayoutDraft> OutboxStore::markRejected(const PayoutDraft &row, const QString &owner, int status,
                                                   const QString &code, const QJsonObject &reasons)
{
    return transition(
        {tr("The service's refusal of the payout was not recorded."),
         {},
         row.id,
         row.revision,
         {State::Submitting},
         State::Rejected,
         owner,
         Action::OutboxRejected,
         [&](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
             const QJsonObject error {{u"status"_s, status}, {u"code"_s, code}, {u"reasons"_s, reasons}};
             after.progress.lastError
                 = QString::fromUtf8(QJsonDocument(error).toJson(QJsonDocument::Compact));
             after.submission.leaseOwner.clear();
             after.submission.leaseExpiresAt = {};
             after.submission.nextAttemptAt = {};
             detail.insert(u"status"_s, status);
             detail.insert(u"code"_s, code);
             detail.insert(u"reasons"_s, reasons);
             detail.insert(u"owner"_s, owner);
         }});
}

StoreResult<PayoutDraft> OutboxStore::markUncertain(const PayoutDraft &row, const QString &owner,
                                                    const QString &reason, const QString &error,
                                                    const QDateTime &retryAt)
{
    return transition(
        {tr("The payout's uncertain outcome was not recorded."),
         {},
         row.id,
         row.revision,
         {State::Submitting, State::Uncertain},
         State::Uncertain,
         owner,
         Action::OutboxUncertain,
         [&](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
             const QJsonObject last {{u"reason"_s, reason}, {u"error"_s, error}};
             after.progress.lastError = QString::fromUtf8(QJsonDocument(last).toJson(QJsonDocument::Compact));
             after.submission.leaseOwner.clear();
             after.submission.leaseExpiresAt = {};
             ++after.submission.retries;
             after.submission.nextAttemptAt = retryAt.toUTC();
             detail.insert(u"reason"_s, reason);
             detail.insert(u"error"_s, error);
             detail.insert(u"retry_at"_s, store::AuditEntry::timeText(after.submission.nextAttemptAt));
             detail.insert(u"owner"_s, owner);
         }});
}

// --- the lease ----------------------------------------------------------------------------------

namespace {

// The rows a processor may take, written as the predicate of the partial index
// payout_outbox_claim (schema step 9), so that both databases use it: literals, not parameters,
// and repeated beside the one state a query asks for (SQLite sees that an index applies only when
// its predicate is written in the query as it is in the index).
const QString kClaimable = u"state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN')"_s;
// When a row may be taken: a row never put off (NULL) at once.
const QString kNextAttempt = u"COALESCE(next_attempt_at, '')"_s;

QString claimIndex(const store::Store *store)
{
    return store->dialect().throughIndex(u"payout_outbox"_s, u"payout_outbox_claim"_s);
}

} // namespace

StoreResult<QStringList> OutboxStore::profilesWithWork() const
{
    return outboxRows::profilesWith(m_store, claimIndex(m_store), kClaimable,
                                    tr("No payout could be taken from the outbox."));
}

StoreResult<std::optional<PayoutDraft>> OutboxStore::claim(const QString &owner, Claim kind,
                                                           std::chrono::seconds lease,
                                                           const QDateTime &startedAt,
                                                           const std::optional<QStringList> &profiles)
{
    const QString what = tr("No payout could be taken from the outbox.");
    const store::StoreConfig &config = m_store->config();
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();
    const QDateTime time = now();
    const QString nowText = store::AuditEntry::timeText(time);
    QStringList inScope;
    if (profiles) {
        inScope = *profiles;
    } else {
        StoreResult<QStringList> all = profilesWithWork();
        if (!all.ok())
            return all.error();
        inScope = std::move(all).value();
    }

    // Per profile and state, through the index (profile, state, next attempt, updated, id): rows
    // in doubt before new ones, each the longest due first; never a held row (its held_reason is
    // read from the row the index points to, as its lease is). Recovery: only rows not changed
    // since the processor started.
    QSqlQuery candidates(db);
    candidates.setForwardOnly(true);
    if (!candidates.prepare(
            u"SELECT id, revision FROM %4 WHERE profile_id = :profile AND %1 AND state = :state "
            u"AND %2 <= :now AND (lease_owner IS NULL OR lease_expires_at < :now) AND held_reason IS NULL%3 "
            u"ORDER BY %2, updated_at, id LIMIT 8"_s.arg(
                kClaimable, kNextAttempt,
                kind == Claim::Recovery ? u" AND updated_at < :started"_s : QString(), claimIndex(m_store))))
        return StoreError::fromSql(candidates.lastError(), config, what);
    const QList<State> states = kind == Claim::Recovery
        ? QList<State> {State::Submitting, State::Uncertain}
        : QList<State> {State::Submitting, State::Uncertain, State::Approved};
    QList<std::pair<QString, qint64>> found;
    for (const QString &profile : std::as_const(inScope)) {
        for (const State state : states) {
            candidates.bindValue(u":profile"_s, profile);
            candidates.bindValue(u":state"_s, PayoutDraft::stateKey(state));
            candidates.bindValue(u":now"_s, nowText);
            if (kind == Claim::Recovery)
                candidates.bindValue(u":started"_s,
                                     store::AuditEntry::timeText(startedAt.isValid() ? startedAt : time));
            if (!candidates.exec())
                return StoreError::fromSql(candidates.lastError(), config, what);
            while (candidates.next())
                found.append({candidates.value(0).toString(), candidates.value(1).toLongLong()});
            if (candidates.lastError().isValid())
                return StoreError::fromSql(candidates.lastError(), config, what);
            candidates.finish();
            if (!found.isEmpty())
                break;
        }
        if (!found.isEmpty())
            break;
    }

    if (store::teamWrites::isTeam(m_store)) {
        // paydesk_outbox_claim takes it, or not (another processor first): the next candidate.
        for (const auto &[id, revision] : std::as_const(found)) {
            StoreResult<std::optional<PayoutDraft>> row
                = teamOutbox::claim(m_store, id, revision, owner, time.addSecs(lease.count()), what);
            if (!row.ok() || row.value())
                return row;
        }
        return std::optional<PayoutDraft>();
    }
    QSqlQuery take(db);
    if (!take.prepare(u"UPDATE payout_outbox SET lease_owner = :owner, lease_expires_at = :until, "
                      u"revision = revision + 1 WHERE id = :id AND revision = :revision "
                      u"AND (lease_owner IS NULL OR lease_expires_at < :now) AND held_reason IS NULL"_s))
        return StoreError::fromSql(take.lastError(), config, what);
    for (const auto &[id, revision] : std::as_const(found)) {
        take.bindValue(u":owner"_s, owner);
        take.bindValue(u":until"_s, store::AuditEntry::timeText(time.addSecs(lease.count())));
        take.bindValue(u":id"_s, id);
        take.bindValue(u":revision"_s, revision);
        take.bindValue(u":now"_s, nowText);
        if (!take.exec())
            return StoreError::fromSql(take.lastError(), config, what);
        if (take.numRowsAffected() != 1)
            continue; // another process took it first
        take.finish();
        StoreResult<PayoutDraft> row = load(id);
        if (!row.ok())
            return row.error();
        if (row.value().submission.leaseOwner != owner)
            continue;
        return std::optional<PayoutDraft>(std::move(row).value());
    }
    return std::optional<PayoutDraft>();
}

StoreResult<void> OutboxStore::renew(const PayoutDraft &row, const QString &owner, std::chrono::seconds lease)
{
    const QString what = tr("The payout's lease was not renewed.");
    if (store::teamWrites::isTeam(m_store)) {
        const StoreResult<bool> renewed
            = teamOutbox::renew(m_store, row.id, owner, now().addSecs(lease.count()), what);
        if (!renewed.ok())
            return renewed.error();
        if (!renewed.value())
            return conflict(what, u"outbox row %1 is no longer leased by %2"_s.arg(row.id, owner));
        return {};
    }
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    if (!q.prepare(
            u"UPDATE payout_outbox SET lease_expires_at = :until WHERE id = :id AND lease_owner = :owner"_s))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":until"_s, store::AuditEntry::timeText(now().addSecs(lease.count())));
    q.bindValue(u":id"_s, row.id);
    q.bindValue(u":owner"_s, owner);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (q.numRowsAffected() != 1)
        return conflict(what, u"outbox row %1 is no longer leased by %2"_s.arg(row.id, owner));
    return {};
}

StoreResult<void> OutboxStore::release(const PayoutDraft &row, const QString &owner,
                                       const QDateTime &notBefore)
{
    const QString what = tr("The payout's lease was not released.");
    if (store::teamWrites::isTeam(m_store))
        return teamOutbox::release(m_store, row, owner, notBefore, what);
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    if (!q.prepare(
            u"UPDATE payout_outbox SET lease_owner = NULL, lease_expires_at = NULL, next_attempt_at = :next, "
            u"updated_at = :updated WHERE id = :id AND lease_owner = :owner"_s))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":next"_s, nullableTime(notBefore));
    // Touched now: a row released by a processor that started earlier is no longer one of the rows
    // its start-up recovery resolves (claim(Recovery): updated before the start), so a row that
    // waits for its profile's session is not taken again at once, in a loop, but when it is due.
    q.bindValue(u":updated"_s, store::AuditEntry::timeText(now()));
    q.bindValue(u":id"_s, row.id);
    q.bindValue(u":owner"_s, owner);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (q.numRowsAffected() != 1)
        return conflict(what, u"outbox row %1 is no longer leased by %2"_s.arg(row.id, owner));
    return {};
}

} // namespace paydesk::outbox
