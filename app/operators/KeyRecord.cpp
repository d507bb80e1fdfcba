// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/KeyRecord.h"

#include "operators/SigningKey.h"
#include "store/AuditEntry.h"
#include "store/CanonicalJson.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace paydesk::operators {

namespace {

// The members' names (KeyRecord.h, docs/signed-approvals.md).
const QString kFormat = u"format"_s;
const QString kOperatorId = u"operator_id"_s;
const QString kDisplayName = u"display_name"_s;
const QString kRole = u"role"_s;
const QString kAdministrator = u"administrator"_s;
const QString kPublicKey = u"public_key"_s;
const QString kKeyId = u"key_id"_s;
const QString kValidFrom = u"valid_from"_s;
const QString kVouchedBy = u"vouched_by"_s;
const QString kVouchedByKey = u"vouched_by_key"_s;
const QString kTime = u"time"_s;

bool isLowerHex(const QString &text, qsizetype length)
{
    if (text.size() != length)
        return false;
    for (const QChar c : text)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    return true;
}

} // namespace

QString KeyRecord::formatVersion()
{
    return u"paydesk-operator-key/1"_s;
}

QString KeyRecord::keyId(const QByteArray &publicKey)
{
    if (publicKey.size() != SigningKey::publicKeyBytes)
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256).toHex());
}

QByteArray KeyRecord::canonicalBytes() const
{
    const QJsonObject o {
        {kFormat, formatVersion()},
        {kOperatorId, operatorId},
        {kDisplayName, displayName},
        {kRole, Operator::roleKey(role).toLower()},
        {kAdministrator, administrator},
        {kPublicKey, QString::fromLatin1(publicKey.toBase64())},
        {kKeyId, keyId(publicKey)},
        {kValidFrom, store::AuditEntry::timeText(validFrom)},
        {kVouchedBy, vouchedBy},
        {kVouchedByKey, vouchedByKey},
        {kTime, store::AuditEntry::timeText(time)},
    };
    return store::CanonicalJson::serialize(o).value_or(QByteArray());
}

std::optional<KeyRecord> KeyRecord::fromCanonicalBytes(const QByteArray &bytes, QString *why)
{
    auto refuse = [why](const QString &reason) -> std::optional<KeyRecord> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return refuse(tr("The key record is not a JSON object."));
    const QJsonObject o = document.object();
    if (o.value(kFormat) != formatVersion())
        return refuse(tr("The key record is of an unknown format (%1); this Paydesk reads %2.")
                          .arg(o.value(kFormat).toVariant().toString(), formatVersion()));

    const QStringList expected {kFormat, kOperatorId, kDisplayName, kRole,         kAdministrator, kPublicKey,
                                kKeyId,  kValidFrom,  kVouchedBy,   kVouchedByKey, kTime};
    for (const QString &name : o.keys())
        if (!expected.contains(name))
            return refuse(tr("The key record has a member it should not have: %1.").arg(name));
    for (const QString &name : expected) {
        if (!o.contains(name))
            return refuse(tr("The key record lacks its member %1.").arg(name));
        if (name != kAdministrator && !o.value(name).isString())
            return refuse(tr("The key record's member %1 is not text.").arg(name));
    }
    if (!o.value(kAdministrator).isBool())
        return refuse(tr("The key record's member %1 is not true or false.").arg(kAdministrator));

    KeyRecord r;
    r.operatorId = o.value(kOperatorId).toString();
    r.displayName = o.value(kDisplayName).toString();
    const auto role = Operator::roleFromKey(o.value(kRole).toString().toUpper());
    if (!role)
        return refuse(tr("The key record's role \u201C%1\u201D is not a role of Paydesk.")
                          .arg(o.value(kRole).toString()));
    r.role = *role;
    r.administrator = o.value(kAdministrator).toBool();
    const QString publicText = o.value(kPublicKey).toString();
    const auto decoded
        = QByteArray::fromBase64Encoding(publicText.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != SigningKey::publicKeyBytes)
        return refuse(tr("The key record's public key is not 32 bytes in Base64."));
    r.publicKey = decoded.decoded;
    if (o.value(kKeyId).toString() != keyId(r.publicKey))
        return refuse(tr("The key record's key ID is not the ID of its public key."));
    r.vouchedBy = o.value(kVouchedBy).toString();
    r.vouchedByKey = o.value(kVouchedByKey).toString();
    if (r.operatorId.isEmpty() || r.vouchedBy.isEmpty())
        return refuse(tr("The key record does not name its operator and who vouched for it."));
    if (!isLowerHex(r.vouchedByKey, 64))
        return refuse(tr("The key record's vouching key ID is not 64 lower-case hexadecimal digits."));
    for (const auto &[name, field] :
         {std::pair {kValidFrom, &KeyRecord::validFrom}, std::pair {kTime, &KeyRecord::time}}) {
        r.*field = store::AuditEntry::timeFromText(o.value(name).toString());
        if (!(r.*field).isValid())
            return refuse(tr("The key record's member %1 \u201C%2\u201D is not a UTC time with milliseconds.")
                              .arg(name, o.value(name).toString()));
    }
    if (r.canonicalBytes() != bytes)
        return refuse(tr("The key record is not written in its one canonical form."));
    return r;
}

QByteArray wrappingContext(const QString &operatorId, const QByteArray &publicKey)
{
    // "paydesk-operator-key/1\n<operator id, UTF-8>\n<public key, base64>": the login cannot hold a
    // line break (Operator::isValidId()), so that no two pairs give the same bytes.
    return KeyRecord::formatVersion().toUtf8() + '\n' + operatorId.toUtf8() + '\n' + publicKey.toBase64();
}

} // namespace paydesk::operators
