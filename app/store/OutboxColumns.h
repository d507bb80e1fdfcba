// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The columns of table payout_outbox that its readers select, named once (Migration.cpp makes
// them): PayoutDrafts, outbox::OutboxStore and outbox::PayoutFollowStore each select
// selectList() and read the values they need by these names, never by position, so that a
// column added to the list moves nothing.
//
// readDraft() is the one reading of a row, as the one row type payouts::PayoutDraft that drafts,
// pages, desks, approvals, submission and following all hold; selectDraft() reads one row by its id.

#include "payouts/PayoutDraft.h"
#include "store/StoreResult.h"

#include <QLatin1String>
#include <QSqlQuery>
#include <QString>

namespace paydesk::store {

class StoreConfig;

namespace outboxColumns {

inline constexpr QLatin1String id {"id"};
inline constexpr QLatin1String profileId {"profile_id"};
inline constexpr QLatin1String state {"state"};
inline constexpr QLatin1String revision {"revision"};
inline constexpr QLatin1String idempotencyKey {"idempotency_key"};
inline constexpr QLatin1String customId {"custom_id"};
inline constexpr QLatin1String requestBody {"request_body"};
inline constexpr QLatin1String formSnapshot {"form_snapshot"};
inline constexpr QLatin1String recipientSummary {"recipient_summary"};
inline constexpr QLatin1String lookupVerdict {"lookup_verdict"};
inline constexpr QLatin1String registeredName {"registered_name"};
inline constexpr QLatin1String maker {"maker"};
inline constexpr QLatin1String currency {"currency"};
inline constexpr QLatin1String amountMinor {"amount_minor"};
inline constexpr QLatin1String createdAt {"created_at"};
inline constexpr QLatin1String updatedAt {"updated_at"};
inline constexpr QLatin1String leaseOwner {"lease_owner"};
inline constexpr QLatin1String leaseExpiresAt {"lease_expires_at"};
inline constexpr QLatin1String providerPayoutId {"provider_payout_id"};
inline constexpr QLatin1String lastError {"last_error"};
inline constexpr QLatin1String attempts {"attempts"};
inline constexpr QLatin1String retries {"retries"};
inline constexpr QLatin1String nextAttemptAt {"next_attempt_at"};
inline constexpr QLatin1String awaitingSince {"awaiting_since"};
inline constexpr QLatin1String firstApprover {"first_approver"};
inline constexpr QLatin1String secondApprover {"second_approver"};
inline constexpr QLatin1String returnedReason {"returned_reason"};
inline constexpr QLatin1String returnedBy {"returned_by"};
inline constexpr QLatin1String payoutState {"payout_state"};
inline constexpr QLatin1String payoutContext {"payout_context"};
inline constexpr QLatin1String payoutCheckedAt {"payout_checked_at"};
inline constexpr QLatin1String settledAt {"settled_at"};
inline constexpr QLatin1String followRetries {"follow_retries"};
inline constexpr QLatin1String nextFollowAt {"next_follow_at"};
inline constexpr QLatin1String heldReason {"held_reason"};
inline constexpr QLatin1String heldAt {"held_at"};
inline constexpr QLatin1String recipientKey {"recipient_key"}; // written, never read into a row

// Every name above, comma separated: what each reader selects.
const QString &selectList();
// selectList() without the two JSON columns (request_body, form_snapshot): what a list selects
// when it shows a row without opening it (readSummary()).
const QString &summaryList();

// The value of `column` in the current row of `q` (which selected selectList()).
inline QVariant value(const QSqlQuery &q, QLatin1String column)
{
    return q.value(QString(column));
}

// The sentence of a row that Paydesk cannot have written, after `what`.
StoreError damaged(const QString &what, const QString &why);

// The current row of `q` as a draft; Kind::Damaged for a row Paydesk cannot have written.
StoreResult<payouts::PayoutDraft> readDraft(const QSqlQuery &q, const QString &what);
// The current row of `q` (which selected summaryList()) as a list shows it, without parsing JSON:
// the content's request body holds only the custom_id and the amount (from their columns), the form
// snapshot is empty, and so are the request bytes. Load the row (selectDraft()) to open it.
StoreResult<payouts::PayoutDraft> readSummary(const QSqlQuery &q, const QString &what);
// The row `id` of `profileId` through `q` (prepared here); NotFound when there is none.
StoreResult<payouts::PayoutDraft> selectDraft(QSqlQuery &q, const StoreConfig &config,
                                              const QString &profileId, const QString &id,
                                              const QString &what);

} // namespace outboxColumns

} // namespace paydesk::store
