// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/PayoutFollower.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "core/Logging.h"
#include "outbox/OutboxStore.h"
#include "outbox/ReadySessions.h"
#include "payouts/PayoutStateText.h"
#include "session/Session.h"

#include <QPointer>
#include <QRandomGenerator>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

PAYDESK_LOGGING_CATEGORY(lcFollow, "outbox.follow")

using store::StoreResult;

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
    connect(&m_poll, &QTimer::timeout, this, &PayoutFollower::onPoll);
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
    m_readAgain = true;
    qCInfo(lcFollow) << "payout follower starts";
    pump();
}

void PayoutFollower::stop()
{
    m_running = false;
    m_poll.stop();
    m_queue.clear();
}

void PayoutFollower::wake()
{
    if (!m_running)
        return;
    m_poll.stop();
    m_pausedUntil = {};
    m_readAgain = true;
    // A read already out may have been made before what woke this (a row accepted just now).
    if (m_listing)
        m_wokenWhileListing = true;
    pump();
}

void PayoutFollower::pump()
{
    if (!m_running)
        return;
    while (m_jobs.size() < m_options.maxInFlight && !m_queue.isEmpty()) {
        payouts::PayoutDraft row = m_queue.takeFirst();
        if (m_jobs.contains(row.id))
            continue; // read again while it was being looked at
        auto *job = new Job;
        job->row = std::move(row);
        m_jobs.insert(job->row.id, job);
        handle(job);
    }
    if (!m_queue.isEmpty() || m_listing || m_jobs.size() >= m_options.maxInFlight)
        return;
    if (!m_readAgain && !m_jobs.isEmpty())
        return; // the last read found only rows in hand: read when one of them is done
    if (m_pausedUntil.isValid() && m_outbox->now() < m_pausedUntil)
        return; // the store failed a moment ago: the poll comes back to it
    listProfiles();
}

void PayoutFollower::listProfiles()
{
    m_listing = true;
    m_readAgain = false;
    m_outbox->post<QStringList>(
        this, [follow = m_followStore] { return follow.profiles(); },
        [this](const StoreResult<QStringList> &result) {
            if (!m_running) {
                m_listing = false;
                return;
            }
            if (!result.ok()) {
                m_listing = false;
                storeFailed(result.error().toString());
                return;
            }
            // Only the profiles whose session is ready are read: the rows of the others wait,
            // unread, until their session says it is ready (or the next poll).
            const ReadyProfiles split = splitByReadiness(result.value(), m_sessionFor);
            m_someWaiting = split.someWaiting;
            for (session::Session *session : split.waiting)
                connect(session, &session::Session::stateChanged, this, &PayoutFollower::onSessionState,
                        Qt::UniqueConnection);
            QStringList ready = split.ready;
            if (ready.isEmpty()) {
                m_listing = false;
                if (std::exchange(m_wokenWhileListing, false)) {
                    m_readAgain = true; // a session became ready while this was read
                    pump();
                    return;
                }
                caughtUp({});
                return;
            }
            m_outbox->post<PayoutFollowStore::Due>(
                this,
                [follow = m_followStore, now = m_outbox->now(), limit = m_options.batch, ready] {
                    return follow.due(now, limit, ready);
                },
                [this](const StoreResult<PayoutFollowStore::Due> &due) { onDue(due); });
        });
}

void PayoutFollower::onSessionState(session::Session::State state)
{
    if (state == session::Session::State::Ready)
        wake();
}

void PayoutFollower::onDue(const StoreResult<PayoutFollowStore::Due> &result)
{
    m_listing = false;
    if (!m_running)
        return;
    if (!result.ok()) {
        storeFailed(result.error().toString());
        return;
    }
    ++m_dueReads;
    m_rowsRead += result.value().rows.size();
    for (const payouts::PayoutDraft &row : result.value().rows) {
        if (!m_jobs.contains(row.id))
            m_queue.append(row);
    }
    m_readAgain = result.value().more;
    // Woken while this read was out: read once more (what woke it may not be in this read).
    if (std::exchange(m_wokenWhileListing, false))
        m_readAgain = true;
    else if (m_queue.isEmpty()) {
        caughtUp(result.value().nextAt);
        return;
    }
    pump();
}

void PayoutFollower::caughtUp(const QDateTime &nextAt)
{
    if (m_jobs.isEmpty())
        Q_EMIT idle();
    QDateTime at = nextAt;
    // A profile whose session is not ready is asked about again after notReadyWait (its
    // session's Ready wakes this follower sooner), reading nothing but the list of profiles.
    if (m_someWaiting) {
        const QDateTime again = m_outbox->now().addMSecs(m_options.notReadyWait.count());
        if (!at.isValid() || again < at)
            at = again;
    }
    schedule(at);
}

void PayoutFollower::storeFailed(const QString &error)
{
    qCWarning(lcFollow).noquote() << "payouts to follow not read or written:" << error;
    m_pausedUntil = m_outbox->now().addMSecs(m_options.errorBase.count());
    schedule(m_pausedUntil);
}

void PayoutFollower::schedule(const QDateTime &nextAt)
{
    qint64 wait = m_options.idlePoll.count();
    if (nextAt.isValid())
        wait = std::clamp<qint64>(m_outbox->now().msecsTo(nextAt) + 1, 10, wait);
    if (!m_poll.isActive() || m_poll.remainingTime() > wait)
        m_poll.start(std::chrono::milliseconds(wait));
}

void PayoutFollower::onPoll()
{
    m_pausedUntil = {};
    m_readAgain = true;
    pump();
}

void PayoutFollower::handle(Job *job)
{
    job->session = m_sessionFor(job->row.profileId);
    if (!canWorkThrough(job->session)) {
        // Not a failure: the row waits for its profile's session, untouched, and so do the other
        // rows of that profile read with it (read again once the session is ready).
        qCDebug(lcFollow).noquote() << "outbox row" << job->row.id << "waits: the session of profile"
                                    << job->row.profileId << "is not ready";
        const QString profileId = job->row.profileId;
        m_queue.removeIf([&](const payouts::PayoutDraft &row) { return row.profileId == profileId; });
        if (job->session)
            connect(job->session, &session::Session::stateChanged, this, &PayoutFollower::onSessionState,
                    Qt::UniqueConnection);
        m_someWaiting = true;
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
    putOff(job, after(m_options.errorBase, m_options.errorMax, errors));
}

void PayoutFollower::putOff(Job *job, const QDateTime &until)
{
    m_outbox->post<bool>(
        job, [follow = m_followStore, row = job->row, until] { return follow.putOff(row, until); },
        [this, job](const StoreResult<bool> &written) {
            if (!written.ok())
                storeFailed(written.error().toString());
            finish(job);
        });
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
                storeFailed(written.error().toString());
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
                const Money amount = row.amount();
                const QString what
                    = u"%1 (%2, %3 %4, profile %5)"_s.arg(row.progress.providerPayoutId, row.customId(),
                                                          amount.currency(), amount.toWire(), row.profileId);
                const QString state = row.progress.payoutState
                    + (row.progress.payoutContext.isEmpty() ? QString()
                                                            : u" "_s + row.progress.payoutContext);
                if (payouts::PayoutStateText::paidNobody(row.progress.payoutState))
                    qCWarning(lcFollow).noquote() << "payout" << what << "is" << state;
                else
                    qCInfo(lcFollow).noquote() << "payout" << what << "is" << state;
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

void PayoutFollower::finish(Job *job)
{
    m_jobs.remove(job->row.id);
    job->deleteLater();
    if (m_running && m_jobs.isEmpty() && m_queue.isEmpty() && !m_listing)
        m_readAgain = true; // the rows in hand are done: what is due now is read
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
