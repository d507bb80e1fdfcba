// SPDX-License-Identifier: GPL-3.0-or-later
#include "outbox/SendCheck.h"

#include "operators/SigningKey.h"
#include "store/ApprovalRuleStore.h"
#include "store/SigningKeys.h"
#include "store/Store.h"

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

using approvals::SignatureVerifier;
using store::StoreResult;

StoreResult<SendCheck::Result> SendCheck::run(store::Store *store, const payouts::PayoutDraft &row,
                                              const QString &service)
{
    const store::SigningKeys keys(store);
    const StoreResult<std::optional<operators::OperatorKey>> root = keys.root();
    if (!root.ok())
        return root.error();
    const StoreResult<QList<approvals::ApprovalSignature>> signatures = keys.signaturesOf(row.id);
    if (!signatures.ok())
        return signatures.error();
    const StoreResult<QList<operators::OperatorKey>> all = keys.all();
    if (!all.ok())
        return all.error();
    const StoreResult<operators::ApprovalRules> rules = store::ApprovalRuleStore::rulesOf(store);
    if (!rules.ok())
        return rules.error();

    Result result;
    operators::TrustAnchor anchor(store->config().identity());
    result.anchor = anchor.consider(root.value());
    if (root.value())
        result.rootFingerprint = operators::SigningKey::fingerprint(root.value()->publicKey);

    SignatureVerifier::Input input;
    input.row = row;
    input.service = service;
    const Money amount = row.amount();
    input.approversNeeded
        = amount.isValid() ? rules.value().ruleFor(amount.currency()).approversNeeded(amount) : 1;
    input.signatures = signatures.value();
    for (const operators::OperatorKey &key : all.value())
        input.keys.insert(key.keyId, key);
    input.trustedRoot = anchor.keptRoot();
    result.verdict = SignatureVerifier::verify(input);
    // The kept root decides: signatures that chain to it still count. Those that do not are held
    // with the reason that matters, the store's root having changed.
    if (result.anchor == operators::TrustAnchor::Outcome::Changed && !result.verdict.ok()) {
        result.verdict.reason
            = SignatureVerifier::tr(
                  "The team's administrator key in the database is not the one this computer trusts (%1): "
                  "nothing is sent until an administrator looks into it.")
                  .arg(anchor.keptFingerprint());
        result.verdict.detail = u"the store's root key %1 is not the kept root %2; %3"_s.arg(
            root.value() ? root.value()->keyId : u"(none)"_s, anchor.keptRoot(), result.verdict.detail);
    }
    return result;
}

} // namespace paydesk::outbox
