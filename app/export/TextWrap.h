// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text of a printed report broken into lines that fit a width, at spaces only: a word, an ID
// ("stl-000123"), a time zone ("Etc/UTC"), a date or an amount with its currency ("KES 12.34",
// "12,34 KES") is never split across two lines, so that what a PDF reader's search or pdftotext
// finds is what Paydesk wrote. (Qt's own word wrap follows Unicode's line breaking, which also
// breaks after "/" and "-".) Only a word wider than the whole line is broken, between characters,
// as a last resort, so that nothing is lost off the page.
//
// Lines come without the spaces at which they were broken; a line break in the text ("\n") starts
// a new line.

#include <QFontMetricsF>
#include <QString>
#include <QStringList>

namespace paydesk::exporting {

QStringList wrapAtSpaces(const QString &text, const QFontMetricsF &metrics, qreal width);

} // namespace paydesk::exporting
