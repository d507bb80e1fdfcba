// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a paydesk-cli command that works with a profile stands on: the same AppContext as the
// app (its profiles and preferences, the keychain, the local database or the team database that
// Settings > Team database chose, the sessions), opened and waited for, so that a command only
// asks for what it needs:
//
//     CliWorkspace workspace;
//     QString error;
//     if (!workspace.open(&error)) { CliConsole::error(error); return Failure; }
//     auto profile = workspace.findProfile(invocation.value(u"profile"_s), &error);
//     session::Session *session = workspace.connect(*profile, keyFileOf(invocation), &error);
//
// - The built-in "Local sandbox" is the app's: the same in-process sandbox service and the same
//   data file (main.cpp gives the starter, setLocalSandboxStarter()), so that a fresh home works
//   with no set-up.
// - The API key: `--key-file FILE`, else the file named by PAYDESK_KEY_FILE (never a key in an
//   argument or in an environment variable's value), else the key file the profile keeps
//   (`profile add --key-file`), else the user's OS keychain, as the app reads it. A key file is
//   read only when its owner alone can read it (KeyFile.h).
// - Team mode: the password the app remembered in the keychain, else the libpq password file
//   (~/.pgpass, PGPASSFILE: a scheduled job's way), else typed at a terminal without echo.
// - The background work of the app (sending approved payouts, following them, the audit check)
//   starts only for the command that asks for it (Options::backgroundWork: `outbox run`).
//
// Every wait is bounded; whatever fails is one line for CliConsole::error(), naming what is wrong
// and what to do.

#include "session/Session.h"
#include "store/StoreConfig.h"

#include <QCoreApplication>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace paydesk {
class AppContext;
}
namespace paydesk::api {
class ApiCall;
class ApiResult;
} // namespace paydesk::api
namespace paydesk::profiles {
class Profile;
}
namespace paydesk::settings {
class StorePlace;
}

namespace paydesk::cli {

class CliWorkspace
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::cli::CliWorkspace)
public:
    struct Options
    {
        bool backgroundWork = false; // the outbox processor, the follower, the audit check
        std::chrono::milliseconds storeTimeout {60'000};
    };

    // The in-process Local sandbox (main.cpp: sandbox/SandboxThread), as the app's main() gives it.
    static void setLocalSandboxStarter(session::Session::LocalSandboxStarter starter);

    CliWorkspace();
    explicit CliWorkspace(Options options);
    ~CliWorkspace();
    CliWorkspace(const CliWorkspace &) = delete;
    CliWorkspace &operator=(const CliWorkspace &) = delete;

    // Builds the context on the place the preferences name and waits until its store has opened.
    bool open(QString *error);
    bool isOpen() const { return bool(m_context); }
    AppContext &context() const { return *m_context; }

    // The profile named `nameOrId`: its name (case does not matter) or its id; "Local sandbox" is
    // the built-in one. nullopt with *error naming the profiles there are.
    std::optional<profiles::Profile> findProfile(const QString &nameOrId, QString *error) const;

    // The profile a command's --profile names (findProfile()), or the one in use when it names
    // none: the app's current profile (ProfileStore::current()).
    std::optional<profiles::Profile> profileOrCurrent(const QString &nameOrId, QString *error) const;

    // The key file a command was given: `option` (--key-file) when set, else PAYDESK_KEY_FILE's
    // path; empty when neither.
    static QString keyFileFrom(const QString &option);

    // Connects the session of `profile` with its key (see above; `keyFile` from keyFileFrom())
    // and waits until it is ready: nullptr with *error when it is not within `timeout`.
    session::Session *connect(const profiles::Profile &profile, const QString &keyFile, QString *error,
                              std::chrono::milliseconds timeout = std::chrono::seconds(30));

    // Runs the event loop until `done` says so or `timeout` passes; whether `done` came true.
    static bool waitUntil(const std::function<bool()> &done, std::chrono::milliseconds timeout);
    // Waits for `call`'s result (a Timeout error after `timeout`: the call is cancelled).
    static api::ApiResult wait(api::ApiCall *call,
                               std::chrono::milliseconds timeout = std::chrono::minutes(3));

private:
    // The team database's configuration for the login the preferences name, signed in (see above).
    std::optional<store::StoreConfig> signInToTeam(const settings::StorePlace &place, QString *error);

    Options m_options;
    std::unique_ptr<AppContext> m_context;
};

} // namespace paydesk::cli
