// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One line of plain text that gives way to the window: where the whole text does not fit, it is
// drawn up to an ellipsis ("…"), never cut in the middle of a word without one, and the whole
// text is its tooltip and what a screen reader reads. For the status bar, whose messages can be
// longer than a narrow window (the page in view says the same at length).

#include <QLabel>

namespace paydesk::ui {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setText(const QString &text); // also the tooltip and the accessible name
    // The text as it is drawn now: whole, or up to the ellipsis.
    QString shownText() const;

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace paydesk::ui
