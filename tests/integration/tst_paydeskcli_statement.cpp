// SPDX-License-Identifier: GPL-3.0-or-later
// `paydesk-cli statement export` run as a real process in a fresh home of its own: the built-in
// Local sandbox with no set-up (the same in-process service and data file as the app), each
// format, and each bad input with its exit status, its one line on standard error, and no file
// left behind.
#include "CliRun.h"
#include "StatementFormatChecks.h"
#include "core/ProcessLock.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using paydesk::test::CliRun;

class TestPaydeskCliStatement : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_home;

    CliRun cli(const QStringList &arguments, const QProcessEnvironment &extra = {})
    {
        return paydesk::test::runCli(m_home->path(), arguments, {}, extra);
    }
    QString path(const QString &name) const { return m_home->filePath(name); }
    // What the home holds besides Paydesk's own folders: the files an export left.
    QStringList leftFiles() const
    {
        return QDir(m_home->path()).entryList(QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden);
    }
    QStringList exportArgs(const QString &format, const QString &file,
                           const QString &period = u"last-month"_s)
    {
        return {u"statement"_s, u"export"_s, u"--profile"_s, u"Local sandbox"_s,  u"--wallet"_s, u"KES"_s,
                u"--period"_s,  period,      u"--zone"_s,    u"Africa/Nairobi"_s, u"--format"_s, format,
                u"-o"_s,        file};
    }
    void expectRefused(const CliRun &run, int status, const QString &inError)
    {
        QCOMPARE(run.exitCode, status);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.startsWith(u"paydesk-cli: "_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(inError, Qt::CaseInsensitive), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QCOMPARE(leftFiles(), QStringList());
    }

private Q_SLOTS:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
    }

    void csvOnAFreshHome()
    {
        const CliRun run = cli(exportArgs(u"csv"_s, path(u"kes.csv"_s)));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err)); // no progress bar: not a terminal
        QVERIFY2(run.out.contains(u"kes.csv"_s) && run.out.contains(u"KES"_s), qPrintable(run.out));
        QFile file(path(u"kes.csv"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = file.readAll().split('\n');
        QCOMPARE(
            rows.first().trimmed(),
            QByteArray(
                "Time (UTC),Type,Amount,Balance after,Currency,Payout ID,Payin ID,Line ID,Type in words"));
        QVERIFY(rows.size() > 2);
        QVERIFY(rows.at(1).contains(",KES,"));
        QCOMPARE(leftFiles(), QStringList {u"kes.csv"_s}); // nothing else: no temporary file
    }

#ifdef Q_OS_LINUX
    void aProgressBarOnATerminalOnly()
    {
        // Not a terminal (csvOnAFreshHome): nothing on stderr. On a terminal: the bar, redrawn in
        // place, then cleared before the last words.
        const paydesk::test::TerminalRun run = paydesk::test::runOnTerminal(
            exportArgs(u"csv"_s, path(u"kes.csv"_s)), {}, paydesk::test::cliEnvironment(m_home->path()));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.contains("\rExporting"), run.output.constData());
        QVERIFY2(run.output.contains("lines"), run.output.constData());
        const qsizetype cleared = run.output.lastIndexOf("\r\x1b[K");
        QVERIFY2(cleared >= 0, run.output.constData());
        QVERIFY(run.output.indexOf("Wrote the KES statement", cleared) > cleared);
    }
#endif

    void jsonSaysWhatWasWritten()
    {
        QStringList args = exportArgs(u"csv"_s, path(u"kes.csv"_s), u"2026-10-01..2026-10-31"_s);
        args << u"--json"_s << u"--delimiter"_s << u";"_s << u"--decimal"_s << u","_s;
        const CliRun run = cli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QJsonParseError parse;
        const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8(), &parse).object();
        QCOMPARE(parse.error, QJsonParseError::NoError);
        QCOMPARE(result.value(u"format"_s).toString(), u"csv"_s);
        QCOMPARE(result.value(u"currency"_s).toString(), u"KES"_s);
        QCOMPARE(result.value(u"from"_s).toString(), u"2026-09-30T21:00:00Z"_s); // Nairobi's midnight
        QCOMPARE(result.value(u"to"_s).toString(), u"2026-10-31T21:00:00Z"_s);
        QVERIFY(result.value(u"statement_id"_s).toString().startsWith(u"stm-"_s));
        QVERIFY(result.value(u"wallet_id"_s).toString().startsWith(u"wlt-"_s));
        QFile file(result.value(u"file"_s).toString());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = file.readAll().trimmed().split('\n');
        QCOMPARE(qint64(rows.size() - 1), result.value(u"lines"_s).toInteger());
        QVERIFY(rows.at(1).contains(";KES;"));
        QVERIFY(rows.at(1).contains(',')); // the decimal comma
    }

    // The accounting formats from the command line, each checked by what is not Paydesk's: the
    // MT940 read back by mt940js, the CAMT.053 validated against the ISO 20022 schema; their
    // balances and lines are those of the CSV of the same period.
    void accountingFormats()
    {
        const QString period = u"2026-10-01..2026-10-31"_s;
        QStringList csvArgs = exportArgs(u"csv"_s, path(u"kes.csv"_s), period);
        const CliRun csv = cli(csvArgs << u"--json"_s);
        QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
        const QJsonObject csvResult = QJsonDocument::fromJson(csv.out.toUtf8()).object();
        const qint64 lines = csvResult.value(u"lines"_s).toInteger();
        QVERIFY(lines > 0);
        const QString opening = csvResult.value(u"opening_balance"_s).toString();
        const QString closing = csvResult.value(u"closing_balance"_s).toString();

        QStringList mtArgs = exportArgs(u"mt940"_s, path(u"kes.sta"_s), period);
        const CliRun mt = cli(mtArgs << u"--json"_s);
        QVERIFY2(mt.exitCode == 0, qPrintable(mt.err));
        QString error;
        const QJsonArray messages = paydesk::test::readMt940(path(u"kes.sta"_s), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        const auto decimal = [](const QJsonValue &v) { return QString::number(v.toDouble(), 'f', 2); };
        QCOMPARE(decimal(messages.first()[u"openingBalance"_s]), opening);
        QCOMPARE(decimal(messages.last()[u"closingBalance"_s]), closing);
        qint64 transactions = 0;
        for (const QJsonValue &m : messages)
            transactions += m[u"transactions"_s].toArray().size();
        QCOMPARE(transactions, lines);

        for (const QString &format : {u"camt053"_s, u"camt053v08"_s}) {
            const QString file = path(u"kes-%1.xml"_s.arg(format));
            QStringList camtArgs = exportArgs(format, file, period);
            const CliRun camt = cli(camtArgs << u"--json"_s);
            QVERIFY2(camt.exitCode == 0, qPrintable(camt.err));
            QCOMPARE(QJsonDocument::fromJson(camt.out.toUtf8()).object().value(u"lines"_s).toInteger(),
                     lines);
            const QString invalid = paydesk::test::camtSchemaError(file);
            QVERIFY2(invalid.isEmpty(), qPrintable(invalid));
            QFile xml(file);
            QVERIFY(xml.open(QIODevice::ReadOnly));
            const QByteArray text = xml.readAll();
            QCOMPARE(text.count("<Ntry>"), lines);
            const QByteArray openingBalance
                = QByteArray("<Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy=\"KES\">") + opening.toUtf8() + "</Amt>";
            QVERIFY(text.contains(openingBalance));
            const QByteArray closingBalance
                = QByteArray("<Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy=\"KES\">") + closing.toUtf8() + "</Amt>";
            QVERIFY(text.contains(closingBalance));
        }
    }

    void pdfWithoutADisplay()
    {
        QProcessEnvironment noDisplay;
        noDisplay.insert(u"DISPLAY"_s, QString());
        noDisplay.insert(u"WAYLAND_DISPLAY"_s, QString());
        const CliRun run = cli(exportArgs(u"pdf"_s, path(u"kes.pdf"_s)), noDisplay);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QFile file(path(u"kes.pdf"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("replace"); // option, value
        QTest::addColumn<QString>("inError");
        QTest::newRow("format") << QStringList {u"--format"_s, u"xlsx"_s} << u"xlsx"_s;
        QTest::newRow("profile") << QStringList {u"--profile"_s, u"Acme"_s} << u"no profile"_s;
        QTest::newRow("period words") << QStringList {u"--period"_s, u"last-year"_s} << u"--period"_s;
        QTest::newRow("period order")
            << QStringList {u"--period"_s, u"2026-10-31..2026-10-01"_s} << u"before"_s;
        QTest::newRow("period too long")
            << QStringList {u"--period"_s, u"2024-01-01..2026-01-01"_s} << u"366"_s;
        QTest::newRow("period to come") << QStringList {u"--period"_s, u"2099-01-01"_s} << u"not begun"_s;
        QTest::newRow("zone unknown") << QStringList {u"--zone"_s, u"Mars/Olympus"_s} << u"Mars/Olympus"_s;
        // Midnight in Kolkata is 18:30 UTC: not on the hour, which the service refuses.
        QTest::newRow("zone off the hour") << QStringList {u"--zone"_s, u"Asia/Kolkata"_s} << u"UTC"_s;
    }
    void badArguments()
    {
        QFETCH(QStringList, replace);
        QFETCH(QString, inError);
        QStringList args = exportArgs(u"csv"_s, path(u"out.csv"_s));
        const qsizetype at = args.indexOf(replace.front());
        args[at + 1] = replace.back();
        const CliRun run = cli(args);
        expectRefused(run, 2, inError);
        if (QLatin1StringView(QTest::currentDataTag()) == "profile"_L1)
            QVERIFY2(run.err.contains(u"Local sandbox"_s), qPrintable(run.err)); // the profiles there are
    }

    void unknownWallet()
    {
        QStringList args = exportArgs(u"csv"_s, path(u"out.csv"_s));
        args[args.indexOf(u"--wallet"_s) + 1] = u"EUR"_s;
        const CliRun run = cli(args);
        expectRefused(run, 2, u"EUR"_s);
        QVERIFY2(run.err.contains(u"KES"_s), qPrintable(run.err)); // the wallets there are
    }

    void aFolderThatDoesNotExist()
    {
        const CliRun run = cli(exportArgs(u"csv"_s, path(u"no/such/folder/out.csv"_s)));
        expectRefused(run, 1, u"out.csv"_s);
        QVERIFY(!QFileInfo::exists(path(u"no"_s)));
    }

    void aStatementTheServiceFails()
    {
        // The sandbox fails a statement of a period before 2001.
        const CliRun run = cli(exportArgs(u"csv"_s, path(u"old.csv"_s), u"2000-12-01..2000-12-31"_s));
        expectRefused(run, 1, u"statement"_s);
    }

    void anOlderFileStaysWhenTheExportFails()
    {
        QFile older(path(u"kes.csv"_s));
        QVERIFY(older.open(QIODevice::WriteOnly));
        older.write("yesterday's export\n");
        older.close();
        const CliRun run = cli(exportArgs(u"csv"_s, path(u"kes.csv"_s), u"2000-12-01..2000-12-31"_s));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(older.open(QIODevice::ReadOnly));
        QCOMPARE(older.readAll(), QByteArray("yesterday's export\n"));
        QCOMPARE(leftFiles(), QStringList {u"kes.csv"_s});
    }

    void theLocalSandboxServedByAnotherProgram()
    {
        // Paydesk's window serves the Local sandbox from this file: a second service on it would
        // overwrite its records, so the command says so instead.
        const QString folder = path(u".local/share/Paydesk/Paydesk"_s);
        QVERIFY(QDir().mkpath(folder));
        paydesk::core::ProcessLock window(folder + u"/local-sandbox.sqlite.lock"_s);
        QCOMPARE(window.tryLock(), paydesk::core::ProcessLock::Result::Locked);
        const CliRun run = cli(exportArgs(u"csv"_s, path(u"kes.csv"_s)));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.contains(u"in use by another program"_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(path(u"kes.csv"_s)));
        window.unlock();
        const CliRun again = cli(exportArgs(u"csv"_s, path(u"kes.csv"_s)));
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    }

    void missingOptionsAreBadArguments()
    {
        const CliRun run = cli({u"statement"_s, u"export"_s, u"--wallet"_s, u"KES"_s});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY(leftFiles().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPaydeskCliStatement)
#include "tst_paydeskcli_statement.moc"
