// SPDX-License-Identifier: GPL-3.0-or-later
// The wallet statements this installation asked for, on SQLite and on PostgreSQL: one suite,
// registered twice, as tst_payoutdrafts is.
//   tst_statements           (label unit)      a SQLite file in a temporary folder for each test
//   tst_statements_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres (scripts/test)
// A statement is recorded when the service accepts it, survives a restart, moves once to READY
// (with its balances) or FAILED, is listed per profile newest first, and each step is one audit
// entry written in the same transaction as the row.

#include "StoreBackend.h"
#include "store/AuditLog.h"
#include "store/Statements.h"
#include "store/Store.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace Qt::StringLiterals;
using State = StoredStatement::State;
using Kind = StoreError::Kind;

namespace {

QDateTime utc(int y, int m, int d, int h)
{
    return QDateTime(QDate(y, m, d), QTime(h, 0), Qt::UTC);
}

StoredStatement requested(const QString &statementId)
{
    StoredStatement s;
    s.walletId = u"wlt-KES1"_s;
    s.currency = u"KES"_s;
    s.periodFrom = utc(2026, 10, 31, 21);
    s.periodTo = utc(2026, 11, 30, 21);
    s.statementId = statementId;
    return s;
}

} // namespace

class TestStatements : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void saveRecordsThePendingStatement();
    void statementSurvivesARestart();
    void readyKeepsTheBalancesAndSettles();
    void failedKeepsTheContext();
    void listIsPerProfileNewestFirst();
    void pendingAreTheOnesToFollow();
    void everyStepIsOneAuditEntry();
    void incompleteStatementIsRefused();
    void postedCallsAnswerOnTheCallersThread();

private:
    struct Setup
    {
        explicit Setup(const StoreConfig &config)
            : store(config)
            , log(&store)
            , statements(&store, &log)
        { }
        Store store;
        AuditLog log;
        Statements statements;
    };
    std::unique_ptr<Setup> open()
    {
        auto setup = std::make_unique<Setup>(m_config);
        const StoreResult<void> opened = setup->store.open();
        if (!opened.ok())
            qWarning().noquote() << opened.error().toString();
        return setup;
    }
    QStringList actions(Setup &s)
    {
        QStringList keys;
        const StoreResult<QList<AuditEntry>> entries = s.log.entries();
        if (entries.ok()) {
            for (const AuditEntry &e : entries.value())
                keys << e.action;
        }
        return keys;
    }

    test::StoreBackend m_backend;
    StoreConfig m_config;
};

void TestStatements::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_statements"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestStatements::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_config = m_backend.config();
}

void TestStatements::cleanup()
{
    m_backend.endTest();
}

void TestStatements::cleanupTestCase()
{
    m_backend.tearDown();
}

void TestStatements::saveRecordsThePendingStatement()
{
    auto s = open();
    QSignalSpy changed(&s->statements, &Statements::changed);
    const StoreResult<StoredStatement> saved = s->statements.save(u"p1"_s, requested(u"stm-1"_s));
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    const StoredStatement &row = saved.value();
    QCOMPARE(row.state, State::Pending);
    QCOMPARE(row.revision, 1);
    QCOMPARE(row.profileId, u"p1"_s);
    QCOMPARE(QUuid::fromString(row.id).version(), QUuid::Random);
    QCOMPARE(row.periodFrom, utc(2026, 10, 31, 21));
    QVERIFY(row.openingBalance.isEmpty());
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_backend.scalar(u"SELECT state FROM wallet_statements"_s).toString(), u"PENDING"_s);
    QCOMPARE(m_backend.scalar(u"SELECT period_from FROM wallet_statements"_s).toString(),
             AuditEntry::timeText(utc(2026, 10, 31, 21)));
}

void TestStatements::statementSurvivesARestart()
{
    QString id;
    {
        auto s = open();
        id = s->statements.save(u"p1"_s, requested(u"stm-1"_s)).value().id;
    }
    auto s = open();
    const StoreResult<StoredStatement> loaded = s->statements.load(u"p1"_s, id);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded.value().statementId, u"stm-1"_s);
    QCOMPARE(loaded.value().periodTo, utc(2026, 11, 30, 21));
    // Another profile does not see it.
    QCOMPARE(s->statements.load(u"p2"_s, id).error().kind(), Kind::NotFound);
}

void TestStatements::readyKeepsTheBalancesAndSettles()
{
    auto s = open();
    const QString id = s->statements.save(u"p1"_s, requested(u"stm-1"_s)).value().id;
    const StoreResult<StoredStatement> ready
        = s->statements.updateState(u"p1"_s, id, State::Ready, {}, u"1000.00"_s, u"750.50"_s);
    QVERIFY2(ready.ok(), qPrintable(ready.error().toString()));
    QCOMPARE(ready.value().state, State::Ready);
    QCOMPARE(ready.value().revision, 2);
    QCOMPARE(ready.value().openingBalance, u"1000.00"_s);
    QCOMPARE(ready.value().closingBalance, u"750.50"_s);
    // The same again changes nothing; another state for a settled statement is refused.
    QCOMPARE(
        s->statements.updateState(u"p1"_s, id, State::Ready, {}, u"1000.00"_s, u"750.50"_s).value().revision,
        2);
    QCOMPARE(s->statements.updateState(u"p1"_s, id, State::Failed).error().kind(), Kind::Conflict);
    QCOMPARE(s->statements.load(u"p1"_s, id).value(), ready.value());
}

void TestStatements::failedKeepsTheContext()
{
    auto s = open();
    const QString id = s->statements.save(u"p1"_s, requested(u"stm-1"_s)).value().id;
    const StoreResult<StoredStatement> failed
        = s->statements.updateState(u"p1"_s, id, State::Failed, u"PERIOD_NOT_AVAILABLE"_s);
    QVERIFY2(failed.ok(), qPrintable(failed.error().toString()));
    QCOMPARE(s->statements.load(u"p1"_s, id).value().context, u"PERIOD_NOT_AVAILABLE"_s);
    QCOMPARE(s->statements.load(u"p1"_s, id).value().state, State::Failed);
}

void TestStatements::listIsPerProfileNewestFirst()
{
    auto s = open();
    QDateTime clock = utc(2026, 11, 23, 8);
    s->store.setClock([&clock] { return clock; });
    for (const QString &stm : {u"stm-a"_s, u"stm-b"_s, u"stm-c"_s}) {
        QVERIFY(s->statements.save(u"p1"_s, requested(stm)).ok());
        clock = clock.addSecs(60);
    }
    QVERIFY(s->statements.save(u"p2"_s, requested(u"stm-other"_s)).ok());
    const StoreResult<QList<StoredStatement>> listed = s->statements.list(u"p1"_s);
    QVERIFY(listed.ok());
    QStringList ids;
    for (const StoredStatement &row : listed.value())
        ids << row.statementId;
    QCOMPARE(ids, (QStringList {u"stm-c"_s, u"stm-b"_s, u"stm-a"_s}));
}

void TestStatements::pendingAreTheOnesToFollow()
{
    auto s = open();
    QDateTime clock = utc(2026, 11, 23, 8);
    s->store.setClock([&clock] { return clock; });
    const QString a = s->statements.save(u"p1"_s, requested(u"stm-a"_s)).value().id;
    clock = clock.addSecs(60);
    const QString b = s->statements.save(u"p1"_s, requested(u"stm-b"_s)).value().id;
    clock = clock.addSecs(60);
    QVERIFY(s->statements.save(u"p1"_s, requested(u"stm-c"_s)).ok());
    QVERIFY(s->statements.updateState(u"p1"_s, b, State::Ready, {}, u"0"_s, u"0"_s).ok());
    const StoreResult<QList<StoredStatement>> pending = s->statements.pending(u"p1"_s);
    QVERIFY(pending.ok());
    QCOMPARE(pending.value().size(), 2);
    QCOMPARE(pending.value().first().id, a); // oldest first
    QVERIFY(s->statements.pending(u"p2"_s).value().isEmpty());
}

void TestStatements::everyStepIsOneAuditEntry()
{
    auto s = open();
    const QString id = s->statements.save(u"p1"_s, requested(u"stm-1"_s)).value().id;
    QVERIFY(s->statements.updateState(u"p1"_s, id, State::Ready, {}, u"10.00"_s, u"12.50"_s).ok());
    const QString other = s->statements.save(u"p1"_s, requested(u"stm-2"_s)).value().id;
    QVERIFY(s->statements.updateState(u"p1"_s, other, State::Failed, u"X"_s).ok());
    QCOMPARE(actions(*s),
             (QStringList {u"statement.requested"_s, u"statement.ready"_s, u"statement.requested"_s,
                           u"statement.failed"_s}));
    const QList<AuditEntry> entries = s->log.entries().value();
    const QJsonObject ready = entries.at(1).detailObject();
    QCOMPARE(ready.value(u"statement_id"_s).toString(), u"stm-1"_s);
    QCOMPARE(ready.value(u"closing_balance"_s).toObject().value(u"value"_s).toString(), u"12.50"_s);
    QCOMPARE(entries.at(3).detailObject().value(u"context"_s).toString(), u"X"_s);
    QVERIFY(s->log.verify().value().isIntact());
}

void TestStatements::incompleteStatementIsRefused()
{
    auto s = open();
    StoredStatement noId = requested({});
    QCOMPARE(s->statements.save(u"p1"_s, noId).error().kind(), Kind::InvalidData);
    QCOMPARE(s->statements.save({}, requested(u"stm-1"_s)).error().kind(), Kind::InvalidData);
    QCOMPARE(m_backend.scalar(u"SELECT COUNT(*) FROM wallet_statements"_s).toInt(), 0);
    QVERIFY(actions(*s).isEmpty());
}

void TestStatements::postedCallsAnswerOnTheCallersThread()
{
    auto s = open();
    QObject context;
    std::optional<StoreResult<StoredStatement>> saved;
    s->statements.postSave(u"p1"_s, requested(u"stm-1"_s), &context,
                           [&saved](const StoreResult<StoredStatement> &r) { saved = r; });
    QTRY_VERIFY(saved.has_value());
    QVERIFY(saved->ok());
    std::optional<StoreResult<StoredStatement>> updated;
    s->statements.postUpdateState(u"p1"_s, saved->value().id, State::Ready, {}, u"1"_s, u"2"_s, &context,
                                  [&updated](const StoreResult<StoredStatement> &r) { updated = r; });
    QTRY_VERIFY(updated.has_value());
    QCOMPARE(updated->value().state, State::Ready);
    std::optional<StoreResult<QList<StoredStatement>>> listed;
    s->statements.postList(u"p1"_s, &context,
                           [&listed](const StoreResult<QList<StoredStatement>> &r) { listed = r; });
    QTRY_VERIFY(listed.has_value());
    QCOMPARE(listed->value().size(), 1);
}

QTEST_GUILESS_MAIN(TestStatements)
#include "tst_statements.moc"
