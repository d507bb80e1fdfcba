// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One transaction on one connection, rolled back when it goes out of scope uncommitted. The
// statements that begin it come from SqlDialect (BEGIN IMMEDIATE on SQLite; BEGIN and an advisory
// lock on PostgreSQL), so that the code that writes does not depend on the backend.

#include "store/SqlDialect.h"

#include <QSqlDatabase>
#include <QSqlError>

namespace paydesk::store {

class StoreTransaction
{
public:
    explicit StoreTransaction(QSqlDatabase db);
    ~StoreTransaction(); // rolls back an active transaction
    StoreTransaction(const StoreTransaction &) = delete;
    StoreTransaction &operator=(const StoreTransaction &) = delete;

    // Each returns the driver's error; QSqlError::NoError on success.
    QSqlError beginWrite(const SqlDialect &dialect, SqlDialect::Lock lock);
    QSqlError beginSnapshot(const SqlDialect &dialect);
    QSqlError commit();
    void rollback();

    bool isActive() const { return m_active; }

private:
    QSqlError begin(const QStringList &statements);

    QSqlDatabase m_db;
    bool m_active = false;
};

} // namespace paydesk::store
