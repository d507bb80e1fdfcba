// SPDX-License-Identifier: GPL-3.0-or-later
// PageWalker against the in-process sandbox over real HTTP: every page of a list, once; a failing
// page ends the walk with its error; cancel() ends it, and nothing is emitted afterwards.
#include "ApiClientSupport.h"
#include "api/PageWalker.h"

using namespace paydesk;
using namespace paydesk::api;
using namespace paydesk::test;

class TestPageWalker : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<ApiClient> m_client;

    SandboxFixture &sandbox() { return *m_sandbox; }
    ApiClient &client() { return *m_client; }
    void addFault(const QJsonObject &fault)
    {
        const HttpResult r = sandbox().addFault(fault);
        QVERIFY2(r.status == 201, r.body.constData());
    }

private Q_SLOTS:
    void init()
    {
        m_sandbox = std::make_unique<SandboxFixture>(u"empty"_qs, 0.0);
        QVERIFY2(sandbox().started(), qPrintable(sandbox().error()));
        m_client = makeClient(sandbox());
        QVERIFY(!sandbox().createWallet(u"KES"_qs, u"1000.00"_qs).isEmpty());
    }

    void cleanup()
    {
        m_client.reset();
        m_sandbox.reset();
    }

    void walkAllPages()
    {
        for (int i = 0; i < 7; ++i)
            VERIFY_OK(wait(
                client().createPaymentAccount(kenyaAccount(u"+2547120001%1"_qs.arg(i, 2, 10, QChar(u'0'))))));
        PageWalker *walker = client().walkPaymentAccounts({3, {}});
        QStringList ids;
        std::optional<ApiError> end;
        connect(walker, &PageWalker::pageReady, this, [&](const ApiResult &page) {
            for (const PaymentAccount &a : page.value<Page<PaymentAccount>>()->items)
                ids << a.id;
        });
        connect(walker, &PageWalker::finished, this, [&](const ApiError &e) { end = e; });
        QTRY_VERIFY(end.has_value());
        QVERIFY2(!end->isError(), qPrintable(end->toString()));
        QCOMPARE(ids.size(), 7);
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 7);

        // A failing page ends the walk with its error; cancel() ends it, and nothing is emitted afterwards.
        client().setRetryPolicy(RetryPolicy::none());
        addFault(fault("GET", "/v1/payment-accounts", "malformed_json"));
        PageWalker *failing = client().walkPaymentAccounts({3, {}});
        std::optional<ApiError> failed;
        connect(failing, &PageWalker::finished, this, [&](const ApiError &e) { failed = e; });
        QTRY_VERIFY(failed.has_value());
        QCOMPARE(failed->kind(), ApiError::Kind::Decode);

        PageWalker *stopped = client().walkPaymentAccounts({3, {}});
        QPointer<PageWalker> stoppedGuard(stopped);
        std::optional<ApiError> stopError;
        int pages = 0;
        connect(stopped, &PageWalker::pageReady, this, [&](const ApiResult &) {
            ++pages;
            stopped->cancel();
        });
        connect(stopped, &PageWalker::finished, this, [&](const ApiError &e) { stopError = e; });
        QTRY_VERIFY(stoppedGuard.isNull());
        QVERIFY(!stopError.has_value());
        QCOMPARE(pages, 1);
    }

    void walkPayouts()
    {
        for (int i = 0; i < 4; ++i)
            VERIFY_OK(wait(client().createPayout(kenyaPayoutRequest(u"150.00"_qs), newKey())));
        PageWalker *walker = client().walkPayouts({{}, {}, 3, {}});
        int items = 0;
        std::optional<ApiError> end;
        connect(walker, &PageWalker::pageReady, this,
                [&](const ApiResult &page) { items += page.value<Page<Payout>>()->items.size(); });
        connect(walker, &PageWalker::finished, this, [&](const ApiError &e) { end = e; });
        QTRY_VERIFY(end.has_value());
        QVERIFY(!end->isError());
        QCOMPARE(items, 4);
    }
};

QTEST_GUILESS_MAIN(TestPageWalker)
#include "tst_pagewalker.moc"
