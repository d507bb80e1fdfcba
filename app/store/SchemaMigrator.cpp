// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/SchemaMigrator.h"

#include "store/AuditEntry.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

SchemaMigrator::SchemaMigrator(QSqlDatabase db, const StoreConfig &config, const QList<Migration> &migrations)
    : m_db(std::move(db))
    , m_config(config)
    , m_dialect(config)
    , m_migrations(migrations)
{ }

int SchemaMigrator::latestVersion() const
{
    return m_migrations.isEmpty() ? 0 : m_migrations.constLast().version;
}

StoreError SchemaMigrator::sqlError(const QSqlError &error) const
{
    return StoreError::fromSql(error, m_config, {});
}

StoreError SchemaMigrator::tooNew(int version) const
{
    return StoreError(StoreError::Kind::SchemaTooNew,
                      tr("This database was last updated by a newer version of Paydesk (database version %1; "
                         "this Paydesk knows versions up to %2). Paydesk leaves it untouched: update Paydesk "
                         "to use it.")
                          .arg(version)
                          .arg(latestVersion()),
                      u"schema version %1 > %2"_s.arg(version).arg(latestVersion()));
}

StoreResult<int> SchemaMigrator::currentVersion()
{
    {
        QSqlQuery exists(m_db);
        if (!exists.prepare(m_dialect.tableExistsQuery()))
            return sqlError(exists.lastError());
        exists.bindValue(u":name"_s, u"schema_version"_s);
        if (!exists.exec())
            return sqlError(exists.lastError());
        if (!exists.next())
            return 0;
    }
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT MAX(version) FROM schema_version"_s))
        return sqlError(q.lastError());
    if (!q.next())
        return sqlError(q.lastError());
    return q.value(0).isNull() ? 0 : q.value(0).toInt();
}

StoreResult<int> SchemaMigrator::migrate()
{
    for (qsizetype i = 0; i < m_migrations.size(); ++i) {
        if (m_migrations.at(i).version != i + 1 || !m_migrations.at(i).statements) {
            return StoreError(StoreError::Kind::Failed,
                              tr("Paydesk's list of database updates is broken. Please report this."),
                              u"migration %1 has version %2"_s.arg(i).arg(m_migrations.at(i).version));
        }
    }
    // Without a lock first: an up-to-date database (the usual case) needs no write access at all,
    // and one that is too new is not even locked.
    StoreResult<int> version = currentVersion();
    while (version.ok() && version.value() < latestVersion())
        version = applyNext();
    if (version.ok() && version.value() > latestVersion())
        return tooNew(version.value());
    return version;
}

StoreResult<int> SchemaMigrator::applyNext()
{
    QSqlQuery record(m_db); // freed after the transaction ends (see AuditLog::append())
    StoreTransaction transaction(m_db);
    if (const QSqlError error = transaction.beginWrite(m_dialect, SqlDialect::Lock::Schema); error.isValid())
        return sqlError(error);

    // Again, under the lock: another process may have migrated while this one waited.
    const StoreResult<int> version = currentVersion();
    if (!version.ok())
        return version;
    if (version.value() >= latestVersion())
        return version;
    if (version.value() == 0) {
        QSqlQuery create(m_db);
        if (!create.exec(m_dialect.expand(u"CREATE TABLE IF NOT EXISTS schema_version ("
                                          "version INTEGER PRIMARY KEY, "
                                          "description TEXT NOT NULL, "
                                          "applied_at TEXT NOT NULL, "
                                          "applied_by TEXT NOT NULL)"_s)))
            return sqlError(create.lastError());
    }

    const Migration &step = m_migrations.at(version.value());
    const QString what = tr("Paydesk could not update the database to version %1 (%2).")
                             .arg(step.version)
                             .arg(step.description);
    for (const QString &statement : step.statements(m_dialect)) {
        QSqlQuery q(m_db);
        if (!q.exec(statement)) {
            qCWarning(lcStore).noquote() << "migration" << step.version << "failed at:" << statement.left(80);
            return StoreError::fromSql(q.lastError(), m_config, what);
        }
    }
    if (step.fill) {
        if (const QSqlError error = step.fill(m_db); error.isValid()) {
            qCWarning(lcStore).noquote() << "migration" << step.version << "failed filling:" << error.text();
            return StoreError::fromSql(error, m_config, what);
        }
    }
    if (!record.prepare(u"INSERT INTO schema_version (version, description, applied_at, applied_by) "
                        "VALUES (:version, :description, :at, :by)"_s))
        return StoreError::fromSql(record.lastError(), m_config, what);
    record.bindValue(u":version"_s, step.version);
    record.bindValue(u":description"_s, step.description);
    record.bindValue(u":at"_s, AuditEntry::timeText(QDateTime::currentDateTimeUtc()));
    record.bindValue(u":by"_s, Store::osUser());
    if (!record.exec())
        return StoreError::fromSql(record.lastError(), m_config, what);
    record.finish();
    if (const QSqlError error = transaction.commit(); error.isValid())
        return StoreError::fromSql(error, m_config, what);
    qCInfo(lcStore).noquote() << "database updated to version" << step.version
                              << u'(' + step.description + u')' << "in" << m_config.describe();
    return step.version;
}

} // namespace paydesk::store
