// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The band across the top of the main window that says the team database cannot be reached
// (shell::TeamLink lost), in the warning colour, while it is so; gone when it is back. Nothing else
// on screen changes: what the pages show stays, and they read again when the database is back.

#include <QFrame>

class QLabel;

namespace paydesk::shell {
class TeamLink;
}

namespace paydesk::ui {

class TeamBanner : public QFrame
{
    Q_OBJECT
public:
    // `link` must outlive this widget.
    explicit TeamBanner(shell::TeamLink *link, QWidget *parent = nullptr);

    QString text() const;

private:
    void update(bool lost);

    QLabel *m_label;
};

} // namespace paydesk::ui
