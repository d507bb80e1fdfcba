// SPDX-License-Identifier: GPL-3.0-or-later
// The tray notification of a payout that failed after it was accepted: the follower's failed()
// becomes "Payout <custom_id> failed: <plain words>"; without a system tray (offscreen) there is
// no icon, and nothing breaks.

#include "PayoutNotifier.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "payouts/PayoutStateText.h"
#include "shell/ApprovalAlerts.h"
#include "store/AuditLog.h"
#include "store/ChangeListener.h"
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
        QVERIFY(!notifier.hasTrayIcon()); // not before the window asks (once it is painted)
        notifier.showInTray();
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

    // On a team database: a payout waiting for the approver signed in here (shell::ApprovalAlerts,
    // heard from another workstation) is told through the same tray.
    void waitingPayoutIsNotified()
    {
        QTemporaryDir dir;
        store::Store store(store::StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        store::AuditLog log(&store);
        outbox::OutboxStore outbox(&store, &log);
        outbox::PayoutFollower follower(&outbox, [](const QString &) { return nullptr; });
        store::ChangeListener changes(
            store::StoreConfig::postgres(u"db.invalid"_s, 5432, u"team"_s, u"ben"_s, {}));
        operators::SignedIn signedIn;
        ui::PayoutNotifier notifier(&follower);
        shell::ApprovalAlerts alerts(&changes, &signedIn);
        notifier.addApprovalAlerts(&alerts);
        QSignalSpy notified(&notifier, &ui::PayoutNotifier::notified);
        Q_EMIT alerts.alert(shell::ApprovalAlerts::title(1), shell::ApprovalAlerts::text(1));
        QCOMPARE(notified.size(), 1);
        QCOMPARE(notified.first().at(0).toString(), u"A payout waits for your approval"_s);
        // Nobody signed in here: a change heard alerts nobody.
        store::TableChange submitted;
        submitted.table = u"payout_outbox"_s;
        submitted.op = u"UPDATE"_s;
        submitted.state = u"AWAITING_APPROVAL"_s;
        submitted.oldState = u"DRAFT"_s;
        submitted.maker = u"ana"_s;
        Q_EMIT changes.changed(submitted);
        QCOMPARE(notified.size(), 1);
    }
};

QTEST_MAIN(TestPayoutNotifier)
#include "tst_payoutnotifier.moc"
