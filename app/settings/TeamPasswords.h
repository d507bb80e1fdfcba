// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A team database password remembered on this computer: in the OS keychain only (the KeyStore's
// own entries, service "Paydesk"), one entry per host, port, database and login
// (StorePlace::keychainEntry()); never in QSettings, a file or a log. message() words a
// failed keychain operation for a database password (the KeyStore's words speak of API keys).

#include "secrets/KeyStoreResult.h"
#include "settings/StorePlace.h"

#include <QCoreApplication>

namespace paydesk::secrets {
class KeyStore;
class KeyStoreOp;
} // namespace paydesk::secrets

namespace paydesk::settings {

class TeamPasswords
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::settings::TeamPasswords)
public:
    static secrets::KeyStoreOp *read(secrets::KeyStore &keys, const StorePlace &connection);
    static secrets::KeyStoreOp *remember(secrets::KeyStore &keys, const StorePlace &connection,
                                         const QString &password);
    static secrets::KeyStoreOp *forget(secrets::KeyStore &keys, const StorePlace &connection);

    // A failed read, write or remove, in the person's words; empty for ok() and for a read that
    // found nothing.
    static QString message(const secrets::KeyStoreResult &result);
};

} // namespace paydesk::settings
