// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the service's JSON into value types and remembers what was wrong, by field path:
// "missing field data[3].amount.value", "field data.id must be a string". Unknown fields are never
// looked at; an optional field may be absent (or null). Paths are built only when a problem is
// found, so reading a valid answer costs no string work beyond the values themselves. Only the
// first maxProblemsKept problems are kept, and a list stops being checked once they are found
// (readList(): the items left are counted, not read), so that an answer of millions of empty
// items costs a few paths, not a map of millions of them.

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
    static constexpr qsizetype maxProblemsKept = 20;

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
    // RFC 3339 text (Rfc3339: exactly the forms it allows), as UTC.
    QDateTime dateTime(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    // An ISO 4217 code of a currency Paydesk knows (SpecTables); an empty, unknown or mistyped
    // one is a problem of that field, and gives an empty string.
    QString currency(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    // An amount object {"currency": "KES", "value": "1500.50"}, read exactly (Money::parse). Any
    // part missing, empty, unknown or not a decimal is a problem naming the part ("amount.value").
    Money amount(const QJsonObject &o, QLatin1StringView key, Need need = Need::Required);
    // A decimal string in a known currency (wallet "available" and "balance").
    Money decimal(const QJsonObject &o, QLatin1StringView key, const QString &currency,
                  Need need = Need::Required);

    bool isOk() const { return m_problemCount == 0; }
    // Field path -> what is wrong with it: the first maxProblemsKept problems found.
    const QMap<QString, QStringList> &problems() const { return m_problems; }
    // Every problem found, kept or not.
    qsizetype problemCount() const { return m_problemCount; }
    // As many problems as are kept have been found: checking further would only count.
    bool isFull() const { return m_problemCount >= maxProblemsKept; }
    // Items of lists left unchecked once the reader was full.
    void skipItems(qsizetype count) { m_uncheckedItems += count; }
    qsizetype uncheckedItems() const { return m_uncheckedItems; }
    QString firstProblem() const { return m_first; }
    // A Decode error naming the fields kept (and how many more there were), or no error when all
    // went well.
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
    // Counts a problem; true when it is one of those kept (then worth a path and words).
    bool keep();
    void missing(QLatin1StringView key);
    void mistyped(QLatin1StringView key, const QString &type);
    // Value of `key`, or undefined after recording a missing required field.
    QJsonValue take(const QJsonObject &o, QLatin1StringView key, Need need);

    QVarLengthArray<Segment, 8> m_path;
    QMap<QString, QStringList> m_problems;
    qsizetype m_problemCount = 0;
    qsizetype m_uncheckedItems = 0;
    QString m_first;
};

} // namespace paydesk::api
