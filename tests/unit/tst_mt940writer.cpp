// SPDX-License-Identifier: GPL-3.0-or-later
// Mt940Writer byte for byte (one statement written here by hand from the format's rules), and
// every file it writes read back by mt940js, an independent parser (tests/support/
// StatementFormatChecks.h): SWIFT's character set (transliterated, never dropped), the fields'
// lengths, the 2,000-character message limit with continuations that carry the running balance,
// currencies without minor units, a negative opening balance, an empty statement, and a statement
// that does not add up refused.

#include "StatementFormatChecks.h"
#include "export/Mt940Writer.h"
#include "export/SwiftText.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::exporting;

namespace {

Money kes(qint64 minor)
{
    return Money::fromMinorUnits(minor, u"KES");
}

Mt940Writer::Statement statement(const Money &opening, const Money &closing)
{
    return {u"STMT0001"_s, u"wlt-KES1"_s, 279, opening, closing, QDate(2026, 10, 1), QDate(2026, 10, 31)};
}

QDateTime at(int day, int hour = 10)
{
    return QDateTime(QDate(2026, 10, day), QTime(hour, 0), Qt::UTC);
}

// Writes the whole statement; fails the test on an error.

// The messages of a file: each from :20: to before its "-" line.
QList<QByteArray> messagesOf(const QByteArray &file)
{
    QList<QByteArray> messages;
    QByteArray current;
    for (const QByteArray &l : file.split('\n')) {
        if (l.isEmpty())
            continue;
        if (l == "-\r") {
            messages.append(current);
            current.clear();
        } else {
            current += l + '\n';
        }
    }
    return messages;
}

// Every line of the file ends in CRLF, has only SWIFT x characters, and keeps its field's length.
void checkShape(const QByteArray &file)
{
    QVERIFY(file.endsWith("-\r\n"));
    const QList<QByteArray> lines = file.split('\n');
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QByteArray &l = lines.at(i);
        QVERIFY2(l.endsWith('\r'), l.constData());
        const QByteArray text = l.chopped(1);
        for (const char c : text)
            QVERIFY2(swift::isSwiftChar(char16_t(uchar(c))), text.constData());
        if (text.startsWith(":86:"))
            QVERIFY2(text.size() <= 4 + 65, text.constData());
        else if (text.startsWith(":61:"))
            QVERIFY2(text.size() <= 68, text.constData());
        else if (text.startsWith(":20:"))
            QVERIFY2(text.size() <= 4 + 16, text.constData());
        else if (text.startsWith(":25:"))
            QVERIFY2(text.size() <= 4 + 35, text.constData());
        else if (!text.startsWith(':') && text != "-")
            QVERIFY2(text.size() <= 65, text.constData()); // :86: continued, or :61:'s 34x
    }
    for (const QByteArray &message : messagesOf(file))
        QVERIFY2(message.size() <= Mt940Writer::messageLimit, QByteArray::number(message.size()).constData());
}

} // namespace

class TestMt940Writer : public QObject
{
    Q_OBJECT

    // mt940js's statements of `file`; fails the test when it cannot read it.
    QJsonArray parsed(const QByteArray &file)
    {
        QString error;
        const QJsonArray statements = test::readMt940Of(file, &error);
        if (!error.isEmpty())
            qWarning().noquote() << error << "\n" << file.left(3000);
        return error.isEmpty() ? statements : QJsonArray();
    }

private Q_SLOTS:
    void transliteration_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("swift");
        QTest::newRow("in the set") << u"Abc 123 /-?:().,'+"_s << QByteArray("Abc 123 /-?:().,'+");
        QTest::newRow("accents") << u"Café Zoë Ñandú Ærøskøbing"_s
                                 << QByteArray("Cafe Zoe Nandu AEroskobing");
        QTest::newRow("Polish, German") << u"Łódź Straße"_s << QByteArray("Lodz Strasse");
        QTest::newRow("signs") << u"A & B_C @x #7 50% a=b"_s << QByteArray("A + B-C (at)x No.7 50pct a-b");
        QTest::newRow("quotes") << u"\"Mama\" ‘Njeri’"_s << QByteArray("'Mama' 'Njeri'");
        QTest::newRow("white space") << u"a\tb\r\nc"_s << QByteArray("a b  c");
        QTest::newRow("no transliteration: a dot each") << u"東京 ☃"_s << QByteArray(".. .");
        QTest::newRow("emoji (surrogate pair): one dot") << u"ok 😀"_s << QByteArray("ok .");
        QTest::newRow("Yoruba with marks") << u"Ọ̀ṣun"_s << QByteArray("Osun");
    }
    void transliteration()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, swift);
        QCOMPARE(swift::text(text), swift);
        QCOMPARE(swift::isSwiftText(text), text.toLatin1() == swift);
    }

    void byteExact()
    {
        Mt940Writer writer(statement(kes(100000), kes(104950)));
        const QByteArray file = test::writeStatement(
            writer,
            {test::statementLine(u"stl-0001"_s, u"PAYOUT_INITIATED"_s, kes(-15050), u"pyt-AAA"_s, {}, at(5)),
             test::statementLine(u"stl-0002"_s, u"COLLECTION_COLLECTED"_s, kes(20000), {}, u"pyn-BBB"_s,
                                 at(6, 23))},
            {{u"pyt-AAA"_s, {u"INV-2026-001"_s, u"Zoë Wanjiku (M-Pesa 0712…)"_s}}});
        const QByteArray expected = ":20:STMT0001\r\n"
                                    ":25:wlt-KES1\r\n"
                                    ":28C:00279/001\r\n"
                                    ":60F:C261001KES1000,00\r\n"
                                    ":61:2610051005D150,50NTRFINV-2026-001//stl-0001\r\n"
                                    "pyt-AAA\r\n"
                                    ":86:Payout initiated\r\n"
                                    "Payout pyt-AAA\r\n"
                                    "Counterparty Zoe Wanjiku (M-Pesa 0712...)\r\n"
                                    "Custom ID INV-2026-001\r\n"
                                    ":61:2610061006C200,00NCOLNONREF//stl-0002\r\n"
                                    "pyn-BBB\r\n"
                                    ":86:Collection collected\r\n"
                                    "Payin pyn-BBB\r\n"
                                    ":62F:C261031KES1049,50\r\n"
                                    ":64:C261031KES1049,50\r\n"
                                    "-\r\n";
        QCOMPARE(file, expected);
        checkShape(file);

        const QJsonArray statements = parsed(file);
        QCOMPARE(statements.size(), 1);
        const QJsonObject s = statements.at(0).toObject();
        QCOMPARE(s.value(u"transactionReference").toString(), u"STMT0001"_s);
        QCOMPARE(s.value(u"accountIdentification").toString(), u"wlt-KES1"_s);
        QCOMPARE(s.value(u"currency").toString(), u"KES"_s);
        QCOMPARE(s.value(u"openingBalance").toDouble(), 1000.0);
        QCOMPARE(s.value(u"closingBalance").toDouble(), 1049.5);
        const QJsonArray t = s.value(u"transactions").toArray();
        QCOMPARE(t.size(), 2);
        QCOMPARE(t.at(0).toObject().value(u"amount").toDouble(), -150.5);
        QCOMPARE(t.at(0).toObject().value(u"transactionType").toString(), u"NTRF"_s);
        QCOMPARE(t.at(0).toObject().value(u"reference").toString(), u"INV-2026-001"_s);
        QCOMPARE(t.at(0).toObject().value(u"bankReference").toString(), u"stl-0001"_s);
        QCOMPARE(t.at(0).toObject().value(u"extraDetails").toString(), u"pyt-AAA"_s);
        QCOMPARE(t.at(0).toObject().value(u"date").toString(), u"2026-10-05"_s);
        QCOMPARE(t.at(1).toObject().value(u"amount").toDouble(), 200.0);
    }

    // A customer reference that MT940 cannot carry as it is gives NONREF (the custom_id stays in :86:).
    void customerReference_data()
    {
        QTest::addColumn<QString>("customId");
        QTest::addColumn<QByteArray>("reference");
        QTest::newRow("fits") << u"INV-1"_s << QByteArray("INV-1");
        QTest::newRow("16 characters") << u"ABCDEFGHIJKLMNOP"_s << QByteArray("ABCDEFGHIJKLMNOP");
        QTest::newRow("17 characters") << u"ABCDEFGHIJKLMNOPQ"_s << QByteArray("NONREF");
        QTest::newRow("a slash") << u"INV/1"_s << QByteArray("NONREF");
        QTest::newRow("outside the set") << u"INV_1"_s << QByteArray("NONREF");
        QTest::newRow("none") << QString() << QByteArray("NONREF");
    }
    void customerReference()
    {
        QFETCH(QString, customId);
        QFETCH(QByteArray, reference);
        Mt940Writer writer(statement(kes(0), kes(-100)));
        const QByteArray file = test::writeStatement(
            writer,
            {test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s, kes(-100), u"pyt-1"_s, {}, at(2))},
            {{u"pyt-1"_s, {customId, {}}}});
        QVERIFY2(file.contains(QByteArray("D1,00NTRF" + reference + "//stl-1\r\n")), file.constData());
        checkShape(file);
        const QJsonArray statements = parsed(file);
        QCOMPARE(statements.size(), 1);
        QCOMPARE(statements.at(0)[u"transactions"_s][0][u"reference"_s].toString(),
                 QString::fromLatin1(reference));
    }

    // No line of :86: starts with ':' or '-' (it would read as a field or the message's end),
    // however the text falls; long texts are cut at 6 lines of 65.
    void detailsLines()
    {
        const QString recipient
            = u"-:-"_s + QString(200, u':') + u" Otieno & Sons - Kisumu "_s + QString(300, u'-');
        Mt940Writer writer(statement(kes(0), kes(500)));
        const QByteArray file = test::writeStatement(
            writer, {test::statementLine(u"stl-1"_s, u"PAYOUT_FAILED"_s, kes(500), u"pyt-1"_s, {}, at(2))},
            {{u"pyt-1"_s, {u"C-1"_s, recipient}}});
        checkShape(file);
        const QList<QByteArray> lines = file.split('\n');
        const qsizetype first = lines.indexOf(":86:Payout failed, funds returned\r");
        QVERIFY(first > 0);
        for (qsizetype i = first + 1; i < first + 6; ++i)
            QVERIFY2(!lines.at(i).startsWith(':') && !lines.at(i).startsWith('-'), lines.at(i).constData());
        QVERIFY(lines.at(first + 6).startsWith(":62F:")); // 6 lines, no more
        const QJsonArray statements = parsed(file);
        QCOMPARE(statements.size(), 1);
        QCOMPARE(statements.at(0)[u"transactions"_s][0][u"amount"_s].toDouble(), 5.0);
    }

    // A long statement continues in numbered messages of at most 2,000 characters, each adding up
    // on its own (:60M:/:62M: carry the running balance) and the whole to the closing balance.
    void continuations()
    {
        QList<api::StatementLine> lines;
        qint64 sum = 0;
        for (int i = 0; i < 500; ++i) {
            const qint64 minor = (i % 3 == 0 ? 1 : -1) * (1000 + i * 37);
            sum += minor;
            lines.append(test::statementLine(
                u"stl-%1"_s.arg(i, 27, 10, QChar(u'0')),
                i % 3 == 0 ? u"COLLECTION_COLLECTED"_s : u"PAYOUT_INITIATED"_s, kes(minor),
                i % 3 == 0 ? QString() : u"pyt-%1"_s.arg(i, 27, 10, QChar(u'0')),
                i % 3 == 0 ? u"pyn-%1"_s.arg(i, 27, 10, QChar(u'0')) : QString(), at(1 + i % 30)));
        }
        const qint64 opening = -2500; // a negative opening balance: D
        Mt940Writer writer(statement(kes(opening), kes(opening + sum)));
        const QByteArray file = test::writeStatement(writer, lines);
        checkShape(file);
        QVERIFY(file.contains(":60F:D261001KES25,00\r\n"));
        const QList<QByteArray> messages = messagesOf(file);
        QVERIFY2(messages.size() > 20, QByteArray::number(messages.size()).constData());
        QCOMPARE(writer.messageCount(), messages.size());
        for (int m = 0; m < messages.size(); ++m) {
            const QByteArray &message = messages.at(m);
            QVERIFY(
                message.startsWith(QByteArray(":20:STMT0001\r\n:25:wlt-KES1\r\n:28C:00279/"
                                              + QByteArray::number(m + 1).rightJustified(3, '0') + "\r\n")));
            QVERIFY(message.contains(m == 0 ? ":60F:" : ":60M:"));
            QVERIFY(message.contains(m + 1 == messages.size() ? ":62F:" : ":62M:"));
            QCOMPARE(message.contains(":64:"), m + 1 == messages.size());
            // The room a message leaves: not even a short line would have fitted.
            if (m + 1 < messages.size())
                QVERIFY2(message.size() > Mt940Writer::messageLimit - 400,
                         QByteArray::number(message.size()).constData());
        }

        const QJsonArray statements = parsed(file); // mt940js checks each message adds up
        QCOMPARE(statements.size(), messages.size());
        int n = 0;
        int sequence = 0;
        double previousClosing = opening / 100.0;
        for (const QJsonValue &v : statements) {
            const QJsonObject s = v.toObject();
            QCOMPARE(s.value(u"openingBalance").toDouble(), previousClosing);
            previousClosing = s.value(u"closingBalance").toDouble();
            QCOMPARE(s.value(u"statementNumber").toString().toInt(), 279);
            QCOMPARE(s.value(u"sequenceNumber").toString().toInt(), ++sequence);
            for (const QJsonValue &t : s.value(u"transactions").toArray()) {
                QCOMPARE(qRound64(t[u"amount"_s].toDouble() * 100), lines.at(n).amount.minorUnits());
                QCOMPARE(t[u"bankReference"_s].toString(), lines.at(n).id.right(16));
                ++n;
            }
        }
        QCOMPARE(n, lines.size());
        QCOMPARE(qRound64(previousClosing * 100), opening + sum);
    }

    // Currencies without minor units: a comma and no decimals.
    void noMinorUnits_data() { test::noMinorUnitCurrencies(); }
    void noMinorUnits()
    {
        QFETCH(QString, currency);
        const auto m = [&](qint64 v) { return Money::fromMinorUnits(v, currency); };
        Mt940Writer writer(
            {u"S1"_s, u"wlt-1"_s, 1, m(2000000), m(500000), QDate(2026, 10, 1), QDate(2026, 10, 31)});
        const QByteArray file = test::writeStatement(
            writer,
            {test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s, m(-1500000), u"pyt-1"_s, {}, at(3))});
        QVERIFY2(file.contains(QByteArray(":60F:C261001" + currency.toLatin1() + "2000000,\r\n")),
                 file.constData());
        QVERIFY2(file.contains("D1500000,NTRF"), file.constData());
        QVERIFY2(file.contains(QByteArray(":62F:C261031" + currency.toLatin1() + "500000,\r\n")),
                 file.constData());
        checkShape(file);
        const QJsonArray statements = parsed(file);
        QCOMPARE(statements.size(), 1);
        QCOMPARE(statements.at(0)[u"transactions"_s][0][u"amount"_s].toDouble(), -1500000.0);
        QCOMPARE(statements.at(0)[u"closingBalance"_s].toDouble(), 500000.0);
    }

    void emptyStatement()
    {
        Mt940Writer writer(statement(kes(-12345), kes(-12345)));
        const QByteArray file = test::writeStatement(writer, {});
        QCOMPARE(file,
                 QByteArray(":20:STMT0001\r\n:25:wlt-KES1\r\n:28C:00279/001\r\n:60F:D261001KES123,45\r\n"
                            ":62F:D261031KES123,45\r\n:64:D261031KES123,45\r\n-\r\n"));
        const QJsonArray statements = parsed(file);
        QCOMPARE(statements.size(), 1);
        QCOMPARE(statements.at(0)[u"openingBalance"_s].toDouble(), -123.45);
        QCOMPARE(statements.at(0)[u"transactions"_s].toArray().size(), 0);
    }

    // :28C:'s sequence has 5 digits: the 100,000th message is refused, asking for a shorter period
    // (the lines are written and thrown away as they go: memory stays small).
    void tooManyMessagesRefused()
    {
        const api::StatementLine l
            = test::statementLine(u"stl-2kXgYbZ0123456789abcdefghi"_s, u"PAYOUT_INITIATED"_s, kes(0),
                                  u"pyt-2kXgYbZ0123456789abcdefghi"_s, {}, at(2));
        const PayoutReference reference {u"INV-1"_s, QString(200, u'R')};
        Mt940Writer writer(statement(kes(0), kes(0)));
        QByteArray out;
        QVERIFY(writer.start(out).isEmpty());
        QString error;
        qint64 lines = 0;
        while (error.isEmpty() && lines < 2'000'000) {
            error = writer.add(l, &reference, out);
            ++lines;
            out.resize(0);
        }
        QVERIFY2(error.contains(u"shorter period"_s), qPrintable(error));
        QCOMPARE(writer.messageCount(), Mt940Writer::maxSequence);
        QVERIFY(lines > 99'999);
    }

    void refused()
    {
        QByteArray out;
        {
            Mt940Writer writer(statement(kes(100), kes(300)));
            QVERIFY(writer.start(out).isEmpty());
            QVERIFY(writer
                        .add(test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s, kes(-100), {}, {}, at(2)),
                             nullptr, out)
                        .isEmpty());
            const QString error = writer.finish(out);
            QVERIFY2(error.contains(u"0.00") && error.contains(u"3.00"),
                     qPrintable(error)); // does not add up
        }
        {
            Mt940Writer writer(statement(kes(100), kes(300)));
            QVERIFY(writer.start(out).isEmpty());
            QVERIFY(!writer
                         .add(test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s,
                                                  Money::fromMinorUnits(200, u"UGX"), {}, {}, at(2)),
                              nullptr, out)
                         .isEmpty()); // another currency
        }
        {
            Mt940Writer writer(statement(kes(1), kes(1)));
            QVERIFY(writer.start(out).isEmpty());
            QVERIFY(!writer
                         .add(test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s,
                                                  kes(1'000'000'000'000'000), {}, {}, at(2)),
                              nullptr, out)
                         .isEmpty()); // 15 characters at most
        }
        {
            Mt940Writer writer(statement(Money(), kes(1)));
            QVERIFY(!writer.start(out).isEmpty()); // no opening balance
        }
    }
};

QTEST_GUILESS_MAIN(TestMt940Writer)
#include "tst_mt940writer.moc"
