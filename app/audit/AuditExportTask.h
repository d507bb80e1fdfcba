// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writes the whole audit log to a CSV file, as a Task with progress and Cancel: what the Audit log
// page's "Export CSV…" does, and what a command-line tool can do the same way.
//
// - Every entry as stored, oldest first, one row each under the header
//   seq,time_utc,action,profile_id,os_user,detail,previous_hash,hash
//   (the action keys, the detail as its JSON, the hashes), through CsvWriter: RFC 4180, CRLF,
//   formula-safe text, no byte order mark.
// - The entries are read `pageSize` at a time (AuditLog::entries()) on the store's worker thread
//   (store::postCall), where they are also turned into CSV rows; the task's thread only writes
//   those bytes to the file and asks for the next page. One page per turn of the event loop: a
//   Cancel is taken between two pages, and memory stays the same however long the log.
// - The file is a QSaveFile: it appears whole when every entry was written, and a cancelled or
//   failed export leaves no file at all (an older file of that name stays as it was).
//
// Progress: entries written, of the entries in the log (the number of the newest entry: entries
// are numbered 1, 2, 3, ... without gaps), read once when the export starts.

#include "tasks/Task.h"

#include <QByteArray>
#include <QPointer>
#include <QSaveFile>
#include <QString>

#include <memory>

namespace paydesk::store {
class AuditLog;
}

namespace paydesk::audit {

class AuditExportTask : public tasks::Task
{
    Q_OBJECT
public:
    static constexpr int pageSize = 1000;

    // `log` must outlive the work posted to its store (AppContext waits for that work before the
    // log goes); the task's thread must be the store's.
    AuditExportTask(store::AuditLog *log, QString fileName, QObject *parent = nullptr);
    ~AuditExportTask() override;

    QString fileName() const { return m_fileName; }
    qint64 entriesWritten() const { return m_written; }

protected:
    void run() override;
    void onCancel() override;

private:
    // A page of entries as CSV rows, read and written out on the store's thread.
    struct Page
    {
        QByteArray rows;
        int entries = 0;
        qint64 lastSeq = 0; // the number of the page's last entry
        qint64 total = 0; // the entries in the log, when asked for (the first page)
        QString error; // the page could not be read: why
    };

    void readPage();
    void writePage(const Page &page);
    void failWith(const QString &error);

    QPointer<store::AuditLog> m_log;
    QString m_fileName;
    std::unique_ptr<QSaveFile> m_file;
    qint64 m_afterSeq = 0; // the entries after this one are still to be read
    qint64 m_written = 0;
    qint64 m_total = 0;
};

} // namespace paydesk::audit
