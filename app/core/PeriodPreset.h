// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one list of periods a person picks from, on History and on Statements alike
// (ui::PeriodPicker): Today, Last 7 days, This month, Last month, and Dates… (days of one's own,
// with times of day when wanted). presetDays() gives the days of a preset, both included, from
// "today" in the zone the period is read in; each page then makes of them what its service takes
// (history::HistoryRange::dates(), statements::StatementPeriod::fromDates()).

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace paydesk::core {

enum class PeriodPreset {
    Today, // the day of today
    Last7Days, // today and the six days before it
    ThisMonth, // from the 1st of this month to today
    LastMonth, // the whole previous month
    Dates, // days of one's own
};

struct DaySpan
{
    QDate first; // included
    QDate last; // included
};

class PeriodPresets
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::core::PeriodPresets)
public:
    // In the order a picker lists them.
    static QList<PeriodPreset> all();
    // "Today", "Last 7 days", "This month", "Last month", "Dates…".
    static QString name(PeriodPreset preset);
    // The days of a preset on `today`; for Dates, today alone (a starting point for editing).
    static DaySpan days(PeriodPreset preset, QDate today);
};

} // namespace paydesk::core
