// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementCsvExport.h"

#include "api/ApiClient.h"
#include "api/PageWalker.h"
#include "api/Resources.h"
#include "api/Rfc3339.h"
#include "statements/StatementLineWalk.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

StatementCsvExport::StatementCsvExport(api::ApiClient *client, QString statementId, QString fileName,
                                       CsvWriter::Options options, QObject *parent)
    : Task(tr("Exporting statement %1").arg(statementId), parent)
    , m_client(client)
    , m_statementId(std::move(statementId))
    , m_fileName(std::move(fileName))
    , m_csv(options)
{ }

StatementCsvExport::~StatementCsvExport()
{
    if (m_file) // never committed: the file of that name stays as it was
        m_file->cancelWriting();
    if (m_walker)
        m_walker->cancel();
}

QStringList StatementCsvExport::headers()
{
    return {u"time"_s,     u"type"_s,      u"amount"_s,   u"balance_after"_s,
            u"currency"_s, u"payout_id"_s, u"payin_id"_s, u"line_id"_s};
}

void StatementCsvExport::run()
{
    if (!m_client)
        return failWith(tr("The connection to the service is gone."));
    // The file is opened before the first page is asked for: a folder that cannot be written is
    // said at once, not after the statement was downloaded.
    m_file = std::make_unique<QSaveFile>(m_fileName);
    if (!m_file->open(QIODevice::WriteOnly))
        return failWith(tr("%1 cannot be written: %2").arg(m_fileName, m_file->errorString()));
    const QByteArray head = m_csv.start() + m_csv.row(headers());
    if (m_file->write(head) != head.size())
        return failWith(tr("%1 could not be written: %2").arg(m_fileName, m_file->errorString()));
    setProgress(0);
    m_walker = statements::walkStatementLines(
        this, m_client, m_statementId, pageSize,
        {[this](const QList<api::StatementLine> &lines) { onLines(lines); },
         [this](const api::ApiError &error) { onWalkFinished(error); },
         [this] {
             failWith(
                 tr("The statement could not be exported: the service's answer was not a page of lines."));
         },
         [this] { failWith(tr("The connection to the service is gone.")); }});
}

void StatementCsvExport::onCancel()
{
    if (m_walker)
        m_walker->cancel();
    m_walker = nullptr;
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
}

void StatementCsvExport::failWith(const QString &error)
{
    if (m_walker)
        m_walker->cancel();
    m_walker = nullptr;
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
    fail(error);
}

void StatementCsvExport::onLines(const QList<api::StatementLine> &lines)
{
    std::array<char, 20> time;
    std::array<char, 24> amount;
    for (const api::StatementLine &line : lines) {
        // A time written by hand (QDateTime::toString() was a third of the export's own work);
        // QDateTime's own words for the years it cannot write.
        if (const QLatin1StringView utc = api::Rfc3339::formatUtc(line.createdAt, time); !utc.isEmpty())
            m_csv.text(utc);
        else
            m_csv.text(line.createdAt.isValid() ? line.createdAt.toUTC().toString(Qt::ISODate) : QString());
        m_csv.text(line.type);
        m_csv.number(line.amount.toWire(amount));
        m_csv.number(line.balance.toWire(amount)); // empty when the line has none
        m_csv.text(line.amount.currency());
        m_csv.text(line.payoutId);
        m_csv.text(line.payinId);
        m_csv.text(line.id);
        m_csv.appendRowTo(m_rows);
    }
    // Rows go to the file a few hundred KiB at a time (one write each, past QFileDevice's buffer).
    if (m_rows.size() >= writeChunkBytes && !writeRows())
        return;
    m_lines += lines.size();
    setProgress(m_lines); // a slot may cancel: the walker then stops (onCancel())
}

bool StatementCsvExport::writeRows()
{
    if (m_file->write(m_rows) != m_rows.size()) {
        failWith(tr("%1 could not be written: %2").arg(m_fileName, m_file->errorString()));
        return false;
    }
    m_rows.resize(0); // the buffer is kept for the next rows
    return true;
}

void StatementCsvExport::onWalkFinished(const api::ApiError &error)
{
    m_walker = nullptr;
    if (error.isError())
        return failWith(tr("The statement could not be exported: %1").arg(error.userMessage()));
    if (!writeRows())
        return;
    if (!m_file->commit()) {
        const QString why = m_file->errorString();
        m_file.reset();
        return fail(tr("%1 could not be written: %2").arg(m_fileName, why));
    }
    m_file.reset();
    succeed();
}

} // namespace paydesk::exporting
