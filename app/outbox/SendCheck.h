// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The check the outbox processor makes before every POST of a payout (OutboxProcessor::send(),
// issue "approvals that cannot be forged"): the approvals' signatures of the row as it is about
// to be sent, verified by approvals::SignatureVerifier against the keys of the store
// (store::SigningKeys) and the one administrator key this workstation trusts
// (operators::TrustAnchor, kept at first sight of the store's root and never replaced silently),
// with the number of approvers the approval rules in force ask for the row's amount
// (ApprovalRuleStore::rulesOf()). Whatever the database says, a row whose signatures do not hold
// is not sent: the processor holds it (OutboxStore::hold()) with the verdict's reason.
//
// Runs on the store's thread (a store::postCall of the processor): it reads the row's signatures
// (an index probe), the keys (tens of rows) and the rules (a few rows).

#include "approvals/SignatureVerifier.h"
#include "operators/TrustAnchor.h"
#include "payouts/PayoutDraft.h"
#include "store/StoreResult.h"

#include <QString>

namespace paydesk::store {
class Store;
}

namespace paydesk::outbox {

class SendCheck
{
public:
    struct Result
    {
        approvals::SignatureVerifier::Verdict verdict;
        operators::TrustAnchor::Outcome anchor = operators::TrustAnchor::Outcome::NoRoot;
        QString rootFingerprint; // the store's root, when it has one (for the log at first sight)
    };

    // `row` read whole (its request bytes: what will be POSTed), `service` the
    // ApprovalStatement::serviceOf() of the profile whose session sends it. An error only when the
    // store could not be read (the row is then left for later, neither sent nor held).
    static store::StoreResult<Result> run(store::Store *store, const payouts::PayoutDraft &row,
                                          const QString &service);
};

} // namespace paydesk::outbox
