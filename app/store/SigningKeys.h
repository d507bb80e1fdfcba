// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The operators' signing keys and the approvals' signatures as the store keeps them (tables
// operator_keys and approval_signatures, schema step 14; operators/KeyRecord.h,
// approvals/ApprovalSignature.h). Reads for the outbox processor's check (SignatureVerifier),
// the Operators page and `paydesk-cli audit export --signed`; the writes of a key's life are made by
// store::Operators inside its own transactions (a key made with a passphrase, vouched, rewrapped,
// replaced at a reset, revoked when its operator is disabled), and a signature by OutboxStore with
// its approval or rejection.
//
// Team mode: the same tables in the team's schema, read by every operator; written only by the
// team's functions (paydesk_key_put, paydesk_key_rewrap, paydesk_key_vouch, paydesk_key_replace,
// paydesk_approve, paydesk_send_back; 70-keys.sql).
//
// Threads: blocking calls on the calling thread's connection (the store's thread: store::postCall).

#include "approvals/ApprovalSignature.h"
#include "operators/KeyRecord.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace paydesk::store {

class Store;

class SigningKeys
{
public:
    explicit SigningKeys(Store *store);

    // Every key, by created_at (a team has one per operator and per reset: tens, not millions).
    StoreResult<QList<operators::OperatorKey>> all() const;
    // The operator's key in force: the newest not revoked; nullopt when they have none.
    StoreResult<std::optional<operators::OperatorKey>> current(const QString &operatorId) const;
    // The store's root: the oldest self-vouched key (vouched_by_key = key_id); nullopt: none yet.
    StoreResult<std::optional<operators::OperatorKey>> root() const;
    // Every signature recorded for an outbox row, by recorded_at (index approval_signatures_outbox).
    StoreResult<QList<approvals::ApprovalSignature>> signaturesOf(const QString &outboxId) const;
    // The signatures recorded in [from, to) of `profileId` ("" for every profile), by recorded_at,
    // for the signed audit export (index approval_signatures_recorded).
    StoreResult<QList<approvals::ApprovalSignature>>
    signaturesBetween(const QString &profileId, const QDateTime &from, const QDateTime &to) const;

private:
    Store *m_store;
};

} // namespace paydesk::store
