// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The statement exports an accounting system imports, streamed like the CSV
// (StatementFileExport: page by page, constant memory, QSaveFile, no file on failure):
//
//     auto *task = new exporting::StatementMt940Export(client, statement,
//                                                      {walletName, profileName, {}, {}}, fileName);
//     task->setReferenceLookup(store::PayoutReferences::lookupFor(store, profileId)); // optional
//     // it starts at the next turn of the event loop (tasks::Task)
//
// - StatementMt940Export: SWIFT MT940 (Mt940Writer);
// - StatementCamtExport: ISO 20022 CAMT.053, camt.053.001.02 or .08 (CamtWriter).
//
// `statement` is the READY statement as the service gave it; when its balances are missing it is
// read again first. The statement's number (:28C:, ElctrncSeqNb) is the day of the year of the
// period's last day, as daily bank statements are numbered. Dates are UTC.
//
// createStatementFileExport() makes the task of a format key (CSV with `csvOptions`); nullptr for
// the PDF (StatementPdfExport, in paydesk_pdf).

#include "export/CsvWriter.h"
#include "export/StatementFileExport.h"
#include "export/StatementFormat.h"

#include <optional>

namespace paydesk::exporting {

class Mt940Writer;
class StatementLineWriter;

// What the two have in common: the writer of their format, fed page by page.
class StatementAccountingExport : public StatementFileExport
{
    Q_OBJECT
public:
    ~StatementAccountingExport() override;
    StatementFormat format() const { return m_format; }

protected:
    StatementAccountingExport(const QString &title, api::ApiClient *client, api::Statement statement,
                              Header header, QString fileName, StatementFormat format, QObject *parent);

    QString writeStart(QByteArray &out) override;
    QString writeLines(const QList<api::StatementLine> &lines, const PayoutReferenceMap &references,
                       QByteArray &out) override;
    QString writeEnd(QByteArray &out) override;

    Mt940Writer *m_mt940 = nullptr; // m_writer when it is one

private:
    Header m_header;
    StatementFormat m_format;
    std::unique_ptr<StatementLineWriter> m_writer;
};

class StatementMt940Export : public StatementAccountingExport
{
    Q_OBJECT
public:
    StatementMt940Export(api::ApiClient *client, api::Statement statement, Header header, QString fileName,
                         QObject *parent = nullptr);

    int messageCount() const; // written so far
};

class StatementCamtExport : public StatementAccountingExport
{
    Q_OBJECT
public:
    // `format`: StatementFormat::Camt053 (camt.053.001.02) or Camt053v08.
    StatementCamtExport(api::ApiClient *client, api::Statement statement, Header header, QString fileName,
                        StatementFormat format = StatementFormat::Camt053, QObject *parent = nullptr);
};

// The export of `format` (Csv, Mt940, Camt053, Camt053v08), not started; nullptr for Pdf.
StatementFileExport *
createStatementFileExport(StatementFormat format, api::ApiClient *client, const api::Statement &statement,
                          const StatementFileExport::Header &header, const QString &fileName,
                          const CsvWriter::Options &csvOptions = {}, QObject *parent = nullptr);

} // namespace paydesk::exporting
