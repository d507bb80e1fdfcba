// SPDX-License-Identifier: GPL-3.0-or-later
// One date style from the locale (year in full), the zone as a city, and the one list of periods.
#include "core/DateText.h"
#include "core/PeriodPreset.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk::core;

class TestDateText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dateInTheLocalesStyle_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("shown");
        // The short format of each locale, with the year in four digits where it had two.
        QTest::newRow("en_US") << u"en_US"_s << u"M/d/yyyy"_s << u"11/1/2026"_s;
        QTest::newRow("en_GB") << u"en_GB"_s << u"dd/MM/yyyy"_s << u"01/11/2026"_s;
        QTest::newRow("fr_FR") << u"fr_FR"_s << u"dd/MM/yyyy"_s << u"01/11/2026"_s;
        QTest::newRow("de_DE") << u"de_DE"_s << u"dd.MM.yyyy"_s << u"01.11.2026"_s;
        QTest::newRow("ja_JP") << u"ja_JP"_s << u"yyyy/MM/dd"_s << u"2026/11/01"_s;
        QTest::newRow("sw_KE") << u"sw_KE"_s << u"dd/MM/yyyy"_s << u"01/11/2026"_s;
    }
    void dateInTheLocalesStyle()
    {
        QFETCH(QString, locale);
        QFETCH(QString, format);
        QFETCH(QString, shown);
        const QLocale l(locale);
        QCOMPARE(dates::dateFormat(l), format);
        QCOMPARE(dates::date(QDate(2026, 11, 1), l), shown);
        QCOMPARE(dates::dateTime(QDateTime(QDate(2026, 11, 1), QTime(14, 5)), l),
                 shown + u' ' + l.toString(QTime(14, 5), QLocale::ShortFormat));
        QVERIFY(dates::date(QDate(), l).isEmpty());
        // What is shown reads back with the same format (the date fields parse it).
        QCOMPARE(l.toDate(shown, format), QDate(2026, 11, 1));
    }

    void zoneAsACity_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("Nairobi") << "Africa/Nairobi"_ba << u"Nairobi"_s;
        QTest::newRow("Dar es Salaam") << "Africa/Dar_es_Salaam"_ba << u"Dar es Salaam"_s;
        QTest::newRow("Buenos Aires") << "America/Argentina/Buenos_Aires"_ba << u"Buenos Aires"_s;
        QTest::newRow("Kolkata") << "Asia/Kolkata"_ba << u"Kolkata"_s;
        QTest::newRow("Etc/UTC") << "Etc/UTC"_ba << u"UTC"_s;
        QTest::newRow("UTC") << "UTC"_ba << u"UTC"_s;
        QTest::newRow("Etc/GMT") << "Etc/GMT"_ba << u"UTC"_s;
        // POSIX signs: Etc/GMT-3 is three hours ahead of UTC.
        QTest::newRow("Etc/GMT-3") << "Etc/GMT-3"_ba << u"UTC+03:00"_s;
        QTest::newRow("UTC+05:30") << "UTC+05:30"_ba << u"UTC+05:30"_s;
    }
    void zoneAsACity()
    {
        QFETCH(QByteArray, id);
        QFETCH(QString, name);
        const QTimeZone zone(id);
        QVERIFY2(zone.isValid(), id.constData());
        QCOMPARE(dates::zoneName(zone), name);
    }
    void zoneOfAnOffset()
    {
        QCOMPARE(dates::zoneName(QTimeZone(-5 * 3600)), u"UTC\u221205:00"_s);
        QCOMPARE(dates::zoneName(QTimeZone::utc()), u"UTC"_s);
        QVERIFY(dates::zoneName(QTimeZone()).isEmpty());
    }

    void presets()
    {
        QCOMPARE(PeriodPresets::all().size(), 5);
        QCOMPARE(PeriodPresets::name(PeriodPreset::Dates), u"Dates\u2026"_s);
        const QDate today(2026, 3, 18);
        const auto days = [&](PeriodPreset p) {
            const DaySpan s = PeriodPresets::days(p, today);
            return std::pair {s.first, s.last};
        };
        QCOMPARE(days(PeriodPreset::Today), std::pair(today, today));
        QCOMPARE(days(PeriodPreset::Last7Days), std::pair(QDate(2026, 3, 12), today));
        QCOMPARE(days(PeriodPreset::ThisMonth), std::pair(QDate(2026, 3, 1), today));
        // February of a year that is not a leap year: 28 days.
        QCOMPARE(days(PeriodPreset::LastMonth), std::pair(QDate(2026, 2, 1), QDate(2026, 2, 28)));
        // January: last month is December of the year before.
        const DaySpan january = PeriodPresets::days(PeriodPreset::LastMonth, QDate(2027, 1, 5));
        QCOMPARE(january.first, QDate(2026, 12, 1));
        QCOMPARE(january.last, QDate(2026, 12, 31));
    }
};

QTEST_APPLESS_MAIN(TestDateText)
#include "tst_datetext.moc"
