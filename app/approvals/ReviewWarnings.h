// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an approver is warned of before approving a payout (issue: the Approvals page), as a pure
// function of facts the caller gathers: the payout, what the lookup said (saved with the draft,
// and made again now), the recipient's earlier payouts and the wallet's available balance.
//
// The warnings, each with a sentence for the approver:
// - NameMismatch: the lookup's registered name does not match the holder name (the fresh
//   lookup's verdict when there is one, else the one saved with the draft); NameCloseMatch when
//   it is only close (an initial, a missing middle name, a spelling).
// - AccountNotFound: the lookup found no such account.
// - LookupNotMade: neither lookup could be made (the provider did not answer, or none was made).
// - FirstPayout: no earlier payout to this recipient in the period read, said only once every
//   earlier payout of that period is known (earlierComplete): a list that was cut short says
//   nothing of "first". The period is said with it (earlierDays).
// - SavedUnderAnotherName: the payout is to a new account, and the service already has that
//   account saved under another holder name: the service pays the saved account, under its name.
// - Duplicate: a payout of the same amount to the same recipient within 24 hours (before or
//   after this one: a draft approved late may follow one sent meanwhile).
// - WellAboveUsual: more than three times the median of the recipient's earlier payouts in the
//   same currency, once there are at least three of them (fewer say too little of "usual").
// - InsufficientBalance: more than the wallet's available balance now (the service would refuse
//   it with 402).
// - WalletUnknown: the service's wallets were read and the payout's is not among them (a wallet
//   closed, or a local sandbox started afresh since the draft).
// A warning never stops an approval; it is what the approver reads first.

#include "domain/Money.h"
#include "payouts/NameMatch.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace paydesk::approvals {

// What a lookup said, as far as warnings go.
enum class LookupOutcome { NotMade, Match, CloseMatch, NoMatch, NotFound, NotOffered };

struct EarlierPayout
{
    QString recipientKey; // the same key as ReviewFacts::recipientKey
    Money amount;
    QDateTime createdAt; // UTC
};

struct ReviewFacts;

// What the earlier payouts say of this payout's recipient, all that the warnings need of them:
// computed from ReviewFacts::earlier (of()), or counted by the store for the approval queue
// (store::OutboxLists::recipientFacts(), without reading the payouts themselves).
struct RecipientHistory
{
    bool known = false; // some earlier payout to the recipient, in any currency
    qint64 sameCurrency = 0; // those in the payout's currency with a valid amount
    qint64 median = 0; // of their amounts (minor units), rounded down; 0 when there is none
    bool duplicate = false; // one of the same amount within 24 hours of this payout

    static RecipientHistory of(const ReviewFacts &facts);
};

struct ReviewFacts
{
    Money amount;
    // What identifies the recipient across payouts: its payment_account_id, or for a recipient
    // not yet on the service, what the caller uses for the same account in `earlier`.
    QString recipientKey;
    QDateTime createdAt; // of this payout (its draft), UTC
    LookupOutcome savedLookup = LookupOutcome::NotMade; // saved with the draft
    std::optional<LookupOutcome> freshLookup; // made now; nullopt while it is under way
    QString registeredName; // the lookup's, when it found the account
    QList<EarlierPayout> earlier; // known payouts (any recipient; those of others are ignored)
    // When given, what `earlier` would say of the recipient (then `earlier` is not read).
    std::optional<RecipientHistory> history;
    // Every payout of the period read is in `earlier` (false: only some, e.g. Paydesk's own rows
    // while the service's are not read): FirstPayout is said only then.
    bool earlierComplete = true;
    int earlierDays = 0; // how far back `earlier` goes; 0: not said
    QString typedName; // the holder name the maker gave
    QString savedName; // the name the account is saved under at the service, when it is
    std::optional<Money> available; // the wallet's available balance; nullopt when unknown
    bool walletUnknown = false; // the service's wallets were read and this payout's is not among them
};

class ReviewWarning
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::approvals::ReviewWarning)
public:
    enum class Kind {
        NameMismatch,
        NameCloseMatch,
        AccountNotFound,
        LookupNotMade,
        FirstPayout,
        Duplicate,
        WellAboveUsual,
        InsufficientBalance,
        WalletUnknown,
        SavedUnderAnotherName,
    };

    Kind kind;
    QString text; // translated, for the approver

    // Every warning of `facts`, the most serious first (as listed in Kind).
    static QList<ReviewWarning> of(const ReviewFacts &facts, const QLocale &locale = QLocale());
};

} // namespace paydesk::approvals
