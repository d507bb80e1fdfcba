// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementFileExport.h"

#include "api/ApiClient.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

StatementFileExport::StatementFileExport(const QString &title, api::ApiClient *client,
                                         api::Statement statement, bool needsBalances, QString fileName,
                                         QObject *parent)
    : Task(title, parent)
    , m_client(client)
    , m_statement(std::move(statement))
    , m_needsBalances(needsBalances)
    , m_fileName(std::move(fileName))
{ }

StatementFileExport::~StatementFileExport()
{
    stop(); // never committed: the file of that name stays as it was
}

void StatementFileExport::run()
{
    // The file is opened before the first page is asked for: a folder that cannot be written is
    // said at once, not after the statement was downloaded.
    QString error;
    m_file = StatementSource::openExportFile(m_fileName, &error);
    if (!m_file)
        return failWith(error);
    setProgress(0);
    m_source.start(this, m_client, m_statement, m_needsBalances, pageSize,
                   {[this](const api::Statement &statement) { onStatement(statement); },
                    [this](const QList<api::StatementLine> &lines) { onPage(lines); },
                    [this] { onWalkFinished(); }, [this](const QString &error) { failWith(error); }});
}

void StatementFileExport::onStatement(const api::Statement &statement)
{
    m_statement = statement;
    if (const QString error = writeStart(m_out); !error.isEmpty())
        return failWith(tr("The statement could not be exported: %1").arg(error));
    flush();
}

void StatementFileExport::onPage(const QList<api::StatementLine> &lines)
{
    QStringList payoutIds;
    if (m_lookup) {
        for (const api::StatementLine &line : lines) {
            if (!line.payoutId.isEmpty())
                payoutIds.append(line.payoutId);
        }
    }
    if (payoutIds.isEmpty() && m_pending.empty()) { // nothing to wait for: written at once
        writePage(lines, {});
        return;
    }
    const quint64 page = m_firstPending + m_pending.size();
    m_pending.push_back({lines, {}, payoutIds.isEmpty()});
    if (payoutIds.isEmpty())
        return;
    m_lookup(payoutIds, this,
             [guard = QPointer<StatementFileExport>(this), page](const PayoutReferenceMap &refs) {
                 if (guard && !guard->isFinished())
                     guard->onReferences(page, refs);
             });
}

void StatementFileExport::onReferences(quint64 page, const PayoutReferenceMap &references)
{
    if (page < m_firstPending || page >= m_firstPending + m_pending.size())
        return;
    Pending &pending = m_pending[page - m_firstPending];
    pending.references = references;
    pending.ready = true;
    writePending();
}

void StatementFileExport::writePending()
{
    while (!m_pending.empty() && m_pending.front().ready && !isFinished()) {
        const Pending pending = std::move(m_pending.front());
        m_pending.pop_front();
        ++m_firstPending;
        if (!writePage(pending.lines, pending.references))
            return;
    }
    if (m_walked && m_pending.empty() && !isFinished())
        finishFile();
}

bool StatementFileExport::writePage(const QList<api::StatementLine> &lines,
                                    const PayoutReferenceMap &references)
{
    if (const QString error = writeLines(lines, references, m_out); !error.isEmpty()) {
        failWith(tr("The statement could not be exported: %1").arg(error));
        return false;
    }
    if (m_out.size() >= writeChunkBytes && !flush())
        return false;
    m_lines += lines.size();
    setProgress(m_lines); // a slot may cancel: the walker then stops (onCancel())
    return !isFinished();
}

void StatementFileExport::onWalkFinished()
{
    m_walked = true;
    writePending(); // finishes the file once the last page is written
}

void StatementFileExport::finishFile()
{
    if (const QString error = writeEnd(m_out); !error.isEmpty())
        return failWith(tr("The statement could not be exported: %1").arg(error));
    if (!flush())
        return;
    if (!m_file->commit()) {
        const QString why = m_file->errorString();
        m_file.reset();
        return failWith(tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(m_fileName), why));
    }
    m_file.reset();
    succeed();
}

bool StatementFileExport::flush()
{
    if (m_out.isEmpty())
        return true;
    if (m_file->write(m_out) != m_out.size()) {
        failWith(tr("%1 could not be written: %2")
                     .arg(QDir::toNativeSeparators(m_fileName), m_file->errorString()));
        return false;
    }
    m_out.resize(0); // the buffer is kept for the next lines
    return true;
}

void StatementFileExport::stop()
{
    m_source.stop();
    m_pending.clear();
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
}

void StatementFileExport::onCancel()
{
    stop();
}

void StatementFileExport::failWith(const QString &error)
{
    stop();
    fail(error);
}

} // namespace paydesk::exporting
