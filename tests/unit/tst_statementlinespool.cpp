// SPDX-License-Identifier: GPL-3.0-or-later
// The spool of a statement's lines between reading and writing: what goes in comes back out, in
// the same order and to the last field (no balance, no time, a payin instead of a payout), and
// its file is gone with it.

#include "export/StatementLineSpool.h"

#include <QDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::exporting;
using namespace Qt::StringLiterals;

class TestStatementLineSpool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linesComeBackAsTheyWent()
    {
        QList<api::StatementLine> lines;
        for (int i = 0; i < 1000; ++i) {
            api::StatementLine l;
            l.id = u"stl-%1"_s.arg(i);
            l.type = i % 3 ? u"PAYOUT_INITIATED"_s : u"COLLECTION_COLLECTED"_s;
            l.amount = Money::fromMinorUnits(i % 3 ? -i * 101 : i * 7, u"KES");
            if (i % 5)
                l.balance = Money::fromMinorUnits(1000000 - i, u"KES");
            if (i % 2)
                l.payoutId = u"pyt-%1"_s.arg(i);
            else
                l.payinId = u"pyn-\u00e9%1"_s.arg(i);
            if (i % 7)
                l.createdAt = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).addMSecs(qint64(i) * 60001);
            lines.append(l);
        }
        StatementLineSpool spool;
        QVERIFY2(spool.open(), qPrintable(spool.errorString()));
        for (const api::StatementLine &l : std::as_const(lines))
            QVERIFY(spool.append(l));
        QCOMPARE(spool.count(), lines.size());
        QVERIFY(spool.rewind());
        api::StatementLine back;
        for (const api::StatementLine &l : std::as_const(lines)) {
            QVERIFY(!spool.atEnd());
            QVERIFY2(spool.readNext(&back), qPrintable(spool.errorString()));
            QCOMPARE(back.id, l.id);
            QCOMPARE(back.type, l.type);
            QCOMPARE(back.amount, l.amount);
            QCOMPARE(back.balance, l.balance);
            QCOMPARE(back.payoutId, l.payoutId);
            QCOMPARE(back.payinId, l.payinId);
            QCOMPARE(back.createdAt, l.createdAt);
        }
        QVERIFY(spool.atEnd());
        QVERIFY(!spool.readNext(&back));
        QVERIFY(spool.errorString().isEmpty());
    }

    void fileGoesWithTheSpool()
    {
        const auto spools
            = [] { return QDir::temp().entryList({u"paydesk-statement-*"_s}, QDir::Files | QDir::Hidden); };
        const QStringList before = spools();
        {
            StatementLineSpool spool;
            QVERIFY(spool.open());
            api::StatementLine line;
            line.id = u"stl-1"_s;
            QVERIFY(spool.append(line));
            QVERIFY(spool.rewind());
        }
        // (On Linux the file may never have had a name: O_TMPFILE.)
        QCOMPARE(spools(), before);
    }
};

QTEST_APPLESS_MAIN(TestStatementLineSpool)
#include "tst_statementlinespool.moc"
