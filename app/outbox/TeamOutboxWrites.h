// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The outbox's writes in team mode (store::Store::isTeam()), each a call of the team database's
// function (store/TeamCall.h, docs/team-contract.md): OutboxStore's lease (claim, renew, release)
// and PayoutFollowStore's (putOff, record). OutboxStore's state changes are its teamTransition(),
// here too (TeamOutboxWrites.cpp). The functions take the person from session_user and allow the
// processor's steps only to rows that are APPROVED, SUBMITTING or UNCERTAIN, and the follower's only
// to ACCEPTED rows with a payout id.

#include "payouts/PayoutDraft.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace paydesk::store {
class Store;
}

namespace paydesk::outbox::teamOutbox {

// paydesk_outbox_claim: the row leased to `owner` until `until`, or nothing when another
// processor took it first.
store::StoreResult<std::optional<payouts::PayoutDraft>> claim(store::Store *store, const QString &id,
                                                              qint64 revision, const QString &owner,
                                                              const QDateTime &until, const QString &what);
// paydesk_outbox_renew: false when the lease is no longer `owner`'s.
store::StoreResult<bool> renew(store::Store *store, const QString &id, const QString &owner,
                               const QDateTime &until, const QString &what);
// paydesk_outbox_release.
store::StoreResult<void> release(store::Store *store, const payouts::PayoutDraft &row, const QString &owner,
                                 const QDateTime &notBefore, const QString &what);

// paydesk_follow_put_off: false when another follower wrote the row first.
store::StoreResult<bool> followPutOff(store::Store *store, const payouts::PayoutDraft &before,
                                      const QDateTime &until, const QString &what);
// paydesk_follow_record with the row `after` as the follower computed it; `action` is empty when
// nothing the service says changed (no entry). Nothing when another follower wrote first.
store::StoreResult<std::optional<payouts::PayoutDraft>>
followRecord(store::Store *store, const payouts::PayoutDraft &before, const payouts::PayoutDraft &after,
             const QString &action, const QJsonObject &detail, const QString &what);

} // namespace paydesk::outbox::teamOutbox
