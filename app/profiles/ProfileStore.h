// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The profiles and which one is in use, kept in QSettings (app/settings/Settings.h): id, name,
// kind and base URL of each. Never an API key: keys live in the OS keychain (secrets/KeyStore).
//
// The built-in Local sandbox profile always exists, comes first, and can be neither removed nor
// changed; it is not written to the settings. A fresh installation uses it.
//
// Team mode (followTeamDatabase(), when the store is a team database, Store::isTeam()): the
// profiles are the team's, read from its database (TeamProfiles) on the store's thread, never on
// the caller's; QSettings then keeps only which profile this workstation looks at (its own list
// stays there, untouched, for "This computer only"). save() and remove() change the list at once
// and send the change through the team database's functions (paydesk_profile_set,
// paydesk_profile_remove), which only administrators may call: a refusal (a maker's add, a
// profile changed meanwhile on another workstation) comes back as teamChangeFailed() with the
// database's reason in words, and the team's list is read again. The database records the change
// in the audit log itself, so profileAdded/Changed/Removed are not emitted in team mode. API keys
// stay in this workstation's keychain under the profile's id, as on a single computer.

#include "profiles/Profile.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace paydesk::store {
class Store;
}

namespace paydesk::profiles {

struct TeamProfile;

class ProfileStore : public QObject
{
    Q_OBJECT
public:
    // The application's QSettings (organisation and application name of QCoreApplication).
    explicit ProfileStore(QObject *parent = nullptr);
    // Another settings file, e.g. for tests; the store takes ownership.
    explicit ProfileStore(std::unique_ptr<QSettings> settings, QObject *parent = nullptr);
    ~ProfileStore() override;

    // The settings it reads and writes (the application's, or the file given): the other
    // preferences of this front end live there too (Settings > Team database).
    QSettings &settings() const { return *m_settings; }

    QList<Profile> profiles() const; // the Local sandbox first, then the user's in their order
    std::optional<Profile> profile(const QString &id) const;
    bool contains(const QString &id) const { return profile(id).has_value(); }

    Profile current() const; // the Local sandbox when the saved one no longer exists
    QString currentId() const { return current().id; }
    bool setCurrent(const QString &id); // false for an unknown id

    // Whether `profile` may be saved as it is; *why (translated, for the person) when not: a name
    // is needed and must not be taken by another profile, the kind must be Sandbox or Production,
    // and the base URL must be one that Paydesk sends a key to (https://, or http:// on loopback).
    // *field names the field at fault, so that the settings dialog can highlight it.
    enum class Field { None, Name, BaseUrl };
    bool validate(const Profile &profile, QString *why = nullptr, Field *field = nullptr) const;
    // Cleans a base URL as typed: trims spaces and trailing slashes.
    static QUrl normalizedBaseUrl(const QString &typed);

    // Adds a profile (a fresh id when it has none), or replaces the one with the same id. False
    // with *why when validate() refuses it or it is the Local sandbox.
    bool save(Profile profile, QString *why = nullptr, Field *field = nullptr);
    // Removes a profile; the Local sandbox cannot be removed. The current profile falls back to
    // the Local sandbox. The key in the keychain is the caller's to remove (KeyStore::remove()).
    bool remove(const QString &id, QString *why = nullptr);

    // The file this computer reads the profile's API key from instead of the keychain (a
    // scheduled paydesk-cli job on a machine without one): a path, never the key; empty: the
    // keychain. Per computer, also in team mode. Forgotten when the profile is removed.
    QString keyFile(const QString &profileId) const;
    void setKeyFile(const QString &profileId, const QString &path); // empty: forget it

    // Team mode: reads the team's profiles from `store` (on its thread) when it is a team
    // database, and from then on keeps to them; nothing changes for any other store. `store`
    // must outlive this object's use of it (AppContext: the store waits for its posted jobs).
    void followTeamDatabase(store::Store *store);
    bool isTeam() const { return m_team; }
    // Reads the team's profiles again (another workstation changed them); nothing outside team mode.
    void reload();
    bool isBusy() const { return m_pendingChanges > 0; } // team changes sent, not yet answered

Q_SIGNALS:
    // One of these for each change that save() or remove() makes, before profilesChanged(): for
    // whoever records what changed (the audit log). Not for a save that changes nothing.
    void profileAdded(const paydesk::profiles::Profile &profile);
    void profileChanged(const paydesk::profiles::Profile &before, const paydesk::profiles::Profile &after);
    void profileRemoved(const paydesk::profiles::Profile &profile);
    // The list changed (any of the three above).
    void profilesChanged();
    void currentChanged(const paydesk::profiles::Profile &profile);
    // Team mode: the team database took a change (the profile's id), or refused it (why, in words;
    // the list is read again). The first reading of the team's profiles emits teamLoaded().
    void teamChangeDone(const QString &profileId);
    void teamChangeFailed(const QString &profileId, const QString &why);
    void teamLoaded();
    void teamReadFailed(const QString &why);

private:
    void load();
    void store();
    void takeTeamRows(const QList<TeamProfile> &rows);
    void sendTeamChange(const Profile &profile, bool removal);

    std::unique_ptr<QSettings> m_settings;
    QList<Profile> m_profiles; // the user's (not the Local sandbox)
    QString m_currentId;
    store::Store *m_teamStore = nullptr;
    bool m_team = false;
    QHash<QString, qint64> m_revisions; // team mode: the revision of each profile as read
    int m_pendingChanges = 0;
};

} // namespace paydesk::profiles
