// SPDX-License-Identifier: GPL-3.0-or-later
// The summary of a printable statement: lines, debits and credits per line type in the
// specification's order (an unknown type after them), a total row, and the balance check in
// words: agreeing, or a mismatch stated with both figures and the difference, or not possible
// (another currency, a sum out of range, a missing balance) rather than a wrong total.

#include "export/StatementTotals.h"
#include "statements/StatementLinesModel.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace Qt::StringLiterals;
using Verdict = statements::BalanceCheck::Verdict;

namespace {

Money kes(qint64 minor)
{
    return Money::fromMinorUnits(minor, u"KES");
}

api::StatementLine line(const QString &type, qint64 minor, const QString &currency = u"KES"_s)
{
    api::StatementLine l;
    l.type = type;
    l.amount = Money::fromMinorUnits(minor, currency);
    return l;
}

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

} // namespace

class TestStatementTotals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void byTypeInTheSpecificationsOrder()
    {
        StatementTotals totals(kes(100000), kes(100000 + 500000 - 120000 - 30000 + 30000 + 777));
        totals.add(line(u"PAYOUT_INITIATED"_s, -120000));
        totals.add(line(u"SOMETHING_NEW"_s, 777));
        totals.add(line(u"COLLECTION_COLLECTED"_s, 500000));
        totals.add(line(u"PAYOUT_INITIATED"_s, -30000));
        totals.add(line(u"PAYOUT_FAILED"_s, 30000));
        totals.setComplete();

        const QList<StatementTotals::Row> rows = totals.rows();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0].type, u"COLLECTION_COLLECTED"_s);
        QCOMPARE(rows[1].type, u"PAYOUT_INITIATED"_s);
        QCOMPARE(rows[2].type, u"PAYOUT_FAILED"_s);
        QCOMPARE(rows[3].type, u"SOMETHING_NEW"_s); // unknown: after the specification's types
        QCOMPARE(rows[1].lines, 2);
        QCOMPARE(rows[1].debits, kes(-150000));
        QCOMPARE(rows[1].credits, kes(0));
        QCOMPARE(rows[0].credits, kes(500000));
        QCOMPARE(rows[0].debits, kes(0));

        const StatementTotals::Row total = totals.total();
        QCOMPARE(total.lines, 5);
        QCOMPARE(total.debits, kes(-150000));
        QCOMPARE(total.credits, kes(530777));
        QCOMPARE(totals.lineCount(), 5);
        QVERIFY(totals.isReadable());
        QCOMPARE(totals.check().verdict(), Verdict::Matches);
        const QString text = totals.verdictText(kEnglish);
        QVERIFY2(text.startsWith(
                     u"Opening balance KES\u00a01,000.00 + 5 line(s) (KES\u00a03,807.77) = closing balance "
                     u"KES\u00a04,807.77."),
                 qPrintable(text));
    }

    void mismatchIsStatedWithItsDifference()
    {
        StatementTotals totals(kes(100000), kes(90000)); // the lines give 850.50, not 900.00
        totals.add(line(u"PAYOUT_INITIATED"_s, -20000));
        totals.add(line(u"COLLECTION_COLLECTED"_s, 5050));
        QCOMPARE(totals.check().verdict(), Verdict::Incomplete); // not before every line is in
        QVERIFY2(totals.verdictText(kEnglish).contains(u"could not be checked"),
                 qPrintable(totals.verdictText(kEnglish)));
        totals.setComplete();
        QCOMPARE(totals.check().verdict(), Verdict::Mismatch);
        const QString text = totals.verdictText(kEnglish);
        QVERIFY2(text.startsWith(
                     u"Opening balance KES\u00a01,000.00 + the lines (KES\u00a0-149.50) = KES\u00a0850.50, "
                     u"but the closing balance is KES\u00a0900.00: a difference of KES\u00a049.50."),
                 qPrintable(text));
    }

    void otherCurrencyMakesTheTotalsUnreadable()
    {
        StatementTotals totals(kes(0), kes(100));
        totals.add(line(u"COLLECTION_COLLECTED"_s, 100));
        totals.add(line(u"COLLECTION_COLLECTED"_s, 100, u"UGX"_s));
        totals.setComplete();
        QVERIFY(!totals.isReadable());
        QCOMPARE(totals.lineCount(), 2);
        QVERIFY2(totals.verdictText(kEnglish).contains(u"cannot be added up"),
                 qPrintable(totals.verdictText(kEnglish)));
    }

    void sumOutOfRangeIsUnreadable()
    {
        StatementTotals totals(kes(0), kes(0));
        totals.add(line(u"COLLECTION_COLLECTED"_s, std::numeric_limits<qint64>::max()));
        totals.add(line(u"COLLECTION_COLLECTED"_s, 1));
        totals.setComplete();
        QVERIFY(!totals.isReadable());
        QVERIFY(totals.verdictText(kEnglish).contains(u"cannot be added up"));
    }

    void noBalancesNoVerdict()
    {
        StatementTotals totals {Money(), Money()};
        totals.add(line(u"COLLECTION_COLLECTED"_s, 100));
        totals.setComplete();
        QCOMPARE(totals.currency(), u"KES"_s); // from the first line
        QCOMPARE(totals.total().credits, kes(100));
        QCOMPARE(totals.check().verdict(), Verdict::Incomplete);
        QVERIFY(totals.verdictText(kEnglish).contains(u"no opening or closing balance"));
    }

    void emptyStatementAgrees()
    {
        StatementTotals totals(kes(5000), kes(5000));
        totals.setComplete();
        QVERIFY(totals.rows().isEmpty());
        QCOMPARE(totals.total().lines, 0);
        QCOMPARE(totals.check().verdict(), Verdict::Matches);
    }
};

QTEST_APPLESS_MAIN(TestStatementTotals)
#include "tst_statementtotals.moc"
