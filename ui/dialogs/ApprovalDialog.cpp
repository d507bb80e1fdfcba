// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ApprovalDialog.h"

#include "Accessible.h"
#include "Style.h"
#include "dialogs/FitHeight.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using Outcome = approvals::ApprovalDesk::Outcome;
using Refusal = Outcome::Refusal;

ApprovalDialog::ApprovalDialog(Mode mode, const payouts::PayoutDraft &payout,
                               const QList<operators::Operator> &approvers, const QString &preferred,
                               approvals::ApprovalsController *controller, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_payout(payout)
    , m_controller(controller)
{
    setObjectName(u"approvalDialog"_s);
    const QString amount
        = payout.amount().isValid() ? payout.amount().toDisplayWithCurrency(locale()) : QString();
    setWindowTitle(mode == Mode::Approve ? tr("Approve payout %1").arg(payout.customId())
                                         : tr("Reject payout %1").arg(payout.customId()));
    auto *layout = new QVBoxLayout(this);
    auto *what = new QLabel(
        mode == Mode::Approve ? tr("Approve %1 to %2? Once every approval it needs is given, Paydesk sends "
                                   "it to the payment service.")
                                    .arg(amount, payout.content.recipientSummary)
                              : tr("Reject %1 to %2? It goes back to its maker as a draft, with your reason.")
                                    .arg(amount, payout.content.recipientSummary));
    what->setWordWrap(true);
    layout->addWidget(what);

    auto *form = new QFormLayout;
    m_approver = new QComboBox;
    m_approver->setObjectName(u"approverCombo"_s);
    for (const operators::Operator &op : approvers) {
        if (!op.isActive() || op.role != operators::Operator::Role::Approver || op.id == payout.content.maker)
            continue;
        if (mode == Mode::Approve && payout.progress.approvers.contains(op.id))
            continue;
        m_approver->addItem(u"%1 (%2)"_s.arg(op.displayName, op.id), op.id);
    }
    if (const int i = m_approver->findData(preferred); i >= 0)
        m_approver->setCurrentIndex(i);
    form->addRow(tr("Appro&ver:"), m_approver); // (Alt+A: Approve)

    m_passphrase = new QLineEdit;
    m_passphrase->setObjectName(u"passphraseEdit"_s);
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setMaxLength(operators::Operator::maxPassphraseLength);
    m_passphraseMessage = new QLabel;
    m_passphraseMessage->setObjectName(u"passphraseMessage"_s);
    m_passphraseMessage->setWordWrap(true);
    style::setErrorText(m_passphraseMessage, true);
    m_passphraseMessage->hide();
    auto *passphraseCell = new QVBoxLayout;
    passphraseCell->setContentsMargins({});
    passphraseCell->addWidget(m_passphrase);
    passphraseCell->addWidget(m_passphraseMessage);
    auto *passphraseLabel = new QLabel(tr("&Passphrase:"));
    passphraseLabel->setBuddy(m_passphrase);
    form->addRow(passphraseLabel, passphraseCell);
    // What typing it does: the decision is a signature, made now with the approver's own key.
    auto *signing = new QLabel(mode == Mode::Approve
                                   ? tr("Your passphrase unlocks your signing key for this one signature: "
                                        "you sign this exact payout.")
                                   : tr("Your passphrase unlocks your signing key for this one signature: "
                                        "you sign this rejection."));
    signing->setObjectName(u"signingNoteLabel"_s);
    signing->setWordWrap(true);

    if (mode == Mode::Reject) {
        m_reason = new QPlainTextEdit;
        m_reason->setObjectName(u"reasonEdit"_s);
        m_reason->setTabChangesFocus(true);
        m_reason->setPlaceholderText(tr("What the maker should correct"));
        m_reason->setMaximumHeight(m_reason->fontMetrics().lineSpacing() * 5);
        m_reasonMessage = new QLabel;
        m_reasonMessage->setObjectName(u"reasonMessage"_s);
        style::setErrorText(m_reasonMessage, true);
        m_reasonMessage->hide();
        auto *reasonCell = new QVBoxLayout;
        reasonCell->setContentsMargins({});
        reasonCell->addWidget(m_reason);
        reasonCell->addWidget(m_reasonMessage);
        auto *reasonLabel = new QLabel(tr("Rea&son:")); // (Alt+R: Reject)
        reasonLabel->setBuddy(m_reason);
        form->addRow(reasonLabel, reasonCell);
    }
    layout->addLayout(form);
    layout->addWidget(signing);

    m_status = new QLabel;
    m_status->setObjectName(u"statusLabel"_s);
    m_status->setWordWrap(true);
    // A refusal may name a key's fingerprint, to read out to an administrator.
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    if (!hasApprovers()) {
        m_status->setText(tr("No approver may act on this payout here: an approver other than its maker "
                             "%1, and not one who approved it already. An administrator adds approvers on "
                             "the Operators page.")
                              .arg(payout.content.maker));
        style::setErrorText(m_status, true);
    }

    // In the dialog before setDefault(): Return then presses Approve (or Reject), never Cancel.
    m_buttons = new QDialogButtonBox(this);
    QPushButton *go = m_buttons->addButton(mode == Mode::Approve ? tr("&Approve") : tr("&Reject"),
                                           QDialogButtonBox::AcceptRole);
    go->setObjectName(u"decideButton"_s);
    go->setEnabled(hasApprovers());
    go->setDefault(true);
    m_buttons->addButton(QDialogButtonBox::Cancel)->setAutoDefault(false);
    layout->addWidget(m_buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ApprovalDialog::run);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_passphrase->setFocus();
}

bool ApprovalDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    fitHeightOnLayoutRequest(this, event); // the note and a refusal wrap: the dialog grows with them
    return handled;
}

bool ApprovalDialog::hasApprovers() const
{
    return m_approver->count() > 0;
}

void ApprovalDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_approver->setEnabled(!busy);
    m_passphrase->setEnabled(!busy);
    if (m_reason)
        m_reason->setEnabled(!busy);
    for (QAbstractButton *b : m_buttons->buttons())
        if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole)
            b->setEnabled(!busy && hasApprovers());
    if (busy) {
        m_status->setText(tr("Checking the passphrase\u2026"));
        style::setErrorText(m_status, false);
    }
}

void ApprovalDialog::run()
{
    if (m_busy || !hasApprovers())
        return;
    style::markInvalid(m_passphrase, false);
    m_passphraseMessage->hide();
    a11y::describeByMessage(m_passphrase, {});
    if (m_reason) {
        style::markInvalid(m_reason, false);
        m_reasonMessage->hide();
        a11y::describeByMessage(m_reason, {});
        if (m_reason->toPlainText().trimmed().isEmpty()) {
            style::markInvalid(m_reason, true);
            m_reasonMessage->setText(tr("Say why the payout is rejected: its maker reads it."));
            m_reasonMessage->show();
            a11y::describeByMessage(m_reason, m_reasonMessage->text());
            m_reason->setFocus();
            return;
        }
    }
    if (m_passphrase->text().isEmpty()) {
        style::markInvalid(m_passphrase, true);
        m_passphraseMessage->setText(tr("Type your passphrase: approving is done by a person, now."));
        m_passphraseMessage->show();
        a11y::describeByMessage(m_passphrase, m_passphraseMessage->text());
        m_passphrase->setFocus();
        return;
    }
    setBusy(true);
    const QString approver = m_approver->currentData().toString();
    const QString passphrase = m_passphrase->text();
    const QString reason = m_reason ? m_reason->toPlainText().trimmed() : QString();
    m_passphrase->clear(); // not kept in the widget while the check runs
    m_controller->decide({m_mode == Mode::Approve, m_payout, approver, passphrase, reason}, this,
                         [this](const Outcome &outcome) { finished(outcome); });
}

void ApprovalDialog::finished(const Outcome &outcome)
{
    setBusy(false);
    if (outcome.ok()) {
        Q_EMIT decided(outcome);
        accept();
        return;
    }
    m_status->clear();
    switch (outcome.refusal) {
    case Refusal::Passphrase:
        style::markInvalid(m_passphrase, true);
        m_passphraseMessage->setText(outcome.message);
        m_passphraseMessage->show();
        a11y::describeByMessage(m_passphrase, outcome.message);
        m_passphrase->setFocus();
        return;
    case Refusal::Input:
        if (m_reason) {
            style::markInvalid(m_reason, true);
            m_reasonMessage->setText(outcome.message);
            m_reasonMessage->show();
            a11y::describeByMessage(m_reason, outcome.message);
            m_reason->setFocus();
            return;
        }
        break;
    case Refusal::None:
    case Refusal::Permission:
    case Refusal::Expired:
    case Refusal::Store:
        break;
    }
    m_status->setText(outcome.message);
    style::setErrorText(m_status, true);
    if (outcome.refusal == Refusal::Expired || outcome.refusal == Refusal::Store) {
        // Nothing more to do here: the page reads the queue again.
        for (QAbstractButton *b : m_buttons->buttons())
            if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole)
                b->setEnabled(false);
        Q_EMIT stale();
    }
}

} // namespace paydesk::ui
