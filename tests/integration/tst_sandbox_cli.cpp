// SPDX-License-Identifier: GPL-3.0-or-later
// The paydesk-sandbox executable: what it prints, that it serves with the printed key, its
// command-line errors (exit code 2 and usage on stderr), --help, and keys with scopes.
#include "ApiChecks.h"

#include <QProcess>
#include <QRegularExpression>

using namespace paydesk::test;

namespace {

// The sandbox process, killed when the test ends however it ends.
class SandboxProcess
{
public:
    explicit SandboxProcess(const QStringList &arguments)
    {
        m_process.setProgram(QStringLiteral(SANDBOX_EXE));
        m_process.setArguments(arguments);
        m_process.start();
    }
    ~SandboxProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    QProcess &process() { return m_process; }

    // Waits until stdout has the listening line (the base URL).
    bool waitUntilListening(int timeoutMs = 15000)
    {
        static const QRegularExpression listening(
            u"listening on (http://127\\.0\\.0\\.1:(\\d+)/v1)\\s*\\n"_qs);
        const QRegularExpressionMatch m = waitForOutput(listening, timeoutMs);
        m_base = QUrl(m.captured(1));
        m_port = m.captured(2).toInt();
        return m.hasMatch();
    }
    // Waits until stdout has the line of the key made for the run; returns the key.
    QString waitForKey(int timeoutMs = 15000)
    {
        static const QRegularExpression key(u"API key[^:]*: (\\S+)\\s*\\n"_qs);
        return waitForOutput(key, timeoutMs).captured(1);
    }
    // Stops the process and returns all it wrote on stdout.
    QString stopAndReadOutput()
    {
        m_process.terminate();
        m_process.waitForFinished(5000);
        m_out += QString::fromUtf8(m_process.readAllStandardOutput());
        return m_out;
    }
    QUrl base() const { return m_base; }
    int port() const { return m_port; }
    QString output() const { return m_out; }

private:
    QRegularExpressionMatch waitForOutput(const QRegularExpression &pattern, int timeoutMs)
    {
        QDeadlineTimer deadline(timeoutMs);
        for (;;) {
            m_out += QString::fromUtf8(m_process.readAllStandardOutput());
            QRegularExpressionMatch m = pattern.match(m_out);
            if (m.hasMatch() || deadline.hasExpired() || m_process.state() == QProcess::NotRunning)
                return m;
            m_process.waitForReadyRead(int(deadline.remainingTime()));
        }
    }

    QProcess m_process;
    QString m_out;
    QUrl m_base;
    int m_port = 0;
};

} // namespace

class TestSandboxCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void printsAddressAndKeyAndServes()
    {
        SandboxProcess sandbox({u"--port"_qs, u"0"_qs, u"--speed"_qs, u"0"_qs});
        QVERIFY2(sandbox.waitUntilListening(),
                 qPrintable(sandbox.output() + QString::fromUtf8(sandbox.process().readAllStandardError())));
        QVERIFY(sandbox.port() > 0);
        const QString key = sandbox.waitForKey();
        QVERIFY2(!key.isEmpty(), qPrintable(sandbox.output()));
        HttpClient http(sandbox.base(), key);
        const HttpResult wallets = http.get(u"/wallets"_qs);
        QCOMPARE(wallets.status, 200);
        QVERIFY(wallets.json().value(u"data").isArray());
        QVERIFY(!wallets.dataArray().isEmpty()); // the demo seed is the default
        HttpClient stranger(sandbox.base(), u"sbx_not_the_printed_key"_qs);
        PAYDESK_VERIFY_ERROR(stranger.get(u"/wallets"_qs), 401, u"UNAUTHENTICATED"_qs);
    }

    void idempotencyMode()
    {
        SandboxProcess sandbox(
            {u"--speed"_qs, u"0"_qs, u"--seed"_qs, u"empty"_qs, u"--idempotency"_qs, u"reject-reuse"_qs});
        QVERIFY2(sandbox.waitUntilListening(),
                 qPrintable(sandbox.output() + QString::fromUtf8(sandbox.process().readAllStandardError())));
        HttpClient http(sandbox.base(), sandbox.waitForKey());
        QCOMPARE(http.get(u"/_sandbox/settings"_qs).data().value(u"idempotency"_qs), u"reject-reuse"_qs);
    }

    void badFlags_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--bogus") << QStringList {u"--bogus"_qs};
        QTest::newRow("--port abc") << QStringList {u"--port"_qs, u"abc"_qs};
        QTest::newRow("--port 70000") << QStringList {u"--port"_qs, u"70000"_qs};
        QTest::newRow("--port without value") << QStringList {u"--port"_qs};
        QTest::newRow("--seed nope") << QStringList {u"--seed"_qs, u"nope"_qs};
        QTest::newRow("--key :x") << QStringList {u"--key"_qs, u":x"_qs};
        QTest::newRow("--key unknown scope") << QStringList {u"--key"_qs, u"k1:wallet:write"_qs};
        QTest::newRow("--speed -1") << QStringList {u"--speed"_qs, u"-1"_qs};
        QTest::newRow("--idempotency sometimes") << QStringList {u"--idempotency"_qs, u"sometimes"_qs};
        QTest::newRow("--idempotency without value") << QStringList {u"--idempotency"_qs};
    }

    void badFlags()
    {
        QFETCH(QStringList, arguments);
        SandboxProcess sandbox(arguments);
        QVERIFY(sandbox.process().waitForFinished(15000));
        QCOMPARE(sandbox.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(sandbox.process().exitCode(), 2);
        const QString err = QString::fromUtf8(sandbox.process().readAllStandardError());
        QVERIFY2(err.contains(u"Usage: paydesk-sandbox"), qPrintable(err));
        QVERIFY2(err.startsWith(u"paydesk-sandbox: "), qPrintable(err));
        QVERIFY(!QString::fromUtf8(sandbox.process().readAllStandardOutput()).contains(u"listening"));
    }

    void help()
    {
        SandboxProcess sandbox({u"--help"_qs});
        QVERIFY(sandbox.process().waitForFinished(15000));
        QCOMPARE(sandbox.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(sandbox.process().exitCode(), 0);
        const QString out = QString::fromUtf8(sandbox.process().readAllStandardOutput());
        QVERIFY2(out.contains(u"Usage: paydesk-sandbox"), qPrintable(out));
        QVERIFY(out.contains(u"--port"));
        QVERIFY(!out.contains(u"listening"));
    }

    void keyWithScopes()
    {
        SandboxProcess sandbox({u"--port"_qs, u"0"_qs, u"--speed"_qs, u"0"_qs, u"--seed"_qs, u"empty"_qs,
                                u"--key"_qs, u"k1:wallet:read"_qs});
        QVERIFY2(sandbox.waitUntilListening(), qPrintable(sandbox.output()));
        HttpClient http(sandbox.base(), u"k1"_qs);
        const HttpResult wallets = http.get(u"/wallets"_qs);
        QCOMPARE(wallets.status, 200);
        QVERIFY(wallets.dataArray().isEmpty()); // --seed empty
        const HttpResult payouts = http.get(u"/payouts"_qs);
        PAYDESK_VERIFY_ERROR(payouts, 403, u"INSUFFICIENT_SCOPE"_qs);
        QCOMPARE(payouts.json().value(u"errors").toObject().value(u"required_scopes").toArray(),
                 QJsonArray {u"payout:read"_qs});
        // Everything it wrote, once it has stopped: no key is made when one is given.
        const QString output = sandbox.stopAndReadOutput();
        QVERIFY2(output.contains(u"listening on"), qPrintable(output));
        QVERIFY2(!output.contains(u"API key"), qPrintable(output));
    }
};

QTEST_GUILESS_MAIN(TestSandboxCli)
#include "tst_sandbox_cli.moc"
