// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sessions of the profiles in use, one per profile, made the first time a profile is used and
// kept while it exists: a session stays connected while another profile is in view, so that what
// it started (a page of a list, later a payout's submission) finishes where it began.
//
// current() is the session of the profile in view (ProfileStore::current()); currentChanged()
// tells the window to hand its pages that session. An edited profile's session connects again
// with the new address; a removed profile's session is closed (nothing more is sent through it)
// and deleted later.

#include "session/Session.h"

#include <QHash>
#include <QObject>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
QT_END_NAMESPACE

namespace paydesk::profiles {
class ProfileStore;
}
namespace paydesk::secrets {
class KeyStore;
}

namespace paydesk::session {

class Sessions : public QObject
{
    Q_OBJECT
public:
    Sessions(profiles::ProfileStore *profiles, secrets::KeyStore *keys, QNetworkAccessManager *network,
             QObject *parent = nullptr);
    ~Sessions() override;

    // Before the first session of the Local sandbox is made.
    void setLocalSandboxStarter(Session::LocalSandboxStarter starter)
    {
        m_localSandboxStarter = std::move(starter);
    }

    // The session of `profileId`, made and connecting on first use; nullptr for an unknown profile.
    Session *session(const QString &profileId);
    Session *current(); // of the profile in view: never nullptr
    // Puts `profileId` in view (ProfileStore::setCurrent()); when it already is, connects it again
    // unless it is ready.
    void show(const QString &profileId);
    // The key of `profileId` was saved, replaced, removed or kept for the session: its session, if
    // it has one, connects again. Called on every KeyStore::keyEvent().
    void keyChanged(const QString &profileId);

Q_SIGNALS:
    void currentChanged(paydesk::session::Session *session);

private:
    void onProfilesChanged();

    profiles::ProfileStore *m_profiles;
    secrets::KeyStore *m_keys;
    QNetworkAccessManager *m_network;
    Session::LocalSandboxStarter m_localSandboxStarter;
    QHash<QString, Session *> m_sessions; // children of this object
};

} // namespace paydesk::session
