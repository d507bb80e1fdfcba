// SPDX-License-Identifier: GPL-3.0-or-later
// A team database password remembered on this computer (Settings > Team database, the start-up
// sign-in) is in the OS keychain, under an entry of its own per host, port, database and login,
// and in no file under the configuration, data and cache directories; unticking Remember forgets
// it. With PAYDESK_TEST_PG set, the sign-in at start uses a remembered password without asking,
// and asks when the remembered one is refused. Label keychain: scripts/test runs it inside a
// private D-Bus session with gnome-keyring unlocked, under a temporary HOME.

#include "FakeTeamDatabase.h"
#include "SecretScan.h"
#include "secrets/KeyStore.h"
#include "settings/TeamDatabaseSettings.h"
#include "settings/TeamDatabaseSignIn.h"
#include "settings/TeamPasswords.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUuid>

#include <optional>

using namespace paydesk;
using namespace paydesk::test;
using secrets::KeyStore;
using secrets::KeyStoreResult;
using settings::StorePlace;

namespace {

constexpr int kWaitMs = 60000; // above KeyStore's own timeout: the test never hangs

std::optional<KeyStoreResult> resultOf(secrets::KeyStoreOp *op)
{
    std::optional<KeyStoreResult> result;
    QObject context;
    QObject::connect(op, &secrets::KeyStoreOp::finished, &context,
                     [&](const KeyStoreResult &r) { result = r; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, kWaitMs))
        return std::nullopt;
    return result;
}

StorePlace connectionOf(const QString &login)
{
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = QStringLiteral("db.example.com");
    c.database = QStringLiteral("treasury");
    c.sslMode = QStringLiteral("verify-full");
    c.login = login;
    return c;
}

} // namespace

class TestTeamDatabaseKeychain : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void rememberedInTheKeychainOnlyAndForgotten();
    void signInUsesTheRememberedPassword();

private:
    QList<StorePlace> m_made; // their entries are removed at the end
};

void TestTeamDatabaseKeychain::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paydesk"));
    QSettings().clear();
    KeyStore keys;
    const auto probe
        = resultOf(keys.readEntry(QStringLiteral("probe-") + QUuid::createUuid().toString(QUuid::Id128)));
    QVERIFY2(probe, "the keychain probe never finished");
    QVERIFY2(probe->errorKind() == KeyStoreResult::ErrorKind::NotFound,
             qPrintable(QStringLiteral("This test needs a reachable, unlocked Secret Service (run it through "
                                       "scripts/test, label keychain). The probe said: %1 [%2]")
                            .arg(probe->userMessage(), probe->detail())));
}

void TestTeamDatabaseKeychain::cleanupTestCase()
{
    KeyStore keys;
    for (const StorePlace &c : std::as_const(m_made))
        settings::TeamPasswords::forget(keys, c);
    QTRY_COMPARE_WITH_TIMEOUT(keys.pendingOperations(), 0, kWaitMs);
    QSettings().clear();
}

void TestTeamDatabaseKeychain::rememberedInTheKeychainOnlyAndForgotten()
{
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(8);
    const StorePlace ana = connectionOf(QStringLiteral("ana_") + tag);
    const StorePlace bob = connectionOf(QStringLiteral("bob_") + tag);
    m_made << ana << bob;
    QVERIFY(ana.keychainEntry() != bob.keychainEntry());
    StorePlace otherDatabase = ana;
    otherDatabase.database = QStringLiteral("treasury_test");
    QVERIFY(ana.keychainEntry() != otherDatabase.keychainEntry());
    const QString anaPassword = fakePassword() + QStringLiteral("-ana-") + tag;
    const QString bobPassword = fakePassword() + QStringLiteral("-bob-") + tag;

    QSettings settings; // the application's, under the test mode's config directory
    KeyStore keys;
    QSignalSpy keyEvents(&keys, &KeyStore::keyEvent); // a profile's API key only: never these
    settings::TeamDatabaseSettings controller(&settings, &keys);
    QSignalSpy saved(&controller, &settings::TeamDatabaseSettings::saveFinished);
    QVERIFY(controller.save(ana, anaPassword, true));
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, kWaitMs);
    QCOMPARE(saved.at(0).at(1).toString(), QString()); // no keychain problem
    QVERIFY(controller.save(bob, bobPassword, true));
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 2, kWaitMs);

    auto read = [&keys](const StorePlace &c) { return resultOf(settings::TeamPasswords::read(keys, c)); };
    std::optional<KeyStoreResult> a = read(ana);
    QVERIFY(a && a->ok());
    QCOMPARE(a->secret(), anaPassword);
    std::optional<KeyStoreResult> b = read(bob);
    QVERIFY(b && b->ok());
    QCOMPARE(b->secret(), bobPassword);
    QVERIFY(keyEvents.isEmpty());

    settings.sync();
    int scanned = 0;
    const QStringList hits
        = filesContaining(scannedRoots(), encodingsOf(anaPassword) + encodingsOf(bobPassword), &scanned);
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u", ")));
    QVERIFY(scanned > 0); // the settings file at least

    // The page shows that a password is remembered for the login.
    QSignalSpy remembered(&controller, &settings::TeamDatabaseSettings::rememberedChanged);
    controller.lookUpRemembered(ana);
    QTRY_COMPARE_WITH_TIMEOUT(remembered.count(), 1, kWaitMs);
    QCOMPARE(remembered.at(0).at(0).toBool(), true);

    // Saved again with Remember ticked and no password typed: what is remembered stays.
    QVERIFY(controller.save(ana, {}, true));
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 3, kWaitMs);
    a = read(ana);
    QVERIFY(a && a->ok());
    QCOMPARE(a->secret(), anaPassword);

    // Unticked: forgotten, Bob's kept.
    QVERIFY(controller.save(ana, {}, false));
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 4, kWaitMs);
    a = read(ana);
    QVERIFY(a);
    QCOMPARE(a->errorKind(), KeyStoreResult::ErrorKind::NotFound);
    b = read(bob);
    QVERIFY(b && b->ok());
    controller.lookUpRemembered(ana);
    QTRY_COMPARE_WITH_TIMEOUT(remembered.count(), 3, kWaitMs); // save's, then this look-up
    QCOMPARE(remembered.last().at(0).toBool(), false);
}

void TestTeamDatabaseKeychain::signInUsesTheRememberedPassword()
{
    if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_PG"))
        QSKIP("needs a PostgreSQL server (PAYDESK_TEST_PG)");
    FakeTeamDatabase team;
    QString why;
    QVERIFY2(team.setUp(&why), qPrintable(why));
    auto dropped = qScopeGuard([&team] { team.tearDown(); });
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = team.server().host;
    c.port = team.server().port;
    c.database = team.database();
    c.sslMode = QStringLiteral("disable");
    c.login = team.login();
    m_made << c;
    KeyStore keys;
    std::optional<KeyStoreResult> written
        = resultOf(settings::TeamPasswords::remember(keys, c, team.password()));
    QVERIFY(written && written->ok());
    {
        settings::TeamDatabaseSignIn signIn(c, &keys);
        QSignalSpy asked(&signIn, &settings::TeamDatabaseSignIn::passwordNeeded);
        QSignalSpy ready(&signIn, &settings::TeamDatabaseSignIn::ready);
        signIn.start();
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kWaitMs);
        QVERIFY(asked.isEmpty());
        QCOMPARE(signIn.config().password, team.password());
    }
    // The password changed on the server since: the remembered one is refused, the person asked.
    written = resultOf(settings::TeamPasswords::remember(keys, c, QStringLiteral("an-old-password")));
    QVERIFY(written && written->ok());
    settings::TeamDatabaseSignIn signIn(c, &keys);
    QSignalSpy asked(&signIn, &settings::TeamDatabaseSignIn::passwordNeeded);
    signIn.start();
    QTRY_COMPARE_WITH_TIMEOUT(asked.count(), 1, kWaitMs);
    QVERIFY2(asked.at(0).at(0).toString().contains(u"remembered"_qs),
             qPrintable(asked.at(0).at(0).toString()));
    // Typed again with Remember: the keychain holds the new one.
    QSignalSpy ready(&signIn, &settings::TeamDatabaseSignIn::ready);
    signIn.submit(team.password(), true);
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kWaitMs);
    const std::optional<KeyStoreResult> now = resultOf(settings::TeamPasswords::read(keys, c));
    QVERIFY(now && now->ok());
    QCOMPARE(now->secret(), team.password());
}

QTEST_MAIN(TestTeamDatabaseKeychain)
#include "tst_teamdatabase_keychain.moc"
