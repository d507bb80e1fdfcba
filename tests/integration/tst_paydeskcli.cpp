// SPDX-License-Identifier: GPL-3.0-or-later
// The paydesk-cli executable as an administrator runs it, against a fresh team database on the
// PostgreSQL server of scripts/test (PAYDESK_TEST_PG, its superuser's password in PGPASSFILE): team
// init, and again (nothing changed); operators added with their passwords on standard input (then
// a login with that password works), listed, disabled (then the login is refused) and enabled;
// bad arguments (exit status 2 and one line on standard error), a wrong owner password and none
// at all (exit status 1), a password in --db refused, a database of a newer Paydesk refused; no
// password ever in what it prints, even with every log category on; and a workstation's store
// imported: the summary, the rows there, the imported audit chain verifying, and an import that
// fails midway (or on a broken chain) leaving the team database as it was and the workstation's
// file untouched.
//
// Registered twice: tst_paydeskcli (label postgres) and tst_paydeskcli_offline (integration,
// PAYDESK_CLI_TEST_OFFLINE=1: only what needs no server; the rest is skipped).
#include "CliRun.h"
#include "profiles/ProfileStore.h"
#include "store/AuditChainWalk.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"
#include "store/AuditRows.h"
#include "store/Store.h"
#include "store/StoreConfig.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::Literals::StringLiterals;
using paydesk::store::StoreConfig;
#ifdef Q_OS_LINUX
using paydesk::test::runOnTerminal;
using paydesk::test::TerminalRun;
#endif
using Run = paydesk::test::CliRun;

namespace {

QString shortId()
{
    return QUuid::createUuid().toString(QUuid::Id128).left(8);
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestPaydeskCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    StoreConfig m_server; // the superuser's, from PAYDESK_TEST_PG
    QString m_database; // this test function's team database
    QString m_prefix; // its group roles' prefix
    QStringList m_logins; // roles made, dropped at the end
    int m_connections = 0;

    bool offline() const { return qEnvironmentVariableIsSet("PAYDESK_CLI_TEST_OFFLINE"); }

    // Runs paydesk-cli to its end with `input` on its standard input, in a home of the test's own.
    Run cli(const QStringList &arguments, const QByteArray &input = {}, const QProcessEnvironment &extra = {})
    {
        return paydesk::test::runCli(m_home.path(), arguments, input, extra);
    }

    QString db(const QString &database = {}) const
    {
        return u"host=%1 port=%2 user=%3 dbname=%4"_s.arg(m_server.host)
            .arg(m_server.port)
            .arg(m_server.user, database.isEmpty() ? m_database : database);
    }

    // A connection of the test's own to `database` as `user` (password: PGPASSFILE's when empty).
    QSqlDatabase connect(const QString &database, const QString &user = {}, const QString &password = {})
    {
        QSqlDatabase conn = QSqlDatabase::addDatabase(u"QPSQL"_s, u"tst-cli-%1"_s.arg(++m_connections));
        conn.setHostName(m_server.host);
        conn.setPort(m_server.port);
        conn.setDatabaseName(database);
        conn.setUserName(user.isEmpty() ? m_server.user : user);
        conn.setPassword(password);
        conn.open();
        return conn;
    }

    qint64 count(const QString &sql)
    {
        QSqlDatabase conn = connect(m_database);
        QSqlQuery q(conn);
        if (!q.exec(sql) || !q.next()) {
            qWarning().noquote() << sql << q.lastError().text();
            return -1;
        }
        return q.value(0).toLongLong();
    }

    bool canLogIn(const QString &login, const QString &password)
    {
        QSqlDatabase conn = connect(m_database, login, password);
        const bool ok = conn.isOpen();
        conn.close();
        return ok;
    }

    QString newLogin(const QString &name)
    {
        const QString login = name + u'-' + shortId();
        m_logins.append(login);
        return login;
    }

    // init, with the test's prefix; QVERIFY inside.
    void initTeam()
    {
        const Run run = cli({u"team"_s, u"init"_s, u"--db"_s, db(), u"--role-prefix"_s, m_prefix});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    void addOperator(const QString &login, const QString &role, const QString &password, bool admin = false)
    {
        QStringList args {u"team"_s,   u"add-operator"_s,    u"--db"_s,   db(), u"--login"_s, login,
                          u"--name"_s, u"Person "_s + login, u"--role"_s, role};
        if (admin)
            args << u"--admin"_s;
        const Run run = cli(args, password.toUtf8() + '\n');
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(login), qPrintable(run.out));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY(QFileInfo::exists(QStringLiteral(PAYDESK_CLI_EXE)));
        if (offline())
            return;
        const QByteArray pg = qgetenv("PAYDESK_TEST_PG");
        QVERIFY2(!pg.isEmpty(), "PAYDESK_TEST_PG is not set (scripts/test sets it for the postgres label)");
        QString why;
        const auto parsed = StoreConfig::fromConnectionString(QString::fromUtf8(pg), &why);
        QVERIFY2(parsed, qPrintable(why));
        m_server = *parsed;
        QVERIFY2(m_server.password.isEmpty(), "the test's server password comes from PGPASSFILE");
    }

    void init()
    {
        if (offline())
            return;
        m_database = u"tst_cli_"_s + shortId().toLower();
        m_prefix = u"tcli_"_s + shortId().toLower();
        QSqlDatabase admin = connect(m_server.database);
        QVERIFY2(admin.isOpen(), qPrintable(admin.lastError().text()));
        QSqlQuery q(admin);
        QVERIFY2(q.exec(u"CREATE DATABASE "_s + m_database), qPrintable(q.lastError().text()));
    }

    void cleanup()
    {
        if (offline() || m_database.isEmpty())
            return;
        for (const QString &name : QSqlDatabase::connectionNames()) {
            QSqlDatabase::database(name, false).close();
            QSqlDatabase::removeDatabase(name);
        }
        QSqlDatabase admin = connect(m_server.database);
        QSqlQuery q(admin);
        q.exec(u"SET client_min_messages = warning"_s);
        q.exec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(m_database));
        for (const QString &login : std::as_const(m_logins))
            q.exec(u"DROP ROLE IF EXISTS \"%1\""_s.arg(login));
        for (const QString &group : {u"operator"_s, u"maker"_s, u"approver"_s, u"viewer"_s, u"admin"_s})
            q.exec(u"DROP ROLE IF EXISTS %1_%2"_s.arg(m_prefix, group));
        m_logins.clear();
        m_database.clear();
    }

    // --help, --version, and what is refused before any connection: exit status 2, one line.
    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        const QString anyDb = u"host=127.0.0.1 port=1 dbname=none"_s;
        QTest::newRow("nothing") << QStringList {} << u"no command"_s;
        QTest::newRow("unknown group") << QStringList {u"teams"_s} << u"teams"_s;
        QTest::newRow("group alone") << QStringList {u"team"_s} << u"no command"_s;
        QTest::newRow("unknown command") << QStringList {u"team"_s, u"explode"_s} << u"team explode"_s;
        QTest::newRow("unknown option")
            << QStringList {u"team"_s, u"init"_s, u"--db"_s, anyDb, u"--force"_s} << u"--force"_s;
        QTest::newRow("no --db") << QStringList {u"team"_s, u"list-operators"_s} << u"--db"_s;
        QTest::newRow("--db without value") << QStringList {u"team"_s, u"init"_s, u"--db"_s} << u"--db"_s;
        QTest::newRow("missing --login")
            << QStringList {u"team"_s,   u"add-operator"_s, u"--db"_s,   anyDb,
                            u"--name"_s, u"Ana"_s,          u"--role"_s, u"maker"_s}
            << u"--login"_s;
        QTest::newRow("bad role") << QStringList {u"team"_s,    u"add-operator"_s, u"--db"_s,   anyDb,
                                                  u"--login"_s, u"ana"_s,          u"--name"_s, u"Ana"_s,
                                                  u"--role"_s,  u"boss"_s}
                                  << u"boss"_s;
        QTest::newRow("bad login") << QStringList {u"team"_s, u"disable-operator"_s, u"--db"_s,
                                                   anyDb,     u"--login"_s,          u"Ana Smith"_s}
                                   << u"Ana Smith"_s;
        QTest::newRow("password in --db")
            << QStringList {u"team"_s, u"init"_s, u"--db"_s,
                            u"host=127.0.0.1 password=Hunter2-in-argv dbname=x"_s}
            << u"PGPASSFILE"_s;
        QTest::newRow("password in --db of add-operator") // said before a password is asked for
            << QStringList {u"team"_s,    u"add-operator"_s,
                            u"--db"_s,    u"host=127.0.0.1 password=Hunter2-in-argv dbname=x"_s,
                            u"--login"_s, u"ana"_s,
                            u"--name"_s,  u"Ana"_s,
                            u"--role"_s,  u"maker"_s}
            << u"PGPASSFILE"_s;
        QTest::newRow("empty password in --db")
            << QStringList {u"team"_s, u"list-operators"_s, u"--db=host=127.0.0.1 password= dbname=x"_s}
            << u"PGPASSFILE"_s;
        QTest::newRow("malformed --db")
            << QStringList {u"team"_s, u"init"_s, u"--db"_s, u"host"_s} << u"host"_s;
        QTest::newRow("bad role prefix")
            << QStringList {u"team"_s, u"init"_s, u"--db"_s, anyDb, u"--role-prefix"_s, u"Bad-Prefix"_s}
            << u"Bad-Prefix"_s;
        QTest::newRow("import from no file")
            << QStringList {u"team"_s, u"import"_s, u"--db"_s,
                            anyDb,     u"--from"_s, u"/nonexistent/paydesk.sqlite"_s}
            << u"/nonexistent/paydesk.sqlite"_s;
    }
    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.startsWith(u"paydesk-cli: "_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY2(!run.err.contains(u"Hunter2-in-argv"_s), qPrintable(run.err));
    }

    void helpAndVersion()
    {
        const Run version = cli({u"--version"_s});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, u"paydesk-cli (Paydesk) "_s + QStringLiteral(PAYDESK_VERSION) + u'\n');
        const Run help = cli({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        for (const QString &command : {u"team init"_s, u"team add-operator"_s, u"team disable-operator"_s,
                                       u"team enable-operator"_s, u"team list-operators"_s, u"team import"_s})
            QVERIFY2(help.out.contains(command), qPrintable(command));
        const Run commandHelp = cli({u"team"_s, u"add-operator"_s, u"--help"_s});
        QCOMPARE(commandHelp.exitCode, 0);
        QVERIFY(commandHelp.out.contains(u"--role maker|approver|viewer"_s));
    }

    void initTwice()
    {
        if (offline())
            QSKIP("needs the PostgreSQL server");
        const QStringList args {u"team"_s, u"init"_s, u"--db"_s, db(), u"--role-prefix"_s, m_prefix};
        const Run first = cli(args);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY2(!first.out.contains(u"nothing changed"_s), qPrintable(first.out));
        QVERIFY(first.out.split(u'\n', Qt::SkipEmptyParts).size() >= 2);
        QCOMPARE(count(u"SELECT count(*) FROM pg_roles WHERE rolname LIKE '%1\\_%'"_s.arg(m_prefix)), 5);
        const Run second = cli(args);
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QCOMPARE(second.out, u"already up to date: nothing changed\n"_s);
        const Run json = cli(args + QStringList {u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(report.value(u"changed"_s).toBool(true), false);
        QVERIFY(report.value(u"team_version"_s).toInt() >= 1);
    }

    void operators()
    {
        if (offline())
            QSKIP("needs the PostgreSQL server");
        initTeam();
        const QString ana = newLogin(u"ana"_s);
        const QString kofi = newLogin(u"kofi"_s);
        addOperator(ana, u"maker"_s, u"ana-initial-passw0rd"_s, true);
        addOperator(kofi, u"approver"_s, u"kofi-initial-passw0rd"_s);
        QVERIFY(canLogIn(ana, u"ana-initial-passw0rd"_s));
        QVERIFY(canLogIn(kofi, u"kofi-initial-passw0rd"_s));
        QVERIFY(!canLogIn(kofi, u"not-kofis-password"_s));

        const Run table = cli({u"team"_s, u"list-operators"_s, u"--db"_s, db()});
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        const QStringList lines = table.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.at(0).startsWith(u"LOGIN"_s));
        const QString anaLine = lines.at(1).startsWith(ana) ? lines.at(1) : lines.at(2);
        QVERIFY2(anaLine.contains(u"maker"_s) && anaLine.contains(u"yes"_s), qPrintable(anaLine));

        // A second operator of the same login is refused, and says so.
        const Run again = cli({u"team"_s, u"add-operator"_s, u"--db"_s, db(), u"--login"_s, kofi, u"--name"_s,
                               u"Kofi"_s, u"--role"_s, u"viewer"_s},
                              "another-passw0rd-here\n");
        QCOMPARE(again.exitCode, 1);
        QCOMPARE(again.errLines().size(), 1);

        const Run disabled = cli({u"team"_s, u"disable-operator"_s, u"--db"_s, db(), u"--login"_s, kofi});
        QVERIFY2(disabled.exitCode == 0, qPrintable(disabled.err));
        QVERIFY(!canLogIn(kofi, u"kofi-initial-passw0rd"_s));
        const Run json = cli({u"team"_s, u"list-operators"_s, u"--db"_s, db(), u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(json.out.toUtf8()).array();
        QCOMPARE(rows.size(), 2);
        for (const QJsonValue &row : rows) {
            const QJsonObject op = row.toObject();
            QCOMPARE(op.value(u"disabled"_s).toBool(), op.value(u"login"_s).toString() == kofi);
            QCOMPARE(op.value(u"role"_s).toString(),
                     op.value(u"login"_s).toString() == kofi ? u"approver"_s : u"maker"_s);
        }
        const Run enabled = cli({u"team"_s, u"enable-operator"_s, u"--db"_s, db(), u"--login"_s, kofi});
        QVERIFY2(enabled.exitCode == 0, qPrintable(enabled.err));
        QVERIFY(canLogIn(kofi, u"kofi-initial-passw0rd"_s));

        const Run unknown
            = cli({u"team"_s, u"disable-operator"_s, u"--db"_s, db(), u"--login"_s, u"nobody-here"_s});
        QCOMPARE(unknown.exitCode, 1);
        QCOMPARE(unknown.errLines().size(), 1);
    }

    // An operator's password never in what paydesk-cli writes, with every log category on, whether
    // it succeeds or fails; nor the owner's.
    void passwordsNeverShown()
    {
        if (offline())
            QSKIP("needs the PostgreSQL server");
        initTeam();
        const QString secret = u"Zebra-Quokka-7731-secret"_s;
        QProcessEnvironment loud;
        loud.insert(u"QT_LOGGING_RULES"_s, u"*=true"_s);
        const QString zoe = newLogin(u"zoe"_s);
        const QStringList args {u"team"_s, u"add-operator"_s, u"--db"_s, db(),        u"--login"_s,
                                zoe,       u"--name"_s,       u"Zoe"_s,  u"--role"_s, u"viewer"_s};
        const Run added = cli(args, secret.toUtf8() + '\n', loud);
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const Run refused = cli(args, secret.toUtf8() + '\n', loud); // exists already
        QCOMPARE(refused.exitCode, 1);
        const Run tooShort = cli(args, "short\n", loud);
        QCOMPARE(tooShort.exitCode, 2);
        for (const Run &run : {added, refused})
            QVERIFY2(!run.out.contains(secret) && !run.err.contains(secret), qPrintable(run.out + run.err));
        QVERIFY(canLogIn(zoe, secret));
        // No password on standard input at all: refused.
        const Run none = cli(args);
        QCOMPARE(none.exitCode, 2);

        // The owner's password file read (PGPASSFILE), never shown either.
        QFile server(qEnvironmentVariable("PGPASSFILE"));
        QVERIFY(server.open(QIODevice::ReadOnly));
        const QString ownerPassword = QString::fromUtf8(server.readLine()).trimmed().section(u':', 4);
        QVERIFY(!ownerPassword.isEmpty());
        const Run listed = cli({u"team"_s, u"list-operators"_s, u"--db"_s, db()}, {}, loud);
        QCOMPARE(listed.exitCode, 0);
        QVERIFY(!listed.out.contains(ownerPassword) && !listed.err.contains(ownerPassword));
    }

    void ownerPassword()
    {
        if (offline())
            QSKIP("needs the PostgreSQL server");
        const QString wrongFile = m_home.filePath(u"wrong.pgpass"_s);
        {
            QFile file(wrongFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("*:*:*:*:Wrong-Owner-Passw0rd\n");
            file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
        QProcessEnvironment wrong;
        wrong.insert(u"PGPASSFILE"_s, wrongFile);
        const QStringList args {u"team"_s, u"init"_s, u"--db"_s, db(), u"--role-prefix"_s, m_prefix};
        const Run refused = cli(args, {}, wrong);
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.errLines().size(), 1);
        QVERIFY2(!refused.err.contains(u"Wrong-Owner-Passw0rd"_s), qPrintable(refused.err));
        QCOMPARE(count(u"SELECT count(*) FROM pg_tables WHERE tablename = 'team_settings'"_s), 0);

        QProcessEnvironment none;
        none.insert(u"PGPASSFILE"_s, m_home.filePath(u"no-such.pgpass"_s));
        const Run missing = cli(args, {}, none);
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.errLines().size(), 1);
        QVERIFY2(missing.err.contains(u"PGPASSFILE"_s), qPrintable(missing.err));
    }

    // At a terminal: the new operator's password typed twice without echo (two that differ are
    // refused), and the owner's asked for once, without echo, when the password file has none.
    void terminalPrompts()
    {
#ifndef Q_OS_LINUX
        QSKIP("a pseudo-terminal of the test's own is made on Linux");
#else
        if (offline())
            QSKIP("needs the PostgreSQL server");
        initTeam();
        QFile server(qEnvironmentVariable("PGPASSFILE"));
        QVERIFY(server.open(QIODevice::ReadOnly));
        const QByteArray ownerPassword = server.readLine().trimmed().split(':').value(4);
        QVERIFY(!ownerPassword.isEmpty());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, m_home.path());
        env.insert(u"PGPASSFILE"_s, m_home.filePath(u"no-such.pgpass"_s));
        env.remove(u"PGPASSWORD"_s);
        const QString ama = newLogin(u"ama"_s);
        const QStringList args {u"team"_s, u"add-operator"_s, u"--db"_s,      db(),        u"--login"_s,
                                ama,       u"--name"_s,       u"Ama Owusu"_s, u"--role"_s, u"maker"_s};

        const TerminalRun differ = runOnTerminal(
            args, {{"Initial password", "Typed-once-1234"}, {"The same again", "Typed-twice-5678"}}, env);
        QCOMPARE(differ.exitCode, 2);
        QVERIFY2(differ.output.contains("differ"), differ.output.constData());
        QVERIFY(!differ.output.contains("Typed-once-1234") && !differ.output.contains("Typed-twice-5678"));
        QCOMPARE(count(u"SELECT count(*) FROM operators"_s), 0);

        const TerminalRun added = runOnTerminal(args,
                                                {{"Initial password", "Ama-on-a-terminal-1"},
                                                 {"The same again", "Ama-on-a-terminal-1"},
                                                 {"Password for", ownerPassword}},
                                                env);
        QVERIFY2(added.exitCode == 0, added.output.constData());
        QVERIFY2(added.output.contains(ama.toUtf8()), added.output.constData());
        QVERIFY(!added.output.contains("Ama-on-a-terminal-1"));
        QVERIFY(!added.output.contains(ownerPassword));
        QVERIFY(canLogIn(ama, u"Ama-on-a-terminal-1"_s));
#endif
    }

    void newerDatabaseRefused()
    {
        if (offline())
            QSKIP("needs the PostgreSQL server");
        initTeam();
        {
            QSqlDatabase conn = connect(m_database);
            QSqlQuery q(conn);
            QVERIFY2(q.exec(u"UPDATE team_settings SET value = '99' WHERE key = 'team_version'"_s),
                     qPrintable(q.lastError().text()));
        }
        const Run run = cli({u"team"_s, u"init"_s, u"--db"_s, db(), u"--role-prefix"_s, m_prefix});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.errLines().size(), 1);
        QCOMPARE(count(u"SELECT count(*) FROM team_settings WHERE key = 'team_version' AND value = '99'"_s),
                 1);

        const Run notTeam = cli({u"team"_s, u"list-operators"_s, u"--db"_s, db(m_server.database)});
        QCOMPARE(notTeam.exitCode, 1);
    }

    void import();
};

namespace {

// A workstation's store as Paydesk left it: operators, payouts in every state, senders, a rule,
// audit entries, and a profile in its settings.
struct Workstation
{
    QString storePath;
    QString settingsPath;
    QStringList logins;
    QStringList movedIds;
    QString sentId;
};

bool makeWorkstation(const QString &folder, const QStringList &logins, Workstation *ws, QString *why)
{
    ws->storePath = folder + u"/paydesk.sqlite"_s;
    ws->settingsPath = folder + u"/Paydesk.conf"_s;
    ws->logins = logins;
    {
        paydesk::store::Store store(StoreConfig::sqlite(ws->storePath));
        if (const auto opened = store.open(); !opened.ok()) {
            *why = opened.error().toString();
            return false;
        }
        paydesk::store::AuditLog log(&store);
        for (int i = 0; i < 5; ++i) {
            const auto appended = log.append(paydesk::store::AuditEvent(
                paydesk::store::AuditEvent::Action::KeySaved, u"p-%1"_s.arg(i), QJsonObject {{u"n"_s, i}}));
            if (!appended.ok()) {
                *why = appended.error().toString();
                return false;
            }
        }
        QSqlDatabase db = store.connection().value();
        QSqlQuery q(db);
        const QString now = u"2026-11-20T10:00:00.000Z"_s;
        const QStringList roles {u"MAKER"_s, u"APPROVER"_s, u"VIEWER"_s};
        for (int i = 0; i < logins.size(); ++i) {
            q.prepare(
                u"INSERT INTO operators (id, display_name, role, administrator, disabled, passphrase_hash, "
                "revision, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '$scrypt$ln=1$x$y', 1, ?, ?)"_s);
            for (const QVariant &v : QVariantList {logins.at(i), u"Person %1"_s.arg(i), roles.at(i % 3),
                                                   i == 0 ? 1 : 0, i == 2 ? 1 : 0, now, now})
                q.addBindValue(v);
            if (!q.exec()) {
                *why = q.lastError().text();
                return false;
            }
        }
        const QStringList states {u"DRAFT"_s, u"AWAITING_APPROVAL"_s, u"REJECTED"_s, u"EXPIRED"_s,
                                  u"ACCEPTED"_s};
        for (int i = 0; i < states.size(); ++i) {
            const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
            (states.at(i) == u"ACCEPTED" ? ws->sentId : ws->movedIds.emplace_back()) = id;
            q.prepare(
                u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, "
                "idempotency_key, custom_id, currency, amount_minor, recipient_summary, maker, created_at, "
                "updated_at, revision, awaiting_since) VALUES (?, 'p-1', ?, '{}', '{}', ?, ?, 'KES', ?, "
                "'Recipient', ?, ?, ?, 1, ?)"_s);
            for (const QVariant &v :
                 QVariantList {id, states.at(i), QString(u"idem-"_s + id),
                               QString(u"custom-%1-"_s.arg(i) + id.left(8)), 1000 * (i + 1), logins.first(),
                               now, now, states.at(i) == u"AWAITING_APPROVAL" ? QVariant(now) : QVariant()})
                q.addBindValue(v);
            if (!q.exec()) {
                *why = q.lastError().text();
                return false;
            }
        }
        if (!q.exec(u"INSERT INTO payout_senders (profile_id, sender_key, sender, name, last_used_at, uses) "
                    "VALUES ('p-1', 'k1', '{\"name\":\"Acme\"}', 'Acme', '2026-11-20T10:00:00.000Z', 3)"_s)
            || !q.exec(
                u"INSERT INTO approval_rules (currency, second_approver_above_minor, expiry_days, revision, "
                "updated_at, updated_by) VALUES ('KES', 500000, 7, 1, '2026-11-20T10:00:00.000Z', 'x')"_s)) {
            *why = q.lastError().text();
            return false;
        }
    }
    paydesk::profiles::ProfileStore profiles(
        std::make_unique<QSettings>(ws->settingsPath, QSettings::IniFormat));
    if (!profiles.save(paydesk::profiles::Profile::create(paydesk::profiles::Profile::Kind::Sandbox,
                                                          u"Acme test"_s,
                                                          QUrl(u"https://sandbox.example.com/v1"_s)),
                       why))
        return false;
    return true;
}

} // namespace

void TestPaydeskCli::import()
{
    if (offline())
        QSKIP("needs the PostgreSQL server");
    initTeam();
    const QString admin = newLogin(u"adm"_s);
    addOperator(admin, u"viewer"_s, u"admin-initial-passw0rd"_s, true);
    QTemporaryDir folder;
    Workstation ws;
    QString why;
    QVERIFY2(makeWorkstation(folder.path(), {newLogin(u"mia"_s), newLogin(u"abe"_s), admin}, &ws, &why),
             qPrintable(why));
    const QByteArray before = fileHash(ws.storePath);
    const QStringList args {u"team"_s,   u"import"_s,  u"--db"_s,       db(),
                            u"--from"_s, ws.storePath, u"--settings"_s, ws.settingsPath};
    const auto teamState = [this] {
        return QList<qint64> {count(u"SELECT count(*) FROM operators"_s),
                              count(u"SELECT count(*) FROM payout_outbox"_s),
                              count(u"SELECT count(*) FROM payout_senders"_s),
                              count(u"SELECT count(*) FROM approval_rules"_s),
                              count(u"SELECT count(*) FROM team_profiles"_s),
                              count(u"SELECT count(*) FROM imported_audit_log"_s),
                              count(u"SELECT count(*) FROM audit_log"_s)};
    };
    const QList<qint64> empty = teamState();

    // A payout of the workstation the team database has already: the import fails midway (after
    // the operators), and nothing of it stays.
    {
        QSqlDatabase conn = connect(m_database);
        QSqlQuery q(conn);
        QVERIFY2(
            q.exec(u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, "
                   "idempotency_key, custom_id, recipient_summary, created_at, updated_at, revision) VALUES "
                   "('%1', 'p-1', 'DRAFT', '{}', '{}', 'other-key', 'other-custom', 'R', 'x', 'x', 1)"_s.arg(
                       ws.movedIds.at(1))),
            qPrintable(q.lastError().text()));
    }
    const QList<qint64> withConflict = teamState();
    const Run failed = cli(args);
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.errLines().size() == 1, qPrintable(failed.err));
    QVERIFY2(failed.err.contains(u"Nothing was imported"_s), qPrintable(failed.err));
    QCOMPARE(teamState(), withConflict);
    QCOMPARE(count(u"SELECT count(*) FROM pg_roles WHERE rolname = '%1'"_s.arg(ws.logins.at(0))), 0);
    QCOMPARE(fileHash(ws.storePath), before);
    QCOMPARE(count(u"DELETE FROM payout_outbox WHERE idempotency_key = 'other-key' RETURNING 1"_s), 1);
    QCOMPARE(teamState(), empty);

    // A broken chain (its recorded end beyond its last entry) is refused.
    {
        QFile::copy(ws.storePath, folder.filePath(u"broken.sqlite"_s));
        QSqlDatabase broken = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tst-cli-broken"_s);
        broken.setDatabaseName(folder.filePath(u"broken.sqlite"_s));
        QVERIFY(broken.open());
        QSqlQuery q(broken);
        QVERIFY2(q.exec(u"UPDATE audit_head SET last_seq = last_seq + 1"_s),
                 qPrintable(q.lastError().text()));
        q.finish();
        broken.close();
    }
    QSqlDatabase::removeDatabase(u"tst-cli-broken"_s);
    const Run brokenRun = cli({u"team"_s, u"import"_s, u"--db"_s, db(), u"--from"_s,
                               folder.filePath(u"broken.sqlite"_s), u"--settings"_s, ws.settingsPath});
    QCOMPARE(brokenRun.exitCode, 1);
    QVERIFY2(brokenRun.err.contains(u"audit log"_s), qPrintable(brokenRun.err));
    QCOMPARE(teamState(), empty);

    // The import.
    const Run run = cli(args + QStringList {u"--json"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject summary = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(summary.value(u"operators_added"_s).toArray().size(), 2);
    QCOMPARE(summary.value(u"operators_kept"_s).toArray(), QJsonArray {admin});
    QCOMPARE(summary.value(u"payouts"_s).toInt(), 4);
    QCOMPARE(summary.value(u"payouts_sent_not_moved"_s).toInt(), 1);
    QCOMPARE(summary.value(u"senders"_s).toInt(), 1);
    QCOMPARE(summary.value(u"rules"_s).toInt(), 1);
    QCOMPARE(summary.value(u"profiles"_s).toInt(), 1);
    QCOMPARE(summary.value(u"audit_entries"_s).toInt(), 5);
    QCOMPARE(fileHash(ws.storePath), before);

    // The rows there: the payouts with their ids and keys, not the one sent; the operators NOLOGIN.
    for (const QString &id : std::as_const(ws.movedIds))
        QCOMPARE(
            count(u"SELECT count(*) FROM payout_outbox WHERE id = '%1' AND idempotency_key = 'idem-%1'"_s.arg(
                id)),
            1);
    QCOMPARE(count(u"SELECT count(*) FROM payout_outbox WHERE id = '%1'"_s.arg(ws.sentId)), 0);
    QCOMPARE(count(u"SELECT count(*) FROM pg_roles WHERE rolname = '%1' AND NOT rolcanlogin"_s.arg(
                 ws.logins.at(0))),
             1);
    QCOMPARE(count(u"SELECT count(*) FROM operators WHERE id = '%1' AND disabled = 0"_s.arg(ws.logins.at(0))),
             1);
    QCOMPARE(count(u"SELECT count(*) FROM team_profiles WHERE name = 'Acme test' AND kind = 'SANDBOX'"_s), 1);

    // The imported chain verifies, and ends where the team's audit.imported entry says.
    QSqlDatabase conn = connect(m_database);
    QSqlQuery q(conn);
    QVERIFY(q.exec(
        u"SELECT %1 FROM imported_audit_log ORDER BY seq"_s.arg(paydesk::store::auditRows::columns())));
    auto walk = paydesk::store::AuditChainWalk::fromStart();
    while (q.next())
        QVERIFY(walk.check(paydesk::store::auditRows::readEntry(q)));
    QVERIFY(q.exec(u"SELECT detail FROM audit_log WHERE action = 'audit.imported'"_s) && q.next());
    const QJsonObject closed = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    QCOMPARE(closed.value(u"entries"_s).toInteger(), 5);
    QCOMPARE(closed.value(u"last_seq"_s).toInteger(), 5);
    QCOMPARE(closed.value(u"last_hash"_s).toString(), walk.lastHash());
    QVERIFY(
        walk.finish(true, closed.value(u"last_seq"_s).toInteger(), closed.value(u"last_hash"_s).toString())
            .isIntact());
    // The team's own chain stays whole.
    QVERIFY(q.exec(u"SELECT %1 FROM audit_log ORDER BY seq"_s.arg(paydesk::store::auditRows::columns())));
    auto team = paydesk::store::AuditChainWalk::fromStart();
    while (q.next())
        QVERIFY(team.check(paydesk::store::auditRows::readEntry(q)));
    QVERIFY(q.exec(u"SELECT last_seq, last_hash FROM audit_head"_s) && q.next());
    QVERIFY(team.finish(true, q.value(0).toLongLong(), q.value(1).toString()).isIntact());

    // Twice is refused, and changes nothing.
    const QList<qint64> imported = teamState();
    const Run twice = cli(args);
    QCOMPARE(twice.exitCode, 1);
    QCOMPARE(teamState(), imported);

    // A second workstation, with one operator and an empty log, in words: what moved, and that its
    // operator cannot sign in until an administrator sets a password.
    QTemporaryDir second;
    Workstation other;
    QVERIFY2(makeWorkstation(second.path(), {newLogin(u"eve"_s)}, &other, &why), qPrintable(why));
    const Run words = cli({u"team"_s, u"import"_s, u"--db"_s, db(), u"--from"_s, other.storePath,
                           u"--settings"_s, other.settingsPath});
    QVERIFY2(words.exitCode == 0, qPrintable(words.err));
    QVERIFY2(words.out.startsWith(u"Imported from "_s), qPrintable(words.out));
    for (const QString &said : {u"Operator added: 1"_s, u"NOLOGIN"_s, other.logins.first(),
                                u"Payouts not yet sent, moved: 4"_s, u"Audit entries: 5"_s})
        QVERIFY2(words.out.contains(said), qPrintable(said + u" not in: "_s + words.out));
    QCOMPARE(count(u"SELECT count(*) FROM audit_log WHERE action = 'audit.imported'"_s), 2);
}

QTEST_GUILESS_MAIN(TestPaydeskCli)
#include "tst_paydeskcli.moc"
