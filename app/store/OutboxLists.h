// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The outbox's lists as the pages show them, each a page at a time by an index of schema step 11
// (Migration.cpp), never a walk over the table, so that they answer as fast with 100,000 rows:
//
//   awaiting()        the profile's payouts waiting for approval, oldest first (it expires first):
//                     the approval queue, whole rows (its review reads the form and the body).
//   sent()            the profile's payouts approved and on their way or answered (sentStates()),
//                     newest first: the Approvals page's "Sent and in progress".
//   inProgress()      the profile's payouts in progress (inProgressStates()), newest first, of one
//                     maker (and those made before there were operators) or of everybody: New
//                     payout's list. Summary rows: see readSummary().
//   recipientFacts()  what the queue's warnings need of one payout's earlier payouts (ReviewWarnings.h
//                     RecipientHistory): the recipient's payouts that paid or are paying in the
//                     payout's currency, counted, their median amount, and whether one of the same
//                     amount was made within 24 hours of it; three indexed queries, whatever the
//                     recipient's history.
//   paidOrPayingTo()  the rows that paid or are paying to some recipient keys (a review's own).
//   expiredAwaiting() the rows of one currency waiting since before a cutoff (ApprovalDesk::expireDue()).
//   awaitingCurrencies() the currencies of the rows waiting (an index seek per currency).
//   held()            the profile's payouts held by the outbox processor (their signatures did not
//                     hold; outbox/OutboxStore.h hold()), newest held first, by the partial index
//                     payout_outbox_held (schema step 14): whole rows, for the approvers and
//                     administrators who must see them.
//
// A page is asked after the last row of the page before (`after`: its created_at and id), so that
// a row made or gone meanwhile neither repeats nor hides another. "Paid or paying" is
// paidOrPayingCondition(): the SQL of approvals::PayoutReview::paidOrPaying() (tst_outboxlists
// holds them equal over every state and service state).
//
// Blocking calls on the calling thread's connection: run them on the store's thread (postCall).

#include "domain/Money.h"
#include "payouts/PayoutDraft.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::store {

class Store;

class OutboxLists
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::OutboxLists)
public:
    using State = payouts::PayoutDraft::State;

    struct Page
    {
        QList<payouts::PayoutDraft> rows;
        bool more = false; // rows follow the last one of this page
    };
    // What the queue's warnings need of one recipient's payouts in one currency.
    struct RecipientFacts
    {
        qint64 count = 0; // paid or paying
        qint64 median = 0; // of their amounts (minor units), rounded down; 0 when count is 0
        bool duplicate = false; // one of the same amount within 24 hours
    };

    // `store` must outlive this object.
    explicit OutboxLists(Store *store);

    static QList<State> sentStates();
    static QList<State> inProgressStates();
    static QStringList sentStateKeys();
    static QStringList inProgressStateKeys();
    // The SQL condition on a row of payout_outbox that PayoutReview::paidOrPaying() says of it.
    static QString paidOrPayingCondition();

    // Pages of at most `limit` rows after the row `after` (nullptr: the first page).
    StoreResult<Page> awaiting(const QString &profileId, const payouts::PayoutDraft *after, int limit) const;
    // How many rows of the profile await approval (counted in the index, not read).
    StoreResult<qint64> awaitingCount(const QString &profileId) const;
    StoreResult<Page> sent(const QString &profileId, const payouts::PayoutDraft *after, int limit) const;
    // `maker` empty: everybody's; otherwise theirs and those without a maker.
    StoreResult<Page> inProgress(const QString &profileId, const QString &maker,
                                 const payouts::PayoutDraft *after, int limit) const;

    // Of the payouts to `recipientKey` that paid or are paying, in `amount`'s currency; `createdAt`:
    // the time of the payout looked at (for the same amount within 24 hours). Nothing for an empty
    // key or an invalid amount.
    StoreResult<RecipientFacts> recipientFacts(const QString &profileId, const QString &recipientKey,
                                               const Money &amount, const QDateTime &createdAt) const;
    // The two halves of recipientFacts(): the count and median (the same for every payout to the
    // recipient in that currency: a page of the queue asks once per recipient), and the same
    // amount within 24 hours (one index seek).
    StoreResult<RecipientFacts> recipientTotals(const QString &profileId, const QString &recipientKey,
                                                const QString &currency) const;
    StoreResult<bool> sameAmountWithinADay(const QString &profileId, const QString &recipientKey,
                                           const Money &amount, const QDateTime &createdAt) const;
    // The rows of `profileId` that paid or are paying to any of `recipientKeys`, oldest first.
    StoreResult<QList<payouts::PayoutDraft>> paidOrPayingTo(const QString &profileId,
                                                            const QStringList &recipientKeys) const;

    // The currencies of the rows awaiting approval, any profile; a null QString for rows without one.
    StoreResult<QStringList> awaitingCurrencies() const;
    // Id and revision of each row awaiting approval in `currency` (null: without one) since
    // `cutoff` or before (awaiting_since <= cutoff), any profile.
    StoreResult<QList<std::pair<QString, qint64>>> expiredAwaiting(const QString &currency,
                                                                   const QDateTime &cutoff) const;

    // The profile's held rows, at most `limit`, newest held first (then by id, descending).
    StoreResult<QList<payouts::PayoutDraft>> held(const QString &profileId, int limit) const;

private:
    StoreResult<Page> page(const QString &what, const QString &where, bool newestFirst, bool summary,
                           const QList<std::pair<QString, QVariant>> &binds,
                           const payouts::PayoutDraft *after, int limit) const;

    Store *const m_store;
};

} // namespace paydesk::store
