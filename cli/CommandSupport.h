// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the commands that work with a profile share (ProfileCommands, WalletCommands,
// PayoutCommands, AuditCommands): their common options, the workspace opened and a profile's
// session connected with the exit status each failure gets, a result as JSON or as a table.
//
// Exit status of connectSession(): a profile that does not exist, or a key file (--key-file,
// PAYDESK_KEY_FILE) that is missing or that others can read, is a bad argument (2); the store
// that does not open, no key, a keychain that cannot be read, a Local sandbox that does not
// start, a key file the profile keeps that can no longer be used, is a failure (1).

#include "CliDispatcher.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk::session {
class Session;
}

namespace paydesk::cli {

class CliWorkspace;

class CommandSupport
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CommandSupport)
public:
    static OptionSpec jsonOption();
    // --profile NAME: the profile by name or id; the one in use when not given.
    static OptionSpec profileOption();
    static OptionSpec keyFileOption();

    // "<command>: <line>" on standard error.
    static void fail(const Invocation &invocation, const QString &line);

    // Opens `workspace`, finds the --profile (or the current one), checks the key file and connects
    // the profile's session: Success with *session ready, or the exit status (the line written).
    static int connectSession(const Invocation &invocation, CliWorkspace &workspace,
                              session::Session **session);

    // Writes `value` (an object or an array) indented on standard output.
    static void printJson(const QJsonValue &value);
    // Rows of cells in columns (the first row: the headings), two spaces between columns; the
    // columns in `rightAligned` (amounts) aligned right.
    static QString table(const QList<QStringList> &rows, const QList<int> &rightAligned = {});
};

} // namespace paydesk::cli
