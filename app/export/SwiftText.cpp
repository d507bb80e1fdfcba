// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/SwiftText.h"

#include "export/StatementLineText.h"

#include <QChar>
#include <QString>

namespace paydesk::exporting::swift {

namespace {

// Letters whose decomposition does not give an ASCII base letter, and signs with a stand-in.
const char *special(char32_t c)
{
    switch (c) {
    case U'ß':
        return "ss";
    case U'ẞ':
        return "SS";
    case U'Æ':
        return "AE";
    case U'æ':
        return "ae";
    case U'Œ':
        return "OE";
    case U'œ':
        return "oe";
    case U'Ø':
        return "O";
    case U'ø':
        return "o";
    case U'Ł':
        return "L";
    case U'ł':
        return "l";
    case U'Đ':
        return "D";
    case U'đ':
        return "d";
    case U'Ð':
        return "D";
    case U'ð':
        return "d";
    case U'Þ':
        return "TH";
    case U'þ':
        return "th";
    case U'ı':
        return "i";
    case U'Ħ':
        return "H";
    case U'ħ':
        return "h";
    case U'&':
        return "+";
    case U'_':
        return "-";
    case U'@':
        return "(at)";
    case U';':
        return ",";
    case U'"':
        return "'";
    case U'`':
        return "'";
    case U'‘':
        return "'";
    case U'’':
        return "'";
    case U'“':
        return "'";
    case U'”':
        return "'";
    case U'«':
        return "'";
    case U'»':
        return "'";
    case U'[':
        return "(";
    case U'{':
        return "(";
    case U'<':
        return "(";
    case U']':
        return ")";
    case U'}':
        return ")";
    case U'>':
        return ")";
    case U'#':
        return "No.";
    case U'%':
        return "pct";
    case U'=':
        return "-";
    case U'!':
        return ".";
    case U'*':
        return ".";
    case U'|':
        return "/";
    case U'\\':
        return "/";
    case U'~':
        return "-";
    case U'^':
        return ".";
    case U'$':
        return "USD";
    case U'€':
        return "EUR";
    case U'£':
        return "GBP";
    case U'–':
        return "-";
    case U'—':
        return "-";
    case U'‐':
        return "-";
    case U'−':
        return "-";
    case U'…':
        return "...";
    default:
        return nullptr;
    }
}

bool isSpace(char32_t c)
{
    return c == U'\t' || c == U'\n' || c == U'\r' || c == U'\v' || c == U'\f' || QChar::isSpace(c);
}

} // namespace

bool isSwiftText(QStringView text)
{
    for (const QChar c : text) {
        if (!isSwiftChar(c.unicode()))
            return false;
    }
    return true;
}

void appendText(QByteArray &out, QStringView text)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    // The common case first: a run already in the set, copied into place in one go.
    while (i < n && isSwiftChar(text[i].unicode()))
        ++i;
    putAscii(out, text, i);
    while (i < n) {
        const char16_t u = text[i].unicode();
        if (isSwiftChar(u)) {
            out.append(char(u));
            ++i;
            continue;
        }
        char32_t c = u;
        qsizetype width = 1;
        if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(text[i + 1].unicode())) {
            c = QChar::surrogateToUcs4(u, text[i + 1].unicode());
            width = 2;
        }
        i += width;
        if (isSpace(c)) {
            out.append(' ');
            continue;
        }
        if (const char *s = special(c)) {
            out.append(s);
            continue;
        }
        // A combining mark of the letter before it (O + U+0300): that letter was written already.
        const QChar::Category category = QChar::category(c);
        if ((category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
             || category == QChar::Mark_Enclosing)
            && i > width) {
            continue;
        }
        // A letter with marks: its compatibility decomposition, the ASCII letters and digits of it
        // kept and the marks left out (é -> e, Å -> A, ﬁ -> fi, ² -> 2).
        const QString decomposed = QString::fromUcs4(&c, 1).normalized(QString::NormalizationForm_KD);
        bool any = false;
        for (const QChar d : decomposed) {
            const char16_t du = d.unicode();
            if (isSwiftChar(du) && du != u' ') {
                out.append(char(du));
                any = true;
            } else if (const char *s = special(du)) {
                out.append(s);
                any = true;
            }
        }
        if (!any)
            out.append('.'); // no transliteration: something was there
    }
}

QByteArray text(QStringView text)
{
    QByteArray out;
    out.reserve(text.size());
    appendText(out, text);
    return out;
}

} // namespace paydesk::exporting::swift
