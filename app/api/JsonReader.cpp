// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonReader.h"

#include "Rfc3339.h"
#include "domain/SpecTables.h"

#include <limits>

namespace paydesk::api {

JsonReader::Scope JsonReader::enter(QLatin1StringView key)
{
    m_path.append(Segment {key, -1});
    return Scope(*this);
}

JsonReader::Scope JsonReader::enter(qsizetype index)
{
    m_path.append(Segment {{}, index});
    return Scope(*this);
}

QString JsonReader::pathOf(QLatin1StringView key) const
{
    QString path;
    for (const Segment &s : m_path) {
        if (s.index >= 0) {
            path += u'[' + QString::number(s.index) + u']';
        } else {
            if (!path.isEmpty())
                path += u'.';
            path += s.key;
        }
    }
    if (!key.isEmpty()) {
        if (!path.isEmpty())
            path += u'.';
        path += key;
    }
    return path;
}

bool JsonReader::keep()
{
    return ++m_problemCount <= maxProblemsKept;
}

void JsonReader::addProblem(QLatin1StringView key, const QString &what)
{
    if (!keep())
        return;
    const QString path = pathOf(key);
    if (m_first.isEmpty())
        m_first = tr("field %1 %2").arg(path, what);
    m_problems[path].append(what);
}

void JsonReader::missing(QLatin1StringView key)
{
    if (!keep())
        return;
    const QString path = pathOf(key);
    if (m_first.isEmpty())
        m_first = tr("missing field %1").arg(path);
    m_problems[path].append(tr("is missing"));
}

void JsonReader::mistyped(QLatin1StringView key, const QString &type)
{
    if (m_problemCount >= maxProblemsKept)
        return void(++m_problemCount); // counted, not worded
    addProblem(key, tr("must be %1").arg(type));
}

QJsonValue JsonReader::take(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = o.value(key);
    if ((v.isUndefined() || v.isNull()) && need == Need::Required)
        missing(key);
    return v;
}

QString JsonReader::string(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isString())
        return v.toString();
    if (!v.isUndefined() && !v.isNull())
        mistyped(key, tr("a string"));
    return {};
}

QStringList JsonReader::stringList(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isArray()) {
        mistyped(key, tr("an array of strings"));
        return {};
    }
    QStringList out;
    const QJsonArray a = v.toArray();
    out.reserve(a.size());
    for (const QJsonValue &item : a) {
        if (!item.isString()) {
            mistyped(key, tr("an array of strings"));
            return {};
        }
        out << item.toString();
    }
    return out;
}

QJsonObject JsonReader::object(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isObject())
        return v.toObject();
    if (!v.isUndefined() && !v.isNull())
        mistyped(key, tr("an object"));
    return {};
}

QJsonArray JsonReader::array(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isArray())
        return v.toArray();
    if (!v.isUndefined() && !v.isNull())
        mistyped(key, tr("an array"));
    return {};
}

QDateTime JsonReader::dateTime(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isUndefined() || v.isNull())
        return {};
    QDateTime t;
    if (v.isString())
        t = Rfc3339::parse(v.toString());
    if (!t.isValid()) {
        mistyped(key, tr("an RFC 3339 time"));
        return {};
    }
    return t;
}

Money JsonReader::amount(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isObject()) {
        mistyped(key, tr("an amount object"));
        return {};
    }
    const QJsonObject amount = v.toObject();
    const Scope scope = enter(key);
    const QString code = currency(amount, QLatin1StringView("currency"));
    if (code.isEmpty()) {
        // The value is still read: a value that is not a decimal is said too (in no currency).
        const QJsonValue value = take(amount, QLatin1StringView("value"), Need::Required);
        if (!value.isUndefined() && !value.isNull() && !value.isString())
            mistyped(QLatin1StringView("value"), tr("a decimal string"));
        return {};
    }
    return decimal(amount, QLatin1StringView("value"), code);
}

QString JsonReader::currency(const QJsonObject &o, QLatin1StringView key, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isString()) {
        mistyped(key, tr("a currency code"));
        return {};
    }
    const QString code = v.toString();
    if (code.isEmpty()) {
        addProblem(key, tr("is empty"));
        return {};
    }
    if (!spec::currency(code)) {
        addProblem(key, tr("is not a currency Paydesk knows: %1").arg(code.left(16)));
        return {};
    }
    return code;
}

Money JsonReader::decimal(const QJsonObject &o, QLatin1StringView key, const QString &currency, Need need)
{
    const QJsonValue v = take(o, key, need);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isString()) {
        mistyped(key, tr("a decimal string"));
        return {};
    }
    const MoneyParseResult parsed = Money::parse(v.toString(), currency);
    if (!parsed) {
        addProblem(key, tr("is not an amount in %1: %2").arg(currency, parsed.errorString));
        return {};
    }
    return parsed.money;
}

ApiError JsonReader::toError() const
{
    if (isOk())
        return {};
    auto count = [](qsizetype n) { return int(qMin<qsizetype>(n, std::numeric_limits<int>::max())); };
    QString message = m_first;
    if (m_problemCount > maxProblemsKept)
        message = tr("%1, and %n more problem(s)", "", count(m_problemCount - maxProblemsKept)).arg(message);
    if (m_uncheckedItems > 0)
        message = tr("%1; %n more item(s) not checked", "", count(m_uncheckedItems)).arg(message);
    ApiError error(ApiError::Kind::Decode, message);
    error.setFieldErrors(m_problems);
    return error;
}

} // namespace paydesk::api
