// SPDX-License-Identifier: GPL-3.0-or-later
// PageCursorScan: meta.paging.cursors.after read from the bytes of a list answer by walking the
// root object's members from its end. On every JSON answer it agrees with the decoder
// (ResourceCodecs' nextCursor()) or says "cannot tell"; it is not fooled by a line whose text
// looks like a cursor; on bytes that are not JSON before the cursor it may read the cursor, and
// the decoder then refuses the page (the walker trusts the decoder: tst_pagewalker).
#include "api/PageCursorScan.h"
#include "api/ResourceCodecs.h"

#include <QJsonDocument>
#include <QTest>

using namespace paydesk::api;
using namespace Qt::StringLiterals;

namespace {

// What the decoder reads as the next cursor, or nullopt when it reports a problem.
std::optional<QString> decoded(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    JsonReader reader;
    const QString cursor = codec::nextCursor(reader, doc.object());
    if (!reader.isOk())
        return std::nullopt;
    return cursor;
}

} // namespace

class TestPageCursorScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scan_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("known");
        QTest::addColumn<QString>("cursor");
        QTest::addColumn<bool>("decodes"); // the decoder reads the page (else: refuses it)
        const auto row = [](const char *name, const char *json, bool known, const QString &cursor = {},
                            bool decodes = true) {
            QTest::newRow(name) << QByteArray(json).replace('\'', '"') << known << cursor << decodes;
        };
        // JSON written with ' for " (moc cannot read raw string literals).
        // What the sandbox writes: the cursor after the lines.
        row("a page with a next one",
            "{'data':[{'id':'stl-1','type':'PAYOUT_INITIATED','amount':{'currency':'KES','value':'-10.00'}}],"
            "'meta':{'paging':{'cursors':{'after':'c2VxOjUw'},'next':'http://x/v1/"
            "l?paging_after=c2VxOjUw'}}}",
            true, u"c2VxOjUw"_s);
        row("the last page", "{'data':[],'meta':{'paging':{'cursors':{}}}}", true);
        row("meta before data, spaces and new lines",
            "{ \"meta\" : { \"paging\" : { \"cursors\" : { \"after\" : \"abc\" } } } ,\n \"data\" : [ ] }\n",
            true, u"abc"_s);
        row("no meta", "{'data':[]}", true);
        row("meta null", "{'data':[],'meta':null}", true);
        row("after null", "{'data':[],'meta':{'paging':{'cursors':{'after':null}}}}", true);
        row("after empty", "{'data':[],'meta':{'paging':{'cursors':{'after':''}}}}", true);
        row("other keys beside, of every type",
            "{'x':[1,-2.5e3,true,false,null,{'a':[[]]}],'meta':{'total':3,'paging':{'before':'b',"
            "'cursors':{'before':'z','after':'n1'},'n':{}}},'y':'\\'}'}",
            true, u"n1"_s);
        // Text inside the lines that a byte search would take for the cursor.
        row("a line holding the cursor's text",
            "{'data':[{'purpose':'\\'meta\\':{\\'paging\\':{\\'cursors\\':{\\'after\\':\\'evil\\'}}}'},"
            "{'meta':{'paging':{'cursors':{'after':'nested'}}}}],'meta':{'paging':{'cursors':{'after':'good'}"
            "}}}",
            true, u"good"_s);
        row("a line holding the cursor's text, last page",
            "{'data':[{'custom_id':'x','note':'\\'after\\':\\'evil\\''},{'meta':{'paging':{'cursors':"
            "{'after':'nested'}}}}],'meta':{'paging':{'cursors':{}}}}",
            true);
        row("brackets and escapes inside strings",
            "{'data':[{'s':'}]{[\\\\\\'\\u00e9'}],'meta':{'paging':{'cursors':{'after':'ok'}}}}", true,
            u"ok"_s);
        // Cannot tell: the decoder says (an error, or a cursor it reads).
        row("not JSON", "<html>502</html>", false, {}, false);
        row("an array", "[]", false, {}, false);
        row("empty", "", false, {}, false);
        row("cut short", "{'data':[],'meta':{'paging':{'cursors':{'after':'c", false, {}, false);
        row("cut after the cursor", "{'data':[],'meta':{'paging':{'cursors':{'after':'c'}}}", false, {},
            false);
        row("two objects", "{'data':[]}{'data':[]}", false, {}, false);
        row("after twice", "{'meta':{'paging':{'cursors':{'after':'a','after':'b'}}}}", false);
        row("an escaped key on the way", "{'m\\u0065ta':{'paging':{'cursors':{'after':'a'}}}}", false);
        row("an escaped cursor", "{'meta':{'paging':{'cursors':{'after':'a\\/b'}}}}", false);
        row("meta a string", "{'meta':'paging'}", false, {}, false);
        row("after a number", "{'meta':{'paging':{'cursors':{'after':5}}}}", false, {}, false);
        row("unbalanced brackets before meta", "{'data':[{]},'x':1}", false, {}, false);
        // A JSON object keeps the last of two members of one name, and so does the scan.
        row("meta twice", "{'meta':{},'data':[],'meta':{'paging':{'cursors':{'after':'a'}}}}", true, u"a"_s);
        row("an empty object", "{}", true);
        // The lines after meta are walked backwards: strings that end in escaped backslashes or
        // hold quotes and brackets, nested objects and arrays, numbers and words.
        row("meta first, the lines after",
            "{'meta':{'paging':{'cursors':{'after':'m1'}}},'data':[{'s':'x\\\\','t':'\\'}]{[\\\\\\''},"
            "{'n':[1.5,-2,3e2,true,false,null,{}],'u':'\\u00e9'}],'z':'\\\\'}",
            true, u"m1"_s);
        // Not JSON before the cursor: the scan reads it, the decoder refuses the page.
        row("text before the object", "x{'data':[],'meta':{}}", true, {}, false);
        // QJsonDocument takes a raw tab inside a string, which JSON does not allow.
        row("a control character in a string", "{\"data\":[\"a\tb\"],\"meta\":{}}", true);
        row("a missing comma", "{'data':[] 'meta':{}}", true, {}, false);
        row("a trailing comma", "{'data':[1,],'meta':{}}", true, {}, false);
    }

    void scan()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, known);
        QFETCH(QString, cursor);
        QFETCH(bool, decodes);
        const std::optional<QString> scanned = PageCursorScan::nextCursor(body);
        QCOMPARE(scanned.has_value(), known);
        const std::optional<QString> fromDecoder = decoded(body);
        QCOMPARE(fromDecoder.has_value(), decodes);
        if (!known)
            return;
        QCOMPARE(*scanned, cursor);
        if (decodes) // whatever the scan reads, the decoder reads too
            QCOMPARE(*fromDecoder, cursor);
    }

    // Nesting far deeper than an answer of the service: refused without exhausting the stack, and
    // without walking the lines when meta comes after them.
    void deepNesting()
    {
        const QByteArray deep = "{\"data\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
        QVERIFY(!PageCursorScan::nextCursor(deep).has_value());
        const QByteArray deepMeta
            = "{\"meta\":{\"paging\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}}";
        QVERIFY(!PageCursorScan::nextCursor(deepMeta).has_value());
        const QByteArray deepLines = "{\"data\":" + QByteArray(100000, '[') + QByteArray(100000, ']')
            + ",\"meta\":{\"paging\":{\"cursors\":{\"after\":\"e\"}}}}";
        QCOMPARE(PageCursorScan::nextCursor(deepLines), std::optional<QString>(u"e"_s));
        const QByteArray ok = "{\"data\":" + QByteArray(40, '[') + QByteArray(40, ']')
            + ",\"meta\":{\"paging\":{\"cursors\":{\"after\":\"d\"}}}}";
        QCOMPARE(PageCursorScan::nextCursor(ok), std::optional<QString>(u"d"_s));
    }
};

QTEST_APPLESS_MAIN(TestPageCursorScan)
#include "tst_pagecursorscan.moc"
