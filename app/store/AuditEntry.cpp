// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditEntry.h"

#include <QCryptographicHash>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

void appendField(QByteArray &out, const QByteArray &bytes)
{
    out += QByteArray::number(bytes.size());
    out += ':';
    out += bytes;
    out += ';';
}

} // namespace

QJsonObject AuditEntry::detailObject() const
{
    return QJsonDocument::fromJson(detail.toUtf8()).object();
}

QByteArray AuditEntry::canonicalForm() const
{
    QByteArray out;
    appendField(out, QByteArrayLiteral("paydesk-audit-v1"));
    appendField(out, QByteArray::number(seq));
    appendField(out, timeText(time).toUtf8());
    appendField(out, osUser.toUtf8());
    appendField(out, profileId.toUtf8());
    appendField(out, action.toUtf8());
    appendField(out, detail.toUtf8());
    appendField(out, previousHash.toUtf8());
    return out;
}

QString AuditEntry::computeHash() const
{
    return QString::fromLatin1(QCryptographicHash::hash(canonicalForm(), QCryptographicHash::Sha256).toHex());
}

QString AuditEntry::genesisHash()
{
    return QString(64, u'0');
}

QString AuditEntry::timeText(const QDateTime &time)
{
    if (!time.isValid())
        return {};
    return time.toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"_s);
}

QDateTime AuditEntry::timeFromText(QStringView text)
{
    QDateTime time = QDateTime::fromString(text.toString(), Qt::ISODateWithMs);
    if (!time.isValid() || timeText(time) != text)
        return {};
    return time.toUTC();
}

} // namespace paydesk::store
