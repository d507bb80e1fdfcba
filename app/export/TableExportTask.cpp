// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/TableExportTask.h"

#include "models/PagedTableModel.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

TableExportTask::TableExportTask(QString title, QString fileName, QAbstractItemModel *model,
                                 QList<Column> columns, CsvWriter::Options options,
                                 models::PagedTableModel *source, QObject *parent)
    : Task(std::move(title), parent)
    , m_fileName(std::move(fileName))
    , m_model(model)
    , m_columns(std::move(columns))
    , m_csv(options)
    , m_source(source)
{ }

TableExportTask::~TableExportTask()
{
    if (m_file) // never committed: the file of that name stays as it was
        m_file->cancelWriting();
    if (m_loading)
        m_loading->cancel();
}

void TableExportTask::run()
{
    if (!m_model)
        return failWith(tr("The list to export is gone."));
    if (!m_source || !m_source->hasMore())
        return startWriting();
    // Every page first: the export is of the whole list the filters apply to.
    m_loading = m_source->fetchAll();
    connect(m_loading, &tasks::Task::progressChanged, this, [this](qint64 done) { setProgress(done); });
    connect(m_loading, &tasks::Task::finished, this, [this](bool ok, const QString &error) {
        m_loading = nullptr;
        if (isFinished())
            return;
        if (!ok)
            return failWith(tr("Not every payout could be loaded: %1").arg(error));
        startWriting();
    });
}

void TableExportTask::onCancel()
{
    if (m_loading)
        m_loading->cancel();
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
}

void TableExportTask::failWith(const QString &error)
{
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
    fail(error);
}

void TableExportTask::startWriting()
{
    if (!m_model)
        return failWith(tr("The list to export is gone."));
    m_file = std::make_unique<QSaveFile>(m_fileName);
    if (!m_file->open(QIODevice::WriteOnly))
        return failWith(tr("%1 cannot be written: %2").arg(m_fileName, m_file->errorString()));
    QStringList headers;
    for (const Column &c : std::as_const(m_columns))
        headers.append(c.header);
    m_file->write(m_csv.start());
    m_file->write(m_csv.row(headers));
    m_row = 0;
    m_rows = m_model->rowCount();
    setProgress(0, m_rows);
    writeSome();
}

void TableExportTask::writeSome()
{
    if (isFinished())
        return;
    if (!m_model)
        return failWith(tr("The list to export is gone."));
    // The model may have changed meanwhile (a row refreshed): rows are read as they are now, and
    // never past its end.
    m_rows = qMin(m_rows, m_model->rowCount());
    QByteArray chunk;
    const int end = qMin(m_rows, m_row + rowsPerTurn);
    for (; m_row < end; ++m_row) {
        const QModelIndex index = m_model->index(m_row, 0);
        for (const Column &c : std::as_const(m_columns)) {
            const QString value = c.value(index);
            if (c.amount)
                m_csv.number(value);
            else
                m_csv.text(value);
        }
        chunk += m_csv.endRow();
    }
    if (m_file->write(chunk) != chunk.size())
        return failWith(tr("%1 could not be written: %2").arg(m_fileName, m_file->errorString()));
    setProgress(m_row, m_rows);
    if (isFinished())
        return; // cancelled from a slot of progressChanged()
    if (m_row < m_rows) {
        QTimer::singleShot(0, this, &TableExportTask::writeSome);
        return;
    }
    if (!m_file->commit()) {
        const QString why = m_file->errorString();
        m_file.reset();
        return fail(tr("%1 could not be written: %2").arg(m_fileName, why));
    }
    m_file.reset();
    succeed();
}

} // namespace paydesk::exporting
