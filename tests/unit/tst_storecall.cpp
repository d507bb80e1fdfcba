// SPDX-License-Identifier: GPL-3.0-or-later
// store::postCall(): a blocking call of the store's classes run on the store's worker thread, its
// result handed back on the context's thread, and dropped when the context is gone meanwhile. A
// sign-in through it (the slow hash) leaves the calling thread free.

#include "Waits.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "store/StoreCall.h"
#include "store/StoreConfig.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <optional>

using namespace paydesk;
using namespace paydesk::store;
using paydesk::test::settle;
using namespace Qt::StringLiterals;

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
};

QTEST_GUILESS_MAIN(TestStoreCall)
#include "tst_storecall.moc"
