// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProfileCommands.h"

#include "AppContext.h"
#include "CliConsole.h"
#include "CliDispatcher.h"
#include "CliWorkspace.h"
#include "CommandSupport.h"
#include "KeyFile.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

using profiles::Profile;
using profiles::ProfileStore;
using secrets::KeyStoreResult;

constexpr std::chrono::seconds keychainTimeout {30};

int openWorkspace(const Invocation &invocation, CliWorkspace &workspace)
{
    QString error;
    if (workspace.open(&error))
        return Success;
    CommandSupport::fail(invocation, error);
    return Failure;
}

// Waits for a keychain operation; its result (a Timeout failure when it did not answer).
KeyStoreResult waitForKeychain(secrets::KeyStoreOp *op, KeyStoreResult::Operation operation,
                               const QString &profileId)
{
    std::optional<KeyStoreResult> result;
    QObject::connect(op, &secrets::KeyStoreOp::finished, op,
                     [&result](const KeyStoreResult &done) { result = done; });
    if (!CliWorkspace::waitUntil([&result] { return result.has_value(); }, keychainTimeout)) {
        return KeyStoreResult::failure(operation, profileId, KeyStoreResult::ErrorKind::Timeout,
                                       ProfileCommands::tr("the system keychain did not answer in time"));
    }
    return *result;
}

// What went wrong with the keychain, in the words of a command line (the result's userMessage()
// offers the window's "this session only").
QString keychainProblem(const KeyStoreResult &result)
{
    using Kind = KeyStoreResult::ErrorKind;
    switch (result.errorKind()) {
    case Kind::Unavailable:
        return ProfileCommands::tr("no system keychain can be reached from here");
    case Kind::AccessDenied:
        return ProfileCommands::tr("access to the system keychain was refused");
    case Kind::Timeout:
        return ProfileCommands::tr("the system keychain did not answer in time");
    case Kind::NotFound:
    case Kind::None:
    case Kind::Other:
        break;
    }
    return result.detail().isEmpty()
        ? result.userMessage()
        : ProfileCommands::tr("the system keychain said: %1").arg(result.detail());
}

// Team mode: waits until the team database took or refused the change of `profileId`; empty when
// it took it (or outside team mode), else the database's reason.
QString waitForTeam(ProfileStore &profiles, const QString &profileId)
{
    if (!profiles.isTeam())
        return {};
    bool done = false;
    QString refusal;
    QObject context;
    QObject::connect(&profiles, &ProfileStore::teamChangeDone, &context, [&](const QString &id) {
        if (id == profileId)
            done = true;
    });
    QObject::connect(&profiles, &ProfileStore::teamChangeFailed, &context,
                     [&](const QString &id, const QString &why) {
                         if (id != profileId)
                             return;
                         refusal = why.isEmpty() ? ProfileCommands::tr("the team database refused it") : why;
                         done = true;
                     });
    if (!CliWorkspace::waitUntil([&] { return done; }, std::chrono::minutes(1)))
        return ProfileCommands::tr("the team database did not answer in time");
    return refusal;
}

QString keyDescription(const ProfileStore &profiles, const Profile &profile, QString *keyFile)
{
    if (profile.isLocalSandbox())
        return ProfileCommands::tr("built in");
    *keyFile = profiles.keyFile(profile.id);
    if (!keyFile->isEmpty())
        return ProfileCommands::tr("file %1").arg(*keyFile);
    return ProfileCommands::tr("system keychain");
}

int list(const Invocation &invocation)
{
    CliWorkspace workspace;
    if (const int status = openWorkspace(invocation, workspace); status != Success)
        return status;
    const ProfileStore &profiles = workspace.context().profiles();
    const QString current = profiles.currentId();
    if (invocation.has(u"json"_s)) {
        QJsonArray rows;
        for (const Profile &p : profiles.profiles()) {
            QString keyFile;
            keyDescription(profiles, p, &keyFile);
            const QString key = p.isLocalSandbox() ? u"built-in"_s
                : keyFile.isEmpty()                ? u"keychain"_s
                                                   : u"key-file"_s;
            rows.append(QJsonObject {
                {u"id"_s, p.id},
                {u"name"_s, p.name},
                {u"kind"_s, Profile::kindKey(p.kind)},
                {u"base_url"_s, p.isLocalSandbox() ? QJsonValue() : QJsonValue(p.baseUrl.toString())},
                {u"current"_s, p.id == current},
                {u"key"_s, key},
                {u"key_file"_s, keyFile.isEmpty() ? QJsonValue() : QJsonValue(keyFile)},
            });
        }
        CommandSupport::printJson(rows);
        return Success;
    }
    QList<QStringList> rows {{QString(), ProfileCommands::tr("NAME"), ProfileCommands::tr("KIND"),
                              ProfileCommands::tr("BASE URL"), ProfileCommands::tr("API KEY")}};
    for (const Profile &p : profiles.profiles()) {
        QString keyFile;
        rows.append({p.id == current ? u"*"_s : QString(), p.name, Profile::kindName(p.kind),
                     p.isLocalSandbox() ? ProfileCommands::tr("(on this computer)") : p.baseUrl.toString(),
                     keyDescription(profiles, p, &keyFile)});
    }
    CliConsole::out(CommandSupport::table(rows));
    if (profiles.isTeam())
        CliConsole::out(ProfileCommands::tr("The team's profiles (team database); * the one in use here.")
                        + u'\n');
    else
        CliConsole::out(ProfileCommands::tr("* the one in use.") + u'\n');
    return Success;
}

// The API key typed or piped for `name`: one line of standard input, or typed without echo.
int readKey(const Invocation &invocation, const QString &name, QString *key)
{
    std::optional<QString> typed;
    if (CliConsole::inputIsTerminal())
        typed = CliConsole::readSecret(ProfileCommands::tr("API key of %1: ").arg(name));
    else
        typed = CliConsole::readLine();
    const QString trimmed = typed ? typed->trimmed() : QString();
    if (trimmed.isEmpty()) {
        CommandSupport::fail(invocation,
                             ProfileCommands::tr("no API key on standard input: write the key as one line "
                                                 "(echo \"$KEY\" | paydesk-cli profile add \u2026), or give "
                                                 "--key-file FILE"));
        return BadArgument;
    }
    if (trimmed.contains(u' ') || trimmed.contains(u'\t')) {
        CommandSupport::fail(
            invocation,
            ProfileCommands::tr("what was read from standard input is not an API key (it has "
                                "spaces): write the key alone on one line"));
        return BadArgument;
    }
    *key = trimmed;
    return Success;
}

int add(const Invocation &invocation)
{
    const QString name = invocation.positional(0).trimmed();
    const QString kindText = invocation.value(u"kind"_s).toLower();
    const std::optional<Profile::Kind> kind = Profile::kindFromKey(kindText);
    if (!kind || *kind == Profile::Kind::LocalSandbox) {
        CommandSupport::fail(
            invocation,
            ProfileCommands::tr("the kind \u201C%1\u201D is neither sandbox (test money) nor "
                                "production (real money)")
                .arg(invocation.value(u"kind"_s)));
        return BadArgument;
    }
    QString keyFile;
    if (invocation.has(u"key-file"_s)) {
        const QString given = invocation.value(u"key-file"_s);
        const KeyFile::Read read = KeyFile::read(given); // checked here, read again by each command
        if (!read.key) {
            CommandSupport::fail(invocation, read.error);
            return BadArgument;
        }
        keyFile = QFileInfo(given).absoluteFilePath(); // a scheduled job runs from another folder
    }
    CliWorkspace workspace;
    if (const int status = openWorkspace(invocation, workspace); status != Success)
        return status;
    ProfileStore &profiles = workspace.context().profiles();
    Profile profile
        = Profile::create(*kind, name, ProfileStore::normalizedBaseUrl(invocation.value(u"base-url"_s)));
    QString why;
    if (!profiles.validate(profile, &why)) {
        CommandSupport::fail(invocation, why);
        return BadArgument;
    }
    QString key;
    if (keyFile.isEmpty()) {
        if (const int status = readKey(invocation, profile.name, &key); status != Success)
            return status;
    }
    secrets::KeyStore &keys = workspace.context().keys();
    if (!key.isEmpty()) {
        // The key first: a keychain that cannot take it leaves no profile without a key behind.
        const KeyStoreResult written
            = waitForKeychain(keys.write(profile.id, key), KeyStoreResult::Operation::Write, profile.id);
        if (!written.ok()) {
            CommandSupport::fail(
                invocation,
                ProfileCommands::tr("the API key could not be saved in the system keychain "
                                    "(%1): nothing was added; keep the key in a file only you "
                                    "can read and give --key-file FILE")
                    .arg(keychainProblem(written)));
            return Failure;
        }
    }
    QString refusal;
    if (!profiles.save(profile, &refusal)) {
        if (!key.isEmpty())
            waitForKeychain(keys.remove(profile.id), KeyStoreResult::Operation::Remove, profile.id);
        CommandSupport::fail(invocation, refusal);
        return BadArgument;
    }
    refusal = waitForTeam(profiles, profile.id);
    if (!refusal.isEmpty()) {
        if (!key.isEmpty())
            waitForKeychain(keys.remove(profile.id), KeyStoreResult::Operation::Remove, profile.id);
        CommandSupport::fail(invocation,
                             ProfileCommands::tr("%1 (only the team's administrators add or remove "
                                                 "profiles)")
                                 .arg(refusal));
        return Failure;
    }
    if (!keyFile.isEmpty())
        profiles.setKeyFile(profile.id, keyFile);
    CliConsole::out(
        (keyFile.isEmpty()
             ? ProfileCommands::tr("Added the profile \u201C%1\u201D (%2, %3): its API key is in the "
                                   "system keychain.")
                   .arg(profile.name, Profile::kindName(profile.kind), profile.baseUrl.toString())
             : ProfileCommands::tr("Added the profile \u201C%1\u201D (%2, %3): its API key is read "
                                   "from %4 on this computer.")
                   .arg(profile.name, Profile::kindName(profile.kind), profile.baseUrl.toString(), keyFile))
        + u'\n');
    return Success;
}

// The workspace opened and the profile the command names found, not the Local sandbox (refused with
// `localSandboxRefusal`); Success, or the exit status (the line written).
int namedProfile(const Invocation &invocation, CliWorkspace &workspace, const QString &localSandboxRefusal,
                 std::optional<Profile> *profile)
{
    if (const int status = openWorkspace(invocation, workspace); status != Success)
        return status;
    QString error;
    *profile = workspace.findProfile(invocation.positional(0), &error);
    if (!*profile) {
        CommandSupport::fail(invocation, error);
        return BadArgument;
    }
    if ((*profile)->isLocalSandbox()) {
        CommandSupport::fail(invocation, localSandboxRefusal);
        return BadArgument;
    }
    return Success;
}

int remove(const Invocation &invocation)
{
    CliWorkspace workspace;
    std::optional<Profile> profile;
    if (const int status
        = namedProfile(invocation, workspace,
                       ProfileCommands::tr("the Local sandbox is built in and cannot be removed"), &profile);
        status != Success)
        return status;
    ProfileStore &profiles = workspace.context().profiles();
    const QString keyFile = profiles.keyFile(profile->id);
    const bool hadKeyFile = !keyFile.isEmpty();
    QString why;
    if (!profiles.remove(profile->id, &why)) {
        CommandSupport::fail(invocation, why);
        return Failure;
    }
    if (const QString refusal = waitForTeam(profiles, profile->id); !refusal.isEmpty()) {
        profiles.setKeyFile(profile->id, keyFile); // the profile stays: so does where its key is
        CommandSupport::fail(invocation,
                             ProfileCommands::tr("%1 (only the team's administrators add or remove "
                                                 "profiles)")
                                 .arg(refusal));
        return Failure;
    }
    const KeyStoreResult removed = waitForKeychain(workspace.context().keys().remove(profile->id),
                                                   KeyStoreResult::Operation::Remove, profile->id);
    CliConsole::out(ProfileCommands::tr("Removed the profile \u201C%1\u201D.").arg(profile->name) + u'\n');
    if (removed.ok())
        return Success;
    if (removed.errorKind() == KeyStoreResult::ErrorKind::Unavailable && hadKeyFile)
        return Success; // its key was in a file: no keychain to clean
    CommandSupport::fail(invocation,
                         ProfileCommands::tr("the profile was removed, but its API key could not be removed "
                                             "from the system keychain (%1): remove the entry \u201C%2\u201D "
                                             "of \u201C%3\u201D there")
                             .arg(keychainProblem(removed), secrets::KeyStore::keyName(profile->id),
                                  secrets::KeyStore::serviceName()));
    return Failure;
}

// Where this computer finds an existing profile's key: a key file (a scheduled job's way, and the
// way a team's profile, added by an administrator elsewhere, gets its key on the machine that runs
// the outbox), or the system keychain. This computer's setting only: nothing of the profile itself
// changes, in team mode too.
int setKey(const Invocation &invocation)
{
    QString keyFile;
    if (invocation.has(u"key-file"_s)) {
        const QString given = invocation.value(u"key-file"_s);
        const KeyFile::Read read = KeyFile::read(given);
        if (!read.key) {
            CommandSupport::fail(invocation, read.error);
            return BadArgument;
        }
        keyFile = QFileInfo(given).absoluteFilePath();
    }
    CliWorkspace workspace;
    std::optional<Profile> profile;
    if (const int status
        = namedProfile(invocation, workspace,
                       ProfileCommands::tr("the Local sandbox needs no key: it makes its own"), &profile);
        status != Success)
        return status;
    ProfileStore &profiles = workspace.context().profiles();
    if (!keyFile.isEmpty()) {
        profiles.setKeyFile(profile->id, keyFile);
        CliConsole::out(ProfileCommands::tr("The API key of \u201C%1\u201D is read from %2 on this computer.")
                            .arg(profile->name, keyFile)
                        + u'\n');
        return Success;
    }
    QString key;
    if (const int status = readKey(invocation, profile->name, &key); status != Success)
        return status;
    const KeyStoreResult written = waitForKeychain(workspace.context().keys().write(profile->id, key),
                                                   KeyStoreResult::Operation::Write, profile->id);
    if (!written.ok()) {
        CommandSupport::fail(
            invocation,
            ProfileCommands::tr("the API key could not be saved in the system keychain (%1): "
                                "keep the key in a file only you can read and give --key-file "
                                "FILE")
                .arg(keychainProblem(written)));
        return Failure;
    }
    profiles.setKeyFile(profile->id, {}); // the keychain from now on
    CliConsole::out(ProfileCommands::tr("The API key of \u201C%1\u201D is saved in the system keychain.")
                        .arg(profile->name)
                    + u'\n');
    return Success;
}

} // namespace

void ProfileCommands::registerWith(CliDispatcher &dispatcher)
{
    const CommandArguments nameArgument
        = CommandArguments().withPositional(u"NAME"_s, tr("The profile's name (quoted when it has spaces)."));
    dispatcher.add({u"profile"_s,
                    u"list"_s,
                    tr("Lists the profiles: the payments services Paydesk talks to, and the one in use."),
                    {CommandSupport::jsonOption()},
                    &list});
    dispatcher.add(
        {u"profile"_s,
         u"add"_s,
         tr("Adds a profile; its API key read from standard input into the system keychain, or kept in a key "
            "file."),
         {{u"base-url"_s, u"URL"_s,
           tr("The address of the payments service, ending with /v1 (https://, or http:// on this "
              "computer)."),
           true},
          {u"kind"_s, u"sandbox|production"_s, tr("Test money (sandbox) or real money (production)."), true},
          {u"key-file"_s, u"PATH"_s,
           tr("Reads the API key from PATH (its first line) whenever the profile is used, instead of the "
              "system keychain; only its owner may read it (chmod 600). The path is kept, never the key."),
           false}},
         &add},
        nameArgument);
    dispatcher.add({u"profile"_s,
                    u"set-key"_s,
                    tr("Sets where this computer finds a profile's API key: a key file, or (without "
                       "--key-file) the key read "
                       "from standard input into the system keychain."),
                    {{u"key-file"_s, u"PATH"_s,
                      tr("Reads the API key from PATH (its first line) whenever the profile is used on this "
                         "computer; only "
                         "its owner may read it (chmod 600). The path is kept, never the key."),
                      false}},
                    &setKey},
                   nameArgument);
    dispatcher.add({u"profile"_s,
                    u"remove"_s,
                    tr("Removes a profile and its API key from the system keychain."),
                    {},
                    &remove},
                   nameArgument);
}

} // namespace paydesk::cli
