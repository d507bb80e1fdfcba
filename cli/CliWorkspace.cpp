// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliWorkspace.h"

#include "AppContext.h"
#include "CliConsole.h"
#include "KeyFile.h"
#include "api/ApiCall.h"
#include "api/ApiResult.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"
#include "settings/StorePlace.h"
#include "settings/TeamConnectionCheck.h"
#include "settings/TeamDatabaseSignIn.h"
#include "store/Store.h"

#include <QEventLoop>
#include <QPointer>
#include <QSettings>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

session::Session::LocalSandboxStarter &localSandboxStarter()
{
    static session::Session::LocalSandboxStarter starter;
    return starter;
}

// Runs the event loop until `done` says so or `timeout` passes; whether `done` came true.
bool runLoopUntil(const std::function<bool()> &done, std::chrono::milliseconds timeout, QEventLoop &loop)
{
    if (done())
        return true;
    QTimer limit;
    limit.setSingleShot(true);
    QObject::connect(&limit, &QTimer::timeout, &loop, &QEventLoop::quit);
    limit.start(timeout);
    while (!done() && limit.isActive())
        loop.exec();
    return done();
}

} // namespace

bool CliWorkspace::waitUntil(const std::function<bool()> &done, std::chrono::milliseconds timeout)
{
    QEventLoop loop;
    QTimer poke; // `done` may come true without a signal of the loop's: look again now and then
    QObject::connect(&poke, &QTimer::timeout, &loop, &QEventLoop::quit);
    poke.start(50);
    return runLoopUntil(done, timeout, loop);
}

api::ApiResult CliWorkspace::wait(api::ApiCall *call, std::chrono::milliseconds timeout)
{
    QPointer<api::ApiCall> guard(call);
    std::optional<api::ApiResult> result;
    QEventLoop loop;
    QObject::connect(call, &api::ApiCall::finished, &loop, [&](const api::ApiResult &r) {
        result = r;
        loop.quit();
    });
    if (!runLoopUntil([&] { return result.has_value(); }, timeout, loop)) {
        if (guard)
            guard->cancel();
        return api::ApiResult::failure(
            api::ApiError(api::ApiError::Kind::Timeout, tr("the payments service did not answer in time")));
    }
    return *result;
}

void CliWorkspace::setLocalSandboxStarter(session::Session::LocalSandboxStarter starter)
{
    localSandboxStarter() = std::move(starter);
}

CliWorkspace::CliWorkspace()
    : CliWorkspace(Options {})
{ }

CliWorkspace::CliWorkspace(Options options)
    : m_options(options)
{ }

CliWorkspace::~CliWorkspace() = default;

std::optional<store::StoreConfig> CliWorkspace::signInToTeam(const settings::StorePlace &place,
                                                             QString *error)
{
    secrets::KeyStore keys; // the sign-in's own: a remembered password, nothing else
    settings::TeamDatabaseSignIn signIn(place, &keys);
    QEventLoop loop;
    std::optional<store::StoreConfig> config;
    QString failure;
    bool triedPasswordFile = false;
    bool finished = false;
    QObject::connect(&signIn, &settings::TeamDatabaseSignIn::ready, &loop,
                     [&](const store::StoreConfig &ready) {
                         config = ready;
                         finished = true;
                         loop.quit();
                     });
    QObject::connect(&signIn, &settings::TeamDatabaseSignIn::failed, &loop,
                     [&](const settings::TeamCheck &check) {
                         failure = check.message;
                         finished = true;
                         loop.quit();
                     });
    // A person at a terminal types the password; a scheduled job cannot.
    const auto askPerson = [&](const QString &why) {
        if (!CliConsole::inputIsTerminal()) {
            failure = tr("the team database needs the password of the login %1: sign in once in Paydesk with "
                         "\"Remember the password on this computer\", or put it in a libpq password file "
                         "(~/.pgpass)")
                          .arg(place.login);
            finished = true;
            loop.quit();
            return;
        }
        if (!why.isEmpty())
            CliConsole::note(why);
        const std::optional<QString> typed
            = CliConsole::readSecret(tr("Password of %1 for the team database: ").arg(place.login));
        if (!typed || typed->isEmpty()) {
            failure = tr("no password was typed");
            finished = true;
            loop.quit();
            return;
        }
        signIn.submit(*typed, false);
    };
    QObject::connect(&signIn, &settings::TeamDatabaseSignIn::passwordNeeded, &loop, [&](const QString &why) {
        if (triedPasswordFile)
            return askPerson(why);
        // Nothing remembered (or refused): libpq's password file first, a scheduled job's way.
        triedPasswordFile = true;
        auto *check = settings::TeamConnectionCheck::start(place.storeConfig(QString()), &loop);
        QObject::connect(check, &settings::TeamConnectionCheck::finished, &loop,
                         [&, why](const settings::TeamCheck &result) {
                             if (result.ok()) {
                                 config = place.storeConfig(QString());
                                 finished = true;
                                 loop.quit();
                             } else if (result.outcome == settings::TeamCheck::Outcome::WrongPassword) {
                                 askPerson(why);
                             } else {
                                 failure = result.message;
                                 finished = true;
                                 loop.quit();
                             }
                         });
    });
    signIn.start();
    runLoopUntil([&] { return finished; }, m_options.storeTimeout, loop);
    if (!finished)
        failure = tr("the team database at %1 did not answer in time").arg(place.host);
    if (!config)
        *error = failure;
    return config;
}

bool CliWorkspace::open(QString *error)
{
    if (m_context)
        return true;
    AppContext::Options options;
    options.backgroundWork = m_options.backgroundWork;
    const settings::StorePlace place = settings::StorePlace::load(QSettings());
    if (place.isTeam()) {
        options.store = signInToTeam(place, error);
        if (!options.store)
            return false;
    }
    m_context = std::make_unique<AppContext>(std::move(options));
    m_context->sessions().setLocalSandboxStarter(localSandboxStarter());
    store::Store &store = m_context->store();
    QEventLoop loop;
    QObject::connect(&store, &store::Store::opened, &loop, &QEventLoop::quit);
    QObject::connect(&store, &store::Store::openFailed, &loop, &QEventLoop::quit);
    const auto settled = [&store] {
        return store.state() == store::Store::State::Open || store.state() == store::Store::State::Failed;
    };
    if (!runLoopUntil(settled, m_options.storeTimeout, loop)) {
        *error = tr("Paydesk's database did not open in time: %1").arg(store.config().describe());
        m_context.reset();
        return false;
    }
    if (store.state() == store::Store::State::Failed) {
        *error = store.lastError().message();
        m_context.reset();
        return false;
    }
    if (m_context->isTeam()) {
        // The team's profiles are read once the store has opened (ProfileStore::followTeamDatabase).
        profiles::ProfileStore &profiles = m_context->profiles();
        bool loaded = false;
        QObject::connect(&profiles, &profiles::ProfileStore::teamLoaded, &loop, [&] {
            loaded = true;
            loop.quit();
        });
        QObject::connect(&profiles, &profiles::ProfileStore::teamReadFailed, &loop, [&](const QString &why) {
            *error = why;
            loop.quit();
        });
        if (!runLoopUntil([&] { return loaded || !error->isEmpty() || profiles.isTeam(); },
                          m_options.storeTimeout, loop)
            || !error->isEmpty()) {
            if (error->isEmpty())
                *error = tr("the team's profiles could not be read in time");
            m_context.reset();
            return false;
        }
    }
    return true;
}

std::optional<profiles::Profile> CliWorkspace::findProfile(const QString &nameOrId, QString *error) const
{
    const QList<profiles::Profile> all = m_context->profiles().profiles();
    for (const profiles::Profile &p : all) {
        if (p.id == nameOrId || p.name.compare(nameOrId, Qt::CaseInsensitive) == 0)
            return p;
    }
    QStringList names;
    for (const profiles::Profile &p : all)
        names << u"\"%1\""_s.arg(p.name);
    *error = tr("there is no profile \"%1\": the profiles are %2 (paydesk-cli profile list)")
                 .arg(nameOrId, names.join(u", "_s));
    return std::nullopt;
}

std::optional<profiles::Profile> CliWorkspace::profileOrCurrent(const QString &nameOrId, QString *error) const
{
    if (nameOrId.isEmpty())
        return m_context->profiles().current();
    return findProfile(nameOrId, error);
}

QString CliWorkspace::keyFileFrom(const QString &option)
{
    if (!option.isEmpty())
        return option;
    return qEnvironmentVariable("PAYDESK_KEY_FILE");
}

session::Session *CliWorkspace::connect(const profiles::Profile &profile, const QString &keyFile,
                                        QString *error, std::chrono::milliseconds timeout)
{
    if (!profile.isLocalSandbox()) {
        const QString file = keyFile.isEmpty() ? m_context->profiles().keyFile(profile.id) : keyFile;
        if (!file.isEmpty()) {
            const KeyFile::Read read = KeyFile::read(file);
            if (!read.key) {
                *error = read.error;
                return nullptr;
            }
            m_context->keys().setSessionKey(profile.id, *read.key);
        }
    }
    session::Session *session = m_context->sessions().session(profile.id);
    if (!session) {
        *error = tr("there is no profile \"%1\"").arg(profile.name);
        return nullptr;
    }
    QEventLoop loop;
    QObject::connect(session, &session::Session::stateChanged, &loop, &QEventLoop::quit);
    using State = session::Session::State;
    const auto settled = [session] { return session->state() != State::Connecting; };
    if (!runLoopUntil(settled, timeout, loop)) {
        *error = profile.isLocalSandbox()
            ? tr("the Local sandbox did not start in time")
            : tr("the API key of \"%1\" could not be read from the keychain in time").arg(profile.name);
        return nullptr;
    }
    switch (session->state()) {
    case State::Ready:
        return session;
    case State::NoKey:
        *error = tr("no API key is saved for \"%1\": give --key-file FILE, or save the key with paydesk-cli "
                    "profile add or in Paydesk's Settings")
                     .arg(profile.name);
        return nullptr;
    case State::KeychainFailed:
        *error = tr("the API key of \"%1\" could not be read from the keychain (%2): give --key-file FILE")
                     .arg(profile.name, session->message());
        return nullptr;
    case State::Failed:
    case State::Closed:
    case State::Connecting:
        break;
    }
    *error = session->message().isEmpty() ? tr("\"%1\" cannot be used now").arg(profile.name)
                                          : session->message();
    return nullptr;
}

} // namespace paydesk::cli
