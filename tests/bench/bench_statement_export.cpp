// SPDX-License-Identifier: GPL-3.0-or-later
// Exporting a wallet statement to CSV (issue 12): StatementCsvExport on a sandbox filled by
// POST /_sandbox/payouts/bulk so that one wallet's statement has 200,000 lines, then 1,000,000.
//
// The sandbox runs in a child process (paydesk-sandbox): its payouts and ledger would otherwise
// be most of this process's memory, and the memory measured here is the exporter's.
//
// 1. time_ratio: the export's wall time over a baseline's on the same statement in the same run.
//    The baseline is the least a client can do to read every page: one QNetworkAccessManager
//    (one keep-alive connection), the same GETs of 50 lines, and of each answer only the cursor
//    found by a byte search (no JSON parse, nothing written). Each is run five times, alternately,
//    and the fastest run of each kept (these machines are noisy). Goal: at most 1.1. Each round
//    also says where the CPU went, in ms: this process's main thread, its network thread (the
//    QNetworkAccessManager's), the sandbox; the export's main thread is the one to watch.
// 2. peak_rss_mb_1m: the process's peak resident set (VmHWM, reset just before through
//    /proc/self/clear_refs when the kernel allows it) while exporting 1,000,000 lines. Goal: under
//    64 MB. The resident set is sampled along the way: it must not grow with the lines (the bench
//    fails when it grows by more than 8 MB from the first 100,000 lines to the end).
//
// Lines per bulk payout: one PAYOUT_INITIATED each, a PAYOUT_FAILED for the ~6% that fail, a
// PAYOUT_REVERSED for the ~1% reversed, and one COLLECTION_COLLECTED top-up a day of the period;
// the fill is seeded by its count, so kPayouts below gives the same lines at every run (199,744), and
// top-ups through the control surface (one COLLECTION_COLLECTED line each) make up the 200,000
// (and, after four fills more, the 1,000,000).
// 3. The accounting formats (issue 26) on the same statements: MT940 and CAMT.053 (camt.053.001.02)
//    are exported in each round after the CSV, the fastest of each kept; mt940_vs_csv and
//    camt053_vs_csv are their times over the CSV export's (goal: at most 1.2 each), and
//    peak_rss_mb_1m_mt940 and _camt053 their peaks on the 1,000,000 lines (goal: under 64 MB),
//    each measured from a reset of VmHWM just before it.
// Second to last line: statement formats: lines=N mt940_vs_csv=X camt053_vs_csv=Y
//                      peak_rss_mb_1m_mt940=A peak_rss_mb_1m_camt053=B
// Last line, always: statement export: lines=N time_ratio=R peak_rss_mb_1m=M
//
// For quick iterations only: PAYDESK_BENCH_200K_ONLY=1 skips the 1,000,000 lines (M is then
// "skipped"); a run that reports figures runs both parts.

#include "SandboxFixture.h" // test::HttpClient
#include "api/ApiClient.h"
#include "export/StatementAccountingExport.h"
#include "export/StatementCsvExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <optional>

#include <unistd.h>

using namespace paydesk;
using namespace Qt::StringLiterals;

namespace {

// Fewer than 200,000 lines over the period (see the header); the rest are top-ups through the
// control surface, one line each, so that the statement has exactly 200,000.
constexpr int kPayouts = 186'547;
constexpr qint64 kLines = 200'000;
constexpr qint64 kBigLines = 1'000'000;
constexpr int kFillsFor1m = 5; // the same fill five times, and top-ups: 1,000,000 lines
constexpr int kPageSize = 50;
constexpr int kRounds = 5; // baseline and export alternately; the fastest of each is kept
const QString kFrom = u"2026-01-01T00:00:00Z"_s;
const QString kTo = u"2026-10-01T00:00:00Z"_s;

qint64 statusKb(const char *field)
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// CPU time (user + system, ms) of every thread of a process whose name starts with `prefix`
// (an empty prefix: all of them), from /proc/<pid>/task/*/stat.
qint64 cpuMs(qint64 pid, const QByteArray &prefix = {})
{
    static const long ticks = sysconf(_SC_CLK_TCK);
    qint64 total = 0;
    const QDir tasks(u"/proc/%1/task"_s.arg(pid));
    for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(tid + u"/stat"_s));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray stat = f.readAll();
        const qsizetype open = stat.indexOf('('), close = stat.lastIndexOf(')');
        if (open < 0 || close < open || !stat.mid(open + 1, close - open - 1).startsWith(prefix))
            continue;
        const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
        if (fields.size() > 12) // utime and stime are fields 14 and 15 of stat, 12 and 13 here
            total += fields.at(11).toLongLong() + fields.at(12).toLongLong();
    }
    return ticks > 0 ? total * 1000 / ticks : 0;
}

// Resets VmHWM to the current resident set (Linux 4.0 and later); false when not allowed.
bool resetPeak()
{
    QFile f(u"/proc/self/clear_refs"_s);
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

std::optional<QUrl> startSandbox(QProcess &process, const QString &key)
{
    process.setProgram(QStringLiteral(SANDBOX_EXE));
    process.setArguments(
        {u"--seed"_s, u"empty"_s, u"--speed"_s, u"0"_s, u"--port"_s, u"0"_s, u"--key"_s, key});
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start();
    if (!process.waitForStarted(10000))
        return std::nullopt;
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 20000) {
        process.waitForReadyRead(200);
        out += process.readAllStandardOutput();
        const qsizetype at = out.indexOf("listening on ");
        const qsizetype end = out.indexOf('\n', at);
        if (at >= 0 && end > at)
            return QUrl(QString::fromUtf8(out.mid(at + 13, end - at - 13).trimmed()));
        if (process.state() != QProcess::Running)
            break;
    }
    return std::nullopt;
}

// The baseline: every page fetched, the cursor found by a byte search; the pages it read, or -1.
// With `lines`, the lines are counted too (a byte search for each line's type), for sizing only.
qint64 fetchAllPages(QNetworkAccessManager &nam, const QUrl &base, const QString &key, const QString &id,
                     qint64 *lines = nullptr)
{
    static const QByteArray marker = "\"after\":\"";
    QByteArray after;
    qint64 pages = 0;
    for (;;) {
        QUrl url(base.toString() + u"/wallet-statements/"_s + id + u"/lines"_s);
        QUrlQuery q;
        q.addQueryItem(u"paging_limit"_s, QString::number(kPageSize));
        if (!after.isEmpty())
            q.addQueryItem(u"paging_after"_s, QString::fromLatin1(after));
        url.setQuery(q);
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + key.toUtf8());
        request.setRawHeader("Accept", "application/json");
        request.setTransferTimeout(30000);
        QNetworkReply *reply = nam.get(request);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QByteArray body = reply->readAll();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        reply->deleteLater();
        if (status != 200)
            return -1;
        ++pages;
        if (lines)
            *lines += body.count("\"type\":\"");
        const qsizetype at = body.indexOf(marker);
        if (at < 0)
            return pages;
        const qsizetype end = body.indexOf('"', at + marker.size());
        after = body.mid(at + marker.size(), end - at - marker.size());
        if (after.isEmpty())
            return pages;
    }
}

struct ExportRun
{
    bool ok = false;
    QString error;
    qint64 lines = 0;
    qint64 ms = 0;
    qint64 rssFirstKb = -1; // VmRSS once 100,000 lines were written
    qint64 rssLastKb = -1; // VmRSS at the end
};

// `format`: Csv, Mt940 or Camt053; the MT940 and CAMT.053 exports read the statement's balances
// first (GET /wallet-statements/{id}), as they do when given a statement without them.
ExportRun exportStatement(api::ApiClient &client, const QString &id, const QString &path,
                          exporting::StatementFormat format = exporting::StatementFormat::Csv)
{
    ExportRun run;
    QEventLoop loop;
    QElapsedTimer timer;
    timer.start();
    api::Statement statement;
    statement.id = id;
    exporting::StatementFileExport *task = exporting::createStatementFileExport(
        format, &client, statement, {u"Bench KES"_s, {}, {}, {}}, path);
    QObject::connect(task, &tasks::Task::progressChanged, &loop, [&](qint64 done) {
        if (run.rssFirstKb < 0 && done >= 100'000)
            run.rssFirstKb = statusKb("VmRSS");
    });
    QObject::connect(task, &tasks::Task::finished, &loop, [&](bool ok, const QString &error) {
        run.ok = ok;
        run.error = error;
        run.lines = task->linesWritten();
        loop.quit();
    });
    loop.exec();
    run.ms = timer.elapsed();
    run.rssLastKb = statusKb("VmRSS");
    return run;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const auto fail = [&](const QString &why) {
        out << "bench_statement_export: " << why << '\n';
        out << "statement formats: lines=0 mt940_vs_csv=0.00 camt053_vs_csv=0.00 peak_rss_mb_1m_mt940=0 "
               "peak_rss_mb_1m_camt053=0\n";
        out << "statement export: lines=0 time_ratio=0.00 peak_rss_mb_1m=0\n";
        return 1;
    };

    const QString key = sandbox::SandboxServer::makeKey();
    QProcess sandboxProcess;
    const std::optional<QUrl> base = startSandbox(sandboxProcess, key);
    if (!base)
        return fail(u"the sandbox did not start"_s);
    test::HttpClient http(*base, key);
    http.setTimeout(300000);

    QString walletId;
    // To the next hour: the top-ups are written now.
    const QDateTime nowUtc = QDateTime::currentDateTimeUtc();
    const QString periodEnd = QDateTime(nowUtc.date(), QTime(nowUtc.time().hour(), 0), Qt::UTC)
                                  .addSecs(3600)
                                  .toString(Qt::ISODate);
    const auto fill = [&]() -> bool {
        QElapsedTimer t;
        t.start();
        const test::HttpResult filled = http.post(
            u"/_sandbox/payouts/bulk"_s,
            {{u"count"_s, kPayouts}, {u"from"_s, kFrom}, {u"to"_s, kTo}, {u"currency"_s, u"KES"_s}});
        if (filled.status != 201)
            return false;
        walletId = filled.data().value(u"wallet_id").toString();
        out << "sandbox (child process): " << kPayouts << " payouts filled in " << t.elapsed() << " ms\n";
        out.flush();
        return true;
    };
    const auto readyStatement = [&]() -> QString {
        const test::HttpResult created
            = http.post(u"/wallet-statements"_s,
                        {{u"wallet_id"_s, walletId},
                         {u"period"_s, QJsonObject {{u"from"_s, u"2025-12-31"_s}, {u"to"_s, periodEnd}}}});
        if (created.status != 202)
            return {};
        const QString id = created.data().value(u"id").toString();
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 120000) {
            const test::HttpResult s = http.get(u"/wallet-statements/"_s + id);
            const QString state = s.data().value(u"state").toObject().value(u"code").toString();
            if (state == u"READY")
                return id;
            if (state == u"FAILED")
                return {};
            QThread::msleep(50);
        }
        return {};
    };

    if (!fill())
        return fail(u"the bulk fill failed"_s);
    QNetworkAccessManager nam;
    // Top-ups through the control surface: one COLLECTION_COLLECTED line each.
    const auto topUp = [&](qint64 count) {
        for (qint64 i = 0; i < count; ++i) {
            if (http.post(u"/_sandbox/wallets/%1/fund"_s.arg(walletId), {{u"value"_s, u"1.00"_s}}).status
                    / 100
                != 2)
                return false;
        }
        return true;
    };
    qint64 linesPerFill = 0;
    {
        const QString sizing = readyStatement();
        if (sizing.isEmpty() || fetchAllPages(nam, *base, key, sizing, &linesPerFill) < 0)
            return fail(u"no READY statement"_s);
        if (linesPerFill > kLines)
            return fail(u"the fill made %1 lines, more than %2"_s.arg(linesPerFill).arg(kLines));
        if (!topUp(kLines - linesPerFill))
            return fail(u"a top-up failed"_s);
    }
    const QString id = readyStatement();
    if (id.isEmpty())
        return fail(u"no READY statement"_s);

    QTemporaryDir dir;
    const QString path = dir.filePath(u"statement.csv"_s);
    api::ApiClient client;
    client.setBaseUrl(*base);
    client.setApiKey(key);

    qint64 baselineMs = std::numeric_limits<qint64>::max();
    qint64 exportMs = std::numeric_limits<qint64>::max();
    using exporting::StatementFormat;
    const std::array<StatementFormat, 2> formats {StatementFormat::Mt940, StatementFormat::Camt053};
    std::array<qint64, 2> formatMs {std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::max()};
    const auto formatPath = [&](StatementFormat format) {
        return dir.filePath(u"statement."_s + exporting::StatementFormats::suffix(format));
    };
    qint64 lines = 0;
    for (int round = 0; round < kRounds; ++round) {
        // Where the CPU goes (ms): this process's main thread, its network thread, the sandbox.
        const qint64 self = QCoreApplication::applicationPid(), sandboxPid = sandboxProcess.processId();
        const auto cpu = [&] {
            return std::array<qint64, 3> {cpuMs(self, "bench_statement"), cpuMs(self, "QNetworkAccess"),
                                          cpuMs(sandboxPid)};
        };
        const auto cpuText = [](const std::array<qint64, 3> &a, const std::array<qint64, 3> &b) {
            return u"cpu ms main %1, network %2, sandbox %3"_s.arg(b[0] - a[0])
                .arg(b[1] - a[1])
                .arg(b[2] - a[2]);
        };
        QElapsedTimer t;
        const auto cpu0 = cpu();
        t.start();
        const qint64 pages = fetchAllPages(nam, *base, key, id);
        const qint64 ms = t.elapsed();
        const auto cpu1 = cpu();
        if (pages < 0)
            return fail(u"the baseline failed"_s);
        baselineMs = qMin(baselineMs, ms);
        const ExportRun run = exportStatement(client, id, path);
        const auto cpu2 = cpu();
        if (!run.ok)
            return fail(u"the export failed: "_s + run.error);
        exportMs = qMin(exportMs, run.ms);
        if (run.lines != kLines)
            return fail(u"the export wrote %1 lines, not %2"_s.arg(run.lines).arg(kLines));
        lines = run.lines;
        out << u"round %1: baseline %2 pages in %3 ms (%4); export %5 lines in %6 ms, %7 MB (%8)\n"_s
                   .arg(round + 1)
                   .arg(pages)
                   .arg(ms)
                   .arg(cpuText(cpu0, cpu1))
                   .arg(run.lines)
                   .arg(run.ms)
                   .arg(QFileInfo(path).size() / 1e6, 0, 'f', 1)
                   .arg(cpuText(cpu1, cpu2));
        for (size_t f = 0; f < formats.size(); ++f) {
            const auto before = cpu();
            const ExportRun formatRun = exportStatement(client, id, formatPath(formats[f]), formats[f]);
            const auto after = cpu();
            if (!formatRun.ok || formatRun.lines != kLines)
                return fail(u"the %1 export failed: %2 (%3 lines)"_s
                                .arg(exporting::StatementFormats::key(formats[f]), formatRun.error)
                                .arg(formatRun.lines));
            formatMs[f] = qMin(formatMs[f], formatRun.ms);
            out << u"round %1: %2 %3 lines in %4 ms, %5 MB (%6)\n"_s.arg(round + 1)
                       .arg(exporting::StatementFormats::key(formats[f]))
                       .arg(formatRun.lines)
                       .arg(formatRun.ms)
                       .arg(QFileInfo(formatPath(formats[f])).size() / 1e6, 0, 'f', 1)
                       .arg(cpuText(before, after));
        }
        out.flush();
    }
    const double ratio = double(exportMs) / double(qMax<qint64>(1, baselineMs));
    const double mt940Ratio = double(formatMs[0]) / double(qMax<qint64>(1, exportMs));
    const double camtRatio = double(formatMs[1]) / double(qMax<qint64>(1, exportMs));
    const auto formatsLine = [&](const QString &mt940Peak, const QString &camtPeak) {
        return u"statement formats: lines=%1 mt940_vs_csv=%2 camt053_vs_csv=%3 peak_rss_mb_1m_mt940=%4 "
               u"peak_rss_mb_1m_camt053=%5\n"_s.arg(lines)
                   .arg(mt940Ratio, 0, 'f', 2)
                   .arg(camtRatio, 0, 'f', 2)
                   .arg(mt940Peak, camtPeak);
    };
    if (qEnvironmentVariableIntValue("PAYDESK_BENCH_200K_ONLY") == 1) {
        sandboxProcess.terminate();
        sandboxProcess.waitForFinished(5000);
        out << formatsLine(u"skipped"_s, u"skipped"_s);
        out << u"statement export: lines=%1 time_ratio=%2 peak_rss_mb_1m=skipped\n"_s.arg(lines).arg(ratio, 0,
                                                                                                     'f', 2);
        return 0;
    }

    // 1,000,000 lines: the same fill four times more, in the same wallet and period, and top-ups.
    for (int i = 1; i < kFillsFor1m; ++i) {
        if (!fill())
            return fail(u"the bulk fill failed"_s);
    }
    if (!topUp(kBigLines - kLines - (kFillsFor1m - 1) * linesPerFill))
        return fail(u"a top-up failed"_s);
    const QString bigId = readyStatement();
    if (bigId.isEmpty())
        return fail(u"no READY statement of 1,000,000 lines"_s);
    const bool reset = resetPeak();
    const ExportRun big = exportStatement(client, bigId, path);
    if (!big.ok)
        return fail(u"the export of 1,000,000 lines failed: "_s + big.error);
    if (big.lines != kBigLines)
        return fail(u"the export wrote %1 lines, not %2"_s.arg(big.lines).arg(kBigLines));
    const double peakMb = double(statusKb("VmHWM")) / 1024.0;
    const double growthMb = double(big.rssLastKb - big.rssFirstKb) / 1024.0;
    out << u"1m: %1 lines in %2 ms; VmRSS %3 MB after 100,000 lines, %4 MB at the end; "
           u"peak %5 MB (%6)\n"_s.arg(big.lines)
               .arg(big.ms)
               .arg(double(big.rssFirstKb) / 1024.0, 0, 'f', 1)
               .arg(double(big.rssLastKb) / 1024.0, 0, 'f', 1)
               .arg(peakMb, 0, 'f', 1)
               .arg(reset ? u"reset before the export"_s : u"of the whole process: no clear_refs"_s);

    std::array<double, 2> formatPeakMb {};
    bool formatGrows = false;
    for (size_t f = 0; f < formats.size(); ++f) {
        const bool formatReset = resetPeak();
        const ExportRun run = exportStatement(client, bigId, formatPath(formats[f]), formats[f]);
        if (!run.ok || run.lines != kBigLines)
            return fail(u"the %1 export of 1,000,000 lines failed: %2 (%3 lines)"_s
                            .arg(exporting::StatementFormats::key(formats[f]), run.error)
                            .arg(run.lines));
        formatPeakMb[f] = double(statusKb("VmHWM")) / 1024.0;
        formatGrows |= double(run.rssLastKb - run.rssFirstKb) / 1024.0 > 8.0;
        out << u"1m %1: %2 lines in %3 ms, %4 MB; VmRSS %5 MB after 100,000 lines, %6 MB at the end; "
               u"peak %7 MB (%8)\n"_s.arg(exporting::StatementFormats::key(formats[f]))
                   .arg(run.lines)
                   .arg(run.ms)
                   .arg(QFileInfo(formatPath(formats[f])).size() / 1e6, 0, 'f', 1)
                   .arg(double(run.rssFirstKb) / 1024.0, 0, 'f', 1)
                   .arg(double(run.rssLastKb) / 1024.0, 0, 'f', 1)
                   .arg(formatPeakMb[f], 0, 'f', 1)
                   .arg(formatReset ? u"reset before the export"_s
                                    : u"of the whole process: no clear_refs"_s);
    }

    sandboxProcess.terminate();
    sandboxProcess.waitForFinished(5000);

    const bool grows = growthMb > 8.0 || formatGrows;
    if (grows)
        out << "bench_statement_export: the resident set grew with the lines\n";
    out << formatsLine(QString::number(formatPeakMb[0], 'f', 1), QString::number(formatPeakMb[1], 'f', 1));
    out << u"statement export: lines=%1 time_ratio=%2 peak_rss_mb_1m=%3\n"_s.arg(lines)
               .arg(ratio, 0, 'f', 2)
               .arg(peakMb, 0, 'f', 1);
    return grows ? 1 : 0;
}
