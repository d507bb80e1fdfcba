// SPDX-License-Identifier: GPL-3.0-or-later
#include "overview/BalanceSamples.h"

#include "store/AuditEntry.h"
#include "store/Store.h"
#include "store/TeamCall.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::overview {

using store::StoreError;
using store::StoreResult;

BalanceSamples::BalanceSamples(store::Store *store)
    : m_store(store)
{
    Q_ASSERT(m_store);
}

StoreResult<void> BalanceSamples::record(const QString &profileId, const QList<BalanceSample> &samples) const
{
    const QString what = tr("The balances of today could not be kept for the trends.");
    if (profileId.isEmpty() || samples.isEmpty())
        return {};
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlDatabase db = connection.value();
    const QDateTime now = m_store->now();
    if (m_store->isTeam()) {
        // The groups write no table: the team layer's function keeps it (85-overview.sql).
        QSqlQuery q(db);
        for (const BalanceSample &sample : samples) {
            if (sample.walletId.isEmpty())
                continue;
            const StoreResult<bool> called
                = store::teamCall::call(q, m_store->config(), u"paydesk_balance_sample_put"_s,
                                        {store::teamCall::nowText(m_store), profileId, sample.walletId,
                                         sample.currency, sample.availableMinor},
                                        u"day"_s, what);
            if (!called.ok())
                return called.error();
        }
        return {};
    }
    const QString day = dayText(now.toUTC().date());
    if (!db.transaction())
        return StoreError::fromSql(db.lastError(), m_store->config(), what);
    QSqlQuery q(db);
    // One row per wallet and day: the last balance read that day (the primary key's upsert, the
    // same words on SQLite and PostgreSQL).
    if (!q.prepare(
            u"INSERT INTO wallet_balance_samples (profile_id, wallet_id, day, currency, available_minor, "
            u"sampled_at) VALUES (:profile, :wallet, :day, :currency, :available, :at) "
            u"ON CONFLICT (profile_id, wallet_id, day) DO UPDATE SET currency = excluded.currency, "
            u"available_minor = excluded.available_minor, sampled_at = excluded.sampled_at"_s)) {
        const StoreError error = StoreError::fromSql(q.lastError(), m_store->config(), what);
        db.rollback();
        return error;
    }
    for (const BalanceSample &sample : samples) {
        if (sample.walletId.isEmpty())
            continue;
        q.bindValue(u":profile"_s, profileId);
        q.bindValue(u":wallet"_s, sample.walletId);
        q.bindValue(u":day"_s, day);
        q.bindValue(u":currency"_s, sample.currency);
        q.bindValue(u":available"_s, sample.availableMinor);
        q.bindValue(u":at"_s, store::AuditEntry::timeText(now));
        if (!q.exec()) {
            const StoreError error = StoreError::fromSql(q.lastError(), m_store->config(), what);
            q.finish();
            db.rollback();
            return error;
        }
    }
    if (!db.commit()) {
        const StoreError error = StoreError::fromSql(db.lastError(), m_store->config(), what);
        db.rollback();
        return error;
    }
    return {};
}

StoreResult<QHash<QString, QList<BalanceSample>>>
BalanceSamples::trend(const QString &profileId, const QStringList &walletIds, const QDate &from) const
{
    const QString what = tr("The balances of the last days could not be read.");
    QHash<QString, QList<BalanceSample>> trends;
    if (profileId.isEmpty() || walletIds.isEmpty())
        return trends;
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    // A range of the primary key (profile_id, wallet_id, day) per wallet.
    if (!q.prepare(u"SELECT day, currency, available_minor FROM wallet_balance_samples "
                   u"WHERE profile_id = :profile AND wallet_id = :wallet AND day >= :from "
                   u"ORDER BY day LIMIT :limit"_s))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    const int limit = int(from.daysTo(m_store->now().toUTC().date())) + 2;
    for (const QString &walletId : walletIds) {
        q.bindValue(u":profile"_s, profileId);
        q.bindValue(u":wallet"_s, walletId);
        q.bindValue(u":from"_s, dayText(from));
        q.bindValue(u":limit"_s, std::max(1, limit));
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        QList<BalanceSample> &list = trends[walletId];
        while (q.next()) {
            list.append(BalanceSample {walletId, q.value(1).toString(), q.value(2).toLongLong(),
                                       QDate::fromString(q.value(0).toString(), Qt::ISODate)});
        }
        if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        q.finish();
    }
    return trends;
}

} // namespace paydesk::overview
