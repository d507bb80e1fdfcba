// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/TextWrap.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::exporting {

namespace {

// A currency code next to a number is one unit: "KES 12.34" and "12,34 KES" stay on one line.
bool isCurrencyCode(const QString &word)
{
    static const QRegularExpression code(u"^\\(?[A-Z]{3}\\)?[.,;:]?$"_s);
    return code.match(word).hasMatch();
}

bool startsLikeANumber(const QString &word)
{
    static const QRegularExpression number(u"^[-+\u2212]?\\d"_s);
    return number.match(word).hasMatch();
}

bool endsLikeANumber(const QString &word)
{
    return !word.isEmpty() && word.back().isDigit();
}

// The words of one paragraph, a currency code glued to its amount.
QStringList unitsOf(const QString &paragraph)
{
    const QStringList words = paragraph.split(u' ', Qt::SkipEmptyParts);
    QStringList units;
    for (const QString &word : words) {
        if (!units.isEmpty()) {
            const QString &previous = units.last();
            const QString lastWord = previous.section(u' ', -1);
            if ((isCurrencyCode(lastWord) && startsLikeANumber(word))
                || (endsLikeANumber(lastWord) && isCurrencyCode(word))) {
                units.last() += u' ' + word;
                continue;
            }
        }
        units.append(word);
    }
    return units;
}

// A unit wider than the line: as many characters a line as fit (never a half surrogate pair).
QStringList breakCharacters(const QString &unit, const QFontMetricsF &metrics, qreal width)
{
    QStringList pieces;
    QString piece;
    for (qsizetype i = 0; i < unit.size(); ++i) {
        const qsizetype length = (unit.at(i).isHighSurrogate() && i + 1 < unit.size()) ? 2 : 1;
        const QString next = piece + unit.mid(i, length);
        if (!piece.isEmpty() && metrics.horizontalAdvance(next) > width) {
            pieces.append(piece);
            piece = unit.mid(i, length);
        } else {
            piece = next;
        }
        i += length - 1;
    }
    if (!piece.isEmpty())
        pieces.append(piece);
    return pieces;
}

} // namespace

QStringList wrapAtSpaces(const QString &text, const QFontMetricsF &metrics, qreal width)
{
    QStringList lines;
    const QStringList paragraphs = text.split(u'\n');
    for (const QString &paragraph : paragraphs) {
        QString line;
        for (const QString &unit : unitsOf(paragraph)) {
            const QString candidate = line.isEmpty() ? unit : line + u' ' + unit;
            if (metrics.horizontalAdvance(candidate) <= width) {
                line = candidate;
                continue;
            }
            if (!line.isEmpty())
                lines.append(line);
            line = unit;
            if (metrics.horizontalAdvance(unit) > width) {
                QStringList pieces = breakCharacters(unit, metrics, width);
                line = pieces.takeLast();
                lines.append(pieces);
            }
        }
        lines.append(line);
    }
    return lines;
}

} // namespace paydesk::exporting
