// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The name of a wallet as a person reads it, everywhere one is shown (never its wlt- id, which is
// kept for a tooltip and a Copy action):
// - "<name> · <CUR>" when the team named it ("Payroll · KES");
// - "<CUR> wallet" when not ("KES wallet");
// - "<CUR> wallet (…1a2b)" when another wallet of the same currency is unnamed too, so that two
//   of them never read the same (the last 4 characters of the id).

#include "wallets/WalletSetting.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace paydesk::wallets {

class WalletNames
{
    Q_DECLARE_TR_FUNCTIONS(WalletNames)
public:
    struct Wallet
    {
        QString id;
        QString currency;
    };

    // The name of `wallet` among `all` (the profile's wallets, `wallet` included), with `settings`.
    static QString displayName(const Wallet &wallet, const QList<Wallet> &all,
                               const WalletSettings &settings);
    // The same for a wallet known by id and currency alone (a payout's, a statement's), when the
    // profile's wallets are not at hand: unnamed, "<CUR> wallet (…1a2b)".
    static QString displayNameAlone(const QString &walletId, const QString &currency,
                                    const WalletSettings &settings);
    // The id as a tooltip says it: "Wallet id: wlt-…".
    static QString idTooltip(const QString &walletId);
    // "…1a2b": the end of an id that tells two wallets of one currency apart.
    static QString idSuffix(const QString &walletId);
};

} // namespace paydesk::wallets
