// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Approve or reject one payout of the queue, as the approver at the keyboard: who they are (the
// approvers who may act on it: active, not its maker, and for an approval not an approver of it
// already), their passphrase typed now, and for a rejection the reason its maker will read. The
// check and the change run on the store's thread (ApprovalsController::decide(), through
// approvals::ApprovalDesk); the dialog says "Checking…" meanwhile and shows a refusal where the
// person is looking: a wrong passphrase under the passphrase, a missing reason under the reason,
// anything else (a key not vouched for by an administrator yet, with its fingerprint) in the
// status under the form. The passphrase unlocks the approver's signing key for this one
// signature (signingNoteLabel says so): the decision is signed. It closes on success (decided()).

#include "approvals/ApprovalsController.h"
#include "operators/Operator.h"
#include "payouts/PayoutDraft.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace paydesk::ui {

class ApprovalDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Approve, Reject };

    // `approvers`: every operator (filtered here); `preferred`: the one chosen first when allowed
    // (the operator signed in).
    ApprovalDialog(Mode mode, const payouts::PayoutDraft &payout, const QList<operators::Operator> &approvers,
                   const QString &preferred, approvals::ApprovalsController *controller,
                   QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    // Whether anyone may act on it here (else the dialog says who could).
    bool hasApprovers() const;

Q_SIGNALS:
    // The payout was approved (or approved once of two) or rejected: `outcome.row` is it now.
    void decided(const paydesk::approvals::ApprovalDesk::Outcome &outcome);
    // The payout expired or moved on meanwhile: the queue is to be read again.
    void stale();

protected:
    bool event(QEvent *event) override;

private:
    void run();
    void finished(const approvals::ApprovalDesk::Outcome &outcome);
    void setBusy(bool busy);

    Mode m_mode;
    payouts::PayoutDraft m_payout;
    approvals::ApprovalsController *m_controller;
    QComboBox *m_approver = nullptr;
    QLineEdit *m_passphrase = nullptr;
    QLabel *m_passphraseMessage = nullptr;
    QPlainTextEdit *m_reason = nullptr;
    QLabel *m_reasonMessage = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_busy = false;
};

} // namespace paydesk::ui
