// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/DateField.h"

#include "core/DateText.h"

#include <QCoreApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

namespace {

// The same format with one-digit days, months and hours allowed ("1/10/2026" for "dd/MM/yyyy").
QString relaxed(QString format)
{
    format.replace(u"dd"_s, u"d"_s)
        .replace(u"MM"_s, u"M"_s)
        .replace(u"HH"_s, u"H"_s)
        .replace(u"hh"_s, u"h"_s);
    return format;
}

} // namespace

DateField::DateField(Mode mode, QWidget *parent)
    : QDateTimeEdit(parent)
    , m_mode(mode)
{
    setCalendarPopup(true);
    setDisplayFormat(displayFormatFor(mode, locale()));
}

QString DateField::displayFormatFor(Mode mode, const QLocale &locale)
{
    switch (mode) {
    case Mode::Date:
        return core::dates::dateFormat(locale);
    case Mode::DateTime:
        return core::dates::dateTimeFormat(locale);
    case Mode::DateHour: {
        QString time = core::dates::timeFormat(locale);
        time.replace(u"mm"_s, u"00"_s); // literal digits: minutes cannot be typed
        time.remove(u":ss"_s);
        return core::dates::dateFormat(locale) + u' ' + time;
    }
    }
    return {};
}

void DateField::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    const QDateTime value = dateTime();
    setDisplayFormat(displayFormatFor(mode, locale()));
    setDateTime(mode == Mode::DateHour ? QDateTime(value.date(), QTime(value.time().hour(), 0)) : value);
    resized();
}

void DateField::resized()
{
    // QDateTimeEdit keeps the size of its first format (Qt 6.4): a style change makes it measure
    // the text again, so that a date and time is not cut to the width of a date.
    QEvent change(QEvent::StyleChange);
    QCoreApplication::sendEvent(this, &change);
    updateGeometry();
}

QDateTime DateField::parse(const QString &text) const
{
    const QString t = text.trimmed();
    const QString format = displayFormat();
    QDateTime value;
    for (const QString &f : {format, relaxed(format)}) {
        value = locale().toDateTime(t, f);
        if (value.isValid())
            break;
    }
    if (!value.isValid()) // ISO 8601 is a date in every locale
        value = m_mode == Mode::Date ? QDateTime(QDate::fromString(t, Qt::ISODate), QTime(0, 0))
                                     : QDateTime::fromString(t, Qt::ISODate);
    // A year being typed ("1/10/202") is not yet a date.
    if (!value.isValid() || value.date().year() < 1000)
        return {};
    if (m_mode == Mode::Date)
        value.setTime(QTime(0, 0));
    else if (m_mode == Mode::DateHour)
        value.setTime(QTime(value.time().hour(), 0));
    return value;
}

QValidator::State DateField::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos)
    if (const QDateTime value = parse(input);
        value.isValid() && value >= minimumDateTime() && value <= maximumDateTime())
        return QValidator::Acceptable;
    // Something on its way to a date: digits, separators, the letters of a month or of AM/PM.
    if (input.size() > displayFormat().size() + 12)
        return QValidator::Invalid;
    for (const QChar c : input)
        if (!c.isLetterOrNumber() && !c.isPunct() && !c.isSpace() && !c.isSymbol())
            return QValidator::Invalid;
    return QValidator::Intermediate;
}

void DateField::fixup(QString &input) const
{
    // Left incomplete: the value it had.
    input = textFromDateTime(dateTime());
}

QDateTime DateField::dateTimeFromText(const QString &text) const
{
    const QDateTime value = parse(text);
    return value.isValid() ? QDateTime(value.date(), value.time(), timeSpec()) : dateTime();
}

void DateField::focusInEvent(QFocusEvent *event)
{
    QDateTimeEdit::focusInEvent(event);
    // After the click or key that brought the focus is handled: the whole text, to be typed over.
    QTimer::singleShot(0, this, [this] {
        if (hasFocus())
            lineEdit()->selectAll();
    });
}

void DateField::keyPressEvent(QKeyEvent *event)
{
    // A character typed goes into the text as in a line edit (replacing what is selected), never
    // into QDateTimeEdit's current section, which would take "/" as a jump to the next section and
    // a digit as a new day: the text is read whole (validate(), dateTimeFromText()).
    const QString text = event->text();
    const bool typed = !text.isEmpty() && text.at(0).isPrint()
        && !(event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier | Qt::GroupSwitchModifier));
    if (typed && !isReadOnly()) {
        lineEdit()->insert(text);
        event->accept();
        return;
    }
    QDateTimeEdit::keyPressEvent(event);
}

void DateField::changeEvent(QEvent *event)
{
    QDateTimeEdit::changeEvent(event);
    if (event->type() == QEvent::LocaleChange) {
        const QDateTime value = dateTime();
        setDisplayFormat(displayFormatFor(m_mode, locale()));
        setDateTime(value);
        resized();
    }
}

} // namespace paydesk::ui
