// SPDX-License-Identifier: GPL-3.0-or-later
// Wallet statements of the sandbox over real HTTP: generation, balances and lines consistent with
// the wallet's movements, not-ready and failed statements, and validation of the request.
#include "ApiChecks.h"

#include <limits>

using namespace paydesk::test;

namespace {

QJsonObject statementBody(const QString &walletId, const QString &from, const QString &to)
{
    QJsonObject body {{u"period"_qs, QJsonObject {{u"from"_qs, from}, {u"to"_qs, to}}}};
    if (!walletId.isNull())
        body.insert(u"wallet_id"_qs, walletId);
    return body;
}

QString rfc3339(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODate);
}

QDateTime hourFloor(const QDateTime &t)
{
    const QDateTime utc = t.toUTC();
    return QDateTime(utc.date(), QTime(utc.time().hour(), 0), Qt::UTC);
}

QDateTime parseTime(const QJsonValue &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

// Decimal text of the wire to minor units (two fraction digits here: KES).
qint64 minor(const QJsonValue &amountObject)
{
    const QString value = amountObject.toObject().value(u"value").toString();
    bool ok = false;
    const double d = value.toDouble(&ok);
    return ok ? qRound64(d * 100) : std::numeric_limits<qint64>::min();
}

// Every line of a READY statement, following the cursors with a small page size.
QJsonArray allLines(HttpClient &http, const QString &statementId, int pageSize = 2)
{
    QJsonArray lines;
    QUrlQuery q;
    q.addQueryItem(u"paging_limit"_qs, QString::number(pageSize));
    for (int page = 0; page < 1000; ++page) {
        const HttpResult r = http.get(u"/wallet-statements/%1/lines"_qs.arg(statementId), q);
        if (r.status != 200)
            return {};
        for (const QJsonValue &l : r.dataArray())
            lines.append(l);
        const QString after = r.json()
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
        q.removeAllQueryItems(u"paging_after"_qs);
        q.addQueryItem(u"paging_after"_qs, after);
    }
    return lines;
}

// Empty when the lines run from opening to closing, each balance the previous plus its amount.
QString balanceProblem(const QJsonObject &statement, const QJsonArray &lines)
{
    qint64 running = minor(statement.value(u"opening_balance"));
    const QDateTime from = parseTime(statement.value(u"period").toObject().value(u"from"));
    const QDateTime to = parseTime(statement.value(u"period").toObject().value(u"to"));
    QDateTime previous;
    for (const QJsonValue &v : lines) {
        const QJsonObject line = v.toObject();
        running += minor(line.value(u"amount"));
        if (minor(line.value(u"balance")) != running)
            return u"line %1: balance %2, expected %3"_qs.arg(line.value(u"id").toString())
                .arg(minor(line.value(u"balance")))
                .arg(running);
        const QDateTime at = parseTime(line.value(u"created_at"));
        if (!at.isValid() || at < from || at >= to)
            return u"line %1 created at %2, outside the period"_qs.arg(line.value(u"id").toString(),
                                                                       line.value(u"created_at").toString());
        if (previous.isValid() && at < previous)
            return u"lines are not oldest first"_qs;
        previous = at;
    }
    if (minor(statement.value(u"closing_balance")) != running)
        return u"closing %1, opening plus the lines %2"_qs.arg(minor(statement.value(u"closing_balance")))
            .arg(running);
    return {};
}

} // namespace

class TestSandboxStatements : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SandboxFixture> m_sandbox;
    QString m_walletId;

    HttpClient &http() { return m_sandbox->http(); }

    QJsonObject readyStatement(SandboxFixture &sandbox, const QJsonObject &body)
    {
        const HttpResult created = sandbox.http().post(u"/wallet-statements"_qs, body);
        if (created.status != 202)
            return {};
        return sandbox.waitForState(u"/wallet-statements/"_qs + created.data().value(u"id").toString(),
                                    u"READY"_qs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>();
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
        m_walletId = m_sandbox->createWallet(u"KES"_qs, u"1000.00"_qs).value(u"id").toString();
        QVERIFY(m_walletId.startsWith(u"wlt-"));
    }

    void cleanupTestCase() { m_sandbox.reset(); }

    void createdPendingThenReady()
    {
        const HttpResult created = http().post(u"/wallet-statements"_qs,
                                               statementBody(m_walletId, u"2024-03-01"_qs, u"2024-03-02"_qs));
        QCOMPARE(created.status, 202);
        const QJsonObject s = created.data();
        QVERIFY(s.value(u"id").toString().startsWith(u"stm-"));
        QCOMPARE(stateCode(s), u"PENDING"_qs);
        QCOMPARE(s.value(u"wallet_id").toString(), m_walletId);
        QCOMPARE(parseTime(s.value(u"period").toObject().value(u"from")),
                 QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC));
        QCOMPARE(parseTime(s.value(u"period").toObject().value(u"to")),
                 QDateTime(QDate(2024, 3, 2), QTime(0, 0), Qt::UTC));
        const QJsonObject ready
            = m_sandbox->waitForState(u"/wallet-statements/"_qs + s.value(u"id").toString(), u"READY"_qs);
        QCOMPARE(stateCode(ready), u"READY"_qs);
        QCOMPARE(ready.value(u"id"), s.value(u"id"));
        QCOMPARE(ready.value(u"opening_balance").toObject().value(u"currency").toString(), u"KES"_qs);
        QCOMPARE(ready.value(u"closing_balance").toObject().value(u"currency").toString(), u"KES"_qs);
    }

    void linesFollowTheWalletMovements()
    {
        SandboxFixture sandbox;
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        const QString walletId = sandbox.createWallet(u"KES"_qs, u"100000.00"_qs).value(u"id").toString();
        QCOMPARE(sandbox.http()
                     .post(u"/_sandbox/wallets/%1/fund"_qs.arg(walletId), {{u"value"_qs, u"50000.00"_qs}})
                     .status,
                 200);
        auto payout = [&](const QString &value, const QString &number, const QString &state) {
            const HttpResult r
                = sandbox.http().post(u"/payouts"_qs, kenyaPayout(value, number), HttpClient::newKey());
            const QString id = r.data().value(u"id").toString();
            return stateCode(sandbox.waitForState(u"/payouts/"_qs + id, state)) == state ? id : QString();
        };
        const QString sent = payout(u"10000.00"_qs, u"+254712000001"_qs, u"SENT"_qs);
        QVERIFY(!sent.isEmpty());
        const QString failed = payout(u"5000.00"_qs, u"+254712000101"_qs, u"FAILED"_qs);
        QVERIFY(!failed.isEmpty());
        const QString reversed = payout(u"2000.00"_qs, u"+254712000002"_qs, u"SENT"_qs);
        QVERIFY(!reversed.isEmpty());
        QCOMPARE(sandbox.http().post(u"/_sandbox/payouts/%1/reverse"_qs.arg(reversed), {}).status, 200);

        const QDateTime hour = hourFloor(QDateTime::currentDateTimeUtc());
        const QJsonObject statement = readyStatement(
            sandbox, statementBody(walletId, rfc3339(hour.addSecs(-3600)), rfc3339(hour.addSecs(2 * 3600))));
        QCOMPARE(stateCode(statement), u"READY"_qs);
        QCOMPARE(statement.value(u"opening_balance").toObject(), amount(u"KES"_qs, u"0.00"_qs));
        QCOMPARE(statement.value(u"closing_balance").toObject(), amount(u"KES"_qs, u"140000.00"_qs));
        QCOMPARE(
            statement.value(u"closing_balance").toObject().value(u"value").toString(),
            sandbox.http().get(u"/wallets"_qs).dataArray().first().toObject().value(u"available").toString());

        const QJsonArray lines = allLines(sandbox.http(), statement.value(u"id").toString());
        const QString problem = balanceProblem(statement, lines);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        struct Expected
        {
            QString type;
            QString value;
            QString payoutId;
        };
        const QList<Expected> expected {
            {u"COLLECTION_COLLECTED"_qs, u"100000.00"_qs, {}},
            {u"COLLECTION_COLLECTED"_qs, u"50000.00"_qs, {}},
            {u"PAYOUT_INITIATED"_qs, u"-10000.00"_qs, sent},
            {u"PAYOUT_INITIATED"_qs, u"-5000.00"_qs, failed},
            {u"PAYOUT_FAILED"_qs, u"5000.00"_qs, failed},
            {u"PAYOUT_INITIATED"_qs, u"-2000.00"_qs, reversed},
            {u"PAYOUT_REVERSED"_qs, u"2000.00"_qs, reversed},
        };
        QCOMPARE(lines.size(), expected.size());
        QSet<QString> ids;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QJsonObject line = lines.at(i).toObject();
            QVERIFY(line.value(u"id").toString().startsWith(u"stl-"));
            ids << line.value(u"id").toString();
            QCOMPARE(line.value(u"type").toString(), expected[i].type);
            QCOMPARE(line.value(u"amount").toObject(), amount(u"KES"_qs, expected[i].value));
            QCOMPARE(line.value(u"balance").toObject().value(u"currency").toString(), u"KES"_qs);
            if (!expected[i].payoutId.isEmpty())
                QCOMPARE(line.value(u"resource").toObject().value(u"payout_id").toString(),
                         expected[i].payoutId);
        }
        QCOMPARE(ids.size(), lines.size()); // paging neither repeats nor skips

        // One page of 50 gives the same lines.
        QUrlQuery all;
        all.addQueryItem(u"paging_limit"_qs, u"50"_qs);
        const HttpResult onePage = sandbox.http().get(
            u"/wallet-statements/%1/lines"_qs.arg(statement.value(u"id").toString()), all);
        QCOMPARE(onePage.dataArray(), lines);
    }

    void periodBeforeTheMovements()
    {
        const QJsonObject statement = readyStatement(
            *m_sandbox, statementBody(m_walletId, u"2023-05-01"_qs, u"2023-05-02T06:00:00Z"_qs));
        QCOMPARE(stateCode(statement), u"READY"_qs);
        QCOMPARE(statement.value(u"opening_balance").toObject(), amount(u"KES"_qs, u"0.00"_qs));
        QCOMPARE(statement.value(u"closing_balance").toObject(),
                 statement.value(u"opening_balance").toObject());
        const HttpResult lines
            = http().get(u"/wallet-statements/%1/lines"_qs.arg(statement.value(u"id").toString()));
        QCOMPARE(lines.status, 200);
        QVERIFY(lines.json().value(u"data").isArray());
        QVERIFY(lines.dataArray().isEmpty());
    }

    void consecutivePeriodsOfTheDemoHistoryJoin()
    {
        // The demo seed has months of movements: the closing balance of one period is the
        // opening balance of the next, and each period adds up.
        SandboxFixture demo(u"demo"_qs);
        QVERIFY2(demo.started(), qPrintable(demo.error()));
        const QJsonObject wallet = demo.http().get(u"/wallets"_qs).dataArray().first().toObject();
        const QString walletId = wallet.value(u"id").toString();
        const QDateTime today(QDateTime::currentDateTimeUtc().date(), QTime(0, 0), Qt::UTC);
        const QString a = rfc3339(today.addDays(-90)), b = rfc3339(today.addDays(-40)),
                      c = rfc3339(hourFloor(QDateTime::currentDateTimeUtc()).addSecs(3600));
        const QJsonObject first = readyStatement(demo, statementBody(walletId, a, b));
        const QJsonObject second = readyStatement(demo, statementBody(walletId, b, c));
        QCOMPARE(stateCode(first), u"READY"_qs);
        QCOMPARE(stateCode(second), u"READY"_qs);
        const QJsonArray firstLines = allLines(demo.http(), first.value(u"id").toString(), 50);
        const QJsonArray secondLines = allLines(demo.http(), second.value(u"id").toString(), 50);
        QVERIFY(!firstLines.isEmpty());
        QVERIFY(!secondLines.isEmpty());
        QVERIFY(minor(first.value(u"opening_balance")) != 0);
        QString problem = balanceProblem(first, firstLines);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = balanceProblem(second, secondLines);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(second.value(u"opening_balance").toObject(), first.value(u"closing_balance").toObject());
        QCOMPARE(second.value(u"closing_balance").toObject().value(u"value").toString(),
                 wallet.value(u"available").toString());
        for (const QJsonValue &v : firstLines + secondLines) {
            const QJsonObject line = v.toObject();
            if (line.value(u"type").toString().startsWith(u"PAYOUT_"))
                QVERIFY(
                    line.value(u"resource").toObject().value(u"payout_id").toString().startsWith(u"pyt-"));
            if (line.value(u"type") == u"PAYOUT_INITIATED"_qs)
                QVERIFY(minor(line.value(u"amount")) < 0);
        }
    }

    void linesWhilePendingAreNotReady()
    {
        // At speed 1 generation takes about 1.5 s.
        SandboxFixture slow(u"empty"_qs, 1.0);
        QVERIFY2(slow.started(), qPrintable(slow.error()));
        const QString walletId = slow.createWallet(u"KES"_qs, u"10.00"_qs).value(u"id").toString();
        const HttpResult created = slow.http().post(
            u"/wallet-statements"_qs, statementBody(walletId, u"2024-01-01"_qs, u"2024-01-02"_qs));
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        const HttpResult lines = slow.http().get(u"/wallet-statements/%1/lines"_qs.arg(id));
        const QString stateAfter = stateCode(slow.http().get(u"/wallet-statements/"_qs + id).data());
        QCOMPARE(stateAfter, u"PENDING"_qs); // so it was PENDING when the lines were asked for
        PAYDESK_VERIFY_ERROR(lines, 409, u"STATEMENT_NOT_READY"_qs);
        QCOMPARE(stateCode(slow.waitForState(u"/wallet-statements/"_qs + id, u"READY"_qs)), u"READY"_qs);
        QCOMPARE(slow.http().get(u"/wallet-statements/%1/lines"_qs.arg(id)).status, 200);
    }

    void failedStatement()
    {
        const HttpResult created = http().post(u"/wallet-statements"_qs,
                                               statementBody(m_walletId, u"2000-06-01"_qs, u"2000-06-02"_qs));
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        const QJsonObject failed = m_sandbox->waitForState(u"/wallet-statements/"_qs + id, u"FAILED"_qs);
        QCOMPARE(stateCode(failed), u"FAILED"_qs);
        PAYDESK_VERIFY_ERROR(http().get(u"/wallet-statements/%1/lines"_qs.arg(id)), 409,
                             u"STATEMENT_NOT_READY"_qs);
    }

    void notFound_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("statement") << u"/wallet-statements/stm-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs;
        QTest::newRow("lines") << u"/wallet-statements/stm-2AbCdEfGhIjKlMnOpQrStUvWxYz/lines"_qs;
    }

    void notFound()
    {
        QFETCH(QString, path);
        PAYDESK_VERIFY_ERROR(http().get(path), 404, u"NOT_FOUND"_qs);
    }

    void validation_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QStringList>("fields");
        const QString w = u"WALLET"_qs; // replaced by the wallet id
        QTest::newRow("from not on the hour")
            << statementBody(w, u"2024-01-01T10:30:00Z"_qs, u"2024-01-02T00:00:00Z"_qs)
            << QStringList {u"period.from"_qs};
        QTest::newRow("to with seconds")
            << statementBody(w, u"2024-01-01T10:00:00Z"_qs, u"2024-01-02T00:00:30Z"_qs)
            << QStringList {u"period.to"_qs};
        QTest::newRow("from equal to to")
            << statementBody(w, u"2024-01-02"_qs, u"2024-01-02T00:00:00Z"_qs) << QStringList {u"period"_qs};
        QTest::newRow("from after to")
            << statementBody(w, u"2024-02-01"_qs, u"2024-01-01"_qs) << QStringList {u"period"_qs};
        QTest::newRow("span of 367 days")
            << statementBody(w, u"2024-01-01"_qs, u"2025-01-02"_qs) << QStringList {u"period"_qs};
        QTest::newRow("unknown wallet")
            << statementBody(u"wlt-2AbCdEfGhIjKlMnOpQrStUvWxYz"_qs, u"2024-01-01"_qs, u"2024-01-02"_qs)
            << QStringList {u"wallet_id"_qs};
        QTest::newRow("missing wallet_id")
            << statementBody(QString(), u"2024-01-01"_qs, u"2024-01-02"_qs) << QStringList {u"wallet_id"_qs};
        QTest::newRow("missing period") << QJsonObject {{u"wallet_id"_qs, w}} << QStringList {u"period"_qs};
        QTest::newRow("not a time") << statementBody(w, u"yesterday"_qs, u"2024-01-02"_qs)
                                    << QStringList {u"period.from"_qs};
        QTest::newRow("several at once")
            << statementBody(QString(), u"2024-01-01T10:30:00Z"_qs, u"2024-13-01"_qs)
            << QStringList {u"period.from"_qs, u"period.to"_qs, u"wallet_id"_qs};
    }

    void validation()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QStringList, fields);
        if (body.value(u"wallet_id") == u"WALLET"_qs)
            body.insert(u"wallet_id"_qs, m_walletId);
        const HttpResult r = http().post(u"/wallet-statements"_qs, body);
        PAYDESK_VERIFY_ERROR(r, 422, u"VALIDATION_FAILED"_qs);
        fields.sort();
        QCOMPARE(fieldPaths(r), fields);
    }

    void accepted_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QDateTime>("utcFrom");
        QTest::addColumn<QDateTime>("utcTo");
        const auto utc
            = [](int y, int m, int d, int h = 0) { return QDateTime(QDate(y, m, d), QTime(h, 0), Qt::UTC); };
        QTest::newRow("dates only") << u"2024-01-01"_qs << u"2024-01-31"_qs << utc(2024, 1, 1)
                                    << utc(2024, 1, 31);
        QTest::newRow("hours with offset")
            << u"2024-01-01T10:00:00+03:00"_qs << u"2024-01-01T12:00:00.000Z"_qs << utc(2024, 1, 1, 7)
            << utc(2024, 1, 1, 12);
        QTest::newRow("date and hour")
            << u"2024-06-01"_qs << u"2024-06-01T01:00:00Z"_qs << utc(2024, 6, 1) << utc(2024, 6, 1, 1);
        QTest::newRow("exactly 366 days")
            << u"2024-01-01"_qs << u"2025-01-01"_qs << utc(2024, 1, 1) << utc(2025, 1, 1);
    }

    void accepted()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QDateTime, utcFrom);
        QFETCH(QDateTime, utcTo);
        const HttpResult r = http().post(u"/wallet-statements"_qs, statementBody(m_walletId, from, to));
        QVERIFY2(r.status == 202, r.body.constData());
        const QJsonObject period = r.data().value(u"period").toObject();
        QCOMPARE(parseTime(period.value(u"from")), utcFrom);
        QCOMPARE(parseTime(period.value(u"to")), utcTo);
        QVERIFY(period.value(u"from").toString().endsWith(u'Z'));
    }
};

QTEST_GUILESS_MAIN(TestSandboxStatements)
#include "tst_sandbox_statements.moc"
