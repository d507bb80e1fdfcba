// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox's demo data (DemoSeed) obeys the sandbox's own rules: every demo recipient and
// every demo payout passes RequestValidator, as a request for it would have to.
#include "Amount.h"
#include "DemoSeed.h"
#include "RequestValidator.h"
#include "SandboxEngine.h"
#include "SandboxRecords.h"
#include "SandboxService.h"
#include "SandboxStore.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace paydesk::sandbox;

class TestDemoSeed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        DemoSeed::banks(m_store);
        DemoSeed::demo(m_store, m_engine);
    }

    void walletsCoverEveryCountryOfTheSpecification()
    {
        QSet<QString> currencies;
        for (const Wallet &w : m_store.wallets())
            currencies << w.currency;
        const QSet<QString> expected {u"KES"_qs, u"TZS"_qs, u"RWF"_qs, u"GHS"_qs, u"UGX"_qs,
                                      u"XOF"_qs, u"XAF"_qs, u"BDT"_qs, u"PHP"_qs, u"PKR"_qs,
                                      u"INR"_qs, u"NGN"_qs, u"EGP"_qs, u"USD"_qs};
        QCOMPARE(currencies, expected);
        QCOMPARE(m_store.wallets().size(), 14);
        for (const Wallet &w : m_store.wallets())
            QVERIFY2(w.available > 0, qPrintable(w.currency));
    }

    void nigerianBanks()
    {
        int nigerian = 0;
        for (const Bank &b : m_store.banks())
            nigerian += b.country == u"NG" ? 1 : 0;
        QVERIFY(nigerian >= 2);
    }

    void everyRecipientIsValid()
    {
        for (const PaymentAccount &a : m_store.paymentAccounts()) {
            FieldErrors errors;
            validator().paymentAccount(a.body, QString(), errors);
            QVERIFY2(errors.isEmpty(),
                     QJsonDocument(errors.toJson()).toJson(QJsonDocument::Compact).constData());
        }
    }

    void everyPayoutPassesTheValidator()
    {
        QVERIFY(m_store.payouts().size() > 100);
        int withSender = 0;
        for (const Payout &p : m_store.payouts()) {
            QJsonObject body = p.request;
            body.remove(u"custom_id"_qs); // taken by the payout itself
            body.insert(u"amount"_qs,
                        QJsonObject {{u"currency"_qs, p.currency},
                                     {u"value"_qs, Amount {p.amount, p.currency}.toWire()}});
            body.insert(u"payment_account_id"_qs, p.paymentAccountId);
            body.insert(u"wallet_id"_qs, p.walletId);
            FieldErrors errors;
            validator().payout(body, errors);
            const QByteArray report = QJsonDocument(body).toJson(QJsonDocument::Compact) + ' '
                + QJsonDocument(errors.toJson()).toJson(QJsonDocument::Compact);
            QVERIFY2(errors.isEmpty(), report.constData());
            withSender += body.contains(u"sender"_qs) ? 1 : 0;
        }
        QVERIFY(withSender > 0);
    }

private:
    // The sandbox's validator over the demo store (as SandboxService builds it).
    RequestValidator validator()
    {
        ValidationContext ctx = SandboxService::validationContext(m_store);
        // The demo's own payouts are in the store: their custom_ids are theirs, not taken.
        ctx.payoutCustomIdTaken = [](const QString &) { return false; };
        ctx.payinCustomIdTaken = [](const QString &) { return false; };
        return RequestValidator(ctx);
    }

    SandboxStore m_store;
    SandboxEngine m_engine {m_store, nullptr};
};

QTEST_GUILESS_MAIN(TestDemoSeed)
#include "tst_demoseed.moc"
