// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an approver vouches for when they approve (or reject) a payout of the outbox: the facts of
// the exact payout, and one canonical text of them, the bytes that an approval's Ed25519 signature
// covers (the signature and the operators' keys: operators::SigningKey). Anyone can rebuild the
// bytes from the facts; docs/signed-approvals.md describes them key by key for an auditor.
//
// The bytes are a JSON object written by store::CanonicalJson (RFC 8785's form: members sorted by
// name, no white space, UTF-8), with exactly these members (every value a string unless said):
//   format           "paydesk-approval/1"
//   decision         "approve" or "reject"
//   profile_id       the profile the payout belongs to (profiles::Profile::id)
//   profile_name     its name as the approver saw it (Profile::name)
//   service          the service it is sent to: serviceOf(profile)
//   outbox_id        the outbox row's local id (PayoutDraft::id)
//   wallet_id        the body's wallet_id; "" when it has none (the currency's wallet is used)
//   amount           the body's amount.value, the decimal text as sent ("1500.00")
//   currency         the body's amount.currency ("KES")
//   recipient        an object with the body's one recipient member: {"payment_account_id":
//                    "pac-…"} for a recipient of the service, {"payment_account": {…}} with the
//                    full account, as in the body, for a new one
//   purpose          the body's purpose; "" when none
//   sender           the body's sender object, as in the body; {} when none
//   body_sha256      SHA-256 of the exact request body to be POSTed, 64 lower-case hex digits
//   idempotency_key  the X-Idempotency-Key every attempt sends (PayoutDraft::idempotencyKey)
//   custom_id        the body's custom_id; "" when none
//   maker            the operator who made the payout (PayoutDraft::Content::maker)
//   approvals_needed how many approvals the approver's Paydesk said the payout needs (an integer,
//                    1 or more: the approval rules in force for its amount when they decided)
//   submitted_at     the approval round: when the row last went to awaiting approval
//                    (PayoutDraft::Progress::awaitingSince), RFC 3339 UTC with milliseconds; a
//                    payout returned to its maker and submitted again is a new round
//   approver         the operator who decides, by login (operator id)
//   time             when they decided: RFC 3339 UTC with milliseconds, "2026-11-27T09:30:00.000Z"
//   reason           a reject's reason (not empty); absent from an approval
//
// The body hash covers the bytes the outbox processor POSTs: OutboxProcessor::send() hands
// PayoutDraft::Submission::requestBytes (the request_body column as stored, written once by
// PayoutDrafts / the team's paydesk_draft_save as QJsonDocument(body).toJson(Compact), and read
// back unchanged by store::outboxColumns::readDraft()) to ApiClient::createPayoutBody(), which
// sends them as they are. fromPayout() hashes those bytes, and reads every other fact of the body
// from the same bytes, so that what the statement names is what its hash covers. Everything the
// body holds beyond the facts named (on_behalf_of, the sender's every field) is covered by the
// hash.

#include "payouts/PayoutDraft.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace paydesk::profiles {
class Profile;
}

namespace paydesk::approvals {

class ApprovalStatement
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::approvals::ApprovalStatement)
public:
    enum class Decision { Approve, Reject };

    static QString formatVersion(); // "paydesk-approval/1"
    static QString decisionKey(Decision decision); // "approve", "reject"

    // The service a profile's payouts go to: its base URL as the client uses it (encoded, without a
    // trailing '/'), or "local-sandbox" for the built-in Local sandbox (its address changes at
    // every start, and it moves no money).
    static QString serviceOf(const profiles::Profile &profile);
    // SHA-256 of `bytes`, lower-case hex.
    static QString sha256Hex(const QByteArray &bytes);

    // The statement of `row` (of `profile`) as read whole from the outbox (readDraft(): it carries
    // its request bytes), decided by `approver` at `time` (kept to the millisecond, in UTC), when
    // the approval rules in force said it needs `approvalsNeeded` approvals. A row without its
    // request bytes (a summary) or never submitted for approval (no awaitingSince) gives an
    // incomplete statement (incompleteness()).
    static ApprovalStatement fromPayout(const payouts::PayoutDraft &row, const profiles::Profile &profile,
                                        Decision decision, const QString &approver, const QDateTime &time,
                                        int approvalsNeeded, const QString &reason = {});

    // The canonical bytes (see above). Empty only for a statement whose sender or recipient holds
    // a value without a canonical form (a number with a fraction), which no payout body has.
    QByteArray canonicalBytes() const;
    // The statement these bytes are, or nullopt with *why (translated): bytes that are not the
    // canonical text of a complete statement of a known format (another version, a member missing
    // or extra or of the wrong type, any other spelling of the same JSON) are refused.
    static std::optional<ApprovalStatement> fromCanonicalBytes(const QByteArray &bytes,
                                                               QString *why = nullptr);

    // Empty when every fact a signature needs is there; else what is missing, in words for a
    // person (translated). fromCanonicalBytes() refuses what this names.
    QString incompleteness() const;
    // The facts in which `other` differs from this, in words for a person (translated), joined:
    // "the amount, the recipient and the request body"; empty when the statements are the same.
    QString differenceFrom(const ApprovalStatement &other) const;

    Decision decision = Decision::Approve;
    QString profileId;
    QString profileName;
    QString service;
    QString outboxId;
    QString walletId;
    QString amount; // decimal text, as sent
    QString currency;
    QJsonObject recipient; // {"payment_account_id": …} or {"payment_account": {…}}
    QString purpose;
    QJsonObject sender;
    QString bodySha256;
    QString idempotencyKey;
    QString customId;
    QString maker;
    int approvalsNeeded = 0; // 1 or more in a complete statement
    QDateTime submittedAt; // UTC, milliseconds: the round (PayoutDraft::Progress::awaitingSince)
    QString approver;
    QDateTime time; // UTC, milliseconds
    QString reason; // a reject's; empty for an approval

    friend bool operator==(const ApprovalStatement &, const ApprovalStatement &) = default;
};

} // namespace paydesk::approvals
