// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The store's side of following accepted payouts (PayoutFollower.h has the why and the schedule):
// the columns of schema step 5 on payout_outbox, payout_state, payout_context, payout_checked_at,
// settled_at, follow_retries and next_follow_at (index payout_outbox_follow_next, step 9), and updated_at,
// which for an ACCEPTED row is when it was accepted or when its payout's state last changed.
//
// Team mode (store::Store::isTeam()): putOff() and record() call paydesk_follow_put_off and
// paydesk_follow_record (TeamOutboxWrites.h), where a write takes a new revision: another
// follower's write first is a Conflict there, read here as "another follower wrote first".
//
// Only ACCEPTED rows with a pyt- id and no settled_at are followed; nothing here touches the
// columns of submission (state, revision, lease, idempotency key): the processor is done with
// an ACCEPTED row, and a follower takes no lease.
//
// Two followers (two windows, two workstations) may look at the same row at once. record()
// writes with one conditional UPDATE
//     UPDATE ... WHERE id = :id AND state = 'ACCEPTED' AND settled_at IS NULL
//                AND payout_state, payout_context, payout_checked_at are as read
// so the first writer wins, on SQLite (the write lock) and on PostgreSQL (the row lock, the WHERE
// evaluated again after the winner commits); the other sees no row changed and writes nothing.
// payout_checked_at is the row's follow revision: every write moves it. A change of the payout's
// state or context is written in a transaction under the audit lock with its audit entry
// "payout.state_changed" {outbox_id, custom_id, payout_id, state, context, previous_state,
// previous_context} ("" where there is none), so each change is in the log exactly once.
//
// Which rows are due is answered by the partial index payout_outbox_follow_next (schema step 9):
// the followed rows only, by profile and next look (next_follow_at; NULL, never looked at, first).
// A follower asks per profile whose session is ready, so that rows waiting for a session are not
// read at all, however many there are.
//
// Blocking: call these on the store's worker thread (OutboxStore::post()).

#include "payouts/PayoutDraft.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::store {
class AuditLog;
class Store;
} // namespace paydesk::store

namespace paydesk::outbox {

// What one look found and when to look next.
struct FollowLook
{
    QString state;
    QString context;
    qint64 followRetries = 0;
    QDateTime nextFollowAt; // invalid with settle
    bool settle = false;
};

class PayoutFollowStore
{
public:
    // Both must outlive this object; `log` is a log of `store`.
    PayoutFollowStore(store::Store *store, store::AuditLog *log);

    // The profiles that have a row to follow (due or not), in order: one index step each.
    store::StoreResult<QStringList> profiles() const;

    struct Due
    {
        QList<payouts::PayoutDraft> rows; // due at `now`, per profile the longest waiting first
        QDateTime nextAt; // the earliest next look after `now` of those profiles; invalid: none
        bool more = false; // a profile had `limit` due rows: there may be more
    };
    // At most `limit` due rows of each of `profiles` (those whose session is ready), through the
    // index of the next look: rows not due, and rows of other profiles, are not read at all.
    store::StoreResult<Due> due(const QDateTime &now, int limit, const QStringList &profiles) const;
    // The row is not looked at again before `until` (no answer came): written in the row, so that
    // the next read of due rows passes over it, as a look's record() does. False: another
    // follower wrote the row first (its write counts).
    store::StoreResult<bool> putOff(const payouts::PayoutDraft &before, const QDateTime &until) const;
    store::StoreResult<payouts::PayoutDraft> load(const QString &id) const;
    // The row after the write, or nothing when another follower wrote first (the row is no
    // longer as `before` read it, or it was settled meanwhile).
    store::StoreResult<std::optional<payouts::PayoutDraft>>
    record(const payouts::PayoutDraft &before, const FollowLook &look, const QDateTime &now) const;

private:
    store::Store *const m_store;
    store::AuditLog *const m_log;
};

} // namespace paydesk::outbox
