// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What identifies the recipient of a payout across payouts, from its POST /payouts body: the
// payment_account_id of a saved recipient, or for an account typed as new, "new:<type>:<number>"
// (the number of whichever kind of account it is); empty when the body names neither.
//
// One function for the store and the review: store::PayoutDrafts writes it to the row's
// recipient_key column with every write of the body (schema step 11 filled the rows of before
// with this same function), and approvals::PayoutReview and the approval queue's warnings compare
// payouts by it (ReviewFacts::recipientKey).

#include <QJsonObject>
#include <QString>

namespace paydesk::payouts {

QString recipientKeyOf(const QJsonObject &requestBody);

} // namespace paydesk::payouts
