// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain/SpecTables.h"

#include <QTest>

using namespace paydesk;

class TestSpecTables : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCountryHasAKnownCurrency()
    {
        for (const spec::CountryInfo &c : spec::countries())
            QVERIFY2(spec::currency(QString::fromLatin1(c.currency)), c.code);
    }
    void operatorsPerCountryAreOperators()
    {
        const QStringList known = spec::codes(spec::operators());
        for (const QString &country : spec::mobileMoneyCountries()) {
            const QStringList ops = spec::operatorsForCountry(country);
            QVERIFY(!ops.isEmpty());
            for (const QString &op : ops)
                QVERIFY2(known.contains(op), qPrintable(op));
            QVERIFY2(spec::country(country), qPrintable(country));
        }
        QCOMPARE(spec::operatorsForCountry(u"KE"), (QStringList {u"SAFARICOM"_qs, u"AIRTEL"_qs}));
        QVERIFY(spec::operatorsForCountry(u"ZZ").isEmpty());
    }
    void lookupOperatorsLeaveOutBangladeshAndAddEthiopia()
    {
        QVERIFY(spec::lookupOperatorsForCountry(u"BD").isEmpty());
        QCOMPARE(spec::lookupOperatorsForCountry(u"ET"), (QStringList {u"SAFARICOM"_qs, u"TELEBIRR"_qs}));
        QCOMPARE(spec::lookupOperatorsForCountry(u"GH"), (QStringList {u"AT"_qs, u"MTN"_qs, u"VODAFONE"_qs}));
    }
    void minorUnits()
    {
        QCOMPARE(spec::currency(u"KES")->minorUnits, 2);
        QCOMPARE(spec::currency(u"UGX")->minorUnits, 0);
        QCOMPARE(spec::currency(u"XOF")->minorUnits, 0);
        QCOMPARE(spec::currency(u"RWF")->minorUnits, 0);
        QVERIFY(!spec::currency(u"JPY"));
    }
    void purposeCountries()
    {
        for (const char *c : {"GH", "UG", "EG", "CI", "SN", "CM"})
            QVERIFY(spec::purposeRequired(QString::fromLatin1(c)));
        QVERIFY(!spec::purposeRequired(u"KE"));
    }
    void scopes()
    {
        QCOMPARE(spec::scopesFor(spec::Operation::CreatePayout),
                 (QStringList {u"payout:write"_qs, u"payment-account:write"_qs}));
        const QStringList all = spec::codes(spec::scopes());
        for (int op = 0; op <= int(spec::Operation::GetPayin); ++op) {
            for (const QString &s : spec::scopesFor(spec::Operation(op)))
                QVERIFY2(all.contains(s), qPrintable(s));
        }
    }
    void describeFallsBackToTheCode()
    {
        QCOMPARE(spec::describe(spec::payoutStates(), u"SENT"),
                 u"Processed; the recipient should have the funds"_qs);
        QCOMPARE(spec::describe(spec::payoutFailedContexts(), u"SOMETHING_NEW"), u"SOMETHING_NEW"_qs);
    }
    void postalCodes()
    {
        QCOMPARE(spec::postalCodeCountries().size(), 8);
        QVERIFY(spec::postalCodePattern(u"KE").isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestSpecTables)
#include "tst_spectables.moc"
