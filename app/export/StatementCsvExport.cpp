// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementCsvExport.h"

#include "api/Rfc3339.h"

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
    return {u"time"_s,     u"type"_s,      u"amount"_s,   u"balance_after"_s,
            u"currency"_s, u"payout_id"_s, u"payin_id"_s, u"line_id"_s};
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
        m_csv.appendRowTo(out);
    }
    return {};
}

} // namespace paydesk::exporting
