// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Signed approvals made with real Ed25519 keys, without a store: a team's root administrator (a
// self-vouched key), operators' keys vouched by an administrator's key, a payout of the outbox as
// the processor is about to send it, and approvals (or rejects) signed over its statement. For the
// verifier's tests, the signed audit file's and bench_approval_signature. Keys are made with
// SigningKey::generate(): the crypto module must be found (PAYDESK_MODULE_DIR, as ctest sets it).

#include "approvals/ApprovalSignature.h"
#include "approvals/ApprovalStatement.h"
#include "approvals/SignatureVerifier.h"
#include "operators/KeyRecord.h"
#include "operators/SigningKey.h"
#include "payouts/PayoutDraft.h"
#include "profiles/Profile.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include <memory>

namespace paydesk::test {

struct TestSigner
{
    std::shared_ptr<operators::SigningKey> key;
    operators::OperatorKey row;
    operators::KeyRecord record;
    QString id() const { return row.keyId; }
};

class SignedTeam
{
public:
    // Times: the root is made at t0, keys vouched a day later, payouts submitted at round().
    static QDateTime t0() { return QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC); }
    static QDateTime round() { return QDateTime(QDate(2026, 11, 27), QTime(8, 15, 0, 40), Qt::UTC); }
    static QDateTime approvedAt(int minutes = 0) { return round().addSecs(3600 + 60 * minutes); }

    static profiles::Profile profile()
    {
        profiles::Profile p;
        p.id = QStringLiteral("5b0c7f3e-1d2a-4c8e-9f10-2a3b4c5d6e7f");
        p.name = QStringLiteral("Acme Payroll");
        p.kind = profiles::Profile::Kind::Production;
        p.baseUrl = QUrl(QStringLiteral("https://api.payments.example/v1/"));
        return p;
    }
    static QString service() { return approvals::ApprovalStatement::serviceOf(profile()); }

    // The team's first administrator: a self-vouched root.
    static TestSigner root(const QString &operatorId = QStringLiteral("amina"))
    {
        TestSigner s = make(operatorId, operators::Operator::Role::Viewer, true, t0());
        s.record.vouchedBy = operatorId;
        s.record.vouchedByKey = s.row.keyId;
        seal(s, *s.key);
        return s;
    }
    // An operator's key vouched by `by` (an administrator's) a day after t0.
    static TestSigner vouched(const QString &operatorId, operators::Operator::Role role, const TestSigner &by,
                              bool administrator = false, const QDateTime &validFrom = t0().addDays(1))
    {
        TestSigner s = make(operatorId, role, administrator, validFrom);
        s.record.vouchedBy = by.record.operatorId;
        s.record.vouchedByKey = by.row.keyId;
        seal(s, *by.key);
        return s;
    }

    // A payout of the outbox as read whole, approved and about to be sent (its request bytes).
    static payouts::PayoutDraft payout(int n = 0, const QString &maker = QStringLiteral("ana"))
    {
        payouts::PayoutDraft row;
        row.id = QStringLiteral("0e6f2a8c-3b1d-4f5e-8a9b-%1").arg(n, 12, 10, QLatin1Char('0'));
        row.profileId = profile().id;
        row.state = payouts::PayoutDraft::State::Approved;
        row.idempotencyKey = QStringLiteral("c3d2e1f0-a9b8-4c7d-8e6f-%1").arg(n, 12, 10, QLatin1Char('0'));
        row.submission.requestBytes = body(QStringLiteral("%1.50").arg(1500 + n),
                                           QStringLiteral("pac-2kA9XqL0mR3"), QStringLiteral("wlt-KES1"),
                                           QStringLiteral("PD-20261127-%1").arg(n, 6, 10, QLatin1Char('0')));
        row.content.requestBody = QJsonDocument::fromJson(row.submission.requestBytes).object();
        row.content.maker = maker;
        row.progress.awaitingSince = round();
        return row;
    }
    static QByteArray body(const QString &amount, const QString &recipient, const QString &wallet,
                           const QString &customId)
    {
        const QJsonObject o {
            {QStringLiteral("amount"),
             QJsonObject {{QStringLiteral("currency"), QStringLiteral("KES")},
                          {QStringLiteral("value"), amount}}},
            {QStringLiteral("custom_id"), customId},
            {QStringLiteral("payment_account_id"), recipient},
            {QStringLiteral("purpose"), QStringLiteral("SALARY_AND_WAGES")},
            {QStringLiteral("sender"),
             QJsonObject {{QStringLiteral("name"), QStringLiteral("Acme Holdings Ltd")},
                          {QStringLiteral("type"), QStringLiteral("BUSINESS")}}},
            {QStringLiteral("wallet_id"), wallet},
        };
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }

    // `signer`'s signed decision on `row` at `time`.
    static approvals::ApprovalSignature sign(const TestSigner &signer, const payouts::PayoutDraft &row,
                                             const QDateTime &time = approvedAt(), int approvalsNeeded = 1,
                                             approvals::ApprovalStatement::Decision decision
                                             = approvals::ApprovalStatement::Decision::Approve)
    {
        using approvals::ApprovalStatement;
        const ApprovalStatement statement = ApprovalStatement::fromPayout(
            row, profile(), decision, signer.record.operatorId, time, approvalsNeeded,
            decision == ApprovalStatement::Decision::Reject ? QStringLiteral("Wrong wallet") : QString());
        return signBytes(signer, row, statement.canonicalBytes(), decision);
    }
    static approvals::ApprovalSignature signBytes(const TestSigner &signer, const payouts::PayoutDraft &row,
                                                  const QByteArray &statement,
                                                  approvals::ApprovalStatement::Decision decision
                                                  = approvals::ApprovalStatement::Decision::Approve)
    {
        approvals::ApprovalSignature s;
        s.signature = signer.key->sign(statement);
        s.id = QString::fromLatin1(QCryptographicHash::hash(s.signature, QCryptographicHash::Sha256).toHex());
        s.outboxId = row.id;
        s.profileId = row.profileId;
        s.decision = decision;
        s.approver = signer.record.operatorId;
        s.keyId = signer.row.keyId;
        s.statement = statement;
        s.recordedAt = approvedAt();
        return s;
    }

private:
    static TestSigner make(const QString &operatorId, operators::Operator::Role role, bool administrator,
                           const QDateTime &validFrom)
    {
        TestSigner s;
        s.key = std::make_shared<operators::SigningKey>(operators::SigningKey::generate());
        s.record.operatorId = operatorId;
        s.record.displayName = operatorId.left(1).toUpper() + operatorId.mid(1);
        s.record.role = role;
        s.record.administrator = administrator;
        s.record.publicKey = s.key->publicKey();
        s.record.validFrom = validFrom;
        s.record.time = validFrom;
        s.row.keyId = operators::KeyRecord::keyId(s.key->publicKey());
        s.row.operatorId = operatorId;
        s.row.publicKey = s.key->publicKey();
        s.row.createdAt = validFrom;
        return s;
    }
    static void seal(TestSigner &s, const operators::SigningKey &by)
    {
        s.row.vouch = s.record.canonicalBytes();
        s.row.vouchSignature = by.sign(s.row.vouch);
        s.row.vouchedByKey = s.record.vouchedByKey;
    }
};

} // namespace paydesk::test
