// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One date style for everything a person reads: the locale's short format (QLocale::ShortFormat),
// with the year always in four digits ("11/1/2026" in the United States, "01/11/2026" in France,
// "01.11.2026" in Germany, "2026/11/01" in Japan): a two-digit year reads as 1926 or as a day in
// some locales, and is not what a date field should make people type. The date fields
// (ui::DateField), the tables, the details and the printed statement use these formats; files keep
// ISO 8601 in their own columns.
//
// And the time zone as a person names it: the city of its IANA id ("Africa/Nairobi" is
// "Nairobi", "America/Argentina/Buenos_Aires" "Buenos Aires"), "UTC" for UTC and its aliases
// ("Etc/UTC", "UTC", "Etc/GMT", "Etc/Universal", "Zulu"), and "UTC+03:00" for a zone that is only an
// offset ("Etc/GMT-3", a zone made of an offset). The IANA id stays in tooltips and files.

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QTimeZone>

namespace paydesk::core {

namespace dates {

// "dd/MM/yyyy", "M/d/yyyy", "dd.MM.yyyy", "yyyy/MM/dd": the locale's short date, year in full.
QString dateFormat(const QLocale &locale = QLocale());
// The locale's short time ("HH:mm", "h:mm AP").
QString timeFormat(const QLocale &locale = QLocale());
// Date and time: dateFormat() and timeFormat() with a space between.
QString dateTimeFormat(const QLocale &locale = QLocale());

// A date, a time of day, a date and time, in those formats; empty for an invalid value. An instant is
// shown as it is given (convert it to the zone wanted first).
QString date(QDate date, const QLocale &locale = QLocale());
QString time(QTime time, const QLocale &locale = QLocale());
QString dateTime(const QDateTime &dateTime, const QLocale &locale = QLocale());

// "Nairobi", "UTC", "UTC+05:30": the zone in a word. Empty for an invalid zone.
QString zoneName(const QTimeZone &zone);

} // namespace dates

} // namespace paydesk::core
