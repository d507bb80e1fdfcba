// SPDX-License-Identifier: GPL-3.0-or-later
// AuditExportTask: the whole audit log written to CSV as a Task, on a store of its own (a SQLite
// file). Every entry once, oldest first, under the header of the export, across several pages,
// with progress of the entries in the log; a Cancel after the first page leaves no file and an
// older file of that name as it was; a folder that does not exist fails with words and no file.

#include "audit/AuditExportTask.h"
#include "export/CsvWriter.h"
#include "store/AuditEntry.h"
#include "store/AuditEvent.h"
#include "store/AuditLog.h"
#include "store/Store.h"
#include "store/StoreConfig.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace paydesk;
using audit::AuditExportTask;

namespace {

// Two full pages and a part of a third.
constexpr int entryCount = 2 * AuditExportTask::pageSize + 37;

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<no file>");
}

} // namespace

class TestAuditExportTask : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_store
            = std::make_unique<store::Store>(store::StoreConfig::sqlite(m_dir.filePath(u"audit.sqlite"_s)));
        m_log = std::make_unique<store::AuditLog>(m_store.get());
        // A detail with a comma and quotes: the cell is quoted, as RFC 4180 says.
        for (int i = 0; i < entryCount; ++i) {
            const store::AuditEvent event(store::AuditEvent::Action::ProfileAdded, u"p-%1"_s.arg(i),
                                          QJsonObject {{u"name"_s, u"Acme \"%1\", Nairobi"_s.arg(i)}});
            const auto appended = m_log->append(event);
            QVERIFY2(appended.ok(), qPrintable(appended.error().toString()));
        }
    }

    void cleanupTestCase()
    {
        m_log.reset();
        m_store.reset();
    }

    void everyEntryInOrderUnderTheHeader()
    {
        QTemporaryDir out;
        const QString path = out.filePath(u"audit.csv"_s);
        auto *task = new AuditExportTask(m_log.get(), path);
        QSignalSpy progress(task, &tasks::Task::progressChanged);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));

        // What the export wrote before it was a task: the header, then each entry as stored.
        const auto stored = m_log->entries(0, entryCount + 1);
        QVERIFY(stored.ok());
        QCOMPARE(stored.value().size(), entryCount);
        exporting::CsvWriter csv;
        QByteArray expected = "seq,time_utc,action,profile_id,os_user,detail,previous_hash,hash\r\n";
        for (const store::AuditEntry &e : stored.value()) {
            csv.number(QString::number(e.seq)).text(store::AuditEntry::timeText(e.time)).text(e.action);
            csv.text(e.profileId).text(e.osUser).text(e.detail).text(e.previousHash).text(e.hash);
            csv.appendRowTo(expected);
        }
        const QByteArray written = read(path);
        QCOMPARE(written, expected);
        const QList<QByteArray> lines = written.split('\n');
        QCOMPARE(lines.size(), entryCount + 2); // the header, the entries, nothing after the last CRLF
        for (int seq = 1; seq <= entryCount; ++seq) // each once, oldest first
            QVERIFY2(lines.at(seq).startsWith(QByteArray(QByteArray::number(seq) + ',')),
                     lines.at(seq).constData());
        QVERIFY(lines.at(1).contains(",profile.added,p-0,"));
        QVERIFY(lines.at(1).contains("\"{\"\"name\"\":\"\"Acme \\\"\"0\\\"\", Nairobi\"\"}\""));
        QVERIFY(lines.at(entryCount).endsWith(QByteArray(stored.value().last().hash.toLatin1() + '\r')));

        // A page per turn, of the entries in the log.
        QCOMPARE(progress.size(), 3);
        QCOMPARE(progress.first().at(0).toLongLong(), qint64(AuditExportTask::pageSize));
        QCOMPARE(progress.first().at(1).toLongLong(), qint64(entryCount));
        QCOMPARE(progress.last().at(0).toLongLong(), qint64(entryCount));
        QCOMPARE(progress.last().at(1).toLongLong(), qint64(entryCount));
    }

    void cancelledAfterTheFirstPageLeavesNoFile()
    {
        QTemporaryDir out;
        const QString kept = out.filePath(u"kept.csv"_s);
        const QString fresh = out.filePath(u"fresh.csv"_s);
        {
            QFile old(kept);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the auditor's file\n");
        }
        for (const QString &target : {kept, fresh}) {
            auto *task = new AuditExportTask(m_log.get(), target);
            const QPointer<AuditExportTask> guard(task);
            QSignalSpy progress(task, &tasks::Task::progressChanged);
            QSignalSpy finished(task, &tasks::Task::finished);
            connect(task, &tasks::Task::progressChanged, task, [task](qint64 done) {
                if (done >= AuditExportTask::pageSize)
                    task->cancel(); // between the first page and the second
            });
            QTRY_VERIFY(!guard);
            QCOMPARE(progress.size(), 1); // no page after the Cancel
            QCOMPARE(finished.size(), 0); // nothing after it either
        }
        QCOMPARE(read(kept), QByteArray("the auditor's file\n"));
        QVERIFY(!QFile::exists(fresh));
        QCOMPARE(QDir(out.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"kept.csv"_s});
    }

    void aFolderThatDoesNotExistFailsWithWhy()
    {
        QTemporaryDir out;
        const QString path = out.filePath(u"no/such/folder/audit.csv"_s);
        auto *task = new AuditExportTask(m_log.get(), path);
        QSignalSpy finished(task, &tasks::Task::finished);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), false);
        const QString error = finished.first().at(1).toString();
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QDir(out.filePath(u"no"_s)).exists());
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::Store> m_store;
    std::unique_ptr<store::AuditLog> m_log;
};

QTEST_GUILESS_MAIN(TestAuditExportTask)
#include "tst_auditexporttask.moc"
