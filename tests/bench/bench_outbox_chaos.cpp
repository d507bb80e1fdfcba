// SPDX-License-Identifier: GPL-3.0-or-later
// The outbox under a lossy network: 1,000 approved payouts sent by one OutboxProcessor to an
// in-process sandbox (its own thread, as in the app) that drops about 10% of the connections of
// POST /v1/payouts AFTER applying the payout (drop_after faults: one injected at every tenth
// row that enters SUBMITTING, so they spread over the run), then the same 1,000 without faults,
// each run on a fresh sandbox and a fresh SQLite store (fault-free, faulty, fault-free again,
// after a short warm-up run). Counts what the service holds against what the outbox says.
// Prints, as its last line:
//   outbox chaos: submitted=1000 on_service=N duplicates=D lost=L throughput_ratio=R
// N the rows whose custom_id the service has, D payouts beyond one per row, L rows that did not
// end ACCEPTED with a payout on the service (all of the faulty run), R the faulty run's rows per
// second over the mean of the two fault-free runs'. Bounded in time (PAYDESK_BENCH_MS per run,
// default 300000); PAYDESK_BENCH_PAYOUTS makes shorter runs, PAYDESK_BENCH_LOG keeps the logs.
// Every row is approved as operators approve it (ApprovalDesk, tests/support/ApprovalSupport.h),
// before the timed part: the passphrases need the crypto module (PAYDESK_MODULE_DIR, which
// scripts/bench sets).

#include "ApprovalSupport.h"
#include "SandboxFixture.h"
#include "SandboxThread.h"
#include "SessionSupport.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QSet>
#include <QTemporaryDir>
#include <QTextStream>

#include <numeric>

using namespace paydesk;
using namespace Qt::StringLiterals;
using State = payouts::PayoutDraft::State;

namespace {

int payoutCount = 1000; // PAYDESK_BENCH_PAYOUTS for a shorter run

struct RunResult
{
    bool ok = false;
    double seconds = 0;
    int accepted = 0;
    int onService = 0;
    int duplicates = 0;
    int lost = 0;
    int faults = 0;
};

QList<QJsonObject> payoutsOn(test::HttpClient &http)
{
    QList<QJsonObject> all;
    QUrlQuery query;
    query.addQueryItem(u"paging_limit"_s, u"50"_s);
    for (int page = 0; page < 1000; ++page) {
        const test::HttpResult r = http.get(u"/payouts"_s, query);
        for (const QJsonValue &p : r.dataArray())
            all.append(p.toObject());
        const QString after = r.json()
                                  .value(u"meta"_s)
                                  .toObject()
                                  .value(u"paging"_s)
                                  .toObject()
                                  .value(u"cursors"_s)
                                  .toObject()
                                  .value(u"after"_s)
                                  .toString();
        if (after.isEmpty() || r.dataArray().isEmpty())
            break;
        query.removeAllQueryItems(u"paging_after"_s);
        query.addQueryItem(u"paging_after"_s, after);
    }
    return all;
}

RunResult run(bool faulty, qint64 budgetMs, int count = payoutCount)
{
    RunResult result;
    QTextStream err(stderr);
    sandbox::SandboxOptions options;
    options.seed = u"empty"_s;
    options.speed = 0;
    const QString key = sandbox::SandboxServer::makeKey();
    options.keys = {{key, {}}};
    sandbox::SandboxThread sandbox(options);
    QString error;
    if (!sandbox.waitUntilStarted(&error)) {
        err << "sandbox: " << error << Qt::endl;
        return result;
    }
    test::HttpClient http(sandbox.baseUrl(), key);
    http.post(u"/_sandbox/wallets"_s, {{u"currency"_s, u"KES"_s}, {u"value"_s, u"100000000.00"_s}});

    QTemporaryDir dir;
    store::Store db(store::StoreConfig::sqlite(dir.filePath(u"outbox.sqlite"_s)));
    if (const auto opened = db.open(); !opened.ok()) {
        err << opened.error().toString() << Qt::endl;
        return result;
    }
    store::AuditLog log(&db);
    store::PayoutDrafts drafts(&db, &log);
    outbox::OutboxStore outbox(&db, &log);
    test::TestApprovals approvals(&db, &log, &outbox); // rows are approved as operators approve them
    const QString profileId = u"bench"_s;
    QHash<QString, QString> customIds; // row id -> custom_id
    for (int i = 0; i < count; ++i) {
        payouts::PayoutDraft::Content content;
        // Numbers ending 1xxxxx: none is one of the sandbox's magic numbers (...000503 and so on).
        content.requestBody = test::kenyaPayout(u"150.00"_s, u"+2547131%1"_s.arg(i, 5, 10, QChar(u'0')));
        const QString customId = u"CHAOS-%1-%2"_s.arg(faulty ? u"F"_s : u"C"_s).arg(i, 5, 10, QChar(u'0'));
        content.requestBody.insert(u"custom_id"_s, customId);
        content.recipientSummary = u"Jane Wanjiku"_s;
        content.maker = test::TestApprovals::maker();
        const auto draft = drafts.save(profileId, content);
        if (!draft.ok()) {
            err << draft.error().toString() << Qt::endl;
            return result;
        }
        const auto approved = approvals.approve(profileId, draft.value().id, draft.value().revision);
        if (!approved.ok()) {
            err << approved.error().toString() << Qt::endl;
            return result;
        }
        customIds.insert(approved.value().id, customId);
    }

    QNetworkAccessManager network;
    auto session = test::makeSession(sandbox.baseUrl(), key, &network);
    if (!session) {
        err << "no session" << Qt::endl;
        return result;
    }
    api::RetryPolicy policy;
    policy.maxRetries = 3;
    policy.baseDelay = std::chrono::milliseconds(20);
    policy.maxDelay = std::chrono::milliseconds(100);
    session->client()->setRetryPolicy(policy);

    outbox::OutboxProcessor::Options processorOptions;
    processorOptions.maxInFlight = 16;
    processorOptions.retryBase = std::chrono::milliseconds(100);
    processorOptions.retryMax = std::chrono::milliseconds(1000);
    processorOptions.idlePoll = std::chrono::milliseconds(100);
    outbox::OutboxProcessor processor(
        &outbox, [&](const QString &) { return session.get(); }, processorOptions);

    // One drop_after fault for every tenth row that is sent: it takes the next POST /v1/payouts.
    int submitting = 0;
    QObject::connect(&outbox, &outbox::OutboxStore::changed, &processor, [&](const QString &, State state) {
        if (!faulty || state != State::Submitting || ++submitting % 10 != 0)
            return;
        ++result.faults;
        const QJsonObject fault = test::fault("POST", "/v1/payouts", "drop_after", 1);
        QNetworkReply *reply = http.start("POST", http.url(u"/_sandbox/faults"_s),
                                          QJsonDocument(fault).toJson(QJsonDocument::Compact));
        QObject::connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
    });
    QSet<QString> done;
    QEventLoop loop;
    QObject::connect(&processor, &outbox::OutboxProcessor::rowFinished, &loop,
                     [&](const QString &id, State state) {
                         if (state == State::Accepted || state == State::Rejected)
                             done.insert(id);
                         if (done.size() == count)
                             loop.quit();
                     });
    QTimer::singleShot(budgetMs, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    processor.start();
    loop.exec();
    result.seconds = double(clock.nsecsElapsed()) / 1e9;
    processor.stop();

    const auto accepted = outbox.list(State::Accepted);
    QHash<QString, int> onService;
    const QList<QJsonObject> all = payoutsOn(http);
    for (const QJsonObject &p : all)
        ++onService[p.value(u"custom_id"_s).toString()];
    QSet<QString> acceptedIds;
    if (accepted.ok()) {
        for (const payouts::PayoutDraft &row : accepted.value())
            acceptedIds.insert(row.id);
    }
    result.accepted = int(acceptedIds.size());
    for (auto it = customIds.cbegin(); it != customIds.cend(); ++it) {
        const int n = onService.value(it.value());
        result.onService += n > 0;
        result.duplicates += std::max(0, n - 1);
        result.lost += !(n > 0 && acceptedIds.contains(it.key()));
    }
    result.duplicates += int(all.size()) - int(std::accumulate(onService.cbegin(), onService.cend(), 0));
    result.ok = true;
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (!qEnvironmentVariableIsSet("PAYDESK_BENCH_LOG"))
        QLoggingCategory::setFilterRules(u"paydesk.*.info=false\nqt.*=false"_s);
    const qint64 budgetMs = qEnvironmentVariableIsSet("PAYDESK_BENCH_MS")
        ? qEnvironmentVariableIntValue("PAYDESK_BENCH_MS")
        : 300000;
    QTextStream out(stdout);
    if (qEnvironmentVariableIsSet("PAYDESK_BENCH_PAYOUTS"))
        payoutCount = qEnvironmentVariableIntValue("PAYDESK_BENCH_PAYOUTS");

    // A short run first, so that no measured run pays for the first connections and pages; then
    // fault-free, faulty, fault-free again, the faulty run compared with the mean of the other two
    // (the machine is shared: the later of two runs is often the faster).
    (void)run(false, budgetMs, 50);
    const auto rate = [](const RunResult &r) { return r.seconds > 0 ? r.accepted / r.seconds : 0.0; };
    const auto report = [&](const char *name, const RunResult &r) {
        out << name << r.accepted << " accepted in " << QString::number(r.seconds, 'f', 2) << " s ("
            << QString::number(rate(r), 'f', 0) << "/s), on_service=" << r.onService
            << " duplicates=" << r.duplicates << " lost=" << r.lost;
        if (r.faults > 0)
            out << ", " << r.faults << " connections dropped after the payout was applied";
        out << Qt::endl;
    };
    const RunResult before = run(false, budgetMs);
    report("fault-free: ", before);
    const RunResult faulty = run(true, budgetMs);
    report("faulty:     ", faulty);
    const RunResult after = run(false, budgetMs);
    report("fault-free: ", after);
    const double cleanRate = (rate(before) + rate(after)) / 2;
    const double ratio = cleanRate > 0 ? rate(faulty) / cleanRate : 0;
    out << "outbox chaos: submitted=" << payoutCount << " on_service=" << faulty.onService
        << " duplicates=" << faulty.duplicates << " lost=" << faulty.lost
        << " throughput_ratio=" << QString::number(ratio, 'f', 2) << Qt::endl;
    return faulty.ok && before.ok && after.ok ? 0 : 1;
}
