// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/CamtWriter.h"

#include "api/Rfc3339.h"
#include "export/StatementLineText.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

void appendDate(QByteArray &out, const QDate &date)
{
    if (date.year() >= 1 && date.year() <= 9999)
        appendIsoDate(out, date);
    else
        out.append(date.toString(Qt::ISODate).toLatin1());
}

void appendDateTime(QByteArray &out, const QDateTime &t)
{
    std::array<char, 20> buffer;
    if (const QLatin1StringView utc = api::Rfc3339::formatUtc(t, buffer); !utc.isEmpty())
        out.append(utc.data(), utc.size());
    else
        out.append(t.toUTC().toString(Qt::ISODate).toLatin1());
}

bool isXmlChar(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
        || (c >= 0x10000 && c <= 0x10FFFF);
}

} // namespace

CamtWriter::CamtWriter(Statement statement)
    : m_s(std::move(statement))
{ }

QLatin1StringView CamtWriter::namespaceUri(Version version)
{
    return version == Version::V08 ? "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"_L1
                                   : "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"_L1;
}

void CamtWriter::appendText(QByteArray &out, QStringView text, qsizetype maxChars)
{
    qsizetype chars = 0;
    for (qsizetype i = 0; i < text.size() && chars < maxChars; ++i, ++chars) {
        const char16_t u = text[i].unicode();
        if (u < 0x80) {
            switch (u) {
            case u'&':
                out.append("&amp;");
                break;
            case u'<':
                out.append("&lt;");
                break;
            case u'>':
                out.append("&gt;");
                break;
            case u'"':
                out.append("&quot;");
                break;
            case u'\t':
            case u'\n':
            case u'\r':
                out.append(' ');
                break; // one line in a text element
            default:
                out.append(u >= 0x20 && u != 0x7F ? char(u) : '.');
            }
            continue;
        }
        char32_t c = u;
        if (QChar::isHighSurrogate(u) && i + 1 < text.size() && QChar::isLowSurrogate(text[i + 1].unicode()))
            c = QChar::surrogateToUcs4(u, text[++i].unicode());
        if (!isXmlChar(c) || QChar::isSurrogate(c)) {
            out.append('.');
            continue;
        }
        const QString one = QString::fromUcs4(&c, 1);
        out.append(one.toUtf8());
    }
}

void CamtWriter::appendAmount(QByteArray &out, qint64 minor) const
{
    exporting::appendAmount(out, minor, m_digits, '.', false);
}

void CamtWriter::appendBalance(QByteArray &out, const char *code, qint64 minor, const QDate &date) const
{
    out.append("<Bal><Tp><CdOrPrtry><Cd>");
    out.append(code);
    out.append("</Cd></CdOrPrtry></Tp><Amt Ccy=\"");
    out.append(m_currency);
    out.append("\">");
    appendAmount(out, minor);
    out.append("</Amt><CdtDbtInd>");
    out.append(minor < 0 ? "DBIT" : "CRDT");
    out.append("</CdtDbtInd><Dt><Dt>");
    appendDate(out, date);
    out.append("</Dt></Dt></Bal>\n");
}

QString CamtWriter::start(QByteArray &out)
{
    if (!m_s.opening.isValid() || !m_s.closing.isValid() || m_s.opening.currency() != m_s.closing.currency())
        return tr("the statement has no opening and closing balance in one currency.");
    if (!m_s.from.isValid() || !m_s.to.isValid())
        return tr("the statement has no period.");
    m_currency = m_s.opening.currency().toLatin1();
    m_digits = m_s.opening.currencyMinorUnits();
    m_running = m_s.opening.minorUnits();
    const bool v08 = m_s.version == Version::V08;
    const QDateTime created = m_s.createdAt.isValid() ? m_s.createdAt : QDateTime::currentDateTimeUtc();
    const QDateTime last = m_s.to > m_s.from ? m_s.to.addSecs(-1) : m_s.to;

    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Document xmlns=\"");
    out.append(namespaceUri(m_s.version).data());
    out.append(
        "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n<BkToCstmrStmt>\n<GrpHdr><MsgId>");
    appendText(out, m_s.id, 35);
    out.append("</MsgId><CreDtTm>");
    appendDateTime(out, created);
    out.append(
        "</CreDtTm><MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn></GrpHdr>\n<Stmt><Id>");
    appendText(out, m_s.id, 35);
    out.append("</Id>");
    if (v08)
        out.append("<StmtPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></StmtPgntn>");
    out.append("<ElctrncSeqNb>");
    out.append(QByteArray::number(std::max<qint64>(0, m_s.number)));
    out.append("</ElctrncSeqNb><CreDtTm>");
    appendDateTime(out, created);
    out.append("</CreDtTm><FrToDt><FrDtTm>");
    appendDateTime(out, m_s.from);
    out.append("</FrDtTm><ToDtTm>");
    appendDateTime(out, last);
    out.append("</ToDtTm></FrToDt>\n<Acct><Id><Othr><Id>");
    appendText(out, m_s.account, 34);
    out.append("</Id></Othr></Id><Ccy>");
    out.append(m_currency);
    out.append("</Ccy>");
    if (!m_s.accountName.isEmpty()) {
        out.append("<Nm>");
        appendText(out, m_s.accountName, 70);
        out.append("</Nm>");
    }
    out.append("</Acct>\n");
    appendBalance(out, "OPBD", m_s.opening.minorUnits(), m_s.from.toUTC().date());
    appendBalance(out, "CLBD", m_s.closing.minorUnits(), last.toUTC().date());
    return {};
}

QString CamtWriter::add(const api::StatementLine &line, const PayoutReference *reference, QByteArray &out)
{
    if (line.amount.currency() != m_s.opening.currency())
        return tr("line %1 is in %2, not in the statement's currency %3.")
            .arg(line.id, line.amount.currency(), m_s.opening.currency());
    const bool v08 = m_s.version == Version::V08;
    const LineTypeCodes &codes = lineTypeCodes(line.type);
    const qint64 amount = line.amount.minorUnits();
    const char *cdtDbt = amount < 0 ? "DBIT" : "CRDT";

    out.append("<Ntry><Amt Ccy=\"");
    out.append(m_currency);
    out.append("\">");
    appendAmount(out, amount);
    out.append("</Amt><CdtDbtInd>");
    out.append(cdtDbt);
    out.append(v08 ? "</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>" : "</CdtDbtInd><Sts>BOOK</Sts>");
    if (line.createdAt.isValid()) {
        out.append("<BookgDt><DtTm>");
        appendDateTime(out, line.createdAt);
        out.append("</DtTm></BookgDt><ValDt><Dt>");
        appendDate(out, line.createdAt.toUTC().date());
        out.append("</Dt></ValDt>");
    }
    out.append("<AcctSvcrRef>");
    appendText(out, line.id, 35);
    out.append("</AcctSvcrRef><BkTxCd><Domn><Cd>");
    out.append(codes.domain.data(), codes.domain.size());
    out.append("</Cd><Fmly><Cd>");
    out.append(codes.family.data(), codes.family.size());
    out.append("</Cd><SubFmlyCd>");
    out.append(codes.subFamily.data(), codes.subFamily.size());
    out.append("</SubFmlyCd></Fmly></Domn><Prtry><Cd>");
    appendText(out, line.type, 35);
    out.append("</Cd></Prtry></BkTxCd>");

    const QString customId = reference ? reference->customId : QString();
    const QString &resource = line.payoutId.isEmpty() ? line.payinId : line.payoutId;
    out.append("<NtryDtls><TxDtls><Refs><EndToEndId>");
    if (!customId.isEmpty() && customId.size() <= 35)
        appendText(out, customId, 35);
    else
        out.append("NOTPROVIDED");
    out.append("</EndToEndId>");
    if (!resource.isEmpty()) {
        out.append("<TxId>");
        appendText(out, resource, 35);
        out.append("</TxId>");
    }
    out.append("</Refs>");
    if (v08) {
        out.append("<Amt Ccy=\"");
        out.append(m_currency);
        out.append("\">");
        appendAmount(out, amount);
        out.append("</Amt><CdtDbtInd>");
        out.append(cdtDbt);
        out.append("</CdtDbtInd>");
    }
    if (reference && !reference->recipient.isEmpty()) {
        out.append(v08 ? "<RltdPties><Cdtr><Pty><Nm>" : "<RltdPties><Cdtr><Nm>");
        appendText(out, reference->recipient, 140);
        out.append(v08 ? "</Nm></Pty></Cdtr></RltdPties>" : "</Nm></Cdtr></RltdPties>");
    }
    out.append("</TxDtls></NtryDtls><AddtlNtryInf>");
    out.append(codes.words.data(), codes.words.size());
    if (customId.size() > 35) {
        out.append(", custom ID ");
        appendText(out, customId, 400);
    }
    out.append("</AddtlNtryInf></Ntry>\n");
    if (__builtin_add_overflow(m_running, amount, &m_running))
        return tr("the statement's balance is out of range.");
    return {};
}

QString CamtWriter::finish(QByteArray &out)
{
    if (m_running != m_s.closing.minorUnits()) {
        const Money running = Money::fromMinorUnits(m_running, m_s.opening.currency());
        return tr("it does not add up: the opening balance and the lines make %1, the closing balance is %2.")
            .arg(running.toWire(), m_s.closing.toWire());
    }
    out.append("</Stmt>\n</BkToCstmrStmt>\n</Document>\n");
    return {};
}

} // namespace paydesk::exporting
