// SPDX-License-Identifier: GPL-3.0-or-later
// Rfc3339: the service's timestamps read by hand, exactly the forms of RFC 3339 5.6 and nothing
// else; each accepted form gives the instant QDateTime gives for it, each refused one an invalid
// time (which the JSON reader reports as "must be an RFC 3339 time", as it always did).
#include "api/Rfc3339.h"

#include <QRandomGenerator>
#include <QTest>

using namespace paydesk::api;
using namespace Qt::StringLiterals;

class TestRfc3339 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accepted_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDateTime>("expected");
        const auto utc = [](int y, int mo, int d, int h, int mi, int s, int ms = 0) {
            return QDateTime(QDate(y, mo, d), QTime(h, mi, s, ms), Qt::UTC);
        };
        QTest::newRow("Z") << u"2026-01-01T00:00:00Z"_s << utc(2026, 1, 1, 0, 0, 0);
        QTest::newRow("milliseconds (the sandbox)")
            << u"2026-03-14T15:09:26.535Z"_s << utc(2026, 3, 14, 15, 9, 26, 535);
        QTest::newRow("one digit of fraction")
            << u"2026-03-14T15:09:26.5Z"_s << utc(2026, 3, 14, 15, 9, 26, 500);
        QTest::newRow("nine digits, cut at the millisecond")
            << u"2026-03-14T15:09:26.999999999Z"_s << utc(2026, 3, 14, 15, 9, 26, 999);
        QTest::newRow("positive offset") << u"2024-02-29T02:30:00+03:00"_s << utc(2024, 2, 28, 23, 30, 0);
        QTest::newRow("negative offset with minutes")
            << u"2025-12-31T20:00:00-05:30"_s << utc(2026, 1, 1, 1, 30, 0);
        QTest::newRow("-00:00") << u"2026-06-01T12:00:00-00:00"_s << utc(2026, 6, 1, 12, 0, 0);
        QTest::newRow("lower-case t and z") << u"2026-06-01t12:00:00z"_s << utc(2026, 6, 1, 12, 0, 0);
        QTest::newRow("epoch") << u"1970-01-01T00:00:00Z"_s << utc(1970, 1, 1, 0, 0, 0);
        QTest::newRow("before the epoch")
            << u"1969-12-31T23:59:59.001Z"_s << utc(1969, 12, 31, 23, 59, 59, 1);
        QTest::newRow("year 1") << u"0001-01-01T00:00:00Z"_s << utc(1, 1, 1, 0, 0, 0);
        QTest::newRow("year 9999") << u"9999-12-31T23:59:59.999Z"_s << utc(9999, 12, 31, 23, 59, 59, 999);
        QTest::newRow("29 February 2000 (divisible by 400)")
            << u"2000-02-29T00:00:00Z"_s << utc(2000, 2, 29, 0, 0, 0);
        QTest::newRow("31 December") << u"2026-12-31T23:59:59Z"_s << utc(2026, 12, 31, 23, 59, 59);
    }

    void accepted()
    {
        QFETCH(QString, text);
        QFETCH(QDateTime, expected);
        const QDateTime t = Rfc3339::parse(text);
        QVERIFY(t.isValid());
        QCOMPARE(t, expected);
        QCOMPARE(t.timeSpec(), Qt::UTC);
        QCOMPARE(t.toMSecsSinceEpoch(), expected.toMSecsSinceEpoch());
        QCOMPARE(Rfc3339::parse(QLatin1StringView(text.toLatin1())), expected);
        // The same instant as Qt's own reading of it (up to the milliseconds Qt rounds).
        const QDateTime qt = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (qt.isValid())
            QVERIFY(qAbs(qt.msecsTo(t)) <= 1);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("words") << u"yesterday"_s;
        QTest::newRow("a date alone") << u"2026-01-01"_s;
        QTest::newRow("no offset (a local time)") << u"2026-01-01T00:00:00"_s;
        QTest::newRow("no offset, milliseconds") << u"2026-01-01T00:00:00.000"_s;
        QTest::newRow("space for T") << u"2026-01-01 00:00:00Z"_s;
        QTest::newRow("no seconds") << u"2026-01-01T00:00Z"_s;
        QTest::newRow("one-digit month") << u"2026-1-01T00:00:00Z"_s;
        QTest::newRow("five-digit year") << u"12026-01-01T00:00:00Z"_s;
        QTest::newRow("signed year") << u"+2026-01-01T00:00:00Z"_s;
        QTest::newRow("month 00") << u"2026-00-01T00:00:00Z"_s;
        QTest::newRow("month 13") << u"2026-13-01T00:00:00Z"_s;
        QTest::newRow("day 00") << u"2026-01-00T00:00:00Z"_s;
        QTest::newRow("31 April") << u"2026-04-31T00:00:00Z"_s;
        QTest::newRow("29 February, not a leap year") << u"2026-02-29T00:00:00Z"_s;
        QTest::newRow("29 February 2100 (not a leap year)") << u"2100-02-29T00:00:00Z"_s;
        QTest::newRow("year 0000") << u"0000-01-01T00:00:00Z"_s;
        QTest::newRow("hour 24") << u"2026-01-01T24:00:00Z"_s;
        QTest::newRow("minute 60") << u"2026-01-01T23:60:00Z"_s;
        QTest::newRow("leap second") << u"2016-12-31T23:59:60Z"_s;
        QTest::newRow("a dot without digits") << u"2026-01-01T00:00:00.Z"_s;
        QTest::newRow("a comma for the dot") << u"2026-01-01T00:00:00,5Z"_s;
        QTest::newRow("offset without colon") << u"2026-01-01T00:00:00+0300"_s;
        QTest::newRow("offset hours alone") << u"2026-01-01T00:00:00+03"_s;
        QTest::newRow("offset hour 24") << u"2026-01-01T00:00:00+24:00"_s;
        QTest::newRow("offset minute 60") << u"2026-01-01T00:00:00+03:60"_s;
        QTest::newRow("Z and offset") << u"2026-01-01T00:00:00Z+01:00"_s;
        QTest::newRow("twice Z") << u"2026-01-01T00:00:00ZZ"_s;
        QTest::newRow("space before") << u" 2026-01-01T00:00:00Z"_s;
        QTest::newRow("space after") << u"2026-01-01T00:00:00Z "_s;
        QTest::newRow("line feed after") << u"2026-01-01T00:00:00Z\n"_s;
        QTest::newRow("slashes") << u"2026/01/01T00:00:00Z"_s;
        QTest::newRow("cut short") << u"2026-01-01T00:0"_s;
        QTest::newRow("letters for digits") << u"2026-0a-01T00:00:00Z"_s;
        QTest::newRow("full-width digits") << u"\uFF12\uFF10\uFF12\uFF16-01-01T00:00:00Z"_s;
        QTest::newRow("Arabic-Indic digits") << u"2026-01-0\u0661T00:00:00Z"_s;
        QTest::newRow("a NUL inside") << QString(u"2026-01-01T00:00:00\0Z"_s);
    }

    void refused()
    {
        QFETCH(QString, text);
        QVERIFY(!Rfc3339::parse(text).isValid());
        QVERIFY(!Rfc3339::parse(QLatin1StringView(text.toLatin1())).isValid());
    }

    // Every day of four years (a leap year among them) at a few times of day: the same instant as
    // QDateTime's own arithmetic, to the millisecond.
    void everyDayAgreesWithQDateTime()
    {
        for (QDate d(2023, 1, 1); d < QDate(2027, 1, 1); d = d.addDays(1)) {
            for (const QTime &time : {QTime(0, 0), QTime(12, 34, 56, 789), QTime(23, 59, 59, 999)}) {
                const QDateTime expected(d, time, Qt::UTC);
                const QString text = expected.toString(Qt::ISODateWithMs);
                QCOMPARE(Rfc3339::parse(text), expected);
            }
        }
    }

    // formatUtc() writes what QDateTime::toString(Qt::ISODate) writes in UTC, milliseconds cut,
    // from the first year to the last it can write, before 1970 too; nothing for what it cannot.
    void formatUtcAgreesWithQDateTime()
    {
        std::array<char, 20> buffer;
        QRandomGenerator random(3339);
        const qint64 first = QDateTime(QDate(1, 1, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
        const qint64 last
            = QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC).toMSecsSinceEpoch();
        QList<qint64> instants {first, last, 0, -1, -1000, -1001, 999, 1000, 951782400000 /* 2000-02-29 */};
        for (int i = 0; i < 20000; ++i)
            instants << first + qint64(random.bounded(double(last - first)));
        for (const qint64 ms : instants) {
            const QDateTime utc = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
            QCOMPARE(QString(Rfc3339::formatUtc(utc, buffer)), utc.toString(Qt::ISODate));
            // The instant, not the way it is held: the same for a time with an offset.
            QCOMPARE(QString(Rfc3339::formatUtc(utc.toOffsetFromUtc(-4 * 3600 - 1800), buffer)),
                     utc.toString(Qt::ISODate));
        }
        QVERIFY(Rfc3339::formatUtc(QDateTime(), buffer).isEmpty());
        QVERIFY(Rfc3339::formatUtc(QDateTime::fromMSecsSinceEpoch(first - 1, Qt::UTC), buffer).isEmpty());
        QVERIFY(Rfc3339::formatUtc(QDateTime::fromMSecsSinceEpoch(last + 1, Qt::UTC), buffer).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestRfc3339)
#include "tst_rfc3339.moc"
