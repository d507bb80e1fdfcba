// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/TeamDatabaseSettings.h"

#include "secrets/KeyStore.h"
#include "secrets/KeyStoreOp.h"
#include "settings/TeamPasswords.h"

#include <QSettings>

namespace paydesk::settings {

using secrets::KeyStoreResult;

TeamDatabaseSettings::TeamDatabaseSettings(QSettings *settings, secrets::KeyStore *keys, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_keys(keys)
    , m_saved(StorePlace::load(*settings))
    , m_inUse(m_saved)
{ }

TeamDatabaseSettings::~TeamDatabaseSettings()
{
    cancelTest();
    for (secrets::KeyStoreOp *op : {m_saveOp.data(), m_lookUp.data()})
        if (op)
            op->cancel();
}

bool TeamDatabaseSettings::validate(const StorePlace &connection, QString *why,
                                    StorePlace::Field *field) const
{
    return connection.validate(why, field);
}

void TeamDatabaseSettings::testConnection(const StorePlace &connection, const QString &password)
{
    cancelTest();
    StorePlace team = connection;
    team.mode = StorePlace::Mode::Team;
    QString why;
    if (!team.validate(&why)) {
        TeamCheck refused;
        refused.message = why;
        Q_EMIT testFinished(refused);
        return;
    }
    Q_EMIT testStarted();
    if (!password.isEmpty()) {
        runCheck(team, password);
        return;
    }
    // Nothing typed: the password remembered for this login, if any.
    m_testRead = TeamPasswords::read(*m_keys, team);
    connect(m_testRead, &secrets::KeyStoreOp::finished, this, [this, team](const KeyStoreResult &result) {
        m_testRead = nullptr;
        if (result.ok() && !result.secret().isEmpty()) {
            runCheck(team, result.secret());
            return;
        }
        TeamCheck none;
        none.outcome = TeamCheck::Outcome::WrongPassword;
        none.message = TeamPasswords::message(result);
        if (none.message.isEmpty())
            none.message = tr("Type your password to test the connection: none is remembered for %1.")
                               .arg(team.describe());
        Q_EMIT testFinished(none);
    });
}

void TeamDatabaseSettings::runCheck(const StorePlace &connection, const QString &password)
{
    m_check = TeamConnectionCheck::start(connection.storeConfig(password), this);
    connect(m_check, &TeamConnectionCheck::finished, this, [this](const TeamCheck &result) {
        m_check = nullptr;
        Q_EMIT testFinished(result);
    });
}

void TeamDatabaseSettings::cancelTest()
{
    if (m_check)
        m_check->cancel();
    if (m_testRead)
        m_testRead->cancel();
    m_check = nullptr;
    m_testRead = nullptr;
}

bool TeamDatabaseSettings::save(const StorePlace &connection, const QString &password, bool remember,
                                QString *why, StorePlace::Field *field)
{
    if (!connection.validate(why, field))
        return false;
    if (m_saveOp)
        m_saveOp->cancel();
    connection.save(*m_settings);
    m_saved = StorePlace::load(*m_settings);
    const bool restartNeeded = (m_saved.isTeam() || m_inUse.isTeam()) && !(m_saved == m_inUse);
    if (!m_saved.isTeam()) {
        Q_EMIT saveFinished(restartNeeded, {});
        return true;
    }
    if (remember && password.isEmpty()) { // keep what is remembered, if anything
        Q_EMIT saveFinished(restartNeeded, {});
        return true;
    }
    m_saveOp = remember ? TeamPasswords::remember(*m_keys, m_saved, password)
                        : TeamPasswords::forget(*m_keys, m_saved);
    connect(m_saveOp, &secrets::KeyStoreOp::finished, this,
            [this, restartNeeded](const KeyStoreResult &result) {
                m_saveOp = nullptr;
                if (result.ok())
                    Q_EMIT rememberedChanged(result.operation() == KeyStoreResult::Operation::Write);
                Q_EMIT saveFinished(restartNeeded, TeamPasswords::message(result));
            });
    return true;
}

void TeamDatabaseSettings::lookUpRemembered(const StorePlace &connection)
{
    if (m_lookUp)
        m_lookUp->cancel();
    m_lookUp = nullptr;
    QString why;
    StorePlace team = connection;
    team.mode = StorePlace::Mode::Team;
    if (!team.validate(&why)) {
        Q_EMIT rememberedChanged(false);
        return;
    }
    m_lookUp = TeamPasswords::read(*m_keys, team);
    connect(m_lookUp, &secrets::KeyStoreOp::finished, this, [this](const KeyStoreResult &result) {
        m_lookUp = nullptr;
        Q_EMIT rememberedChanged(result.ok() && !result.secret().isEmpty());
    });
}

} // namespace paydesk::settings
