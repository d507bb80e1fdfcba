// SPDX-License-Identifier: GPL-3.0-or-later
// Scrolling the History page's model through 100,000 payouts (issue 11): PayoutsModel on a
// sandbox filled by POST /_sandbox/payouts/bulk, pages of 50 asked as a view scrolling to the end
// asks them (fetchMore while canFetchMore). Prints what a row costs in memory and what a page
// costs the client; asserts nothing (these machines are noisy).
//
// The sandbox runs in a child process (paydesk-sandbox): in this process its 100,000 payouts and
// their ledger would be most of the peak RSS, and its work would share the clock with the
// client's. So peak_rss_mb is the client alone: Qt, the session, the model.
//
// Time per page is measured where it can be separated from the network and the sandbox:
//   1. replay: every page's bytes are fetched first (not timed), then decoded and inserted into
//      a PayoutsModel exactly as the model's own page handler does (JSON parse and
//      codec::decodePage<Payout>, as ApiClient's decoder; then beginInsertRows, appendRows,
//      endInsertRows). The baseline, on the same bytes in the same run, is the decode alone into
//      plain api::Payout lists. This is ms_per_page, with the ratio beside it.
//   2. scroll: the real thing over HTTP, for the memory and as a cross-check: the main thread's
//      CPU time per page (request, decode, insert; the socket work is QNAM's thread and the
//      server another process) and the wall time per page (which includes the sandbox).
// Last line, always: history scroll: rows=N peak_rss_mb=M bytes_per_row=B ms_per_page=P

#include "SessionSupport.h"
#include "api/ResourceCodecs.h"
#include "history/HistoryRange.h"
#include "history/PayoutsModel.h"
#include "history/RecipientDirectory.h" // PayoutsModel.h keeps a QPointer to it

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTextStream>

#include <time.h>

#include <optional>

using namespace paydesk;
using namespace Qt::StringLiterals;

namespace {

constexpr int kPayouts = 100'000;
constexpr int kPageSize = 50;

// A line of /proc/self/status in kB (VmHWM: the peak resident set; VmRSS: the current one).
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

double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// PayoutsModel with its page handler's insertion reachable, for the replay.
class ReplayModel : public history::PayoutsModel
{
public:
    using PayoutsModel::PayoutsModel;
    void insertPage(const api::ApiResult &result)
    {
        const int rows = rowsIn(result);
        if (rows <= 0)
            return;
        const int first = rowCount();
        beginInsertRows({}, first, first + rows - 1);
        appendRows(result);
        endInsertRows();
    }
};

// As ApiClient decodes a page of GET /payouts.
api::ApiResult decodePage(const QByteArray &bytes)
{
    api::JsonReader reader;
    api::Page<api::Payout> page
        = api::codec::decodePage<api::Payout>(reader, QJsonDocument::fromJson(bytes).object());
    api::ApiResult result;
    result.setHttpStatus(200);
    result.setNextCursor(page.nextCursor);
    result.setValue(std::move(page));
    return result;
}

// paydesk-sandbox in a child process; the base URL once it listens.
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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const auto fail = [&](const QString &why) {
        out << "bench_history_scroll: " << why << '\n';
        out << "history scroll: rows=0 peak_rss_mb=0 bytes_per_row=0 ms_per_page=0.00\n";
        return 1;
    };

    const QString key = sandbox::SandboxServer::makeKey();
    QProcess sandboxProcess;
    const std::optional<QUrl> base = startSandbox(sandboxProcess, key);
    if (!base)
        return fail(u"the sandbox did not start"_s);
    test::HttpClient http(*base, key);
    http.setTimeout(120000);

    // Three months of payouts, in the past, whole days.
    const QDate today = QDateTime::currentDateTimeUtc().date();
    const QDateTime from(today.addDays(-92), QTime(0, 0), Qt::UTC);
    const QDateTime to(today.addDays(-1), QTime(0, 0), Qt::UTC);
    QElapsedTimer fillTimer;
    fillTimer.start();
    const test::HttpResult filled = http.post(u"/_sandbox/payouts/bulk"_s,
                                              {{u"count"_s, kPayouts},
                                               {u"from"_s, from.toString(Qt::ISODateWithMs)},
                                               {u"to"_s, to.toString(Qt::ISODateWithMs)},
                                               {u"currency"_s, u"KES"_s}});
    const qint64 fillMs = fillTimer.elapsed();
    if (filled.status != 201)
        return fail(u"the bulk fill answered %1"_s.arg(filled.status));
    out << "sandbox (child process): " << kPayouts << " payouts filled in " << fillMs
        << " ms (request included)\n";
    out.flush();

    const history::HistoryRange range = history::HistoryRange::times(from, to);
    QUrlQuery firstQuery;
    firstQuery.addQueryItem(u"paging_limit"_s, QString::number(kPageSize));
    firstQuery.addQueryItem(u"created_at_from"_s, range.fromText());
    firstQuery.addQueryItem(u"created_at_to"_s, range.toText());

    // 1. Replay: bytes first (not timed), then decode alone and decode + insert, alternating.
    double decodeMs = 0;
    double modelMs = 0;
    int replayPages = 0;
    qsizetype replayRows = 0;
    {
        ReplayModel model;
        QElapsedTimer t;
        QUrl url = http.url(u"/payouts"_s, firstQuery);
        volatile qsizetype sink = 0;
        while (!url.isEmpty()) {
            const test::HttpResult page = http.getUrl(url);
            if (page.status != 200)
                return fail(u"a page answered %1"_s.arg(page.status));
            t.start();
            const api::ApiResult plain = decodePage(page.body);
            decodeMs += double(t.nsecsElapsed()) / 1e6;
            sink = sink + plain.value<api::Page<api::Payout>>()->items.size();
            t.start();
            model.insertPage(decodePage(page.body));
            modelMs += double(t.nsecsElapsed()) / 1e6;
            ++replayPages;
            const QString next = plain.nextCursor();
            url = next.isEmpty() ? QUrl()
                                 : QUrl(page.json()
                                            .value(u"meta"_s)
                                            .toObject()
                                            .value(u"paging"_s)
                                            .toObject()
                                            .value(u"next"_s)
                                            .toString());
        }
        replayRows = model.rowCount();
    }
    const qint64 hwmAfterReplayKb = statusKb("VmHWM");

    // 2. The scroll, over HTTP, as a view would ask.
    const qint64 rssBeforeKb = statusKb("VmRSS");
    std::unique_ptr<session::Session> session = test::makeSession(*base, key);
    if (!session)
        return fail(u"no session on the sandbox"_s);
    history::PayoutsModel model;
    model.setSession(session.get());
    model.setPageSize(kPageSize);
    double insertMs = 0;
    QElapsedTimer insertTimer;
    QObject::connect(&model, &QAbstractItemModel::rowsAboutToBeInserted, &model,
                     [&] { insertTimer.start(); });
    QObject::connect(&model, &QAbstractItemModel::rowsInserted, &model,
                     [&] { insertMs += double(insertTimer.nsecsElapsed()) / 1e6; });
    const auto waitForPage = [&]() -> bool {
        QEventLoop loop;
        QTimer guard;
        guard.setSingleShot(true);
        QObject::connect(&guard, &QTimer::timeout, &loop, &QEventLoop::quit);
        QObject::connect(&model, &models::PagedTableModel::stateChanged, &loop,
                         [&](models::PagedTableModel::State s) {
                             if (s == models::PagedTableModel::State::Loaded
                                 || s == models::PagedTableModel::State::Failed)
                                 loop.quit();
                         });
        guard.start(30000);
        loop.exec();
        return model.state() == models::PagedTableModel::State::Loaded;
    };
    QElapsedTimer wall;
    wall.start();
    const double cpuStart = threadCpuMs();
    int pages = 0;
    model.setRange(range); // asks for the first page
    if (model.state() != models::PagedTableModel::State::Loaded && !waitForPage())
        return fail(u"the first page failed: %1"_s.arg(model.lastError().userMessage()));
    ++pages;
    while (model.canFetchMore()) {
        model.fetchMore();
        if (!waitForPage())
            return fail(u"page %1 failed: %2"_s.arg(pages + 1).arg(model.lastError().userMessage()));
        ++pages;
    }
    const double cpuMs = threadCpuMs() - cpuStart;
    const double wallMs = double(wall.elapsed());
    const qint64 rssAfterKb = statusKb("VmRSS");
    const qint64 peakKb = statusKb("VmHWM");
    const int rows = model.rowCount();

    sandboxProcess.terminate();
    sandboxProcess.waitForFinished(5000);

    const double msPerPage = modelMs / qMax(1, replayPages);
    const double basePerPage = decodeMs / qMax(1, replayPages);
    const double rssGrowthPerRow = rows ? double(rssAfterKb - rssBeforeKb) * 1024.0 / rows : 0;
    out << "replay (client only, bytes already here), " << replayPages << " pages, " << replayRows
        << " rows:\n"
        << u"  decode into api::Payout lists (baseline)   %1 ms/page\n"_s.arg(basePerPage, 0, 'f', 3)
        << u"  decode + insert into PayoutsModel          %1 ms/page = %2 x baseline (target under 2 ms)\n"_s
               .arg(msPerPage, 0, 'f', 3)
               .arg(msPerPage / qMax(1e-9, basePerPage), 0, 'f', 2);
    out << "scroll over HTTP (sandbox in a child process), " << pages << " pages, " << rows << " rows:\n"
        << u"  wall %1 ms/page (sandbox included); main thread CPU %2 ms/page; rows inserted %3 ms/page\n"_s
               .arg(wallMs / qMax(1, pages), 0, 'f', 2)
               .arg(cpuMs / qMax(1, pages), 0, 'f', 2)
               .arg(insertMs / qMax(1, pages), 0, 'f', 3)
        << u"  model: %1 bytes/row (approximateBytesPerRow), %2 MB in all; RSS growth %3 bytes/row "
           "(%4 -> %5 MB)\n"_s.arg(model.approximateBytesPerRow())
               .arg(double(model.memoryBytes()) / 1048576.0, 0, 'f', 1)
               .arg(rssGrowthPerRow, 0, 'f', 0)
               .arg(double(rssBeforeKb) / 1024.0, 0, 'f', 1)
               .arg(double(rssAfterKb) / 1024.0, 0, 'f', 1)
        << u"  peak RSS of this process %1 MB (after the replay %2 MB; target under 80)\n"_s
               .arg(double(peakKb) / 1024.0, 0, 'f', 1)
               .arg(double(hwmAfterReplayKb) / 1024.0, 0, 'f', 1);
    out << u"history scroll: rows=%1 peak_rss_mb=%2 bytes_per_row=%3 ms_per_page=%4\n"_s.arg(rows)
               .arg(double(peakKb) / 1024.0, 0, 'f', 1)
               .arg(model.approximateBytesPerRow())
               .arg(msPerPage, 0, 'f', 2);
    out.flush();
    return rows == kPayouts ? 0 : 1;
}
