// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The way of a payout from the New payout form to the approval queue and back, without widgets:
// the New payout page and a command-line front end drive it the same way, and a test observes it
// through its signals.
//
//   save()      the form's content saved as a draft by the operator signed in (a new draft, or the
//               one being edited: edit()), then submitted for approval at once ("Save for
//               approval"). Only a maker saves: makerRefusal() says why not, and save() refuses
//               without writing anything (saveFailed(Failure::Maker)).
//   submit()    a saved DRAFT sent for approval by its maker (approvals::ApprovalDesk::submit()).
//   withdraw()  a payout awaiting approval taken back by its maker, a DRAFT again.
//   reopen()    a payout the service refused, or one that expired, back to a DRAFT for its maker,
//               read again with the service's reasons of before (StoredServiceError) to put them
//               back on the form.
//   remove()    a DRAFT deleted.
//
// Each call answers later with one of its signals, on this object's thread; nothing blocks. The
// writes go through store::PayoutDrafts and approvals::ApprovalDesk (run on the outbox's worker
// thread): who may do what is theirs to check; this class adds the maker check before a save and
// the sentences a person reads.

#include "payouts/PayoutDraft.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

namespace paydesk::store {
class PayoutDrafts;
}
namespace paydesk::outbox {
class OutboxStore;
}
namespace paydesk::approvals {
class ApprovalDesk;
}
namespace paydesk::operators {
class SignedIn;
}

namespace paydesk::payouts {

class PayoutWorkflow : public QObject
{
    Q_OBJECT
public:
    // What the workflow works with (the AppContext's); each must outlive this object.
    struct Services
    {
        store::PayoutDrafts *drafts = nullptr; // saved here, before anything is sent
        outbox::OutboxStore *outbox = nullptr; // its worker thread runs the desk's calls
        approvals::ApprovalDesk *desk = nullptr; // submits, withdraws, reopens
        operators::SignedIn *signedIn = nullptr; // the maker
    };
    // Why a save did not happen.
    enum class Failure {
        Maker, // nobody signed in, or the operator may not draft: nothing was written
        Duplicate, // another payout of the profile has this custom_id (the message is the field's)
        Conflict, // the draft was changed or sent for approval elsewhere meanwhile
        NotFound, // the draft was deleted elsewhere: the next save makes a new one (draftId() empty)
        Store, // the store failed
    };
    Q_ENUM(Failure)

    explicit PayoutWorkflow(const Services &services, QObject *parent = nullptr);
    ~PayoutWorkflow() override;

    // --- the operator at the keyboard ------------------------------------------------------------
    bool isSignedIn() const;
    QString makerId() const; // empty when nobody is signed in
    // Why the operator at the keyboard may not save a payout for approval; empty when they may
    // (an active maker signed in).
    QString makerRefusal() const;

    // --- the draft in the form -------------------------------------------------------------------
    // A new payout: the next save makes a new draft. The answer of a save under way is dropped (the
    // form it came from is gone), as it is after edit().
    void startNew();
    // The draft `draft` of `profileId` is edited: the next save updates it at its revision. Records
    // that it was opened (the audit log's draft.opened).
    void edit(const QString &profileId, const PayoutDraft &draft);
    // The draft being edited (its local id and the revision read), empty for a new payout.
    QString draftId() const { return m_draftId; } // empty for a new payout
    qint64 draftRevision() const { return m_draftRevision; }
    bool isSaving() const { return m_saving; }

    // --- the calls (each answers with its signals) ------------------------------------------------
    // Saves `content` for `profileId` with the signed-in maker, then submits it for approval.
    // Answers saved() then submitted() or submitFailed(), or saveFailed(). Ignored while a save is
    // under way (isSaving()).
    void save(const QString &profileId, PayoutDraft::Content content);
    void submit(const PayoutDraft &draft);
    void withdraw(const PayoutDraft &draft);
    void reopen(const PayoutDraft &draft);
    void remove(const PayoutDraft &draft);
    // The senders of the profile's earlier payouts, newest first: sendersLoaded().
    void loadSenders(const QString &profileId);

Q_SIGNALS:
    // A save started, or its answer came (isSaving()).
    void savingChanged(bool saving);
    // Saved; the next save makes a new draft (this one goes for approval: submitted() or
    // submitFailed() follows).
    void saved(const paydesk::payouts::PayoutDraft &draft, bool created);
    void saveFailed(paydesk::payouts::PayoutWorkflow::Failure failure, const QString &message);
    void submitted(const paydesk::payouts::PayoutDraft &draft);
    void submitFailed(const paydesk::payouts::PayoutDraft &draft, const QString &message);
    void withdrawn(const paydesk::payouts::PayoutDraft &draft);
    void withdrawFailed(const paydesk::payouts::PayoutDraft &draft, const QString &message);
    // The draft read again after it was reopened, with the service's reasons of before in its
    // progress.lastError (StoredServiceError::of()).
    void reopened(const paydesk::payouts::PayoutDraft &draft);
    void reopenFailed(const paydesk::payouts::PayoutDraft &draft, const QString &message);
    void removed(const paydesk::payouts::PayoutDraft &draft);
    void removeFailed(const paydesk::payouts::PayoutDraft &draft, const QString &message);
    void sendersLoaded(const QString &profileId, const QList<QJsonObject> &senders);
    // Another operator signed in, or nobody is.
    void signedInChanged();
    // The service took a payout (here or in another page of this process): what the wallets have
    // available changed.
    void payoutAccepted();

private:
    void setSaving(bool saving);

    store::PayoutDrafts *const m_drafts;
    outbox::OutboxStore *const m_outbox;
    approvals::ApprovalDesk *const m_desk;
    operators::SignedIn *const m_signedIn;
    QString m_draftId;
    qint64 m_draftRevision = 0;
    bool m_saving = false;
    int m_generation = 0; // one more at each startNew() and edit()
};

} // namespace paydesk::payouts
