// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementCsvExport.h"

#include "api/Rfc3339.h"
#include "export/StatementLineText.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {
api::Statement statementWithId(const QString &id)
{
    api::Statement statement;
    statement.id = id;
    return statement; // the CSV needs no balances: the statement is not read again
}
} // namespace

StatementCsvExport::StatementCsvExport(api::ApiClient *client, QString statementId, QString fileName,
                                       CsvWriter::Options options, QObject *parent)
    : StatementFileExport(tr("Exporting statement %1").arg(statementId), client, statementWithId(statementId),
                          false, std::move(fileName), parent)
    , m_csv(options)
{ }

QStringList StatementCsvExport::headers()
{
    // Readable, in English like the line types' words; the type's code and its words in columns of
    // their own (the words last: columns are only added at the end).
    return {u"Time (UTC)"_s, u"Type"_s,     u"Amount"_s,  u"Balance after"_s, u"Currency"_s,
            u"Payout ID"_s,  u"Payin ID"_s, u"Line ID"_s, u"Type in words"_s};
}

QString StatementCsvExport::writeStart(QByteArray &out)
{
    out += m_csv.start() + m_csv.row(headers());
    return {};
}

QString StatementCsvExport::writeLines(const QList<api::StatementLine> &lines, const PayoutReferenceMap &,
                                       QByteArray &out)
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
        m_csv.text(lineTypeCodes(line.type).words);
        m_csv.appendRowTo(out);
    }
    return {};
}

} // namespace paydesk::exporting
