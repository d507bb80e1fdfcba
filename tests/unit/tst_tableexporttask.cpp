// SPDX-License-Identifier: GPL-3.0-or-later
// TableExportTask: a table model written to CSV as a Task. Byte-exact on a small table (header,
// quoting, formula-safe text, amounts as numbers, each option); a large table written in turns
// with progress; a cancelled export and a failed one leave no file, and an older file of that
// name as it was.

#include "export/TableExportTask.h"

#include <QAbstractTableModel>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::exporting::CsvWriter;
using paydesk::exporting::TableExportTask;

namespace {

// Rows of (name, amount).
class Table : public QAbstractTableModel
{
public:
    explicit Table(QList<std::pair<QString, QString>> rows)
        : m_rows(std::move(rows))
    { }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : 2; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != Qt::DisplayRole)
            return {};
        const auto &r = m_rows.at(index.row());
        return index.column() == 0 ? r.first : r.second;
    }

private:
    QList<std::pair<QString, QString>> m_rows;
};

QList<TableExportTask::Column> columns()
{
    return {
        {u"name"_s, [](const QModelIndex &i) { return i.data().toString(); }, false},
        {u"amount"_s, [](const QModelIndex &i) { return i.siblingAtColumn(1).data().toString(); }, true},
    };
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<no file>");
}

} // namespace

class TestTableExportTask : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void byteExact_data()
    {
        QTest::addColumn<char>("delimiter");
        QTest::addColumn<char>("decimal");
        QTest::addColumn<bool>("bom");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray body = "name,amount\r\n"
                                "Wanjiru Kamau,1500.00\r\n"
                                "'=SUM(A1:A9),-20.50\r\n"
                                "\"Mensah, Kwame \"\"KM\"\"\",0.01\r\n";
        QTest::newRow("comma") << ',' << '.' << false << body;
        QTest::newRow("comma, BOM") << ',' << '.' << true << QByteArray("\xEF\xBB\xBF") + body;
        QTest::newRow("semicolon, decimal comma") << ';' << ',' << false
                                                  << QByteArray("name;amount\r\n"
                                                                "Wanjiru Kamau;1500,00\r\n"
                                                                "'=SUM(A1:A9);-20,50\r\n"
                                                                "\"Mensah, Kwame \"\"KM\"\"\";0,01\r\n");
    }
    void byteExact()
    {
        QFETCH(char, delimiter);
        QFETCH(char, decimal);
        QFETCH(bool, bom);
        QFETCH(QByteArray, expected);
        Table table({{u"Wanjiru Kamau"_s, u"1500.00"_s},
                     {u"=SUM(A1:A9)"_s, u"-20.50"_s},
                     {u"Mensah, Kwame \"KM\""_s, u"0.01"_s}});
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.csv"_s);
        CsvWriter::Options options;
        options.delimiter = delimiter;
        options.decimalSeparator = decimal;
        options.byteOrderMark = bom;
        auto *task = new TableExportTask(u"Export"_s, path, &table, columns(), options);
        QSignalSpy finished(task, &paydesk::tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(read(path), expected);
    }

    void largeTableInTurnsWithProgress()
    {
        QList<std::pair<QString, QString>> rows;
        for (int i = 0; i < 5 * TableExportTask::rowsPerTurn + 7; ++i)
            rows.append({u"row %1"_s.arg(i), u"%1.00"_s.arg(i)});
        Table table(rows);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"big.csv"_s);
        auto *task = new TableExportTask(u"Export"_s, path, &table, columns(), {});
        QSignalSpy progress(task, &paydesk::tasks::Task::progressChanged);
        QSignalSpy finished(task, &paydesk::tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY(finished.first().at(0).toBool());
        QVERIFY(progress.size() >= 6); // one per turn at least
        QCOMPARE(progress.last().at(0).toLongLong(), qint64(rows.size()));
        QCOMPARE(progress.last().at(1).toLongLong(), qint64(rows.size()));
        QCOMPARE(read(path).count('\n'), rows.size() + 1);
    }

    void cancelledLeavesNoFileAndTheOldOneAsItWas()
    {
        QList<std::pair<QString, QString>> rows;
        for (int i = 0; i < 10 * TableExportTask::rowsPerTurn; ++i)
            rows.append({u"row %1"_s.arg(i), u"1.00"_s});
        Table table(rows);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kept.csv"_s);
        const QString fresh = dir.filePath(u"fresh.csv"_s);
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the accountant's file\n");
        }
        for (const QString &target : {path, fresh}) {
            auto *task = new TableExportTask(u"Export"_s, target, &table, columns(), {});
            const QPointer<TableExportTask> guard(task);
            connect(task, &paydesk::tasks::Task::progressChanged, task, [task](qint64 done) {
                if (done >= 2 * TableExportTask::rowsPerTurn)
                    task->cancel(); // mid-export
            });
            QTRY_VERIFY(!guard);
        }
        QCOMPARE(read(path), QByteArray("the accountant's file\n"));
        QVERIFY(!QFile::exists(fresh));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left either
    }

    void aFileThatCannotBeWrittenFailsWithWhy()
    {
        Table table({{u"a"_s, u"1.00"_s}});
        QTemporaryDir dir;
        const QString path = dir.filePath(u"no/such/folder/out.csv"_s);
        auto *task = new TableExportTask(u"Export"_s, path, &table, columns(), {});
        QSignalSpy finished(task, &paydesk::tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(finished.first().at(1).toString().contains(path));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestTableExportTask)
#include "tst_tableexporttask.moc"
