// SPDX-License-Identifier: GPL-3.0-or-later
// StatementPdfExport against the sandbox over real HTTP, the PDF read back with poppler's
// pdftotext (-layout), pdfinfo and pdffonts: a statement of several pages has the band (wallet,
// period) and the column headers on every page and "Page n of m" in every footer; the first page
// has the details, the balances, the totals by line type (checked against totals made here from
// the lines the service lists) and the balance check; every line is there; the fonts are
// Paydesk's own, embedded. A statement whose balances do not add up says MISMATCH with the
// difference. Cancel while reading and while writing, a folder that cannot be written and a
// statement that is not ready leave no file, and an older file of that name as it was.
//
// pdftotext, pdfinfo and pdffonts are not optional here: without them the test fails and says so
// (scripts/setup installs poppler-utils). PAYDESK_TEST_KEEP_PDF=<folder> keeps a copy of the
// several-page statement there (docs/screenshots/statement-pdf.png is page 1 of it).
#include "Programs.h"
#include "StatementExportSupport.h"
#include "export/StatementPdfExport.h"
#include "statements/StatementLinesModel.h"

#include <QDir>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

const QLocale kBritish(QLocale::English, QLocale::UnitedKingdom);

// "-1234.50" as the statement writes it in en_GB, made here apart from the painter: digits
// grouped by three with commas, a plus on a credit.
QString british(const QString &wire)
{
    QString digits = wire;
    const bool negative = digits.startsWith(u'-');
    if (negative)
        digits.remove(0, 1);
    const qsizetype point = digits.indexOf(u'.');
    QString whole = point < 0 ? digits : digits.left(point);
    const QString fraction = point < 0 ? QString() : digits.mid(point);
    for (qsizetype i = whole.size() - 3; i > 0; i -= 3)
        whole.insert(i, u',');
    const bool zero = !digits.contains(QRegularExpression(u"[1-9]"_s));
    return (negative ? u"-"_s : (zero ? QString() : u"+"_s)) + whole + fraction;
}

QString minorToWire(qint64 minor)
{
    const QString sign = minor < 0 ? u"-"_s : QString();
    const qint64 a = minor < 0 ? -minor : minor;
    return sign + QString::number(a / 100) + u'.' + QString::number(a % 100).rightJustified(2, u'0');
}

} // namespace

class TestStatementPdfExport : public QObject
{
    Q_OBJECT

    StatementExportSandbox m_env;
    QTemporaryDir m_dir;
    QTemporaryDir m_spoolDir; // TMPDIR of this test: a spool left behind would be seen
    int m_files = 0;

    HttpClient &http() { return m_env.http(); }

    static StatementPdfExport::Header header()
    {
        StatementPdfExport::Header h;
        h.walletLabel = u"Operating float"_s;
        h.profileName = u"Local sandbox"_s;
        h.zone = QTimeZone("Africa/Nairobi");
        h.locale = kBritish;
        return h;
    }

    // A READY statement as the client reads it (id, wallet, period, balances).
    api::Statement readyStatement(const QDateTime &from, const QDateTime &to)
    {
        return statementOf(m_env.readyStatement(m_env.walletId, from, to));
    }

    // The statement as the client reads it.
    api::Statement statementOf(const QJsonObject &ready)
    {
        if (ready.isEmpty())
            return {};
        const api::ApiResult read = wait(m_env.client->getStatement(ready.value(u"id").toString()));
        const auto *statement = read.value<api::Statement>();
        return statement ? *statement : api::Statement();
    }

    api::Statement lastYearStatement() { return statementOf(m_env.lastYearStatement(m_env.walletId)); }

    QJsonArray allLines(const QString &statementId) { return m_env.lines(statementId); }

    struct Run
    {
        QString error; // empty when it succeeded
        int pages = 0; // as the task counted them
        QList<std::pair<qint64, qint64>> progress;
    };

    Run runExport(StatementPdfExport *task)
    {
        auto run = std::make_shared<Run>();
        std::optional<bool> end;
        connect(task, &tasks::Task::progressChanged, this, [run](qint64 done, qint64 total) {
            run->progress.append({done, total});
        });
        connect(task, &tasks::Task::finished, this, [&, task](bool ok, const QString &error) {
            end = ok;
            run->pages = task->pageCount();
            run->error = ok ? QString() : (error.isEmpty() ? u"failed without words"_s : error);
        });
        if (!QTest::qWaitFor([&] { return end.has_value(); }, 120000))
            run->error = u"no end"_s;
        return *run;
    }

    static QString tool(const QString &name) { return requiredProgram(name); }

    // The text of each page (pdftotext -layout), white space as plain spaces.
    QStringList pagesOf(const QString &pdf)
    {
        QProcess p;
        p.start(tool(u"pdftotext"_s), {u"-layout"_s, u"-enc"_s, u"UTF-8"_s, pdf, u"-"_s});
        if (!p.waitForFinished(120000) || p.exitCode() != 0) {
            qWarning() << "pdftotext:" << p.readAllStandardError();
            return {};
        }
        QString text = QString::fromUtf8(p.readAllStandardOutput());
        text.replace(u'\u00a0', u' ').replace(u'\u202f', u' ');
        QStringList pages = text.split(u'\f');
        while (!pages.isEmpty() && pages.last().trimmed().isEmpty())
            pages.removeLast();
        return pages;
    }

    // pdffonts' lines, one a font: "ABCDEF+NotoSans-Regular  CID TrueType  Identity-H  yes yes yes ...".
    QStringList fontsOf(const QString &pdf)
    {
        QProcess p;
        p.start(tool(u"pdffonts"_s), {pdf});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            return {};
        QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        return lines.mid(2); // the header and its rule
    }

    int pdfPages(const QString &pdf)
    {
        QProcess p;
        p.start(tool(u"pdfinfo"_s), {pdf});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            return -1;
        const QRegularExpressionMatch m
            = QRegularExpression(u"^Pages:\\s+(\\d+)"_s, QRegularExpression::MultilineOption)
                  .match(QString::fromUtf8(p.readAllStandardOutput()));
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }

    // The line of the page's text that holds all of `parts`, in that order, or an empty string.
    static QString rowWith(const QString &page, const QStringList &parts)
    {
        QStringList escaped;
        for (const QString &part : parts)
            escaped << QRegularExpression::escape(part);
        const QRegularExpression row(u"^.*"_s + escaped.join(u"\\s+.*"_s) + u".*$"_s,
                                     QRegularExpression::MultilineOption);
        return row.match(page).captured();
    }

    QStringList spools() { return QDir(m_spoolDir.path()).entryList(QDir::Files | QDir::Hidden); }

    // Cancels the export when `when` says so; the file and its older version are checked.
    void cancelWhen(const std::function<bool(qint64, qint64)> &when)
    {
        QCOMPARE(m_env.bulkFill(400), QByteArray());
        const api::Statement statement = lastYearStatement();
        QVERIFY(!statement.id.isEmpty());
        QTemporaryDir dir; // of its own: nothing else in it
        QVERIFY(dir.isValid());
        const QString older = dir.filePath(u"older.pdf"_s);
        {
            QFile f(older);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("an older statement");
        }
        const QString fresh = dir.filePath(u"fresh.pdf"_s);
        for (const QString &path : {older, fresh}) {
            QPointer<StatementPdfExport> task
                = new StatementPdfExport(m_env.client.get(), statement, header(), path);
            bool ended = false;
            bool cancelled = false;
            connect(task, &tasks::Task::finished, this, [&] { ended = true; });
            connect(task, &tasks::Task::progressChanged, this, [&](qint64 done, qint64 total) {
                if (!cancelled && when(done, total)) {
                    cancelled = true;
                    task->cancel();
                }
            });
            QTRY_VERIFY_WITH_TIMEOUT(task.isNull(), 60000);
            QVERIFY(cancelled);
            QVERIFY(!ended);
        }
        QCOMPARE(StatementExportSandbox::fileBytes(older), QByteArray("an older statement"));
        QVERIFY(!QFile::exists(fresh));
        // No temporary file left beside them, nor a spool.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"older.pdf"_s});
        QCOMPARE(spools(), QStringList());
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Required, not optional: scripts/setup installs poppler-utils.
        for (const QString &name : {u"pdftotext"_s, u"pdfinfo"_s, u"pdffonts"_s})
            QVERIFY2(!tool(name).isEmpty(),
                     qPrintable(name + u" is missing: install poppler-utils (scripts/setup does)"_s));
        QVERIFY(m_dir.isValid());
        QVERIFY(m_spoolDir.isValid());
        qputenv("TMPDIR", QFile::encodeName(m_spoolDir.path()));
#ifdef Q_OS_WIN
        qputenv("TMP", QFile::encodeName(m_spoolDir.path())); // what QDir::tempPath() reads there
#endif
        QCOMPARE(QDir::tempPath(), m_spoolDir.path());
        QVERIFY(header().zone.isValid());
    }

    void init()
    {
        QCOMPARE(m_env.start(), QString());
    }

    void cleanup()
    {
        m_env.stop();
    }

    void severalPages()
    {
        QCOMPARE(m_env.bulkFill(400), QByteArray());
        const api::Statement statement = lastYearStatement();
        QVERIFY(!statement.id.isEmpty());
        const QJsonArray lines = allLines(statement.id);
        QVERIFY2(lines.size() > 8 * StatementPdfExport::pageSize, qPrintable(QString::number(lines.size())));

        const QString path = m_dir.filePath(u"statement-%1.pdf"_s.arg(++m_files));
        const Run run = runExport(new StatementPdfExport(m_env.client.get(), statement, header(), path));
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        if (const QString keep = qEnvironmentVariable("PAYDESK_TEST_KEEP_PDF"); !keep.isEmpty()) {
            QFile::remove(keep + u"/statement.pdf"_s);
            QFile::copy(path, keep + u"/statement.pdf"_s);
        }

        // Progress: lines read with no total, then the writing with a total, to the end.
        QVERIFY(run.progress.size() > 8);
        QVERIFY(std::any_of(run.progress.cbegin(), run.progress.cend(),
                            [](const auto &p) { return p.first > 0 && p.second == 0; }));
        QCOMPARE(run.progress.last(), std::make_pair(qint64(2 * lines.size()), qint64(2 * lines.size())));
        for (qsizetype i = 1; i < run.progress.size(); ++i)
            QVERIFY(run.progress[i].first >= run.progress[i - 1].first);

        // Pages: as many as the footers say, about 30 lines a page.
        const int pages = pdfPages(path);
        QCOMPARE(pages, run.pages);
        QVERIFY2(pages >= lines.size() / 40 && pages <= lines.size() / 20 + 2,
                 qPrintable(QString::number(pages)));
        const QStringList text = pagesOf(path);
        QCOMPARE(text.size(), pages);
        // Paydesk's own fonts, embedded with their Unicode maps: nothing of the machine's.
        const QStringList fonts = fontsOf(path);
        QCOMPARE(fonts.size(), 2);
        for (const QString &font : fonts)
            QVERIFY2(font.contains(
                         QRegularExpression(u"^NotoSans-(Regular|Bold) +CID TrueType .* yes +\\w+ +yes "_s)),
                     qPrintable(font));

        // The one date style (the locale's, year in full) on UTC's clock too.
        const QString utcPeriod
            = u"%1 to %2 UTC"_s.arg(statement.from.toUTC().toString(u"dd/MM/yyyy HH:mm"_s),
                                    statement.to.toUTC().toString(u"dd/MM/yyyy HH:mm"_s));
        const QString wallet = u"Operating float (%1)"_s.arg(statement.walletId);
        for (int i = 0; i < pages; ++i) {
            const QString &page = text[i];
            const QByteArray where = "page " + QByteArray::number(i + 1);
            QVERIFY2(page.contains(u"Wallet statement"), where);
            QVERIFY2(page.contains(wallet), where);
            QVERIFY2(page.contains(utcPeriod), where);
            QVERIFY2(page.contains(u"Times in Nairobi"), where); // the zone as a city
            QVERIFY2(
                !rowWith(page, {u"Date"_s, u"Description"_s, u"Amount (KES)"_s, u"Balance after (KES)"_s})
                     .isEmpty(),
                where);
            QVERIFY2(page.contains(u"Page %1 of %2"_s.arg(i + 1).arg(pages)), where);
            QVERIFY2(page.contains(u"Statement %1"_s.arg(statement.id)), where);
        }

        // Page 1: the details, the balances, the totals by type, the balance check.
        const QString &first = text.first();
        QVERIFY(first.contains(u"Statement ID"));
        QVERIFY(first.contains(u"(Nairobi)"));
        QVERIFY(!first.contains(u"Africa/"));
        QVERIFY(!rowWith(first, {u"Profile"_s, u"Local sandbox"_s}).isEmpty());
        QVERIFY(!rowWith(first, {u"Currency"_s, u"KES"_s, u"Kenyan shilling"_s}).isEmpty());
        const QString opening = u"KES " + british(statement.openingBalance.toWire()).remove(u'+');
        const QString closing = u"KES " + british(statement.closingBalance.toWire()).remove(u'+');
        QVERIFY2(!rowWith(first, {u"Opening balance"_s, opening}).isEmpty(), qPrintable(opening));
        QVERIFY2(!rowWith(first, {u"Closing balance"_s, closing}).isEmpty(), qPrintable(closing));
        QVERIFY(first.contains(u"Totals by line type"));
        QVERIFY(first.contains(u"Balance check: the balances agree"));
        QString flat = first;
        flat.replace(QRegularExpression(u"\\s+"_s), u" "_s); // the explanation wraps
        QVERIFY2(flat.contains(u"Opening balance %1 + "_s.arg(opening)), qPrintable(flat));
        QVERIFY2(flat.contains(u"= closing balance %1."_s.arg(closing)), qPrintable(flat));

        struct Sum
        {
            qint64 lines = 0, debits = 0, credits = 0;
        };
        QMap<QString, Sum> byType;
        Sum all;
        for (const QJsonValue &v : lines) {
            const qint64 minor
                = Money::parse(v[u"amount"_s][u"value"_s].toString(), u"KES").money.minorUnits();
            for (Sum *s : {&byType[v[u"type"_s].toString()], &all}) {
                ++s->lines;
                (minor < 0 ? s->debits : s->credits) += minor;
            }
        }
        QVERIFY(byType.size() >= 2);
        const auto expectRow = [&](const QString &label, const Sum &s) {
            const QStringList parts {label, kBritish.toString(s.lines), british(minorToWire(s.debits)),
                                     british(minorToWire(s.credits))};
            QVERIFY2(!rowWith(first, parts).isEmpty(), qPrintable(parts.join(u" | ")));
        };
        for (auto it = byType.cbegin(); it != byType.cend(); ++it)
            expectRow(statements::StatementLinesModel::typeText(it.key()), it.value());
        expectRow(u"Total"_s, all);

        // Every line, in order, with its type in words, its signed amount and its balance.
        QString body;
        for (const QString &page : text)
            body += page;
        qsizetype at = 0;
        for (const QJsonValue &v : lines) {
            const QString id = v[u"id"_s].toString();
            const qsizetype found = body.indexOf(id, at);
            QVERIFY2(found >= 0, qPrintable(id));
            at = found + id.size();
            const QString payout = v[u"resource"_s][u"payout_id"_s].toString();
            if (!payout.isEmpty())
                QVERIFY2(!rowWith(body, {u"Payout "_s + payout, id}).isEmpty(), qPrintable(payout));
        }
        QCOMPARE(body.count(QRegularExpression(u"\\bstl-"_s)), lines.size());
        const QJsonObject firstLine = lines.first().toObject();
        QVERIFY(!rowWith(body,
                         {statements::StatementLinesModel::typeText(firstLine[u"type"_s].toString()),
                          british(firstLine[u"amount"_s][u"value"_s].toString()),
                          british(firstLine[u"balance"_s][u"value"_s].toString()).remove(u'+')})
                     .isEmpty());
        const auto debit = std::find_if(lines.begin(), lines.end(), [](const QJsonValue &v) {
            return v[u"amount"_s][u"value"_s].toString().startsWith(u'-');
        });
        QVERIFY(debit != lines.end());
        QVERIFY(!rowWith(body,
                         {statements::StatementLinesModel::typeText((*debit)[u"type"_s].toString()),
                          british((*debit)[u"amount"_s][u"value"_s].toString())})
                     .isEmpty());
        QCOMPARE(spools(), QStringList());
    }

    void mismatchIsShown()
    {
        api::Statement statement = lastYearStatement();
        QVERIFY(!statement.id.isEmpty());
        // The closing balance 12.34 more than the lines give: the document must say so.
        const Money told = *statement.closingBalance.checkedAdd(Money::fromMinorUnits(1234, u"KES"));
        statement.closingBalance = told;
        const QString path = m_dir.filePath(u"mismatch.pdf"_s);
        const Run run = runExport(new StatementPdfExport(m_env.client.get(), statement, header(), path));
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        const QStringList text = pagesOf(path);
        QVERIFY(!text.isEmpty());
        QString first = text.first();
        first.replace(QRegularExpression(u"\\s+"_s), u" "_s); // the explanation wraps
        QVERIFY2(first.contains(u"Balance check: MISMATCH"), qPrintable(first));
        QVERIFY2(first.contains(u"a difference of KES 12.34"), qPrintable(first));
        QVERIFY(!first.contains(u"the balances agree"));
    }

    void localeNumbers()
    {
        const api::Statement statement = lastYearStatement();
        QVERIFY(!statement.id.isEmpty());
        StatementPdfExport::Header french = header();
        french.locale = QLocale(QLocale::French, QLocale::France);
        const QString path = m_dir.filePath(u"french.pdf"_s);
        const Run run = runExport(new StatementPdfExport(m_env.client.get(), statement, french, path));
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        const QStringList text = pagesOf(path);
        QVERIFY(!text.isEmpty());
        // French digits: a space between groups, a decimal comma, the currency after the number.
        QString closing = statement.closingBalance.toDisplayWithCurrency(french.locale);
        closing.replace(u'\u00a0', u' ').replace(u'\u202f', u' ');
        QVERIFY(closing.contains(u','));
        QVERIFY2(!rowWith(text.first(), {u"Closing balance"_s, closing}).isEmpty(), qPrintable(closing));
        const QString from = statement.from.toTimeZone(french.zone).toString(u"dd/MM/yyyy"_s);
        QVERIFY2(text.first().contains(from), qPrintable(from));
    }

    void emptyPeriod()
    {
        // 2005: the wallet did not exist yet; a statement of no lines is still a statement.
        const api::Statement statement = readyStatement(QDateTime(QDate(2005, 1, 1), QTime(0, 0), Qt::UTC),
                                                        QDateTime(QDate(2005, 2, 1), QTime(0, 0), Qt::UTC));
        QVERIFY(!statement.id.isEmpty());
        const QString path = m_dir.filePath(u"empty.pdf"_s);
        const Run run = runExport(new StatementPdfExport(m_env.client.get(), statement, header(), path));
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.progress.last(), std::make_pair(qint64(1), qint64(1)));
        QCOMPARE(pdfPages(path), 1);
        const QStringList text = pagesOf(path);
        QCOMPARE(text.size(), 1);
        QVERIFY(text.first().contains(u"There are no lines in this period."));
        QVERIFY(text.first().contains(u"Page 1 of 1"));
        QVERIFY(text.first().contains(u"Balance check: the balances agree"));
    }

    void cancelWhileReading()
    {
        cancelWhen(
            [](qint64 done, qint64 total) { return total == 0 && done >= 2 * StatementPdfExport::pageSize; });
    }

    void cancelWhileWriting()
    {
        // After the first slice of pages was painted (or, when one slice painted them all, before
        // the file is committed).
        cancelWhen([](qint64 done, qint64 total) { return total > 0 && done > total / 2; });
    }

    void unwritableFolder()
    {
        const api::Statement statement = lastYearStatement();
        QVERIFY(!statement.id.isEmpty());
        const QString path = m_dir.filePath(u"no such folder/statement.pdf"_s);
        const Run run = runExport(new StatementPdfExport(m_env.client.get(), statement, header(), path));
        QVERIFY2(run.error.contains(u"cannot be written"), qPrintable(run.error));
        QVERIFY2(run.error.contains(QDir::toNativeSeparators(path)), qPrintable(run.error));
        // Said before a line was read.
        QVERIFY(std::none_of(run.progress.cbegin(), run.progress.cend(),
                             [](const auto &p) { return p.first > 0; }));
        QVERIFY(!QFile::exists(path));
    }

    void notReadyRefused()
    {
        // A period before 2001 fails to generate: its lines are never ready (409 STATEMENT_NOT_READY).
        const QJsonObject body {
            {u"wallet_id"_s, m_env.walletId},
            {u"period"_s, QJsonObject {{u"from"_s, u"2000-01-01"_s}, {u"to"_s, u"2000-02-01"_s}}}};
        const HttpResult created = http().post(u"/wallet-statements"_s, body);
        QCOMPARE(created.status, 202);
        api::Statement statement;
        statement.id = created.data().value(u"id").toString();
        QVERIFY(!m_env.sandbox->waitForState(u"/wallet-statements/"_s + statement.id, u"FAILED"_s).isEmpty());
        const QString older = m_dir.filePath(u"refused.pdf"_s);
        {
            QFile f(older);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("kept");
        }
        const Run run = runExport(new StatementPdfExport(m_env.client.get(), statement, header(), older));
        QVERIFY2(run.error.contains(u"not ready yet"), qPrintable(run.error));
        QCOMPARE(StatementExportSandbox::fileBytes(older), QByteArray("kept"));
        QCOMPARE(spools(), QStringList());
    }
};

QTEST_MAIN(TestStatementPdfExport)
#include "tst_statementpdfexport.moc"
