// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way to pick a period, on History and on Statements alike: a list of the same presets in
// the same words (core::PeriodPresets: Today, Last 7 days, This month, Last month, Dates…) and two
// date fields (ui::DateField, the one date style, a date typed whole). A preset shows its days in the
// fields, greyed; "Dates…" makes them the person's own, first day and last day both included, and
// "With times" turns them into a start and an end of the day's clock (the end not included), in
// minutes or, for a service that takes whole hours only, in hours.
//
// The picker reads "today" in the zone it is given (setTimeZone(), the system's by default) and
// gives back days (days()) or instants in that zone (start(), end()); what a page sends is the
// page's: History makes a history::HistoryRange of them, Statements a statements::StatementPeriod.
// presetChosen() says that a preset was picked (a page may apply it at once); edited() that the
// fields, the times or the zone changed.

#include "core/PeriodPreset.h"
#include "widgets/DateField.h"

#include <QTimeZone>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace paydesk::ui {

class PeriodPicker : public QWidget
{
    Q_OBJECT
public:
    enum class Times { Minutes, WholeHours };

    explicit PeriodPicker(Times times, QWidget *parent = nullptr);

    core::PeriodPreset preset() const;
    void setPreset(core::PeriodPreset preset);
    bool isOwnDates() const { return preset() == core::PeriodPreset::Dates; }
    // "Dates…" with times of day (start() and end()) rather than days (days()).
    bool withTimes() const;
    void setWithTimes(bool withTimes);

    QTimeZone timeZone() const { return m_zone; }
    void setTimeZone(const QTimeZone &zone);

    // The days of the period, both included: the preset's, or the fields' (with times, the days of
    // start() and of end() less a millisecond).
    core::DaySpan days() const;
    // With times: the first instant (included) and the end (not included), in timeZone().
    QDateTime start() const;
    QDateTime end() const;

    // Marks the fields as wrong (a period the page refused), or not; any change clears it.
    void setInvalid(bool invalid);
    // The field to give the focus to when the period is wrong.
    QWidget *firstField() const;

    QComboBox *combo() const { return m_combo; }
    DateField *fromField() const { return m_from; }
    DateField *toField() const { return m_to; }
    QCheckBox *timesCheck() const { return m_times; }

Q_SIGNALS:
    void presetChosen(paydesk::core::PeriodPreset preset);
    void edited();

private:
    void showPreset();
    void showTimes();
    DateField::Mode timeMode() const;

    Times m_timesKind;
    QTimeZone m_zone;
    QComboBox *m_combo = nullptr;
    DateField *m_from = nullptr;
    QLabel *m_dash = nullptr;
    DateField *m_to = nullptr;
    QCheckBox *m_times = nullptr;
};

} // namespace paydesk::ui
