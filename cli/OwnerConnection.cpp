// SPDX-License-Identifier: GPL-3.0-or-later
#include "OwnerConnection.h"
#include "store/SqlConnection.h"

#include "CliConsole.h"
#include "CliDispatcher.h"
#include "store/SqlDialect.h"
#include "store/StoreError.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

struct Attempt
{
    bool ok = false;
    bool passwordMissing = false; // the server asked for a password and the client had none
    store::StoreError error;
};

Attempt tryConnect(const store::StoreConfig &config)
{
    Attempt attempt;
    const QString name = u"paydesk-cli-owner-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = store::addConnection(config, name);
        attempt.ok = db.open();
        if (!attempt.ok) {
            const QSqlError sqlError = db.lastError();
            // libpq's words when the server wants a password and none was given or found.
            attempt.passwordMissing = sqlError.databaseText().contains(u"no password supplied"_s)
                || sqlError.driverText().contains(u"no password supplied"_s);
            attempt.error = store::StoreError::fromSql(
                sqlError, config, OwnerConnection::tr("paydesk-cli could not connect to the team database."));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return attempt;
}

} // namespace

bool OwnerConnection::namesPassword(const QString &text)
{
    static const QRegularExpression key(u"(^|\\s)password\\s*="_s);
    return key.match(text).hasMatch();
}

int OwnerConnection::parse(const QString &connectionString, store::StoreConfig *config)
{
    if (namesPassword(connectionString)) {
        CliConsole::error(
            tr("--db must not hold a password: put it in a password file (PGPASSFILE), never on "
               "the command line"));
        return BadArgument;
    }
    QString why;
    const std::optional<store::StoreConfig> parsed
        = store::StoreConfig::fromConnectionString(connectionString, &why);
    if (!parsed) {
        CliConsole::error(tr("--db: %1").arg(why));
        return BadArgument;
    }
    *config = *parsed;
    config->password.clear(); // libpq finds it (password file) or the terminal gives it
    if (!config->validate(&why)) {
        CliConsole::error(tr("--db: %1").arg(why));
        return BadArgument;
    }
    return Success;
}

int OwnerConnection::authenticate(store::StoreConfig *config)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
        CliConsole::error(tr("the Qt SQL driver for PostgreSQL (QPSQL) is not installed"));
        return Failure;
    }
    Attempt attempt = tryConnect(*config);
    if (!attempt.ok && attempt.passwordMissing && config->password.isEmpty()
        && CliConsole::inputIsTerminal()) {
        const QString who = config->user.isEmpty() ? tr("the database owner") : config->user;
        const std::optional<QString> typed = CliConsole::readSecret(tr("Password for %1: ").arg(who));
        if (typed && !typed->isEmpty()) {
            config->password = *typed;
            attempt = tryConnect(*config);
        }
    }
    if (attempt.ok)
        return Success;
    if (attempt.passwordMissing) {
        CliConsole::error(tr("the server asks for a password for %1 and none was found: put it in a password "
                             "file (PGPASSFILE, or ~/.pgpass), or run paydesk-cli at a terminal to type it")
                              .arg(config->user.isEmpty() ? tr("the database owner") : config->user));
    } else {
        CliConsole::error(attempt.error.message());
    }
    return Failure;
}

} // namespace paydesk::cli
