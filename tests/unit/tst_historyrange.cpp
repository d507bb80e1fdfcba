// SPDX-License-Identifier: GPL-3.0-or-later
// HistoryRange: the History page's period in the person's time zone, sent to GET /payouts as
// inclusive UTC instants. Days start at the zone's midnight (Nairobi: 21:00 UTC the day before),
// days across a daylight-saving change are 23 or 25 hours long, months end on their true last day.
#include "history/HistoryRange.h"

#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;
using history::HistoryRange;
using Preset = history::HistoryRange::Preset;

namespace {

QTimeZone zone(const char *id)
{
    return QTimeZone(QByteArray(id));
}

QDateTime utc(const QString &iso)
{
    QDateTime t = QDateTime::fromString(iso, Qt::ISODateWithMs);
    return t.toUTC();
}

} // namespace

class TestHistoryRange : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        for (const char *id : {"Africa/Nairobi", "Europe/Paris", "America/New_York", "UTC"})
            QVERIFY2(zone(id).isValid(), id);
    }

    void presets_data()
    {
        QTest::addColumn<QString>("now");
        QTest::addColumn<QByteArray>("zoneId");
        QTest::addColumn<Preset>("preset");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");

        // Nairobi (UTC+3, no daylight saving): the day starts at 21:00 UTC the day before.
        QTest::newRow("today Nairobi")
            << u"2026-11-23T10:00:00Z"_s << QByteArray("Africa/Nairobi") << Preset::Today
            << u"2026-11-22T21:00:00Z"_s << u"2026-11-23T20:59:59.999Z"_s;
        // 22:30 UTC is already 01:30 on the 23rd in Nairobi.
        QTest::newRow("today Nairobi after 21:00 UTC")
            << u"2026-11-22T22:30:00Z"_s << QByteArray("Africa/Nairobi") << Preset::Today
            << u"2026-11-22T21:00:00Z"_s << u"2026-11-23T20:59:59.999Z"_s;
        // 23:30 UTC is still the 22nd in New York (18:30 EST).
        QTest::newRow("today New York before midnight")
            << u"2026-11-22T23:30:00Z"_s << QByteArray("America/New_York") << Preset::Today
            << u"2026-11-22T05:00:00Z"_s << u"2026-11-23T04:59:59.999Z"_s;
        QTest::newRow("today UTC") << u"2026-11-23T00:00:00Z"_s << QByteArray("UTC") << Preset::Today
                                   << u"2026-11-23T00:00:00Z"_s << u"2026-11-23T23:59:59.999Z"_s;
        QTest::newRow("last 7 days UTC")
            << u"2026-11-23T12:00:00Z"_s << QByteArray("UTC") << Preset::Last7Days
            << u"2026-11-17T00:00:00Z"_s << u"2026-11-23T23:59:59.999Z"_s;
        // Across the end of summer time in Paris (25 October 2026): starts at +02:00, ends at +01:00.
        QTest::newRow("last 7 days Paris across DST")
            << u"2026-10-27T09:00:00Z"_s << QByteArray("Europe/Paris") << Preset::Last7Days
            << u"2026-10-20T22:00:00Z"_s << u"2026-10-27T22:59:59.999Z"_s;
        QTest::newRow("this month, on the 31st, Nairobi")
            << u"2026-01-31T20:00:00Z"_s << QByteArray("Africa/Nairobi") << Preset::ThisMonth
            << u"2025-12-31T21:00:00Z"_s << u"2026-01-31T20:59:59.999Z"_s;
        // 21:30 UTC on 31 January is already 1 February in Nairobi.
        QTest::newRow("this month, Nairobi already in February")
            << u"2026-01-31T21:30:00Z"_s << QByteArray("Africa/Nairobi") << Preset::ThisMonth
            << u"2026-01-31T21:00:00Z"_s << u"2026-02-28T20:59:59.999Z"_s;
        QTest::newRow("this month, February of a leap year")
            << u"2024-02-10T12:00:00Z"_s << QByteArray("UTC") << Preset::ThisMonth
            << u"2024-02-01T00:00:00Z"_s << u"2024-02-29T23:59:59.999Z"_s;
        QTest::newRow("last month, leap February, asked on 31 March")
            << u"2024-03-31T12:00:00Z"_s << QByteArray("UTC") << Preset::LastMonth
            << u"2024-02-01T00:00:00Z"_s << u"2024-02-29T23:59:59.999Z"_s;
        QTest::newRow("last month across the year, New York")
            << u"2026-01-15T12:00:00Z"_s << QByteArray("America/New_York") << Preset::LastMonth
            << u"2025-12-01T05:00:00Z"_s << u"2026-01-01T04:59:59.999Z"_s;
        // March 2026 in Paris: starts at +01:00, ends at +02:00 (summer time from the 29th).
        QTest::newRow("last month Paris, March with the change")
            << u"2026-04-10T12:00:00Z"_s << QByteArray("Europe/Paris") << Preset::LastMonth
            << u"2026-02-28T23:00:00Z"_s << u"2026-03-31T21:59:59.999Z"_s;
    }

    void presets()
    {
        QFETCH(QString, now);
        QFETCH(QByteArray, zoneId);
        QFETCH(Preset, preset);
        QFETCH(QString, from);
        QFETCH(QString, to);
        const HistoryRange r = HistoryRange::preset(preset, utc(now), QTimeZone(zoneId));
        QCOMPARE(r.kind(), preset);
        QVERIFY2(r.isValid(), qPrintable(r.validationError()));
        QCOMPARE(r.fromText(), from);
        QCOMPARE(r.toText(), to);
        const api::PayoutQuery q = r.query();
        QCOMPARE(q.from, from);
        QCOMPARE(q.to, to);
    }

    // A day's length in hours, from its bounds: the last included millisecond plus one.
    void daylightSavingDays_data()
    {
        QTest::addColumn<QByteArray>("zoneId");
        QTest::addColumn<QDate>("day");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("hours");

        QTest::newRow("Paris spring forward")
            << QByteArray("Europe/Paris") << QDate(2026, 3, 29) << u"2026-03-28T23:00:00Z"_s
            << u"2026-03-29T21:59:59.999Z"_s << 23;
        QTest::newRow("Paris fall back") << QByteArray("Europe/Paris") << QDate(2026, 10, 25)
                                         << u"2026-10-24T22:00:00Z"_s << u"2026-10-25T22:59:59.999Z"_s << 25;
        QTest::newRow("New York spring forward")
            << QByteArray("America/New_York") << QDate(2026, 3, 8) << u"2026-03-08T05:00:00Z"_s
            << u"2026-03-09T03:59:59.999Z"_s << 23;
        QTest::newRow("New York fall back")
            << QByteArray("America/New_York") << QDate(2026, 11, 1) << u"2026-11-01T04:00:00Z"_s
            << u"2026-11-02T04:59:59.999Z"_s << 25;
        QTest::newRow("Paris ordinary day")
            << QByteArray("Europe/Paris") << QDate(2026, 11, 23) << u"2026-11-22T23:00:00Z"_s
            << u"2026-11-23T22:59:59.999Z"_s << 24;
    }

    void daylightSavingDays()
    {
        QFETCH(QByteArray, zoneId);
        QFETCH(QDate, day);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, hours);
        const HistoryRange r = HistoryRange::dates(day, day, QTimeZone(zoneId));
        QVERIFY2(r.isValid(), qPrintable(r.validationError()));
        QCOMPARE(r.fromText(), from);
        QCOMPARE(r.toText(), to);
        QCOMPARE(r.from().msecsTo(r.to()) + 1, qint64(hours) * 3600 * 1000);
        // Today at noon of that day gives the same day.
        const QDateTime noon(day, QTime(12, 0), QTimeZone(zoneId));
        QCOMPARE(HistoryRange::preset(Preset::Today, noon, QTimeZone(zoneId)).toText(), to);
    }

    void customDatesAreInclusive()
    {
        const HistoryRange r
            = HistoryRange::dates(QDate(2026, 11, 1), QDate(2026, 11, 3), zone("Africa/Nairobi"));
        QCOMPARE(r.kind(), Preset::CustomDates);
        QCOMPARE(r.fromDate(), QDate(2026, 11, 1));
        QCOMPARE(r.toDate(), QDate(2026, 11, 3));
        QCOMPARE(r.fromText(), u"2026-10-31T21:00:00Z"_s);
        QCOMPARE(r.toText(), u"2026-11-03T20:59:59.999Z"_s);
        QVERIFY(r.contains(utc(u"2026-10-31T21:00:00Z"_s))); // the first instant of the 1st
        QVERIFY(r.contains(utc(u"2026-11-03T20:59:59.999Z"_s))); // the last of the 3rd
        QVERIFY(!r.contains(utc(u"2026-11-03T21:00:00Z"_s))); // the 4th in Nairobi
        QVERIFY(!r.contains(utc(u"2026-10-31T20:59:59.999Z"_s)));
    }

    void customTimes()
    {
        const QDateTime from = QDateTime::fromString(u"2026-11-23T09:00:00+03:00"_s, Qt::ISODate);
        const QDateTime to = QDateTime::fromString(u"2026-11-23T17:30:15.250+03:00"_s, Qt::ISODateWithMs);
        const HistoryRange r = HistoryRange::times(from, to);
        QCOMPARE(r.kind(), Preset::CustomDateTimes);
        QVERIFY(r.isValid());
        QCOMPARE(r.fromText(), u"2026-11-23T06:00:00Z"_s);
        QCOMPARE(r.toText(), u"2026-11-23T14:30:15.250Z"_s);
        QVERIFY(!r.label().isEmpty());
    }

    void invalidRanges()
    {
        const QTimeZone paris = zone("Europe/Paris");
        QVERIFY(!HistoryRange().isValid());
        QVERIFY(HistoryRange().isEmpty());
        QVERIFY(!HistoryRange().validationError().isEmpty());
        QVERIFY(HistoryRange().fromText().isEmpty());

        const HistoryRange backwards = HistoryRange::dates(QDate(2026, 11, 5), QDate(2026, 11, 4), paris);
        QVERIFY(!backwards.isValid());
        QVERIFY(!backwards.validationError().isEmpty());
        // One day is fine.
        QVERIFY(HistoryRange::dates(QDate(2026, 11, 5), QDate(2026, 11, 5), paris).isValid());

        QVERIFY(!HistoryRange::dates(QDate(), QDate(2026, 11, 4), paris).isValid());
        QVERIFY(!HistoryRange::dates(QDate(2026, 11, 4), QDate(), paris).isValid());

        const QDateTime a = utc(u"2026-11-23T10:00:00Z"_s);
        QVERIFY(!HistoryRange::times(a, a.addMSecs(-1)).isValid());
        QVERIFY(HistoryRange::times(a, a).isValid()); // one instant, both ends included
        QVERIFY(!HistoryRange::times(QDateTime(), a).isValid());
        // RFC 3339 years have four digits.
        QVERIFY(!HistoryRange::dates(QDate(2026, 1, 1), QDate(10000, 1, 1), QTimeZone::utc()).isValid());
    }

    void labels()
    {
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const QDateTime now = utc(u"2026-11-23T10:00:00Z"_s);
        const QTimeZone z = QTimeZone::utc();
        QCOMPARE(HistoryRange::preset(Preset::Today, now, z).label(en), u"Today"_s);
        QCOMPARE(HistoryRange::preset(Preset::Last7Days, now, z).label(en), u"Last 7 days"_s);
        QCOMPARE(HistoryRange::preset(Preset::ThisMonth, now, z).label(en), u"November 2026"_s);
        QCOMPARE(HistoryRange::preset(Preset::LastMonth, now, z).label(en), u"October 2026"_s);
        const QString two = HistoryRange::dates(QDate(2026, 11, 1), QDate(2026, 11, 3), z).label(en);
        // One date style: the locale's short date with the year in full, not "11/1/26".
        QCOMPARE(two, u"11/1/2026 – 11/3/2026"_s);
    }

    void equality()
    {
        const QDateTime now = utc(u"2026-11-23T10:00:00Z"_s);
        const QTimeZone z = zone("Africa/Nairobi");
        QCOMPARE(HistoryRange::preset(Preset::Today, now, z),
                 HistoryRange::preset(Preset::Today, now.addSecs(60), z));
        QVERIFY(!(HistoryRange::preset(Preset::Today, now, z)
                  == HistoryRange::preset(Preset::Today, now, QTimeZone::utc())));
    }
};

QTEST_APPLESS_MAIN(TestHistoryRange)
#include "tst_historyrange.moc"
