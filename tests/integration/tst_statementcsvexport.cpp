// SPDX-License-Identifier: GPL-3.0-or-later
// StatementCsvExport against the sandbox over real HTTP: the file holds every line of the
// statement, byte for byte as the expected CSV built here from the lines the service lists (for
// each option: delimiter, decimal separator, BOM), across many pages; Cancel and a statement that
// is not ready leave no file, and an older file of that name as it was.
#include "ApiClientSupport.h"
#include "export/StatementCsvExport.h"

#include <QDir>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

QDateTime hourFloor(const QDateTime &t)
{
    const QDateTime utc = t.toUTC();
    return QDateTime(utc.date(), QTime(utc.time().hour(), 0), Qt::UTC);
}

// A cell as RFC 4180 wants it, written here apart from CsvWriter: quoted when it holds the
// delimiter, a quote, CR or LF.
QByteArray cell(const QByteArray &value, char delimiter)
{
    if (!value.contains(delimiter) && !value.contains('"') && !value.contains('\r') && !value.contains('\n'))
        return value;
    QByteArray quoted = value;
    quoted.replace("\"", "\"\"");
    return '"' + quoted + '"';
}

QByteArray amountCell(const QJsonValue &amount, const CsvWriter::Options &o)
{
    QByteArray v = amount.toObject().value(u"value").toString().toLatin1();
    v.replace('.', o.decimalSeparator);
    return cell(v, o.delimiter);
}

} // namespace

class TestStatementCsvExport : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<api::ApiClient> m_client;
    QString m_walletId;
    QTemporaryDir m_dir;
    int m_files = 0;

    HttpClient &http() { return m_sandbox->http(); }

    QString readyStatement(const QDateTime &from, const QDateTime &to)
    {
        const QJsonObject body {
            {u"wallet_id"_s, m_walletId},
            {u"period"_s,
             QJsonObject {{u"from"_s, from.toString(Qt::ISODate)}, {u"to"_s, to.toString(Qt::ISODate)}}}};
        const HttpResult created = http().post(u"/wallet-statements"_s, body);
        if (created.status != 202)
            return {};
        const QString id = created.data().value(u"id").toString();
        const QJsonObject ready = m_sandbox->waitForState(u"/wallet-statements/"_s + id, u"READY"_s);
        return ready.isEmpty() ? QString() : id;
    }

    QString lastYearStatement()
    {
        const QDateTime now = hourFloor(QDateTime::currentDateTimeUtc());
        return readyStatement(now.addDays(-365), now.addSecs(3600));
    }

    // Every line as the service lists it, through the test's own client.
    QJsonArray allLines(const QString &statementId)
    {
        QJsonArray lines;
        QString after;
        for (int page = 0; page < 100000; ++page) {
            QUrlQuery q;
            q.addQueryItem(u"paging_limit"_s, u"50"_s);
            if (!after.isEmpty())
                q.addQueryItem(u"paging_after"_s, after);
            const HttpResult r = http().get(u"/wallet-statements/%1/lines"_s.arg(statementId), q);
            if (r.status != 200)
                return {};
            for (const QJsonValue &l : r.dataArray())
                lines.append(l);
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
        return lines;
    }

    QByteArray expectedCsv(const QJsonArray &lines, const CsvWriter::Options &o)
    {
        const char d = o.delimiter;
        QByteArray out = o.byteOrderMark ? QByteArray("\xEF\xBB\xBF") : QByteArray();
        out += QByteArray("time,type,amount,balance_after,currency,payout_id,payin_id,line_id\r\n")
                   .replace(',', d);
        for (const QJsonValue &v : lines) {
            const QJsonObject l = v.toObject();
            const QJsonObject resource = l.value(u"resource").toObject();
            const QDateTime t = QDateTime::fromString(l.value(u"created_at").toString(), Qt::ISODateWithMs);
            QByteArrayList cells {
                cell(t.toUTC().toString(Qt::ISODate).toUtf8(), d),
                cell(l.value(u"type").toString().toUtf8(), d),
                amountCell(l.value(u"amount"), o),
                amountCell(l.value(u"balance"), o),
                cell(l.value(u"amount").toObject().value(u"currency").toString().toUtf8(), d),
                cell(resource.value(u"payout_id").toString().toUtf8(), d),
                cell(resource.value(u"payin_id").toString().toUtf8(), d),
                cell(l.value(u"id").toString().toUtf8(), d),
            };
            out += cells.join(d) + "\r\n";
        }
        return out;
    }

    // Runs an export to its end; its error, or an empty string when it succeeded.
    QString runExport(StatementCsvExport *task, qint64 *progress = nullptr)
    {
        std::optional<std::pair<bool, QString>> end;
        connect(task, &tasks::Task::progressChanged, this, [&](qint64 done, qint64) {
            if (progress)
                *progress = done;
        });
        connect(task, &tasks::Task::finished, this, [&](bool ok, const QString &error) {
            end = {ok, error};
        });
        if (!QTest::qWaitFor([&] { return end.has_value(); }, 60000))
            return u"no end"_s;
        return end->first ? QString() : (end->second.isEmpty() ? u"failed without words"_s : end->second);
    }

    QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    void bulkFill(int count)
    {
        const HttpResult filled = http().post(u"/_sandbox/payouts/bulk"_s,
                                              QJsonObject {{u"count"_s, count}, {u"currency"_s, u"KES"_s}});
        QVERIFY2(filled.status == 201, filled.body.constData());
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_sandbox = std::make_unique<SandboxFixture>(u"demo"_s, 0.0);
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
        m_client = makeClient(*m_sandbox);
        const HttpResult wallets = http().get(u"/wallets"_s);
        QCOMPARE(wallets.status, 200);
        m_walletId.clear();
        for (const QJsonValue &w : wallets.dataArray()) {
            if (w.toObject().value(u"currency").toString() == u"KES")
                m_walletId = w.toObject().value(u"id").toString();
        }
        if (m_walletId.isEmpty())
            m_walletId = m_sandbox->createWallet(u"KES"_s, u"1000.00"_s).value(u"id").toString();
        QVERIFY(m_walletId.startsWith(u"wlt-"));
    }

    void cleanup()
    {
        m_client.reset();
        m_sandbox.reset();
    }

    void byteExact_data()
    {
        QTest::addColumn<char>("delimiter");
        QTest::addColumn<char>("decimal");
        QTest::addColumn<bool>("bom");
        QTest::newRow("comma, point") << ',' << '.' << false;
        QTest::newRow("comma, point, BOM") << ',' << '.' << true;
        QTest::newRow("semicolon, comma") << ';' << ',' << false;
        QTest::newRow("semicolon, point, BOM") << ';' << '.' << true;
        QTest::newRow("comma, comma (quoted)") << ',' << ',' << false;
    }

    void byteExact()
    {
        QFETCH(char, delimiter);
        QFETCH(char, decimal);
        QFETCH(bool, bom);
        // A few lines of every kind the wallet has: a top-up, a payout, its failure.
        const QString id = lastYearStatement();
        QVERIFY(!id.isEmpty());
        const QJsonArray lines = allLines(id);
        QVERIFY(!lines.isEmpty());
        bool negative = false;
        for (const QJsonValue &l : lines)
            negative |= l[u"amount"_s][u"value"_s].toString().startsWith(u'-');
        QVERIFY(negative); // a debit is in the file as a negative number

        const CsvWriter::Options options {delimiter, decimal, bom};
        const QString path = m_dir.filePath(u"statement-%1.csv"_s.arg(++m_files));
        qint64 progress = -1;
        const QString error = runExport(new StatementCsvExport(m_client.get(), id, path, options), &progress);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(progress, lines.size());
        QCOMPARE(fileBytes(path), expectedCsv(lines, options));
    }

    void manyPages()
    {
        bulkFill(400);
        const QString id = lastYearStatement();
        QVERIFY(!id.isEmpty());
        const QJsonArray lines = allLines(id);
        QVERIFY2(lines.size() > 8 * StatementCsvExport::pageSize, qPrintable(QString::number(lines.size())));
        const QString path = m_dir.filePath(u"many.csv"_s);
        qint64 progress = -1;
        auto *task = new StatementCsvExport(m_client.get(), id, path, {});
        int updates = 0;
        connect(task, &tasks::Task::progressChanged, this, [&] { ++updates; });
        const QString error = runExport(task, &progress);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(progress, lines.size());
        QVERIFY(updates > 8); // a page at a time
        QCOMPARE(fileBytes(path), expectedCsv(lines, {}));
    }

    void cancelLeavesNoFile()
    {
        bulkFill(400);
        const QString id = lastYearStatement();
        QVERIFY(!id.isEmpty());
        QTemporaryDir dir; // of its own: nothing else in it
        QVERIFY(dir.isValid());
        const QString older = dir.filePath(u"older.csv"_s);
        {
            QFile f(older);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("an older export\r\n");
        }
        const QString fresh = dir.filePath(u"fresh.csv"_s);
        for (const QString &path : {older, fresh}) {
            QPointer<StatementCsvExport> task = new StatementCsvExport(m_client.get(), id, path, {});
            bool ended = false;
            connect(task, &tasks::Task::finished, this, [&] { ended = true; });
            connect(task, &tasks::Task::progressChanged, this, [&](qint64 done) {
                if (done >= 2 * StatementCsvExport::pageSize)
                    task->cancel();
            });
            QTRY_VERIFY(task.isNull());
            QVERIFY(!ended);
        }
        QCOMPARE(fileBytes(older), QByteArray("an older export\r\n"));
        QVERIFY(!QFile::exists(fresh));
        // No temporary file left beside them either.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"older.csv"_s});
    }

    void notReadyRefused()
    {
        // A period before 2001 fails to generate: its lines are never ready (409 STATEMENT_NOT_READY).
        const QJsonObject body {
            {u"wallet_id"_s, m_walletId},
            {u"period"_s, QJsonObject {{u"from"_s, u"2000-01-01"_s}, {u"to"_s, u"2000-02-01"_s}}}};
        const HttpResult created = http().post(u"/wallet-statements"_s, body);
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        QVERIFY(!m_sandbox->waitForState(u"/wallet-statements/"_s + id, u"FAILED"_s).isEmpty());
        const QString older = m_dir.filePath(u"refused.csv"_s);
        {
            QFile f(older);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("kept");
        }
        const QString error = runExport(new StatementCsvExport(m_client.get(), id, older, {}));
        QVERIFY2(error.contains(u"not ready yet"), qPrintable(error));
        QCOMPARE(fileBytes(older), QByteArray("kept"));
    }
};

QTEST_GUILESS_MAIN(TestStatementCsvExport)
#include "tst_statementcsvexport.moc"
