// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/TeamConnection.h"

#include "store/TeamSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::store {

TeamConnection::TeamConnection(const StoreConfig &config)
    : m_config(config)
    , m_name(u"paydesk-team-"_s + QUuid::createUuid().toString(QUuid::Id128))
{ }

TeamConnection::~TeamConnection()
{
    if (QSqlDatabase::contains(m_name)) {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
}

QSqlDatabase TeamConnection::db() const
{
    return QSqlDatabase::database(m_name, false);
}

StoreResult<void> TeamConnection::open(const QString &what)
{
    if (!m_config.isPostgres()) {
        return StoreError(StoreError::Kind::InvalidConfig,
                          what + u' ' + TeamSchema::tr("A team database is a PostgreSQL database."),
                          u"not postgres"_s);
    }
    if (QString why; !m_config.validate(&why))
        return StoreError(StoreError::Kind::InvalidConfig, what + u' ' + why, u"invalid configuration"_s);
    const SqlDialect dialect(m_config);
    QSqlDatabase db = QSqlDatabase::addDatabase(dialect.driverName(), m_name);
    if (!db.isValid()) {
        return StoreError(StoreError::Kind::DriverMissing,
                          what + u' ' + TeamSchema::tr("Qt's PostgreSQL driver (QPSQL) is not installed."),
                          dialect.driverName());
    }
    db.setHostName(m_config.host);
    db.setPort(m_config.port);
    db.setDatabaseName(m_config.database);
    db.setUserName(m_config.user);
    db.setPassword(m_config.password); // empty: libpq's password file (PGPASSFILE, ~/.pgpass)
    db.setConnectOptions(dialect.connectOptions(m_config));
    if (!db.open())
        return StoreError::fromSql(db.lastError(), m_config, what);
    for (const QString &statement : dialect.sessionSetup(m_config)) {
        QSqlQuery q(db);
        if (!q.exec(statement))
            return StoreError::fromSql(q.lastError(), m_config, what);
    }
    QSqlQuery q(db);
    if (!q.exec(u"SELECT current_schema()"_s) || !q.next() || q.value(0).isNull()) {
        return StoreError(StoreError::Kind::InvalidConfig,
                          what + u' '
                              + TeamSchema::tr("The schema \u201C%1\u201D does not exist in %2.")
                                    .arg(m_config.schema, m_config.location()),
                          u"no schema "_s + m_config.schema);
    }
    return {};
}

} // namespace paydesk::store
