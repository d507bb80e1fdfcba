// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Brings a database to the schema this Paydesk knows, on one connection.
//
// The table schema_version holds one row per step applied (version, description, when, by whom).
// migrate() first reads the version without a lock: up to date, it returns at once; newer than
// this Paydesk knows, it refuses (StoreError::Kind::SchemaTooNew) and changes nothing. Otherwise
// it applies the missing steps one by one, each in its own write transaction that holds the
// schema lock (SqlDialect::Lock::Schema) and reads the version again under it (a step's fill, its
// C++ part, runs after its statements in that same transaction), so that two
// processes migrating at once never apply a step twice: the second one waits, then finds the step
// done. A step that fails is rolled back whole (DDL is transactional on both backends) and the
// versions before it stay applied.

#include "store/Migration.h"
#include "store/SqlDialect.h"
#include "store/StoreConfig.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>

namespace paydesk::store {

class SchemaMigrator
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::SchemaMigrator)
public:
    SchemaMigrator(QSqlDatabase db, const StoreConfig &config, const QList<Migration> &migrations);

    int latestVersion() const; // the last step of the list; 0 for none

    // The version of the database now; 0 when it has no schema_version table.
    StoreResult<int> currentVersion();
    // Applies what is missing; the version the database has afterwards (latestVersion()).
    StoreResult<int> migrate();

private:
    StoreResult<int> applyNext(); // the version afterwards
    StoreError tooNew(int version) const;
    StoreError sqlError(const QSqlError &error) const;

    QSqlDatabase m_db;
    StoreConfig m_config;
    SqlDialect m_dialect;
    QList<Migration> m_migrations;
};

} // namespace paydesk::store
