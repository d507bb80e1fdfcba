// SPDX-License-Identifier: GPL-3.0-or-later
#include "overview/OverviewFacts.h"

#include "payouts/DraftsListModel.h"
#include "store/AuditEntry.h"
#include "store/OutboxColumns.h"
#include "store/OutboxLists.h"
#include "store/Store.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::overview {

using payouts::PayoutDraft;
using store::StoreError;
using store::StoreResult;

namespace {

const char *const kContext = "paydesk::overview::OverviewFacts";

QString text(const char *source)
{
    return QCoreApplication::translate(kContext, source);
}

// The rows of a query that selected outboxColumns::summaryList().
StoreResult<QList<PayoutDraft>> readRows(QSqlQuery &q, store::Store *store, const QString &what)
{
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), store->config(), what);
    QList<PayoutDraft> rows;
    while (q.next()) {
        StoreResult<PayoutDraft> row = store::outboxColumns::readSummary(q, what);
        if (!row.ok())
            return row.error();
        rows.append(std::move(row).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), store->config(), what);
    return rows;
}

StoreResult<qint64> count(QSqlQuery &q, store::Store *store, const QString &what)
{
    if (!q.exec() || !q.next())
        return StoreError::fromSql(q.lastError(), store->config(), what);
    return q.value(0).toLongLong();
}

// The profile's outbox rows that meet `condition`, with the list's columns; `tail` adds the
// other conditions, the order and the limit, whose values are in `binds` (besides :profile).
StoreResult<QList<PayoutDraft>> outboxRows(QSqlDatabase db, store::Store *store, const QString &what,
                                           const QString &condition, const QString &tail,
                                           const QList<std::pair<QString, QVariant>> &binds)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT %1 FROM payout_outbox WHERE profile_id = :profile AND (%2) %3"_s.arg(
            store::outboxColumns::summaryList(), condition, tail)))
        return StoreError::fromSql(q.lastError(), store->config(), what);
    for (const auto &[name, value] : binds)
        q.bindValue(name, value);
    return readRows(q, store, what);
}

StoreResult<void> readInFlight(QSqlDatabase db, store::Store *store, const OverviewFacts::Query &query,
                               OverviewFacts &facts)
{
    const QString what = text("The payouts on their way could not be read.");
    StoreResult<QList<PayoutDraft>> rows
        = outboxRows(db, store, what, OverviewFacts::inFlightCondition(),
                     u"ORDER BY created_at DESC, id DESC LIMIT :limit"_s,
                     {{u":profile"_s, query.profileId}, {u":limit"_s, query.limit}});
    if (!rows.ok())
        return rows.error();
    facts.inFlight = std::move(rows).value();
    if (facts.inFlight.size() < query.limit) {
        facts.inFlightCount = facts.inFlight.size();
        return {};
    }
    // Counted in the partial index: the rows on their way are few, whatever the table's size.
    QSqlQuery c(db);
    if (!c.prepare(u"SELECT COUNT(*) FROM payout_outbox WHERE profile_id = :profile AND (%1)"_s.arg(
            OverviewFacts::inFlightCondition())))
        return StoreError::fromSql(c.lastError(), store->config(), what);
    c.bindValue(u":profile"_s, query.profileId);
    const StoreResult<qint64> n = count(c, store, what);
    if (!n.ok())
        return n.error();
    facts.inFlightCount = n.value();
    return {};
}

StoreResult<void> readFailed(QSqlDatabase db, store::Store *store, const OverviewFacts::Query &query,
                             OverviewFacts &facts)
{
    StoreResult<QList<PayoutDraft>> rows = outboxRows(
        db, store, text("The failed payouts could not be read."), OverviewFacts::failedCondition(),
        u"AND settled_at >= :since ORDER BY settled_at DESC, id DESC LIMIT :limit"_s,
        {{u":profile"_s, query.profileId},
         {u":since"_s, store::AuditEntry::timeText(query.now.addDays(-OverviewFacts::failedDays))},
         {u":limit"_s, query.limit}});
    if (!rows.ok())
        return rows.error();
    facts.failed = std::move(rows).value();
    return {};
}

StoreResult<void> readStatements(QSqlDatabase db, store::Store *store, const OverviewFacts::Query &query,
                                 OverviewFacts &facts)
{
    const QString what = text("The statements ready could not be read.");
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // wallet_statements_pending (profile_id, state, created_at, id), read backwards.
    if (!q.prepare(u"SELECT id, wallet_id, currency, period_from, period_to, statement_id, created_at, "
                   u"updated_at FROM wallet_statements WHERE profile_id = :profile AND state = 'READY' "
                   u"AND created_at >= :since ORDER BY created_at DESC, id DESC LIMIT :limit"_s))
        return StoreError::fromSql(q.lastError(), store->config(), what);
    q.bindValue(u":profile"_s, query.profileId);
    q.bindValue(u":since"_s, store::AuditEntry::timeText(query.now.addDays(-OverviewFacts::statementDays)));
    q.bindValue(u":limit"_s, query.limit);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), store->config(), what);
    while (q.next()) {
        store::StoredStatement s;
        s.id = q.value(0).toString();
        s.profileId = query.profileId;
        s.walletId = q.value(1).toString();
        s.currency = q.value(2).toString();
        s.periodFrom = store::AuditEntry::timeFromText(q.value(3).toString());
        s.periodTo = store::AuditEntry::timeFromText(q.value(4).toString());
        s.statementId = q.value(5).toString();
        s.state = store::StoredStatement::State::Ready;
        s.createdAt = store::AuditEntry::timeFromText(q.value(6).toString());
        s.updatedAt = store::AuditEntry::timeFromText(q.value(7).toString());
        facts.statementsReady.append(s);
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), store->config(), what);
    return {};
}

// A maker's payouts that need them: the first page of their payouts in progress and their held
// ones, as New payout lists them (the same "mine" rule), those that need attention only.
StoreResult<void> readReturned(store::Store *store, const OverviewFacts::Query &query, OverviewFacts &facts)
{
    const store::OutboxLists lists(store);
    const StoreResult<QList<PayoutDraft>> held = lists.held(query.profileId, query.limit);
    if (!held.ok())
        return held.error();
    for (const PayoutDraft &d : held.value()) {
        if (query.operatorId.isEmpty() || d.content.maker.isEmpty() || d.content.maker == query.operatorId)
            facts.returned.append(d);
    }
    // A page of the maker's payouts in progress: drafts and those waiting are few; the ones that
    // need them are among the newest.
    const StoreResult<store::OutboxLists::Page> page
        = lists.inProgress(query.profileId, query.operatorId, nullptr, 50);
    if (!page.ok())
        return page.error();
    for (const PayoutDraft &d : page.value().rows) {
        if (facts.returned.size() >= query.limit)
            break;
        if (payouts::DraftsListModel::needsAttention(d) && !d.progress.isHeld())
            facts.returned.append(d);
    }
    return {};
}

} // namespace

QString OverviewFacts::inFlightCondition()
{
    return u"state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN') OR (state = 'ACCEPTED' AND settled_at IS NULL)"_s;
}

QString OverviewFacts::failedCondition()
{
    return u"state = 'ACCEPTED' AND payout_state IN ('FAILED', 'REVERSED')"_s;
}

StoreResult<OverviewFacts> OverviewFacts::read(store::Store *store, const Query &query)
{
    OverviewFacts facts;
    if (query.profileId.isEmpty())
        return facts;
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(text("The overview could not be read."));
    const store::OutboxLists lists(store);
    if (query.audience == Audience::Approver || query.audience == Audience::Nobody) {
        const StoreResult<store::OutboxLists::Page> awaiting
            = lists.awaiting(query.profileId, nullptr, query.limit);
        if (!awaiting.ok())
            return awaiting.error();
        facts.awaiting = awaiting.value().rows;
        const StoreResult<qint64> n = lists.awaitingCount(query.profileId);
        if (!n.ok())
            return n.error();
        facts.awaitingCount = n.value();
    }
    if (query.audience == Audience::Maker || query.audience == Audience::Nobody) {
        if (const StoreResult<void> r = readReturned(store, query, facts); !r.ok())
            return r.error();
    }
    if (const StoreResult<void> r = readInFlight(connection.value(), store, query, facts); !r.ok())
        return r.error();
    if (const StoreResult<void> r = readFailed(connection.value(), store, query, facts); !r.ok())
        return r.error();
    if (const StoreResult<void> r = readStatements(connection.value(), store, query, facts); !r.ok())
        return r.error();
    return facts;
}

} // namespace paydesk::overview
