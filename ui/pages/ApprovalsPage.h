// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Approvals (Ctrl+3): the profile's payouts waiting for a second person, and what became of those
// approved.
//
// - The queue: each payout waiting, with its maker, how long it has waited, its amount and
//   recipient, its approvals so far of those it needs, and the warnings known without asking the
//   service (the lookup saved with the draft, earlier payouts of this installation).
// - Review of the one selected: amount, wallet, recipient, purpose, reference, the lookup saved
//   with the draft and one made now through this profile, the wallet's available balance, and
//   every warning (approvals::PayoutReview, ReviewWarnings.h), the most serious first.
// - Approve… and Reject… (ApprovalDialog): the approver picks themselves and types their
//   passphrase now; a rejection needs a reason. Nothing here sends anything: an approved payout
//   is sent by the outbox processor in the background, through its own profile.
// - Sent and in progress: the payouts approved here, from APPROVED to the service's state
//   (payouts::PayoutStateText), newest first.
// - Held, not sent (heldBox, above the rest, only while there is one): the payouts Paydesk refused
//   to send because their approvals' signatures did not hold, each with why ("Held: not sent:
//   <reason>", the words of every page), in the error colour. Their makers return them to drafts
//   from New payout.
// Both tables read a page at a time as they are scrolled (the controller's models fetch more).
// Payouts waiting longer than their currency's rule allows are expired each time the page is
// loaded (shown, F5), a step of its own before the read. The page reads again whenever the outbox
// changes (here, in another page, or the processor). What it reads, how, and the decisions are
// approvals::ApprovalsController's; the page shows its models (QTableView) and the review.

#include "approvals/PayoutReview.h"
#include "pages/Page.h"
#include "payouts/PayoutDraft.h"

#include <QList>
#include <QPointer>

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk::approvals {
class ApprovalDesk;
class ApprovalsController;
} // namespace paydesk::approvals
namespace paydesk::operators {
class SignedIn;
}
namespace paydesk::outbox {
class OutboxStore;
class PayoutFollower;
} // namespace paydesk::outbox
namespace paydesk::store {
class ChangeListener;
class Operators;
class PayoutDrafts;
} // namespace paydesk::store

namespace paydesk::wallets {
class WalletDirectory;
}

namespace paydesk::ui {

class ApprovalsPage : public Page
{
    Q_OBJECT
public:
    struct Services
    {
        store::PayoutDrafts *drafts = nullptr;
        outbox::OutboxStore *outbox = nullptr;
        approvals::ApprovalDesk *desk = nullptr;
        store::Operators *operators = nullptr;
        operators::SignedIn *signedIn = nullptr;
        outbox::PayoutFollower *follower = nullptr; // the service's state of those sent
        store::ChangeListener *changes = nullptr; // other workstations' (a team database); optional
    };
    explicit ApprovalsPage(const Services &services, QWidget *parent = nullptr);
    // Wallets named as on the Wallets page (the window's directory; it must outlive the page).
    void setWalletDirectory(const wallets::WalletDirectory *directory) { m_walletDirectory = directory; }
    ~ApprovalsPage() override;

    static PageInfo info(); // what the navigation shows of it, before it is made
    // The queue is local: it shows without a connection (the fresh lookup then says it could not).
    bool needsConnection() const override { return false; }

    QList<payouts::PayoutDraft> queue() const;
    QList<payouts::PayoutDraft> sent() const;
    QList<payouts::PayoutDraft> held() const;
    approvals::ApprovalsController *controller() const { return m_controller; }
    approvals::PayoutReview *review() const { return m_review; }
    // Selects the queue's payout `id` (for tests and "open from elsewhere").
    void select(const QString &id);
    // Opens the Approve… or Reject… dialog for the payout selected.
    void approveSelected();
    void rejectSelected();

Q_SIGNALS:
    void queueLoaded();

protected:
    void buildContent() override;
    void sessionChanged(session::Session *session) override;
    void load() override;
    void updateView() override;

private:
    void loaded();
    void showQueue();
    void showSent();
    void showHeld();
    void showReview();
    void readLocalPayouts();
    void showFacts(const payouts::PayoutDraft &d);
    void showLookups(const payouts::PayoutDraft &d);
    void selectionChanged();
    void decide(bool approve);
    void showStatus(const QString &text, bool error);
    std::optional<payouts::PayoutDraft> selected() const;

    Services m_services;
    approvals::ApprovalsController *m_controller;
    QPointer<approvals::PayoutReview> m_review;
    QString m_selectedId;
    bool m_resetting = false; // the queue's model is being filled again: its selection is not the person's

    QTableView *m_queueTable = nullptr;
    QLabel *m_queueLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QTableView *m_sentTable = nullptr;
    QWidget *m_heldBox = nullptr;
    QLabel *m_heldLabel = nullptr;
    QTableView *m_heldTable = nullptr;
    QWidget *m_reviewBox = nullptr;
    QLabel *m_reviewTitle = nullptr;
    QLabel *m_facts = nullptr;
    QLabel *m_lookupSaved = nullptr;
    QLabel *m_lookupNow = nullptr;
    QLabel *m_warnings = nullptr;
    QPushButton *m_approveButton = nullptr;
    QPushButton *m_rejectButton = nullptr;
    QList<QWidget *> m_reviewHeadings; // shown with a payout to review
    const wallets::WalletDirectory *m_walletDirectory = nullptr;
};

} // namespace paydesk::ui
