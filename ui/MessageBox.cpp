// SPDX-License-Identifier: GPL-3.0-or-later
#include "MessageBox.h"

#include <utility>

namespace paydesk::ui {

QMessageBox::StandardButton MessageBox::question(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    ++s_questionsAsked;
    if (s_nextAnswer)
        return *std::exchange(s_nextAnswer, std::nullopt);
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

} // namespace paydesk::ui
