// SPDX-License-Identifier: GPL-3.0-or-later
// ProfileStore: the built-in Local sandbox, adding, changing and removing profiles, the profile in
// use, validation with messages for a person, and what is (and is not) kept in the settings.

#include "profiles/ProfileStore.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace paydesk::profiles;

class TestProfileStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void freshInstallUsesTheLocalSandbox();
    void localSandboxCannotBeChangedOrRemoved();
    void savedProfilesComeBack();
    void updateKeepsIdAndOrder();
    void currentProfileIsRemembered();
    void savingTheCurrentProfileTellsOnlyWhenItChanged();
    void removingTheCurrentProfileFallsBackToTheLocalSandbox();
    void eachChangeIsAnnouncedWithItsProfiles();
    void validation_data();
    void validation();
    void normalizedBaseUrl_data();
    void normalizedBaseUrl();
    void malformedEntriesAreIgnored();
    void settingsHoldNoKeyField();
    void defaultSettingsAreTheTestModeOnes();

private:
    std::unique_ptr<QSettings> settings() const
    {
        return std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("profiles.ini")),
                                           QSettings::IniFormat);
    }
    std::unique_ptr<ProfileStore> store() const { return std::make_unique<ProfileStore>(settings()); }

    QTemporaryDir m_dir;
};

void TestProfileStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestProfileStore::init()
{
    QFile::remove(m_dir.filePath(QStringLiteral("profiles.ini")));
}

void TestProfileStore::freshInstallUsesTheLocalSandbox()
{
    auto s = store();
    QCOMPARE(s->profiles().size(), 1);
    const Profile local = s->profiles().constFirst();
    QCOMPARE(local.id, Profile::localSandboxId());
    QCOMPARE(local.kind, Profile::Kind::LocalSandbox);
    QCOMPARE(local.name, u"Local sandbox"_qs);
    QCOMPARE(s->current().id, Profile::localSandboxId());
    QCOMPARE(s->currentId(), Profile::localSandboxId());
    QVERIFY(!s->current().isProduction());
}

void TestProfileStore::localSandboxCannotBeChangedOrRemoved()
{
    auto s = store();
    QSignalSpy changed(s.get(), &ProfileStore::profilesChanged);
    QString why;
    QVERIFY(!s->remove(Profile::localSandboxId(), &why));
    QVERIFY2(why.contains(u"cannot be removed"), qPrintable(why));

    Profile renamed = Profile::localSandbox();
    renamed.name = u"Mine"_qs;
    why.clear();
    QVERIFY(!s->save(renamed, &why));
    QVERIFY2(why.contains(u"built in"), qPrintable(why));

    // Another profile cannot pose as a local sandbox either.
    Profile fake
        = Profile::create(Profile::Kind::LocalSandbox, u"Fake"_qs, QUrl(u"https://example.com/v1"_qs));
    QVERIFY(!s->save(fake, &why));
    QCOMPARE(s->profiles().size(), 1);
    QCOMPARE(changed.size(), 0);
}

void TestProfileStore::savedProfilesComeBack()
{
    const Profile sandbox = Profile::create(Profile::Kind::Sandbox, u"Acme sandbox"_qs,
                                            QUrl(u"https://sandbox.example.com/v1"_qs));
    const Profile production
        = Profile::create(Profile::Kind::Production, u"Acme"_qs, QUrl(u"https://api.example.com/v1"_qs));
    {
        auto s = store();
        QSignalSpy changed(s.get(), &ProfileStore::profilesChanged);
        QString why;
        QVERIFY2(s->save(sandbox, &why), qPrintable(why));
        QVERIFY2(s->save(production, &why), qPrintable(why));
        QCOMPARE(changed.size(), 2);
    }
    auto again = store();
    const QList<Profile> all = again->profiles();
    QCOMPARE(all.size(), 3);
    QCOMPARE(all.at(0).id, Profile::localSandboxId());
    QCOMPARE(all.at(1), sandbox);
    QCOMPARE(all.at(2), production);
    QVERIFY(all.at(2).isProduction());
    QCOMPARE(again->profile(production.id).value_or(Profile()).baseUrl,
             QUrl(u"https://api.example.com/v1"_qs));
    QVERIFY(!again->profile(u"no-such-id"_qs));
}

void TestProfileStore::updateKeepsIdAndOrder()
{
    auto s = store();
    Profile a = Profile::create(Profile::Kind::Sandbox, u"A"_qs, QUrl(u"https://a.example.com/v1"_qs));
    Profile b = Profile::create(Profile::Kind::Sandbox, u"B"_qs, QUrl(u"https://b.example.com/v1"_qs));
    QVERIFY(s->save(a));
    QVERIFY(s->save(b));
    a.name = u"  A renamed  "_qs;
    a.kind = Profile::Kind::Production;
    QVERIFY(s->save(a));
    auto again = store();
    QCOMPARE(again->profiles().size(), 3);
    QCOMPARE(again->profiles().at(1).id, a.id);
    QCOMPARE(again->profiles().at(1).name, u"A renamed"_qs); // trimmed
    QCOMPARE(again->profiles().at(1).kind, Profile::Kind::Production);
    QCOMPARE(again->profiles().at(2).id, b.id);

    // A profile without an id gets a fresh one.
    Profile c;
    c.name = u"C"_qs;
    c.baseUrl = QUrl(u"https://c.example.com/v1"_qs);
    QVERIFY(again->save(c));
    QCOMPARE(again->profiles().size(), 4);
    QVERIFY(!QUuid::fromString(again->profiles().at(3).id).isNull());
}

void TestProfileStore::currentProfileIsRemembered()
{
    const Profile p
        = Profile::create(Profile::Kind::Production, u"Live"_qs, QUrl(u"https://api.example.com/v1"_qs));
    {
        auto s = store();
        QVERIFY(s->save(p));
        QSignalSpy current(s.get(), &ProfileStore::currentChanged);
        QVERIFY(!s->setCurrent(u"unknown"_qs));
        QCOMPARE(current.size(), 0);
        QVERIFY(s->setCurrent(p.id));
        QCOMPARE(current.size(), 1);
        QCOMPARE(current.at(0).at(0).value<Profile>().id, p.id);
        QVERIFY(s->setCurrent(p.id)); // already current: no signal
        QCOMPARE(current.size(), 1);
    }
    auto again = store();
    QCOMPARE(again->currentId(), p.id);
    QVERIFY(again->current().isProduction());
}

void TestProfileStore::savingTheCurrentProfileTellsOnlyWhenItChanged()
{
    // currentChanged() reconnects the client and reloads the page: Save pressed on an unchanged
    // profile must not do it.
    auto s = store();
    Profile p = Profile::create(Profile::Kind::Sandbox, u"Acme"_qs, QUrl(u"https://a.example.com/v1"_qs));
    QVERIFY(s->save(p));
    QVERIFY(s->setCurrent(p.id));
    QSignalSpy current(s.get(), &ProfileStore::currentChanged);
    QSignalSpy changed(s.get(), &ProfileStore::profilesChanged);
    p.name = u" Acme "_qs; // the same once trimmed
    QVERIFY(s->save(p));
    QCOMPARE(current.size(), 0);
    QCOMPARE(changed.size(), 0);
    p.baseUrl = QUrl(u"https://b.example.com/v1"_qs);
    QVERIFY(s->save(p));
    QCOMPARE(current.size(), 1);
    QCOMPARE(current.at(0).at(0).value<Profile>().baseUrl, p.baseUrl);
    QCOMPARE(changed.size(), 1);
}

void TestProfileStore::removingTheCurrentProfileFallsBackToTheLocalSandbox()
{
    auto s = store();
    const Profile p
        = Profile::create(Profile::Kind::Sandbox, u"Test"_qs, QUrl(u"https://t.example.com/v1"_qs));
    QVERIFY(s->save(p));
    QVERIFY(s->setCurrent(p.id));
    QSignalSpy current(s.get(), &ProfileStore::currentChanged);
    QSignalSpy changed(s.get(), &ProfileStore::profilesChanged);
    QVERIFY(s->remove(p.id));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(current.size(), 1);
    QCOMPARE(current.at(0).at(0).value<Profile>().id, Profile::localSandboxId());
    QCOMPARE(s->currentId(), Profile::localSandboxId());
    QString why;
    QVERIFY(!s->remove(p.id, &why));
    QVERIFY(!why.isEmpty());
    QCOMPARE(store()->currentId(), Profile::localSandboxId());
    QCOMPARE(store()->profiles().size(), 1);
}

void TestProfileStore::eachChangeIsAnnouncedWithItsProfiles()
{
    // What the audit log records: which profile was added, how it changed, which was removed.
    auto s = store();
    QSignalSpy added(s.get(), &ProfileStore::profileAdded);
    QSignalSpy changedOne(s.get(), &ProfileStore::profileChanged);
    QSignalSpy removed(s.get(), &ProfileStore::profileRemoved);
    QSignalSpy changed(s.get(), &ProfileStore::profilesChanged);

    Profile p = Profile::create(Profile::Kind::Sandbox, u"Acme"_qs, QUrl(u"https://a.example.com/v1"_qs));
    QVERIFY(s->save(p));
    QCOMPARE(added.size(), 1);
    QCOMPARE(added.at(0).at(0).value<Profile>(), p);

    const Profile before = p;
    p.kind = Profile::Kind::Production;
    p.baseUrl = QUrl(u"https://api.example.com/v1"_qs);
    QVERIFY(s->save(p));
    QCOMPARE(changedOne.size(), 1);
    QCOMPARE(changedOne.at(0).at(0).value<Profile>(), before);
    QCOMPARE(changedOne.at(0).at(1).value<Profile>(), p);
    QVERIFY(s->save(p)); // unchanged: nothing
    QCOMPARE(changedOne.size(), 1);

    QVERIFY(s->remove(p.id));
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.at(0).at(0).value<Profile>(), p);

    // Refusals announce nothing.
    QVERIFY(!s->remove(p.id));
    QVERIFY(!s->remove(Profile::localSandboxId()));
    Profile unnamed
        = Profile::create(Profile::Kind::Sandbox, QString(), QUrl(u"https://b.example.com/v1"_qs));
    QVERIFY(!s->save(unnamed));
    QCOMPARE(added.size(), 1);
    QCOMPARE(changedOne.size(), 1);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(changed.size(), 3); // and profilesChanged() as before, once per change
}

void TestProfileStore::validation_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("message"); // part of the reason given

    QTest::newRow("https") << u"Acme"_qs << u"https://api.example.com/v1"_qs << true << QString();
    QTest::newRow("http on loopback") << u"Acme"_qs << u"http://127.0.0.1:8080/v1"_qs << true << QString();
    QTest::newRow("http on localhost") << u"Acme"_qs << u"http://localhost:8080/v1"_qs << true << QString();
    QTest::newRow("http elsewhere") << u"Acme"_qs << u"http://api.example.com/v1"_qs << false
                                    << u"unencrypted"_qs;
    QTest::newRow("other scheme") << u"Acme"_qs << u"ftp://api.example.com/v1"_qs << false << u"https://"_qs;
    QTest::newRow("no host") << u"Acme"_qs << u"https:///v1"_qs << false << u"not a valid address"_qs;
    QTest::newRow("no address") << u"Acme"_qs << QString() << false << u"address of the payments service"_qs;
    QTest::newRow("no name") << u"  "_qs << u"https://api.example.com/v1"_qs << false << u"name"_qs;
    QTest::newRow("name taken") << u"existing"_qs << u"https://api.example.com/v1"_qs << false
                                << u"already called"_qs;
    QTest::newRow("name of the local sandbox")
        << u"local SANDBOX"_qs << u"https://api.example.com/v1"_qs << false << u"already called"_qs;
}

void TestProfileStore::validation()
{
    QFETCH(QString, name);
    QFETCH(QString, url);
    QFETCH(bool, valid);
    QFETCH(QString, message);
    auto s = store();
    QVERIFY(s->save(
        Profile::create(Profile::Kind::Sandbox, u"Existing"_qs, QUrl(u"https://x.example.com/v1"_qs))));
    const Profile p = Profile::create(Profile::Kind::Sandbox, name, ProfileStore::normalizedBaseUrl(url));
    QString why;
    QCOMPARE(s->validate(p, &why), valid);
    QCOMPARE(s->save(p, &why), valid);
    QCOMPARE(s->profiles().size(), valid ? 3 : 2);
    if (!valid)
        QVERIFY2(why.contains(message, Qt::CaseInsensitive), qPrintable(why));
}

void TestProfileStore::normalizedBaseUrl_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QUrl>("expected");
    QTest::newRow("as is") << u"https://api.example.com/v1"_qs << QUrl(u"https://api.example.com/v1"_qs);
    QTest::newRow("spaces and slashes")
        << u"  https://api.example.com/v1//  "_qs << QUrl(u"https://api.example.com/v1"_qs);
    QTest::newRow("empty") << u"   "_qs << QUrl();
}

void TestProfileStore::normalizedBaseUrl()
{
    QFETCH(QString, typed);
    QFETCH(QUrl, expected);
    QCOMPARE(ProfileStore::normalizedBaseUrl(typed), expected);
}

void TestProfileStore::malformedEntriesAreIgnored()
{
    {
        auto raw = settings();
        raw->beginWriteArray(u"profiles/list"_qs, 4);
        const QList<QStringList> rows {{u"id-1"_qs, u"Good"_qs, u"production"_qs},
                                       {u""_qs, u"No id"_qs, u"sandbox"_qs},
                                       {u"id-3"_qs, u"Bad kind"_qs, u"mainframe"_qs},
                                       {Profile::localSandboxId(), u"Imposter"_qs, u"sandbox"_qs}};
        for (int i = 0; i < rows.size(); ++i) {
            raw->setArrayIndex(i);
            raw->setValue(u"id"_qs, rows[i][0]);
            raw->setValue(u"name"_qs, rows[i][1]);
            raw->setValue(u"kind"_qs, rows[i][2]);
            raw->setValue(u"baseUrl"_qs, u"https://api.example.com/v1"_qs);
        }
        raw->endArray();
        raw->setValue(u"profiles/current"_qs, u"id-3"_qs);
    }
    auto s = store();
    QCOMPARE(s->profiles().size(), 2);
    QCOMPARE(s->profiles().at(1).id, u"id-1"_qs);
    QVERIFY(s->profiles().at(1).isProduction());
    QCOMPARE(s->currentId(), Profile::localSandboxId()); // the saved one is not a profile
}

void TestProfileStore::settingsHoldNoKeyField()
{
    auto s = store();
    QVERIFY(s->save(
        Profile::create(Profile::Kind::Production, u"Acme"_qs, QUrl(u"https://api.example.com/v1"_qs))));
    auto raw = settings();
    const QStringList keys = raw->allKeys();
    QVERIFY(!keys.isEmpty());
    for (const QString &key : keys) {
        QVERIFY2(!key.contains(u"key", Qt::CaseInsensitive) && !key.contains(u"secret", Qt::CaseInsensitive)
                     && !key.contains(u"token", Qt::CaseInsensitive),
                 qPrintable(key));
    }
}

void TestProfileStore::defaultSettingsAreTheTestModeOnes()
{
    // The default constructor uses the application's QSettings, which test mode keeps out of the
    // real configuration directory.
    QCoreApplication::setOrganizationName(u"PaydeskTest"_qs);
    QCoreApplication::setApplicationName(u"tst_profilestore"_qs);
    QSettings defaults;
    const QString testConfig = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QVERIFY2(defaults.fileName().startsWith(testConfig),
             qPrintable(defaults.fileName() + u" / " + testConfig));
    QVERIFY(testConfig.contains(u"qttest"));
    defaults.clear();
    ProfileStore s;
    QCOMPARE(s.profiles().size(), 1);
    QVERIFY(
        s.save(Profile::create(Profile::Kind::Sandbox, u"Temp"_qs, QUrl(u"https://t.example.com/v1"_qs))));
    QCOMPARE(ProfileStore().profiles().size(), 2);
    defaults.clear();
    defaults.sync();
}

QTEST_GUILESS_MAIN(TestProfileStore)
#include "tst_profilestore.moc"
