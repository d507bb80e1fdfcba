// SPDX-License-Identifier: GPL-3.0-or-later
// Years of data (issue 24): the pages and the background loops on a store of a treasury team's
// years, filled in Paydesk's own canonical form (StoreScaleFill.h: the mix, and how the copies are
// made; the audit chain valid). The store is a SQLite file in a temporary folder, the app's default
// backend. Each figure is measured on Paydesk's own objects, on the window's thread (this one)
// with the store's own thread behind them, as the app has them:
//
//   audit_page_ms     AuditLogModel::reload() until its first page is in the model (pageLoaded)
//   audit_page_mb     the process's peak RSS growth during that (VmHWM, reset before)
//   approvals_ms      ApprovalsController::reload() until loaded() (the queue and the sent list)
//   history_detail_ms LocalRecordReader::post() of an accepted payout in the middle of the table
//                     until its answer (History's "Made in Paydesk")
//   drafts_ms         DraftsListModel::reload() until loaded() (New payout's list)
//   follower_catchup_cpu_ms  the process's CPU (getrusage) from PayoutFollower::start() until
//                     idle(), with a ready session of the rows' profile on Paydesk's local sandbox
//                     (paydesk-sandbox in a child process, so that its CPU is not counted) and
//                     200 due rows (the others later or settled): what a catch-up after a start
//                     costs should grow with the rows that are due, not with the table
//   idle_cpu_pct      the process's CPU over --idle-seconds (30) with OutboxProcessor and
//                     PayoutFollower running and the session of the rows' profile never ready
//                     (10% UNCERTAIN rows, every unsettled ACCEPTED row due)
//   verify_since_checkpoint_ms  AuditLog::verifySinceCheckpoint() after a whole verification and
//                               1,000 entries appended since
//                     exists (said on stderr and in a comment line)
//   max_ui_stall_ms   the longest gap between turns of this thread's event loop (a 1 ms timer)
//                     while the four pages above opened
//
// Before the result line, '#' lines give a baseline of each, measured in the same run (a raw
// indexed SELECT, the log's own page read, the same GETs without the follower, the process idle),
// so that the figures can be read against this machine. Options:
//   --outbox N (100000)  --audit M (1000000)  --idle-seconds S (30)
//   --keep DIR   fill DIR/store-N-M.sqlite once and measure a copy of it at each run
//   --self-test  2,000 rows and 20,000 entries, the chain verified whole, 3 s idle
//   --limit S    a figure not there after S seconds (900) ends the run: the line says -1 for
//                it and for those not measured
// scripts/bench sets PAYDESK_MODULE_DIR (the operators' passphrases need the crypto module).

#include "SessionSupport.h"
#include "StoreScaleFill.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/ApprovalsController.h"
#include "audit/AuditLogModel.h"
#include "history/LocalRecord.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "payouts/DraftsListModel.h"
#include "profiles/ProfileStore.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QProcess>
#include <QSettings>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <sys/resource.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace paydesk;
using namespace Qt::StringLiterals;

namespace {

struct Options
{
    int outbox = 100000;
    int audit = 1000000;
    int idleSeconds = 30;
    int limitSeconds = 900;
    QString keep;
    bool selfTest = false;
};

// --- the result line, also written by the watchdog when a figure does not come -----------------

struct Figures
{
    int outbox = 0;
    qint64 audit = 0;
    double a = -1, m = -1, q = -1, h = -1, d = -1, f = -1, i = -1, v = -1, s = -1;
};
std::mutex figuresLock;
Figures figures;
std::atomic<qint64> deadlineMs {0}; // steady-clock ms; 0: none
std::atomic<const char *> measuring {""}; // the figure being measured

QString resultLine(const Figures &r)
{
    const auto n = [](double x) { return x < 0 ? u"-1"_s : QString::number(x, 'f', 1); };
    return u"store scale: outbox=%1 audit=%2 audit_page_ms=%3 audit_page_mb=%4 approvals_ms=%5 "
           "history_detail_ms=%6 drafts_ms=%7 follower_catchup_cpu_ms=%8 idle_cpu_pct=%9 "_s.arg(r.outbox)
               .arg(r.audit)
               .arg(n(r.a), n(r.m), n(r.q), n(r.h), n(r.d), n(r.f))
               .arg(r.i < 0 ? u"-1"_s : QString::number(r.i, 'f', 2))
        + u"verify_since_checkpoint_ms=%1 max_ui_stall_ms=%2"_s.arg(n(r.v), n(r.s));
}

template<typename F> void setFigure(F set)
{
    std::lock_guard lock(figuresLock);
    set(figures);
}

qint64 steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void comment(const QString &line)
{
    QTextStream(stdout) << "# " << line << Qt::endl;
}

void note(const QString &line)
{
    QTextStream(stderr) << line << Qt::endl;
}

// A page that blocks the window's thread cannot be interrupted: this thread ends the run.
void startWatchdog()
{
    std::thread([] {
        while (true) {
            std::this_thread::sleep_for(std::chrono::milliseconds(500));
            const qint64 deadline = deadlineMs.load();
            if (deadline == 0 || steadyMs() < deadline)
                continue;
            Figures r;
            {
                std::lock_guard lock(figuresLock);
                r = figures;
            }
            const QByteArray text = (u"# %1 did not come within the limit (--limit): the run ends here, the "
                                     "window's thread blocked all that time; -1: not measured\n"_s.arg(
                                         QLatin1String(measuring.load()))
                                     + resultLine(r) + u'\n')
                                        .toUtf8();
            (void)!write(STDOUT_FILENO, text.constData(), size_t(text.size()));
            _exit(3);
        }
    }).detach();
}

// --- measuring ---------------------------------------------------------------------------------

double cpuMs()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

qint64 statusKb(const char *field)
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// VmHWM back to the current RSS (Linux: "5" to clear_refs), so that a peak is this step's.
bool resetPeakRss()
{
    QFile f(u"/proc/self/clear_refs"_s);
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

// Runs the event loop until `done` (looked at every 5 ms), or the limit; milliseconds it took.
template<typename Done> double waitFor(Done done, const QElapsedTimer &since, int limitSeconds)
{
    deadlineMs = steadyMs() + qint64(limitSeconds) * 1000;
    if (!done()) {
        QEventLoop loop;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (done())
                loop.quit();
        });
        poll.start(5);
        loop.exec();
    }
    deadlineMs = 0;
    return since.nsecsElapsed() / 1e6;
}

// Runs the event loop for `seconds`, nothing else on this thread.
void runFor(int seconds)
{
    QEventLoop loop;
    QTimer::singleShot(std::chrono::seconds(seconds), &loop, &QEventLoop::quit);
    loop.exec();
}

// The longest gap between two turns of this thread's event loop while it runs.
class StallWatch : public QObject
{
public:
    StallWatch()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const double at = m_clock.nsecsElapsed() / 1e6;
            m_max = std::max(m_max, at - m_last);
            m_last = at;
        });
    }
    void start()
    {
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    // The bench's own work on this thread (a baseline's raw SELECT, finding the row to measure)
    // is not a page's: the watch is paused for it.
    void pause() { m_timer.stop(); }
    void resume()
    {
        m_last = m_clock.nsecsElapsed() / 1e6;
        m_timer.start();
    }
    bool isActive() const { return m_timer.isActive(); }
    double maxGapMs() const { return m_max; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_last = 0;
    double m_max = 0;
};

StallWatch *g_stalls = nullptr; // the watch running while the pages open

// Pauses the stall watch from here until open() (the bench's setup and baselines before a page
// opens), or to the end of the scope.
class BenchOwnWork
{
public:
    BenchOwnWork()
        : m_paused(g_stalls && g_stalls->isActive())
    {
        if (m_paused)
            g_stalls->pause();
    }
    ~BenchOwnWork() { open(); }
    void open()
    {
        if (m_paused)
            g_stalls->resume();
        m_paused = false;
    }

private:
    bool m_paused;
};

// What one Paydesk process has, on the store being measured.
struct Desk
{
    explicit Desk(const QString &file, const QString &settingsFile)
        : db(store::StoreConfig::sqlite(file))
        , log(&db)
        , drafts(&db, &log)
        , operators(&db, &log)
        , rules(&db, &log)
        , outbox(&db, &log)
        , desk(&outbox, &operators, &rules)
        , profiles(std::make_unique<QSettings>(settingsFile, QSettings::IniFormat))
    { }
    ~Desk() { db.waitForPosted(); }
    store::Store db;
    store::AuditLog log;
    store::PayoutDrafts drafts;
    store::Operators operators;
    store::ApprovalRuleStore rules;
    outbox::OutboxStore outbox;
    approvals::ApprovalDesk desk;
    profiles::ProfileStore profiles;
    operators::SignedIn signedIn;
};

// A raw statement on this thread's connection, timed (the baselines); rows read.
std::pair<double, int> timedSelect(Desk &desk, const QString &sql, const QVariantList &values = {})
{
    QElapsedTimer t;
    t.start();
    QSqlQuery q(desk.db.connection().value());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    int rows = 0;
    if (q.exec())
        while (q.next())
            ++rows;
    else
        note(u"baseline: "_s + q.lastError().text());
    return {t.nsecsElapsed() / 1e6, rows};
}

QString ms(double x)
{
    return QString::number(x, 'f', 1) + u" ms"_s;
}

// A: the audit log page's first page, and the peak RSS growth meanwhile.
std::pair<double, double> measureAuditPage(Desk &desk, int limit)
{
    BenchOwnWork setup;
    QElapsedTimer raw;
    raw.start();
    const auto page = desk.log.entriesBefore(0, audit::AuditLogModel::pageSize);
    comment(u"baseline A: AuditLog::entriesBefore(0, %1) raw: %2; entries(%3, %1): %4"_s
                .arg(audit::AuditLogModel::pageSize)
                .arg(ms(raw.nsecsElapsed() / 1e6))
                .arg(figures.audit / 2)
                .arg([&] {
                    QElapsedTimer t;
                    t.start();
                    (void)desk.log.entries(figures.audit / 2, audit::AuditLogModel::pageSize);
                    return ms(t.nsecsElapsed() / 1e6);
                }()));
    setup.open();
    audit::AuditLogModel model(&desk.log, &desk.operators, &desk.drafts, &desk.profiles);
    bool loaded = false;
    QObject::connect(&model, &audit::AuditLogModel::pageLoaded, &model, [&] { loaded = true; });
    const bool peakReset = resetPeakRss();
    const qint64 rssBefore = statusKb("VmRSS");
    QElapsedTimer t;
    t.start();
    model.reload();
    const double took = waitFor([&] { return loaded; }, t, limit);
    const double growth = (statusKb("VmHWM") - rssBefore) / 1024.0;
    comment(u"A: %1 rows in the model%2%3"_s.arg(model.rowCount())
                .arg(model.error().isEmpty() ? QString() : u", error: "_s + model.error())
                .arg(peakReset ? QString() : u" (VmHWM could not be reset: the peak is the process's)"_s));
    return {took, std::max(0.0, growth)};
}

// Q: the approval queue opened.
double measureApprovals(Desk &desk, int limit)
{
    BenchOwnWork setup;
    const auto [rawMs, rawRows] = timedSelect(
        desk,
        u"SELECT id, request_body FROM payout_outbox WHERE profile_id = ? AND state = 'AWAITING_APPROVAL' "
        "ORDER BY created_at"_s,
        {bench::scaleProfileId()});
    comment(u"baseline Q: the %1 waiting rows by a raw indexed SELECT: %2"_s.arg(rawRows).arg(ms(rawMs)));
    setup.open();
    approvals::ApprovalsController controller(
        {&desk.drafts, &desk.outbox, &desk.desk, &desk.operators, nullptr});
    controller.setProfile(bench::scaleProfileId());
    bool loaded = false;
    QObject::connect(&controller, &approvals::ApprovalsController::loaded, &controller,
                     [&] { loaded = true; });
    QElapsedTimer t;
    t.start();
    controller.reload();
    const double took = waitFor([&] { return loaded; }, t, limit);
    comment(u"Q: %1 in the queue, %2 sent%3"_s.arg(controller.queue().size())
                .arg(controller.sent().size())
                .arg(controller.error().isEmpty() ? QString() : u", error: "_s + controller.error()));
    return took;
}

// H: one payout's local record, a payout in the middle of the table.
double measureHistoryDetail(Desk &desk, int limit)
{
    BenchOwnWork setup;
    QSqlQuery q(desk.db.connection().value());
    q.prepare(
        u"SELECT id, provider_payout_id FROM payout_outbox WHERE state = 'ACCEPTED' ORDER BY created_at "
        "LIMIT 1 OFFSET (SELECT COUNT(*) / 2 FROM payout_outbox WHERE state = 'ACCEPTED')"_s);
    QString rowId, payoutId;
    if (q.exec() && q.next()) {
        rowId = q.value(0).toString();
        payoutId = q.value(1).toString();
    }
    q.finish();
    const auto [pkMs, pkRows] = timedSelect(desk, u"SELECT * FROM payout_outbox WHERE id = ?"_s, {rowId});
    QElapsedTimer entriesTime;
    entriesTime.start();
    const auto entries = desk.log.entriesOfOutboxRow(rowId);
    comment(u"baseline H: the row by its primary key %1; AuditLog::entriesOfOutboxRow() raw (%2 entries) %3"_s
                .arg(ms(pkMs))
                .arg(entries.ok() ? entries.value().size() : -1)
                .arg(ms(entriesTime.nsecsElapsed() / 1e6)));
    history::LocalRecordReader reader(&desk.drafts, &desk.log, &desk.operators);
    bool done = false;
    int events = -1;
    QObject context;
    setup.open();
    QElapsedTimer t;
    t.start();
    reader.post(bench::scaleProfileId(), payoutId, &context,
                [&](const store::StoreResult<history::LocalRecord> &record) {
                    events = record.ok() && record.value().madeHere ? int(record.value().events.size()) : -1;
                    done = true;
                });
    const double took = waitFor([&] { return done; }, t, limit);
    comment(u"H: payout %1: %2 events in its record"_s.arg(payoutId).arg(events));
    return took;
}

// D: New payout's list of drafts.
double measureDrafts(Desk &desk, int limit)
{
    BenchOwnWork setup;
    QStringList states;
    for (const payouts::PayoutDraft::State s : payouts::DraftsListModel::listedStates())
        states.append(u'\'' + payouts::PayoutDraft::stateKey(s) + u'\'');
    const auto [rawMs, rawRows] = timedSelect(
        desk,
        u"SELECT id FROM payout_outbox WHERE profile_id = ? AND state IN (%1)"_s.arg(states.join(u", ")),
        {bench::scaleProfileId()});
    comment(u"baseline D: the %1 rows listed, ids by a raw indexed SELECT: %2"_s.arg(rawRows).arg(ms(rawMs)));
    setup.open();
    payouts::DraftsListModel model(&desk.drafts, &desk.outbox, &desk.signedIn);
    model.setProfileId(bench::scaleProfileId());
    bool loaded = false;
    QObject::connect(&model, &payouts::DraftsListModel::loaded, &model, [&] { loaded = true; });
    QElapsedTimer t;
    t.start();
    model.reload();
    const double took = waitFor([&] { return loaded; }, t, limit);
    comment(u"D: %1 rows in the list"_s.arg(model.rowCount()));
    return took;
}

// V: the check since the last checkpoint, as the background check after start makes it. The
// whole chain is verified first and recorded as the checkpoint (what Verify, or the stepped whole
// check of a long log, leaves behind), then a day of a busy desk's work is appended through the
// log (1,000 entries) and the check since the checkpoint is timed.
double measureVerify(Desk &desk, bool *intact, qint64 *checked)
{
    QElapsedTimer raw;
    raw.start();
    const auto page = desk.log.entries(std::max<qint64>(0, figures.audit - 1000), 1000);
    int hashed = 0;
    if (page.ok())
        for (const store::AuditEntry &e : page.value())
            hashed += e.computeHash() == e.hash;
    comment(u"baseline V: the newest 1000 entries read and hashed: %1"_s.arg(ms(raw.nsecsElapsed() / 1e6)));
    QElapsedTimer whole;
    whole.start();
    const auto verified = desk.log.verify();
    *intact = verified.ok() && verified.value().isIntact();
    *checked = verified.ok() ? verified.value().entriesChecked() : -1;
    comment(u"V: the whole chain verified in %1 (the Task's work, in steps, off the window)"_s.arg(
        ms(whole.nsecsElapsed() / 1e6)));
    if (!*intact)
        return -1;
    const auto checkpoint = desk.log.recordCheckpoint(verified.value());
    if (!checkpoint.ok()) {
        note(u"V: no checkpoint recorded: %1"_s.arg(checkpoint.error().toString()));
        return -1;
    }
    for (int i = 0; i < 1000; ++i) {
        const QJsonObject detail {{u"outbox_id"_s, u"bench-%1"_s.arg(i)}};
        if (!desk.log
                 .append(store::AuditEvent(store::AuditEvent::Action::DraftOpened, u"bench-profile"_s, detail,
                                           desk.db.now()))
                 .ok())
            break;
    }
    QElapsedTimer t;
    t.start();
    const auto since = desk.log.verifySinceCheckpoint();
    const double took = t.nsecsElapsed() / 1e6;
    if (!since.ok() || !since.value().isIntact()) {
        note(u"V: the check since the checkpoint did not find the chain whole"_s);
        *intact = false;
        return took;
    }
    comment(u"V: %1 entries read since the checkpoint"_s.arg(since.value().entriesRead()));
    return took;
}

// Paydesk's local sandbox in a child process (its CPU is not this process's): its address.
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

// The ids of `count` payouts made on the sandbox (bulk, over the last two days).
QStringList sandboxPayouts(test::HttpClient &http, int count)
{
    const auto filled
        = http.post(u"/_sandbox/payouts/bulk"_s,
                    {{u"count"_s, count},
                     {u"from"_s, QDateTime::currentDateTimeUtc().addDays(-2).toString(Qt::ISODate)},
                     {u"to"_s, QDateTime::currentDateTimeUtc().addSecs(-60).toString(Qt::ISODate)},
                     {u"currency"_s, u"KES"_s}});
    if (filled.status != 201)
        return {};
    QStringList ids;
    QUrlQuery query;
    query.addQueryItem(u"paging_limit"_s, u"50"_s);
    for (int page = 0; page < 100 && ids.size() < count; ++page) {
        const test::HttpResult r = http.get(u"/payouts"_s, query);
        for (const QJsonValue &p : r.dataArray())
            ids.append(p.toObject().value(u"id"_s).toString());
        const QString after = r.json()["meta"_L1]["paging"_L1]["cursors"_L1]["after"_L1].toString();
        if (after.isEmpty() || r.dataArray().isEmpty())
            break;
        query.removeAllQueryItems(u"paging_after"_s);
        query.addQueryItem(u"paging_after"_s, after);
    }
    return ids;
}

bool exec(Desk &desk, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery q(desk.db.connection().value());
    q.prepare(sql);
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    if (!q.exec()) {
        note(u"setup: "_s + q.lastError().text());
        return false;
    }
    return true;
}

// F: the follower's catch-up, 200 due rows (their pyt- ids the sandbox's), the others later.
double measureFollowerCatchUp(Desk &desk, const QUrl &base, const QString &key, test::HttpClient &http,
                              int limit)
{
    constexpr int kDue = 200;
    const QStringList ids = sandboxPayouts(http, kDue);
    if (ids.size() < kDue) {
        note(u"F: the sandbox has %1 payouts, not %2"_s.arg(ids.size()).arg(kDue));
        return -1;
    }
    // Set up outside the timed part: every unsettled row later (1-2 h), then the oldest 200 due now
    // with the sandbox's payouts (the store may have been filled an hour ago: --keep).
    const QDateTime now = QDateTime::currentDateTimeUtc();
    exec(desk,
         u"UPDATE payout_outbox SET next_follow_at = ? WHERE state = 'ACCEPTED' AND settled_at IS NULL"_s,
         {store::AuditEntry::timeText(now.addSecs(3600 + 1800))});
    QSqlQuery q(desk.db.connection().value());
    q.exec(
        u"SELECT id FROM payout_outbox WHERE state = 'ACCEPTED' AND settled_at IS NULL ORDER BY created_at LIMIT %1"_s
            .arg(kDue));
    QStringList rows;
    while (q.next())
        rows.append(q.value(0).toString());
    q.finish();
    for (int i = 0; i < rows.size(); ++i)
        exec(desk, u"UPDATE payout_outbox SET provider_payout_id = ?, next_follow_at = ? WHERE id = ?"_s,
             {ids.at(i), store::AuditEntry::timeText(now.addSecs(-60)), rows.at(i)});

    QNetworkAccessManager network;
    profiles::Profile profile = profiles::Profile::localSandbox();
    auto session
        = std::make_unique<session::Session>(profile, nullptr, &network, test::starterFor(base, key));
    session->reconnect();
    QElapsedTimer ready;
    ready.start();
    waitFor([&] { return session->isReady() || ready.elapsed() > 10000; }, ready, limit);
    if (!session->isReady()) {
        note(u"F: the session did not become ready"_s);
        return -1;
    }
    // Baseline: the same GETs through the same session, 4 at a time, nothing written.
    {
        int next = 0, done = 0;
        QObject context;
        std::function<void()> more = [&] {
            if (next >= ids.size())
                return;
            api::ApiCall *call = session->client()->getPayout(ids.at(next++));
            QObject::connect(call, &api::ApiCall::finished, &context, [&](const api::ApiResult &) {
                ++done;
                more();
            });
        };
        const double cpu0 = cpuMs();
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < 4; ++i)
            more();
        waitFor([&] { return done >= ids.size(); }, t, limit);
        comment(u"baseline F: the same %1 GET /payouts/{id} through the session, 4 at a time: %2 of CPU, %3"_s
                    .arg(ids.size())
                    .arg(ms(cpuMs() - cpu0))
                    .arg(ms(t.nsecsElapsed() / 1e6)));
    }
    outbox::PayoutFollower follower(&desk.outbox, [&](const QString &) { return session.get(); });
    bool idle = false;
    int changed = 0;
    QObject::connect(&follower, &outbox::PayoutFollower::idle, &follower, [&] { idle = true; });
    QObject::connect(&follower, &outbox::PayoutFollower::stateChanged, &follower, [&] { ++changed; });
    const double cpu0 = cpuMs();
    QElapsedTimer t;
    t.start();
    follower.start();
    const double wall = waitFor([&] { return idle; }, t, limit);
    const double cpu = cpuMs() - cpu0;
    follower.stop();
    comment(u"F: %1 due rows (the rest later or settled), idle after %2 (wall), %3 state changes written"_s
                .arg(rows.size())
                .arg(ms(wall))
                .arg(changed));
    return cpu;
}

// I: both loops running, the rows' profile's session never ready.
double measureIdle(Desk &desk, int seconds)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    exec(desk,
         u"UPDATE payout_outbox SET next_follow_at = ? WHERE state = 'ACCEPTED' AND settled_at IS NULL"_s,
         {store::AuditEntry::timeText(now.addSecs(-60))});
    QSqlQuery q(desk.db.connection().value());
    q.exec(
        u"SELECT state, COUNT(*) FROM payout_outbox WHERE state IN ('UNCERTAIN', 'APPROVED', 'SUBMITTING') "
        "OR (state = 'ACCEPTED' AND settled_at IS NULL) GROUP BY state"_s);
    QStringList waiting;
    while (q.next())
        waiting.append(u"%1 %2"_s.arg(q.value(1).toInt()).arg(q.value(0).toString()));
    q.finish();
    comment(
        u"I: waiting for a session: %1 (the ACCEPTED ones unsettled, all due)"_s.arg(waiting.join(u", ")));

    // Baseline: this process with nothing running.
    {
        const int base = std::min(seconds, 5);
        const double cpu0 = cpuMs();
        QElapsedTimer t;
        t.start();
        runFor(base);
        comment(u"baseline I: the process with nothing running, %1 s: %2% CPU"_s.arg(base).arg(
            (cpuMs() - cpu0) / (t.nsecsElapsed() / 1e6) * 100, 0, 'f', 2));
    }
    QNetworkAccessManager network;
    test::LocalSandbox never(QUrl(u"http://127.0.0.1:9"_s), u"none"_s);
    never.holdStart = true; // connecting, for ever
    session::Session session(profiles::Profile::localSandbox(), nullptr, &network, never.starter());
    session.reconnect();
    outbox::OutboxProcessor processor(&desk.outbox, [&](const QString &) { return &session; });
    outbox::PayoutFollower follower(&desk.outbox, [&](const QString &) { return &session; });
    int processorIdle = 0, followerIdle = 0;
    QObject::connect(&processor, &outbox::OutboxProcessor::idle, &processor, [&] { ++processorIdle; });
    QObject::connect(&follower, &outbox::PayoutFollower::idle, &follower, [&] { ++followerIdle; });
    const double cpu0 = cpuMs();
    QElapsedTimer t;
    t.start();
    processor.start();
    follower.start();
    runFor(seconds);
    const double pct = (cpuMs() - cpu0) / (t.nsecsElapsed() / 1e6) * 100;
    processor.stop();
    follower.stop();
    comment(u"I: over %1 s the processor said idle %2 times, the follower %3 times"_s.arg(seconds)
                .arg(processorIdle)
                .arg(followerIdle));
    return pct;
}

bool parse(const QStringList &args, Options &o, QString *why)
{
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        const auto number = [&](int &into) {
            bool ok = false;
            into = args.value(++i).toInt(&ok);
            if (!ok || into < 0)
                *why = a + u" needs a number"_s;
            return ok;
        };
        if (a == u"--outbox") {
            if (!number(o.outbox))
                return false;
        } else if (a == u"--audit") {
            if (!number(o.audit))
                return false;
        } else if (a == u"--idle-seconds") {
            if (!number(o.idleSeconds))
                return false;
        } else if (a == u"--limit") {
            if (!number(o.limitSeconds))
                return false;
        } else if (a == u"--keep") {
            o.keep = args.value(++i);
        } else if (a == u"--self-test") {
            o.selfTest = true;
        } else {
            *why = u"unknown option "_s + a;
            return false;
        }
    }
    if (o.selfTest) {
        o.outbox = std::min(o.outbox, 2000);
        o.audit = std::min(o.audit, 20000);
        o.idleSeconds = std::min(o.idleSeconds, 3);
    }
    return true;
}

// The store to measure: a fresh fill, or a copy of the one kept.
std::optional<QString> storeFile(const Options &o, const QTemporaryDir &dir)
{
    bench::FillOptions fill;
    fill.outbox = o.outbox;
    fill.audit = o.audit;
    fill.progress = [](const QString &line) { note(line); };
    const QString work = dir.filePath(u"store.sqlite"_s);
    QString kept;
    if (!o.keep.isEmpty()) {
        QDir().mkpath(o.keep);
        kept = QDir(o.keep).filePath(u"store-%1-%2.sqlite"_s.arg(o.outbox).arg(o.audit));
        if (QFile::exists(kept) && QFile::copy(kept, work)) {
            note(u"reusing %1 (a copy of it is measured)"_s.arg(kept));
            comment(u"store: a copy of %1, filled by an earlier run"_s.arg(kept));
            return work;
        }
    }
    fill.file = kept.isEmpty() ? work : kept + u".part"_s;
    const bench::FillResult filled = bench::fillStore(fill);
    if (!filled.ok) {
        note(u"fill: "_s + filled.error);
        return std::nullopt;
    }
    comment(u"store filled in %1 s: %2 outbox rows, %3 audit entries"_s.arg(filled.seconds, 0, 'f', 1)
                .arg(filled.rows)
                .arg(filled.entries));
    if (!kept.isEmpty()) {
        if (!QFile::rename(fill.file, kept) || !QFile::copy(kept, work))
            return std::nullopt;
    }
    return work;
}

} // namespace

int main(int argc, char **argv)
{
    // The operators' passphrases need the crypto module: the build's, unless scripts/bench says.
    if (!qEnvironmentVariableIsSet("PAYDESK_MODULE_DIR"))
        qputenv("PAYDESK_MODULE_DIR", PAYDESK_BUILD_MODULE_DIR);
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(u"paydesk.*.info=false\npaydesk.*.debug=false\nqt.*=false"_s);
    Options o;
    QString why;
    if (!parse(app.arguments(), o, &why)) {
        note(u"bench_store_scale: "_s + why);
        return 2;
    }
    QTemporaryDir dir;
    const std::optional<QString> file = storeFile(o, dir);
    if (!file)
        return 1;
    startWatchdog();

    Desk desk(*file, dir.filePath(u"settings.ini"_s));
    if (const auto opened = desk.db.open(); !opened.ok()) {
        note(opened.error().toString());
        return 1;
    }
    {
        QSqlQuery q(desk.db.connection().value());
        q.exec(u"SELECT (SELECT COUNT(*) FROM payout_outbox), (SELECT last_seq FROM audit_head)"_s);
        q.next();
        setFigure([&](Figures &f) {
            f.outbox = q.value(0).toInt();
            f.audit = q.value(1).toLongLong();
        });
    }

    // The pages first, then the background loops; the approval queue last, because before issue
    // 24's fixes it may block the window's thread for minutes (--limit ends the run then).
    StallWatch stalls;
    g_stalls = &stalls;
    stalls.start();
    measuring = "audit_page_ms";
    const auto [a, m] = measureAuditPage(desk, o.limitSeconds);
    setFigure([&](Figures &f) {
        f.a = a;
        f.m = m;
    });
    measuring = "history_detail_ms";
    const double h = measureHistoryDetail(desk, o.limitSeconds);
    setFigure([&](Figures &f) { f.h = h; });
    measuring = "drafts_ms";
    const double d = measureDrafts(desk, o.limitSeconds);
    setFigure([&](Figures &f) { f.d = d; });
    stalls.stop();

    measuring = "verify_since_checkpoint_ms";
    bool intact = false;
    qint64 checked = 0;
    const double v = measureVerify(desk, &intact, &checked);
    setFigure([&](Figures &f) { f.v = v; });
    comment(u"the audit chain %1 (%2 entries checked by AuditLog::verify())"_s
                .arg(intact ? u"verifies whole"_s : u"does NOT verify"_s)
                .arg(checked));

    measuring = "follower_catchup_cpu_ms";
    const QString key = sandbox::SandboxServer::makeKey();
    {
        QProcess sandboxProcess;
        const std::optional<QUrl> base = startSandbox(sandboxProcess, key);
        if (!base) {
            note(u"F: the sandbox did not start"_s);
        } else {
            test::HttpClient http(*base, key);
            const double f = measureFollowerCatchUp(desk, *base, key, http, o.limitSeconds);
            setFigure([&](Figures &x) { x.f = f; });
        }
        sandboxProcess.kill();
        sandboxProcess.waitForFinished(5000);
    }
    measuring = "idle_cpu_pct";
    const double i = measureIdle(desk, o.idleSeconds);
    setFigure([&](Figures &f) { f.i = i; });

    // The processor and the follower of I wrote (claims, releases, looks): the queue is read as
    // the app reads it then.
    measuring = "approvals_ms";
    stalls.start();
    const double q = measureApprovals(desk, o.limitSeconds);
    stalls.stop();
    setFigure([&](Figures &f) {
        f.q = q;
        f.s = stalls.maxGapMs();
    });

    Figures r;
    {
        std::lock_guard lock(figuresLock);
        r = figures;
    }
    QTextStream(stdout) << resultLine(r) << Qt::endl;
    return o.selfTest && !intact ? 1 : 0;
}
