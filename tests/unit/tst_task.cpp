// SPDX-License-Identifier: GPL-3.0-or-later
// Task: starts from the event loop, progress, exactly one finished, nothing after cancel(), and
// it deletes itself either way.
#include "tasks/Task.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace paydesk;

namespace {

// Counts to `steps`, one step per turn of the event loop; fails at `failAt` when set.
class Counter : public tasks::Task
{
public:
    Counter(int steps, int failAt = -1)
        : Task(QStringLiteral("Counting"))
        , m_steps(steps)
        , m_failAt(failAt)
    {
        m_timer.setInterval(0);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { step(); });
    }
    bool ran = false;
    bool stopped = false;

protected:
    void run() override
    {
        ran = true;
        m_timer.start();
    }
    void onCancel() override
    {
        stopped = true;
        m_timer.stop();
    }

private:
    void step()
    {
        ++m_done;
        setProgress(m_done, m_steps);
        if (m_done == m_failAt)
            return fail(QStringLiteral("step %1 failed").arg(m_done));
        if (m_done == m_steps) {
            m_timer.stop();
            succeed();
        }
    }
    QTimer m_timer;
    int m_steps;
    int m_failAt;
    int m_done = 0;
};

} // namespace

class TestTask : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void finishesOnceWithProgress()
    {
        auto *task = new Counter(4);
        QPointer<tasks::Task> guard(task);
        QVERIFY(!task->ran); // not from the constructor: connecting afterwards is in time
        QSignalSpy progress(task, &tasks::Task::progressChanged);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_VERIFY(guard.isNull());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(progress.size(), 4);
        QCOMPARE(progress.last().at(0).toLongLong(), 4);
        QCOMPARE(progress.last().at(1).toLongLong(), 4);
    }

    void failureSaysWhy()
    {
        auto *task = new Counter(5, 2);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QCOMPARE(finished.first().at(1).toString(), u"step 2 failed"_qs);
    }

    void nothingAfterCancel()
    {
        auto *task = new Counter(100);
        QPointer<tasks::Task> guard(task);
        QSignalSpy finished(task, &tasks::Task::finished);
        QSignalSpy progress(task, &tasks::Task::progressChanged);
        bool stopped = false;
        connect(task, &tasks::Task::progressChanged, this, [&, task](qint64 done) {
            if (done != 2)
                return;
            task->cancel();
            stopped = task->stopped && task->isFinished();
            task->cancel(); // twice: nothing more
        });
        QTRY_VERIFY(stopped);
        const auto seen = progress.size();
        QCOMPARE(seen, 2);
        QTRY_VERIFY(guard.isNull());
        QCOMPARE(finished.size(), 0);
        QCOMPARE(progress.size(), seen);

        // Cancelled before it ran: it never runs.
        auto *early = new Counter(3);
        QPointer<tasks::Task> earlyGuard(early);
        early->cancel();
        QTRY_VERIFY(earlyGuard.isNull());
    }
};

QTEST_GUILESS_MAIN(TestTask)
#include "tst_task.moc"
