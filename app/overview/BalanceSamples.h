// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Each wallet's available balance, day by day (table wallet_balance_samples, schema step 16), for
// the Overview's 30-day trends. The service has no history of balances: Paydesk keeps the last
// one it read on each UTC day, written whenever the wallets are fetched (record(): an upsert by
// the primary key, one row per wallet and day, however often they are fetched).
//
// trend() reads one wallet at a time by the primary key (profile_id, wallet_id, day): at most
// `days` + 1 rows each, whatever the number of days kept.
//
// In a team database (Store::isTeam()) the groups write no table: record() calls the team layer's
// paydesk_balance_sample_put (app/store/team/85-overview.sql), which any enabled operator may call
// (figures the service gave, not decisions: no audit entry), the day being that of the time given.
//
// Blocking calls on the calling thread's connection: run them on the store's thread (postCall).

#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk::store {
class Store;
}

namespace paydesk::overview {

struct BalanceSample
{
    QString walletId;
    QString currency;
    qint64 availableMinor = 0;
    QDate day; // UTC

    bool operator==(const BalanceSample &) const = default;
};

class BalanceSamples
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::overview::BalanceSamples)
public:
    static constexpr int trendDays = 30;

    // `store` must outlive this object.
    explicit BalanceSamples(store::Store *store);

    // The day of `samples` is the UTC day of the store's clock (Store::now()); theirs is ignored.
    store::StoreResult<void> record(const QString &profileId, const QList<BalanceSample> &samples) const;
    // Of each wallet, the samples of the days from `from` on, oldest first.
    store::StoreResult<QHash<QString, QList<BalanceSample>>>
    trend(const QString &profileId, const QStringList &walletIds, const QDate &from) const;

    static QString dayText(const QDate &day) { return day.toString(Qt::ISODate); }

private:
    store::Store *const m_store;
};

} // namespace paydesk::overview
