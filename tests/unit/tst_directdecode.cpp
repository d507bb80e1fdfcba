// SPDX-License-Identifier: GPL-3.0-or-later
// DirectDecode: a page of statement lines read straight from its bytes. It is a fast path, never
// a second opinion: whenever it decodes a body, the full decoder (QJsonDocument and
// ResourceCodecs) decodes the same body to the same page. Held to that on the pages the service
// writes, on every kind of unusual answer it must leave to the full decoder, and on thousands of
// pages damaged at random.
#include "api/ApiRequest.h"
#include "api/DirectDecode.h"
#include "api/ReplyParser.h"
#include "api/ResourceCodecs.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace paydesk;
using namespace paydesk::api;
using namespace Qt::StringLiterals;

namespace {

// What the full decoder reads, or nullopt when it reports a problem.
std::optional<Page<StatementLine>> fullDecode(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    JsonReader reader;
    Page<StatementLine> page = codec::decodePage<StatementLine>(reader, doc.object());
    if (!reader.isOk())
        return std::nullopt;
    return page;
}

std::optional<Page<StatementLine>> directDecode(const QByteArray &body)
{
    Page<StatementLine> page;
    if (!direct::decode(body, page))
        return std::nullopt;
    return page;
}

bool samePage(const Page<StatementLine> &a, const Page<StatementLine> &b)
{
    if (a.nextCursor != b.nextCursor || a.items.size() != b.items.size())
        return false;
    for (qsizetype i = 0; i < a.items.size(); ++i) {
        const StatementLine &x = a.items.at(i);
        const StatementLine &y = b.items.at(i);
        if (x.id != y.id || x.type != y.type || x.amount != y.amount || x.balance != y.balance
            || x.payoutId != y.payoutId || x.payinId != y.payinId || x.createdAt != y.createdAt
            || x.createdAt.timeSpec() != y.createdAt.timeSpec())
            return false;
    }
    return true;
}

// A line as the service writes it, with `extra` members inserted before the last one.
QByteArray line(int i, const QByteArray &extra = {})
{
    const QByteArray n = QByteArray::number(i);
    const bool payin = i % 7 == 3;
    return "{\"id\":\"stl-" + n + "Xy\",\"type\":\"" + (payin ? "COLLECTION_COLLECTED" : "PAYOUT_INITIATED")
        + "\",\"amount\":{\"currency\":\"KES\",\"value\":\"" + (payin ? "" : "-") + n + "."
        + QByteArray::number(i % 10) + "0\"},\"balance\":{\"currency\":\"KES\",\"value\":\""
        + QByteArray::number(100000 - i) + ".00\"}," + "\"created_at\":\"2026-08-0"
        + QByteArray::number(1 + i % 9) + "T12:42:5" + QByteArray::number(i % 10)
        + (i % 3 ? QByteArray(".1" + n + "Z") : QByteArray("+03:00")) + "\"," + extra + "\"resource\":{\""
        + (payin ? "payin_id" : "payout_id") + "\":\"p-" + n + "\"}}";
}

QByteArray page(const QList<QByteArray> &lines,
                const QByteArray &meta = "{\"paging\":{\"cursors\":{\"after\":\"c2VxOjUw\"},\"next\":\"http:/"
                                         "/127.0.0.1/v1/x?paging_after=c2VxOjUw\"}}")
{
    return "{\"data\":[" + lines.join(',') + "],\"meta\":" + meta + "}";
}

QByteArray servicePage()
{
    QList<QByteArray> lines;
    for (int i = 0; i < 50; ++i)
        lines << line(i);
    return page(lines);
}

} // namespace

class TestDirectDecode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // What the service writes: decoded here, to what the full decoder reads.
    void servicePages_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("50 lines and a cursor") << servicePage();
        QTest::newRow("the last page") << page({line(1), line(2)}, "{\"paging\":{\"cursors\":{}}}");
        QTest::newRow("no lines") << page({}, "null");
        QTest::newRow("no meta") << QByteArray("{\"data\":[]}");
        QTest::newRow("meta first, spaces and new lines")
            << QByteArray(" {\n \"meta\" : { \"paging\" : null } ,\r\n\t\"data\" : [ " + line(4) + " ] } \n");
        QTest::newRow("optional members absent or null") << page(
            {"{\"id\":\"stl-1\",\"type\":\"FEE\",\"amount\":{\"currency\":\"UGX\",\"value\":\"-1500\"}}",
             "{\"id\":\"stl-2\",\"type\":\"FEE\",\"amount\":{\"value\":\"7.5\",\"currency\":\"KES\"},"
             "\"balance\":null,"
             "\"created_at\":null,\"resource\":null}",
             "{\"id\":\"\",\"type\":\"X\",\"amount\":{\"currency\":\"KES\",\"value\":\"0\"},\"resource\":{}}",
             "{\"resource\":{\"payout_id\":null,\"payin_id\":\"pyn-1\"},\"type\":\"X\",\"id\":\"stl-4\","
             "\"amount\":{\"currency\":\"KES\",\"value\":\"-0.05\"}}"});
        QTest::newRow("members Paydesk does not read, of every kind")
            << page({line(5,
                          "\"note\":\"a \\\"quoted\\\" \\\\ and \\/ \\n "
                          "text\",\"n\":[0,-1,2.50,true,false,null,{\"a\":[[]]}],"
                          "\"o\":{\"id\":\"not this\",\"type\":{}},")},
                    "{\"total\":3,\"paging\":{\"before\":\"b\",\"cursors\":{\"before\":\"z\",\"after\":"
                    "\"n1\"},\"n\":{}}}");
    }

    void servicePages()
    {
        QFETCH(QByteArray, body);
        const std::optional<Page<StatementLine>> full = fullDecode(body);
        QVERIFY(full.has_value());
        const std::optional<Page<StatementLine>> direct = directDecode(body);
        QVERIFY2(direct.has_value(), "declined a page the service writes");
        QVERIFY(samePage(*direct, *full));
    }

    // The first line of the service's page, read as it should be: not merely "the same as the
    // full decoder", which the test above checks.
    void values()
    {
        const std::optional<Page<StatementLine>> page = directDecode(servicePage());
        QVERIFY(page.has_value());
        QCOMPARE(page->items.size(), 50);
        QCOMPARE(page->nextCursor, u"c2VxOjUw"_s);
        const StatementLine &first = page->items.at(0);
        QCOMPARE(first.id, u"stl-0Xy"_s);
        QCOMPARE(first.type, u"PAYOUT_INITIATED"_s);
        QCOMPARE(first.amount, Money::fromMinorUnits(0, u"KES"));
        QCOMPARE(first.balance, Money::fromMinorUnits(10000000, u"KES"));
        QCOMPARE(first.createdAt, QDateTime(QDate(2026, 8, 1), QTime(9, 42, 50), Qt::UTC));
        QCOMPARE(first.payoutId, u"p-0"_s);
        QVERIFY(first.payinId.isEmpty());
        const StatementLine &payin = page->items.at(10);
        QCOMPARE(payin.type, u"COLLECTION_COLLECTED"_s);
        QCOMPARE(payin.amount, Money::fromMinorUnits(1000, u"KES"));
        QCOMPARE(payin.payinId, u"p-10"_s);
        QVERIFY(payin.payoutId.isEmpty());
        QCOMPARE(payin.createdAt, QDateTime(QDate(2026, 8, 2), QTime(12, 42, 50, 110), Qt::UTC));
    }

    // Unusual answers: left to the full decoder, which says what is wrong or reads what it reads.
    void declined_data()
    {
        QTest::addColumn<QByteArray>("body");
        const QByteArray ok = line(1);
        const auto with = [&ok](const QByteArray &from, const QByteArray &to) {
            QByteArray changed = ok;
            changed.replace(from, to);
            Q_ASSERT(changed != ok);
            return page({changed});
        };
        QTest::newRow("not JSON") << QByteArray("<html>502</html>");
        QTest::newRow("an array") << QByteArray("[]");
        QTest::newRow("no data") << QByteArray("{\"meta\":{}}");
        QTest::newRow("data null") << QByteArray("{\"data\":null}");
        QTest::newRow("data an object") << QByteArray("{\"data\":{}}");
        QTest::newRow("a line not an object") << page({"5"});
        QTest::newRow("id missing") << with("\"id\":\"stl-1Xy\",", "");
        QTest::newRow("id null") << with("\"stl-1Xy\"", "null");
        QTest::newRow("id a number") << with("\"stl-1Xy\"", "12");
        QTest::newRow("type missing") << with("\"type\":\"PAYOUT_INITIATED\",", "");
        QTest::newRow("amount missing") << with("\"amount\":{\"currency\":\"KES\",\"value\":\"-1.10\"},", "");
        QTest::newRow("amount a string") << with("{\"currency\":\"KES\",\"value\":\"-1.10\"}", "\"-1.10\"");
        QTest::newRow("value a number") << with("\"value\":\"-1.10\"", "\"value\":-1.10");
        QTest::newRow("value not an amount") << with("\"-1.10\"", "\"-1.1.0\"");
        QTest::newRow("value with too many decimals") << with("\"-1.10\"", "\"-1.105\"");
        QTest::newRow("value out of range") << with("\"-1.10\"", "\"-99999999999999999.00\"");
        QTest::newRow("value empty") << with("\"-1.10\"", "\"\"");
        QTest::newRow("currency unknown")
            << with("\"currency\":\"KES\",\"value\":\"-1.10\"", "\"currency\":\"XXX\",\"value\":\"-1.10\"");
        QTest::newRow("currency empty")
            << with("\"currency\":\"KES\",\"value\":\"-1.10\"", "\"currency\":\"\",\"value\":\"-1.10\"");
        QTest::newRow("currency missing")
            << with("\"currency\":\"KES\",\"value\":\"-1.10\"", "\"value\":\"-1.10\"");
        QTest::newRow("balance a number")
            << with("\"balance\":{\"currency\":\"KES\",\"value\":\"99999.00\"}", "\"balance\":5");
        QTest::newRow("a time without offset") << with(".11Z\"", "\"");
        QTest::newRow("a time a number") << with("\"2026-08-02T12:42:51.11Z\"", "1");
        QTest::newRow("resource an array") << with("{\"payout_id\":\"p-1\"}", "[]");
        QTest::newRow("payout_id a number") << with("\"payout_id\":\"p-1\"", "\"payout_id\":1");
        QTest::newRow("meta a string") << page({ok}, "\"x\"");
        QTest::newRow("after a number") << page({ok}, "{\"paging\":{\"cursors\":{\"after\":5}}}");
        // Where the full decoder has its own way: a member met twice (the last is kept), escapes,
        // text beyond ASCII, a number a double may not hold, raw control characters.
        QTest::newRow("id twice") << with("\"id\":\"stl-1Xy\",", "\"id\":\"a\",\"id\":\"b\",");
        QTest::newRow("data twice") << QByteArray("{\"data\":[],\"data\":[" + ok + "]}");
        QTest::newRow("an escaped key") << with("\"type\"", "\"typ\\u0065\"");
        QTest::newRow("an escaped id") << with("\"stl-1Xy\"", "\"stl\\/1\"");
        QTest::newRow("an escaped cursor") << page({ok}, "{\"paging\":{\"cursors\":{\"after\":\"a\\/b\"}}}");
        QTest::newRow("text beyond ASCII in an id") << with("stl-1Xy", "stl-\xc3\xa9");
        QTest::newRow("text beyond ASCII elsewhere")
            << with("\"resource\"", "\"n\":\"\xc3\xa9\",\"resource\"");
        QTest::newRow("invalid UTF-8 elsewhere") << with("\"resource\"", "\"n\":\"\xff\",\"resource\"");
        QTest::newRow("a \\u escape elsewhere") << with("\"resource\"", "\"n\":\"\\ud800\",\"resource\"");
        QTest::newRow("a number too large for a double") << with("\"resource\"", "\"n\":1e400,\"resource\"");
        QTest::newRow("a long number")
            << with("\"resource\"", "\"n\":123456789012345678901234567890,\"resource\"");
        QTest::newRow("a raw tab in a string") << with("\"resource\"", "\"n\":\"a\tb\",\"resource\"");
        QTest::newRow("nesting deeper than 64")
            << with("\"resource\"", "\"n\":" + QByteArray(70, '[') + QByteArray(70, ']') + ",\"resource\"");
        QTest::newRow("bytes after the object") << page({ok}) + "x";
        QTest::newRow("two objects") << page({ok}) + page({ok});
        QTest::newRow("cut short") << page({ok}).chopped(1);
        QTest::newRow("a trailing comma") << page({ok + ","});
        QTest::newRow("a missing comma") << with("\"type\"", " \"x\":1 \"type\"");
        QTest::newRow("a leading zero") << with("\"resource\"", "\"n\":012,\"resource\"");
    }

    void declined()
    {
        QFETCH(QByteArray, body);
        QVERIFY(!directDecode(body).has_value());
    }

    // Through ReplyParser as ApiClient uses it: a declined page is read by the full decoder,
    // whose words name the field.
    void fallsBackToTheFullDecoder()
    {
        ApiRequest request;
        request.decode = [](JsonReader &r, const QJsonObject &root, ApiResult &result) {
            Page<StatementLine> page = codec::decodePage<StatementLine>(r, root);
            result.setNextCursor(page.nextCursor);
            result.setValue(std::move(page));
        };
        request.decodeBytes = [](QByteArrayView body, ApiResult &result) {
            Page<StatementLine> page;
            if (!direct::decode(body, page))
                return false;
            result.setNextCursor(page.nextCursor);
            result.setValue(std::move(page));
            return true;
        };
        const ApiResult fine = ReplyParser::parseBody(servicePage(), 200, request);
        QVERIFY(fine.isOk());
        QCOMPARE(fine.httpStatus(), 200);
        QCOMPARE(fine.nextCursor(), u"c2VxOjUw"_s);
        QCOMPARE(fine.value<Page<StatementLine>>()->items.size(), 50);

        QByteArray broken = servicePage();
        broken.replace("\"amount\":{\"currency\":\"KES\",\"value\":\"-2.20\"},", "");
        const ApiResult refused = ReplyParser::parseBody(broken, 200, request);
        QVERIFY(!refused.isOk());
        QVERIFY2(refused.error().message().contains(u"data[2].amount"),
                 qPrintable(refused.error().message()));

        QByteArray twice = servicePage();
        twice.replace("\"id\":\"stl-7Xy\"", "\"id\":\"first\",\"id\":\"stl-7Xy\"");
        const ApiResult kept = ReplyParser::parseBody(twice, 200, request);
        QVERIFY(kept.isOk());
        QCOMPARE(kept.value<Page<StatementLine>>()->items.at(7).id, u"stl-7Xy"_s);
    }

    // Thousands of pages damaged at random (a byte removed, changed or added, a span repeated or
    // cut): whenever the direct decoder reads one, the full decoder reads the same.
    void randomDamage()
    {
        const QByteArray original = page({line(1), line(2, "\"x\":[1,{\"y\":\"\\\"}\"}],"), line(3)});
        static constexpr char significant[] = "{}[]\":,\\ -.0123456789eEtrufalsn\x01\x7f\xc3";
        QRandomGenerator random(20261123);
        int read = 0;
        for (int round = 0; round < 30000; ++round) {
            QByteArray body = original;
            const int edits = 1 + int(random.bounded(3));
            for (int e = 0; e < edits && !body.isEmpty(); ++e) {
                const auto at = qsizetype(random.bounded(int(body.size())));
                const char c = significant[random.bounded(int(sizeof(significant) - 1))];
                switch (random.bounded(5)) {
                case 0:
                    body.remove(at, 1);
                    break;
                case 1:
                    body[at] = c;
                    break;
                case 2:
                    body.insert(at, c);
                    break;
                case 3:
                    body.insert(at, body.mid(at, qsizetype(random.bounded(12))));
                    break;
                default:
                    body.truncate(at);
                }
            }
            const std::optional<Page<StatementLine>> direct = directDecode(body);
            if (!direct)
                continue;
            ++read;
            const std::optional<Page<StatementLine>> full = fullDecode(body);
            QVERIFY2(full.has_value(), body.constData());
            QVERIFY2(samePage(*direct, *full), body.constData());
        }
        // Most damage breaks the page; enough leaves it readable for the comparison to mean something.
        QVERIFY2(read > 1000, qPrintable(QString::number(read)));
    }
};

QTEST_APPLESS_MAIN(TestDirectDecode)
#include "tst_directdecode.moc"
