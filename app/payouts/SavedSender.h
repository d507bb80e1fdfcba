// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A sender kept from an earlier payout (store::PayoutDrafts::recentSenders(): the request's
// "sender" object, newest first), as the New payout form offers it again: its label in a list,
// its values on the form's fields, and when the last one is offered by itself.

#include "payouts/PayoutDraftForm.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace paydesk::payouts {

class SavedSender
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::payouts::SavedSender)
public:
    // "Name (City, Country)", or the name alone when the sender has no city or country.
    static QString label(const QJsonObject &sender);
    // The sender's values by the form's paths: {"name": "Acme", "address": {"city": "Nairobi"}} is
    // "sender.name" = "Acme", "sender.address.city" = "Nairobi".
    static QHash<QString, QString> formValues(const QJsonObject &sender);
    // Whether to offer the last sender by itself: the form needs a sender (its country's rules)
    // and none of the sender's fields among `paths` has been typed.
    static bool wanted(const PayoutDraftForm &form, const QStringList &paths);
};

} // namespace paydesk::payouts
