// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// paydesk-cli run as a real process by the tests: to its end with some standard input (exit
// status, standard output and error), or on a pseudo-terminal of its own that answers each prompt
// as a person types. `home` is a directory of the test's: HOME, XDG_CONFIG_HOME and XDG_DATA_HOME
// point into it, so that every run has its own preferences, profiles and data files.
//
// The executable is PAYDESK_CLI_EXE (the test target's compile definition).

#include <QDeadlineTimer>
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#ifdef Q_OS_LINUX
#include <csignal>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace paydesk::test {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
    QStringList errLines() const { return err.split(u'\n', Qt::SkipEmptyParts); }
};

// The environment of a run in `home`: the system's, with the home's folders, without PGPASSWORD,
// then `extra`'s variables.
inline QProcessEnvironment cliEnvironment(const QString &home, const QProcessEnvironment &extra = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(home).filePath(QStringLiteral(".config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir(home).filePath(QStringLiteral(".local/share")));
    env.remove(QStringLiteral("PGPASSWORD"));
    env.remove(QStringLiteral("PAYDESK_KEY_FILE"));
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    return env;
}

// Runs paydesk-cli to its end with `input` on its standard input; exit code -1 when it did not
// start or did not end within `timeoutMs` (then it is killed).
inline CliRun runCli(const QString &home, const QStringList &arguments, const QByteArray &input = {},
                     const QProcessEnvironment &extra = {}, int timeoutMs = 120000)
{
    QProcess process;
    process.setProcessEnvironment(cliEnvironment(home, extra));
    process.start(QStringLiteral(PAYDESK_CLI_EXE), arguments);
    CliRun run;
    if (!process.waitForStarted(10000))
        return run;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

#ifdef Q_OS_LINUX
struct TerminalRun
{
    int exitCode = -1;
    QByteArray output; // what the terminal showed (standard output and error)
};

// Runs paydesk-cli on a terminal of its own (a pseudo-terminal), answering each prompt in turn
// with its reply as a person types it (with Enter); echo is the terminal's, so a reply that shows
// in the output was echoed.
inline TerminalRun runOnTerminal(const QStringList &arguments,
                                 const QList<std::pair<QByteArray, QByteArray>> &answers,
                                 const QProcessEnvironment &env)
{
    QList<QByteArray> argv8 {QByteArrayLiteral(PAYDESK_CLI_EXE)};
    for (const QString &argument : arguments)
        argv8.append(argument.toUtf8());
    std::vector<char *> argv;
    for (QByteArray &a : argv8)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    QList<QByteArray> env8;
    for (const QString &entry : env.toStringList())
        env8.append(entry.toUtf8());
    std::vector<char *> envp;
    for (QByteArray &e : env8)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    TerminalRun run;
    int fd = -1;
    const pid_t pid = forkpty(&fd, nullptr, nullptr, nullptr);
    if (pid < 0)
        return run;
    if (pid == 0) {
        execve(argv.front(), argv.data(), envp.data());
        _exit(127);
    }
    QDeadlineTimer deadline(60000);
    qsizetype searchFrom = 0;
    qsizetype next = 0;
    for (;;) {
        if (next < answers.size()) {
            const qsizetype at = run.output.indexOf(answers.at(next).first, searchFrom);
            if (at >= 0) {
                const QByteArray reply = answers.at(next).second + '\n';
                if (::write(fd, reply.constData(), size_t(reply.size())) != reply.size())
                    break;
                searchFrom = at + answers.at(next).first.size();
                ++next;
                continue;
            }
        }
        pollfd ready {fd, POLLIN, 0};
        if (poll(&ready, 1, int(qMin<qint64>(deadline.remainingTime(), 1000))) <= 0) {
            if (deadline.hasExpired())
                break;
            continue;
        }
        char buffer[1024];
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n <= 0)
            break; // EIO: the program ended and closed the terminal
        run.output.append(buffer, n);
    }
    ::close(fd);
    if (deadline.hasExpired())
        kill(pid, SIGKILL);
    int status = 0;
    if (waitpid(pid, &status, 0) == pid && WIFEXITED(status))
        run.exitCode = WEXITSTATUS(status);
    return run;
}
#endif

} // namespace paydesk::test
