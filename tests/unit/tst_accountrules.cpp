// SPDX-License-Identifier: GPL-3.0-or-later
// The checks of the typed fields of a payment account: what is sent for what a person types, and
// what is refused with which explanation.
#include "recipients/AccountRules.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::recipients::AccountRules;

class TestAccountRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void phoneNumber_data();
    void phoneNumber();
    void holderName_data();
    void holderName();
    void accountNumber_data();
    void accountNumber();
    void routeCode_data();
    void routeCode();
    void upiHandle_data();
    void upiHandle();
};

void TestAccountRules::phoneNumber_data()
{
    QTest::addColumn<QString>("country");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent"); // empty: refused
    QTest::addColumn<QString>("why"); // part of the message when refused

    QTest::newRow("KE local, grouped") << u"KE"_s << u"0712 345 678"_s << u"+254712345678"_s << QString();
    QTest::newRow("KE local, plain") << u"KE"_s << u"0712345678"_s << u"+254712345678"_s << QString();
    QTest::newRow("KE international") << u"KE"_s << u"+254 712 345 678"_s << u"+254712345678"_s << QString();
    QTest::newRow("KE international, dashes")
        << u"KE"_s << u"+254-712-345-678"_s << u"+254712345678"_s << QString();
    QTest::newRow("KE with its 000 prefix")
        << u"KE"_s << u"000 254 712 345 678"_s << u"+254712345678"_s << QString();
    QTest::newRow("KE spaces around") << u"KE"_s << u"  0712345678 "_s << u"+254712345678"_s << QString();
    QTest::newRow("TZ local") << u"TZ"_s << u"0754 123 456"_s << u"+255754123456"_s << QString();
    QTest::newRow("IN mobile") << u"IN"_s << u"98765 43210"_s << u"+919876543210"_s << QString();
    QTest::newRow("TZ number for KE") << u"KE"_s << u"+255 754 123 456"_s << QString() << u"Tanzania"_s;
    QTest::newRow("TZ number for KE says it")
        << u"KE"_s << u"+255754123456"_s << QString() << u"+255754123456"_s;
    QTest::newRow("too short") << u"KE"_s << u"0712 345"_s << QString() << u"too short"_s;
    QTest::newRow("typing") << u"KE"_s << u"07"_s << QString() << u"too short"_s;
    QTest::newRow("too long") << u"KE"_s << u"0712 345 678 901 234"_s << QString() << u"too long"_s;
    QTest::newRow("letters") << u"KE"_s << u"0712 ABC 678"_s << QString() << u"\u201CA\u201D"_s;
    QTest::newRow("plus inside") << u"KE"_s << u"0712+345678"_s << QString() << u"\u201C+\u201D"_s;
    QTest::newRow("extension") << u"KE"_s << u"0712 345 678 ext 12"_s << QString() << u"\u201Ce\u201D"_s;
    QTest::newRow("unknown calling code")
        << u"KE"_s << u"+999 712 345 678"_s << QString() << u"calling code"_s;
    QTest::newRow("not a number") << u"KE"_s << u"-"_s << QString() << u"not a phone number"_s;
}

void TestAccountRules::phoneNumber()
{
    QFETCH(QString, country);
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    QFETCH(QString, why);
    const AccountRules::Result r = AccountRules::phoneNumber(typed, country);
    QCOMPARE(r.ok, !sent.isEmpty());
    QCOMPARE(r.value, sent);
    if (!sent.isEmpty())
        QVERIFY(r.message.isEmpty());
    else
        QVERIFY2(r.message.contains(why), qPrintable(r.message));
}

void TestAccountRules::holderName_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent");
    QTest::addColumn<QString>("why");

    QTest::newRow("two words") << u"Jane Wanjiku"_s << u"Jane Wanjiku"_s << QString();
    QTest::newRow("apostrophe and hyphen")
        << u"Aoife O'Brien-Smith"_s << u"Aoife O'Brien-Smith"_s << QString();
    QTest::newRow("typographic apostrophe") << u"N\u2019Dri Kouassi"_s << u"N'Dri Kouassi"_s << QString();
    QTest::newRow("accents") << u"Zoë Ngũgĩ"_s << u"Zoë Ngũgĩ"_s << QString();
    QTest::newRow("combining mark") << u"Ngu\u0303gi\u0303"_s << u"Ngu\u0303gi\u0303"_s << QString();
    QTest::newRow("other scripts") << u"রহিম উদ্দিন"_s << u"রহিম উদ্দিন"_s << QString();
    QTest::newRow("white space simplified") << u"  Jane \t Wanjiku  "_s << u"Jane Wanjiku"_s << QString();
    QTest::newRow("business") << u"Acme Trading"_s << u"Acme Trading"_s << QString();
    QTest::newRow("digit") << u"Jane 2"_s << QString() << u"\u201C2\u201D"_s;
    QTest::newRow("dot") << u"J. Wanjiku"_s << QString() << u"\u201C.\u201D"_s;
    QTest::newRow("ampersand") << u"Smith & Sons"_s << QString() << u"\u201C&\u201D"_s;
}

void TestAccountRules::holderName()
{
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    QFETCH(QString, why);
    const AccountRules::Result r = AccountRules::holderName(typed);
    QCOMPARE(r.ok, !sent.isEmpty());
    QCOMPARE(r.value, sent);
    if (sent.isEmpty())
        QVERIFY2(r.message.contains(why), qPrintable(r.message));
}

void TestAccountRules::accountNumber_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent");

    QTest::newRow("digits") << u"0123456789"_s << u"0123456789"_s;
    QTest::newRow("grouped") << u"0100 1234-5678"_s << u"010012345678"_s;
    QTest::newRow("letters") << u"GB29NWBK60161331926819"_s << u"GB29NWBK60161331926819"_s;
    QTest::newRow("slash") << u"0100/1234"_s << QString();
    QTest::newRow("non-ASCII digit") << u"١٢٣٤"_s << QString();
    QTest::newRow("hyphens only") << u"--"_s << QString();
}

void TestAccountRules::accountNumber()
{
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    const AccountRules::Result r = AccountRules::accountNumber(typed);
    QCOMPARE(r.ok, !sent.isEmpty());
    QCOMPARE(r.value, sent);
    QCOMPARE(r.message.isEmpty(), r.ok);
}

void TestAccountRules::routeCode_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent");
    QTest::addColumn<QString>("why");

    QTest::newRow("IFSC") << u"IFSC"_s << u"HDFC0001234"_s << u"HDFC0001234"_s << QString();
    QTest::newRow("IFSC letters in branch") << u"IFSC"_s << u"SBIN0ABC123"_s << u"SBIN0ABC123"_s << QString();
    QTest::newRow("IFSC lower case") << u"IFSC"_s << u"hdfc0001234"_s << u"HDFC0001234"_s << QString();
    QTest::newRow("IFSC spaced") << u"IFSC"_s << u"HDFC 0001234"_s << u"HDFC0001234"_s << QString();
    QTest::newRow("IFSC fifth not 0") << u"IFSC"_s << u"HDFC1001234"_s << QString() << u"then 0"_s;
    QTest::newRow("IFSC digit in bank") << u"IFSC"_s << u"HDF10001234"_s << QString() << u"4 letters"_s;
    QTest::newRow("IFSC short") << u"IFSC"_s << u"HDFC000123"_s << QString() << u"has 10"_s;
    QTest::newRow("IFSC long") << u"IFSC"_s << u"HDFC00012345"_s << QString() << u"has 12"_s;
    QTest::newRow("IFSC dash") << u"IFSC"_s << u"HDFC-0001234"_s << QString() << u"\u201C-\u201D"_s;
    QTest::newRow("routing number") << u"ROUTING_NUMBER"_s << u"015261724"_s << u"015261724"_s << QString();
    QTest::newRow("routing number spaced")
        << u"ROUTING_NUMBER"_s << u"015 261 724"_s << u"015261724"_s << QString();
    QTest::newRow("routing number short") << u"ROUTING_NUMBER"_s << u"01526172"_s << QString() << u"has 8"_s;
    QTest::newRow("routing number letter")
        << u"ROUTING_NUMBER"_s << u"01526172A"_s << QString() << u"\u201CA\u201D"_s;
}

void TestAccountRules::routeCode()
{
    QFETCH(QString, kind);
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    QFETCH(QString, why);
    const AccountRules::Result r = AccountRules::routeCode(typed, kind);
    QCOMPARE(r.ok, !sent.isEmpty());
    QCOMPARE(r.value, sent);
    if (sent.isEmpty())
        QVERIFY2(r.message.contains(why), qPrintable(r.message));
}

void TestAccountRules::upiHandle_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("sent");

    QTest::newRow("name@bank") << u"jane.doe@okhdfc"_s << u"jane.doe@okhdfc"_s;
    QTest::newRow("digits and dash") << u"98765-43210@upi"_s << u"98765-43210@upi"_s;
    QTest::newRow("trimmed") << u" jane@ybl "_s << u"jane@ybl"_s;
    QTest::newRow("no handle") << u"jane.doe"_s << QString();
    QTest::newRow("two @") << u"jane@ok@hdfc"_s << QString();
    QTest::newRow("space") << u"jane doe@okhdfc"_s << QString();
    QTest::newRow("handle starts with digit") << u"jane@1bank"_s << QString();
    QTest::newRow("one-letter name") << u"j@okhdfc"_s << QString();
}

void TestAccountRules::upiHandle()
{
    QFETCH(QString, typed);
    QFETCH(QString, sent);
    const AccountRules::Result r = AccountRules::upiHandle(typed);
    QCOMPARE(r.ok, !sent.isEmpty());
    QCOMPARE(r.value, sent);
    QCOMPARE(r.message.isEmpty(), r.ok);
}

QTEST_APPLESS_MAIN(TestAccountRules)
#include "tst_accountrules.moc"
