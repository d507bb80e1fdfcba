// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/PeriodPicker.h"

#include "Style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using core::PeriodPreset;
using core::PeriodPresets;

PeriodPicker::PeriodPicker(Times times, QWidget *parent)
    : QWidget(parent)
    , m_timesKind(times)
    , m_zone(QTimeZone::systemTimeZone())
{
    m_combo = new QComboBox(this);
    m_combo->setObjectName(u"periodCombo"_s);
    for (const PeriodPreset p : PeriodPresets::all())
        m_combo->addItem(PeriodPresets::name(p), int(p));
    m_combo->setAccessibleName(tr("Period"));
    m_from = new DateField(DateField::Mode::Date, this);
    m_from->setObjectName(u"fromDateField"_s);
    m_from->setAccessibleName(tr("From"));
    m_to = new DateField(DateField::Mode::Date, this);
    m_to->setObjectName(u"toDateField"_s);
    m_to->setAccessibleName(tr("To"));
    m_dash = new QLabel(u"\u2013"_s, this);
    m_times = new QCheckBox(tr("With &times"), this);
    m_times->setObjectName(u"timesCheck"_s);
    m_times->setToolTip(m_timesKind == Times::WholeHours ? tr("Choose the hours too (whole hours)")
                                                         : tr("Choose the times of day too"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins({});
    layout->addWidget(m_combo);
    layout->addWidget(m_from);
    layout->addWidget(m_dash);
    layout->addWidget(m_to);
    layout->addWidget(m_times);

    connect(m_combo, &QComboBox::currentIndexChanged, this, [this] {
        showPreset();
        setInvalid(false);
        if (!isOwnDates())
            Q_EMIT presetChosen(preset());
        Q_EMIT edited();
    });
    connect(m_times, &QCheckBox::toggled, this, [this] {
        showTimes();
        setInvalid(false);
        Q_EMIT edited();
    });
    for (DateField *f : {m_from, m_to})
        connect(f, &QDateTimeEdit::dateTimeChanged, this, [this] {
            setInvalid(false);
            Q_EMIT edited();
        });
    showPreset();
    showTimes();
}

PeriodPreset PeriodPicker::preset() const
{
    return PeriodPreset(m_combo->currentData().toInt());
}

void PeriodPicker::setPreset(PeriodPreset preset)
{
    m_combo->setCurrentIndex(m_combo->findData(int(preset)));
}

bool PeriodPicker::withTimes() const
{
    return isOwnDates() && m_times->isChecked();
}

void PeriodPicker::setWithTimes(bool withTimes)
{
    m_times->setChecked(withTimes);
}

void PeriodPicker::setTimeZone(const QTimeZone &zone)
{
    m_zone = zone.isValid() ? zone : QTimeZone::systemTimeZone();
    showPreset();
}

DateField::Mode PeriodPicker::timeMode() const
{
    return m_timesKind == Times::WholeHours ? DateField::Mode::DateHour : DateField::Mode::DateTime;
}

void PeriodPicker::showPreset()
{
    const bool own = isOwnDates();
    for (DateField *f : {m_from, m_to})
        f->setEnabled(own);
    m_times->setVisible(own);
    if (own) {
        showTimes();
        return; // the person's own: left as they are
    }
    // A preset: its days, to be seen (and the starting point of "Dates…").
    const core::DaySpan span
        = PeriodPresets::days(preset(), QDateTime::currentDateTimeUtc().toTimeZone(m_zone).date());
    const QSignalBlocker a(m_from), b(m_to), c(m_times);
    m_times->setChecked(false);
    for (DateField *f : {m_from, m_to})
        f->setMode(DateField::Mode::Date);
    m_from->setDate(span.first);
    m_to->setDate(span.last);
    showTimes();
}

void PeriodPicker::showTimes()
{
    const bool times = withTimes();
    const DateField::Mode mode = times ? timeMode() : DateField::Mode::Date;
    if (m_from->mode() != mode) {
        const QSignalBlocker a(m_from), b(m_to);
        // Days become the first instant of the first day and the start of the day after the last;
        // and back.
        const QDate first = m_from->date();
        const QDate last = m_to->date();
        const QDateTime end = m_to->dateTime();
        for (DateField *f : {m_from, m_to})
            f->setMode(mode);
        if (times) {
            m_from->setDateTime(QDateTime(first, QTime(0, 0)));
            m_to->setDateTime(QDateTime(last.addDays(1), QTime(0, 0)));
        } else {
            m_to->setDate(end.time() == QTime(0, 0) ? end.date().addDays(-1) : end.date());
        }
    }
    m_from->setToolTip(times ? tr("When the period starts") : tr("The first day of the period"));
    m_to->setToolTip(times ? tr("When the period ends (that instant not included)")
                           : tr("The last day of the period (included)"));
}

core::DaySpan PeriodPicker::days() const
{
    if (withTimes())
        return {start().date(), end().addMSecs(-1).date()};
    return {m_from->date(), m_to->date()};
}

QDateTime PeriodPicker::start() const
{
    if (!withTimes())
        return m_from->date().startOfDay(m_zone);
    return QDateTime(m_from->date(), m_from->time(), m_zone);
}

QDateTime PeriodPicker::end() const
{
    if (!withTimes())
        return m_to->date().addDays(1).startOfDay(m_zone);
    return QDateTime(m_to->date(), m_to->time(), m_zone);
}

void PeriodPicker::setInvalid(bool invalid)
{
    for (DateField *f : {m_from, m_to})
        style::markInvalid(f, invalid && isOwnDates());
}

QWidget *PeriodPicker::firstField() const
{
    return isOwnDates() ? static_cast<QWidget *>(m_from) : m_combo;
}

} // namespace paydesk::ui
