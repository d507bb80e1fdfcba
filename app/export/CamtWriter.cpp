// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/CamtWriter.h"

#include "api/Rfc3339.h"
#include "export/StatementLineText.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

void appendDate(QByteArray &out, const QDate &date)
{
    appendIsoDate(out, ymd(date));
}

void appendDateTime(QByteArray &out, const QDateTime &t)
{
    std::array<char, 20> buffer;
    if (const QLatin1StringView utc = api::Rfc3339::formatUtc(t, buffer); !utc.isEmpty())
        put(out, utc);
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
    // The common case first: plain ASCII that needs no escaping, copied into place in one go.
    const qsizetype n = std::min(text.size(), maxChars);
    qsizetype plain = 0;
    while (plain < n) {
        const char16_t u = text[plain].unicode();
        if (u < 0x20 || u >= 0x7F || u == u'&' || u == u'<' || u == u'>' || u == u'"')
            break;
        ++plain;
    }
    putAscii(out, text, plain);
    qsizetype chars = plain;
    for (qsizetype i = plain; i < text.size() && chars < maxChars; ++i, ++chars) {
        const char16_t u = text[i].unicode();
        if (u < 0x80) {
            switch (u) {
            case u'&':
                put(out, "&amp;");
                break;
            case u'<':
                put(out, "&lt;");
                break;
            case u'>':
                put(out, "&gt;");
                break;
            case u'"':
                put(out, "&quot;");
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
        // UTF-8 by hand: 2, 3 or 4 bytes.
        if (c < 0x800) {
            out.append(char(0xC0 | (c >> 6)));
        } else if (c < 0x10000) {
            out.append(char(0xE0 | (c >> 12)));
            out.append(char(0x80 | ((c >> 6) & 0x3F)));
        } else {
            out.append(char(0xF0 | (c >> 18)));
            out.append(char(0x80 | ((c >> 12) & 0x3F)));
            out.append(char(0x80 | ((c >> 6) & 0x3F)));
        }
        out.append(char(0x80 | (c & 0x3F)));
    }
}

void CamtWriter::appendAmount(QByteArray &out, qint64 minor) const
{
    exporting::appendAmount(out, minor, m_digits, '.', false);
}

void CamtWriter::appendBalance(QByteArray &out, const char *code, qint64 minor, const QDate &date) const
{
    put(out, "<Bal><Tp><CdOrPrtry><Cd>");
    out.append(code);
    put(out, "</Cd></CdOrPrtry></Tp><Amt Ccy=\"");
    put(out, m_currency.constData(), m_currency.size());
    put(out, "\">");
    appendAmount(out, minor);
    put(out, "</Amt><CdtDbtInd>");
    out.append(minor < 0 ? "DBIT" : "CRDT");
    put(out, "</CdtDbtInd><Dt><Dt>");
    appendDate(out, date);
    put(out, "</Dt></Dt></Bal>\n");
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

    put(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Document xmlns=\"");
    out.append(namespaceUri(m_s.version).data());
    out.append(
        "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n<BkToCstmrStmt>\n<GrpHdr><MsgId>");
    appendText(out, m_s.id, 35);
    put(out, "</MsgId><CreDtTm>");
    appendDateTime(out, created);
    out.append(
        "</CreDtTm><MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn></GrpHdr>\n<Stmt><Id>");
    appendText(out, m_s.id, 35);
    put(out, "</Id>");
    if (v08)
        put(out, "<StmtPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></StmtPgntn>");
    put(out, "<ElctrncSeqNb>");
    out.append(QByteArray::number(std::max<qint64>(0, m_s.number)));
    put(out, "</ElctrncSeqNb><CreDtTm>");
    appendDateTime(out, created);
    put(out, "</CreDtTm><FrToDt><FrDtTm>");
    appendDateTime(out, m_s.from);
    put(out, "</FrDtTm><ToDtTm>");
    appendDateTime(out, last);
    put(out, "</ToDtTm></FrToDt>\n<Acct><Id><Othr><Id>");
    appendText(out, m_s.account, 34);
    put(out, "</Id></Othr></Id><Ccy>");
    put(out, m_currency.constData(), m_currency.size());
    put(out, "</Ccy>");
    if (!m_s.accountName.isEmpty()) {
        put(out, "<Nm>");
        appendText(out, m_s.accountName, 70);
        put(out, "</Nm>");
    }
    put(out, "</Acct>\n");
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

    put(out, "<Ntry><Amt Ccy=\"");
    put(out, m_currency.constData(), m_currency.size());
    put(out, "\">");
    appendAmount(out, amount);
    put(out, "</Amt><CdtDbtInd>");
    put(out, cdtDbt, 4);
    out.append(v08 ? "</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>" : "</CdtDbtInd><Sts>BOOK</Sts>");
    if (line.createdAt.isValid()) {
        put(out, "<BookgDt><DtTm>");
        appendDateTime(out, line.createdAt);
        put(out, "</DtTm></BookgDt><ValDt><Dt>");
        appendIsoDate(out, utcDay(line.createdAt));
        put(out, "</Dt></ValDt>");
    }
    put(out, "<AcctSvcrRef>");
    appendText(out, line.id, 35);
    put(out, "</AcctSvcrRef><BkTxCd><Domn><Cd>");
    put(out, codes.domain);
    put(out, "</Cd><Fmly><Cd>");
    put(out, codes.family);
    put(out, "</Cd><SubFmlyCd>");
    put(out, codes.subFamily);
    put(out, "</SubFmlyCd></Fmly></Domn><Prtry><Cd>");
    appendText(out, line.type, 35);
    put(out, "</Cd></Prtry></BkTxCd>");

    const QString customId = reference ? reference->customId : QString();
    const QString &resource = line.payoutId.isEmpty() ? line.payinId : line.payoutId;
    put(out, "<NtryDtls><TxDtls><Refs><EndToEndId>");
    if (!customId.isEmpty() && customId.size() <= 35)
        appendText(out, customId, 35);
    else
        put(out, "NOTPROVIDED");
    put(out, "</EndToEndId>");
    if (!resource.isEmpty()) {
        put(out, "<TxId>");
        appendText(out, resource, 35);
        put(out, "</TxId>");
    }
    put(out, "</Refs>");
    if (v08) {
        put(out, "<Amt Ccy=\"");
        put(out, m_currency.constData(), m_currency.size());
        put(out, "\">");
        appendAmount(out, amount);
        put(out, "</Amt><CdtDbtInd>");
        put(out, cdtDbt, 4);
        put(out, "</CdtDbtInd>");
    }
    if (reference && !reference->recipient.isEmpty()) {
        out.append(v08 ? "<RltdPties><Cdtr><Pty><Nm>" : "<RltdPties><Cdtr><Nm>");
        appendText(out, reference->recipient, 140);
        out.append(v08 ? "</Nm></Pty></Cdtr></RltdPties>" : "</Nm></Cdtr></RltdPties>");
    }
    put(out, "</TxDtls></NtryDtls><AddtlNtryInf>");
    put(out, codes.words);
    if (customId.size() > 35) {
        put(out, ", custom ID ");
        appendText(out, customId, 400);
    }
    put(out, "</AddtlNtryInf></Ntry>\n");
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
    put(out, "</Stmt>\n</BkToCstmrStmt>\n</Document>\n");
    return {};
}

} // namespace paydesk::exporting
