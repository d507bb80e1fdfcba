// SPDX-License-Identifier: GPL-3.0-or-later
// PageCursorScan: meta.paging.cursors.after read from the bytes of a list answer by walking the
// JSON structure. It agrees with the decoder (ResourceCodecs' nextCursor()) on every answer it
// reads, is not fooled by a line whose text looks like a cursor, and says "cannot tell" rather
// than guess.
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
        const auto row = [](const char *name, const char *json, bool known, const QString &cursor = {}) {
            QTest::newRow(name) << QByteArray(json).replace('\'', '"') << known << cursor;
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
        // Cannot tell: the decoder says.
        row("not JSON", "<html>502</html>", false);
        row("an array", "[]", false);
        row("empty", "", false);
        row("cut short", "{'data':[],'meta':{'paging':{'cursors':{'after':'c", false);
        row("cut after the cursor", "{'data':[],'meta':{'paging':{'cursors':{'after':'c'}}}", false);
        row("two objects", "{'data':[]}{'data':[]}", false);
        row("meta twice", "{'meta':{},'data':[],'meta':{'paging':{'cursors':{'after':'a'}}}}", false);
        row("after twice", "{'meta':{'paging':{'cursors':{'after':'a','after':'b'}}}}", false);
        row("an escaped key on the way", "{'m\\u0065ta':{'paging':{'cursors':{'after':'a'}}}}", false);
        row("an escaped cursor", "{'meta':{'paging':{'cursors':{'after':'a\\/b'}}}}", false);
        row("meta a string", "{'meta':'paging'}", false);
        row("after a number", "{'meta':{'paging':{'cursors':{'after':5}}}}", false);
        row("a control character in a string", "{\"data\":[\"a\tb\"],\"meta\":{}}", false);
        row("a missing comma", "{'data':[] 'meta':{}}", false);
        row("a trailing comma", "{'data':[1,],'meta':{}}", false);
    }

    void scan()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, known);
        QFETCH(QString, cursor);
        const std::optional<QString> scanned = PageCursorScan::nextCursor(body);
        QCOMPARE(scanned.has_value(), known);
        if (!known)
            return;
        QCOMPARE(*scanned, cursor);
        // Whatever the scan reads, the decoder reads too.
        const std::optional<QString> fromDecoder = decoded(body);
        QVERIFY(fromDecoder.has_value());
        QCOMPARE(*fromDecoder, cursor);
    }

    // Nesting far deeper than an answer of the service: refused without exhausting the stack.
    void deepNesting()
    {
        const QByteArray deep = "{\"data\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
        QVERIFY(!PageCursorScan::nextCursor(deep).has_value());
        const QByteArray ok = "{\"data\":" + QByteArray(40, '[') + QByteArray(40, ']')
            + ",\"meta\":{\"paging\":{\"cursors\":{\"after\":\"d\"}}}}";
        QCOMPARE(PageCursorScan::nextCursor(ok), std::optional<QString>(u"d"_s));
    }
};

QTEST_APPLESS_MAIN(TestPageCursorScan)
#include "tst_pagecursorscan.moc"
