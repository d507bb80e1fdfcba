// SPDX-License-Identifier: GPL-3.0-or-later
// The period of a wallet statement: whole hours in UTC, from before to, at most 366 days; days in
// a person's zone become whole hours when the zone is a whole number of hours from UTC, and a
// period of a half-hour zone is refused with a sentence, never rounded.

#include "statements/StatementPeriod.h"

#include <QTest>
#include <QTimeZone>

using namespace paydesk::statements;
using namespace Qt::StringLiterals;

class TestStatementPeriod : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeHoursInUtcAreAccepted();
    void refusals_data();
    void refusals();
    void daysInNairobiStartAt21Utc();
    void daysInIndiaAreRefusedNotRounded();
    void wireTextIsUtc();
};

namespace {

QDateTime utc(int y, int m, int d, int h, int min = 0, int s = 0)
{
    return QDateTime(QDate(y, m, d), QTime(h, min, s), Qt::UTC);
}

} // namespace

void TestStatementPeriod::wholeHoursInUtcAreAccepted()
{
    const StatementPeriod period(utc(2026, 11, 1, 0), utc(2026, 11, 2, 13));
    QVERIFY2(period.isValid(), qPrintable(period.validationError()));
    QCOMPARE(period.from(), utc(2026, 11, 1, 0));
    QCOMPARE(period.to(), utc(2026, 11, 2, 13));
    // 366 days exactly is allowed.
    QVERIFY(StatementPeriod(utc(2025, 1, 1, 0), utc(2026, 1, 2, 0)).isValid());
}

void TestStatementPeriod::refusals_data()
{
    QTest::addColumn<QDateTime>("from");
    QTest::addColumn<QDateTime>("to");
    QTest::addColumn<QString>("says");
    QTest::newRow("no start") << QDateTime() << utc(2026, 11, 1, 0) << u"start"_s;
    QTest::newRow("minutes") << utc(2026, 11, 1, 0, 30) << utc(2026, 11, 2, 0) << u"whole hours"_s;
    QTest::newRow("seconds") << utc(2026, 11, 1, 0) << utc(2026, 11, 2, 0, 0, 1) << u"whole hours"_s;
    QTest::newRow("equal") << utc(2026, 11, 1, 0) << utc(2026, 11, 1, 0) << u"before"_s;
    QTest::newRow("reversed") << utc(2026, 11, 2, 0) << utc(2026, 11, 1, 0) << u"before"_s;
    QTest::newRow("367 days") << utc(2025, 1, 1, 0) << utc(2026, 1, 3, 0) << u"366 day"_s;
}

void TestStatementPeriod::refusals()
{
    QFETCH(QDateTime, from);
    QFETCH(QDateTime, to);
    QFETCH(QString, says);
    const StatementPeriod period(from, to);
    QVERIFY(!period.isValid());
    QVERIFY2(period.validationError().contains(says), qPrintable(period.validationError()));
}

void TestStatementPeriod::daysInNairobiStartAt21Utc()
{
    const QTimeZone nairobi("Africa/Nairobi");
    QVERIFY(nairobi.isValid());
    const StatementPeriod period
        = StatementPeriod::fromDates(QDate(2026, 11, 1), QDate(2026, 11, 30), nairobi);
    QVERIFY2(period.isValid(), qPrintable(period.validationError()));
    QCOMPARE(period.from(), utc(2026, 10, 31, 21));
    QCOMPARE(period.to(), utc(2026, 11, 30, 21));
    QCOMPARE(period.from().timeSpec(), Qt::UTC);
}

void TestStatementPeriod::daysInIndiaAreRefusedNotRounded()
{
    const QTimeZone kolkata("Asia/Kolkata");
    QVERIFY(kolkata.isValid());
    const StatementPeriod period
        = StatementPeriod::fromDates(QDate(2026, 11, 1), QDate(2026, 11, 1), kolkata);
    // Kept as asked (18:30 UTC the day before), and refused with the reason and the remedy.
    QCOMPARE(period.from(), utc(2026, 10, 31, 18, 30));
    QVERIFY(!period.isValid());
    QVERIFY(period.validationError().contains(u"30 past the hour"_s));
    QVERIFY(period.validationError().contains(u"UTC"_s));
}

void TestStatementPeriod::wireTextIsUtc()
{
    const QTimeZone nairobi("Africa/Nairobi");
    const QDateTime local(QDate(2026, 11, 1), QTime(0, 0), nairobi);
    QCOMPARE(StatementPeriod::wireText(local), u"2026-10-31T21:00:00Z"_s);
    QCOMPARE(StatementPeriod::fromWireText(u"2026-10-31T21:00:00Z"_s), utc(2026, 10, 31, 21));
    QVERIFY(StatementPeriod::wireText({}).isEmpty());
}

QTEST_APPLESS_MAIN(TestStatementPeriod)
#include "tst_statementperiod.moc"
