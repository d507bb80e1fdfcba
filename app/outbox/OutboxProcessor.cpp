// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/OutboxProcessor.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "approvals/ApprovalStatement.h"
#include "core/Logging.h"
#include "outbox/ReadySessions.h"
#include "outbox/SendCheck.h"
#include "session/Session.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

PAYDESK_LOGGING_CATEGORY(lcOutbox, "outbox")

using payouts::PayoutDraft;
using store::StoreResult;
using State = PayoutDraft::State;

namespace {

// What the log says of a row: its custom_id, amount and profile (never its key or body).
QString describe(const PayoutDraft &row)
{
    const Money amount = row.amount();
    return u"%1, %2 %3, profile %4"_s.arg(row.customId(), amount.currency(), amount.toWire(), row.profileId);
}

} // namespace

// One row in this processor's hands: its lease is renewed until the row's step is recorded.
struct OutboxProcessor::Job : QObject
{
    PayoutDraft row;
    QPointer<session::Session> session;
    QTimer renewal;
};

QString OutboxProcessor::processOwner()
{
    static const QString owner = QUuid::createUuid().toString(QUuid::WithoutBraces);
    return owner;
}

OutboxProcessor::OutboxProcessor(OutboxStore *store, SessionFor sessionFor, QObject *parent)
    : OutboxProcessor(store, std::move(sessionFor), Options(), {}, parent)
{ }

OutboxProcessor::OutboxProcessor(OutboxStore *store, SessionFor sessionFor, Options options, QString owner,
                                 QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_sessionFor(std::move(sessionFor))
    , m_options(options)
    , m_owner(owner.isEmpty() ? processOwner() : std::move(owner))
{
    Q_ASSERT(m_store && m_sessionFor);
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &OutboxProcessor::pump);
    connect(m_store, &OutboxStore::approved, this, &OutboxProcessor::wake);
}

OutboxProcessor::~OutboxProcessor()
{
    m_running = false;
    qDeleteAll(m_jobs); // their calls and store callbacks are dropped with them
}

void OutboxProcessor::start()
{
    if (m_running)
        return;
    m_running = true;
    m_stopping = false;
    m_recovering = true;
    m_startedAt = m_store->now();
    qCInfo(lcOutbox).noquote() << "outbox processor" << m_owner
                               << "starts: resolving earlier submissions first";
    pump();
}

void OutboxProcessor::stop()
{
    if (!m_running)
        return;
    m_running = false;
    m_stopping = true;
    m_poll.stop();
    qCInfo(lcOutbox).noquote() << "outbox processor stops taking rows;" << m_jobs.size() << "in hand";
    // From the event loop: a caller connects to stopped() after calling this.
    QMetaObject::invokeMethod(this, &OutboxProcessor::checkStopped, Qt::QueuedConnection);
}

void OutboxProcessor::checkStopped()
{
    if (!m_stopping || m_running || m_claiming || !m_jobs.isEmpty())
        return;
    m_stopping = false;
    qCInfo(lcOutbox) << "outbox processor stopped: no row in hand";
    Q_EMIT stopped();
}

void OutboxProcessor::wake()
{
    if (!m_running)
        return;
    m_poll.stop();
    pump();
}

void OutboxProcessor::pump()
{
    if (!m_running || m_claiming || m_jobs.size() >= m_options.maxInFlight)
        return;
    m_claiming = true;
    m_store->post<QStringList>(
        this, [store = m_store] { return store->profilesWithWork(); },
        [this](const StoreResult<QStringList> &result) {
            if (!m_running) {
                m_claiming = false;
                checkStopped();
                return;
            }
            if (!result.ok()) {
                onClaimed(result.error());
                return;
            }
            // Only the profiles whose session is ready are asked for a row: the rows of the
            // others wait, unclaimed and unread, until their session says it is ready (or the
            // next look after notReadyWait).
            const ReadyProfiles split = splitByReadiness(result.value(), m_sessionFor);
            m_someWaiting = split.someWaiting;
            if (split.someWaiting) {
                QStringList waiting = result.value();
                waiting.removeIf([&split](const QString &id) { return split.ready.contains(id); });
                Q_EMIT profilesWaiting(waiting);
            }
            for (session::Session *session : split.waiting)
                connect(session, &session::Session::stateChanged, this, &OutboxProcessor::onSessionState,
                        Qt::UniqueConnection);
            QStringList ready = split.ready;
            if (ready.isEmpty()) {
                onClaimed(std::optional<PayoutDraft>());
                return;
            }
            // Each profile in turn comes first, so that one profile's many rows do not hold up
            // another's.
            const qsizetype first = m_turn++ % ready.size();
            std::rotate(ready.begin(), ready.begin() + first, ready.end());
            const OutboxStore::Claim kind
                = m_recovering ? OutboxStore::Claim::Recovery : OutboxStore::Claim::Due;
            m_store->post<std::optional<PayoutDraft>>(
                this,
                [store = m_store, owner = m_owner, kind, lease = m_options.lease, started = m_startedAt,
                 ready] { return store->claim(owner, kind, lease, started, ready); },
                [this](const StoreResult<std::optional<PayoutDraft>> &claimed) { onClaimed(claimed); });
        });
}

void OutboxProcessor::onSessionState(session::Session::State state)
{
    if (state == session::Session::State::Ready)
        wake();
}

void OutboxProcessor::onClaimed(const StoreResult<std::optional<PayoutDraft>> &result)
{
    if (!m_running) {
        if (result.ok() && result.value()) {
            // Taken as stop() came: given back untouched, due at once at the next start.
            m_store->post<void>(
                this,
                [store = m_store, row = *result.value(), owner = m_owner] {
                    return store->release(row, owner, store->now());
                },
                [this](const StoreResult<void> &) {
                    m_claiming = false;
                    checkStopped();
                });
            return;
        }
        m_claiming = false;
        checkStopped();
        return;
    }
    m_claiming = false;
    if (!result.ok()) {
        qCWarning(lcOutbox).noquote() << "outbox: no row taken:" << result.error().toString();
        m_poll.start(m_options.idlePoll);
        return;
    }
    if (!result.value()) {
        if (m_recovering) {
            // Nothing is sent before every earlier row in hand is resolved (finish() looks again).
            // Rows of a profile without a ready session are not in hand: they wait for it.
            if (!m_jobs.isEmpty())
                return;
            m_recovering = false;
            qCInfo(lcOutbox) << "outbox: earlier submissions resolved";
            Q_EMIT recovered();
            pump();
            return;
        }
        m_poll.start(m_someWaiting ? std::min(m_options.idlePoll, m_options.notReadyWait)
                                   : m_options.idlePoll);
        if (m_jobs.isEmpty())
            Q_EMIT idle();
        return;
    }
    auto *job = new Job;
    job->row = *result.value();
    m_jobs.insert(job->row.id, job);
    qCInfo(lcOutbox).noquote() << "outbox row" << job->row.id
                               << u"taken (%1):"_s.arg(PayoutDraft::stateKey(job->row.state))
                               << describe(job->row);
    job->renewal.setInterval(std::chrono::milliseconds(m_options.lease) / 3);
    connect(&job->renewal, &QTimer::timeout, job, [this, job] {
        m_store->post<void>(
            job,
            [store = m_store, row = job->row, owner = m_owner, lease = m_options.lease] {
                return store->renew(row, owner, lease);
            },
            [row = job->row](const StoreResult<void> &renewed) {
                if (!renewed.ok())
                    qCWarning(lcOutbox).noquote() << "outbox row" << row.id << renewed.error().toString();
            });
    });
    job->renewal.start();
    handle(job);
    pump();
}

void OutboxProcessor::handle(Job *job)
{
    job->session = m_sessionFor(job->row.profileId);
    if (!canWorkThrough(job->session)) {
        // Not failed: the row waits for its profile's session.
        qCInfo(lcOutbox).noquote() << "outbox row" << job->row.id << "waits: the session of profile"
                                   << job->row.profileId << "is not ready";
        const QDateTime notBefore = m_store->now().addMSecs(m_options.notReadyWait.count());
        m_store->post<void>(
            job,
            [store = m_store, row = job->row, owner = m_owner, notBefore] {
                return store->release(row, owner, notBefore);
            },
            [this, job](const StoreResult<void> &) { finish(job, std::nullopt); });
        return;
    }
    if (job->row.state == State::Submitting || job->row.state == State::Uncertain)
        lookUp(job, [this, job] { send(job); }); // not there: send it again, with the same key
    else
        send(job);
}

void OutboxProcessor::lookUp(Job *job, std::function<void()> notFound)
{
    if (!job->session) {
        uncertain(job, u"lookup_failed"_s, u"the profile's session is gone"_s);
        return;
    }
    api::ApiCall *call = job->session->client()->getPayout(job->row.customId());
    connect(call, &api::ApiCall::finished, job, [this, job, notFound](const api::ApiResult &result) {
        if (const auto *payout = result.value<api::Payout>(); payout && result.isOk()) {
            accepted(job, payout->id, u"lookup"_s);
            return;
        }
        const api::ApiError &error = result.error();
        if (error.kind() == api::ApiError::Kind::Http && error.httpStatus() == 404) {
            notFound(); // the service answered: it has no payout with this custom_id
            return;
        }
        uncertain(job, u"lookup_failed"_s, error.toString());
    });
}

void OutboxProcessor::send(Job *job)
{
    if (!job->session || !job->session->client()->hasApiKey()) {
        uncertain(job, u"refused"_s, u"the profile's session has no key"_s);
        return;
    }
    // The signatures first, on the store's thread: a row whose approvals do not hold is held, not
    // sent (SendCheck.h); only then is it marked SUBMITTING, in the same call.
    const QString service = approvals::ApprovalStatement::serviceOf(job->session->profile());
    m_store->post<PayoutDraft>(
        job,
        [store = m_store, row = job->row, owner = m_owner, service]() -> StoreResult<PayoutDraft> {
            const StoreResult<SendCheck::Result> checked = SendCheck::run(store->store(), row, service);
            if (!checked.ok())
                return checked.error();
            const SendCheck::Result &check = checked.value();
            if (check.anchor == operators::TrustAnchor::Outcome::KeptNow)
                qCInfo(lcOutbox).noquote() << "outbox: the team's administrator key" << check.rootFingerprint
                                           << "is trusted from now on (first seen)";
            else if (check.anchor == operators::TrustAnchor::Outcome::Changed)
                qCCritical(lcOutbox).noquote()
                    << "outbox: the administrator key of the database (" << check.rootFingerprint
                    << ") is not the one this computer trusts: refused";
            if (!check.verdict.ok())
                return store->hold(row, owner, check.verdict.reason, check.verdict.detail);
            return store->markSubmitting(row, owner);
        },
        [this, job](const StoreResult<PayoutDraft> &submitting) {
            if (!submitting.ok()) {
                qCWarning(lcOutbox).noquote()
                    << "outbox row" << job->row.id << "not sent:" << submitting.error().toString();
                finish(job, std::nullopt);
                return;
            }
            if (!submitting.value().progress.heldReason.isEmpty()) {
                job->row = submitting.value();
                qCWarning(lcOutbox).noquote()
                    << "outbox row" << job->row.id << "held, not sent:" << describe(job->row) << "-"
                    << job->row.progress.heldReason;
                Q_EMIT rowHeld(job->row.id, job->row.progress.heldReason);
                finish(job, std::nullopt);
                return;
            }
            job->row = submitting.value();
            qCInfo(lcOutbox).noquote() << "outbox row" << job->row.id << "submitted:" << describe(job->row)
                                       << "attempt" << job->row.progress.attempts;
            if (!job->session) {
                uncertain(job, u"refused"_s, u"the profile's session is gone"_s);
                return;
            }
            api::ApiCall *call = job->session->client()->createPayoutBody(
                job->row.submission.requestBytes, job->row.customId(), job->row.idempotencyKey);
            connect(call, &api::ApiCall::finished, job,
                    [this, job](const api::ApiResult &result) { onSent(job, result); });
        });
}

void OutboxProcessor::onSent(Job *job, const api::ApiResult &result)
{
    if (const auto *payout = result.value<api::Payout>(); payout && result.isOk()) {
        accepted(job, payout->id, result.isReplay() ? u"replay"_s : u"created"_s);
        return;
    }
    const api::ApiError &error = result.error();
    if (result.isAcceptedBefore()) {
        // An earlier attempt with this key was accepted: find it (not found yet: look again later).
        lookUp(job, [this, job] {
            uncertain(job, u"lookup_failed"_s, u"key already used, payout not found yet"_s);
        });
        return;
    }
    const int status = error.kind() == api::ApiError::Kind::Http ? error.httpStatus() : 0;
    if (status == 422 || status == 402) {
        QJsonObject fields;
        for (auto it = error.fieldErrors().cbegin(); it != error.fieldErrors().cend(); ++it)
            fields.insert(it.key(), QJsonArray::fromStringList(it.value()));
        const QJsonObject reasons {{u"message"_s, error.message()}, {u"fields"_s, fields}};
        auto reject = [this, job, status, code = error.code(), reasons] {
            record(job, [store = m_store, row = job->row, owner = m_owner, status, code, reasons] {
                return store->markRejected(row, owner, status, code, reasons);
            });
        };
        if (status == 422 && error.fieldErrors().contains(u"custom_id"_s))
            lookUp(job, reject); // perhaps the payout is there already (its custom_id is taken)
        else
            reject();
        return;
    }
    QString reason = u"no_answer"_s;
    if (status == 409)
        reason = u"idempotency_race"_s;
    else if (status == 503 || status == 429)
        reason = u"unavailable"_s;
    else if (status >= 500)
        reason = u"server_error"_s;
    else if (status != 0 || error.kind() == api::ApiError::Kind::Refused)
        reason = u"refused"_s;
    uncertain(job, reason, error.toString());
}

void OutboxProcessor::accepted(Job *job, const QString &payoutId, const QString &via)
{
    record(job, [store = m_store, row = job->row, owner = m_owner, payoutId, via] {
        return store->markAccepted(row, owner, payoutId, via);
    });
}

void OutboxProcessor::uncertain(Job *job, const QString &reason, const QString &error)
{
    qCInfo(lcOutbox).noquote() << "outbox row" << job->row.id << "uncertain:" << reason << error;
    record(job, [store = m_store, row = job->row, owner = m_owner, reason, error, at = retryAt(job->row)] {
        return store->markUncertain(row, owner, reason, error, at);
    });
}

void OutboxProcessor::record(Job *job, std::function<StoreResult<PayoutDraft>()> write)
{
    m_store->post<PayoutDraft>(job, std::move(write), [this, job](const StoreResult<PayoutDraft> &result) {
        if (!result.ok()) {
            // Most likely the lease was lost (another process took the row over): it resolves it.
            qCWarning(lcOutbox).noquote() << "outbox row" << job->row.id << result.error().toString();
            finish(job, std::nullopt);
            return;
        }
        const PayoutDraft &row = result.value();
        if (row.state == State::Accepted)
            qCInfo(lcOutbox).noquote() << "outbox row" << row.id << "accepted: payout"
                                       << row.progress.providerPayoutId << describe(row);
        else if (row.state == State::Rejected)
            qCWarning(lcOutbox).noquote()
                << "outbox row" << row.id << "rejected by the service:" << describe(row)
                << row.progress.lastError;
        finish(job, row.state);
    });
}

void OutboxProcessor::finish(Job *job, std::optional<State> state)
{
    // (pump() does nothing once stopped: checkStopped() below may say so.)
    const QString id = job->row.id;
    m_jobs.remove(id);
    job->renewal.stop();
    job->deleteLater();
    if (state)
        Q_EMIT rowFinished(id, *state);
    pump(); // an uncertain row is taken again once its retry is due: the poll finds it
    checkStopped();
}

QDateTime OutboxProcessor::retryAt(const PayoutDraft &row) const
{
    const qint64 shift = std::min<qint64>(row.submission.retries, 20);
    const qint64 full = std::min<qint64>(m_options.retryBase.count() << shift, m_options.retryMax.count());
    const qint64 wait = full / 2 + qint64(QRandomGenerator::global()->bounded(double(full / 2 + 1)));
    return m_store->now().addMSecs(wait);
}

} // namespace paydesk::outbox
