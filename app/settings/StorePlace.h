// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where this computer's Paydesk keeps its data, as the person chose in Settings > Team database:
// this computer only (the SQLite file, as always), or a team's PostgreSQL database, signed in to
// with the person's own database login. Read from and written to QSettings (settings/Settings.h:
// the mode, host, port, database, TLS mode and login; never the password). A remembered password
// lives in the OS keychain under keychainEntry() (settings/TeamPasswords).

#include "store/StoreConfig.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace paydesk::settings {

class StorePlace
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::settings::StorePlace)
public:
    enum class Mode {
        Local, // this computer only: the SQLite file
        Team, // the team database below
    };
    // The field at fault for validate(), so that a page can highlight it.
    enum class Field { None, Host, Port, Database, SslMode, Login };

    Mode mode = Mode::Local;
    QString host;
    int port = store::StoreConfig::defaultPostgresPort;
    QString database;
    QString sslMode = QStringLiteral("prefer");
    QString login;

    bool isTeam() const { return mode == Mode::Team; }

    static StorePlace load(const QSettings &settings);
    void save(QSettings &settings) const;

    // libpq's TLS modes, in the order a page offers them.
    static QStringList sslModes();
    // A sentence on what a TLS mode does (verify-full: the server's certificate is checked against
    // the system's or ~/.postgresql/root.crt authorities, and its name against the host).
    static QString sslModeExplanation(const QString &mode);

    // Whether the team fields can be used to connect (always true in Local mode); *why
    // (translated) and *field when not.
    bool validate(QString *why = nullptr, Field *field = nullptr) const;

    // The store's configuration for this login with `password` (Team mode).
    store::StoreConfig storeConfig(const QString &password) const;

    // The keychain entry of this login's password: one per host, port, database and login
    // ("team-database/ana@db.example.com:5432/treasury/password").
    QString keychainEntry() const;
    // "ana on treasury at db.example.com:5432", for a person.
    QString describe() const;

    friend bool operator==(const StorePlace &, const StorePlace &) = default;
};

} // namespace paydesk::settings
