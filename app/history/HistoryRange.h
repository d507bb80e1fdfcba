// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The period of the History page, as a person means it and as the service reads it.
//
// A person thinks in days of their own time zone: "today" in Nairobi (UTC+3) starts at 00:00 in
// Nairobi, which is 21:00 UTC the day before. GET /payouts filters on created_at_from and
// created_at_to (shared/spec/payment-service-api.md), both INCLUSIVE: a date alone is read as
// 00:00:00 UTC for from and as 23:59:59 UTC for to, i.e. the last second of the day is still in.
// So that no day of another zone is ever read as a UTC day, HistoryRange always sends RFC 3339
// instants in UTC, never a bare date:
//
// - from: the first instant included, the start of the first day in the zone (QDate::startOfDay,
//   which also handles a zone whose midnight does not exist on a daylight-saving day);
// - to: the last instant included, the start of the day AFTER the last day minus one millisecond
//   (".999Z"). Milliseconds are the precision of created_at as the service stamps and compares it
//   (the sandbox reads a bare date's to as 23:59:59.999 too); "23:59:59Z" would leave out the
//   payouts of the last second's milliseconds, and the next day's 00:00:00 would take in the
//   payouts made exactly at midnight of a day not asked for.
//
// The bounds are computed from the zone's own rules, never from a fixed offset, so a day across a
// daylight-saving change is 23 or 25 hours long as it really is (Europe/Paris 2026-03-29: 23 h,
// 2026-10-25: 25 h). A custom range of date-times (times()) is taken as given, both ends included.
//
// A value type; the empty range (default-constructed) is invalid (validationError()).

#include "api/Resources.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QTimeZone>

namespace paydesk::history {

class HistoryRange
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::history::HistoryRange)
public:
    enum class Preset {
        Today, // the day of `now` in the zone
        Last7Days, // today and the six days before it
        ThisMonth, // from the 1st of this month to its last day
        LastMonth, // the whole previous month
        CustomDates, // from a date to a date, both included, in the zone
        CustomDateTimes, // from an instant to an instant, both included
    };

    HistoryRange() = default; // empty: invalid

    // A preset at `now` (any time spec: it is read in `zone`); CustomDates/CustomDateTimes give
    // today, as a starting point for editing.
    static HistoryRange preset(Preset preset, const QDateTime &now, const QTimeZone &zone);
    // Whole days from `from` to `to`, both included, in `zone`.
    static HistoryRange dates(QDate from, QDate to, const QTimeZone &zone);
    // Instants, both included (milliseconds count).
    static HistoryRange times(const QDateTime &from, const QDateTime &to);

    Preset kind() const { return m_kind; }
    bool isEmpty() const { return !m_from.isValid() || !m_to.isValid(); }
    bool isValid() const { return validationError().isEmpty(); }
    // Why the service would refuse it, or why it means nothing (translated); empty when valid.
    QString validationError() const;

    QDateTime from() const { return m_from; } // UTC, first instant included
    QDateTime to() const { return m_to; } // UTC, last instant included
    QDate fromDate() const { return m_fromDate; } // the days asked (date kinds); else invalid
    QDate toDate() const { return m_toDate; }
    QTimeZone timeZone() const { return m_zone; }

    // created_at_from / created_at_to: RFC 3339 in UTC ("2026-11-22T21:00:00Z",
    // "2026-11-23T20:59:59.999Z"); milliseconds only when not zero. Empty when empty.
    QString fromText() const;
    QString toText() const;
    // The query of GET /payouts for this range (no paging yet).
    api::PayoutQuery query() const;

    // For people: "Today", "Last 7 days", "November 2026", "12/11/2026 – 18/11/2026", ...
    QString label(const QLocale &locale = QLocale()) const;

    // Whether `createdAt` is in the range (both ends included).
    bool contains(const QDateTime &createdAt) const;

    friend bool operator==(const HistoryRange &a, const HistoryRange &b)
    {
        return a.m_kind == b.m_kind && a.m_from == b.m_from && a.m_to == b.m_to;
    }

    static QString rfc3339(const QDateTime &instant);

private:
    Preset m_kind = Preset::CustomDateTimes;
    QDateTime m_from;
    QDateTime m_to;
    QDate m_fromDate;
    QDate m_toDate;
    QTimeZone m_zone;
};

} // namespace paydesk::history
