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
    void payoutLimits_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("minimum");
        QTest::addColumn<QString>("maximum"); // empty: none
        const auto row = [](const char *name, const char *country, const char *type, const char *op,
                            const char *currency, const char *minimum, const char *maximum) {
            QTest::newRow(name) << QString::fromLatin1(country) << QString::fromLatin1(type)
                                << QString::fromLatin1(op) << QString::fromLatin1(currency)
                                << QString::fromLatin1(minimum) << QString::fromLatin1(maximum);
        };
        row("KE bank", "KE", "BANK_ACCOUNT", "", "KES", "140", "950000");
        row("KE mobile", "KE", "MOBILE_MONEY", "SAFARICOM", "KES", "140", "250000");
        row("TZ bank", "TZ", "BANK_ACCOUNT", "", "TZS", "2500", "20000000");
        row("TZ mobile", "TZ", "MOBILE_MONEY", "VODACOM", "TZS", "2500", "5000000");
        row("RW bank", "RW", "BANK_ACCOUNT", "", "RWF", "500", "");
        row("RW MTN", "RW", "MOBILE_MONEY", "MTN", "RWF", "500", "2000000");
        row("RW AIRTEL", "RW", "MOBILE_MONEY", "AIRTEL", "RWF", "500", "500000");
        row("NG bank", "NG", "BANK_ACCOUNT", "", "NGN", "100", "50000000");
        row("NG mobile", "NG", "MOBILE_MONEY", "", "NGN", "100", "");
        row("GH bank", "GH", "BANK_ACCOUNT", "", "GHS", "10", "50000");
        row("GH mobile", "GH", "MOBILE_MONEY", "MTN", "GHS", "10", "15000");
        row("UG bank", "UG", "BANK_ACCOUNT", "", "UGX", "5000", "5000000");
        row("UG mobile", "UG", "MOBILE_MONEY", "MTN", "UGX", "5000", "5000000");
        row("EG bank", "EG", "BANK_ACCOUNT", "", "EGP", "200", "300000");
        row("EG mobile", "EG", "MOBILE_MONEY", "", "EGP", "200", "");
        row("SN bank", "SN", "BANK_ACCOUNT", "", "XOF", "2000", "");
        row("SN mobile", "SN", "MOBILE_MONEY", "WAVE", "XOF", "2000", "1500000");
        row("CI mobile", "CI", "MOBILE_MONEY", "ORANGE", "XOF", "2000", "1500000");
        row("CM bank", "CM", "BANK_ACCOUNT", "", "XAF", "500", "");
        row("CM mobile", "CM", "MOBILE_MONEY", "MTN", "XAF", "500", "1000000");
    }
    void payoutLimits()
    {
        QFETCH(QString, country);
        QFETCH(QString, type);
        QFETCH(QString, op);
        QFETCH(QString, currency);
        QFETCH(QString, minimum);
        QFETCH(QString, maximum);
        const std::optional<spec::PayoutLimit> limit = spec::payoutLimit(country, type, op);
        QVERIFY(limit);
        QCOMPARE(QString::fromLatin1(limit->currency), currency);
        QCOMPARE(QString::fromLatin1(limit->currency), QString::fromLatin1(spec::country(country)->currency));
        QCOMPARE(QString::fromLatin1(limit->minimum), minimum);
        QCOMPARE(limit->maximum ? QString::fromLatin1(limit->maximum) : QString(), maximum);
    }
    void noLimitOutsideTheTable()
    {
        QVERIFY(!spec::payoutLimit(u"IN", u"BANK_ACCOUNT_ROUTE"));
        QVERIFY(!spec::payoutLimit(u"PH", u"MOBILE_MONEY", u"GCASH"));
        QCOMPARE(spec::payoutLimitCountries().size(), 10);
        QCOMPARE(spec::payoutLimitCountries(), spec::senderRequiredCountries());
    }
    void senderRequirements()
    {
        const QStringList every {u"sender.type"_qs,
                                 u"sender.name"_qs,
                                 u"sender.address.line_1"_qs,
                                 u"sender.address.city"_qs,
                                 u"sender.address.postal_code"_qs,
                                 u"sender.address.country"_qs};
        const QStringList document {u"sender.individual.identity_document.type"_qs,
                                    u"sender.individual.identity_document.country"_qs,
                                    u"sender.individual.identity_document.number"_qs,
                                    u"sender.individual.identity_document.expires_on"_qs};
        for (const QString &country : spec::senderRequiredCountries()) {
            const spec::SenderRequirements r = spec::senderRequirements(country);
            QCOMPARE(r.everySender, every);
            QVERIFY(r.individualSender.contains(u"sender.individual.dob"_qs));
            for (const QString &path : document)
                QCOMPARE(r.individualSender.contains(path), country != u"KE");
        }
        const spec::SenderRequirements none = spec::senderRequirements(u"IN");
        QVERIFY(none.everySender.isEmpty() && none.individualSender.isEmpty());
    }
    void bothSpellingsOfDrivingLicence()
    {
        QVERIFY(spec::contains(spec::identityDocumentTypes(), u"DRIVING_LICENSE"));
        QVERIFY(spec::contains(spec::identityDocumentTypes(), u"DRIVING_LICENCE"));
    }
    void nigeriaPaysOutInNaira()
    {
        QVERIFY(spec::country(u"NG"));
        QCOMPARE(QString::fromLatin1(spec::country(u"NG")->currency), u"NGN"_qs);
        QCOMPARE(spec::currency(u"NGN")->minorUnits, 2);
    }
};

QTEST_APPLESS_MAIN(TestSpecTables)
#include "tst_spectables.moc"
