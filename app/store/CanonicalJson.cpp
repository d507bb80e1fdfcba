// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/CanonicalJson.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

void appendString(QByteArray &out, const QString &text)
{
    QString escaped;
    escaped.reserve(text.size() + 2);
    escaped += u'"';
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'"':
            escaped += u"\\\""_s;
            break;
        case u'\\':
            escaped += u"\\\\"_s;
            break;
        case u'\b':
            escaped += u"\\b"_s;
            break;
        case u'\f':
            escaped += u"\\f"_s;
            break;
        case u'\n':
            escaped += u"\\n"_s;
            break;
        case u'\r':
            escaped += u"\\r"_s;
            break;
        case u'\t':
            escaped += u"\\t"_s;
            break;
        default:
            if (c.unicode() < 0x20)
                escaped += u"\\u%1"_s.arg(c.unicode(), 4, 16, QChar(u'0'));
            else
                escaped += c;
        }
    }
    escaped += u'"';
    out += escaped.toUtf8();
}

bool append(QByteArray &out, const QJsonValue &value, QString *why)
{
    switch (value.type()) {
    case QJsonValue::Null:
        out += "null";
        return true;
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        return true;
    case QJsonValue::String:
        appendString(out, value.toString());
        return true;
    case QJsonValue::Double: {
        const QVariant number = value.toVariant();
        qint64 integer = 0;
        if (number.typeId() == QMetaType::LongLong) {
            integer = number.toLongLong();
        } else {
            const double d = value.toDouble();
            if (!std::isfinite(d) || std::trunc(d) != d
                || std::abs(d) > double(CanonicalJson::maxSafeInteger)) {
                if (why)
                    *why = CanonicalJson::tr("The number %1 cannot be recorded exactly; record it as text.")
                               .arg(d);
                return false;
            }
            integer = qint64(d);
        }
        if (integer > CanonicalJson::maxSafeInteger || integer < -CanonicalJson::maxSafeInteger) {
            if (why)
                *why = CanonicalJson::tr(
                           "The number %1 is too large to be recorded exactly; record it as text.")
                           .arg(integer);
            return false;
        }
        out += QByteArray::number(integer);
        return true;
    }
    case QJsonValue::Array: {
        out += '[';
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ',';
            if (!append(out, array.at(i), why))
                return false;
        }
        out += ']';
        return true;
    }
    case QJsonValue::Object: {
        out += '{';
        const QJsonObject object = value.toObject();
        QStringList keys = object.keys();
        std::sort(keys.begin(), keys.end()); // UTF-16 code units
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (i > 0)
                out += ',';
            appendString(out, keys.at(i));
            out += ':';
            if (!append(out, object.value(keys.at(i)), why))
                return false;
        }
        out += '}';
        return true;
    }
    case QJsonValue::Undefined:
        break;
    }
    if (why)
        *why = CanonicalJson::tr("An undefined value cannot be recorded.");
    return false;
}

} // namespace

std::optional<QByteArray> CanonicalJson::serialize(const QJsonValue &value, QString *why)
{
    QByteArray out;
    if (!append(out, value, why))
        return std::nullopt;
    return out;
}

} // namespace paydesk::store
