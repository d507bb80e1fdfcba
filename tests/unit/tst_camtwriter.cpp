// SPDX-License-Identifier: GPL-3.0-or-later
// CamtWriter: each document it writes here validates against the ISO 20022 schema of its version
// (xmllint, tests/data/iso20022), and holds what the statement says, read back with
// QXmlStreamReader: the balances, one Ntry per line with its amount (the currency's minor digits,
// always positive) and CdtDbtInd, the references; text escaped and cut to the schema's lengths;
// a currency without minor units, a negative opening balance, an empty statement; a statement
// that does not add up refused.

#include "StatementFormatChecks.h"
#include "export/CamtWriter.h"

#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace paydesk::exporting;

Q_DECLARE_METATYPE(paydesk::exporting::CamtWriter::Version)

namespace {

Money money(qint64 minor, const QString &currency = u"KES"_s)
{
    return Money::fromMinorUnits(minor, currency);
}

QDateTime day(int d)
{
    return QDateTime(QDate(2026, 10, d), QTime(9, 30), Qt::UTC);
}

CamtWriter::Statement statement(CamtWriter::Version version, const Money &opening, const Money &closing,
                                const QString &name = u"Main KES wallet"_s)
{
    return {version,
            u"stm-2kXgYbZ0123456789abcdefghij"_s,
            304,
            u"wlt-2kXgYbZ0123456789abcdefghij"_s,
            name,
            opening,
            closing,
            QDateTime(QDate(2026, 10, 1), QTime(0, 0), Qt::UTC),
            QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC),
            QDateTime(QDate(2026, 11, 2), QTime(6, 0), Qt::UTC)};
}

// Each element's text by its path of local names ("Ntry/Amt"), in document order.
QMultiHash<QString, QString> texts(const QByteArray &xml, QList<QString> *order = nullptr)
{
    QMultiHash<QString, QString> found;
    QXmlStreamReader r(xml);
    QStringList path;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            path.append(r.name().toString());
            if (r.name() == u"Amt")
                found.insert(path.mid(2).join(u'/') + u"@Ccy", r.attributes().value(u"Ccy"_s).toString());
        } else if (r.isEndElement()) {
            path.removeLast();
        } else if (r.isCharacters() && !r.isWhitespace()) {
            const QString key = path.mid(2).join(u'/'); // below Document/BkToCstmrStmt
            found.insert(key, r.text().toString());
            if (order)
                order->append(key + u'=' + r.text().toString());
        }
    }
    if (r.hasError())
        qWarning() << r.errorString();
    return found;
}

} // namespace

class TestCamtWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void document_data()
    {
        QTest::addColumn<CamtWriter::Version>("version");
        QTest::newRow("camt.053.001.02") << CamtWriter::Version::V02;
        QTest::newRow("camt.053.001.08") << CamtWriter::Version::V08;
    }
    void document()
    {
        QFETCH(CamtWriter::Version, version);
        const bool v08 = version == CamtWriter::Version::V08;
        CamtWriter writer(statement(version, money(-2500), money(-2500 - 15050 + 20000)));
        const QByteArray xml
            = test::writeStatement(writer,
                                   {test::statementLine(u"stl-0001"_s, u"PAYOUT_INITIATED"_s, money(-15050),
                                                        u"pyt-AAA"_s, {}, day(5)),
                                    test::statementLine(u"stl-0002"_s, u"COLLECTION_COLLECTED"_s,
                                                        money(20000), {}, u"pyn-BBB"_s, day(6))},
                                   {{u"pyt-AAA"_s, {u"INV-2026-001"_s, u"Zoë & \"Sons\" <Wanjiku>"_s}}});
        QCOMPARE(test::camtSchemaErrorOf(xml), QString());
        QVERIFY(xml.contains(CamtWriter::namespaceUri(version).data()));

        const QMultiHash<QString, QString> t = texts(xml);
        QCOMPARE(t.value(u"GrpHdr/MsgId"_s), u"stm-2kXgYbZ0123456789abcdefghij"_s);
        QCOMPARE(t.value(u"GrpHdr/CreDtTm"_s), u"2026-11-02T06:00:00Z"_s);
        QCOMPARE(t.value(u"Stmt/ElctrncSeqNb"_s), u"304"_s);
        QCOMPARE(t.value(u"Stmt/FrToDt/FrDtTm"_s), u"2026-10-01T00:00:00Z"_s);
        QCOMPARE(t.value(u"Stmt/FrToDt/ToDtTm"_s), u"2026-10-31T23:59:59Z"_s);
        QCOMPARE(t.value(u"Stmt/Acct/Id/Othr/Id"_s), u"wlt-2kXgYbZ0123456789abcdefghij"_s);
        QCOMPARE(t.value(u"Stmt/Acct/Ccy"_s), u"KES"_s);
        QCOMPARE(t.value(u"Stmt/Acct/Nm"_s), u"Main KES wallet"_s);
        // Balances: OPBD then CLBD, always positive with their indicator.
        QCOMPARE(t.values(u"Stmt/Bal/Tp/CdOrPrtry/Cd"_s), (QStringList {u"CLBD"_s, u"OPBD"_s}));
        QCOMPARE(t.values(u"Stmt/Bal/Amt"_s), (QStringList {u"24.50"_s, u"25.00"_s}));
        QCOMPARE(t.values(u"Stmt/Bal/CdtDbtInd"_s), (QStringList {u"CRDT"_s, u"DBIT"_s}));
        QCOMPARE(t.values(u"Stmt/Bal/Dt/Dt"_s), (QStringList {u"2026-10-31"_s, u"2026-10-01"_s}));
        // Entries, in order (values() is newest first).
        QCOMPARE(t.values(u"Stmt/Ntry/Amt"_s), (QStringList {u"200.00"_s, u"150.50"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/Amt@Ccy"_s), (QStringList {u"KES"_s, u"KES"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/CdtDbtInd"_s), (QStringList {u"CRDT"_s, u"DBIT"_s}));
        QCOMPARE(t.values(v08 ? u"Stmt/Ntry/Sts/Cd"_s : u"Stmt/Ntry/Sts"_s),
                 (QStringList {u"BOOK"_s, u"BOOK"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/AcctSvcrRef"_s), (QStringList {u"stl-0002"_s, u"stl-0001"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/BookgDt/DtTm"_s),
                 (QStringList {u"2026-10-06T09:30:00Z"_s, u"2026-10-05T09:30:00Z"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/ValDt/Dt"_s), (QStringList {u"2026-10-06"_s, u"2026-10-05"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/BkTxCd/Domn/Cd"_s), (QStringList {u"PMNT"_s, u"PMNT"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/BkTxCd/Domn/Fmly/Cd"_s), (QStringList {u"RCDT"_s, u"ICDT"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/BkTxCd/Prtry/Cd"_s),
                 (QStringList {u"COLLECTION_COLLECTED"_s, u"PAYOUT_INITIATED"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/NtryDtls/TxDtls/Refs/EndToEndId"_s),
                 (QStringList {u"NOTPROVIDED"_s, u"INV-2026-001"_s}));
        QCOMPARE(t.values(u"Stmt/Ntry/NtryDtls/TxDtls/Refs/TxId"_s),
                 (QStringList {u"pyn-BBB"_s, u"pyt-AAA"_s}));
        QCOMPARE(t.value(v08 ? u"Stmt/Ntry/NtryDtls/TxDtls/RltdPties/Cdtr/Pty/Nm"_s
                             : u"Stmt/Ntry/NtryDtls/TxDtls/RltdPties/Cdtr/Nm"_s),
                 u"Zoë & \"Sons\" <Wanjiku>"_s);
        QCOMPARE(t.values(u"Stmt/Ntry/AddtlNtryInf"_s),
                 (QStringList {u"Collection collected"_s, u"Payout initiated"_s}));
    }

    // Text cut to the schema's lengths (in characters, not bytes), characters XML cannot hold
    // replaced; a custom_id too long for EndToEndId is not cut but NOTPROVIDED.
    void lengths()
    {
        const QString name = QString(100, u'é');
        const QString recipient = QString(300, u'ł') + u"\u0001"_s;
        const QString customId = QString(40, u'C');
        CamtWriter writer(statement(CamtWriter::Version::V02, money(0), money(-100), name));
        const QByteArray xml = test::writeStatement(
            writer,
            {test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s, money(-100), u"pyt-1"_s, {}, day(3))},
            {{u"pyt-1"_s, {customId, recipient}}});
        QCOMPARE(test::camtSchemaErrorOf(xml), QString());
        const QMultiHash<QString, QString> t = texts(xml);
        QCOMPARE(t.value(u"Stmt/Acct/Nm"_s), QString(70, u'é'));
        QCOMPARE(t.value(u"Stmt/Ntry/NtryDtls/TxDtls/RltdPties/Cdtr/Nm"_s), QString(140, u'ł'));
        QCOMPARE(t.value(u"Stmt/Ntry/NtryDtls/TxDtls/Refs/EndToEndId"_s), u"NOTPROVIDED"_s);
        QVERIFY(t.value(u"Stmt/Ntry/AddtlNtryInf"_s).contains(customId));
    }

    void noMinorUnits_data() { test::noMinorUnitCurrencies(); }
    void noMinorUnits()
    {
        QFETCH(QString, currency);
        CamtWriter writer(
            statement(CamtWriter::Version::V02, money(2000000, currency), money(500000, currency)));
        const QByteArray xml
            = test::writeStatement(writer,
                                   {test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s,
                                                        money(-1500000, currency), u"pyt-1"_s, {}, day(3))});
        QCOMPARE(test::camtSchemaErrorOf(xml), QString());
        const QMultiHash<QString, QString> t = texts(xml);
        QCOMPARE(t.values(u"Stmt/Bal/Amt"_s), (QStringList {u"500000"_s, u"2000000"_s}));
        QCOMPARE(t.value(u"Stmt/Ntry/Amt"_s), u"1500000"_s);
        QCOMPARE(t.value(u"Stmt/Ntry/Amt@Ccy"_s), currency);
    }

    void emptyStatement_data() { document_data(); }
    void emptyStatement()
    {
        QFETCH(CamtWriter::Version, version);
        CamtWriter writer(statement(version, money(-1), money(-1), QString()));
        const QByteArray xml = test::writeStatement(writer, {});
        QCOMPARE(test::camtSchemaErrorOf(xml), QString());
        const QMultiHash<QString, QString> t = texts(xml);
        QVERIFY(!t.contains(u"Stmt/Ntry/Amt"_s));
        QVERIFY(!t.contains(u"Stmt/Acct/Nm"_s));
        QCOMPARE(t.values(u"Stmt/Bal/Amt"_s), (QStringList {u"0.01"_s, u"0.01"_s}));
    }

    // Many lines of every type: the document stays valid.
    void manyLines_data() { document_data(); }
    void manyLines()
    {
        QFETCH(CamtWriter::Version, version);
        const QStringList types {u"COLLECTION_COLLECTED"_s,  u"COLLECTION_CONVERTED"_s,
                                 u"CONVERSION_INITIATED"_s,  u"CONVERSION_CONVERTED"_s,
                                 u"PAYOUT_INITIATED"_s,      u"PAYOUT_FAILED"_s,
                                 u"PAYOUT_REVERSED"_s,       u"PAYOUT_SENT_TO_FAILED"_s,
                                 u"PAYOUT_FAILED_TO_SENT"_s, u"SOMETHING_NEW"_s};
        QList<api::StatementLine> lines;
        qint64 sum = 0;
        for (int i = 0; i < 300; ++i) {
            const qint64 minor = (i % 2 ? -1 : 1) * (i * 101 + 1);
            sum += minor;
            lines.append(test::statementLine(u"stl-%1"_s.arg(i), types.at(i % types.size()), money(minor),
                                             i % 2 ? u"pyt-%1"_s.arg(i) : QString(),
                                             i % 2 ? QString() : u"pyn-%1"_s.arg(i), day(1 + i % 28)));
        }
        CamtWriter writer(statement(version, money(0), money(sum)));
        const QByteArray xml = test::writeStatement(writer, lines);
        QCOMPARE(test::camtSchemaErrorOf(xml), QString());
        QCOMPARE(texts(xml).values(u"Stmt/Ntry/Amt"_s).size(), 300);
    }

    void refused()
    {
        QByteArray out;
        CamtWriter writer(statement(CamtWriter::Version::V02, money(100), money(300)));
        QVERIFY(writer.start(out).isEmpty());
        QVERIFY(writer
                    .add(test::statementLine(u"stl-1"_s, u"PAYOUT_INITIATED"_s, money(-100), {}, {}, day(2)),
                         nullptr, out)
                    .isEmpty());
        QVERIFY(!writer
                     .add(test::statementLine(u"stl-2"_s, u"PAYOUT_INITIATED"_s, money(5, u"UGX"_s), {}, {},
                                              day(2)),
                          nullptr, out)
                     .isEmpty());
        QVERIFY(!writer.finish(out).isEmpty()); // 1.00 - 1.00 is not 3.00
        CamtWriter none(statement(CamtWriter::Version::V02, Money(), money(300)));
        QVERIFY(!none.start(out).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCamtWriter)
#include "tst_camtwriter.moc"
