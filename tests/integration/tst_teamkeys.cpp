// SPDX-License-Identifier: GPL-3.0-or-later
// The operators' signing keys in a team database (label postgres; TeamDatabase.h): the same life as
// on SQLite (tst_operatorkeys) through the team layer's functions (70-keys.sql), session_user the
// person acting. The first administrator's sign-in makes the root; another operator's sign-in an
// unvouched key, which an administrator vouches for; a change of one's own password rewraps, an
// administrator's reset replaces (vouched), disabling revokes; an operator cannot write the keys
// otherwise; `team init` brings a team database of version 1 up to version 2.
#include "TeamDatabase.h"
#include "operators/KeyRecord.h"
#include "operators/SigningKey.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "store/Store.h"
#include "store/TeamSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::operators;
using namespace paydesk::store;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using Role = Operator::Role;
using Kind = StoreError::Kind;
using Outcome = AuthResult::Outcome;

namespace {

struct Workstation
{
    explicit Workstation(const StoreConfig &config)
        : store(config)
        , log(&store)
        , operators(&store, &log)
        , keys(&store)
    {
        operators.setHashParameters({10, 8, 1}); // fast wrapping
    }
    Store store;
    AuditLog log;
    Operators operators;
    SigningKeys keys;
};

template<typename T> QByteArray why(const StoreResult<T> &result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

std::optional<KeyRecord> vouchOf(const OperatorKey &key, const QByteArray &voucherPublic)
{
    if (!key.isVouched() || !SigningKey::verify(voucherPublic, key.vouch, key.vouchSignature))
        return std::nullopt;
    return KeyRecord::fromCanonicalBytes(key.vouch);
}

} // namespace

class TestTeamKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void signInMakesKeysTheAdministratorsTheRoot();
    void anAdministratorVouchesAndChanges();
    void ownChangeRewrapsResetReplacesDisableRevokes();
    void addedOperatorsKeyIsVouched();
    void operatorsCannotWriteKeysOtherwise();
    void initUpgradesVersionOne();

private:
    std::unique_ptr<Workstation> open(const StoreConfig &config);
    OperatorKey current(Workstation &w, const QString &id);
    QStringList actions(Workstation &w);

    std::unique_ptr<TeamDatabase> m_team;
    StoreConfig m_ana; // maker
    StoreConfig m_bo; // approver, administrator
};

void TestTeamKeys::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_teamkeys"_s);
}

void TestTeamKeys::init()
{
    m_team = std::make_unique<TeamDatabase>();
    QString why;
    QVERIFY2(m_team->setUp(&why), qPrintable(why));
    m_ana = m_team->addOperator(u"ana"_s, Role::Maker);
    m_bo = m_team->addOperator(u"bo"_s, Role::Approver, true);
    QVERIFY(!m_ana.user.isEmpty() && !m_bo.user.isEmpty());
}

void TestTeamKeys::cleanup()
{
    m_team.reset();
}

std::unique_ptr<Workstation> TestTeamKeys::open(const StoreConfig &config)
{
    auto w = std::make_unique<Workstation>(config);
    const StoreResult<void> opened = w->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return w;
}

OperatorKey TestTeamKeys::current(Workstation &w, const QString &id)
{
    const StoreResult<std::optional<OperatorKey>> key = w.keys.current(id);
    return key.ok() && key.value() ? *key.value() : OperatorKey();
}

QStringList TestTeamKeys::actions(Workstation &w)
{
    QStringList list;
    const QList<AuditEntry> entries = w.log.entries().value();
    for (const AuditEntry &e : entries)
        if (e.action.startsWith(u"operator.key_"_s))
            list << e.action + u' ' + e.detailObject().value(u"operator_id"_s).toString();
    return list;
}

void TestTeamKeys::signInMakesKeysTheAdministratorsTheRoot()
{
    const auto bo = open(m_bo);
    QCOMPARE(bo->store.state(), Store::State::Open);
    const AuthResult boIn = bo->operators.authenticate(m_bo.user, m_bo.password);
    QVERIFY(boIn.ok());
    const OperatorKey root = current(*bo, m_bo.user);
    QCOMPARE(root.vouchedByKey, root.keyId);
    QVERIFY(vouchOf(root, root.publicKey));
    QVERIFY(boIn.authenticated->signingKey());
    QCOMPARE(boIn.authenticated->signingKey()->publicKey(), root.publicKey);
    QCOMPARE(bo->keys.root().value()->keyId, root.keyId);

    const auto ana = open(m_ana);
    const AuthResult anaIn = ana->operators.authenticate(m_ana.user, m_ana.password);
    QVERIFY(anaIn.ok());
    QVERIFY(!anaIn.authenticated->signingKey());
    const OperatorKey anaKey = current(*ana, m_ana.user);
    QVERIFY(!anaKey.keyId.isEmpty());
    QVERIFY(!anaKey.isVouched());
    QVERIFY(SigningKey::unwrap(anaKey.wrapped, m_ana.password, wrappingContext(m_ana.user, anaKey.publicKey),
                               nullptr));
    // Signing in again makes no other key; the approval path unlocks it.
    const Operators::UnlockedKey unlocked = ana->operators.unlockSigningKey(m_ana.user, m_ana.password);
    QVERIFY(unlocked.ok());
    QCOMPARE(unlocked.row.keyId, anaKey.keyId);
    QCOMPARE(unlocked.key->publicKey(), anaKey.publicKey);
    QCOMPARE(ana->operators.unlockSigningKey(m_ana.user, u"not the password"_s).auth.outcome,
             Outcome::WrongPassphrase);
    QCOMPARE(ana->keys.all().value().size(), 2);
    QCOMPARE(actions(*ana),
             (QStringList {u"operator.key_made "_s + m_bo.user, u"operator.key_made "_s + m_ana.user}));
    const QList<AuditEntry> entries = ana->log.entries().value();
    for (const AuditEntry &e : entries) {
        if (e.action == u"operator.key_made"_s && e.detailObject().value(u"root"_s).toBool()) {
            QJsonObject detail = e.detailObject();
            QCOMPARE(detail.take(u"db_user"_s).toString(), m_bo.user); // the team's entries say who connected
            QCOMPARE(detail,
                     (QJsonObject {{u"operator_id"_s, m_bo.user},
                                   {u"key_id"_s, root.keyId},
                                   {u"fingerprint"_s, SigningKey::fingerprint(root.publicKey)},
                                   {u"vouched_by"_s, m_bo.user},
                                   {u"root"_s, true}}));
        }
    }
    QVERIFY(ana->log.verify().value().isIntact());
}

void TestTeamKeys::anAdministratorVouchesAndChanges()
{
    const auto bo = open(m_bo);
    const AuthenticatedOperator admin = *bo->operators.authenticate(m_bo.user, m_bo.password).authenticated;
    const auto ana = open(m_ana);
    QVERIFY(ana->operators.authenticate(m_ana.user, m_ana.password).ok());
    const OperatorKey waiting = current(*bo, m_ana.user);
    QVERIFY(!waiting.isVouched());

    const StoreResult<OperatorKey> vouched = bo->operators.vouch(admin, waiting.keyId);
    QVERIFY2(vouched.ok(), why(vouched));
    const std::optional<KeyRecord> record
        = vouchOf(current(*bo, m_ana.user), admin.signingKey()->publicKey());
    QVERIFY(record);
    QCOMPARE(record->role, Role::Maker);
    QCOMPARE(record->vouchedBy, m_bo.user);
    QCOMPARE(record->validFrom, waiting.createdAt);
    QCOMPARE(bo->operators.vouch(admin, waiting.keyId).error().kind(), Kind::Conflict);
    // The maker cannot vouch (nor has she a key unlocked to do it with).
    const AuthenticatedOperator anaWithKey
        = *ana->operators.unlockSigningKey(m_ana.user, m_ana.password).auth.authenticated;
    QCOMPARE(ana->operators.vouch(anaWithKey, current(*ana, m_bo.user).keyId).error().kind(),
             Kind::NotAllowed);

    // A change of role vouches again, with the new record.
    const qint64 revision = bo->operators.load(m_ana.user).value().revision;
    QVERIFY(bo->operators.change(admin, m_ana.user, revision, u"Ana M."_s, Role::Approver, false).ok());
    const std::optional<KeyRecord> again = vouchOf(current(*bo, m_ana.user), admin.signingKey()->publicKey());
    QVERIFY(again);
    QCOMPARE(again->role, Role::Approver);
    QCOMPARE(again->displayName, u"Ana M."_s);
    QCOMPARE(actions(*bo).count(u"operator.key_vouched "_s + m_ana.user), 2);
}

void TestTeamKeys::ownChangeRewrapsResetReplacesDisableRevokes()
{
    const auto bo = open(m_bo);
    const AuthenticatedOperator admin = *bo->operators.authenticate(m_bo.user, m_bo.password).authenticated;
    const auto ana = open(m_ana);
    const AuthenticatedOperator anaIn
        = *ana->operators.authenticate(m_ana.user, m_ana.password).authenticated;
    const OperatorKey first = current(*ana, m_ana.user);

    // Her own change, with the old password: the same key, under the new one.
    const QString newPassword = u"ana's own new password"_s;
    QCOMPARE(
        ana->operators.changePassphrase(anaIn, m_ana.user, newPassword, u"not her password"_s).error().kind(),
        Kind::NotAllowed);
    const StoreResult<Operator> changed
        = ana->operators.changePassphrase(anaIn, m_ana.user, newPassword, m_ana.password);
    QVERIFY2(changed.ok(), why(changed));
    const OperatorKey rewrapped = current(*ana, m_ana.user);
    QCOMPARE(rewrapped.keyId, first.keyId);
    QVERIFY(rewrapped.wrapped != first.wrapped);
    QVERIFY(ana->operators.unlockSigningKey(m_ana.user, newPassword).ok());

    // The administrator's reset: a new key, vouched by his, the old one revoked.
    const QString resetPassword = u"reset by bo for ana"_s;
    QVERIFY(bo->operators.changePassphrase(admin, m_ana.user, resetPassword).ok());
    const OperatorKey replaced = current(*bo, m_ana.user);
    QVERIFY(replaced.keyId != first.keyId);
    QVERIFY(vouchOf(replaced, admin.signingKey()->publicKey()));
    const Operators::UnlockedKey afterReset = ana->operators.unlockSigningKey(m_ana.user, resetPassword);
    QVERIFY(afterReset.ok());
    QCOMPARE(afterReset.row.keyId, replaced.keyId);

    // Disabled: revoked.
    const qint64 revision = bo->operators.load(m_ana.user).value().revision;
    QVERIFY(bo->operators.setDisabled(admin, m_ana.user, revision, true).ok());
    QVERIFY(current(*bo, m_ana.user).keyId.isEmpty());
    QCOMPARE(actions(*bo),
             (QStringList {u"operator.key_made "_s + m_bo.user, u"operator.key_made "_s + m_ana.user,
                           u"operator.key_rewrapped "_s + m_ana.user, u"operator.key_revoked "_s + m_ana.user,
                           u"operator.key_made "_s + m_ana.user, u"operator.key_revoked "_s + m_ana.user}));
    QList<QString> whys;
    const QList<AuditEntry> entries = bo->log.entries().value();
    for (const AuditEntry &e : entries)
        if (e.action == u"operator.key_revoked"_s)
            whys << e.detailObject().value(u"why"_s).toString();
    QCOMPARE(whys, (QList<QString> {u"reset"_s, u"disabled"_s}));
    QVERIFY(bo->log.verify().value().isIntact());
}

void TestTeamKeys::addedOperatorsKeyIsVouched()
{
    const auto bo = open(m_bo);
    const AuthenticatedOperator admin = *bo->operators.authenticate(m_bo.user, m_bo.password).authenticated;
    const QString login = m_team->login(u"dee"_s);
    m_team->dropAtTheEnd(login);
    const QString password = u"dee's first password"_s;
    const StoreResult<Operator> added
        = bo->operators.add(admin, {login, u"Dee"_s, Role::Viewer, false}, password);
    QVERIFY2(added.ok(), why(added));
    const OperatorKey dee = current(*bo, login);
    QVERIFY(!dee.keyId.isEmpty());
    const std::optional<KeyRecord> record = vouchOf(dee, admin.signingKey()->publicKey());
    QVERIFY(record);
    QCOMPARE(record->operatorId, login);
    QCOMPARE(record->role, Role::Viewer);
    QVERIFY(SigningKey::unwrap(dee.wrapped, password, wrappingContext(login, dee.publicKey), nullptr));
}

void TestTeamKeys::operatorsCannotWriteKeysOtherwise()
{
    const auto ana = open(m_ana);
    QVERIFY(ana->operators.authenticate(m_ana.user, m_ana.password).ok());
    const OperatorKey key = current(*ana, m_ana.user);
    QSqlDatabase db = m_team->connect(m_ana);
    QVERIFY(db.isOpen());
    QSqlQuery q(db);
    // No direct write.
    QVERIFY(
        !q.exec(u"UPDATE operator_keys SET vouch = 'x', vouch_signature = 'x', vouched_by_key = key_id"_s));
    QCOMPARE(q.lastError().nativeErrorCode(), u"42501"_s);
    QVERIFY(!q.exec(u"DELETE FROM operator_keys"_s));
    QVERIFY(q.exec(u"SELECT count(*) FROM operator_keys"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
    // Not a second key in force, nor a root of her own; no vouch of her own key.
    const SigningKey other = SigningKey::generate();
    const QString otherId = KeyRecord::keyId(other.publicKey());
    const QString now = AuditEntry::timeText(QDateTime::currentDateTimeUtc());
    q.prepare(u"SELECT key_id FROM paydesk_key_put(:now, :id, :pub, '$pdkey1$x', NULL, NULL, NULL)"_s);
    q.bindValue(u":now"_s, now);
    q.bindValue(u":id"_s, otherId);
    q.bindValue(u":pub"_s, QString::fromLatin1(other.publicKey().toBase64()));
    QVERIFY(!q.exec());
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD005"_s);
    q.prepare(u"SELECT key_id FROM paydesk_key_vouch(:now, :id, '{}', 'AA==', :id)"_s);
    q.bindValue(u":now"_s, now);
    q.bindValue(u":id"_s, key.keyId);
    QVERIFY(!q.exec());
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD002"_s);
    q.prepare(u"SELECT key_id FROM paydesk_key_rewrap(:now, :id, '$pdkey1$y')"_s);
    q.bindValue(u":now"_s, now);
    q.bindValue(u":id"_s, otherId);
    QVERIFY(!q.exec());
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD005"_s);
}

void TestTeamKeys::initUpgradesVersionOne()
{
    {
        QSqlDatabase owner = m_team->ownerSql();
        QSqlQuery q(owner);
        QVERIFY2(q.exec(u"UPDATE team_settings SET value = '1' WHERE key = 'team_version'"_s),
                 qPrintable(q.lastError().text()));
        QVERIFY(q.exec(u"DROP FUNCTION paydesk_key_put(text, text, text, text, text, text, text)"_s));
    }
    {
        Store old(m_ana);
        QVERIFY(!old.open().ok()); // this Paydesk wants the newest team version: "run team init"
    }
    const StoreResult<TeamInitReport> report = TeamSchema::init(m_team->ownerConfig(), m_team->rolePrefix());
    QVERIFY2(report.ok(), why(report));
    QVERIFY(report.value().changed);
    QCOMPARE(report.value().teamVersion, TeamSchema::version);
    const auto ana = open(m_ana);
    QCOMPARE(ana->store.state(), Store::State::Open);
    QVERIFY(ana->operators.authenticate(m_ana.user, m_ana.password).ok());
    QVERIFY(!current(*ana, m_ana.user).keyId.isEmpty()); // paydesk_key_put is back, and hers to call
    // Again: nothing to do.
    QVERIFY(!TeamSchema::init(m_team->ownerConfig(), m_team->rolePrefix()).value().changed);
}

QTEST_GUILESS_MAIN(TestTeamKeys)
#include "tst_teamkeys.moc"
