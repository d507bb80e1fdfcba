// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pages of a printable wallet statement (StatementPdfExport), painted with QPdfWriter and
// QPainter on A4, one line at a time, so that a million lines need no more memory than ten.
//
// Page 1: the band (on every page: "Wallet statement", the wallet and its currency, the period in
// the person's zone), the statement's details (wallet, currency, period in the person's zone and
// in UTC, statement ID, when generated, profile), the balances (opening, credits, debits,
// closing), the totals by line type with a total row, the balance check in words (a mismatch in
// a red box with the difference), then the first lines. Every page after: the band, the column
// headers again, the lines. Every page ends with a footer: the statement ID, when the statement
// was generated, and "Page n of m".
//
// Text is set in Paydesk's own fonts (ReportFonts: no ligature glyphs, the same metrics on every
// system) and wrapped at spaces only (TextWrap), so that the PDF reads back as written.
//
// Lines: date and time (the person's zone), the type in words with the payout or payin and the
// line's own ID beneath it, the amount with its sign (a debit with a minus, a credit with a plus;
// also red and green, for a screen), the balance after the line. Amounts are Money, in the
// locale's number format.
//
// How many pages there are is known before the first footer: begin() is given the totals, whose
// line count, with the room the first page leaves, gives m.

#include "api/Resources.h"

#include <QCoreApplication>
#include <QFont>
#include <QHash>
#include <QLocale>
#include <QString>
#include <QTimeZone>

#include <memory>

QT_BEGIN_NAMESPACE
class QIODevice;
class QPainter;
class QPdfWriter;
QT_END_NAMESPACE

namespace paydesk::exporting {

class StatementTotals;

// What the statement's reader is shown besides what the service says.
struct StatementPdfHeader
{
    QString walletLabel; // the wallet's name as the person knows it; may be empty (the ID is shown)
    QString profileName; // the profile the statement was made with; may be empty (not shown)
    QTimeZone zone = QTimeZone::systemTimeZone(); // times are shown in it (and the period in UTC too)
    QLocale locale; // dates and amounts are written as it writes them; the system's by default
};

class StatementPdfPainter
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::StatementPdfPainter)
public:
    StatementPdfPainter(api::Statement statement, StatementPdfHeader header, QDateTime generatedAt);
    ~StatementPdfPainter();

    // Starts the document on `device` (open for writing) and paints the first page's heading,
    // balances, totals and balance check. False when the device cannot take a PDF.
    bool begin(QIODevice *device, const StatementTotals &totals);
    // The next line, on a new page when this one is full.
    void paintLine(const api::StatementLine &line);
    // The last footer; the document is complete on the device. False when it could not be ended.
    bool finish();
    // Stops without completing the document (the caller throws the device's content away).
    void abandon();

    int pageCount() const { return m_pages; }
    int page() const { return m_page; } // the page being painted, from 1
    int rowsOnFirstPage() const { return m_firstPageRows; }
    int rowsPerPage() const { return m_rowsPerPage; }

    // An amount as the statement shows it: the locale's digits and separators, a minus for a
    // debit and a plus for a credit ("-1,500.00", "+20.00", "0.00").
    static QString amountText(const Money &amount, const QLocale &locale);

private:
    qreal pt(qreal points) const; // points to device units
    void paintBand();
    void paintFooter();
    qreal paintDetails(qreal y);
    qreal paintBalances(qreal y, const StatementTotals &totals);
    qreal paintTotals(qreal y, const StatementTotals &totals);
    qreal paintVerdict(qreal y, const StatementTotals &totals);
    void paintColumnHeaders();
    // `text` in the painter's font, broken into lines at spaces to fit box's width (device
    // units); the height it took, in device units.
    qreal paintWrapped(const QRectF &box, const QString &text);
    void nextPage();
    QString dateText(const QDateTime &at) const;
    QString timeText(const QDateTime &at) const;
    QString dateTimeText(const QDateTime &at) const;
    QString periodText() const;
    QString utcPeriodText() const;
    QString walletText() const;

    api::Statement m_statement;
    StatementPdfHeader m_header;
    QDateTime m_generatedAt;
    QString m_currency;
    QString m_dateFormat;
    QString m_timeFormat;
    QString m_shortTimeFormat;

    std::unique_ptr<QPdfWriter> m_writer;
    std::unique_ptr<QPainter> m_painter;
    QFont m_font;
    QFont m_rowFont;
    QFont m_rowSubFont;
    QHash<QString, QString> m_typeTexts; // line type -> its words, fitted to the column
    qreal m_scale = 1; // device units per point
    qreal m_y = 0; // where the next thing goes, in device units
    int m_page = 0;
    int m_pages = 0;
    int m_firstPageRows = 0;
    int m_rowsPerPage = 0;
    int m_rowOnPage = 0;
    bool m_linesStarted = false;
};

} // namespace paydesk::exporting
