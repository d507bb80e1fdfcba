// SPDX-License-Identifier: GPL-3.0-or-later
// What Paydesk knows of a payout made here (History's "Made in Paydesk"), on SQLite and on
// PostgreSQL: one suite, registered twice, as tst_payoutdrafts is.
//   tst_localrecord           (label unit)      a SQLite file in a temporary folder for each test
//   tst_localrecord_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres (scripts/test)
// The audit entries of one outbox row come from an index on the outbox_id of their detail (schema
// step 8), not from reading the whole log: only that row's entries, oldest first, whatever else is
// in the log, a detail that is not JSON included; the record reads the row by the service's id,
// its maker and the entries in words; HistoryController says it in rich text.

#include "StoreBackend.h"
#include "history/HistoryController.h"
#include "history/LocalRecord.h"
#include "payouts/PayoutDraft.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;

namespace {

const QString kProfile = u"profile-ke"_s;

payouts::PayoutDraft::Content content(const QString &customId)
{
    payouts::PayoutDraft::Content c;
    c.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"1500.50"_s}}},
        {u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s},
        {u"custom_id"_s, customId},
    };
    c.formSnapshot = QJsonObject {{u"format"_s, u"test"_s}};
    c.recipientSummary = u"Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"_s;
    c.maker = u"ana"_s;
    return c;
}

AuditEvent aboutRow(const QString &outboxId, int i)
{
    return AuditEvent(AuditEvent::Action::PayoutStateChanged, kProfile,
                      QJsonObject {{u"outbox_id"_s, outboxId}, {u"state"_s, u"PENDING"_s}, {u"n"_s, i}});
}

} // namespace

class TestLocalRecord : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void entriesOfOneRowComeOldestFirst();
    void entriesOfOneRowAreFoundByTheIndex();
    void recordOfAPayoutMadeHere();
    void payoutNotMadeHereSaysSo();

private:
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , drafts(&store, &log)
            , operators(&store, &log)
            , reader(&drafts, &log, &operators)
        { }
        Store store;
        AuditLog log;
        PayoutDrafts drafts;
        Operators operators;
        history::LocalRecordReader reader;
    };
    std::unique_ptr<Setup> open()
    {
        auto setup = std::make_unique<Setup>(m_backend.config());
        const StoreResult<void> opened = setup->store.open();
        if (!opened.ok())
            qWarning().noquote() << opened.error().toString();
        return setup;
    }

    test::StoreBackend m_backend;
};

void TestLocalRecord::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_localrecord"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestLocalRecord::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
}

void TestLocalRecord::cleanup()
{
    m_backend.endTest();
}

void TestLocalRecord::cleanupTestCase()
{
    m_backend.tearDown();
}

void TestLocalRecord::entriesOfOneRowComeOldestFirst()
{
    auto s = open();
    // Three rows' entries interleaved, and entries that name no row.
    for (int i = 0; i < 30; ++i) {
        QVERIFY(s->log.append(aboutRow(u"row-%1"_s.arg(i % 3), i)).ok());
        QVERIFY(s->log.append(AuditEvent(AuditEvent::Action::KeySaved, kProfile)).ok());
    }
    const StoreResult<QList<AuditEntry>> entries = s->log.entriesOfOutboxRow(u"row-1"_s);
    QVERIFY2(entries.ok(), qPrintable(entries.error().toString()));
    QCOMPARE(entries.value().size(), 10);
    qint64 previous = 0;
    for (const AuditEntry &e : entries.value()) {
        QCOMPARE(e.detailObject().value(u"outbox_id"_s).toString(), u"row-1"_s);
        QVERIFY(e.seq > previous);
        previous = e.seq;
    }
    QCOMPARE(entries.value().first().detailObject().value(u"n"_s).toInt(), 1);
    QCOMPARE(entries.value().last().detailObject().value(u"n"_s).toInt(), 28);
    QVERIFY(s->log.entriesOfOutboxRow(u"row-9"_s).value().isEmpty());

    // A row written behind Paydesk's back with a detail that is not JSON is no match, and no error.
    QSqlQuery q(m_backend.raw());
    QVERIFY(q.prepare(
        u"INSERT INTO audit_log (seq, recorded_at, os_user, profile_id, action, detail, prev_hash, "
        "hash) VALUES (1000, '2030-01-01T00:00:00.000Z', 'x', 'p', 'key.saved', 'not json', 'x', 'x')"_s));
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    QCOMPARE(s->log.entriesOfOutboxRow(u"row-1"_s).value().size(), 10);
}

void TestLocalRecord::entriesOfOneRowAreFoundByTheIndex()
{
    auto s = open();
    QVERIFY(s->log.append(aboutRow(u"row-1"_s, 1)).ok());
    QSqlQuery q(m_backend.raw());
    QString plan;
    if (m_backend.isPostgres()) {
        // A small table is read whole when that is cheaper: the planner is asked not to.
        QVERIFY(q.exec(u"SET enable_seqscan = off"_s));
        QVERIFY2(q.exec(u"EXPLAIN SELECT seq FROM audit_log WHERE paydesk_json_member(detail, 'outbox_id') = "
                        "'row-1' ORDER BY seq"_s),
                 qPrintable(q.lastError().text()));
    } else {
        QVERIFY2(
            q.exec(u"EXPLAIN QUERY PLAN SELECT seq FROM audit_log WHERE (CASE WHEN json_valid(detail) THEN "
                   "json_extract(detail, '$.outbox_id') END) = 'row-1' ORDER BY seq"_s),
            qPrintable(q.lastError().text()));
    }
    while (q.next())
        plan += q.value(q.record().count() - 1).toString() + u'\n';
    QVERIFY2(plan.contains(u"audit_log_outbox_entries"_s), qPrintable(plan));
}

void TestLocalRecord::recordOfAPayoutMadeHere()
{
    auto s = open();
    const StoreResult<payouts::PayoutDraft> saved
        = s->drafts.save(kProfile, content(u"PD-20261123-AAAA0001"_s));
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    const QString id = saved.value().id;
    // Another row of the same log, and the service's id given to this one.
    QVERIFY(s->drafts.save(kProfile, content(u"PD-20261123-AAAA0002"_s)).ok());
    QVERIFY(s->log.append(aboutRow(id, 1)).ok());
    QSqlQuery q(m_backend.raw());
    QVERIFY(q.prepare(u"UPDATE payout_outbox SET provider_payout_id = 'pyt-1' WHERE id = :id"_s));
    q.bindValue(u":id"_s, id);
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));

    const StoreResult<history::LocalRecord> read = s->reader.read(kProfile, u"pyt-1"_s);
    QVERIFY2(read.ok(), qPrintable(read.error().toString()));
    const history::LocalRecord &record = read.value();
    QVERIFY(record.madeHere);
    QCOMPARE(record.maker, u"ana"_s); // no operator of that id: the id itself
    QCOMPARE(record.events.size(), 2); // saved, then the state seen; not the other row's
    QVERIFY(record.events.first().first <= record.events.last().first);

    const QString text = history::HistoryController::localRecordText(read, QLocale(QLocale::English));
    QVERIFY2(text.startsWith(u"<b>Made in Paydesk</b>"_s), qPrintable(text));
    QVERIFY2(text.contains(u"<b>Maker:</b> ana"_s), qPrintable(text));
    QVERIFY2(text.split(u"<br>"_s).size() >= 4, qPrintable(text)); // the title, the maker, two entries
}

void TestLocalRecord::payoutNotMadeHereSaysSo()
{
    auto s = open();
    const StoreResult<history::LocalRecord> read = s->reader.read(kProfile, u"pyt-elsewhere"_s);
    QVERIFY2(read.ok(), qPrintable(read.error().toString()));
    QVERIFY(!read.value().madeHere);
    QVERIFY(read.value().events.isEmpty());
    QCOMPARE(history::HistoryController::localRecordText(read, QLocale(QLocale::English)),
             u"<i>Not made with Paydesk on this computer.</i>"_s);
}

QTEST_GUILESS_MAIN(TestLocalRecord)
#include "tst_localrecord.moc"
