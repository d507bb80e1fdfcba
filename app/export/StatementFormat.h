// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The formats a wallet statement is exported in, and what the Statements page and paydesk-cli say
// of them: the key a command line takes ("csv", "pdf", "mt940", "camt053", "camt053v08"), the
// file's suffix and the name a person reads.
//
//   Csv         StatementCsvExport (CsvWriter: RFC 4180)
//   Pdf         StatementPdfExport (paydesk_pdf: a printable statement)
//   Mt940       StatementMt940Export (Mt940Writer: SWIFT MT940 customer statement)
//   Camt053     StatementCamtExport (CamtWriter: ISO 20022 camt.053.001.02, what most ERPs import)
//   Camt053v08  StatementCamtExport (camt.053.001.08, the newer version)

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace paydesk::exporting {

enum class StatementFormat { Csv, Pdf, Mt940, Camt053, Camt053v08 };

class StatementFormats
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::StatementFormats)
public:
    static QList<StatementFormat> all();
    // "csv", "pdf", "mt940", "camt053", "camt053v08"; case-insensitive. nullopt for anything else.
    static std::optional<StatementFormat> fromKey(QStringView key);
    static QString key(StatementFormat format);
    static QStringList keys(); // in the order of all()
    // The file's suffix without the dot: csv, pdf, mt940, xml.
    static QString suffix(StatementFormat format);
    // Every suffix a file of that format is known by (MT940: mt940 and sta), the first is suffix().
    static QStringList suffixes(StatementFormat format);
    // What a person reads: "CSV", "PDF", "MT940 (SWIFT)", "CAMT.053 (ISO 20022)", ...
    static QString name(StatementFormat format);
    // A file dialog's filter: "MT940 files (*.mt940 *.sta)".
    static QString fileFilter(StatementFormat format);
    // Whether StatementFileExport writes it (every format but the PDF, which needs Qt Gui).
    static bool isStreamedFile(StatementFormat format) { return format != StatementFormat::Pdf; }
};

} // namespace paydesk::exporting

Q_DECLARE_METATYPE(paydesk::exporting::StatementFormat)
