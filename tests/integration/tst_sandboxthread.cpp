// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxFixture.h"
#include "SandboxThread.h"

using namespace paydesk;
using namespace paydesk::test;

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
