// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An administrator vouches for another operator's signing key (operators/KeyRecord.h: a key counts
// only once an administrator has signed its record). The dialog shows who the key is said to be
// (name, sign-in name, role) and the key's fingerprint in large type, and asks the administrator
// to compare it with the one the operator reads out from their own screen (the Operators page
// shows each person their own), group by group, before vouching.
//
// The vouch is signed with the administrator's own key, unlocked at their sign-in
// (store::AuthenticatedOperator::signingKey()). When they have none unlocked (a team's sign-in is
// the database login's, with no passphrase typed), the dialog asks for their passphrase
// (passphraseEdit) and authenticates them again (operators::OperatorDirectory::vouch()); the
// operator so authenticated comes with vouched(), for the window to keep signed in, key and all.
//
// What the store refuses is said in the dialog (errorLabel): a wrong passphrase under it, a key
// revoked or vouched meanwhile (storeChanged(): the page reads again).
//
// objectNames: vouchKeyDialog, keyOwnerLabel, fingerprintLabel, passphraseEdit, errorLabel,
// vouchButton.

#include "operators/KeyStanding.h"
#include "operators/Operator.h"
#include "operators/OperatorDirectory.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::ui {

class VouchKeyDialog : public QDialog
{
    Q_OBJECT
public:
    // `actor`: the administrator signed in; `owner`: the operator whose key it is; `standing`: their
    // key (KeyStanding::needsVouch()).
    VouchKeyDialog(const operators::OperatorDirectory &directory, const store::AuthenticatedOperator &actor,
                   const operators::Operator &owner, const operators::KeyStanding &standing,
                   QWidget *parent = nullptr);

    bool asksPassphrase() const { return m_passphrase != nullptr; }
    bool isBusy() const { return m_busy; }

public Q_SLOTS:
    void reject() override; // not while the vouch is being written

Q_SIGNALS:
    // Vouched: a sentence for the page; `reauthenticated` when the administrator typed their
    // passphrase (their operator now holds their unlocked key).
    void vouched(const QString &message,
                 const std::optional<paydesk::store::AuthenticatedOperator> &reauthenticated);
    // The key was revoked, replaced or vouched meanwhile: read the operators again.
    void storeChanged();

private:
    void submit();
    void setBusy(bool busy);
    void showError(const QString &text);

    operators::OperatorDirectory m_directory;
    store::AuthenticatedOperator m_actor;
    operators::Operator m_owner;
    QString m_keyId;
    bool m_busy = false;
    QLineEdit *m_passphrase = nullptr;
    QLabel *m_errorLabel = nullptr;
    QPushButton *m_vouchButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
};

} // namespace paydesk::ui
