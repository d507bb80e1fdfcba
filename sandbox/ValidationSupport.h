// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the rules of RequestValidator share between their files (AccountRules, SenderRules and
// RequestValidator itself): the lengths of the specification, its code lists made once, the E.164
// pattern, and how the validation context is asked.

#include "FieldReader.h"
#include "RequestValidator.h"

#include "domain/SpecTables.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>

namespace paydesk::sandbox::validation {

using Need = FieldReader::Need;

inline constexpr int kNameMaxCharacters = 200;
inline constexpr int kAccountNumberMaxLength = 34;

// The context's answers, with a missing function taken as "does not exist".
inline QString ask(const std::function<QString(const QString &)> &question, const QString &argument)
{
    return question ? question(argument) : QString();
}

inline bool askBool(const std::function<bool(const QString &)> &question, const QString &argument)
{
    return question && question(argument);
}

// The codes of a specification table, made once: every request asks for them.
template<auto table> const QStringList &codesOf()
{
    static const QStringList codes = spec::codes(table());
    return codes;
}

inline const QRegularExpression &e164Pattern()
{
    using namespace Qt::StringLiterals;
    static const QRegularExpression pattern = FieldReader::anchored(u"\\+[1-9][0-9]{6,14}"_s);
    return pattern;
}

inline const QString &e164Message()
{
    using namespace Qt::StringLiterals;
    static const QString message = u"must be a phone number in E.164 format like +254700000001"_s;
    return message;
}

// Present, not null, and not an empty string or object.
inline bool isGiven(const QJsonObject &body, QStringView name)
{
    const QJsonValue value = body.value(name);
    if (value.isUndefined() || value.isNull())
        return false;
    if (value.isString())
        return !value.toString().isEmpty();
    if (value.isObject())
        return !value.toObject().isEmpty();
    return true;
}

} // namespace paydesk::sandbox::validation
