// SPDX-License-Identifier: GPL-3.0-or-later
// The tray notification of a payout that failed after it was accepted: the follower's failed()
// becomes "Payout <custom_id> failed: <plain words>"; without a system tray (offscreen) there is
// no icon, and nothing breaks.

#include "PayoutNotifier.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "payouts/PayoutStateText.h"
#include "store/AuditLog.h"
#include "store/Store.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QSystemTrayIcon>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;

class TestPayoutNotifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void failedPayoutIsNotified()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        store::Store store(store::StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        store::AuditLog log(&store);
        outbox::OutboxStore outbox(&store, &log);
        outbox::PayoutFollower follower(&outbox, [](const QString &) { return nullptr; });
        ui::PayoutNotifier notifier(&follower);
        QCOMPARE(notifier.objectName(), u"payoutNotifier"_s);
        QCOMPARE(notifier.hasTrayIcon(), QSystemTrayIcon::isSystemTrayAvailable());
        QSignalSpy notified(&notifier, &ui::PayoutNotifier::notified);

        const QString why = payouts::PayoutStateText::sentence(u"FAILED", u"WALLET_INSUFFICIENT_BALANCE");
        Q_EMIT follower.failed(u"profile-a"_s, u"row-1"_s, u"PD-20260101-ABCD1234"_s, why);
        QCOMPARE(notified.size(), 1);
        QCOMPARE(notified.first().at(1).toString(),
                 u"Payout PD-20260101-ABCD1234 failed: The wallet did not have enough money for this payout "
                 u"when it was processed."_s);
        // A state change that is not a failure is not told.
        Q_EMIT follower.stateChanged(u"profile-a"_s, u"row-2"_s, u"SENT"_s, {});
        QCOMPARE(notified.size(), 1);
    }
};

QTEST_MAIN(TestPayoutNotifier)
#include "tst_payoutnotifier.moc"
