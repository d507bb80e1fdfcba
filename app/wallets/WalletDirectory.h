// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The names and alert levels of the wallets of the profile in view, for the window: one per
// window, shared by every model that shows a wallet (models::WalletsModel, the payout and
// statement pickers, History, Approvals), so that a name set on the Wallets page reads the same
// everywhere at once. It holds what it was given (setSettings()); wallets::WalletSettingsLoader
// reads it from the store on the store's thread, and again when a setting changes (here or, in a
// team, on another workstation). Nothing here touches the database.

#include "wallets/WalletSetting.h"

#include <QObject>

namespace paydesk::wallets {

class WalletDirectory : public QObject
{
    Q_OBJECT
public:
    explicit WalletDirectory(QObject *parent = nullptr);

    // The profile the settings are of; empty: none (nothing named, no level).
    QString profileId() const { return m_profileId; }
    const WalletSettings &settings() const { return m_settings; }
    // The setting of one wallet; none when the team has set nothing for it.
    std::optional<WalletSetting> setting(const QString &walletId) const;

    // Replaces what is held; changed() when it differs (or the profile is another).
    void setSettings(const QString &profileId, const WalletSettings &settings);
    // Forgets everything (another profile is in view and its settings are not read yet).
    void clear(const QString &profileId = {});

Q_SIGNALS:
    void changed();

private:
    QString m_profileId;
    WalletSettings m_settings;
};

} // namespace paydesk::wallets
