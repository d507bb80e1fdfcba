// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an approver looks at before approving one payout of the queue: the facts of
// ReviewWarnings.h gathered for it, and the warnings they give, kept up to date as answers come.
//
// - The lookup saved with the draft, and a fresh one made now through the payout's own profile
//   (LookupValidator, at once: nothing is being typed), for the account and holder name of the
//   draft's form snapshot.
// - The wallet's available balance now (GET /wallets), or that the service has no such wallet.
// - Who the recipient is at the service: a payout to an account typed as new goes to the saved
//   account with the same type, country and number if the service has one (recipients/
//   AccountIdentity.h; GET /payment-accounts read once): its pac- id, and the name it is saved
//   under, which the approver is told when it is not the name typed.
// - The recipient's earlier payouts: the profile's own outbox rows that paid or are paying to the
//   recipient (given by the caller: setLocalPayouts(), the rows of localKeys() that the store
//   finds by its index, store::OutboxLists::paidOrPayingTo(), read again on localKeysChanged()), and the
//   service's payouts of the last earlierDays days (GET /payouts with created_at_from, newest first), whoever
//   made them: each is the recipient's when its payment_account_id is the recipient's. The walk stops once
//   the facts are settled (enough of the recipient's payouts, and past the 24 hours before this one) or after
//   maxServicePages pages; "first payout" is only said when the whole period was read.
// Each answer recomputes the warnings (changed()); a failure leaves its fact unknown (a balance
// not known gives no balance warning; a service list not read leaves only the local payouts).

#include "api/Resources.h"
#include "approvals/ReviewWarnings.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraft.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace paydesk::api {
class ApiClient;
class PageWalker;
} // namespace paydesk::api

namespace paydesk::approvals {

class PayoutReview : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxServicePages = 200; // of 50: 10,000 payouts
    static constexpr int maxAccountPages = 100; // of 50
    static constexpr int earlierDays = 90;
    static constexpr int enoughEarlier = 5; // of the recipient's payouts, for "usual"

    // `client`: the session of the payout's profile (nullptr: no fresh facts, only the saved ones).
    PayoutReview(const payouts::PayoutDraft &draft, api::ApiClient *client, QObject *parent = nullptr);
    ~PayoutReview() override;

    const payouts::PayoutDraft &draft() const { return m_draft; }
    static LookupOutcome outcomeOf(payouts::PayoutDraft::Lookup saved);
    // Whether an outbox row is a payout made to its recipient, for "first payout", "the same
    // within 24 hours" and "usual": one the service refused, or that FAILED, was CANCELLED or
    // REVERSED paid nobody; one on its way (approved, being sent) counts.
    static bool paidOrPaying(const payouts::PayoutDraft &row);
    static bool paidOrPaying(const QString &serviceState);
    // The facts of `draft` known from the draft alone: amount, recipient, when made, the lookup saved.
    static ReviewFacts savedFacts(const payouts::PayoutDraft &draft);
    // The warnings the local facts tell for sure, without the service (the queue's, before a
    // review): the saved lookup, and `history`: what the profile's payouts that paid or are paying
    // to the same recipient key say (store::OutboxLists::recipientFacts()). "First payout", "not
    // checked" and the balance need the service and are left out.
    static QList<ReviewWarning> localWarnings(const payouts::PayoutDraft &draft,
                                              const RecipientHistory &history,
                                              const QLocale &locale = QLocale());

    // The recipient keys (payouts::recipientKeyOf()) whose local rows can be this recipient's: the
    // body's, and once the accounts are read, the saved account a new one is (its pac- id).
    QStringList localKeys() const;
    // The profile's outbox rows of localKeys() that went for submission (rows of other states or
    // recipients are left out here).
    void setLocalPayouts(const QList<payouts::PayoutDraft> &rows);
    // Starts the fresh lookup and the reads.
    void start();

    ReviewFacts facts() const;
    QList<ReviewWarning> warnings(const QLocale &locale = QLocale()) const;
    payouts::LookupValidator *lookup() const { return m_lookup; }
    std::optional<Money> available() const { return m_available; }
    bool isReadingEarlier() const;
    // The saved account a payout to a new account goes to, once the accounts are read.
    std::optional<api::PaymentAccount> savedAccount() const { return m_savedAccount; }
    // The recipient's name as the service will pay it: the saved account's when there is one.
    QString recipientName() const;

Q_SIGNALS:
    void changed();
    // localKeys() has one more key: the caller gives the rows of the keys again.
    void localKeysChanged();

private:
    void readWallets();
    void readAccounts();
    void readEarlier();
    QString keyOf(const QJsonObject &requestBody) const; // payouts::recipientKeyOf(), new accounts resolved

    payouts::PayoutDraft m_draft;
    QPointer<api::ApiClient> m_client;
    payouts::LookupValidator *m_lookup;
    QList<payouts::PayoutDraft> m_localRows;
    QList<EarlierPayout> m_local;
    QHash<QString, QString> m_savedIds; // account identity -> pac- id, once the accounts are read
    std::optional<api::PaymentAccount> m_savedAccount;
    QString m_typedName;
    bool m_earlierComplete = false;
    QList<EarlierPayout> m_service;
    QSet<QString> m_localPayoutIds; // pyt- ids of local rows: not counted twice
    std::optional<Money> m_available;
    bool m_walletUnknown = false;
    QPointer<api::PageWalker> m_walker;
};

} // namespace paydesk::approvals
