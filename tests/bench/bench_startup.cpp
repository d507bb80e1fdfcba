// SPDX-License-Identifier: GPL-3.0-or-later
// Time from process start to the wallets shown (Paydesk on its local sandbox, demo data), beside a
// minimal Qt Widgets window shown, measured in the same run. Median of several alternating runs;
// prints figures, asserts nothing.
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

namespace {

// Milliseconds from just before the process is started to the moment it reports (a line with
// `expect` and " at <ns>", read off the same monotonic clock); -1 when it never does. The time
// the process then takes to exit is not counted.
double runOnce(const QString &program, const QByteArray &expect, const QString &home)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PAYDESK_QUIT_WHEN_WALLETS_SHOWN"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), home); // fresh settings: the first start of a new user
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    const qint64 started = QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs();
    process.start(program, {});
    if (!process.waitForFinished(60000))
        return -1;
    const QByteArray out = process.readAllStandardOutput();
    const qsizetype line = out.indexOf(expect);
    const qsizetype at = line < 0 ? -1 : out.indexOf(" at ", line);
    if (at < 0)
        return -1;
    const qsizetype end = out.indexOf('\n', at);
    bool ok = false;
    const qint64 shown = out.mid(at + 4, end < 0 ? -1 : end - at - 4).trimmed().toLongLong(&ok);
    return ok && shown > started ? double(shown - started) / 1e6 : -1;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int runs = 7;
    QTemporaryDir home;
    QList<double> paydesk, minimal;
    for (int i = 0; i < runs; ++i) {
        minimal << runOnce(QStringLiteral(MINIMAL_EXE), "window shown", home.path());
        paydesk << runOnce(QStringLiteral(PAYDESK_EXE), "wallets shown", home.path());
    }
    if (paydesk.contains(-1) || minimal.contains(-1)) {
        out << "a run failed (no window, or the wallets never showed)\n";
        return 1;
    }
    const double p = median(paydesk), m = median(minimal);
    out << "Process start to first screen, median of " << runs << " runs (QPA " << qgetenv("QT_QPA_PLATFORM")
        << (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") ? "" : "offscreen") << ")\n";
    out << QStringLiteral("  minimal Qt Widgets window        %1 ms (baseline)\n").arg(m, 7, 'f', 1);
    out << QStringLiteral("  Paydesk, demo wallets shown      %1 ms = %2 x baseline (target <= 1.5)\n")
               .arg(p, 7, 'f', 1)
               .arg(p / m, 0, 'f', 2);
    return 0;
}
