// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sends the outbox's approved payouts, each exactly once, in the background (shared/DESIGN.md,
// "Exactly-once payout"; OutboxStore.h has the states, the lease and the audit entries).
//
// start(): FIRST every SUBMITTING or UNCERTAIN row left from before (a crash, a lost answer) is
// resolved (recovered() when each has been handled once), and only then are APPROVED rows sent.
// A row is handled by the process that holds its lease (processOwner(), renewed while the row
// is in flight), always through the session of its OWN profile (sessionFor(row.profileId)),
// whatever profile is in view:
//
// Before every POST (a first one or a resend), the approvals' signatures are checked against the
// row as it is about to be sent (SendCheck.h): a row that fails is held (OutboxStore::hold(): never
// claimed again, rowHeld()) and nothing is sent.
//
//   APPROVED        -> SUBMITTING (committed before the request) -> POST /payouts with the row's
//                      idempotency key and its stored body bytes (the client's own retries reuse
//                      both), then:
//     202 (or a replay)                 ACCEPTED with the pyt- id
//     409 IDEMPOTENCY_KEY_ALREADY_USED  GET /payouts/{custom_id}: found -> ACCEPTED, else UNCERTAIN
//     422 on custom_id                  GET /payouts/{custom_id}: found -> ACCEPTED, else REJECTED
//     422, 402                          REJECTED with the service's reasons (the maker corrects it:
//                                       OutboxStore::returnToDraft())
//     409 IDEMPOTENCY_RACE, 429, 503    UNCERTAIN, retried later with backoff
//     no answer, timeout, 5xx           UNCERTAIN, retried later with backoff
//     anything else (401, 403, ...)     UNCERTAIN with backoff: it waits for the key to be mended
//   SUBMITTING, UNCERTAIN -> GET /payouts/{custom_id}: found -> ACCEPTED; 404 -> sent again as
//                      above, with the SAME key; no answer -> UNCERTAIN with backoff.
//
// Backoff: retryBase * 2^retries (retries: times put off in a row), at most retryMax, half of it
// random. A session that is not Ready (no key, keychain failed, connecting) leaves its rows
// waiting, untouched: the processor asks the store which profiles have rows to send
// (OutboxStore::profilesWithWork(), a few index steps) and claims only for those whose session is
// ready, so rows waiting for a session are neither claimed nor read, however many there are. The
// session's Ready wakes the processor; the profiles are looked at again after notReadyWait. (A
// session that stops being ready while its row is in hand: the row is released, untouched, not
// before notReadyWait.) Start-up recovery is over once no row of a ready profile is left to
// resolve; rows of a profile whose session comes later are resolved when it comes, before its
// new ones.
//
// Nothing here blocks: store work runs on the store's worker thread, calls are ApiCalls. The
// object lives on the thread of the sessions' clients (the UI thread in the app).

#include "outbox/OutboxStore.h"
#include "session/Session.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <functional>

namespace paydesk::api {
class ApiResult;
}

namespace paydesk::outbox {

class OutboxProcessor : public QObject
{
    Q_OBJECT
public:
    // The session of a profile (Sessions::session() in the app); nullptr when there is none.
    using SessionFor = std::function<session::Session *(const QString &profileId)>;

    struct Options
    {
        std::chrono::seconds lease {60};
        int maxInFlight = 4; // rows handled at once
        std::chrono::milliseconds idlePoll {5000}; // look again when nothing was due
        std::chrono::milliseconds retryBase {2000};
        std::chrono::milliseconds retryMax {300000};
        std::chrono::milliseconds notReadyWait {5000};
    };

    // A UUID made once per process: the lease owner of every processor of this process unless
    // another is given.
    static QString processOwner();

    OutboxProcessor(OutboxStore *store, SessionFor sessionFor, QObject *parent = nullptr);
    OutboxProcessor(OutboxStore *store, SessionFor sessionFor, Options options, QString owner = {},
                    QObject *parent = nullptr);
    ~OutboxProcessor() override;

    QString owner() const { return m_owner; }
    void start();
    // No new row is taken; rows in flight finish their step: a row whose POST is out waits for
    // its answer and records it (ACCEPTED, REJECTED, UNCERTAIN), then stopped() says that nothing
    // is in hand any more. A row claimed while stopping is given back untouched, due at once at the
    // next start. (A process that exits before stopped() leaves its row SUBMITTING under its lease:
    // the next start, here or elsewhere, resolves it once the lease expired.)
    void stop();
    bool isRunning() const { return m_running; }
    // Whether stop() was called and a row is still in hand (or a claim still out).
    bool isStopping() const { return m_stopping; }
    bool isRecovering() const { return m_recovering; }
    int inFlight() const { return int(m_jobs.size()); }
    // Look for due rows now (a row was approved, a session became ready).
    void wake();

Q_SIGNALS:
    // Every SUBMITTING/UNCERTAIN row found at start was handled once.
    void recovered();
    // A row reached `state` (ACCEPTED, REJECTED, UNCERTAIN) through this processor.
    void rowFinished(const QString &id, paydesk::payouts::PayoutDraft::State state);
    // A row was held, not sent: its approvals' signatures do not hold (SendCheck.h); `reason` is
    // for the approvers and administrators (translated). Its maker may return it to a draft.
    void rowHeld(const QString &id, const QString &reason);
    // Nothing is in flight and nothing was due.
    void idle();
    // After stop(): every row this processor had in hand finished its step (its answer recorded)
    // or was given back; nothing more is sent. Emitted once per stop(), from the event loop.
    void stopped();
    // Profiles that have rows to send (or to resolve) but no session ready to send them (no key,
    // keychain failed, still connecting, an unknown profile): their rows wait, untouched. Emitted at
    // each look that finds some (idlePoll, notReadyWait), for a front end to say so.
    void profilesWaiting(const QStringList &profileIds);

private:
    struct Job;
    void pump();
    void onSessionState(paydesk::session::Session::State state);
    void onClaimed(const store::StoreResult<std::optional<payouts::PayoutDraft>> &result);
    void handle(Job *job);
    // GET /payouts/{custom_id}: found -> ACCEPTED; 404 -> notFound(); no answer -> UNCERTAIN.
    void lookUp(Job *job, std::function<void()> notFound);
    void send(Job *job);
    void onSent(Job *job, const api::ApiResult &result);
    void accepted(Job *job, const QString &payoutId, const QString &via);
    void uncertain(Job *job, const QString &reason, const QString &error);
    void record(Job *job, std::function<store::StoreResult<payouts::PayoutDraft>()> write);
    void finish(Job *job, std::optional<payouts::PayoutDraft::State> state);
    // Emits stopped() once nothing is in hand after stop().
    void checkStopped();
    QDateTime retryAt(const payouts::PayoutDraft &row) const;

    OutboxStore *m_store;
    SessionFor m_sessionFor;
    Options m_options;
    QString m_owner;
    QHash<QString, Job *> m_jobs; // by row id
    QTimer m_poll;
    QDateTime m_startedAt;
    bool m_running = false;
    bool m_recovering = false;
    bool m_claiming = false;
    bool m_stopping = false; // stop() was called; stopped() not emitted yet
    bool m_someWaiting = false; // a profile with rows to send has no ready session
    qsizetype m_turn = 0; // which ready profile is asked first
};

} // namespace paydesk::outbox
