// SPDX-License-Identifier: GPL-3.0-or-later
// StatementCsvExport against the sandbox over real HTTP: the file holds every line of the
// statement, byte for byte as the expected CSV built here from the lines the service lists (for
// each option: delimiter, decimal separator, BOM), across many pages; Cancel and a statement that
// is not ready leave no file, and an older file of that name as it was, in every streamed format
// (CSV, MT940, CAMT.053: StatementFileExport; their content: tst_statementformatexport).
#include "StatementExportSupport.h"
#include "export/StatementAccountingExport.h"
#include "export/StatementCsvExport.h"

#include <QDir>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

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

    StatementExportSandbox m_env;
    QTemporaryDir m_dir;
    int m_files = 0;

    HttpClient &http() { return m_env.http(); }

    QString lastYearStatement() { return m_env.lastYearStatement(m_env.walletId).value(u"id").toString(); }

    // Every line as the service lists it, through the test's own client.
    static api::Statement statementWithId(const QString &id)
    {
        api::Statement statement;
        statement.id = id; // MT940 and CAMT.053 read it again for its balances
        return statement;
    }

    QJsonArray allLines(const QString &statementId) { return m_env.lines(statementId); }

    // The line types in words (docs/architecture.md, "Statement formats"), written out here.
    static QByteArray typeInWords(const QString &type)
    {
        static const QHash<QString, QByteArray> words {
            {u"COLLECTION_COLLECTED"_s, "Collection collected"},
            {u"COLLECTION_CONVERTED"_s, "Collection converted"},
            {u"CONVERSION_INITIATED"_s, "Conversion initiated"},
            {u"CONVERSION_CONVERTED"_s, "Conversion completed"},
            {u"PAYOUT_INITIATED"_s, "Payout initiated"},
            {u"PAYOUT_FAILED"_s, "Payout failed, funds returned"},
            {u"PAYOUT_REVERSED"_s, "Payout reversed, funds returned"},
            {u"PAYOUT_SENT_TO_FAILED"_s, "Sent payout moved to failed"},
            {u"PAYOUT_FAILED_TO_SENT"_s, "Failed payout moved to sent"},
        };
        return words.value(type, "Other movement");
    }

    QByteArray expectedCsv(const QJsonArray &lines, const CsvWriter::Options &o)
    {
        const char d = o.delimiter;
        QByteArray out = o.byteOrderMark ? QByteArray("\xEF\xBB\xBF") : QByteArray();
        // Readable headers; the type's code and its words in columns of their own.
        out += QByteArray("Time (UTC),Type,Amount,Balance after,Currency,Payout ID,Payin ID,Line ID,Type in "
                          "words\r\n")
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
                cell(typeInWords(l.value(u"type").toString()), d),
            };
            out += cells.join(d) + "\r\n";
        }
        return out;
    }

    QString runExport(tasks::Task *task, qint64 *progress = nullptr)
    {
        return StatementExportSandbox::runToEnd(task, progress);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(m_env.start(), QString());
    }

    void cleanup() { m_env.stop(); }

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
        const QString error
            = runExport(new StatementCsvExport(m_env.client.get(), id, path, options), &progress);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(progress, lines.size());
        QCOMPARE(StatementExportSandbox::fileBytes(path), expectedCsv(lines, options));
    }

    void manyPages()
    {
        QCOMPARE(m_env.bulkFill(400), QByteArray());
        const QString id = lastYearStatement();
        QVERIFY(!id.isEmpty());
        const QJsonArray lines = allLines(id);
        QVERIFY2(lines.size() > 8 * StatementCsvExport::pageSize, qPrintable(QString::number(lines.size())));
        const QString path = m_dir.filePath(u"many.csv"_s);
        qint64 progress = -1;
        auto *task = new StatementCsvExport(m_env.client.get(), id, path, {});
        int updates = 0;
        connect(task, &tasks::Task::progressChanged, this, [&] { ++updates; });
        const QString error = runExport(task, &progress);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(progress, lines.size());
        QVERIFY(updates > 8); // a page at a time
        QCOMPARE(StatementExportSandbox::fileBytes(path), expectedCsv(lines, {}));
    }

    // Every streamed format: CSV, MT940, CAMT.053 (StatementFileExport).
    void cancelLeavesNoFile_data()
    {
        QTest::addColumn<StatementFormat>("format");
        QTest::newRow("CSV") << StatementFormat::Csv;
        QTest::newRow("MT940") << StatementFormat::Mt940;
        QTest::newRow("CAMT.053") << StatementFormat::Camt053;
    }
    void cancelLeavesNoFile()
    {
        QFETCH(StatementFormat, format);
        QCOMPARE(m_env.bulkFill(400), QByteArray());
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
            QPointer<StatementFileExport> task
                = createStatementFileExport(format, m_env.client.get(), statementWithId(id), {}, path);
            bool ended = false;
            connect(task, &tasks::Task::finished, this, [&] { ended = true; });
            connect(task, &tasks::Task::progressChanged, this, [&](qint64 done) {
                if (done >= 2 * StatementFileExport::pageSize)
                    task->cancel();
            });
            QTRY_VERIFY(task.isNull());
            QVERIFY(!ended);
        }
        QCOMPARE(StatementExportSandbox::fileBytes(older), QByteArray("an older export\r\n"));
        QVERIFY(!QFile::exists(fresh));
        // No temporary file left beside them either.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"older.csv"_s});
    }

    void notReadyRefused_data() { cancelLeavesNoFile_data(); }
    void notReadyRefused()
    {
        QFETCH(StatementFormat, format);
        // A period before 2001 fails to generate: its lines are never ready (409 STATEMENT_NOT_READY).
        const QJsonObject body {
            {u"wallet_id"_s, m_env.walletId},
            {u"period"_s, QJsonObject {{u"from"_s, u"2000-01-01"_s}, {u"to"_s, u"2000-02-01"_s}}}};
        const HttpResult created = http().post(u"/wallet-statements"_s, body);
        QCOMPARE(created.status, 202);
        const QString id = created.data().value(u"id").toString();
        QVERIFY(!m_env.sandbox->waitForState(u"/wallet-statements/"_s + id, u"FAILED"_s).isEmpty());
        const QString older = m_dir.filePath(u"refused.csv"_s);
        {
            QFile f(older);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("kept");
        }
        const QString error = runExport(
            createStatementFileExport(format, m_env.client.get(), statementWithId(id), {}, older));
        QVERIFY2(error.contains(u"not ready yet"), qPrintable(error));
        QCOMPARE(StatementExportSandbox::fileBytes(older), QByteArray("kept"));
    }
};

QTEST_GUILESS_MAIN(TestStatementCsvExport)
#include "tst_statementcsvexport.moc"
