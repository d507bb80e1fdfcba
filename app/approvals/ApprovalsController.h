// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Approvals page without its widgets, for the page and the command-line tool: the queue of
// one profile (ApprovalQueueModel), its payouts approved here (SentPayoutsModel) and those Paydesk
// held and did not send (HeldPayoutsModel: their signatures did not hold), the people's names and
// the approval rules read with them, and the approvers' decisions.
//
//   reload()     reads the names, the rules, then the first page of the queue (with what its
//                warnings need of each row's recipient, counted by the store's indexes:
//                store::OutboxLists::recipientFacts()), the held payouts (OutboxLists::held(), at
//                most heldLimit, by their index) and the first page of the sent payouts, on the store's
//                thread: as many rows as were shown, at least pageSize; a reload() asked while one
//                runs reads once more when it is done (one guard for every reason to read: the
//                outbox changed, a draft, the service's state). loaded() when the models hold what
//                was read (error() says why not). The models ask for their next pages themselves
//                (fetchMore(): the view scrolled to their end); a reload meanwhile drops a page
//                that comes late.
//   readLocalPayouts()  a review's local payouts: the rows that paid or are paying to its
//                recipient keys (PayoutReview::localKeys()), by the store's index.
//   expireDue()  its own step, a write: every payout waiting longer than its currency's rule
//                allows is expired (ApprovalDesk::expireDue()), then the queue is read again.
//   readApprovers()  the operators now, for who may approve (another workstation may have added one).
//   decide()     an approval or a rejection through ApprovalDesk, the passphrase checked on the
//                store's thread; the outcome on the caller's thread.
//
// Other workstations (a team database, Services::changes): a payout of this profile submitted there
// is read alone (its row and its recipient's facts) and put in its place in the queue
// (ApprovalQueueModel::insertPayout(): not when its place is after the rows loaded while more
// follow: its page brings it); one that leaves the queue there is taken out at once. Whatever else
// moves (an approved payout on its way, SENT, FAILED, the names, the rules; and after a payout left
// the queue, so that a read made before it left does not bring it back) makes the read outdated(),
// at most once per Throttle::defaultInterval (200 payouts at once are a few reads, not 200); a draft
// edited there does nothing here. When the database is back after a loss (ChangeListener::
// catchUp()), outdated() too.
//
// Every call answers on this object's thread, unless the context given was destroyed meanwhile.

#include "approvals/ApprovalDesk.h"
#include "core/ReadGuard.h"
#include "operators/ApprovalRule.h"
#include "operators/Operator.h"
#include "payouts/PayoutDraft.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <optional>

namespace paydesk::outbox {
class PayoutFollower;
}
namespace paydesk::store {
class ChangeListener;
class Operators;
class PayoutDrafts;
struct TableChange;
} // namespace paydesk::store
namespace paydesk {
class Throttle;
}

namespace paydesk::approvals {

class ApprovalQueueModel;
class HeldPayoutsModel;
class SentPayoutsModel;

class ApprovalsController : public QObject
{
    Q_OBJECT
public:
    struct Services
    {
        store::PayoutDrafts *drafts = nullptr;
        outbox::OutboxStore *outbox = nullptr;
        ApprovalDesk *desk = nullptr;
        store::Operators *operators = nullptr;
        outbox::PayoutFollower *follower = nullptr; // optional: the service's state of those sent
        store::ChangeListener *changes = nullptr; // optional: other workstations' changes (team database)
    };
    // An approval or a rejection of `payout` (at the revision read) by `approverId`.
    struct Decision
    {
        bool approve = true;
        payouts::PayoutDraft payout;
        QString approverId;
        QString passphrase;
        QString reason; // a rejection's, for its maker
    };

    static constexpr int pageSize = 100;
    // Held payouts are a few, each to be looked into: the newest this many are listed.
    static constexpr int heldLimit = 200;

    explicit ApprovalsController(const Services &services, QObject *parent = nullptr);
    ~ApprovalsController() override;

    ApprovalQueueModel *queueModel() const { return m_queueModel; }
    SentPayoutsModel *sentModel() const { return m_sentModel; }
    HeldPayoutsModel *heldModel() const { return m_heldModel; }

    // The profile whose queue is read; another one forgets what was read of the previous one.
    void setProfile(const QString &profileId);
    QString profileId() const { return m_profileId; }

    void reload();
    void expireDue();
    bool isLoading() const { return m_reads.isReading(); }
    // Why the last read failed (translated); empty when it read.
    QString error() const { return m_error; }

    // The rows read so far (the pages loaded): the queue's whole rows, the sent ones' summary rows
    // (store::outboxColumns::readSummary()).
    QList<payouts::PayoutDraft> queue() const;
    QList<payouts::PayoutDraft> sent() const;
    QList<payouts::PayoutDraft> held() const; // whole rows, newest held first
    std::optional<payouts::PayoutDraft> queued(const QString &id) const;

    // How many approvals a payout of `amount` needs by the rules read with the queue.
    int approversNeeded(const Money &amount) const;
    // The name shown of an operator (their sign-in name until the names are read).
    QString nameOf(const QString &operatorId) const;
    QString namesOf(const QStringList &operatorIds) const;

    void readLocalPayouts(const QStringList &recipientKeys, QObject *context,
                          std::function<void(const store::StoreResult<QList<payouts::PayoutDraft>> &)> done);
    void readApprovers(QObject *context,
                       std::function<void(const store::StoreResult<QList<operators::Operator>> &)> done);
    void decide(const Decision &decision, QObject *context,
                std::function<void(const ApprovalDesk::Outcome &)> done);

Q_SIGNALS:
    // What was read is outdated: the outbox changed (here, in another window, the processor), a
    // draft, or the service's state of one sent. The caller reload()s when it shows the queue.
    void outdated();
    void loaded();
    // Payouts were expired by expireDue() (`count` of them, any profile).
    void expired(int count);

private:
    void read();
    void onRemoteChange(const store::TableChange &change);
    void readQueued(const QString &id);
    void readMoreQueue();
    void readMoreSent();

    Services m_services;
    ApprovalQueueModel *m_queueModel;
    SentPayoutsModel *m_sentModel;
    HeldPayoutsModel *m_heldModel;
    QString m_profileId;
    QHash<QString, QString> m_names; // operator id -> display name
    operators::ApprovalRules m_rules;
    QString m_error;
    Throttle *m_remote; // other workstations' changes, folded
    QHash<QString, qint64> m_heard; // outbox id -> the revision last heard of (another workstation)
    ReadGuard m_reads; // one read at a time, one more for the changes during it
    quint64 m_generation = 0; // one more at each read and profile: a later page of before is dropped
};

} // namespace paydesk::approvals
