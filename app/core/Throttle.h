// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// At most one fired() per interval, however many poke()s: the first poke after a quiet interval
// fires at once, those that follow within the interval fire once at its end. A view that reads
// again on every change another workstation makes (store::ChangeListener) reads at once for one
// change, and a few times a second, not 200 times, for 200 changes.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <chrono>

namespace paydesk {

class Throttle : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds defaultInterval {100};

    explicit Throttle(QObject *parent = nullptr, std::chrono::milliseconds interval = defaultInterval);

    void poke();
    bool isPending() const { return m_timer.isActive(); }

Q_SIGNALS:
    void fired();

private:
    void fire();

    std::chrono::milliseconds m_interval;
    QElapsedTimer m_last; // since the last fired()
    QTimer m_timer;
};

} // namespace paydesk
