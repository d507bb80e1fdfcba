// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exports every line of a wallet statement to a CSV file, as a Task with progress and Cancel
// (issue 12): the pages of GET /wallet-statements/{id}/lines (50 lines each, following
// paging_after) are written to a QSaveFile as they arrive and dropped, so memory stays the same
// whether the statement has fifty lines or a million. No model is in between: a statement is
// exported, not shown, and a model of a million lines would be the memory this class avoids.
//
// - The walk, the chunked writes, Cancel and "no file on failure" are StatementFileExport's, shared
//   with the MT940 and CAMT.053 exports: the pages are written in order as they arrive; a
//   cancelled or failed export leaves no file, and an older file of that name stays as it was.
// - Cells go through CsvWriter: RFC 4180, a header row, formula-safe text, amounts as numbers
//   (debits negative), the delimiter, decimal separator and BOM of the options.
//
// Columns, headed in words: Time (UTC) (RFC 3339), Type (the service's code), Amount, Balance after,
// Currency, Payout ID, Payin ID, Line ID, Type in words (StatementLineText's). Progress: lines written (no
// total: the service does not say how many there are).

#include "export/CsvWriter.h"
#include "export/StatementFileExport.h"

#include <QString>
#include <QStringList>

namespace paydesk::exporting {

class StatementCsvExport : public StatementFileExport
{
    Q_OBJECT
public:
    // `client` must outlive the task (the task fails when it is gone).
    StatementCsvExport(api::ApiClient *client, QString statementId, QString fileName,
                       CsvWriter::Options options, QObject *parent = nullptr);

    // The header row's cells, in the order of the columns.
    static QStringList headers();

protected:
    QString writeStart(QByteArray &out) override;
    QString writeLines(const QList<api::StatementLine> &lines, const PayoutReferenceMap &references,
                       QByteArray &out) override;
    QString writeEnd(QByteArray &) override { return {}; }

private:
    CsvWriter m_csv;
};

} // namespace paydesk::exporting
