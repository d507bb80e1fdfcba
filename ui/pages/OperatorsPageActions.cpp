// SPDX-License-Identifier: GPL-3.0-or-later
// What the Operators page's buttons do (OperatorsPage.h): the dialogs of one operator or rule,
// the questions asked first, and what the page says after.
#include "MessageBox.h"
#include "dialogs/ApprovalRuleDialog.h"
#include "dialogs/OperatorDialog.h"
#include "dialogs/VouchKeyDialog.h"
#include "operators/OperatorsController.h"
#include "operators/SignedIn.h"
#include "pages/OperatorsPage.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::ApprovalRule;
using operators::Operator;
using store::StoreResult;

void OperatorsPage::keepDialog(QDialog *dialog)
{
    if (m_dialog)
        m_dialog->close();
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void OperatorsPage::openOperatorDialog(int mode, const std::optional<Operator> &op)
{
    auto *dialog = new OperatorDialog(OperatorDialog::Mode(mode), m_controller->directory(),
                                      m_signedIn->authenticated(), op.value_or(Operator {}), this);
    connect(dialog, &OperatorDialog::saved, this, [this](const Operator &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &OperatorDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::addOperator()
{
    if (m_signedIn->isSignedIn())
        openOperatorDialog(int(OperatorDialog::Mode::Add), std::nullopt);
}

void OperatorsPage::changeOperator()
{
    const std::optional<Operator> op = selectedOperator();
    if (op && m_signedIn->isSignedIn())
        openOperatorDialog(int(OperatorDialog::Mode::Change), op);
}

void OperatorsPage::resetPassphrase()
{
    const std::optional<Operator> op = selectedOperator();
    if (op && m_signedIn->isSignedIn())
        openOperatorDialog(int(OperatorDialog::Mode::ResetPassphrase), op);
}

void OperatorsPage::changeOwnPassphrase()
{
    if (m_signedIn->isSignedIn())
        openOperatorDialog(int(OperatorDialog::Mode::ChangeOwnPassphrase), m_signedIn->current());
}

void OperatorsPage::toggleDisabled()
{
    const std::optional<Operator> op = selectedOperator();
    if (!op || !m_signedIn->isSignedIn())
        return;
    const bool disable = !op->disabled;
    const QString question = disable
        ? tr("Disable %1 (%2)? They will no longer sign in, draft or approve. Their payouts and audit "
             "entries "
             "keep their name, and they can be enabled again.")
              .arg(op->displayName, op->id)
        : tr("Enable %1 (%2) again? They will sign in, and draft or approve as a %3, from now on.")
              .arg(op->displayName, op->id, Operator::roleName(op->role).toLower());
    const QMessageBox::StandardButton answer
        = MessageBox::question(this, disable ? tr("Disable operator") : tr("Enable operator"), question,
                               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    m_disableButton->setEnabled(false);
    showStatus(disable ? tr("Disabling %1\u2026").arg(op->displayName)
                       : tr("Enabling %1\u2026").arg(op->displayName),
               false);
    m_controller->directory().setDisabled(
        m_signedIn->authenticated(), op->id, op->revision, disable, this,
        [this, disable](const StoreResult<Operator> &result) {
            if (result.ok()) {
                const Operator &changed = result.value();
                showStatus(disable ? tr("%1 (%2) was disabled.").arg(changed.displayName, changed.id)
                                   : tr("%1 (%2) was enabled.").arg(changed.displayName, changed.id),
                           false);
            } else {
                showStatus(result.error().message(), true);
            }
            load(); // also after a refusal: the row may have changed meanwhile
        });
}

void OperatorsPage::addRule()
{
    if (!m_signedIn->isSignedIn())
        return;
    auto *dialog = new ApprovalRuleDialog(m_controller->directory(), m_signedIn->authenticated(), {},
                                          m_controller->currenciesWithRule(), this);
    connect(dialog, &ApprovalRuleDialog::saved, this, [this](const ApprovalRule &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &ApprovalRuleDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::editRule()
{
    const std::optional<ApprovalRule> rule = selectedRule();
    if (!rule || !m_signedIn->isSignedIn())
        return;
    auto *dialog
        = new ApprovalRuleDialog(m_controller->directory(), m_signedIn->authenticated(), *rule, {}, this);
    connect(dialog, &ApprovalRuleDialog::saved, this, [this](const ApprovalRule &, const QString &message) {
        showStatus(message, false);
        load();
    });
    connect(dialog, &ApprovalRuleDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

void OperatorsPage::removeRule()
{
    const std::optional<ApprovalRule> rule = selectedRule();
    if (!rule || !m_signedIn->isSignedIn())
        return;
    const QMessageBox::StandardButton answer
        = MessageBox::question(this, tr("Remove approval rule"),
                               tr("Remove the rule of %1? Payouts in %1 will then need one approver, and "
                                  "drafts will expire after %n "
                                  "day(s).",
                                  nullptr, ApprovalRule::defaultExpiryDays)
                                   .arg(rule->currency),
                               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    m_removeRuleButton->setEnabled(false);
    m_controller->directory().removeRule(
        m_signedIn->authenticated(), rule->currency, rule->revision, this,
        [this, currency = rule->currency](const StoreResult<void> &result) {
            if (result.ok())
                showStatus(tr("The approval rule of %1 was removed.").arg(currency), false);
            else
                showStatus(result.error().message(), true);
            load();
        });
}

void OperatorsPage::vouchForKey()
{
    const std::optional<Operator> op = selectedOperator();
    if (!op || !m_signedIn->isSignedIn())
        return;
    const operators::KeyStanding standing = m_controller->keyStanding(op->id);
    if (!standing.needsVouch())
        return;
    auto *dialog
        = new VouchKeyDialog(m_controller->directory(), m_signedIn->authenticated(), *op, standing, this);
    connect(dialog, &VouchKeyDialog::vouched, this,
            [this](const QString &message, const std::optional<store::AuthenticatedOperator> &again) {
                // Their passphrase typed now unlocked their key: kept for the next vouch.
                if (again && again->id() == m_signedIn->id())
                    m_signedIn->signIn(*again);
                showStatus(message, false);
                load();
            });
    connect(dialog, &VouchKeyDialog::storeChanged, this, &OperatorsPage::load);
    keepDialog(dialog);
}

} // namespace paydesk::ui
