// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxFixture.h"
#include "SandboxThread.h"

#include <QDir>
#include <QFile>
#include <QTcpServer>
#include <QTemporaryDir>

#include <optional>

using namespace paydesk;
using namespace paydesk::test;

namespace {

// Waits until every event queued to this thread so far has been delivered: a call queued now comes
// after them. The server announces its start before its event loop runs, so once it has answered
// a request, whatever the announcement queued here is delivered by the time this returns.
bool deliverQueuedEvents()
{
    QObject receiver;
    bool delivered = false;
    QMetaObject::invokeMethod(
        &receiver, [&delivered] { delivered = true; }, Qt::QueuedConnection);
    return QTest::qWaitFor([&delivered] { return delivered; });
}

} // namespace

class TestSandboxThread : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void servesFromItsOwnThread()
    {
        sandbox::SandboxThread thread;
        thread.start();
        QString error;
        QVERIFY2(thread.waitUntilStarted(&error), qPrintable(error));
        QVERIFY(thread.baseUrl().toString().startsWith(u"http://127.0.0.1:"));
        HttpClient http(thread.baseUrl(), thread.generatedKey());
        const HttpResult wallets = http.get(QStringLiteral("/wallets"));
        QCOMPARE(wallets.status, 200);
        QVERIFY(wallets.dataArray().size() >= 5); // the demo wallets
        // The UI thread stays free: a request is answered while this thread waits in its own loop.
        QCOMPARE(http.get(QStringLiteral("/banks")).status, 200);
    }

    void waitStartsItWhenNotStarted()
    {
        sandbox::SandboxOptions options;
        options.seed = QStringLiteral("empty");
        sandbox::SandboxThread thread(options);
        QString error;
        QVERIFY2(thread.waitUntilStarted(&error), qPrintable(error));
        HttpClient http(thread.baseUrl(), thread.generatedKey());
        QCOMPARE(http.get(QStringLiteral("/wallets")).dataArray().size(), 0);
    }

    void failureIsReported()
    {
        sandbox::SandboxOptions options;
        options.dataFile = QStringLiteral("/nonexistent-dir/paydesk.sqlite");
        sandbox::SandboxThread thread(options);
        QString error;
        QVERIFY(!thread.waitUntilStarted(&error));
        QVERIFY2(error.contains(u"data file"), qPrintable(error));
    }

    void notADatabaseStopsTheStart()
    {
        // Found with the lock, before it listens: the start fails and says why; the file is left
        // as it was.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("local-sandbox.sqlite")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        sandbox::SandboxOptions options;
        options.dataFile = file.fileName();
        sandbox::SandboxThread thread(options);
        QString error;
        QVERIFY(!thread.waitUntilStarted(&error));
        QVERIFY2(error.contains(u"data file") && error.contains(u"not a SQLite database"), qPrintable(error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray(4096, 'x'));
    }

    void damagedDatabaseIsSaidOnEveryRequest()
    {
        // A SQLite file that cannot be read once the service listens (the lock and the header
        // were fine): every request says why nothing works, and the file is not written over.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("local-sandbox.sqlite")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray damaged = QByteArray("SQLite format 3", 16) + QByteArray(4080, 'x');
        file.write(damaged);
        file.close();
        sandbox::SandboxOptions options;
        options.dataFile = file.fileName();
        sandbox::SandboxThread thread(options);
        QString error;
        QVERIFY2(thread.waitUntilStarted(&error), qPrintable(error));
        HttpClient http(thread.baseUrl(), thread.generatedKey());
        for (const QString &path : {QStringLiteral("/wallets"), QStringLiteral("/payouts")}) {
            const HttpResult result = http.get(path);
            QCOMPARE(result.status, 503);
            QCOMPARE(result.code(), QStringLiteral("SERVICE_UNAVAILABLE"));
            const QString message = result.json().value(QStringLiteral("message")).toString();
            QVERIFY2(message.contains(u"cannot open its data file")
                         && message.contains(QDir::toNativeSeparators(file.fileName())),
                     qPrintable(message));
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), damaged);
    }

    void fileInUseStopsTheStart()
    {
        // Another program's lock is found before it listens: the start fails and says so.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        sandbox::SandboxOptions options;
        options.dataFile = dir.filePath(QStringLiteral("local-sandbox.sqlite"));
        sandbox::SandboxThread first(options);
        QString error;
        QVERIFY2(first.waitUntilStarted(&error), qPrintable(error));
        sandbox::SandboxThread second(options);
        QVERIFY(!second.waitUntilStarted(&error));
        QVERIFY2(error.contains(u"in use"), qPrintable(error));
    }

    void whenStartedCallsBackOnTheCallersThread()
    {
        sandbox::SandboxThread thread;
        QObject context;
        int calls = 0;
        bool started = false;
        QThread *calledOn = nullptr;
        thread.whenStarted(&context, [&](bool ok, const QString &error) {
            ++calls;
            started = ok;
            calledOn = QThread::currentThread();
            QVERIFY2(ok, qPrintable(error));
        });
        QTRY_COMPARE(calls, 1);
        QVERIFY(started);
        QCOMPARE(calledOn, QThread::currentThread());
        HttpClient http(thread.baseUrl(), thread.generatedKey());
        QCOMPARE(http.get(QStringLiteral("/wallets")).status, 200);

        // Once it serves, the answer comes at once.
        thread.whenStarted(&context, [&](bool ok, const QString &) {
            ++calls;
            started = ok;
        });
        QCOMPARE(calls, 2);
        QVERIFY(started);
        QVERIFY(deliverQueuedEvents()); // the server answered above: its announcement is in
        QCOMPARE(calls, 2); // and only once each
    }

    void noCallOnceTheContextIsGone()
    {
        sandbox::SandboxThread thread;
        int calls = 0;
        {
            QObject context;
            thread.whenStarted(&context, [&](bool, const QString &) { ++calls; });
        }
        QString error;
        QVERIFY2(thread.waitUntilStarted(&error), qPrintable(error));
        HttpClient http(thread.baseUrl(), thread.generatedKey());
        QCOMPARE(http.get(QStringLiteral("/wallets")).status, 200); // it has announced its start
        QVERIFY(deliverQueuedEvents());
        QCOMPARE(calls, 0);
    }

    void failedStartIsTriedAgain()
    {
        // The port is taken: the start fails and says why. Once it is free, the next request
        // starts the server again instead of repeating the old failure.
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost));
        sandbox::SandboxOptions options;
        options.seed = QStringLiteral("empty");
        options.port = squatter.serverPort();
        sandbox::SandboxThread thread(options);
        QObject context;
        std::optional<bool> outcome;
        QString reason;
        thread.whenStarted(&context, [&](bool ok, const QString &error) {
            outcome = ok;
            reason = error;
        });
        QTRY_VERIFY(outcome.has_value());
        QVERIFY(!*outcome);
        QVERIFY2(reason.contains(u"cannot listen"), qPrintable(reason));

        squatter.close();
        QTRY_VERIFY(thread.isFinished());
        outcome.reset();
        thread.whenStarted(&context, [&](bool ok, const QString &error) {
            outcome = ok;
            reason = error;
        });
        QTRY_VERIFY(outcome.has_value());
        QVERIFY2(*outcome, qPrintable(reason));
        QCOMPARE(thread.baseUrl().port(), int(options.port));
    }

    void destroyedWhileStartingDoesNotHang()
    {
        for (int i = 0; i < 5; ++i) {
            sandbox::SandboxThread thread;
            thread.start(); // destroyed at once, possibly before exec() begins
        }
    }
};

QTEST_GUILESS_MAIN(TestSandboxThread)
#include "tst_sandboxthread.moc"
