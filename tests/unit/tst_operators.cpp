// SPDX-License-Identifier: GPL-3.0-or-later
// Operators and approval rules in the store, on SQLite and on PostgreSQL: one suite, registered
// twice, as tst_store and tst_payoutdrafts are.
//   tst_operators           (label unit)      a SQLite file in a temporary folder for each test
//   tst_operators_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres: the server named by
//                                             PAYDESK_TEST_PG (scripts/test starts one), each test
//                                             in a fresh schema, dropped afterwards.
// The first administrator, operators added, changed and disabled only by an administrator, a
// passphrase that is stored only as its hash, sign-in refused for a wrong passphrase and slowed
// after repeated failures, an approval checked with the approver's passphrase, rules edited by an
// administrator only; every change is one audit entry in the same transaction, and the chain holds.

#include "StoreBackend.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

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
const QString kCleoPass = u"cleo approves too"_s;
const QString kVivPass = u"viv only looks here"_s;

template<typename T> QByteArray why(const StoreResult<T> &result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

Money kes(qint64 minor)
{
    return Money::fromMinorUnits(minor, u"KES");
}

} // namespace

class TestOperators : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void migrationMakesTheTables();
    void firstAdministratorOnlyOnAnEmptyStore();
    void passphraseIsStoredOnlyAsItsHash();
    void authenticateChecksThePassphrase();
    void repeatedFailuresAreSlowedDown();
    void onlyAnAdministratorManagesOperators();
    void operatorChangesNeedTheRevisionRead();
    void lastAdministratorRemains();
    void disabledOperatorCannotSignInNorAct();
    void passphraseChangedByOwnerOrReset();
    void strongerParametersAtTheNextSignIn();
    void approvalNeedsTheApproversPassphrase();
    void secondApproverAboveTheStoredThreshold();
    void rulesAreEditedOnlyByAnAdministrator();
    void everyChangeIsAuditedAndTheChainHolds();
    void noChangeWithoutItsAuditEntry();

private:
    QSqlDatabase raw() { return m_backend.raw(); }
    QVariant scalar(const QString &sql) { return m_backend.scalar(sql); }
    bool exec(const QString &sql) { return m_backend.exec(sql); }
    bool refused(const QString &sql) { return !QSqlQuery(raw()).exec(sql); }
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , operators(&store, &log)
            , rules(&store, &log)
        {
            operators.setHashParameters({10, 8, 1}); // fast: the cost itself is tst_passphrasehash's
        }
        Store store;
        AuditLog log;
        Operators operators;
        ApprovalRuleStore rules;
    };
    std::unique_ptr<Setup> open();
    // ada (administrator, viewer), ana (maker), ben and cleo (approvers), viv (viewer); ada signed in.
    AuthenticatedOperator team(Setup &s);

    test::StoreBackend m_backend;
    bool m_postgres = false;
    StoreConfig m_config;
};

void TestOperators::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_operators"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    m_postgres = m_backend.isPostgres();
}

void TestOperators::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_config = m_backend.config();
}

void TestOperators::cleanup()
{
    m_backend.endTest();
}

void TestOperators::cleanupTestCase()
{
    m_backend.tearDown();
}

std::unique_ptr<TestOperators::Setup> TestOperators::open()
{
    auto setup = std::make_unique<Setup>(m_config);
    const StoreResult<void> opened = setup->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return setup;
}

AuthenticatedOperator TestOperators::team(Setup &s)
{
    const StoreResult<Operator> ada
        = s.operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, false}, kAdaPass);
    if (!ada.ok())
        qFatal("first administrator: %s", why(ada).constData());
    AuthResult signedIn = s.operators.authenticate(u"ada"_s, kAdaPass);
    if (!signedIn.ok())
        qFatal("ada cannot sign in: %s", qPrintable(signedIn.message()));
    const AuthenticatedOperator admin = *signedIn.authenticated;
    const struct
    {
        QString id, name;
        Role role;
        QString pass;
    } people[] = {
        {u"ana"_s, u"Ana Moreira"_s, Role::Maker, kAnaPass},
        {u"ben"_s, u"Ben Okello"_s, Role::Approver, kBenPass},
        {u"cleo"_s, u"Cleo Mensah"_s, Role::Approver, kCleoPass},
        {u"viv"_s, u"Viv Achieng"_s, Role::Viewer, kVivPass},
    };
    for (const auto &p : people) {
        const StoreResult<Operator> added = s.operators.add(admin, {p.id, p.name, p.role, false}, p.pass);
        if (!added.ok())
            qFatal("add %s: %s", qPrintable(p.id), why(added).constData());
    }
    return admin;
}

// --- the tables ---------------------------------------------------------------------------------

void TestOperators::migrationMakesTheTables()
{
    const auto s = open();
    QCOMPARE(s->store.state(), Store::State::Open);
    // The step that made them, whatever its number (and whatever came after it).
    QCOMPARE(
        scalar(u"SELECT count(*) FROM schema_version WHERE description = 'operators and approval rules'"_s)
            .toInt(),
        1);
    const QString insert = u"INSERT INTO operators (id, display_name, role, administrator, disabled, "
                           "passphrase_hash, revision, created_at, updated_at) "
                           "VALUES ('%1', 'Name', '%2', %3, 0, '$scrypt$x', 1, 't', 't')"_s;
    QVERIFY(exec(insert.arg(u"m"_s, u"MAKER"_s, u"0"_s)));
    QVERIFY(exec(insert.arg(u"a"_s, u"APPROVER"_s, u"1"_s)));
    QVERIFY(exec(insert.arg(u"v"_s, u"VIEWER"_s, u"0"_s)));
    QVERIFY(refused(insert.arg(u"x"_s, u"ADMINISTRATOR"_s, u"0"_s))); // a flag, not a role
    QVERIFY(refused(insert.arg(u"y"_s, u"MAKER"_s, u"2"_s)));
    QVERIFY(refused(insert.arg(u"m"_s, u"MAKER"_s, u"0"_s))); // ids are unique
    QVERIFY(refused(
        u"INSERT INTO operators (id, display_name, role, administrator, disabled, passphrase_hash, "
        "revision, created_at, updated_at) VALUES ('p', 'P', 'MAKER', 0, 0, 'plain text', 1, 't', 't')"_s));
    const QString rule = u"INSERT INTO approval_rules (currency, second_approver_above_minor, expiry_days, "
                         "revision, updated_at, updated_by) VALUES ('%1', %2, %3, 1, 't', 'a')"_s;
    QVERIFY(exec(rule.arg(u"KES"_s, u"NULL"_s, u"7"_s)));
    QVERIFY(exec(rule.arg(u"UGX"_s, u"100000"_s, u"365"_s)));
    QVERIFY(refused(rule.arg(u"KES"_s, u"NULL"_s, u"7"_s)));
    QVERIFY(refused(rule.arg(u"TZS"_s, u"NULL"_s, u"0"_s)));
    QVERIFY(refused(rule.arg(u"XOF"_s, u"-1"_s, u"7"_s)));
    QVERIFY(refused(rule.arg(u"EURO"_s, u"NULL"_s, u"7"_s)));
}

// --- operators ----------------------------------------------------------------------------------

void TestOperators::firstAdministratorOnlyOnAnEmptyStore()
{
    const auto s = open();
    QVERIFY(s->operators.isEmpty().value());
    // Ids, names and passphrases are checked before anything is written.
    auto refusal = [&](const QString &id, const QString &name, const QString &pass) {
        return s->operators.addFirstAdministrator({id, name, Role::Viewer, true}, pass).error().kind();
    };
    QCOMPARE(refusal(u"Ada"_s, u"Ada"_s, kAdaPass), Kind::InvalidData);
    QCOMPARE(refusal(u"a b"_s, u"Ada"_s, kAdaPass), Kind::InvalidData);
    QCOMPARE(refusal(u".ada"_s, u"Ada"_s, kAdaPass), Kind::InvalidData);
    QCOMPARE(refusal(u"ada"_s, u" Ada"_s, kAdaPass), Kind::InvalidData);
    QCOMPARE(refusal(u"ada"_s, QString(), kAdaPass), Kind::InvalidData);
    QCOMPARE(refusal(u"ada"_s, u"Ada"_s, u"too short"_s), Kind::InvalidData);
    QVERIFY(s->operators.isEmpty().value());

    const StoreResult<Operator> ada = s->operators.addFirstAdministrator(
        {u"ada"_s, u"Ada Lovelace"_s, Role::Approver, false}, u"ten chars!"_s);
    QVERIFY2(ada.ok(), why(ada));
    QVERIFY(ada.value().administrator); // whatever was asked
    QCOMPARE(ada.value().role, Role::Approver);
    QCOMPARE(ada.value().revision, 1);
    QVERIFY(!s->operators.isEmpty().value());
    QCOMPARE(s->operators.load(u"ada"_s).value(), ada.value());
    QVERIFY(s->operators.authenticate(u"ada"_s, u"ten chars!"_s).ok());

    const StoreResult<Operator> again = s->operators.addFirstAdministrator(
        {u"eve"_s, u"Eve"_s, Role::Approver, true}, u"eve's passphrase"_s);
    QCOMPARE(again.error().kind(), Kind::Conflict);
    QCOMPARE(s->operators.load(u"eve"_s).error().kind(), Kind::NotFound);
    QCOMPARE(s->operators.list().value().size(), 1);
}

void TestOperators::passphraseIsStoredOnlyAsItsHash()
{
    const auto s = open();
    team(*s);
    QSqlQuery q(raw());
    QVERIFY(q.exec(u"SELECT id, passphrase_hash FROM operators ORDER BY id"_s));
    QStringList hashes;
    while (q.next()) {
        const QString hash = q.value(1).toString();
        QVERIFY2(hash.startsWith(u"$scrypt$ln=10,r=8,p=1$"_s), qPrintable(hash));
        for (const QString &pass : {kAdaPass, kAnaPass, kBenPass, kCleoPass, kVivPass})
            QVERIFY(!hash.contains(pass));
        hashes << hash;
    }
    QCOMPARE(hashes.size(), 5);
    // Nowhere else either: not in the audit log.
    const QList<AuditEntry> entries = s->log.entries().value();
    for (const AuditEntry &e : entries) {
        for (const QString &pass : {kAdaPass, kAnaPass, kBenPass, kCleoPass, kVivPass})
            QVERIFY2(!e.detail.contains(pass), qPrintable(e.detail));
        QVERIFY2(!e.detail.contains(u"$scrypt$"_s), qPrintable(e.detail));
    }
}

void TestOperators::authenticateChecksThePassphrase()
{
    const auto s = open();
    team(*s);
    const AuthResult ok = s->operators.authenticate(u"ben"_s, kBenPass);
    QVERIFY(ok.ok());
    QCOMPARE(ok.authenticated->id(), u"ben"_s);
    QCOMPARE(ok.authenticated->op().role, Role::Approver);
    QVERIFY(ok.message().isEmpty());

    const AuthResult wrong = s->operators.authenticate(u"ben"_s, kCleoPass);
    QCOMPARE(wrong.outcome, Outcome::WrongPassphrase);
    QVERIFY(!wrong.authenticated);
    QVERIFY(!wrong.message().isEmpty());
    QCOMPARE(s->operators.authenticate(u"ben"_s, QString()).outcome, Outcome::WrongPassphrase);
    QCOMPARE(s->operators.authenticate(u"ben"_s, kBenPass.toUpper()).outcome, Outcome::WrongPassphrase);

    const AuthResult nobody = s->operators.authenticate(u"zed"_s, kBenPass);
    QCOMPARE(nobody.outcome, Outcome::UnknownOperator);
    QCOMPARE(nobody.message(), wrong.message()); // which ids exist is not told
}

void TestOperators::repeatedFailuresAreSlowedDown()
{
    const auto s = open();
    QDateTime clock(QDate(2026, 11, 23), QTime(9, 0), Qt::UTC);
    s->store.setClock([&clock] { return clock; });
    team(*s);
    for (int i = 1; i < Operators::freeAttempts; ++i)
        QCOMPARE(s->operators.authenticate(u"ben"_s, u"guess number %1"_s.arg(i)).failuresInARow, i);
    QCOMPARE(s->operators.authenticate(u"ben"_s, u"one guess too many"_s).outcome, Outcome::WrongPassphrase);
    // Locked now: even the right passphrase is refused, without being checked.
    AuthResult locked = s->operators.authenticate(u"ben"_s, kBenPass);
    QCOMPARE(locked.outcome, Outcome::TooManyAttempts);
    QCOMPARE(locked.retryAfter, Operators::firstLockout);
    QVERIFY(locked.message().contains(u"30"_s));
    // Others are not locked with ben.
    QVERIFY(s->operators.authenticate(u"cleo"_s, kCleoPass).ok());

    clock = clock.addSecs(29);
    QCOMPARE(s->operators.authenticate(u"ben"_s, kBenPass).retryAfter, std::chrono::seconds(1));
    clock = clock.addSecs(1);
    // Another failure after the lockout doubles it.
    QCOMPARE(s->operators.authenticate(u"ben"_s, u"still guessing"_s).outcome, Outcome::WrongPassphrase);
    locked = s->operators.authenticate(u"ben"_s, kBenPass);
    QCOMPARE(locked.outcome, Outcome::TooManyAttempts);
    QCOMPARE(locked.retryAfter, 2 * Operators::firstLockout);
    clock = clock.addSecs(60);
    // The right passphrase after the lockout signs in and starts the count again.
    QVERIFY(s->operators.authenticate(u"ben"_s, kBenPass).ok());
    QCOMPARE(s->operators.authenticate(u"ben"_s, u"a slip"_s).failuresInARow, 1);
}

void TestOperators::onlyAnAdministratorManagesOperators()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const AuthenticatedOperator ben = *s->operators.authenticate(u"ben"_s, kBenPass).authenticated;

    const StoreResult<Operator> byBen
        = s->operators.add(ben, {u"eve"_s, u"Eve"_s, Role::Approver, false}, u"eve's passphrase"_s);
    QCOMPARE(byBen.error().kind(), Kind::NotAllowed);
    QVERIFY(!byBen.error().message().isEmpty());
    QCOMPARE(s->operators.load(u"eve"_s).error().kind(), Kind::NotFound);
    const Operator ana = s->operators.load(u"ana"_s).value();
    QCOMPARE(s->operators.change(ben, u"ana"_s, ana.revision, ana.displayName, Role::Approver, false)
                 .error()
                 .kind(),
             Kind::NotAllowed);
    QCOMPARE(s->operators.setDisabled(ben, u"ana"_s, ana.revision, true).error().kind(), Kind::NotAllowed);
    QCOMPARE(s->operators.changePassphrase(ben, u"ana"_s, u"ben knows it now"_s).error().kind(),
             Kind::NotAllowed);
    QCOMPARE(s->operators.load(u"ana"_s).value(), ana); // untouched

    // The administrator can.
    const StoreResult<Operator> promoted
        = s->operators.change(ada, u"ben"_s, 1, u"Ben Okello"_s, Role::Approver, true);
    QVERIFY2(promoted.ok(), why(promoted));
    QVERIFY(promoted.value().administrator);
    QCOMPARE(promoted.value().revision, 2);
    // ben's proof of identity is the same, but the store reads his flag as it is now.
    QVERIFY2(s->operators.add(ben, {u"eve"_s, u"Eve"_s, Role::Approver, false}, u"eve's passphrase"_s).ok(),
             "ben is an administrator now");
    QCOMPARE(s->operators.add(ada, {u"eve"_s, u"Eve 2"_s, Role::Maker, false}, u"eve's passphrase"_s)
                 .error()
                 .kind(),
             Kind::Duplicate);
    QCOMPARE(s->operators.list().value().size(), 6);
}

void TestOperators::operatorChangesNeedTheRevisionRead()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    QVERIFY(s->operators.change(ada, u"ana"_s, 1, u"Ana M."_s, Role::Maker, false).ok());
    const StoreResult<Operator> stale
        = s->operators.change(ada, u"ana"_s, 1, u"Ana Moreira"_s, Role::Viewer, false);
    QCOMPARE(stale.error().kind(), Kind::Conflict);
    QCOMPARE(s->operators.load(u"ana"_s).value().displayName, u"Ana M."_s);
    // The same values again: nothing changes, no new revision.
    const StoreResult<Operator> same = s->operators.change(ada, u"ana"_s, 2, u"Ana M."_s, Role::Maker, false);
    QVERIFY2(same.ok(), why(same));
    QCOMPARE(same.value().revision, 2);
    QCOMPARE(s->operators.change(ada, u"nobody"_s, 1, u"N"_s, Role::Maker, false).error().kind(),
             Kind::NotFound);
}

void TestOperators::lastAdministratorRemains()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    QCOMPARE(s->operators.change(ada, u"ada"_s, 1, u"Ada Lovelace"_s, Role::Viewer, false).error().kind(),
             Kind::Conflict);
    QCOMPARE(s->operators.setDisabled(ada, u"ada"_s, 1, true).error().kind(), Kind::Conflict);
    QVERIFY(s->operators.load(u"ada"_s).value().isActive());
    // With a second administrator, the first may step down.
    QVERIFY(s->operators.change(ada, u"cleo"_s, 1, u"Cleo Mensah"_s, Role::Approver, true).ok());
    const StoreResult<Operator> down
        = s->operators.change(ada, u"ada"_s, 1, u"Ada Lovelace"_s, Role::Viewer, false);
    QVERIFY2(down.ok(), why(down));
    // And then can no longer administer.
    QCOMPARE(s->operators.setDisabled(ada, u"viv"_s, 1, true).error().kind(), Kind::NotAllowed);
}

void TestOperators::disabledOperatorCannotSignInNorAct()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const AuthenticatedOperator ben = *s->operators.authenticate(u"ben"_s, kBenPass).authenticated;
    QVERIFY(s->operators.change(ada, u"ben"_s, 1, u"Ben Okello"_s, Role::Approver, true).ok());
    const StoreResult<Operator> disabled = s->operators.setDisabled(ada, u"ben"_s, 2, true);
    QVERIFY2(disabled.ok(), why(disabled));
    QVERIFY(disabled.value().disabled);
    QCOMPARE(disabled.value().revision, 3);

    QCOMPARE(s->operators.authenticate(u"ben"_s, kBenPass).outcome, Outcome::Disabled);
    // Signed in before being disabled: refused all the same.
    QCOMPARE(
        s->operators.add(ben, {u"eve"_s, u"Eve"_s, Role::Maker, false}, u"eve's passphrase"_s).error().kind(),
        Kind::NotAllowed);
    QCOMPARE(s->operators.changePassphrase(ben, u"ben"_s, u"a new passphrase"_s).error().kind(),
             Kind::NotAllowed);
    QCOMPARE(
        Permissions::canApprove(disabled.value(), u"ana"_s, kes(100), ApprovalRule::defaultRule(u"KES"_s), {})
            .verdict,
        Permissions::Verdict::Disabled);

    const StoreResult<Operator> enabled = s->operators.setDisabled(ada, u"ben"_s, 3, false);
    QVERIFY2(enabled.ok(), why(enabled));
    QVERIFY(s->operators.authenticate(u"ben"_s, kBenPass).ok());
}

void TestOperators::passphraseChangedByOwnerOrReset()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const AuthenticatedOperator ana = *s->operators.authenticate(u"ana"_s, kAnaPass).authenticated;
    const QString before = scalar(u"SELECT passphrase_hash FROM operators WHERE id = 'ana'"_s).toString();

    QCOMPARE(s->operators.changePassphrase(ana, u"ana"_s, u"short"_s).error().kind(), Kind::InvalidData);
    const StoreResult<Operator> changed
        = s->operators.changePassphrase(ana, u"ana"_s, u"ana's new passphrase"_s);
    QVERIFY2(changed.ok(), why(changed));
    QCOMPARE(changed.value().revision, 2);
    QVERIFY(scalar(u"SELECT passphrase_hash FROM operators WHERE id = 'ana'"_s).toString() != before);
    QCOMPARE(s->operators.authenticate(u"ana"_s, kAnaPass).outcome, Outcome::WrongPassphrase);
    QVERIFY(s->operators.authenticate(u"ana"_s, u"ana's new passphrase"_s).ok());
    // Not someone else's.
    QCOMPARE(s->operators.changePassphrase(ana, u"ben"_s, u"ana chose this"_s).error().kind(),
             Kind::NotAllowed);
    // An administrator resets it.
    QVERIFY(s->operators.changePassphrase(ada, u"ana"_s, u"reset by ada today"_s).ok());
    QVERIFY(s->operators.authenticate(u"ana"_s, u"reset by ada today"_s).ok());

    const QList<AuditEntry> entries = s->log.entries().value();
    QList<QJsonObject> details;
    for (const AuditEntry &e : entries) {
        if (e.action == u"operator.passphrase_changed"_s)
            details << e.detailObject();
    }
    QCOMPARE(details.size(), 2);
    QCOMPARE(
        details.at(0),
        (QJsonObject {
            {u"operator_id"_s, u"ana"_s}, {u"revision"_s, 2}, {u"reset"_s, false}, {u"by"_s, u"ana"_s}}));
    QCOMPARE(details.at(1),
             (QJsonObject {
                 {u"operator_id"_s, u"ana"_s}, {u"revision"_s, 3}, {u"reset"_s, true}, {u"by"_s, u"ada"_s}}));
}

void TestOperators::strongerParametersAtTheNextSignIn()
{
    const auto s = open();
    team(*s); // hashes with ln=10
    const QString before = scalar(u"SELECT passphrase_hash FROM operators WHERE id = 'ben'"_s).toString();
    const qint64 revision = s->operators.load(u"ben"_s).value().revision;
    s->operators.setHashParameters({11, 8, 1}); // this Paydesk's policy was raised
    // A wrong passphrase changes nothing.
    QVERIFY(!s->operators.authenticate(u"ben"_s, kCleoPass).ok());
    QCOMPARE(scalar(u"SELECT passphrase_hash FROM operators WHERE id = 'ben'"_s).toString(), before);
    // The right one signs in, and the hash is made again with the new parameters.
    QVERIFY(s->operators.authenticate(u"ben"_s, kBenPass).ok());
    const QString after = scalar(u"SELECT passphrase_hash FROM operators WHERE id = 'ben'"_s).toString();
    QVERIFY2(after.startsWith(u"$scrypt$ln=11,r=8,p=1$"_s), qPrintable(after));
    QCOMPARE(s->operators.load(u"ben"_s).value().revision, revision);
    QVERIFY(s->operators.authenticate(u"ben"_s, kBenPass).ok());
    QCOMPARE(scalar(u"SELECT passphrase_hash FROM operators WHERE id = 'ben'"_s).toString(), after); // once
    const AuditEntry last = s->log.entries().value().constLast();
    QCOMPARE(last.action, u"operator.passphrase_rehashed"_s);
    QCOMPARE(last.detailObject(),
             (QJsonObject {{u"operator_id"_s, u"ben"_s},
                           {u"from"_s, QJsonObject {{u"ln"_s, 10}, {u"r"_s, 8}, {u"p"_s, 1}}},
                           {u"to"_s, QJsonObject {{u"ln"_s, 11}, {u"r"_s, 8}, {u"p"_s, 1}}},
                           {u"by"_s, u"ben"_s}}));
    QVERIFY(s->log.verify().value().isIntact());
}

// --- approving ----------------------------------------------------------------------------------

void TestOperators::approvalNeedsTheApproversPassphrase()
{
    const auto s = open();
    team(*s);
    const ApprovalRules rules = s->rules.rules().value();

    // A wrong passphrase: no approval, whatever the role.
    Operators::ApprovalCheck check
        = s->operators.checkApproval(u"ben"_s, kAnaPass, u"ana"_s, kes(500'00), rules, {});
    QVERIFY(!check.ok());
    QCOMPARE(check.auth.outcome, Outcome::WrongPassphrase);
    QVERIFY(!check.message().isEmpty());
    // The maker, with her own right passphrase, cannot approve her own payout.
    check = s->operators.checkApproval(u"ana"_s, kAnaPass, u"ana"_s, kes(500'00), rules, {});
    QVERIFY(check.auth.ok());
    QVERIFY(!check.ok());
    QCOMPARE(check.decision.verdict, Permissions::Verdict::NotAnApprover);
    // An approver who made the payout cannot approve it either.
    check = s->operators.checkApproval(u"ben"_s, kBenPass, u"ben"_s, kes(500'00), rules, {});
    QCOMPARE(check.decision.verdict, Permissions::Verdict::OwnPayout);
    // A viewer neither drafts nor approves.
    check = s->operators.checkApproval(u"viv"_s, kVivPass, u"ana"_s, kes(500'00), rules, {});
    QVERIFY(check.auth.ok());
    QCOMPARE(check.decision.verdict, Permissions::Verdict::NotAnApprover);
    QCOMPARE(Permissions::canDraft(s->operators.load(u"viv"_s).value()).verdict,
             Permissions::Verdict::NotAMaker);
    QVERIFY(Permissions::canDraft(s->operators.load(u"ana"_s).value()).allowed());
    // The right approver with the right passphrase.
    check = s->operators.checkApproval(u"ben"_s, kBenPass, u"ana"_s, kes(500'00), rules, {});
    QVERIFY(check.ok());
    QVERIFY(check.decision.completes());
}

void TestOperators::secondApproverAboveTheStoredThreshold()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    ApprovalRule rule = ApprovalRule::defaultRule(u"KES"_s);
    rule.secondApproverAbove = kes(100'000'00);
    rule.expiryDays = 3;
    QVERIFY(s->rules.setRule(ada, rule, 0).ok());
    const ApprovalRules rules = s->rules.rules().value();

    Operators::ApprovalCheck first
        = s->operators.checkApproval(u"ben"_s, kBenPass, u"ana"_s, kes(250'000'00), rules, {});
    QVERIFY(first.ok());
    QCOMPARE(first.decision.approversNeeded, 2);
    QVERIFY(!first.decision.completes());
    QCOMPARE(s->operators.checkApproval(u"ben"_s, kBenPass, u"ana"_s, kes(250'000'00), rules, {u"ben"_s})
                 .decision.verdict,
             Permissions::Verdict::AlreadyApproved);
    QCOMPARE(s->operators.checkApproval(u"cleo"_s, kBenPass, u"ana"_s, kes(250'000'00), rules, {u"ben"_s})
                 .auth.outcome,
             Outcome::WrongPassphrase);
    const Operators::ApprovalCheck second
        = s->operators.checkApproval(u"cleo"_s, kCleoPass, u"ana"_s, kes(250'000'00), rules, {u"ben"_s});
    QVERIFY(second.ok());
    QVERIFY(second.decision.completes());
    // At the threshold, and in a currency without a rule, one approver is enough.
    QVERIFY(s->operators.checkApproval(u"ben"_s, kBenPass, u"ana"_s, kes(100'000'00), rules, {})
                .decision.completes());
    QVERIFY(s->operators
                .checkApproval(u"ben"_s, kBenPass, u"ana"_s, Money::fromMinorUnits(900'000'000, u"UGX"),
                               rules, {})
                .decision.completes());
}

// --- rules --------------------------------------------------------------------------------------

void TestOperators::rulesAreEditedOnlyByAnAdministrator()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    const AuthenticatedOperator ben = *s->operators.authenticate(u"ben"_s, kBenPass).authenticated;
    QVERIFY(s->rules.rules().value().rules().isEmpty());

    ApprovalRule rule = ApprovalRule::defaultRule(u"KES"_s);
    rule.secondApproverAbove = kes(100'000'00);
    rule.expiryDays = 3;
    const StoreResult<ApprovalRule> byBen = s->rules.setRule(ben, rule, 0);
    QCOMPARE(byBen.error().kind(), Kind::NotAllowed);
    QVERIFY(s->rules.rules().value().rules().isEmpty());

    const StoreResult<ApprovalRule> set = s->rules.setRule(ada, rule, 0);
    QVERIFY2(set.ok(), why(set));
    QCOMPARE(set.value().revision, 1);
    QCOMPARE(set.value().updatedBy, u"ada"_s);
    const ApprovalRule stored = s->rules.rules().value().ruleFor(u"KES"_s);
    QVERIFY(stored.sameContent(rule));
    QCOMPARE(stored.revision, 1);
    QCOMPARE(stored.secondApproverAbove, kes(100'000'00));

    // Stale, invalid, removed by a non-administrator: refused.
    QCOMPARE(s->rules.setRule(ada, rule, 0).error().kind(), Kind::Conflict);
    ApprovalRule invalid = rule;
    invalid.expiryDays = 0;
    QCOMPARE(s->rules.setRule(ada, invalid, 1).error().kind(), Kind::InvalidData);
    QCOMPARE(s->rules.removeRule(ben, u"KES"_s, 1).error().kind(), Kind::NotAllowed);

    // No threshold: one approver for any amount.
    rule.secondApproverAbove = Money();
    rule.expiryDays = 14;
    const StoreResult<ApprovalRule> changed = s->rules.setRule(ada, rule, 1);
    QVERIFY2(changed.ok(), why(changed));
    QCOMPARE(changed.value().revision, 2);
    QVERIFY(
        scalar(u"SELECT second_approver_above_minor FROM approval_rules WHERE currency = 'KES'"_s).isNull());
    QCOMPARE(s->rules.rules().value().ruleFor(u"KES"_s).approversNeeded(kes(999'999'999'99)), 1);
    QVERIFY(s->rules.setRule(ada, rule, 2).ok()); // the same again: no change, no entry

    QVERIFY(s->rules.removeRule(ada, u"KES"_s, 2).ok());
    QVERIFY(!s->rules.rules().value().hasRuleFor(u"KES"_s));
}

// --- audit --------------------------------------------------------------------------------------

void TestOperators::everyChangeIsAuditedAndTheChainHolds()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    QVERIFY(s->operators.change(ada, u"viv"_s, 1, u"Viv A."_s, Role::Maker, false).ok());
    QVERIFY(s->operators.setDisabled(ada, u"viv"_s, 2, true).ok());
    QVERIFY(s->operators.setDisabled(ada, u"viv"_s, 3, false).ok());
    QVERIFY(s->operators.changePassphrase(ada, u"viv"_s, u"viv's new passphrase"_s).ok());
    ApprovalRule rule = ApprovalRule::defaultRule(u"KES"_s);
    rule.secondApproverAbove = kes(100'000'00);
    QVERIFY(s->rules.setRule(ada, rule, 0).ok());
    rule.expiryDays = 2;
    QVERIFY(s->rules.setRule(ada, rule, 1).ok());
    QVERIFY(s->rules.removeRule(ada, u"KES"_s, 2).ok());
    // Refused changes leave no entry.
    QVERIFY(!s->operators.setDisabled(ada, u"ada"_s, 1, true).ok());
    QCOMPARE(s->rules.setRule(ada, rule, 1).error().kind(), Kind::Conflict); // removed meanwhile

    // The signing keys' entries have their own test (tst_operatorkeys).
    QList<AuditEntry> entries = s->log.entries().value();
    entries.removeIf([](const AuditEntry &e) { return e.action.startsWith(u"operator.key_"_s); });
    QStringList actions;
    for (const AuditEntry &e : entries) {
        actions << e.action;
        QCOMPARE(e.profileId, QString());
        QVERIFY2(e.detailObject().contains(u"by"_s), qPrintable(e.detail));
    }
    QCOMPARE(actions,
             (QStringList {u"operator.added"_s, u"operator.added"_s, u"operator.added"_s, u"operator.added"_s,
                           u"operator.added"_s, u"operator.changed"_s, u"operator.disabled"_s,
                           u"operator.enabled"_s, u"operator.passphrase_changed"_s, u"rules.changed"_s,
                           u"rules.changed"_s, u"rules.changed"_s}));

    const QJsonObject first = entries.at(0).detailObject();
    QCOMPARE(first.value(u"operator_id"_s).toString(), u"ada"_s);
    QCOMPARE(first.value(u"administrator"_s).toBool(), true);
    QCOMPARE(first.value(u"first"_s).toBool(), true);
    QCOMPARE(first.value(u"by"_s).toString(), u"ada"_s);
    const QJsonObject ben = entries.at(2).detailObject();
    QCOMPARE(ben,
             (QJsonObject {{u"operator_id"_s, u"ben"_s},
                           {u"display_name"_s, u"Ben Okello"_s},
                           {u"role"_s, u"APPROVER"_s},
                           {u"administrator"_s, false},
                           {u"disabled"_s, false},
                           {u"revision"_s, 1},
                           {u"by"_s, u"ada"_s}}));
    const QJsonObject changed = entries.at(5).detailObject();
    QCOMPARE(changed.value(u"before"_s).toObject().value(u"role"_s).toString(), u"VIEWER"_s);
    QCOMPARE(changed.value(u"after"_s).toObject().value(u"role"_s).toString(), u"MAKER"_s);
    QCOMPARE(changed.value(u"after"_s).toObject().value(u"display_name"_s).toString(), u"Viv A."_s);
    QCOMPARE(entries.at(6).detailObject().value(u"disabled"_s).toBool(), true);
    QCOMPARE(entries.at(7).detailObject().value(u"disabled"_s).toBool(), false);

    const QJsonObject ruleSet = entries.at(9).detailObject();
    QVERIFY(!ruleSet.contains(u"before"_s));
    QCOMPARE(ruleSet.value(u"after"_s).toObject(),
             (QJsonObject {{u"currency"_s, u"KES"_s},
                           {u"expiry_days"_s, 7},
                           {u"second_approver_above"_s,
                            QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"100000.00"_s}}}}));
    const QJsonObject ruleChanged = entries.at(10).detailObject();
    QCOMPARE(ruleChanged.value(u"before"_s).toObject().value(u"expiry_days"_s).toInt(), 7);
    QCOMPARE(ruleChanged.value(u"after"_s).toObject().value(u"expiry_days"_s).toInt(), 2);
    const QJsonObject ruleRemoved = entries.at(11).detailObject();
    QVERIFY(ruleRemoved.contains(u"before"_s));
    QVERIFY(!ruleRemoved.contains(u"after"_s));

    const StoreResult<AuditVerification> verification = s->log.verify();
    QVERIFY2(verification.ok(), why(verification));
    QVERIFY2(verification.value().isIntact(), qPrintable(verification.value().message()));
    QCOMPARE(verification.value().entriesChecked(),
             s->log.entries().value().size()); // with the keys' entries
}

void TestOperators::noChangeWithoutItsAuditEntry()
{
    const auto s = open();
    const AuthenticatedOperator ada = team(*s);
    // The audit log cannot be appended to (its head is gone): no change goes through.
    QVERIFY(exec(u"DELETE FROM audit_head"_s));
    QCOMPARE(
        s->operators.add(ada, {u"eve"_s, u"Eve"_s, Role::Maker, false}, u"eve's passphrase"_s).error().kind(),
        Kind::Damaged);
    QCOMPARE(s->operators.load(u"eve"_s).error().kind(), Kind::NotFound);
    QCOMPARE(s->operators.setDisabled(ada, u"viv"_s, 1, true).error().kind(), Kind::Damaged);
    QVERIFY(!s->operators.load(u"viv"_s).value().disabled);
    QCOMPARE(s->rules.setRule(ada, ApprovalRule::defaultRule(u"KES"_s), 0).error().kind(), Kind::Damaged);
    QVERIFY(s->rules.rules().value().rules().isEmpty());
}

QTEST_GUILESS_MAIN(TestOperators)
#include "tst_operators.moc"
