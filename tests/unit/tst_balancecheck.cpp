// SPDX-License-Identifier: GPL-3.0-or-later
// The balance check of a statement: opening + every line == closing, given only once every line
// is in; a doctored statement (a line changed, a line missing, a closing balance changed) is a
// mismatch with its difference, never "fine".

#include "statements/BalanceCheck.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::statements;
using namespace Qt::StringLiterals;
using Verdict = BalanceCheck::Verdict;

namespace {

Money kes(qint64 minor)
{
    return Money::fromMinorUnits(minor, u"KES");
}

api::StatementLine line(qint64 minor, const QString &currency = u"KES"_s)
{
    api::StatementLine l;
    l.type = minor < 0 ? u"PAYOUT_INITIATED"_s : u"COLLECTION_COLLECTED"_s;
    l.amount = Money::fromMinorUnits(minor, currency);
    return l;
}

} // namespace

class TestBalanceCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesOnlyOnceComplete();
    void doctoredStatementIsAMismatchWithItsDifference();
    void missingLineIsAMismatch();
    void otherCurrencyIsUnreadable();
    void noLinesMeansOpeningIsClosing();
};

void TestBalanceCheck::matchesOnlyOnceComplete()
{
    BalanceCheck check(kes(100000), kes(85050));
    check.addLines({line(-20000), line(5050)});
    QCOMPARE(check.verdict(), Verdict::Incomplete);
    check.setComplete();
    QCOMPARE(check.verdict(), Verdict::Matches);
    QCOMPARE(check.lineCount(), 2);
    QCOMPARE(check.sum(), kes(-14950));
    QVERIFY(check.difference().isZero());
}

void TestBalanceCheck::doctoredStatementIsAMismatchWithItsDifference()
{
    BalanceCheck check(kes(100000), kes(85050));
    check.addLines({line(-20000), line(5000)}); // a line changed by 0.50
    check.setComplete();
    QCOMPARE(check.verdict(), Verdict::Mismatch);
    QVERIFY(!check.matches());
    QCOMPARE(check.expectedClosing(), kes(85000));
    QCOMPARE(check.difference(), kes(50));

    BalanceCheck closingChanged(kes(100000), kes(90000));
    closingChanged.addLines({line(-20000), line(5050)});
    closingChanged.setComplete();
    QCOMPARE(closingChanged.verdict(), Verdict::Mismatch);
    QCOMPARE(closingChanged.difference(), kes(4950));
}

void TestBalanceCheck::missingLineIsAMismatch()
{
    BalanceCheck check(kes(100000), kes(85050));
    check.addLine(line(-20000));
    check.setComplete();
    QCOMPARE(check.verdict(), Verdict::Mismatch);
    QCOMPARE(check.difference(), kes(5050));
}

void TestBalanceCheck::otherCurrencyIsUnreadable()
{
    BalanceCheck check(kes(100000), kes(80000));
    check.addLines({line(-20000), line(0, u"UGX"_s)});
    check.setComplete();
    QCOMPARE(check.verdict(), Verdict::Unreadable);
    QVERIFY(!check.difference().isValid());
}

void TestBalanceCheck::noLinesMeansOpeningIsClosing()
{
    BalanceCheck check(kes(500), kes(500));
    check.setComplete();
    QCOMPARE(check.verdict(), Verdict::Matches);
    check.reset(kes(500), kes(400));
    QCOMPARE(check.verdict(), Verdict::Incomplete);
    check.setComplete();
    QCOMPARE(check.verdict(), Verdict::Mismatch);
}

QTEST_APPLESS_MAIN(TestBalanceCheck)
#include "tst_balancecheck.moc"
