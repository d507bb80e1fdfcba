// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A database on the PostgreSQL server of the tests (PAYDESK_TEST_PG) that looks like a team
// database to the checks of Settings > Team database and the start-up sign-in: team_settings,
// schema_version and operators, with a login role of the test's own that is an operator, and
// another that is not. Not a real team database (no functions, no group roles): for what the
// connection check reads, before a test on `paydesk-cli team init`'s database
// (tests/support/TeamDatabase.h). Made with unique names, dropped by tearDown().

#include "store/Migration.h"
#include "store/StoreConfig.h"
#include "store/TeamSchema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <optional>

namespace paydesk::test {

class FakeTeamDatabase
{
public:
    static constexpr QLatin1StringView kAdmin {"fake-team-admin"};
    static constexpr QLatin1StringView kTeam {"fake-team-db"};

    const store::StoreConfig &server() const { return m_server; }
    QString database() const { return m_database; }
    QString login() const { return m_login; } // an operator: APPROVER, administrator
    QString outsider() const { return m_outsider; } // a login that is no operator
    QString password() const { return m_password; } // of both

    bool setUp(QString *why)
    {
        using namespace Qt::StringLiterals;
        const std::optional<store::StoreConfig> server
            = store::StoreConfig::fromConnectionString(qEnvironmentVariable("PAYDESK_TEST_PG"), why);
        if (!server)
            return false;
        m_server = *server;
        const QString id = QUuid::createUuid().toString(QUuid::Id128).left(12);
        m_database = u"tst_fake_team_"_s + id;
        m_login = u"tst_ana_"_s + id;
        m_outsider = u"tst_eve_"_s + id;
        m_password = u"pw-"_s + QUuid::createUuid().toString(QUuid::Id128);
        QSqlDatabase admin = open(kAdmin, m_server.database);
        if (!admin.isOpen()) {
            *why = admin.lastError().text();
            return false;
        }
        for (const QString &sql : {u"CREATE ROLE %1 LOGIN PASSWORD '%2'"_s.arg(m_login, m_password),
                                   u"CREATE ROLE %1 LOGIN PASSWORD '%2'"_s.arg(m_outsider, m_password),
                                   u"CREATE DATABASE %1"_s.arg(m_database)}) {
            if (!exec(admin, sql, why))
                return false;
        }
        QSqlDatabase team = open(kTeam, m_database);
        if (!team.isOpen()) {
            *why = team.lastError().text();
            return false;
        }
        const int latest = store::Migration::builtIn().constLast().version;
        for (const QString &sql :
             {u"CREATE TABLE team_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"_s,
              u"INSERT INTO team_settings VALUES ('team_version', '%1'), ('role_prefix', 'tst')"_s.arg(
                  store::TeamSchema::version),
              u"CREATE TABLE schema_version (version INTEGER PRIMARY KEY)"_s,
              u"INSERT INTO schema_version VALUES (%1)"_s.arg(latest),
              u"CREATE TABLE operators (id TEXT PRIMARY KEY, display_name TEXT NOT NULL, role TEXT NOT NULL, "
              "administrator INTEGER NOT NULL, disabled INTEGER NOT NULL)"_s,
              u"INSERT INTO operators VALUES ('%1', 'Ana Approver', 'APPROVER', 1, 0)"_s.arg(m_login),
              u"GRANT SELECT ON team_settings, schema_version, operators TO %1, %2"_s.arg(m_login,
                                                                                          m_outsider)}) {
            if (!exec(team, sql, why))
                return false;
        }
        return true;
    }

    // Runs `sql` in the fake team database, as its owner.
    bool exec(const QString &sql)
    {
        QString why;
        QSqlDatabase team = QSqlDatabase::database(kTeam);
        if (!exec(team, sql, &why)) {
            qWarning().noquote() << why;
            return false;
        }
        return true;
    }

    // The store's configuration for `login` on the fake team database.
    store::StoreConfig configFor(const QString &login, const QString &password) const
    {
        store::StoreConfig c
            = store::StoreConfig::postgres(m_server.host, m_server.port, m_database, login, password);
        c.sslMode = u"disable"_qs;
        return c;
    }

    void tearDown()
    {
        using namespace Qt::StringLiterals;
        close(kTeam);
        if (!QSqlDatabase::contains(kAdmin))
            return;
        {
            QSqlDatabase admin = QSqlDatabase::database(kAdmin);
            QString why;
            if (!m_database.isEmpty())
                exec(admin, u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(m_database), &why);
            for (const QString &role : {m_login, m_outsider})
                if (!role.isEmpty())
                    exec(admin, u"DROP ROLE IF EXISTS %1"_s.arg(role), &why);
        }
        close(kAdmin);
    }

private:
    QSqlDatabase open(QLatin1StringView name, const QString &database) const
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(m_server.host);
        db.setPort(m_server.port);
        db.setDatabaseName(database);
        db.setUserName(m_server.user);
        db.setPassword(m_server.password); // empty: libpq's password file (PGPASSFILE)
        db.open();
        QSqlQuery(db).exec(QStringLiteral("SET client_min_messages = warning"));
        return db;
    }

    static bool exec(QSqlDatabase &db, const QString &sql, QString *why)
    {
        QSqlQuery q(db);
        if (q.exec(sql))
            return true;
        *why = sql + QStringLiteral(" -> ") + q.lastError().text();
        return false;
    }

    static void close(QLatin1StringView name)
    {
        if (!QSqlDatabase::contains(name))
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    store::StoreConfig m_server;
    QString m_database;
    QString m_login;
    QString m_outsider;
    QString m_password;
};

} // namespace paydesk::test
