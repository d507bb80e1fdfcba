// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli's profile, wallets and audit commands run as the real program, each test in a home
// of its own: the built-in Local sandbox with no set-up; a Sandbox profile added with its key in a
// private key file, pointing at a sandbox service this test starts on 127.0.0.1; the key from
// PAYDESK_KEY_FILE; and each bad input (an unknown profile, a key file others can read or that is
// missing, the service unreachable, a missing or an extra argument) as its exit status and one
// line on standard error. The key is never in what the program prints or in the preferences.
// (payouts list: tst_paydeskcli_payouts; the keychain: tst_paydeskcli_keychain.)
#include "CliRun.h"
#include "CliSandbox.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using paydesk::test::CliRun;

class TestPaydeskCliCommands : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<paydesk::test::CliSandbox> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_home;
    QString m_keyFile; // the sandbox's key, mode 0600, outside the home

    CliRun cli(const QStringList &arguments, const QByteArray &input = {},
               const QProcessEnvironment &extra = {})
    {
        return paydesk::test::runCli(m_home->path(), arguments, input, extra);
    }

    // Every file under the home: the preferences, the databases.
    QByteArray everythingWritten() const
    {
        QByteArray all;
        QDirIterator it(m_home->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly))
                all += file.readAll();
        }
        return all;
    }

    // "Test sandbox", of kind sandbox, at the test's sandbox service, its key in m_keyFile.
    bool addTestProfile(const QString &name = u"Test sandbox"_s)
    {
        const CliRun run
            = cli({u"profile"_s, u"add"_s, name, u"--base-url"_s, m_sandbox->baseUrl().toString(),
                   u"--kind"_s, u"sandbox"_s, u"--key-file"_s, m_keyFile});
        if (run.exitCode != 0)
            qWarning().noquote() << run.err;
        return run.exitCode == 0;
    }

    static void checkOneErrorLine(const CliRun &run, int status, const QString &says)
    {
        QCOMPARE(run.exitCode, status);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.startsWith(u"paydesk-cli: "_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
    }

    QJsonArray profilesJson()
    {
        const CliRun run = cli({u"profile"_s, u"list"_s, u"--json"_s});
        if (run.exitCode != 0)
            return {};
        return QJsonDocument::fromJson(run.out.toUtf8()).array();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<paydesk::test::CliSandbox>();
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    }

    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
        m_keyFile = m_home->filePath(u"sandbox.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(m_keyFile, m_sandbox->key()));
    }

    void localSandboxOnAFreshHome()
    {
        const CliRun json = cli({u"wallets"_s, u"--profile"_s, u"Local sandbox"_s, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.err, QString());
        const QJsonArray wallets = QJsonDocument::fromJson(json.out.toUtf8()).array();
        QStringList currencies;
        for (const QJsonValue &wallet : wallets) {
            const QJsonObject w = wallet.toObject();
            currencies << w.value(u"currency"_s).toString();
            QVERIFY(w.value(u"id"_s).toString().startsWith(u"wlt-"_s));
            QVERIFY(!w.value(u"available"_s).toString().isEmpty());
        }
        QVERIFY2(currencies.contains(u"KES"_s) && currencies.contains(u"UGX"_s), qPrintable(json.out));

        // Without --profile: the one in use, the Local sandbox on a fresh home; a readable table.
        const CliRun table = cli({u"wallets"_s});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = table.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.first().startsWith(u"CURRENCY"_s), qPrintable(table.out));
        QVERIFY(lines.first().contains(u"AVAILABLE"_s) && lines.first().contains(u"WALLET"_s));
        QCOMPARE(lines.size(), wallets.size() + 1);
        QVERIFY(table.out.contains(u"KES"_s));
    }

    void profileListOnAFreshHome()
    {
        const QJsonArray profiles = profilesJson();
        QCOMPARE(profiles.size(), 1);
        const QJsonObject local = profiles.first().toObject();
        QCOMPARE(local.value(u"name"_s).toString(), u"Local sandbox"_s);
        QCOMPARE(local.value(u"kind"_s).toString(), u"local-sandbox"_s);
        QCOMPARE(local.value(u"current"_s).toBool(), true);
        const CliRun table = cli({u"profile"_s, u"list"_s});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains(u"NAME"_s) && table.out.contains(u"Local sandbox"_s));
    }

    void addProfileWithKeyFile()
    {
        QVERIFY(addTestProfile());
        const QJsonArray profiles = profilesJson();
        QCOMPARE(profiles.size(), 2);
        const QJsonObject added = profiles.at(1).toObject();
        QCOMPARE(added.value(u"name"_s).toString(), u"Test sandbox"_s);
        QCOMPARE(added.value(u"kind"_s).toString(), u"sandbox"_s);
        QCOMPARE(added.value(u"base_url"_s).toString(), m_sandbox->baseUrl().toString());
        QCOMPARE(added.value(u"key"_s).toString(), u"key-file"_s);
        QCOMPARE(added.value(u"key_file"_s).toString(), m_keyFile);
        QCOMPARE(added.value(u"current"_s).toBool(), false);

        // Its wallets come from the test's sandbox, read with the key in the file.
        const CliRun wallets = cli({u"wallets"_s, u"--profile"_s, u"test SANDBOX"_s, u"--json"_s});
        QCOMPARE(wallets.exitCode, 0);
        QVERIFY2(wallets.out.contains(u"\"KES\""_s), qPrintable(wallets.err));
        // The key: in the key file only, never in the preferences, the database or the output.
        const QByteArray key = m_sandbox->key().toUtf8();
        QByteArray written = everythingWritten();
        QCOMPARE(written.count(key), 1); // the key file's line, and nowhere else

        QVERIFY(!wallets.out.contains(m_sandbox->key()) && !wallets.err.contains(m_sandbox->key()));

        // A second profile of that name is refused.
        const CliRun again
            = cli({u"profile"_s, u"add"_s, u"Test Sandbox"_s, u"--base-url"_s,
                   m_sandbox->baseUrl().toString(), u"--kind"_s, u"sandbox"_s, u"--key-file"_s, m_keyFile});
        checkOneErrorLine(again, 2, u"Test Sandbox"_s);
        QCOMPARE(profilesJson().size(), 2);
    }

    void addRefusesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::addColumn<QByteArray>("input");
        const QString url = u"http://127.0.0.1:9/v1"_s;
        QTest::newRow("no name") << QStringList {u"--base-url"_s, url, u"--kind"_s, u"sandbox"_s} << u"NAME"_s
                                 << QByteArray("k\n");
        QTest::newRow("two names") << QStringList {u"A"_s, u"B"_s,      u"--base-url"_s,
                                                   url,    u"--kind"_s, u"sandbox"_s}
                                   << u"\u201CB\u201D"_s << QByteArray("k\n");
        QTest::newRow("bad kind") << QStringList {u"A"_s, u"--base-url"_s, url, u"--kind"_s, u"staging"_s}
                                  << u"staging"_s << QByteArray("k\n");
        QTest::newRow("local kind") << QStringList {u"A"_s, u"--base-url"_s, url, u"--kind"_s,
                                                    u"local-sandbox"_s}
                                    << u"local-sandbox"_s << QByteArray("k\n");
        QTest::newRow("http elsewhere")
            << QStringList {u"A"_s, u"--base-url"_s, u"http://pay.example.com/v1"_s, u"--kind"_s,
                            u"production"_s}
            << u"https"_s << QByteArray("k\n");
        QTest::newRow("Local sandbox's name")
            << QStringList {u"local sandbox"_s, u"--base-url"_s, url, u"--kind"_s, u"sandbox"_s}
            << u"local sandbox"_s << QByteArray("k\n");
        QTest::newRow("no key on stdin")
            << QStringList {u"A"_s, u"--base-url"_s, url, u"--kind"_s, u"sandbox"_s} << u"standard input"_s
            << QByteArray();
        QTest::newRow("missing key file") << QStringList {u"A"_s,
                                                          u"--base-url"_s,
                                                          url,
                                                          u"--kind"_s,
                                                          u"sandbox"_s,
                                                          u"--key-file"_s,
                                                          u"/nonexistent/paydesk.key"_s}
                                          << u"/nonexistent/paydesk.key"_s << QByteArray();
    }
    void addRefusesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        QFETCH(QByteArray, input);
        const CliRun run = cli(QStringList {u"profile"_s, u"add"_s} + arguments, input);
        checkOneErrorLine(run, 2, says);
        QCOMPARE(profilesJson().size(), 1);
    }

    // A key file that others can read is refused (as ssh refuses a private key), wherever it is named.
    void keyFileReadableByOthers()
    {
        QVERIFY(addTestProfile());
        const QString open = m_home->filePath(u"open.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(open, m_sandbox->key(),
                                            QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup
                                                | QFile::ReadOther));
        const CliRun named = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s, u"--key-file"_s, open});
        checkOneErrorLine(named, 2, u"chmod 600"_s);
        QVERIFY(named.err.contains(open));
        QCOMPARE(named.out, QString());

        QProcessEnvironment env;
        env.insert(u"PAYDESK_KEY_FILE"_s, open);
        const CliRun fromEnvironment = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s}, {}, env);
        checkOneErrorLine(fromEnvironment, 2, u"chmod 600"_s);

        const CliRun add
            = cli({u"profile"_s, u"add"_s, u"Other"_s, u"--base-url"_s, m_sandbox->baseUrl().toString(),
                   u"--kind"_s, u"sandbox"_s, u"--key-file"_s, open});
        checkOneErrorLine(add, 2, u"chmod 600"_s);
        QCOMPARE(profilesJson().size(), 2);

        // The profile's own key file, opened to others after it was added: a failure, said.
        QVERIFY(QFile::setPermissions(m_keyFile, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
        const CliRun kept = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s});
        checkOneErrorLine(kept, 1, u"chmod 600"_s);
        QVERIFY(!kept.err.contains(m_sandbox->key()));
    }

    // A profile added elsewhere (a team's, or before the key was in a file) gets its key on this
    // computer: a private key file, never one others can read; the Local sandbox needs none.
    void setKeyOfAnExistingProfile()
    {
        QVERIFY(addTestProfile());
        const QString other = m_home->filePath(u"other.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(other, m_sandbox->key(),
                                            QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
        const CliRun open = cli({u"profile"_s, u"set-key"_s, u"Test sandbox"_s, u"--key-file"_s, other});
        checkOneErrorLine(open, 2, u"chmod 600"_s);
        QCOMPARE(profilesJson().at(1)[u"key_file"_s].toString(), m_keyFile); // unchanged

        QVERIFY(QFile::setPermissions(other, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(QFile::remove(m_keyFile));
        const CliRun set = cli({u"profile"_s, u"set-key"_s, u"test sandbox"_s, u"--key-file"_s, other});
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        QVERIFY(set.out.contains(other));
        QCOMPARE(profilesJson().at(1)[u"key_file"_s].toString(), other);
        const CliRun wallets = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s, u"--json"_s});
        QVERIFY2(wallets.exitCode == 0, qPrintable(wallets.err)); // read from the new file

        const CliRun local = cli({u"profile"_s, u"set-key"_s, u"Local sandbox"_s, u"--key-file"_s, other});
        checkOneErrorLine(local, 2, u"needs no key"_s);
        const CliRun unknown = cli({u"profile"_s, u"set-key"_s, u"Acme"_s, u"--key-file"_s, other});
        checkOneErrorLine(unknown, 2, u"Acme"_s);
    }

    void keyFileMissing()
    {
        QVERIFY(addTestProfile());
        const CliRun run = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s, u"--key-file"_s,
                                m_home->filePath(u"none.key"_s)});
        checkOneErrorLine(run, 2, u"none.key"_s);
        QVERIFY(run.err.contains(u"does not exist"_s));
    }

    // PAYDESK_KEY_FILE names the file to read the key from: before the profile's own key file.
    void keyFromEnvironment()
    {
        QVERIFY(addTestProfile());
        const QString wrong = m_home->filePath(u"wrong.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(wrong, u"sbx_not-a-key-of-this-service"_s));
        QProcessEnvironment env;
        env.insert(u"PAYDESK_KEY_FILE"_s, wrong);
        const CliRun refused = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s}, {}, env);
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.errLines().size(), 1);
        QVERIFY(!refused.err.contains(u"sbx_not-a-key-of-this-service"_s));

        // The profile's key file broken: the one PAYDESK_KEY_FILE names is read instead.
        const QString good = m_home->filePath(u"good.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(good, m_sandbox->key()));
        QVERIFY(QFile::remove(m_keyFile));
        env.insert(u"PAYDESK_KEY_FILE"_s, good);
        const CliRun read = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s, u"--json"_s}, {}, env);
        QCOMPARE(read.exitCode, 0);
        QVERIFY(read.out.contains(u"\"KES\""_s));
        const CliRun without = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s});
        checkOneErrorLine(without, 1, m_keyFile);
    }

    void unknownProfile()
    {
        QVERIFY(addTestProfile());
        const CliRun run = cli({u"wallets"_s, u"--profile"_s, u"Acme"_s, u"--json"_s});
        checkOneErrorLine(run, 2, u"Acme"_s);
        QVERIFY2(run.err.contains(u"Local sandbox"_s) && run.err.contains(u"Test sandbox"_s),
                 qPrintable(run.err));
        QCOMPARE(run.out, QString());
        const CliRun remove = cli({u"profile"_s, u"remove"_s, u"Acme"_s});
        checkOneErrorLine(remove, 2, u"Acme"_s);
    }

    void serviceUnreachable()
    {
        const CliRun add = cli({u"profile"_s, u"add"_s, u"Gone"_s, u"--base-url"_s,
                                paydesk::test::closedServiceUrl().toString(), u"--kind"_s, u"sandbox"_s,
                                u"--key-file"_s, m_keyFile});
        QCOMPARE(add.exitCode, 0);
        const CliRun run = cli({u"wallets"_s, u"--profile"_s, u"Gone"_s, u"--json"_s});
        checkOneErrorLine(run, 1, u"could not be reached"_s);
        QVERIFY(run.err.contains(u"Gone"_s));
        QCOMPARE(run.out, QString());
    }

    // No keychain to be reached (no D-Bus session): the key typed is not kept anywhere, and no
    // profile is added without its key.
    void addWithoutAKeychain()
    {
        QTemporaryDir scratch;
        QProcessEnvironment env;
        env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + scratch.filePath(u"nonexistent/bus"_s));
        env.insert(u"XDG_RUNTIME_DIR"_s, scratch.path());
        const CliRun run = cli({u"profile"_s, u"add"_s, u"Keyed"_s, u"--base-url"_s,
                                m_sandbox->baseUrl().toString(), u"--kind"_s, u"sandbox"_s},
                               m_sandbox->key().toUtf8() + '\n', env);
        checkOneErrorLine(run, 1, u"system keychain"_s);
        QVERIFY(run.err.contains(u"--key-file"_s));
        QVERIFY(!run.err.contains(m_sandbox->key()));
        QCOMPARE(profilesJson().size(), 1);
        QCOMPARE(everythingWritten().count(m_sandbox->key().toUtf8()), 1); // the test's key file only
    }

    void removeProfile()
    {
        QVERIFY(addTestProfile());
        const CliRun local = cli({u"profile"_s, u"remove"_s, u"Local sandbox"_s});
        checkOneErrorLine(local, 2, u"cannot be removed"_s);
        const CliRun none = cli({u"profile"_s, u"remove"_s});
        checkOneErrorLine(none, 2, u"NAME"_s);

        const CliRun removed = cli({u"profile"_s, u"remove"_s, u"Test sandbox"_s});
        QCOMPARE(removed.exitCode, 0);
        QVERIFY(removed.out.contains(u"Test sandbox"_s));
        QCOMPARE(profilesJson().size(), 1);
        // Its key file is forgotten with it (a profile of the same name later does not inherit it).
        QVERIFY(!everythingWritten().contains(m_keyFile.toUtf8()));
        const CliRun wallets = cli({u"wallets"_s, u"--profile"_s, u"Test sandbox"_s});
        checkOneErrorLine(wallets, 2, u"Test sandbox"_s);
    }

    void dispatcherShowsAndChecksArguments()
    {
        const CliRun help = cli({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        for (const QString &command :
             {u"profile add NAME"_s, u"profile remove NAME"_s, u"profile list"_s, u"  wallets\n"_s,
              u"payouts list"_s, u"audit verify"_s, u"team init"_s})
            QVERIFY2(help.out.contains(command), qPrintable(command));
        const CliRun addHelp = cli({u"profile"_s, u"add"_s, u"--help"_s});
        QCOMPARE(addHelp.exitCode, 0);
        QVERIFY2(addHelp.out.contains(u"paydesk-cli profile add --base-url URL --kind sandbox|production "
                                      "[--key-file PATH] NAME"_s),
                 qPrintable(addHelp.out));
        QVERIFY(addHelp.out.contains(u"Arguments:"_s));
        const CliRun walletsHelp = cli({u"wallets"_s, u"--help"_s});
        QCOMPARE(walletsHelp.exitCode, 0);
        QVERIFY2(walletsHelp.out.contains(u"paydesk-cli wallets [--profile NAME]"_s),
                 qPrintable(walletsHelp.out));
        const CliRun payoutsHelp = cli({u"payouts"_s, u"list"_s, u"--help"_s});
        QVERIFY2(payoutsHelp.out.contains(u"-o, --output FILE"_s), qPrintable(payoutsHelp.out));
        QVERIFY(payoutsHelp.out.contains(u"[--state STATE\u2026]"_s));

        checkOneErrorLine(cli({u"wallets"_s, u"KES"_s}), 2, u"\u201CKES\u201D"_s);
        checkOneErrorLine(cli({u"profile"_s, u"list"_s, u"extra"_s}), 2, u"extra"_s);
        checkOneErrorLine(cli({u"wallets"_s, u"--json"_s, u"--json"_s}), 2, u"twice"_s);
        checkOneErrorLine(cli({u"wallets"_s, u"-x"_s}), 2, u"-x"_s);
        // After "--" a word that starts with a dash is the name.
        checkOneErrorLine(cli({u"profile"_s, u"remove"_s, u"--"_s, u"--odd"_s}), 2, u"--odd"_s);
    }

    void auditVerify()
    {
        QVERIFY(addTestProfile()); // the profile's addition is in the audit log
        const CliRun whole = cli({u"audit"_s, u"verify"_s});
        QCOMPARE(whole.exitCode, 0);
        QVERIFY2(whole.out.contains(u"whole"_s), qPrintable(whole.out));
        const CliRun json = cli({u"audit"_s, u"verify"_s, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject intact = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(intact.value(u"intact"_s).toBool(), true);
        QVERIFY(intact.value(u"entries_checked"_s).toInt() >= 1);

        // Entry 1 changed outside Paydesk (the append-only trigger dropped first, as one would).
        QString file;
        QDirIterator it(m_home->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext() && file.isEmpty()) {
            if (const QString path = it.next(); it.fileName() == u"paydesk.sqlite"_s)
                file = path;
        }
        QVERIFY(!file.isEmpty());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"DROP TRIGGER audit_log_append_only_update"_s));
            QVERIFY(q.exec(u"UPDATE audit_log SET detail = '{}' WHERE seq = 1"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"tamper"_s);
        const CliRun broken = cli({u"audit"_s, u"verify"_s});
        checkOneErrorLine(broken, 1, u"entry 1 "_s);
        QCOMPARE(broken.out, QString());
        const CliRun brokenJson = cli({u"audit"_s, u"verify"_s, u"--json"_s});
        QCOMPARE(brokenJson.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(brokenJson.out.toUtf8()).object();
        QCOMPARE(report.value(u"intact"_s).toBool(), false);
        QCOMPARE(report.value(u"first_broken_entry"_s).toInt(), 1);
        QCOMPARE(report.value(u"problem"_s).toString(), u"content-changed"_s);
    }
};

QTEST_GUILESS_MAIN(TestPaydeskCliCommands)
#include "tst_paydeskcli_commands.moc"
