// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiClientSupport.h"
#include "SessionSupport.h"
#include "models/WalletsModel.h"
#include "wallets/WalletDirectory.h"

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
        // In the service's order: KES then UGX, each by the name a person reads (no name set yet).
        QCOMPARE(model.index(0, WalletsModel::CurrencyColumn).data().toString(), u"KES wallet"_qs);
        QCOMPARE(model.index(1, WalletsModel::CurrencyColumn).data().toString(), u"UGX wallet"_qs);
        QVERIFY(model.index(0, WalletsModel::CurrencyColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(model.index(0, 0).data(WalletsModel::WalletIdRole).toString()));
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

    // Names and alert levels from the window's directory: the three roles, live. (The sandbox has one
    // wallet per currency; two unnamed wallets of one currency are tst_walletnames'.)
    void namesAndAlertLevels()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString kesId
            = sandbox.createWallet(QStringLiteral("KES"), QStringLiteral("1000.00")).value(u"id").toString();
        const QString ugxId
            = sandbox.createWallet(QStringLiteral("UGX"), QStringLiteral("250")).value(u"id").toString();
        auto session = makeSession(sandbox);
        QVERIFY(session);
        WalletsModel model;
        wallets::WalletDirectory directory;
        model.setDirectory(&directory);
        model.setSession(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.refresh();
        QTRY_COMPARE(model.state(), WalletsModel::State::Loaded);
        QCOMPARE(model.rowCount(), 2);
        const int kes = model.index(0, 0).data(WalletsModel::WalletIdRole).toString() == kesId ? 0 : 1;
        const int ugx = 1 - kes;
        QCOMPARE(model.index(ugx, 0).data(WalletsModel::WalletIdRole).toString(), ugxId);
        QCOMPARE(model.index(kes, 0).data(WalletsModel::DisplayNameRole).toString(), u"KES wallet"_qs);
        QVERIFY(!model.index(kes, 0).data(WalletsModel::AlertLevelRole).isValid());
        QCOMPARE(model.index(kes, 0).data(WalletsModel::BelowAlertRole).toBool(), false);

        QSignalSpy changed(&model, &WalletsModel::walletSettingsChanged);
        QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
        wallets::WalletSettings settings;
        settings.insert(kesId, {kesId, u"KES"_qs, u"Payroll"_qs, qint64(50000), u"ben"_qs, {}});
        settings.insert(ugxId, {ugxId, u"UGX"_qs, QString(), qint64(5000), u"ben"_qs, {}});
        directory.setSettings(u"prf-test"_qs, settings);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(dataChanged.size(), 1);
        QCOMPARE(model.index(kes, 0).data(WalletsModel::DisplayNameRole).toString(),
                 u"Payroll \u00b7 KES"_qs);
        QCOMPARE(model.index(kes, 0).data().toString(), u"Payroll \u00b7 KES"_qs);
        QCOMPARE(model.index(ugx, 2).data(WalletsModel::DisplayNameRole).toString(), u"UGX wallet"_qs);
        QCOMPARE(model.index(kes, 0).data(WalletsModel::AlertLevelRole).toLongLong(), 50000);
        QCOMPARE(model.index(kes, 0).data(WalletsModel::BelowAlertRole).toBool(), false); // 1000.00 >= 500.00
        QCOMPARE(model.index(ugx, 0).data(WalletsModel::BelowAlertRole).toBool(), true); // 250 < 5000
        QVERIFY(model.index(ugx, WalletsModel::AvailableColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"5,000"));

        // A level of another currency (the wallet is not what it was set for) is no level.
        settings[ugxId].currency = u"KES"_qs;
        directory.setSettings(u"prf-test"_qs, settings);
        QCOMPARE(changed.size(), 2);
        QVERIFY(!model.index(ugx, 0).data(WalletsModel::AlertLevelRole).isValid());
        QCOMPARE(model.index(ugx, 0).data(WalletsModel::BelowAlertRole).toBool(), false);

        model.setDirectory(nullptr); // no directory: unnamed, no level
        QCOMPARE(model.index(kes, 0).data(WalletsModel::DisplayNameRole).toString(), u"KES wallet"_qs);
        QVERIFY(!model.index(kes, 0).data(WalletsModel::AlertLevelRole).isValid());
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
