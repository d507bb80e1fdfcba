// SPDX-License-Identifier: GPL-3.0-or-later
// An operator's passphrase as stored: a scrypt hash in one self-describing PHC string, salted,
// checked in constant time, with its parameters kept so that they can be raised later.

#include "operators/PassphraseHash.h"

#include <QElapsedTimer>
#include <QTest>

using namespace paydesk::operators;
using namespace Qt::StringLiterals;

namespace {

// Cheap parameters for the tests that do not measure the cost itself.
const PassphraseHash::Parameters kFast {10, 8, 1};

} // namespace

class TestPassphraseHash : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatRoundTrip();
    void wrongPassphraseIsRefused();
    void parametersAreKept();
    void samePassphraseTwoHashes();
    void defaultPolicyIsSlow();
    void needsRehashWhenWeaker();
    void unreadableStringsAreRefused_data();
    void unreadableStringsAreRefused();
    void unicodeIsNormalized();
};

void TestPassphraseHash::formatRoundTrip()
{
    const QString encoded = PassphraseHash::hash(u"correct horse battery"_s, kFast);
    QVERIFY(encoded.startsWith(u"$scrypt$ln=10,r=8,p=1$"_s));
    QCOMPARE(encoded.count(u'$'), 4);
    QVERIFY2(!encoded.contains(u"correct"_s), qPrintable(encoded));
    const std::optional<PassphraseHash::Decoded> d = PassphraseHash::decode(encoded);
    QVERIFY(d);
    QCOMPARE(d->parameters, kFast);
    QCOMPARE(d->salt.size(), PassphraseHash::saltBytes);
    QCOMPARE(d->hash.size(), PassphraseHash::hashBytes);
    QVERIFY(encoded.section(u'$', 4).indexOf(u'=') < 0); // Base64 without padding
    QVERIFY(PassphraseHash::verify(u"correct horse battery"_s, encoded));
}

void TestPassphraseHash::wrongPassphraseIsRefused()
{
    const QString encoded = PassphraseHash::hash(u"correct horse battery"_s, kFast);
    QVERIFY(!PassphraseHash::verify(u"correct horse batterz"_s, encoded));
    QVERIFY(!PassphraseHash::verify(u"Correct horse battery"_s, encoded));
    QVERIFY(!PassphraseHash::verify(QString(), encoded));
    QVERIFY(!PassphraseHash::verify(u"correct horse battery "_s, encoded));
    // The same hash with one bit of its digest changed no longer matches the right passphrase.
    std::optional<PassphraseHash::Decoded> d = PassphraseHash::decode(encoded);
    QVERIFY(d);
    d->hash[0] = char(d->hash.at(0) ^ 1);
    const QString tampered = encoded.section(u'$', 0, 3) + u'$'
        + QString::fromLatin1(d->hash.toBase64(QByteArray::OmitTrailingEquals));
    QVERIFY(PassphraseHash::decode(tampered));
    QVERIFY(!PassphraseHash::verify(u"correct horse battery"_s, tampered));
}

void TestPassphraseHash::parametersAreKept()
{
    // A hash made under an older, cheaper policy still verifies after the default is raised: the
    // parameters come from the string, not from the code.
    const PassphraseHash::Parameters older {11, 4, 2};
    const QString encoded = PassphraseHash::hash(u"an older passphrase"_s, older);
    QVERIFY(encoded.startsWith(u"$scrypt$ln=11,r=4,p=2$"_s));
    QCOMPARE(PassphraseHash::decode(encoded)->parameters, older);
    QVERIFY(PassphraseHash::verify(u"an older passphrase"_s, encoded));
    // Parameters outside what verify() accepts are refused when hashing.
    QVERIFY(PassphraseHash::hash(u"x"_s, {9, 8, 1}).isEmpty());
    QVERIFY(PassphraseHash::hash(u"x"_s, {23, 8, 1}).isEmpty());
}

void TestPassphraseHash::samePassphraseTwoHashes()
{
    // A fresh random salt each time: equal passphrases do not give equal rows.
    const QString a = PassphraseHash::hash(u"correct horse battery"_s, kFast);
    const QString b = PassphraseHash::hash(u"correct horse battery"_s, kFast);
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    QVERIFY(a != b);
    QVERIFY(PassphraseHash::decode(a)->salt != PassphraseHash::decode(b)->salt);
    QVERIFY(PassphraseHash::decode(a)->hash != PassphraseHash::decode(b)->hash);
    QVERIFY(PassphraseHash::verify(u"correct horse battery"_s, a));
    QVERIFY(PassphraseHash::verify(u"correct horse battery"_s, b));
}

void TestPassphraseHash::defaultPolicyIsSlow()
{
    QCOMPARE(PassphraseHash::defaultParameters(), (PassphraseHash::Parameters {17, 8, 1}));
    QElapsedTimer timer;
    timer.start();
    const QString encoded = PassphraseHash::hash(u"correct horse battery"_s);
    const qint64 elapsed = timer.elapsed();
    QVERIFY(encoded.startsWith(u"$scrypt$ln=17,r=8,p=1$"_s));
    QVERIFY(PassphraseHash::verify(u"correct horse battery"_s, encoded));
    qInfo() << "one scrypt hash with the default parameters took" << elapsed << "ms";
    QVERIFY2(elapsed >= 20, "scrypt with N = 2^17 cannot be this fast: are the parameters applied?");
}

void TestPassphraseHash::needsRehashWhenWeaker()
{
    const QString weak = PassphraseHash::hash(u"correct horse battery"_s, kFast);
    QVERIFY(PassphraseHash::needsRehash(weak));
    QVERIFY(!PassphraseHash::needsRehash(weak, kFast));
    QVERIFY(PassphraseHash::needsRehash(weak, {11, 8, 1}));
    QVERIFY(PassphraseHash::needsRehash(u"not a hash"_s, kFast));
}

void TestPassphraseHash::unreadableStringsAreRefused_data()
{
    QTest::addColumn<QString>("encoded");
    const QString salt = u"AAAAAAAAAAAAAAAAAAAAAA"_s; // 16 bytes
    const QString hash = u"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"_s; // 32 bytes
    QTest::newRow("empty") << QString();
    QTest::newRow("plain text") << u"correct horse battery"_s;
    QTest::newRow("other algorithm") << u"$argon2id$ln=10,r=8,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("missing part") << u"$scrypt$ln=10,r=8,p=1$%1"_s.arg(salt);
    QTest::newRow("parameters out of order") << u"$scrypt$r=8,ln=10,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("cost too high") << u"$scrypt$ln=40,r=8,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("cost too low") << u"$scrypt$ln=1,r=8,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("memory too high") << u"$scrypt$ln=22,r=32,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("not a number") << u"$scrypt$ln=1x,r=8,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("negative") << u"$scrypt$ln=-10,r=8,p=1$%1$%2"_s.arg(salt, hash);
    QTest::newRow("bad base64") << u"$scrypt$ln=10,r=8,p=1$%1!$%2"_s.arg(salt, hash);
    QTest::newRow("short salt") << u"$scrypt$ln=10,r=8,p=1$AAAA$%1"_s.arg(hash);
    QTest::newRow("trailing part") << u"$scrypt$ln=10,r=8,p=1$%1$%2$"_s.arg(salt, hash);
}

void TestPassphraseHash::unreadableStringsAreRefused()
{
    QFETCH(QString, encoded);
    QVERIFY(!PassphraseHash::decode(encoded));
    QVERIFY(!PassphraseHash::verify(u"correct horse battery"_s, encoded));
    QVERIFY(!PassphraseHash::verify(QString(), encoded));
}

void TestPassphraseHash::unicodeIsNormalized()
{
    // "é" typed as one code point or as "e" + combining acute accent is the same passphrase.
    const QString composed = u"caf\u00E9 au lait, s'il vous pla\u00EEt"_s;
    const QString decomposed = u"cafe\u0301 au lait, s'il vous plai\u0302t"_s;
    QVERIFY(composed != decomposed);
    const QString encoded = PassphraseHash::hash(composed, kFast);
    QVERIFY(PassphraseHash::verify(decomposed, encoded));
    QVERIFY(!PassphraseHash::verify(u"cafe au lait, s'il vous plait"_s, encoded));
}

QTEST_APPLESS_MAIN(TestPassphraseHash)
#include "tst_passphrasehash.moc"
