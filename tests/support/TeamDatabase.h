// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A team database of its own for a test (label postgres), on the server of PAYDESK_TEST_PG (the
// one scripts/test starts; its superuser's password comes from PGPASSFILE):
//
//     TeamDatabase team;
//     QVERIFY2(team.setUp(&why), qPrintable(why));        // CREATE DATABASE tst_team_<uuid>, team init
//     const StoreConfig ana = team.addOperator(u"ana"_s, Operator::Role::Maker);    // ana-<suffix>
//     const StoreConfig bo = team.addOperator(u"bo"_s, Operator::Role::Approver, true);
//     ... Store store(ana); ...  QSqlDatabase sql = team.connect(bo);   // plain SQL as bo
//     team.tearDown();   // also in the destructor: drops the database, the logins and the groups
//
// - ownerConfig(): the server's superuser on the team database (who ran init).
// - addOperator(name, role, admin): TeamSchema::addOperator() of a login "<name>-<suffix>" (the
//   suffix is the test's, so that tests at once never share a role: roles belong to the whole
//   server) with a random password; the StoreConfig to sign in as them (user, password, the
//   team database). An empty config (and a warning) when it failed.
// - rolePrefix(): "t<suffix>", unique per test database; group(u"maker"_s) is "<prefix>_maker".
// - connect(config): a QPSQL connection of the test's own as that user (closed in tearDown()).
// - ownerSql(): a connection as the owner, e.g. to set team_settings in a test.
// One test database per TeamDatabase: make one in init() and tear it down in cleanup(), or one per
// test function.

#include "operators/Operator.h"
#include "store/StoreConfig.h"
#include "store/TeamSchema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>

#include <optional>

namespace paydesk::test {

class TeamDatabase
{
public:
    TeamDatabase() = default;
    TeamDatabase(const TeamDatabase &) = delete;
    TeamDatabase &operator=(const TeamDatabase &) = delete;
    ~TeamDatabase() { tearDown(); }

    // Without init (`initialise` false): an empty database, for tests of init itself.
    bool setUp(QString *why, bool initialise = true)
    {
        using namespace Qt::StringLiterals;
        const QString connection = qEnvironmentVariable("PAYDESK_TEST_PG");
        if (connection.isEmpty()) {
            *why
                = u"PAYDESK_TEST_PG is not set: this test needs a PostgreSQL server (scripts/test starts one)"_s;
            return false;
        }
        const std::optional<store::StoreConfig> server
            = store::StoreConfig::fromConnectionString(connection, why);
        if (!server)
            return false;
        m_server = *server;
        m_suffix = QUuid::createUuid().toString(QUuid::Id128).left(12);
        m_prefix = u"t"_s + m_suffix;
        m_database = u"tst_team_"_s + m_suffix;
        QSqlDatabase admin = open(m_server, u"admin"_s);
        if (!admin.isOpen()) {
            *why = admin.lastError().text();
            return false;
        }
        QSqlQuery q(admin);
        if (!q.exec(u"CREATE DATABASE "_s + m_database)) {
            *why = q.lastError().text();
            return false;
        }
        m_owner = m_server;
        m_owner.database = m_database;
        if (!initialise)
            return true;
        const store::StoreResult<store::TeamInitReport> report = store::TeamSchema::init(m_owner, m_prefix);
        if (!report.ok()) {
            *why = report.error().toString();
            return false;
        }
        return true;
    }

    const store::StoreConfig &ownerConfig() const { return m_owner; }
    QString rolePrefix() const { return m_prefix; }
    QString databaseName() const { return m_database; }
    QString group(const QString &name) const { return store::TeamSchema::groupRole(m_prefix, name); }
    QString login(const QString &name) const { return name + u'-' + m_suffix.left(8); }

    store::StoreConfig addOperator(const QString &name, operators::Operator::Role role,
                                   bool administrator = false)
    {
        using namespace Qt::StringLiterals;
        const QString login = this->login(name);
        const QString password = QUuid::createUuid().toString(QUuid::Id128);
        m_logins << login;
        const auto added
            = store::TeamSchema::addOperator(m_owner, login, name, role, administrator, password);
        if (!added.ok()) {
            qWarning() << "TeamDatabase::addOperator" << login << added.error().toString();
            return {};
        }
        store::StoreConfig config = m_owner;
        config.user = login;
        config.password = password;
        return config;
    }

    QSqlDatabase connect(const store::StoreConfig &config)
    {
        using namespace Qt::StringLiterals;
        return open(config, u"as-"_s + config.user + u'-' + QString::number(++m_connections));
    }

    QSqlDatabase ownerSql()
    {
        using namespace Qt::StringLiterals;
        if (QSqlDatabase::contains(name(u"owner"_s)))
            return QSqlDatabase::database(name(u"owner"_s));
        return open(m_owner, u"owner"_s);
    }

    void tearDown()
    {
        using namespace Qt::StringLiterals;
        if (m_database.isEmpty())
            return;
        for (const QString &connection : QSqlDatabase::connectionNames()) {
            if (connection.startsWith(name({})) && connection != name(u"admin"_s)) {
                QSqlDatabase::database(connection, false).close();
                QSqlDatabase::removeDatabase(connection);
            }
        }
        {
            QSqlQuery q(QSqlDatabase::database(name(u"admin"_s)));
            if (!q.exec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(m_database)))
                qWarning() << "TeamDatabase: drop database:" << q.lastError().text();
            for (const QString &login : std::as_const(m_logins))
                q.exec(u"DROP ROLE IF EXISTS \"%1\""_s.arg(login));
            for (const QString &group : store::TeamSchema::groups())
                q.exec(u"DROP ROLE IF EXISTS \"%1\""_s.arg(this->group(group)));
        }
        QSqlDatabase::database(name(u"admin"_s), false).close();
        QSqlDatabase::removeDatabase(name(u"admin"_s));
        m_database.clear();
        m_logins.clear();
    }

private:
    QString name(const QString &what) const { return QStringLiteral("team-%1-").arg(m_suffix) + what; }

    QSqlDatabase open(const store::StoreConfig &config, const QString &what)
    {
        using namespace Qt::StringLiterals;
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name(what));
        db.setHostName(config.host);
        db.setPort(config.port);
        db.setDatabaseName(config.database);
        db.setUserName(config.user);
        db.setPassword(config.password);
        if (db.open())
            QSqlQuery(db).exec(u"SET client_min_messages = warning"_s);
        return db;
    }

    store::StoreConfig m_server;
    store::StoreConfig m_owner;
    QString m_suffix;
    QString m_prefix;
    QString m_database;
    QStringList m_logins;
    int m_connections = 0;
};

} // namespace paydesk::test
