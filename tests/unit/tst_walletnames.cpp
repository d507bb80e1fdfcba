// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallets/WalletDirectory.h"
#include "wallets/WalletNames.h"

#include <QSignalSpy>
#include <QTest>

using namespace paydesk;
using namespace paydesk::wallets;
using namespace Qt::StringLiterals;

class TestWalletNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namedUnnamedAndTwins()
    {
        const WalletNames::Wallet kes1 {u"wlt-0000000000a1b2"_s, u"KES"_s};
        const WalletNames::Wallet kes2 {u"wlt-0000000000c3d4"_s, u"KES"_s};
        const WalletNames::Wallet ugx {u"wlt-0000000000e5f6"_s, u"UGX"_s};
        const QList<WalletNames::Wallet> all {kes1, kes2, ugx};
        WalletSettings settings;

        // Two unnamed KES wallets never read the same; the only UGX one is "UGX wallet".
        QCOMPARE(WalletNames::displayName(kes1, all, settings), u"KES wallet (\u2026a1b2)"_s);
        QCOMPARE(WalletNames::displayName(kes2, all, settings), u"KES wallet (\u2026c3d4)"_s);
        QCOMPARE(WalletNames::displayName(ugx, all, settings), u"UGX wallet"_s);

        // Once one is named, the other is the only unnamed KES wallet.
        settings.insert(kes1.id, WalletSetting {kes1.id, u"KES"_s, u" Payroll "_s, std::nullopt, {}, {}});
        QCOMPARE(WalletNames::displayName(kes1, all, settings), u"Payroll \u00b7 KES"_s);
        QCOMPARE(WalletNames::displayName(kes2, all, settings), u"KES wallet"_s);

        // A blank name is no name.
        settings.insert(ugx.id, WalletSetting {ugx.id, u"UGX"_s, u"  "_s, qint64(500), {}, {}});
        QCOMPARE(WalletNames::displayName(ugx, all, settings), u"UGX wallet"_s);

        // Known by id alone (a payout's wallet): named, or with the end of its id.
        QCOMPARE(WalletNames::displayNameAlone(kes1.id, u"KES"_s, settings), u"Payroll \u00b7 KES"_s);
        QCOMPARE(WalletNames::displayNameAlone(kes2.id, u"KES"_s, settings), u"KES wallet (\u2026c3d4)"_s);
        QVERIFY(WalletNames::idTooltip(kes1.id).contains(kes1.id));
    }

    void directorySignalsOnlyOnChange()
    {
        WalletDirectory directory;
        QSignalSpy changed(&directory, &WalletDirectory::changed);
        WalletSettings settings;
        settings.insert(u"wlt-1"_s, WalletSetting {u"wlt-1"_s, u"KES"_s, u"Payroll"_s, qint64(100), {}, {}});
        directory.setSettings(u"prf-a"_s, settings);
        QCOMPARE(changed.size(), 1);
        directory.setSettings(u"prf-a"_s, settings); // the same again: nothing to tell
        QCOMPARE(changed.size(), 1);
        settings[u"wlt-1"_s].alertLevelMinor = 200;
        directory.setSettings(u"prf-a"_s, settings);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(directory.setting(u"wlt-1"_s)->alertLevelMinor, std::optional<qint64>(200));
        directory.setSettings(u"prf-b"_s, settings); // another profile
        QCOMPARE(changed.size(), 3);
        directory.clear();
        QCOMPARE(changed.size(), 4);
        QVERIFY(!directory.setting(u"wlt-1"_s));
    }
};

QTEST_APPLESS_MAIN(TestWalletNames)
#include "tst_walletnames.moc"
