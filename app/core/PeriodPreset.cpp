// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/PeriodPreset.h"

namespace paydesk::core {

QList<PeriodPreset> PeriodPresets::all()
{
    return {PeriodPreset::Today, PeriodPreset::Last7Days, PeriodPreset::ThisMonth, PeriodPreset::LastMonth,
            PeriodPreset::Dates};
}

QString PeriodPresets::name(PeriodPreset preset)
{
    switch (preset) {
    case PeriodPreset::Today:
        return tr("Today");
    case PeriodPreset::Last7Days:
        return tr("Last 7 days");
    case PeriodPreset::ThisMonth:
        return tr("This month");
    case PeriodPreset::LastMonth:
        return tr("Last month");
    case PeriodPreset::Dates:
        return tr("Dates\u2026");
    }
    return {};
}

DaySpan PeriodPresets::days(PeriodPreset preset, QDate today)
{
    const QDate firstOfMonth(today.year(), today.month(), 1);
    switch (preset) {
    case PeriodPreset::Today:
    case PeriodPreset::Dates:
        return {today, today};
    case PeriodPreset::Last7Days:
        return {today.addDays(-6), today};
    case PeriodPreset::ThisMonth:
        return {firstOfMonth, today};
    case PeriodPreset::LastMonth:
        return {firstOfMonth.addMonths(-1), firstOfMonth.addDays(-1)};
    }
    return {};
}

} // namespace paydesk::core
