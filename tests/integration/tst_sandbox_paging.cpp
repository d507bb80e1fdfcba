// SPDX-License-Identifier: GPL-3.0-or-later
// Cursor paging and time filters of the sandbox's lists, over real HTTP (decisions.md "Paging"):
// GET /payouts, GET /payment-accounts and GET /wallet-statements/{id}/lines.
#include "SandboxFixture.h"

#include <QSet>
#include <QTcpSocket>

#include <algorithm>

using namespace paydesk::test;

namespace {

QJsonObject paging(const HttpResult &page)
{
    return page.json().value(u"meta"_qs).toObject().value(u"paging"_qs).toObject();
}

QDateTime createdAt(const QJsonObject &item)
{
    return QDateTime::fromString(item.value(u"created_at"_qs).toString(), Qt::ISODateWithMs);
}

QStringList idsOf(const QList<QJsonObject> &items)
{
    QStringList ids;
    for (const QJsonObject &item : items)
        ids << item.value(u"id"_qs).toString();
    return ids;
}

// Every page of a list from its first URL, following meta.paging.next until it is absent.
struct Walk
{
    QList<QJsonObject> items;
    QList<int> pageSizes;
    QString problem; // empty when every page was well formed
};

Walk walk(HttpClient &http, const QUrl &first)
{
    Walk w;
    QUrl url = first;
    for (int pages = 0; !url.isEmpty(); ++pages) {
        if (pages > 500) {
            w.problem = u"more than 500 pages: the cursor does not advance"_qs;
            return w;
        }
        const HttpResult page = http.getUrl(url);
        if (page.status != 200) {
            w.problem = u"%1 answered %2: %3"_qs.arg(url.toString())
                            .arg(page.status)
                            .arg(QString::fromUtf8(page.body));
            return w;
        }
        const QJsonArray data = page.dataArray();
        for (const QJsonValue &v : data)
            w.items << v.toObject();
        w.pageSizes << int(data.size());
        const QJsonObject meta = paging(page);
        const QString after = meta.value(u"cursors"_qs).toObject().value(u"after"_qs).toString();
        url = QUrl(meta.value(u"next"_qs).toString());
        if (url.isEmpty() && !after.isEmpty())
            w.problem = u"a cursor without a next page: "_qs + after;
        if (url.isEmpty())
            break;
        const QUrlQuery query(url);
        if (after.isEmpty() || query.queryItemValue(u"paging_after"_qs, QUrl::FullyDecoded) != after)
            w.problem = u"next %1 does not carry the cursor %2"_qs.arg(url.toString(), after);
        if (query.queryItemValue(u"paging_limit"_qs) != QUrlQuery(first).queryItemValue(u"paging_limit"_qs)
            && QUrlQuery(first).hasQueryItem(u"paging_limit"_qs))
            w.problem = u"next %1 does not keep paging_limit"_qs.arg(url.toString());
        if (data.isEmpty())
            w.problem = u"an empty page with a next page"_qs;
        if (!w.problem.isEmpty())
            return w;
    }
    return w;
}

// A decimal text in hundredths (the wallets used here have two minor digits).
qint64 hundredths(const QString &value)
{
    const bool negative = value.startsWith(u'-');
    const QStringList parts = value.mid(negative ? 1 : 0).split(u'.');
    const QString fraction = QString(parts.value(1) + u"00"_qs).left(2);
    const qint64 magnitude = parts.value(0).toLongLong() * 100 + fraction.toLongLong();
    return negative ? -magnitude : magnitude;
}

qint64 valueOf(const QJsonObject &o, const QString &amountField)
{
    return hundredths(o.value(amountField).toObject().value(u"value"_qs).toString());
}

} // namespace

class TestSandboxPaging : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_demo; // seed "demo", shared by the read-only tests
    QList<QJsonObject> m_demoPayouts; // newest first

    HttpResult getPayouts(SandboxFixture &sandbox, const QUrlQuery &query)
    {
        return sandbox.http().get(u"/payouts"_qs, query);
    }

    // The demo payouts whose created_at lies in [from, to].
    QStringList demoIdsBetween(const QDateTime &from, const QDateTime &to) const
    {
        QStringList ids;
        for (const QJsonObject &p : m_demoPayouts) {
            const QDateTime at = createdAt(p);
            if ((!from.isValid() || at >= from) && (!to.isValid() || at <= to))
                ids << p.value(u"id"_qs).toString();
        }
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_demo = std::make_unique<SandboxFixture>(u"demo"_qs);
        QVERIFY2(m_demo->started(), qPrintable(m_demo->error()));
        const Walk all
            = walk(m_demo->http(), m_demo->http().url(u"/payouts"_qs, {{u"paging_limit"_qs, u"50"_qs}}));
        QVERIFY2(all.problem.isEmpty(), qPrintable(all.problem));
        m_demoPayouts = all.items;
        QVERIFY2(m_demoPayouts.size() > 300, "the demo history has payouts over about 120 days");
    }
    void cleanupTestCase() { m_demo.reset(); }

    void payoutsWalkEveryPayoutOnceNewestFirst_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addColumn<QList<int>>("pageSizes");
        QList<int> sevens(17, 7);
        sevens << 1;
        QTest::newRow("7") << 7 << sevens;
        QTest::newRow("40, ends on a full page") << 40 << QList<int> {40, 40, 40};
        QTest::newRow("50") << 50 << QList<int> {50, 50, 20};
    }

    void payoutsWalkEveryPayoutOnceNewestFirst()
    {
        QFETCH(int, limit);
        QFETCH(QList<int>, pageSizes);
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        sandbox.createWallet(u"KES"_qs, u"100000.00"_qs);
        QStringList created;
        for (int i = 1; i <= 120; ++i) {
            const HttpResult r = sandbox.http().post(u"/payouts"_qs, kenyaPayout(u"%1.00"_qs.arg(140 + i)),
                                                     HttpClient::newKey());
            QCOMPARE(r.status, 202);
            created.prepend(r.data().value(u"id"_qs).toString()); // newest first
        }
        const Walk w
            = walk(sandbox.http(),
                   sandbox.http().url(u"/payouts"_qs, {{u"paging_limit"_qs, QString::number(limit)}}));
        QVERIFY2(w.problem.isEmpty(), qPrintable(w.problem));
        const QStringList seen = idsOf(w.items);
        QCOMPARE(QSet<QString>(seen.cbegin(), seen.cend()).size(), seen.size()); // no duplicates
        QCOMPARE(seen, created); // every payout once, newest first
        QCOMPARE(w.pageSizes, pageSizes);
    }

    void payoutsDefaultLimitIsTen()
    {
        const HttpResult page = getPayouts(*m_demo, {});
        QCOMPARE(page.status, 200);
        QCOMPARE(page.dataArray().size(), 10);
        QCOMPARE(
            QUrlQuery(QUrl(paging(page).value(u"next"_qs).toString())).queryItemValue(u"paging_limit"_qs),
            u"10"_qs);
        QCOMPARE(page.dataArray().first().toObject().value(u"id"_qs), m_demoPayouts.first().value(u"id"_qs));
    }

    void nextLinkIgnoresTheHostHeader()
    {
        // The next link names the server itself, whatever Host the client claimed (a forged one
        // would send the next page, with the API key, elsewhere).
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(m_demo->baseUrl().port()));
        QVERIFY(socket.waitForConnected(5000));
        socket.write(
            "GET /v1/payouts?paging_limit=2 HTTP/1.1\r\nHost: evil.example:666\r\nAuthorization: Bearer "
            + m_demo->key().toLatin1() + "\r\nConnection: close\r\n\r\n");
        QByteArray received;
        QVERIFY(QTest::qWaitFor([&] {
            received += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState;
        }));
        received += socket.readAll();
        QVERIFY2(received.startsWith("HTTP/1.1 200"), received.left(80).constData());
        const QJsonObject page
            = QJsonDocument::fromJson(received.mid(received.indexOf("\r\n\r\n") + 4)).object();
        const QUrl next(
            page.value(u"meta"_qs).toObject().value(u"paging"_qs).toObject().value(u"next"_qs).toString());
        QCOMPARE(next.host(), m_demo->baseUrl().host());
        QCOMPARE(next.port(), m_demo->baseUrl().port());
        QCOMPARE(next.path(), u"/v1/payouts"_qs);
        QCOMPARE(QUrlQuery(next).queryItemValue(u"paging_limit"_qs), u"2"_qs);
    }

    void badPagingIsRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        for (const QString &path : {u"/payouts"_qs, u"/payment-accounts"_qs}) {
            for (const QString &limit : {u"0"_qs, u"51"_qs, u"abc"_qs, u"-1"_qs, u"1.5"_qs, u"7x"_qs})
                QTest::addRow("%s paging_limit=%s", qPrintable(path), qPrintable(limit))
                    << path << u"paging_limit"_qs << limit;
            for (const QString &cursor : {u"garbage!!"_qs, u"Zm9vYmFy"_qs, u"c2VxOi0x"_qs})
                QTest::addRow("%s paging_after=%s", qPrintable(path), qPrintable(cursor))
                    << path << u"paging_after"_qs << cursor;
        }
    }

    void badPagingIsRefused()
    {
        QFETCH(QString, path);
        QFETCH(QString, name);
        QFETCH(QString, value);
        const HttpResult r = m_demo->http().get(path, {{name, value}});
        QCOMPARE(r.status, 422);
        QCOMPARE(r.code(), u"VALIDATION_FAILED"_qs);
        QVERIFY2(r.fields().contains(name), r.body.constData());
    }

    void payoutsWithinDates()
    {
        // A window of whole days ending on a day that has payouts.
        const QDate toDay = createdAt(m_demoPayouts.at(m_demoPayouts.size() / 4)).date();
        const QDate fromDay = toDay.addDays(-10);
        const Walk w = walk(m_demo->http(),
                            m_demo->http().url(u"/payouts"_qs,
                                               {{u"created_at_from"_qs, fromDay.toString(Qt::ISODate)},
                                                {u"created_at_to"_qs, toDay.toString(Qt::ISODate)},
                                                {u"paging_limit"_qs, u"7"_qs}}));
        QVERIFY2(w.problem.isEmpty(), qPrintable(w.problem));
        const QDateTime start(fromDay, QTime(0, 0), Qt::UTC);
        const QDateTime end(toDay.addDays(1), QTime(0, 0), Qt::UTC);
        for (const QJsonObject &p : w.items)
            QVERIFY2(createdAt(p) >= start && createdAt(p) < end,
                     qPrintable(p.value(u"created_at"_qs).toString()));
        QCOMPARE(idsOf(w.items), demoIdsBetween(start, end.addMSecs(-1)));
        // created_at_to as a date takes in the whole of that day, not just its first moment.
        const auto onLastDay = std::count_if(w.items.cbegin(), w.items.cend(), [&](const QJsonObject &p) {
            return createdAt(p).date() == toDay;
        });
        QVERIFY(onLastDay > 0);
    }

    void payoutsWithinTimesWithOffsets_data()
    {
        QTest::addColumn<QString>("fromText"); // %1, %2: the first and last day of the window
        QTest::addColumn<QString>("toText");
        QTest::addColumn<int>("fromOffset"); // seconds east of UTC
        QTest::addColumn<int>("toOffset");
        QTest::newRow("offsets") << u"%1T10:30:00+03:00"_qs << u"%2T18:15:00.250-02:00"_qs << 3 * 3600
                                 << -2 * 3600;
        QTest::newRow("utc") << u"%1T06:00:00Z"_qs << u"%2T23:30:00Z"_qs << 0 << 0;
        QTest::newRow("half hours") << u"%1T00:00:00.5+05:30"_qs << u"%2T12:00:00-09:30"_qs << 19800
                                    << -34200;
        QTest::newRow("from only") << u"%1T13:00:00+01:00"_qs << QString() << 3600 << 0;
        QTest::newRow("to only") << QString() << u"%2T09:45:00+00:00"_qs << 0 << 0;
    }

    void payoutsWithinTimesWithOffsets()
    {
        QFETCH(QString, fromText);
        QFETCH(QString, toText);
        QFETCH(int, fromOffset);
        QFETCH(int, toOffset);
        const QDate lastDay = createdAt(m_demoPayouts.at(m_demoPayouts.size() / 3)).date();
        const QString firstDay = lastDay.addDays(-6).toString(Qt::ISODate);
        if (!fromText.isEmpty())
            fromText = fromText.arg(firstDay);
        if (!toText.isEmpty())
            toText = toText.arg(lastDay.toString(Qt::ISODate));
        QUrlQuery query {{u"paging_limit"_qs, u"9"_qs}};
        QDateTime from, to;
        if (!fromText.isEmpty()) {
            query.addQueryItem(u"created_at_from"_qs, QString::fromLatin1(QUrl::toPercentEncoding(fromText)));
            from = QDateTime::fromString(fromText, Qt::ISODateWithMs);
            QCOMPARE(from.offsetFromUtc(), fromOffset);
        }
        if (!toText.isEmpty()) {
            query.addQueryItem(u"created_at_to"_qs, QString::fromLatin1(QUrl::toPercentEncoding(toText)));
            to = QDateTime::fromString(toText, Qt::ISODateWithMs);
            QCOMPARE(to.offsetFromUtc(), toOffset);
        }
        const Walk w = walk(m_demo->http(), m_demo->http().url(u"/payouts"_qs, query));
        QVERIFY2(w.problem.isEmpty(), qPrintable(w.problem));
        const QStringList expected = demoIdsBetween(from, to);
        QVERIFY(!expected.isEmpty());
        QVERIFY(expected.size() < m_demoPayouts.size());
        QCOMPARE(idsOf(w.items), expected);
    }

    void payoutsTimeBoundsAreInclusive()
    {
        const QJsonObject payout = m_demoPayouts.at(m_demoPayouts.size() / 2);
        const QString at = payout.value(u"created_at"_qs).toString();
        const HttpResult r = getPayouts(*m_demo, {{u"created_at_from"_qs, at}, {u"created_at_to"_qs, at}});
        QCOMPARE(r.status, 200);
        const QStringList expected = demoIdsBetween(createdAt(payout), createdAt(payout));
        QVERIFY(expected.contains(payout.value(u"id"_qs).toString()));
        QStringList ids;
        for (const QJsonValue &p : r.dataArray())
            ids << p.toObject().value(u"id"_qs).toString();
        QCOMPARE(ids, expected);
    }

    void malformedTimesAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        for (const QString &name : {u"created_at_from"_qs, u"created_at_to"_qs}) {
            for (const QString &value :
                 {u"2024-13-01"_qs, u"2024-02-30"_qs, u"yesterday"_qs, u"2024-01-01T10:00:00"_qs,
                  u"2024-01-01 10:00:00Z"_qs, u"20240101"_qs, u"2024-1-5"_qs, u"2024-01-01T25:00:00Z"_qs,
                  u"2024-01-01T10:00:00+0300"_qs})
                QTest::addRow("%s=%s", qPrintable(name), qPrintable(value)) << name << value;
        }
    }

    void malformedTimesAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QUrlQuery query;
        query.addQueryItem(name, QString::fromLatin1(QUrl::toPercentEncoding(value)));
        const HttpResult r = getPayouts(*m_demo, query);
        QCOMPARE(r.status, 422);
        QVERIFY2(r.fields().contains(name), r.body.constData());
    }

    void paymentAccountsNewestFirst()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        QStringList created;
        for (int i = 0; i < 23; ++i) {
            const QJsonObject account
                = kenyaPayout(u"1"_qs, u"+2547120002%1"_qs.arg(i, 2, 10, QLatin1Char('0')))
                      .value(u"payment_account"_qs)
                      .toObject();
            const HttpResult r = sandbox.http().post(u"/payment-accounts"_qs, account);
            QCOMPARE(r.status, 201);
            created.prepend(r.data().value(u"id"_qs).toString());
        }
        const Walk w = walk(sandbox.http(),
                            sandbox.http().url(u"/payment-accounts"_qs, {{u"paging_limit"_qs, u"5"_qs}}));
        QVERIFY2(w.problem.isEmpty(), qPrintable(w.problem));
        QCOMPARE(idsOf(w.items), created);
        QCOMPARE(w.pageSizes, (QList<int> {5, 5, 5, 5, 3}));

        const Walk byDefault = walk(sandbox.http(), sandbox.http().url(u"/payment-accounts"_qs));
        QVERIFY2(byDefault.problem.isEmpty(), qPrintable(byDefault.problem));
        QCOMPARE(byDefault.pageSizes, (QList<int> {10, 10, 3}));
        QCOMPARE(idsOf(byDefault.items), created);
    }

    void statementLinesOldestFirstWithRunningBalance()
    {
        QString walletId;
        for (const QJsonValue &w : m_demo->http().get(u"/wallets"_qs).dataArray()) {
            if (w.toObject().value(u"currency"_qs) == u"KES"_qs)
                walletId = w.toObject().value(u"id"_qs).toString();
        }
        QVERIFY(!walletId.isEmpty());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QDateTime from(now.date().addDays(-90), QTime(0, 0), Qt::UTC);
        const QDateTime to = QDateTime(now.date(), QTime(now.time().hour(), 0), Qt::UTC).addSecs(3600);
        const HttpResult created
            = m_demo->http().post(u"/wallet-statements"_qs,
                                  {{u"wallet_id"_qs, walletId},
                                   {u"period"_qs,
                                    QJsonObject {{u"from"_qs, from.date().toString(Qt::ISODate)},
                                                 {u"to"_qs, to.toString(Qt::ISODate)}}}});
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id"_qs).toString();
        const QJsonObject statement = m_demo->waitForState(u"/wallet-statements/"_qs + id, u"READY"_qs);
        QCOMPARE(statement.value(u"state"_qs).toObject().value(u"code"_qs).toString(), u"READY"_qs);

        const QString linesPath = u"/wallet-statements/%1/lines"_qs.arg(id);
        const Walk w = walk(m_demo->http(), m_demo->http().url(linesPath, {{u"paging_limit"_qs, u"50"_qs}}));
        QVERIFY2(w.problem.isEmpty(), qPrintable(w.problem));
        QVERIFY2(w.pageSizes.size() > 2, "90 days of demo history fill several pages");
        const QStringList ids = idsOf(w.items);
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());

        qint64 running = valueOf(statement, u"opening_balance"_qs);
        QDateTime previous = from;
        for (const QJsonObject &line : w.items) {
            QVERIFY(line.value(u"id"_qs).toString().startsWith(u"stl-"));
            const QDateTime at = createdAt(line);
            QVERIFY2(at >= previous && at < to,
                     qPrintable(line.value(u"created_at"_qs).toString())); // oldest first
            previous = at;
            running += valueOf(line, u"amount"_qs);
            QCOMPARE(valueOf(line, u"balance"_qs), running);
        }
        QCOMPARE(valueOf(statement, u"closing_balance"_qs), running);

        // Smaller pages give the same lines in the same order.
        const Walk small
            = walk(m_demo->http(), m_demo->http().url(linesPath, {{u"paging_limit"_qs, u"7"_qs}}));
        QVERIFY2(small.problem.isEmpty(), qPrintable(small.problem));
        QCOMPARE(idsOf(small.items), ids);

        for (const QString &limit : {u"0"_qs, u"51"_qs, u"abc"_qs}) {
            const HttpResult bad = m_demo->http().get(linesPath, {{u"paging_limit"_qs, limit}});
            QCOMPARE(bad.status, 422);
            QVERIFY(bad.fields().contains(u"paging_limit"_qs));
        }
        const HttpResult badCursor = m_demo->http().get(linesPath, {{u"paging_after"_qs, u"garbage!!"_qs}});
        QCOMPARE(badCursor.status, 422);
        QVERIFY(badCursor.fields().contains(u"paging_after"_qs));
    }
};

QTEST_GUILESS_MAIN(TestSandboxPaging)
#include "tst_sandbox_paging.moc"
