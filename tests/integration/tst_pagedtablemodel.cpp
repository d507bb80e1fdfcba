// SPDX-License-Identifier: GPL-3.0-or-later
// PagedTableModel through its first subclass, PaymentAccountsModel, against the sandbox over real
// HTTP: pages as asked, one request in flight, late pages of an earlier query dropped, a failed
// page kept apart from the rows in, fetchAll() as a Task, and the model's calls going only to the
// session it was given.
#include "ApiClientSupport.h"
#include "RecordingProxy.h"
#include "SessionSupport.h"
#include "models/PaymentAccountsModel.h"
#include "tasks/Task.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace paydesk;
using namespace paydesk::test;
using models::PagedTableModel;
using models::PaymentAccountsModel;

namespace {

// "Holder Ab" for 1: holder names are letters only.
QString name(const QString &prefix, int i)
{
    return prefix + u' ' + QChar(u'A' + i / 26) + QChar(u'a' + i % 26);
}

// `count` Kenyan mobile money recipients, the newest (created last) being name(prefix, count - 1).
void addRecipients(SandboxFixture &sandbox, int count, const QString &prefix = QStringLiteral("Holder"))
{
    for (int i = 0; i < count; ++i) {
        auto account = kenyaAccount(QStringLiteral("+2547120%1").arg(i, 5, 10, QLatin1Char('0')));
        account.holder.name = name(prefix, i);
        const HttpResult created = sandbox.http().post(QStringLiteral("/payment-accounts"), account.toJson());
        QVERIFY2(created.status == 201, created.body.constData());
    }
}

QJsonObject delayed(const char *path, int ms)
{
    QJsonObject f = fault("GET", path, "delay");
    f.insert(QStringLiteral("delay_ms"), ms);
    return f;
}

} // namespace

class TestPagedTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pagesAsTheViewAsks()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 12);
        RecordingProxy proxy(sandbox.baseUrl());
        auto session = makeSession(proxy.baseUrl(), sandbox.key());
        QVERIFY(session);

        PaymentAccountsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(5);
        model.setSession(session.get());
        QVERIFY(!model.canFetchMore()); // nothing asked yet: reload() asks
        model.reload();
        QCOMPARE(model.state(), PagedTableModel::State::Loading);
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(0, PaymentAccountsModel::HolderColumn).data().toString(),
                 name(u"Holder"_qs, 11)); // newest
        QVERIFY(model.hasMore());
        QVERIFY(model.canFetchMore());

        // One request in flight: a second fetchMore() meanwhile asks nothing.
        model.fetchMore();
        QCOMPARE(model.state(), PagedTableModel::State::LoadingMore);
        QVERIFY(!model.canFetchMore());
        model.fetchMore();
        QTRY_COMPARE(model.rowCount(), 10);
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        model.fetchMore();
        QTRY_COMPARE(model.rowCount(), 12);
        QTRY_VERIFY(!model.hasMore());
        QVERIFY(!model.canFetchMore());
        QCOMPARE(proxy.count("GET", "/v1/payment-accounts"), 3);
        QCOMPARE(model.index(11, PaymentAccountsModel::HolderColumn).data().toString(),
                 name(u"Holder"_qs, 0));

        // What each row says.
        const QModelIndex first = model.index(0, 0);
        QVERIFY(first.data(PaymentAccountsModel::IdRole).toString().startsWith(u"pac-"));
        QCOMPARE(model.index(0, PaymentAccountsModel::TypeColumn).data().toString().isEmpty(), false);
        QCOMPARE(model.index(0, PaymentAccountsModel::CountryColumn).data().toString(), u"Kenya"_qs);
        const QString account = model.index(0, PaymentAccountsModel::AccountColumn).data().toString();
        QVERIFY2(account.startsWith(u"+254712000011") && account.contains(u"Safaricom"), qPrintable(account));
        QVERIFY(!model.index(0, PaymentAccountsModel::CreatedColumn).data().toString().isEmpty());
        QVERIFY(first.data(PaymentAccountsModel::SearchRole).toString().contains(name(u"Holder"_qs, 11)));

        // clear() forgets, reload() starts again from the first page.
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.state(), PagedTableModel::State::Idle);
        model.reload();
        QTRY_COMPARE(model.rowCount(), 5);
    }

    void aLatePageOfAnEarlierQueryIsDropped()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 7);
        RecordingProxy proxy(sandbox.baseUrl());
        auto session = makeSession(proxy.baseUrl(), sandbox.key());
        QVERIFY(session);
        PaymentAccountsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(5);
        model.setSession(session.get());

        // The first query's page is held by the service; a new query starts meanwhile.
        QCOMPARE(sandbox.addFault(delayed("/v1/payment-accounts", 1500)).status, 201);
        model.reload();
        const quint64 first = model.generation();
        QTRY_COMPARE(proxy.count("GET", "/v1/payment-accounts"), 1);
        model.reload();
        QVERIFY(model.generation() != first);
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(model.rowCount(), 5);
        // The earlier query's call was given up (its connection closed unanswered): its page can
        // never be added, and the rows are the new query's only.
        QTRY_COMPARE(proxy.hangUps(), 1);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(0, 0).data().toString(), name(u"Holder"_qs, 6));
    }

    void aFailedPageKeepsTheRowsAndIsAskedAgain()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 8);
        auto session = makeSession(sandbox);
        QVERIFY(session);
        session->client()->setRetryPolicy(api::RetryPolicy::none());
        PaymentAccountsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(5);
        model.setSession(session.get());
        model.reload();
        QTRY_COMPARE(model.rowCount(), 5);

        QCOMPARE(sandbox.addFault(fault("GET", "/v1/payment-accounts", "malformed_json")).status, 201);
        model.fetchMore();
        QTRY_COMPARE(model.state(), PagedTableModel::State::Failed);
        QCOMPARE(model.lastError().kind(), api::ApiError::Kind::Decode);
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(!model.canFetchMore()); // a failure is retried on purpose, not by scrolling
        model.retry();
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(model.rowCount(), 8);
        QVERIFY(!model.hasMore());
    }

    void fetchAllIsATask()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        addRecipients(sandbox, 11);
        auto session = makeSession(sandbox);
        QVERIFY(session);
        PaymentAccountsModel model;
        model.setPageSize(3);
        model.setSession(session.get());

        tasks::Task *task = model.fetchAll();
        QPointer<tasks::Task> guard(task);
        QSignalSpy progress(task, &tasks::Task::progressChanged);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        QCOMPARE(model.rowCount(), 11);
        QVERIFY(progress.size() >= 4);
        QCOMPARE(progress.last().at(0).toLongLong(), 11);
        QTRY_VERIFY(guard.isNull());

        // Cancelled: it stops asking, says nothing more; the rows in stay.
        model.reload();
        QTRY_COMPARE(model.rowCount(), 3);
        tasks::Task *cancelled = model.fetchAll();
        QPointer<tasks::Task> cancelledGuard(cancelled);
        QSignalSpy cancelledFinished(cancelled, &tasks::Task::finished);
        connect(cancelled, &tasks::Task::progressChanged, this, [cancelled](qint64 done) {
            if (done >= 6)
                cancelled->cancel();
        });
        QTRY_VERIFY(cancelledGuard.isNull());
        QTRY_COMPARE(model.state(), PagedTableModel::State::Loaded);
        QCOMPARE(cancelledFinished.size(), 0);
        QVERIFY(model.rowCount() < 11);
        QVERIFY(model.hasMore());

        // A failure ends it with the reason.
        session->client()->setRetryPolicy(api::RetryPolicy::none());
        QCOMPARE(sandbox.addFault(fault("GET", "/v1/payment-accounts", "status", 1)).status, 201);
        tasks::Task *failing = model.fetchAll();
        QSignalSpy failed(failing, &tasks::Task::finished);
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).toBool(), false);
        QVERIFY(!failed.first().at(1).toString().isEmpty());
    }

    void callsOnlyTheSessionItWasGiven()
    {
        // Two services, two keys. The first page asked of A is still on its way when the model is
        // given B's session: A only ever sees A's key, B only B's, and A's late page is dropped.
        SandboxFixture a, b;
        QVERIFY2(a.started() && b.started(), qPrintable(a.error() + b.error()));
        addRecipients(a, 3, QStringLiteral("Ay"));
        addRecipients(b, 4, QStringLiteral("Bee"));
        RecordingProxy proxyA(a.baseUrl()), proxyB(b.baseUrl());
        auto sessionA = makeSession(proxyA.baseUrl(), a.key());
        auto sessionB = makeSession(proxyB.baseUrl(), b.key());
        QVERIFY(sessionA && sessionB);
        PaymentAccountsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSession(sessionA.get());
        QCOMPARE(a.addFault(delayed("/v1/payment-accounts", 1000)).status, 201);
        model.reload();
        QTRY_COMPARE(proxyA.count("GET", "/v1/payment-accounts"), 1);
        model.setSession(sessionB.get());
        QCOMPARE(model.rowCount(), 0);
        model.reload();
        QTRY_COMPARE(model.rowCount(), 4);
        QTRY_COMPARE(proxyA.hangUps(), 1); // A's call was given up, not listened to
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0, 0).data().toString(), name(u"Bee"_qs, 3));
        for (const auto &r : proxyA.requests())
            QCOMPARE(r.authorization, "Bearer " + a.key().toUtf8());
        for (const auto &r : proxyB.requests())
            QCOMPARE(r.authorization, "Bearer " + b.key().toUtf8());
        QCOMPARE(proxyA.count("GET", "/v1/payment-accounts"), 1);
        QCOMPARE(proxyB.count("GET", "/v1/payment-accounts"), 1);
    }
};

QTEST_GUILESS_MAIN(TestPagedTableModel)
#include "tst_pagedtablemodel.moc"
