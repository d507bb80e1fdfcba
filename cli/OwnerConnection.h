// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The database owner's connection for paydesk-cli's team commands, from --db, found the way
// PostgreSQL's own tools find it:
// - `--db` is a libpq connection string (host, port, dbname, user, sslmode, connect_timeout and
//   Paydesk's schema); one that holds `password=` is refused (exit status 2): a password on a
//   command line is seen by every user of the machine (ps) and kept in shell histories;
// - the password is left empty in the StoreConfig, so that libpq reads it from the password file
//   (PGPASSFILE, else ~/.pgpass; or PGPASSWORD) when the server asks for one;
// - when the server asks for a password that libpq did not find and standard input is a terminal,
//   paydesk-cli asks for it once, without echo, and connects again with it (held in memory only).
//
// Nothing here prints or logs the password: messages name the server and the user only.

#include "store/StoreConfig.h"

#include <QCoreApplication>
#include <QString>

namespace paydesk::cli {

class OwnerConnection
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::OwnerConnection)
public:
    // --db's text into *config; 0, or the exit status (2) after saying why on standard error.
    static int parse(const QString &connectionString, store::StoreConfig *config);

    // Connects once to learn whether the owner gets in: with libpq's password file, or with a
    // password typed at the terminal when the server asks for one that was not found. 0 (and
    // *config holds the typed password, if any), or the exit status (1) after saying why.
    static int authenticate(store::StoreConfig *config);

    // Whether `text` (a connection string) names a password: any `password` key, even empty.
    static bool namesPassword(const QString &text);
};

} // namespace paydesk::cli
