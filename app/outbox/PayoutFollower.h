// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Follows the outbox's accepted payouts until they settle (shared/DESIGN.md, "Exactly-once
// payout": after ACCEPTED the service decides). The processor ends a row ACCEPTED with its pyt-
// id; the service then moves the payout on by itself (shared/spec/payment-service-api.md,
// "States and transitions", Payout):
//
//   PENDING (COMPLIANCE_REVIEW: under review) -> SENT | FAILED (a context, or none: contact
//   support); PENDING -> CANCELLED; SENT -> REVERSED; SENT -> FAILED (PAYOUT_SENT_TO_FAILED).
//
// A follower looks at each ACCEPTED row that is not settled and whose next_follow_at is NULL or
// past (PayoutFollowStore), with GET /payouts/{pyt- id} through the session of the row's OWN
// profile (sessionFor(row.profileId)), whatever profile is in view, and writes what it found:
// payout_state, payout_context, payout_checked_at, and when to look again. A change of state or
// context is written with its audit entry "payout.state_changed" in one transaction, by one
// follower only: two windows or workstations following the same row race on a conditional
// UPDATE, and the loser writes nothing (PayoutFollowStore.h).
//
// When to look again (each wait with half of it random, so that followers spread out; the count
// is follow_retries, the looks since the state last changed):
//   PENDING, or a state the specification does not list:  pendingBase doubling, at most pendingMax
//                                                          (2 s .. 5 min)
//   SENT:  settled for the person, but the specification lets a SENT payout turn FAILED or
//          REVERSED later (statement lines PAYOUT_SENT_TO_FAILED, PAYOUT_REVERSED). It is looked
//          at on a slow schedule, sentBase doubling to sentMax (1 min .. 1 h), for sentWindow
//          (3 days) after it was first seen SENT (updated_at), then settled. A change after that
//          shows on the wallet statement, not here.
//   FAILED, CANCELLED, REVERSED:  final: settled_at is set and the row is not looked at again.
//          (The specification has FAILED -> SENT through PAYOUT_FAILED_TO_SENT as a rare manual
//          correction; it shows on the wallet statement.)
//   404 for the pyt- id:  recorded as Paydesk's own state NOT_FOUND (no context, an audit entry
//          the first time), looked at again on a long schedule, notFoundBase doubling to
//          notFoundMax (10 min .. 6 h): the service gave this id, so it is never given up.
//   no answer, a timeout, 5xx, any other error:  nothing is learnt, so nothing of the payout is
//          written; only the row's next look, after errorBase doubling to errorMax (2 s .. 5 min,
//          the count kept in this object's memory), so that the next read passes over it.
//   session not Ready (no key, keychain, connecting):  the profile's rows are not read at all
//          (PayoutFollowStore::due() is asked for the ready profiles only); the session's Ready
//          wakes the follower, and the list of profiles is looked at again after notReadyWait.
//
// The work follows what is due, not what is stored: each read takes at most `batch` due rows of
// each ready profile through the index of the next look; they are looked at `maxInFlight` at a
// time, and the next read comes when they are done. A row looked at, or put off, moves its next
// look into the future, so that a catch-up of N due rows reads each about once, and a follower with
// nothing due reads nothing but the list of profiles, once per idlePoll.
//
// Signals: stateChanged() for every change this follower wrote; failed() when the change is to
// FAILED (from PENDING or SENT) or REVERSED, with the reason in plain words (PayoutStateText).
// A change written by another follower (another window) is not signalled here.
//
// Nothing here blocks: store work runs on the store's worker thread (OutboxStore::post()),
// calls are ApiCalls. The object lives on the thread of the sessions' clients (the UI thread in
// the app); destroy it before the OutboxStore it was given.

#include "outbox/PayoutFollowStore.h"
#include "session/Session.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>

namespace paydesk::api {
class ApiResult;
}
namespace paydesk::outbox {

class OutboxStore;

class PayoutFollower : public QObject
{
    Q_OBJECT
public:
    // The session of a profile (Sessions::session() in the app); nullptr when there is none.
    using SessionFor = std::function<session::Session *(const QString &profileId)>;

    struct Options
    {
        int maxInFlight = 4; // rows looked at once
        int batch = 100; // due rows read at a time
        std::chrono::milliseconds idlePoll {30000}; // look again at the latest after this
        std::chrono::milliseconds pendingBase {2000};
        std::chrono::milliseconds pendingMax {300000};
        std::chrono::milliseconds sentBase {60000};
        std::chrono::milliseconds sentMax {3600000};
        std::chrono::milliseconds sentWindow {std::chrono::hours(72)};
        std::chrono::milliseconds notFoundBase {600000};
        std::chrono::milliseconds notFoundMax {21600000};
        std::chrono::milliseconds errorBase {2000};
        std::chrono::milliseconds errorMax {300000};
        std::chrono::milliseconds notReadyWait {5000};
    };

    // `outbox` must outlive this object.
    PayoutFollower(OutboxStore *outbox, SessionFor sessionFor, QObject *parent = nullptr);
    PayoutFollower(OutboxStore *outbox, SessionFor sessionFor, Options options, QObject *parent = nullptr);
    ~PayoutFollower() override;

    void start();
    // No new row is looked at; looks in flight finish.
    void stop();
    bool isRunning() const { return m_running; }
    int inFlight() const { return int(m_jobs.size()); }
    // Look for due rows now (a row was accepted, a session became ready).
    void wake();

    // Blocking: for tests and tools, off the UI thread for a server.
    PayoutFollowStore &followStore() { return m_followStore; }

    // What this follower asked the store for so far (tests and benchmarks: the work follows what
    // is due, not what is stored): reads of due rows, and the rows they gave.
    qint64 dueReads() const { return m_dueReads; }
    qint64 rowsRead() const { return m_rowsRead; }

Q_SIGNALS:
    // The service's state or context of an outbox row's payout changed, as this follower wrote it.
    void stateChanged(const QString &profileId, const QString &outboxId, const QString &state,
                      const QString &context);
    // The payout turned FAILED or REVERSED; `contextText` says why in a person's words.
    void failed(const QString &profileId, const QString &outboxId, const QString &customId,
                const QString &contextText);
    // Nothing is in flight and no row was due.
    void idle();

private:
    struct Job;
    void pump();
    void listProfiles();
    void onSessionState(paydesk::session::Session::State state);
    void onDue(const store::StoreResult<PayoutFollowStore::Due> &result);
    void caughtUp(const QDateTime &nextAt);
    void storeFailed(const QString &error);
    void onPoll();
    void handle(Job *job);
    void onAnswer(Job *job, const api::ApiResult &result);
    void record(Job *job, const QString &state, const QString &context);
    void putOff(Job *job, const QDateTime &until);
    void finish(Job *job);
    void schedule(const QDateTime &nextAt);
    QDateTime after(std::chrono::milliseconds base, std::chrono::milliseconds max, qint64 count) const;

    OutboxStore *m_outbox;
    PayoutFollowStore m_followStore;
    SessionFor m_sessionFor;
    Options m_options;
    QHash<QString, Job *> m_jobs; // by row id
    QList<payouts::PayoutDraft> m_queue; // read as due, not yet looked at
    QHash<QString, qint64> m_errors; // looks in a row without an answer, by row id
    QTimer m_poll;
    QDateTime m_pausedUntil; // the store failed: nothing is read before this
    bool m_running = false;
    bool m_listing = false;
    bool m_readAgain = false; // more may be due than the last read gave
    bool m_wokenWhileListing = false; // wake() came while a read was out: read once more after it
    bool m_someWaiting = false; // a profile with rows to follow has no ready session
    qint64 m_dueReads = 0;
    qint64 m_rowsRead = 0;
};

} // namespace paydesk::outbox
