// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Adds `widget` to `stack` without laying it out there and then. A stack shows the first widget
// it is given at once, and a widget shown works out its layout (every child's size, the text of
// each label measured) even when no window of it is on the screen: at a size it never has, and
// again when the window is shown. Its layout is worked out when it is shown (at the window's
// size), or when the stack already on the screen shows it. Returns the widget's index.

class QStackedWidget;
class QWidget;

namespace paydesk::ui {

int addToStackUnlaidOut(QStackedWidget *stack, QWidget *widget);

} // namespace paydesk::ui
