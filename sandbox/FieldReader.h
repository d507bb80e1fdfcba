// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FieldErrors.h"

#include <QDate>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::sandbox {

// Reads the fields of one JSON object of a request and reports what is missing, of the wrong
// JSON type or not allowed to FieldErrors, by dotted path: the reader's prefix followed by the
// field name. A field set to null counts as absent. Used by RequestValidator.
class FieldReader
{
public:
    enum class Need { Optional, Required };

    FieldReader(const QJsonObject &object, const QString &prefix, FieldErrors &errors);

    const QJsonObject &object() const { return m_object; }
    QString path(QStringView name) const { return m_prefix + name; }
    void add(QStringView name, const QString &message) const { m_errors.add(path(name), message); }
    // Present and not null.
    bool has(QStringView name) const;

    // nullopt when absent ("is required" when required) or not a string ("must be a string").
    // A required string must not be empty either ("must not be empty").
    std::optional<QString> string(QStringView name, Need need) const;
    // A string with at most `maxCharacters` characters (1 at least when required).
    std::optional<QString> text(QStringView name, Need need, int maxCharacters) const;
    // nullopt when absent or not an object ("must be an object").
    std::optional<QJsonObject> object(QStringView name, Need need) const;
    // The reader of the object `name` of this one: its prefix is this prefix + name + '.'.
    FieldReader child(QStringView name, const QJsonObject &object) const;

    // A string among `allowed`, else "must be one of A, B" (an empty string too).
    std::optional<QString> oneOf(QStringView name, const QStringList &allowed, Need need) const;
    // A date yyyy-mm-dd that exists in the calendar.
    std::optional<QDate> date(QStringView name, Need need) const;
    // An ISO 3166 alpha-2 code: two upper-case letters A-Z.
    std::optional<QString> alpha2(QStringView name, Need need) const;

    // "must be A" for one value, "must be one of A, B, C" for more.
    static QString oneOfMessage(const QStringList &allowed);
    static std::optional<QDate> parseDate(QStringView text);
    // The whole text matches `pattern`; a pattern with ^ and $ works too, and a trailing newline
    // never slips through $ (the pattern is wrapped in \A(?:...)\z).
    static QRegularExpression anchored(const QString &pattern);
    static bool matches(const QRegularExpression &anchoredPattern, const QString &text);
    // The value of 1 to 9 ASCII digits; -1 for anything else.
    static int asciiNumber(QStringView digits);
    static qsizetype characterCount(QStringView text); // code points, not UTF-16 units
    static bool isAsciiAlphanumeric(QStringView text, qsizetype minLength, qsizetype maxLength);

private:
    QJsonObject m_object;
    QString m_prefix;
    FieldErrors &m_errors;
};

} // namespace paydesk::sandbox
