// SPDX-License-Identifier: GPL-3.0-or-later
// StatementDigest against the sandbox over real HTTP: every line of a statement of several pages
// read once, the balance check over all of them, totals by type that add up to the closing
// balance, a chart series that starts at the opening and ends at the closing balance; a statement
// not ready yet said as such; a cancel mid-walk ends it with nothing more emitted.

#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "statements/StatementDigest.h"
#include "statements/StatementPeriod.h"

#include <QPointer>
#include <QSignalSpy>

using namespace paydesk;
using namespace paydesk::test;
using namespace paydesk::statements;
using namespace Qt::StringLiterals;

namespace {

QString rfc3339(const QDateTime &t)
{
    return StatementPeriod::wireText(t);
}

// A READY statement over the last 20 days of a wallet filled with `payouts` payouts.
QString readyStatement(SandboxFixture &sandbox, int payouts)
{
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), 0));
    const HttpResult bulk = sandbox.http().post(u"/_sandbox/payouts/bulk"_s,
                                                {{u"count"_s, payouts},
                                                 {u"from"_s, rfc3339(now.addDays(-10))},
                                                 {u"to"_s, rfc3339(now.addDays(-1))},
                                                 {u"currency"_s, u"KES"_s}});
    if (bulk.status != 201)
        return {};
    const HttpResult created
        = sandbox.http().post(u"/wallet-statements"_s,
                              QJsonObject {{u"wallet_id"_s, bulk.data().value(u"wallet_id"_s).toString()},
                                           {u"period"_s,
                                            QJsonObject {{u"from"_s, rfc3339(now.addDays(-20))},
                                                         {u"to"_s, rfc3339(now.addSecs(3600))}}}});
    const QString id = created.data().value(u"id"_s).toString();
    sandbox.waitForState(u"/wallet-statements/"_s + id, u"READY"_s);
    return id;
}

} // namespace

class TestStatementDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyLineReadOnceAndItAddsUp()
    {
        SandboxFixture sandbox(u"empty"_s, 0.0);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString id = readyStatement(sandbox, 180);
        QVERIFY(!id.isEmpty());
        auto session = makeSession(sandbox);
        QVERIFY(session);
        const std::optional<api::Statement> statement = statementOf(*session, id);
        QVERIFY(statement && statement->closingBalance.isValid());

        auto *task = new StatementDigest(session->client(), *statement);
        QSignalSpy progress(task, &tasks::Task::progressChanged);
        QSignalSpy finished(task, &tasks::Task::finished);
        // The task deletes itself once it has ended: its results are read in the slot.
        struct Results
        {
            qint64 linesRead() const { return lines; }
            const BalanceCheck &balanceCheck() const { return check; }
            const exporting::StatementTotals &totals() const { return sums; }
            const BalanceSeries &series() const { return chart; }
            qint64 lines = 0;
            BalanceCheck check;
            exporting::StatementTotals sums;
            BalanceSeries chart;
        } results;
        connect(task, &tasks::Task::finished, this, [&results, task] {
            results = {task->linesRead(), task->balanceCheck(), task->totals(), task->series()};
        });
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        const Results *digest = &results;
        const qint64 lines = digest->linesRead();
        QVERIFY(lines > 180); // every payout, its failures and reversals, the funding
        QVERIFY(progress.size() >= 4); // a page at a time
        QCOMPARE(progress.last().at(0).toLongLong(), lines);

        QCOMPARE(digest->balanceCheck().verdict(), BalanceCheck::Verdict::Matches);
        QCOMPARE(digest->balanceCheck().lineCount(), lines);
        const exporting::StatementTotals::Row all = digest->totals().total();
        QCOMPARE(all.lines, lines);
        QCOMPARE(statement->openingBalance.minorUnits() + all.debits.minorUnits() + all.credits.minorUnits(),
                 statement->closingBalance.minorUnits());
        qint64 byType = 0;
        bool payouts = false;
        for (const exporting::StatementTotals::Row &t : digest->totals().rows()) {
            byType += t.lines;
            payouts = payouts
                || (t.type == u"PAYOUT_INITIATED"_s && t.lines >= 180 && t.credits.minorUnits() == 0);
        }
        QCOMPARE(byType, lines);
        QVERIFY(payouts);

        const QList<BalanceSeries::Point> points = digest->series().points();
        QVERIFY(points.size() >= 3);
        QCOMPARE(points.first().time, statement->from);
        QCOMPARE(points.first().balanceMinor, statement->openingBalance.minorUnits());
        QCOMPARE(points.last().time, statement->to);
        QCOMPARE(points.last().balanceMinor, statement->closingBalance.minorUnits());
        QVERIFY(digest->series().lowest().minorUnits() <= statement->closingBalance.minorUnits());
    }

    void notReadyYetIsSaid()
    {
        SandboxFixture sandbox(u"empty"_s, 4.0); // generation takes seconds
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString walletId = sandbox.createWallet(u"KES"_s, u"100.00"_s).value(u"id"_s).toString();
        QDateTime now = QDateTime::currentDateTimeUtc();
        now.setTime(QTime(now.time().hour(), 0));
        const HttpResult created
            = sandbox.http().post(u"/wallet-statements"_s,
                                  QJsonObject {{u"wallet_id"_s, walletId},
                                               {u"period"_s,
                                                QJsonObject {{u"from"_s, rfc3339(now.addDays(-1))},
                                                             {u"to"_s, rfc3339(now.addSecs(3600))}}}});
        QCOMPARE(created.status, 202);
        auto session = makeSession(sandbox);
        QVERIFY(session);
        api::Statement pending;
        pending.id = created.data().value(u"id"_s).toString();
        auto *digest = new StatementDigest(session->client(), pending);
        QPointer<StatementDigest> alive(digest);
        QSignalSpy finished(digest, &tasks::Task::finished);
        bool notReady = false;
        connect(digest, &tasks::Task::finished, this,
                [&notReady, digest] { notReady = digest->isNotReady(); });
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(!finished.first().at(0).toBool());
        QCOMPARE(finished.first().at(1).toString(), u"The statement is not ready yet."_s);
        QVERIFY(notReady);
        QTRY_VERIFY(!alive); // it deletes itself
    }

    void cancelledMidWalkSaysNothingMore()
    {
        SandboxFixture sandbox(u"empty"_s, 0.0);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString id = readyStatement(sandbox, 400);
        QVERIFY(!id.isEmpty());
        auto session = makeSession(sandbox);
        QVERIFY(session);
        const std::optional<api::Statement> statement = statementOf(*session, id);
        QVERIFY(statement);
        auto *digest = new StatementDigest(session->client(), *statement);
        QPointer<StatementDigest> alive(digest);
        QSignalSpy finished(digest, &tasks::Task::finished);
        connect(digest, &tasks::Task::progressChanged, digest, [digest](qint64 done) {
            if (done >= 100)
                digest->cancel();
        });
        QTRY_VERIFY_WITH_TIMEOUT(!alive, 10000);
        QCOMPARE(finished.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestStatementDigest)
#include "tst_statementdigest.moc"
