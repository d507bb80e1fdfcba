// SPDX-License-Identifier: GPL-3.0-or-later
// An operator's signing key: standard Ed25519 (RFC 8032's test vector, checked again by the
// openssl program alone, as an auditor would), and its seed wrapped under the passphrase with
// ChaCha20-Poly1305, refused for a wrong passphrase, any changed byte or another operator.

#include "operators/SigningKey.h"

#include "Programs.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk::operators;
using namespace Qt::StringLiterals;

namespace {

// Cheap parameters for the tests that do not measure the cost itself (as tst_passphrasehash).
const PassphraseHash::Parameters kFast {10, 8, 1};

// RFC 8032, 7.1, TEST 1: the empty message.
const QByteArray kRfcSeed
    = QByteArray::fromHex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
const QByteArray kRfcPublic
    = QByteArray::fromHex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
const QByteArray kRfcSignature
    = QByteArray::fromHex("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc6"
                          "1e39701cf9b46bd25bf5f0595bbe24"
                          "655141438e7a100b");

QByteArray operatorData(const QByteArray &id, const QByteArray &publicKey)
{
    return "operator:" + id + "\npublic_key:" + publicKey.toHex();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestSigningKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rfc8032Vector();
    void signVerifyRoundTrip();
    void forgeriesAreRefused();
    void fingerprintIsStable();
    void wrapUnwrapRoundTrip();
    void wrongPassphraseIsRefused();
    void everyFlippedByteIsRefused();
    void otherOperatorIsRefused();
    void malformedIsRefused_data();
    void malformedIsRefused();
    void rewrapChangesPassphrase();
    void movedKeyIsWiped();
    void opensslVerifiesAlone();
};

void TestSigningKey::rfc8032Vector()
{
    const std::optional<SigningKey> key = SigningKey::fromSeed(kRfcSeed);
    QVERIFY(key);
    QCOMPARE(key->publicKey().toHex(), kRfcPublic.toHex());
    QCOMPARE(key->sign(QByteArray()).toHex(), kRfcSignature.toHex());
    QVERIFY(SigningKey::verify(kRfcPublic, QByteArray(), kRfcSignature));
    QVERIFY(!SigningKey::fromSeed(kRfcSeed.left(31)));
}

void TestSigningKey::signVerifyRoundTrip()
{
    const SigningKey key = SigningKey::generate();
    QVERIFY(!key.isNull());
    QCOMPARE(key.publicKey().size(), SigningKey::publicKeyBytes);
    const QByteArray message = "approve payout 42: 1,250.00 EUR to DE89 3704 0044 0532 0130 00";
    const QByteArray signature = key.sign(message);
    QCOMPARE(signature.size(), SigningKey::signatureBytes);
    QVERIFY(SigningKey::verify(key.publicKey(), message, signature));
    // Two keys are two keys.
    QVERIFY(SigningKey::generate().publicKey() != key.publicKey());
}

void TestSigningKey::forgeriesAreRefused()
{
    const SigningKey key = SigningKey::generate();
    const QByteArray message = "approve payout 42: 1,250.00 EUR";
    const QByteArray signature = key.sign(message);
    QVERIFY(SigningKey::verify(key.publicKey(), message, signature));
    QByteArray changed = message;
    changed[22] = '3';
    QVERIFY(!SigningKey::verify(key.publicKey(), changed, signature));
    QVERIFY(!SigningKey::verify(key.publicKey(), message + ' ', signature));
    for (int i = 0; i < signature.size(); i += 7) {
        QByteArray bad = signature;
        bad[i] = char(bad.at(i) ^ 0x10);
        QVERIFY2(!SigningKey::verify(key.publicKey(), message, bad), qPrintable(QString::number(i)));
    }
    QVERIFY(!SigningKey::verify(SigningKey::generate().publicKey(), message, signature));
    QVERIFY(!SigningKey::verify(key.publicKey(), message, signature.left(63)));
    QVERIFY(!SigningKey::verify(key.publicKey().left(31), message, signature));
    QVERIFY(!SigningKey::verify(key.publicKey(), message, QByteArray()));
}

void TestSigningKey::fingerprintIsStable()
{
    // SHA-256 of RFC 8032's public key 1, its first 16 bytes.
    QCOMPARE(SigningKey::fingerprint(kRfcPublic), u"21fe 31df a154 a261 626b f854 046f d227"_s);
    const SigningKey key = SigningKey::generate();
    QCOMPARE(SigningKey::fingerprint(key.publicKey()), SigningKey::fingerprint(key.publicKey()));
    QCOMPARE(SigningKey::fingerprint(key.publicKey()).size(), 39);
    QVERIFY(SigningKey::fingerprint(key.publicKey()) != SigningKey::fingerprint(kRfcPublic));
    QVERIFY(SigningKey::fingerprint(kRfcPublic.left(31)).isEmpty());
}

void TestSigningKey::wrapUnwrapRoundTrip()
{
    const SigningKey key = SigningKey::generate();
    const QByteArray data = operatorData("7", key.publicKey());
    const QByteArray wrapped = key.wrap(u"correct horse battery"_s, data, kFast);
    QVERIFY(wrapped.startsWith("$pdkey1$ln=10,r=8,p=1$"));
    QCOMPARE(wrapped.count('$'), 5);
    QVERIFY(!wrapped.mid(wrapped.indexOf("$", 8)).contains('=')); // Base64 without padding
    QVERIFY(!wrapped.contains(kRfcSeed.toBase64()));
    QCOMPARE(SigningKey::wrappedParameters(wrapped), std::optional(kFast));
    QString why;
    const std::optional<SigningKey> back
        = SigningKey::unwrap(wrapped, u"correct horse battery"_s, data, &why);
    QVERIFY2(back, qPrintable(why));
    QCOMPARE(back->publicKey(), key.publicKey());
    const QByteArray message = "a statement";
    QVERIFY(SigningKey::verify(key.publicKey(), message, back->sign(message)));
    // A fresh salt and nonce each time.
    QVERIFY(key.wrap(u"correct horse battery"_s, data, kFast) != wrapped);
    // The seed is not in the blob.
    const std::optional<SigningKey> rfc = SigningKey::fromSeed(kRfcSeed);
    const QByteArray rfcWrapped = rfc->wrap(u"p"_s, {}, kFast);
    QVERIFY(!rfcWrapped.contains(kRfcSeed.toBase64(QByteArray::OmitTrailingEquals).left(20)));
    QVERIFY(SigningKey::unwrap(rfcWrapped, u"p"_s, {}, nullptr));
    // The default policy is PassphraseHash's.
    QVERIFY(SigningKey().wrap(u"p"_s, {}).isEmpty()); // a null key wraps to nothing
    QVERIFY(key.wrap(u"p"_s, {}, {9, 8, 1}).isEmpty());
}

void TestSigningKey::wrongPassphraseIsRefused()
{
    const SigningKey key = SigningKey::generate();
    const QByteArray data = operatorData("7", key.publicKey());
    const QByteArray wrapped = key.wrap(u"correct horse battery"_s, data, kFast);
    for (const QString &wrong :
         {u"correct horse batterz"_s, u"Correct horse battery"_s, QString(), u"correct horse battery "_s}) {
        QString why;
        QVERIFY(!SigningKey::unwrap(wrapped, wrong, data, &why));
        QVERIFY(why.contains(u"passphrase is wrong"_s));
        QVERIFY(!why.contains(wrong.isEmpty() ? u"\x01"_s : wrong));
    }
}

void TestSigningKey::everyFlippedByteIsRefused()
{
    const SigningKey key = SigningKey::generate();
    const QByteArray data = operatorData("7", key.publicKey());
    const QByteArray wrapped = key.wrap(u"pass"_s, data, kFast);
    QVERIFY(SigningKey::unwrap(wrapped, u"pass"_s, data, nullptr));
    for (qsizetype i = 0; i < wrapped.size(); ++i) {
        for (const char bit : {char(0x01), char(0x20)}) {
            QByteArray bad = wrapped;
            bad[i] = char(bad.at(i) ^ bit);
            QString why;
            QVERIFY2(!SigningKey::unwrap(bad, u"pass"_s, data, &why),
                     qPrintable(
                         u"byte %1 ^ %2 accepted: %3"_s.arg(i).arg(int(bit)).arg(QString::fromLatin1(bad))));
            QVERIFY(!why.isEmpty());
        }
    }
    // Cut or lengthened.
    QVERIFY(!SigningKey::unwrap(wrapped.chopped(1), u"pass"_s, data, nullptr));
    QVERIFY(!SigningKey::unwrap(wrapped + "A", u"pass"_s, data, nullptr));
}

void TestSigningKey::otherOperatorIsRefused()
{
    const SigningKey key = SigningKey::generate();
    const QByteArray wrapped = key.wrap(u"pass"_s, operatorData("7", key.publicKey()), kFast);
    QString why;
    QVERIFY(!SigningKey::unwrap(wrapped, u"pass"_s, operatorData("8", key.publicKey()), &why));
    QVERIFY(why.contains(u"another operator"_s));
    QVERIFY(
        !SigningKey::unwrap(wrapped, u"pass"_s, operatorData("7", SigningKey::generate().publicKey()), &why));
    QVERIFY(!SigningKey::unwrap(wrapped, u"pass"_s, {}, &why));
}

void TestSigningKey::malformedIsRefused_data()
{
    QTest::addColumn<QByteArray>("blob");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("passphrase hash") << QByteArray("$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA");
    QTest::newRow("too few parts") << QByteArray(
        "$pdkey1$ln=10,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAA");
    QTest::newRow("too costly") << QByteArray("$pdkey1$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAA$"
                                              + QByteArray(64, 'A'));
    QTest::newRow("leading zero") << QByteArray(
        "$pdkey1$ln=010,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAA$" + QByteArray(64, 'A'));
    QTest::newRow("padding") << QByteArray("$pdkey1$ln=10,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAA$"
                                           + QByteArray(64, 'A'));
    QTest::newRow("short salt") << QByteArray("$pdkey1$ln=10,r=8,p=1$AAAA$AAAAAAAAAAAAAAAA$"
                                              + QByteArray(64, 'A'));
}

void TestSigningKey::malformedIsRefused()
{
    QFETCH(QByteArray, blob);
    QString why;
    QVERIFY(!SigningKey::unwrap(blob, u"pass"_s, {}, &why));
    QVERIFY(why.contains(u"cannot be read"_s));
    QVERIFY(!SigningKey::wrappedParameters(blob));
}

void TestSigningKey::rewrapChangesPassphrase()
{
    const SigningKey key = SigningKey::generate();
    const QByteArray data = operatorData("7", key.publicKey());
    const QByteArray wrapped = key.wrap(u"old one"_s, data, kFast);
    QString why;
    const QByteArray rewrapped
        = SigningKey::rewrap(wrapped, u"old one"_s, u"new one"_s, data, &why, {11, 8, 1});
    QVERIFY2(!rewrapped.isEmpty(), qPrintable(why));
    QCOMPARE(SigningKey::wrappedParameters(rewrapped), std::optional(PassphraseHash::Parameters {11, 8, 1}));
    QVERIFY(!SigningKey::unwrap(rewrapped, u"old one"_s, data, nullptr));
    const std::optional<SigningKey> back = SigningKey::unwrap(rewrapped, u"new one"_s, data, nullptr);
    QVERIFY(back);
    QCOMPARE(back->publicKey(), key.publicKey());
    QVERIFY(SigningKey::rewrap(wrapped, u"wrong"_s, u"new one"_s, data, &why, kFast).isEmpty());
    QVERIFY(why.contains(u"passphrase is wrong"_s));
}

void TestSigningKey::movedKeyIsWiped()
{
    SigningKey key = SigningKey::generate();
    const QByteArray publicKey = key.publicKey();
    SigningKey moved = std::move(key);
    QVERIFY(key.isNull()); // NOLINT(bugprone-use-after-move): what is left behind holds nothing
    QVERIFY(key.sign("x").isEmpty());
    QCOMPARE(moved.publicKey(), publicKey);
    moved = SigningKey::generate();
    QVERIFY(moved.publicKey() != publicKey);
}

void TestSigningKey::opensslVerifiesAlone()
{
    const QString openssl = paydesk::test::requiredProgram(u"openssl"_s);
    QVERIFY2(!openssl.isEmpty(), "openssl is needed (scripts/setup installs it)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto run = [&](const QString &message) {
        QProcess p;
        p.start(openssl,
                {u"pkeyutl"_s, u"-verify"_s, u"-pubin"_s, u"-inkey"_s, dir.filePath(u"pub.pem"_s),
                 u"-rawin"_s, u"-in"_s, dir.filePath(message), u"-sigfile"_s, dir.filePath(u"sig"_s)});
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit)
            return -1;
        return p.exitCode();
    };
    // RFC 8032's key, and a fresh one.
    const std::optional<SigningKey> rfc = SigningKey::fromSeed(kRfcSeed);
    const SigningKey fresh = SigningKey::generate();
    for (const SigningKey *key : {&*rfc, &fresh}) {
        const QByteArray message = QByteArray("paydesk approval v1\namount: 1250.00 EUR\n").repeated(15);
        QVERIFY(writeFile(dir.filePath(u"pub.pem"_s), SigningKey::publicKeyPem(key->publicKey())));
        QVERIFY(writeFile(dir.filePath(u"msg"_s), message));
        QVERIFY(writeFile(dir.filePath(u"sig"_s), key->sign(message)));
        QByteArray tampered = message;
        tampered[30] = '9';
        QVERIFY(writeFile(dir.filePath(u"tampered"_s), tampered));
        QCOMPARE(run(u"msg"_s), 0);
        const int exit = run(u"tampered"_s);
        QVERIFY2(exit > 0, qPrintable(QString::number(exit)));
    }
    QVERIFY(SigningKey::publicKeyPem(kRfcPublic.left(31)).isEmpty());
}

QTEST_GUILESS_MAIN(TestSigningKey)
#include "tst_signingkey.moc"
