// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/DateText.h"

using namespace Qt::StringLiterals;

namespace paydesk::core::dates {

namespace {

// "UTC+03:00", "UTC-05:00", "UTC" for a zero offset.
QString offsetName(int seconds)
{
    if (seconds == 0)
        return u"UTC"_s;
    const int minutes = qAbs(seconds) / 60;
    return u"UTC%1%2:%3"_s.arg(QChar(seconds < 0 ? u'\u2212' : u'+'))
        .arg(minutes / 60, 2, 10, QChar(u'0'))
        .arg(minutes % 60, 2, 10, QChar(u'0'));
}

} // namespace

QString dateFormat(const QLocale &locale)
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    // A two-digit year ("yy" not part of "yyyy") becomes four digits.
    if (!format.contains(u"yyyy"_s)) {
        const qsizetype at = format.indexOf(u"yy"_s);
        if (at >= 0)
            format.replace(at, 2, u"yyyy"_s);
        else if (!format.contains(u'y'))
            format += u" yyyy"_s; // a locale without a year in its short date (none known): added
    }
    return format;
}

QString timeFormat(const QLocale &locale)
{
    return locale.timeFormat(QLocale::ShortFormat);
}

QString dateTimeFormat(const QLocale &locale)
{
    return dateFormat(locale) + u' ' + timeFormat(locale);
}

QString date(QDate date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, dateFormat(locale)) : QString();
}

QString time(QTime time, const QLocale &locale)
{
    return time.isValid() ? locale.toString(time, timeFormat(locale)) : QString();
}

QString dateTime(const QDateTime &dateTime, const QLocale &locale)
{
    return dateTime.isValid() ? locale.toString(dateTime, dateTimeFormat(locale)) : QString();
}

QString zoneName(const QTimeZone &zone)
{
    if (!zone.isValid())
        return {};
    const QString id = QString::fromUtf8(zone.id());
    static const QStringList utcNames {u"UTC"_s,      u"Etc/UTC"_s, u"Etc/UCT"_s,       u"UCT"_s,
                                       u"Etc/GMT"_s,  u"GMT"_s,     u"Etc/Universal"_s, u"Universal"_s,
                                       u"Etc/Zulu"_s, u"Zulu"_s,    u"Etc/GMT+0"_s,     u"Etc/GMT-0"_s,
                                       u"Etc/GMT0"_s, u"GMT0"_s,    u"Etc/Greenwich"_s, u"Greenwich"_s};
    if (utcNames.contains(id))
        return u"UTC"_s;
    // A zone of an offset only: "Etc/GMT-3" (which is UTC+3: POSIX signs), "UTC+03:00".
    if (id.startsWith(u"Etc/"_s) || id.startsWith(u"UTC"_s) || !id.contains(u'/'))
        return offsetName(zone.standardTimeOffset(QDateTime::currentDateTimeUtc()));
    // The city: the last part of the id, its underscores as spaces.
    QString city = id.section(u'/', -1);
    city.replace(u'_', u' ');
    return city;
}

} // namespace paydesk::core::dates
