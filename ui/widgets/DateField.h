// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A date (or date and time) field in the one date style (core::dates: the locale's short date,
// year in full) that takes a date typed whole. A plain QDateEdit edits one section at a time: after
// Tab the day is selected, and typing "01/10/2026" leaves "01/11/1"; after a click nothing is
// selected and typing is refused. Here, once the field has the focus (Tab, a click, a label's
// shortcut), its whole text is selected and what is typed replaces it; the text is read as a date
// when it is one ("1/10/2026" and "01/10/2026" alike, and ISO "2026-10-01" in any locale), the
// value following as it is typed; leaving with an incomplete text puts the value back. Arrow keys,
// the wheel and the calendar pop-up work as in QDateEdit.

#include <QDateTimeEdit>

namespace paydesk::ui {

class DateField : public QDateTimeEdit
{
    Q_OBJECT
public:
    enum class Mode {
        Date, // a day
        DateTime, // a day and a time (hours and minutes)
        DateHour, // a day and a whole hour: the minutes are always :00
    };
    Q_ENUM(Mode)

    explicit DateField(Mode mode = Mode::Date, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    // Changes what is edited (the value stays; a whole hour drops its minutes).
    void setMode(Mode mode);

    // The format of `mode` in `locale` (core::dates, with ":00" for whole hours).
    static QString displayFormatFor(Mode mode, const QLocale &locale);

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    QDateTime dateTimeFromText(const QString &text) const override;
    void focusInEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QDateTime parse(const QString &text) const;
    void resized();

    Mode m_mode;
};

} // namespace paydesk::ui
