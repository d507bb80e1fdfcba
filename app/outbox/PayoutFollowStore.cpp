// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/PayoutFollowStore.h"

#include "payouts/PayoutDraft.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"

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

} // namespace

PayoutFollowStore::PayoutFollowStore(store::Store *store, store::AuditLog *log)
    : m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log);
}

StoreResult<PayoutFollowStore::Due> PayoutFollowStore::due(const QDateTime &now, int limit,
                                                           const QStringList &skip) const
{
    const QString what = QCoreApplication::translate("paydesk::outbox::PayoutFollower",
                                                     "The payouts to follow could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QString nowText = store::AuditEntry::timeText(now);
    QStringList skipped;
    for (qsizetype i = 0; i < skip.size(); ++i)
        skipped.append(u":skip%1"_s.arg(i));
    const QString leaveOut
        = skipped.isEmpty() ? QString() : u"AND id NOT IN (%1) "_s.arg(skipped.join(u", "_s));
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(
            u"SELECT %1 FROM payout_outbox WHERE state = :state AND settled_at IS NULL "
            u"AND provider_payout_id IS NOT NULL AND (next_follow_at IS NULL OR next_follow_at <= :now) "
            u"%2ORDER BY COALESCE(next_follow_at, ''), created_at, id LIMIT %3"_s
                .arg(store::outboxColumns::selectList(), leaveOut)
                .arg(limit)))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":state"_s, accepted());
    q.bindValue(u":now"_s, nowText);
    for (qsizetype i = 0; i < skip.size(); ++i)
        q.bindValue(skipped.at(i), skip.at(i));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    Due due;
    while (q.next()) {
        StoreResult<payouts::PayoutDraft> row = store::outboxColumns::readDraft(q, what);
        if (!row.ok())
            return row.error();
        due.rows.append(std::move(row).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.finish();

    QSqlQuery next(connection.value());
    next.setForwardOnly(true);
    if (!next.prepare(u"SELECT MIN(next_follow_at) FROM payout_outbox WHERE state = :state "
                      u"AND settled_at IS NULL AND next_follow_at > :now"_s))
        return StoreError::fromSql(next.lastError(), m_store->config(), what);
    next.bindValue(u":state"_s, accepted());
    next.bindValue(u":now"_s, nowText);
    if (!next.exec())
        return StoreError::fromSql(next.lastError(), m_store->config(), what);
    if (next.next())
        due.nextAt = store::AuditEntry::timeFromText(next.value(0).toString());
    return due;
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
        const QJsonObject detail {
            {u"outbox_id"_s, before.id},
            {u"custom_id"_s, before.customId()},
            {u"payout_id"_s, before.progress.providerPayoutId},
            {u"state"_s, after.progress.payoutState},
            {u"context"_s, after.progress.payoutContext},
            {u"previous_state"_s, before.progress.payoutState},
            {u"previous_context"_s, before.progress.payoutContext},
        };
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
