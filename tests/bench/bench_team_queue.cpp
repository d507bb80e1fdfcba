// SPDX-License-Identifier: GPL-3.0-or-later
// Live across workstations (issue 25): how soon a payout submitted for approval on workstation A
// is in the approval queue of workstation B, on one PostgreSQL database (PAYDESK_TEST_PG; the
// bench says it skipped when that is not set). Each workstation has its own Store (its own
// connections); A submits on a thread of its own, as another computer would, while B's window
// thread (this one) runs its ChangeListener's signals and its ApprovalsController, whose queue
// model is read again when outdated() (the Approvals page's way) and fetched to its end (a view
// scrolled down: the queue is oldest first, and the newest are on its later pages).
//
//   latency of a draft = the time its row is first in B's queue model (ApprovalQueueModel::rowOf())
//                        - the time A's ApprovalDesk::submit() returned (its transaction committed)
//
// A submits 200 drafts one after another, as fast as its store goes (a burst: the hardest case
// for the reads folded by B's Throttle), after one draft not measured (the team added, the
// connections made). The payouts go to 20 recipients in turn (the queue's warnings count each
// recipient's earlier payouts).
//
// Baseline, measured in the same run on the same server: a bare LISTEN/NOTIFY round trip, 200
// notifications sent from another connection on another thread, each timed from the return of
// its NOTIFY (autocommit) to its arrival on this thread. Output ('#' lines first):
//   # baseline: bare LISTEN/NOTIFY round trip: n=200 p50_ms=X p95_ms=Y
//   # ratio to the baseline: p50=R p95=R
//   team queue: drafts=200 seen=N p50_ms=X p95_ms=Y
// (goal: N = 200, p95 under 250 ms). A fresh team database is made (tests/support/TeamDatabase.h:
// CREATE DATABASE, paydesk team init, a maker and an approver with logins of their own) and
// dropped at the end with its logins and group roles.
// PAYDESK_BENCH_READS=1 adds '#' lines: each full read of B's queue (rows, when, how long since it
// was asked) and the time until B's listener heard each submission (the notification alone).
//
// Workstation A is signed in as the maker's own login, B as the approver's (TeamWorkstation.h,
// signInTeamSeat(): Store::isTeam()); every write of A goes through the team database's functions,
// which take the maker from session_user.

#include "TeamDatabase.h"
#include "TeamWorkstation.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "store/ChangeListener.h"
#include "store/StoreConfig.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QMutex>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTextStream>
#include <QThread>
#include <QUuid>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;
using namespace paydesk;

namespace {

constexpr int drafts = 200;
constexpr auto profileId = "prf-bench-team";

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QElapsedTimer &benchClock()
{
    static QElapsedTimer timer;
    return timer;
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype index
        = std::clamp<qsizetype>(qsizetype(std::ceil(p * double(values.size()))) - 1, 0, values.size() - 1);
    return values.at(index);
}

QString ms(double value)
{
    return QString::number(value, 'f', 1);
}

bool openRaw(QSqlDatabase &db, const store::StoreConfig &server)
{
    db.setHostName(server.host);
    db.setPort(server.port);
    db.setDatabaseName(server.database);
    db.setUserName(server.user);
    db.setPassword(server.password);
    if (!db.open()) {
        out() << "# cannot connect: " << db.lastError().text() << Qt::endl;
        return false;
    }
    QSqlQuery(db).exec(u"SET client_min_messages = warning"_s);
    return true;
}

// The baseline: `count` NOTIFYs from a connection on another thread, each timed from its return to
// its arrival here. The latencies in milliseconds (those that came).
QList<double> bareRoundTrips(const store::StoreConfig &server, int count)
{
    const QString channel = u"paydesk_bench_"_s + QUuid::createUuid().toString(QUuid::Id128);
    QSqlDatabase listen = QSqlDatabase::addDatabase(u"QPSQL"_s, u"bench-listen"_s);
    if (!openRaw(listen, server) || !listen.driver()->subscribeToNotification(channel))
        return {};
    QList<qint64> sentAt(count, -1), arrivedAt(count, -1);
    QMutex mutex;
    std::atomic_int arrived = 0;
    QObject::connect(listen.driver(), &QSqlDriver::notification, listen.driver(),
                     [&](const QString &name, QSqlDriver::NotificationSource, const QVariant &payload) {
                         if (name != channel)
                             return;
                         const int i = payload.toInt();
                         if (i >= 0 && i < count) {
                             arrivedAt[i] = benchClock().nsecsElapsed();
                             ++arrived;
                         }
                     });
    QThread *sender = QThread::create([&] {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"bench-notify"_s);
            if (openRaw(db, server)) {
                QSqlQuery q(db);
                q.prepare(u"SELECT pg_notify(:channel, :payload)"_s);
                for (int i = 0; i < count; ++i) {
                    q.bindValue(u":channel"_s, channel);
                    q.bindValue(u":payload"_s, QString::number(i));
                    q.exec();
                    const QMutexLocker lock(&mutex);
                    sentAt[i] = benchClock().nsecsElapsed();
                }
            }
        }
        QSqlDatabase::removeDatabase(u"bench-notify"_s);
    });
    sender->start();
    (void)QTest::qWaitFor([&] { return sender->isFinished() && arrived.load() >= count; }, 30000);
    sender->wait();
    delete sender;
    QList<double> latencies;
    for (int i = 0; i < count; ++i)
        if (sentAt[i] >= 0 && arrivedAt[i] >= 0)
            latencies.append(std::max<qint64>(0, arrivedAt[i] - sentAt[i]) / 1e6);
    listen.driver()->unsubscribeFromNotification(channel);
    listen.close();
    listen = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"bench-listen"_s);
    return latencies;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (!qEnvironmentVariableIsSet("PAYDESK_BENCH_LOG"))
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false\nqt.*=false"_s);
    benchClock().start();
    const QString connection = qEnvironmentVariable("PAYDESK_TEST_PG");
    if (connection.isEmpty()) {
        out() << "team queue: skipped: PAYDESK_TEST_PG is not set (a PostgreSQL server, "
                 "\"host=... port=... user=... dbname=...\"; scripts/test starts one)"
              << Qt::endl;
        return 0;
    }
    QString why;
    const std::optional<store::StoreConfig> server
        = store::StoreConfig::fromConnectionString(connection, &why);
    if (!server) {
        out() << "team queue: skipped: PAYDESK_TEST_PG: " << why << Qt::endl;
        return 0;
    }

    // The team database, fresh (TeamDatabase.h: CREATE DATABASE, team init), and two operators
    // with logins of their own.
    test::TeamDatabase team;
    if (!team.setUp(&why)) {
        out() << "# team database: " << why << Qt::endl;
        return 1;
    }
    const store::StoreConfig makerLogin = team.addOperator(u"ana"_s, operators::Operator::Role::Maker);
    const store::StoreConfig approverLogin = team.addOperator(u"bo"_s, operators::Operator::Role::Approver);
    if (makerLogin.user.isEmpty() || approverLogin.user.isEmpty()) {
        out() << "# the operators could not be added" << Qt::endl;
        return 1;
    }
    int status = 0;
    {
        // Workstation A, the maker's: signed in with her login.
        const std::unique_ptr<test::TeamSeat> a = test::signInTeamSeat(makerLogin, &why);
        if (!a) {
            out() << "# workstation A: " << why << Qt::endl;
            return 1;
        }
        // Workstation B, the approver's: signed in with his login; its listener and queue.
        const std::unique_ptr<test::TeamSeat> b = test::signInTeamSeat(approverLogin, &why);
        if (!b) {
            out() << "# workstation B: " << why << Qt::endl;
            return 1;
        }
        store::ChangeListener listener(b->store.config());
        listener.start();
        if (!QTest::qWaitFor([&] { return listener.isListening(); }, 10000)) {
            out() << "# workstation B does not listen" << Qt::endl;
            return 1;
        }
        const QString profile = QString::fromLatin1(profileId);
        // One draft not measured: the team added, A's connections made.
        if (const auto first = test::submitDraft(*a, profile, u"PD-WARM"_s); !first.ok()) {
            out() << "# workstation A cannot submit: " << first.error().toString() << Qt::endl;
            return 1;
        }
        const std::unique_ptr<approvals::ApprovalsController> queue
            = test::approverQueue(*b, &listener, profile);
        approvals::ApprovalQueueModel *model = queue->queueModel();
        (void)QTest::qWaitFor([&] { return !queue->isLoading() && model->rowCount() == 1; }, 10000);

        // Baseline first (the same server, this thread as B's).
        const QList<double> baseline = bareRoundTrips(*server, drafts);

        QMutex mutex;
        QHash<QString, qint64> committedAt; // id -> ns
        QHash<QString, qint64> seenAt; // id -> ns
        const auto look = [&] {
            const qint64 now = benchClock().nsecsElapsed();
            for (const payouts::PayoutDraft &row : model->payouts())
                if (!seenAt.contains(row.id))
                    seenAt.insert(row.id, now);
            if (model->canFetchMore())
                model->fetchMore(); // a view scrolled to the end
        };
        QObject::connect(model, &QAbstractItemModel::modelReset, model, look);
        QObject::connect(model, &QAbstractItemModel::rowsInserted, model, look);

        QList<double> readMs;
        qint64 readStart = -1;
        if (qEnvironmentVariableIsSet("PAYDESK_BENCH_READS")) {
            QObject::connect(queue.get(), &approvals::ApprovalsController::outdated, queue.get(), [&] {
                if (readStart < 0)
                    readStart = benchClock().nsecsElapsed();
            });
            QObject::connect(queue.get(), &approvals::ApprovalsController::loaded, queue.get(), [&] {
                if (readStart >= 0)
                    readMs.append((benchClock().nsecsElapsed() - readStart) / 1e6);
                readStart = -1;
                out() << "# read " << model->rowCount() << " rows at " << benchClock().elapsed() << " ms, "
                      << (readMs.isEmpty() ? 0 : readMs.constLast()) << Qt::endl;
            });
        }
        QHash<QString, qint64> heardAt; // id -> ns: the listener's signal (PAYDESK_BENCH_READS)
        if (qEnvironmentVariableIsSet("PAYDESK_BENCH_READS"))
            QObject::connect(&listener, &store::ChangeListener::changed, &listener,
                             [&](const store::TableChange &c) {
                                 if (c.state == u"AWAITING_APPROVAL" && !heardAt.contains(c.id))
                                     heardAt.insert(c.id, benchClock().nsecsElapsed());
                             });
        std::atomic_bool failed = false;
        QThread *maker = QThread::create([&] {
            for (int i = 0; i < drafts; ++i) {
                const auto row
                    = test::submitDraft(*a, profile, u"PD-TEAM-%1"_s.arg(i + 1, 4, 10, QChar(u'0')),
                                        u"+25471200%1"_s.arg(i % 20, 4, 10, QChar(u'0')));
                const qint64 now = benchClock().nsecsElapsed();
                if (!row.ok()) {
                    failed = true;
                    qWarning().noquote() << row.error().toString();
                    continue;
                }
                const QMutexLocker lock(&mutex);
                committedAt.insert(row.value().id, now);
            }
        });
        const qint64 started = benchClock().nsecsElapsed();
        maker->start();
        const auto allSeen = [&] {
            const QMutexLocker lock(&mutex);
            return maker->isFinished()
                && std::all_of(committedAt.keyBegin(), committedAt.keyEnd(),
                               [&](const QString &id) { return seenAt.contains(id); });
        };
        (void)QTest::qWaitFor(allSeen, 120000);
        maker->wait();
        delete maker;
        const double submitSeconds = (benchClock().nsecsElapsed() - started) / 1e9;

        QList<double> latencies;
        {
            const QMutexLocker lock(&mutex);
            for (auto it = committedAt.cbegin(); it != committedAt.cend(); ++it)
                if (seenAt.contains(it.key()))
                    latencies.append(std::max<qint64>(0, seenAt.value(it.key()) - it.value()) / 1e6);
        }
        if (!heardAt.isEmpty()) {
            QList<double> heard;
            for (auto it = committedAt.cbegin(); it != committedAt.cend(); ++it)
                if (heardAt.contains(it.key()))
                    heard.append(std::max<qint64>(0, heardAt.value(it.key()) - it.value()) / 1e6);
            out() << "# heard by the listener: n=" << heard.size() << " p50_ms=" << ms(percentile(heard, 0.5))
                  << " p95_ms=" << ms(percentile(heard, 0.95)) << " max_ms=" << ms(percentile(heard, 1.0))
                  << Qt::endl;
        }
        const double p50 = percentile(latencies, 0.50), p95 = percentile(latencies, 0.95);
        const double b50 = percentile(baseline, 0.50), b95 = percentile(baseline, 0.95);
        out() << "# " << committedAt.size() << " drafts saved and submitted on A in "
              << QString::number(submitSeconds, 'f', 2) << " s" << (failed ? " (some failed)" : "")
              << Qt::endl;
        out() << "# baseline: bare LISTEN/NOTIFY round trip: n=" << baseline.size() << " p50_ms=" << ms(b50)
              << " p95_ms=" << ms(b95) << Qt::endl;
        out() << "# ratio to the baseline: p50=" << (b50 > 0 ? QString::number(p50 / b50, 'f', 1) : u"-"_s)
              << " p95=" << (b95 > 0 ? QString::number(p95 / b95, 'f', 1) : u"-"_s) << Qt::endl;
        out() << "team queue: drafts=" << drafts << " seen=" << latencies.size() << " p50_ms=" << ms(p50)
              << " p95_ms=" << ms(p95) << Qt::endl;
        status = latencies.size() == drafts ? 0 : 1;
        (void)QTest::qWaitFor([&] { return !queue->isLoading(); }, 10000);
        b->store.waitForPosted();
        a->store.waitForPosted();
    }
    team.tearDown();
    return status;
}
