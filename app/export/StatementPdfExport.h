// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writes a printable wallet statement as a PDF (A4), as a Task with progress and Cancel, in the
// same memory for fifty lines or a million (StatementPdfPainter says what the pages show).
//
//     auto *task = new exporting::StatementPdfExport(client, statement,
//                                                    {walletName, profileName, zone, locale},
//                                                    fileName, this);
//     connect(task, &tasks::Task::progressChanged, ...);  // done / total (0: not known yet)
//     connect(task, &tasks::Task::finished, ...);         // ok, or the error in words
//     // Cancel: task->cancel()
//
// `statement` is a READY statement as the service gave it (its id, wallet, period and opening
// and closing balances); when its balances are missing, the statement is read again first
// (GET /wallet-statements/{id}). `client` must outlive the task (the task fails when it goes).
// The document needs a QGuiApplication (fonts); the library is paydesk_pdf (Qt Gui).
//
// Two phases, both with Cancel:
// 1. Reading: every page of GET /wallet-statements/{id}/lines (50 lines each) is walked once;
//    each line is added to the totals (StatementTotals: by line type, and the balance check) and
//    parked on disk (StatementLineSpool), so the number of lines, the totals and the number of
//    pages are known before the first page is painted. Progress: lines read, total 0.
// 2. Writing: the pages are painted from the spool a slice at a time (a few milliseconds of
//    painting per turn of the event loop), so the window stays responsive and Cancel is taken
//    between slices. Progress: total = twice the number of lines, done = lines read + lines
//    painted, so the bar runs on from the middle.
//
// The PDF goes to a QSaveFile: it appears whole at the end; a cancelled or failed export (not
// READY: 409, a network error after the client's retries, a folder that cannot be written, a
// full disk) leaves no file, and an older file of that name stays as it was. The folder is
// checked first, before any line is read.

#include "export/StatementLineSpool.h"
#include "export/StatementPdfPainter.h"
#include "export/StatementSource.h"
#include "export/StatementTotals.h"
#include "tasks/Task.h"

#include <QPointer>
#include <QSaveFile>

#include <memory>

namespace paydesk::api {
class ApiClient;
}

namespace paydesk::exporting {

class StatementPdfExport : public tasks::Task
{
    Q_OBJECT
public:
    static constexpr int pageSize = 50;
    // What the reader is shown besides what the service says: the wallet's name, the profile's
    // name (each may be empty), the person's time zone and locale (the system's by default).
    using Header = StatementPdfHeader;

    StatementPdfExport(api::ApiClient *client, api::Statement statement, Header header, QString fileName,
                       QObject *parent = nullptr);
    ~StatementPdfExport() override;

    QString fileName() const { return m_fileName; }
    qint64 linesRead() const { return m_spool.count(); }
    qint64 linesWritten() const { return m_spool.read(); }
    int pageCount() const { return m_pages; } // known once the writing starts

    // When the statement says it was generated; the current time unless set before it runs.
    void setGeneratedAt(const QDateTime &at) { m_generatedAt = at; }

protected:
    void run() override;
    void onCancel() override;

private:
    void onLines(const QList<api::StatementLine> &lines);
    void onLinesWalked();
    void startWriting();
    void writeSlice();
    void stop();
    void failWith(const QString &error);

    QPointer<api::ApiClient> m_client;
    api::Statement m_statement;
    Header m_header;
    QString m_fileName;
    QDateTime m_generatedAt;

    StatementSource m_source; // the statement read again when needed, and its lines walked
    StatementTotals m_totals;
    StatementLineSpool m_spool;
    std::unique_ptr<QSaveFile> m_file;
    std::unique_ptr<StatementPdfPainter> m_painter;
    int m_pages = 0;
};

} // namespace paydesk::exporting
