// SPDX-License-Identifier: GPL-3.0-or-later
// The phone number module, loaded on first use: found, it checks numbers; missing (the second
// run of this test, PAYDESK_EXPECT_NO_PHONE_MODULE set), the field says so in words and nothing
// passes unchecked.
#include "phone/PhoneNumbers.h"
#include "recipients/AccountRules.h"

#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;

class TestPhoneModule : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void checksOrSaysItCannot()
    {
        const phone::PhoneCheck kenyan = phone::checkPhoneNumber(u"0712 345 678"_s, u"KE"_s);
        const auto rule = recipients::AccountRules::phoneNumber(u"0712 345 678"_s, u"KE"_s);
        if (qEnvironmentVariableIsSet("PAYDESK_EXPECT_NO_PHONE_MODULE")) {
            QCOMPARE(kenyan.outcome, phone::PhoneCheck::Outcome::Unavailable);
            QVERIFY(!kenyan.problem.isEmpty());
            QVERIFY(!rule.ok);
            QVERIFY2(rule.message.contains(u"phone number module"), qPrintable(rule.message));
            return;
        }
        QCOMPARE(kenyan.outcome, phone::PhoneCheck::Outcome::Valid);
        QCOMPARE(kenyan.e164, u"+254712345678"_s);
        QVERIFY(rule.ok);
        const phone::PhoneCheck tanzanian = phone::checkPhoneNumber(u"+255 754 123 456"_s, u"KE"_s);
        QCOMPARE(tanzanian.outcome, phone::PhoneCheck::Outcome::OtherRegion);
        QCOMPARE(tanzanian.region, u"TZ"_s);
        QCOMPARE(phone::checkPhoneNumber(u"0712"_s, u"KE"_s).outcome, phone::PhoneCheck::Outcome::TooShort);
        QCOMPARE(phone::checkPhoneNumber(u"hello"_s, u"KE"_s).outcome,
                 phone::PhoneCheck::Outcome::NotANumber);
    }
};

QTEST_GUILESS_MAIN(TestPhoneModule)
#include "tst_phonemodule.moc"
