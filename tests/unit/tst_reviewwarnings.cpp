// SPDX-License-Identifier: GPL-3.0-or-later
// The warnings an approver reads before approving: each one raised by the facts that make it, and
// not by their near misses (another recipient, another currency, 24 hours and a second apart, two
// earlier payouts only, exactly three times the usual, exactly the balance).

#include "approvals/ReviewWarnings.h"
#include "core/Application.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::approvals;
using Kind = ReviewWarning::Kind;

namespace {

Money kes(const char *value)
{
    return Money::parse(QString::fromLatin1(value), u"KES"_s).money;
}

const QDateTime kNow(QDate(2026, 11, 23), QTime(10, 0), Qt::UTC);

// A payout of 1,500 KES to a recipient paid three times before (1,000 each, days ago), found
// by the lookup under the name typed, from a wallet that has enough: no warning.
ReviewFacts ordinary()
{
    ReviewFacts f;
    f.amount = kes("1500.00");
    f.recipientKey = u"pac-1"_s;
    f.createdAt = kNow;
    f.savedLookup = LookupOutcome::Match;
    f.freshLookup = LookupOutcome::Match;
    f.registeredName = u"Wanjiru Kamau"_s;
    for (int days : {3, 10, 20})
        f.earlier.append({u"pac-1"_s, kes("1000.00"), kNow.addDays(-days)});
    f.available = kes("50000.00");
    return f;
}

QList<Kind> kinds(const ReviewFacts &facts)
{
    QList<Kind> out;
    for (const ReviewWarning &w : ReviewWarning::of(facts, QLocale::c()))
        out << w.kind;
    return out;
}

} // namespace

class TestReviewWarnings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // English as Paydesk speaks it: its plural forms ("90 days") come from its catalogue.
        core::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void anOrdinaryPayoutHasNone() { QCOMPARE(kinds(ordinary()), QList<Kind> {}); }

    void names()
    {
        ReviewFacts f = ordinary();
        f.freshLookup = LookupOutcome::NoMatch;
        f.registeredName = u"Otieno Ochieng"_s;
        const QList<ReviewWarning> w = ReviewWarning::of(f, QLocale::c());
        QCOMPARE(w.size(), 1);
        QCOMPARE(w.first().kind, Kind::NameMismatch);
        QVERIFY(w.first().text.contains(u"Otieno Ochieng"_s));

        f.freshLookup = LookupOutcome::CloseMatch;
        QCOMPARE(kinds(f), QList<Kind> {Kind::NameCloseMatch});
        f.freshLookup = LookupOutcome::NotFound;
        QCOMPARE(kinds(f), QList<Kind> {Kind::AccountNotFound});
        f.freshLookup = LookupOutcome::NotOffered; // a UPI address: nothing to warn of
        QCOMPARE(kinds(f), QList<Kind> {});
    }

    void theFreshLookupWinsWhenItWasMade()
    {
        ReviewFacts f = ordinary();
        f.savedLookup = LookupOutcome::NoMatch; // since the draft was saved, the account changed hands
        f.freshLookup = LookupOutcome::Match;
        QCOMPARE(kinds(f), QList<Kind> {});
        // Not made now (the provider did not answer): the saved one counts.
        f.freshLookup = LookupOutcome::NotMade;
        QCOMPARE(kinds(f), QList<Kind> {Kind::NameMismatch});
        // Still under way: the saved one counts.
        f.freshLookup.reset();
        QCOMPARE(kinds(f), QList<Kind> {Kind::NameMismatch});
        // Neither could be made.
        f.savedLookup = LookupOutcome::NotMade;
        f.freshLookup = LookupOutcome::NotMade;
        QCOMPARE(kinds(f), QList<Kind> {Kind::LookupNotMade});
    }

    void firstPayout()
    {
        ReviewFacts f = ordinary();
        for (EarlierPayout &e : f.earlier)
            e.recipientKey = u"pac-other"_s;
        QCOMPARE(kinds(f), QList<Kind> {Kind::FirstPayout});
        f.earlier.clear();
        QCOMPARE(kinds(f), QList<Kind> {Kind::FirstPayout});
    }

    // "First" is said only of a period read whole, and says which period.
    void firstPayoutOnlyOfWhatWasReadWhole()
    {
        ReviewFacts f = ordinary();
        f.earlier.clear();
        f.earlierComplete = false; // the service's payouts not (yet) read, or cut short
        QCOMPARE(kinds(f), QList<Kind> {});
        f.earlierComplete = true;
        f.earlierDays = 90;
        const QList<ReviewWarning> warnings = ReviewWarning::of(f, QLocale::c());
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().text.contains(u"last 90 days"_s), qPrintable(warnings.first().text));
        QVERIFY(!warnings.first().text.contains(u"first payout"_s));
    }

    // A new account the service has saved under another name: the approver reads who is paid.
    void savedUnderAnotherName()
    {
        ReviewFacts f = ordinary();
        f.typedName = u"Wanjiru Kamao"_s;
        f.savedName = u"Wanjiru Kamau"_s;
        QCOMPARE(kinds(f), QList<Kind> {Kind::SavedUnderAnotherName});
        const QString text = ReviewWarning::of(f, QLocale::c()).first().text;
        QVERIFY2(text.contains(u"already saved as Wanjiru Kamau"_s) && text.contains(u"Wanjiru Kamao"_s),
                 qPrintable(text));
        f.typedName = u"wanjiru  KAMAU"_s; // the same name, written otherwise: nothing to say
        QCOMPARE(kinds(f), QList<Kind> {});
    }

    void sameAmountToTheSameRecipientWithin24Hours()
    {
        ReviewFacts f = ordinary();
        f.earlier.append({u"pac-1"_s, kes("1500.00"), kNow.addSecs(-(24 * 3600 - 1))});
        QCOMPARE(kinds(f), QList<Kind> {Kind::Duplicate});
        f.earlier.last().createdAt = kNow.addSecs(2 * 3600); // made after this draft: still one
        QCOMPARE(kinds(f), QList<Kind> {Kind::Duplicate});
        f.earlier.last().createdAt = kNow.addSecs(-24 * 3600); // a day apart exactly: not
        QCOMPARE(kinds(f), QList<Kind> {});
        f.earlier.last().createdAt = kNow.addSecs(-60);
        f.earlier.last().amount = kes("1500.01"); // another amount
        QCOMPARE(kinds(f), QList<Kind> {});
        f.earlier.last().amount = kes("1500.00");
        f.earlier.last().recipientKey = u"pac-2"_s; // another recipient
        QCOMPARE(kinds(f), QList<Kind> {});
    }

    void wellAboveWhatTheRecipientIsUsuallyPaid()
    {
        ReviewFacts f = ordinary(); // usual: 1,000
        f.amount = kes("3000.01");
        const QList<ReviewWarning> w = ReviewWarning::of(f, QLocale::c());
        QCOMPARE(w.size(), 1);
        QCOMPARE(w.first().kind, Kind::WellAboveUsual);
        QVERIFY2(w.first().text.contains(u"1000.00"_s), qPrintable(w.first().text));
        f.amount = kes("3000.00"); // three times exactly: not "more than"
        QCOMPARE(kinds(f), QList<Kind> {});
        f.amount = kes("9000.00");
        f.earlier.removeLast(); // two earlier payouts say too little of "usual"
        QCOMPARE(kinds(f), QList<Kind> {});
        f.earlier.append({u"pac-1"_s, Money::parse(u"1000.00"_s, u"GHS"_s).money, kNow.addDays(-5)});
        QCOMPARE(kinds(f), QList<Kind> {}); // another currency is not counted
    }

    void notEnoughAvailable()
    {
        ReviewFacts f = ordinary();
        f.available = kes("1499.99");
        const QList<ReviewWarning> w = ReviewWarning::of(f, QLocale::c());
        QCOMPARE(w.size(), 1);
        QCOMPARE(w.first().kind, Kind::InsufficientBalance);
        QVERIFY(w.first().text.contains(u"1499.99"_s));
        f.available = kes("1500.00"); // exactly enough
        QCOMPARE(kinds(f), QList<Kind> {});
        f.available.reset(); // unknown: nothing is claimed
        QCOMPARE(kinds(f), QList<Kind> {});
    }

    void theMostSeriousFirst()
    {
        ReviewFacts f = ordinary();
        f.freshLookup = LookupOutcome::NoMatch;
        f.earlier.clear();
        f.available = kes("10.00");
        QCOMPARE(kinds(f), (QList<Kind> {Kind::NameMismatch, Kind::FirstPayout, Kind::InsufficientBalance}));
    }

    void aWalletTheServiceDoesNotHave()
    {
        ReviewFacts f = ordinary();
        f.walletUnknown = true;
        QCOMPARE(kinds(f), QList<Kind> {Kind::WalletUnknown});
    }
};

QTEST_GUILESS_MAIN(TestReviewWarnings)
#include "tst_reviewwarnings.moc"
