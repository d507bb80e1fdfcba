// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppContext.h"

#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "session/Sessions.h"

#include <QNetworkAccessManager>
#include <QSettings>

namespace paydesk {

AppContext::AppContext(Options options)
    : m_profiles(options.settings ? std::make_unique<profiles::ProfileStore>(std::move(options.settings))
                                  : std::make_unique<profiles::ProfileStore>())
    , m_keys(std::make_unique<secrets::KeyStore>())
    , m_network(std::make_unique<QNetworkAccessManager>())
    , m_sessions(std::make_unique<session::Sessions>(m_profiles.get(), m_keys.get(), m_network.get()))
{
    // The key goes to the address of its profile only: never follow a redirect elsewhere.
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

AppContext::~AppContext()
{
    // Sessions' calls are children of their clients; they go before the manager they use.
    m_sessions.reset();
}

} // namespace paydesk
