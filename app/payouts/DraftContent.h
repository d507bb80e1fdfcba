// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What "Save for approval" hands to the outbox (store::PayoutDrafts) from a PayoutDraftForm: its
// POST /payouts body (toRequestJson(): exactly what will be sent), its snapshot (everything typed,
// for reopening) and a recipient summary for lists. The caller adds the lookup's outcome
// (applyLookup()) and the maker.

#include "payouts/LookupValidator.h"
#include "payouts/NameMatch.h"
#include "payouts/PayoutDraft.h"

#include <QString>

namespace paydesk::payouts {

class PayoutDraftForm;

payouts::PayoutDraft::Content draftContent(const PayoutDraftForm &form);

// "Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)": the holder, the account's number or handle,
// its type and country, each when known; the payment account's id when nothing else is.
QString recipientSummary(const PayoutDraftForm &form);

// The outbox's record of a name verdict.
payouts::PayoutDraft::Lookup lookupOutcome(NameVerdict verdict);
// The lookup's result into `content`: its outcome (Found: the verdict, None without a name typed;
// NotFound; NotOffered; Unavailable and Failed: Unavailable; Idle and Checking: None) and the
// registered name (Found only).
void applyLookup(payouts::PayoutDraft::Content &content, const LookupValidator::Result &result);

} // namespace paydesk::payouts
