// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/ReadySessions.h"

#include "api/ApiClient.h"
#include "session/Session.h"

namespace paydesk::outbox {

bool canWorkThrough(const session::Session *session)
{
    return session && session->isReady() && session->client()->hasApiKey();
}

ReadyProfiles splitByReadiness(const QStringList &profiles,
                               const std::function<session::Session *(const QString &)> &sessionFor)
{
    ReadyProfiles split;
    for (const QString &profileId : profiles) {
        session::Session *session = sessionFor(profileId);
        if (canWorkThrough(session)) {
            split.ready.append(profileId);
            continue;
        }
        split.someWaiting = true;
        if (session)
            split.waiting.append(session);
    }
    return split;
}

} // namespace paydesk::outbox
