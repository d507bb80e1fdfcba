// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/Sessions.h"

#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"

namespace paydesk::session {

using profiles::Profile;

Sessions::Sessions(profiles::ProfileStore *profiles, secrets::KeyStore *keys, QNetworkAccessManager *network,
                   QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
    , m_keys(keys)
    , m_network(network)
{
    connect(m_profiles, &profiles::ProfileStore::profilesChanged, this, &Sessions::onProfilesChanged);
    // Whoever saved, removed or gave the key (the settings dialog, even once closed, a test, a
    // command-line tool): the profile's session connects again with what is there now.
    connect(m_keys, &secrets::KeyStore::keyEvent, this,
            [this](const QString &profileId, secrets::KeyStore::KeyEvent) { keyChanged(profileId); });
    connect(m_profiles, &profiles::ProfileStore::currentChanged, this, [this](const Profile &profile) {
        Session *s = session(profile.id);
        s->setProfile(profile); // edited: it connects again with its new address
        Q_EMIT currentChanged(s);
    });
}

Sessions::~Sessions() = default;

Session *Sessions::session(const QString &profileId)
{
    if (Session *s = m_sessions.value(profileId))
        return s;
    const std::optional<Profile> profile = m_profiles->profile(profileId);
    if (!profile)
        return nullptr;
    auto *s = new Session(*profile, m_keys, m_network, m_localSandboxStarter, this);
    m_sessions.insert(profileId, s);
    s->reconnect();
    return s;
}

Session *Sessions::current()
{
    return session(m_profiles->currentId());
}

void Sessions::show(const QString &profileId)
{
    if (!m_profiles->contains(profileId))
        return;
    if (profileId != m_profiles->currentId()) {
        m_profiles->setCurrent(profileId); // currentChanged() -> currentChanged(session)
        return;
    }
    Session *s = current();
    if (!s->isReady() && s->state() != Session::State::Connecting)
        s->reconnect();
}

void Sessions::keyChanged(const QString &profileId)
{
    if (Session *s = m_sessions.value(profileId))
        s->reconnect();
}

void Sessions::onProfilesChanged()
{
    for (auto it = m_sessions.begin(); it != m_sessions.end();) {
        const std::optional<Profile> profile = m_profiles->profile(it.key());
        if (profile) {
            it.value()->setProfile(*profile);
            ++it;
            continue;
        }
        Session *gone = it.value();
        it = m_sessions.erase(it);
        gone->close();
        gone->deleteLater(); // whoever still holds it sees it closed until then, then gone
    }
}

} // namespace paydesk::session
