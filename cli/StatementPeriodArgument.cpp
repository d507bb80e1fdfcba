// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatementPeriodArgument.h"

using namespace Qt::StringLiterals;

namespace paydesk::cli {

std::optional<QTimeZone> StatementPeriodArgument::zone(const QString &text, QString *error)
{
    if (text.isEmpty())
        return QTimeZone::systemTimeZone();
    QTimeZone zone(text.toUtf8());
    if (!zone.isValid()) {
        *error = tr("--zone: \u201C%1\u201D is no time zone: give one such as Africa/Nairobi, Asia/Kolkata "
                    "or UTC")
                     .arg(text);
        return std::nullopt;
    }
    return zone;
}

std::optional<statements::StatementPeriod>
StatementPeriodArgument::parse(const QString &text, const QTimeZone &zone, QDate today, QString *error)
{
    QDate first;
    QDate last;
    const QString word = text.trimmed().toLower();
    if (word == u"yesterday"_s) {
        first = last = today.addDays(-1);
    } else if (word == u"last-month"_s) {
        const QDate thisMonth(today.year(), today.month(), 1);
        first = thisMonth.addMonths(-1);
        last = thisMonth.addDays(-1);
    } else {
        const QStringList parts = word.split(u".."_s);
        if (parts.size() > 2) {
            *error = tr("--period: \u201C%1\u201D is not a period: give yesterday, last-month, a day "
                        "(2026-10-31) "
                        "or days (2026-10-01..2026-10-31)")
                         .arg(text);
            return std::nullopt;
        }
        first = QDate::fromString(parts.front(), Qt::ISODate);
        last = parts.size() == 2 ? QDate::fromString(parts.back(), Qt::ISODate) : first;
        if (!first.isValid() || !last.isValid()) {
            *error = tr("--period: \u201C%1\u201D is not a period: give yesterday, last-month, a day "
                        "(2026-10-31) "
                        "or days (2026-10-01..2026-10-31)")
                         .arg(text);
            return std::nullopt;
        }
        if (last < first) {
            *error = tr("--period: the last day %1 is before the first %2").arg(parts.back(), parts.front());
            return std::nullopt;
        }
    }
    if (first > today) {
        *error = tr("--period: %1 has not begun yet").arg(first.toString(Qt::ISODate));
        return std::nullopt;
    }
    const statements::StatementPeriod period = statements::StatementPeriod::fromDates(first, last, zone);
    if (const QString why = period.validationError(); !why.isEmpty()) {
        *error = tr("--period: %1").arg(why);
        return std::nullopt;
    }
    return period;
}

} // namespace paydesk::cli
