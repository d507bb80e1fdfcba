// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paydesk's colours, headings and spacing, and the looks that carry a meaning, in one place. The
// same red says "wrong" (an error, a field at fault, a scope the key lacks) and "real money" (a
// production profile): both ask a person to stop and look.
//
// The colours follow the palette (the system's light or dark mode, or its high contrast): on a
// dark background the tones are lighter, and every tone is moved until it reads against the
// palette's window and base colours with a contrast of at least 4.5:1 (WCAG AA for text). The
// functions without a palette use the application's.

#include <QColor>

class QFont;
class QLabel;
class QListWidget;
class QPalette;
class QWidget;

namespace paydesk::ui::style {

// Spacing, in device-independent pixels (they grow with the scale as the fonts do).
inline constexpr int pageMargin = 12; // around a page's title row and content
inline constexpr int sectionSpacing = 12; // between a page's title row, sections and groups
inline constexpr int itemSpacing = 6; // between the controls of a row or a form
// The heading of a page (its title row: 1.4 times the text, bold) and of a section in a page
// (1.15 times, bold), from `base` (the widget's font).
QFont pageHeadingFont(const QFont &base);
QFont sectionHeadingFont(const QFont &base);
void setPageHeading(QLabel *label);
void setSectionHeading(QLabel *label);
// The main window's list of pages, once its rows are in: no frame, icons a little larger than
// the text, rows apart, never narrower than its widest row.
void setUpNavigation(QListWidget *navigation);

// Whether `palette` is a dark one (light text on a dark window).
bool isDark(const QPalette &palette);
// The contrast ratio of two colours (WCAG 2: 1 to 21).
double contrastRatio(const QColor &a, const QColor &b);

QColor errorColor(); // an error, a field at fault, a scope the key does not have
QColor productionColor(); // a production profile: its name and environment (the badge has its own)
QColor successColor(); // a scope the key has, something saved, a name that matches
QColor warningColor(); // to be checked: a name that is only close

// A field at fault: a red frame, whatever the widget style, and the dynamic property "invalid"
// set to true (tests read it). markInvalid(field, false) takes both away.
void markInvalid(QWidget *field, bool invalid);
// Whether markInvalid() marked `field` (its property "invalid"), for tests and style sheets.
bool isMarkedInvalid(const QWidget *field);
// Text in the error colour, or (error false) in the palette's.
void setErrorText(QWidget *widget, bool error);
// Text in one of the colours above, or in the palette's (Plain).
enum class Tone { Plain, Error, Success, Warning };
void setToneText(QWidget *widget, Tone tone);
// The colour of a tone; invalid for Plain (the palette's). Readable on `palette`'s window and
// base (the application's palette when not given).
QColor toneColor(Tone tone);
QColor toneColor(Tone tone, const QPalette &palette);
// Bold text in the production colour, or (production false) plain text.
void setProductionText(QWidget *widget, bool production);
// The PRODUCTION badge: bold white text on the production colour.
void setProductionBadge(QLabel *badge);

} // namespace paydesk::ui::style
