// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Work that can wait until the person sees the window: `then` runs once, after `window` has been
// painted for the first time (on the next turn of the event loop, so that the painting is not
// held up by it), or after `atLatest` if the window is not painted by then (started minimised,
// on another desktop, or never shown). Nothing runs once `window` is gone.

#include <QObject>

#include <chrono>
#include <functional>

class QWidget;

namespace paydesk::ui {

void afterFirstPaint(QWidget *window, std::chrono::milliseconds atLatest, std::function<void()> then);

} // namespace paydesk::ui
