// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Name and alert level…" of a wallet (Wallets page, administrators only): the name the team calls
// it by (empty: "KES wallet") and the level under which its available balance raises a low-balance
// alert (a MoneyEdit in the wallet's currency; empty: no alert). A level under zero, too many
// decimals or a name too long is said under its field, the field framed in red. The setting is
// written by wallets::WalletsDesk::put() on the store's thread; what the store refuses (in a team,
// the database's refusal of a non-administrator) is said in the dialog.
//
// objectNames: nameEdit, nameMessageLabel, levelEdit, levelMessageLabel, errorLabel, okButton,
// cancelButton.

#include "wallets/WalletSetting.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::operators {
class SignedIn;
}
namespace paydesk::wallets {
class WalletsDesk;
}

namespace paydesk::ui {

class MoneyEdit;

class WalletSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    // `current`: the wallet's setting as read (walletId and currency always set). `desk` and
    // `signedIn` must outlive the dialog.
    WalletSettingsDialog(wallets::WalletsDesk *desk, const operators::SignedIn *signedIn,
                         const wallets::WalletSetting &current, const QString &walletName,
                         QWidget *parent = nullptr);

    // The setting as the fields say; validate() says whether it can be stored.
    wallets::WalletSetting setting() const;
    bool validate();

public Q_SLOTS:
    void reject() override;

Q_SIGNALS:
    void saved(const QString &message);

private:
    void showFieldError(QWidget *field, QLabel *message, const QString &text);
    void showError(const QString &text);
    void setBusy(bool busy);
    void submit();

    wallets::WalletsDesk *m_desk;
    const operators::SignedIn *m_signedIn;
    wallets::WalletSetting m_current;
    bool m_busy = false;
    QLineEdit *m_nameEdit = nullptr;
    QLabel *m_nameMessage = nullptr;
    MoneyEdit *m_levelEdit = nullptr;
    QLabel *m_levelMessage = nullptr;
    QLabel *m_errorLabel = nullptr;
    QPushButton *m_okButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
};

} // namespace paydesk::ui
