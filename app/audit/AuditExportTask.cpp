// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditExportTask.h"

#include "export/CsvWriter.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/StoreCall.h"

#include <QDir>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::audit {

AuditExportTask::AuditExportTask(store::AuditLog *log, QString fileName, QObject *parent)
    : Task(tr("Exporting the audit log"), parent)
    , m_log(log)
    , m_fileName(std::move(fileName))
{
    Q_ASSERT(log);
}

AuditExportTask::~AuditExportTask()
{
    if (m_file) // never committed: the file of that name stays as it was
        m_file->cancelWriting();
}

void AuditExportTask::run()
{
    if (!m_log)
        return failWith(tr("The audit log is no longer open."));
    m_file = std::make_unique<QSaveFile>(m_fileName);
    if (!m_file->open(QIODevice::WriteOnly))
        return failWith(
            tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(m_fileName), m_file->errorString()));
    exporting::CsvWriter csv;
    m_file->write(csv.start());
    m_file->write(csv.row({u"seq"_s, u"time_utc"_s, u"action"_s, u"profile_id"_s, u"os_user"_s, u"detail"_s,
                           u"previous_hash"_s, u"hash"_s}));
    readPage();
}

void AuditExportTask::onCancel()
{
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
}

void AuditExportTask::failWith(const QString &error)
{
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
    fail(error);
}

void AuditExportTask::readPage()
{
    if (!m_log)
        return failWith(tr("The audit log is no longer open."));
    const bool first = m_afterSeq == 0 && m_written == 0;
    store::postCall(
        m_log->store(), this,
        [log = m_log.data(), afterSeq = m_afterSeq, first] {
            Page page;
            if (first) {
                // The newest entry's number is the number of entries: one read by the primary key.
                const store::StoreResult<QList<store::AuditEntry>> newest = log->entriesBefore(0, 1);
                if (newest.ok() && !newest.value().isEmpty())
                    page.total = newest.value().first().seq;
            }
            const store::StoreResult<QList<store::AuditEntry>> entries = log->entries(afterSeq, pageSize);
            if (!entries.ok()) {
                page.error = entries.error().message();
                return page;
            }
            exporting::CsvWriter csv;
            for (const store::AuditEntry &e : entries.value()) {
                csv.number(QString::number(e.seq)).text(store::AuditEntry::timeText(e.time)).text(e.action);
                csv.text(e.profileId).text(e.osUser).text(e.detail).text(e.previousHash).text(e.hash);
                csv.appendRowTo(page.rows);
            }
            page.entries = int(entries.value().size());
            page.lastSeq = entries.value().isEmpty() ? afterSeq : entries.value().last().seq;
            return page;
        },
        [this](const Page &page) { writePage(page); });
}

void AuditExportTask::writePage(const Page &page)
{
    if (isFinished())
        return; // cancelled while the page was read
    if (!page.error.isEmpty())
        return failWith(page.error);
    if (m_file->write(page.rows) != page.rows.size())
        return failWith(tr("%1 could not be written: %2")
                            .arg(QDir::toNativeSeparators(m_fileName), m_file->errorString()));
    m_written += page.entries;
    m_afterSeq = page.lastSeq;
    if (page.total > 0)
        m_total = page.total;
    // Entries appended while the export runs are written too: the total grows with them.
    m_total = std::max(m_total, m_written);
    setProgress(m_written, m_total);
    if (isFinished())
        return; // cancelled from a slot of progressChanged()
    if (page.entries == pageSize)
        return readPage(); // there may be more
    if (!m_file->commit()) {
        const QString why = m_file->errorString();
        m_file.reset();
        return fail(tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(m_fileName), why));
    }
    m_file.reset();
    succeed();
}

} // namespace paydesk::audit
