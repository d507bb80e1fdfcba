// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/WalletAlerts.h"

#include "wallets/WalletsDesk.h"

namespace paydesk::shell {

WalletAlerts::WalletAlerts(wallets::WalletsDesk *desk, QObject *parent)
    : QObject(parent)
{
    Q_ASSERT(desk);
    connect(desk, &wallets::WalletsDesk::crossed, this,
            [this](const wallets::BalanceMark &mark, const QString &walletName) {
                Q_EMIT alert(wallets::WalletsDesk::crossingTitle(mark),
                             wallets::WalletsDesk::crossingText(mark, walletName),
                             mark.crossing == wallets::BalanceMark::Crossing::Low);
            });
}

} // namespace paydesk::shell
