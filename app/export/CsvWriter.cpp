// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/CsvWriter.h"

#include <type_traits>

namespace paydesk::exporting {

namespace {

template<typename View> char16_t unitAt(View value, qsizetype i)
{
    return QChar(value.at(i)).unicode();
}

template<typename View> bool isWireNumber(View value)
{
    // -?digits(.digits)?: what the service writes for amounts.
    const auto isDigit
        = [&value](qsizetype i) { return unitAt(value, i) >= u'0' && unitAt(value, i) <= u'9'; };
    qsizetype i = !value.isEmpty() && unitAt(value, 0) == u'-' ? 1 : 0;
    const qsizetype digitsStart = i;
    while (i < value.size() && isDigit(i))
        ++i;
    if (i == digitsStart)
        return false;
    if (i == value.size())
        return true;
    if (unitAt(value, i) != u'.')
        return false;
    const qsizetype fractionStart = ++i;
    while (i < value.size() && isDigit(i))
        ++i;
    return i == value.size() && i > fractionStart;
}

} // namespace

CsvWriter::CsvWriter(const Options &options)
    : m_options(options)
    , m_special(makeSpecial(options.delimiter))
{ }

QByteArray CsvWriter::start() const
{
    return m_options.byteOrderMark ? QByteArray("\xEF\xBB\xBF") : QByteArray();
}

QByteArray CsvWriter::textCell(const QString &value) const
{
    QString text = value;
    // A formula to a spreadsheet: shown as text instead, never run.
    if (!text.isEmpty()
        && (text.front() == u'=' || text.front() == u'+' || text.front() == u'-' || text.front() == u'@'
            || text.front() == u'\t' || text.front() == u'\r'))
        text.prepend(u'\'');
    QByteArray bytes = text.toUtf8();
    const bool quote = bytes.contains(m_options.delimiter) || bytes.contains('"') || bytes.contains('\r')
        || bytes.contains('\n');
    if (!quote)
        return bytes;
    bytes.replace('"', "\"\"");
    return '"' + bytes + '"';
}

void CsvWriter::separate()
{
    if (!m_empty)
        m_row += m_options.delimiter;
    m_empty = false;
}

template<typename Char> bool CsvWriter::addPlain(const Char *text, qsizetype size)
{
    if (size > 0) {
        const auto first = char16_t(text[0]);
        if (first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t'
            || first == u'\r')
            return false;
    }
    // One pass: copied while checked, taken back at the first character that needs more.
    const qsizetype at = m_row.size();
    m_row.resize(at + size);
    char *out = m_row.data() + at;
    for (qsizetype i = 0; i < size; ++i) {
        const auto c = char16_t(static_cast<std::make_unsigned_t<Char>>(text[i]));
        if (c >= 0x80 || m_special[c]) {
            m_row.resize(at);
            return false;
        }
        out[i] = char(c);
    }
    return true;
}

CsvWriter &CsvWriter::text(QStringView value)
{
    separate();
    if (!addPlain(value.utf16(), value.size()))
        m_row += textCell(value.toString());
    return *this;
}

CsvWriter &CsvWriter::text(QLatin1StringView value)
{
    separate();
    if (!addPlain(value.data(), value.size()))
        m_row += textCell(QString(value));
    return *this;
}

CsvWriter &CsvWriter::number(QStringView wireValue)
{
    return addNumber(wireValue);
}

CsvWriter &CsvWriter::number(QLatin1StringView wireValue)
{
    return addNumber(wireValue);
}

template<typename View> CsvWriter &CsvWriter::addNumber(View wireValue)
{
    if (!isWireNumber(wireValue))
        return text(wireValue);
    separate();
    // Digits, '-' and '.', with the decimal separator of the options in place of '.'; in quotes
    // when that makes the delimiter appear (a ',' in a ','-delimited file would split the cell).
    const qsizetype at = m_row.size();
    m_row.resize(at + wireValue.size());
    char *out = m_row.data() + at;
    bool holdsDelimiter = false;
    for (qsizetype i = 0; i < wireValue.size(); ++i) {
        const char16_t c = unitAt(wireValue, i);
        *out = c == u'.' ? m_options.decimalSeparator : char(c);
        holdsDelimiter |= *out++ == m_options.delimiter;
    }
    if (holdsDelimiter) {
        m_row.insert(at, '"');
        m_row += '"';
    }
    return *this;
}

QByteArray CsvWriter::endRow()
{
    QByteArray out = std::move(m_row);
    out += "\r\n";
    m_row = QByteArray();
    m_empty = true;
    return out;
}

void CsvWriter::appendRowTo(QByteArray &out)
{
    out += m_row;
    out += "\r\n";
    m_row.resize(0); // the row's buffer is kept for the next
    m_empty = true;
}

QByteArray CsvWriter::row(const QStringList &cells)
{
    for (const QString &cell : cells)
        text(cell);
    return endRow();
}

} // namespace paydesk::exporting
