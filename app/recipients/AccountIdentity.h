// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What makes two payment accounts the same account for the payment service, which pays an
// account it already has rather than making another ("get-or-create"): the type, the country and
// where the money goes (the mobile number, the bank and the account number, the routing code and
// the number, the alias). Not the holder's name: a number already saved, typed again with another
// name, is still the saved account, and is paid under the saved name.
//
// Used to say on New payout that an account typed as new is already saved (and as whom), and to
// find a new account's earlier payouts for the approver's warnings.

#include "api/Resources.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace paydesk::recipients {

// "MOBILE_MONEY|KE|+254712345678"; empty while the account is not complete enough to say.
QString accountIdentity(const api::PaymentAccountDetails &details);
// The same, of a payment account as a request body has it ("payment_account").
QString accountIdentity(const QJsonObject &paymentAccount);

// The saved account that is the same as `details`, if one of `saved` is.
std::optional<api::PaymentAccount> savedAccountFor(const api::PaymentAccountDetails &details,
                                                   const QList<api::PaymentAccount> &saved);

} // namespace paydesk::recipients
