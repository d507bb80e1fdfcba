// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The payouts in progress of a profile, as New payout lists them for the operator at the keyboard:
// its drafts, those awaiting approval, and those the service refused or that expired (to be
// corrected and submitted again), newest first, each in one line with what is happening to it.
// Above them, those Paydesk held and did not send (their approvals' signatures did not hold:
// store::OutboxLists::held(), newest held first, read with the first page), "Held: not sent:
// <reason>" (payouts::PayoutStateText::heldText()); opened, one goes back to a draft
// (PayoutWorkflow::reopen(), as an expired one) to be approved again.
//
// "Mine" (isMine()): a payout is the signed-in operator's when they made it, or when it was made
// before there were operators; another maker's payouts are theirs to change. With an operator
// signed in the list holds only theirs; with nobody signed in, all of the profile's, to look at.
//
// The list reads the store (store::OutboxLists::inProgress(), on its worker thread, by an index) for
// the profile given by setProfileId() when reload() is called, and again by itself whenever a draft
// of that profile is saved, changed or deleted, a payout of the outbox changes state, or another
// operator signs in. Nothing is read while no profile is set. It reads a page at a time (pageSize,
// newest first; canFetchMore()/fetchMore() the next one; a reload reads as many as were listed),
// and of each row only its columns, not its request body or form (the rows are summary rows:
// store::outboxColumns::readSummary()); loadDraft() reads the whole row of one to open it.

#include "payouts/PayoutDraft.h"

#include <QAbstractListModel>
#include <QList>
#include <QLocale>
#include <QString>

#include <functional>
#include <optional>

namespace paydesk::store {
class ChangeListener;
class PayoutDrafts;
} // namespace paydesk::store
namespace paydesk {
class Throttle;
}
namespace paydesk::outbox {
class OutboxStore;
}
namespace paydesk::operators {
class SignedIn;
}

namespace paydesk::payouts {

class DraftsListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        IdRole = Qt::UserRole, // QString: the draft's local id
        StateRole, // PayoutDraft::State
        AttentionRole, // bool: refused, expired or returned: its maker has something to correct
        StatusRole, // QString: what is happening to it ("Waiting for approval")
    };

    static constexpr int pageSize = 100;

    // Each must outlive the model.
    DraftsListModel(store::PayoutDrafts *drafts, outbox::OutboxStore *outbox, operators::SignedIn *signedIn,
                    QObject *parent = nullptr);
    ~DraftsListModel() override;

    // Also reads again when another workstation changes a payout of the profile listed that is the
    // signed-in operator's (or any, with nobody signed in): approved, sent, refused, returned, or a
    // draft of theirs saved elsewhere; at most once per Throttle::defaultInterval; and when the
    // database is back after a loss (ChangeListener::catchUp()). `changes` must outlive the model.
    void followChangesOf(store::ChangeListener *changes);

    // The profile whose payouts are listed; the list is emptied until reload() reads it.
    void setProfileId(const QString &profileId);
    QString profileId() const { return m_profileId; }
    // Reads the list again (nothing without a profile); loaded() follows.
    void reload();
    // How amounts and times are written.
    void setLocale(const QLocale &locale);

    // The states listed: those whose maker has something to do or to wait for.
    static QList<PayoutDraft::State> listedStates();
    // The signed-in operator's payout, or one made before there were operators.
    bool isMine(const PayoutDraft &draft) const;
    bool isSignedIn() const;
    // What is happening to a payout, in words (the second line of its row).
    static QString statusText(const PayoutDraft &draft);
    // Its maker has something to correct: refused, expired, held, or returned with a reason.
    static bool needsAttention(const PayoutDraft &draft);

    // The rows listed are summary rows: drafts() and draft() hold no form snapshot, and of the
    // request body only its custom_id and amount. To open one, its whole row:
    void loadDraft(const QString &id, QObject *context,
                   std::function<void(const std::optional<PayoutDraft> &draft, const QString &error)> done);

    bool canFetchMore(const QModelIndex &parent = {}) const override;
    void fetchMore(const QModelIndex &parent = {}) override;

    bool hasMore() const { return m_more; } // rows follow the last one listed
    const QList<PayoutDraft> &drafts() const { return m_rows; }
    std::optional<PayoutDraft> draft(const QString &id) const;
    int rowOf(const QString &id) const; // -1 when not listed

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // The list was read (or could not be: it is empty then).
    void loaded();

private:
    void read(bool more);

    store::PayoutDrafts *const m_drafts;
    outbox::OutboxStore *const m_outbox;
    operators::SignedIn *const m_signedIn;
    Throttle *m_remote; // other workstations' changes, folded
    bool m_more = false; // rows follow the last one listed
    bool m_fetching = false;
    quint64 m_generation = 0; // one more at each reload and profile: a late page is dropped
    QString m_profileId;
    QLocale m_locale;
    QList<PayoutDraft> m_rows; // the profile's payouts in progress, as listed
};

} // namespace paydesk::payouts
