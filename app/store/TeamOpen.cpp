// SPDX-License-Identifier: GPL-3.0-or-later
// Store::checkTeam(): whether the database being opened is a team database, and whether this
// Paydesk can work with it as it is. Nothing here writes: an operator of a team has no right to
// change the schema, which only the team's owner updates (`paydesk-cli team init`).
#include "store/SchemaMigrator.h"
#include "store/Store.h"
#include "store/StoreLogging.h"
#include "store/TeamSchema.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

StoreResult<bool> Store::checkTeam(QSqlDatabase &db)
{
    if (!m_config.isPostgres())
        return false;
    const QString what = tr("Paydesk could not open the team database.");
    {
        // to_regclass() sees a table whatever the privileges on it (information_schema would not).
        QSqlQuery q(db);
        if (!q.exec(u"SELECT to_regclass('team_settings') IS NOT NULL"_s) || !q.next())
            return StoreError::fromSql(q.lastError(), m_config, what);
        if (!q.value(0).toBool())
            return false;
    }
    int team = 0;
    {
        QSqlQuery q(db);
        if (!q.exec(u"SELECT value FROM team_settings WHERE key = 'team_version'"_s))
            return StoreError::fromSql(q.lastError(), m_config, what);
        if (q.next())
            team = q.value(0).toString().toInt();
    }
    SchemaMigrator migrator(db, m_config, m_migrations);
    const StoreResult<int> schema = migrator.currentVersion();
    if (!schema.ok())
        return schema.error().prefixed(what);
    const int latest = latestSchemaVersion();
    if (team > TeamSchema::version || schema.value() > latest) {
        return StoreError(StoreError::Kind::SchemaTooNew,
                          what + u' '
                              + tr("It was set up by a newer version of Paydesk (database version %1, team "
                                   "version %2; this Paydesk knows versions up to %3 and %4). Update Paydesk "
                                   "to use it.")
                                    .arg(schema.value())
                                    .arg(team)
                                    .arg(latest)
                                    .arg(TeamSchema::version),
                          u"team database at schema %1, team %2"_s.arg(schema.value()).arg(team));
    }
    if (team < TeamSchema::version || schema.value() < latest) {
        return StoreError(StoreError::Kind::InvalidConfig,
                          what + u' '
                              + tr("It is behind this version of Paydesk (database version %1, team version "
                                   "%2; this Paydesk needs %3 and %4). The team's owner must update it with "
                                   "\u201Cpaydesk-cli team init\u201D; operators cannot.")
                                    .arg(schema.value())
                                    .arg(team)
                                    .arg(latest)
                                    .arg(TeamSchema::version),
                          u"team database at schema %1, team %2"_s.arg(schema.value()).arg(team));
    }
    return true;
}

} // namespace paydesk::store
