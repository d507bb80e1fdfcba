// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way Paydesk asks a question in a message box, so that a test can answer it (the idea
// of KeePassXC's src/gui/MessageBox.h): setNextAnswer() makes the next question return that
// button at once, without showing anything.

#include <QMessageBox>

#include <optional>

namespace paydesk::ui {

class MessageBox
{
public:
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton);

    // Tests: the next question() returns `answer` without showing a box.
    static void setNextAnswer(QMessageBox::StandardButton answer) { s_nextAnswer = answer; }
    static int questionsAsked() { return s_questionsAsked; }

private:
    static inline std::optional<QMessageBox::StandardButton> s_nextAnswer;
    static inline int s_questionsAsked = 0;
};

} // namespace paydesk::ui
