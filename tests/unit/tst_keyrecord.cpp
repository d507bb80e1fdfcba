// SPDX-License-Identifier: GPL-3.0-or-later
// The record by which an administrator vouches for an operator's key: its one canonical text
// (members sorted, as documented), read back strictly, the key id, and the wrapping context that
// binds a wrapped private key to its operator and public key.

#include "operators/KeyRecord.h"
#include "operators/SigningKey.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace paydesk::operators;
using namespace Qt::StringLiterals;

namespace {

const PassphraseHash::Parameters kFast {10, 8, 1};

// RFC 8032, 7.1, TEST 1's public key.
const QByteArray kPublic
    = QByteArray::fromHex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");

KeyRecord sample()
{
    KeyRecord r;
    r.operatorId = u"ben"_s;
    r.displayName = u"Ben Otieno"_s;
    r.role = Operator::Role::Approver;
    r.administrator = false;
    r.publicKey = kPublic;
    r.validFrom = QDateTime(QDate(2026, 11, 27), QTime(9, 30), Qt::UTC);
    r.vouchedBy = u"amina"_s;
    r.vouchedByKey = QString(64, u'a');
    r.time = QDateTime(QDate(2026, 11, 27), QTime(9, 31, 0, 5), Qt::UTC);
    return r;
}

} // namespace

class TestKeyRecord : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keyIdIsSha256OfTheRawKey();
    void canonicalBytesAreTheDocumentedText();
    void roundTrip();
    void rootVouchesForItself();
    void otherSpellingsAreRefused_data();
    void otherSpellingsAreRefused();
    void vouchSignatureCoversEveryMember();
    void wrappingContextBindsOperatorAndKey();
};

void TestKeyRecord::keyIdIsSha256OfTheRawKey()
{
    // sha256 of RFC 8032 TEST 1's public key, as `openssl dgst -sha256` of the 32 bytes gives it.
    QCOMPARE(KeyRecord::keyId(kPublic),
             u"21fe31dfa154a261626bf854046fd2271b7bed4b6abe45aa58877ef47f9721b9"_s);
    QCOMPARE(KeyRecord::keyId(kPublic.left(31)), QString());
    QCOMPARE(KeyRecord::keyId({}), QString());
}

void TestKeyRecord::canonicalBytesAreTheDocumentedText()
{
    const QByteArray expected = "{\"administrator\":false,\"display_name\":\"Ben Otieno\",\"format\":"
                                "\"paydesk-operator-key/1\",\"key_id\":\""
        + KeyRecord::keyId(kPublic).toLatin1() + "\",\"operator_id\":\"ben\",\"public_key\":\""
        + kPublic.toBase64()
        + "\",\"role\":\"approver\",\"time\":\"2026-11-27T09:31:00.005Z\",\"valid_from\":"
          "\"2026-11-27T09:30:00.000Z\",\"vouched_by\":\"amina\",\"vouched_by_key\":\""
        + QByteArray(64, 'a') + "\"}";
    QCOMPARE(sample().canonicalBytes(), expected);
    QCOMPARE(KeyRecord::formatVersion(), u"paydesk-operator-key/1"_s);
}

void TestKeyRecord::roundTrip()
{
    for (const auto role : {Operator::Role::Maker, Operator::Role::Approver, Operator::Role::Viewer}) {
        KeyRecord r = sample();
        r.role = role;
        r.administrator = role == Operator::Role::Viewer;
        QString why;
        const auto back = KeyRecord::fromCanonicalBytes(r.canonicalBytes(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back, r);
    }
}

void TestKeyRecord::rootVouchesForItself()
{
    KeyRecord r = sample();
    QVERIFY(!r.isRoot());
    r.vouchedByKey = KeyRecord::keyId(r.publicKey);
    r.vouchedBy = r.operatorId;
    QVERIFY(r.isRoot());
    QVERIFY(KeyRecord::fromCanonicalBytes(r.canonicalBytes()));
}

void TestKeyRecord::otherSpellingsAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray good = sample().canonicalBytes();
    QJsonObject o = QJsonDocument::fromJson(good).object();
    auto with = [&o](const QString &name, const QJsonValue &value) {
        QJsonObject changed = o;
        if (value.isUndefined())
            changed.remove(name);
        else
            changed.insert(name, value);
        return QJsonDocument(changed).toJson(QJsonDocument::Compact);
    };
    QTest::newRow("not json") << QByteArray("not json");
    QTest::newRow("array") << QByteArray("[]");
    QTest::newRow("indented") << QJsonDocument(o).toJson(QJsonDocument::Indented);
    QTest::newRow("trailing space") << QByteArray(good + ' ');
    QTest::newRow("other format") << with(u"format"_s, u"paydesk-operator-key/2"_s);
    QTest::newRow("extra member") << with(u"extra"_s, u"x"_s);
    QTest::newRow("missing time") << with(u"time"_s, QJsonValue::Undefined);
    QTest::newRow("missing key_id") << with(u"key_id"_s, QJsonValue::Undefined);
    QTest::newRow("role upper case") << with(u"role"_s, u"APPROVER"_s);
    QTest::newRow("unknown role") << with(u"role"_s, u"owner"_s);
    QTest::newRow("administrator as text") << with(u"administrator"_s, u"false"_s);
    QTest::newRow("key id of another key") << with(u"key_id"_s, QString(64, u'b'));
    QTest::newRow("short public key")
        << with(u"public_key"_s, QString::fromLatin1(kPublic.left(31).toBase64()));
    QTest::newRow("public key not base64") << with(u"public_key"_s, u"!!!"_s);
    QTest::newRow("time without ms") << with(u"time"_s, u"2026-11-27T09:31:00Z"_s);
    QTest::newRow("valid_from local") << with(u"valid_from"_s, u"2026-11-27T09:30:00.000+01:00"_s);
    QTest::newRow("vouching key not hex") << with(u"vouched_by_key"_s, u"A"_s.repeated(64));
    QTest::newRow("no voucher") << with(u"vouched_by"_s, u""_s);
    QTest::newRow("no operator") << with(u"operator_id"_s, u""_s);
}

void TestKeyRecord::otherSpellingsAreRefused()
{
    QFETCH(QByteArray, bytes);
    QString why;
    QVERIFY(!KeyRecord::fromCanonicalBytes(bytes, &why));
    QVERIFY(!why.isEmpty());
}

void TestKeyRecord::vouchSignatureCoversEveryMember()
{
    const SigningKey admin = SigningKey::generate();
    QVERIFY(!admin.isNull());
    const KeyRecord r = sample();
    const QByteArray signature = admin.sign(r.canonicalBytes());
    QVERIFY(SigningKey::verify(admin.publicKey(), r.canonicalBytes(), signature));
    const QList<std::function<void(KeyRecord &)>> changes {
        [](KeyRecord &k) { k.operatorId = u"eve"_s; },
        [](KeyRecord &k) { k.displayName = u"Eve"_s; },
        [](KeyRecord &k) { k.role = Operator::Role::Maker; },
        [](KeyRecord &k) { k.administrator = true; },
        [](KeyRecord &k) { k.publicKey[0] = char(k.publicKey[0] ^ 1); },
        [](KeyRecord &k) { k.validFrom = k.validFrom.addMSecs(-1); },
        [](KeyRecord &k) { k.vouchedBy = u"eve"_s; },
        [](KeyRecord &k) { k.vouchedByKey = QString(64, u'c'); },
        [](KeyRecord &k) { k.time = k.time.addMSecs(1); },
    };
    for (const auto &change : changes) {
        KeyRecord other = r;
        change(other);
        QVERIFY(other.canonicalBytes() != r.canonicalBytes());
        QVERIFY(!SigningKey::verify(admin.publicKey(), other.canonicalBytes(), signature));
    }
}

void TestKeyRecord::wrappingContextBindsOperatorAndKey()
{
    const SigningKey key = SigningKey::generate();
    const SigningKey other = SigningKey::generate();
    QVERIFY(!key.isNull() && !other.isNull());
    const QByteArray context = wrappingContext(u"ben"_s, key.publicKey());
    QCOMPARE(context, wrappingContext(u"ben"_s, key.publicKey()));
    QVERIFY(context != wrappingContext(u"bena"_s, key.publicKey()));
    QVERIFY(context != wrappingContext(u"ben"_s, other.publicKey()));

    const QByteArray wrapped = key.wrap(u"correct horse battery"_s, context, kFast);
    QVERIFY(!wrapped.isEmpty());
    QString why;
    const auto opened = SigningKey::unwrap(wrapped, u"correct horse battery"_s, context, &why);
    QVERIFY2(opened, qPrintable(why));
    QCOMPARE(opened->publicKey(), key.publicKey());
    QVERIFY(!SigningKey::unwrap(wrapped, u"correct horse battery"_s,
                                wrappingContext(u"eve"_s, key.publicKey()), &why));
    QVERIFY(!SigningKey::unwrap(wrapped, u"correct horse battery"_s,
                                wrappingContext(u"ben"_s, other.publicKey()), &why));
}

QTEST_GUILESS_MAIN(TestKeyRecord)
#include "tst_keyrecord.moc"
