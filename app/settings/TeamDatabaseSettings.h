// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Settings > Team database, without widgets (ui/dialogs/TeamDatabasePage is its view): where this
// computer's Paydesk keeps its data, "This computer only" (the SQLite file) or a team database
// (host, port, database, TLS mode, the person's own database login), Test connection, and
// whether the password is remembered in the OS keychain (TeamPasswords; never QSettings).
//
// - saved(): what QSettings holds (the mode, host, port, database, TLS mode, login: nothing else).
// - validate(): the field at fault and why, before anything is tried or saved.
// - testConnection(): a TeamConnectionCheck on a pool thread with the password typed, or the one
//   remembered when none is typed; testFinished() says connected as <name> (<role>), wrong
//   password, not a team database, schema too new, TLS refused, server unreachable.
// - save(): writes the settings, then remembers the typed password (Remember ticked) or forgets
//   the remembered one (unticked) in the keychain; saveFinished() says whether the place of the
//   data changed, which takes a restart of Paydesk's window and store (the window offers it: the
//   store, its connections and every open row are built for one database).
// - lookUpRemembered(): whether a password is remembered for a connection (rememberedChanged()).

#include "secrets/KeyStoreOp.h"
#include "settings/StorePlace.h"
#include "settings/TeamConnectionCheck.h"

#include <QObject>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace paydesk::secrets {
class KeyStore;
}

namespace paydesk::settings {

class TeamDatabaseSettings : public QObject
{
    Q_OBJECT
public:
    TeamDatabaseSettings(QSettings *settings, secrets::KeyStore *keys, QObject *parent = nullptr);
    ~TeamDatabaseSettings() override;

    StorePlace saved() const { return m_saved; }
    // What this run uses (the saved one at start; This computer only after a Cancel at sign-in).
    StorePlace inUse() const { return m_inUse; }
    void setInUse(const StorePlace &connection) { m_inUse = connection; }

    bool validate(const StorePlace &connection, QString *why, StorePlace::Field *field) const;

    bool isTesting() const { return bool(m_check) || bool(m_testRead); }
    void testConnection(const StorePlace &connection, const QString &password);
    void cancelTest();

    bool isSaving() const { return bool(m_saveOp); }
    // False with *why and *field when validate() refuses it (nothing is written then).
    bool save(const StorePlace &connection, const QString &password, bool remember, QString *why = nullptr,
              StorePlace::Field *field = nullptr);

    void lookUpRemembered(const StorePlace &connection);

Q_SIGNALS:
    void testStarted();
    void testFinished(const paydesk::settings::TeamCheck &result);
    // restartNeeded: the saved place differs from the one in use. notice: a keychain problem.
    void saveFinished(bool restartNeeded, const QString &notice);
    void rememberedChanged(bool remembered);

private:
    void runCheck(const StorePlace &connection, const QString &password);

    QSettings *m_settings;
    secrets::KeyStore *m_keys;
    StorePlace m_saved;
    StorePlace m_inUse;
    QPointer<TeamConnectionCheck> m_check;
    QPointer<secrets::KeyStoreOp> m_testRead;
    QPointer<secrets::KeyStoreOp> m_saveOp;
    QPointer<secrets::KeyStoreOp> m_lookUp;
};

} // namespace paydesk::settings
