// SPDX-License-Identifier: GPL-3.0-or-later
// Following accepted payouts until they settle, against the sandbox over real HTTP. Rows are made
// ACCEPTED by the real OutboxProcessor; the sandbox then moves each payout as its magic numbers
// and control surface say (sandbox/README.md). One suite, registered twice, as tst_outboxprocessor:
//   tst_payoutfollower           (integration)  a SQLite file in a temporary folder per test
//   tst_payoutfollower_postgres  (postgres)     PAYDESK_TEST_STORE=postgres (scripts/test)
// Each change of a payout's state is one audit entry, whoever follows it (two followers on one
// store write it once); a row is followed through its own profile's session only.

#include "ApiClientSupport.h"
#include "ApprovalSupport.h"
#include "OutboxFixture.h"
#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "StoreBackend.h"
#include "Waits.h"
#include "api/ApiClient.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "payouts/PayoutStateText.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QHash>
#include <QSet>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::outbox;
using namespace paydesk::store;
using payouts::PayoutDraft;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using State = PayoutDraft::State;

namespace {

using Local = OutboxLocal;

// Short waits; SENT is watched for `sentWindowMs` before it settles.
PayoutFollower::Options followerOptions(int sentWindowMs = 600000)
{
    PayoutFollower::Options options;
    options.idlePoll = std::chrono::milliseconds(200);
    options.pendingBase = std::chrono::milliseconds(100);
    options.pendingMax = std::chrono::milliseconds(400);
    options.sentBase = std::chrono::milliseconds(100);
    options.sentMax = std::chrono::milliseconds(400);
    options.sentWindow = std::chrono::milliseconds(sentWindowMs);
    options.notFoundBase = std::chrono::milliseconds(60000);
    options.notFoundMax = std::chrono::milliseconds(60000);
    options.errorBase = std::chrono::milliseconds(100);
    options.errorMax = std::chrono::milliseconds(400);
    options.notReadyWait = std::chrono::milliseconds(100);
    return options;
}

// The "payout.state_changed" entries of the log, oldest first.
QList<QJsonObject> stateEntries(Local &local, const QString &outboxId = {})
{
    QList<QJsonObject> found;
    const StoreResult<QList<AuditEntry>> entries = local.log.entries(0, 100000);
    if (!entries.ok())
        return found;
    for (const AuditEntry &e : entries.value()) {
        if (e.action != u"payout.state_changed"_s)
            continue;
        const QJsonObject detail = e.detailObject();
        if (outboxId.isEmpty() || detail.value(u"outbox_id"_s).toString() == outboxId)
            found.append(detail);
    }
    return found;
}

QStringList statesOf(const QList<QJsonObject> &entries)
{
    QStringList states;
    for (const QJsonObject &e : entries)
        states.append(e.value(u"state"_s).toString());
    return states;
}

} // namespace

class TestPayoutFollower : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void sentIsFollowedUntilItsWindowEnds();
    void failingNumberFailsWithItsContext_data();
    void failingNumberFailsWithItsContext();
    void sentThenFailed();
    void sentThenFailedOrReversedByTheService();
    void complianceReviewIsPendingWithItsContext();
    void pendingIsHeldThenCancelled();
    void noAnswerWritesNothingThenRecovers_data();
    void noAnswerWritesNothingThenRecovers();
    void unknownPayoutIsRecordedAndKeptLookedFor();
    void twoFollowersWriteEachChangeOnce();
    void rowIsFollowedThroughItsOwnProfile();
    void sessionNotReadyLeavesRowsUntouched();
    void rowsWaitingForOneProfileDoNotHoldUpAnother();

private:
    std::unique_ptr<Local> open();
    // Rows of `profileId` approved and sent by a real processor until ACCEPTED; their ids.
    QStringList accepted(Local &local, const QStringList &numbers, const QString &prefix,
                         session::Session *session = nullptr, const QString &profileId = {});
    payouts::PayoutDraft followed(Local &local, const QString &id);

    OutboxFixture m_fixture;
};

void TestPayoutFollower::initTestCase()
{
    QString why;
    QVERIFY2(m_fixture.setUp(u"tst_payoutfollower"_s, &why), qPrintable(why));
}

void TestPayoutFollower::init()
{
    QString why;
    QVERIFY2(m_fixture.beginTest(&why), qPrintable(why));
}

void TestPayoutFollower::cleanup()
{
    m_fixture.endTest();
}

void TestPayoutFollower::cleanupTestCase()
{
    m_fixture.tearDown();
}

std::unique_ptr<Local> TestPayoutFollower::open()
{
    return m_fixture.open();
}

QStringList TestPayoutFollower::accepted(Local &local, const QStringList &numbers, const QString &prefix,
                                         session::Session *session, const QString &profileId)
{
    const QString profile = profileId.isEmpty() ? m_fixture.profile : profileId;
    session::Session *through = session ? session : m_fixture.session.get();
    QStringList ids;
    for (int i = 0; i < numbers.size(); ++i) {
        PayoutDraft::Content content;
        content.requestBody = kenyaPayout(u"150.00"_s, numbers.at(i));
        content.requestBody.insert(u"custom_id"_s, u"%1-%2"_s.arg(prefix).arg(i, 4, 10, QChar(u'0')));
        content.recipientSummary = u"Jane Wanjiku (MOBILE_MONEY, KE)"_s;
        content.maker = TestApprovals::maker();
        const StoreResult<payouts::PayoutDraft> row = approvedDraft(local, profile, content);
        if (!row.ok()) {
            qWarning().noquote() << row.error().toString();
            return {};
        }
        ids.append(row.value().id);
    }
    OutboxProcessor processor(
        &local.outbox, [&](const QString &) { return through; }, quickProcessorOptions(), u"owner-p"_s);
    processor.start();
    const bool all = QTest::qWaitFor(
        [&] {
            for (const QString &id : std::as_const(ids)) {
                const StoreResult<payouts::PayoutDraft> row = local.outbox.load(id);
                if (!row.ok() || row.value().state != State::Accepted)
                    return false;
            }
            return true;
        },
        20000);
    processor.stop();
    const bool settled = QTest::qWaitFor([&] { return processor.inFlight() == 0; }, 5000);
    return all && settled ? ids : QStringList();
}

payouts::PayoutDraft TestPayoutFollower::followed(Local &local, const QString &id)
{
    PayoutFollowStore follow(&local.store, &local.log);
    const StoreResult<payouts::PayoutDraft> row = follow.load(id);
    return row.ok() ? row.value() : payouts::PayoutDraft();
}

void TestPayoutFollower::sentIsFollowedUntilItsWindowEnds()
{
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000001"_s}, u"PD-SENT"_s);
    QCOMPARE(ids.size(), 1);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions(1500));
    QSignalSpy changes(&follower, &PayoutFollower::stateChanged);
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState, u"SENT"_s, 15000);
    // Still watched for a while (a SENT payout may fail or be reversed), then settled.
    QVERIFY(!followed(*local, ids.first()).progress.settledAt.isValid());
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, ids.first()).progress.settledAt.isValid(), 20000);
    const payouts::PayoutDraft row = followed(*local, ids.first());
    QVERIFY(row.submission.followRetries >= 1); // looked at again while SENT
    QVERIFY(!row.submission.nextFollowAt.isValid());
    QVERIFY(row.progress.providerPayoutId.startsWith(u"pyt-"_s));
    QCOMPARE(statesOf(stateEntries(*local)).last(), u"SENT"_s);
    QCOMPARE(statesOf(stateEntries(*local)).count(u"SENT"_s), 1);
    QCOMPARE(changes.size(), stateEntries(*local).size());
    QCOMPARE(changes.last().at(2).toString(), u"SENT"_s);
    QCOMPARE(changes.last().at(0).toString(), m_fixture.profile);
    QCOMPARE(changes.last().at(1).toString(), ids.first());
    QCOMPARE(failures.size(), 0);
    QVERIFY(local->log.verify().ok());
    // Settled: not looked at again.
    const int looks = changes.size();
    letTimePass(std::chrono::milliseconds(500),
                "several of the follower's quick periods pass: a settled row must not be looked at in any");
    QCOMPARE(followed(*local, ids.first()).submission.payoutCheckedAt, row.submission.payoutCheckedAt);
    QCOMPARE(changes.size(), looks);
}

void TestPayoutFollower::failingNumberFailsWithItsContext_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("context");
    QTest::newRow("no context") << u"+254712000100"_s << QString();
    QTest::newRow("invalid account") << u"+254712000101"_s << u"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER"_s;
    QTest::newRow("weekly limit") << u"+254712000107"_s << u"PAYMENT_ACCOUNT_WEEKLY_LIMIT_REACHED"_s;
    QTest::newRow("network") << u"+254712000109"_s << u"PROVIDER_NETWORK_ISSUE"_s;
}

void TestPayoutFollower::failingNumberFailsWithItsContext()
{
    QFETCH(QString, number);
    QFETCH(QString, context);
    auto local = open();
    const QStringList ids = accepted(*local, {number}, u"PD-FAIL"_s);
    QCOMPARE(ids.size(), 1);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, ids.first()).progress.settledAt.isValid(), 15000);
    const payouts::PayoutDraft row = followed(*local, ids.first());
    QCOMPARE(row.progress.payoutState, u"FAILED"_s);
    QCOMPARE(row.progress.payoutContext, context);
    QTRY_COMPARE_WITH_TIMEOUT(failures.size(), 1, 5000);
    QCOMPARE(failures.first().at(0).toString(), m_fixture.profile);
    QCOMPARE(failures.first().at(1).toString(), ids.first());
    QCOMPARE(failures.first().at(2).toString(), u"PD-FAIL-0000"_s);
    QCOMPARE(failures.first().at(3).toString(), payouts::PayoutStateText::sentence(u"FAILED", context));
    if (context.isEmpty())
        QVERIFY(failures.first().at(3).toString().contains(u"contact support"_s));
    const QList<QJsonObject> entries = stateEntries(*local);
    QCOMPARE(statesOf(entries).count(u"FAILED"_s), 1);
    const QJsonObject failed = entries.last();
    QCOMPARE(failed.value(u"state"_s).toString(), u"FAILED"_s);
    QCOMPARE(failed.value(u"context"_s).toString(), context);
    QCOMPARE(failed.value(u"outbox_id"_s).toString(), ids.first());
    QCOMPARE(failed.value(u"custom_id"_s).toString(), u"PD-FAIL-0000"_s);
    QCOMPARE(failed.value(u"payout_id"_s).toString(), row.progress.providerPayoutId);
    QVERIFY(failed.contains(u"previous_state"_s));
    QVERIFY(local->log.verify().ok());
}

void TestPayoutFollower::sentThenFailed()
{
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000001"_s}, u"PD-S2F"_s);
    QCOMPARE(ids.size(), 1);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState, u"SENT"_s, 15000);
    QCOMPARE(failures.size(), 0);
    const QString payoutId = followed(*local, ids.first()).progress.providerPayoutId;
    const HttpResult moved
        = m_fixture.sandbox->http().post(u"/_sandbox/payouts/%1/sent-to-failed"_s.arg(payoutId),
                                         {{u"context"_s, u"PROVIDER_NETWORK_ISSUE"_s}});
    QVERIFY2(moved.status == 200 || moved.status == 201, moved.body.constData());
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, ids.first()).progress.settledAt.isValid(), 15000);
    QCOMPARE(followed(*local, ids.first()).progress.payoutState, u"FAILED"_s);
    QCOMPARE(followed(*local, ids.first()).progress.payoutContext, u"PROVIDER_NETWORK_ISSUE"_s);
    QTRY_COMPARE_WITH_TIMEOUT(failures.size(), 1, 5000);
    QCOMPARE(failures.first().at(3).toString(),
             payouts::PayoutStateText::sentence(u"FAILED", u"PROVIDER_NETWORK_ISSUE"));
    const QList<QJsonObject> entries = stateEntries(*local);
    QCOMPARE(statesOf(entries).count(u"SENT"_s), 1);
    QCOMPARE(statesOf(entries).count(u"FAILED"_s), 1);
    QCOMPARE(entries.last().value(u"previous_state"_s).toString(), u"SENT"_s);
}

void TestPayoutFollower::sentThenFailedOrReversedByTheService()
{
    // At half speed the sandbox keeps these PENDING 1 s, SENT 2.5 s: ...000201 then turns FAILED
    // (PROVIDER_NETWORK_ISSUE), ...000202 REVERSED.
    m_fixture.sandbox = std::make_unique<SandboxFixture>(u"empty"_s, 0.5);
    QVERIFY(m_fixture.sandbox->started());
    QVERIFY(!m_fixture.sandbox->createWallet(u"KES"_s, u"10000000.00"_s).isEmpty());
    m_fixture.session = readySessionOf(*m_fixture.sandbox, m_fixture.profile);
    QVERIFY(m_fixture.session);
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000201"_s, u"+254712000202"_s}, u"PD-LATER"_s);
    QCOMPARE(ids.size(), 2);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    for (const QString &id : ids)
        QTRY_VERIFY_WITH_TIMEOUT(followed(*local, id).progress.settledAt.isValid(), 30000);
    const payouts::PayoutDraft failed = followed(*local, ids.at(0));
    QCOMPARE(failed.progress.payoutState, u"FAILED"_s);
    QCOMPARE(failed.progress.payoutContext, u"PROVIDER_NETWORK_ISSUE"_s);
    QCOMPARE(followed(*local, ids.at(1)).progress.payoutState, u"REVERSED"_s);
    QTRY_COMPARE_WITH_TIMEOUT(failures.size(), 2, 5000);
    QHash<QString, QString> told;
    for (const QList<QVariant> &signal : std::as_const(failures))
        told.insert(signal.at(1).toString(), signal.at(3).toString());
    QCOMPARE(told.value(ids.at(0)), payouts::PayoutStateText::sentence(u"FAILED", u"PROVIDER_NETWORK_ISSUE"));
    QCOMPARE(told.value(ids.at(1)), payouts::PayoutStateText::sentence(u"REVERSED", {}));
    // Each was seen SENT first, and each change is one entry.
    const QStringList toFailed = statesOf(stateEntries(*local, ids.at(0)));
    QCOMPARE(toFailed.mid(toFailed.size() - 2), (QStringList {u"SENT"_s, u"FAILED"_s}));
    QCOMPARE(toFailed.count(u"SENT"_s), 1);
    const QStringList toReversed = statesOf(stateEntries(*local, ids.at(1)));
    QCOMPARE(toReversed.mid(toReversed.size() - 2), (QStringList {u"SENT"_s, u"REVERSED"_s}));
    QCOMPARE(toReversed.count(u"SENT"_s), 1);
}

void TestPayoutFollower::complianceReviewIsPendingWithItsContext()
{
    // At speed 1 the review lasts 20 s: long enough to be seen.
    m_fixture.sandbox = std::make_unique<SandboxFixture>(u"empty"_s, 1.0);
    QVERIFY(m_fixture.sandbox->started());
    QVERIFY(!m_fixture.sandbox->createWallet(u"KES"_s, u"10000000.00"_s).isEmpty());
    m_fixture.session = readySessionOf(*m_fixture.sandbox, m_fixture.profile);
    QVERIFY(m_fixture.session);
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000200"_s}, u"PD-REVIEW"_s);
    QCOMPARE(ids.size(), 1);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    QSignalSpy changes(&follower, &PayoutFollower::stateChanged);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutContext, u"COMPLIANCE_REVIEW"_s,
                              15000);
    QCOMPARE(followed(*local, ids.first()).progress.payoutState, u"PENDING"_s);
    QVERIFY(!followed(*local, ids.first()).progress.settledAt.isValid());
    QTRY_VERIFY_WITH_TIMEOUT(!changes.isEmpty(), 5000);
    QCOMPARE(changes.last().at(3).toString(), u"COMPLIANCE_REVIEW"_s);
    // Still under review: each further look is one more retry, not one more entry.
    const qsizetype entries = stateEntries(*local).size();
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, ids.first()).submission.followRetries >= 3, 10000);
    QCOMPARE(stateEntries(*local).size(), entries);
}

void TestPayoutFollower::pendingIsHeldThenCancelled()
{
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000203"_s}, u"PD-HOLD"_s);
    QCOMPARE(ids.size(), 1);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState, u"PENDING"_s, 15000);
    // Looked at again and again while PENDING, with one entry only.
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, ids.first()).submission.followRetries >= 3, 10000);
    QVERIFY(!followed(*local, ids.first()).progress.settledAt.isValid());
    QCOMPARE(stateEntries(*local).size(), 1);
    const QString payoutId = followed(*local, ids.first()).progress.providerPayoutId;
    const HttpResult moved
        = m_fixture.sandbox->http().post(u"/_sandbox/payouts/%1/cancel"_s.arg(payoutId), {});
    QVERIFY2(moved.status == 200 || moved.status == 201, moved.body.constData());
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, ids.first()).progress.settledAt.isValid(), 15000);
    QCOMPARE(followed(*local, ids.first()).progress.payoutState, u"CANCELLED"_s);
    QCOMPARE(statesOf(stateEntries(*local)), (QStringList {u"PENDING"_s, u"CANCELLED"_s}));
    QCOMPARE(failures.size(), 0); // cancelled is not a failure to report
}

void TestPayoutFollower::noAnswerWritesNothingThenRecovers_data()
{
    QTest::addColumn<QJsonObject>("fault");
    constexpr int faults = 1000;
    QJsonObject unavailable = fault("GET", "/v1/payouts/*", "status", faults);
    unavailable.insert(u"status"_s, 503);
    QTest::newRow("503") << unavailable;
    QJsonObject serverError = fault("GET", "/v1/payouts/*", "status", faults);
    serverError.insert(u"status"_s, 500);
    QTest::newRow("500") << serverError;
    QTest::newRow("dropped") << fault("GET", "/v1/payouts/*", "drop_before", faults);
}

void TestPayoutFollower::noAnswerWritesNothingThenRecovers()
{
    QFETCH(QJsonObject, fault);
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000001"_s}, u"PD-DOWN"_s);
    QCOMPARE(ids.size(), 1);
    const int faults = fault.value(u"count"_s).toInt();
    QCOMPARE(m_fixture.sandbox->addFault(fault).status, 201);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    follower.start();
    const auto remaining = [&] {
        const QJsonArray list = m_fixture.sandbox->http().get(u"/_sandbox/faults"_s).dataArray();
        return list.isEmpty() ? 0 : list.first().toObject().value(u"remaining"_s).toInt();
    };
    // Several looks (each with the client's own retries) meet the fault...
    QTRY_VERIFY_WITH_TIMEOUT(remaining() <= faults - 9, 15000);
    // ...and nothing was written: no state, no check, no entry.
    const payouts::PayoutDraft untouched = followed(*local, ids.first());
    QVERIFY(untouched.progress.payoutState.isEmpty());
    QVERIFY(untouched.submission.payoutCheckedAt.isEmpty());
    QCOMPARE(untouched.submission.followRetries, 0);
    QVERIFY(stateEntries(*local).isEmpty());
    // The service answers again: the row is followed to SENT.
    QCOMPARE(m_fixture.sandbox->http().del(u"/_sandbox/faults"_s).status, 200);
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState, u"SENT"_s, 15000);
    QCOMPARE(statesOf(stateEntries(*local)).count(u"SENT"_s), 1);
}

void TestPayoutFollower::unknownPayoutIsRecordedAndKeptLookedFor()
{
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000001"_s}, u"PD-GONE"_s);
    QCOMPARE(ids.size(), 1);
    // The service does not know the id (another environment's, or lost by the service).
    QSqlQuery q(m_fixture.backend.raw());
    QVERIFY(q.prepare(u"UPDATE payout_outbox SET provider_payout_id = :payout WHERE id = :id"_s));
    q.bindValue(u":payout"_s, u"pyt-2AbCdEfGhIjKlMnOpQrStUvWxYz"_s);
    q.bindValue(u":id"_s, ids.first());
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    q.finish();
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions());
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState,
                              payouts::PayoutStateText::notFoundCode(), 15000);
    const payouts::PayoutDraft row = followed(*local, ids.first());
    QVERIFY(row.progress.payoutContext.isEmpty());
    QVERIFY(!row.progress.settledAt.isValid()); // never given up
    QVERIFY(row.submission.nextFollowAt.isValid());
    QVERIFY(row.submission.nextFollowAt > QDateTime::currentDateTimeUtc().addSecs(20)); // a long wait
    QCOMPARE(statesOf(stateEntries(*local)), QStringList {payouts::PayoutStateText::notFoundCode()});
    QCOMPARE(failures.size(), 0);
    QVERIFY(follower.isRunning());
}

void TestPayoutFollower::twoFollowersWriteEachChangeOnce()
{
    auto first = open();
    auto second = open();
    const QStringList numbers {u"+254712000001"_s, u"+254712000101"_s, u"+254712000002"_s,
                               u"+254712000109"_s, u"+254712000003"_s, u"+254712000100"_s};
    const QStringList ids = accepted(*first, numbers, u"PD-TWO"_s);
    QCOMPARE(ids.size(), numbers.size());
    auto other = readySessionOf(*m_fixture.sandbox, m_fixture.profile); // the other window's own session
    QVERIFY(other);
    PayoutFollower a(
        &first->outbox, [&](const QString &) { return m_fixture.session.get(); }, followerOptions(1000));
    PayoutFollower b(
        &second->outbox, [&](const QString &) { return other.get(); }, followerOptions(1000));
    QSignalSpy changesA(&a, &PayoutFollower::stateChanged);
    QSignalSpy changesB(&b, &PayoutFollower::stateChanged);
    QSignalSpy failedA(&a, &PayoutFollower::failed);
    QSignalSpy failedB(&b, &PayoutFollower::failed);
    a.start();
    b.start();
    for (const QString &id : ids)
        QTRY_VERIFY_WITH_TIMEOUT(followed(*first, id).progress.settledAt.isValid(), 20000);
    for (const QString &id : ids) {
        const QStringList states = statesOf(stateEntries(*first, id));
        QVERIFY2(!states.isEmpty(), qPrintable(id));
        QCOMPARE(QSet<QString>(states.cbegin(), states.cend()).size(), states.size()); // each change once
        for (qsizetype i = 1; i < states.size(); ++i)
            QCOMPARE(stateEntries(*first, id).at(i).value(u"previous_state"_s).toString(), states.at(i - 1));
    }
    // Each written change was signalled by the follower that wrote it, once.
    QTRY_COMPARE_WITH_TIMEOUT(changesA.size() + changesB.size(), stateEntries(*first).size(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(failedA.size() + failedB.size(), 3, 5000);
    QVERIFY(first->log.verify().ok());
}

void TestPayoutFollower::rowIsFollowedThroughItsOwnProfile()
{
    // Profile B's service is another sandbox, which alone knows B's payout.
    SandboxFixture otherService(u"empty"_s, 0.0);
    QVERIFY(otherService.started());
    QVERIFY(!otherService.createWallet(u"KES"_s, u"10000000.00"_s).isEmpty());
    auto sessionB = readySessionOf(otherService, u"profile-b"_s);
    QVERIFY(sessionB);
    auto local = open();
    const QStringList idsB
        = accepted(*local, {u"+254712000101"_s}, u"PD-B"_s, sessionB.get(), u"profile-b"_s);
    const QStringList idsA = accepted(*local, {u"+254712000001"_s}, u"PD-A"_s);
    QCOMPARE(idsB.size(), 1);
    QCOMPARE(idsA.size(), 1);
    QStringList asked;
    PayoutFollower follower(
        &local->outbox,
        [&](const QString &profileId) -> session::Session * {
            asked.append(profileId);
            return profileId == u"profile-b"_s ? sessionB.get() : m_fixture.session.get();
        },
        followerOptions(500));
    QSignalSpy failures(&follower, &PayoutFollower::failed);
    follower.start();
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, idsB.first()).progress.settledAt.isValid(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(followed(*local, idsA.first()).progress.settledAt.isValid(), 15000);
    // Asked on A's service, B's payout would be NOT_FOUND; it is B's own FAILED.
    QCOMPARE(followed(*local, idsB.first()).progress.payoutState, u"FAILED"_s);
    QCOMPARE(followed(*local, idsB.first()).progress.payoutContext,
             u"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER"_s);
    QCOMPARE(followed(*local, idsA.first()).progress.payoutState, u"SENT"_s);
    QVERIFY(!statesOf(stateEntries(*local)).contains(payouts::PayoutStateText::notFoundCode()));
    QVERIFY(asked.contains(u"profile-b"_s));
    QTRY_COMPARE_WITH_TIMEOUT(failures.size(), 1, 5000);
    QCOMPARE(failures.first().at(0).toString(), u"profile-b"_s);
}

void TestPayoutFollower::sessionNotReadyLeavesRowsUntouched()
{
    auto local = open();
    const QStringList ids = accepted(*local, {u"+254712000001"_s}, u"PD-WAIT"_s);
    QCOMPARE(ids.size(), 1);
    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = m_fixture.profile;
    session::Session connecting(profile, nullptr, nullptr,
                                [](const session::Session::LocalSandboxReady &) {});
    connecting.reconnect();
    QVERIFY(!connecting.isReady());
    session::Session *current = &connecting;
    int asked = 0;
    PayoutFollower follower(
        &local->outbox,
        [&](const QString &) {
            ++asked;
            return current;
        },
        followerOptions());
    follower.start();
    QTRY_VERIFY_WITH_TIMEOUT(asked >= 3, 10000); // looked at, and put off, several times
    const payouts::PayoutDraft waiting = followed(*local, ids.first());
    QVERIFY(waiting.progress.payoutState.isEmpty());
    QVERIFY(waiting.submission.payoutCheckedAt.isEmpty());
    QVERIFY(!waiting.submission.nextFollowAt.isValid());
    QVERIFY(stateEntries(*local).isEmpty());
    current = m_fixture.session.get();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState, u"SENT"_s, 15000);
}

void TestPayoutFollower::rowsWaitingForOneProfileDoNotHoldUpAnother()
{
    auto local = open();
    // Older rows of a profile whose session never comes, more than the follower reads at a time.
    const QStringList waiting = accepted(*local, {u"+254712000011"_s, u"+254712000012"_s, u"+254712000013"_s},
                                         u"PD-X"_s, m_fixture.session.get(), u"profile-x"_s);
    QCOMPARE(waiting.size(), 3);
    const QStringList ids = accepted(*local, {u"+254712000001"_s}, u"PD-A"_s);
    QCOMPARE(ids.size(), 1);
    PayoutFollower::Options options = followerOptions();
    options.batch = 2;
    options.notReadyWait = std::chrono::milliseconds(60000);
    PayoutFollower follower(
        &local->outbox,
        [&](const QString &profileId) {
            return profileId == m_fixture.profile ? m_fixture.session.get() : nullptr;
        },
        options);
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(followed(*local, ids.first()).progress.payoutState, u"SENT"_s, 15000);
    for (const QString &id : waiting)
        QVERIFY(followed(*local, id).submission.payoutCheckedAt.isEmpty());
}

QTEST_GUILESS_MAIN(TestPayoutFollower)
#include "tst_payoutfollower.moc"
