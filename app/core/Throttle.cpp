// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Throttle.h"

namespace paydesk {

Throttle::Throttle(QObject *parent, std::chrono::milliseconds interval)
    : QObject(parent)
    , m_interval(interval)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &Throttle::fire);
}

void Throttle::poke()
{
    if (m_timer.isActive())
        return; // fires at the end of this interval
    const qint64 since = m_last.isValid() ? m_last.elapsed() : m_interval.count();
    if (since >= m_interval.count())
        return fire();
    m_timer.start(std::chrono::milliseconds(m_interval.count() - since));
}

void Throttle::fire()
{
    m_last.start();
    Q_EMIT fired();
}

} // namespace paydesk
