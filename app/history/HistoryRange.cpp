// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/HistoryRange.h"

#include "core/DateText.h"

namespace paydesk::history {

using namespace Qt::StringLiterals;

namespace {

// The first instant of `date` in `zone`, in UTC.
QDateTime dayStart(QDate date, const QTimeZone &zone)
{
    return date.startOfDay(zone).toUTC();
}

// RFC 3339 uses four-digit years.
bool inRfc3339Years(const QDateTime &t)
{
    return t.isValid() && t.date().year() >= 1 && t.date().year() <= 9999;
}

} // namespace

HistoryRange HistoryRange::dates(QDate from, QDate to, const QTimeZone &zone)
{
    HistoryRange r;
    r.m_kind = Preset::CustomDates;
    r.m_zone = zone.isValid() ? zone : QTimeZone::systemTimeZone();
    r.m_fromDate = from;
    r.m_toDate = to;
    if (from.isValid() && to.isValid()) {
        r.m_from = dayStart(from, r.m_zone);
        // The next day's first instant, less the service's unit (one millisecond): included.
        const QDateTime next = dayStart(to.addDays(1), r.m_zone);
        r.m_to = next.isValid() ? next.addMSecs(-1) : QDateTime();
    }
    return r;
}

HistoryRange HistoryRange::times(const QDateTime &from, const QDateTime &to)
{
    HistoryRange r;
    r.m_kind = Preset::CustomDateTimes;
    r.m_from = from.isValid() ? from.toUTC() : QDateTime();
    r.m_to = to.isValid() ? to.toUTC() : QDateTime();
    r.m_zone = from.isValid() ? from.timeZone() : QTimeZone::systemTimeZone();
    return r;
}

HistoryRange HistoryRange::preset(Preset preset, const QDateTime &now, const QTimeZone &zone)
{
    const QTimeZone z = zone.isValid() ? zone : QTimeZone::systemTimeZone();
    const QDate today = now.toTimeZone(z).date();
    HistoryRange r;
    switch (preset) {
    case Preset::Today:
    case Preset::CustomDates:
        r = dates(today, today, z);
        break;
    case Preset::Last7Days:
        r = dates(today.addDays(-6), today, z);
        break;
    case Preset::ThisMonth: {
        const QDate first(today.year(), today.month(), 1);
        r = dates(first, first.addMonths(1).addDays(-1), z);
        break;
    }
    case Preset::LastMonth: {
        const QDate first = QDate(today.year(), today.month(), 1).addMonths(-1);
        r = dates(first, first.addMonths(1).addDays(-1), z);
        break;
    }
    case Preset::CustomDateTimes: {
        const HistoryRange day = dates(today, today, z);
        r = times(day.from().toTimeZone(z), day.to().toTimeZone(z));
        break;
    }
    }
    r.m_kind = preset;
    return r;
}

QString HistoryRange::validationError() const
{
    if (m_kind == Preset::CustomDates && (!m_fromDate.isValid() || !m_toDate.isValid()))
        return tr("Choose the first and the last day.");
    if (isEmpty())
        return tr("Choose when the period starts and ends.");
    if (!inRfc3339Years(m_from) || !inRfc3339Years(m_to))
        return tr("The period must lie between the years 1 and 9999.");
    if (m_from > m_to)
        return tr("The period ends before it starts.");
    return {};
}

QString HistoryRange::rfc3339(const QDateTime &instant)
{
    if (!instant.isValid())
        return {};
    const QDateTime utc = instant.toUTC();
    return utc.time().msec() == 0 ? utc.toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s)
                                  : utc.toString(u"yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"_s);
}

QString HistoryRange::fromText() const
{
    return rfc3339(m_from);
}

QString HistoryRange::toText() const
{
    return rfc3339(m_to);
}

api::PayoutQuery HistoryRange::query() const
{
    api::PayoutQuery q;
    q.from = fromText();
    q.to = toText();
    return q;
}

bool HistoryRange::contains(const QDateTime &createdAt) const
{
    return !isEmpty() && createdAt.isValid() && createdAt >= m_from && createdAt <= m_to;
}

QString HistoryRange::label(const QLocale &locale) const
{
    switch (m_kind) {
    case Preset::Today:
        return tr("Today");
    case Preset::Last7Days:
        return tr("Last 7 days");
    case Preset::ThisMonth:
    case Preset::LastMonth:
        return m_fromDate.isValid() ? locale.toString(m_fromDate, u"MMMM yyyy"_s) : tr("No period");
    case Preset::CustomDates:
        if (!m_fromDate.isValid() || !m_toDate.isValid())
            return tr("No period");
        if (m_fromDate == m_toDate)
            return core::dates::date(m_fromDate, locale);
        //: A period of days, both included: "12/11/2026 – 18/11/2026"
        return tr("%1 – %2").arg(core::dates::date(m_fromDate, locale), core::dates::date(m_toDate, locale));
    case Preset::CustomDateTimes:
        if (isEmpty())
            return tr("No period");
        return tr("%1 – %2").arg(core::dates::dateTime(m_from.toTimeZone(m_zone), locale),
                                 core::dates::dateTime(m_to.toTimeZone(m_zone), locale));
    }
    return {};
}

} // namespace paydesk::history
