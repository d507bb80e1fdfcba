// SPDX-License-Identifier: GPL-3.0-or-later
// Statements made and followed against the sandbox over real HTTP, recorded in the store (SQLite,
// or PostgreSQL with PAYDESK_TEST_STORE=postgres): PENDING then READY with the balances the
// service gave, PENDING then FAILED (the sandbox fails periods that start before 2001), a period
// the service would refuse is refused before anything is sent, and a statement left PENDING by a
// previous run is followed again at start.

#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "StoreBackend.h"
#include "Waits.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "statements/StatementGenerator.h"
#include "store/AuditLog.h"
#include "store/Statements.h"
#include "store/Store.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::test;
using namespace paydesk::statements;
using namespace Qt::StringLiterals;
using State = store::StoredStatement::State;

namespace {

const QString kProfile = u"prof-statements"_s;

StatementGenerator::Options fastOptions()
{
    StatementGenerator::Options options;
    options.pendingBase = std::chrono::milliseconds(50);
    options.pendingMax = std::chrono::milliseconds(200);
    options.errorBase = std::chrono::milliseconds(50);
    options.errorMax = std::chrono::milliseconds(200);
    options.notReadyWait = std::chrono::milliseconds(50);
    options.jitter = false;
    return options;
}

std::unique_ptr<session::Session> sessionOf(SandboxFixture &sandbox)
{
    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = kProfile;
    auto s = std::make_unique<session::Session>(profile, nullptr, nullptr,
                                                starterFor(sandbox.baseUrl(), sandbox.key()));
    s->reconnect();
    if (!QTest::qWaitFor([&] { return s->isReady(); }, 10000))
        return nullptr;
    return s;
}

// The current hour and the next one, in UTC: a period that holds the wallet's opening line.
StatementPeriod uptoNow()
{
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), 0));
    return StatementPeriod(now.addDays(-1), now.addSecs(3600));
}

} // namespace

class TestStatementGenerator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void pendingThenReadyWithTheBalances();
    void pendingThenFailed();
    void refusedPeriodSendsNothing();
    void pendingOfAPreviousRunIsFollowedAgain();

private:
    struct Local
    {
        explicit Local(const store::StoreConfig &config)
            : store(config)
            , log(&store)
            , statements(&store, &log)
        { }
        store::Store store;
        store::AuditLog log;
        store::Statements statements;
    };

    test::StoreBackend m_backend;
    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<session::Session> m_session;
    std::unique_ptr<Local> m_local;
    QString m_walletId;
};

void TestStatementGenerator::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_statementgenerator"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestStatementGenerator::init()
{
    m_sandbox = std::make_unique<SandboxFixture>(u"empty"_s, 0.2);
    QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    m_walletId = m_sandbox->createWallet(u"KES"_s, u"2500.00"_s).value(u"id"_s).toString();
    QVERIFY(!m_walletId.isEmpty());
    m_session = sessionOf(*m_sandbox);
    QVERIFY(m_session);
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_local = std::make_unique<Local>(m_backend.config());
    const store::StoreResult<void> opened = m_local->store.open();
    QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
}

void TestStatementGenerator::cleanup()
{
    m_local.reset();
    m_session.reset();
    m_sandbox.reset();
    m_backend.endTest();
}

void TestStatementGenerator::cleanupTestCase()
{
    m_backend.tearDown();
}

void TestStatementGenerator::pendingThenReadyWithTheBalances()
{
    StatementGenerator generator(&m_local->statements, m_session.get(), fastOptions());
    QSignalSpy requested(&generator, &StatementGenerator::requested);
    QSignalSpy ready(&generator, &StatementGenerator::ready);
    QSignalSpy failed(&generator, &StatementGenerator::failed);
    generator.generate(m_walletId, u"KES"_s, uptoNow());
    QTRY_COMPARE_WITH_TIMEOUT(requested.size(), 1, 10000);
    const auto first = requested.first().first().value<store::StoredStatement>();
    QCOMPARE(first.state, State::Pending);
    QVERIFY(first.statementId.startsWith(u"stm-"_s));
    QCOMPARE(generator.followedCount(), 1);

    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 10000);
    QCOMPARE(failed.size(), 0);
    const auto done = ready.first().first().value<store::StoredStatement>();
    QCOMPARE(done.id, first.id);
    QCOMPARE(done.state, State::Ready);
    QCOMPARE(done.closingBalance, u"2500.00"_s); // the wallet's funding is inside the period
    QCOMPARE(generator.followedCount(), 0);

    const store::StoredStatement stored = m_local->statements.load(kProfile, first.id).value();
    QCOMPARE(stored.state, State::Ready);
    QCOMPARE(stored.closingBalance, u"2500.00"_s);
    QStringList actions;
    const QList<store::AuditEntry> entries = m_local->log.entries().value();
    for (const store::AuditEntry &e : entries)
        actions << e.action;
    QCOMPARE(actions, (QStringList {u"statement.requested"_s, u"statement.ready"_s}));
}

void TestStatementGenerator::pendingThenFailed()
{
    StatementGenerator generator(&m_local->statements, m_session.get(), fastOptions());
    QSignalSpy failed(&generator, &StatementGenerator::failed);
    QSignalSpy ready(&generator, &StatementGenerator::ready);
    const QDateTime from(QDate(2000, 12, 31), QTime(0, 0), Qt::UTC);
    generator.generate(m_walletId, u"KES"_s, StatementPeriod(from, from.addDays(2)));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
    QCOMPARE(ready.size(), 0);
    const auto statement = failed.first().first().value<store::StoredStatement>();
    QVERIFY(!failed.first().at(1).toString().isEmpty());
    QCOMPARE(m_local->statements.load(kProfile, statement.id).value().state, State::Failed);
    QVERIFY(m_local->statements.pending(kProfile).value().isEmpty());
}

void TestStatementGenerator::refusedPeriodSendsNothing()
{
    StatementGenerator generator(&m_local->statements, m_session.get(), fastOptions());
    QSignalSpy refused(&generator, &StatementGenerator::requestFailed);
    const QDateTime from(QDate(2026, 11, 1), QTime(0, 30), Qt::UTC);
    generator.generate(m_walletId, u"KES"_s, StatementPeriod(from, from.addDays(1)));
    QCOMPARE(refused.size(), 1); // at once
    QVERIFY(refused.first().first().toString().contains(u"whole hours"_s));
    // Nothing asked: a call of the session's client is its child from the moment it is asked until
    // its answer was handled (and its statement posted to the store), and none is left.
    QTRY_VERIFY(m_session->client()->findChildren<api::ApiCall *>().isEmpty());
    QVERIFY(settle(m_local->store)); // and nothing is waiting to be written
    QVERIFY(m_local->statements.list(kProfile).value().isEmpty());
}

void TestStatementGenerator::pendingOfAPreviousRunIsFollowedAgain()
{
    // A previous run asked for it and ended before it was generated.
    const StatementPeriod period = uptoNow();
    const HttpResult created = m_sandbox->http().post(
        u"/wallet-statements"_s,
        QJsonObject {{u"wallet_id"_s, m_walletId},
                     {u"period"_s,
                      QJsonObject {{u"from"_s, StatementPeriod::wireText(period.from())},
                                   {u"to"_s, StatementPeriod::wireText(period.to())}}}});
    QCOMPARE(created.status, 202);
    store::StoredStatement left;
    left.walletId = m_walletId;
    left.currency = u"KES"_s;
    left.periodFrom = period.from();
    left.periodTo = period.to();
    left.statementId = created.data().value(u"id"_s).toString();
    const store::StoreResult<store::StoredStatement> saved = m_local->statements.save(kProfile, left);
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));

    StatementGenerator generator(&m_local->statements, m_session.get(), fastOptions());
    QSignalSpy ready(&generator, &StatementGenerator::ready);
    generator.start();
    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 10000);
    QCOMPARE(ready.first().first().value<store::StoredStatement>().id, saved.value().id);
    QCOMPARE(m_local->statements.load(kProfile, saved.value().id).value().state, State::Ready);
}

QTEST_GUILESS_MAIN(TestStatementGenerator)
#include "tst_statementgenerator.moc"
