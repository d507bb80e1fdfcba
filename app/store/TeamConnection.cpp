// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/TeamConnection.h"
#include "store/SqlConnection.h"

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
    QSqlDatabase db = addConnection(m_config, m_name); // no password: libpq's password file
    if (!db.isValid()) {
        return StoreError(StoreError::Kind::DriverMissing,
                          what + u' ' + TeamSchema::tr("Qt's PostgreSQL driver (QPSQL) is not installed."),
                          db.driverName());
    }
    if (!db.open())
        return StoreError::fromSql(db.lastError(), m_config, what);
    if (const QSqlError error = setUpSession(db, m_config); error.isValid())
        return StoreError::fromSql(error, m_config, what);
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
