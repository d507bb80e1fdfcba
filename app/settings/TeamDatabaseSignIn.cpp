// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/TeamDatabaseSignIn.h"

#include "secrets/KeyStore.h"
#include "secrets/KeyStoreOp.h"
#include "settings/TeamPasswords.h"

namespace paydesk::settings {

using secrets::KeyStoreResult;

TeamDatabaseSignIn::TeamDatabaseSignIn(StorePlace connection, secrets::KeyStore *keys, QObject *parent)
    : QObject(parent)
    , m_connection(std::move(connection))
    , m_keys(keys)
{ }

TeamDatabaseSignIn::~TeamDatabaseSignIn()
{
    if (m_check)
        m_check->cancel();
    if (m_op)
        m_op->cancel();
}

void TeamDatabaseSignIn::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void TeamDatabaseSignIn::start()
{
    setBusy(true);
    m_op = TeamPasswords::read(*m_keys, m_connection);
    connect(m_op, &secrets::KeyStoreOp::finished, this, [this](const KeyStoreResult &result) {
        m_op = nullptr;
        if (result.ok() && !result.secret().isEmpty()) {
            m_remember = true;
            tryPassword(result.secret(), true);
            return;
        }
        setBusy(false);
        Q_EMIT passwordNeeded(TeamPasswords::message(result));
    });
}

void TeamDatabaseSignIn::submit(const QString &password, bool remember)
{
    if (m_busy)
        return;
    if (password.isEmpty()) {
        Q_EMIT passwordNeeded(tr("Type your password."));
        return;
    }
    m_remember = remember;
    tryPassword(password, false);
}

void TeamDatabaseSignIn::retry()
{
    if (m_busy)
        return;
    if (m_password.isEmpty()) {
        start();
        return;
    }
    tryPassword(m_password, m_fromKeychain);
}

void TeamDatabaseSignIn::tryPassword(const QString &password, bool fromKeychain)
{
    setBusy(true);
    m_password = password;
    m_fromKeychain = fromKeychain;
    m_check = TeamConnectionCheck::start(m_connection.storeConfig(password), this);
    connect(m_check, &TeamConnectionCheck::finished, this, &TeamDatabaseSignIn::onChecked);
}

void TeamDatabaseSignIn::onChecked(const TeamCheck &check)
{
    m_check = nullptr;
    if (check.outcome == TeamCheck::Outcome::WrongPassword) {
        m_password.clear();
        setBusy(false);
        Q_EMIT passwordNeeded(m_fromKeychain ? tr("The password remembered on this computer was refused "
                                                  "(changed since?). Type your password.")
                                             : check.message);
        return;
    }
    if (!check.ok()) {
        setBusy(false);
        Q_EMIT failed(check);
        return;
    }
    m_config = m_connection.storeConfig(m_password);
    const store::StoreConfig config = m_config;
    if (m_fromKeychain) { // remembered already
        m_password.clear();
        setBusy(false);
        Q_EMIT ready(config, check);
        return;
    }
    // What the person chose about remembering, now that the password is known to be right.
    m_op = m_remember ? TeamPasswords::remember(*m_keys, m_connection, m_password)
                      : TeamPasswords::forget(*m_keys, m_connection);
    m_password.clear();
    connect(m_op, &secrets::KeyStoreOp::finished, this, [this, config, check](const KeyStoreResult &result) {
        m_op = nullptr;
        setBusy(false);
        if (const QString text = TeamPasswords::message(result); !text.isEmpty())
            Q_EMIT notice(text);
        Q_EMIT ready(config, check);
    });
}

} // namespace paydesk::settings
