// SPDX-License-Identifier: GPL-3.0-or-later
// AuditLog::search(): the Audit log page's search and period, in SQL (AuditSearch.h).
#include "store/AuditLog.h"
#include "store/AuditRows.h"
#include "store/Store.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

// The statement's condition for the search's words and period, and its values.
struct Condition
{
    QStringList terms;
    QList<std::pair<QString, QVariant>> values;

    QString bind(const QVariant &value)
    {
        const QString name = u":v%1"_s.arg(values.size());
        values.append({name, value});
        return name;
    }
};

Condition conditionOf(const AuditSearch &search, const SqlDialect &dialect)
{
    Condition c;
    for (const AuditSearch::Word &word : search.words) {
        QStringList any;
        for (const QString &form : SqlDialect::caseForms(word.text)) {
            const QString pattern = SqlDialect::containsPattern(form);
            for (const QString &column : {u"action"_s, u"os_user"_s, u"profile_id"_s, u"detail"_s})
                any << dialect.containsText(column, c.bind(pattern));
        }
        for (const auto &[column, ids] :
             {std::pair {u"action"_s, &word.actionKeys}, std::pair {u"profile_id"_s, &word.profileIds}}) {
            if (ids->isEmpty())
                continue;
            QStringList names;
            for (const QString &id : *ids)
                names << c.bind(id);
            any << u"%1 IN (%2)"_s.arg(column, names.join(u", "_s));
        }
        // An operator named in the detail: its id as a JSON string ("actor":"abe").
        for (const QString &id : word.operatorIds)
            any << dialect.containsText(u"detail"_s, c.bind(SqlDialect::containsPattern(u'"' + id + u'"')));
        c.terms << u"(%1)"_s.arg(any.join(u" OR "_s));
    }
    // Times are stored as fixed-width UTC text (AuditEntry::timeText()): compared as text.
    if (search.from.isValid())
        c.terms << u"recorded_at >= %1"_s.arg(c.bind(AuditEntry::timeText(search.from)));
    if (search.to.isValid())
        c.terms << u"recorded_at < %1"_s.arg(c.bind(AuditEntry::timeText(search.to)));
    return c;
}

} // namespace

StoreResult<std::pair<qint64, qint64>> AuditLog::periodBounds(const QSqlDatabase &db,
                                                              const AuditSearch &search) const
{
    const QString what = tr("The audit log could not be read.");
    qint64 above = 0; // entries of the period are numbered above this
    qint64 below = std::numeric_limits<qint64>::max(); // and below this
    // One probe each through the index on (recorded_at, seq) (schema step 12).
    const auto probe
        = [&](const QString &sql, const QDateTime &time, qint64 *bound) -> std::optional<StoreError> {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.prepare(sql))
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        q.bindValue(u":time"_s, AuditEntry::timeText(time));
        if (!q.exec())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        if (q.next())
            *bound = q.value(0).toLongLong();
        else if (q.lastError().isValid())
            return StoreError::fromSql(q.lastError(), m_store->config(), what);
        return std::nullopt;
    };
    const auto margin = std::chrono::duration_cast<std::chrono::milliseconds>(AuditSearch::periodMargin);
    if (search.from.isValid()) {
        if (auto error = probe(u"SELECT seq FROM audit_log WHERE recorded_at < :time "
                               "ORDER BY recorded_at DESC, seq DESC LIMIT 1"_s,
                               search.from.addDuration(-margin), &above))
            return *error;
    }
    if (search.to.isValid()) {
        if (auto error = probe(u"SELECT seq FROM audit_log WHERE recorded_at >= :time "
                               "ORDER BY recorded_at, seq LIMIT 1"_s,
                               search.to.addDuration(margin), &below))
            return *error;
    }
    return std::pair {above, below};
}

StoreResult<AuditSearchPage> AuditLog::search(const AuditSearch &search, qint64 beforeSeq, int limit,
                                              qint64 afterSeq, qint64 window) const
{
    const QString what = tr("The audit log could not be read.");
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    const QSqlDatabase db = connection.value();
    const StoreConfig &config = m_store->config();

    qint64 above = std::max<qint64>(afterSeq, 0);
    qint64 below = beforeSeq > 0 ? beforeSeq : std::numeric_limits<qint64>::max();
    if (search.hasPeriod()) {
        const StoreResult<std::pair<qint64, qint64>> bounds = periodBounds(db, search);
        if (!bounds.ok())
            return bounds.error();
        above = std::max(above, bounds.value().first);
        below = std::min(below, bounds.value().second);
    }
    if (below == std::numeric_limits<qint64>::max()) {
        // From the newest: the largest number, by the primary key.
        QSqlQuery newest(db);
        if (!newest.exec(u"SELECT MAX(seq) FROM audit_log"_s))
            return StoreError::fromSql(newest.lastError(), config, what);
        below = newest.next() ? newest.value(0).toLongLong() + 1 : 1;
    }
    AuditSearchPage page;
    page.top = below - 1;
    if (below - 1 <= above || limit <= 0)
        return page; // nothing between the bounds
    // At most `window` numbers in this statement; the next page goes on below them.
    const qint64 floor = std::max(above, below - 1 - std::max<qint64>(window, 1));

    Condition condition = conditionOf(search, m_store->dialect());
    QString sql
        = u"SELECT %1 FROM audit_log WHERE seq < :before AND seq > :floor"_s.arg(auditRows::columns());
    for (const QString &term : std::as_const(condition.terms))
        sql += u" AND "_s + term;
    sql += u" ORDER BY seq DESC LIMIT :limit"_s;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return StoreError::fromSql(q.lastError(), config, what);
    q.bindValue(u":before"_s, below);
    q.bindValue(u":floor"_s, floor);
    q.bindValue(u":limit"_s, limit);
    for (const auto &[name, value] : std::as_const(condition.values))
        q.bindValue(name, value);
    if (!q.exec())
        return StoreError::fromSql(q.lastError(), config, what);
    while (q.next())
        page.entries.append(auditRows::readEntry(q));
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), config, what);
    if (page.entries.size() == limit)
        page.nextBefore = page.entries.last().seq;
    else if (floor > above)
        page.nextBefore = floor + 1;
    return page;
}

} // namespace paydesk::store
