// SPDX-License-Identifier: GPL-3.0-or-later
// The outbox's background loops with a store of many rows: their work follows what is due, not
// what is stored. Rows are made by the real flow once (approved, sent or put in doubt) and then
// copied in one statement, as Paydesk's own rows, with their own ids, keys and custom_ids. One
// suite, registered twice, as tst_outboxprocessor:
//   tst_outboxscale           (integration)  a SQLite file in a temporary folder per test
//   tst_outboxscale_postgres  (postgres)     PAYDESK_TEST_STORE=postgres (scripts/test)

#include "OutboxFixture.h"
#include "StoreBackend.h"
#include "Waits.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "store/AuditEntry.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace paydesk;
using namespace paydesk::outbox;
using namespace paydesk::store;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using payouts::PayoutDraft;
using State = PayoutDraft::State;

namespace {

// `count` copies of outbox row `templateId`, ids `prefix-1` .. `prefix-count`, each with its own
// idempotency key and custom_id, made by one INSERT ... SELECT over a counting query that both
// databases accept. Every other column is the template's.
bool copyRow(QSqlDatabase db, const QString &templateId, const QString &prefix, int count, QString *why)
{
    const QSqlRecord record = db.record(u"payout_outbox"_s);
    QStringList columns;
    QStringList values;
    for (int i = 0; i < record.count(); ++i) {
        const QString column = record.fieldName(i);
        columns << column;
        if (column == u"id")
            values << u"'%1-' || n.i"_s.arg(prefix);
        else if (column == u"idempotency_key")
            values << u"'key-%1-' || n.i"_s.arg(prefix);
        else if (column == u"custom_id")
            values << u"'PD-%1-' || n.i"_s.arg(prefix.toUpper());
        else
            values << u"t."_s + column;
    }
    QSqlQuery q(db);
    if (!q.prepare(
            u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
            u"INSERT INTO payout_outbox (%2) SELECT %3 FROM n, payout_outbox t WHERE t.id = :template"_s
                .arg(count)
                .arg(columns.join(u", "_s), values.join(u", "_s)))
        || (q.bindValue(u":template"_s, templateId), !q.exec())) {
        *why = q.lastError().text();
        return false;
    }
    if (q.numRowsAffected() != count) {
        *why = u"%1 rows copied, not %2"_s.arg(q.numRowsAffected()).arg(count);
        return false;
    }
    return true;
}

qint64 countOf(QSqlDatabase db, const QString &where)
{
    QSqlQuery q(db);
    if (!q.exec(u"SELECT COUNT(*) FROM payout_outbox WHERE "_s + where) || !q.next()) {
        qWarning().noquote() << q.lastError().text();
        return -1;
    }
    return q.value(0).toLongLong();
}

PayoutDraft::Content kenyaContent(const QString &customId)
{
    PayoutDraft::Content content;
    content.requestBody = kenyaPayout(u"150.00"_s);
    content.requestBody.insert(u"custom_id"_s, customId);
    content.recipientSummary = u"Jane Wanjiku (MOBILE_MONEY, KE)"_s;
    content.maker = TestApprovals::maker();
    return content;
}

} // namespace

class TestOutboxScale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        QVERIFY2(m_fixture.setUp(u"tst_outboxscale"_s, &why), qPrintable(why));
    }
    void init()
    {
        QString why;
        QVERIFY2(m_fixture.beginTest(&why), qPrintable(why));
    }
    void cleanup() { m_fixture.endTest(); }
    void cleanupTestCase() { m_fixture.tearDown(); }

    void rowsWithoutASessionAreNotClaimed();
    void followerCatchUpReadsOnlyDueRows();

private:
    OutboxFixture m_fixture;
};

// 10,000 rows in doubt whose profile has no session ready: the processor makes no claim (no
// revision moves, no lease is taken) through start-up recovery and many polls, until the session
// is ready; then it takes them.
void TestOutboxScale::rowsWithoutASessionAreNotClaimed()
{
    auto local = m_fixture.open();
    const StoreResult<PayoutDraft> approved
        = approvedDraft(*local, m_fixture.profile, kenyaContent(u"PD-DOUBT-0"_s));
    QVERIFY2(approved.ok(), qPrintable(approved.error().toString()));
    const auto claimed = local->outbox.claim(u"dead"_s, OutboxStore::Claim::Due, std::chrono::seconds(1));
    QVERIFY(claimed.ok() && claimed.value());
    const auto submitting = local->outbox.markSubmitting(*claimed.value(), u"dead"_s);
    QVERIFY2(submitting.ok(), qPrintable(submitting.error().toString()));
    const auto doubt
        = local->outbox.markUncertain(submitting.value(), u"dead"_s, u"no_answer"_s, {}, local->outbox.now());
    QVERIFY2(doubt.ok(), qPrintable(doubt.error().toString()));
    QString why;
    QVERIFY2(copyRow(m_fixture.backend.raw(), doubt.value().id, u"doubt"_s, 9999, &why), qPrintable(why));
    const QString untouched
        = u"state = 'UNCERTAIN' AND revision = %1 AND lease_owner IS NULL"_s.arg(doubt.value().revision);
    QCOMPARE(countOf(m_fixture.backend.raw(), untouched), 10000);

    session::Session *session = nullptr;
    int asked = 0;
    OutboxProcessor processor(
        &local->outbox,
        [&](const QString &) {
            ++asked;
            return session;
        },
        quickProcessorOptions(), u"owner-s"_s);
    bool recovered = false;
    connect(&processor, &OutboxProcessor::recovered, this, [&] { recovered = true; });
    processor.start();
    QTRY_VERIFY_WITH_TIMEOUT(recovered, 10000); // no ready profile has a row in doubt
    letTimePass(std::chrono::milliseconds(1500), "many polls (200 ms) with no session ready");
    QVERIFY2(asked >= 3, qPrintable(QString::number(asked)));
    QCOMPARE(countOf(m_fixture.backend.raw(), untouched), 10000);

    // The session is ready: rows are taken (looked up, sent with their key).
    session = m_fixture.session.get();
    QTRY_VERIFY_WITH_TIMEOUT(countOf(m_fixture.backend.raw(), untouched) < 10000, 10000);
    processor.stop();
    QTRY_COMPARE_WITH_TIMEOUT(processor.inFlight(), 0, 30000);
}

// 6,000 accepted payouts due to be looked at and 18,000 not due for a day: the follower's
// catch-up looks at each due row once, reading about as many rows as are due (a row in flight may
// be read again), and never a row that is not due.
void TestOutboxScale::followerCatchUpReadsOnlyDueRows()
{
    constexpr int due = 6000;
    constexpr int later = 18000;
    auto local = m_fixture.open();
    const StoreResult<PayoutDraft> approved
        = approvedDraft(*local, m_fixture.profile, kenyaContent(u"PD-FOLLOW-0"_s));
    QVERIFY2(approved.ok(), qPrintable(approved.error().toString()));
    {
        OutboxProcessor processor(
            &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions(),
            u"owner-p"_s);
        processor.start();
        QTRY_COMPARE_WITH_TIMEOUT(local->outbox.load(approved.value().id).value().state, State::Accepted,
                                  20000);
        processor.stop();
        QTRY_COMPARE_WITH_TIMEOUT(processor.inFlight(), 0, 5000);
    }
    settle(local->store);
    const QString templateId = approved.value().id;
    QString why;
    QVERIFY2(copyRow(m_fixture.backend.raw(), templateId, u"due"_s, due - 1, &why), qPrintable(why));
    QVERIFY2(copyRow(m_fixture.backend.raw(), templateId, u"later"_s, later, &why), qPrintable(why));
    QSqlQuery put(m_fixture.backend.raw());
    QVERIFY(put.prepare(u"UPDATE payout_outbox SET next_follow_at = :at WHERE id LIKE 'later-%'"_s));
    put.bindValue(u":at"_s, AuditEntry::timeText(local->outbox.now().addDays(1)));
    QVERIFY2(put.exec(), qPrintable(put.lastError().text()));
    QCOMPARE(put.numRowsAffected(), later);

    PayoutFollower::Options options;
    options.maxInFlight = 8;
    options.batch = 100;
    options.idlePoll = std::chrono::milliseconds(200);
    // A row looked at is not due again during the test.
    options.pendingBase = options.pendingMax = std::chrono::hours(1);
    options.sentBase = options.sentMax = std::chrono::hours(1);
    PayoutFollower follower(
        &local->outbox, [&](const QString &) { return m_fixture.session.get(); }, options);
    follower.start();
    const QString looked = u"payout_checked_at IS NOT NULL"_s;
    QTRY_COMPARE_WITH_TIMEOUT(countOf(m_fixture.backend.raw(), looked), qint64(due), 150000);
    follower.stop();
    QTRY_COMPARE_WITH_TIMEOUT(follower.inFlight(), 0, 10000);

    QCOMPARE(countOf(m_fixture.backend.raw(), u"id LIKE 'later-%' AND "_s + looked), 0);
    const qint64 reads = follower.dueReads();
    const qint64 rows = follower.rowsRead();
    qInfo() << "catch-up of" << due << "due rows:" << reads << "reads," << rows << "rows read";
    // Each read takes a batch; a row still in flight may come again in the next read.
    QVERIFY2(reads <= 2 * (due / options.batch) + 5, qPrintable(QString::number(reads)));
    QVERIFY2(rows <= due + options.maxInFlight * reads, qPrintable(QString::number(rows)));
}

QTEST_GUILESS_MAIN(TestOutboxScale)
#include "tst_outboxscale.moc"
