// SPDX-License-Identifier: GPL-3.0-or-later
// The root key a workstation keeps for each store (operators::TrustAnchor, QSettings group
// "trust"), and the store's identity it is kept under (StoreConfig::identity()): kept at first
// sight, then the same root accepted, another one refused without replacing the kept one, each
// store its own; forget() the deliberate way back.

#include "operators/SigningKey.h"
#include "operators/TrustAnchor.h"
#include "store/StoreConfig.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::operators;
using namespace Qt::StringLiterals;
using Outcome = TrustAnchor::Outcome;

namespace {

OperatorKey keyOf(const QString &operatorId)
{
    const SigningKey key = SigningKey::generate();
    OperatorKey row;
    row.operatorId = operatorId;
    row.publicKey = key.publicKey();
    row.keyId = KeyRecord::keyId(row.publicKey);
    row.vouchedByKey = row.keyId;
    return row;
}

} // namespace

class TestTrustAnchor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void noRootKeepsNothing();
    void keptAtFirstSightThenKept();
    void anotherRootIsRefusedAndTheKeptOneStays();
    void aKeptRootGoneIsAChange();
    void eachStoreItsOwn();
    void forgetIsTheWayBack();
    void storeIdentity();
};

void TestTrustAnchor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"paydesk-tests"_s);
    QCoreApplication::setApplicationName(u"tst_trustanchor"_s);
}

void TestTrustAnchor::init()
{
    QSettings().remove(u"trust"_s);
}

void TestTrustAnchor::noRootKeepsNothing()
{
    TrustAnchor anchor(u"sqlite:/tmp/a.sqlite"_s);
    QCOMPARE(anchor.consider(std::nullopt), Outcome::NoRoot);
    QVERIFY(anchor.keptRoot().isEmpty());
    QVERIFY(anchor.keptFingerprint().isEmpty());
}

void TestTrustAnchor::keptAtFirstSightThenKept()
{
    const OperatorKey root = keyOf(u"ada"_s);
    {
        TrustAnchor anchor(u"sqlite:/tmp/a.sqlite"_s);
        QCOMPARE(anchor.consider(root), Outcome::KeptNow);
    }
    TrustAnchor again(u"sqlite:/tmp/a.sqlite"_s); // another run of Paydesk on this workstation
    QCOMPARE(again.keptRoot(), root.keyId);
    QCOMPARE(again.keptFingerprint(), SigningKey::fingerprint(root.publicKey));
    QCOMPARE(again.keptOperator(), u"ada"_s);
    QCOMPARE(again.consider(root), Outcome::Kept);
    QCOMPARE(again.storeIdentity(), u"sqlite:/tmp/a.sqlite"_s);
}

void TestTrustAnchor::anotherRootIsRefusedAndTheKeptOneStays()
{
    const OperatorKey root = keyOf(u"ada"_s);
    const OperatorKey attacker = keyOf(u"mallory"_s);
    TrustAnchor anchor(u"postgres://db:5432/pay/team"_s);
    QCOMPARE(anchor.consider(root), Outcome::KeptNow);
    QCOMPARE(anchor.consider(attacker), Outcome::Changed);
    QCOMPARE(anchor.consider(attacker), Outcome::Changed); // still: never replaced silently
    QCOMPARE(anchor.keptRoot(), root.keyId);
    QCOMPARE(anchor.keptOperator(), u"ada"_s);
    QCOMPARE(anchor.consider(root), Outcome::Kept);
}

void TestTrustAnchor::aKeptRootGoneIsAChange()
{
    TrustAnchor anchor(u"sqlite:/tmp/a.sqlite"_s);
    QCOMPARE(anchor.consider(keyOf(u"ada"_s)), Outcome::KeptNow);
    // The store's keys deleted by whoever writes the database: not "no root yet".
    QCOMPARE(anchor.consider(std::nullopt), Outcome::Changed);
}

void TestTrustAnchor::eachStoreItsOwn()
{
    const OperatorKey one = keyOf(u"ada"_s);
    const OperatorKey two = keyOf(u"bo"_s);
    TrustAnchor a(u"sqlite:/tmp/a.sqlite"_s);
    TrustAnchor b(u"sqlite:/tmp/b.sqlite"_s);
    QCOMPARE(a.consider(one), Outcome::KeptNow);
    QCOMPARE(b.consider(two), Outcome::KeptNow);
    QCOMPARE(a.consider(one), Outcome::Kept);
    QCOMPARE(b.consider(two), Outcome::Kept);
    QCOMPARE(a.consider(two), Outcome::Changed);
}

void TestTrustAnchor::forgetIsTheWayBack()
{
    const OperatorKey root = keyOf(u"ada"_s);
    const OperatorKey rebuilt = keyOf(u"ada"_s);
    TrustAnchor anchor(u"sqlite:/tmp/a.sqlite"_s);
    QCOMPARE(anchor.consider(root), Outcome::KeptNow);
    QCOMPARE(anchor.consider(rebuilt), Outcome::Changed);
    anchor.forget();
    QVERIFY(anchor.keptRoot().isEmpty());
    QCOMPARE(anchor.consider(rebuilt), Outcome::KeptNow);
    QCOMPARE(anchor.keptRoot(), rebuilt.keyId);
}

void TestTrustAnchor::storeIdentity()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir::setCurrent(dir.path()));
    const QString identity = store::StoreConfig::sqlite(u"pay.sqlite"_s).identity();
    QCOMPARE(identity, u"sqlite:"_s + QDir(dir.path()).absoluteFilePath(u"pay.sqlite"_s));
    QCOMPARE(store::StoreConfig::sqlite(dir.filePath(u"pay.sqlite"_s)).identity(), identity);
    // Whoever connects: the user and the password are not part of it.
    const store::StoreConfig ana
        = store::StoreConfig::postgres(u"DB.example.com"_s, 5433, u"pay"_s, u"ana"_s, u"secret"_s, u"team"_s);
    const store::StoreConfig bo
        = store::StoreConfig::postgres(u"db.example.com"_s, 5433, u"pay"_s, u"bo"_s, u"other"_s, u"team"_s);
    QCOMPARE(ana.identity(), u"postgres://db.example.com:5433/pay/team"_s);
    QCOMPARE(bo.identity(), ana.identity());
    QVERIFY(store::StoreConfig::postgres(u"db.example.com"_s, 5433, u"pay"_s, u"ana"_s, u"x"_s, u"other"_s)
                .identity()
            != ana.identity());
}

QTEST_GUILESS_MAIN(TestTrustAnchor)
#include "tst_trustanchor.moc"
