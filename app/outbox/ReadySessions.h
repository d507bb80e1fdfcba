// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which profiles the outbox's background loops may work for now (OutboxProcessor, PayoutFollower):
// a profile whose session is ready and has a key. The rows of the others wait, neither claimed nor
// read; the loops connect to those sessions' stateChanged() to be woken when they are ready.

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace paydesk::session {
class Session;
}

namespace paydesk::outbox {

// A session through which a row may be sent or looked at: ready, with the profile's key.
bool canWorkThrough(const session::Session *session);

struct ReadyProfiles
{
    QStringList ready; // in the order given
    bool someWaiting = false; // a profile has no session that can work yet
    QList<session::Session *> waiting; // the sessions of those (none for an unknown profile)
};

// `profiles` split by their sessions; `sessionFor` makes a session on first use (Sessions).
ReadyProfiles splitByReadiness(const QStringList &profiles,
                               const std::function<session::Session *(const QString &)> &sessionFor);

} // namespace paydesk::outbox
