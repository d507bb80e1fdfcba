// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The signed audit file (issue 27: auditors can check without Paydesk's database): payouts of the
// outbox with every signature recorded for them, and the operators' public keys with the
// administrators' vouches, in one JSON file of format "paydesk-signed-audit/1". Written by
// `paydesk-cli audit export --signed FILE`, checked offline by `paydesk-cli audit verify FILE`
// (no store: the file alone, and the root key id the auditor trusts). docs/signed-approvals.md
// describes every member and how to check each signature with openssl alone.
//
// The file never holds a private key: an operator key's `wrapped` is not written.
//
// What verify() checks, and names when it fails:
//   - each signature: its statement is a canonical approval statement of that payout, by the
//     operator and with the decision its record says; its Ed25519 signature verifies with the key
//     it names; that key is vouched by a chain of administrators' vouches ending at the trusted
//     root, in force when it signed (SignatureVerifier::keyVerdict()) and vouched for that
//     operator; a statement of the payout's last round (its submitted_at is the payout's
//     awaiting_since) names the payout's facts as the file holds them (the body's hash and facts,
//     the idempotency key, the maker, the service);
//   - each payout that went past approval (approved, submitting, accepted, rejected by the
//     service, uncertain): SignatureVerifier::verify() of it (the required count is what its
//     statements say: the rules in force at the time are not in the file).

#include "approvals/ApprovalSignature.h"
#include "operators/KeyRecord.h"
#include "payouts/PayoutDraft.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace paydesk::audit {

class SignedAuditFile
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::audit::SignedAuditFile)
public:
    static QString formatVersion(); // "paydesk-signed-audit/1"

    struct Payout
    {
        // Read whole: id, profileId, state, idempotencyKey, content.maker, progress.awaitingSince,
        // progress.approvers, progress.providerPayoutId, submission.requestBytes.
        payouts::PayoutDraft row;
        QString service; // ApprovalStatement::serviceOf() of its profile
        QList<approvals::ApprovalSignature> signatures; // every one recorded for the row
    };

    struct Contents
    {
        QDateTime exportedAt; // UTC
        QDateTime from; // the period of the signatures asked for, [from, to); invalid: unbounded
        QDateTime to;
        QString profileId; // "" for every profile
        QString root; // the store's root key id when exported ("" when it had none)
        QList<operators::OperatorKey> keys; // every key; `wrapped` is never written
        QList<Payout> payouts;
    };

    // The file's bytes (indented JSON, UTF-8, ending with a newline).
    static QByteArray write(const Contents &contents);
    // nullopt with *why (translated) when the bytes are not a file of this format.
    static std::optional<Contents> read(const QByteArray &bytes, QString *why = nullptr);

    struct Failure
    {
        QString outboxId;
        QString signatureId; // empty for a payout's own failure
        QString approver; // the signature's operator; empty for a payout's failure
        QString reason; // for people (translated)
        QString detail; // English, with ids
    };
    struct Report
    {
        QString root; // the root key id checked against
        bool rootFromFile = false; // no root was given: the file's own (say so)
        int payouts = 0;
        int signatures = 0;
        QList<Failure> failures;
        bool ok() const { return failures.isEmpty(); }
    };
    // Every check above, against `trustedRoot` (empty: the root the file names).
    static Report verify(const Contents &contents, const QString &trustedRoot = {});
};

} // namespace paydesk::audit
