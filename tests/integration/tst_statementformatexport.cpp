// SPDX-License-Identifier: GPL-3.0-or-later
// The MT940 and CAMT.053 exports against the sandbox over real HTTP, checked by others' code:
// every CAMT.053 file validates against the ISO 20022 schema of its version (xmllint), and every
// MT940 file is read back by mt940js; both hold what the service listed: the statement's opening
// and closing balances, every line with its amount, debit or credit, and references (the line id,
// the payout or payin id, the custom_id from the reference lookup). The lookup's answers come
// back out of order and the lines stay in order; a statement whose balances are missing is read
// again; currencies without minor units (UGX, XOF). Cancel and a statement that is not ready:
// tst_statementcsvexport, for every streamed format.
#include "StatementExportSupport.h"
#include "StatementFormatChecks.h"
#include "export/StatementAccountingExport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTimer>
#include <QXmlStreamReader>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace paydesk::test;
using namespace Qt::StringLiterals;

namespace {

Money moneyOf(const QJsonValue &amount)
{
    const QJsonObject o = amount.toObject();
    return Money::parse(o.value(u"value").toString(), o.value(u"currency").toString()).money;
}

// A line of the service as the files should have it.
struct Expected
{
    QString id;
    QString type;
    Money amount;
    QString resource; // payout_id or payin_id
    QString payoutId;
};

// The Ntry of a CAMT.053 document, as the file says them.
struct Entry
{
    QString amount;
    QString ccy;
    QString cdtDbt;
    QString acctSvcrRef;
    QString endToEndId;
    QString txId;
    QString creditor;
    QString prtry;
};

struct Camt
{
    QMap<QString, QPair<QString, QString>> balances; // OPBD/CLBD: amount, CRDT|DBIT
    QList<Entry> entries;
    QString account;
};

Camt readCamt(const QByteArray &xml)
{
    Camt camt;
    QXmlStreamReader r(xml);
    QStringList path;
    QString balanceCode, balanceAmount, balanceInd;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            path.append(r.name().toString());
            const QString p = path.mid(2).join(u'/');
            if (p == u"Stmt/Ntry")
                camt.entries.append(Entry {});
            if (p == u"Stmt/Ntry/Amt")
                camt.entries.last().ccy = r.attributes().value(u"Ccy"_s).toString();
        } else if (r.isEndElement()) {
            if (path.mid(2).join(u'/') == u"Stmt/Bal")
                camt.balances.insert(balanceCode, {balanceAmount, balanceInd});
            path.removeLast();
        } else if (r.isCharacters() && !r.isWhitespace()) {
            const QString p = path.mid(2).join(u'/');
            const QString t = r.text().toString();
            if (p == u"Stmt/Bal/Tp/CdOrPrtry/Cd")
                balanceCode = t;
            else if (p == u"Stmt/Bal/Amt")
                balanceAmount = t;
            else if (p == u"Stmt/Bal/CdtDbtInd")
                balanceInd = t;
            else if (p == u"Stmt/Acct/Id/Othr/Id")
                camt.account = t;
            else if (p == u"Stmt/Ntry/Amt")
                camt.entries.last().amount = t;
            else if (p == u"Stmt/Ntry/CdtDbtInd")
                camt.entries.last().cdtDbt = t;
            else if (p == u"Stmt/Ntry/AcctSvcrRef")
                camt.entries.last().acctSvcrRef = t;
            else if (p == u"Stmt/Ntry/BkTxCd/Prtry/Cd")
                camt.entries.last().prtry = t;
            else if (p == u"Stmt/Ntry/NtryDtls/TxDtls/Refs/EndToEndId")
                camt.entries.last().endToEndId = t;
            else if (p == u"Stmt/Ntry/NtryDtls/TxDtls/Refs/TxId")
                camt.entries.last().txId = t;
            else if (p.startsWith(u"Stmt/Ntry/NtryDtls/TxDtls/RltdPties/Cdtr") && p.endsWith(u"/Nm"))
                camt.entries.last().creditor = t;
        }
    }
    if (r.hasError())
        qWarning() << "XML:" << r.errorString();
    return camt;
}

QString wire(const Money &m)
{
    return m.abs().toWire();
}

} // namespace

class TestStatementFormatExport : public QObject
{
    Q_OBJECT

    StatementExportSandbox m_env;
    QTemporaryDir m_dir;
    int m_files = 0;

    api::Statement statementOf(const QJsonObject &s, bool withBalances)
    {
        api::Statement statement;
        statement.id = s.value(u"id").toString();
        statement.walletId = s.value(u"wallet_id").toString();
        statement.from = QDateTime::fromString(s[u"period"_s][u"from"_s].toString(), Qt::ISODateWithMs);
        statement.to = QDateTime::fromString(s[u"period"_s][u"to"_s].toString(), Qt::ISODateWithMs);
        if (withBalances) {
            statement.openingBalance = moneyOf(s.value(u"opening_balance"));
            statement.closingBalance = moneyOf(s.value(u"closing_balance"));
        }
        return statement;
    }

    QList<Expected> allLines(const QString &statementId)
    {
        QList<Expected> lines;
        for (const QJsonValue &v : m_env.lines(statementId)) {
            const QJsonObject l = v.toObject();
            const QJsonObject resource = l.value(u"resource").toObject();
            const QString payout = resource.value(u"payout_id").toString();
            lines.append({l.value(u"id").toString(), l.value(u"type").toString(), moneyOf(l.value(u"amount")),
                          payout.isEmpty() ? resource.value(u"payin_id").toString() : payout, payout});
        }
        return lines;
    }

    // The references the store would give: a custom_id and a recipient made up per payout, each
    // page's answered later, the newest page's first, so that they arrive out of order.
    ReferenceLookup scrambledLookup(int *asked)
    {
        auto waiting = std::make_shared<QList<std::function<void()>>>();
        return [waiting, asked](const QStringList &ids, QObject *context,
                                std::function<void(const PayoutReferenceMap &)> done) {
            ++*asked;
            PayoutReferenceMap refs;
            for (const QString &id : ids)
                refs.insert(id, {u"INV-"_s + id.right(6), u"Zoë Wanjiku & Co "_s + id.right(4)});
            waiting->append([done, refs] { done(refs); });
            if (waiting->size() == 1) {
                QTimer::singleShot(5, context, [waiting] {
                    const auto answers = std::exchange(*waiting, {});
                    for (auto it = answers.crbegin(); it != answers.crend(); ++it)
                        (*it)();
                });
            }
        };
    }

    QString runExport(tasks::Task *task, qint64 *progress = nullptr)
    {
        return StatementExportSandbox::runToEnd(task, progress);
    }

    void checkMt940(const QString &path, const api::Statement &s, const QList<Expected> &lines,
                    bool references)
    {
        QString error;
        const QJsonArray messages = readMt940(path, &error); // mt940js checks each message adds up
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        const int digits = s.openingBalance.currencyMinorUnits();
        const auto minor
            = [digits](const QJsonValue &v) { return qRound64(v.toDouble() * std::pow(10, digits)); };
        QCOMPARE(minor(messages.first()[u"openingBalance"_s]), s.openingBalance.minorUnits());
        QCOMPARE(minor(messages.last()[u"closingBalance"_s]), s.closingBalance.minorUnits());
        QCOMPARE(minor(messages.last()[u"closingAvailableBalance"_s]), s.closingBalance.minorUnits());
        int n = 0;
        qint64 previous = s.openingBalance.minorUnits();
        for (const QJsonValue &m : messages) {
            QCOMPARE(m[u"accountIdentification"_s].toString(), s.walletId);
            QCOMPARE(m[u"currency"_s].toString(), s.openingBalance.currency());
            QCOMPARE(minor(m[u"openingBalance"_s]), previous);
            previous = minor(m[u"closingBalance"_s]);
            for (const QJsonValue &t : m[u"transactions"_s].toArray()) {
                QVERIFY(n < lines.size());
                const Expected &line = lines.at(n++);
                QCOMPARE(minor(t[u"amount"_s]), line.amount.minorUnits()); // the sign is the D/C mark
                QCOMPARE(t[u"bankReference"_s].toString(), line.id.right(16));
                QCOMPARE(t[u"extraDetails"_s].toString(), line.resource);
                const QString details = t[u"details"_s].toString();
                QVERIFY2(details.contains(line.resource), qPrintable(details));
                if (references && !line.payoutId.isEmpty()) {
                    QCOMPARE(t[u"reference"_s].toString(), u"INV-"_s + line.payoutId.right(6));
                    QVERIFY2(details.contains(u"Zoe Wanjiku + Co "_s + line.payoutId.right(4)),
                             qPrintable(details));
                } else {
                    QCOMPARE(t[u"reference"_s].toString(), u"NONREF"_s);
                }
            }
        }
        QCOMPARE(n, lines.size());
    }

    void checkCamt(const QString &path, const api::Statement &s, const QList<Expected> &lines,
                   bool references)
    {
        QCOMPARE(camtSchemaError(path), QString());
        const Camt camt = readCamt(StatementExportSandbox::fileBytes(path));
        QCOMPARE(camt.account, s.walletId);
        const auto balance = [](const Money &m) {
            return QPair<QString, QString> {m.abs().toWire(), m.isNegative() ? u"DBIT"_s : u"CRDT"_s};
        };
        QCOMPARE(camt.balances.value(u"OPBD"_s), balance(s.openingBalance));
        QCOMPARE(camt.balances.value(u"CLBD"_s), balance(s.closingBalance));
        QCOMPARE(camt.entries.size(), lines.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const Entry &e = camt.entries.at(i);
            const Expected &line = lines.at(i);
            QCOMPARE(e.amount, wire(line.amount));
            QCOMPARE(e.ccy, line.amount.currency());
            QCOMPARE(e.cdtDbt, line.amount.isNegative() ? u"DBIT"_s : u"CRDT"_s);
            QCOMPARE(e.acctSvcrRef, line.id);
            QCOMPARE(e.prtry, line.type);
            QCOMPARE(e.txId, line.resource);
            if (references && !line.payoutId.isEmpty()) {
                QCOMPARE(e.endToEndId, u"INV-"_s + line.payoutId.right(6));
                QCOMPARE(e.creditor, u"Zoë Wanjiku & Co "_s + line.payoutId.right(4));
            } else {
                QCOMPARE(e.endToEndId, u"NOTPROVIDED"_s);
                QVERIFY(e.creditor.isEmpty());
            }
        }
    }

    void checkFile(StatementFormat format, const QString &path, const api::Statement &s,
                   const QList<Expected> &lines, bool references)
    {
        if (format == StatementFormat::Mt940)
            checkMt940(path, s, lines, references);
        else
            checkCamt(path, s, lines, references);
    }

private Q_SLOTS:
    void init() { QCOMPARE(m_env.start(), QString()); }

    void cleanup() { m_env.stop(); }

    void formats_data()
    {
        QTest::addColumn<StatementFormat>("format");
        QTest::addColumn<bool>("withBalances"); // else read again first
        QTest::addColumn<bool>("references");
        QTest::newRow("MT940") << StatementFormat::Mt940 << true << false;
        QTest::newRow("MT940, read again, references") << StatementFormat::Mt940 << false << true;
        QTest::newRow("CAMT.053 v02") << StatementFormat::Camt053 << true << false;
        QTest::newRow("CAMT.053 v02, read again, references") << StatementFormat::Camt053 << false << true;
        QTest::newRow("CAMT.053 v08, references") << StatementFormat::Camt053v08 << true << true;
    }
    void formats()
    {
        QFETCH(StatementFormat, format);
        QFETCH(bool, withBalances);
        QFETCH(bool, references);
        QCOMPARE(m_env.bulkFill(300), QByteArray()); // several pages, and MT940 continuation messages
        const QJsonObject ready = m_env.lastYearStatement(m_env.walletId);
        QVERIFY(!ready.isEmpty());
        const api::Statement full = statementOf(ready, true);
        QVERIFY(full.openingBalance.isValid() && full.closingBalance.isValid());
        const QList<Expected> lines = allLines(full.id);
        QVERIFY2(lines.size() > 6 * StatementFileExport::pageSize, qPrintable(QString::number(lines.size())));
        bool debit = false, credit = false;
        for (const Expected &l : lines) {
            debit |= l.amount.isNegative();
            credit |= l.amount.isPositive();
        }
        QVERIFY(debit && credit);

        const QString path
            = m_dir.filePath(u"statement-%1.%2"_s.arg(++m_files).arg(StatementFormats::suffix(format)));
        StatementFileExport *task
            = createStatementFileExport(format, m_env.client.get(), statementOf(ready, withBalances),
                                        {u"Main KES"_s, u"Sandbox"_s, {}, {}}, path);
        QVERIFY(task);
        int asked = 0;
        if (references)
            task->setReferenceLookup(scrambledLookup(&asked));
        qint64 progress = -1;
        const QString error = runExport(task, &progress);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(progress, lines.size());
        if (references)
            QVERIFY(asked > 1); // a page at a time
        checkFile(format, path, full, lines, references);
        if (format == StatementFormat::Mt940)
            QVERIFY(StatementExportSandbox::fileBytes(path).count(":28C:")
                    > 1); // continued in numbered messages
    }

    // A currency without minor units: amounts without decimals in both formats.
    void noMinorUnits_data()
    {
        QTest::addColumn<StatementFormat>("format");
        QTest::addColumn<QString>("currency");
        QTest::newRow("MT940, UGX") << StatementFormat::Mt940 << u"UGX"_s;
        QTest::newRow("MT940, XOF") << StatementFormat::Mt940 << u"XOF"_s;
        QTest::newRow("CAMT.053, UGX") << StatementFormat::Camt053 << u"UGX"_s;
        QTest::newRow("CAMT.053 v08, XOF") << StatementFormat::Camt053v08 << u"XOF"_s;
    }
    void noMinorUnits()
    {
        QFETCH(StatementFormat, format);
        QFETCH(QString, currency);
        const QString wallet = m_env.walletOf(currency);
        QVERIFY(wallet.startsWith(u"wlt-"));
        QCOMPARE(m_env.bulkFill(120, currency), QByteArray());
        const QJsonObject ready = m_env.lastYearStatement(wallet);
        QVERIFY(!ready.isEmpty());
        const api::Statement s = statementOf(ready, true);
        QCOMPARE(s.closingBalance.currency(), currency);
        const QList<Expected> lines = allLines(s.id);
        QVERIFY(lines.size() > 100);
        const QString path = m_dir.filePath(
            u"%1-%2.%3"_s.arg(currency).arg(++m_files).arg(StatementFormats::suffix(format)));
        const QString error
            = runExport(createStatementFileExport(format, m_env.client.get(), s, {}, path), nullptr);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        checkFile(format, path, s, lines, false);
        const QByteArray bytes = StatementExportSandbox::fileBytes(path);
        const QByteArray closing = s.closingBalance.abs().toWire().toLatin1();
        QVERIFY(!closing.contains('.'));
        if (format == StatementFormat::Mt940)
            QVERIFY2(bytes.contains(QByteArray(currency.toLatin1() + closing + ",\r\n")),
                     bytes.left(2000).constData());
        else
            QVERIFY2(
                bytes.contains(QByteArray("<Amt Ccy=\"" + currency.toLatin1() + "\">" + closing + "</Amt>")),
                bytes.left(2000).constData());
    }
};

QTEST_GUILESS_MAIN(TestStatementFormatExport)
#include "tst_statementformatexport.moc"
