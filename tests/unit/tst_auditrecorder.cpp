// SPDX-License-Identifier: GPL-3.0-or-later
// AuditRecorder: what happens to profiles and keys reaches the audit log by itself, through the
// store's worker thread, with the details an auditor needs and never a key (SQLite file; the
// keychain is not needed: key events come from KeyStore's signal and its session store).

#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/AuditLog.h"
#include "store/AuditRecorder.h"
#include "store/Store.h"

#include <QJsonObject>
#include <QSettings>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using profiles::Profile;
using profiles::ProfileStore;
using secrets::KeyStore;

class TestAuditRecorder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void profileChangesAreRecorded();
    void keyEventsAreRecordedWithoutTheKey();
    void unchangedSaveAndRefusalsRecordNothing();
    void failureToRecordIsReported();

private:
    // Waits until the posted entries are written; the entries in the log.
    QList<AuditEntry> entries();

    QTemporaryDir m_dir;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<KeyStore> m_keys;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<AuditLog> m_log;
    std::unique_ptr<AuditRecorder> m_recorder;
};

void TestAuditRecorder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestAuditRecorder::init()
{
    QFile::remove(m_dir.filePath(u"profiles.ini"_s));
    QFile::remove(m_dir.filePath(u"audit.sqlite"_s));
    m_profiles = std::make_unique<ProfileStore>(
        std::make_unique<QSettings>(m_dir.filePath(u"profiles.ini"_s), QSettings::IniFormat));
    m_keys = std::make_unique<KeyStore>();
    m_store = std::make_unique<Store>(StoreConfig::sqlite(m_dir.filePath(u"audit.sqlite"_s)));
    m_log = std::make_unique<AuditLog>(m_store.get());
    m_recorder = std::make_unique<AuditRecorder>(m_profiles.get(), m_keys.get(), m_log.get());
}

void TestAuditRecorder::cleanup()
{
    m_recorder.reset();
    m_log.reset();
    m_store.reset();
    m_keys.reset();
    m_profiles.reset();
}

QList<AuditEntry> TestAuditRecorder::entries()
{
    if (!m_store->waitForPosted(QDeadlineTimer(30000)))
        return {};
    const StoreResult<QList<AuditEntry>> list = m_log->entries();
    if (!list.ok())
        qWarning().noquote() << list.error().toString();
    return list.ok() ? list.value() : QList<AuditEntry>();
}

void TestAuditRecorder::profileChangesAreRecorded()
{
    QObject context;
    int appended = 0;
    connect(m_log.get(), &AuditLog::appended, &context, [&] { ++appended; });

    Profile p = Profile::create(Profile::Kind::Sandbox, u"Acme sandbox"_s,
                                QUrl(u"https://sandbox.example.com/v1"_s));
    QVERIFY(m_profiles->save(p));
    p.name = u"Acme"_s;
    p.kind = Profile::Kind::Production;
    p.baseUrl = QUrl(u"https://api.example.com/v1"_s);
    QVERIFY(m_profiles->save(p));
    QVERIFY(m_profiles->remove(p.id));
    QTRY_COMPARE(appended, 3); // delivered in this thread, after the worker wrote them

    const QList<AuditEntry> list = entries();
    QCOMPARE(list.size(), 3);
    QCOMPARE(list.at(0).action, u"profile.added"_s);
    QCOMPARE(list.at(1).action, u"profile.changed"_s);
    QCOMPARE(list.at(2).action, u"profile.removed"_s);
    for (const AuditEntry &e : list) {
        QCOMPARE(e.profileId, p.id);
        QCOMPARE(e.osUser, Store::osUser());
    }
    const QJsonObject sandbox {{u"name"_s, u"Acme sandbox"_s},
                               {u"kind"_s, u"sandbox"_s},
                               {u"base_url"_s, u"https://sandbox.example.com/v1"_s}};
    const QJsonObject production {{u"name"_s, u"Acme"_s},
                                  {u"kind"_s, u"production"_s},
                                  {u"base_url"_s, u"https://api.example.com/v1"_s}};
    QCOMPARE(list.at(0).detailObject(), sandbox);
    QCOMPARE(list.at(1).detailObject(), (QJsonObject {{u"before"_s, sandbox}, {u"after"_s, production}}));
    QCOMPARE(list.at(2).detailObject(), production);

    const StoreResult<AuditVerification> verification = m_log->verify();
    QVERIFY(verification.ok());
    QVERIFY2(verification.value().isIntact(), qPrintable(verification.value().message()));
}

void TestAuditRecorder::keyEventsAreRecordedWithoutTheKey()
{
    const QString secret = u"sbx_live_0123456789abcdef0123456789abcdef"_s;
    // Kept for the session: KeyStore says so itself (no keychain involved).
    m_keys->setSessionKey(u"p1"_s, secret);
    m_keys->setSessionKey(u"p1"_s, QString()); // clearing is not an event
    // Saved and removed come from the keychain's answers; here, as KeyStore announces them.
    Q_EMIT m_keys->keyEvent(u"p2"_s, KeyStore::KeyEvent::Saved);
    Q_EMIT m_keys->keyEvent(u"p2"_s, KeyStore::KeyEvent::Removed);

    const QList<AuditEntry> list = entries();
    QCOMPARE(list.size(), 3);
    QCOMPARE(list.at(0).action, u"key.session"_s);
    QCOMPARE(list.at(0).profileId, u"p1"_s);
    QCOMPARE(list.at(1).action, u"key.saved"_s);
    QCOMPARE(list.at(2).action, u"key.removed"_s);
    for (const AuditEntry &e : list)
        QCOMPARE(e.detail, u"{}"_s);

    // Nowhere in the database files: not the key, not its masked form, not a part of it.
    cleanup();
    QByteArray bytes;
    for (const QString &name : {u"audit.sqlite"_s, u"audit.sqlite-wal"_s}) {
        QFile file(m_dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            bytes += file.readAll();
    }
    QVERIFY(bytes.contains("key.session"));
    for (const QString &text : {secret, KeyStore::masked(secret), secret.left(8), secret.right(8)})
        QVERIFY2(!bytes.contains(text.toUtf8()), qPrintable(text));
}

void TestAuditRecorder::unchangedSaveAndRefusalsRecordNothing()
{
    const Profile p
        = Profile::create(Profile::Kind::Sandbox, u"Acme"_s, QUrl(u"https://sandbox.example.com/v1"_s));
    QVERIFY(m_profiles->save(p));
    QVERIFY(m_profiles->save(p)); // as it was
    QVERIFY(!m_profiles->remove(Profile::localSandboxId()));
    QVERIFY(!m_profiles->remove(u"no-such-profile"_s));
    Profile unnamed = p;
    unnamed.name.clear();
    QVERIFY(!m_profiles->save(unnamed));
    const QList<AuditEntry> list = entries();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.at(0).action, u"profile.added"_s);
}

void TestAuditRecorder::failureToRecordIsReported()
{
    // The log's database cannot be written: the failure comes back as a signal, in this thread.
    m_recorder.reset();
    m_log.reset();
    m_store = std::make_unique<Store>(StoreConfig::sqlite(m_dir.filePath(u"no/such/folder/audit.sqlite"_s)));
    m_log = std::make_unique<AuditLog>(m_store.get());
    m_recorder = std::make_unique<AuditRecorder>(m_profiles.get(), m_keys.get(), m_log.get());
    QObject context;
    QList<std::pair<AuditEvent, StoreError>> failed;
    connect(m_log.get(), &AuditLog::appendFailed, &context,
            [&](const AuditEvent &e, const StoreError &error) {
                failed.append({e, error});
            });
    m_keys->setSessionKey(u"p1"_s, u"session-secret-value"_s);
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(failed.at(0).first.action, AuditEvent::Action::KeyKeptForSession);
    QCOMPARE(failed.at(0).second.kind(), StoreError::Kind::CannotOpen);
    QVERIFY(!failed.at(0).second.message().contains(u"session-secret-value"_s));
}

QTEST_GUILESS_MAIN(TestAuditRecorder)
#include "tst_auditrecorder.moc"
