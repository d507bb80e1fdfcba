// SPDX-License-Identifier: GPL-3.0-or-later
// core::ProcessLock: one holder at a time, who it is said to whoever finds it held, and no stale
// lock: a holder killed without a chance to unlock leaves the lock free at once.
#include "core/ProcessLock.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdlib>

#include <cstdio>

using namespace paydesk::core;
using namespace Qt::StringLiterals;

class TestProcessLock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString lockFile() const { return m_dir.filePath(u"data.lock"_s); }

    // This test program again, holding the lock until it is killed (see main()).
    void startHolder(QProcess &holder)
    {
        holder.start(QCoreApplication::applicationFilePath(), {u"--hold"_s, lockFile()});
        QVERIFY(holder.waitForReadyRead(10000));
        QCOMPARE(holder.readLine().trimmed(), QByteArray("holding"));
    }

private Q_SLOTS:
    void oneHolderAtATime()
    {
        ProcessLock first(lockFile());
        QCOMPARE(first.tryLock(), ProcessLock::Result::Locked);
        QVERIFY(first.isLocked());
        ProcessLock second(lockFile());
        QCOMPARE(second.tryLock(std::chrono::milliseconds(30)), ProcessLock::Result::HeldElsewhere);
        QVERIFY(!second.isLocked());
        // Who holds it, for the message of whoever finds it held.
        QCOMPARE(second.holderPid(), QCoreApplication::applicationPid());
        QCOMPARE(second.holderApplication(), QCoreApplication::applicationName());
        first.unlock();
        QCOMPARE(second.tryLock(), ProcessLock::Result::Locked);
    }

    void anotherProcessHoldsIt()
    {
        QProcess holder;
        startHolder(holder);
        ProcessLock lock(lockFile());
        QCOMPARE(lock.tryLock(), ProcessLock::Result::HeldElsewhere);
        QCOMPARE(lock.holderPid(), holder.processId());
        // Killed without a chance to unlock: the system lets go of the lock with the process.
        holder.kill();
        QVERIFY(holder.waitForFinished(10000));
        QCOMPARE(lock.tryLock(), ProcessLock::Result::Locked);
    }

    void waitsForTheHolderToLetGo()
    {
        // A holder that ends by itself after 300 ms, without unlocking (std::_Exit).
        QProcess holder;
        holder.start(QCoreApplication::applicationFilePath(), {u"--hold"_s, lockFile(), u"300"_s});
        QVERIFY(holder.waitForReadyRead(10000));
        QCOMPARE(holder.readLine().trimmed(), QByteArray("holding"));
        ProcessLock lock(lockFile());
        QCOMPARE(lock.tryLock(), ProcessLock::Result::HeldElsewhere);
        QCOMPARE(lock.tryLock(std::chrono::milliseconds(10000)), ProcessLock::Result::Locked);
        QVERIFY(holder.waitForFinished(10000));
    }

    void aFileThatCannotBeMade()
    {
        ProcessLock lock(m_dir.filePath(u"no/such/folder/data.lock"_s));
        QCOMPARE(lock.tryLock(), ProcessLock::Result::Failed);
        QVERIFY(lock.errorString().contains(u"no/such/folder"_s));
        QVERIFY(!lock.isLocked());
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc >= 3 && qstrcmp(argv[1], "--hold") == 0) {
        ProcessLock lock(QString::fromLocal8Bit(argv[2]));
        if (lock.tryLock() != ProcessLock::Result::Locked)
            return 1;
        std::printf("holding\n");
        std::fflush(stdout);
        // Until killed, or for the milliseconds given, then gone without unlocking.
        QThread::msleep(argc == 4 ? std::atoi(argv[3]) : 600000);
        std::_Exit(0);
    }
    TestProcessLock test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_processlock.moc"
