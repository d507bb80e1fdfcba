// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One step of the store's schema: version N, what it adds, and its statements for a backend
// (portable SQL; the differences come from SqlDialect). Steps are numbered 1, 2, 3, ... without
// gaps; SchemaMigrator applies each one once, in its own transaction, and records it in
// schema_version. A step, once released, never changes: a later change is a new step.

#include <QList>
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

    // Paydesk's schema, oldest step first.
    static const QList<Migration> &builtIn();
};

} // namespace paydesk::store
