// SPDX-License-Identifier: GPL-3.0-or-later
// PageWalker against the in-process sandbox over real HTTP: every page of a list, once and in
// order (the next page asked for before the page is decoded, decoded here or on a pool thread);
// a failing page ends the walk with its error after the pages before it; cancel() ends it, and
// nothing is emitted afterwards; the last page ends it.
#include "ApiClientSupport.h"
#include "api/ApiCall.h"
#include "api/PageWalker.h"

#include <tuple>

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

    // A walk limited to N pages asks for N and says it stopped with more to read; a limit the
    // list fits in reads it all and says nothing was left.
    void pageLimit()
    {
        for (int i = 0; i < 7; ++i)
            VERIFY_OK(wait(
                client().createPaymentAccount(kenyaAccount(u"+2547120002%1"_qs.arg(i, 2, 10, QChar(u'0'))))));
        for (const auto &[limit, expectedIds, cut] : {std::tuple {2, 6, true}, std::tuple {3, 7, false}}) {
            PageWalker *walker = client().walkPaymentAccounts({3, {}});
            walker->setPageLimit(limit);
            QPointer<PageWalker> guard(walker);
            int ids = 0;
            std::optional<ApiError> end;
            bool reached = false;
            int requested = 0;
            connect(walker, &PageWalker::pageReady, this, [&](const ApiResult &page) {
                ids += int(page.value<Page<PaymentAccount>>()->items.size());
            });
            connect(walker, &PageWalker::finished, this, [&, walker](const ApiError &e) {
                end = e;
                reached = walker->reachedPageLimit();
                requested = walker->pagesRequested();
            });
            QTRY_VERIFY(end.has_value());
            QVERIFY2(!end->isError(), qPrintable(end->toString()));
            QCOMPARE(ids, expectedIds);
            QCOMPARE(requested, limit);
            QCOMPARE(reached, cut);
            QTRY_VERIFY(guard.isNull()); // deleted itself, as after any walk
        }
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

private:
    // A statement of a few hundred lines, READY; its id.
    QString statementOfLines(int payouts)
    {
        const HttpResult filled = sandbox().http().post(
            u"/_sandbox/payouts/bulk"_qs, QJsonObject {{u"count"_qs, payouts}, {u"currency"_qs, u"KES"_qs}});
        if (filled.status != 201)
            return {};
        const QString bulkWallet = filled.data().value(u"wallet_id").toString();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QDateTime to = QDateTime(now.date(), QTime(now.time().hour(), 0), Qt::UTC).addSecs(3600);
        const HttpResult created = sandbox().http().post(
            u"/wallet-statements"_qs,
            QJsonObject {{u"wallet_id"_qs, bulkWallet},
                         {u"period"_qs,
                          QJsonObject {{u"from"_qs, to.addDays(-365).toString(Qt::ISODate)},
                                       {u"to"_qs, to.toString(Qt::ISODate)}}}});
        if (created.status != 202)
            return {};
        const QString id = created.data().value(u"id").toString();
        return sandbox().waitForState(u"/wallet-statements/"_qs + id, u"READY"_qs).isEmpty() ? QString() : id;
    }

    // The line ids as the service lists them, page by page, through the test's own client.
    QStringList listedLineIds(const QString &statementId)
    {
        QStringList ids;
        QString after;
        for (int page = 0; page < 1000; ++page) {
            QUrlQuery q;
            q.addQueryItem(u"paging_limit"_qs, u"50"_qs);
            if (!after.isEmpty())
                q.addQueryItem(u"paging_after"_qs, after);
            const HttpResult r = sandbox().http().get(u"/wallet-statements/%1/lines"_qs.arg(statementId), q);
            if (r.status != 200)
                return {};
            for (const QJsonValue &l : r.dataArray())
                ids << l.toObject().value(u"id").toString();
            after = r.json()
                        .value(u"meta")
                        .toObject()
                        .value(u"paging")
                        .toObject()
                        .value(u"cursors")
                        .toObject()
                        .value(u"after")
                        .toString();
            if (after.isEmpty())
                break;
        }
        return ids;
    }

    struct Walk
    {
        QStringList ids;
        int pages = 0;
        int lastPageSize = -1;
        bool sawLastCursor = false; // the last page given said it was the last
        std::optional<ApiError> end;
    };

    void follow(PageWalker *walker, Walk &walk)
    {
        connect(walker, &PageWalker::pageReady, this, [&walk](const ApiResult &result) {
            const auto *page = result.value<Page<StatementLine>>();
            QVERIFY(page);
            QVERIFY(!walk.end.has_value()); // never a page after finished()
            ++walk.pages;
            walk.lastPageSize = int(page->items.size());
            walk.sawLastCursor = !page->hasNext();
            QCOMPARE(result.nextCursor(), page->nextCursor);
            for (const StatementLine &line : page->items)
                walk.ids << line.id;
        });
        connect(walker, &PageWalker::finished, this, [&walk](const ApiError &e) {
            QVERIFY(!walk.end.has_value());
            walk.end = e;
        });
    }

private Q_SLOTS:
    void statementLinesInOrder_data()
    {
        QTest::addColumn<bool>("offThread");
        QTest::addColumn<int>("delayMs");
        QTest::newRow("decoded here") << false << 0;
        QTest::newRow("decoded on a pool thread") << true << 0;
        QTest::newRow("decoded on a pool thread, a slow page") << true << 150;
    }

    void statementLinesInOrder()
    {
        QFETCH(bool, offThread);
        QFETCH(int, delayMs);
        const QString id = statementOfLines(300);
        QVERIFY(!id.isEmpty());
        const QStringList expected = listedLineIds(id);
        QVERIFY2(expected.size() > 250, qPrintable(QString::number(expected.size())));
        if (delayMs > 0) { // one page answers late: the pages after it wait for it
            QJsonObject slow = fault("GET", "", "delay");
            slow.insert(u"path"_qs, u"/v1/wallet-statements/%1/lines"_qs.arg(id));
            slow.insert(u"delay_ms"_qs, delayMs);
            addFault(slow);
        }

        PageWalker *walker = client().walkStatementLines(id, {50, {}});
        walker->setDecodeOffThread(offThread);
        QPointer<PageWalker> guard(walker);
        Walk walk;
        follow(walker, walk);
        QTRY_VERIFY_WITH_TIMEOUT(walk.end.has_value(), 30000);
        QVERIFY2(!walk.end->isError(), qPrintable(walk.end->toString()));
        QCOMPARE(walk.ids, expected); // every line once, in the service's order
        QCOMPARE(walk.pages, int((expected.size() + 49) / 50));
        QVERIFY(walk.sawLastCursor);
        QCOMPARE(walk.lastPageSize, int(expected.size() - (walk.pages - 1) * 50));
        QTRY_VERIFY(guard.isNull()); // it deletes itself
    }

    // A statement that fits one page: one pageReady, then finished, one request.
    void singlePage()
    {
        const QString id = statementOfLines(5);
        QVERIFY(!id.isEmpty());
        const QStringList expected = listedLineIds(id);
        QVERIFY(!expected.isEmpty() && expected.size() < 50);
        PageWalker *walker = client().walkStatementLines(id, {50, {}});
        QPointer<PageWalker> guard(walker);
        Walk walk;
        follow(walker, walk);
        QTRY_VERIFY(walk.end.has_value());
        QVERIFY(!walk.end->isError());
        QCOMPARE(walk.ids, expected);
        QCOMPARE(walk.pages, 1);
        QCOMPARE(guard ? guard->pagesRequested() : 1, 1);
    }

    // The third request fails (a cursor the service refuses): the two pages before it are given,
    // in order, then finished() with the error, and nothing else.
    void errorMidWalk()
    {
        client().setRetryPolicy(RetryPolicy::none());
        const QString id = statementOfLines(300);
        QVERIFY(!id.isEmpty());
        const QStringList expected = listedLineIds(id);
        int fetched = 0;
        auto *walker = new PageWalker(
            {},
            [&](const QString &cursor) {
                ++fetched;
                return client().listStatementLines(id, {50, fetched == 3 ? u"not-a-cursor"_qs : cursor});
            },
            &client());
        Walk walk;
        follow(walker, walk);
        QTRY_VERIFY(walk.end.has_value());
        QVERIFY(walk.end->isError());
        QCOMPARE(walk.end->httpStatus(), 422); // VALIDATION_FAILED: paging_after
        QCOMPARE(walk.pages, 2);
        QCOMPARE(walk.ids, expected.mid(0, 100));
        QCOMPARE(fetched, 3);
    }

    // A page that is not JSON: the cursor cannot be read before decoding, and the decoding fails;
    // the walk ends with a Decode error after the pages before it.
    void malformedPageMidWalk()
    {
        client().setRetryPolicy(RetryPolicy::none());
        const QString id = statementOfLines(300);
        QVERIFY(!id.isEmpty());
        const QStringList expected = listedLineIds(id);
        PageWalker *walker = client().walkStatementLines(id, {50, {}});
        Walk walk;
        bool faulted = false;
        connect(walker, &PageWalker::pageReady, this, [&] {
            if (faulted)
                return;
            faulted = true;
            // From now on every page is broken: the page in flight, or the one after it.
            QJsonObject broken = fault("GET", "", "malformed_json", 1000);
            broken.insert(u"path"_qs, u"/v1/wallet-statements/%1/lines"_qs.arg(id));
            addFault(broken);
        });
        follow(walker, walk);
        QTRY_VERIFY_WITH_TIMEOUT(walk.end.has_value(), 30000);
        QCOMPARE(walk.end->kind(), ApiError::Kind::Decode);
        QVERIFY(walk.pages >= 1 && walk.pages <= 2);
        QCOMPARE(walk.ids, expected.mid(0, walk.pages * 50));
    }

    // cancel() from a slot of pageReady, with the next page already asked for, and from outside
    // between two pages: nothing more is emitted, the request in flight goes, the walker goes.
    void cancelMidWalk()
    {
        const QString id = statementOfLines(300);
        QVERIFY(!id.isEmpty());
        const QStringList expected = listedLineIds(id);

        PageWalker *fromSlot = client().walkStatementLines(id, {50, {}});
        QPointer<PageWalker> guard(fromSlot);
        Walk walk;
        follow(fromSlot, walk);
        connect(fromSlot, &PageWalker::pageReady, this, [&] {
            if (walk.pages == 2) {
                QVERIFY(fromSlot->pagesRequested() >= 3); // the next page was on its way
                fromSlot->cancel();
            }
        });
        QTRY_VERIFY(guard.isNull());
        // The page in flight goes too (its call, the client's child, deletes itself): nothing is
        // left that could still emit.
        QTRY_VERIFY(client().findChildren<ApiCall *>().isEmpty());
        QCOMPARE(walk.pages, 2);
        QCOMPARE(walk.ids, expected.mid(0, 100));
        QVERIFY(!walk.end.has_value());

        // Each page answers late: the walk is cancelled between two pages, one in flight.
        QJsonObject slow = fault("GET", "", "delay", 1000);
        slow.insert(u"path"_qs, u"/v1/wallet-statements/%1/lines"_qs.arg(id));
        slow.insert(u"delay_ms"_qs, 300);
        addFault(slow);
        PageWalker *fromOutside = client().walkStatementLines(id, {50, {}});
        QPointer<PageWalker> outsideGuard(fromOutside);
        Walk outside;
        follow(fromOutside, outside);
        QTRY_VERIFY(outside.pages >= 1);
        QVERIFY(outsideGuard);
        QVERIFY(!outside.end.has_value());
        fromOutside->cancel();
        const int given = outside.pages;
        QVERIFY(given < int(expected.size() / 50));
        QTRY_VERIFY(outsideGuard.isNull());
        QTRY_VERIFY(client().findChildren<ApiCall *>().isEmpty()); // the page in flight goes too
        QCOMPARE(outside.pages, given);
        QVERIFY(!outside.end.has_value());
        QCOMPARE(outside.ids, expected.mid(0, given * 50));
    }
};

QTEST_GUILESS_MAIN(TestPageWalker)
#include "tst_pagewalker.moc"
