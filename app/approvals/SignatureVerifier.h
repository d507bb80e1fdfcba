// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether a payout of the outbox may be sent: the check the outbox processor makes before every
// POST (OutboxProcessor::send()), and `paydesk-cli audit verify FILE` makes offline. Pure: no
// store, no network, no clock of its own; everything is in the Input.
//
// A payout passes when:
//   1. the statement of every counted signature is the canonical statement of THIS row as it is
//      now (ApprovalStatement::fromPayout() of the row, the service it is about to go to, the
//      body it is about to POST: same facts, same body_sha256, same idempotency key, same round
//      submitted_at), decision approve;
//   2. the signature verifies with the key it names, and that key is vouched (keyVerdict()):
//      its KeyRecord signed by an administrator's key whose own record is vouched, and so on up to
//      the root this workstation kept (Input::trustedRoot), each record naming the operator who
//      signed, no key in the chain revoked before the time it signed (a vouch's time, a
//      statement's time), no statement signed before its key's valid_from;
//   3. the signer is vouched as an approver (record role "approver"), is not the maker, and is
//      counted once however many signatures they made;
//   4. the distinct approvers counted reach what is required: the larger of Input::approversNeeded
//      (the rules in force) and every counted statement's approvals_needed;
//   5. no valid reject signature of the same round exists.
// Anything else gives a Verdict that is not ok, with the first reason, in words for the approvers
// and administrators who read it (translated), and a detail for the log and the audit entry
// (English, names ids).
//
// Cost: one Ed25519 check of each signature's statement per call; the vouches' checks (the same
// few for every row) are remembered across calls once they verify, keyed by key, signature and
// bytes, so that 1,000 rows take about a quarter to a half of a second (bench_approval_signature).
// Thread-safe.

#include "approvals/ApprovalSignature.h"
#include "operators/KeyRecord.h"
#include "payouts/PayoutDraft.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::approvals {

class SignatureVerifier
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::approvals::SignatureVerifier)
public:
    struct Input
    {
        payouts::PayoutDraft row; // read whole (its request bytes), as it is about to be sent
        QString service; // ApprovalStatement::serviceOf() of the profile whose session POSTs it
        int approversNeeded = 1; // by the approval rules in force for its amount
        QList<ApprovalSignature> signatures; // every signature recorded for the row
        QHash<QString, operators::OperatorKey> keys; // by key id: every key a chain may need
        QString trustedRoot; // the root key id this workstation kept (TrustAnchor); empty: none
    };

    enum class Problem {
        None,
        NoTrustedRoot, // this workstation kept no administrator key to trust
        NotSigned, // no signature of an approval for this row
        StatementMismatch, // a signature is of another payout, or the payout changed after it
        BadSignature, // a signature does not verify with its key
        KeyNotVouched, // the key's chain does not end at the kept root, or a vouch fails
        KeyRevoked, // signed after its key (or a key of its chain) was revoked
        NotAnApprover, // the signer is not vouched as an approver
        SignedByMaker, // the maker's own signature
        TooFewApprovers, // fewer distinct approvers than required
        Rejected, // a valid reject of the same round
    };

    struct Verdict
    {
        Problem problem = Problem::NotSigned;
        QString reason; // for people (translated)
        QString detail; // for the log and the audit entry (English)
        QStringList approvers; // who counted, in the order they signed (when ok)
        bool ok() const { return problem == Problem::None; }
    };

    static Verdict verify(const Input &input);

    // Whether `keyId` is vouched by a chain ending at `trustedRoot`, in force at `at` (each key of
    // the chain not revoked before the time it was used), for `operatorId`; the record when it is.
    struct KeyVerdict
    {
        Problem problem = Problem::KeyNotVouched;
        QString detail;
        std::optional<operators::KeyRecord> record;
        bool ok() const { return problem == Problem::None; }
    };
    static KeyVerdict keyVerdict(const QString &keyId, const QHash<QString, operators::OperatorKey> &keys,
                                 const QString &trustedRoot, const QDateTime &at);
};

} // namespace paydesk::approvals
