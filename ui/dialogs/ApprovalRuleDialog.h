// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Add approval rule" / "Edit approval rule": the rule of one currency (operators/ApprovalRule.h)
// as an administrator sets it: the currency (chosen among those without a rule when adding), the
// amount above which a second approver is needed (a MoneyEdit with the currency's decimals; empty:
// one approver is always enough), and after how many days a draft awaiting approval expires.
// ApprovalRule::validationError() is said under the field it is about, the field framed in red.
// The rule is written by ApprovalRuleStore::setRule() on the store's thread
// (operators::OperatorDirectory); what the store refuses is said in the dialog, and a rule changed
// meanwhile (Conflict) makes the page read the rules again (storeChanged()).
//
// objectNames: currencyCombo, thresholdEdit, thresholdMessageLabel, expirySpin,
// expiryMessageLabel, errorLabel, okButton, cancelButton.

#include "operators/ApprovalRule.h"
#include "operators/OperatorDirectory.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace paydesk::ui {

class MoneyEdit;

class ApprovalRuleDialog : public QDialog
{
    Q_OBJECT
public:
    // Adding: `rule` is invalid (no currency) and `taken` the currencies that have a rule already.
    // Editing: `rule` is the rule as read.
    ApprovalRuleDialog(const operators::OperatorDirectory &directory,
                       const store::AuthenticatedOperator &actor, const operators::ApprovalRule &rule,
                       const QStringList &taken, QWidget *parent = nullptr);
    ~ApprovalRuleDialog() override;

    bool isAdding() const { return m_adding; }
    // The rule as the fields say; validate() says whether it can be stored.
    operators::ApprovalRule rule() const;
    bool validate();

public Q_SLOTS:
    void reject() override;

Q_SIGNALS:
    void saved(const paydesk::operators::ApprovalRule &rule, const QString &message);
    void storeChanged();

protected:
    bool event(QEvent *event) override;

private:
    void onCurrencyChosen();
    void showFieldError(QWidget *field, QLabel *message, const QString &text);
    void showError(const QString &text);
    void setBusy(bool busy);
    void submit();

    operators::OperatorDirectory m_directory;
    store::AuthenticatedOperator m_actor;
    operators::ApprovalRule m_read;
    const bool m_adding;
    bool m_busy = false;
    QComboBox *m_currencyCombo = nullptr;
    MoneyEdit *m_thresholdEdit = nullptr;
    QLabel *m_thresholdMessage = nullptr;
    QSpinBox *m_expirySpin = nullptr;
    QLabel *m_expiryMessage = nullptr;
    QLabel *m_errorLabel = nullptr;
    QPushButton *m_okButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
};

} // namespace paydesk::ui
