// SPDX-License-Identifier: GPL-3.0-or-later
// The approval flow (approvals/ApprovalDesk.h) on SQLite and on PostgreSQL, one suite registered
// twice as tst_payoutdrafts is: a maker submits their own draft; an approver approves it with
// their passphrase typed now; the maker, a wrong passphrase, a viewer, an approver twice are
// refused; a payout above its currency's threshold needs two different approvers; a rejection
// sends it back to its maker with the reason; a payout waiting too long expires; the database
// itself refuses an approval by the maker. Each change is one audit entry and the chain holds.

#include "StoreBackend.h"
#include "approvals/ApprovalDesk.h"
#include "outbox/OutboxStore.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/AuditVerification.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using payouts::PayoutDraft;
using namespace Qt::StringLiterals;
using approvals::ApprovalDesk;
using payouts::PayoutDraft;
using Refusal = ApprovalDesk::Outcome::Refusal;
using Role = operators::Operator::Role;
using State = PayoutDraft::State;

namespace {

const QString kAdaPass = u"ada-correct-horse"_s;
const QString kAnaPass = u"ana-battery-staple"_s;
const QString kMaxPass = u"max-another-maker"_s;
const QString kBenPass = u"ben-approves-things"_s;
const QString kCleoPass = u"cleo-second-approver"_s;
const QString kVivPass = u"viv-only-looks-here"_s;
const QString kProfile = u"profile-ke"_s;

PayoutDraft::Content content(const QString &customId, const QString &value, const QString &maker)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, value}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s;
    c.maker = maker;
    return c;
}

} // namespace

class TestApprovalDesk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void makerSubmitsOwnDraftOnly();
    void approverApprovesWithPassphraseTypedNow();
    void makerCannotApproveNorWrongPassphraseNorViewer();
    void secondApproverAboveThreshold();
    void rejectSendsBackWithReason();
    void withdrawByItsMakerOnly();
    void expiresAfterTheRulesDays();
    void staleRevisionAndOtherProfile();
    void databaseRefusesApprovalByTheMaker();

private:
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , operators(&store, &log)
            , rules(&store, &log)
            , drafts(&store, &log)
            , outbox(&store, &log)
            , desk(&outbox, &operators, &rules)
        {
            operators.setHashParameters({10, 8, 1}); // fast: the cost itself is tst_passphrasehash's
            store.setClock([this] { return now; }); // the one clock of operators, rules, drafts, outbox
        }
        QDateTime now = QDateTime(QDate(2026, 11, 23), QTime(8, 0), Qt::UTC);
        Store store;
        AuditLog log;
        Operators operators;
        ApprovalRuleStore rules;
        PayoutDrafts drafts;
        outbox::OutboxStore outbox;
        ApprovalDesk desk;
        std::optional<AuthenticatedOperator> admin, ana, max, viv;
    };
    std::unique_ptr<Setup> open();
    AuthenticatedOperator signIn(Setup &s, const QString &id, const QString &pass);
    // A draft by `maker` of KES `value`, submitted for approval.
    payouts::PayoutDraft awaiting(Setup &s, const QString &customId, const QString &value = u"1500.00"_s);
    QStringList actions(Setup &s);

    test::StoreBackend m_backend;
    StoreConfig m_config;
};

void TestApprovalDesk::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_approvaldesk"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestApprovalDesk::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_config = m_backend.config();
}

void TestApprovalDesk::cleanup()
{
    m_backend.endTest();
}

void TestApprovalDesk::cleanupTestCase()
{
    m_backend.tearDown();
}

AuthenticatedOperator TestApprovalDesk::signIn(Setup &s, const QString &id, const QString &pass)
{
    AuthResult result = s.operators.authenticate(id, pass);
    if (!result.ok())
        qFatal("%s cannot sign in: %s", qPrintable(id), qPrintable(result.message()));
    return *result.authenticated;
}

std::unique_ptr<TestApprovalDesk::Setup> TestApprovalDesk::open()
{
    auto s = std::make_unique<Setup>(m_config);
    const StoreResult<void> opened = s->store.open();
    if (!opened.ok())
        qFatal("store: %s", qPrintable(opened.error().toString()));
    if (!s->operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, false}, kAdaPass)
             .ok())
        qFatal("first administrator");
    s->admin = signIn(*s, u"ada"_s, kAdaPass);
    const struct
    {
        QString id, name;
        Role role;
        QString pass;
    } people[] = {
        {u"ana"_s, u"Ana Moreira"_s, Role::Maker, kAnaPass},
        {u"max"_s, u"Max Kamau"_s, Role::Maker, kMaxPass},
        {u"ben"_s, u"Ben Okello"_s, Role::Approver, kBenPass},
        {u"cleo"_s, u"Cleo Mensah"_s, Role::Approver, kCleoPass},
        {u"viv"_s, u"Viv Achieng"_s, Role::Viewer, kVivPass},
    };
    for (const auto &p : people)
        if (!s->operators.add(*s->admin, {p.id, p.name, p.role, false}, p.pass).ok())
            qFatal("add %s", qPrintable(p.id));
    s->ana = signIn(*s, u"ana"_s, kAnaPass);
    s->max = signIn(*s, u"max"_s, kMaxPass);
    s->viv = signIn(*s, u"viv"_s, kVivPass);
    return s;
}

payouts::PayoutDraft TestApprovalDesk::awaiting(Setup &s, const QString &customId, const QString &value)
{
    const StoreResult<PayoutDraft> draft = s.drafts.save(kProfile, content(customId, value, u"ana"_s));
    if (!draft.ok())
        qFatal("save: %s", qPrintable(draft.error().toString()));
    const ApprovalDesk::Outcome submitted
        = s.desk.submit(*s.ana, kProfile, draft.value().id, draft.value().revision);
    if (!submitted.ok())
        qFatal("submit: %s", qPrintable(submitted.message));
    return submitted.row;
}

QStringList TestApprovalDesk::actions(Setup &s)
{
    QStringList keys;
    QSqlQuery q(m_backend.raw());
    q.exec(u"SELECT action FROM audit_log WHERE action LIKE 'approval.%' ORDER BY seq"_s);
    while (q.next())
        keys.append(q.value(0).toString());
    Q_UNUSED(s);
    return keys;
}

void TestApprovalDesk::makerSubmitsOwnDraftOnly()
{
    const auto s = open();
    const StoreResult<PayoutDraft> draft
        = s->drafts.save(kProfile, content(u"PD-1"_s, u"1500.00"_s, u"ana"_s));
    QVERIFY(draft.ok());

    // Another maker, a viewer: refused, nothing changes.
    ApprovalDesk::Outcome other = s->desk.submit(*s->max, kProfile, draft.value().id, draft.value().revision);
    QCOMPARE(other.refusal, Refusal::Permission);
    ApprovalDesk::Outcome viewer
        = s->desk.submit(*s->viv, kProfile, draft.value().id, draft.value().revision);
    QCOMPARE(viewer.refusal, Refusal::Permission);
    QVERIFY(!viewer.message.isEmpty());
    QCOMPARE(s->outbox.load(draft.value().id).value().state, State::Draft);

    const QDateTime submittedAt = s->now;
    ApprovalDesk::Outcome own = s->desk.submit(*s->ana, kProfile, draft.value().id, draft.value().revision);
    QVERIFY2(own.ok(), qPrintable(own.message));
    QCOMPARE(own.row.state, State::AwaitingApproval);
    QCOMPARE(own.row.content.maker, u"ana"_s);
    QCOMPARE(own.row.progress.awaitingSince, submittedAt);
    QCOMPARE(own.row.amount(), Money::fromMinorUnits(150000, u"KES"));
    QCOMPARE(actions(*s), QStringList {u"approval.requested"_s});

    // The drafts reader sees the same progress.
    const PayoutDraft listed
        = s->drafts.list(kProfile, QList<State> {State::AwaitingApproval}).value().value(0);
    QCOMPARE(listed.id, draft.value().id);
    QCOMPARE(listed.progress.awaitingSince, submittedAt);

    // A maker disabled meanwhile submits nothing.
    const StoreResult<PayoutDraft> second
        = s->drafts.save(kProfile, content(u"PD-2"_s, u"10.00"_s, u"ana"_s));
    const operators::Operator anaNow = s->operators.load(u"ana"_s).value();
    QVERIFY(s->operators.setDisabled(*s->admin, u"ana"_s, anaNow.revision, true).ok());
    QCOMPARE(s->desk.submit(*s->ana, kProfile, second.value().id, second.value().revision).refusal,
             Refusal::Permission);
}

void TestApprovalDesk::approverApprovesWithPassphraseTypedNow()
{
    const auto s = open();
    const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
    QSignalSpy approved(&s->outbox, &outbox::OutboxStore::approved);
    const ApprovalDesk::Outcome outcome = s->desk.approve(kProfile, row.id, row.revision, u"ben"_s, kBenPass);
    QVERIFY2(outcome.ok(), qPrintable(outcome.message));
    QCOMPARE(outcome.row.state, State::Approved);
    QCOMPARE(outcome.row.progress.approvers, QStringList {u"ben"_s});
    QCOMPARE(approved.size(), 1);
    QCOMPARE(actions(*s), (QStringList {u"approval.requested"_s, u"approval.granted"_s}));
    const QJsonObject detail
        = QJsonDocument::fromJson(
              m_backend.scalar(u"SELECT detail FROM audit_log ORDER BY seq DESC"_s).toString().toUtf8())
              .object();
    QCOMPARE(detail.value(u"actor"_s).toString(), u"ben"_s);
    QCOMPARE(detail.value(u"complete"_s).toBool(), true);
    QCOMPARE(detail.value(u"needed"_s).toInt(), 1);
    QVERIFY(!QJsonDocument(detail).toJson().contains(kBenPass.toUtf8()));
    QVERIFY(s->log.verify().value().isIntact());

    // Approved: nobody approves it again.
    const ApprovalDesk::Outcome again
        = s->desk.approve(kProfile, row.id, outcome.row.revision, u"cleo"_s, kCleoPass);
    QCOMPARE(again.refusal, Refusal::Store);
}

void TestApprovalDesk::makerCannotApproveNorWrongPassphraseNorViewer()
{
    const auto s = open();
    const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
    const ApprovalDesk::Outcome maker = s->desk.approve(kProfile, row.id, row.revision, u"ana"_s, kAnaPass);
    QCOMPARE(maker.refusal, Refusal::Permission);
    const ApprovalDesk::Outcome wrong
        = s->desk.approve(kProfile, row.id, row.revision, u"ben"_s, u"not-bens-pass"_s);
    QCOMPARE(wrong.refusal, Refusal::Passphrase);
    QVERIFY(!wrong.message.isEmpty());
    const ApprovalDesk::Outcome viewer = s->desk.approve(kProfile, row.id, row.revision, u"viv"_s, kVivPass);
    QCOMPARE(viewer.refusal, Refusal::Permission);
    const ApprovalDesk::Outcome admin = s->desk.approve(kProfile, row.id, row.revision, u"ada"_s, kAdaPass);
    QCOMPARE(admin.refusal, Refusal::Permission); // the flag gives no duty
    const ApprovalDesk::Outcome unknown = s->desk.approve(kProfile, row.id, row.revision, u"zed"_s, kBenPass);
    QCOMPARE(unknown.refusal, Refusal::Passphrase);

    const payouts::PayoutDraft now = s->outbox.load(row.id).value();
    QCOMPARE(now.state, State::AwaitingApproval);
    QCOMPARE(now.revision, row.revision);
    QVERIFY(now.progress.approvers.isEmpty());
    QCOMPARE(actions(*s), QStringList {u"approval.requested"_s});
}

void TestApprovalDesk::secondApproverAboveThreshold()
{
    const auto s = open();
    operators::ApprovalRule rule = operators::ApprovalRule::defaultRule(u"KES"_s);
    rule.secondApproverAbove = Money::fromMinorUnits(1000000, u"KES"); // KES 10,000.00
    QVERIFY(s->rules.setRule(*s->admin, rule, 0).ok());

    // At the threshold: one approver.
    const payouts::PayoutDraft at = awaiting(*s, u"PD-AT"_s, u"10000.00"_s);
    QCOMPARE(s->desk.approve(kProfile, at.id, at.revision, u"ben"_s, kBenPass).row.state, State::Approved);

    const payouts::PayoutDraft above = awaiting(*s, u"PD-ABOVE"_s, u"10000.01"_s);
    QCOMPARE(s->desk.approversNeeded(above.amount()), 2);
    const ApprovalDesk::Outcome first
        = s->desk.approve(kProfile, above.id, above.revision, u"ben"_s, kBenPass);
    QVERIFY2(first.ok(), qPrintable(first.message));
    QCOMPARE(first.row.state, State::AwaitingApproval);
    QCOMPARE(first.row.progress.approvers, QStringList {u"ben"_s});
    const ApprovalDesk::Outcome twice
        = s->desk.approve(kProfile, above.id, first.row.revision, u"ben"_s, kBenPass);
    QCOMPARE(twice.refusal, Refusal::Permission);
    const ApprovalDesk::Outcome second
        = s->desk.approve(kProfile, above.id, first.row.revision, u"cleo"_s, kCleoPass);
    QVERIFY2(second.ok(), qPrintable(second.message));
    QCOMPARE(second.row.state, State::Approved);
    QCOMPARE(second.row.progress.approvers, (QStringList {u"ben"_s, u"cleo"_s}));
    QVERIFY(s->log.verify().value().isIntact());
}

void TestApprovalDesk::rejectSendsBackWithReason()
{
    const auto s = open();
    const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
    QCOMPARE(s->desk.reject(kProfile, row.id, row.revision, u"ben"_s, kBenPass, u"  "_s).refusal,
             Refusal::Input);
    QCOMPARE(s->desk.reject(kProfile, row.id, row.revision, u"ana"_s, kAnaPass, u"mine"_s).refusal,
             Refusal::Permission);
    QCOMPARE(s->desk.reject(kProfile, row.id, row.revision, u"ben"_s, u"wrong-passphrase"_s, u"No"_s).refusal,
             Refusal::Passphrase);
    const ApprovalDesk::Outcome rejected = s->desk.reject(kProfile, row.id, row.revision, u"ben"_s, kBenPass,
                                                          u"Wrong amount: the invoice says 1,050"_s);
    QVERIFY2(rejected.ok(), qPrintable(rejected.message));
    QCOMPARE(rejected.row.state, State::Draft);
    QCOMPARE(rejected.row.progress.returnedReason, u"Wrong amount: the invoice says 1,050"_s);
    QCOMPARE(rejected.row.progress.returnedBy, u"ben"_s);
    QCOMPARE(rejected.row.idempotencyKey, row.idempotencyKey); // nothing was sent
    const PayoutDraft draft = s->drafts.load(kProfile, row.id).value();
    QCOMPARE(draft.progress.returnedReason, u"Wrong amount: the invoice says 1,050"_s);

    // Corrected by its maker and submitted again: the reason is cleared.
    PayoutDraft::Content corrected = content(u"PD-1"_s, u"1050.00"_s, u"ana"_s);
    const StoreResult<PayoutDraft> edited = s->drafts.update(kProfile, row.id, draft.revision, corrected);
    QVERIFY(edited.ok());
    const ApprovalDesk::Outcome again = s->desk.submit(*s->ana, kProfile, row.id, edited.value().revision);
    QVERIFY(again.ok());
    QVERIFY(again.row.progress.returnedReason.isEmpty());
    QCOMPARE(actions(*s),
             (QStringList {u"approval.requested"_s, u"approval.rejected"_s, u"approval.requested"_s}));
}

void TestApprovalDesk::withdrawByItsMakerOnly()
{
    const auto s = open();
    const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
    QCOMPARE(s->desk.withdraw(*s->max, kProfile, row.id, row.revision).refusal, Refusal::Permission);
    const ApprovalDesk::Outcome withdrawn = s->desk.withdraw(*s->ana, kProfile, row.id, row.revision);
    QVERIFY2(withdrawn.ok(), qPrintable(withdrawn.message));
    QCOMPARE(withdrawn.row.state, State::Draft);
    QCOMPARE(actions(*s), (QStringList {u"approval.requested"_s, u"approval.withdrawn"_s}));
}

void TestApprovalDesk::expiresAfterTheRulesDays()
{
    const auto s = open();
    operators::ApprovalRule rule = operators::ApprovalRule::defaultRule(u"KES"_s);
    rule.expiryDays = 2;
    QVERIFY(s->rules.setRule(*s->admin, rule, 0).ok());
    const payouts::PayoutDraft first = awaiting(*s, u"PD-1"_s);
    const payouts::PayoutDraft second = awaiting(*s, u"PD-2"_s);

    s->now = s->now.addDays(2).addSecs(-1);
    QCOMPARE(s->desk.expireDue().value(), 0);
    s->now = s->now.addSecs(1);
    // Approving an expired payout expires it instead.
    const ApprovalDesk::Outcome late
        = s->desk.approve(kProfile, first.id, first.revision, u"ben"_s, kBenPass);
    QCOMPARE(late.refusal, Refusal::Expired);
    QCOMPARE(s->outbox.load(first.id).value().state, State::Expired);
    QCOMPARE(s->desk.expireDue().value(), 1); // the second
    const payouts::PayoutDraft expired = s->outbox.load(second.id).value();
    QCOMPARE(expired.state, State::Expired);
    QVERIFY(!expired.progress.returnedReason.isEmpty());

    // Its maker takes it back as a draft: the same key (nothing was sent).
    QCOMPARE(s->desk.reopen(*s->max, kProfile, second.id, expired.revision).refusal, Refusal::Permission);
    const ApprovalDesk::Outcome reopened = s->desk.reopen(*s->ana, kProfile, second.id, expired.revision);
    QVERIFY2(reopened.ok(), qPrintable(reopened.message));
    QCOMPARE(reopened.row.state, State::Draft);
    QCOMPARE(reopened.row.idempotencyKey, second.idempotencyKey);
    QVERIFY(s->log.verify().value().isIntact());
}

void TestApprovalDesk::staleRevisionAndOtherProfile()
{
    const auto s = open();
    const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
    const ApprovalDesk::Outcome stale
        = s->desk.approve(kProfile, row.id, row.revision - 1, u"ben"_s, kBenPass);
    QCOMPARE(stale.refusal, Refusal::Store);
    QCOMPARE(stale.storeError.kind(), StoreError::Kind::Conflict);
    const ApprovalDesk::Outcome elsewhere
        = s->desk.approve(u"profile-gh"_s, row.id, row.revision, u"ben"_s, kBenPass);
    QCOMPARE(elsewhere.refusal, Refusal::Store);
    QCOMPARE(s->outbox.load(row.id).value().state, State::AwaitingApproval);
}

void TestApprovalDesk::databaseRefusesApprovalByTheMaker()
{
    const auto s = open();
    const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
    const QString id = row.id;
    QVERIFY(!QSqlQuery(m_backend.raw())
                 .exec(u"UPDATE payout_outbox SET first_approver = 'ana' WHERE id = '%1'"_s.arg(id)));
    QVERIFY(
        !QSqlQuery(m_backend.raw())
             .exec(
                 u"UPDATE payout_outbox SET first_approver = 'ben', second_approver = 'ben' WHERE id = '%1'"_s
                     .arg(id)));
    QVERIFY(!QSqlQuery(m_backend.raw())
                 .exec(u"UPDATE payout_outbox SET first_approver = 'ben', maker = NULL WHERE id = '%1'"_s.arg(
                     id)));
    QVERIFY(QSqlQuery(m_backend.raw())
                .exec(u"UPDATE payout_outbox SET first_approver = 'ben' WHERE id = '%1'"_s.arg(id)));
}

QTEST_GUILESS_MAIN(TestApprovalDesk)
#include "tst_approvaldesk.moc"
