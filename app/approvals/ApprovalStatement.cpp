// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/ApprovalStatement.h"

#include "profiles/Profile.h"
#include "store/AuditEntry.h"
#include "store/CanonicalJson.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringList>

#include <functional>

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

namespace {

// The members' names (ApprovalStatement.h, docs/signed-approvals.md).
const QString kFormat = u"format"_s;
const QString kDecision = u"decision"_s;
const QString kProfileId = u"profile_id"_s;
const QString kProfileName = u"profile_name"_s;
const QString kService = u"service"_s;
const QString kOutboxId = u"outbox_id"_s;
const QString kWalletId = u"wallet_id"_s;
const QString kAmount = u"amount"_s;
const QString kCurrency = u"currency"_s;
const QString kRecipient = u"recipient"_s;
const QString kPurpose = u"purpose"_s;
const QString kSender = u"sender"_s;
const QString kBodySha256 = u"body_sha256"_s;
const QString kIdempotencyKey = u"idempotency_key"_s;
const QString kCustomId = u"custom_id"_s;
const QString kMaker = u"maker"_s;
const QString kApprover = u"approver"_s;
const QString kTime = u"time"_s;
const QString kReason = u"reason"_s;
const QString kApprovalsNeeded = u"approvals_needed"_s;
const QString kSubmittedAt = u"submitted_at"_s;

const QString kAccountId = u"payment_account_id"_s;
const QString kAccount = u"payment_account"_s;

using Decision = ApprovalStatement::Decision;

// The text members, each with the statement's field (the objects, decision and time apart).
const QList<std::pair<QString, QString ApprovalStatement::*>> &textMembers()
{
    static const QList<std::pair<QString, QString ApprovalStatement::*>> members {
        {kProfileId, &ApprovalStatement::profileId},   {kProfileName, &ApprovalStatement::profileName},
        {kService, &ApprovalStatement::service},       {kOutboxId, &ApprovalStatement::outboxId},
        {kWalletId, &ApprovalStatement::walletId},     {kAmount, &ApprovalStatement::amount},
        {kCurrency, &ApprovalStatement::currency},     {kPurpose, &ApprovalStatement::purpose},
        {kBodySha256, &ApprovalStatement::bodySha256}, {kIdempotencyKey, &ApprovalStatement::idempotencyKey},
        {kCustomId, &ApprovalStatement::customId},     {kMaker, &ApprovalStatement::maker},
        {kApprover, &ApprovalStatement::approver},
    };
    return members;
}

bool isLowerHex(const QString &text, qsizetype length)
{
    if (text.size() != length)
        return false;
    for (const QChar c : text)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    return true;
}

QString joined(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    return ApprovalStatement::tr("%1 and %2").arg(parts.first(parts.size() - 1).join(u", "_s), parts.last());
}

} // namespace

QString ApprovalStatement::formatVersion()
{
    return u"paydesk-approval/1"_s;
}

QString ApprovalStatement::decisionKey(Decision decision)
{
    return decision == Decision::Reject ? u"reject"_s : u"approve"_s;
}

QString ApprovalStatement::serviceOf(const profiles::Profile &profile)
{
    if (profile.isLocalSandbox())
        return u"local-sandbox"_s;
    return profile.baseUrl.adjusted(QUrl::StripTrailingSlash).toString(QUrl::FullyEncoded);
}

QString ApprovalStatement::sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

ApprovalStatement ApprovalStatement::fromPayout(const payouts::PayoutDraft &row,
                                                const profiles::Profile &profile, Decision decision,
                                                const QString &approver, const QDateTime &time,
                                                int approvalsNeeded, const QString &reason)
{
    ApprovalStatement s;
    s.decision = decision;
    s.profileId = profile.id;
    s.profileName = profile.name;
    s.service = serviceOf(profile);
    s.outboxId = row.id;
    s.idempotencyKey = row.idempotencyKey;
    s.maker = row.content.maker;
    s.approver = approver;
    s.time = time.toUTC();
    s.approvalsNeeded = approvalsNeeded;
    s.submittedAt = row.progress.awaitingSince.toUTC();
    s.reason = decision == Decision::Reject ? reason : QString();

    // Every fact of the body from the bytes that are sent (ApprovalStatement.h).
    const QByteArray &bytes = row.submission.requestBytes;
    if (bytes.isEmpty())
        return s; // incomplete: no body to vouch for
    s.bodySha256 = sha256Hex(bytes);
    const QJsonObject body = QJsonDocument::fromJson(bytes).object();
    s.walletId = body.value(kWalletId).toString();
    const QJsonObject amount = body.value(kAmount).toObject();
    s.amount = amount.value(u"value"_s).toString();
    s.currency = amount.value(u"currency"_s).toString();
    for (const QString &member : {kAccountId, kAccount})
        if (body.contains(member))
            s.recipient.insert(member, body.value(member));
    s.purpose = body.value(kPurpose).toString();
    s.sender = body.value(kSender).toObject();
    s.customId = body.value(kCustomId).toString();
    return s;
}

QByteArray ApprovalStatement::canonicalBytes() const
{
    QJsonObject o {
        {kFormat, formatVersion()},
        {kDecision, decisionKey(decision)},
        {kRecipient, recipient},
        {kSender, sender},
        {kTime, store::AuditEntry::timeText(time)},
        {kApprovalsNeeded, approvalsNeeded},
        {kSubmittedAt, store::AuditEntry::timeText(submittedAt)},
    };
    for (const auto &[name, field] : textMembers())
        o.insert(name, this->*field);
    if (decision == Decision::Reject)
        o.insert(kReason, reason);
    return store::CanonicalJson::serialize(o).value_or(QByteArray());
}

std::optional<ApprovalStatement> ApprovalStatement::fromCanonicalBytes(const QByteArray &bytes, QString *why)
{
    auto refuse = [why](const QString &reason) -> std::optional<ApprovalStatement> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return refuse(tr("The approval statement is not a JSON object."));
    const QJsonObject o = document.object();
    if (o.value(kFormat) != formatVersion())
        return refuse(tr("The approval statement is of an unknown format (%1); this Paydesk reads %2.")
                          .arg(o.value(kFormat).toVariant().toString(), formatVersion()));

    ApprovalStatement s;
    const QString decision = o.value(kDecision).toString();
    if (decision == decisionKey(Decision::Approve))
        s.decision = Decision::Approve;
    else if (decision == decisionKey(Decision::Reject))
        s.decision = Decision::Reject;
    else
        return refuse(tr("The approval statement's decision \u201C%1\u201D is neither approve nor reject.")
                          .arg(decision));

    QStringList expected {kFormat, kDecision, kRecipient, kSender, kTime, kApprovalsNeeded, kSubmittedAt};
    for (const auto &[name, field] : textMembers())
        expected.append(name);
    if (s.decision == Decision::Reject)
        expected.append(kReason);
    for (const QString &name : o.keys())
        if (!expected.contains(name))
            return refuse(tr("The approval statement has a member it should not have: %1.").arg(name));
    for (const QString &name : std::as_const(expected))
        if (!o.contains(name))
            return refuse(tr("The approval statement lacks its member %1.").arg(name));

    for (const auto &[name, field] : textMembers()) {
        if (!o.value(name).isString())
            return refuse(tr("The approval statement's member %1 is not text.").arg(name));
        s.*field = o.value(name).toString();
    }
    if (s.decision == Decision::Reject) {
        if (!o.value(kReason).isString())
            return refuse(tr("The approval statement's member %1 is not text.").arg(kReason));
        s.reason = o.value(kReason).toString();
    }
    for (const QString &name : {kRecipient, kSender})
        if (!o.value(name).isObject())
            return refuse(tr("The approval statement's member %1 is not an object.").arg(name));
    s.recipient = o.value(kRecipient).toObject();
    s.sender = o.value(kSender).toObject();
    if (!o.value(kTime).isString())
        return refuse(tr("The approval statement's member %1 is not text.").arg(kTime));
    s.time = store::AuditEntry::timeFromText(o.value(kTime).toString());
    if (!s.time.isValid())
        return refuse(tr("The approval statement's time \u201C%1\u201D is not a UTC time with milliseconds.")
                          .arg(o.value(kTime).toString()));

    const QJsonValue needed = o.value(kApprovalsNeeded);
    if (!needed.isDouble() || needed.toDouble() != double(needed.toInt()))
        return refuse(tr("The approval statement's member %1 is not a whole number.").arg(kApprovalsNeeded));
    s.approvalsNeeded = needed.toInt();
    if (!o.value(kSubmittedAt).isString())
        return refuse(tr("The approval statement's member %1 is not text.").arg(kSubmittedAt));
    s.submittedAt = store::AuditEntry::timeFromText(o.value(kSubmittedAt).toString());
    if (!s.submittedAt.isValid())
        return refuse(tr("The approval statement's submission time \u201C%1\u201D is not a UTC time with "
                         "milliseconds.")
                          .arg(o.value(kSubmittedAt).toString()));

    if (const QString missing = s.incompleteness(); !missing.isEmpty())
        return refuse(missing);
    if (s.canonicalBytes() != bytes)
        return refuse(tr("The approval statement is not written in its one canonical form."));
    return s;
}

QString ApprovalStatement::incompleteness() const
{
    QStringList missing;
    const std::pair<bool, QString> checks[] = {
        {profileId.isEmpty(), tr("the profile")},
        {service.isEmpty(), tr("the service")},
        {outboxId.isEmpty(), tr("the payout")},
        {amount.isEmpty(), tr("the amount")},
        {currency.isEmpty(), tr("the currency")},
        {!(recipient.size() == 1
           && (recipient.value(kAccountId).isString() || recipient.value(kAccount).isObject())),
         tr("the recipient")},
        {!isLowerHex(bodySha256, 64), tr("the request body's hash")},
        {idempotencyKey.isEmpty(), tr("the idempotency key")},
        {approver.isEmpty(), tr("the approver")},
        {approvalsNeeded < 1, tr("the number of approvals needed")},
        {!submittedAt.isValid(), tr("the approval round")},
        {!time.isValid(), tr("the time")},
        {decision == Decision::Reject && reason.trimmed().isEmpty(), tr("the reason")},
    };
    for (const auto &[lacking, what] : checks)
        if (lacking)
            missing.append(what);
    if (missing.isEmpty())
        return {};
    return tr("The approval statement lacks %1.").arg(joined(missing));
}

QString ApprovalStatement::differenceFrom(const ApprovalStatement &other) const
{
    const std::pair<bool, QString> facts[] = {
        {decision != other.decision, tr("the decision")},
        {profileId != other.profileId, tr("the profile")},
        {profileName != other.profileName, tr("the profile's name")},
        {service != other.service, tr("the service")},
        {outboxId != other.outboxId, tr("the payout")},
        {walletId != other.walletId, tr("the wallet")},
        {amount != other.amount, tr("the amount")},
        {currency != other.currency, tr("the currency")},
        {recipient != other.recipient, tr("the recipient")},
        {purpose != other.purpose, tr("the purpose")},
        {sender != other.sender, tr("the sender")},
        {bodySha256 != other.bodySha256, tr("the request body")},
        {idempotencyKey != other.idempotencyKey, tr("the idempotency key")},
        {customId != other.customId, tr("the custom ID")},
        {maker != other.maker, tr("the maker")},
        {approver != other.approver, tr("the approver")},
        {approvalsNeeded != other.approvalsNeeded, tr("the number of approvals needed")},
        {submittedAt.toMSecsSinceEpoch() != other.submittedAt.toMSecsSinceEpoch()
             || submittedAt.isValid() != other.submittedAt.isValid(),
         tr("the approval round")},
        {time.toMSecsSinceEpoch() != other.time.toMSecsSinceEpoch() || time.isValid() != other.time.isValid(),
         tr("the time")},
        {reason != other.reason, tr("the reason")},
    };
    QStringList differ;
    for (const auto &[differs, what] : facts)
        if (differs)
            differ.append(what);
    return joined(differ);
}

} // namespace paydesk::approvals
