// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The profiles and which one is in use, kept in QSettings (app/settings/Settings.h): id, name,
// kind and base URL of each. Never an API key: keys live in the OS keychain (secrets/KeyStore).
//
// The built-in Local sandbox profile always exists, comes first, and can be neither removed nor
// changed; it is not written to the settings. A fresh installation uses it.

#include "profiles/Profile.h"

#include <QList>
#include <QObject>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace paydesk::profiles {

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

Q_SIGNALS:
    // One of these for each change that save() or remove() makes, before profilesChanged(): for
    // whoever records what changed (the audit log). Not for a save that changes nothing.
    void profileAdded(const paydesk::profiles::Profile &profile);
    void profileChanged(const paydesk::profiles::Profile &before, const paydesk::profiles::Profile &after);
    void profileRemoved(const paydesk::profiles::Profile &profile);
    // The list changed (any of the three above).
    void profilesChanged();
    void currentChanged(const paydesk::profiles::Profile &profile);

private:
    void load();
    void store();

    std::unique_ptr<QSettings> m_settings;
    QList<Profile> m_profiles; // the user's (not the Local sandbox)
    QString m_currentId;
};

} // namespace paydesk::profiles
