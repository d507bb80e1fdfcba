// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the person at the desk is told when a wallet's available balance crosses its alert level
// (wallets::WalletsDesk::crossed(): once per crossing, on one workstation): a title and a sentence,
// "Low balance" / "Payroll · KES is under its alert level: 120.00 KES available, alert under
// 500.00 KES.", for the status bar and the system tray (ui::PayoutNotifier). A front end shows
// alert() its own way.

#include <QObject>
#include <QString>

namespace paydesk::wallets {
class WalletsDesk;
}

namespace paydesk::shell {

class WalletAlerts : public QObject
{
    Q_OBJECT
public:
    // `desk` must outlive this object.
    explicit WalletAlerts(wallets::WalletsDesk *desk, QObject *parent = nullptr);

Q_SIGNALS:
    // low: under its level (a warning); otherwise back at or above it.
    void alert(const QString &title, const QString &text, bool low);
};

} // namespace paydesk::shell
