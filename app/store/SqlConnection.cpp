// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/SqlConnection.h"
#include "store/SqlDialect.h"

#include <QSqlQuery>

namespace paydesk::store {

QSqlDatabase addConnection(const StoreConfig &config, const QString &name)
{
    const SqlDialect dialect(config);
    QSqlDatabase db = QSqlDatabase::addDatabase(dialect.driverName(), name);
    if (config.isPostgres()) {
        db.setHostName(config.host);
        db.setPort(config.port);
        db.setDatabaseName(config.database);
        db.setUserName(config.user);
        db.setPassword(config.password);
    } else {
        db.setDatabaseName(config.filePath);
    }
    db.setConnectOptions(dialect.connectOptions(config));
    return db;
}

QSqlError setUpSession(QSqlDatabase db, const StoreConfig &config)
{
    for (const QString &statement : SqlDialect(config).sessionSetup(config)) {
        QSqlQuery q(db);
        if (!q.exec(statement))
            return q.lastError();
    }
    return {};
}

} // namespace paydesk::store
