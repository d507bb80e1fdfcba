// SPDX-License-Identifier: GPL-3.0-or-later
// What the Statements page draws and sums, without a service: the balance over the period in a
// bounded number of points with the lowest balance always among them (BalanceSeries), and a
// period as a person reads it (StatementsModel::periodText).

#include "statements/BalanceSeries.h"
#include "statements/StatementsModel.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::statements;
using namespace Qt::StringLiterals;

namespace {

const QDateTime kFrom(QDate(2026, 10, 1), QTime(0, 0), QTimeZone::utc());
const QDateTime kTo(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc());

api::StatementLine line(const QDateTime &at, qint64 amountMinor, qint64 balanceMinor,
                        const QString &type = u"PAYOUT_INITIATED"_s, const QString &currency = u"KES"_s)
{
    api::StatementLine l;
    l.id = u"stl-%1"_s.arg(at.toMSecsSinceEpoch());
    l.type = type;
    l.amount = Money::fromMinorUnits(amountMinor, currency);
    l.balance = Money::fromMinorUnits(balanceMinor, currency);
    l.createdAt = at;
    return l;
}

} // namespace

class TestBalanceSeries : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsAtTheOpeningAndEndsAtThePeriodsEnd()
    {
        BalanceSeries s;
        s.reset(kFrom, kTo, Money::fromMinorUnits(100000, u"KES"_s));
        s.addLine(line(kFrom.addDays(2), -30000, 70000));
        s.addLine(line(kFrom.addDays(20), 50000, 120000, u"COLLECTION_COLLECTED"_s));
        const QList<BalanceSeries::Point> points = s.points();
        QCOMPARE(points.size(), 4);
        QCOMPARE(points.first(), (BalanceSeries::Point {kFrom, 100000}));
        QCOMPARE(points.at(1), (BalanceSeries::Point {kFrom.addDays(2), 70000}));
        QCOMPARE(points.at(2), (BalanceSeries::Point {kFrom.addDays(20), 120000}));
        QCOMPARE(points.last(), (BalanceSeries::Point {kTo, 120000}));
        QCOMPARE(s.lowest(), Money::fromMinorUnits(70000, u"KES"_s));
        QCOMPARE(s.highest(), Money::fromMinorUnits(120000, u"KES"_s));
        QCOMPARE(s.lineCount(), 2);
        QCOMPARE(s.skipped(), 0);
    }

    void aMillionLinesAreFewPointsAndTheDipIsKept()
    {
        BalanceSeries s;
        s.reset(kFrom, kTo, Money::fromMinorUnits(1'000'000'00, u"KES"_s), 400);
        const qint64 span = kFrom.msecsTo(kTo);
        qint64 balance = 1'000'000'00;
        const int n = 1'000'000;
        const int dipAt = 654'321;
        for (int i = 0; i < n; ++i) {
            const qint64 amount = (i % 2 == 0) ? -700 : 690;
            balance += amount;
            api::StatementLine l = line(kFrom.addMSecs(span * i / n), amount, balance);
            if (i == dipAt) // one deep dip, undone by the next line
                l.balance = Money::fromMinorUnits(5, u"KES"_s);
            s.addLine(l);
        }
        const QList<BalanceSeries::Point> points = s.points();
        QVERIFY2(points.size() <= 400 * 4 + 2, qPrintable(QString::number(points.size())));
        QCOMPARE(s.lowest(), Money::fromMinorUnits(5, u"KES"_s));
        bool dipDrawn = false;
        for (const auto &p : points)
            dipDrawn = dipDrawn || p.balanceMinor == 5;
        QVERIFY(dipDrawn);
        for (qsizetype i = 1; i < points.size(); ++i)
            QVERIFY(points.at(i - 1).time <= points.at(i).time);
    }

    void linesItCannotDrawAreCountedNotDrawn()
    {
        BalanceSeries s;
        s.reset(kFrom, kTo, Money::fromMinorUnits(1000, u"KES"_s));
        s.addLine(line(kFrom.addDays(1), -100, 900));
        s.addLine(line(kFrom.addDays(-1), -100, 800)); // before the period
        s.addLine(line(kFrom.addDays(2), -100, 800, u"PAYOUT_INITIATED"_s, u"UGX"_s)); // another currency
        api::StatementLine noBalance = line(kFrom.addDays(3), -100, 0);
        noBalance.balance = Money();
        s.addLine(noBalance);
        QCOMPARE(s.lineCount(), 4);
        QCOMPARE(s.skipped(), 3);
        QCOMPARE(s.points().size(), 3); // opening, the one line, the end
    }

    void withoutAnOpeningTheFirstLineTellsIt()
    {
        BalanceSeries s;
        s.reset(kFrom, kTo, Money());
        s.addLine(line(kFrom.addDays(1), -250, 750));
        QCOMPARE(s.points().first(), (BalanceSeries::Point {kFrom, 1000}));
        QCOMPARE(s.highest(), Money::fromMinorUnits(1000, u"KES"_s));
    }

    void nothingKnownNothingDrawn()
    {
        BalanceSeries s;
        s.reset(kFrom, kTo, Money());
        QVERIFY(s.points().isEmpty());
        QVERIFY(!s.lowest().isValid());
    }

    void periodAsAPersonReadsIt()
    {
        const QLocale en(QLocale::English, QLocale::UnitedKingdom);
        QCOMPARE(StatementsModel::periodText(kFrom, kTo, QTimeZone::utc(), en),
                 u"01/10/2026 to 31/10/2026 (UTC)"_s);
        // The same instants in Nairobi are not whole days there: both ends with their hour.
        const QString nairobi = StatementsModel::periodText(kFrom, kTo, QTimeZone("Africa/Nairobi"), en);
        QVERIFY2(nairobi.contains(u"03:00"_s), qPrintable(nairobi));
        QVERIFY(!nairobi.contains(u"UTC"_s));
        // One day: one date.
        QCOMPARE(StatementsModel::periodText(kFrom, kFrom.addDays(1), QTimeZone::utc(), en),
                 u"01/10/2026 (UTC)"_s);
    }
};

QTEST_GUILESS_MAIN(TestBalanceSeries)
#include "tst_balanceseries.moc"
