// SPDX-License-Identifier: GPL-3.0-or-later
// Team mode through Paydesk's own classes (label postgres): a team database (TeamDatabase.h), a
// store opened as a maker and one as an approver, each writing only through the team database's
// functions. The maker drafts and submits; the approver approves with the password typed for it
// (a wrong one refused; the database refuses the maker approving, whatever Paydesk's checks say);
// the outbox processor sends the payout once to the sandbox; the follower records SENT; the audit
// chain verifies, each entry naming the database user who made it.

#include "OutboxFixture.h"
#include "SandboxFixture.h"
#include "TeamDatabase.h"
#include "Waits.h"
#include "approvals/ApprovalDesk.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/SigningKeys.h"
#include "store/Statements.h"
#include "store/Store.h"
#include "store/TeamSchema.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using payouts::PayoutDraft;
using State = PayoutDraft::State;
using Refusal = approvals::ApprovalDesk::Outcome::Refusal;

namespace {

// What one Paydesk process signed in to the team database has.
struct Workstation
{
    explicit Workstation(const StoreConfig &config)
        : store(config)
        , log(&store)
        , drafts(&store, &log)
        , outbox(&store, &log)
        , operators(&store, &log)
        , rules(&store, &log)
        , desk(&outbox, &operators, &rules)
    { }
    Store store;
    AuditLog log;
    PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    Operators operators;
    ApprovalRuleStore rules;
    approvals::ApprovalDesk desk;
};

const QString kProfile = u"profile-a"_s;

PayoutDraft::Content contentOf(const QString &customId, const QString &value = u"150.00"_s)
{
    PayoutDraft::Content content;
    content.requestBody = kenyaPayout(value);
    content.requestBody.insert(u"custom_id"_s, customId);
    content.recipientSummary = u"Jane Wanjiku, +254712000001 (MOBILE_MONEY, KE)"_s;
    return content;
}

// The SQLSTATE of a function called as `config` with plain SQL; empty when it was not refused.
QString refusalOf(TeamDatabase &team, const StoreConfig &config, const QString &sql)
{
    QSqlDatabase db = team.connect(config);
    if (!db.isOpen())
        return u"cannot connect: "_s + db.lastError().text();
    QSqlQuery q(db);
    if (q.exec(sql))
        return {};
    return q.lastError().nativeErrorCode();
}

} // namespace

class TestTeamWrites : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void storeKnowsATeamDatabase();
    void directWritesAreRefusedFunctionsAreNot();
    void signInIsTheDatabases();
    void makerToSentThroughTheFunctions();
    void theDatabaseRefusesWhatPaydeskWouldAllow();
    void refusalsAreSentencesWithoutPasswords();
    void administrationAndStatementsThroughTheFunctions();

private:
    std::unique_ptr<Workstation> open(const StoreConfig &config);

    std::unique_ptr<TeamDatabase> m_team;
    StoreConfig m_maker;
    StoreConfig m_approver;
    StoreConfig m_approver2;
    QStringList m_extraLogins; // made by a test through Operators::add(): dropped in cleanup()
};

void TestTeamWrites::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_teamwrites"_s);
}

void TestTeamWrites::init()
{
    m_team = std::make_unique<TeamDatabase>();
    QString why;
    QVERIFY2(m_team->setUp(&why), qPrintable(why));
    m_maker = m_team->addOperator(u"ana"_s, operators::Operator::Role::Maker);
    m_approver = m_team->addOperator(u"bo"_s, operators::Operator::Role::Approver, true);
    m_approver2 = m_team->addOperator(u"cy"_s, operators::Operator::Role::Approver);
    QVERIFY(!m_maker.user.isEmpty() && !m_approver.user.isEmpty() && !m_approver2.user.isEmpty());
}

void TestTeamWrites::cleanup()
{
    m_team.reset(); // drops the database, then its logins and groups
    if (m_extraLogins.isEmpty())
        return;
    const std::optional<StoreConfig> server
        = StoreConfig::fromConnectionString(qEnvironmentVariable("PAYDESK_TEST_PG"));
    QVERIFY(server);
    {
        QSqlDatabase admin = QSqlDatabase::addDatabase(u"QPSQL"_s, u"tst_teamwrites-admin"_s);
        admin.setHostName(server->host);
        admin.setPort(server->port);
        admin.setDatabaseName(server->database);
        admin.setUserName(server->user);
        admin.setPassword(server->password);
        QVERIFY(admin.open());
        QSqlQuery q(admin);
        for (const QString &login : std::as_const(m_extraLogins))
            QVERIFY2(q.exec(u"DROP ROLE IF EXISTS \"%1\""_s.arg(login)), qPrintable(q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(u"tst_teamwrites-admin"_s);
    m_extraLogins.clear();
}

std::unique_ptr<Workstation> TestTeamWrites::open(const StoreConfig &config)
{
    auto station = std::make_unique<Workstation>(config);
    const StoreResult<void> opened = station->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return station;
}

void TestTeamWrites::storeKnowsATeamDatabase()
{
    auto maker = open(m_maker);
    QCOMPARE(maker->store.state(), Store::State::Open);
    QVERIFY(maker->store.isTeam());

    // A database behind this Paydesk is not migrated by an operator: its owner must run init.
    QSqlQuery q(m_team->ownerSql());
    QVERIFY2(q.exec(u"UPDATE team_settings SET value = '0' WHERE key = 'team_version'"_s),
             qPrintable(q.lastError().text()));
    Store behind(m_maker);
    const StoreResult<void> opened = behind.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind(), StoreError::Kind::InvalidConfig);
    QVERIFY2(opened.error().message().contains(u"paydesk-cli team init"_s),
             qPrintable(opened.error().message()));
    QVERIFY(!opened.error().message().contains(m_maker.password));
    QVERIFY(!behind.isTeam());
}

void TestTeamWrites::directWritesAreRefusedFunctionsAreNot()
{
    auto maker = open(m_maker);
    QVERIFY(maker->store.isTeam());
    // The maker's own connection may not write a row itself ...
    QCOMPARE(refusalOf(*m_team, m_maker, u"UPDATE payout_outbox SET state = 'APPROVED'"_s), u"42501"_s);
    // ... but PayoutDrafts writes through paydesk_draft_save, with the maker taken from session_user.
    const StoreResult<PayoutDraft> saved = maker->drafts.save(kProfile, contentOf(u"PD-TEAM-0001"_s));
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    QCOMPARE(saved.value().state, State::Draft);
    QCOMPARE(saved.value().content.maker, m_maker.user);

    // The app's own entries go through paydesk_record, with the database user in the detail.
    const StoreResult<AuditEntry> entry
        = maker->log.append(AuditEvent(AuditEvent::Action::KeySaved, kProfile));
    QVERIFY2(entry.ok(), qPrintable(entry.error().toString()));
    QCOMPARE(entry.value().action, u"key.saved"_s);
    QCOMPARE(QJsonDocument::fromJson(entry.value().detail.toUtf8()).object().value(u"db_user"_s).toString(),
             m_maker.user);
    // An entry only a function writes is refused when the app asks for it.
    const StoreResult<AuditEntry> forged = maker->log.append(
        AuditEvent(AuditEvent::Action::ApprovalGranted, kProfile, {{u"outbox_id"_s, saved.value().id}}));
    QVERIFY(!forged.ok());
    QCOMPARE(forged.error().kind(), StoreError::Kind::NotAllowed);

    // Reopening a draft in the form is recorded in a team database too (draft.opened, the one
    // draft.* entry paydesk_record takes): nothing is refused, nothing is shown as a problem.
    QSignalSpy appendFailed(&maker->log, &AuditLog::appendFailed);
    maker->drafts.recordOpened(kProfile, saved.value());
    QVERIFY(settle(maker->store));
    QCOMPARE(appendFailed.size(), 0);
    {
        QSqlQuery q(m_team->ownerSql());
        QVERIFY(q.exec(u"SELECT action, detail FROM audit_log ORDER BY seq DESC LIMIT 1"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"draft.opened"_s);
        QVERIFY2(q.value(1).toString().contains(saved.value().id), qPrintable(q.value(1).toString()));
    }
    // Any other draft.* entry is still the functions' alone.
    const StoreResult<AuditEntry> forgedDraft = maker->log.append(
        AuditEvent(AuditEvent::Action::DraftSaved, kProfile, {{u"outbox_id"_s, saved.value().id}}));
    QVERIFY(!forgedDraft.ok());
    QCOMPARE(forgedDraft.error().kind(), StoreError::Kind::NotAllowed);

    // Updated and deleted through the functions too.
    QSignalSpy changed(&maker->drafts, &PayoutDrafts::changed);
    const StoreResult<PayoutDraft> updated = maker->drafts.update(
        kProfile, saved.value().id, saved.value().revision, contentOf(u"PD-TEAM-0001"_s, u"175.00"_s));
    QVERIFY2(updated.ok(), qPrintable(updated.error().toString()));
    QCOMPARE(updated.value().revision, 2);
    QVERIFY(updated.value().idempotencyKey != saved.value().idempotencyKey); // a new body, a new key
    QVERIFY(maker->drafts.remove(kProfile, saved.value().id, updated.value().revision).ok());
    QCOMPARE(changed.size(), 2);
    QCOMPARE(maker->drafts.load(kProfile, saved.value().id).error().kind(), StoreError::Kind::NotFound);
    QVERIFY(maker->log.verify().ok() && maker->log.verify().value().isIntact());
}

void TestTeamWrites::signInIsTheDatabases()
{
    auto maker = open(m_maker);
    const AuthResult signedIn = maker->operators.authenticate(m_maker.user, m_maker.password);
    QVERIFY2(signedIn.ok(), qPrintable(signedIn.message()));
    QCOMPARE(signedIn.authenticated->id(), m_maker.user);
    QCOMPARE(signedIn.authenticated->op().role, operators::Operator::Role::Maker);
    const AuthResult wrong = maker->operators.authenticate(m_maker.user, u"not-the-password"_s);
    QCOMPARE(wrong.outcome, AuthResult::Outcome::WrongPassphrase);
    const AuthResult unknown = maker->operators.authenticate(u"nobody-"_s + m_team->rolePrefix(), u"x"_s);
    QCOMPARE(unknown.message(), wrong.message()); // an unknown login reads as a wrong password
    // No local hash: the operators table holds the team's marker, not a hash Paydesk checks.
    QSqlQuery q(m_team->ownerSql());
    QVERIFY(q.exec(u"SELECT passphrase_hash FROM operators WHERE id = '%1'"_s.arg(m_maker.user)) && q.next());
    QVERIFY(!q.value(0).toString().startsWith(u"$scrypt"_s));
}

void TestTeamWrites::makerToSentThroughTheFunctions()
{
    auto sandbox = std::make_unique<SandboxFixture>(u"empty"_s, 0.0);
    QVERIFY2(sandbox->started(), qPrintable(sandbox->error()));
    QVERIFY(!sandbox->createWallet(u"KES"_s, u"10000000.00"_s).isEmpty());
    std::unique_ptr<session::Session> session = readySessionOf(*sandbox, kProfile);
    QVERIFY(session);

    auto maker = open(m_maker);
    auto approver = open(m_approver);
    QVERIFY(maker->store.isTeam() && approver->store.isTeam());

    const AuthResult signedIn = maker->operators.authenticate(m_maker.user, m_maker.password);
    QVERIFY2(signedIn.ok(), qPrintable(signedIn.message()));
    const StoreResult<PayoutDraft> saved = maker->drafts.save(kProfile, contentOf(u"PD-TEAM-0002"_s));
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    const approvals::ApprovalDesk::Outcome submitted
        = maker->desk.submit(*signedIn.authenticated, kProfile, saved.value().id, saved.value().revision);
    QVERIFY2(submitted.ok(), qPrintable(submitted.message));
    QCOMPARE(submitted.row.state, State::AwaitingApproval);

    // The approver's workstation sees it, and approves with the password typed now.
    const PayoutDraft awaiting = approver->outbox.load(saved.value().id).value();
    QCOMPARE(awaiting.state, State::AwaitingApproval);
    const approvals::ApprovalDesk::Outcome wrong = approver->desk.approve(
        kProfile, awaiting.id, awaiting.revision, m_approver.user, u"not-the-password"_s);
    QCOMPARE(wrong.refusal, Refusal::Passphrase);
    QVERIFY(!wrong.message.contains(m_approver.password));
    QCOMPARE(approver->outbox.load(awaiting.id).value().state, State::AwaitingApproval);

    QSignalSpy approvedSpy(&approver->outbox, &outbox::OutboxStore::approved);
    const approvals::ApprovalDesk::Outcome approved = approver->desk.approve(
        kProfile, awaiting.id, awaiting.revision, m_approver.user, m_approver.password);
    QVERIFY2(approved.ok(), qPrintable(approved.message + u' ' + approved.storeError.toString()));
    QCOMPARE(approved.row.state, State::Approved);
    QCOMPARE(approved.row.progress.approvers, QStringList {m_approver.user});
    QCOMPARE(approvedSpy.size(), 1);

    // The processor of the maker's workstation sends it, once.
    outbox::OutboxProcessor processor(
        &maker->outbox, [&](const QString &) { return session.get(); }, quickProcessorOptions(),
        u"owner-team"_s);
    processor.start();
    QVERIFY(QTest::qWaitFor(
        [&] {
            const StoreResult<PayoutDraft> row = maker->outbox.load(awaiting.id);
            return row.ok() && row.value().state == State::Accepted;
        },
        20000));
    processor.stop();
    const PayoutDraft accepted = maker->outbox.load(awaiting.id).value();
    QVERIFY(accepted.progress.providerPayoutId.startsWith(u"pyt-"_s));
    QVERIFY(accepted.submission.leaseOwner.isEmpty());
    QCOMPARE(accepted.idempotencyKey, saved.value().idempotencyKey);
    const HttpResult payouts = sandbox->http().get(u"/payouts"_s);
    int sent = 0;
    for (const QJsonValue &p : payouts.dataArray())
        sent += p.toObject().value(u"custom_id"_s).toString() == u"PD-TEAM-0002"_s;
    QCOMPARE(sent, 1);

    // The follower of the approver's workstation records SENT.
    outbox::PayoutFollower::Options options;
    options.idlePoll = std::chrono::milliseconds(200);
    options.pendingBase = std::chrono::milliseconds(100);
    options.pendingMax = std::chrono::milliseconds(400);
    options.sentBase = std::chrono::milliseconds(100);
    options.sentMax = std::chrono::milliseconds(400);
    options.notReadyWait = std::chrono::milliseconds(100);
    outbox::PayoutFollower follower(
        &approver->outbox, [&](const QString &) { return session.get(); }, options);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(approver->outbox.load(awaiting.id).value().progress.payoutState, u"SENT"_s,
                              20000);
    follower.stop();
    QTRY_COMPARE_WITH_TIMEOUT(follower.inFlight(), 0, 5000);

    // One chain, whole, each step by the person the database knew; the whole check recorded as a
    // checkpoint through paydesk_record, from which the next check starts.
    const StoreResult<AuditVerification> verified = approver->log.verify();
    QVERIFY2(verified.ok() && verified.value().isIntact(), "the team's audit chain verifies");
    const StoreResult<std::optional<AuditEntry>> checkpoint
        = approver->log.recordCheckpoint(verified.value());
    QVERIFY2(checkpoint.ok() && checkpoint.value(), qPrintable(checkpoint.error().toString()));
    QCOMPARE(checkpoint.value()->action, u"audit.verified"_s);
    QVERIFY(approver->log.verifySinceCheckpoint().value().isIntact());
    QHash<QString, QString> byAction;
    const StoreResult<QList<AuditEntry>> ofRow = approver->log.entriesOfOutboxRow(awaiting.id);
    QVERIFY(ofRow.ok());
    for (const AuditEntry &e : ofRow.value())
        byAction.insert(e.action,
                        QJsonDocument::fromJson(e.detail.toUtf8()).object().value(u"db_user"_s).toString());
    QCOMPARE(byAction.value(u"draft.saved"_s), m_maker.user);
    QCOMPARE(byAction.value(u"approval.requested"_s), m_maker.user);
    QCOMPARE(byAction.value(u"approval.granted"_s), m_approver.user);
    QCOMPARE(byAction.value(u"outbox.accepted"_s), m_maker.user);
    QCOMPARE(byAction.value(u"payout.state_changed"_s), m_approver.user);
}

void TestTeamWrites::theDatabaseRefusesWhatPaydeskWouldAllow()
{
    auto maker = open(m_maker);
    auto approver = open(m_approver);
    // KES above 100.00 needs two approvers.
    QSqlQuery owner(m_team->ownerSql());
    QVERIFY2(owner.exec(u"INSERT INTO approval_rules (currency, second_approver_above_minor, expiry_days, "
                        "revision, updated_at, updated_by) VALUES ('KES', 10000, 7, 1, "
                        "'2026-01-01T00:00:00.000Z', 'test')"_s),
             qPrintable(owner.lastError().text()));
    const AuthResult signedIn = maker->operators.authenticate(m_maker.user, m_maker.password);
    QVERIFY(signedIn.ok());
    const StoreResult<PayoutDraft> saved = maker->drafts.save(kProfile, contentOf(u"PD-TEAM-0003"_s));
    QVERIFY(saved.ok());
    const approvals::ApprovalDesk::Outcome submitted
        = maker->desk.submit(*signedIn.authenticated, kProfile, saved.value().id, saved.value().revision);
    QVERIFY2(submitted.ok(), qPrintable(submitted.message));
    PayoutDraft row = submitted.row;
    auto approveSql = [&](const PayoutDraft &r) {
        return u"SELECT id FROM paydesk_approve(to_char(now() AT TIME ZONE 'UTC', "
               "'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), '%1', '%2', %3, NULL, NULL, NULL)"_s.arg(r.id, kProfile)
                   .arg(r.revision);
    };
    // Paydesk's own checks skipped: the maker calls the approval with plain SQL. Refused (not an approver).
    QCOMPARE(refusalOf(*m_team, m_maker, approveSql(row)), u"PD002"_s);
    // Through the class, the maker's own approval is refused too.
    const approvals::ApprovalDesk::Outcome own
        = maker->desk.approve(kProfile, row.id, row.revision, m_maker.user, m_maker.password);
    QCOMPARE(own.refusal, Refusal::Permission);

    // An approval on a connection that is not fresh: Paydesk's checks all pass (the password is
    // right, bo may approve), the database refuses (PD008) and nothing changes.
    QVERIFY2(owner.exec(u"INSERT INTO team_settings (key, value) VALUES ('fresh_sign_in_seconds', '0')"_s),
             qPrintable(owner.lastError().text()));
    const approvals::ApprovalDesk::Outcome stale
        = approver->desk.approve(kProfile, row.id, row.revision, m_approver.user, m_approver.password);
    QCOMPARE(stale.refusal, Refusal::Permission);
    QVERIFY2(stale.storeError.detail().startsWith(u"PD008"_s), qPrintable(stale.storeError.toString()));
    QVERIFY(!stale.message.contains(m_approver.password));
    QCOMPARE(approver->outbox.load(row.id).value().revision, row.revision);
    QVERIFY(owner.exec(u"DELETE FROM team_settings WHERE key = 'fresh_sign_in_seconds'"_s));

    // bo approves once (one of two); bo again with plain SQL, Paydesk's checks skipped: PD004.
    const approvals::ApprovalDesk::Outcome first
        = approver->desk.approve(kProfile, row.id, row.revision, m_approver.user, m_approver.password);
    QVERIFY2(first.ok(), qPrintable(first.message + u' ' + first.storeError.toString()));
    QCOMPARE(first.row.state, State::AwaitingApproval);
    row = first.row;
    QCOMPARE(refusalOf(*m_team, m_approver, approveSql(row)), u"PD004"_s);
    // cy's signing key, made at her first sign-in, is vouched for by bo (an administrator: his key,
    // the team's first, is its root); without it her approval would not count.
    const AuthResult cy = approver->operators.authenticate(m_approver2.user, m_approver2.password);
    QVERIFY(cy.ok());
    const AuthResult bo = approver->operators.authenticate(m_approver.user, m_approver.password);
    QVERIFY(bo.ok() && bo.authenticated->signingKey());
    const StoreResult<std::optional<operators::OperatorKey>> cyKey
        = store::SigningKeys(&approver->store).current(m_approver2.user);
    QVERIFY(cyKey.ok() && cyKey.value());
    const StoreResult<operators::OperatorKey> vouched
        = approver->operators.vouch(*bo.authenticated, cyKey.value()->keyId);
    QVERIFY2(vouched.ok(), qPrintable(vouched.error().toString()));
    // cy is the second, different approver: APPROVED.
    const approvals::ApprovalDesk::Outcome second
        = approver->desk.approve(kProfile, row.id, row.revision, m_approver2.user, m_approver2.password);
    QVERIFY2(second.ok(), qPrintable(second.message + u' ' + second.storeError.toString()));
    QCOMPARE(second.row.state, State::Approved);
    QCOMPARE(second.row.progress.approvers, (QStringList {m_approver.user, m_approver2.user}));
    QVERIFY(approver->log.verify().value().isIntact());
}

void TestTeamWrites::refusalsAreSentencesWithoutPasswords()
{
    const StoreConfig config = m_maker;
    for (int code = 1; code <= 11; ++code) {
        const QString state = u"PD%1"_s.arg(code, 3, 10, QLatin1Char('0'));
        const StoreError error = StoreError::teamRefusal(state, u"server words"_s, u"It was not done."_s);
        QVERIFY2(error.isError(), qPrintable(state));
        QVERIFY(error.message().startsWith(u"It was not done. "_s));
        QVERIFY(!error.message().contains(config.password));
        QVERIFY(error.detail().startsWith(state));
        // One table of the codes: the owner's tools classify them as the app does.
        QCOMPARE(store::TeamSchema::kindOf(state), error.kind());
    }
    QCOMPARE(store::TeamSchema::kindOf(u"PD012"_s), StoreError::Kind::None);
    QCOMPARE(StoreError::teamRefusal(u"PD012"_s, u"new"_s, {}).kind(), StoreError::Kind::Failed);
    QVERIFY(StoreError::teamRefusal(u"PD011"_s, u"p_amount"_s, {}).message().contains(u"p_amount"_s));
    QCOMPARE(StoreError::teamRefusal(u"PD001"_s, {}, {}).kind(), StoreError::Kind::NotAllowed);
    QCOMPARE(StoreError::teamRefusal(u"PD004"_s, {}, {}).kind(), StoreError::Kind::NotAllowed);
    QCOMPARE(StoreError::teamRefusal(u"PD005"_s, {}, {}).kind(), StoreError::Kind::Conflict);
    QCOMPARE(StoreError::teamRefusal(u"PD006"_s, {}, {}).kind(), StoreError::Kind::Conflict);
    QCOMPARE(StoreError::teamRefusal(u"PD007"_s, {}, {}).kind(), StoreError::Kind::NotFound);
    QCOMPARE(StoreError::teamRefusal(u"PD008"_s, {}, {}).kind(), StoreError::Kind::NotAllowed);
    QCOMPARE(StoreError::teamRefusal(u"PD009"_s, {}, {}).kind(), StoreError::Kind::Conflict);
    QCOMPARE(StoreError::teamRefusal(u"PD010"_s, {}, {}).kind(), StoreError::Kind::Conflict);
    QCOMPARE(StoreError::teamRefusal(u"PD011"_s, {}, {}).kind(), StoreError::Kind::InvalidData);
}

void TestTeamWrites::administrationAndStatementsThroughTheFunctions()
{
    auto admin = open(m_approver); // bo is an administrator
    const AuthResult bo = admin->operators.authenticate(m_approver.user, m_approver.password);
    QVERIFY2(bo.ok(), qPrintable(bo.message()));

    // A new operator: their login made by paydesk_operator_add with a SCRAM verifier; they sign in.
    const QString login = m_team->login(u"dee"_s);
    m_extraLogins << login;
    const QString password = u"dee-has-a-long-passphrase"_s;
    const StoreResult<operators::Operator> added = admin->operators.add(
        *bo.authenticated, {login, u"Dee"_s, operators::Operator::Role::Viewer, false}, password);
    QVERIFY2(added.ok(), qPrintable(added.error().toString()));
    QCOMPARE(added.value().id, login);
    StoreConfig deeConfig = m_approver;
    deeConfig.user = login;
    deeConfig.password = password;
    auto dee = open(deeConfig);
    QVERIFY(dee->store.isTeam());
    QVERIFY(dee->operators.authenticate(login, password).ok());
    QCOMPARE(dee->operators.authenticate(login, u"wrong-passphrase-here"_s).outcome,
             AuthResult::Outcome::WrongPassphrase);

    // Changed and disabled by the administrator: a disabled operator cannot sign in.
    const StoreResult<operators::Operator> changed
        = admin->operators.change(*bo.authenticated, login, added.value().revision, u"Dee D."_s,
                                  operators::Operator::Role::Maker, false);
    QVERIFY2(changed.ok(), qPrintable(changed.error().toString()));
    QCOMPARE(changed.value().role, operators::Operator::Role::Maker);
    const StoreResult<operators::Operator> disabled
        = admin->operators.setDisabled(*bo.authenticated, login, changed.value().revision, true);
    QVERIFY2(disabled.ok(), qPrintable(disabled.error().toString()));
    QVERIFY(disabled.value().disabled);
    QCOMPARE(admin->operators.authenticate(login, password).outcome, AuthResult::Outcome::Disabled);

    // Rules: the administrator sets one; a maker may not (the database says so).
    operators::ApprovalRule rule = operators::ApprovalRule::defaultRule(u"KES"_s);
    rule.secondApproverAbove = Money::fromMinorUnits(1000000, u"KES");
    rule.expiryDays = 3;
    const StoreResult<operators::ApprovalRule> set = admin->rules.setRule(*bo.authenticated, rule, 0);
    QVERIFY2(set.ok(), qPrintable(set.error().toString()));
    QCOMPARE(admin->rules.rules().value().ruleFor(u"KES"_s).expiryDays, 3);
    auto maker = open(m_maker);
    const AuthResult ana = maker->operators.authenticate(m_maker.user, m_maker.password);
    QVERIFY(ana.ok());
    const StoreResult<operators::ApprovalRule> refused
        = maker->rules.setRule(*ana.authenticated, rule, set.value().revision);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind(), StoreError::Kind::NotAllowed);

    // Statements: any operator records one and its outcome.
    Statements statements(&maker->store, &maker->log);
    StoredStatement requested;
    requested.walletId = u"wal-1"_s;
    requested.currency = u"KES"_s;
    requested.periodFrom = QDateTime(QDate(2026, 10, 1), QTime(0, 0), Qt::UTC);
    requested.periodTo = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
    requested.statementId = u"stm-1"_s;
    const StoreResult<StoredStatement> saved = statements.save(kProfile, requested);
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    const StoreResult<StoredStatement> ready = statements.updateState(
        kProfile, saved.value().id, StoredStatement::State::Ready, {}, u"100.00"_s, u"80.00"_s);
    QVERIFY2(ready.ok(), qPrintable(ready.error().toString()));
    QCOMPARE(ready.value().state, StoredStatement::State::Ready);
    QCOMPARE(ready.value().closingBalance, u"80.00"_s);
    QVERIFY(maker->log.verify().value().isIntact());
}

QTEST_GUILESS_MAIN(TestTeamWrites)
#include "tst_teamwrites.moc"
