// SPDX-License-Identifier: GPL-3.0-or-later
// What Paydesk draws to a file is set in its own fonts and reads back as written:
// - ReportFonts loads Noto Sans from the resources, and the fonts a report gets are those very
//   files, not a system font of the same name; the tests themselves see no other font
//   (tests/support/fonts.conf.in), so that no result here changes with a machine's fonts;
// - wrapAtSpaces breaks lines at spaces only: "(Etc/UTC)", IDs and "KES 12.34" stay whole;
// - a statement PDF made by StatementPdfPainter (no service needed), read back with pdftotext:
//   words with the letter pairs fonts draw as ligatures ("float", "office", "fifty",
//   "affluent", "waffle", "flight") come back letter for letter, the period's time zone whole,
//   the difference of a mismatch whole; pdffonts names Paydesk's fonts, embedded as subsets;
// - the same statement made in a process that sees all of the machine's fonts reads the same, at
//   the same places, on as many pages.
#include "Programs.h"
#include "export/ReportFonts.h"
#include "export/StatementPdfPainter.h"
#include "export/StatementTotals.h"
#include "export/TextWrap.h"

#include <QBuffer>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QtTest>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

// Every word of the wallet's name and the profile's has a pair that DejaVu Sans, Noto Sans and
// most other fonts can draw as one ligature glyph (fi, fl, ff, ffi, ffl).
const QString kWallet = u"Operating float office"_s;
const QString kProfile = u"Fifty affluent waffle flights"_s;
const QStringList kWords {u"Operating"_s, u"float"_s,  u"office"_s, u"Fifty"_s,
                          u"affluent"_s,  u"waffle"_s, u"flights"_s};

api::StatementLine line(int n, qint64 minor, qint64 balance, const QDateTime &at)
{
    api::StatementLine l;
    l.id = u"stl-%1"_s.arg(n, 6, 10, QChar(u'0'));
    l.type = minor < 0 ? u"PAYOUT_INITIATED"_s : u"TOP_UP"_s;
    l.amount = Money::fromMinorUnits(minor, u"KES"_s);
    l.balance = Money::fromMinorUnits(balance, u"KES"_s);
    if (minor < 0)
        l.payoutId = u"pyt-%1"_s.arg(n, 6, 10, QChar(u'0'));
    l.createdAt = at;
    return l;
}

} // namespace

class TestReportFonts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QString run(const QString &program, const QStringList &arguments)
    {
        QProcess p;
        p.start(requiredProgram(program), arguments);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            qWarning() << program << p.readAllStandardError();
            return {};
        }
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    // A statement of `lines` lines whose closing balance is 12.34 more than they give.
    QString makeStatementPdf(int lines, const QString &name)
    {
        api::Statement statement;
        statement.id = u"stm-fonts"_s;
        statement.walletId = u"wlt-ops"_s;
        statement.from = QDateTime(QDate(2026, 10, 1), QTime(0, 0), Qt::UTC);
        statement.to = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
        statement.openingBalance = Money::fromMinorUnits(100000, u"KES"_s);
        QList<api::StatementLine> all;
        qint64 balance = 100000;
        for (int i = 0; i < lines; ++i) {
            const qint64 minor = i % 3 == 0 ? 25050 : -15025;
            balance += minor;
            all.append(line(i + 1, minor, balance, statement.from.addSecs(3600 * (i + 1))));
        }
        statement.closingBalance = Money::fromMinorUnits(balance + 1234, u"KES"_s);
        StatementTotals totals(statement.openingBalance, statement.closingBalance);
        for (const api::StatementLine &l : std::as_const(all))
            totals.add(l);
        totals.setComplete();

        StatementPdfHeader header;
        header.walletLabel = kWallet;
        header.profileName = kProfile;
        header.zone = QTimeZone("Etc/UTC");
        header.locale = QLocale(QLocale::English, QLocale::UnitedKingdom);
        StatementPdfPainter painter(statement, header, statement.to.addSecs(600));
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !painter.begin(&file, totals))
            return {};
        for (const api::StatementLine &l : std::as_const(all))
            painter.paintLine(l);
        return painter.finish() ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const QString &name : {u"pdftotext"_s, u"pdffonts"_s})
            QVERIFY2(!requiredProgram(name).isEmpty(),
                     qPrintable(name + u" is missing: install poppler-utils (scripts/setup does)"_s));
    }

    void theTestsSeeOnlyPaydesksFonts()
    {
#if defined(Q_OS_LINUX)
        // FONTCONFIG_FILE of the tests: the only family is the one Paydesk ships.
        QVERIFY2(qEnvironmentVariable("FONTCONFIG_FILE").endsWith(u"tests/fonts.conf"),
                 "run through ctest (cmake/PaydeskTesting.cmake sets FONTCONFIG_FILE)");
        // Qt lists fontconfig's generic names too; they resolve to the same font.
        const QStringList generic {u"Monospace"_s, u"Sans Serif"_s, u"Serif"_s};
        QStringList families = QFontDatabase::families();
        for (const QString &name : generic) {
            if (families.removeAll(name) > 0)
                QCOMPARE(QFontInfo(QFont(name)).family(), u"Noto Sans"_s);
        }
        QCOMPARE(families, QStringList {u"Noto Sans"_s});
        QCOMPARE(QFontInfo(QGuiApplication::font()).family(), u"Noto Sans"_s); // the widgets' own
#else
        QSKIP("the tests' font configuration is fontconfig's (Linux)");
#endif
    }

    void shippedFontsAreLoaded()
    {
        QCOMPARE(ReportFonts::family(), u"Noto Sans"_s);
        QCOMPARE(ReportFonts::files().size(), 2);
        for (const QString &file : ReportFonts::files())
            QVERIFY2(QFile::exists(file), qPrintable(file));
        const QFont regular = ReportFonts::font(9);
        const QFont bold = ReportFonts::font(9, true);
        QVERIFY(ReportFonts::isShipped(regular));
        QVERIFY(ReportFonts::isShipped(bold));
        QCOMPARE(QFontInfo(regular).family(), u"Noto Sans"_s);
        QVERIFY(QFontInfo(bold).bold());
        QVERIFY(regular.styleStrategy() & QFont::PreferNoShaping);
        QCOMPARE(regular.hintingPreference(), QFont::PreferNoHinting);
    }

    void noLigatureGlyphs()
    {
        // Shaped, "fl" would be one glyph; a report font gives one glyph a letter.
        const QFont font = ReportFonts::font(10);
        for (const QString &word : kWords) {
            QTextLayout layout(word, font);
            layout.beginLayout();
            layout.createLine();
            layout.endLayout();
            const QList<QGlyphRun> runs = layout.glyphRuns();
            qsizetype glyphs = 0;
            for (const QGlyphRun &run : runs)
                glyphs += run.glyphIndexes().size();
            QCOMPARE(glyphs, word.size());
        }
    }

    void wrapsAtSpacesOnly_data()
    {
        // The width of the line is that of `tempting` and a little: room for the start of the word
        // that must stay whole (Qt's word wrap would break after its "/" or "-", or between a
        // currency code and its amount), not for all of it.
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("tempting");
        QTest::addColumn<QString>("whole");
        QTest::newRow("a zone") << u"01/10/2026 00:00 to 01/11/2026 00:00 (Etc/UTC)"_s
                                << u"01/10/2026 00:00 to 01/11/2026 00:00 (Etc/"_s << u"(Etc/UTC)"_s;
        QTest::newRow("an amount after its currency") << u"Opening balance KES 1,000.00 plus the lines"_s
                                                      << u"Opening balance KES"_s << u"KES 1,000.00"_s;
        QTest::newRow("an amount before its currency")
            << u"soit une différence de 12,34 KES."_s << u"soit une différence de 12,34"_s << u"12,34 KES."_s;
        QTest::newRow("an id") << u"Payout pyt-000123-abc line stl-000124"_s << u"Payout pyt-000123-"_s
                               << u"pyt-000123-abc"_s;
    }

    void wrapsAtSpacesOnly()
    {
        QFETCH(QString, text);
        QFETCH(QString, tempting);
        QFETCH(QString, whole);
        const QFontMetricsF metrics(ReportFonts::font(10));
        const qreal width = metrics.horizontalAdvance(tempting) + 1;
        const QStringList lines = wrapAtSpaces(text, metrics, width);
        QVERIFY2(lines.size() >= 2, qPrintable(lines.join(u" | "_s)));
        QCOMPARE(lines.join(u' '), text); // broken at spaces, nothing lost
        QVERIFY2(
            std::any_of(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.contains(whole); }),
            qPrintable(lines.join(u" | "_s)));
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
        // Paragraphs: a line break in the text starts a line.
        QCOMPARE(wrapAtSpaces(u"one\ntwo three"_s, metrics, 1000), (QStringList {u"one"_s, u"two three"_s}));
    }

    void aWordWiderThanTheLineIsBrokenNotLost()
    {
        const QFontMetricsF metrics(ReportFonts::font(10));
        const QString word = u"stl-0123456789abcdefghijklmnopqrstuvwxyz"_s;
        const qreal width = metrics.horizontalAdvance(word) / 3;
        const QStringList lines = wrapAtSpaces(u"Line "_s + word, metrics, width);
        QVERIFY(lines.size() >= 4);
        QCOMPARE(lines.first(), u"Line"_s);
        QCOMPARE(lines.mid(1).join(QString()), word);
        for (const QString &l : lines)
            QVERIFY2(metrics.horizontalAdvance(l) <= width, qPrintable(l));
    }

    void pdfReadsBackAsWritten()
    {
        const QString pdf = makeStatementPdf(40, u"statement.pdf"_s);
        QVERIFY(!pdf.isEmpty());
        QString text = run(u"pdftotext"_s, {u"-enc"_s, u"UTF-8"_s, pdf, u"-"_s});
        QVERIFY(!text.isEmpty());
        text.replace(u'\u00a0', u' ').replace(u'\u202f', u' ');
        // No ligature character anywhere (U+FB00 to U+FB06).
        QVERIFY2(!text.contains(QRegularExpression(u"[\uFB00-\uFB06]"_s)), qPrintable(text));
        // Word for word, as Paydesk wrote them.
        const QStringList words = text.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
        for (const QString &word : kWords)
            QVERIFY2(words.contains(word), qPrintable(word));
        QVERIFY(text.contains(kWallet + u" (wlt-ops)"_s));
        QVERIFY(text.contains(kProfile));
        // Nothing broken mid-word at the end of a line; the zone as a person names it, not its id.
        QVERIFY2(words.contains(u"(UTC)"_s), qPrintable(text));
        QVERIFY2(!text.contains(u"Etc/UTC"_s), qPrintable(text));
        QString flat = text;
        flat.replace(QRegularExpression(u"\\s+"_s), u" "_s);
        QVERIFY2(flat.contains(u"a difference of KES 12.34"_s), qPrintable(flat));
        for (int i = 1; i <= 40; ++i)
            QVERIFY(words.contains(u"stl-%1"_s.arg(i, 6, 10, QChar(u'0'))));
        QVERIFY(words.contains(u"pyt-000002"_s));
        QVERIFY(text.contains(u"+250.50"_s));
        QVERIFY(text.contains(u"-150.25"_s));

        // The fonts: Paydesk's, embedded, with their Unicode maps (pdffonts: emb and uni), as
        // subsets (the font descriptors' names carry a subset tag, which pdffonts does not read
        // there, and the whole file is smaller than either font file).
        const QStringList fonts = run(u"pdffonts"_s, {pdf}).split(u'\n', Qt::SkipEmptyParts).mid(2);
        QCOMPARE(fonts.size(), 2);
        for (const QString &font : fonts)
            QVERIFY2(font.contains(
                         QRegularExpression(u"^NotoSans-(Regular|Bold) +CID TrueType .* yes +\\w+ +yes "_s)),
                     qPrintable(font));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        for (const char *style : {"Regular", "Bold"}) {
            const QRegularExpression tagged(u"/FontName\\s*/[A-Z]{6}\\+NotoSans-"_s
                                            + QLatin1StringView(style));
            QVERIFY2(tagged.match(QString::fromLatin1(bytes)).hasMatch(), style);
        }
        QVERIFY2(bytes.size() < QFileInfo(u":/paydesk/fonts/NotoSans-Regular.ttf"_s).size(),
                 qPrintable(QString::number(bytes.size())));
    }

    void machineFontsChangeNothing()
    {
        // The same statement made in a process that sees every font of this machine (fontconfig's
        // own configuration) has the same text, at the same places, on as many pages.
        const QString here = makeStatementPdf(200, u"here.pdf"_s);
        QVERIFY(!here.isEmpty());
        const QString there = m_dir.filePath(u"there.pdf"_s);
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"FONTCONFIG_FILE"_s);
        env.insert(u"PAYDESK_TEST_STATEMENT_PDF"_s, there);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {u"writeStatementForAnotherProcess"_s});
        QVERIFY(child.waitForFinished(60000));
        QVERIFY2(child.exitCode() == 0, child.readAllStandardOutput().constData());
        const QStringList layout {u"-layout"_s, u"-enc"_s, u"UTF-8"_s};
        const QString textHere = run(u"pdftotext"_s, layout + QStringList {here, u"-"_s});
        const QString textThere = run(u"pdftotext"_s, layout + QStringList {there, u"-"_s});
        QVERIFY(textHere.count(u'\f') > 3);
        QCOMPARE(textThere, textHere);
    }

    // Run by machineFontsChangeNothing() in a process of its own; skipped otherwise.
    void writeStatementForAnotherProcess()
    {
        const QString path = qEnvironmentVariable("PAYDESK_TEST_STATEMENT_PDF");
        if (path.isEmpty())
            QSKIP("run by machineFontsChangeNothing()");
        const QString made = makeStatementPdf(200, u"made.pdf"_s);
        QVERIFY(!made.isEmpty());
        QFile::remove(path);
        QVERIFY(QFile::copy(made, path));
    }
};

QTEST_MAIN(TestReportFonts)
#include "tst_reportfonts.moc"
