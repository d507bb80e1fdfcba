// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FieldReader.h"

namespace paydesk::sandbox {

struct ValidationContext;

namespace validation {

// The rules of a payment account object (POST /v1/payment-accounts, or embedded in a payout or
// payin as payment_account): its type, country and holder, and the block of its type
// (mobile_money, bank_account, bank_account_route, alias) checked against the country's operators,
// banks, routes and alias networks. Every failing field goes to the reader's errors.
void paymentAccount(const FieldReader &account, const ValidationContext &ctx);

} // namespace validation
} // namespace paydesk::sandbox
