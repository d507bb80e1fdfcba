// SPDX-License-Identifier: GPL-3.0-or-later
// The service's refusal as the outbox keeps it (payouts/StoredServiceError.h): a 422 with a
// message and reasons by field, read back for the form and for lists; what is not a refusal (an
// uncertain payout's reason, empty text, text that is not JSON) reads as none; the reason given
// to a draft's maker, the service's or an approver's.

#include "payouts/StoredServiceError.h"

#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;
using payouts::PayoutDraft;
using payouts::StoredServiceError;

class TestStoredServiceError : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusalWithFields()
    {
        const auto e = StoredServiceError::parse(
            uR"({"status":422,"code":"VALIDATION_ERROR","reasons":{"message":"Invalid payout",)"
            uR"("fields":{"amount.value":["too high","not a number"],"sender.name":["required"]}}})"_s);
        QVERIFY(e.isRefusal());
        QCOMPARE(e.status, 422);
        QCOMPARE(e.code, u"VALIDATION_ERROR"_s);
        QCOMPARE(e.message, u"Invalid payout"_s);
        QCOMPARE(e.fields.size(), 2);
        QCOMPARE(e.fields.value(u"amount.value"_s), (QStringList {u"too high"_s, u"not a number"_s}));
        QCOMPARE(e.fields.value(u"sender.name"_s), QStringList {u"required"_s});
        QCOMPARE(e.listText(), u"Refused by the service: Invalid payout"_s);
    }

    void refusalWithoutMessage()
    {
        const auto e
            = StoredServiceError::parse(uR"({"status":402,"code":"INSUFFICIENT_FUNDS","reasons":{}})"_s);
        QVERIFY(e.isRefusal());
        QVERIFY(e.message.isEmpty());
        QVERIFY(e.fields.isEmpty());
        QCOMPARE(e.listText(), u"Refused by the service"_s);
    }

    void notARefusal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("not json") << u"connection reset"_s;
        QTest::newRow("uncertain") << uR"({"reason":"timeout","error":"no answer in 30 s"})"_s;
        QTest::newRow("array") << u"[1,2]"_s;
    }
    void notARefusal()
    {
        QFETCH(QString, text);
        const auto e = StoredServiceError::parse(text);
        QVERIFY(!e.isRefusal());
        QVERIFY(e.message.isEmpty());
        QVERIFY(e.fields.isEmpty());
    }

    void returnedText()
    {
        PayoutDraft d;
        QVERIFY(StoredServiceError::returnedText(d).isEmpty()); // never returned

        d.progress.returnedReason = u"Waited more than 3 days"_s; // an expiry: nobody named
        QCOMPARE(StoredServiceError::returnedText(d), u"Waited more than 3 days"_s);

        d.progress.returnedBy = u"cy"_s;
        d.progress.returnedReason = u"The invoice says KES 2,050"_s;
        QCOMPARE(StoredServiceError::returnedText(d), u"Rejected by cy: The invoice says KES 2,050"_s);

        // The service's message comes first.
        d.progress.lastError = uR"({"status":422,"reasons":{"message":"Unknown operator"}})"_s;
        QCOMPARE(StoredServiceError::returnedText(d), u"The service refused this payout: Unknown operator"_s);
        QCOMPARE(StoredServiceError::of(d).message, u"Unknown operator"_s);
    }
};

QTEST_APPLESS_MAIN(TestStoredServiceError)
#include "tst_storedserviceerror.moc"
