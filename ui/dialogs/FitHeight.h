// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Notes under fields wrap: a window's layout does not ask for the height they need at its width
// by itself, so they would be cut. A dialog with such notes calls this on QEvent::LayoutRequest
// (a note came, went or wrapped), as NewRecipientDialog does.

#include <QDialog>
#include <QEvent>
#include <QLayout>

namespace paydesk::ui {

inline void fitHeightOnLayoutRequest(QDialog *dialog, const QEvent *event)
{
    if (event->type() != QEvent::LayoutRequest || !dialog->isVisible() || !dialog->layout())
        return;
    const QLayout *top = dialog->layout();
    const int needed = top->hasHeightForWidth() ? top->totalHeightForWidth(dialog->width())
                                                : top->totalSizeHint().height();
    dialog->setMinimumHeight(needed);
    if (dialog->height() < needed)
        dialog->resize(dialog->width(), needed);
}

} // namespace paydesk::ui
