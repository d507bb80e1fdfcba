// SPDX-License-Identifier: GPL-3.0-or-later
// Held rows and approval signatures in team mode (label postgres): a team database
// (TeamDatabase.h), a maker's and an approver's store on it. The processor's lease holder holds an
// approved row through paydesk_outbox_hold (its entry names the database user); paydesk_outbox_claim
// never takes it again; its maker (only) returns it to a draft with a new idempotency key through
// paydesk_return_to_draft. paydesk_approve and paydesk_send_back record the signature they are given
// in the transaction of the decision, with session_user as the approver, and refuse one that is not
// 64 bytes of a named key; the functions of schema version 1 without a signature are gone.

#include "OutboxFixture.h"
#include "TeamDatabase.h"
#include "approvals/ApprovalDesk.h"
#include "outbox/OutboxStore.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/AuditVerification.h"
#include "store/Operators.h"
#include "store/OutboxLists.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"
#include "store/TeamCall.h"
#include "store/TeamSchema.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using approvals::ApprovalSignature;
using approvals::ApprovalStatement;
using payouts::PayoutDraft;
using State = PayoutDraft::State;

namespace paydesk::outbox {

// The approval flow's private steps, reached directly (OutboxStore.h names this struct a friend).
struct OutboxStoreTestAccess
{
    static StoreResult<PayoutDraft> grant(OutboxStore &outbox, const PayoutDraft &row,
                                          const QString &approver, const ApprovalSignature &signature,
                                          const QSqlDatabase &session)
    {
        return outbox.grantApproval(row.profileId, row.id, row.revision, approver, 1, outbox.now().addDays(7),
                                    signature, session);
    }
    static StoreResult<PayoutDraft> sendBack(OutboxStore &outbox, const PayoutDraft &row,
                                             const QString &approver, const ApprovalSignature &signature,
                                             const QSqlDatabase &session)
    {
        return outbox.sendBack(row.profileId, row.id, row.revision, approver, u"Wrong recipient"_s, signature,
                               session);
    }
};

} // namespace paydesk::outbox

namespace {

using Access = outbox::OutboxStoreTestAccess;

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
        , lists(&store)
    { }
    Store store;
    AuditLog log;
    PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    Operators operators;
    ApprovalRuleStore rules;
    approvals::ApprovalDesk desk;
    OutboxLists lists;
};

const QString kProfile = u"profile-a"_s;
const QString kOwner = u"owner-team"_s;

PayoutDraft::Content contentOf(const QString &customId)
{
    PayoutDraft::Content content;
    content.requestBody = kenyaPayout(u"150.00"_s);
    content.requestBody.insert(u"custom_id"_s, customId);
    content.recipientSummary = u"Jane Wanjiku, +254712000001 (MOBILE_MONEY, KE)"_s;
    return content;
}

// The row as a person and the processor see it (PayoutDraft has no operator==).
bool sameRow(const PayoutDraft &a, const PayoutDraft &b)
{
    return a.id == b.id && a.profileId == b.profileId && a.state == b.state && a.revision == b.revision
        && a.idempotencyKey == b.idempotencyKey && a.progress == b.progress
        && a.submission.leaseOwner == b.submission.leaseOwner && a.updatedAt == b.updatedAt;
}

ApprovalSignature signatureOf(const PayoutDraft &row, const QString &approver,
                              ApprovalStatement::Decision decision, char fill)
{
    ApprovalSignature s;
    s.outboxId = row.id;
    s.profileId = row.profileId;
    s.decision = decision;
    s.approver = approver;
    s.keyId = QString(64, u'b');
    s.statement = R"({"format":"paydesk-approval/1","outbox_id":")" + row.id.toUtf8() + "\"}";
    s.signature = QByteArray(64, fill);
    return s;
}

} // namespace

class TestTeamHold : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void heldThroughTheFunctionsAndReturnedByItsMaker();
    void signaturesRecordedByTheFunctions();
    void unsignedFunctionsAreGone();

private:
    std::unique_ptr<Workstation> open(const StoreConfig &config);
    PayoutDraft awaiting(Workstation &maker, const QString &customId);
    PayoutDraft approved(Workstation &maker, Workstation &approver, const QString &customId);

    std::unique_ptr<TeamDatabase> m_team;
    StoreConfig m_maker;
    StoreConfig m_approver;
};

void TestTeamHold::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_teamhold"_s);
}

void TestTeamHold::init()
{
    m_team = std::make_unique<TeamDatabase>();
    QString why;
    QVERIFY2(m_team->setUp(&why), qPrintable(why));
    m_maker = m_team->addOperator(u"ana"_s, operators::Operator::Role::Maker);
    m_approver = m_team->addOperator(u"bo"_s, operators::Operator::Role::Approver, true);
    QVERIFY(!m_maker.user.isEmpty() && !m_approver.user.isEmpty());
}

void TestTeamHold::cleanup()
{
    m_team.reset();
}

std::unique_ptr<Workstation> TestTeamHold::open(const StoreConfig &config)
{
    auto station = std::make_unique<Workstation>(config);
    const StoreResult<void> opened = station->store.open();
    if (!opened.ok())
        qWarning().noquote() << opened.error().toString();
    return station;
}

PayoutDraft TestTeamHold::awaiting(Workstation &maker, const QString &customId)
{
    const AuthResult signedIn = maker.operators.authenticate(m_maker.user, m_maker.password);
    if (!signedIn.ok()) {
        qWarning().noquote() << signedIn.message();
        return {};
    }
    const StoreResult<PayoutDraft> saved = maker.drafts.save(kProfile, contentOf(customId));
    if (!saved.ok()) {
        qWarning().noquote() << saved.error().toString();
        return {};
    }
    const approvals::ApprovalDesk::Outcome submitted
        = maker.desk.submit(*signedIn.authenticated, kProfile, saved.value().id, saved.value().revision);
    if (!submitted.ok())
        qWarning().noquote() << submitted.message;
    return submitted.row;
}

PayoutDraft TestTeamHold::approved(Workstation &maker, Workstation &approver, const QString &customId)
{
    const PayoutDraft row = awaiting(maker, customId);
    const approvals::ApprovalDesk::Outcome done
        = approver.desk.approve(kProfile, row.id, row.revision, m_approver.user, m_approver.password);
    if (!done.ok())
        qWarning().noquote() << done.message << done.storeError.toString();
    return done.row;
}

void TestTeamHold::heldThroughTheFunctionsAndReturnedByItsMaker()
{
    auto maker = open(m_maker);
    auto approver = open(m_approver);
    QVERIFY(maker->store.isTeam() && approver->store.isTeam());
    const PayoutDraft row = approved(*maker, *approver, u"PD-THOLD-0001"_s);
    QCOMPARE(row.state, State::Approved);

    const StoreResult<std::optional<PayoutDraft>> claimed
        = maker->outbox.claim(kOwner, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
    QVERIFY2(claimed.ok() && claimed.value(), qPrintable(claimed.error().toString()));
    const PayoutDraft leased = *claimed.value();
    // Not the lease holder: refused by the function (the first answer is the class's).
    QCOMPARE(maker->outbox.hold(leased, u"another-owner"_s, u"x"_s, u"x"_s).error().kind(),
             StoreError::Kind::Conflict);
    {
        QSqlDatabase db = m_team->connect(m_approver);
        QSqlQuery q(db);
        QVERIFY(!q.exec(u"SELECT * FROM paydesk_outbox_hold('%1', '%2', 'another-owner', 'x', 'x')"_s.arg(
            teamCall::nowText(&maker->store), leased.id)));
        QCOMPARE(q.lastError().nativeErrorCode(), u"PD009"_s);
    }

    const StoreResult<PayoutDraft> h
        = maker->outbox.hold(leased, kOwner, u"Its approval is not signed."_s, u"outbox row: no signature"_s);
    QVERIFY2(h.ok(), qPrintable(h.error().toString()));
    QCOMPARE(h.value().state, State::Approved);
    QCOMPARE(h.value().revision, leased.revision + 1);
    QCOMPARE(h.value().progress.heldReason, u"Its approval is not signed."_s);
    QVERIFY(h.value().progress.heldAt.isValid());
    QVERIFY(h.value().submission.leaseOwner.isEmpty());
    QVERIFY(sameRow(approver->outbox.load(row.id).value(), h.value()));

    // Never claimed again: not by the class, not by the function called by hand.
    QVERIFY(!maker->outbox.claim(kOwner, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60))
                 .value()
                 .has_value());
    {
        QSqlDatabase db = m_team->connect(m_approver);
        QSqlQuery q(db);
        QVERIFY2(
            q.exec(
                u"SELECT id FROM paydesk_outbox_claim('%1', '%2', %3, 'thief', '2099-01-01T00:00:00.000Z')"_s
                    .arg(teamCall::nowText(&maker->store), h.value().id)
                    .arg(h.value().revision)),
            qPrintable(q.lastError().text()));
        QVERIFY(!q.next());
    }
    // Listed for the approvers.
    const StoreResult<QList<PayoutDraft>> listed = approver->lists.held(kProfile, 10);
    QVERIFY(listed.ok());
    QCOMPARE(listed.value().size(), 1);
    QCOMPARE(listed.value().first().id, row.id);

    // The entry, by the database user of the lease holder.
    const StoreResult<QList<AuditEntry>> entries = approver->log.entriesOfOutboxRow(row.id);
    QVERIFY(entries.ok());
    std::optional<QJsonObject> heldDetail;
    for (const AuditEntry &e : entries.value())
        if (e.action == u"outbox.held"_s)
            heldDetail = e.detailObject();
    QVERIFY(heldDetail);
    QCOMPARE(heldDetail->value(u"reason"_s).toString(), u"outbox row: no signature"_s);
    QCOMPARE(heldDetail->value(u"held_reason"_s).toString(), u"Its approval is not signed."_s);
    QCOMPARE(heldDetail->value(u"owner"_s).toString(), kOwner);
    QCOMPARE(heldDetail->value(u"db_user"_s).toString(), m_maker.user);
    QCOMPARE(heldDetail->value(u"revision"_s).toInteger(), h.value().revision);

    // Only its maker returns it: the approver's store is refused by the function.
    const StoreResult<PayoutDraft> byApprover
        = approver->outbox.returnToDraft(kProfile, row.id, h.value().revision, m_approver.user);
    QCOMPARE(byApprover.error().kind(), StoreError::Kind::NotAllowed);
    const StoreResult<PayoutDraft> back
        = maker->outbox.returnToDraft(kProfile, row.id, h.value().revision, m_maker.user);
    QVERIFY2(back.ok(), qPrintable(back.error().toString()));
    QCOMPARE(back.value().state, State::Draft);
    QVERIFY(back.value().idempotencyKey != row.idempotencyKey);
    QVERIFY(!back.value().progress.isHeld());
    QVERIFY(!back.value().progress.heldAt.isValid());
    QVERIFY(back.value().progress.approvers.isEmpty());
    QVERIFY(approver->lists.held(kProfile, 10).value().isEmpty());

    // An approved row that is not held does not go back.
    const PayoutDraft notHeld = approved(*maker, *approver, u"PD-THOLD-0002"_s);
    QCOMPARE(notHeld.state, State::Approved);
    QCOMPARE(maker->outbox.returnToDraft(kProfile, notHeld.id, notHeld.revision, m_maker.user).error().kind(),
             StoreError::Kind::Conflict);
    {
        QSqlDatabase db = m_team->connect(m_maker);
        QSqlQuery q(db);
        QVERIFY(!q.exec(u"SELECT * FROM paydesk_return_to_draft('%1', '%2', '%3', %4, 'new-key')"_s
                            .arg(teamCall::nowText(&maker->store), notHeld.id, kProfile)
                            .arg(notHeld.revision)));
        QCOMPARE(q.lastError().nativeErrorCode(), u"PD005"_s);
    }
    const StoreResult<AuditVerification> verified = approver->log.verify();
    QVERIFY(verified.ok() && verified.value().isIntact());
}

void TestTeamHold::signaturesRecordedByTheFunctions()
{
    auto maker = open(m_maker);
    auto approver = open(m_approver);
    using Decision = ApprovalStatement::Decision;

    // Through the class, on the approver's own fresh connection.
    const PayoutDraft row = awaiting(*maker, u"PD-TSIG-0001"_s);
    const ApprovalSignature signature = signatureOf(row, m_approver.user, Decision::Approve, 'A');
    {
        QSqlDatabase session = m_team->connect(m_approver);
        // Another approver's signature: refused before the function is called.
        QCOMPARE(Access::grant(approver->outbox, row, m_approver.user,
                               signatureOf(row, m_maker.user, Decision::Approve, 'A'), session)
                     .error()
                     .kind(),
                 StoreError::Kind::NotAllowed);
        const StoreResult<PayoutDraft> granted
            = Access::grant(approver->outbox, row, m_approver.user, signature, session);
        QVERIFY2(granted.ok(), qPrintable(granted.error().toString()));
        QCOMPARE(granted.value().state, State::Approved);
    }
    {
        QSqlQuery q(m_team->ownerSql());
        QVERIFY(q.exec(u"SELECT id, profile_id, decision, approver, key_id, statement, signature "
                       u"FROM approval_signatures WHERE outbox_id = '%1'"_s.arg(row.id)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(),
                 QString::fromLatin1(
                     QCryptographicHash::hash(signature.signature, QCryptographicHash::Sha256).toHex()));
        QCOMPARE(q.value(1).toString(), kProfile);
        QCOMPARE(q.value(2).toString(), u"APPROVE"_s);
        QCOMPARE(q.value(3).toString(), m_approver.user);
        QCOMPARE(q.value(4).toString(), signature.keyId);
        QCOMPARE(q.value(5).toString().toUtf8(), signature.statement);
        QCOMPARE(QByteArray::fromBase64(q.value(6).toString().toLatin1()), signature.signature);
        QVERIFY(!q.next());
    }

    // A rejection's.
    const PayoutDraft other = awaiting(*maker, u"PD-TSIG-0002"_s);
    {
        QSqlDatabase session = m_team->connect(m_approver);
        const StoreResult<PayoutDraft> sent
            = Access::sendBack(approver->outbox, other, m_approver.user,
                               signatureOf(other, m_approver.user, Decision::Reject, 'R'), session);
        QVERIFY2(sent.ok(), qPrintable(sent.error().toString()));
        QCOMPARE(sent.value().state, State::Draft);
        QSqlQuery q(m_team->ownerSql());
        QVERIFY(q.exec(
            u"SELECT decision, approver FROM approval_signatures WHERE outbox_id = '%1'"_s.arg(other.id)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), u"REJECT"_s);
        QCOMPARE(q.value(1).toString(), m_approver.user);
    }

    // By hand: a signature that is not 64 bytes, or names no key, is refused with the approval;
    // the approver is always session_user, whatever the statement says.
    const PayoutDraft third = awaiting(*maker, u"PD-TSIG-0003"_s);
    QSqlDatabase db = m_team->connect(m_approver);
    QSqlQuery q(db);
    const QString call = u"SELECT id FROM paydesk_approve('%1', '%2', '%3', %4, '{}', '%5', '%6')"_s;
    const QString now = teamCall::nowText(&maker->store);
    QVERIFY(!q.exec(call.arg(now, third.id, kProfile)
                        .arg(third.revision)
                        .arg(QString::fromLatin1(QByteArray(63, 'x').toBase64()), QString(64, u'c'))));
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD011"_s);
    QVERIFY(!q.exec(call.arg(now, third.id, kProfile)
                        .arg(third.revision)
                        .arg(QString::fromLatin1(QByteArray(64, 'x').toBase64()), QString())));
    QCOMPARE(q.lastError().nativeErrorCode(), u"PD011"_s);
    QCOMPARE(approver->outbox.load(third.id).value().state, State::AwaitingApproval);
    QVERIFY2(q.exec(call.arg(now, third.id, kProfile)
                        .arg(third.revision)
                        .arg(QString::fromLatin1(QByteArray(64, 'x').toBase64()), QString(64, u'c'))),
             qPrintable(q.lastError().text()));
    QSqlQuery count(m_team->ownerSql());
    QVERIFY(count.exec(u"SELECT approver FROM approval_signatures WHERE outbox_id = '%1'"_s.arg(third.id)));
    QVERIFY(count.next());
    QCOMPARE(count.value(0).toString(), m_approver.user);
    QVERIFY(!count.next());
}

void TestTeamHold::unsignedFunctionsAreGone()
{
    // A database of schema version 1 had paydesk_approve and paydesk_send_back without a signature:
    // made here as they were, then the layer put in again (team init after an upgrade).
    QSqlQuery owner(m_team->ownerSql());
    QVERIFY(owner.exec(u"SELECT n.nspname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
                       u"WHERE p.proname = 'paydesk_approve'"_s)
            && owner.next());
    const QString schema = owner.value(0).toString();
    owner.finish();
    for (
        const QString &old :
        {u"paydesk_approve(p_now text, p_id text, p_profile text, p_expected_revision bigint)"_s,
         u"paydesk_send_back(p_now text, p_id text, p_profile text, p_expected_revision bigint, p_reason text)"_s})
        QVERIFY2(owner.exec(u"CREATE FUNCTION %1.%2 RETURNS %1.payout_outbox LANGUAGE sql "
                            u"AS $$ SELECT * FROM %1.payout_outbox LIMIT 1 $$"_s.arg(schema, old)),
                 qPrintable(owner.lastError().text()));
    QVERIFY(owner.exec(
        u"UPDATE %1.team_settings SET value = 'outdated' WHERE key = 'layer_sha256'"_s.arg(schema)));
    const StoreResult<TeamInitReport> again = TeamSchema::init(m_team->ownerConfig(), m_team->rolePrefix());
    QVERIFY2(again.ok(), qPrintable(again.error().toString()));
    QVERIFY(owner.exec(
        u"SELECT p.proname, p.pronargs FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
        u"WHERE n.nspname = '%1' AND p.proname IN ('paydesk_approve', 'paydesk_send_back') "
        u"ORDER BY p.proname"_s.arg(schema)));
    QVERIFY(owner.next());
    QCOMPARE(owner.value(0).toString(), u"paydesk_approve"_s);
    QCOMPARE(owner.value(1).toInt(), 7);
    QVERIFY(owner.next());
    QCOMPARE(owner.value(0).toString(), u"paydesk_send_back"_s);
    QCOMPARE(owner.value(1).toInt(), 8);
    QVERIFY(!owner.next());

    QSqlDatabase db = m_team->connect(m_approver);
    QSqlQuery q(db);
    // 42883: no such function.
    QVERIFY(!q.exec(u"SELECT * FROM paydesk_approve(NULL::text, 'x', 'p', 1::bigint)"_s));
    QCOMPARE(q.lastError().nativeErrorCode(), u"42883"_s);
    QVERIFY(!q.exec(u"SELECT * FROM paydesk_send_back(NULL::text, 'x', 'p', 1::bigint, 'why')"_s));
    QCOMPARE(q.lastError().nativeErrorCode(), u"42883"_s);
}

QTEST_GUILESS_MAIN(TestTeamHold)
#include "tst_teamhold.moc"
