// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/Mt940Writer.h"

#include "export/StatementLineText.h"
#include "export/SwiftText.h"

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

constexpr int kDetailLines = 6; // :86: 6*65x
constexpr int kDetailWidth = 65;
// The closing fields a message must keep room for: :62F: and :64: (each at most 5 + 1 + 6 + 3 +
// 15 + 2 characters).
constexpr int kClosingReserve = 2 * 32;

void appendTwo(QByteArray &out, int n)
{
    const char text[] = {char('0' + (n / 10) % 10), char('0' + n % 10)};
    put(out, text, 2);
}

void appendYymmdd(QByteArray &out, const Ymd &date)
{
    const char text[]
        = {char('0' + date.year / 10 % 10), char('0' + date.year % 10), char('0' + date.month / 10),
           char('0' + date.month % 10),     char('0' + date.day / 10),  char('0' + date.day % 10)};
    put(out, text, sizeof text);
}

void appendNumber(QByteArray &out, qint64 n, int width)
{
    char digits[24];
    int i = 0;
    do {
        digits[i++] = char('0' + n % 10);
        n /= 10;
    } while (n > 0);
    for (int pad = i; pad < width; ++pad)
        out.append('0');
    while (i > 0)
        out.append(digits[--i]);
}

// The last `n` characters (a reference longer than its field keeps its distinctive end).
QStringView lastChars(QStringView text, qsizetype n)
{
    return text.size() > n ? text.last(n) : text;
}

} // namespace

Mt940Writer::Mt940Writer(Statement statement)
    : m_s(std::move(statement))
{ }

bool Mt940Writer::appendAmount(QByteArray &out, qint64 absMinor, int minorDigits)
{
    const qsizetype before = out.size();
    if (exporting::appendAmount(out, absMinor, minorDigits, ',', true) <= 15)
        return true;
    out.resize(before);
    return false;
}

void Mt940Writer::appendBalance(QByteArray &out, const char *tag, qint64 minor, const Ymd &date) const
{
    out.append(tag);
    out.append(minor < 0 ? 'D' : 'C');
    appendYymmdd(out, date);
    out.append(m_currency);
    if (!appendAmount(out, minor < 0 ? -minor : minor, m_digits))
        const_cast<Mt940Writer *>(this)->m_amountTooLong = true;
    put(out, "\r\n");
}

QString Mt940Writer::start(QByteArray &out)
{
    if (!m_s.opening.isValid() || !m_s.closing.isValid() || m_s.opening.currency() != m_s.closing.currency())
        return tr("the statement has no opening and closing balance in one currency.");
    if (!m_s.openingDate.isValid() || !m_s.closingDate.isValid())
        return tr("the statement has no period.");
    m_reference = swift::text(lastChars(m_s.reference, 16));
    if (m_reference.isEmpty())
        m_reference = "NONREF";
    m_account = swift::text(m_s.account).left(35);
    m_currency = swift::text(m_s.opening.currency());
    m_digits = m_s.opening.currencyMinorUnits();
    m_running = m_s.opening.minorUnits();
    m_s.number = std::clamp(m_s.number, 1, 99999);
    m_lastDate = ymd(m_s.openingDate);
    openMessage(out, true);
    return m_amountTooLong ? tr("an amount is too large for MT940 (15 characters).") : QString();
}

void Mt940Writer::openMessage(QByteArray &out, bool first)
{
    const qsizetype before = out.size();
    ++m_sequence;
    put(out, ":20:");
    out.append(m_reference);
    put(out, "\r\n:25:");
    out.append(m_account);
    put(out, "\r\n:28C:");
    appendNumber(out, m_s.number, 5);
    out.append('/');
    appendNumber(out, m_sequence, 3);
    put(out, "\r\n");
    appendBalance(out, first ? ":60F:" : ":60M:", m_running, m_lastDate);
    m_messageChars = out.size() - before;
    m_entriesInMessage = 0;
}

void Mt940Writer::appendDetails(QLatin1StringView prefix, QStringView text, int &lines)
{
    if (text.isEmpty() || lines >= kDetailLines)
        return;
    m_text.resize(0);
    m_text.append(prefix.data(), prefix.size());
    swift::appendText(m_text, text);
    qsizetype at = 0;
    while (at < m_text.size() && lines < kDetailLines) {
        qsizetype end = std::min<qsizetype>(at + kDetailWidth, m_text.size());
        // The next line must not start with ':' or '-' (it would read as a field or the end of
        // the message): this one ends a character earlier.
        while (end < m_text.size() && end - at > 1 && (m_text[end] == ':' || m_text[end] == '-'))
            --end;
        put(m_entry, "\r\n");
        const char first = m_text[at];
        if (first == ':' || first == '-') { // a run of them: the first one shown as '.'
            m_entry.append('.');
            put(m_entry, m_text.constData() + at + 1, end - at - 1);
        } else {
            put(m_entry, m_text.constData() + at, end - at);
        }
        ++lines;
        at = end;
    }
}

void Mt940Writer::appendEntry(const api::StatementLine &line, const PayoutReference *reference)
{
    const LineTypeCodes &codes = lineTypeCodes(line.type);
    const Ymd date = line.createdAt.isValid() ? utcDay(line.createdAt) : m_lastDate;
    const qint64 amount = line.amount.minorUnits();
    m_entry.resize(0);
    put(m_entry, ":61:");
    appendYymmdd(m_entry, date);
    appendTwo(m_entry, date.month);
    appendTwo(m_entry, date.day);
    m_entry.append(amount < 0 ? 'D' : 'C');
    if (!appendAmount(m_entry, amount < 0 ? -amount : amount, m_digits))
        m_amountTooLong = true;
    m_entry.append('N');
    put(m_entry, codes.mt940.data() + 1, 3);
    const QString customId = reference ? reference->customId : QString();
    if (!customId.isEmpty() && customId.size() <= 16 && swift::isSwiftText(customId)
        && !customId.contains(u'/'))
        swift::appendText(m_entry, customId);
    else
        put(m_entry, "NONREF");
    put(m_entry, "//");
    swift::appendText(m_entry, lastChars(line.id, 16));
    const QString &resource = line.payoutId.isEmpty() ? line.payinId : line.payoutId;
    if (!resource.isEmpty()) {
        put(m_entry, "\r\n");
        m_text.resize(0);
        swift::appendText(m_text, resource);
        put(m_entry, m_text.constData(), std::min<qsizetype>(m_text.size(), 34));
    }
    put(m_entry, "\r\n");

    // :86: the line type in words first, then the references, most useful first (6 lines at most).
    put(m_entry, ":86:");
    put(m_entry, codes.words);
    int lines = 1;
    if (!line.payoutId.isEmpty())
        appendDetails("Payout "_L1, line.payoutId, lines);
    else if (!line.payinId.isEmpty())
        appendDetails("Payin "_L1, line.payinId, lines);
    if (reference && !reference->recipient.isEmpty())
        appendDetails("Counterparty "_L1, reference->recipient, lines);
    if (!customId.isEmpty())
        appendDetails("Custom ID "_L1, customId, lines);
    put(m_entry, "\r\n");
    m_lastDate = date;
}

QString Mt940Writer::add(const api::StatementLine &line, const PayoutReference *reference, QByteArray &out)
{
    if (line.amount.currency() != m_s.opening.currency())
        return tr("line %1 is in %2, not in the statement's currency %3.")
            .arg(line.id, line.amount.currency(), m_s.opening.currency());
    const Ymd before = m_lastDate;
    appendEntry(line, reference);
    if (m_amountTooLong)
        return tr("the amount of line %1 is too large for MT940 (15 characters).").arg(line.id);
    if (m_entriesInMessage > 0 && m_messageChars + m_entry.size() + kClosingReserve > messageLimit) {
        if (m_sequence >= maxSequence)
            return tr("the statement is too long for MT940 (more than %1 messages): export a shorter period.")
                .arg(maxSequence);
        appendBalance(out, ":62M:", m_running, before);
        put(out, "-\r\n");
        const Ymd date = m_lastDate;
        m_lastDate = before;
        openMessage(out, false);
        m_lastDate = date;
    }
    put(out, m_entry.constData(), m_entry.size());
    m_messageChars += m_entry.size();
    ++m_entriesInMessage;
    if (__builtin_add_overflow(m_running, line.amount.minorUnits(), &m_running))
        return tr("the statement's balance is out of range.");
    return {};
}

QString Mt940Writer::finish(QByteArray &out)
{
    if (m_running != m_s.closing.minorUnits()) {
        const Money running = Money::fromMinorUnits(m_running, m_s.opening.currency());
        return tr("it does not add up: the opening balance and the lines make %1, the closing balance is %2.")
            .arg(running.toWire(), m_s.closing.toWire());
    }
    appendBalance(out, ":62F:", m_running, ymd(m_s.closingDate));
    appendBalance(out, ":64:", m_running, ymd(m_s.closingDate));
    put(out, "-\r\n");
    return m_amountTooLong ? tr("the closing balance is too large for MT940 (15 characters).") : QString();
}

} // namespace paydesk::exporting
