// SPDX-License-Identifier: GPL-3.0-or-later
// The one period picker of History and Statements, and its date fields: a date typed whole after
// Tab or a click, in the locale's one date style.
#include "core/DateText.h"
#include "core/PeriodPreset.h"
#include "widgets/DateField.h"
#include "widgets/PeriodPicker.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace paydesk;
using ui::DateField;
using ui::PeriodPicker;

namespace {

// A line edit to come from, then the field: what a form looks like.
struct Form
{
    explicit Form(const QLocale &locale, DateField::Mode mode = DateField::Mode::Date)
    {
        window.setLocale(locale);
        auto *layout = new QVBoxLayout(&window);
        before = new QLineEdit;
        field = new DateField(mode);
        field->setDateTime(QDateTime(QDate(2026, 11, 27), QTime(9, 0)));
        layout->addWidget(before);
        layout->addWidget(field);
        window.show();
        before->setFocus();
    }
    QWidget window;
    QLineEdit *before = nullptr;
    DateField *field = nullptr;
};

} // namespace

class TestPeriodPicker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aDateIsTypedWholeAfterTabOrClick_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("click");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QDate>("date");
        for (const bool click : {false, true}) {
            const char *how = click ? "click" : "tab";
            QTest::addRow("en_US %s", how) << u"en_US"_s << click << u"10/1/2026"_s << QDate(2026, 10, 1);
            QTest::addRow("en_GB %s", how) << u"en_GB"_s << click << u"01/10/2026"_s << QDate(2026, 10, 1);
            QTest::addRow("en_GB short %s", how)
                << u"en_GB"_s << click << u"1/10/2026"_s << QDate(2026, 10, 1);
            QTest::addRow("de_DE %s", how) << u"de_DE"_s << click << u"01.10.2026"_s << QDate(2026, 10, 1);
            QTest::addRow("fr_FR %s", how) << u"fr_FR"_s << click << u"01/10/2026"_s << QDate(2026, 10, 1);
            QTest::addRow("ISO %s", how) << u"fr_FR"_s << click << u"2026-10-01"_s << QDate(2026, 10, 1);
        }
    }
    void aDateIsTypedWholeAfterTabOrClick()
    {
        QFETCH(QString, locale);
        QFETCH(bool, click);
        QFETCH(QString, typed);
        QFETCH(QDate, date);
        Form form {QLocale(locale)};
        QVERIFY(QTest::qWaitForWindowExposed(&form.window));
        if (click)
            QTest::mouseClick(form.field->findChild<QLineEdit *>(), Qt::LeftButton, {},
                              QPoint(form.field->width() / 3, form.field->height() / 2));
        else
            QTest::keyClick(form.before, Qt::Key_Tab);
        QTRY_VERIFY(form.field->hasFocus());
        // The whole text is selected: what is typed replaces it.
        QTRY_COMPARE(form.field->findChild<QLineEdit *>()->selectedText(), form.field->text());
        QTest::keyClicks(form.field, typed);
        QCOMPARE(form.field->date(), date);
        QTest::keyClick(form.field, Qt::Key_Tab); // leaving: shown in the one style
        QCOMPARE(form.field->text(),
                 QLocale(locale).toString(date, core::dates::dateFormat(QLocale(locale))));
    }

    void anIncompleteDateGoesBackWhenLeft()
    {
        Form form {QLocale(u"en_GB"_s)};
        QVERIFY(QTest::qWaitForWindowExposed(&form.window));
        QTest::keyClick(form.before, Qt::Key_Tab);
        QTRY_VERIFY(form.field->hasFocus());
        QTRY_COMPARE(form.field->findChild<QLineEdit *>()->selectedText(), form.field->text());
        QTest::keyClicks(form.field, u"3/1/20"_s); // year 20 is not a date being kept
        QCOMPARE(form.field->date(), QDate(2026, 11, 27));
        QTest::keyClick(form.field, Qt::Key_Tab);
        QCOMPARE(form.field->date(), QDate(2026, 11, 27));
        QCOMPARE(form.field->text(), u"27/11/2026"_s);
    }

    void wholeHoursAreTypedWithoutMinutes()
    {
        Form form {QLocale(u"en_GB"_s), DateField::Mode::DateHour};
        QVERIFY(QTest::qWaitForWindowExposed(&form.window));
        QCOMPARE(form.field->displayFormat(), u"dd/MM/yyyy HH:00"_s);
        QTest::keyClick(form.before, Qt::Key_Tab);
        QTRY_COMPARE(form.field->findChild<QLineEdit *>()->selectedText(), form.field->text());
        QTest::keyClicks(form.field, u"02/10/2026 14:00"_s);
        QCOMPARE(form.field->dateTime(), QDateTime(QDate(2026, 10, 2), QTime(14, 0)));
    }

    void presetsShowTheirDaysAndDatesAreOnesOwn()
    {
        PeriodPicker picker(PeriodPicker::Times::Minutes);
        picker.setLocale(QLocale(u"en_GB"_s));
        picker.setTimeZone(QTimeZone::utc());
        // The one list, in the one set of words, for History and Statements.
        QStringList names;
        for (int i = 0; i < picker.combo()->count(); ++i)
            names << picker.combo()->itemText(i);
        QCOMPARE(
            names,
            (QStringList {u"Today"_s, u"Last 7 days"_s, u"This month"_s, u"Last month"_s, u"Dates\u2026"_s}));
        QSignalSpy chosen(&picker, &PeriodPicker::presetChosen);
        picker.setPreset(core::PeriodPreset::LastMonth);
        QCOMPARE(chosen.size(), 1);
        const QDate today = QDateTime::currentDateTimeUtc().date();
        const QDate first = QDate(today.year(), today.month(), 1).addMonths(-1);
        QCOMPARE(picker.days().first, first);
        QCOMPARE(picker.days().last, first.addMonths(1).addDays(-1));
        // A preset's days are seen, not edited; no times.
        QCOMPARE(picker.fromField()->date(), first);
        QVERIFY(!picker.fromField()->isEnabled());
        QVERIFY(!picker.withTimes());

        // Dates…: the person's own, starting from what was shown; no presetChosen (Show applies).
        picker.setPreset(core::PeriodPreset::Dates);
        QCOMPARE(chosen.size(), 1);
        QVERIFY(picker.fromField()->isEnabled());
        QCOMPARE(picker.days().first, first);
        picker.fromField()->setDate(QDate(2026, 3, 28));
        picker.toField()->setDate(QDate(2026, 3, 30));
        QCOMPARE(picker.start(), QDateTime(QDate(2026, 3, 28), QTime(0, 0), QTimeZone::utc()));
        QCOMPARE(picker.end(), QDateTime(QDate(2026, 3, 31), QTime(0, 0), QTimeZone::utc()));

        // With times: the days become the start and the end (not included), and back.
        const int dateWidth = picker.toField()->sizeHint().width();
        picker.setWithTimes(true);
        QCOMPARE(picker.fromField()->mode(), DateField::Mode::DateTime);
        // Wide enough for the time too, not cut to a date's width.
        QVERIFY(picker.toField()->sizeHint().width()
                > dateWidth + picker.fontMetrics().horizontalAdvance(u" 00:00"_s) - 2);
        QCOMPARE(picker.fromField()->dateTime(), QDateTime(QDate(2026, 3, 28), QTime(0, 0)));
        QCOMPARE(picker.toField()->dateTime(), QDateTime(QDate(2026, 3, 31), QTime(0, 0)));
        picker.toField()->setDateTime(QDateTime(QDate(2026, 3, 30), QTime(18, 30)));
        QCOMPARE(picker.end(), QDateTime(QDate(2026, 3, 30), QTime(18, 30), QTimeZone::utc()));
        QCOMPARE(picker.days().last, QDate(2026, 3, 30));
        picker.setWithTimes(false);
        QCOMPARE(picker.fromField()->mode(), DateField::Mode::Date);
        QCOMPARE(picker.days().first, QDate(2026, 3, 28));
        QCOMPARE(picker.days().last, QDate(2026, 3, 30));

        // Marked wrong, then any change clears it.
        picker.setInvalid(true);
        QVERIFY(picker.fromField()->property("invalid").toBool());
        picker.fromField()->setDate(QDate(2026, 3, 27));
        QVERIFY(!picker.fromField()->property("invalid").toBool());
    }
};

QTEST_MAIN(TestPeriodPicker)
#include "tst_periodpicker.moc"
