// SPDX-License-Identifier: GPL-3.0-or-later
// The operators' signing keys in the store (store::Operators' key life, store::SigningKeys), on
// SQLite and on PostgreSQL (not a team database: the same code as SQLite; the team's functions
// are tst_teamkeys'): registered twice, as tst_operators is.
//   tst_operatorkeys           (label unit)
//   tst_operatorkeys_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres
// A key made with every passphrase set, the first administrator's the self-vouched root, the
// others vouched by the administrator's key; a change of one's own passphrase rewraps the same
// key, a reset makes a new one and revokes the old, disabling revokes, a sign-in makes a missing
// key; unlockSigningKey() proves the passphrase by the unwrap alone, with the lockout; vouch();
// every step its audit entry, never private material; SigningKeys' reads.

#include "StoreBackend.h"
#include "approvals/ApprovalSignature.h"
#include "operators/KeyRecord.h"
#include "operators/SigningKey.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "store/Store.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::operators;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using Role = Operator::Role;
using Kind = StoreError::Kind;
using Outcome = AuthResult::Outcome;

namespace {

const QString kAdaPass = u"ada's long passphrase"_s;
const QString kAnaPass = u"ana drafts payouts"_s;
const QString kBenPass = u"ben approves them"_s;

template<typename T> QByteArray why(const StoreResult<T> &result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

// The record a key's vouch holds, checked against the vouching key's public half.
std::optional<KeyRecord> vouchOf(const OperatorKey &key, const QByteArray &voucherPublic)
{
    if (!key.isVouched() || !SigningKey::verify(voucherPublic, key.vouch, key.vouchSignature))
        return std::nullopt;
    return KeyRecord::fromCanonicalBytes(key.vouch);
}

} // namespace

class TestOperatorKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void firstAdministratorsKeyIsTheRoot();
    void addedOperatorsKeyIsVouchedByTheAdministrator();
    void ownPassphraseChangeRewrapsTheSameKey();
    void resetMakesANewKeyAndRevokesTheOld();
    void disablingRevokesEnablingDoesNot();
    void signInMakesAMissingKey();
    void changeVouchesAgainWithTheNewRole();
    void vouchForAWaitingKey();
    void unlockSigningKeyIsTheProof();
    void unlockIsLockedOutAfterFailures();
    void signingKeysReads();
    void noPrivateMaterialInTheLog();

private:
    QVariant scalar(const QString &sql) { return m_backend.scalar(sql); }
    bool exec(const QString &sql) { return m_backend.exec(sql); }
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , operators(&store, &log)
            , keys(&store)
        {
            operators.setHashParameters({10, 8, 1}); // fast (the wrapping too)
        }
        Store store;
        AuditLog log;
        Operators operators;
        SigningKeys keys;
    };
    std::unique_ptr<Setup> open();
    // ada (first administrator, signed in: her key unlocked), ana (maker), ben (approver).
    AuthenticatedOperator team(Setup &s);
    OperatorKey current(Setup &s, const QString &id);
    QList<QJsonObject> details(Setup &s, const QString &action);

    test::StoreBackend m_backend;
    StoreConfig m_config;
};

void TestOperatorKeys::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_operatorkeys"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestOperatorKeys::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_config = m_backend.config();
}

void TestOperatorKeys::cleanup()
{
    m_backend.endTest();
}

void TestOperatorKeys::cleanupTestCase()
{
    m_backend.tearDown();
}

std::unique_ptr<TestOperatorKeys::Setup> TestOperatorKeys::open()
{
    auto setup = std::make_unique<Setup>(m_config);
    const StoreResult<void> opened = setup->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return setup;
}

AuthenticatedOperator TestOperatorKeys::team(Setup &s)
{
    const StoreResult<Operator> ada
        = s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, true}, kAdaPass);
    if (!ada.ok())
        qFatal("first administrator: %s", why(ada).constData());
    const AuthResult signedIn = s.operators.authenticate(u"ada"_s, kAdaPass);
    if (!signedIn.ok())
        qFatal("ada cannot sign in: %s", qPrintable(signedIn.message()));
    const AuthenticatedOperator admin = *signedIn.authenticated;
    if (!s.operators.add(admin, {u"ana"_s, u"Ana Moreira"_s, Role::Maker, false}, kAnaPass).ok()
        || !s.operators.add(admin, {u"ben"_s, u"Ben Okello"_s, Role::Approver, false}, kBenPass).ok())
        qFatal("operators not added");
    return admin;
}

OperatorKey TestOperatorKeys::current(Setup &s, const QString &id)
{
    const StoreResult<std::optional<OperatorKey>> key = s.keys.current(id);
    if (!key.ok() || !key.value())
        return {};
    return *key.value();
}

QList<QJsonObject> TestOperatorKeys::details(Setup &s, const QString &action)
{
    QList<QJsonObject> list;
    const QList<AuditEntry> entries = s.log.entries().value();
    for (const AuditEntry &e : entries)
        if (e.action == action)
            list << e.detailObject();
    return list;
}

// --- made ---------------------------------------------------------------------------------------

void TestOperatorKeys::firstAdministratorsKeyIsTheRoot()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const OperatorKey root = current(*s, u"ada"_s);
    QCOMPARE(root.keyId.size(), 64);
    QCOMPARE(root.keyId, KeyRecord::keyId(root.publicKey));
    QCOMPARE(root.vouchedByKey, root.keyId);
    const std::optional<KeyRecord> record = vouchOf(root, root.publicKey);
    QVERIFY(record);
    QVERIFY(record->isRoot());
    QCOMPARE(record->operatorId, u"ada"_s);
    QCOMPARE(record->administrator, true);
    QCOMPARE(record->vouchedBy, u"ada"_s);
    QCOMPARE(record->validFrom, root.createdAt);
    const StoreResult<std::optional<OperatorKey>> storeRoot = s->keys.root();
    QVERIFY2(storeRoot.ok(), why(storeRoot));
    QCOMPARE(storeRoot.value()->keyId, root.keyId);
    // Her sign-in unlocked it: the AuthenticatedOperator holds the same key.
    QVERIFY(ada.signingKey());
    QCOMPARE(ada.signingKey()->publicKey(), root.publicKey);
    // The wrapped key opens with her passphrase, bound to her login and key.
    QString whyNot;
    QVERIFY(SigningKey::unwrap(root.wrapped, kAdaPass, wrappingContext(u"ada"_s, root.publicKey), &whyNot));
    QVERIFY(!SigningKey::unwrap(root.wrapped, kAdaPass, wrappingContext(u"ana"_s, root.publicKey), &whyNot));

    const QList<QJsonObject> made = details(*s, u"operator.key_made"_s);
    QCOMPARE(made.size(), 3);
    QCOMPARE(made.at(0),
             (QJsonObject {{u"operator_id"_s, u"ada"_s},
                           {u"key_id"_s, root.keyId},
                           {u"fingerprint"_s, SigningKey::fingerprint(root.publicKey)},
                           {u"vouched_by"_s, u"ada"_s},
                           {u"root"_s, true}}));
}

void TestOperatorKeys::addedOperatorsKeyIsVouchedByTheAdministrator()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const OperatorKey root = current(*s, u"ada"_s);
    const OperatorKey ana = current(*s, u"ana"_s);
    QVERIFY(!ana.keyId.isEmpty());
    QCOMPARE(ana.vouchedByKey, root.keyId);
    const std::optional<KeyRecord> record = vouchOf(ana, root.publicKey);
    QVERIFY(record);
    QVERIFY(!record->isRoot());
    QCOMPARE(record->operatorId, u"ana"_s);
    QCOMPARE(record->displayName, u"Ana Moreira"_s);
    QCOMPARE(record->role, Role::Maker);
    QCOMPARE(record->administrator, false);
    QCOMPARE(record->publicKey, ana.publicKey);
    QCOMPARE(record->vouchedBy, u"ada"_s);
    QVERIFY(SigningKey::unwrap(ana.wrapped, kAnaPass, wrappingContext(u"ana"_s, ana.publicKey), nullptr));
    const QList<QJsonObject> made = details(*s, u"operator.key_made"_s);
    QCOMPARE(made.at(1).value(u"operator_id"_s).toString(), u"ana"_s);
    QCOMPARE(made.at(1).value(u"vouched_by"_s).toString(), u"ada"_s);
    QCOMPARE(made.at(1).value(u"root"_s).toBool(), false);
    // Not vouched: the store has its root, ben's is vouched by ada's too, and not a second root.
    QCOMPARE(scalar(u"SELECT count(*) FROM operator_keys WHERE vouched_by_key = key_id"_s).toInt(), 1);
}

void TestOperatorKeys::ownPassphraseChangeRewrapsTheSameKey()
{
    const auto s = open();
    team(*s);
    const AuthenticatedOperator ana = *s->operators.authenticate(u"ana"_s, kAnaPass).authenticated;
    const OperatorKey before = current(*s, u"ana"_s);
    const QString newPass = u"ana's new passphrase"_s;
    // A wrong old passphrase does not open the key: nothing changes.
    QCOMPARE(s->operators.changePassphrase(ana, u"ana"_s, newPass, u"not ana's passphrase"_s).error().kind(),
             Kind::NotAllowed);
    QCOMPARE(current(*s, u"ana"_s), before);
    const StoreResult<Operator> changed = s->operators.changePassphrase(ana, u"ana"_s, newPass, kAnaPass);
    QVERIFY2(changed.ok(), why(changed));
    const OperatorKey after = current(*s, u"ana"_s);
    QCOMPARE(after.keyId, before.keyId);
    QCOMPARE(after.vouch, before.vouch);
    QVERIFY(after.wrapped != before.wrapped);
    const QByteArray context = wrappingContext(u"ana"_s, after.publicKey);
    QVERIFY(!SigningKey::unwrap(after.wrapped, kAnaPass, context, nullptr));
    QVERIFY(SigningKey::unwrap(after.wrapped, newPass, context, nullptr));
    QCOMPARE(scalar(u"SELECT count(*) FROM operator_keys WHERE operator_id = 'ana'"_s).toInt(), 1);
    QCOMPARE(details(*s, u"operator.key_rewrapped"_s),
             (QList<QJsonObject> {{{u"operator_id"_s, u"ana"_s}, {u"key_id"_s, before.keyId}}}));
    QVERIFY(s->operators.unlockSigningKey(u"ana"_s, newPass).ok());
}

void TestOperatorKeys::resetMakesANewKeyAndRevokesTheOld()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const OperatorKey before = current(*s, u"ben"_s);
    QVERIFY(s->operators.changePassphrase(ada, u"ben"_s, u"reset by ada today"_s).ok());
    const OperatorKey after = current(*s, u"ben"_s);
    QVERIFY(!after.keyId.isEmpty());
    QVERIFY(after.keyId != before.keyId);
    QVERIFY(vouchOf(after, ada.signingKey()->publicKey()));
    QVERIFY(SigningKey::unwrap(after.wrapped, u"reset by ada today"_s,
                               wrappingContext(u"ben"_s, after.publicKey), nullptr));
    QVERIFY(
        !scalar(u"SELECT revoked_at FROM operator_keys WHERE key_id = '%1'"_s.arg(before.keyId)).isNull());
    QCOMPARE(details(*s, u"operator.key_revoked"_s),
             (QList<QJsonObject> {
                 {{u"operator_id"_s, u"ben"_s}, {u"key_id"_s, before.keyId}, {u"why"_s, u"reset"_s}}}));
    const QList<QJsonObject> made = details(*s, u"operator.key_made"_s);
    QCOMPARE(made.constLast().value(u"key_id"_s).toString(), after.keyId);
    QCOMPARE(made.constLast().value(u"vouched_by"_s).toString(), u"ada"_s);
}

void TestOperatorKeys::disablingRevokesEnablingDoesNot()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const OperatorKey ben = current(*s, u"ben"_s);
    QVERIFY(s->operators.setDisabled(ada, u"ben"_s, 1, true).ok());
    QVERIFY(current(*s, u"ben"_s).keyId.isEmpty());
    QCOMPARE(details(*s, u"operator.key_revoked"_s),
             (QList<QJsonObject> {
                 {{u"operator_id"_s, u"ben"_s}, {u"key_id"_s, ben.keyId}, {u"why"_s, u"disabled"_s}}}));
    QVERIFY(s->operators.setDisabled(ada, u"ben"_s, 2, false).ok());
    QVERIFY(current(*s, u"ben"_s).keyId.isEmpty()); // nothing revoked back
    QCOMPARE(details(*s, u"operator.key_revoked"_s).size(), 1);
    // His next sign-in makes a new key, waiting for an administrator's vouch.
    QVERIFY(s->operators.authenticate(u"ben"_s, kBenPass).ok());
    const OperatorKey fresh = current(*s, u"ben"_s);
    QVERIFY(!fresh.keyId.isEmpty());
    QVERIFY(fresh.keyId != ben.keyId);
    QVERIFY(!fresh.isVouched());
}

void TestOperatorKeys::signInMakesAMissingKey()
{
    const auto s = open();
    team(*s);
    // A store from before signed approvals: nobody has a key.
    QVERIFY(exec(u"DELETE FROM operator_keys"_s));
    const AuthResult ana = s->operators.authenticate(u"ana"_s, kAnaPass);
    QVERIFY(ana.ok());
    QVERIFY(!ana.authenticated->signingKey()); // a maker's sign-in does not unlock it
    const OperatorKey anaKey = current(*s, u"ana"_s);
    QVERIFY(!anaKey.keyId.isEmpty());
    QVERIFY(!anaKey.isVouched()); // no root yet, and ana is no administrator
    // The administrator's sign-in makes hers: the root, since there is none.
    const AuthResult ada = s->operators.authenticate(u"ada"_s, kAdaPass);
    QVERIFY(ada.ok());
    QVERIFY(ada.authenticated->signingKey());
    const OperatorKey root = current(*s, u"ada"_s);
    QCOMPARE(root.vouchedByKey, root.keyId);
    QCOMPARE(ada.authenticated->signingKey()->publicKey(), root.publicKey);
    // A second sign-in makes no other key.
    QVERIFY(s->operators.authenticate(u"ada"_s, kAdaPass).ok());
    QCOMPARE(scalar(u"SELECT count(*) FROM operator_keys"_s).toInt(), 2);
}

void TestOperatorKeys::changeVouchesAgainWithTheNewRole()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const OperatorKey before = current(*s, u"ben"_s);
    QVERIFY(s->operators.change(ada, u"ben"_s, 1, u"Ben O."_s, Role::Maker, false).ok());
    const OperatorKey after = current(*s, u"ben"_s);
    QCOMPARE(after.keyId, before.keyId);
    const std::optional<KeyRecord> record = vouchOf(after, ada.signingKey()->publicKey());
    QVERIFY(record);
    QCOMPARE(record->role, Role::Maker);
    QCOMPARE(record->displayName, u"Ben O."_s);
    QCOMPARE(record->validFrom, before.createdAt);
    QCOMPARE(details(*s, u"operator.key_vouched"_s),
             (QList<QJsonObject> {{{u"operator_id"_s, u"ben"_s},
                                   {u"key_id"_s, after.keyId},
                                   {u"by"_s, u"ada"_s},
                                   {u"by_key"_s, current(*s, u"ada"_s).keyId}}}));
}

void TestOperatorKeys::vouchForAWaitingKey()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    QVERIFY(s->operators.setDisabled(ada, u"ana"_s, 1, true).ok());
    QVERIFY(s->operators.setDisabled(ada, u"ana"_s, 2, false).ok());
    QVERIFY(s->operators.authenticate(u"ana"_s, kAnaPass).ok());
    const OperatorKey waiting = current(*s, u"ana"_s);
    QVERIFY(!waiting.isVouched());
    // Not by someone without an unlocked key, nor by a non-administrator.
    const AuthenticatedOperator ben = *s->operators.authenticate(u"ben"_s, kBenPass).authenticated;
    QCOMPARE(s->operators.vouch(ben, waiting.keyId).error().kind(), Kind::NotAllowed);
    const AuthenticatedOperator benWithKey
        = *s->operators.unlockSigningKey(u"ben"_s, kBenPass).auth.authenticated;
    QCOMPARE(s->operators.vouch(benWithKey, waiting.keyId).error().kind(), Kind::NotAllowed);
    // Not one's own key.
    QCOMPARE(s->operators.vouch(ada, current(*s, u"ada"_s).keyId).error().kind(), Kind::NotAllowed);
    QCOMPARE(s->operators.vouch(ada, QString(64, u'0')).error().kind(), Kind::NotFound);

    const StoreResult<OperatorKey> vouched = s->operators.vouch(ada, waiting.keyId);
    QVERIFY2(vouched.ok(), why(vouched));
    const OperatorKey stored = current(*s, u"ana"_s);
    QCOMPARE(stored, vouched.value());
    const std::optional<KeyRecord> record = vouchOf(stored, ada.signingKey()->publicKey());
    QVERIFY(record);
    QCOMPARE(record->role, Role::Maker);
    QCOMPARE(record->validFrom, waiting.createdAt);
    // Again with nothing new: refused.
    QCOMPARE(s->operators.vouch(ada, waiting.keyId).error().kind(), Kind::Conflict);
    // A revoked key: refused.
    QVERIFY(s->operators.setDisabled(ada, u"ana"_s, 3, true).ok());
    QCOMPARE(s->operators.vouch(ada, waiting.keyId).error().kind(), Kind::NotFound);
    QCOMPARE(details(*s, u"operator.key_vouched"_s).size(), 1);
}

// --- unlocking ----------------------------------------------------------------------------------

void TestOperatorKeys::unlockSigningKeyIsTheProof()
{
    const auto s = open();
    team(*s);
    const OperatorKey ben = current(*s, u"ben"_s);
    const Operators::UnlockedKey unlocked = s->operators.unlockSigningKey(u"ben"_s, kBenPass);
    QVERIFY(unlocked.ok());
    QCOMPARE(unlocked.row, ben);
    QCOMPARE(unlocked.key->publicKey(), ben.publicKey);
    QCOMPARE(unlocked.auth.authenticated->id(), u"ben"_s);
    QCOMPARE(unlocked.auth.authenticated->signingKey(), unlocked.key);
    const QByteArray message = "a statement";
    QVERIFY(SigningKey::verify(ben.publicKey, message, unlocked.key->sign(message)));

    const Operators::UnlockedKey wrong = s->operators.unlockSigningKey(u"ben"_s, u"not ben's passphrase"_s);
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.auth.outcome, Outcome::WrongPassphrase);
    QCOMPARE(wrong.auth.failuresInARow, 1);
    QVERIFY(!wrong.key);
    QCOMPARE(s->operators.unlockSigningKey(u"nobody"_s, kBenPass).auth.outcome, Outcome::UnknownOperator);
    const QList<QJsonObject> refused = details(*s, u"operator.sign_in_refused"_s);
    QCOMPARE(refused.size(), 2);
    QCOMPARE(refused.at(0).value(u"reason"_s).toString(), u"wrong_passphrase"_s);
    QCOMPARE(refused.at(0).value(u"for"_s).toString(), u"approval"_s);

    // The unwrap alone proves it: a passphrase hash that no longer matches does not matter.
    QVERIFY(
        exec(u"UPDATE operators SET passphrase_hash = '$scrypt$ln=10,r=8,p=1$AAAA$AAAA' WHERE id = 'ben'"_s));
    QVERIFY(s->operators.unlockSigningKey(u"ben"_s, kBenPass).ok());

    // No key in force: the passphrase hash proves it, then the key is made.
    const AuthenticatedOperator ada = *s->operators.authenticate(u"ada"_s, kAdaPass).authenticated;
    QVERIFY(s->operators.setDisabled(ada, u"ana"_s, 1, true).ok());
    QCOMPARE(s->operators.unlockSigningKey(u"ana"_s, kAnaPass).auth.outcome, Outcome::Disabled);
    QVERIFY(s->operators.setDisabled(ada, u"ana"_s, 2, false).ok());
    QVERIFY(current(*s, u"ana"_s).keyId.isEmpty());
    QCOMPARE(s->operators.unlockSigningKey(u"ana"_s, u"wrong for ana"_s).auth.outcome,
             Outcome::WrongPassphrase);
    QVERIFY(current(*s, u"ana"_s).keyId.isEmpty());
    const Operators::UnlockedKey made = s->operators.unlockSigningKey(u"ana"_s, kAnaPass);
    QVERIFY(made.ok());
    QCOMPARE(made.row.keyId, current(*s, u"ana"_s).keyId);
    QCOMPARE(made.key->publicKey(), made.row.publicKey);
}

void TestOperatorKeys::unlockIsLockedOutAfterFailures()
{
    const auto s = open();
    team(*s);
    for (int i = 1; i <= Operators::freeAttempts; ++i)
        QCOMPARE(s->operators.unlockSigningKey(u"ben"_s, u"guess %1"_s.arg(i)).auth.failuresInARow, i);
    const Operators::UnlockedKey locked = s->operators.unlockSigningKey(u"ben"_s, kBenPass);
    QCOMPARE(locked.auth.outcome, Outcome::TooManyAttempts);
    QVERIFY(!locked.key);
    QVERIFY(locked.auth.retryAfter.count() > 0);
    // The same count as authenticate()'s.
    QCOMPARE(s->operators.authenticate(u"ben"_s, kBenPass).outcome, Outcome::TooManyAttempts);
    QCOMPARE(details(*s, u"operator.sign_in_refused"_s).constLast().value(u"reason"_s).toString(),
             u"locked"_s);
}

// --- reads --------------------------------------------------------------------------------------

void TestOperatorKeys::signingKeysReads()
{
    const auto s = open();
    team(*s);
    const StoreResult<QList<OperatorKey>> all = s->keys.all();
    QVERIFY2(all.ok(), why(all));
    QCOMPARE(all.value().size(), 3);
    QCOMPARE(all.value().at(0).operatorId, u"ada"_s);
    QCOMPARE(all.value().at(0), current(*s, u"ada"_s));
    QVERIFY(s->keys.current(u"nobody"_s).value() == std::nullopt);

    // Signatures as OutboxStore writes them (raw rows here: the outbox's own tests write them).
    const QString insert
        = u"INSERT INTO approval_signatures (id, outbox_id, profile_id, decision, approver, "
          "key_id, statement, signature, recorded_at) VALUES ('%1', '%2', '%3', '%4', 'ben', '%5', "
          "'{\"s\":%6}', '%7', '%8')"_s;
    const QString benKey = current(*s, u"ben"_s).keyId;
    const QByteArray signature(64, '\x5a');
    const QString sig64 = QString::fromLatin1(signature.toBase64());
    struct Row
    {
        QString id, outbox, profile, decision, at;
    } rows[] = {
        {QString(64, u'a'), u"o1"_s, u"p1"_s, u"APPROVE"_s, u"2026-03-01T10:00:00.000Z"_s},
        {QString(64, u'b'), u"o2"_s, u"p2"_s, u"APPROVE"_s, u"2026-03-02T10:00:00.000Z"_s},
        {QString(64, u'c'), u"o1"_s, u"p1"_s, u"REJECT"_s, u"2026-03-03T10:00:00.000Z"_s},
    };
    int n = 0;
    for (const Row &r : rows)
        QVERIFY(exec(insert.arg(r.id, r.outbox, r.profile, r.decision, benKey).arg(++n).arg(sig64, r.at)));

    const StoreResult<QList<approvals::ApprovalSignature>> of = s->keys.signaturesOf(u"o1"_s);
    QVERIFY2(of.ok(), why(of));
    QCOMPARE(of.value().size(), 2);
    const approvals::ApprovalSignature &first = of.value().at(0);
    QCOMPARE(first.id, QString(64, u'a'));
    QCOMPARE(first.outboxId, u"o1"_s);
    QCOMPARE(first.profileId, u"p1"_s);
    QCOMPARE(first.decision, approvals::ApprovalStatement::Decision::Approve);
    QCOMPARE(first.approver, u"ben"_s);
    QCOMPARE(first.keyId, benKey);
    QCOMPARE(first.statement, QByteArray("{\"s\":1}"));
    QCOMPARE(first.signature, signature);
    QCOMPARE(first.recordedAt, QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC));
    QCOMPARE(of.value().at(1).decision, approvals::ApprovalStatement::Decision::Reject);

    const QDateTime from(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC);
    const QDateTime to(QDate(2026, 3, 3), QTime(10, 0), Qt::UTC);
    const auto between = s->keys.signaturesBetween(QString(), from, to); // [from, to)
    QVERIFY2(between.ok(), why(between));
    QCOMPARE(between.value().size(), 2);
    QCOMPARE(between.value().at(1).outboxId, u"o2"_s);
    QCOMPARE(s->keys.signaturesBetween(u"p1"_s, from, to.addDays(1)).value().size(), 2);
    QCOMPARE(s->keys.signaturesBetween(u"p2"_s, from, to.addDays(1)).value().size(), 1);
    QCOMPARE(s->keys.signaturesOf(u"o9"_s).value().size(), 0);
}

void TestOperatorKeys::noPrivateMaterialInTheLog()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const AuthenticatedOperator ana = *s->operators.authenticate(u"ana"_s, kAnaPass).authenticated;
    QVERIFY(s->operators.changePassphrase(ana, u"ana"_s, u"ana's new passphrase"_s, kAnaPass).ok());
    QVERIFY(s->operators.changePassphrase(ada, u"ben"_s, u"reset by ada today"_s).ok());
    QStringList wrapped;
    const QList<OperatorKey> keys = s->keys.all().value();
    for (const OperatorKey &k : keys)
        wrapped << QString::fromLatin1(k.wrapped);
    const QList<AuditEntry> entries = s->log.entries().value();
    for (const AuditEntry &e : entries) {
        for (const QString &secret : {kAdaPass, kAnaPass, kBenPass, u"ana's new passphrase"_s})
            QVERIFY2(!e.detail.contains(secret), qPrintable(e.detail));
        QVERIFY2(!e.detail.contains(u"$pdkey1$"_s), qPrintable(e.detail));
        for (const QString &w : std::as_const(wrapped))
            QVERIFY(!e.detail.contains(w));
    }
    QVERIFY(s->log.verify().value().isIntact());
}

QTEST_GUILESS_MAIN(TestOperatorKeys)
#include "tst_operatorkeys.moc"
