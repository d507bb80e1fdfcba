// SPDX-License-Identifier: GPL-3.0-or-later
// CSV byte for byte: RFC 4180 quoting, formulas neutralised while negative amounts stay numbers,
// each option (delimiter, decimal separator, byte order mark).

#include "export/CsvWriter.h"

#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::exporting::CsvWriter;

class TestCsvWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quoting_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("cell");
        QTest::newRow("plain") << u"Wanjiru Kamau"_s << QByteArray("Wanjiru Kamau");
        QTest::newRow("empty") << QString() << QByteArray("");
        QTest::newRow("comma") << u"Kamau, Wanjiru"_s << QByteArray("\"Kamau, Wanjiru\"");
        QTest::newRow("quote") << u"the \"boss\""_s << QByteArray("\"the \"\"boss\"\"\"");
        QTest::newRow("new line") << u"line 1\nline 2"_s << QByteArray("\"line 1\nline 2\"");
        QTest::newRow("CR LF") << u"a\r\nb"_s << QByteArray("\"a\r\nb\"");
        QTest::newRow("semicolon, comma file") << u"a;b"_s << QByteArray("a;b");
        QTest::newRow("UTF-8") << u"Adéwálé Ọ̀ṣun"_s << u"Adéwálé Ọ̀ṣun"_s.toUtf8();
    }
    void quoting()
    {
        QFETCH(QString, value);
        QFETCH(QByteArray, cell);
        QCOMPARE(CsvWriter().textCell(value), cell);
    }

    void formulasAreShownAsText_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("cell");
        QTest::newRow("=") << u"=HYPERLINK(\"http://x\")"_s
                           << QByteArray("\"'=HYPERLINK(\"\"http://x\"\")\"");
        QTest::newRow("+") << u"+254712345678"_s << QByteArray("'+254712345678");
        QTest::newRow("-") << u"-2+3"_s << QByteArray("'-2+3");
        QTest::newRow("@") << u"@SUM(A1)"_s << QByteArray("'@SUM(A1)");
        QTest::newRow("tab") << u"\t=1"_s << QByteArray("'\t=1");
        QTest::newRow("CR") << u"\r=1"_s << QByteArray("\"'\r=1\"");
        QTest::newRow("inside is fine") << u"a=b"_s << QByteArray("a=b");
    }
    void formulasAreShownAsText()
    {
        QFETCH(QString, value);
        QFETCH(QByteArray, cell);
        QCOMPARE(CsvWriter().textCell(value), cell);
    }

    // The cells text() writes without building them (plain ASCII) are the cells textCell() builds,
    // from a QString and from Latin-1, with the delimiter of either kind.
    void rowsWriteTheCellsTextCellBuilds_data()
    {
        quoting_data();
        const auto add = [](const char *name, const QString &value) {
            QTest::newRow(name) << value << CsvWriter().textCell(value);
        };
        formulasAreShownAsText_data();
        add("Latin-1 beyond ASCII", u"Fran\u00e7oise"_s);
        add("ASCII", u"stl-3HJZXQoWc8GYwKoY6sNwT064ijy"_s);
        add("a time", u"2026-08-01T12:42:50Z"_s);
    }
    void rowsWriteTheCellsTextCellBuilds()
    {
        QFETCH(QString, value);
        QFETCH(QByteArray, cell);
        QCOMPARE(CsvWriter().text(value).endRow(), cell + "\r\n");
        QByteArray appended = "before\r\n";
        CsvWriter w;
        w.text(value).text(value);
        w.appendRowTo(appended);
        QCOMPARE(appended, "before\r\n" + cell + ',' + cell + "\r\n");
        if (QString::fromLatin1(value.toLatin1()) == value) // Latin-1 can hold it
            QCOMPARE(CsvWriter().text(QLatin1StringView(value.toLatin1())).endRow(), cell + "\r\n");
        CsvWriter semicolon({';', ',', false});
        QCOMPARE(semicolon.text(value).endRow(), CsvWriter({';', ',', false}).textCell(value) + "\r\n");
    }

    void amountsStayNumbers()
    {
        CsvWriter w;
        QCOMPARE(w.number(u"-1500.00"_s).number(u"25"_s).text(u"-1500.00"_s).endRow(),
                 QByteArray("-1500.00,25,'-1500.00\r\n")); // as text, the same characters are neutralised
        QCOMPARE(w.number(u"12.5x"_s).number(u"-"_s).number(u".5"_s).endRow(), QByteArray("12.5x,'-,.5\r\n"));
        QCOMPARE(w.number(QLatin1StringView("-1500.00"))
                     .number(QLatin1StringView())
                     .number(QLatin1StringView("1e5"))
                     .endRow(),
                 QByteArray("-1500.00,,1e5\r\n"));
    }

    void semicolonAndDecimalComma()
    {
        CsvWriter w({';', ',', false});
        QCOMPARE(w.text(u"Kamau, Wanjiru"_s).number(u"-1500.50"_s).text(u"a;b"_s).endRow(),
                 QByteArray("Kamau, Wanjiru;-1500,50;\"a;b\"\r\n"));
        // A decimal comma in a comma file is quoted, so the cell stays one.
        CsvWriter c({',', ',', false});
        QCOMPARE(c.number(u"1500.50"_s).number(u"7"_s).endRow(), QByteArray("\"1500,50\",7\r\n"));
        QCOMPARE(c.number(QLatin1StringView("-0.05")).endRow(), QByteArray("\"-0,05\"\r\n"));
    }

    void byteOrderMarkAndHeader()
    {
        QCOMPARE(CsvWriter().start(), QByteArray());
        CsvWriter w({',', '.', true});
        QCOMPARE(w.start(), QByteArray("\xEF\xBB\xBF"));
        QCOMPARE(w.row({u"time"_s, u"amount"_s}), QByteArray("time,amount\r\n"));
        QCOMPARE(w.endRow(), QByteArray("\r\n")); // an empty row is an empty line
    }
};

QTEST_APPLESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
