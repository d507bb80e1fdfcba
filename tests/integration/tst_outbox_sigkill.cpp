// SPDX-License-Identifier: GPL-3.0-or-later
// A Paydesk process killed with SIGKILL while it submits a payout, then started again: exactly one
// payout on the service. The process is outbox_helper (an OutboxProcessor on a SQLite store);
// the sandbox runs in this test and holds the POST (a delay fault) so that the kill lands while
// the request is at the service and the row is SUBMITTING.

#include "ApprovalSupport.h"
#include "SandboxFixture.h"
#include "outbox/OutboxStore.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using State = payouts::PayoutDraft::State;

class TestOutboxSigkill : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedWhileSubmittingEndsWithOnePayout();
};

void TestOutboxSigkill::killedWhileSubmittingEndsWithOnePayout()
{
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxFixture sandbox(u"empty"_s, 0.0);
    QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
    QVERIFY(!sandbox.createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());

    const QString file = dir.filePath(u"outbox.sqlite"_s);
    store::Store db(store::StoreConfig::sqlite(file));
    QVERIFY(db.open().ok());
    store::AuditLog log(&db);
    store::PayoutDrafts drafts(&db, &log);
    outbox::OutboxStore outbox(&db, &log);
    TestApprovals approvals(&db, &log, &outbox);
    payouts::PayoutDraft::Content content;
    content.requestBody = kenyaPayout(u"150.00"_s);
    content.requestBody.insert(u"custom_id"_s, u"PD-KILL-0001"_s);
    content.recipientSummary = u"Jane Wanjiku"_s;
    content.maker = TestApprovals::maker();
    const auto draft = drafts.save(u"profile-a"_s, content);
    QVERIFY(draft.ok());
    // Submitted by its maker, approved by an approver with her passphrase (ApprovalDesk).
    const auto row = approvals.approve(u"profile-a"_s, draft.value().id, draft.value().revision);
    QVERIFY2(row.ok(), qPrintable(row.error().toString()));

    // The POST is held by the service for 3 s.
    QJsonObject delay = fault("POST", "/v1/payouts", "delay", 1);
    delay.insert(u"delay_ms"_s, 3000);
    QCOMPARE(sandbox.addFault(delay).status, 201);

    const QStringList args {file, sandbox.baseUrl().toString(), sandbox.key(), u"profile-a"_s,
                            row.value().id};
    QProcess first;
    first.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    first.start(QStringLiteral(OUTBOX_HELPER), args);
    QVERIFY(first.waitForStarted());
    // SUBMITTING committed, and the request taken by the service (the fault consumed).
    QVERIFY(QTest::qWaitFor(
        [&] {
            const auto r = outbox.load(row.value().id);
            return r.ok() && r.value().state == State::Submitting
                && sandbox.http().get(u"/_sandbox/faults"_s).dataArray().isEmpty();
        },
        15000));
    first.kill(); // SIGKILL
    QVERIFY(QTest::qWaitFor([&] { return first.state() == QProcess::NotRunning; }, 5000));
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);
    QCOMPARE(outbox.load(row.value().id).value().state, State::Submitting);

    QProcess second;
    second.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    second.start(QStringLiteral(OUTBOX_HELPER), args);
    QVERIFY(second.waitForStarted());
    // The event loop turns meanwhile: the in-process sandbox serves both processes.
    QVERIFY(QTest::qWaitFor([&] { return second.state() == QProcess::NotRunning; }, 40000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    const auto accepted = outbox.load(row.value().id);
    QCOMPARE(accepted.value().state, State::Accepted);
    QVERIFY(accepted.value().progress.providerPayoutId.startsWith(u"pyt-"_s));
    QCOMPARE(accepted.value().idempotencyKey, row.value().idempotencyKey);

    const HttpResult list = sandbox.http().get(u"/payouts"_s);
    QCOMPARE(list.dataArray().size(), 1);
    QCOMPARE(list.dataArray().at(0).toObject().value(u"id"_s).toString(),
             accepted.value().progress.providerPayoutId);
    QVERIFY(log.verify().ok());
}

QTEST_GUILESS_MAIN(TestOutboxSigkill)
#include "tst_outbox_sigkill.moc"
