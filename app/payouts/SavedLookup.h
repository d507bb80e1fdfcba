// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The holder-name check saved with a draft, in words, the same on every page that shows it
// (Approvals' review, History's record of a payout made here): the registered name and the
// verdict on the name typed, or why there is none.

#include "payouts/PayoutDraft.h"

#include <QCoreApplication>
#include <QString>

namespace paydesk::payouts {

class SavedLookup
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::payouts::SavedLookup)
public:
    static QString text(const payouts::PayoutDraft::Content &content);
    // A lookup's outcome and the registered name in the same words (a fresh one, for the approver).
    static QString text(payouts::PayoutDraft::Lookup lookup, const QString &registeredName);
};

} // namespace paydesk::payouts
