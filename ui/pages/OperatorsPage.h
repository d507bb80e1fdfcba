// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Operators" (Ctrl+7): the people who use Paydesk and the approval rules, both of the
// installation, not of a profile (the page needs no connection).
//
// - Operators: name shown, sign-in name, role, administrator, active or disabled, signing key,
//   last change. An administrator signed in adds operators, changes them (name, role, flag),
//   disables or enables them (asked first) and resets a forgotten passphrase; anyone signed in
//   changes their own passphrase. Without the flag the administrator's buttons are off, with why in
//   their tooltip (operators::Permissions::message()).
// - Signing keys (operators::KeyStanding): each operator's in words in the table ("Vouched for by
//   Ada Lovelace", "Waiting for an administrator", "None yet: made at the next sign-in",
//   "Revoked"), its fingerprint in the cell's tooltip and, for the operator selected, in a
//   sentence under the table (keyDetailsLabel). The person signed in reads their own fingerprint
//   in signedInLabel, to read it out to the administrator who vouches for it. "Vouch for key…"
//   (an administrator, a key waiting or vouched before a change, not their own) opens
//   VouchKeyDialog: who, and the fingerprint to compare with the one the operator reads out.
// - Approval rules, per currency: a second approver above an amount, the expiry of drafts
//   awaiting approval; added, edited and removed by an administrator. A currency without a rule
//   follows the default (one approver, 7 days), said under the table.
//
// Every call runs on the store's thread (operators::OperatorDirectory; the lists are read by
// operators::OperatorsController, the page's logic without widgets, with one reload guard); the
// page reads the lists again after each change, each time it is shown, when someone signs in, and
// on F5, so that what others changed is in view; in a team, also as soon as another workstation
// changes an operator, a rule or a key (store::ChangeListener). What the store refuses (a
// row changed meanwhile, the last administrator, a person who may no longer do this) is said in the dialog
// that asked, or for the page's own actions in statusLabel under the tables, in the error colour.
// If the operator signed in was changed or disabled, they are signed out (the page says so).
//
// objectNames: signedInLabel, signInButton, operatorsTable, keyDetailsLabel, addOperatorButton,
// changeOperatorButton, disableOperatorButton, resetPassphraseButton, vouchKeyButton,
// ownPassphraseButton, rulesTable, addRuleButton, editRuleButton, removeRuleButton, statusLabel.

#include "operators/ApprovalRule.h"
#include "operators/Operator.h"
#include "pages/Page.h"

#include <QDialog>
#include <QList>

#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk::operators {
class ApprovalRulesModel;
class OperatorListModel;
class OperatorsController;
class SignedIn;
} // namespace paydesk::operators
namespace paydesk::store {
class ApprovalRuleStore;
class ChangeListener;
class Operators;
} // namespace paydesk::store

namespace paydesk::ui {

class OperatorsPage : public Page
{
    Q_OBJECT
public:
    // `changes`: another workstation's (a team database); optional.
    OperatorsPage(store::Operators *operators, store::ApprovalRuleStore *rules, operators::SignedIn *signedIn,
                  store::ChangeListener *changes = nullptr, QWidget *parent = nullptr);
    ~OperatorsPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made
    bool needsConnection() const override { return false; }

    // The tables' models (operators::OperatorTables.h: their columns and roles).
    operators::OperatorListModel *operatorsModel() const { return m_operatorsModel; }
    operators::ApprovalRulesModel *rulesModel() const { return m_rulesModel; }
    const QList<operators::Operator> &operatorList() const;
    const QList<operators::ApprovalRule> &ruleList() const;
    operators::OperatorsController *controller() const { return m_controller; }
    // Both lists are being read.
    bool isLoading() const;
    // The dialog of the page's last action while it is open (tests answer it).
    QDialog *openDialog() const { return m_dialog; }

    // What the buttons do, for the one selected (tests call them too).
    void addOperator();
    void changeOperator();
    void toggleDisabled(); // asks first (MessageBox)
    void resetPassphrase();
    void vouchForKey();
    void changeOwnPassphrase();
    void addRule();
    void editRule();
    void removeRule(); // asks first (MessageBox)

protected:
    void buildContent() override;
    void showEvent(QShowEvent *event) override;
    void sessionChanged(session::Session *) override { }
    void load() override;
    void updateView() override;

private:
    void loaded();
    void showOperators();
    void showRules();
    void showKeyDetails();
    void updateActions();
    QString vouchRefusal(const std::optional<operators::Operator> &op) const; // empty: may vouch
    void showStatus(const QString &text, bool error);
    void checkSignedIn(); // signs out an operator who was changed or disabled in the store
    std::optional<operators::Operator> selectedOperator() const;
    std::optional<operators::ApprovalRule> selectedRule() const;
    void keepDialog(QDialog *dialog);
    // An OperatorDialog of `mode` (OperatorDialog::Mode) for `op` (none: a new operator); the list
    // is read again when it saved or found the store changed.
    void openOperatorDialog(int mode, const std::optional<operators::Operator> &op);

    operators::OperatorsController *m_controller;
    operators::SignedIn *m_signedIn;
    operators::OperatorListModel *m_operatorsModel;
    operators::ApprovalRulesModel *m_rulesModel;
    QPointer<QDialog> m_dialog;

    QLabel *m_signedInLabel = nullptr;
    QPushButton *m_signInButton = nullptr;
    QTableView *m_operatorsTable = nullptr;
    QTableView *m_rulesTable = nullptr;
    QPushButton *m_addOperatorButton = nullptr;
    QPushButton *m_changeOperatorButton = nullptr;
    QPushButton *m_disableButton = nullptr;
    QPushButton *m_resetButton = nullptr;
    QPushButton *m_vouchButton = nullptr;
    QLabel *m_keyDetailsLabel = nullptr;
    QPushButton *m_ownPassphraseButton = nullptr;
    QPushButton *m_addRuleButton = nullptr;
    QPushButton *m_editRuleButton = nullptr;
    QPushButton *m_removeRuleButton = nullptr;
    QLabel *m_statusLabel = nullptr;
};

} // namespace paydesk::ui
