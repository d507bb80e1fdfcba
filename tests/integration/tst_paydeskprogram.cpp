// SPDX-License-Identifier: GPL-3.0-or-later
// The paydesk executable as a person starts it: --version and --help with no display at all; a
// second start in the same home brings the first forward and leaves with 0; a start in another
// home is a Paydesk of its own; after a Paydesk killed while it ran (its socket file left behind),
// the next start runs, and a Paydesk that quits takes its socket with it (the start-up benchmark
// starts one after another); and the log file in the data folder has what was said.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace {

// The environment of a person whose home is `home`, with the offscreen window system (or, with
// `display` false, none at all), no keychain and the modules of the build.
QProcessEnvironment environmentFor(const QString &home, bool display = true)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name :
         {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s, u"XDG_CONFIG_HOME"_s, u"XDG_DATA_HOME"_s,
          u"XDG_CACHE_HOME"_s, u"QT_LOGGING_RULES"_s})
        env.remove(name);
    if (display)
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"HOME"_s, home);
    env.insert(u"XDG_CONFIG_HOME"_s, home + u"/.config"_s);
    env.insert(u"XDG_DATA_HOME"_s, home + u"/.local/share"_s);
    env.insert(u"XDG_CACHE_HOME"_s, home + u"/.cache"_s);
    env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + home + u"/no-bus"_s);
    return env;
}

const QRegularExpression &listening()
{
    static const QRegularExpression pattern(u"paydesk\\.instance: listening for other starts as (\\S+)"_s);
    return pattern;
}

// A Paydesk started in the background, killed when the test ends however it ends.
class Paydesk
{
public:
    explicit Paydesk(const QString &home, bool quitWhenWalletsShown = false)
    {
        QProcessEnvironment env = environmentFor(home);
        if (quitWhenWalletsShown) // as tests/bench/bench_startup runs it
            env.insert(u"PAYDESK_QUIT_WHEN_WALLETS_SHOWN"_s, u"1"_s);
        m_process.setProgram(QStringLiteral(PAYDESK_EXE));
        m_process.setProcessEnvironment(env);
        m_process.start();
    }
    ~Paydesk()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.kill();
        m_process.waitForFinished(10000);
        // Killed, it leaves its socket file behind (Unix): the test takes it away.
        m_err += QString::fromUtf8(m_process.readAllStandardError());
        if (const QRegularExpressionMatch m = listening().match(m_err);
            m.hasMatch() && QFileInfo(m.captured(1)).isAbsolute())
            QFile::remove(m.captured(1));
    }
    QProcess &process() { return m_process; }

    // Waits for a line of its standard error (where Qt's messages go) that matches `pattern`.
    QRegularExpressionMatch waitForMessage(const QRegularExpression &pattern, int timeoutMs = 30000)
    {
        QDeadlineTimer deadline(timeoutMs);
        for (;;) {
            m_err += QString::fromUtf8(m_process.readAllStandardError());
            QRegularExpressionMatch m = pattern.match(m_err);
            if (m.hasMatch() || deadline.hasExpired() || m_process.state() == QProcess::NotRunning)
                return m;
            m_process.waitForReadyRead(int(qMin<qint64>(deadline.remainingTime(), 200)));
        }
    }
    QString errorOutput() const { return m_err; }

private:
    QProcess m_process;
    QString m_err;
};

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs Paydesk with `arguments` to its end.
Run runToEnd(const QStringList &arguments, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PAYDESK_EXE), arguments);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestPaydeskProgram : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_homes.isValid()); }

    void versionNeedsNoDisplay()
    {
        const Run run = runToEnd({u"--version"_s}, environmentFor(home(u"version"_s), false));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("Paydesk " PAYDESK_VERSION "\n"));
        QCOMPARE(run.err, QString());
        QCOMPARE(runToEnd({u"-v"_s}, environmentFor(home(u"version"_s), false)).out,
                 QStringLiteral("Paydesk " PAYDESK_VERSION "\n"));
        // Nothing was started: no log, no data folder.
        QVERIFY(!QFileInfo::exists(home(u"version"_s) + u"/.local/share/Paydesk"_s));
    }

    void helpNeedsNoDisplay()
    {
        const Run run = runToEnd({u"--help"_s}, environmentFor(home(u"help"_s), false));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"Usage: "), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"--version") && run.out.contains(u"--help"), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"Log file: " + QDir::toNativeSeparators(home(u"help"_s))),
                 qPrintable(run.out));
        QCOMPARE(run.err, QString());
    }

    void supportInfoNeedsNoDisplay()
    {
        const Run run = runToEnd({u"--support-info"_s}, environmentFor(home(u"support"_s), false));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("Paydesk " PAYDESK_VERSION "\n")), qPrintable(run.out));
        QVERIFY2(run.out.contains(u"Data folder: " + QDir::toNativeSeparators(home(u"support"_s))),
                 qPrintable(run.out));
        // The crypto module was found and asked its OpenSSL version.
        QVERIFY2(run.out.contains(u"OpenSSL libcrypto "), qPrintable(run.out));
        QCOMPARE(run.err, QString());
    }

    void secondStartBringsTheFirstForward()
    {
        const QString home = this->home(u"twice"_s);
        Paydesk first(home);
        QVERIFY2(first.waitForMessage(listening()).hasMatch(), qPrintable(first.errorOutput()));

        const Run second = runToEnd({}, environmentFor(home));
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.err.contains(u"Paydesk is already running; its window was brought forward.\n"),
                 qPrintable(second.err));
        QVERIFY2(
            first.waitForMessage(QRegularExpression(u"another start asked this Paydesk to come forward"_s))
                .hasMatch(),
            qPrintable(first.errorOutput()));
        QCOMPARE(first.process().state(), QProcess::Running);

        // Another home (another person, a test's fresh one) is another Paydesk.
        Paydesk elsewhere(this->home(u"elsewhere"_s));
        QVERIFY2(elsewhere.waitForMessage(listening()).hasMatch(), qPrintable(elsewhere.errorOutput()));

        // Both starts wrote to the log file of the data folder.
        QFile log(home + u"/.local/share/Paydesk/Paydesk/logs/paydesk.log"_s);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(log.readAll());
        QCOMPARE(text.count(u" INFO paydesk.app: Paydesk " PAYDESK_VERSION " starting"_s), 2);
        QVERIFY2(text.contains(u" INFO paydesk.instance: another start asked this Paydesk to come forward\n"),
                 qPrintable(text));
    }

    void startAfterACrashRuns()
    {
        const QString home = this->home(u"crash"_s);
        QString socket;
        {
            Paydesk killed(home);
            const QRegularExpressionMatch m = killed.waitForMessage(listening());
            QVERIFY2(m.hasMatch(), qPrintable(killed.errorOutput()));
            socket = m.captured(1);
            killed.process().kill(); // SIGKILL on Unix: no clean-up
            QVERIFY(killed.process().waitForFinished(10000));
        }
#ifdef Q_OS_UNIX
        QVERIFY2(QFileInfo::exists(socket), qPrintable(socket)); // left behind
#endif
        // The next start runs; one after another, as the start-up benchmark starts them, each
        // quits on its own, takes its socket with it, and the next one runs again.
        for (int run = 0; run < 2; ++run) {
            Paydesk next(home, true);
            const QRegularExpressionMatch m = next.waitForMessage(listening());
            QVERIFY2(m.hasMatch(), qPrintable(next.errorOutput()));
            QCOMPARE(m.captured(1), socket);
            QVERIFY(next.process().waitForFinished(30000));
            QCOMPARE(next.process().exitStatus(), QProcess::NormalExit);
            QCOMPARE(next.process().exitCode(), 0);
            QVERIFY2(next.process().readAllStandardOutput().startsWith("wallets shown: "),
                     qPrintable(next.errorOutput()));
#ifdef Q_OS_UNIX
            QVERIFY2(!QFileInfo::exists(socket), qPrintable(socket));
#endif
        }
    }

private:
    QString home(const QString &name)
    {
        const QString path = m_homes.filePath(name);
        QDir().mkpath(path);
        return path;
    }
    QTemporaryDir m_homes;
};

QTEST_GUILESS_MAIN(TestPaydeskProgram)
#include "tst_paydeskprogram.moc"
