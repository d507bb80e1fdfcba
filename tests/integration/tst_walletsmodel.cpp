// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiClientSupport.h"
#include "SessionSupport.h"
#include "models/WalletsModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace paydesk;
using namespace paydesk::test;
using models::WalletsModel;

class TestWalletsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsWalletsWithMinorUnitsAndUnsettled()
    {
        SandboxFixture sandbox(QStringLiteral("empty"), 1000.0); // payouts stay PENDING for a long time
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        sandbox.createWallet(QStringLiteral("KES"), QStringLiteral("1000.00"));
        sandbox.createWallet(QStringLiteral("UGX"), QStringLiteral("250000"));
        QCOMPARE(
            sandbox.http()
                .post(QStringLiteral("/payouts"), kenyaPayout(QStringLiteral("150.25")), HttpClient::newKey())
                .status,
            202);

        auto session = makeSession(sandbox);
        QVERIFY(session);
        WalletsModel model;
        model.setSession(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(model.rowCount(), 0);
        model.refresh();
        QCOMPARE(model.state(), WalletsModel::State::Loading);
        QTRY_COMPARE(model.state(), WalletsModel::State::Loaded);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(WalletsModel::ColumnCount));
        // Sorted by currency: KES then UGX.
        QCOMPARE(model.index(0, WalletsModel::CurrencyColumn).data().toString(), u"KES"_qs);
        QCOMPARE(model.index(0, WalletsModel::AvailableColumn).data().toString(), u"849.75"_qs);
        QCOMPARE(model.index(0, WalletsModel::BalanceColumn).data().toString(), u"1,000.00"_qs);
        QCOMPARE(model.index(0, WalletsModel::UnsettledColumn).data().toString(), u"150.25"_qs);
        QCOMPARE(model.index(1, WalletsModel::AvailableColumn).data().toString(), u"250,000"_qs);
        QCOMPARE(model.index(1, WalletsModel::UnsettledColumn).data().toString(), u"0"_qs);
        QCOMPARE(model.index(0, WalletsModel::AvailableColumn).data(WalletsModel::SortRole).toLongLong(),
                 84975);
        QVERIFY(model.index(0, 0).data(WalletsModel::WalletIdRole).toString().startsWith(u"wlt-"));
        QVERIFY(model.lastUpdated().isValid());
    }

    void errorKeepsRowsAndSaysWhy()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        sandbox.createWallet(QStringLiteral("KES"), QStringLiteral("5.00"));
        auto session = makeSession(sandbox);
        QVERIFY(session);
        WalletsModel model;
        model.setSession(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.refresh();
        QTRY_COMPARE(model.state(), WalletsModel::State::Loaded);
        QCOMPARE(model.rowCount(), 1);

        session->client()->setApiKey(QStringLiteral("not-a-key"));
        QSignalSpy states(&model, &WalletsModel::stateChanged);
        model.refresh();
        QTRY_COMPARE(model.state(), WalletsModel::State::Failed);
        QCOMPARE(model.lastError().httpStatus(), 401);
        QVERIFY(!model.lastError().userMessage().isEmpty());
        QCOMPARE(model.rowCount(), 1); // the last balances stay visible
        QCOMPARE(states.size(), 2); // Loading, Failed
    }

    void emptyAccount()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        auto session = makeSession(sandbox);
        QVERIFY(session);
        WalletsModel model;
        model.setSession(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.refresh();
        QTRY_COMPARE(model.state(), WalletsModel::State::Loaded);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWalletsModel)
#include "tst_walletsmodel.moc"
