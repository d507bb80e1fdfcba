// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiles/ProfileConnector.h"

#include "api/ApiClient.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

#include <QLoggingCategory>

namespace paydesk::profiles {

Q_LOGGING_CATEGORY(lcConnector, "paydesk.profiles.connector", QtInfoMsg)

using secrets::KeyStoreResult;

ProfileConnector::ProfileConnector(ProfileStore *profiles, secrets::KeyStore *keys, api::ApiClient *client,
                                   QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
    , m_keys(keys)
    , m_client(client)
{
    connect(m_profiles, &ProfileStore::currentChanged, this, &ProfileConnector::configure);
}

ProfileConnector::~ProfileConnector()
{
    if (m_read)
        m_read->cancel();
}

void ProfileConnector::activate(const QString &profileId)
{
    if (!m_profiles->contains(profileId))
        return;
    if (profileId == m_profiles->currentId())
        configure(m_profiles->current());
    else
        m_profiles->setCurrent(profileId); // currentChanged() -> configure()
}

void ProfileConnector::activateCurrent()
{
    configure(m_profiles->current());
}

void ProfileConnector::keyChanged(const QString &profileId)
{
    if (m_state != State::Idle && profileId == m_active.id)
        configure(m_profiles->profile(profileId).value_or(m_active));
}

void ProfileConnector::configure(const Profile &profile)
{
    if (m_read) {
        m_read->cancel();
        m_read = nullptr;
    }
    const quint64 attempt = ++m_attempt;
    m_active = profile;
    m_state = State::Connecting;
    m_message.clear();
    // Nothing reaches the new address with the old key, nor the old address at all.
    m_client->setApiKey({});
    m_client->setBaseUrl(profile.isLocalSandbox() ? QUrl() : profile.baseUrl);
    qCInfo(lcConnector) << "activating profile" << profile.id << Profile::kindKey(profile.kind);
    Q_EMIT activating(profile);

    if (profile.isLocalSandbox()) {
        if (!m_localSandboxStarter)
            return onLocalSandbox(std::nullopt, {});
        QPointer<ProfileConnector> guard(this);
        m_localSandboxStarter(
            [guard, attempt](const std::optional<Endpoint> &endpoint, const QString &error) {
                // Dropped when another profile was chosen meanwhile, or this one again.
                if (guard && guard->m_attempt == attempt)
                    guard->onLocalSandbox(endpoint, error);
            });
        return;
    }

    if (m_keys->hasSessionKey(profile.id)) {
        m_client->setApiKey(m_keys->sessionKey(profile.id));
        return finish(State::Ready);
    }
    m_read = m_keys->read(profile.id);
    connect(m_read, &secrets::KeyStoreOp::finished, this,
            [this, profile](const KeyStoreResult &result) { onKeyRead(profile, result); });
}

void ProfileConnector::onLocalSandbox(const std::optional<Endpoint> &endpoint, const QString &error)
{
    if (!endpoint) {
        return finish(State::Failed,
                      tr("The local sandbox could not start: %1")
                          .arg(error.isEmpty() ? tr("it is not available here") : error));
    }
    m_client->setBaseUrl(endpoint->baseUrl);
    m_client->setApiKey(endpoint->key);
    finish(State::Ready);
}

void ProfileConnector::onKeyRead(const Profile &profile, const KeyStoreResult &result)
{
    m_read = nullptr;
    if (profile.id != m_active.id)
        return;
    if (result.ok()) {
        m_client->setApiKey(result.secret());
        return finish(State::Ready);
    }
    // The keychain may have failed after a session key was given meanwhile.
    if (m_keys->hasSessionKey(profile.id)) {
        m_client->setApiKey(m_keys->sessionKey(profile.id));
        return finish(State::Ready);
    }
    if (result.errorKind() == KeyStoreResult::ErrorKind::NotFound)
        return finish(State::NoKey,
                      tr("No API key is saved for \u201C%1\u201D. Enter it in Settings.").arg(profile.name));
    finish(State::KeychainFailed, result.userMessage());
}

void ProfileConnector::finish(State state, const QString &message)
{
    m_state = state;
    m_message = message;
    qCInfo(lcConnector) << "profile" << m_active.id << state;
    Q_EMIT activated(m_active);
}

} // namespace paydesk::profiles
