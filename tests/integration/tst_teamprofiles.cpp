// SPDX-License-Identifier: GPL-3.0-or-later
// ProfileStore in team mode (label postgres): a team database (TeamDatabase.h) holds the team's
// profiles; an administrator adds, changes and removes one on one workstation's store and another
// workstation's store sees it; a maker's add is refused by the database (PD002) with a sentence
// saying so, and the list goes back to the team's; the database recorded the changes in the audit
// log itself (once each); a store on a PostgreSQL database that is not a team one keeps this
// computer's profiles.

#include "AppContext.h"
#include "StoreBackend.h"
#include "TeamDatabase.h"
#include "Waits.h"
#include "operators/SignedIn.h"
#include "profiles/ProfileStore.h"
#include "settings/StorePlace.h"
#include "store/ChangeListener.h"
#include "store/Store.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::test;
using operators::Operator;
using profiles::Profile;
using profiles::ProfileStore;

namespace {

constexpr int kWaitMs = 30000;

// One workstation: its own settings file and store, signed in to the team as one login.
struct Workstation
{
    Workstation(const QString &settingsFile, const store::StoreConfig &config)
        : store(config)
        , profiles(std::make_unique<QSettings>(settingsFile, QSettings::IniFormat))
    {
        profiles.followTeamDatabase(&store);
    }
    ~Workstation() { store.waitForPosted(); }

    store::Store store;
    ProfileStore profiles;
};

QStringList namesOf(const ProfileStore &profiles)
{
    QStringList names;
    for (const Profile &p : profiles.profiles())
        names << p.name;
    return names;
}

} // namespace

class TestTeamProfiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void administratorsChangeWhatEveryWorkstationSees();
    void aMakersAddIsRefusedByTheDatabase();
    void aDatabaseThatIsNotATeamOneKeepsThisComputersProfiles();
    void theAppContextOnATeamDatabaseHasTheTeamsProfiles();

private:
    QString settingsFile() { return m_dir.filePath(QUuid::createUuid().toString(QUuid::Id128) + u".ini"_qs); }

    QTemporaryDir m_dir;
    std::unique_ptr<TeamDatabase> m_team;
};

void TestTeamProfiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestTeamProfiles::init()
{
    m_team = std::make_unique<TeamDatabase>();
    QString why;
    QVERIFY2(m_team->setUp(&why), qPrintable(why));
}

void TestTeamProfiles::cleanup()
{
    m_team.reset();
}

void TestTeamProfiles::administratorsChangeWhatEveryWorkstationSees()
{
    const store::StoreConfig admin = m_team->addOperator(u"ada"_qs, Operator::Role::Approver, true);
    const store::StoreConfig maker = m_team->addOperator(u"mo"_qs, Operator::Role::Maker);
    QVERIFY(!admin.user.isEmpty() && !maker.user.isEmpty());
    // The admin's workstation had a profile of its own before joining: not the team's.
    const QString adminSettings = settingsFile();
    {
        ProfileStore local(std::make_unique<QSettings>(adminSettings, QSettings::IniFormat));
        QVERIFY(local.save(Profile::create(Profile::Kind::Sandbox, u"Mine only"_qs,
                                           QUrl(u"https://mine.example.com/v1"_qs))));
    }
    Workstation a(adminSettings, admin);
    Workstation b(settingsFile(), maker);
    QSignalSpy aLoaded(&a.profiles, &ProfileStore::teamLoaded);
    QSignalSpy bLoaded(&b.profiles, &ProfileStore::teamLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(aLoaded.count(), 1, kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(bLoaded.count(), 1, kWaitMs);
    QVERIFY(a.profiles.isTeam());
    QCOMPARE(namesOf(a.profiles), QStringList({Profile::localSandbox().name})); // the team has none yet
    QSignalSpy added(&a.profiles, &ProfileStore::profileAdded); // for the app's recorder: not in team mode

    // The administrator adds one.
    QSignalSpy done(&a.profiles, &ProfileStore::teamChangeDone);
    QSignalSpy failed(&a.profiles, &ProfileStore::teamChangeFailed);
    Profile acme = Profile::create(Profile::Kind::Production, u"Acme payouts"_qs,
                                   QUrl(u"https://api.acme.example/v1"_qs));
    QVERIFY(a.profiles.save(acme));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kWaitMs);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(1).toString()));
    QVERIFY(added.isEmpty());

    // The other workstation sees it when it reads the team's profiles again.
    QSignalSpy bChanged(&b.profiles, &ProfileStore::profilesChanged);
    b.profiles.reload();
    QTRY_COMPARE_WITH_TIMEOUT(bChanged.count(), 1, kWaitMs);
    const std::optional<Profile> seen = b.profiles.profile(acme.id);
    QVERIFY(seen);
    QCOMPARE(*seen, acme);
    QVERIFY(b.profiles.setCurrent(acme.id)); // each workstation looks at the profile it chooses

    // Changed, then removed: each time at the revision read.
    acme.name = u"Acme payouts (EU)"_qs;
    QVERIFY(a.profiles.save(acme));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, kWaitMs);
    b.profiles.reload();
    QTRY_COMPARE_WITH_TIMEOUT(b.profiles.profile(acme.id).value_or(Profile()).name, acme.name, kWaitMs);
    QVERIFY(a.profiles.remove(acme.id));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 3, kWaitMs);
    QVERIFY(failed.isEmpty());
    QSignalSpy bCurrent(&b.profiles, &ProfileStore::currentChanged);
    b.profiles.reload();
    QTRY_VERIFY_WITH_TIMEOUT(!b.profiles.contains(acme.id), kWaitMs);
    QCOMPARE(bCurrent.count(), 1); // the one it looked at is gone: the Local sandbox
    QVERIFY(b.profiles.current().isLocalSandbox());

    // The database recorded each change once, by the administrator.
    QSqlDatabase owner = m_team->connect(m_team->ownerConfig());
    QSqlQuery q(owner);
    QVERIFY(
        q.exec(u"SELECT action, detail FROM audit_log WHERE profile_id = '%1' ORDER BY seq"_qs.arg(acme.id)));
    QStringList actions;
    while (q.next()) {
        actions << q.value(0).toString();
        QVERIFY2(q.value(1).toString().contains(admin.user), qPrintable(q.value(1).toString()));
    }
    QCOMPARE(actions, QStringList({u"profile.added"_qs, u"profile.changed"_qs, u"profile.removed"_qs}));

    // This computer's own profile is still in its settings, for "This computer only".
    ProfileStore local(std::make_unique<QSettings>(adminSettings, QSettings::IniFormat));
    QVERIFY(namesOf(local).contains(u"Mine only"_qs));
}

void TestTeamProfiles::aMakersAddIsRefusedByTheDatabase()
{
    const store::StoreConfig maker = m_team->addOperator(u"mo"_qs, Operator::Role::Maker);
    QVERIFY(!maker.user.isEmpty());
    Workstation w(settingsFile(), maker);
    QSignalSpy loaded(&w.profiles, &ProfileStore::teamLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWaitMs);
    QSignalSpy done(&w.profiles, &ProfileStore::teamChangeDone);
    QSignalSpy failed(&w.profiles, &ProfileStore::teamChangeFailed);
    QSignalSpy changed(&w.profiles, &ProfileStore::profilesChanged);
    const Profile sneaky
        = Profile::create(Profile::Kind::Sandbox, u"Sneaky"_qs, QUrl(u"https://sneaky.example.com/v1"_qs));
    QVERIFY(w.profiles.save(sneaky)); // shown at once, sent to the database
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
    QVERIFY(done.isEmpty());
    QCOMPARE(failed.at(0).at(0).toString(), sneaky.id);
    const QString why = failed.at(0).at(1).toString();
    QVERIFY2(why.contains(u"Sneaky"_qs) && why.contains(u"role"_qs, Qt::CaseInsensitive), qPrintable(why));
    // The list goes back to the team's: without it.
    QTRY_VERIFY_WITH_TIMEOUT(!w.profiles.contains(sneaky.id), kWaitMs);
    QVERIFY(changed.count() >= 2);
    QSqlDatabase owner = m_team->connect(m_team->ownerConfig());
    QSqlQuery q(owner);
    QVERIFY(q.exec(u"SELECT count(*) FROM team_profiles"_qs) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

void TestTeamProfiles::aDatabaseThatIsNotATeamOneKeepsThisComputersProfiles()
{
    StoreBackend plain;
    QString why;
    qputenv("PAYDESK_TEST_STORE", "postgres");
    QVERIFY2(plain.setUp(&why), qPrintable(why));
    QVERIFY2(plain.beginTest(&why), qPrintable(why));
    const QString file = settingsFile();
    {
        ProfileStore local(std::make_unique<QSettings>(file, QSettings::IniFormat));
        QVERIFY(local.save(Profile::create(Profile::Kind::Sandbox, u"Mine only"_qs,
                                           QUrl(u"https://mine.example.com/v1"_qs))));
    }
    {
        Workstation w(file, plain.config());
        QVERIFY(settle(w.store));
        QVERIFY(!w.profiles.isTeam());
        QVERIFY(namesOf(w.profiles).contains(u"Mine only"_qs));
    }
    plain.endTest();
    plain.tearDown();
}

void TestTeamProfiles::theAppContextOnATeamDatabaseHasTheTeamsProfiles()
{
    const store::StoreConfig admin = m_team->addOperator(u"ada"_qs, Operator::Role::Approver, true);
    QVERIFY(!admin.user.isEmpty());
    const Profile acme = Profile::create(Profile::Kind::Sandbox, u"Acme sandbox"_qs,
                                         QUrl(u"https://sandbox.acme.example/v1"_qs));
    {
        Workstation w(settingsFile(), admin);
        QSignalSpy loaded(&w.profiles, &ProfileStore::teamLoaded);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWaitMs);
        QSignalSpy done(&w.profiles, &ProfileStore::teamChangeDone);
        QVERIFY(w.profiles.save(acme));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kWaitMs);
    }
    // What ui/main.cpp builds after the sign-in: the context on the team database for that login.
    AppContext::Options options;
    options.settings = std::make_unique<QSettings>(settingsFile(), QSettings::IniFormat);
    options.store = admin;
    AppContext context(std::move(options));
    QTRY_VERIFY_WITH_TIMEOUT(context.profiles().isTeam(), kWaitMs);
    QVERIFY(context.profiles().contains(acme.id));
    QVERIFY(context.storeInUse().isTeam());
    QCOMPARE(context.storeInUse().login, admin.user);
    // The person typed their password to sign in to the team: that login is signed in, not asked again.
    QTRY_VERIFY_WITH_TIMEOUT(context.signedIn().isSignedIn(), kWaitMs);
    QCOMPARE(context.signedIn().id(), admin.user);
    QVERIFY(context.signedIn().current()->administrator);
    QVERIFY(context.isTeam());

    // Another workstation's administrator adds a profile: this context reads the team's list again
    // as soon as the database says so (ChangeListener), with no reload asked.
    QVERIFY(context.changeListener());
    QTRY_VERIFY_WITH_TIMEOUT(context.changeListener()->isListening(), kWaitMs);
    const Profile other = Profile::create(Profile::Kind::Sandbox, u"Other sandbox"_qs,
                                          QUrl(u"https://sandbox.other.example/v1"_qs));
    {
        Workstation w(settingsFile(), admin);
        QSignalSpy loaded(&w.profiles, &ProfileStore::teamLoaded);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWaitMs);
        QSignalSpy done(&w.profiles, &ProfileStore::teamChangeDone);
        QVERIFY(w.profiles.save(other));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kWaitMs);
    }
    QTRY_VERIFY_WITH_TIMEOUT(context.profiles().contains(other.id), kWaitMs);
}

QTEST_GUILESS_MAIN(TestTeamProfiles)
#include "tst_teamprofiles.moc"
