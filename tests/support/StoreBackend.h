// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The database of a store test, on SQLite (a fresh file for each test function) or, when
// PAYDESK_TEST_STORE=postgres, on the PostgreSQL server that scripts/test starts (PAYDESK_TEST_PG;
// a fresh schema for each test function, dropped after it). One suite source runs on both.
//
//     initTestCase():    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
//     init():            QVERIFY2(m_backend.beginTest(&why), qPrintable(why));   config() is ready
//     cleanup():         m_backend.endTest();
//     cleanupTestCase(): m_backend.tearDown();
//
// raw() is a connection of the test's own to the same database (not the store's), for looking
// at tables or changing them behind the store's back.

#include "store/StoreConfig.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>
#include <QVariant>

#include <optional>

namespace paydesk::test {

class StoreBackend
{
public:
    bool isPostgres() const { return m_postgres; }
    const store::StoreConfig &config() const { return m_config; }
    // A temporary folder of the suite, for files a test makes of its own.
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    bool setUp(QString *why)
    {
        using namespace Qt::StringLiterals;
        if (!m_dir.isValid()) {
            *why = u"no temporary folder"_s;
            return false;
        }
        m_postgres = qEnvironmentVariable("PAYDESK_TEST_STORE") == u"postgres";
        if (!m_postgres)
            return true;
        const QString connection = qEnvironmentVariable("PAYDESK_TEST_PG");
        if (connection.isEmpty()) {
            *why
                = u"PAYDESK_TEST_PG is not set: the postgres run of this suite needs a PostgreSQL server "
                  "(scripts/test starts one; or set PAYDESK_TEST_PG=\"host=... port=... user=... dbname=...\")"_s;
            return false;
        }
        const std::optional<store::StoreConfig> server
            = store::StoreConfig::fromConnectionString(connection, why);
        if (!server)
            return false;
        m_server = *server;
        QSqlDatabase admin = QSqlDatabase::addDatabase(u"QPSQL"_s, kAdmin);
        connectTo(admin);
        if (!admin.open()) {
            *why = admin.lastError().text();
            return false;
        }
        QSqlQuery(admin).exec(u"SET client_min_messages = warning"_s);
        return true;
    }

    bool beginTest(QString *why)
    {
        using namespace Qt::StringLiterals;
        if (!m_postgres) {
            m_config = store::StoreConfig::sqlite(
                m_dir.filePath(QUuid::createUuid().toString(QUuid::Id128) + u".sqlite"_s));
            return true;
        }
        m_schema = u"tst_"_s + QUuid::createUuid().toString(QUuid::Id128);
        QSqlQuery q(QSqlDatabase::database(kAdmin));
        if (!q.exec(u"CREATE SCHEMA "_s + m_schema)) {
            *why = q.lastError().text();
            return false;
        }
        m_config = m_server;
        m_config.schema = m_schema;
        return true;
    }

    void endTest()
    {
        using namespace Qt::StringLiterals;
        remove(kRaw);
        if (m_postgres && !m_schema.isEmpty()) {
            QSqlQuery q(QSqlDatabase::database(kAdmin));
            if (!q.exec(u"DROP SCHEMA "_s + m_schema + u" CASCADE"_s))
                qWarning() << "drop schema:" << q.lastError().text();
            m_schema.clear();
        }
    }

    void tearDown() { remove(kAdmin); }

    QSqlDatabase raw()
    {
        using namespace Qt::StringLiterals;
        if (QSqlDatabase::contains(kRaw))
            return QSqlDatabase::database(kRaw);
        QSqlDatabase db = QSqlDatabase::addDatabase(m_postgres ? u"QPSQL"_s : u"QSQLITE"_s, kRaw);
        if (m_postgres)
            connectTo(db);
        else
            db.setDatabaseName(m_config.filePath);
        if (!db.open())
            qWarning() << "raw connection:" << db.lastError().text();
        if (m_postgres) {
            QSqlQuery q(db);
            q.exec(u"SET client_min_messages = warning"_s);
            q.exec(u"SET search_path TO "_s + m_schema);
        }
        return db;
    }

    bool exec(const QString &sql)
    {
        QSqlQuery q(raw());
        if (!q.exec(sql)) {
            qWarning().noquote() << sql << "->" << q.lastError().text();
            return false;
        }
        return true;
    }

    QVariant scalar(const QString &sql)
    {
        QSqlQuery q(raw());
        if (!q.exec(sql) || !q.next()) {
            qWarning().noquote() << sql << "->" << q.lastError().text();
            return {};
        }
        return q.value(0);
    }

private:
    static constexpr QLatin1StringView kAdmin {"tst-admin"};
    static constexpr QLatin1StringView kRaw {"tst-raw"};

    void connectTo(QSqlDatabase &db) const
    {
        db.setHostName(m_server.host);
        db.setPort(m_server.port);
        db.setDatabaseName(m_server.database);
        db.setUserName(m_server.user);
        db.setPassword(m_server.password);
    }

    static void remove(QLatin1StringView name)
    {
        if (!QSqlDatabase::contains(name))
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    bool m_postgres = false;
    store::StoreConfig m_server;
    QTemporaryDir m_dir;
    store::StoreConfig m_config;
    QString m_schema;
};

} // namespace paydesk::test
