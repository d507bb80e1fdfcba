// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox's JSON writer: what it writes parses back to the same value, with every character
// a string can hold, and commas right at every depth.

#include "JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace paydesk::sandbox;
using namespace Qt::StringLiterals;

class TstJsonWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nestingAndCommas()
    {
        JsonWriter w;
        w.beginObject();
        w.field("a"_L1, u"x"_s);
        w.key("list"_L1);
        w.beginArray();
        w.number(1);
        w.beginObject();
        w.endObject();
        w.beginArray();
        w.endArray();
        w.boolean(true);
        w.null();
        w.endArray();
        w.key("n"_L1);
        w.number(-9007199254740993LL);
        w.endObject();
        QCOMPARE(w.take(), "{\"a\":\"x\",\"list\":[1,{},[],true,null],\"n\":-9007199254740993}");
    }

    void strings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("plain") << u"Jane Wanjiku"_s;
        QTest::newRow("quote and backslash") << u"say \"hi\" \\ bye"_s;
        QTest::newRow("controls") << u"a\nb\rc\td\be\ff\x01g\x1fh\x7fi"_s;
        QTest::newRow("accents") << u"Adéwálé Ọláòṣebìkan"_s;
        QTest::newRow("bengali") << u"মোহাম্মদ রহমান"_s;
        QTest::newRow("surrogate pair") << u"payé 💸 done"_s;
        QTest::newRow("non-ASCII at the end") << u"Ndèye"_s + QChar(0xe9);
        QTest::newRow("slash and html") << u"</script><b>"_s;
    }

    void strings()
    {
        QFETCH(QString, text);
        JsonWriter w;
        w.beginArray();
        w.string(text);
        w.endArray();
        const QByteArray bytes = w.take();
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.array().at(0).toString(), text);
        for (char c : bytes)
            QVERIFY2(uchar(c) >= 0x20, "a control character is escaped, never written raw");
    }

    void anyValue()
    {
        const QJsonObject value {
            {u"name"_s, u"Kofi \"K\" Mensah"_s},
            {u"amount"_s, QJsonObject {{u"currency"_s, u"GHS"_s}, {u"value"_s, u"12.50"_s}}},
            {u"tags"_s, QJsonArray {1, 2.5, true, QJsonValue::Null, u"é"_s, QJsonArray {}}},
            {u"odd \"key\"\n"_s, QJsonObject {}},
            {u"huge"_s, 1e300}, // beyond qint64: written as a double, not cast
            {u"negative"_s, -9007199254740991.0},
        };
        JsonWriter w;
        w.value(value);
        QCOMPARE(QJsonDocument::fromJson(w.take()).object(), value);
    }

    void keysOfReceivedJsonAreEscaped()
    {
        JsonWriter w;
        w.beginObject();
        w.key(QStringView(u"a\"b"));
        w.number(1);
        w.endObject();
        QCOMPARE(w.take(), "{\"a\\\"b\":1}");
    }

    void rawValues()
    {
        JsonWriter w;
        w.beginObject();
        w.key("data"_L1);
        w.raw("[1,2]");
        w.key("x"_L1);
        w.number(3);
        w.endObject();
        QCOMPARE(w.take(), "{\"data\":[1,2],\"x\":3}");
    }
};

QTEST_GUILESS_MAIN(TstJsonWriter)
#include "tst_jsonwriter.moc"
