// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// CSV as RFC 4180 writes it, for what Paydesk exports (the audit log now; payout history and
// statements next): CRLF line ends, a field quoted when it holds the delimiter, a quote, CR or LF
// (quotes doubled inside), UTF-8 with or without a byte order mark.
//
// Safe to open in a spreadsheet: a text cell that begins with '=', '+', '-', '@', a tab or a
// carriage return is a formula to Excel, LibreOffice and Google Sheets, so it is written with a
// leading apostrophe, which they show as text ("'=HYPERLINK(...)"). Amounts are written with
// number(), which a spreadsheet reads as a number, negative ones included: "-1500.00" stays -1500.
//
// Rows are appended to bytes the caller writes where it likes (a QSaveFile, page by page, so
// that memory stays constant however long the export).

#include <QByteArray>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>

namespace paydesk::exporting {

class CsvWriter
{
public:
    struct Options
    {
        char delimiter = ','; // ',' or ';' (where ',' is the decimal separator)
        char decimalSeparator = '.'; // '.' or ','; a ',' needs the ';' delimiter to be read back
        bool byteOrderMark = false; // UTF-8 BOM first: what Excel on Windows needs to read UTF-8
    };

    CsvWriter() = default;
    explicit CsvWriter(const Options &options);

    // The bytes that start the file: the BOM when asked for, else nothing.
    QByteArray start() const;

    // One row. Cells are added with text() or number() and the row is ended with endRow(), which
    // returns its bytes (and starts the next row), or appendRowTo(), which appends them to `out`
    // (no allocation per row: for exports of millions of rows).
    CsvWriter &text(QStringView value);
    CsvWriter &text(QLatin1StringView value);
    // An amount as the service writes it ("-1500.00"): written as a number, with the decimal
    // separator of the options. Anything that is not such a number is written as text().
    CsvWriter &number(QStringView wireValue);
    CsvWriter &number(QLatin1StringView wireValue);
    QByteArray endRow();
    void appendRowTo(QByteArray &out);

    // A row of text cells at once (a header, say).
    QByteArray row(const QStringList &cells);

    // A text cell as it is written (quoted, neutralised): for tests and for one-off cells.
    QByteArray textCell(const QString &value) const;

private:
    void separate();
    // A cell of plain ASCII that needs neither quotes nor neutralising, appended as it is; false
    // (nothing appended) otherwise.
    template<typename Char> bool addPlain(const Char *text, qsizetype size);
    static constexpr std::array<bool, 128> makeSpecial(char delimiter)
    {
        std::array<bool, 128> special {};
        special['"'] = special['\r'] = special['\n'] = true;
        special[static_cast<unsigned char>(delimiter) & 0x7f] = true;
        return special;
    }
    template<typename View> CsvWriter &addNumber(View wireValue);

    Options m_options;
    // The ASCII characters that make a text cell quoted: the quote, CR, LF and the delimiter.
    std::array<bool, 128> m_special = makeSpecial(Options().delimiter);
    QByteArray m_row;
    bool m_empty = true; // nothing in the row yet
};

} // namespace paydesk::exporting
