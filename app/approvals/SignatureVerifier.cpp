// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/SignatureVerifier.h"

#include "operators/SigningKey.h"
#include "profiles/Profile.h"

#include <QCryptographicHash>
#include <QMutex>
#include <QSet>

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

namespace {

using operators::KeyRecord;
using operators::OperatorKey;
using operators::SigningKey;
using Problem = SignatureVerifier::Problem;
using Decision = ApprovalStatement::Decision;

// A chain longer than this is refused: a team's administrators vouch for each other a few levels
// deep at most, and a cycle written into the table must not loop.
constexpr int kMaxChain = 16;

// A statement may say it was signed a little before the round it names began: the approver's
// clock and the one that stamped the submission are not the same clock.
constexpr qint64 kClockSkewMs = 5 * 60 * 1000;

// Whether a vouch's Ed25519 signature verifies, remembered across calls for the ones that do: a
// team has tens of vouches and every row's check walks the same ones (three checks of four per
// row with a chain of two vouches; bench_approval_signature measured 1,000 rows at 1.3 s on a busy
// machine without it). Only the arithmetic is remembered, keyed by the public key, the signature
// and the bytes (their SHA-256): every decision (revoked, valid from, administrator, the root)
// is made again from the rows at every call.
bool vouchVerifies(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature)
{
    static QMutex mutex;
    static QSet<QByteArray> verified;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(publicKey);
    hash.addData(signature);
    hash.addData(message);
    const QByteArray id = hash.result();
    {
        const QMutexLocker lock(&mutex);
        if (verified.contains(id))
            return true;
    }
    if (!SigningKey::verify(publicKey, message, signature))
        return false;
    const QMutexLocker lock(&mutex);
    if (verified.size() >= 4096) // a bound, far above any team's keys
        verified.clear();
    verified.insert(id);
    return true;
}

SignatureVerifier::KeyVerdict keyFailure(Problem problem, const QString &detail)
{
    SignatureVerifier::KeyVerdict v;
    v.problem = problem;
    v.detail = detail;
    return v;
}

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

// The statement the row, as it is now, would give for the facts a signed statement names of
// itself (the decider, their time, their count, a reject's reason, the profile's name as they
// saw it): every other member must be the same.
ApprovalStatement expectedFor(const SignatureVerifier::Input &input, const ApprovalStatement &signedOne)
{
    profiles::Profile profile;
    profile.id = input.row.profileId;
    profile.name = signedOne.profileName;
    ApprovalStatement s
        = ApprovalStatement::fromPayout(input.row, profile, signedOne.decision, signedOne.approver,
                                        signedOne.time, signedOne.approvalsNeeded, signedOne.reason);
    s.service = input.service;
    return s;
}

} // namespace

SignatureVerifier::KeyVerdict SignatureVerifier::keyVerdict(const QString &keyId,
                                                            const QHash<QString, OperatorKey> &keys,
                                                            const QString &trustedRoot, const QDateTime &at)
{
    if (trustedRoot.isEmpty())
        return keyFailure(Problem::NoTrustedRoot, u"this workstation kept no root key"_s);

    std::optional<KeyRecord> leaf;
    std::optional<KeyRecord> child; // the record the current key vouched for
    QString current = keyId;
    QDateTime usedAt = at; // when the current key was used: the statement's time, then each vouch's
    QSet<QString> seen;
    for (int depth = 0; depth < kMaxChain; ++depth) {
        if (seen.contains(current))
            return keyFailure(Problem::KeyNotVouched, u"key %1: its chain of vouches loops"_s.arg(current));
        seen.insert(current);
        const auto found = keys.constFind(current);
        if (found == keys.constEnd())
            return keyFailure(Problem::KeyNotVouched, u"key %1 is not known"_s.arg(current));
        const OperatorKey &key = *found;
        if (KeyRecord::keyId(key.publicKey) != current || key.keyId != current)
            return keyFailure(Problem::KeyNotVouched,
                              u"key %1: its public key does not have that id"_s.arg(current));
        if (key.isRevoked() && key.revokedAt <= usedAt)
            return keyFailure(Problem::KeyRevoked,
                              u"key %1 of %2 was revoked at %3, before its use at %4"_s.arg(
                                  current, key.operatorId, timeText(key.revokedAt), timeText(usedAt)));
        if (!key.isVouched())
            return keyFailure(
                Problem::KeyNotVouched,
                u"key %1 of %2 is not vouched for by an administrator"_s.arg(current, key.operatorId));
        QString why;
        std::optional<KeyRecord> record = KeyRecord::fromCanonicalBytes(key.vouch, &why);
        if (!record)
            return keyFailure(Problem::KeyNotVouched,
                              u"key %1: its vouch is not a key record (%2)"_s.arg(current, why));
        if (record->publicKey != key.publicKey || record->vouchedByKey != key.vouchedByKey
            || record->operatorId != key.operatorId)
            return keyFailure(Problem::KeyNotVouched,
                              u"key %1: its vouch names another key, operator or voucher"_s.arg(current));
        if (usedAt < record->validFrom)
            return keyFailure(Problem::KeyNotVouched,
                              u"key %1 of %2 was used at %3, before it was valid (%4)"_s.arg(
                                  current, key.operatorId, timeText(usedAt), timeText(record->validFrom)));
        if (child) {
            // This key signed the child's record: it must be an administrator's, the one the
            // record names.
            if (!record->administrator)
                return keyFailure(
                    Problem::KeyNotVouched,
                    u"key %1 vouched for another key but is not an administrator's"_s.arg(current));
            if (record->operatorId != child->vouchedBy)
                return keyFailure(Problem::KeyNotVouched,
                                  u"key %1 is %2's, but the record it signed names %3 as the voucher"_s.arg(
                                      current, record->operatorId, child->vouchedBy));
        }
        const bool root = record->isRoot();
        const auto voucher = root ? found : keys.constFind(record->vouchedByKey);
        if (voucher == keys.constEnd())
            return keyFailure(Problem::KeyNotVouched,
                              u"key %1: the key that vouched for it (%2) is not known"_s.arg(
                                  current, record->vouchedByKey));
        if (!vouchVerifies(voucher->publicKey, key.vouch, key.vouchSignature))
            return keyFailure(Problem::KeyNotVouched,
                              u"key %1: the vouch's signature does not verify with key %2"_s.arg(
                                  current, record->vouchedByKey));
        if (!leaf)
            leaf = record;
        if (root) {
            if (current != trustedRoot)
                return keyFailure(
                    Problem::KeyNotVouched,
                    u"key %1: its chain ends at root %2, not at the root this workstation kept (%3)"_s.arg(
                        keyId, current, trustedRoot));
            if (!record->administrator)
                return keyFailure(Problem::KeyNotVouched,
                                  u"root key %1 is not an administrator's"_s.arg(current));
            KeyVerdict ok;
            ok.problem = Problem::None;
            ok.record = leaf;
            return ok;
        }
        usedAt = record->time;
        child = std::move(record);
        current = child->vouchedByKey;
    }
    return keyFailure(Problem::KeyNotVouched, u"key %1: its chain of vouches is too long"_s.arg(keyId));
}

SignatureVerifier::Verdict SignatureVerifier::verify(const Input &input)
{
    const payouts::PayoutDraft &row = input.row;
    auto fail = [](Problem problem, const QString &reason, const QString &detail) {
        Verdict v;
        v.problem = problem;
        v.reason = reason;
        v.detail = detail;
        return v;
    };
    if (input.trustedRoot.isEmpty())
        return fail(Problem::NoTrustedRoot,
                    tr("This workstation has kept no administrator key to check approvals against."),
                    u"outbox %1: no trusted root key on this workstation"_s.arg(row.id));

    const QDateTime round = row.progress.awaitingSince.toUTC();
    QStringList approvers;
    int required = qMax(1, input.approversNeeded);
    for (const ApprovalSignature &signature : input.signatures) {
        const QString who = signature.approver;
        const QString sigDetail = u"outbox %1: signature %2 by %3"_s.arg(row.id, signature.id, who);
        QString why;
        const std::optional<ApprovalStatement> statement
            = ApprovalStatement::fromCanonicalBytes(signature.statement, &why);
        if (!statement)
            return fail(
                Problem::StatementMismatch,
                tr("A signature recorded for this payout (by %1) is not of an approval statement.").arg(who),
                sigDetail + u": not a statement: "_s + why);
        if (statement->outboxId != row.id || signature.outboxId != row.id
            || signature.profileId != row.profileId)
            return fail(Problem::StatementMismatch,
                        tr("A signature recorded for this payout (by %1) is of another payout.").arg(who),
                        sigDetail + u": its statement is of outbox %1"_s.arg(statement->outboxId));
        if (statement->submittedAt != round)
            continue; // a decision of an earlier round (the payout was sent back and submitted again)
        if (statement->approver != signature.approver || statement->decision != signature.decision)
            return fail(
                Problem::StatementMismatch,
                tr("A signature recorded for this payout (by %1) says another decider or decision than "
                   "its record.")
                    .arg(who),
                sigDetail
                    + u": the statement names %1 (%2)"_s.arg(
                        statement->approver, ApprovalStatement::decisionKey(statement->decision)));
        const ApprovalStatement expected = expectedFor(input, *statement);
        if (const QString differs = statement->differenceFrom(expected); !differs.isEmpty())
            return fail(Problem::StatementMismatch,
                        tr("The payout is not the one %1 signed: %2 changed since.").arg(who, differs),
                        sigDetail + u": the statement differs from the row in "_s + differs);
        if (statement->time.toMSecsSinceEpoch() < round.toMSecsSinceEpoch() - kClockSkewMs)
            return fail(
                Problem::StatementMismatch,
                tr("The signature by %1 is dated before the payout was submitted for approval.").arg(who),
                sigDetail
                    + u": signed at %1, the round began at %2"_s.arg(timeText(statement->time),
                                                                     timeText(round)));

        const auto key = input.keys.constFind(signature.keyId);
        if (key == input.keys.constEnd())
            return fail(Problem::KeyNotVouched, tr("The key %1 signed with is not known.").arg(who),
                        sigDetail + u": key %1 is not known"_s.arg(signature.keyId));
        if (!SigningKey::verify(key->publicKey, signature.statement, signature.signature))
            return fail(
                Problem::BadSignature, tr("The signature by %1 does not verify with their key.").arg(who),
                sigDetail + u": the Ed25519 signature does not verify with key %1"_s.arg(signature.keyId));
        const KeyVerdict chain = keyVerdict(signature.keyId, input.keys, input.trustedRoot, statement->time);
        if (chain.problem == Problem::KeyRevoked)
            return fail(Problem::KeyRevoked, tr("%1 signed with a key that was revoked before.").arg(who),
                        sigDetail + u": "_s + chain.detail);
        if (!chain.ok())
            return fail(
                chain.problem,
                tr("The key %1 signed with is not vouched for by this team's administrators.").arg(who),
                sigDetail + u": "_s + chain.detail);
        if (chain.record->operatorId != statement->approver)
            return fail(Problem::KeyNotVouched,
                        tr("The key %1 signed with is vouched for another operator.").arg(who),
                        sigDetail
                            + u": key %1 is vouched for %2"_s.arg(signature.keyId, chain.record->operatorId));
        if (statement->approver == row.content.maker)
            return fail(Problem::SignedByMaker, tr("%1 made this payout and cannot approve it.").arg(who),
                        sigDetail + u": the signer is the maker"_s);
        if (chain.record->role != operators::Operator::Role::Approver)
            return fail(Problem::NotAnApprover, tr("%1 is not vouched for as an approver.").arg(who),
                        sigDetail
                            + u": vouched as %1"_s.arg(operators::Operator::roleKey(chain.record->role)));

        if (statement->decision == Decision::Reject)
            return fail(Problem::Rejected, tr("%1 rejected this payout.").arg(who),
                        sigDetail + u": a valid reject of this round"_s);
        required = qMax(required, statement->approvalsNeeded);
        if (!approvers.contains(statement->approver))
            approvers.append(statement->approver);
    }

    if (approvers.isEmpty())
        return fail(Problem::NotSigned, tr("No approver has signed this payout."),
                    u"outbox %1: no valid approval signature of round %2"_s.arg(row.id, timeText(round)));
    if (approvers.size() < required)
        return fail(
            Problem::TooFewApprovers,
            tr("This payout needs %n approvals; %1 signed.", nullptr, required).arg(approvers.join(u", "_s)),
            u"outbox %1: %2 of %3 approvers signed (%4)"_s.arg(row.id)
                .arg(approvers.size())
                .arg(required)
                .arg(approvers.join(u","_s)));
    Verdict ok;
    ok.problem = Problem::None;
    ok.approvers = approvers;
    return ok;
}

} // namespace paydesk::approvals
