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
    setSettings(profileId, {});
}

} // namespace paydesk::wallets
