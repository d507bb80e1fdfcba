// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementAccountingExport.h"

#include "export/CamtWriter.h"
#include "export/Mt940Writer.h"
#include "export/StatementCsvExport.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

QDate lastDay(const api::Statement &s)
{
    const QDateTime to = s.to.toUTC();
    return (s.to > s.from ? to.addMSecs(-1) : to).date();
}

int statementNumber(const api::Statement &s)
{
    const QDate last = lastDay(s);
    return last.isValid() ? last.dayOfYear() : 1;
}

} // namespace

StatementAccountingExport::StatementAccountingExport(const QString &title, api::ApiClient *client,
                                                     api::Statement statement, Header header,
                                                     QString fileName, StatementFormat format,
                                                     QObject *parent)
    : StatementFileExport(title, client, std::move(statement), true, std::move(fileName), parent)
    , m_header(std::move(header))
    , m_format(format)
{ }

StatementAccountingExport::~StatementAccountingExport() = default;

QString StatementAccountingExport::writeStart(QByteArray &out)
{
    const api::Statement &s = statement();
    const QString account = m_header.accountId.isEmpty() ? s.walletId : m_header.accountId;
    if (m_format == StatementFormat::Mt940) {
        auto writer = std::make_unique<Mt940Writer>(
            Mt940Writer::Statement {s.id.section(u'-', 1), account, statementNumber(s), s.openingBalance,
                                    s.closingBalance, s.from.toUTC().date(), lastDay(s)});
        m_mt940 = writer.get();
        m_writer = std::move(writer);
    } else {
        m_writer = std::make_unique<CamtWriter>(CamtWriter::Statement {
            m_format == StatementFormat::Camt053v08 ? CamtWriter::Version::V08 : CamtWriter::Version::V02,
            s.id, statementNumber(s), account, m_header.walletName, s.openingBalance, s.closingBalance,
            s.from, s.to,
            m_header.generatedAt.isValid() ? m_header.generatedAt : QDateTime::currentDateTimeUtc()});
    }
    return m_writer->start(out);
}

QString StatementAccountingExport::writeLines(const QList<api::StatementLine> &lines,
                                              const PayoutReferenceMap &references, QByteArray &out)
{
    for (const api::StatementLine &line : lines) {
        const PayoutReference *reference = nullptr;
        if (!line.payoutId.isEmpty() && !references.isEmpty()) {
            const auto it = references.constFind(line.payoutId);
            if (it != references.cend())
                reference = &it.value();
        }
        if (QString error = m_writer->add(line, reference, out); !error.isEmpty())
            return error;
    }
    return {};
}

QString StatementAccountingExport::writeEnd(QByteArray &out)
{
    return m_writer->finish(out);
}

StatementMt940Export::StatementMt940Export(api::ApiClient *client, api::Statement statement, Header header,
                                           QString fileName, QObject *parent)
    : StatementAccountingExport(tr("Exporting statement %1 as MT940").arg(statement.id), client, statement,
                                std::move(header), std::move(fileName), StatementFormat::Mt940, parent)
{ }

int StatementMt940Export::messageCount() const
{
    return m_mt940 ? m_mt940->messageCount() : 0;
}

StatementCamtExport::StatementCamtExport(api::ApiClient *client, api::Statement statement, Header header,
                                         QString fileName, StatementFormat format, QObject *parent)
    : StatementAccountingExport(tr("Exporting statement %1 as CAMT.053").arg(statement.id), client, statement,
                                std::move(header), std::move(fileName),
                                format == StatementFormat::Camt053v08 ? format : StatementFormat::Camt053,
                                parent)
{ }

StatementFileExport *createStatementFileExport(StatementFormat format, api::ApiClient *client,
                                               const api::Statement &statement,
                                               const StatementFileExport::Header &header,
                                               const QString &fileName, const CsvWriter::Options &csvOptions,
                                               QObject *parent)
{
    switch (format) {
    case StatementFormat::Csv:
        return new StatementCsvExport(client, statement.id, fileName, csvOptions, parent);
    case StatementFormat::Mt940:
        return new StatementMt940Export(client, statement, header, fileName, parent);
    case StatementFormat::Camt053:
    case StatementFormat::Camt053v08:
        return new StatementCamtExport(client, statement, header, fileName, format, parent);
    case StatementFormat::Pdf:
        return nullptr;
    }
    return nullptr;
}

} // namespace paydesk::exporting
