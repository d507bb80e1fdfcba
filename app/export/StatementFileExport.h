// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The streamed statement file, shared by the formats written as the lines arrive: CSV
// (StatementCsvExport), MT940 (StatementMt940Export) and CAMT.053 (StatementCamtExport). A Task
// with progress and Cancel; memory stays the same whether the statement has fifty lines or a
// million, because no page is kept once written.
//
// - The file is opened first (a folder that cannot be written is said at once). When the format
//   needs the statement's balances (MT940, CAMT.053) and they are missing, the statement is read
//   again (GET /wallet-statements/{id}) before the first line is asked for (StatementSource, as
//   for the PDF).
// - The pages of GET /wallet-statements/{id}/lines (50 lines each) come from
//   statements::walkStatementLines() (PageWalker: the next page is asked for as soon as a page's
//   answer has arrived, before it is decoded, so decoding and writing hide behind the network).
// - With a reference lookup (setReferenceLookup()), each page's payout ids are looked up (one
//   indexed query per page, on the store's thread) as soon as the page arrives; the next pages go
//   on arriving meanwhile (pipelined), and the pages are written in order, each when its answer
//   is in. Without one (the tests, the bench), a page is written as it arrives.
// - The format writes into a reused buffer that goes to the file a few hundred KiB at a time (one
//   write each, past QFileDevice's buffer).
// - The file is a QSaveFile: it appears whole when the last line was written; a cancelled or
//   failed export (not READY, a network error after the client's retries, a statement that does
//   not add up, a full disk) leaves no file, and an older file of that name stays as it was.
//
// A format subclasses it and writes through writeStart(), writeLines() and writeEnd(): each appends
// to `out` and gives an error in words, or an empty string.

#include "api/Resources.h"
#include "export/PayoutReferences.h"
#include "export/StatementSource.h"
#include "tasks/Task.h"

#include <QPointer>
#include <QSaveFile>
#include <QString>

#include <deque>
#include <memory>

namespace paydesk::api {
class ApiClient;
}

namespace paydesk::exporting {

class StatementFileExport : public tasks::Task
{
    Q_OBJECT
public:
    static constexpr int pageSize = 50;
    static constexpr qsizetype writeChunkBytes = 256 * 1024;

    // What the statement's reader is told beside what the service says (each may be empty).
    struct Header
    {
        QString walletName; // the wallet's name as the person knows it (CAMT.053 Acct/Nm)
        QString profileName; // the profile the statement was made with
        QString accountId; // the account as the file names it (:25:, Acct/Id); the wallet id if empty
        QDateTime generatedAt; // when the file says it was made; now if invalid
    };

    ~StatementFileExport() override;

    // Before start(): looks up the payouts' custom_id and recipient page by page (none by default).
    void setReferenceLookup(ReferenceLookup lookup) { m_lookup = std::move(lookup); }

    qint64 linesWritten() const { return m_lines; }
    QString fileName() const { return m_fileName; }
    // The statement as exported: with its balances once read again.
    const api::Statement &statement() const { return m_statement; }

protected:
    // `statement`: at least its id; `needsBalances`: read it again when its balances are missing.
    StatementFileExport(const QString &title, api::ApiClient *client, api::Statement statement,
                        bool needsBalances, QString fileName, QObject *parent);

    virtual QString writeStart(QByteArray &out) = 0;
    // `references`: by payout id, of this page's lines (empty without a lookup).
    virtual QString writeLines(const QList<api::StatementLine> &lines, const PayoutReferenceMap &references,
                               QByteArray &out)
        = 0;
    virtual QString writeEnd(QByteArray &out) = 0;

    void run() override;
    void onCancel() override;

private:
    struct Pending
    {
        QList<api::StatementLine> lines;
        PayoutReferenceMap references;
        bool ready = false;
    };

    void onStatement(const api::Statement &statement);
    void onPage(const QList<api::StatementLine> &lines);
    void onReferences(quint64 page, const PayoutReferenceMap &references);
    void writePending();
    bool writePage(const QList<api::StatementLine> &lines, const PayoutReferenceMap &references);
    void onWalkFinished();
    void finishFile();
    bool flush(); // the buffer to the file; false (and failed) when it cannot be written
    void stop();
    void failWith(const QString &error);

    QPointer<api::ApiClient> m_client;
    api::Statement m_statement;
    bool m_needsBalances = false;
    QString m_fileName;
    ReferenceLookup m_lookup;

    StatementSource m_source;
    std::unique_ptr<QSaveFile> m_file;
    QByteArray m_out; // written, not yet in the file: at most writeChunkBytes and a page
    std::deque<Pending> m_pending; // pages waiting for their references, in order
    quint64 m_firstPending = 0; // the number of m_pending.front()
    bool m_walked = false;
    qint64 m_lines = 0;
};

} // namespace paydesk::exporting
