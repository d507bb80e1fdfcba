// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/CsvWriter.h"

#include <algorithm>

namespace paydesk::exporting {

namespace {

bool isWireNumber(const QString &value)
{
    // -?digits(.digits)?: what the service writes for amounts.
    qsizetype i = value.startsWith(u'-') ? 1 : 0;
    const qsizetype digitsStart = i;
    while (i < value.size() && value.at(i).isDigit() && value.at(i).unicode() < 128)
        ++i;
    if (i == digitsStart)
        return false;
    if (i == value.size())
        return true;
    if (value.at(i) != u'.')
        return false;
    const qsizetype fractionStart = ++i;
    while (i < value.size() && value.at(i).isDigit() && value.at(i).unicode() < 128)
        ++i;
    return i == value.size() && i > fractionStart;
}

} // namespace

CsvWriter::CsvWriter(const Options &options)
    : m_options(options)
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

void CsvWriter::add(const QByteArray &cell)
{
    if (!m_empty)
        m_row += m_options.delimiter;
    m_row += cell;
    m_empty = false;
}

CsvWriter &CsvWriter::text(const QString &value)
{
    add(textCell(value));
    return *this;
}

CsvWriter &CsvWriter::number(const QString &wireValue)
{
    if (!isWireNumber(wireValue))
        return text(wireValue);
    QByteArray bytes = wireValue.toLatin1();
    if (m_options.decimalSeparator != '.')
        bytes.replace('.', m_options.decimalSeparator);
    // A ',' decimal separator in a ','-delimited file would split the cell: quote it then.
    if (bytes.contains(m_options.delimiter))
        bytes = '"' + bytes + '"';
    add(bytes);
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

QByteArray CsvWriter::row(const QStringList &cells)
{
    for (const QString &cell : cells)
        text(cell);
    return endRow();
}

} // namespace paydesk::exporting
