// SPDX-License-Identifier: GPL-3.0-or-later
// SignedAuditFile::verify(): the offline check of a signed audit file (SignedAuditFile.h).
#include "audit/SignedAuditFile.h"

#include "approvals/ApprovalStatement.h"
#include "approvals/SignatureVerifier.h"
#include "operators/SigningKey.h"
#include "profiles/Profile.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace paydesk::audit {

namespace {

using approvals::ApprovalSignature;
using approvals::ApprovalStatement;
using approvals::SignatureVerifier;
using State = payouts::PayoutDraft::State;

bool wentPastApproval(State state)
{
    return state == State::Approved || state == State::Submitting || state == State::Accepted
        || state == State::Rejected || state == State::Uncertain;
}

// Why one signature does not hold; empty when it does.
std::pair<QString, QString> signatureProblem(const SignedAuditFile::Payout &payout,
                                             const ApprovalSignature &s,
                                             const QHash<QString, operators::OperatorKey> &keys,
                                             const QString &root)
{
    const payouts::PayoutDraft &row = payout.row;
    QString why;
    const std::optional<ApprovalStatement> statement
        = ApprovalStatement::fromCanonicalBytes(s.statement, &why);
    if (!statement)
        return {SignedAuditFile::tr("Its statement is not an approval statement: %1").arg(why),
                u"not a statement: "_s + why};
    if (statement->outboxId != row.id)
        return {SignedAuditFile::tr("Its statement is of another payout (%1).").arg(statement->outboxId),
                u"the statement is of outbox %1"_s.arg(statement->outboxId)};
    if (statement->approver != s.approver || statement->decision != s.decision)
        return {SignedAuditFile::tr("Its statement names another operator or decision than its record."),
                u"the statement names %1 (%2)"_s.arg(statement->approver,
                                                     ApprovalStatement::decisionKey(statement->decision))};
    const auto key = keys.constFind(s.keyId);
    if (key == keys.constEnd())
        return {SignedAuditFile::tr("The key it names is not in the file."),
                u"key %1 not in the file"_s.arg(s.keyId)};
    if (!operators::SigningKey::verify(key->publicKey, s.statement, s.signature))
        return {SignedAuditFile::tr("The signature does not verify with the key it names."),
                u"Ed25519 signature does not verify with key %1"_s.arg(s.keyId)};
    const SignatureVerifier::KeyVerdict chain
        = SignatureVerifier::keyVerdict(s.keyId, keys, root, statement->time);
    if (!chain.ok())
        return {
            chain.problem == SignatureVerifier::Problem::KeyRevoked
                ? SignedAuditFile::tr("The key was revoked before it signed.")
                : SignedAuditFile::tr("The key is not vouched for by a chain of administrators ending at the "
                                      "trusted root."),
            chain.detail};
    if (chain.record->operatorId != statement->approver)
        return {SignedAuditFile::tr("The key is vouched for another operator (%1).")
                    .arg(chain.record->operatorId),
                u"key %1 is vouched for %2"_s.arg(s.keyId, chain.record->operatorId)};
    if (statement->submittedAt == row.progress.awaitingSince.toUTC()) {
        // Of the payout's last round: the facts are the file's.
        profiles::Profile profile;
        profile.id = row.profileId;
        profile.name = statement->profileName;
        ApprovalStatement expected
            = ApprovalStatement::fromPayout(row, profile, statement->decision, statement->approver,
                                            statement->time, statement->approvalsNeeded, statement->reason);
        expected.service = payout.service;
        if (const QString differs = statement->differenceFrom(expected); !differs.isEmpty())
            return {
                SignedAuditFile::tr("The payout in the file is not the one signed: %1 differ.").arg(differs),
                u"the statement differs from the payout in "_s + differs};
    }
    return {};
}

} // namespace

SignedAuditFile::Report SignedAuditFile::verify(const Contents &contents, const QString &trustedRoot)
{
    Report report;
    report.rootFromFile = trustedRoot.isEmpty();
    report.root = report.rootFromFile ? contents.root : trustedRoot;
    QHash<QString, operators::OperatorKey> keys;
    for (const operators::OperatorKey &key : contents.keys)
        keys.insert(key.keyId, key);

    for (const Payout &payout : contents.payouts) {
        ++report.payouts;
        bool signaturesHold = true;
        for (const ApprovalSignature &s : payout.signatures) {
            ++report.signatures;
            const auto [reason, detail] = signatureProblem(payout, s, keys, report.root);
            if (reason.isEmpty())
                continue;
            signaturesHold = false;
            report.failures.append(
                {payout.row.id, s.id, s.approver, reason,
                 u"outbox %1: signature %2 by %3: "_s.arg(payout.row.id, s.id, s.approver) + detail});
        }
        if (!signaturesHold || !wentPastApproval(payout.row.state))
            continue;
        SignatureVerifier::Input input;
        input.row = payout.row;
        input.service = payout.service;
        input.approversNeeded = 1; // the statements say what the rules asked for
        input.signatures = payout.signatures;
        input.keys = keys;
        input.trustedRoot = report.root;
        const SignatureVerifier::Verdict verdict = SignatureVerifier::verify(input);
        if (!verdict.ok())
            report.failures.append({payout.row.id, {}, {}, verdict.reason, verdict.detail});
    }
    return report;
}

} // namespace paydesk::audit
