// SPDX-License-Identifier: GPL-3.0-or-later
// Exactly-once submission of the payout outbox against the sandbox over real HTTP, whatever the
// network does. One suite, registered twice, as tst_payoutdrafts is:
//   tst_outboxprocessor           (integration)  a SQLite file in a temporary folder per test
//   tst_outboxprocessor_postgres  (postgres)     PAYDESK_TEST_STORE=postgres: the server named by
//                                                PAYDESK_TEST_PG (scripts/test), a fresh schema
//                                                per test. Without PAYDESK_TEST_PG this run fails.
// Every fault test ends with exactly ONE payout on the service for the row; two processors on
// the same store never both send a row; a row goes through its own profile's session.

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
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <atomic>
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

// Every payout on the service (all pages).
QList<QJsonObject> payoutsOn(SandboxFixture &sandbox)
{
    QList<QJsonObject> all;
    QUrlQuery query;
    query.addQueryItem(u"paging_limit"_s, u"50"_s);
    for (int page = 0; page < 100; ++page) {
        const HttpResult r = sandbox.http().get(u"/payouts"_s, query);
        for (const QJsonValue &p : r.dataArray())
            all.append(p.toObject());
        const QString after = r.json()
                                  .value(u"meta"_s)
                                  .toObject()
                                  .value(u"paging"_s)
                                  .toObject()
                                  .value(u"cursors"_s)
                                  .toObject()
                                  .value(u"after"_s)
                                  .toString();
        if (after.isEmpty() || r.dataArray().isEmpty())
            break;
        query.removeAllQueryItems(u"paging_after"_s);
        query.addQueryItem(u"paging_after"_s, after);
    }
    return all;
}

int countWithCustomId(SandboxFixture &sandbox, const QString &customId)
{
    int n = 0;
    for (const QJsonObject &p : payoutsOn(sandbox))
        n += p.value(u"custom_id"_s).toString() == customId;
    return n;
}

} // namespace

class TestOutboxProcessor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void faultsEndWithOnePayout_data();
    void faultsEndWithOnePayout();
    void idempotencyRaceIsLookedUpLater();
    void rejectReuseModeEndsWithOnePayout();
    void refusalIsRejectedWithReasons();
    void startResolvesSubmittingAndUncertainFirst();
    void recoveryWithoutASessionWaitsInsteadOfLooping();
    void leaseIsHeldByOneOwner();
    void twoProcessorsNeverSendARowTwice();
    void rowGoesThroughItsOwnProfile();
    void sessionNotReadyLeavesRowsWaiting();

private:
    std::unique_ptr<Local> open();
    // A payout of `profileId` saved, submitted for approval and approved by operators (ApprovalDesk).
    payouts::PayoutDraft approved(Local &local, const QString &profileId, const QString &customId,
                                  const QString &value = u"150.00"_s);
    bool waitForState(Local &local, const QString &id, State state, int timeoutMs = 20000);
    QVariant scalar(const QString &sql);

    OutboxFixture m_fixture;
};

void TestOutboxProcessor::initTestCase()
{
    QString why;
    QVERIFY2(m_fixture.setUp(u"tst_outboxprocessor"_s, &why), qPrintable(why));
}

void TestOutboxProcessor::init()
{
    QString why;
    QVERIFY2(m_fixture.beginTest(&why), qPrintable(why));
}

void TestOutboxProcessor::cleanup()
{
    m_fixture.endTest();
}

void TestOutboxProcessor::cleanupTestCase()
{
    m_fixture.tearDown();
}

std::unique_ptr<Local> TestOutboxProcessor::open()
{
    return m_fixture.open();
}

payouts::PayoutDraft TestOutboxProcessor::approved(Local &local, const QString &profileId,
                                                   const QString &customId, const QString &value)
{
    PayoutDraft::Content content;
    content.requestBody = kenyaPayout(value);
    content.requestBody.insert(u"custom_id"_s, customId);
    content.recipientSummary = u"Jane Wanjiku, +254712000001 (MOBILE_MONEY, KE)"_s;
    content.maker = TestApprovals::maker();
    const StoreResult<payouts::PayoutDraft> row = approvedDraft(local, profileId, content);
    if (!row.ok())
        qWarning().noquote() << row.error().toString();
    return row.ok() ? row.value() : payouts::PayoutDraft();
}

bool TestOutboxProcessor::waitForState(Local &local, const QString &id, State state, int timeoutMs)
{
    return QTest::qWaitFor(
        [&] {
            const StoreResult<payouts::PayoutDraft> row = local.outbox.load(id);
            return row.ok() && row.value().state == state;
        },
        timeoutMs);
}

// --- faults -------------------------------------------------------------------------------------

void TestOutboxProcessor::faultsEndWithOnePayout_data()
{
    QTest::addColumn<QJsonObject>("fault");
    QTest::addColumn<int>("clientTimeoutMs");
    // Three faults: more than the client's own retries (2), so that the outbox's own paths run.
    QTest::newRow("dropped before applied") << fault("POST", "/v1/payouts", "drop_before", 3) << 0;
    QTest::newRow("dropped after applied") << fault("POST", "/v1/payouts", "drop_after", 3) << 0;
    QJsonObject status500 = fault("POST", "/v1/payouts", "status", 3);
    status500.insert(u"status"_s, 500);
    QTest::newRow("500") << status500 << 0;
    QJsonObject status503 = fault("POST", "/v1/payouts", "status", 3);
    status503.insert(u"status"_s, 503);
    QTest::newRow("503") << status503 << 0;
    // The first attempt is held past the client's deadline: its retries meet the key in flight.
    QJsonObject delay = fault("POST", "/v1/payouts", "delay", 1);
    delay.insert(u"delay_ms"_s, 1500);
    QTest::newRow("timeout") << delay << 300;
}

void TestOutboxProcessor::faultsEndWithOnePayout()
{
    QFETCH(QJsonObject, fault);
    QFETCH(int, clientTimeoutMs);
    auto local = open();
    const payouts::PayoutDraft row = approved(*local, m_fixture.profile, u"PD-FAULT-0001"_s);
    QVERIFY(!row.id.isEmpty());
    QCOMPARE(m_fixture.sandbox->addFault(fault).status, 201);
    if (clientTimeoutMs > 0) {
        m_fixture.session->client()->setTimeout(std::chrono::milliseconds(clientTimeoutMs));
        m_fixture.session->client()->setAttemptDeadline(std::chrono::milliseconds(clientTimeoutMs));
    }

    OutboxProcessor processor(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
        u"owner-a"_s);
    processor.start();
    QVERIFY(waitForState(*local, row.id, State::Accepted));
    const payouts::PayoutDraft accepted = local->outbox.load(row.id).value();
    QVERIFY(accepted.progress.providerPayoutId.startsWith(u"pyt-"_s));
    QVERIFY(accepted.submission.leaseOwner.isEmpty());
    QCOMPARE(accepted.idempotencyKey, row.idempotencyKey); // the same key from first to last
    QCOMPARE(countWithCustomId(*m_fixture.sandbox, u"PD-FAULT-0001"_s), 1);
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 1);
    QVERIFY(local->log.verify().ok());

    // Each attempt is an entry before its outcome; the last entry is the acceptance.
    const StoreResult<QList<AuditEntry>> entries = local->log.entries();
    QVERIFY(entries.ok());
    QStringList actions;
    for (const AuditEntry &e : entries.value())
        if (!e.action.startsWith(u"operator."_s)) // the team that approves (ApprovalSupport.h)
            actions.append(e.action);
    QCOMPARE(actions.mid(0, 4),
             (QStringList {u"draft.saved"_s, u"approval.requested"_s, u"approval.granted"_s,
                           u"outbox.attempt"_s}));
    QCOMPARE(actions.last(), u"outbox.accepted"_s);
    QCOMPARE(actions.count(u"outbox.attempt"_s), accepted.progress.attempts);
    QCOMPARE(actions.count(u"outbox.accepted"_s), 1);
}

void TestOutboxProcessor::idempotencyRaceIsLookedUpLater()
{
    auto local = open();
    const payouts::PayoutDraft row = approved(*local, m_fixture.profile, u"PD-RACE-0001"_s);
    QVERIFY(!row.id.isEmpty());
    // Another request with the row's key (a process that died while sending) is held by the service.
    QJsonObject delay = fault("POST", "/v1/payouts", "delay", 1);
    delay.insert(u"delay_ms"_s, 1500);
    QCOMPARE(m_fixture.sandbox->addFault(delay).status, 201);
    QNetworkReply *first
        = m_fixture.sandbox->http().start("POST", m_fixture.sandbox->http().url(u"/payouts"_s),
                                          row.submission.requestBytes, row.idempotencyKey.toUtf8());

    QList<State> outcomes;
    OutboxProcessor processor(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
        u"owner-a"_s);
    connect(&processor, &OutboxProcessor::rowFinished, this,
            [&](const QString &, State state) { outcomes.append(state); });
    processor.start();
    QVERIFY(waitForState(*local, row.id, State::Accepted));
    QCOMPARE(HttpClient::collect(first).status, 202);
    QVERIFY2(outcomes.contains(State::Uncertain), "the 409 IDEMPOTENCY_RACE was put off, not refused");
    QVERIFY(local->outbox.load(row.id).value().progress.lastError.isEmpty());
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 1);
}

void TestOutboxProcessor::rejectReuseModeEndsWithOnePayout()
{
    QCOMPARE(m_fixture.sandbox->http()
                 .post(u"/_sandbox/settings"_s, {{u"idempotency"_s, u"reject-reuse"_s}})
                 .json()
                 .value(u"data"_s)
                 .toObject()
                 .value(u"idempotency"_s)
                 .toString(),
             u"reject-reuse"_s);
    auto local = open();
    const payouts::PayoutDraft row = approved(*local, m_fixture.profile, u"PD-REUSE-0001"_s);
    QVERIFY(!row.id.isEmpty());
    // Applied, answer lost: the client's retry with the same key gets IDEMPOTENCY_KEY_ALREADY_USED.
    QCOMPARE(m_fixture.sandbox->addFault(fault("POST", "/v1/payouts", "drop_after", 1)).status, 201);
    OutboxProcessor processor(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
        u"owner-a"_s);
    processor.start();
    QVERIFY(waitForState(*local, row.id, State::Accepted));
    QVERIFY(local->outbox.load(row.id).value().progress.providerPayoutId.startsWith(u"pyt-"_s));
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 1);
}

void TestOutboxProcessor::refusalIsRejectedWithReasons()
{
    auto local = open();
    const payouts::PayoutDraft row
        = approved(*local, m_fixture.profile, u"PD-SMALL-0001"_s, u"100.00"_s); // below KES 140
    QVERIFY(!row.id.isEmpty());
    OutboxProcessor processor(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
        u"owner-a"_s);
    processor.start();
    QVERIFY(waitForState(*local, row.id, State::Rejected));
    const payouts::PayoutDraft rejected = local->outbox.load(row.id).value();
    const QJsonObject error = QJsonDocument::fromJson(rejected.progress.lastError.toUtf8()).object();
    QCOMPARE(error.value(u"status"_s).toInt(), 422);
    QVERIFY(error.value(u"reasons"_s).toObject().value(u"fields"_s).toObject().contains(u"amount.value"_s));
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 0);

    // Back to its maker as a draft, with a new key (the old one's answer is the refusal).
    const StoreResult<payouts::PayoutDraft> draft
        = local->outbox.returnToDraft(m_fixture.profile, rejected.id, rejected.revision, u"ben"_s);
    QVERIFY2(draft.ok(), qPrintable(draft.error().toString()));
    QCOMPARE(draft.value().state, State::Draft);
    QVERIFY(draft.value().idempotencyKey != row.idempotencyKey);
    QVERIFY(local->drafts.load(m_fixture.profile, row.id).ok());
}

// --- start-up and the lease ---------------------------------------------------------------------

void TestOutboxProcessor::startResolvesSubmittingAndUncertainFirst()
{
    auto local = open();
    // A process died after sending: its row is SUBMITTING, the service has the payout.
    const payouts::PayoutDraft sent = approved(*local, m_fixture.profile, u"PD-SENT-0001"_s);
    // Another's answer was lost before the service saw it: UNCERTAIN, nothing on the service.
    const payouts::PayoutDraft lost = approved(*local, m_fixture.profile, u"PD-LOST-0001"_s);
    QVERIFY(!sent.id.isEmpty() && !lost.id.isEmpty());
    for (int i = 0; i < 2; ++i) {
        const auto claimed = local->outbox.claim(u"dead"_s, OutboxStore::Claim::Due, std::chrono::seconds(1));
        QVERIFY(claimed.ok() && claimed.value());
        const auto submitting = local->outbox.markSubmitting(*claimed.value(), u"dead"_s);
        QVERIFY2(submitting.ok(), qPrintable(submitting.error().toString()));
        if (claimed.value()->id == lost.id) { // its retry is due by the time the processor starts
            QVERIFY(local->outbox
                        .markUncertain(submitting.value(), u"dead"_s, u"no_answer"_s, {}, local->outbox.now())
                        .ok());
        }
    }
    QCOMPARE(m_fixture.sandbox->http()
                 .post(u"/payouts"_s, QJsonDocument::fromJson(sent.submission.requestBytes).object(),
                       sent.idempotencyKey.toUtf8())
                 .status,
             202);
    const payouts::PayoutDraft fresh = approved(*local, m_fixture.profile, u"PD-NEW-0001"_s);
    // The dead owner's lease (1 s) is past: the store's clock is moved on, not the test's time.
    local->store.setClock([] { return QDateTime::currentDateTimeUtc().addMSecs(1100); });

    QStringList order;
    bool recovered = false;
    OutboxProcessor processor(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
        u"owner-b"_s);
    connect(&processor, &OutboxProcessor::recovered, this, [&] {
        recovered = true;
        order.append(u"recovered"_s);
    });
    connect(&processor, &OutboxProcessor::rowFinished, this,
            [&](const QString &id, State) { order.append(id); });
    processor.start();
    QVERIFY(processor.isRecovering());
    QVERIFY(waitForState(*local, sent.id, State::Accepted));
    QVERIFY(waitForState(*local, lost.id, State::Accepted));
    QVERIFY(waitForState(*local, fresh.id, State::Accepted));
    QVERIFY(recovered);
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 4, 5000); // the last signal follows its commit
    QVERIFY2(order.indexOf(u"recovered"_s) == 2, qPrintable(order.join(u' '))); // both earlier rows first
    QCOMPARE(order.last(), fresh.id);
    QCOMPARE(local->outbox.load(sent.id).value().progress.attempts, 1); // found, not sent again
    QCOMPARE(local->outbox.load(lost.id).value().progress.attempts, 2); // 404: sent again, same key
    QCOMPARE(local->outbox.load(lost.id).value().idempotencyKey, lost.idempotencyKey);
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 3);
}

// An earlier row in doubt whose profile has no session ready is neither claimed nor read: start-up
// recovery ends without it (no claim in a loop, no claim at all: the revision does not move). Once
// the session is ready, it is resolved; a row put off until later is taken when its time comes,
// not at once, by recovery too.
void TestOutboxProcessor::recoveryWithoutASessionWaitsInsteadOfLooping()
{
    auto local = open();
    const payouts::PayoutDraft lost = approved(*local, m_fixture.profile, u"PD-WAIT-0001"_s);
    QVERIFY(!lost.id.isEmpty());
    const auto claimed = local->outbox.claim(u"dead"_s, OutboxStore::Claim::Due, std::chrono::seconds(1));
    QVERIFY(claimed.ok() && claimed.value());
    const auto submitting = local->outbox.markSubmitting(*claimed.value(), u"dead"_s);
    QVERIFY2(submitting.ok(), qPrintable(submitting.error().toString()));
    // Put off for 10 minutes by the process that died.
    QVERIFY(local->outbox
                .markUncertain(submitting.value(), u"dead"_s, u"no_answer"_s, {},
                               local->outbox.now().addSecs(600))
                .ok());
    // The store's clock runs ahead by `ahead` ms: past the dead owner's lease, later past the wait.
    auto ahead = std::make_shared<std::atomic<qint64>>(1100);
    local->store.setClock([ahead] { return QDateTime::currentDateTimeUtc().addMSecs(*ahead); });
    const payouts::PayoutDraft before = local->outbox.load(lost.id).value();

    bool sessionReady = false;
    int recoveredCount = 0;
    int asked = 0;
    OutboxProcessor processor(
        &local->outbox,
        [&](const QString &) {
            ++asked;
            return sessionReady ? m_fixture.session.get() : nullptr;
        },
        quickProcessorOptions(), u"owner-b"_s);
    connect(&processor, &OutboxProcessor::recovered, this, [&] { ++recoveredCount; });
    processor.start();
    QTRY_COMPARE_WITH_TIMEOUT(recoveredCount, 1, 5000);
    // Many quick polls (200 ms) ask for the session again; none claims the row.
    letTimePass(std::chrono::milliseconds(1000), "polls with no session ready, which must not take the row");
    QVERIFY(asked >= 3);
    QCOMPARE(local->outbox.load(lost.id).value().revision, before.revision);
    QVERIFY(local->outbox.load(lost.id).value().submission.leaseOwner.isEmpty());

    // The session is ready, but the row's time has not come: still not taken.
    sessionReady = true;
    letTimePass(std::chrono::milliseconds(1000), "polls with the session ready before the row is due");
    QCOMPARE(local->outbox.load(lost.id).value().revision, before.revision);
    QCOMPARE(local->outbox.load(lost.id).value().progress.attempts, before.progress.attempts);

    // Its time comes: looked up, not found, sent again with the same key.
    *ahead = 11LL * 60 * 1000;
    QVERIFY(waitForState(*local, lost.id, State::Accepted));
    QCOMPARE(local->outbox.load(lost.id).value().idempotencyKey, lost.idempotencyKey);
    QCOMPARE(recoveredCount, 1);
}

void TestOutboxProcessor::leaseIsHeldByOneOwner()
{
    auto first = open();
    auto second = open(); // another process on the same database
    const payouts::PayoutDraft row = approved(*first, m_fixture.profile, u"PD-LEASE-0001"_s);
    QVERIFY(!row.id.isEmpty());
    const auto a = first->outbox.claim(u"owner-a"_s, OutboxStore::Claim::Due, std::chrono::seconds(1));
    QVERIFY(a.ok() && a.value());
    const auto b = second->outbox.claim(u"owner-b"_s, OutboxStore::Claim::Due, std::chrono::seconds(30));
    QVERIFY(b.ok());
    QVERIFY2(!b.value(), "a leased row is not taken by another owner");
    // Someone else's lease: no step of it is accepted.
    QCOMPARE(second->outbox.markSubmitting(*a.value(), u"owner-b"_s).error().kind(),
             StoreError::Kind::Conflict);
    QVERIFY(first->outbox.renew(*a.value(), u"owner-a"_s, std::chrono::seconds(1)).ok());
    // Expired: another owner takes it over; the first one's steps are refused from then on. The
    // second process's clock is a little ahead: the lease has run out for it.
    second->store.setClock([] { return QDateTime::currentDateTimeUtc().addMSecs(1100); });
    const auto c = second->outbox.claim(u"owner-b"_s, OutboxStore::Claim::Due, std::chrono::seconds(30));
    QVERIFY(c.ok() && c.value());
    QCOMPARE(first->outbox.markSubmitting(*a.value(), u"owner-a"_s).error().kind(),
             StoreError::Kind::Conflict);
    QVERIFY(!first->outbox.renew(*a.value(), u"owner-a"_s, std::chrono::seconds(1)).ok());
    QVERIFY(second->outbox.release(*c.value(), u"owner-b"_s, {}).ok());
    QVERIFY(first->outbox.load(row.id).value().submission.leaseOwner.isEmpty());
}

void TestOutboxProcessor::twoProcessorsNeverSendARowTwice()
{
    auto first = open();
    auto second = open();
    constexpr int rows = 20;
    QStringList ids;
    for (int i = 0; i < rows; ++i) {
        const payouts::PayoutDraft row
            = approved(*first, m_fixture.profile, u"PD-TWO-%1"_s.arg(i, 4, 10, QChar(u'0')));
        QVERIFY(!row.id.isEmpty());
        ids.append(row.id);
    }
    auto other = readySessionOf(*m_fixture.sandbox, m_fixture.profile); // the other process's own session
    QVERIFY(other);
    OutboxProcessor a(
        &first->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
        u"owner-a"_s);
    OutboxProcessor b(
        &second->outbox, [&](const QString &) { return other.get(); }, quickProcessorOptions(), u"owner-b"_s);
    int finishedByA = 0;
    int finishedByB = 0;
    connect(&a, &OutboxProcessor::rowFinished, this, [&] { ++finishedByA; });
    connect(&b, &OutboxProcessor::rowFinished, this, [&] { ++finishedByB; });
    a.start();
    b.start();
    for (const QString &id : std::as_const(ids))
        QVERIFY(waitForState(*first, id, State::Accepted));
    // The entries commit on the store's thread a moment before the processors hear of it.
    QTRY_COMPARE_WITH_TIMEOUT(finishedByA + finishedByB, rows, 5000);
    for (const QString &id : std::as_const(ids))
        QCOMPARE(first->outbox.load(id).value().progress.attempts, 1);
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), rows);
    QVERIFY(first->log.verify().ok());
}

void TestOutboxProcessor::rowGoesThroughItsOwnProfile()
{
    // Profile B's service is another sandbox; profile A is the one "in view".
    SandboxFixture other(u"empty"_s, 0.0);
    QVERIFY(other.started());
    QVERIFY(!other.createWallet(u"KES"_s, u"10000000.00"_s).isEmpty());
    auto sessionB = readySessionOf(other, u"profile-b"_s);
    QVERIFY(sessionB);
    auto local = open();
    const payouts::PayoutDraft rowB = approved(*local, u"profile-b"_s, u"PD-B-0001"_s);
    const payouts::PayoutDraft rowA = approved(*local, m_fixture.profile, u"PD-A-0001"_s);
    QStringList asked;
    OutboxProcessor processor(
        &local->outbox,
        [&](const QString &profileId) -> session::Session * {
            asked.append(profileId);
            return profileId == u"profile-b"_s ? sessionB.get() : m_fixture.session.get();
        },
        quickProcessorOptions(), u"owner-a"_s);
    processor.start();
    QVERIFY(waitForState(*local, rowB.id, State::Accepted));
    QVERIFY(waitForState(*local, rowA.id, State::Accepted));
    QCOMPARE(countWithCustomId(other, u"PD-B-0001"_s), 1);
    QCOMPARE(countWithCustomId(*m_fixture.sandbox, u"PD-B-0001"_s), 0);
    QCOMPARE(countWithCustomId(*m_fixture.sandbox, u"PD-A-0001"_s), 1);
    QCOMPARE(countWithCustomId(other, u"PD-A-0001"_s), 0);
    QVERIFY(asked.contains(u"profile-b"_s));
}

void TestOutboxProcessor::sessionNotReadyLeavesRowsWaiting()
{
    auto local = open();
    const payouts::PayoutDraft row = approved(*local, m_fixture.profile, u"PD-WAIT-0001"_s);
    // A session that never connects (its local sandbox never answers).
    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = m_fixture.profile;
    session::Session connecting(profile, nullptr, nullptr,
                                [](const session::Session::LocalSandboxReady &) {});
    connecting.reconnect();
    QVERIFY(!connecting.isReady());
    session::Session *current = &connecting;
    OutboxProcessor processor(
        &local->outbox, [&](const QString &) { return current; }, quickProcessorOptions(), u"owner-a"_s);
    processor.start();
    letTimePass(std::chrono::milliseconds(800),
                "many of the processor's quick periods pass with no session ready: none may claim the row");
    payouts::PayoutDraft waiting = local->outbox.load(row.id).value();
    QCOMPARE(waiting.state, State::Approved);
    QCOMPARE(waiting.progress.attempts, 0);
    QVERIFY(waiting.progress.lastError.isEmpty());
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 0);
    // Once the session is ready, the row goes.
    current = m_fixture.session.get();
    QVERIFY(waitForState(*local, row.id, State::Accepted));
    QCOMPARE(payoutsOn(*m_fixture.sandbox).size(), 1);
}

QTEST_GUILESS_MAIN(TestOutboxProcessor)
#include "tst_outboxprocessor.moc"
