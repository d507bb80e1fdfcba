// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/TeamLink.h"

#include "store/ChangeListener.h"

namespace paydesk::shell {

TeamLink::TeamLink(store::ChangeListener *changes, QObject *parent)
    : QObject(parent)
{
    if (!changes)
        return;
    connect(changes, &store::ChangeListener::connectionLost, this, [this] { setLost(true); });
    connect(changes, &store::ChangeListener::connectionBack, this, [this] { setLost(false); });
    m_lost = changes->isLost();
}

QString TeamLink::lostMessage()
{
    return tr("The team database cannot be reached — what you see may be out of date; Paydesk keeps "
              "trying.");
}

void TeamLink::setLost(bool lost)
{
    if (lost == m_lost)
        return;
    m_lost = lost;
    Q_EMIT changed();
}

} // namespace paydesk::shell
