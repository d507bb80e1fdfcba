// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli's `profile` group: the profiles the app has (profiles::ProfileStore), listed, added
// and removed from the command line.
//
//   profile list   [--json]
//   profile add    NAME --base-url URL --kind sandbox|production [--key-file PATH]
//   profile remove NAME
//
// `profile add` without --key-file reads the API key as one line of standard input (or typed at
// the terminal without echo) and saves it in the system keychain (secrets::KeyStore), waiting for
// the keychain's answer: a keychain that cannot take it leaves no profile behind. With --key-file
// the file is checked (its owner alone may read it: KeyFile.h) and its PATH is kept for the
// profile on this computer (ProfileStore::setKeyFile()), never the key itself. `profile remove`
// also removes the profile's key from the keychain; the built-in Local sandbox can be neither
// added nor removed.
//
// Team mode: the profiles are the team's, in its database; ProfileStore sends the change there
// and only an administrator's is taken: a refusal is the database's reason in one line (exit 1).

#include <QCoreApplication>

namespace paydesk::cli {

class CliDispatcher;

class ProfileCommands
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::ProfileCommands)
public:
    static void registerWith(CliDispatcher &dispatcher);
};

} // namespace paydesk::cli
