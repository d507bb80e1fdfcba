// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way a connection is made from a StoreConfig: the store's own per-thread connections,
// the team's short-lived ones (an approval's fresh sign-in, the owner's, Test connection) and the
// change listener's all set the same driver, server, login and connect options (SqlDialect), so
// that a TLS mode or a timeout is never forgotten by one of them.

#include "store/StoreConfig.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace paydesk::store {

// Adds the connection `name` for `config` (not opened): SQLite its file; PostgreSQL its host,
// port, database, login, password (empty: libpq's password file) and connect options. Invalid
// when the driver is missing.
QSqlDatabase addConnection(const StoreConfig &config, const QString &name);

// Runs SqlDialect::sessionSetup() on an open connection; the first error, or none.
QSqlError setUpSession(QSqlDatabase db, const StoreConfig &config);

} // namespace paydesk::store
