// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writes the rows of a table model to a CSV file, as a Task with progress and Cancel: what the
// History page exports (its filtered rows). (A statement's lines have an export of their own,
// StatementCsvExport, which streams pages straight to the file.)
//
// - When a paged source is given (models::PagedTableModel), every page of it is loaded first
//   (PagedTableModel::fetchAll(): the export is of the whole filtered history, not of what was
//   scrolled to), then the rows of `model` (a filter over that source, or the source itself) are
//   written in order.
// - Rows are written a few thousand per turn of the event loop: the window stays responsive and
//   the model (which lives on the window's thread) is only read there.
// - The file is a QSaveFile: it appears whole when everything was written, and a cancelled or
//   failed export leaves no file at all (an older file of that name stays as it was).
// - Cells go through CsvWriter: RFC 4180, a header row, formula-safe text, amounts as numbers.
//
// Progress: rows loaded while loading (no total), then rows written of the rows to write.

#include "export/CsvWriter.h"
#include "tasks/Task.h"

#include <QModelIndex>
#include <QPointer>
#include <QSaveFile>
#include <QString>

#include <functional>
#include <memory>

class QAbstractItemModel;

namespace paydesk::models {
class PagedTableModel;
}

namespace paydesk::exporting {

class TableExportTask : public tasks::Task
{
    Q_OBJECT
public:
    struct Column
    {
        QString header;
        // The cell of `row` (an index of the model's column 0 of that row): text, or an amount as
        // the service writes it ("1500.00") when `amount` is true.
        std::function<QString(const QModelIndex &row)> value;
        bool amount = false;
    };

    static constexpr int rowsPerTurn = 2000;

    // `model` and `source` (optional) must outlive the task or be destroyed with it (it fails).
    TableExportTask(QString title, QString fileName, QAbstractItemModel *model, QList<Column> columns,
                    CsvWriter::Options options, models::PagedTableModel *source = nullptr,
                    QObject *parent = nullptr);
    ~TableExportTask() override;

    qint64 rowsWritten() const { return m_row; }

protected:
    void run() override;
    void onCancel() override;

private:
    void startWriting();
    void writeSome();
    void failWith(const QString &error);

    QString m_fileName;
    QPointer<QAbstractItemModel> m_model;
    QList<Column> m_columns;
    CsvWriter m_csv;
    QPointer<models::PagedTableModel> m_source;
    QPointer<tasks::Task> m_loading;
    std::unique_ptr<QSaveFile> m_file;
    int m_row = 0;
    int m_rows = 0;
};

} // namespace paydesk::exporting
