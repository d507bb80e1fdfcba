// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the local store knows of a payout that the service's statement line does not say: the
// custom_id it was made with and the recipient in words (payout_outbox.custom_id,
// recipient_summary). The MT940 and CAMT.053 exports write them beside the line (the customer
// reference and EndToEndId, the counterparty) when a lookup is given (StatementFileExport::
// setReferenceLookup(); store::PayoutReferences::lookupFor() is the store's).

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace paydesk::exporting {

struct PayoutReference
{
    QString customId;
    QString recipient; // recipient_summary: the recipient as the person knows them
};

// By the service's payout id (pyt-...).
using PayoutReferenceMap = QHash<QString, PayoutReference>;

// Asked once per page of lines with the page's payout ids; calls `done` once with what it found
// (nothing for a payout it does not know, or when it cannot read), later, on `context`'s thread,
// unless `context` is gone by then. `context` is the export task: a lookup posts with it
// (store::postCall()).
using ReferenceLookup = std::function<void(const QStringList &payoutIds, QObject *context,
                                           std::function<void(const PayoutReferenceMap &)> done)>;

} // namespace paydesk::exporting
