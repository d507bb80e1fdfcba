// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every QSettings key of Paydesk with its type and default, in one place (the idea of
// qBittorrent's SettingValue<T>). QSettings holds preferences only: never an API key or any
// other secret (those live in the OS keychain, app/secrets/KeyStore).

#include <QByteArray>
#include <QLatin1StringView>
#include <QSettings>
#include <QString>
#include <QVariant>

namespace paydesk::settings {

template<typename T> class Key
{
public:
    Key(const char *name, T defaultValue)
        : m_name(name)
        , m_default(std::move(defaultValue))
    { }

    QLatin1StringView name() const { return QLatin1StringView(m_name); }
    const T &defaultValue() const { return m_default; }

    T read(const QSettings &settings) const
    {
        const QVariant value = settings.value(name());
        if (!value.isValid() || !value.canConvert<T>())
            return m_default;
        return value.value<T>();
    }
    void write(QSettings &settings, const T &value) const
    {
        settings.setValue(name(), QVariant::fromValue(value));
    }
    void remove(QSettings &settings) const { settings.remove(name()); }

private:
    const char *m_name;
    T m_default;
};

// --- main window ----------------------------------------------------------------------------
inline const Key<QByteArray> mainWindowGeometry {"mainWindow/geometry", {}};
// The page in front when the window was last closed, by its object name ("historyPage"): a page
// added before it (the Overview) does not move it. Empty: the first page, the Overview.
inline const Key<QString> mainWindowPage {"mainWindow/pageName", {}};

// --- CSV exports (ui/dialogs/CsvOptionsDialog): the choices of the last export; empty: the locale's
inline const Key<QString> csvDelimiter {"export/csvDelimiter", {}}; // "," or ";"
inline const Key<QString> csvDecimalSeparator {"export/csvDecimalSeparator", {}}; // "." or ","
inline const Key<bool> csvByteOrderMark {"export/csvByteOrderMark", true};

// --- profiles (app/profiles/ProfileStore) ---------------------------------------------------
// The profile in use; empty: the built-in Local sandbox.
inline const Key<QString> currentProfile {"profiles/current", {}};
// The user's profiles: a QSettings array; each entry holds the keys below.
inline constexpr char profilesArray[] = "profiles/list";
inline const Key<QString> profileId {"id", {}};
inline const Key<QString> profileName {"name", {}};
inline const Key<QString> profileKind {"kind", QStringLiteral("sandbox")};
inline const Key<QString> profileBaseUrl {"baseUrl", {}};
// This computer's key file of a profile (`paydesk-cli profile add --key-file`), by profile id under
// this group: a path, never a key. Kept apart from the list, which a team database replaces.
inline constexpr char profileKeyFilesGroup[] = "profiles/keyFiles";

// --- where the store lives (app/settings/StorePlace) ----------------------------------------
// "local": the SQLite file of this computer; "team": the team's PostgreSQL database below. Never
// the password: a remembered one is in the OS keychain (settings/TeamPasswords).
inline const Key<QString> storeMode {"store/mode", QStringLiteral("local")};
inline const Key<QString> teamHost {"store/team/host", {}};
inline const Key<int> teamPort {"store/team/port", 5432};
inline const Key<QString> teamDatabase {"store/team/database", {}};
inline const Key<QString> teamSslMode {"store/team/sslmode", QStringLiteral("prefer")};
inline const Key<QString> teamLogin {"store/team/login", {}};

} // namespace paydesk::settings
