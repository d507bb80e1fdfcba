// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/PayoutReferences.h"

#include "store/Store.h"
#include "store/StoreCall.h"
#include "store/StoreLogging.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {
// Bound values a statement takes at most in one query (a page of statement lines is 50).
constexpr qsizetype kChunk = 100;
} // namespace

PayoutReferences::PayoutReferences(Store *store)
    : m_store(store)
{
    Q_ASSERT(store);
}

StoreResult<exporting::PayoutReferenceMap> PayoutReferences::find(const QString &profileId,
                                                                  const QStringList &payoutIds) const
{
    exporting::PayoutReferenceMap found;
    if (payoutIds.isEmpty())
        return found;
    const QString what = tr("The payouts' references could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    for (qsizetype from = 0; from < payoutIds.size(); from += kChunk) {
        const QStringList ids = payoutIds.mid(from, kChunk);
        QStringList marks;
        for (qsizetype i = 0; i < ids.size(); ++i)
            marks.append(u":id%1"_s.arg(i));
        // A seek per id in payout_outbox_payout_id (profile_id, provider_payout_id).
        if (!q.prepare(u"SELECT provider_payout_id, custom_id, recipient_summary FROM payout_outbox "
                       "WHERE profile_id = :profile AND provider_payout_id IN (%1)"_s.arg(marks.join(u", "))))
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        q.bindValue(u":profile"_s, profileId);
        for (qsizetype i = 0; i < ids.size(); ++i)
            q.bindValue(marks.at(i), ids.at(i));
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        while (q.next())
            found.insert(q.value(0).toString(), {q.value(1).toString(), q.value(2).toString()});
        q.finish();
    }
    return found;
}

exporting::ReferenceLookup PayoutReferences::lookupFor(Store *store, const QString &profileId)
{
    return [store, profileId](const QStringList &payoutIds, QObject *context,
                              std::function<void(const exporting::PayoutReferenceMap &)> done) {
        postCall(
            store, context,
            [store, profileId, payoutIds] { return PayoutReferences(store).find(profileId, payoutIds); },
            [done = std::move(done)](const StoreResult<exporting::PayoutReferenceMap> &result) {
                if (!result.ok())
                    qCWarning(lcStore).noquote() << result.error().message();
                done(result.ok() ? result.value() : exporting::PayoutReferenceMap());
            });
    };
}

} // namespace paydesk::store
