// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the local store lives: a SQLite file (the default, in the application's data folder), or
// a PostgreSQL database shared by a team (a team profile supplies host, port, database, user,
// password and, optionally, a schema).
//
// The password is held here in memory only: describe() and the QDebug operator never show it, and
// nothing in Paydesk writes a StoreConfig to QSettings or to a log.

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringView>

#include <chrono>
#include <optional>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace paydesk::store {

class StoreConfig
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::StoreConfig)
public:
    enum class Backend {
        Sqlite, // one file on this computer
        Postgres, // a PostgreSQL server
    };

    static constexpr int defaultPostgresPort = 5432;
    static constexpr std::chrono::seconds defaultConnectTimeout {10};
    static constexpr std::chrono::milliseconds defaultLockTimeout {15000};

    // A SQLite file; an empty path means defaultSqlitePath().
    static StoreConfig sqlite(const QString &filePath = {});
    // <AppDataLocation>/paydesk.sqlite; empty when the system gives no data folder.
    static QString defaultSqlitePath();

    // A PostgreSQL database. An empty schema means the server's search_path (usually "public").
    static StoreConfig postgres(const QString &host, int port, const QString &database, const QString &user,
                                const QString &password, const QString &schema = {});

    // A libpq-style "key=value key='quoted value'" string, as in PAYDESK_TEST_PG or a command line:
    // host, port, dbname, user, password, sslmode, connect_timeout (seconds), and Paydesk's own
    // schema. nullopt with *why (translated) for an unknown key or a malformed value.
    static std::optional<StoreConfig> fromConnectionString(QStringView text, QString *why = nullptr);

    Backend backend = Backend::Sqlite;

    // SQLite
    QString filePath;

    // PostgreSQL
    QString host;
    int port = defaultPostgresPort;
    QString database; // empty: libpq's default (the user name)
    QString user;
    QString password; // never logged, never shown, never written by Paydesk
    QString schema; // empty: the server's search_path
    QString sslMode; // libpq's sslmode (disable ... verify-full); empty: libpq's default
    std::chrono::seconds connectTimeout = defaultConnectTimeout;

    // How long a write waits for another writer (another window, process or workstation) before it
    // gives up with StoreError::Kind::Busy: SQLite's busy timeout, PostgreSQL's lock_timeout.
    std::chrono::milliseconds lockTimeout = defaultLockTimeout;

    bool isPostgres() const { return backend == Backend::Postgres; }

    // Whether this configuration can work at all; *why (translated) when not.
    bool validate(QString *why = nullptr) const;

    // For a person: "the file /home/ana/.local/share/Paydesk/paydesk.sqlite",
    // "the database paydesk on db.example.com:5432". Never the password.
    QString location() const;
    // For logs: "sqlite:/path" or "postgres://user@host:port/database?schema=s". Never the password.
    QString describe() const;
    // Which store this is, whoever connects to it: "sqlite:" and the file's absolute path, or
    // "postgres://host:port/database/schema" (no user: every operator of a team reads the same
    // store; an empty schema stays empty). The key of a workstation's kept root
    // (operators::TrustAnchor).
    QString identity() const;

    friend bool operator==(const StoreConfig &, const StoreConfig &) = default;
};

QDebug operator<<(QDebug debug, const StoreConfig &config); // describe(): no password

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::StoreConfig)
