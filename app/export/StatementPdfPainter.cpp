// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementPdfPainter.h"

#include "core/DateText.h"
#include "domain/SpecTables.h"
#include "export/ReportFonts.h"
#include "export/StatementTotals.h"
#include "export/TextWrap.h"
#include "statements/StatementLinesModel.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

// The page, in points (1/72 inch): A4 portrait.
constexpr qreal kPageWidth = 595.28;
constexpr qreal kPageHeight = 841.89;
constexpr qreal kLeft = 40;
constexpr qreal kWidth = kPageWidth - 2 * kLeft;
constexpr qreal kTop = 34;
constexpr qreal kBandRule = kTop + 38; // the rule under the band
constexpr qreal kBodyTop = kBandRule + 14;
constexpr qreal kFooterRule = kPageHeight - 44;
constexpr qreal kBodyBottom = kFooterRule - 8;
constexpr qreal kPad = 4; // inside a table cell

// The lines table: date | description | amount | balance.
constexpr qreal kDateWidth = 62;
constexpr qreal kAmountWidth = 86;
constexpr qreal kBalanceWidth = 92;
constexpr qreal kDescriptionWidth = kWidth - kDateWidth - kAmountWidth - kBalanceWidth;
constexpr qreal kRowHeight = 22;
constexpr qreal kHeaderHeight = 17;

// The totals table: type | lines | debits | credits.
constexpr qreal kCountWidth = 56;
constexpr qreal kSumWidth = 110;
constexpr qreal kTotalsRowHeight = 15;

const QColor kInk(0x1a, 0x1d, 0x21);
const QColor kMuted(0x5f, 0x67, 0x72);
const QColor kAccent(0x1f, 0x3a, 0x5f); // titles, rules under headers
const QColor kHeaderFill(0xe8, 0xed, 0xf3);
const QColor kZebra(0xf4, 0xf6, 0xf9);
const QColor kHairline(0xd3, 0xd9, 0xe1);
const QColor kDebit(0x9b, 0x1c, 0x1c);
const QColor kCredit(0x1d, 0x6b, 0x3a);
const QColor kGoodFill(0xed, 0xf7, 0xf0);
const QColor kBadFill(0xfd, 0xec, 0xec);
const QColor kBad(0xb3, 0x26, 0x1e);
const QColor kUnsureFill(0xff, 0xf6, 0xe5);
const QColor kUnsure(0x9a, 0x5b, 0x00);

// Debits red, credits green, zero in ink; the sign says it too, for a print in black and white.
QColor tone(const Money &amount)
{
    return amount.isNegative() ? kDebit : (amount.isPositive() ? kCredit : kInk);
}

} // namespace

StatementPdfPainter::StatementPdfPainter(api::Statement statement, StatementPdfHeader header,
                                         QDateTime generatedAt)
    : m_statement(std::move(statement))
    , m_header(std::move(header))
    , m_generatedAt(std::move(generatedAt))
    , m_font(ReportFonts::font(10)) // Paydesk's own, the same on every system
{
    if (!m_header.zone.isValid())
        m_header.zone = QTimeZone::systemTimeZone();
    m_currency = m_statement.openingBalance.isValid() ? m_statement.openingBalance.currency()
                                                      : m_statement.closingBalance.currency();
    // Four-digit years, and seconds on the lines' times: a statement is read closely.
    m_dateFormat = core::dates::dateFormat(m_header.locale); // the one date style, as in the window
    m_shortTimeFormat = core::dates::timeFormat(m_header.locale);
    m_timeFormat = m_shortTimeFormat;
    if (!m_timeFormat.contains(u's'))
        m_timeFormat.replace(u"mm"_s, u"mm:ss"_s);
}

StatementPdfPainter::~StatementPdfPainter()
{
    abandon();
}

qreal StatementPdfPainter::pt(qreal points) const
{
    return points * m_scale;
}

QString StatementPdfPainter::amountText(const Money &amount, const QLocale &locale)
{
    if (!amount.isValid())
        return u"\u2014"_s;
    return amount.isPositive() ? locale.positiveSign() + amount.toDisplay(locale) : amount.toDisplay(locale);
}

QString StatementPdfPainter::dateText(const QDateTime &at) const
{
    return at.isValid() ? m_header.locale.toString(at.toTimeZone(m_header.zone).date(), m_dateFormat)
                        : QString();
}

QString StatementPdfPainter::timeText(const QDateTime &at) const
{
    return at.isValid() ? m_header.locale.toString(at.toTimeZone(m_header.zone).time(), m_timeFormat)
                        : QString();
}

QString StatementPdfPainter::dateTimeText(const QDateTime &at) const
{
    if (!at.isValid())
        return {};
    const QDateTime local = at.toTimeZone(m_header.zone);
    return m_header.locale.toString(local.date(), m_dateFormat) + u' '
        + m_header.locale.toString(local.time(), m_shortTimeFormat);
}

QString StatementPdfPainter::periodText() const
{
    return tr("%1 to %2").arg(dateTimeText(m_statement.from), dateTimeText(m_statement.to));
}

QString StatementPdfPainter::utcPeriodText() const
{
    // The same style as the local times, on UTC's clock.
    const auto utc = [this](const QDateTime &t) -> QString {
        const QDateTime u = t.toUTC();
        return m_header.locale.toString(u.date(), m_dateFormat) + u' '
            + m_header.locale.toString(u.time(), m_shortTimeFormat);
    };
    return tr("%1 to %2 UTC").arg(utc(m_statement.from), utc(m_statement.to));
}

QString StatementPdfPainter::walletText() const
{
    if (m_header.walletLabel.trimmed().isEmpty())
        return m_statement.walletId;
    return tr("%1 (%2)").arg(m_header.walletLabel.trimmed(), m_statement.walletId);
}

bool StatementPdfPainter::begin(QIODevice *device, const StatementTotals &totals)
{
    m_writer = std::make_unique<QPdfWriter>(device);
    m_writer->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF()));
    m_writer->setTitle(tr("Wallet statement %1").arg(m_statement.id));
    m_writer->setCreator(u"Paydesk"_s);
    m_scale = m_writer->resolution() / 72.0;
    m_rowFont = m_font;
    m_rowFont.setPointSizeF(8);
    m_rowSubFont = m_font;
    m_rowSubFont.setPointSizeF(6.8);
    m_painter = std::make_unique<QPainter>();
    if (!m_painter->begin(m_writer.get())) {
        m_painter.reset();
        m_writer.reset();
        return false;
    }
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setRenderHint(QPainter::TextAntialiasing);
    if (m_currency.isEmpty())
        m_currency = totals.currency();
    m_page = 1;

    // How many lines a page holds: the first page after its summary, the others under the band.
    m_rowsPerPage = int(std::floor((kBodyBottom - kBodyTop - kHeaderHeight) / kRowHeight));
    paintBand();
    qreal y = kBodyTop;
    const qreal details = paintDetails(y);
    const qreal balances = paintBalances(y, totals);
    y = std::max(details, balances) + 16;
    y = paintTotals(y, totals) + 12;
    y = paintVerdict(y, totals) + 18;

    const qint64 lines = totals.lineCount();
    const qreal titleHeight = 16;
    m_firstPageRows
        = std::max(0, int(std::floor((kBodyBottom - y - titleHeight - kHeaderHeight) / kRowHeight)));
    if (m_firstPageRows < 3 && lines > 0)
        m_firstPageRows = 0; // a title with one or two lines under it reads badly: the lines start on page 2
    const qint64 rest = std::max<qint64>(0, lines - m_firstPageRows);
    m_pages = int(1 + (rest + m_rowsPerPage - 1) / m_rowsPerPage);

    if (m_firstPageRows > 0 || lines == 0) {
        m_painter->setFont([this] {
            QFont f = m_font;
            f.setPointSizeF(10);
            f.setBold(true);
            return f;
        }());
        m_painter->setPen(kAccent);
        m_painter->drawText(QRectF(pt(kLeft), pt(y), pt(kWidth), pt(titleHeight)),
                            Qt::AlignLeft | Qt::AlignTop, tr("Lines"));
        m_y = y + titleHeight;
        if (lines == 0) {
            QFont f = m_font;
            f.setPointSizeF(8.5);
            m_painter->setFont(f);
            m_painter->setPen(kMuted);
            m_painter->drawText(QRectF(pt(kLeft), pt(m_y), pt(kWidth), pt(14)), Qt::AlignLeft | Qt::AlignTop,
                                tr("There are no lines in this period."));
        } else {
            paintColumnHeaders();
        }
    }
    m_rowOnPage = 0;
    return true;
}

void StatementPdfPainter::paintBand()
{
    QPainter &p = *m_painter;
    QFont title = m_font;
    title.setPointSizeF(15);
    title.setBold(true);
    p.setFont(title);
    p.setPen(kAccent);
    p.drawText(QRectF(pt(kLeft), pt(kTop), pt(kWidth * 0.55), pt(20)), Qt::AlignLeft | Qt::AlignTop,
               tr("Wallet statement"));

    QFont small = m_font;
    small.setPointSizeF(8.5);
    p.setFont(small);
    p.setPen(kInk);
    const QFontMetricsF fm(small, m_writer.get());
    const QString wallet = tr("%1 \u00b7 %2").arg(walletText(), m_currency);
    p.drawText(QRectF(pt(kLeft), pt(kTop + 21), pt(kWidth * 0.6), pt(12)), Qt::AlignLeft | Qt::AlignTop,
               fm.elidedText(wallet, Qt::ElideMiddle, pt(kWidth * 0.6)));

    p.drawText(QRectF(pt(kLeft + kWidth * 0.45), pt(kTop + 3), pt(kWidth * 0.55), pt(12)),
               Qt::AlignRight | Qt::AlignTop, periodText());
    QFont tiny = m_font;
    tiny.setPointSizeF(7);
    p.setFont(tiny);
    p.setPen(kMuted);
    p.drawText(QRectF(pt(kLeft + kWidth * 0.45), pt(kTop + 16), pt(kWidth * 0.55), pt(10)),
               Qt::AlignRight | Qt::AlignTop, tr("Times in %1").arg(core::dates::zoneName(m_header.zone)));
    p.drawText(QRectF(pt(kLeft + kWidth * 0.45), pt(kTop + 25), pt(kWidth * 0.55), pt(10)),
               Qt::AlignRight | Qt::AlignTop, utcPeriodText());

    p.fillRect(QRectF(pt(kLeft), pt(kBandRule), pt(kWidth), pt(1.2)), kAccent);
}

void StatementPdfPainter::paintFooter()
{
    QPainter &p = *m_painter;
    p.fillRect(QRectF(pt(kLeft), pt(kFooterRule), pt(kWidth), pt(0.5)), kHairline);
    QFont f = m_font;
    f.setPointSizeF(7);
    p.setFont(f);
    p.setPen(kMuted);
    const QRectF line(pt(kLeft), pt(kFooterRule + 5), pt(kWidth), pt(10));
    p.drawText(line, Qt::AlignLeft | Qt::AlignTop,
               tr("Statement %1 \u00b7 generated %2").arg(m_statement.id, dateTimeText(m_generatedAt)));
    p.drawText(line, Qt::AlignRight | Qt::AlignTop, tr("Page %1 of %2").arg(m_page).arg(m_pages));
}

qreal StatementPdfPainter::paintDetails(qreal y)
{
    QPainter &p = *m_painter;
    const qreal keyWidth = 78;
    const qreal valueWidth = kWidth - 230 - keyWidth;
    QFont key = m_font;
    key.setPointSizeF(8);
    QFont value = m_font;
    value.setPointSizeF(8.5);

    QString currency = m_currency;
    if (const spec::CurrencyInfo *info = spec::currency(m_currency))
        currency = tr("%1 \u2013 %2").arg(m_currency, spec::tr(info->name));
    QList<std::pair<QString, QString>> rows {
        {tr("Wallet"), walletText()},
        {tr("Currency"), currency},
        {tr("Period"), tr("%1 (%2)").arg(periodText(), core::dates::zoneName(m_header.zone))},
        {tr("Period (UTC)"), utcPeriodText()},
        {tr("Statement ID"), m_statement.id},
        {tr("Generated"),
         tr("%1 (%2)").arg(dateTimeText(m_generatedAt), core::dates::zoneName(m_header.zone))},
    };
    if (!m_header.profileName.trimmed().isEmpty())
        rows.append({tr("Profile"), m_header.profileName.trimmed()});

    for (const auto &[k, v] : std::as_const(rows)) {
        p.setFont(value);
        p.setPen(kInk);
        const qreal height = paintWrapped(QRectF(pt(kLeft + keyWidth), pt(y), pt(valueWidth), 0), v);
        p.setFont(key);
        p.setPen(kMuted);
        p.drawText(QRectF(pt(kLeft), pt(y + 0.5), pt(keyWidth - 6), pt(12)), Qt::AlignLeft | Qt::AlignTop, k);
        y += height / m_scale + 3.5;
    }
    return y;
}

qreal StatementPdfPainter::paintBalances(qreal y, const StatementTotals &totals)
{
    QPainter &p = *m_painter;
    const qreal width = 215;
    const qreal x = kLeft + kWidth - width;
    const qreal row = 16;
    const StatementTotals::Row total = totals.total();
    const bool readable = totals.isReadable();
    const QString none = u"\u2014"_s;
    const auto money
        = [&](const Money &m) { return m.isValid() ? m.toDisplayWithCurrency(m_header.locale) : none; };
    const QList<std::pair<QString, QString>> rows {
        {tr("Opening balance"), money(m_statement.openingBalance)},
        {tr("Total credits"), readable ? money(total.credits) : none},
        {tr("Total debits"), readable ? money(total.debits) : none},
        {tr("Closing balance"), money(m_statement.closingBalance)},
    };
    const qreal height = 8 + row * rows.size() + 8;
    p.fillRect(QRectF(pt(x), pt(y), pt(width), pt(height)), kZebra);
    p.fillRect(QRectF(pt(x), pt(y), pt(2), pt(height)), kAccent);
    qreal at = y + 8;
    for (int i = 0; i < rows.size(); ++i) {
        const bool closing = i == rows.size() - 1;
        if (closing)
            p.fillRect(QRectF(pt(x + 12), pt(at - 1), pt(width - 24), pt(0.6)), kMuted);
        QFont f = m_font;
        f.setPointSizeF(closing ? 9 : 8.5);
        f.setBold(closing || i == 0);
        p.setFont(f);
        p.setPen(kInk);
        const QRectF r(pt(x + 12), pt(at + 2), pt(width - 24), pt(row - 2));
        p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, rows[i].first);
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, rows[i].second);
        at += row;
    }
    return y + height;
}

qreal StatementPdfPainter::paintTotals(qreal y, const StatementTotals &totals)
{
    QPainter &p = *m_painter;
    QFont heading = m_font;
    heading.setPointSizeF(10);
    heading.setBold(true);
    p.setFont(heading);
    p.setPen(kAccent);
    p.drawText(QRectF(pt(kLeft), pt(y), pt(kWidth), pt(16)), Qt::AlignLeft | Qt::AlignTop,
               tr("Totals by line type"));
    y += 16;

    const qreal typeWidth = kWidth - kCountWidth - 2 * kSumWidth;
    const auto cells = [&](qreal top, qreal height, const QStringList &texts, const QList<QColor> &colours) {
        const qreal xs[] = {kLeft, kLeft + typeWidth, kLeft + typeWidth + kCountWidth,
                            kLeft + typeWidth + kCountWidth + kSumWidth};
        const qreal ws[] = {typeWidth, kCountWidth, kSumWidth, kSumWidth};
        for (int c = 0; c < 4; ++c) {
            p.setPen(colours.value(c, kInk));
            const QRectF r(pt(xs[c] + kPad), pt(top), pt(ws[c] - 2 * kPad), pt(height));
            const Qt::Alignment align = (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
            p.drawText(
                r, align,
                c == 0
                    ? QFontMetricsF(p.font(), m_writer.get()).elidedText(texts[c], Qt::ElideRight, r.width())
                    : texts[c]);
        }
    };

    QFont head = m_font;
    head.setPointSizeF(7.5);
    head.setBold(true);
    p.setFont(head);
    p.fillRect(QRectF(pt(kLeft), pt(y), pt(kWidth), pt(kHeaderHeight)), kHeaderFill);
    p.fillRect(QRectF(pt(kLeft), pt(y + kHeaderHeight - 0.6), pt(kWidth), pt(0.6)), kAccent);
    cells(
        y, kHeaderHeight,
        {tr("Line type"), tr("Lines"), tr("Debits (%1)").arg(m_currency), tr("Credits (%1)").arg(m_currency)},
        {kAccent, kAccent, kAccent, kAccent});
    y += kHeaderHeight;

    const bool readable = totals.isReadable();
    const QString none = u"\u2014"_s;
    const auto sums = [&](const StatementTotals::Row &row) {
        return QStringList {QString(), m_header.locale.toString(row.lines),
                            readable ? amountText(row.debits, m_header.locale) : none,
                            readable ? amountText(row.credits, m_header.locale) : none};
    };
    QFont body = m_font;
    body.setPointSizeF(8);
    p.setFont(body);
    const QList<StatementTotals::Row> rows = totals.rows();
    for (const StatementTotals::Row &row : rows) {
        QStringList texts = sums(row);
        texts[0] = statements::StatementLinesModel::typeText(row.type);
        cells(y, kTotalsRowHeight, texts, {kInk, kInk, tone(row.debits), tone(row.credits)});
        p.fillRect(QRectF(pt(kLeft), pt(y + kTotalsRowHeight - 0.4), pt(kWidth), pt(0.4)), kHairline);
        y += kTotalsRowHeight;
    }
    if (rows.isEmpty()) {
        cells(y, kTotalsRowHeight, {tr("No lines"), m_header.locale.toString(0), none, none},
              {kMuted, kMuted});
        y += kTotalsRowHeight;
    }
    p.fillRect(QRectF(pt(kLeft), pt(y), pt(kWidth), pt(0.8)), kInk);
    QFont bold = body;
    bold.setBold(true);
    p.setFont(bold);
    QStringList texts = sums(totals.total());
    texts[0] = tr("Total");
    cells(y + 1, kTotalsRowHeight, texts,
          {kInk, kInk, tone(totals.total().debits), tone(totals.total().credits)});
    return y + 1 + kTotalsRowHeight;
}

qreal StatementPdfPainter::paintVerdict(qreal y, const StatementTotals &totals)
{
    using Verdict = statements::BalanceCheck::Verdict;
    QPainter &p = *m_painter;
    const Verdict verdict = totals.isReadable() ? totals.check().verdict() : Verdict::Unreadable;
    QString title;
    QColor fill, edge;
    switch (verdict) {
    case Verdict::Matches:
        title = tr("Balance check: the balances agree");
        fill = kGoodFill;
        edge = kCredit;
        break;
    case Verdict::Mismatch:
        title = tr("Balance check: MISMATCH \u2013 the balances do not agree");
        fill = kBadFill;
        edge = kBad;
        break;
    case Verdict::Incomplete:
    case Verdict::Unreadable:
        title = tr("Balance check: not possible");
        fill = kUnsureFill;
        edge = kUnsure;
        break;
    }
    const QString text = totals.verdictText(m_header.locale);
    QFont body = m_font;
    body.setPointSizeF(8.5);
    QFont heading = body;
    heading.setBold(true);
    heading.setPointSizeF(9);
    const qreal inner = kWidth - 2 * 10 - 4;
    const QStringList lines = wrapAtSpaces(text, QFontMetricsF(body, m_writer.get()), pt(inner));
    const qreal textHeight = lines.size() * QFontMetricsF(body, m_writer.get()).lineSpacing() / m_scale;
    const qreal height = 8 + 13 + textHeight + 8;
    p.fillRect(QRectF(pt(kLeft), pt(y), pt(kWidth), pt(height)), fill);
    p.fillRect(QRectF(pt(kLeft), pt(y), pt(3), pt(height)), edge);
    p.setFont(heading);
    p.setPen(edge);
    p.drawText(QRectF(pt(kLeft + 14), pt(y + 8), pt(inner), pt(13)), Qt::AlignLeft | Qt::AlignTop, title);
    p.setFont(body);
    p.setPen(kInk);
    paintWrapped(QRectF(pt(kLeft + 14), pt(y + 8 + 13), pt(inner), 0), text);
    return y + height;
}

qreal StatementPdfPainter::paintWrapped(const QRectF &box, const QString &text)
{
    // Broken at spaces only (TextWrap): Qt's word wrap would break "Etc/UTC" after its slash.
    QPainter &p = *m_painter;
    const QFontMetricsF metrics(p.font(), m_writer.get());
    qreal top = box.top();
    for (const QString &line : wrapAtSpaces(text, metrics, box.width())) {
        p.drawText(QRectF(box.left(), top, box.width(), metrics.height()), Qt::AlignLeft | Qt::AlignTop,
                   line);
        top += metrics.lineSpacing();
    }
    return top - box.top();
}

void StatementPdfPainter::paintColumnHeaders()
{
    QPainter &p = *m_painter;
    QFont head = m_font;
    head.setPointSizeF(7.5);
    head.setBold(true);
    p.setFont(head);
    p.setPen(kAccent);
    p.fillRect(QRectF(pt(kLeft), pt(m_y), pt(kWidth), pt(kHeaderHeight)), kHeaderFill);
    p.fillRect(QRectF(pt(kLeft), pt(m_y + kHeaderHeight - 0.6), pt(kWidth), pt(0.6)), kAccent);
    qreal x = kLeft;
    const auto cell = [&](qreal width, Qt::Alignment align, const QString &text) {
        p.drawText(QRectF(pt(x + kPad), pt(m_y), pt(width - 2 * kPad), pt(kHeaderHeight)),
                   align | Qt::AlignVCenter, text);
        x += width;
    };
    cell(kDateWidth, Qt::AlignLeft, tr("Date"));
    cell(kDescriptionWidth, Qt::AlignLeft, tr("Description"));
    cell(kAmountWidth, Qt::AlignRight, tr("Amount (%1)").arg(m_currency));
    cell(kBalanceWidth, Qt::AlignRight, tr("Balance after (%1)").arg(m_currency));
    m_y += kHeaderHeight;
    m_linesStarted = true;
}

void StatementPdfPainter::nextPage()
{
    paintFooter();
    m_writer->newPage();
    ++m_page;
    paintBand();
    m_y = kBodyTop;
    paintColumnHeaders();
    m_rowOnPage = 0;
}

void StatementPdfPainter::paintLine(const api::StatementLine &line)
{
    if (!m_painter)
        return;
    const int capacity = m_page == 1 ? m_firstPageRows : m_rowsPerPage;
    if (!m_linesStarted || m_rowOnPage >= capacity)
        nextPage();
    QPainter &p = *m_painter;
    if (m_rowOnPage % 2 == 1)
        p.fillRect(QRectF(pt(kLeft), pt(m_y), pt(kWidth), pt(kRowHeight)), kZebra);

    const QRectF top(0, pt(m_y + 3), 0, pt(10));
    const QRectF bottom(0, pt(m_y + 12.5), 0, pt(8.5));
    const auto at = [&](const QRectF &band, qreal x, qreal width) {
        return QRectF(pt(x + kPad), band.y(), pt(width - 2 * kPad), band.height());
    };
    const qreal description = kLeft + kDateWidth;
    const qreal amount = description + kDescriptionWidth;
    const qreal balance = amount + kAmountWidth;

    p.setFont(m_rowFont);
    p.setPen(kInk);
    p.drawText(at(top, kLeft, kDateWidth), Qt::AlignLeft | Qt::AlignVCenter, dateText(line.createdAt));
    const QRectF typeRect = at(top, description, kDescriptionWidth);
    auto typeText = m_typeTexts.constFind(line.type);
    if (typeText == m_typeTexts.cend()) // a handful of types: each is put in words and fitted once
        typeText = m_typeTexts.insert(line.type,
                                      QFontMetricsF(m_rowFont, m_writer.get())
                                          .elidedText(statements::StatementLinesModel::typeText(line.type),
                                                      Qt::ElideRight, typeRect.width()));
    p.drawText(typeRect, Qt::AlignLeft | Qt::AlignVCenter, *typeText);
    p.setPen(tone(line.amount));
    p.drawText(at(top, amount, kAmountWidth), Qt::AlignRight | Qt::AlignVCenter,
               amountText(line.amount, m_header.locale));
    p.setPen(kInk);
    p.drawText(at(top, balance, kBalanceWidth), Qt::AlignRight | Qt::AlignVCenter,
               line.balance.isValid() ? line.balance.toDisplay(m_header.locale) : u"\u2014"_s);

    p.setFont(m_rowSubFont);
    p.setPen(kMuted);
    p.drawText(at(bottom, kLeft, kDateWidth), Qt::AlignLeft | Qt::AlignVCenter, timeText(line.createdAt));
    QString reference;
    if (!line.payoutId.isEmpty())
        reference = tr("Payout %1").arg(line.payoutId);
    else if (!line.payinId.isEmpty())
        reference = tr("Payin %1").arg(line.payinId);
    const QString ids
        = reference.isEmpty() ? tr("Line %1").arg(line.id) : tr("%1 \u00b7 line %2").arg(reference, line.id);
    p.drawText(at(bottom, description, kDescriptionWidth + kAmountWidth), Qt::AlignLeft | Qt::AlignVCenter,
               ids);

    m_y += kRowHeight;
    ++m_rowOnPage;
}

bool StatementPdfPainter::finish()
{
    if (!m_painter)
        return false;
    paintFooter();
    const bool ended = m_painter->end();
    m_painter.reset();
    m_writer.reset();
    return ended;
}

void StatementPdfPainter::abandon()
{
    if (m_painter && m_painter->isActive())
        m_painter->end();
    m_painter.reset();
    m_writer.reset();
}

} // namespace paydesk::exporting
