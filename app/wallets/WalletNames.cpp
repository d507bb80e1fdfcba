// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallets/WalletNames.h"

using namespace Qt::StringLiterals;

namespace paydesk::wallets {

QString WalletNames::displayName(const Wallet &wallet, const QList<Wallet> &all,
                                 const WalletSettings &settings)
{
    const auto named = settings.constFind(wallet.id);
    if (named != settings.cend() && !named->name.trimmed().isEmpty())
        //: A named wallet: its name, then its currency ("Payroll · KES")
        return tr("%1 · %2").arg(named->name.trimmed(), wallet.currency);
    bool twin = false;
    for (const Wallet &other : all) {
        if (other.id == wallet.id || other.currency != wallet.currency)
            continue;
        const auto otherNamed = settings.constFind(other.id);
        if (otherNamed == settings.cend() || otherNamed->name.trimmed().isEmpty()) {
            twin = true;
            break;
        }
    }
    if (twin)
        //: An unnamed wallet beside another unnamed one of the same currency ("KES wallet (…1a2b)")
        return tr("%1 wallet (%2)").arg(wallet.currency, idSuffix(wallet.id));
    //: An unnamed wallet, the only one of its currency without a name ("KES wallet")
    return tr("%1 wallet").arg(wallet.currency);
}

QString WalletNames::displayNameAlone(const QString &walletId, const QString &currency,
                                      const WalletSettings &settings)
{
    const auto named = settings.constFind(walletId);
    if (named != settings.cend() && !named->name.trimmed().isEmpty())
        return tr("%1 · %2").arg(named->name.trimmed(), currency);
    return tr("%1 wallet (%2)").arg(currency, idSuffix(walletId));
}

QString WalletNames::idTooltip(const QString &walletId)
{
    return tr("Wallet id: %1").arg(walletId);
}

QString WalletNames::idSuffix(const QString &walletId)
{
    return u"\u2026"_s + walletId.right(4);
}

} // namespace paydesk::wallets
