// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/PayoutFollowStore.h"

#include "outbox/OutboxRows.h"
#include "outbox/TeamOutboxWrites.h"
#include "payouts/PayoutDraft.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/TeamWrites.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

using store::StoreError;
using store::StoreResult;

namespace {

// A column that may be NULL is compared through COALESCE with a text no code can be, so that an
// empty value and NULL never need a driver's rules for binding a null string.
const QString kNone = u"-"_s;

QString orNone(const QString &text)
{
    return text.isEmpty() ? kNone : text;
}

QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QString accepted()
{
    return payouts::PayoutDraft::stateKey(payouts::PayoutDraft::State::Accepted);
}

// The rows a follower looks at, written as the predicate of the index payout_outbox_follow_next
// (schema step 9) so that both databases use that partial index: literals, not parameters.
const QString kFollowed = u"state = 'ACCEPTED' AND settled_at IS NULL AND provider_payout_id IS NOT NULL"_s;
// When a row is next looked at: a row never looked at (NULL) comes first.
const QString kNextLook = u"COALESCE(next_follow_at, '')"_s;

QString followIndex(const store::Store *store)
{
    return store->dialect().throughIndex(u"payout_outbox"_s, u"payout_outbox_follow_next"_s);
}

} // namespace

PayoutFollowStore::PayoutFollowStore(store::Store *store, store::AuditLog *log)
    : m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log);
}

StoreResult<QStringList> PayoutFollowStore::profiles() const
{
    return outbox::outboxRows::profilesWith(
        m_store, followIndex(m_store), kFollowed,
        QCoreApplication::translate("paydesk::outbox::PayoutFollower",
                                    "The payouts to follow could not be read."));
}

StoreResult<PayoutFollowStore::Due> PayoutFollowStore::due(const QDateTime &now, int limit,
                                                           const QStringList &profiles) const
{
    const QString what = QCoreApplication::translate("paydesk::outbox::PayoutFollower",
                                                     "The payouts to follow could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QString nowText = store::AuditEntry::timeText(now);
    // Per profile, in the order of the index (profile, next look, created, id): the rows due
    // first, then the first row not yet due. Neither reads a row that is not returned.
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM %5 WHERE profile_id = :profile AND %2 AND %3 <= :now "
                   u"ORDER BY %3, created_at, id LIMIT %4"_s
                       .arg(store::outboxColumns::selectList(), kFollowed, kNextLook)
                       .arg(limit)
                       .arg(followIndex(m_store))))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QSqlQuery next(connection.value());
    next.setForwardOnly(true);
    if (!next.prepare(
            u"SELECT %2 FROM %3 WHERE profile_id = :profile AND %1 AND %2 > :now "
            u"ORDER BY %2, created_at, id LIMIT 1"_s.arg(kFollowed, kNextLook, followIndex(m_store))))
        return StoreError::fromSql(next.lastError(), m_store->config(), what);
    Due due;
    for (const QString &profile : profiles) {
        const qsizetype before = due.rows.size();
        q.bindValue(u":profile"_s, profile);
        q.bindValue(u":now"_s, nowText);
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        while (q.next()) {
            StoreResult<payouts::PayoutDraft> row = store::outboxColumns::readDraft(q, what);
            if (!row.ok())
                return row.error();
            due.rows.append(std::move(row).value());
        }
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        q.finish();
        if (due.rows.size() - before >= limit)
            due.more = true;

        next.bindValue(u":profile"_s, profile);
        next.bindValue(u":now"_s, nowText);
        if (!next.exec())
            return StoreError::fromSql(next.lastError(), m_store->config(), what);
        if (next.next()) {
            const QDateTime at = store::AuditEntry::timeFromText(next.value(0).toString());
            if (at.isValid() && (!due.nextAt.isValid() || at < due.nextAt))
                due.nextAt = at;
        }
        next.finish();
    }
    return due;
}

namespace {

// The detail of a payout.state_changed entry (PayoutFollower.h).
QJsonObject followDetail(const payouts::PayoutDraft &before, const payouts::PayoutDraft &after)
{
    return QJsonObject {
        {u"outbox_id"_s, before.id},
        {u"custom_id"_s, before.customId()},
        {u"payout_id"_s, before.progress.providerPayoutId},
        {u"state"_s, after.progress.payoutState},
        {u"context"_s, after.progress.payoutContext},
        {u"previous_state"_s, before.progress.payoutState},
        {u"previous_context"_s, before.progress.payoutContext},
    };
}

} // namespace

StoreResult<bool> PayoutFollowStore::putOff(const payouts::PayoutDraft &before, const QDateTime &until) const
{
    const QString what = QCoreApplication::translate("paydesk::outbox::PayoutFollower",
                                                     "The payout's next look was not recorded.");
    if (store::teamWrites::isTeam(m_store))
        return teamOutbox::followPutOff(m_store, before, until, what);
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    // As record(): only the row as it was read (another follower's write wins), and not its
    // follow revision, since nothing was learnt about the payout.
    if (!q.prepare(u"UPDATE payout_outbox SET next_follow_at = :next "
                   u"WHERE id = :id AND state = :accepted AND settled_at IS NULL "
                   u"AND COALESCE(payout_checked_at, '-') = :prevChecked"_s))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":next"_s, store::AuditEntry::timeText(until.toUTC()));
    q.bindValue(u":id"_s, before.id);
    q.bindValue(u":accepted"_s, accepted());
    q.bindValue(u":prevChecked"_s, orNone(before.submission.payoutCheckedAt));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return q.numRowsAffected() == 1;
}

StoreResult<payouts::PayoutDraft> PayoutFollowStore::load(const QString &id) const
{
    const QString what
        = QCoreApplication::translate("paydesk::outbox::PayoutFollower", "The payout could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM payout_outbox WHERE id = :id"_s.arg(store::outboxColumns::selectList())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":id"_s, id);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (!q.next())
        return StoreError(StoreError::Kind::NotFound, what, u"no outbox row %1"_s.arg(id));
    return store::outboxColumns::readDraft(q, what);
}

StoreResult<std::optional<payouts::PayoutDraft>> PayoutFollowStore::record(const payouts::PayoutDraft &before,
                                                                           const FollowLook &look,
                                                                           const QDateTime &now) const
{
    const QString what = QCoreApplication::translate("paydesk::outbox::PayoutFollower",
                                                     "The payout's state was not recorded.");
    const store::StoreConfig &config = m_store->config();
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();
    const bool changed
        = look.state != before.progress.payoutState || look.context != before.progress.payoutContext;

    payouts::PayoutDraft after = before;
    after.progress.payoutState = look.state;
    after.progress.payoutContext = look.context;
    // The follow revision moves with every write, even within the same millisecond.
    QDateTime checked = now;
    if (store::AuditEntry::timeText(checked) <= before.submission.payoutCheckedAt)
        checked = store::AuditEntry::timeFromText(before.submission.payoutCheckedAt).addMSecs(1);
    after.submission.payoutCheckedAt = store::AuditEntry::timeText(checked);
    after.submission.followRetries = look.followRetries;
    after.submission.nextFollowAt = look.settle ? QDateTime() : look.nextFollowAt.toUTC();
    after.progress.settledAt = look.settle ? now : QDateTime();
    if (changed)
        after.updatedAt = now;

    if (store::teamWrites::isTeam(m_store)) {
        // paydesk_follow_record writes the row and, when the state changed, its entry.
        return teamOutbox::followRecord(
            m_store, before, after,
            changed ? store::AuditEvent::actionKey(store::AuditEvent::Action::PayoutStateChanged) : QString(),
            followDetail(before, after), what);
    }
    store::AuditLog::Statements auditStatements(db);
    QSqlQuery update(db);
    store::StoreTransaction transaction(db);
    if (changed) {
        if (const QSqlError error
            = transaction.beginWrite(m_store->dialect(), store::SqlDialect::Lock::Audit);
            error.isValid())
            return StoreError::fromSql(error, config, what);
    }
    if (!update.prepare(
            u"UPDATE payout_outbox SET payout_state = :state, payout_context = :context, "
            u"payout_checked_at = :checked, follow_retries = :retries, next_follow_at = :next, "
            u"settled_at = :settled, updated_at = :updated "
            u"WHERE id = :id AND state = :accepted AND settled_at IS NULL "
            u"AND COALESCE(payout_state, '-') = :prevState AND COALESCE(payout_context, '-') = :prevContext "
            u"AND COALESCE(payout_checked_at, '-') = :prevChecked"_s))
        return StoreError::fromSql(update.lastError(), config, what);
    update.bindValue(u":state"_s, after.progress.payoutState);
    update.bindValue(u":context"_s, nullable(after.progress.payoutContext));
    update.bindValue(u":checked"_s, after.submission.payoutCheckedAt);
    update.bindValue(u":retries"_s, after.submission.followRetries);
    update.bindValue(u":next"_s, nullable(store::AuditEntry::timeText(after.submission.nextFollowAt)));
    update.bindValue(u":settled"_s, nullable(store::AuditEntry::timeText(after.progress.settledAt)));
    update.bindValue(u":updated"_s, store::AuditEntry::timeText(after.updatedAt));
    update.bindValue(u":id"_s, before.id);
    update.bindValue(u":accepted"_s, accepted());
    update.bindValue(u":prevState"_s, orNone(before.progress.payoutState));
    update.bindValue(u":prevContext"_s, orNone(before.progress.payoutContext));
    update.bindValue(u":prevChecked"_s, orNone(before.submission.payoutCheckedAt));
    if (!update.exec())
        return StoreError::fromSql(update.lastError(), config, what);
    if (update.numRowsAffected() != 1)
        return std::optional<payouts::PayoutDraft>(); // another follower wrote first; rolled back
    update.finish();

    if (changed) {
        const QJsonObject detail = followDetail(before, after);
        const StoreResult<store::AuditEntry> entry = m_log->appendWithin(
            db, auditStatements,
            store::AuditEvent(store::AuditEvent::Action::PayoutStateChanged, before.profileId, detail, now));
        if (!entry.ok())
            return entry.error().prefixed(what);
        if (const QSqlError error = transaction.commit(); error.isValid())
            return StoreError::fromSql(error, config, what);
        qCInfo(store::lcStore).noquote()
            << "outbox row" << before.id << "payout" << orNone(before.progress.payoutState) << "->"
            << after.progress.payoutState << (after.progress.settledAt.isValid() ? "(settled)" : "");
    }
    return std::optional<payouts::PayoutDraft>(after);
}

} // namespace paydesk::outbox
