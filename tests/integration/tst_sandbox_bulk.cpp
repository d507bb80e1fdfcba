// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox's bulk fill (POST /_sandbox/payouts/bulk, --bulk-payouts), over real HTTP: the
// payouts it makes are listed, paged and filtered by time like any other, merged in time order
// with the demo's own history, and the wallet's statement still adds up line by line.
#include "SandboxFixture.h"

#include <QSet>

using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

QDateTime createdAt(const QJsonObject &item)
{
    return QDateTime::fromString(item.value(u"created_at"_s).toString(), Qt::ISODateWithMs);
}

qint64 minorOf(const QJsonValue &amount)
{
    // "1234.50" -> 123450 (KES has two minor digits).
    const QString text
        = amount.isObject() ? amount.toObject().value(u"value"_s).toString() : amount.toString();
    const qsizetype dot = text.indexOf(u'.');
    const QString whole = dot < 0 ? text : text.left(dot);
    QString fraction = dot < 0 ? QString() : text.mid(dot + 1);
    while (fraction.size() < 2)
        fraction += u'0';
    const qint64 units = whole.toLongLong();
    const qint64 cents = fraction.left(2).toLongLong();
    return units < 0 || whole.startsWith(u'-') ? units * 100 - cents : units * 100 + cents;
}

// Every item of a list, following meta.paging.next; empty problem when every page was well formed.
struct Walk
{
    QList<QJsonObject> items;
    int pages = 0;
    QString problem;
};

Walk walk(HttpClient &http, const QString &path, QUrlQuery query)
{
    Walk w;
    QUrl url = http.url(path, query);
    while (!url.isEmpty()) {
        if (++w.pages > 2000) {
            w.problem = u"more than 2000 pages: the cursor does not advance"_s;
            return w;
        }
        const HttpResult page = http.getUrl(url);
        if (page.status != 200) {
            w.problem = u"%1 answered %2: %3"_s.arg(url.toString())
                            .arg(page.status)
                            .arg(QString::fromUtf8(page.body));
            return w;
        }
        const QJsonArray data = page.dataArray();
        for (const QJsonValue &v : data)
            w.items << v.toObject();
        url = QUrl(page.json()
                       .value(u"meta"_s)
                       .toObject()
                       .value(u"paging"_s)
                       .toObject()
                       .value(u"next"_s)
                       .toString());
        if (!url.isEmpty() && data.isEmpty())
            w.problem = u"an empty page with a next page"_s;
    }
    return w;
}

QUrlQuery between(const QDateTime &from, const QDateTime &to, int limit = 50)
{
    QUrlQuery q;
    q.addQueryItem(u"paging_limit"_s, QString::number(limit));
    if (from.isValid())
        q.addQueryItem(u"created_at_from"_s, from.toString(Qt::ISODateWithMs));
    if (to.isValid())
        q.addQueryItem(u"created_at_to"_s, to.toString(Qt::ISODateWithMs));
    return q;
}

QString rfc3339(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

class TestSandboxBulk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bulkPayoutsArePagedFilteredAndBalanced()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        HttpClient &http = sandbox.http();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        // Inside the demo's four months, so that both histories interleave.
        const QDateTime from(now.date().addDays(-60), QTime(0, 0), Qt::UTC);
        const QDateTime to(now.date().addDays(-10), QTime(0, 0), Qt::UTC);
        const Walk demoBefore = walk(http, u"/payouts"_s, between(from, to));
        QVERIFY2(demoBefore.problem.isEmpty(), qPrintable(demoBefore.problem));
        QVERIFY2(!demoBefore.items.isEmpty(), "the demo has payouts in the period");
        const qint64 kesBefore = [&] {
            for (const QJsonValue &w : http.get(u"/wallets"_s).dataArray()) {
                if (w.toObject().value(u"currency"_s) == u"KES"_s)
                    return minorOf(w.toObject().value(u"available"_s));
            }
            return qint64(-1);
        }();

        const int count = 3000;
        const HttpResult created = http.post(u"/_sandbox/payouts/bulk"_s,
                                             {{u"count"_s, count},
                                              {u"from"_s, rfc3339(from)},
                                              {u"to"_s, rfc3339(to)},
                                              {u"currency"_s, u"KES"_s}});
        QCOMPARE(created.status, 201);
        QCOMPARE(created.data().value(u"created"_s).toInt(), count);
        const QString walletId = created.data().value(u"wallet_id"_s).toString();
        QVERIFY(walletId.startsWith(u"wlt-"));

        // Every payout of the period once, newest first, the demo's and the bulk's interleaved.
        const Walk all = walk(http, u"/payouts"_s, between(from, to));
        QVERIFY2(all.problem.isEmpty(), qPrintable(all.problem));
        QCOMPARE(all.items.size(), qsizetype(count) + demoBefore.items.size());
        QSet<QString> ids;
        QSet<QString> customIds;
        QHash<QString, int> states;
        QDateTime previous = to;
        int bulk = 0;
        for (const QJsonObject &p : all.items) {
            const QDateTime at = createdAt(p);
            QVERIFY2(at >= from && at <= to, qPrintable(p.value(u"created_at"_s).toString()));
            QVERIFY2(at <= previous, "newest first");
            previous = at;
            ids.insert(p.value(u"id"_s).toString());
            const QString custom = p.value(u"custom_id"_s).toString();
            QVERIFY(!custom.isEmpty());
            customIds.insert(custom);
            if (!custom.startsWith(u"bulk-"))
                continue;
            ++bulk;
            QCOMPARE(p.value(u"wallet_id"_s).toString(), walletId);
            QVERIFY(p.value(u"payment_account_id"_s).toString().startsWith(u"pac-"));
            QVERIFY(p.contains(u"sender"_s)); // Kenya asks for one
            const QJsonObject state = p.value(u"state"_s).toObject();
            ++states[state.value(u"code"_s).toString()];
            if (state.value(u"code"_s) == u"FAILED"_s)
                QVERIFY2(!state.value(u"context"_s).toString().isEmpty(), "a failed bulk payout says why");
            QVERIFY(minorOf(p.value(u"amount"_s)) >= 140'00); // Kenya's minimum for mobile money
        }
        QCOMPARE(bulk, count);
        QCOMPARE(ids.size(), all.items.size());
        QCOMPARE(customIds.size(), all.items.size());
        QVERIFY2(states.value(u"SENT"_s) > count * 8 / 10, "mostly SENT");
        QVERIFY(states.value(u"FAILED"_s) > 0);
        QVERIFY(states.value(u"PENDING"_s) > 0);
        QVERIFY(states.value(u"PENDING"_s) < count / 20);

        // Narrower bounds, both included: exactly the payouts of the walk inside them.
        const QDateTime innerFrom = createdAt(all.items.at(all.items.size() * 3 / 4));
        const QDateTime innerTo = createdAt(all.items.at(all.items.size() / 4));
        int expected = 0;
        for (const QJsonObject &p : all.items)
            expected += createdAt(p) >= innerFrom && createdAt(p) <= innerTo ? 1 : 0;
        const Walk inner = walk(http, u"/payouts"_s, between(innerFrom, innerTo, 37));
        QVERIFY2(inner.problem.isEmpty(), qPrintable(inner.problem));
        QCOMPARE(inner.items.size(), qsizetype(expected));
        QCOMPARE(createdAt(inner.items.first()), innerTo);
        QCOMPARE(createdAt(inner.items.last()), innerFrom);

        // Nothing of the bulk outside the period.
        const Walk after = walk(http, u"/payouts"_s, between(to.addMSecs(1), {}));
        QVERIFY2(after.problem.isEmpty(), qPrintable(after.problem));
        for (const QJsonObject &p : after.items)
            QVERIFY(!p.value(u"custom_id"_s).toString().startsWith(u"bulk-"));

        // The wallet: available moved only by what came back (failures, reversals: the top-ups
        // covered each day's payouts), and a statement over everything adds up line by line to it.
        qint64 kesAfter = -1;
        for (const QJsonValue &w : http.get(u"/wallets"_s).dataArray()) {
            if (w.toObject().value(u"id"_s) == walletId)
                kesAfter = minorOf(w.toObject().value(u"available"_s));
        }
        QVERIFY(kesAfter >= kesBefore);
        const QDateTime periodTo = QDateTime(now.date(), QTime(now.time().hour(), 0), Qt::UTC).addSecs(3600);
        const HttpResult statement
            = http.post(u"/wallet-statements"_s,
                        {{u"wallet_id"_s, walletId},
                         {u"period"_s,
                          QJsonObject {{u"from"_s, now.date().addDays(-90).toString(Qt::ISODate)},
                                       {u"to"_s, periodTo.toString(Qt::ISODate)}}}});
        QCOMPARE(statement.status, 202);
        const QString statementId = statement.data().value(u"id"_s).toString();
        const QJsonObject ready = sandbox.waitForState(u"/wallet-statements/"_s + statementId, u"READY"_s);
        const Walk lines = walk(http, u"/wallet-statements/%1/lines"_s.arg(statementId), between({}, {}));
        QVERIFY2(lines.problem.isEmpty(), qPrintable(lines.problem));
        QVERIFY(lines.items.size() > count);
        qint64 running = minorOf(ready.value(u"opening_balance"_s));
        QDateTime last;
        for (const QJsonObject &line : lines.items) {
            QVERIFY2(!last.isValid() || createdAt(line) >= last, "oldest first");
            last = createdAt(line);
            running += minorOf(line.value(u"amount"_s));
            QCOMPARE(minorOf(line.value(u"balance"_s)), running);
            QVERIFY2(running >= 0, "the wallet never runs dry");
        }
        QCOMPARE(minorOf(ready.value(u"closing_balance"_s)), running);
        QCOMPARE(running, kesAfter);
    }

    void aStatementMadeBeforeKeepsItsLines()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        HttpClient &http = sandbox.http();
        QString walletId;
        for (const QJsonValue &w : http.get(u"/wallets"_s).dataArray()) {
            if (w.toObject().value(u"currency"_s) == u"KES"_s)
                walletId = w.toObject().value(u"id"_s).toString();
        }
        const QDate today = QDateTime::currentDateTimeUtc().date();
        const HttpResult statement
            = http.post(u"/wallet-statements"_s,
                        {{u"wallet_id"_s, walletId},
                         {u"period"_s,
                          QJsonObject {{u"from"_s, today.addDays(-60).toString(Qt::ISODate)},
                                       {u"to"_s, today.addDays(-20).toString(Qt::ISODate)}}}});
        QCOMPARE(statement.status, 202);
        const QString id = statement.data().value(u"id"_s).toString();
        const QJsonObject ready = sandbox.waitForState(u"/wallet-statements/"_s + id, u"READY"_s);
        QCOMPARE(ready.value(u"state"_s).toObject().value(u"code"_s).toString(), u"READY"_s);
        const QString linesPath = u"/wallet-statements/%1/lines"_s.arg(id);
        const Walk before = walk(http, linesPath, between({}, {}, 7));
        QVERIFY2(before.problem.isEmpty(), qPrintable(before.problem));
        QVERIFY(!before.items.isEmpty());

        const HttpResult created = http.post(u"/_sandbox/payouts/bulk"_s,
                                             {{u"count"_s, 500},
                                              {u"from"_s, today.addDays(-50).toString(Qt::ISODate)},
                                              {u"to"_s, today.addDays(-30).toString(Qt::ISODate)}});
        QCOMPARE(created.status, 201);

        // The same lines, in the same order, whatever was merged in between them.
        const Walk after = walk(http, linesPath, between({}, {}, 7));
        QVERIFY2(after.problem.isEmpty(), qPrintable(after.problem));
        QStringList idsBefore, idsAfter;
        for (const QJsonObject &line : before.items)
            idsBefore << line.value(u"id"_s).toString();
        for (const QJsonObject &line : after.items)
            idsAfter << line.value(u"id"_s).toString();
        QCOMPARE(idsAfter, idsBefore);
    }

    void badBulkRequestsAreRefusedPerField_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("fields");
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QByteArray future = rfc3339(now.addDays(2)).toUtf8();
        QTest::newRow("no count") << QByteArray("{\"currency\":\"KES\"}") << QStringList {u"count"_s};
        QTest::newRow("zero") << QByteArray("{\"count\":0}") << QStringList {u"count"_s};
        QTest::newRow("fraction") << QByteArray("{\"count\":1.5}") << QStringList {u"count"_s};
        QTest::newRow("text") << QByteArray("{\"count\":\"10\"}") << QStringList {u"count"_s};
        QTest::newRow("too many") << QByteArray("{\"count\":200001}") << QStringList {u"count"_s};
        QTest::newRow("bad times") << QByteArray(
            "{\"count\":10,\"from\":\"yesterday\",\"to\":\"2026-13-01\"}")
                                   << QStringList {u"from"_s, u"to"_s};
        QTest::newRow("future") << QByteArray("{\"count\":10,\"to\":\"" + future + "\"}")
                                << QStringList {u"to"_s};
        QTest::newRow("reversed") << QByteArray(
            "{\"count\":10,\"from\":\"2026-02-01\",\"to\":\"2026-01-01\"}")
                                  << QStringList {u"to"_s};
        QTest::newRow("currency") << QByteArray("{\"count\":10,\"currency\":\"XYZ\"}")
                                  << QStringList {u"currency"_s};
        QTest::newRow("unknown field")
            << QByteArray("{\"count\":10,\"state\":\"SENT\"}") << QStringList {u"state"_s};
        QTest::newRow("all at once") << QByteArray("{\"count\":-1,\"from\":\"x\",\"currency\":\"XYZ\"}")
                                     << QStringList {u"count"_s, u"currency"_s, u"from"_s};
    }
    void badBulkRequestsAreRefusedPerField()
    {
        QFETCH(QByteArray, body);
        QFETCH(QStringList, fields);
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const HttpResult r = sandbox.http().postRaw(u"/_sandbox/payouts/bulk"_s, body, "application/json");
        QCOMPARE(r.status, 422);
        QStringList got = r.fields().keys();
        got.sort();
        fields.sort();
        QCOMPARE(got, fields);
        QCOMPARE(sandbox.http().get(u"/payouts"_s).dataArray().size(), 0); // nothing made
    }

    void seedOptionFillsAFreshSandbox()
    {
        QString error;
        const auto parsed = paydesk::sandbox::SandboxOptions::parse(
            {u"--seed"_s, u"empty"_s, u"--bulk-payouts"_s, u"1200"_s}, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->bulkPayouts, 1200);
        QVERIFY(!paydesk::sandbox::SandboxOptions::parse({u"--bulk-payouts"_s, u"-3"_s}, &error));
        QVERIFY(!paydesk::sandbox::SandboxOptions::parse({u"--bulk-payouts"_s, u"lots"_s}, &error));

        SandboxFixture sandbox(*parsed);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        // No demo: a KES wallet and recipients in Kenya were made for the payouts.
        const Walk all = walk(sandbox.http(), u"/payouts"_s, between({}, {}));
        QVERIFY2(all.problem.isEmpty(), qPrintable(all.problem));
        QCOMPARE(all.items.size(), 1200);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(createdAt(all.items.first()) <= now);
        QVERIFY(createdAt(all.items.last()) >= now.addDays(-90).addSecs(-60));
        const QJsonArray accounts = sandbox.http().get(u"/payment-accounts"_s, between({}, {})).dataArray();
        QVERIFY(!accounts.isEmpty());
        // A payout made now comes first, before the whole bulk.
        const HttpResult made
            = sandbox.http().post(u"/payouts"_s, kenyaPayout(u"150.00"_s), HttpClient::newKey());
        QCOMPARE(made.status, 202);
        const QJsonArray first = sandbox.http().get(u"/payouts"_s).dataArray();
        QCOMPARE(first.first().toObject().value(u"id"_s), made.data().value(u"id"_s));
    }
};

QTEST_GUILESS_MAIN(TestSandboxBulk)
#include "tst_sandbox_bulk.moc"
