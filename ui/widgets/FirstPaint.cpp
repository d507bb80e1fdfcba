// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/FirstPaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <utility>

namespace paydesk::ui {

namespace {

// Watches the window's paint events until the first one, or until the deadline; then runs the
// work once and goes.
class FirstPaintWatch : public QObject
{
public:
    FirstPaintWatch(QWidget *window, std::chrono::milliseconds atLatest, std::function<void()> then)
        : QObject(window)
        , m_then(std::move(then))
    {
        window->installEventFilter(this);
        QTimer::singleShot(atLatest, this, [this] { done(); });
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched == parent()) {
            watched->removeEventFilter(this);
            // After this paint and the rest of the window's, once they are on the screen.
            QTimer::singleShot(0, this, [this] { done(); });
        }
        return false;
    }

private:
    void done()
    {
        if (!m_then)
            return; // the deadline after the paint, or the paint after the deadline
        const std::function<void()> then = std::exchange(m_then, nullptr);
        deleteLater();
        then();
    }

    std::function<void()> m_then;
};

} // namespace

void afterFirstPaint(QWidget *window, std::chrono::milliseconds atLatest, std::function<void()> then)
{
    new FirstPaintWatch(window, atLatest, std::move(then));
}

} // namespace paydesk::ui
