// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Signing in to the team database at start, without widgets (ui/dialogs/TeamSignInDialog is its
// view; ui/main.cpp drives it before the AppContext is built). start(): the password remembered
// in the keychain, when there is one, is tried at once (no question asked when it works); else,
// or when the server refuses it, passwordNeeded(). submit() tries a typed password, and remembers
// it in the keychain (Remember ticked) or forgets a remembered one (unticked) once the server
// has accepted it. Every try is a TeamConnectionCheck on a pool thread: the window's thread
// never waits for the server. ready() gives the store's configuration for the login; failed()
// a problem a password does not mend (server unreachable, not a team database, schema too new,
// TLS refused, not an operator): the view offers to try again or to use this computer only.

#include "secrets/KeyStoreOp.h"
#include "settings/StorePlace.h"
#include "settings/TeamConnectionCheck.h"
#include "store/StoreConfig.h"

#include <QObject>
#include <QPointer>

namespace paydesk::secrets {
class KeyStore;
}

namespace paydesk::settings {

class TeamDatabaseSignIn : public QObject
{
    Q_OBJECT
public:
    TeamDatabaseSignIn(StorePlace connection, secrets::KeyStore *keys, QObject *parent = nullptr);
    ~TeamDatabaseSignIn() override;

    const StorePlace &connection() const { return m_connection; }
    bool isBusy() const { return m_busy; }
    // After ready(): the store's configuration for the login (its password in memory only).
    const store::StoreConfig &config() const { return m_config; }

    void start();
    void submit(const QString &password, bool remember);
    // The server was unreachable (or the like): try the last password again.
    void retry();

Q_SIGNALS:
    void busyChanged(bool busy);
    // `why` is empty the first time (nothing remembered), else says what went wrong.
    void passwordNeeded(const QString &why);
    void failed(const paydesk::settings::TeamCheck &check);
    void ready(const paydesk::store::StoreConfig &config, const paydesk::settings::TeamCheck &check);
    // Something to tell beside success (the password could not be remembered).
    void notice(const QString &text);

private:
    void tryPassword(const QString &password, bool fromKeychain);
    void onChecked(const TeamCheck &check);
    void setBusy(bool busy);

    StorePlace m_connection;
    secrets::KeyStore *m_keys;
    QString m_password; // the one being tried, in memory only
    store::StoreConfig m_config;
    bool m_fromKeychain = false;
    bool m_remember = false;
    bool m_busy = false;
    QPointer<TeamConnectionCheck> m_check;
    QPointer<secrets::KeyStoreOp> m_op;
};

} // namespace paydesk::settings
