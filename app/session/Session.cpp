// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/Session.h"

#include "api/ApiClient.h"
#include "secrets/KeyStore.h"

#include "core/Logging.h"

namespace paydesk::session {

PAYDESK_LOGGING_CATEGORY(lcSession, "session")

using profiles::Profile;
using secrets::KeyStoreResult;

Session::Session(const Profile &profile, secrets::KeyStore *keys, QNetworkAccessManager *network,
                 LocalSandboxStarter localSandboxStarter, QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_keys(keys)
    , m_client(new api::ApiClient(network, this))
    , m_localSandboxStarter(std::move(localSandboxStarter))
{ }

Session::~Session()
{
    if (m_read)
        m_read->cancel();
}

Remedy Session::remedy() const
{
    switch (m_state) {
    case State::NoKey:
    case State::KeychainFailed:
        return Remedy::OpenSettings;
    case State::Failed:
        return Remedy::RetryLater;
    case State::Connecting:
    case State::Ready:
    case State::Closed:
        break;
    }
    return Remedy::None;
}

void Session::setProfile(const Profile &profile)
{
    if (m_state == State::Closed || profile == m_profile)
        return;
    // A key kept for this session was given for the service the profile pointed at: it never
    // goes to another address (a new key for the new one is saved, or given, again).
    if (m_keys && (profile.baseUrl != m_profile.baseUrl || profile.kind != m_profile.kind))
        m_keys->clearSessionKey(profile.id);
    m_profile = profile;
    reconnect();
}

void Session::close()
{
    if (m_read)
        m_read->cancel();
    ++m_attempt;
    m_client->setApiKey({});
    m_client->setBaseUrl({});
    setState(State::Closed, tr("This profile was removed."));
}

void Session::reconnect()
{
    if (m_state == State::Closed)
        return;
    if (m_read) {
        m_read->cancel();
        m_read = nullptr;
    }
    const quint64 attempt = ++m_attempt;
    // Nothing reaches a new address with the old key, nor the old address at all.
    m_client->setApiKey({});
    m_client->setBaseUrl(m_profile.isLocalSandbox() ? QUrl() : m_profile.baseUrl);
    qCInfo(lcSession) << "connecting profile" << m_profile.id << Profile::kindKey(m_profile.kind);
    setState(State::Connecting);

    if (m_profile.isLocalSandbox()) {
        if (!m_localSandboxStarter)
            return onLocalSandbox(std::nullopt, {});
        QPointer<Session> guard(this);
        m_localSandboxStarter(
            [guard, attempt](const std::optional<Endpoint> &endpoint, const QString &error) {
                // Dropped when the session connected again meanwhile, or was closed.
                if (guard && guard->m_attempt == attempt)
                    guard->onLocalSandbox(endpoint, error);
            });
        return;
    }

    if (m_keys->hasSessionKey(m_profile.id)) {
        m_client->setApiKey(m_keys->sessionKey(m_profile.id));
        return setState(State::Ready);
    }
    m_read = m_keys->read(m_profile.id);
    connect(m_read, &secrets::KeyStoreOp::finished, this, &Session::onKeyRead);
}

void Session::onLocalSandbox(const std::optional<Endpoint> &endpoint, const QString &error)
{
    if (!endpoint) {
        return setState(State::Failed,
                        tr("The local sandbox could not start: %1")
                            .arg(error.isEmpty() ? tr("it is not available here") : error));
    }
    m_client->setBaseUrl(endpoint->baseUrl);
    m_client->setApiKey(endpoint->key);
    setState(State::Ready);
}

void Session::onKeyRead(const KeyStoreResult &result)
{
    m_read = nullptr;
    if (result.ok()) {
        m_client->setApiKey(result.secret());
        return setState(State::Ready);
    }
    // The keychain may have failed after a session key was given meanwhile.
    if (m_keys->hasSessionKey(m_profile.id)) {
        m_client->setApiKey(m_keys->sessionKey(m_profile.id));
        return setState(State::Ready);
    }
    if (result.errorKind() == KeyStoreResult::ErrorKind::NotFound)
        return setState(State::NoKey, tr("No API key is saved for \u201C%1\u201D.").arg(m_profile.name));
    setState(State::KeychainFailed, result.userMessage());
}

void Session::setState(State state, const QString &message)
{
    m_state = state;
    m_message = message;
    // Connecting is said by reconnect(); what it came to, once.
    if (state == State::Connecting)
        qCDebug(lcSession) << "profile" << m_profile.id << state;
    else
        qCInfo(lcSession) << "profile" << m_profile.id << state;
    Q_EMIT stateChanged(state);
}

} // namespace paydesk::session
