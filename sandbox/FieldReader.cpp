// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldReader.h"

#include <QJsonValue>

namespace paydesk::sandbox {

FieldReader::FieldReader(const QJsonObject &object, const QString &prefix, FieldErrors &errors)
    : m_object(object)
    , m_prefix(prefix)
    , m_errors(errors)
{ }

bool FieldReader::has(QStringView name) const
{
    const QJsonValue value = m_object.value(name);
    return !value.isUndefined() && !value.isNull();
}

std::optional<QString> FieldReader::string(QStringView name, Need need) const
{
    const QJsonValue value = m_object.value(name);
    if (value.isUndefined() || value.isNull()) {
        if (need == Need::Required)
            add(name, u"is required"_qs);
        return std::nullopt;
    }
    if (!value.isString()) {
        add(name, u"must be a string"_qs);
        return std::nullopt;
    }
    const QString result = value.toString();
    if (need == Need::Required && result.trimmed().isEmpty()) {
        add(name, u"must not be empty"_qs);
        return std::nullopt;
    }
    return result;
}

std::optional<QString> FieldReader::text(QStringView name, Need need, int maxCharacters) const
{
    std::optional<QString> value = string(name, need);
    if (value && characterCount(*value) > maxCharacters) {
        add(name, u"must be at most %1 characters"_qs.arg(maxCharacters));
        return std::nullopt;
    }
    return value;
}

std::optional<QJsonObject> FieldReader::object(QStringView name, Need need) const
{
    const QJsonValue value = m_object.value(name);
    if (value.isUndefined() || value.isNull()) {
        if (need == Need::Required)
            add(name, u"is required"_qs);
        return std::nullopt;
    }
    if (!value.isObject()) {
        add(name, u"must be an object"_qs);
        return std::nullopt;
    }
    return value.toObject();
}

FieldReader FieldReader::child(QStringView name, const QJsonObject &object) const
{
    return FieldReader(object, path(name) + u'.', m_errors);
}

std::optional<QString> FieldReader::oneOf(QStringView name, const QStringList &allowed, Need need) const
{
    std::optional<QString> value = string(name, Need::Optional);
    if (!value) {
        if (need == Need::Required && !has(name))
            add(name, u"is required"_qs);
        return std::nullopt;
    }
    if (!allowed.contains(*value)) {
        add(name, oneOfMessage(allowed));
        return std::nullopt;
    }
    return value;
}

std::optional<QDate> FieldReader::date(QStringView name, Need need) const
{
    const std::optional<QString> value = string(name, need);
    if (!value)
        return std::nullopt;
    std::optional<QDate> result = parseDate(*value);
    if (!result)
        add(name, u"must be a date in the form yyyy-mm-dd"_qs);
    return result;
}

std::optional<QString> FieldReader::alpha2(QStringView name, Need need) const
{
    static const QRegularExpression pattern = anchored(u"[A-Z]{2}"_qs);
    std::optional<QString> value = string(name, need);
    if (value && !matches(pattern, *value)) {
        add(name, u"must be an ISO 3166 alpha-2 country code like KE"_qs);
        return std::nullopt;
    }
    return value;
}

QString FieldReader::oneOfMessage(const QStringList &allowed)
{
    if (allowed.size() == 1)
        return u"must be "_qs + allowed.front();
    return u"must be one of "_qs + allowed.join(u", "_qs);
}

std::optional<QDate> FieldReader::parseDate(QStringView text)
{
    if (text.size() != 10 || text[4] != u'-' || text[7] != u'-')
        return std::nullopt;
    const int year = asciiNumber(text.sliced(0, 4));
    const int month = asciiNumber(text.sliced(5, 2));
    const int day = asciiNumber(text.sliced(8, 2));
    if (year < 0 || month < 0 || day < 0)
        return std::nullopt;
    const QDate date(year, month, day);
    if (!date.isValid())
        return std::nullopt;
    return date;
}

QRegularExpression FieldReader::anchored(const QString &pattern)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern));
}

bool FieldReader::matches(const QRegularExpression &anchoredPattern, const QString &text)
{
    return anchoredPattern.match(text).hasMatch();
}

int FieldReader::asciiNumber(QStringView digits)
{
    if (digits.isEmpty() || digits.size() > 9)
        return -1;
    int value = 0;
    for (QChar c : digits) {
        if (c < u'0' || c > u'9')
            return -1;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
}

qsizetype FieldReader::characterCount(QStringView text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
        ++count;
    }
    return count;
}

bool FieldReader::isAsciiAlphanumeric(QStringView text, qsizetype minLength, qsizetype maxLength)
{
    if (text.size() < minLength || text.size() > maxLength)
        return false;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (!((u >= u'0' && u <= u'9') || (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z')))
            return false;
    }
    return true;
}

} // namespace paydesk::sandbox
