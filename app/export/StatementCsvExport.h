// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exports every line of a wallet statement to a CSV file, as a Task with progress and Cancel
// (issue 12): the pages of GET /wallet-statements/{id}/lines (50 lines each, following
// paging_after) are written to a QSaveFile as they arrive and dropped, so memory stays the same
// whether the statement has fifty lines or a million. No model is in between: a statement is
// exported, not shown, and a model of a million lines would be the memory this class avoids.
//
// - The pages come from ApiClient::walkStatementLines() (PageWalker), which asks for the next page
//   as soon as a page's answer has arrived, before it is decoded: the decoding and the writing
//   hide behind the network wait instead of adding to it. The pages are written in order.
// - The file appears whole when the last page was written; a cancelled or failed export (a
//   statement not READY, a network error after the client's retries, a disk full) leaves no file
//   at all, and an older file of that name stays as it was (QSaveFile::cancelWriting()).
// - Cells go through CsvWriter: RFC 4180, a header row, formula-safe text, amounts as numbers
//   (debits negative), the delimiter, decimal separator and BOM of the options.
//
// Columns: time (RFC 3339, UTC), type, amount, balance_after, currency, payout_id, payin_id,
// line_id. Progress: lines written (no total: the service does not say how many there are).

#include "export/CsvWriter.h"
#include "tasks/Task.h"

#include <QPointer>
#include <QSaveFile>
#include <QString>
#include <QStringList>

#include <memory>

namespace paydesk::api {
class ApiClient;
class ApiError;
class ApiResult;
class PageWalker;
struct StatementLine;
} // namespace paydesk::api

namespace paydesk::exporting {

class StatementCsvExport : public tasks::Task
{
    Q_OBJECT
public:
    static constexpr int pageSize = 50;
    static constexpr qsizetype writeChunkBytes = 256 * 1024;

    // `client` must outlive the task (the task fails when it is gone).
    StatementCsvExport(api::ApiClient *client, QString statementId, QString fileName,
                       CsvWriter::Options options, QObject *parent = nullptr);
    ~StatementCsvExport() override;

    // The header row's cells, in the order of the columns.
    static QStringList headers();

    qint64 linesWritten() const { return m_lines; }
    QString fileName() const { return m_fileName; }

protected:
    void run() override;
    void onCancel() override;

private:
    void onLines(const QList<api::StatementLine> &lines);
    void onWalkFinished(const api::ApiError &error);
    void failWith(const QString &error);
    bool writeRows(); // m_rows to the file; false (and failed) when it cannot be written

    QPointer<api::ApiClient> m_client;
    QString m_statementId;
    QString m_fileName;
    CsvWriter m_csv;
    QPointer<api::PageWalker> m_walker;
    std::unique_ptr<QSaveFile> m_file;
    QByteArray m_rows; // written rows not yet in the file: at most writeChunkBytes and a page
    qint64 m_lines = 0;
};

} // namespace paydesk::exporting
