// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli's profile commands in team mode (label postgres: a team database of the test's own,
// TeamDatabase.h, on the server of scripts/test): each workstation a home of its own whose
// Settings > Team database names the team database and its operator's login, the password in a
// libpq password file (a scheduled job's way). An administrator adds a profile (its key in a
// private key file on their computer), and another workstation lists it; a maker's add and remove
// are refused by the database, said in one line (exit 1); the administrator removes it.
#include "CliRun.h"
#include "CliSandbox.h"
#include "TeamDatabase.h"
#include "settings/StorePlace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using paydesk::operators::Operator;
using paydesk::test::CliRun;

namespace {

// A workstation of the team: a home whose preferences name the team database and `login`, and a
// libpq password file with the login's password.
struct Workstation
{
    QTemporaryDir home;
    QProcessEnvironment env;

    bool setUp(const paydesk::store::StoreConfig &login)
    {
        paydesk::settings::StorePlace place;
        place.mode = paydesk::settings::StorePlace::Mode::Team;
        place.host = login.host;
        place.port = login.port;
        place.database = login.database;
        place.login = login.user;
        place.sslMode = u"prefer"_s;
        {
            QSettings settings(home.filePath(u".config/Paydesk/Paydesk.conf"_s), QSettings::IniFormat);
            place.save(settings);
            settings.sync();
            if (settings.status() != QSettings::NoError)
                return false;
        }
        const QString passFile = home.filePath(u"pgpass"_s);
        QFile file(passFile);
        if (!file.open(QIODevice::WriteOnly))
            return false;
        file.write(u"%1:%2:%3:%4:%5\n"_s.arg(login.host)
                       .arg(login.port)
                       .arg(login.database, login.user, login.password)
                       .toUtf8());
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        env.insert(u"PGPASSFILE"_s, passFile);
        return true;
    }

    CliRun cli(const QStringList &arguments)
    {
        return paydesk::test::runCli(home.path(), arguments, {}, env);
    }

    QStringList profileNames()
    {
        const CliRun run = cli({u"profile"_s, u"list"_s, u"--json"_s});
        QStringList names;
        for (const QJsonValue &value : QJsonDocument::fromJson(run.out.toUtf8()).array())
            names << value.toObject().value(u"name"_s).toString();
        return names;
    }
};

} // namespace

class TestPaydeskCliTeam : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void profilesOfTheTeam()
    {
        paydesk::test::TeamDatabase team;
        QString why;
        QVERIFY2(team.setUp(&why), qPrintable(why));
        const paydesk::store::StoreConfig ana = team.addOperator(u"ana"_s, Operator::Role::Approver, true);
        const paydesk::store::StoreConfig kofi = team.addOperator(u"kofi"_s, Operator::Role::Maker);
        QVERIFY(!ana.user.isEmpty() && !kofi.user.isEmpty());
        paydesk::test::CliSandbox sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));

        Workstation admin;
        Workstation maker;
        QVERIFY(admin.setUp(ana) && maker.setUp(kofi));
        const QString keyFile = admin.home.filePath(u"sandbox.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(keyFile, sandbox.key()));

        const CliRun added
            = admin.cli({u"profile"_s, u"add"_s, u"Team sandbox"_s, u"--base-url"_s,
                         sandbox.baseUrl().toString(), u"--kind"_s, u"sandbox"_s, u"--key-file"_s, keyFile});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        QVERIFY(maker.profileNames().contains(u"Team sandbox"_s)); // the team's, on another workstation
        const CliRun list = maker.cli({u"profile"_s, u"list"_s});
        QVERIFY2(list.out.contains(u"team"_s), qPrintable(list.out));
        // The key file is the administrator's computer's: the team's profile works there.
        const CliRun wallets = admin.cli({u"wallets"_s, u"--profile"_s, u"Team sandbox"_s, u"--json"_s});
        QCOMPARE(wallets.exitCode, 0);
        QVERIFY(wallets.out.contains(u"\"KES\""_s));

        const CliRun refused
            = maker.cli({u"profile"_s, u"add"_s, u"Maker's"_s, u"--base-url"_s, sandbox.baseUrl().toString(),
                         u"--kind"_s, u"sandbox"_s, u"--key-file"_s, keyFile});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.errLines().size(), 1);
        QVERIFY2(refused.err.contains(u"administrator"_s), qPrintable(refused.err));
        QVERIFY(!admin.profileNames().contains(u"Maker's"_s));

        const CliRun notRemoved = maker.cli({u"profile"_s, u"remove"_s, u"Team sandbox"_s});
        QCOMPARE(notRemoved.exitCode, 1);
        QCOMPARE(notRemoved.errLines().size(), 1);
        QVERIFY2(notRemoved.err.contains(u"administrator"_s), qPrintable(notRemoved.err));
        QVERIFY(admin.profileNames().contains(u"Team sandbox"_s));

        const CliRun removed = admin.cli({u"profile"_s, u"remove"_s, u"Team sandbox"_s});
        QVERIFY2(removed.exitCode == 0 || removed.err.contains(u"keychain"_s), qPrintable(removed.err));
        QVERIFY(!maker.profileNames().contains(u"Team sandbox"_s));

        // The audit log of the team database, verified from a workstation.
        const CliRun verified = admin.cli({u"audit"_s, u"verify"_s, u"--json"_s});
        QVERIFY2(verified.exitCode == 0, qPrintable(verified.err));
        QVERIFY(QJsonDocument::fromJson(verified.out.toUtf8()).object().value(u"intact"_s).toBool());
    }
};

QTEST_GUILESS_MAIN(TestPaydeskCliTeam)
#include "tst_paydeskcli_team.moc"
