// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/SignedAuditFile.h"

#include "approvals/ApprovalStatement.h"
#include "operators/SigningKey.h"
#include "store/AuditEntry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace paydesk::audit {

namespace {

using approvals::ApprovalSignature;
using approvals::ApprovalStatement;
using operators::OperatorKey;
using operators::SigningKey;

QString timeText(const QDateTime &time)
{
    return store::AuditEntry::timeText(time);
}

QString base64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

QJsonObject keyObject(const OperatorKey &key)
{
    return QJsonObject {
        {u"key_id"_s, key.keyId},
        {u"operator_id"_s, key.operatorId},
        {u"public_key"_s, base64(key.publicKey)},
        {u"public_key_pem"_s, QString::fromLatin1(SigningKey::publicKeyPem(key.publicKey))},
        {u"fingerprint"_s, SigningKey::fingerprint(key.publicKey)},
        {u"created_at"_s, timeText(key.createdAt)},
        {u"revoked_at"_s, timeText(key.revokedAt)},
        {u"vouch"_s, QString::fromUtf8(key.vouch)},
        {u"vouch_base64"_s, base64(key.vouch)},
        {u"vouch_signature"_s, base64(key.vouchSignature)},
        {u"vouched_by_key"_s, key.vouchedByKey},
    };
}

QJsonObject signatureObject(const ApprovalSignature &s)
{
    return QJsonObject {
        {u"id"_s, s.id},
        {u"decision"_s, ApprovalStatement::decisionKey(s.decision)},
        {u"approver"_s, s.approver},
        {u"key_id"_s, s.keyId},
        {u"statement"_s, QString::fromUtf8(s.statement)},
        {u"statement_base64"_s, base64(s.statement)},
        {u"signature"_s, base64(s.signature)},
        {u"recorded_at"_s, timeText(s.recordedAt)},
    };
}

QJsonObject payoutObject(const SignedAuditFile::Payout &p)
{
    const payouts::PayoutDraft &row = p.row;
    QJsonArray signatures;
    for (const ApprovalSignature &s : p.signatures)
        signatures.append(signatureObject(s));
    return QJsonObject {
        {u"outbox_id"_s, row.id},
        {u"profile_id"_s, row.profileId},
        {u"service"_s, p.service},
        {u"state"_s, payouts::PayoutDraft::stateKey(row.state)},
        {u"idempotency_key"_s, row.idempotencyKey},
        {u"maker"_s, row.content.maker},
        {u"submitted_at"_s, timeText(row.progress.awaitingSince)},
        {u"approvers"_s, QJsonArray::fromStringList(row.progress.approvers)},
        {u"provider_payout_id"_s, row.progress.providerPayoutId},
        {u"request_body"_s, QString::fromUtf8(row.submission.requestBytes)},
        {u"request_body_base64"_s, base64(row.submission.requestBytes)},
        {u"request_body_sha256"_s, ApprovalStatement::sha256Hex(row.submission.requestBytes)},
        {u"signatures"_s, signatures},
    };
}

// Reads members strictly: the reader refuses a file whose members are missing or of the wrong type.
class Reader
{
public:
    explicit Reader(QString *why)
        : m_why(why)
    { }
    bool failed() const { return m_failed; }

    QString text(const QJsonObject &o, const QString &name, const QString &where)
    {
        const QJsonValue v = o.value(name);
        if (!v.isString())
            fail(SignedAuditFile::tr("%1 lacks its text member %2.").arg(where, name));
        return v.toString();
    }
    QDateTime time(const QJsonObject &o, const QString &name, const QString &where, bool optional = true)
    {
        const QString t = text(o, name, where);
        if (t.isEmpty() && optional)
            return {};
        const QDateTime parsed = store::AuditEntry::timeFromText(t);
        if (!parsed.isValid())
            fail(SignedAuditFile::tr("%1's member %2 is not a UTC time with milliseconds.").arg(where, name));
        return parsed;
    }
    // The bytes of a base64 member, which must agree with its text twin when there is one.
    QByteArray bytes(const QJsonObject &o, const QString &name, const QString &where,
                     const QString &textTwin = {})
    {
        const auto decoded = QByteArray::fromBase64Encoding(text(o, name, where).toLatin1(),
                                                            QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            fail(SignedAuditFile::tr("%1's member %2 is not Base64.").arg(where, name));
            return {};
        }
        if (!textTwin.isEmpty() && text(o, textTwin, where).toUtf8() != decoded.decoded)
            fail(SignedAuditFile::tr("%1's members %2 and %3 differ.").arg(where, textTwin, name));
        return decoded.decoded;
    }
    QJsonArray array(const QJsonObject &o, const QString &name, const QString &where)
    {
        if (!o.value(name).isArray())
            fail(SignedAuditFile::tr("%1 lacks its list %2.").arg(where, name));
        return o.value(name).toArray();
    }
    void fail(const QString &why)
    {
        if (!m_failed && m_why)
            *m_why = why;
        m_failed = true;
    }

private:
    QString *m_why;
    bool m_failed = false;
};

} // namespace

QString SignedAuditFile::formatVersion()
{
    return u"paydesk-signed-audit/1"_s;
}

QByteArray SignedAuditFile::write(const Contents &contents)
{
    QJsonArray keys;
    for (const OperatorKey &key : contents.keys)
        keys.append(keyObject(key));
    QJsonArray payouts;
    for (const Payout &p : contents.payouts)
        payouts.append(payoutObject(p));
    const QJsonObject o {
        {u"format"_s, formatVersion()},
        {u"exported_at"_s, timeText(contents.exportedAt)},
        {u"from"_s, timeText(contents.from)},
        {u"to"_s, timeText(contents.to)},
        {u"profile_id"_s, contents.profileId},
        {u"root"_s, contents.root},
        {u"keys"_s, keys},
        {u"payouts"_s, payouts},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<SignedAuditFile::Contents> SignedAuditFile::read(const QByteArray &bytes, QString *why)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        if (why)
            *why = tr("The file is not a JSON object.");
        return std::nullopt;
    }
    const QJsonObject o = document.object();
    if (o.value(u"format"_s).toString() != formatVersion()) {
        if (why)
            *why = tr("The file is not a signed audit file of format %1.").arg(formatVersion());
        return std::nullopt;
    }
    Reader r(why);
    const QString file = tr("The file");
    Contents c;
    c.exportedAt = r.time(o, u"exported_at"_s, file);
    c.from = r.time(o, u"from"_s, file);
    c.to = r.time(o, u"to"_s, file);
    c.profileId = r.text(o, u"profile_id"_s, file);
    c.root = r.text(o, u"root"_s, file);
    for (const QJsonValue &value : r.array(o, u"keys"_s, file)) {
        const QJsonObject k = value.toObject();
        const QString where = tr("Key %1").arg(k.value(u"key_id"_s).toString());
        OperatorKey key;
        key.keyId = r.text(k, u"key_id"_s, where);
        key.operatorId = r.text(k, u"operator_id"_s, where);
        key.publicKey = r.bytes(k, u"public_key"_s, where);
        key.createdAt = r.time(k, u"created_at"_s, where);
        key.revokedAt = r.time(k, u"revoked_at"_s, where);
        key.vouch = r.bytes(k, u"vouch_base64"_s, where, u"vouch"_s);
        key.vouchSignature = r.bytes(k, u"vouch_signature"_s, where);
        key.vouchedByKey = r.text(k, u"vouched_by_key"_s, where);
        c.keys.append(key);
    }
    for (const QJsonValue &value : r.array(o, u"payouts"_s, file)) {
        const QJsonObject p = value.toObject();
        const QString where = tr("Payout %1").arg(p.value(u"outbox_id"_s).toString());
        Payout payout;
        payouts::PayoutDraft &row = payout.row;
        row.id = r.text(p, u"outbox_id"_s, where);
        row.profileId = r.text(p, u"profile_id"_s, where);
        payout.service = r.text(p, u"service"_s, where);
        const auto state = payouts::PayoutDraft::stateFromKey(r.text(p, u"state"_s, where));
        if (!state)
            r.fail(tr("%1's state is not a state of the outbox.").arg(where));
        row.state = state.value_or(payouts::PayoutDraft::State::Draft);
        row.idempotencyKey = r.text(p, u"idempotency_key"_s, where);
        row.content.maker = r.text(p, u"maker"_s, where);
        row.progress.awaitingSince = r.time(p, u"submitted_at"_s, where);
        for (const QJsonValue &approver : r.array(p, u"approvers"_s, where))
            row.progress.approvers.append(approver.toString());
        row.progress.providerPayoutId = r.text(p, u"provider_payout_id"_s, where);
        row.submission.requestBytes = r.bytes(p, u"request_body_base64"_s, where, u"request_body"_s);
        row.content.requestBody = QJsonDocument::fromJson(row.submission.requestBytes).object();
        for (const QJsonValue &sv : r.array(p, u"signatures"_s, where)) {
            const QJsonObject s = sv.toObject();
            const QString at = tr("Signature %1").arg(s.value(u"id"_s).toString());
            ApprovalSignature signature;
            signature.id = r.text(s, u"id"_s, at);
            signature.outboxId = row.id;
            signature.profileId = row.profileId;
            const QString decision = r.text(s, u"decision"_s, at);
            if (decision != ApprovalStatement::decisionKey(ApprovalStatement::Decision::Approve)
                && decision != ApprovalStatement::decisionKey(ApprovalStatement::Decision::Reject))
                r.fail(tr("%1's decision is neither approve nor reject.").arg(at));
            signature.decision
                = decision == ApprovalStatement::decisionKey(ApprovalStatement::Decision::Reject)
                ? ApprovalStatement::Decision::Reject
                : ApprovalStatement::Decision::Approve;
            signature.approver = r.text(s, u"approver"_s, at);
            signature.keyId = r.text(s, u"key_id"_s, at);
            signature.statement = r.bytes(s, u"statement_base64"_s, at, u"statement"_s);
            signature.signature = r.bytes(s, u"signature"_s, at);
            signature.recordedAt = r.time(s, u"recorded_at"_s, at);
            payout.signatures.append(signature);
        }
        c.payouts.append(payout);
    }
    if (r.failed())
        return std::nullopt;
    return c;
}

} // namespace paydesk::audit
