// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/StackedAdd.h"

#include <QLayout>
#include <QStackedWidget>

namespace paydesk::ui {

int addToStackUnlaidOut(QStackedWidget *stack, QWidget *widget)
{
    // A disabled layout ignores activate(); shown later, the widget activates it again.
    QLayout *layout = widget->layout();
    const bool pause = layout && layout->isEnabled() && !stack->isVisible();
    if (pause)
        layout->setEnabled(false);
    const int index = stack->addWidget(widget);
    if (pause)
        layout->setEnabled(true);
    return index;
}

} // namespace paydesk::ui
