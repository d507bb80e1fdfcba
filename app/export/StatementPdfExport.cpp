// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementPdfExport.h"

#include "api/ApiClient.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {
// Painting a slice longer than this would be felt in the window.
constexpr qint64 kSliceMs = 20;
} // namespace

StatementPdfExport::StatementPdfExport(api::ApiClient *client, api::Statement statement, Header header,
                                       QString fileName, QObject *parent)
    : Task(tr("Exporting statement %1 as PDF").arg(statement.id), parent)
    , m_client(client)
    , m_statement(std::move(statement))
    , m_header(std::move(header))
    , m_fileName(std::move(fileName))
{ }

StatementPdfExport::~StatementPdfExport()
{
    stop(); // never committed: the file of that name stays as it was
}

void StatementPdfExport::run()
{
    if (!m_client)
        return failWith(tr("The connection to the service is gone."));
    if (!m_generatedAt.isValid())
        m_generatedAt = QDateTime::currentDateTimeUtc();
    // The file is opened before the first line is asked for: a folder that cannot be written is
    // said at once, not after a million lines were read.
    QString error;
    m_file = StatementSource::openExportFile(m_fileName, &error);
    if (!m_file)
        return failWith(error);
    if (!m_spool.open())
        return failWith(m_spool.errorString());
    setProgress(0);
    m_source.start(this, m_client, m_statement, true, pageSize,
                   {[this](const api::Statement &statement) {
                        m_statement = statement;
                        m_totals = StatementTotals(m_statement.openingBalance, m_statement.closingBalance);
                    },
                    [this](const QList<api::StatementLine> &lines) { onLines(lines); },
                    [this] { onLinesWalked(); }, [this](const QString &error) { failWith(error); }});
}

void StatementPdfExport::onLines(const QList<api::StatementLine> &lines)
{
    for (const api::StatementLine &line : lines) {
        m_totals.add(line);
        if (!m_spool.append(line))
            return failWith(tr("The statement could not be exported: %1").arg(m_spool.errorString()));
    }
    setProgress(m_spool.count());
}

void StatementPdfExport::onLinesWalked()
{
    m_totals.setComplete();
    startWriting();
}

void StatementPdfExport::startWriting()
{
    if (!m_spool.rewind())
        return failWith(tr("The statement could not be exported: %1").arg(m_spool.errorString()));
    m_painter = std::make_unique<StatementPdfPainter>(m_statement, m_header, m_generatedAt);
    if (!m_painter->begin(m_file.get(), m_totals))
        return failWith(tr("%1 could not be written: %2")
                            .arg(QDir::toNativeSeparators(m_fileName), m_file->errorString()));
    m_pages = m_painter->pageCount();
    setProgress(m_spool.count(), std::max<qint64>(1, 2 * m_spool.count()));
    writeSlice();
}

void StatementPdfExport::writeSlice()
{
    if (isFinished() || !m_painter)
        return;
    QElapsedTimer slice;
    slice.start();
    api::StatementLine line;
    while (!m_spool.atEnd() && !slice.hasExpired(kSliceMs)) {
        if (!m_spool.readNext(&line))
            return failWith(tr("The statement could not be exported: %1").arg(m_spool.errorString()));
        m_painter->paintLine(line);
    }
    const qint64 lines = m_spool.count();
    setProgress(lines + m_spool.read(), std::max<qint64>(1, 2 * lines));
    if (isFinished())
        return; // cancelled from a slot of progressChanged()
    if (!m_spool.atEnd()) {
        QTimer::singleShot(0, this, &StatementPdfExport::writeSlice);
        return;
    }
    const bool ended = m_painter->finish();
    m_painter.reset();
    if (!ended || !m_file->commit()) {
        const QString why = m_file->errorString();
        return failWith(tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(m_fileName), why));
    }
    m_file.reset();
    if (lines == 0)
        setProgress(1, 1);
    succeed();
}

void StatementPdfExport::stop()
{
    m_source.stop();
    if (m_painter) {
        m_painter->abandon(); // ends the document on the file, which is then thrown away
        m_painter.reset();
    }
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset();
    }
}

void StatementPdfExport::onCancel()
{
    stop();
}

void StatementPdfExport::failWith(const QString &error)
{
    stop();
    fail(error);
}

} // namespace paydesk::exporting
