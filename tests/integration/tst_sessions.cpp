// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions: one per profile, made on first use and kept; connected with the profile's own address
// and key; connected again when the profile or its key changes; closed when the profile goes; and
// a call under way when another profile comes into view ends at the service it was sent to, with
// that service's key.
#include "ApiClientSupport.h"
#include "GuiSupport.h"
#include "RecordingProxy.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"

#include <QNetworkAccessManager>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::test;
using profiles::Profile;
using session::Session;

class TestSessions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain(); // a key is given for the session, or its read fails: never the real keychain
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QFile::remove(settingsFile());
        m_profiles = std::make_unique<profiles::ProfileStore>(
            std::make_unique<QSettings>(settingsFile(), QSettings::IniFormat));
        m_keys = std::make_unique<secrets::KeyStore>();
        m_sessions = std::make_unique<session::Sessions>(m_profiles.get(), m_keys.get(), &m_network);
    }

    void cleanup()
    {
        m_sessions.reset();
        m_keys.reset();
        m_profiles.reset();
    }

    void madeOnFirstUseAndKept()
    {
        const Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, QUrl(u"https://sbx.example/v1"_qs));
        QVERIFY(m_profiles->save(p));
        m_keys->setSessionKey(p.id, u"key-a"_qs);
        Session *s = m_sessions->session(p.id);
        QVERIFY(s);
        QCOMPARE(m_sessions->session(p.id), s);
        QCOMPARE(s->state(), Session::State::Ready);
        QCOMPARE(s->client()->baseUrl(), p.baseUrl);
        QVERIFY(s->client()->hasApiKey());
        QCOMPARE(m_sessions->session(u"no-such-profile"_qs), nullptr);
    }

    void aKeyThatCannotBeReadIsSaidWithItsRemedy()
    {
        const Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, QUrl(u"https://sbx.example/v1"_qs));
        QVERIFY(m_profiles->save(p));
        Session *s = m_sessions->session(p.id);
        QCOMPARE(s->state(), Session::State::Connecting);
        QVERIFY(!s->client()->hasApiKey());
        QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::KeychainFailed, 20000);
        QVERIFY(!s->message().isEmpty());
        QVERIFY2(!s->message().contains(u"Settings"), qPrintable(s->message())); // a remedy, not words
        QCOMPARE(s->remedy(), Remedy::OpenSettings);

        // A key given for the session (KeyStore::keyEvent): the session connects again, with it.
        QSignalSpy states(s, &Session::stateChanged);
        m_keys->setSessionKey(p.id, u"key-b"_qs);
        QCOMPARE(s->state(), Session::State::Ready);
        QCOMPARE(s->remedy(), Remedy::None);
        QCOMPARE(states.size(), 2); // Connecting, Ready
    }

    void anEditedProfileConnectsAgainWithItsNewAddress()
    {
        Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, QUrl(u"https://one.example/v1"_qs));
        QVERIFY(m_profiles->save(p));
        m_keys->setSessionKey(p.id, u"key-a"_qs);
        Session *s = m_sessions->session(p.id);
        QCOMPARE(s->client()->baseUrl(), QUrl(u"https://one.example/v1"_qs));
        QSignalSpy states(s, &Session::stateChanged);
        p.baseUrl = QUrl(u"https://two.example/v1"_qs);
        QVERIFY(m_profiles->save(p));
        QCOMPARE(m_sessions->session(p.id), s); // the same session, connected again
        QCOMPARE(s->client()->baseUrl(), QUrl(u"https://two.example/v1"_qs));
        QCOMPARE(states.size(), 1);
        QCOMPARE(s->state(), Session::State::Connecting); // reading the key for the new address
        QVERIFY(!s->client()->hasApiKey());
    }

    void aRemovedProfileClosesItsSession()
    {
        const Profile p
            = Profile::create(Profile::Kind::Sandbox, u"Acme test"_qs, QUrl(u"https://sbx.example/v1"_qs));
        QVERIFY(m_profiles->save(p));
        m_keys->setSessionKey(p.id, u"key-a"_qs);
        QVERIFY(m_profiles->setCurrent(p.id));
        QPointer<Session> s = m_sessions->session(p.id);
        QSignalSpy current(m_sessions.get(), &session::Sessions::currentChanged);
        QVERIFY(m_profiles->remove(p.id));
        QCOMPARE(s->state(), Session::State::Closed);
        QVERIFY(!s->client()->hasApiKey());
        s->reconnect(); // closed for good
        QCOMPARE(s->state(), Session::State::Closed);
        QCOMPARE(current.size(), 1); // the Local sandbox comes into view
        QCOMPARE(current.first().first().value<Session *>()->profileId(), Profile::localSandboxId());
        QTRY_VERIFY(s.isNull());
    }

    void aCallUnderWayEndsWhereItBegan()
    {
        SandboxFixture a, b;
        QVERIFY2(a.started() && b.started(), qPrintable(a.error() + b.error()));
        RecordingProxy proxyA(a.baseUrl()), proxyB(b.baseUrl());
        const Profile pa = Profile::create(Profile::Kind::Sandbox, u"A"_qs, proxyA.baseUrl());
        const Profile pb = Profile::create(Profile::Kind::Production, u"B"_qs, proxyB.baseUrl());
        QVERIFY(m_profiles->save(pa));
        QVERIFY(m_profiles->save(pb));
        m_keys->setSessionKey(pa.id, a.key());
        m_keys->setSessionKey(pb.id, b.key());
        m_sessions->show(pa.id);
        Session *sa = m_sessions->current();
        QCOMPARE(sa->profileId(), pa.id);

        QJsonObject held = fault("GET", "/v1/wallets", "delay");
        held.insert(u"delay_ms"_qs, 800);
        QCOMPARE(a.addFault(held).status, 201);
        api::ApiResult result;
        bool done = false;
        connect(sa->client()->listWallets(), &api::ApiCall::finished, this, [&](const api::ApiResult &r) {
            result = r;
            done = true;
        });
        QTRY_COMPARE(proxyA.count("GET", "/v1/wallets"), 1);
        m_sessions->show(pb.id); // B comes into view while A's call is on its way
        QVERIFY(!done);
        Session *sb = m_sessions->current();
        QCOMPARE(sb->profileId(), pb.id);
        QVERIFY(sb != sa);
        VERIFY_OK(wait(sb->client()->listWallets()));
        QTRY_VERIFY(done);
        QVERIFY2(result.isOk(), qPrintable(result.error().toString())); // answered by A, with A's key
        QCOMPARE(sa->state(), Session::State::Ready); // A stays connected out of view

        for (const auto &r : proxyA.requests())
            QCOMPARE(r.authorization, "Bearer " + a.key().toUtf8());
        for (const auto &r : proxyB.requests())
            QCOMPARE(r.authorization, "Bearer " + b.key().toUtf8());
        QCOMPARE(proxyA.count("GET", "/v1/wallets"), 1);
        QCOMPARE(proxyB.count("GET", "/v1/wallets"), 1);

        // A retry after the switch goes where its call began, with that key: A answers 503 once,
        // B is in view while A's call waits to try again.
        m_sessions->show(pa.id);
        sa->client()->setRetryPolicy([] {
            api::RetryPolicy p;
            // Long enough that the test sees the wait even on a loaded machine (a test process
            // held back for a few hundred milliseconds missed it at 300 ms).
            p.baseDelay = std::chrono::milliseconds(1500);
            p.maxDelay = std::chrono::milliseconds(1500);
            return p;
        }());
        QCOMPARE(a.addFault(fault("GET", "/v1/wallets", "status", 1)).status, 201);
        done = false;
        connect(sa->client()->listWallets(), &api::ApiCall::finished, this, [&](const api::ApiResult &r) {
            result = r;
            done = true;
        });
        QTRY_COMPARE(proxyA.count("GET", "/v1/wallets"), 2); // the first attempt, answered 503
        m_sessions->show(pb.id);
        QVERIFY(!done);
        QTRY_VERIFY(done);
        QVERIFY2(result.isOk(), qPrintable(result.error().toString()));
        QCOMPARE(proxyA.count("GET", "/v1/wallets"), 3); // the retry, at A
        QCOMPARE(proxyB.count("GET", "/v1/wallets"), 1); // nothing more at B
        for (const auto &r : proxyA.requests())
            QCOMPARE(r.authorization, "Bearer " + a.key().toUtf8());
    }

    void aKeyForTheSessionNeverGoesToANewAddress()
    {
        // A key kept for this session was given for the service of that moment. The profile moved
        // to another address: the old key is not sent there; the session waits for a key again.
        const Profile p0
            = Profile::create(Profile::Kind::Production, u"Acme"_qs, QUrl(u"https://one.example/v1"_qs));
        QVERIFY(m_profiles->save(p0));
        m_keys->setSessionKey(p0.id, u"key-for-one"_qs);
        Session *s = m_sessions->session(p0.id);
        QCOMPARE(s->state(), Session::State::Ready);
        Profile moved = p0;
        moved.baseUrl = QUrl(u"https://two.example/v1"_qs);
        QVERIFY(m_profiles->save(moved));
        QVERIFY(!m_keys->hasSessionKey(p0.id));
        QVERIFY(!s->client()->hasApiKey());
        QCOMPARE(s->client()->baseUrl(), moved.baseUrl);
        QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::KeychainFailed, 20000); // no keychain here

        // Renamed only: the key stays with it.
        m_keys->setSessionKey(p0.id, u"key-for-two"_qs);
        QTRY_COMPARE(s->state(), Session::State::Ready); // KeyStore::keyEvent: connected again
        moved.name = u"Acme Ltd"_qs;
        QVERIFY(m_profiles->save(moved));
        QTRY_COMPARE(s->state(), Session::State::Ready);
        QVERIFY(m_keys->hasSessionKey(p0.id));
        QVERIFY(s->client()->hasApiKey());
    }

private:
    QString settingsFile() const { return m_dir.filePath(u"settings.ini"_qs); }
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<profiles::ProfileStore> m_profiles;
    std::unique_ptr<secrets::KeyStore> m_keys;
    std::unique_ptr<session::Sessions> m_sessions;
};

QTEST_GUILESS_MAIN(TestSessions)
#include "tst_sessions.moc"
