// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/PayoutFollower.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "core/Logging.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutStateText.h"
#include "session/Session.h"

#include <QPointer>
#include <QRandomGenerator>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

PAYDESK_LOGGING_CATEGORY(lcFollow, "outbox.follow")

using store::StoreResult;

namespace { } // namespace

// One row being looked at.
struct PayoutFollower::Job : QObject
{
    payouts::PayoutDraft row;
    QPointer<session::Session> session;
};

PayoutFollower::PayoutFollower(OutboxStore *outbox, SessionFor sessionFor, QObject *parent)
    : PayoutFollower(outbox, std::move(sessionFor), Options(), parent)
{ }

PayoutFollower::PayoutFollower(OutboxStore *outbox, SessionFor sessionFor, Options options, QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_followStore(outbox->store(), outbox->auditLog())
    , m_sessionFor(std::move(sessionFor))
    , m_options(options)
{
    Q_ASSERT(m_outbox && m_sessionFor);
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &PayoutFollower::pump);
}

PayoutFollower::~PayoutFollower()
{
    m_running = false;
    qDeleteAll(m_jobs); // their calls and store callbacks are dropped with them
}

void PayoutFollower::start()
{
    if (m_running)
        return;
    m_running = true;
    qCInfo(lcFollow) << "payout follower starts";
    pump();
}

void PayoutFollower::stop()
{
    m_running = false;
    m_poll.stop();
}

void PayoutFollower::wake()
{
    if (!m_running)
        return;
    m_poll.stop();
    pump();
}

void PayoutFollower::pump()
{
    if (!m_running || m_listing || m_jobs.size() >= m_options.maxInFlight)
        return;
    m_listing = true;
    const QDateTime now = m_outbox->now();
    QStringList skip = m_jobs.keys();
    for (auto it = m_heldUntil.cbegin(); it != m_heldUntil.cend(); ++it) {
        if (it.value() > now)
            skip.append(it.key());
    }
    m_outbox->post<PayoutFollowStore::Due>(
        this,
        [follow = m_followStore, now, limit = m_options.batch, skip] { return follow.due(now, limit, skip); },
        [this](const StoreResult<PayoutFollowStore::Due> &result) { onDue(result); });
}

void PayoutFollower::onDue(const StoreResult<PayoutFollowStore::Due> &result)
{
    m_listing = false;
    if (!m_running)
        return;
    if (!result.ok()) {
        qCWarning(lcFollow).noquote() << "no payout to follow read:" << result.error().toString();
        m_poll.start(m_options.idlePoll);
        return;
    }
    const QDateTime now = m_outbox->now();
    QDateTime nextAt = result.value().nextAt;
    // Rows put off in memory were left out of the list; the earliest of them may come first.
    for (auto it = m_heldUntil.begin(); it != m_heldUntil.end();) {
        if (it.value() <= now) {
            it = m_heldUntil.erase(it);
            continue;
        }
        if (!nextAt.isValid() || it.value() < nextAt)
            nextAt = it.value();
        ++it;
    }
    int started = 0;
    for (const payouts::PayoutDraft &row : result.value().rows) {
        if (m_jobs.size() >= m_options.maxInFlight)
            break;
        if (m_jobs.contains(row.id) || m_heldUntil.contains(row.id))
            continue;
        auto *job = new Job;
        job->row = row;
        m_jobs.insert(row.id, job);
        ++started;
        handle(job);
    }
    if (m_jobs.isEmpty() && started == 0)
        Q_EMIT idle();
    schedule(nextAt);
}

void PayoutFollower::schedule(const QDateTime &nextAt)
{
    qint64 wait = m_options.idlePoll.count();
    if (nextAt.isValid())
        wait = std::clamp<qint64>(m_outbox->now().msecsTo(nextAt) + 1, 10, wait);
    if (!m_poll.isActive() || m_poll.remainingTime() > wait)
        m_poll.start(std::chrono::milliseconds(wait));
}

void PayoutFollower::handle(Job *job)
{
    job->session = m_sessionFor(job->row.profileId);
    if (!job->session || !job->session->isReady() || !job->session->client()->hasApiKey()) {
        // Not a failure: the row waits for its profile's session, untouched.
        qCDebug(lcFollow).noquote() << "outbox row" << job->row.id << "waits: the session of profile"
                                    << job->row.profileId << "is not ready";
        hold(job->row.id, m_options.notReadyWait);
        finish(job);
        return;
    }
    api::ApiCall *call = job->session->client()->getPayout(job->row.progress.providerPayoutId);
    connect(call, &api::ApiCall::finished, job,
            [this, job](const api::ApiResult &result) { onAnswer(job, result); });
}

void PayoutFollower::onAnswer(Job *job, const api::ApiResult &result)
{
    if (const auto *payout = result.value<api::Payout>(); payout && result.isOk()) {
        m_errors.remove(job->row.id);
        record(job, payout->state.code, payout->state.context);
        return;
    }
    const api::ApiError &error = result.error();
    if (error.kind() == api::ApiError::Kind::Http && error.httpStatus() == 404) {
        // The service gave this id: it is recorded and looked for again, never given up.
        m_errors.remove(job->row.id);
        qCWarning(lcFollow).noquote() << "outbox row" << job->row.id << "payout"
                                      << job->row.progress.providerPayoutId << "not found at the service";
        record(job, payouts::PayoutStateText::notFoundCode(), {});
        return;
    }
    const qint64 errors = m_errors.value(job->row.id);
    m_errors.insert(job->row.id, errors + 1);
    qCInfo(lcFollow).noquote() << "outbox row" << job->row.id << "payout not looked at:" << error.toString();
    const QDateTime at = after(m_options.errorBase, m_options.errorMax, errors);
    hold(job->row.id, std::chrono::milliseconds(m_outbox->now().msecsTo(at)));
    finish(job);
}

void PayoutFollower::record(Job *job, const QString &state, const QString &context)
{
    const payouts::PayoutDraft &row = job->row;
    const QDateTime now = m_outbox->now();
    const bool changed = state != row.progress.payoutState || context != row.progress.payoutContext;
    FollowLook look;
    look.state = state;
    look.context = context;
    look.followRetries = changed ? 0 : row.submission.followRetries + 1;
    if (payouts::PayoutStateText::paidNobody(state)) { // failed, cancelled or reversed: settled
        look.settle = true;
    } else if (state == u"SENT") {
        const QDateTime sentSince = changed || !row.updatedAt.isValid() ? now : row.updatedAt;
        if (sentSince.addMSecs(m_options.sentWindow.count()) <= now)
            look.settle = true;
        else
            look.nextFollowAt = after(m_options.sentBase, m_options.sentMax, look.followRetries);
    } else if (state == payouts::PayoutStateText::notFoundCode()) {
        look.nextFollowAt = after(m_options.notFoundBase, m_options.notFoundMax, look.followRetries);
    } else {
        look.nextFollowAt = after(m_options.pendingBase, m_options.pendingMax, look.followRetries);
    }
    m_outbox->post<std::optional<payouts::PayoutDraft>>(
        job, [follow = m_followStore, row, look, now] { return follow.record(row, look, now); },
        [this, job, changed](const StoreResult<std::optional<payouts::PayoutDraft>> &written) {
            if (!written.ok()) {
                qCWarning(lcFollow).noquote() << "outbox row" << job->row.id << written.error().toString();
                hold(job->row.id, m_options.errorBase);
                finish(job);
                return;
            }
            if (!written.value()) {
                // Another follower (window, workstation) wrote this row first: its write counts.
                qCDebug(lcFollow).noquote() << "outbox row" << job->row.id << "was followed elsewhere";
                finish(job);
                return;
            }
            const payouts::PayoutDraft &row = *written.value();
            if (changed) {
                Q_EMIT stateChanged(row.profileId, row.id, row.progress.payoutState,
                                    row.progress.payoutContext);
                if (row.progress.payoutState == u"FAILED" || row.progress.payoutState == u"REVERSED")
                    Q_EMIT failed(row.profileId, row.id, row.customId(),
                                  payouts::PayoutStateText::sentence(row.progress.payoutState,
                                                                     row.progress.payoutContext));
            }
            finish(job);
        });
}

void PayoutFollower::hold(const QString &id, std::chrono::milliseconds wait)
{
    m_heldUntil.insert(id, m_outbox->now().addMSecs(std::max<qint64>(wait.count(), 1)));
}

void PayoutFollower::finish(Job *job)
{
    m_jobs.remove(job->row.id);
    job->deleteLater();
    pump();
}

QDateTime PayoutFollower::after(std::chrono::milliseconds base, std::chrono::milliseconds max,
                                qint64 count) const
{
    const qint64 shift = std::clamp<qint64>(count, 0, 20);
    const qint64 full = std::min<qint64>(base.count() << shift, max.count());
    const qint64 wait = full / 2 + qint64(QRandomGenerator::global()->bounded(double(full / 2 + 1)));
    return m_outbox->now().addMSecs(wait);
}

} // namespace paydesk::outbox
