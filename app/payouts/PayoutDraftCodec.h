// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PayoutDraftForm written down and read back: from a POST /payouts body (a payout sent or
// about to be), and as a snapshot of everything typed, valid or not, for a draft that is reopened
// as it was left. The form's fromRequestJson(), snapshot() and restore() are these.
//
// A snapshot is a JSON object:
//   {"format": "paydesk.payout-draft", "version": 1,
//    "recipient": "EXISTING" | "NEW",
//    "values": {"amount.value": "1,500.50", "sender.name": "...", ...}      as typed
//    "amount": {"currency": "KES", "value": "1500.50"}                     when the amount is valid
//    "on_behalf_of": ["...", ...],                                         as typed
//    "new_account": {"Type": "MOBILE_MONEY", "PhoneNumber": "0712 345 678", ...}
//                                                  PaymentAccountForm::Field names, as typed
//    "existing_account": {"id": "pac-...", "type": ..., "country": ..., ...}   the one chosen}
// The service's field errors are not kept: they were about a request that was sent.

#include <QJsonObject>

namespace paydesk::payouts {

class PayoutDraftForm;

class PayoutDraftCodec
{
public:
    static constexpr int snapshotVersion = 1;

    // Every field from the body (what is not in it is cleared, custom_id too). The amount is shown
    // as the form's locale writes amounts. A payment_account_id keeps the details of the form's
    // existing account when it is that account; otherwise only its id is known.
    static void fromRequestJson(PayoutDraftForm &form, const QJsonObject &body);

    static QJsonObject snapshot(const PayoutDraftForm &form);
    // false, and the form is left as it was, unless `snapshot` is one of snapshot() (this format,
    // this version). The amount is as typed, unless the form's locale reads that text as another
    // amount: then as the locale writes the amount saved.
    static bool restore(PayoutDraftForm &form, const QJsonObject &snapshot);
};

} // namespace paydesk::payouts
