// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One step of the store's schema: version N, what it adds, and its statements for a backend
// (portable SQL; the differences come from SqlDialect). Steps are numbered 1, 2, 3, ... without
// gaps; SchemaMigrator applies each one once, in its own transaction, and records it in
// schema_version. A step, once released, never changes: a later change is a new step.
//
// A step may also fill what SQL cannot compute the same way on both backends (fill): C++ that
// runs after the step's statements, on the same connection, in the same transaction (a failure
// rolls the whole step back). It works in batches, so that a large table is never held in memory.

#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include <functional>

namespace paydesk::store {

class SqlDialect;

struct Migration
{
    int version = 0;
    QString description;
    std::function<QStringList(const SqlDialect &)> statements;
    // Optional: run after the statements, in the step's transaction; an error fails the step.
    std::function<QSqlError(QSqlDatabase db)> fill = {};

    // Paydesk's schema, oldest step first.
    static const QList<Migration> &builtIn();
};

} // namespace paydesk::store
