// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Points the one ApiClient at the profile in use: its base URL, and its key from the session
// store (KeyStore::sessionKey()) or else from the OS keychain, read asynchronously. The Local
// sandbox gets both from the starter that main() gives, which starts the in-process sandbox the
// first time it is needed.
//
// activating() comes first: the client then has no key, so that nothing is sent to the new
// profile's address with the old profile's key, nor shown under the wrong name. activated() comes
// once the client is configured, or is left without a key (state() NoKey or Failed, message()
// says why in plain words; every call is then refused with "No API key is set").

#include "profiles/Profile.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <optional>

namespace paydesk::api {
class ApiClient;
}
namespace paydesk::secrets {
class KeyStore;
class KeyStoreOp;
class KeyStoreResult;
} // namespace paydesk::secrets

namespace paydesk::profiles {

class ProfileStore;

class ProfileConnector : public QObject
{
    Q_OBJECT
public:
    struct Endpoint
    {
        QUrl baseUrl;
        QString key;
    };
    // Starts the local sandbox if it is not running yet, and calls `ready` on this thread once it
    // serves (at once when it already does), or with nullopt and the reason when it cannot start.
    // Asynchronous, so that the window is built and painted while the sandbox seeds.
    using LocalSandboxReady
        = std::function<void(const std::optional<Endpoint> &endpoint, const QString &error)>;
    using LocalSandboxStarter = std::function<void(const LocalSandboxReady &ready)>;

    enum class State {
        Idle, // nothing activated yet
        Connecting, // reading the key, or starting the local sandbox
        Ready, // the client has the profile's address and key
        NoKey, // no key is saved for this profile
        KeychainFailed, // the keychain could not give the key (offersSessionKey())
        Failed, // the local sandbox could not start
    };
    Q_ENUM(State)

    ProfileConnector(ProfileStore *profiles, secrets::KeyStore *keys, api::ApiClient *client,
                     QObject *parent = nullptr);
    ~ProfileConnector() override;

    void setLocalSandboxStarter(LocalSandboxStarter starter) { m_localSandboxStarter = std::move(starter); }

    ProfileStore *profiles() const { return m_profiles; }
    secrets::KeyStore *keyStore() const { return m_keys; }
    api::ApiClient *client() const { return m_client; }

    Profile active() const { return m_active; }
    State state() const { return m_state; }
    QString message() const { return m_message; } // translated; empty when Ready
    // The keychain failed: the person may enter the key for this session only (Settings).
    bool offersSessionKey() const { return m_state == State::KeychainFailed; }

    // Makes `profileId` the current profile (ProfileStore::setCurrent()) and configures the
    // client for it; configures it again when it already is current.
    void activate(const QString &profileId);
    void activateCurrent();
    // The key of `profileId` was saved, replaced or removed: configure again if it is in use.
    void keyChanged(const QString &profileId);

Q_SIGNALS:
    void activating(const paydesk::profiles::Profile &profile);
    void activated(const paydesk::profiles::Profile &profile);

private:
    void configure(const Profile &profile);
    void onLocalSandbox(const std::optional<Endpoint> &endpoint, const QString &error);
    void onKeyRead(const Profile &profile, const secrets::KeyStoreResult &result);
    void finish(State state, const QString &message = {});

    ProfileStore *m_profiles;
    secrets::KeyStore *m_keys;
    api::ApiClient *m_client;
    LocalSandboxStarter m_localSandboxStarter;
    QPointer<secrets::KeyStoreOp> m_read;
    Profile m_active;
    State m_state = State::Idle;
    QString m_message;
    quint64 m_attempt = 0; // each configure() is one; a local sandbox answer for an older one is dropped
};

} // namespace paydesk::profiles
