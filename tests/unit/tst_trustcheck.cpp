// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation's trust in the store's administrator key as the window hears of it
// (operators/TrustCheck.h), on a store of its own: no root before the first administrator; the
// root kept at first sight (KeptNow, with its fingerprint and its operator's name), then Kept; a
// store whose root is not the key this workstation kept says Changed, and the kept one stays; a
// check asked during a check runs once more, and a KeptNow of the first is not lost to it. The same through
// an AppContext: checked once the store has opened, and again when someone signs in.

#include "AppContext.h"
#include "AppContextSupport.h"
#include "StoreBackend.h"
#include "operators/SignedIn.h"
#include "operators/SigningKey.h"
#include "operators/TrustAnchor.h"
#include "operators/TrustCheck.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;
using operators::TrustCheck;
using Outcome = operators::TrustAnchor::Outcome;
using Role = operators::Operator::Role;

namespace {

const QString kAdaPass = u"ada-keeps-the-root"_s;

struct Setup
{
    explicit Setup(const store::StoreConfig &config)
        : store(config)
        , log(&store)
        , operators(&store, &log)
        , check(&store, &operators)
    {
        operators.setHashParameters({10, 8, 1}); // fast: the cost itself is tst_passphrasehash's
    }
    store::Store store;
    store::AuditLog log;
    store::Operators operators;
    TrustCheck check;

    // Runs one check and waits for its answer.
    bool run()
    {
        QSignalSpy checked(&check, &TrustCheck::checked);
        check.check();
        return checked.wait(10000) || !checked.isEmpty();
    }
};

// An administrator key of another store, kept by this workstation for `identity`.
QString keepAnotherRoot(const QString &identity)
{
    operators::TrustAnchor anchor(identity);
    anchor.forget();
    const operators::SigningKey other = operators::SigningKey::generate();
    operators::OperatorKey row;
    row.publicKey = other.publicKey();
    row.keyId = operators::KeyRecord::keyId(row.publicKey);
    row.operatorId = u"mallory"_s;
    if (anchor.consider(row) != Outcome::KeptNow)
        qFatal("the other root was not kept");
    return operators::SigningKey::fingerprint(row.publicKey);
}

} // namespace

class TestTrustCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"PaydeskTests"_s);
        QCoreApplication::setApplicationName(u"tst_trustcheck"_s);
        QString why;
        QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    }
    void init()
    {
        QString why;
        QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
        operators::TrustAnchor(m_backend.config().identity()).forget();
    }
    void cleanup() { m_backend.endTest(); }
    void cleanupTestCase() { m_backend.tearDown(); }

    void keptAtFirstSightThenKept()
    {
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        QVERIFY(!s.check.hasChecked());
        QVERIFY(s.run());
        QCOMPARE(s.check.outcome(), Outcome::NoRoot);
        QVERIFY(s.check.result().fingerprint.isEmpty());
        QVERIFY(!s.check.isChanged());

        QVERIFY(s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass)
                    .ok());
        const auto root = store::SigningKeys(&s.store).root();
        QVERIFY(root.ok() && root.value());
        QSignalSpy checked(&s.check, &TrustCheck::checked);
        s.check.check();
        QVERIFY(checked.wait(10000));
        QCOMPARE(s.check.outcome(), Outcome::KeptNow);
        const QString fingerprint = operators::SigningKey::fingerprint(root.value()->publicKey);
        QCOMPARE(checked.constFirst().at(1).toString(), fingerprint);
        QCOMPARE(checked.constFirst().at(2).toString(), u"Ada Lovelace"_s);
        QCOMPARE(s.check.result().operatorId, u"ada"_s);
        QVERIFY(QRegularExpression(u"^([0-9a-f]{4} ){7}[0-9a-f]{4}$"_s).match(fingerprint).hasMatch());
        QVERIFY(TrustCheck::keptNowMessage(s.check.result()).contains(fingerprint));
        QVERIFY(TrustCheck::keptNowMessage(s.check.result()).contains(u"Ada Lovelace"_s));
        QCOMPARE(operators::TrustAnchor(m_backend.config().identity()).keptRoot(), root.value()->keyId);

        QVERIFY(s.run());
        QCOMPARE(s.check.outcome(), Outcome::Kept);
        QVERIFY(!s.check.isChanged());
    }

    void anotherRootIsRefused()
    {
        const QString kept = keepAnotherRoot(m_backend.config().identity());
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        QVERIFY(s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass)
                    .ok());
        QVERIFY(s.run());
        QCOMPARE(s.check.outcome(), Outcome::Changed);
        QVERIFY(s.check.isChanged());
        QCOMPARE(s.check.result().keptFingerprint, kept);
        QVERIFY(s.check.result().fingerprint != kept);
        QCOMPARE(s.check.result().operatorName, u"Ada Lovelace"_s);
        QVERIFY(TrustCheck::changedMessage().startsWith(
            u"The administrator key of this database is not the one this computer trusts."_s));
        // The kept one stays: asked again, the same answer.
        QVERIFY(s.run());
        QCOMPARE(s.check.outcome(), Outcome::Changed);
        QCOMPARE(operators::TrustAnchor(m_backend.config().identity()).keptFingerprint(), kept);
    }

    void aCheckDuringACheckRunsOnceMore()
    {
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        QSignalSpy checked(&s.check, &TrustCheck::checked);
        s.check.check();
        QVERIFY(s.check.isChecking());
        // Posted after the first check's read: the check asked meanwhile sees the root.
        s.store.post([&s] {
            if (!s.operators
                     .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass)
                     .ok())
                qFatal("ada was not added");
        });
        s.check.check();
        QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty(), 10000);
        QCOMPARE(checked.size(), 1); // the first answer was dropped for the one after it
        QCOMPARE(s.check.outcome(), Outcome::KeptNow);
    }

    // The check that kept the root was overtaken by another (someone signed in meanwhile): the
    // answer said is the later one's, and it still says the key was kept now.
    void keptNowIsNotLostToTheCheckAfterIt()
    {
        Setup s(m_backend.config());
        QVERIFY(s.store.open().ok());
        QVERIFY(s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass)
                    .ok());
        operators::TrustAnchor(m_backend.config().identity()).forget();
        QSignalSpy checked(&s.check, &TrustCheck::checked);
        s.check.check();
        s.check.check();
        QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty() && !s.check.isChecking(), 10000);
        QCOMPARE(checked.size(), 1);
        QCOMPARE(s.check.outcome(), Outcome::KeptNow);
        QVERIFY(s.run());
        QCOMPARE(s.check.outcome(), Outcome::Kept);
    }

    void appContextChecksAtOpenAndAtSignIn()
    {
        if (m_backend.isPostgres())
            QSKIP("an AppContext of the tests is on SQLite");
        QTemporaryDir dir;
        const QString settings = dir.filePath(u"settings.ini"_s);
        const std::unique_ptr<AppContext> context = test::makeAppContext(settings);
        TrustCheck &check = context->trustCheck();
        QTRY_VERIFY_WITH_TIMEOUT(check.hasChecked(), 10000);
        QCOMPARE(check.outcome(), Outcome::NoRoot);
        context->operators().setHashParameters({10, 8, 1});
        QVERIFY(context->operators()
                    .addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass)
                    .ok());
        const store::AuthResult ada = context->operators().authenticate(u"ada"_s, kAdaPass);
        QVERIFY(ada.ok());
        QSignalSpy checked(&check, &TrustCheck::checked);
        context->signedIn().signIn(*ada.authenticated);
        QVERIFY(checked.wait(10000));
        QCOMPARE(check.outcome(), Outcome::KeptNow);
        QCOMPARE(check.result().operatorName, u"Ada Lovelace"_s);
        operators::TrustAnchor(context->store().config().identity()).forget();
    }

private:
    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestTrustCheck)
#include "tst_trustcheck.moc"
