// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the outbox's integration tests (tst_outboxprocessor, tst_payoutfollower) share: one
// Paydesk process's store, log, drafts and outbox (OutboxLocal), a sandbox with a funded KES
// wallet and a ready session of one profile on it (OutboxFixture), processor options with short
// waits, and a payout drafted and approved the way operators approve it (ApprovalSupport.h).
//
//   OutboxFixture m_fixture;                 // a member of the test class
//   initTestCase(): QVERIFY2(m_fixture.setUp(name, &why), ...)  cleanupTestCase(): tearDown()
//   init():         QVERIFY2(m_fixture.beginTest(&why), ...)    cleanup():         endTest()
//   auto local = m_fixture.open();           // a store on the test's database, opened
//
// The database is StoreBackend's: a SQLite file per test, or a fresh PostgreSQL schema per test
// with PAYDESK_TEST_STORE=postgres.

#include "ApprovalSupport.h"
#include "SandboxFixture.h"
#include "SessionSupport.h"
#include "StoreBackend.h"
#include "api/ApiClient.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutDraft.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QCoreApplication>
#include <QDebug>
#include <QStandardPaths>
#include <QTest>

#include <chrono>
#include <memory>

namespace paydesk::test {

// The store, its log, drafts and outbox: what one Paydesk process has.
struct OutboxLocal
{
    explicit OutboxLocal(const store::StoreConfig &config)
        : store(config)
        , log(&store)
        , drafts(&store, &log)
        , outbox(&store, &log)
        , approvals(&store, &log, &outbox)
    { }
    store::Store store;
    store::AuditLog log;
    store::PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    TestApprovals approvals; // the maker and the approver who take rows to APPROVED
};

// A processor that retries within a second and looks again every 200 ms.
inline outbox::OutboxProcessor::Options quickProcessorOptions()
{
    outbox::OutboxProcessor::Options options;
    options.lease = std::chrono::seconds(30);
    options.retryBase = std::chrono::milliseconds(100);
    options.retryMax = std::chrono::milliseconds(800);
    options.idlePoll = std::chrono::milliseconds(200);
    options.notReadyWait = std::chrono::milliseconds(200);
    return options;
}

// A ready session of profile `profileId` on `sandbox`; null when it did not become ready.
inline std::unique_ptr<session::Session> readySessionOf(SandboxFixture &sandbox, const QString &profileId)
{
    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = profileId;
    auto s = std::make_unique<session::Session>(profile, nullptr, nullptr,
                                                starterFor(sandbox.baseUrl(), sandbox.key()));
    api::RetryPolicy policy;
    policy.maxRetries = 2;
    policy.baseDelay = std::chrono::milliseconds(10);
    policy.maxDelay = std::chrono::milliseconds(50);
    s->client()->setRetryPolicy(policy);
    s->reconnect();
    if (!QTest::qWaitFor([&] { return s->isReady(); }, 10000))
        return nullptr;
    return s;
}

// A draft of `profileId` with `content` saved and approved by the team; the error otherwise.
inline store::StoreResult<payouts::PayoutDraft> approvedDraft(OutboxLocal &local, const QString &profileId,
                                                              const payouts::PayoutDraft::Content &content)
{
    const store::StoreResult<payouts::PayoutDraft> draft = local.drafts.save(profileId, content);
    if (!draft.ok())
        return draft.error();
    return local.approvals.approve(profileId, draft.value().id, draft.value().revision);
}

// The test's sandbox, session and database. A test may start another sandbox (another speed)
// with its own session in their place.
struct OutboxFixture
{
    // initTestCase(): test mode, the application's name (its data folder), the store backend.
    bool setUp(const QString &applicationName, QString *why)
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(applicationName);
        return backend.setUp(why);
    }
    // init(): a sandbox with a funded KES wallet, a ready session of `profile`, a fresh database.
    bool beginTest(QString *why)
    {
        sandbox = std::make_unique<SandboxFixture>(QStringLiteral("empty"), 0.0);
        if (!sandbox->started()) {
            *why = sandbox->error();
            return false;
        }
        if (sandbox->createWallet(QStringLiteral("KES"), QStringLiteral("10000000.00")).isEmpty()) {
            *why = QStringLiteral("no KES wallet on the sandbox");
            return false;
        }
        session = readySessionOf(*sandbox, profile);
        if (!session) {
            *why = QStringLiteral("the session did not become ready");
            return false;
        }
        if (!backend.beginTest(why))
            return false;
        config = backend.config();
        return true;
    }
    // cleanup()
    void endTest()
    {
        session.reset();
        sandbox.reset();
        backend.endTest();
    }
    // cleanupTestCase()
    void tearDown() { backend.tearDown(); }

    // A process's store on the test's database, opened.
    std::unique_ptr<OutboxLocal> open() const
    {
        auto local = std::make_unique<OutboxLocal>(config);
        const store::StoreResult<void> opened = local->store.open();
        if (!opened.ok())
            qWarning().noquote() << opened.error().toString();
        return local;
    }

    StoreBackend backend;
    store::StoreConfig config;
    std::unique_ptr<SandboxFixture> sandbox;
    std::unique_ptr<session::Session> session;
    QString profile = QStringLiteral("profile-a");
};

} // namespace paydesk::test
