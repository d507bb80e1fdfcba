// SPDX-License-Identifier: GPL-3.0-or-later
// `paydesk-cli payouts list` run as the real program against a sandbox service the test starts
// (its demo history: hundreds of payouts over four months, several pages), with a Sandbox profile
// whose key is in a private key file: every payout of the period in the CSV or JSON file, as the
// service lists them (read here independently, page by page over HTTP), the states in words and
// codes, only the states asked for, a day of a time zone as that zone's day; and each bad input (an
// unknown state, format, profile or time zone, a malformed date, a key file others can read, the
// service unreachable or refusing, a folder that does not exist) with its exit status, one line on
// standard error, and no file left behind (an earlier file of that name untouched).
#include "CliRun.h"
#include "CliSandbox.h"
#include "SandboxFixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::Literals::StringLiterals;
using paydesk::test::CliRun;

namespace {

// RFC 4180 as CsvWriter writes it: CRLF rows, quoted fields with doubled quotes.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\r') {
            continue;
        } else if (c == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

struct ServicePayout
{
    QString state;
    QString context;
};

} // namespace

class TestPaydeskCliPayouts : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<paydesk::test::CliSandbox> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_home;
    std::unique_ptr<QTemporaryDir> m_out; // where the files are written: nothing else is there
    QString m_keyFile;
    QDate m_from;
    QDate m_to;
    QHash<QString, ServicePayout> m_service; // the period's payouts as GET /payouts lists them (UTC days)

    CliRun cli(const QStringList &arguments, const QProcessEnvironment &extra = {})
    {
        return paydesk::test::runCli(m_home->path(), arguments, {}, extra);
    }

    QStringList listArguments(const QString &format, const QString &file) const
    {
        return {u"payouts"_s,   u"list"_s,
                u"--profile"_s, u"Test sandbox"_s,
                u"--from"_s,    m_from.toString(Qt::ISODate),
                u"--to"_s,      m_to.toString(Qt::ISODate),
                u"--zone"_s,    u"UTC"_s,
                u"--format"_s,  format,
                u"-o"_s,        file};
    }

    // GET /payouts of [from, to] (RFC 3339), every page, over HTTP.
    QHash<QString, ServicePayout> servicePayouts(const QString &from, const QString &to)
    {
        paydesk::test::HttpClient http(m_sandbox->baseUrl(), m_sandbox->key());
        QHash<QString, ServicePayout> payouts;
        QString cursor;
        do {
            QUrlQuery query {{u"created_at_from"_s, from}, {u"created_at_to"_s, to}};
            if (!cursor.isEmpty())
                query.addQueryItem(u"paging_after"_s, cursor);
            const paydesk::test::HttpResult page = http.get(u"/payouts"_s, query);
            if (page.status != 200)
                return {};
            for (const QJsonValue &value : page.dataArray()) {
                const QJsonObject p = value.toObject();
                const QJsonObject state = p.value(u"state"_s).toObject();
                payouts.insert(p.value(u"id"_s).toString(),
                               {state.value(u"code"_s).toString(), state.value(u"context"_s).toString()});
            }
            cursor = page.json()
                         .value(u"meta"_s)
                         .toObject()
                         .value(u"paging"_s)
                         .toObject()
                         .value(u"cursors"_s)
                         .toObject()
                         .value(u"after"_s)
                         .toString();
        } while (!cursor.isEmpty());
        return payouts;
    }

    static void checkFailure(const CliRun &run, int status, const QString &says)
    {
        QCOMPARE(run.exitCode, status);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.startsWith(u"paydesk-cli: payouts list: "_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QCOMPARE(run.out, QString());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<paydesk::test::CliSandbox>();
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
        m_to = QDateTime::currentDateTimeUtc().date();
        m_from = m_to.addDays(-200);
        m_service = servicePayouts(m_from.toString(Qt::ISODate) + u"T00:00:00Z"_s,
                                   m_to.toString(Qt::ISODate) + u"T23:59:59.999Z"_s);
        QVERIFY2(m_service.size() > 200, "the demo history has hundreds of payouts: several pages");
    }

    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        m_out = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid() && m_out->isValid());
        m_keyFile = m_home->filePath(u"sandbox.key"_s);
        QVERIFY(paydesk::test::writeKeyFile(m_keyFile, m_sandbox->key()));
        const CliRun add
            = cli({u"profile"_s, u"add"_s, u"Test sandbox"_s, u"--base-url"_s,
                   m_sandbox->baseUrl().toString(), u"--kind"_s, u"sandbox"_s, u"--key-file"_s, m_keyFile});
        QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    }

    void csvHasEveryPayout()
    {
        const QString file = m_out->filePath(u"payouts.csv"_s);
        const CliRun run = cli(listArguments(u"csv"_s, file));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(file), qPrintable(run.err)); // where it wrote
        QVERIFY(!run.err.contains(u'\r')); // no progress bar: standard error is no terminal
        QFile read(file);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(read.readAll()));
        QCOMPARE(rows.first(),
                 QStringList({u"Created (UTC)"_s, u"Payout ID"_s, u"Reference"_s, u"Amount"_s, u"Currency"_s,
                              u"State"_s, u"State code"_s, u"Reason"_s, u"Reason code"_s, u"Wallet ID"_s,
                              u"Payment account ID"_s, u"Purpose code"_s, u"Receipt"_s, u"Purpose"_s}));
        QCOMPARE(rows.size() - 1, m_service.size());
        QSet<QString> ids;
        QSet<QString> states;
        for (qsizetype i = 1; i < rows.size(); ++i) {
            const QStringList &row = rows.at(i);
            QCOMPARE(row.size(), 14);
            const QString id = row.at(1);
            QVERIFY2(m_service.contains(id), qPrintable(id));
            QCOMPARE(row.at(6), m_service.value(id).state);
            QCOMPARE(row.at(8), m_service.value(id).context);
            const QString words = row.at(5);
            const QString code = row.at(6);
            states.insert(code);
            const QHash<QString, QString> label {{u"SENT"_s, u"Sent"_s},
                                                 {u"FAILED"_s, u"Failed"_s},
                                                 {u"PENDING"_s, u"Pending"_s},
                                                 {u"REVERSED"_s, u"Reversed"_s},
                                                 {u"CANCELLED"_s, u"Cancelled"_s}};
            QCOMPARE(words, label.value(code));
            if (code == u"FAILED"_s)
                QVERIFY2(!row.at(7).isEmpty(), "a failed payout says why, in words");
            QVERIFY(QDateTime::fromString(row.at(0), Qt::ISODateWithMs).isValid());
            ids.insert(id);
        }
        QCOMPARE(ids.size(), m_service.size());
        QVERIFY2(states.contains(u"SENT"_s) && states.contains(u"FAILED"_s), "the demo has both");
        QCOMPARE(paydesk::test::entriesOf(m_out->path()), QStringList {u"payouts.csv"_s});
    }

    void onlyTheStatesAskedFor()
    {
        int expected = 0;
        for (const ServicePayout &p : std::as_const(m_service))
            expected += p.state == u"FAILED"_s || p.state == u"REVERSED"_s;
        QVERIFY(expected > 0);
        const QString repeated = m_out->filePath(u"repeated.json"_s);
        const CliRun run = cli(listArguments(u"json"_s, repeated)
                               + QStringList {u"--state"_s, u"failed"_s, u"--state"_s, u"REVERSED"_s});
        QCOMPARE(run.exitCode, 0);
        QFile read(repeated);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const QJsonArray payouts = QJsonDocument::fromJson(read.readAll()).array();
        QCOMPARE(payouts.size(), expected);
        for (const QJsonValue &value : payouts) {
            const QJsonObject p = value.toObject();
            const QJsonObject state = p.value(u"state"_s).toObject();
            const QString code = state.value(u"code"_s).toString();
            QVERIFY2(code == u"FAILED"_s || code == u"REVERSED"_s, qPrintable(code));
            QCOMPARE(code, m_service.value(p.value(u"id"_s).toString()).state);
            QVERIFY(!state.value(u"label"_s).toString().isEmpty());
            QVERIFY(p.value(u"id"_s).toString().startsWith(u"pyt-"_s));
            QVERIFY(!p.value(u"amount"_s).toObject().value(u"value"_s).toString().isEmpty());
        }
        // The same with the states separated by a comma.
        const QString comma = m_out->filePath(u"comma.json"_s);
        QCOMPARE(cli(listArguments(u"json"_s, comma) + QStringList {u"--state=reversed,FAILED"_s}).exitCode,
                 0);
        QFile again(comma);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(again.readAll()).array(), payouts);
    }

    void jsonHasEveryPayout()
    {
        const QString file = m_out->filePath(u"payouts.json"_s);
        QCOMPARE(cli(listArguments(u"json"_s, file)).exitCode, 0);
        QFile read(file);
        QVERIFY(read.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonArray payouts = QJsonDocument::fromJson(read.readAll(), &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(payouts.size(), m_service.size());
    }

    // --from and --to are days of --zone: Nairobi's day starts at 21:00 UTC the day before.
    void daysOfTheZone()
    {
        const QDate day = m_to.addDays(-10);
        const QTimeZone nairobi("Africa/Nairobi");
        const QString from = day.startOfDay(nairobi).toUTC().toString(u"yyyy-MM-dd'T'HH:mm:ss'Z'"_s);
        const QString to = day.addDays(1).startOfDay(nairobi).toUTC().addMSecs(-1).toString(
            u"yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"_s);
        QCOMPARE(from, day.addDays(-1).toString(Qt::ISODate) + u"T21:00:00Z"_s);
        const QHash<QString, ServicePayout> expected = servicePayouts(from, to);
        const QString file = m_out->filePath(u"day.json"_s);
        const CliRun run = cli({u"payouts"_s, u"list"_s, u"--profile"_s, u"Test sandbox"_s, u"--from"_s,
                                day.toString(Qt::ISODate), u"--to"_s, day.toString(Qt::ISODate), u"--zone"_s,
                                u"Africa/Nairobi"_s, u"--format"_s, u"json"_s, u"--output"_s, file});
        QCOMPARE(run.exitCode, 0);
        QFile read(file);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const QJsonArray payouts = QJsonDocument::fromJson(read.readAll()).array();
        QSet<QString> ids;
        for (const QJsonValue &value : payouts)
            ids.insert(value.toObject().value(u"id"_s).toString());
        QCOMPARE(ids, QSet<QString>(expected.keyBegin(), expected.keyEnd()));
    }

#ifdef Q_OS_LINUX
    // At a terminal the payouts read are counted on standard error, and the count cleared before
    // the last line.
    void progressAtATerminal()
    {
        const QString file = m_out->filePath(u"payouts.csv"_s);
        const paydesk::test::TerminalRun run = paydesk::test::runOnTerminal(
            listArguments(u"csv"_s, file), {}, paydesk::test::cliEnvironment(m_home->path()));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.contains("\rReading payouts"), run.output.constData());
        QVERIFY(run.output.contains("\r\x1b[KWrote "));
        QVERIFY(QFile::exists(file));
    }
#endif

    void badInput_data()
    {
        QTest::addColumn<QStringList>("change"); // option, value: replaces or adds
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown state") << QStringList {u"--state"_s, u"PAID"_s} << 2 << u"PAID"_s;
        QTest::newRow("unknown format") << QStringList {u"--format"_s, u"xlsx"_s} << 2 << u"xlsx"_s;
        QTest::newRow("month 13") << QStringList {u"--from"_s, u"2026-13-01"_s} << 2 << u"2026-13-01"_s;
        QTest::newRow("words for a date") << QStringList {u"--to"_s, u"yesterday"_s} << 2 << u"YYYY-MM-DD"_s;
        QTest::newRow("day first") << QStringList {u"--from"_s, u"01/11/2026"_s} << 2 << u"01/11/2026"_s;
        QTest::newRow("ends before it starts")
            << QStringList {u"--from"_s, u"2099-01-01"_s} << 2 << u"--to"_s;
        QTest::newRow("unknown zone")
            << QStringList {u"--zone"_s, u"Mars/Olympus"_s} << 2 << u"Mars/Olympus"_s;
        QTest::newRow("unknown profile") << QStringList {u"--profile"_s, u"Acme"_s} << 2 << u"Test sandbox"_s;
        QTest::newRow("no such folder")
            << QStringList {u"-o"_s, u"missing/payouts.csv"_s} << 1 << u"missing/payouts.csv"_s;
    }
    void badInput()
    {
        QFETCH(QStringList, change);
        QFETCH(int, status);
        QFETCH(QString, says);
        QStringList arguments = listArguments(u"csv"_s, m_out->filePath(u"payouts.csv"_s));
        QString value = change.at(1);
        if (value.startsWith(u"missing/"_s))
            value = m_out->filePath(value);
        const qsizetype at = arguments.indexOf(change.at(0));
        if (at >= 0)
            arguments[at + 1] = value;
        else
            arguments << change.at(0) << value;
        checkFailure(cli(arguments), status, says);
        QCOMPARE(paydesk::test::entriesOf(m_out->path()), QStringList());
    }

    void keyFileReadableByOthers()
    {
        QVERIFY(QFile::setPermissions(m_keyFile, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QProcessEnvironment env;
        env.insert(u"PAYDESK_KEY_FILE"_s, m_keyFile);
        checkFailure(cli(listArguments(u"csv"_s, m_out->filePath(u"payouts.csv"_s)), env), 2, u"chmod 600"_s);
        QCOMPARE(paydesk::test::entriesOf(m_out->path()), QStringList());
    }

    // A failure after the file was begun: nothing of it is left, and a file of that name stays as it was.
    void failureLeavesNoFile_data()
    {
        QTest::addColumn<bool>("unreachable");
        QTest::newRow("service unreachable") << true;
        QTest::newRow("service refuses") << false;
    }
    void failureLeavesNoFile()
    {
        QFETCH(bool, unreachable);
        const QString file = m_out->filePath(u"payouts.csv"_s);
        {
            QFile earlier(file);
            QVERIFY(earlier.open(QIODevice::WriteOnly));
            earlier.write("yesterday's export\n");
        }
        QStringList arguments = listArguments(u"csv"_s, file);
        if (unreachable) {
            const CliRun add = cli({u"profile"_s, u"add"_s, u"Gone"_s, u"--base-url"_s,
                                    paydesk::test::closedServiceUrl().toString(), u"--kind"_s, u"sandbox"_s,
                                    u"--key-file"_s, m_keyFile});
            QCOMPARE(add.exitCode, 0);
            arguments[arguments.indexOf(u"--profile"_s) + 1] = u"Gone"_s;
        } else {
            paydesk::test::HttpClient http(m_sandbox->baseUrl(), m_sandbox->key());
            QCOMPARE(http.post(u"/_sandbox/faults"_s,
                               QJsonObject {{u"method"_s, u"GET"_s},
                                            {u"path"_s, u"/v1/payouts"_s},
                                            {u"action"_s, u"status"_s},
                                            {u"status"_s, 403},
                                            {u"count"_s, 1}})
                         .status,
                     201);
        }
        checkFailure(cli(arguments), 1, unreachable ? u"could not be reached"_s : u"Test sandbox"_s);
        QCOMPARE(paydesk::test::entriesOf(m_out->path()), QStringList {u"payouts.csv"_s});
        QFile earlier(file);
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        QCOMPARE(earlier.readAll(), QByteArray("yesterday's export\n"));
    }
};

QTEST_GUILESS_MAIN(TestPaydeskCliPayouts)
#include "tst_paydeskcli_payouts.moc"
