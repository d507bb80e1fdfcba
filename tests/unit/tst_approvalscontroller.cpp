// SPDX-License-Identifier: GPL-3.0-or-later
// The Approvals page's logic without widgets (approvals/ApprovalsController.h and its two models),
// on a real store (SQLite, or PostgreSQL as tst_approvaldesk): the queue's row of a payout waiting
// (maker's name, approvals of those needed, recipient, id, tone, headers); a payout waiting past
// its currency's expiry leaves the queue once expireDue() runs, and only then; a maker cannot
// approve their own payout while an approver can, after which it is in the sent model; reloads
// asked during a read give one read more, not one each; a payout the outbox processor held is in
// the held model with why, in the words of every page, and leaves it once returned to a draft.

#include "StoreBackend.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "approvals/CellTone.h"
#include "approvals/HeldPayoutsModel.h"
#include "approvals/SentPayoutsModel.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutStateText.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using approvals::ApprovalDesk;
using approvals::ApprovalQueueModel;
using approvals::ApprovalsController;
using approvals::SentPayoutsModel;
using payouts::PayoutDraft;
using Refusal = ApprovalDesk::Outcome::Refusal;
using Role = operators::Operator::Role;
using State = PayoutDraft::State;

namespace {

const QString kAdaPass = u"ada-correct-horse"_s;
const QString kAnaPass = u"ana-battery-staple"_s;
const QString kBenPass = u"ben-approves-things"_s;
const QString kProfile = u"profile-ke"_s;

PayoutDraft::Content content(const QString &customId, const QString &value)
{
    PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, value}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s;
    c.maker = u"ana"_s;
    return c;
}

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
        store.setClock([this] { return now; });
    }
    ApprovalsController::Services services() { return {&drafts, &outbox, &desk, &operators, nullptr}; }

    QDateTime now = QDateTime::currentDateTimeUtc();
    Store store;
    AuditLog log;
    Operators operators;
    ApprovalRuleStore rules;
    PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    ApprovalDesk desk;
    std::optional<AuthenticatedOperator> admin, ana;
};

AuthenticatedOperator signIn(Setup &s, const QString &id, const QString &pass)
{
    AuthResult result = s.operators.authenticate(id, pass);
    if (!result.ok())
        qFatal("%s cannot sign in: %s", qPrintable(id), qPrintable(result.message()));
    return *result.authenticated;
}

QVariant cell(const QAbstractItemModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role);
}

} // namespace

class TestApprovalsController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    }
    void init()
    {
        QString why;
        QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    }
    void cleanup() { m_backend.endTest(); }
    void cleanupTestCase() { m_backend.tearDown(); }

    void queueRowOfAPayoutAwaitingApproval()
    {
        const auto s = open();
        const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
        ApprovalsController controller(s->services());
        QAbstractItemModelTester queueTester(controller.queueModel(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester sentTester(controller.sentModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(read(controller));
        const ApprovalQueueModel &queue = *controller.queueModel();
        QCOMPARE(queue.rowCount(), 1);
        QCOMPARE(queue.columnCount(), int(ApprovalQueueModel::ColumnCount));
        QCOMPARE(queue.headerData(ApprovalQueueModel::MakerColumn, Qt::Horizontal).toString(), u"Maker"_s);
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::MakerColumn).toString(), u"Ana Moreira"_s);
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::ApprovalsColumn).toString(), u"0 of 1"_s);
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::WaitingColumn).toString(), u"just now"_s);
        QVERIFY(cell(queue, 0, ApprovalQueueModel::AmountColumn).toString().contains(u"1,500"_s));
        QVERIFY(cell(queue, 0, ApprovalQueueModel::RecipientColumn).toString().startsWith(u"Jane Wanjiku"_s));
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::RecipientColumn, ApprovalQueueModel::IdRole).toString(),
                 row.id);
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::WarningsColumn).toString(), u"None"_s);
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::WarningsColumn, ApprovalQueueModel::ToneRole).toInt(),
                 int(approvals::CellTone::Plain));
        QCOMPARE(controller.queue().size(), 1);
        QCOMPARE(controller.sentModel()->rowCount(), 0);
        QVERIFY(controller.error().isEmpty());

        // A warning the review found (it knows more): in the row, in the warning tone.
        approvals::ReviewWarning warning;
        warning.kind = approvals::ReviewWarning::Kind::FirstPayout;
        warning.text = u"The first payout to this recipient."_s;
        controller.queueModel()->setWarnings(row.id, {warning});
        QVERIFY(cell(queue, 0, ApprovalQueueModel::WarningsColumn).toString().startsWith(u"1 warning"_s));
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::WarningsColumn, Qt::ToolTipRole).toString(),
                 warning.text);
        QCOMPARE(cell(queue, 0, ApprovalQueueModel::WarningsColumn, ApprovalQueueModel::ToneRole).toInt(),
                 int(approvals::CellTone::Warning));

        // Another profile: its own (empty) queue, the first one's rows gone at once.
        controller.setProfile(u"profile-gh"_s);
        QCOMPARE(queue.rowCount(), 0);
        QVERIFY(read(controller));
        QCOMPARE(queue.rowCount(), 0);
    }

    void expiryMovesAnOldPayoutOutOfTheQueue()
    {
        const auto s = open();
        operators::ApprovalRule rule = operators::ApprovalRule::defaultRule(u"KES"_s);
        rule.expiryDays = 2;
        QVERIFY(s->rules.setRule(*s->admin, rule, 0).ok());
        const payouts::PayoutDraft row = awaiting(*s, u"PD-1"_s);
        ApprovalsController controller(s->services());
        QVERIFY(read(controller));
        QCOMPARE(controller.queueModel()->rowCount(), 1);

        // Two days on: still in the queue while nothing expires it (a read does not write)...
        s->now = s->now.addDays(2).addSecs(1);
        QVERIFY(read(controller));
        QCOMPARE(controller.queueModel()->rowCount(), 1);
        // ...and out of it once expiry runs, a step of its own that reads again after.
        QSignalSpy expired(&controller, &ApprovalsController::expired);
        QSignalSpy loaded(&controller, &ApprovalsController::loaded);
        controller.expireDue();
        QTRY_COMPARE(loaded.size(), 1);
        QCOMPARE(expired.size(), 1);
        QCOMPARE(expired.first().first().toInt(), 1);
        QCOMPARE(controller.queueModel()->rowCount(), 0);
        QCOMPARE(s->outbox.load(row.id).value().state, State::Expired);
    }

    void makerCannotApproveTheirOwnAnApproverCan()
    {
        const auto s = open();
        awaiting(*s, u"PD-1"_s);
        ApprovalsController controller(s->services());
        QVERIFY(read(controller));
        const PayoutDraft payout = controller.queue().first();

        std::optional<ApprovalDesk::Outcome> outcome;
        controller.decide({true, payout, u"ana"_s, kAnaPass, {}}, &controller,
                          [&outcome](const ApprovalDesk::Outcome &o) { outcome = o; });
        QTRY_VERIFY(outcome.has_value());
        QCOMPARE(outcome->refusal, Refusal::Permission);
        QVERIFY(!outcome->message.isEmpty());
        QCOMPARE(s->outbox.load(payout.id).value().state, State::AwaitingApproval);

        // The approvers read for the dialog include Ben; Ben approves.
        std::optional<StoreResult<QList<operators::Operator>>> people;
        controller.readApprovers(&controller, [&people](const auto &result) { people = result; });
        QTRY_VERIFY(people.has_value());
        QVERIFY(people->ok());
        QVERIFY(std::any_of(people->value().cbegin(), people->value().cend(),
                            [](const operators::Operator &op) { return op.id == u"ben"_s; }));
        outcome.reset();
        controller.decide({true, payout, u"ben"_s, kBenPass, {}}, &controller,
                          [&outcome](const ApprovalDesk::Outcome &o) { outcome = o; });
        QTRY_VERIFY(outcome.has_value());
        QVERIFY2(outcome->ok(), qPrintable(outcome->message));
        QCOMPARE(outcome->row.state, State::Approved);

        QVERIFY(read(controller));
        QCOMPARE(controller.queueModel()->rowCount(), 0);
        const SentPayoutsModel &sent = *controller.sentModel();
        QCOMPARE(sent.rowCount(), 1);
        QCOMPARE(cell(sent, 0, SentPayoutsModel::ReferenceColumn).toString(), u"PD-1"_s);
        QCOMPARE(cell(sent, 0, SentPayoutsModel::ApprovedByColumn).toString(), u"Ben Okello"_s);
        QCOMPARE(cell(sent, 0, SentPayoutsModel::StateColumn).toString(), u"Approved, to be sent"_s);
        QCOMPARE(cell(sent, 0, SentPayoutsModel::StateColumn, SentPayoutsModel::ToneRole).toInt(),
                 int(approvals::CellTone::Plain));
    }

    void heldPayoutsWithWhy()
    {
        const auto s = open();
        ApprovalsController controller(s->services());
        QAbstractItemModelTester heldTester(controller.heldModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        const PayoutDraft waiting = awaiting(*s, u"PD-H1"_s);
        const ApprovalDesk::Outcome approved
            = s->desk.approve(kProfile, waiting.id, waiting.revision, u"ben"_s, kBenPass);
        QVERIFY2(approved.ok(), qPrintable(approved.message));
        QVERIFY(read(controller));
        QCOMPARE(controller.heldModel()->rowCount(), 0); // approved, not held

        const auto claimed
            = s->outbox.claim(u"owner"_s, outbox::OutboxStore::Claim::Due, std::chrono::seconds(60));
        QVERIFY(claimed.ok() && claimed.value());
        const QString reason = u"The approval of Ben Okello does not verify."_s;
        s->now = s->now.addSecs(60);
        QVERIFY(s->outbox.hold(*claimed.value(), u"owner"_s, reason, u"bad signature"_s).ok());
        QVERIFY(read(controller));
        const approvals::HeldPayoutsModel &held = *controller.heldModel();
        QCOMPARE(held.rowCount(), 1);
        QCOMPARE(controller.held().first().id, waiting.id);
        QCOMPARE(held.columnCount(), int(approvals::HeldPayoutsModel::ColumnCount));
        QCOMPARE(held.headerData(approvals::HeldPayoutsModel::ReasonColumn, Qt::Horizontal).toString(),
                 u"Why"_s);
        QCOMPARE(cell(held, 0, approvals::HeldPayoutsModel::ReasonColumn).toString(),
                 u"Held: not sent: "_s + reason);
        QCOMPARE(cell(held, 0, approvals::HeldPayoutsModel::ReasonColumn).toString(),
                 payouts::PayoutStateText::heldText(reason));
        QVERIFY(cell(held, 0, approvals::HeldPayoutsModel::ReasonColumn, Qt::ToolTipRole)
                    .toString()
                    .startsWith(reason));
        QCOMPARE(cell(held, 0, approvals::HeldPayoutsModel::MakerColumn).toString(), u"Ana Moreira"_s);
        QCOMPARE(cell(held, 0, approvals::HeldPayoutsModel::ReferenceColumn).toString(), u"PD-H1"_s);
        QVERIFY(!cell(held, 0, approvals::HeldPayoutsModel::HeldAtColumn).toString().isEmpty());
        QCOMPARE(
            cell(held, 0, approvals::HeldPayoutsModel::ReferenceColumn, approvals::HeldPayoutsModel::IdRole)
                .toString(),
            waiting.id);
        QCOMPARE(
            cell(held, 0, approvals::HeldPayoutsModel::RecipientColumn, approvals::HeldPayoutsModel::ToneRole)
                .toInt(),
            int(approvals::CellTone::Error));
        // The same words among those approved here.
        QCOMPARE(cell(*controller.sentModel(), 0, SentPayoutsModel::StateColumn).toString(),
                 payouts::PayoutStateText::heldText(reason));

        // Its maker returns it to a draft: no longer held.
        const PayoutDraft now = s->outbox.load(waiting.id).value();
        const ApprovalDesk::Outcome reopened = s->desk.reopen(*s->ana, kProfile, now.id, now.revision);
        QVERIFY2(reopened.ok(), qPrintable(reopened.message));
        QVERIFY(read(controller));
        QCOMPARE(controller.heldModel()->rowCount(), 0);
        // Another profile holds nothing of this one.
        controller.setProfile(u"profile-other"_s);
        QCOMPARE(controller.heldModel()->rowCount(), 0);
    }

    void reloadsDuringAReadGiveOneMore()
    {
        const auto s = open();
        awaiting(*s, u"PD-1"_s);
        ApprovalsController controller(s->services());
        controller.setProfile(kProfile);
        QSignalSpy loaded(&controller, &ApprovalsController::loaded);
        QSignalSpy outdated(&controller, &ApprovalsController::outdated);
        controller.reload();
        QVERIFY(controller.isLoading());
        awaiting(*s, u"PD-2"_s); // the read in flight may not see it
        controller.reload();
        controller.reload();
        QTRY_VERIFY(!controller.isLoading() && !loaded.isEmpty());
        // The read in flight is shown (newer than what was on screen: a queue that changes without
        // pause still shows something), then one more read for the three asked during it, not three.
        QCOMPARE(loaded.size(), 2);
        QCOMPARE(controller.queueModel()->rowCount(), 2);
        QVERIFY(!outdated.isEmpty()); // the outbox said it changed
    }

    // Another workstation's submission goes into its place (oldest first), not at the end, and
    // not past the rows loaded while more follow; one that left goes out.
    void queueModelTakesAPayoutInItsPlace()
    {
        ApprovalQueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QDateTime t0(QDate(2026, 11, 1), QTime(9, 0), Qt::UTC);
        const auto row = [&](const QString &id, int minutes) {
            PayoutDraft d;
            d.id = id;
            d.profileId = kProfile;
            d.state = PayoutDraft::State::AwaitingApproval;
            d.createdAt = t0.addSecs(60 * minutes);
            return ApprovalQueueModel::Row {d, {}};
        };
        model.setPayouts({row(u"a"_s, 0), row(u"c"_s, 20)}, true, 5, {}, {}, t0);
        QVERIFY(model.insertPayout(row(u"b"_s, 10)));
        QCOMPARE(model.payouts().at(1).id, u"b"_s);
        QVERIFY(!model.insertPayout(row(u"z"_s, 90))); // after the rows loaded: its page brings it
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.total(), 7);
        model.setPayouts({row(u"a"_s, 0)}, false, 1, {}, {}, t0);
        QVERIFY(model.insertPayout(row(u"z"_s, 90))); // nothing follows: at the end
        QVERIFY(model.insertPayout(row(u"z"_s, 90))); // the same again: replaced, not twice
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.payouts().at(1).id, u"z"_s);
        model.removePayout(u"a"_s);
        model.removePayout(u"nothere"_s);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.total(), 1);
    }

private:
    std::unique_ptr<Setup> open()
    {
        auto s = std::make_unique<Setup>(m_backend.config());
        const StoreResult<void> opened = s->store.open();
        if (!opened.ok())
            qFatal("store: %s", qPrintable(opened.error().toString()));
        if (!s->operators.addFirstAdministrator({u"ada"_s, u"Ada Lovelace"_s, Role::Viewer, false}, kAdaPass)
                 .ok())
            qFatal("first administrator");
        s->admin = signIn(*s, u"ada"_s, kAdaPass);
        if (!s->operators.add(*s->admin, {u"ana"_s, u"Ana Moreira"_s, Role::Maker, false}, kAnaPass).ok()
            || !s->operators.add(*s->admin, {u"ben"_s, u"Ben Okello"_s, Role::Approver, false}, kBenPass)
                    .ok())
            qFatal("operators");
        s->ana = signIn(*s, u"ana"_s, kAnaPass);
        return s;
    }
    // A draft by Ana of KES `value`, submitted for approval.
    payouts::PayoutDraft awaiting(Setup &s, const QString &customId, const QString &value = u"1500.00"_s)
    {
        const StoreResult<PayoutDraft> draft = s.drafts.save(kProfile, content(customId, value));
        if (!draft.ok())
            qFatal("save: %s", qPrintable(draft.error().toString()));
        const ApprovalDesk::Outcome submitted
            = s.desk.submit(*s.ana, kProfile, draft.value().id, draft.value().revision);
        if (!submitted.ok())
            qFatal("submit: %s", qPrintable(submitted.message));
        return submitted.row;
    }
    // Reads the queue of kProfile and waits for the answer.
    static bool read(ApprovalsController &controller)
    {
        controller.setProfile(controller.profileId().isEmpty() ? kProfile : controller.profileId());
        QSignalSpy loaded(&controller, &ApprovalsController::loaded);
        controller.reload();
        return loaded.wait(10000);
    }

    test::StoreBackend m_backend;
};

QTEST_GUILESS_MAIN(TestApprovalsController)
#include "tst_approvalscontroller.moc"
