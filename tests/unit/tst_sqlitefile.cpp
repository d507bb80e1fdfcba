// SPDX-License-Identifier: GPL-3.0-or-later
// The Local sandbox's data file through SQLite's own library: texts bound and read back whole
// (quotes, non-Latin letters, an empty text), a statement that fails says why, a file that is not
// a database is found at the first statement and left as it was, a closed file refuses.
#include "SqliteFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::sandbox::SqliteFile;

class tst_SqliteFile : public QObject
{
    Q_OBJECT

private slots:
    void textsGoInAndComeBackWhole()
    {
        QTemporaryDir dir;
        SqliteFile file;
        QVERIFY2(file.open(dir.filePath(u"data.sqlite"_s)), qPrintable(file.lastError()));
        QVERIFY2(file.run("CREATE TABLE records (kind TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL, "
                          "PRIMARY KEY (kind, id))"),
                 qPrintable(file.lastError()));
        const QStringList texts = {u"wallet"_s, u"wlt-'1\""_s, u"{\"name\":\"Chidi Okonkwo — Naira ₦\"}"_s};
        QVERIFY(file.run("INSERT INTO records (kind, id, json) VALUES (?, ?, ?)", texts));
        QVERIFY(file.run("INSERT INTO records (kind, id, json) VALUES (?, ?, ?)",
                         {u"bank"_s, u"b"_s, QString()}));
        QList<QStringList> rows;
        QVERIFY(file.run("SELECT kind, id, json FROM records WHERE kind = ? OR kind = ? ORDER BY kind DESC",
                         {u"wallet"_s, u"bank"_s}, [&](const QList<QByteArrayView> &columns) {
                             QStringList row;
                             for (const QByteArrayView column : columns)
                                 row << QString::fromUtf8(column);
                             rows << row;
                         }));
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0), texts);
        QCOMPARE(rows.at(1), (QStringList {u"bank"_s, u"b"_s, QString()}));

        // Kept: the same file opened again has them.
        file.close();
        SqliteFile again;
        QVERIFY(again.open(dir.filePath(u"data.sqlite"_s)));
        int count = -1;
        QVERIFY(again.run("SELECT count(*) FROM records", {}, [&](const QList<QByteArrayView> &columns) {
            count = columns.at(0).toByteArray().toInt();
        }));
        QCOMPARE(count, 2);
    }

    void aFailedStatementSaysWhy()
    {
        QTemporaryDir dir;
        SqliteFile file;
        QVERIFY(file.open(dir.filePath(u"data.sqlite"_s)));
        QVERIFY(file.run("CREATE TABLE t (id TEXT PRIMARY KEY)"));
        QVERIFY(file.run("INSERT INTO t (id) VALUES (?)", {u"a"_s}));
        QVERIFY(!file.run("INSERT INTO t (id) VALUES (?)", {u"a"_s}));
        QVERIFY2(file.lastError().contains(u"UNIQUE"_s), qPrintable(file.lastError()));
        QVERIFY(!file.run("SELECT id FROM nowhere"));
        QVERIFY2(file.lastError().contains(u"nowhere"_s), qPrintable(file.lastError()));
        // Too many texts for the statement's parameters.
        QVERIFY(!file.run("SELECT ?", {u"a"_s, u"b"_s}));
        QVERIFY(!file.lastError().isEmpty());
    }

    void notADatabaseIsFoundAtTheFirstStatementAndLeftAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"data.sqlite"_s);
        const QByteArray damaged = QByteArray("SQLite format 3", 16) + QByteArray(4080, 'x');
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(damaged);
        }
        SqliteFile file;
        QVERIFY(file.open(path)); // SQLite reads nothing yet
        QVERIFY(!file.run("PRAGMA journal_mode=WAL"));
        QVERIFY2(file.lastError().contains(u"not a database"_s), qPrintable(file.lastError()));
        file.close();
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), damaged);
    }

    void aFileThatCannotBeMadeOrIsClosedRefuses()
    {
        SqliteFile file;
        QVERIFY(!file.isOpen());
        QVERIFY(!file.run("SELECT 1"));
        QVERIFY(!file.lastError().isEmpty());
        QVERIFY(!file.open(u"/nonexistent-folder/data.sqlite"_s));
        QVERIFY(!file.isOpen());
        QVERIFY(!file.lastError().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_SqliteFile)
#include "tst_sqlitefile.moc"
