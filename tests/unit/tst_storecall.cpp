// SPDX-License-Identifier: GPL-3.0-or-later
// store::postCall(): a blocking call of the store's classes run on the store's worker thread, its
// result handed back on the context's thread, and dropped when the context is gone meanwhile. A
// sign-in through it (the slow hash) leaves the calling thread free. It is the one road of every
// class of the store (drafts, statements, the outbox, the audit log): the store counts every job
// posted, whoever posted it, one waitForPosted() waits for them all, and the store's one clock is
// the time of what each of them writes.

#include "Waits.h"
#include "outbox/OutboxStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Statements.h"
#include "store/Store.h"
#include "store/StoreCall.h"
#include "store/StoreConfig.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <optional>

using namespace paydesk;
using namespace paydesk::store;
using paydesk::test::settle;
using namespace Qt::StringLiterals;

namespace {

payouts::PayoutDraft::Content draftContent(const QString &customId)
{
    payouts::PayoutDraft::Content content;
    content.requestBody = QJsonObject {{u"custom_id"_s, customId}};
    content.recipientSummary = u"Jane Wanjiku"_s;
    return content;
}

} // namespace

class TestStoreCall : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resultComesBackOnTheContextThread()
    {
        QTemporaryDir dir;
        Store store(StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        AuditLog log(&store);
        Operators operators(&store, &log);
        operators.setHashParameters({10, 8, 1});
        QVERIFY(operators.store() == &store);

        QObject context;
        QThread *jobThread = nullptr;
        QThread *doneThread = nullptr;
        std::optional<bool> empty;
        postCall(
            &store, &context,
            [&operators, &jobThread] {
                jobThread = QThread::currentThread();
                return operators.isEmpty();
            },
            [&](const StoreResult<bool> &result) {
                doneThread = QThread::currentThread();
                QVERIFY2(result.ok(), qPrintable(result.error().toString()));
                empty = result.value();
            });
        QTRY_VERIFY(empty.has_value());
        QCOMPARE(*empty, true);
        QVERIFY(jobThread && jobThread != QThread::currentThread());
        QVERIFY(store.isWorkerThread() == false);
        QCOMPARE(doneThread, QThread::currentThread());

        // A result of any type: an authentication.
        QVERIFY(operators
                    .addFirstAdministrator({u"ada"_s, u"Ada Admin"_s, operators::Operator::Role::Viewer},
                                           u"ada's long passphrase"_s)
                    .ok());
        std::optional<AuthResult> auth;
        postCall(
            &store, &context,
            [&operators] { return operators.authenticate(u"ada"_s, u"not her passphrase"_s); },
            [&auth](const AuthResult &result) { auth = result; });
        QTRY_VERIFY(auth.has_value());
        QCOMPARE(auth->outcome, AuthResult::Outcome::WrongPassphrase);
        QVERIFY(!auth->authenticated);
    }

    void nothingComesBackToAContextThatIsGone()
    {
        QTemporaryDir dir;
        Store store(StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        AuditLog log(&store);
        Operators operators(&store, &log);
        auto context = std::make_unique<QObject>();
        bool ran = false;
        bool delivered = false;
        postCall(
            &store, context.get(),
            [&ran, &operators] {
                QThread::msleep(50);
                ran = true;
                return operators.list();
            },
            [&delivered](const StoreResult<QList<operators::Operator>> &) { delivered = true; });
        context.reset();
        QVERIFY(store.waitForPosted());
        QVERIFY(ran); // the job itself ran
        // The delivery, had there been one, was queued to this thread when the job ended: settle()
        // runs what is queued here.
        QVERIFY(settle(store));
        QVERIFY(!delivered);
    }

    void theCallingThreadIsFreeWhileTheHashRuns()
    {
        QTemporaryDir dir;
        Store store(StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        AuditLog log(&store);
        Operators operators(&store, &log); // the real cost: a few hundred milliseconds
        QObject context;
        std::optional<StoreResult<operators::Operator>> added;
        QElapsedTimer posting;
        posting.start();
        postCall(
            &store, &context,
            [&operators] {
                return operators.addFirstAdministrator(
                    {u"ada"_s, u"Ada"_s, operators::Operator::Role::Viewer}, u"ada's long passphrase"_s);
            },
            [&added](const StoreResult<operators::Operator> &result) { added = result; });
        QVERIFY2(posting.elapsed() < 50, "posting waits for nothing");
        QTRY_VERIFY_WITH_TIMEOUT(added.has_value(), 20000);
        QVERIFY2(added->ok(), qPrintable(added->error().toString()));
    }

    void aDraftsResultIsDroppedWhenItsContextIsGone()
    {
        QTemporaryDir dir;
        Store store(StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        AuditLog log(&store);
        PayoutDrafts drafts(&store, &log);
        QVERIFY(store.open().ok());
        auto context = std::make_unique<QObject>();
        bool delivered = false;
        drafts.postSave(u"p-1"_s, draftContent(u"c-1"_s), context.get(),
                        [&delivered](const StoreResult<payouts::PayoutDraft> &) { delivered = true; });
        context.reset();
        QVERIFY(settle(store));
        QVERIFY(!delivered);
        // The write itself was made.
        const StoreResult<QList<payouts::PayoutDraft>> saved = drafts.list(u"p-1"_s);
        QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
        QCOMPARE(saved.value().size(), 1);

        // With a living context, the same call hands its row back, on this thread.
        QObject living;
        QThread *doneThread = nullptr;
        std::optional<StoreResult<payouts::PayoutDraft>> loaded;
        drafts.postLoad(u"p-1"_s, saved.value().constFirst().id, &living,
                        [&](const StoreResult<payouts::PayoutDraft> &result) {
                            doneThread = QThread::currentThread();
                            loaded = result;
                        });
        QTRY_VERIFY(loaded.has_value());
        QVERIFY(loaded->ok());
        QCOMPARE(loaded->value().customId(), u"c-1"_s);
        QCOMPARE(doneThread, QThread::currentThread());
    }

    void oneWaitCoversEveryKindOfJob()
    {
        QTemporaryDir dir;
        Store store(StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        AuditLog log(&store);
        PayoutDrafts drafts(&store, &log);
        Statements statements(&store, &log);
        outbox::OutboxStore outbox(&store, &log);
        QVERIFY(store.open().ok());
        QSignalSpy appended(&log, &AuditLog::appended);

        // The worker is held, so that every job below waits in the queue.
        QSemaphore held;
        QSemaphore started;
        store.post([&held, &started] {
            started.release();
            held.acquire();
        });
        QVERIFY(started.tryAcquire(1, 10000));

        QObject context;
        int delivered = 0;
        drafts.postSave(u"p-1"_s, draftContent(u"c-1"_s), &context,
                        [&delivered](const StoreResult<payouts::PayoutDraft> &result) {
                            QVERIFY(result.ok());
                            ++delivered;
                        });
        statements.postList(u"p-1"_s, &context,
                            [&delivered](const StoreResult<QList<StoredStatement>> &) { ++delivered; });
        outbox.post<QList<payouts::PayoutDraft>>(
            &context, [&drafts] { return drafts.list(u"p-1"_s); },
            [&delivered](const StoreResult<QList<payouts::PayoutDraft>> &) { ++delivered; });
        log.post(AuditEvent(AuditEvent::Action::KeyRemoved, u"p-1"_s));
        bool called = false;
        postCall(
            &store, &context,
            [&called] {
                called = true;
                return 42;
            },
            [&delivered](int answer) { delivered += answer == 42 ? 1 : 0; });

        QCOMPARE(store.pendingJobs(), 6); // the held job and the five behind it, of four kinds
        held.release();
        QVERIFY(store.waitForPosted(QDeadlineTimer(30000)));
        QCOMPARE(store.pendingJobs(), 0);
        QVERIFY(called);
        QCOMPARE(appended.size(), 1); // the posted entry (the draft's is written within its save)
        const StoreResult<QList<AuditEntry>> entries = log.entries();
        QVERIFY(entries.ok());
        QCOMPARE(entries.value().size(), 2);
        const StoreResult<QList<payouts::PayoutDraft>> saved = drafts.list(u"p-1"_s);
        QVERIFY(saved.ok());
        QCOMPARE(saved.value().size(), 1);
        // The results come back on this thread afterwards.
        QTRY_COMPARE(delivered, 4);
    }

    void theStoreClockIsTheTimeOfEveryWrite()
    {
        QTemporaryDir dir;
        Store store(StoreConfig::sqlite(dir.filePath(u"paydesk.sqlite"_s)));
        AuditLog log(&store);
        PayoutDrafts drafts(&store, &log);
        outbox::OutboxStore outbox(&store, &log);
        QVERIFY(store.open().ok());
        const QDateTime at(QDate(2026, 11, 23), QTime(9, 30, 15, 250), Qt::UTC);
        store.setClock([&at] { return at; });
        QCOMPARE(store.now(), at);
        QCOMPARE(outbox.now(), at);

        const StoreResult<payouts::PayoutDraft> saved = drafts.save(u"p-1"_s, draftContent(u"c-1"_s));
        QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
        QCOMPARE(saved.value().createdAt, at);
        const StoreResult<AuditEntry> entry
            = log.append(AuditEvent(AuditEvent::Action::KeyRemoved, u"p-1"_s));
        QVERIFY(entry.ok());
        QCOMPARE(entry.value().time, at);
        const StoreResult<QList<AuditEntry>> entries = log.entries();
        QVERIFY(entries.ok());
        QCOMPARE(entries.value().size(), 2);
        QCOMPARE(entries.value().constFirst().time, at); // the draft's entry

        // Restored: the system's time again, in the milliseconds stored.
        store.setClock({});
        const QDateTime now = store.now();
        QVERIFY(qAbs(now.msecsTo(QDateTime::currentDateTimeUtc())) < 60000);
        QCOMPARE(now.timeSpec(), Qt::UTC);
    }
};

QTEST_GUILESS_MAIN(TestStoreCall)
#include "tst_storecall.moc"
