// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the service's JSON into value types and remembers what was wrong, by field path:
// "missing field data[3].amount.value", "field data.id must be a string". Unknown fields are never
// looked at; an optional field may be absent (or null). Paths are built only when a problem is
// found, so reading a valid answer costs no string work beyond the values themselves.

#include "ApiError.h"
#include "domain/Money.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QVarLengthArray>

namespace paydesk::api {

class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::api::JsonReader)
public:
    enum class Need { Required, Optional };

    // Enters `key` (or element `index`) for the paths of the problems found until it goes out of scope.
    class [[nodiscard]] Scope
    {
    public:
        explicit Scope(JsonReader &reader)
            : m_reader(reader)
        { }
        ~Scope() { m_reader.m_path.removeLast(); }
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        JsonReader &m_reader;
    };
    Scope enter(QLatin1StringView key);
    Scope enter(qsizetype index);

    QString string(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    QStringList stringList(const QJsonObject &o, QLatin1StringView key, Need need = Need::Optional);
    QJsonObject object(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    QJsonArray array(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    // RFC 3339 text, as UTC.
    QDateTime dateTime(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    // An amount object {"currency": "KES", "value": "1500.50"}, read exactly (Money::parse).
    Money amount(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    // A decimal string in a known currency (wallet "available" and "balance").
    Money decimal(const QJsonObject &o, QLatin1StringView key, const QString &currency,
                  Need need = Need::Required);

    bool isOk() const { return m_problems.isEmpty(); }
    // Field path -> what is wrong with it, in the order found.
    const QMap<QString, QStringList> &problems() const { return m_problems; }
    QString firstProblem() const { return m_first; }
    // A Decode error naming the fields, or no error when all went well.
    ApiError toError() const;

    // Records a problem with `key` in the current scope (for checks beyond types).
    void addProblem(QLatin1StringView key, const QString &what);

private:
    struct Segment
    {
        QLatin1StringView key;
        qsizetype index = -1;
    };
    QString pathOf(QLatin1StringView key) const;
    void missing(QLatin1StringView key);
    void mistyped(QLatin1StringView key, const QString &type);
    // Value of `key`, or undefined after recording a missing required field.
    QJsonValue take(const QJsonObject &o, QLatin1StringView key, Need need);

    QVarLengthArray<Segment, 8> m_path;
    QMap<QString, QStringList> m_problems;
    QString m_first;
};

} // namespace paydesk::api
