// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/TeamPasswords.h"

#include "secrets/KeyStore.h"

namespace paydesk::settings {

using secrets::KeyStoreResult;

secrets::KeyStoreOp *TeamPasswords::read(secrets::KeyStore &keys, const StorePlace &connection)
{
    return keys.readEntry(connection.keychainEntry());
}

secrets::KeyStoreOp *TeamPasswords::remember(secrets::KeyStore &keys, const StorePlace &connection,
                                             const QString &password)
{
    return keys.writeEntry(connection.keychainEntry(), password);
}

secrets::KeyStoreOp *TeamPasswords::forget(secrets::KeyStore &keys, const StorePlace &connection)
{
    return keys.removeEntry(connection.keychainEntry());
}

QString TeamPasswords::message(const KeyStoreResult &result)
{
    if (result.ok() || result.errorKind() == KeyStoreResult::ErrorKind::NotFound)
        return {};
    switch (result.operation()) {
    case KeyStoreResult::Operation::Read:
        return tr("No remembered password could be read from the system keychain (%1). Type the password.")
            .arg(result.errorKind() == KeyStoreResult::ErrorKind::Timeout ? tr("it did not answer")
                                                                          : tr("it cannot be reached"));
    case KeyStoreResult::Operation::Write:
        return tr("The password could not be remembered: the system keychain cannot be reached. It is used "
                  "for this run only; you will be asked for it at the next start.");
    case KeyStoreResult::Operation::Remove:
        return tr("The remembered password could not be removed from the system keychain. Remove the "
                  "entry \u201CPaydesk\u201D named %1 there.")
            .arg(result.profileId());
    }
    return {};
}

} // namespace paydesk::settings
