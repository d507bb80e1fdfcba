// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the statement exports write beside a payout's line (exporting::PayoutReference): the
// custom_id and the recipient of the payouts this profile made from Paydesk, by the service's
// payout id (payout_outbox.provider_payout_id).
//
//   find()       one query for a page's payout ids (at most a page of 50 at a time), by the index
//                payout_outbox_payout_id (profile_id, provider_payout_id): a seek per id, whatever
//                the size of the outbox. Blocking, on the calling thread's connection.
//   lookupFor()  the exports' hook (StatementFileExport::setReferenceLookup()): find() posted to
//                the store's thread (store::postCall()), its answer on the export's thread. A page
//                that cannot be read is written without references (and the store logs why).

#include "export/PayoutReferences.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace paydesk::store {

class Store;

class PayoutReferences
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::PayoutReferences)
public:
    // `store` must outlive this object.
    explicit PayoutReferences(Store *store);

    StoreResult<exporting::PayoutReferenceMap> find(const QString &profileId,
                                                    const QStringList &payoutIds) const;

    // `store` must outlive the exports that use the hook (AppContext waits for its posted jobs).
    static exporting::ReferenceLookup lookupFor(Store *store, const QString &profileId);

private:
    Store *const m_store;
};

} // namespace paydesk::store
