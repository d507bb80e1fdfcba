// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Overview page shows of the local store, read in one job on the store's thread
// (read(), blocking: post it with store::postCall). Every list is a bounded page read by an index
// (schema steps 10, 11 and 16, Migration.cpp), never a walk over a table:
//
//   awaiting        the profile's payouts waiting for approval, oldest first (OutboxLists::awaiting())
//                   and how many there are (awaitingCount()): for an approver.
//   returned        a maker's payouts that need them (payouts::DraftsListModel::needsAttention():
//                   sent back, refused by the service, expired, held), newest first: the first page
//                   of OutboxLists::inProgress() and held() under the "mine" rule.
//   inFlight        approved and not settled yet (inFlightCondition()), newest first, and a count.
//   failed          FAILED or REVERSED at the service, settled since a cutoff, newest first.
//   statementsReady the profile's statements that became READY, asked for since a cutoff, newest first.
//
// The two conditions are the partial indexes' predicates of schema step 16, word for word: the
// queries use them as they are, so that SQLite uses the index.

#include "payouts/PayoutDraft.h"
#include "store/Statements.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace paydesk::store {
class Store;
}

namespace paydesk::overview {

struct OverviewFacts
{
    enum class Audience { Nobody, Maker, Approver, Viewer }; // who is signed in
    struct Query
    {
        QString profileId;
        Audience audience = Audience::Nobody;
        QString operatorId; // the maker's id for `returned` (empty: everybody's)
        QDateTime now; // UTC: the cutoffs are counted from it
        int limit = 5; // rows of each list
    };

    QList<payouts::PayoutDraft> awaiting;
    qint64 awaitingCount = 0;
    QList<payouts::PayoutDraft> returned;
    QList<payouts::PayoutDraft> inFlight;
    qint64 inFlightCount = 0;
    QList<payouts::PayoutDraft> failed;
    QList<store::StoredStatement> statementsReady;

    static constexpr int failedDays = 7;
    static constexpr int statementDays = 7;

    static QString inFlightCondition();
    static QString failedCondition();

    // Every list of `query`; the lists an audience does not see are left empty.
    static store::StoreResult<OverviewFacts> read(store::Store *store, const Query &query);
};

} // namespace paydesk::overview
