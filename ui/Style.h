// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paydesk's colours, and the looks that carry a meaning, in one place. The same red says "wrong"
// (an error, a field at fault, a scope the key lacks) and "real money" (a production profile):
// both ask a person to stop and look.

#include <QColor>

class QLabel;
class QWidget;

namespace paydesk::ui::style {

QColor errorColor(); // an error, a field at fault, a scope the key does not have
QColor productionColor(); // a production profile: its name, badge and environment
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
// The colour of a tone; invalid for Plain (the palette's).
QColor toneColor(Tone tone);
// Bold text in the production colour, or (production false) plain text.
void setProductionText(QWidget *widget, bool production);
// The PRODUCTION badge: bold white text on the production colour.
void setProductionBadge(QLabel *badge);

} // namespace paydesk::ui::style
