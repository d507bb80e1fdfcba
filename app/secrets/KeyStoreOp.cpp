// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/KeyStoreOp.h"

#include "secrets/KeyStore.h"

namespace paydesk::secrets {

KeyStoreOp::KeyStoreOp(KeyStoreResult::Operation operation, const QString &profileId, KeyStore *store)
    : QObject(store)
    , m_operation(operation)
    , m_profileId(profileId)
    , m_store(store)
{ }

KeyStoreOp::~KeyStoreOp()
{
    // Deleted before it finished (by its owner, not by the KeyStore going away): same as cancel().
    if (!m_finished && m_store)
        m_store->withdraw(this);
}

void KeyStoreOp::cancel()
{
    if (m_finished)
        return;
    m_finished = true;
    m_secret.clear();
    if (m_store)
        m_store->withdraw(this);
    deleteLater();
}

void KeyStoreOp::finish(const KeyStoreResult &result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_secret.clear();
    Q_EMIT finished(result);
    deleteLater();
}

} // namespace paydesk::secrets
