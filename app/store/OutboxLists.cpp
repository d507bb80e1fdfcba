// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/OutboxLists.h"

#include "store/AuditEntry.h"
#include "store/OutboxColumns.h"
#include "store/Store.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using payouts::PayoutDraft;

namespace {

// The states as an SQL IN list, quoted: the enum's own keys, never a person's text. The same text
// as the partial indexes of schema step 11 (Migration.cpp), which SQLite needs to use them.
QString inList(const QStringList &keys)
{
    QStringList quoted;
    for (const QString &key : keys)
        quoted.append(u'\'' + key + u'\'');
    return quoted.join(u", ");
}

QStringList keysOf(const QList<PayoutDraft::State> &states)
{
    QStringList keys;
    for (const PayoutDraft::State state : states)
        keys.append(PayoutDraft::stateKey(state));
    return keys;
}

// ReviewWarnings.cpp: "within 24 hours" is |secsTo| < 86,400, and secsTo() is the milliseconds
// apart divided by 1,000 (rounded towards zero): up to 86,399,999 ms either side.
constexpr qint64 kDuplicateWindowMs = 24 * 3600 * 1000 - 1;

} // namespace

OutboxLists::OutboxLists(Store *store)
    : m_store(store)
{
    Q_ASSERT(store);
}

QList<OutboxLists::State> OutboxLists::sentStates()
{
    return {State::Approved, State::Submitting, State::Uncertain, State::Accepted, State::Rejected};
}

QList<OutboxLists::State> OutboxLists::inProgressStates()
{
    return {State::Draft, State::AwaitingApproval, State::Rejected, State::Expired};
}

QStringList OutboxLists::sentStateKeys()
{
    return keysOf(sentStates());
}

QStringList OutboxLists::inProgressStateKeys()
{
    return keysOf(inProgressStates());
}

QString OutboxLists::paidOrPayingCondition()
{
    // PayoutReview::paidOrPaying(): on its way (approved, being sent, sent without an answer), or
    // accepted and not FAILED, CANCELLED or REVERSED (payouts::PayoutStateText::paidNobody()).
    return u"(state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN') OR (state = 'ACCEPTED' AND "
           "COALESCE(payout_state, '') NOT IN ('FAILED', 'CANCELLED', 'REVERSED')))"_s;
}

StoreResult<OutboxLists::Page> OutboxLists::page(const QString &what, const QString &where, bool newestFirst,
                                                 bool summary,
                                                 const QList<std::pair<QString, QVariant>> &binds,
                                                 const PayoutDraft *after, int limit) const
{
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    QString sql = u"SELECT %1 FROM payout_outbox WHERE %2"_s.arg(
        summary ? outboxColumns::summaryList() : outboxColumns::selectList(), where);
    if (after)
        sql += newestFirst ? u" AND (created_at, id) < (:afterTime, :afterId)"_s
                           : u" AND (created_at, id) > (:afterTime, :afterId)"_s;
    sql += newestFirst ? u" ORDER BY created_at DESC, id DESC LIMIT :limit"_s
                       : u" ORDER BY created_at, id LIMIT :limit"_s;
    if (!q.prepare(sql))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    for (const auto &[name, value] : binds)
        q.bindValue(name, value);
    if (after) {
        q.bindValue(u":afterTime"_s, AuditEntry::timeText(after->createdAt));
        q.bindValue(u":afterId"_s, after->id);
    }
    limit = std::max(1, limit);
    q.bindValue(u":limit"_s, limit + 1); // one more: whether more follow
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    Page page;
    while (q.next()) {
        if (page.rows.size() == limit) {
            page.more = true;
            break;
        }
        StoreResult<PayoutDraft> row
            = summary ? outboxColumns::readSummary(q, what) : outboxColumns::readDraft(q, what);
        if (!row.ok())
            return row.error();
        page.rows.append(std::move(row).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return page;
}

StoreResult<OutboxLists::Page> OutboxLists::awaiting(const QString &profileId, const PayoutDraft *after,
                                                     int limit) const
{
    return page(
        tr("The approval queue could not be read."),
        u"profile_id = :profile AND state = '%1'"_s.arg(PayoutDraft::stateKey(State::AwaitingApproval)),
        false, false, {{u":profile"_s, profileId}}, after, limit);
}

StoreResult<qint64> OutboxLists::awaitingCount(const QString &profileId) const
{
    const QString what = tr("The approval queue could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT COUNT(*) FROM payout_outbox WHERE profile_id = :profile AND state = '%1'"_s.arg(
            PayoutDraft::stateKey(State::AwaitingApproval))))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    if (!q.exec() || !q.next())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return q.value(0).toLongLong();
}

StoreResult<OutboxLists::Page> OutboxLists::sent(const QString &profileId, const PayoutDraft *after,
                                                 int limit) const
{
    return page(tr("The payouts sent could not be read."),
                u"profile_id = :profile AND state IN (%1)"_s.arg(inList(sentStateKeys())), true, true,
                {{u":profile"_s, profileId}}, after, limit);
}

StoreResult<OutboxLists::Page> OutboxLists::inProgress(const QString &profileId, const QString &maker,
                                                       const PayoutDraft *after, int limit) const
{
    QString where = u"profile_id = :profile AND state IN (%1)"_s.arg(inList(inProgressStateKeys()));
    QList<std::pair<QString, QVariant>> binds {{u":profile"_s, profileId}};
    if (!maker.isEmpty()) {
        where += u" AND (maker IS NULL OR maker = :maker)"_s;
        binds.append({u":maker"_s, maker});
    }
    return page(tr("The drafts could not be read."), where, true, true, binds, after, limit);
}

StoreResult<OutboxLists::RecipientFacts> OutboxLists::recipientFacts(const QString &profileId,
                                                                     const QString &recipientKey,
                                                                     const Money &amount,
                                                                     const QDateTime &createdAt) const
{
    if (recipientKey.isEmpty() || !amount.isValid())
        return RecipientFacts();
    StoreResult<RecipientFacts> facts = recipientTotals(profileId, recipientKey, amount.currency());
    if (!facts.ok() || facts.value().count == 0)
        return facts;
    const StoreResult<bool> duplicate = sameAmountWithinADay(profileId, recipientKey, amount, createdAt);
    if (!duplicate.ok())
        return duplicate.error();
    RecipientFacts out = facts.value();
    out.duplicate = duplicate.value();
    return out;
}

namespace {

// The rows of one recipient in one currency that paid or are paying (index payout_outbox_recipient).
QString theirs()
{
    return u"profile_id = :profile AND recipient_key = :key AND currency = :currency AND %1"_s.arg(
        OutboxLists::paidOrPayingCondition());
}

} // namespace

StoreResult<OutboxLists::RecipientFacts> OutboxLists::recipientTotals(const QString &profileId,
                                                                      const QString &recipientKey,
                                                                      const QString &currency) const
{
    RecipientFacts facts;
    if (recipientKey.isEmpty() || currency.isEmpty())
        return facts;
    const QString what = tr("The earlier payouts could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    const auto run = [&](const QString &sql, const QList<std::pair<QString, QVariant>> &more) {
        if (!q.prepare(sql))
            return false;
        q.bindValue(u":profile"_s, profileId);
        q.bindValue(u":key"_s, recipientKey);
        q.bindValue(u":currency"_s, currency);
        for (const auto &[name, value] : more)
            q.bindValue(name, value);
        return q.exec();
    };
    const auto failed = [&] { return StoreError::fromSql(q.lastError(), m_store->config(), what); };
    if (!run(u"SELECT COUNT(*) FROM payout_outbox WHERE %1"_s.arg(theirs()), {}) || !q.next())
        return failed();
    facts.count = q.value(0).toLongLong();
    q.finish();
    if (facts.count == 0)
        return facts;
    // The median as ReviewWarnings.cpp takes it: the middle amount, or the two middle ones' mean
    // rounded down, read from the index in the amounts' order.
    const qint64 middle = facts.count / 2;
    const bool odd = facts.count % 2 == 1;
    if (!run(u"SELECT amount_minor FROM payout_outbox WHERE %1 ORDER BY amount_minor LIMIT :n OFFSET :skip"_s
                 .arg(theirs()),
             {{u":n"_s, odd ? 1 : 2}, {u":skip"_s, odd ? middle : middle - 1}}))
        return failed();
    QList<qint64> values;
    while (q.next())
        values.append(q.value(0).toLongLong());
    if (q.lastError().isValid() || values.isEmpty())
        return failed();
    facts.median = values.size() == 2 ? (values.at(0) + values.at(1)) / 2 : values.at(0);
    return facts;
}

StoreResult<bool> OutboxLists::sameAmountWithinADay(const QString &profileId, const QString &recipientKey,
                                                    const Money &amount, const QDateTime &createdAt) const
{
    if (recipientKey.isEmpty() || !amount.isValid() || !createdAt.isValid())
        return false;
    const QString what = tr("The earlier payouts could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT 1 FROM payout_outbox WHERE %1 AND amount_minor = :amount AND created_at >= :from "
                   "AND created_at <= :to LIMIT 1"_s.arg(theirs())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    q.bindValue(u":key"_s, recipientKey);
    q.bindValue(u":currency"_s, amount.currency());
    q.bindValue(u":amount"_s, amount.minorUnits());
    q.bindValue(u":from"_s, AuditEntry::timeText(createdAt.addMSecs(-kDuplicateWindowMs)));
    q.bindValue(u":to"_s, AuditEntry::timeText(createdAt.addMSecs(kDuplicateWindowMs)));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    const bool found = q.next();
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return found;
}

StoreResult<QList<PayoutDraft>> OutboxLists::paidOrPayingTo(const QString &profileId,
                                                            const QStringList &recipientKeys) const
{
    const QString what = tr("The earlier payouts could not be read.");
    QList<PayoutDraft> rows;
    QStringList keys;
    for (const QString &key : recipientKeys)
        if (!key.isEmpty() && !keys.contains(key))
            keys.append(key);
    if (keys.isEmpty())
        return rows;
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    QStringList names;
    for (qsizetype i = 0; i < keys.size(); ++i)
        names.append(u":key%1"_s.arg(i));
    // A few keys (a review's: the body's, and the saved account it resolves to).
    if (!q.prepare(
            u"SELECT %1 FROM payout_outbox WHERE profile_id = :profile AND recipient_key IN (%2) AND %3"_s
                .arg(outboxColumns::selectList(), names.join(u", "), paidOrPayingCondition())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    for (qsizetype i = 0; i < keys.size(); ++i)
        q.bindValue(names.at(i), keys.at(i));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    while (q.next()) {
        StoreResult<PayoutDraft> row = outboxColumns::readDraft(q, what);
        if (!row.ok())
            return row.error();
        rows.append(std::move(row).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    // Oldest first, in memory: one recipient's rows.
    std::sort(rows.begin(), rows.end(), [](const PayoutDraft &a, const PayoutDraft &b) {
        return std::tie(a.createdAt, a.id) < std::tie(b.createdAt, b.id);
    });
    return rows;
}

StoreResult<QStringList> OutboxLists::awaitingCurrencies() const
{
    const QString what = tr("The payouts waiting for approval could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    const QString awaiting = PayoutDraft::stateKey(State::AwaitingApproval);
    QStringList currencies;
    // One seek in the index payout_outbox_expiry per currency, rather than every row waiting.
    if (!q.prepare(
            u"SELECT 1 FROM payout_outbox WHERE state = '%1' AND currency IS NULL LIMIT 1"_s.arg(awaiting))
        || !q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (q.next())
        currencies.append(QString());
    q.finish();
    if (!q.prepare(u"SELECT MIN(currency) FROM payout_outbox WHERE state = '%1' AND currency > :after"_s.arg(
            awaiting)))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QString after = u""_s;
    for (;;) {
        q.bindValue(u":after"_s, after);
        if (!q.exec() || !q.next())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        if (q.value(0).isNull())
            break;
        after = q.value(0).toString();
        currencies.append(after);
        q.finish();
    }
    return currencies;
}

StoreResult<QList<std::pair<QString, qint64>>> OutboxLists::expiredAwaiting(const QString &currency,
                                                                            const QDateTime &cutoff) const
{
    const QString what = tr("The payouts waiting for approval could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT id, revision FROM payout_outbox WHERE state = '%1' AND %2 "
                   "AND awaiting_since <= :cutoff"_s.arg(PayoutDraft::stateKey(State::AwaitingApproval),
                                                         currency.isNull() ? u"currency IS NULL"_s
                                                                           : u"currency = :currency"_s)))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    if (!currency.isNull())
        q.bindValue(u":currency"_s, currency);
    q.bindValue(u":cutoff"_s, AuditEntry::timeText(cutoff));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<std::pair<QString, qint64>> rows;
    while (q.next())
        rows.append({q.value(0).toString(), q.value(1).toLongLong()});
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return rows;
}

StoreResult<QList<PayoutDraft>> OutboxLists::held(const QString &profileId, int limit) const
{
    const QString what = tr("The held payouts could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    // The predicate of payout_outbox_held as the index has it, so that SQLite uses it.
    if (!q.prepare(u"SELECT %1 FROM payout_outbox WHERE profile_id = :profile AND held_reason IS NOT NULL "
                   u"ORDER BY held_at DESC, id DESC LIMIT :limit"_s.arg(outboxColumns::selectList())))
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    q.bindValue(u":profile"_s, profileId);
    q.bindValue(u":limit"_s, std::max(1, limit));
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    QList<PayoutDraft> rows;
    while (q.next()) {
        StoreResult<PayoutDraft> row = outboxColumns::readDraft(q, what);
        if (!row.ok())
            return row.error();
        rows.append(std::move(row).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), m_store->config(), what);
    return rows;
}

} // namespace paydesk::store
