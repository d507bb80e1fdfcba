// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxFixture.h"

using namespace paydesk::test;

class TestSandboxSmoke : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void payoutReachesSent()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QCOMPARE(sandbox.createWallet(QStringLiteral("KES"), QStringLiteral("1000.00"))
                     .value(u"available"_qs)
                     .toString(),
                 u"1000.00"_qs);
        const HttpResult created = sandbox.http().post(
            QStringLiteral("/payouts"), kenyaPayout(QStringLiteral("250.50")), HttpClient::newKey());
        QCOMPARE(created.status, 202);
        QCOMPARE(created.data().value(u"state"_qs).toObject().value(u"code"_qs).toString(), u"PENDING"_qs);
        const QString id = created.data().value(u"id"_qs).toString();
        QVERIFY(id.startsWith(u"pyt-"));
        const QJsonObject sent
            = sandbox.waitForState(QStringLiteral("/payouts/") + id, QStringLiteral("SENT"));
        QCOMPARE(sent.value(u"state"_qs).toObject().value(u"code"_qs).toString(), u"SENT"_qs);
        const QJsonObject wallet
            = sandbox.http().get(QStringLiteral("/wallets")).dataArray().first().toObject();
        QCOMPARE(wallet.value(u"available"_qs).toString(), u"749.50"_qs);
        QCOMPARE(wallet.value(u"balance"_qs).toString(), u"749.50"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSandboxSmoke)
#include "tst_sandbox_smoke.moc"
