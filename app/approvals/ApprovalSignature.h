// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One signed decision on a payout of the outbox (table approval_signatures): the canonical
// statement the approver signed (ApprovalStatement::canonicalBytes()) and their Ed25519
// signature of it, with the key they signed with. Written with the approval or the rejection in
// the same transaction (OutboxStore::grantApproval(), sendBack(); the team's paydesk_approve and
// paydesk_send_back), never changed afterwards; the outbox processor reads them back before it
// sends (SignatureVerifier.h).

#include "approvals/ApprovalStatement.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace paydesk::approvals {

struct ApprovalSignature
{
    QString id; // SHA-256 hex of `signature` (unique)
    QString outboxId;
    QString profileId;
    ApprovalStatement::Decision decision = ApprovalStatement::Decision::Approve; // "APPROVE"/"REJECT"
    QString approver; // the operator id the statement names
    QString keyId; // operators::KeyRecord::keyId() of the signing key
    QByteArray statement; // the canonical bytes, as signed
    QByteArray signature; // 64 raw bytes (base64 in the table)
    QDateTime recordedAt; // UTC, when the store took it

    friend bool operator==(const ApprovalSignature &, const ApprovalSignature &) = default;
};

} // namespace paydesk::approvals
