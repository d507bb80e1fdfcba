// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Sign in": who is at the keyboard. The person chooses their name among the active operators
// and types their passphrase; the passphrase is checked by store::Operators::authenticate() on the
// store's thread (operators::OperatorDirectory: the slow hash never freezes the window) while the
// dialog says "Checking…" with its fields and buttons off. A refusal is said under the passphrase (wrong
// passphrase, disabled, too many attempts with how long to wait); a success signs the person in
// (operators::SignedIn) and closes the dialog.
//
// When the store has no operator yet, the same dialog sets up the first one instead: sign-in name,
// name shown, role, and the passphrase twice, each field checked against the policy with the
// reason under it. That operator is an administrator (they add the others), and is signed in once
// made.
//
// objectNames: operatorCombo, signInPassphraseEdit, signInPassphraseMessageLabel (signing in);
// operatorFields (the first administrator, widgets/OperatorFields.h); statusLabel, signInButton,
// cancelButton.

#include "operators/Operator.h"
#include "operators/OperatorDirectory.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::store {
class Operators;
}
namespace paydesk::operators {
class SignedIn;
}

namespace paydesk::ui {

class OperatorFields;

class SignInDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode {
        Loading, // reading the operators
        SignIn,
        FirstAdministrator, // the store has no operator yet
        Failed, // the operators could not be read (Retry)
    };
    Q_ENUM(Mode)

    SignInDialog(store::Operators *operators, operators::SignedIn *signedIn, QWidget *parent = nullptr);
    ~SignInDialog() override;

    Mode mode() const { return m_mode; }
    bool isBusy() const { return m_busy; }
    // The operator chosen in the list once it is read (the one who signed in last, say).
    void setPreferredOperator(const QString &id);

public Q_SLOTS:
    void reject() override; // not while a passphrase is being checked

protected:
    bool event(QEvent *event) override;

private:
    // Reads the operators; `note` is said once they are in (why they were read again).
    void load(const QString &note = {});
    void showOperators(const QList<operators::Operator> &all);
    void setMode(Mode mode);
    void showPage(QWidget *page); // the sign-in fields, the first administrator's, or neither
    void setBusy(bool busy, const QString &status = {});
    void showStatus(const QString &text, bool error);
    void showPassphraseError(const QString &text);
    void submit();
    void signIn();
    void setUpFirstAdministrator();

    operators::OperatorDirectory m_directory;
    operators::SignedIn *m_signedIn;
    Mode m_mode = Mode::Loading;
    bool m_busy = false;
    QString m_preferredId;
    QWidget *m_signInPage = nullptr;
    QLabel *m_introLabel = nullptr;
    QComboBox *m_operatorCombo = nullptr;
    QLineEdit *m_passphraseEdit = nullptr;
    QLabel *m_passphraseMessage = nullptr;
    OperatorFields *m_fields = nullptr;
    QLabel *m_statusLabel = nullptr;
    QPushButton *m_signInButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
};

} // namespace paydesk::ui
