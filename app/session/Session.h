// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One profile's connection to the payments service: the profile, its own ApiClient (that
// profile's base URL and key only, over the application's shared QNetworkAccessManager), and
// whether it is ready. Made and kept by Sessions, one per profile that is used.
//
// Whatever calls the service holds the session it was made for and calls through its client():
// switching the profile in view hands pages another session and never changes where this one's
// calls, retries or later follow-ups go. A call fixes its address and key when it starts
// (ApiRequest::network); while the session connects (again) its client has no key, and a key kept
// for the session is forgotten when the profile's address or kind changes (setProfile()), so
// nothing is sent to a new address with an old key.
//
// Connecting: the key from the session store (KeyStore::sessionKey()) or else from the OS
// keychain, read asynchronously; the Local sandbox gets its address and key from the starter
// that the front end gives (it starts the in-process sandbox the first time it is needed).

#include "core/Remedy.h"
#include "profiles/Profile.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
QT_END_NAMESPACE

namespace paydesk::api {
class ApiClient;
}
namespace paydesk::secrets {
class KeyStore;
class KeyStoreOp;
class KeyStoreResult;
} // namespace paydesk::secrets

namespace paydesk::session {

class Session : public QObject
{
    Q_OBJECT
public:
    struct Endpoint
    {
        QUrl baseUrl;
        QString key;
    };
    // Calls `ready` on this thread once the local sandbox serves (at once when it already does),
    // or with nullopt and the reason when it cannot start. Asynchronous, so that the window is
    // built and painted while the sandbox seeds.
    using LocalSandboxReady
        = std::function<void(const std::optional<Endpoint> &endpoint, const QString &error)>;
    using LocalSandboxStarter = std::function<void(const LocalSandboxReady &ready)>;

    enum class State {
        Connecting, // reading the key, or starting the local sandbox
        Ready, // the client has the profile's address and key
        NoKey, // no key is saved for this profile
        KeychainFailed, // the keychain could not give the key (a key for this session may be given)
        Failed, // the local sandbox could not start
        Closed, // the profile was removed: nothing is sent any more
    };
    Q_ENUM(State)

    Session(const profiles::Profile &profile, secrets::KeyStore *keys, QNetworkAccessManager *network,
            LocalSandboxStarter localSandboxStarter, QObject *parent = nullptr);
    ~Session() override;

    profiles::Profile profile() const { return m_profile; }
    QString profileId() const { return m_profile.id; }
    api::ApiClient *client() const { return m_client; }

    State state() const { return m_state; }
    bool isReady() const { return m_state == State::Ready; }
    QString message() const { return m_message; } // translated; empty when Ready or Connecting
    // What a person can do about a state that is not Ready, as a value each front end words:
    // OpenSettings (give the profile a key), RetryLater (connect again: reconnect()), or None.
    Remedy remedy() const;

    // Connects (again): reads the key again, starts the local sandbox again. Calls already under
    // way keep the address and key they started with.
    void reconnect();
    // The profile was edited (another address, another kind): connect with the new one.
    void setProfile(const profiles::Profile &profile);
    // The profile was removed: the client loses its key for good.
    void close();

Q_SIGNALS:
    void stateChanged(paydesk::session::Session::State state);

private:
    void onLocalSandbox(const std::optional<Endpoint> &endpoint, const QString &error);
    void onKeyRead(const secrets::KeyStoreResult &result);
    void setState(State state, const QString &message = {});

    profiles::Profile m_profile;
    secrets::KeyStore *m_keys;
    api::ApiClient *m_client;
    LocalSandboxStarter m_localSandboxStarter;
    QPointer<secrets::KeyStoreOp> m_read;
    State m_state = State::Connecting;
    QString m_message;
    quint64 m_attempt = 0; // each reconnect() is one; an answer for an older one is dropped
};

} // namespace paydesk::session
