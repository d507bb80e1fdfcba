// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fonts of everything Paydesk draws to a file (the statement PDF today, later reports and
// their charts): Noto Sans, Regular and Bold, shipped in Paydesk's resources (:/paydesk/fonts,
// licence in resources/fonts/OFL.txt) and loaded the first time a report asks for them. Never
// the system's fonts: a statement made on Debian, Windows or macOS has the same glyphs, the same
// widths and so the same layout and page count, and the PDF embeds (a subset of) Paydesk's
// fonts, whatever else the machine has.
//
// The fonts given are set up for text that must read back as typed:
// - no shaping for scripts that do not need it (Latin, Greek, Cyrillic): no ligature glyphs, so
//   "float" is five glyphs and a PDF reader's search and pdftotext find "float", not "ﬂoat";
//   scripts that need shaping (Devanagari, Bengali...) are still shaped;
// - no hinting: the same advances on every system (Windows would otherwise round them to its
//   hinted pixels).
//
// Needs a QGuiApplication. Safe to call from any thread (the fonts are loaded once).

#include <QFont>
#include <QString>
#include <QStringList>

namespace paydesk::exporting {

class ReportFonts
{
public:
    // The family of Paydesk's report fonts ("Noto Sans"), loading them at the first call; empty
    // when they could not be loaded (a broken build: logged).
    static QString family();
    // A report font of `points` size: Paydesk's family, no shaping where none is needed, no hinting.
    static QFont font(qreal points, bool bold = false);
    // The files in the resources, as QFile opens them (":/paydesk/fonts/...").
    static QStringList files();
    // True when `font` resolves to the very font file Paydesk ships (its style's file), not to a
    // system font of the same family name. Made for the tests; logged at the first load too.
    static bool isShipped(const QFont &font);
};

} // namespace paydesk::exporting
