// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the team says of one wallet of a profile (table wallet_settings, store/WalletSettings.h):
// the name people call it by (may be empty: "KES wallet") and the level under which its available
// balance raises a low-balance alert (in minor units of the wallet's currency; none: no alert).
// Set by an administrator (Wallets page, "Name and alert level…").

#include <QDateTime>
#include <QHash>
#include <QMetaType>
#include <QString>

#include <optional>

namespace paydesk::wallets {

struct WalletSetting
{
    QString walletId; // wlt-
    QString currency; // ISO 4217, the wallet's (the level is in its minor units)
    QString name; // empty: not named
    std::optional<qint64> alertLevelMinor; // >= 0; none: no alert
    QString updatedBy; // the operator who set it
    QDateTime updatedAt;

    // Name and level as the same (who and when aside).
    bool sameContent(const WalletSetting &other) const
    {
        return walletId == other.walletId && currency == other.currency && name == other.name
            && alertLevelMinor == other.alertLevelMinor;
    }
};

// A profile's settings by wallet id.
using WalletSettings = QHash<QString, WalletSetting>;

} // namespace paydesk::wallets

Q_DECLARE_METATYPE(paydesk::wallets::WalletSetting)
