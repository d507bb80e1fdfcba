// SPDX-License-Identifier: GPL-3.0-or-later
#include "wallets/WalletDirectory.h"

namespace paydesk::wallets {

WalletDirectory::WalletDirectory(QObject *parent)
    : QObject(parent)
{ }

std::optional<WalletSetting> WalletDirectory::setting(const QString &walletId) const
{
    const auto it = m_settings.constFind(walletId);
    if (it == m_settings.cend())
        return std::nullopt;
    return *it;
}

void WalletDirectory::setSettings(const QString &profileId, const WalletSettings &settings)
{
    bool same = profileId == m_profileId && settings.size() == m_settings.size();
    if (same) {
        for (auto it = settings.cbegin(); same && it != settings.cend(); ++it) {
            const auto mine = m_settings.constFind(it.key());
            same = mine != m_settings.cend() && mine->sameContent(*it);
        }
    }
    m_profileId = profileId;
    m_settings = settings;
    if (!same)
        Q_EMIT changed();
}

void WalletDirectory::clear(const QString &profileId)
{
    m_wallets.clear();
    setSettings(profileId, {});
}

void WalletDirectory::setWallets(const QList<WalletNames::Wallet> &wallets)
{
    bool same = wallets.size() == m_wallets.size();
    for (qsizetype i = 0; same && i < wallets.size(); ++i)
        same = wallets.at(i).id == m_wallets.at(i).id && wallets.at(i).currency == m_wallets.at(i).currency;
    if (same)
        return;
    m_wallets = wallets;
    Q_EMIT changed();
}

QString WalletDirectory::displayName(const QString &walletId, const QString &currency) const
{
    for (const WalletNames::Wallet &w : m_wallets) {
        if (w.id == walletId)
            return WalletNames::displayName(w, m_wallets, m_settings);
    }
    // Not listed (closed since, or not read yet): with the end of its id unless named.
    return WalletNames::displayNameAlone(walletId, currency, m_settings);
}

QString WalletDirectory::displayNameIn(const WalletDirectory *directory, const QString &walletId,
                                       const QString &currency)
{
    if (directory && !walletId.isEmpty())
        return directory->displayName(walletId, currency);
    return WalletNames::displayName({walletId, currency}, {}, {});
}

} // namespace paydesk::wallets
