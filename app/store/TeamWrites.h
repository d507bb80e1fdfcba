// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The writes of PayoutDrafts and AuditLog in team mode (Store::isTeam()): each a call of the team
// database's function (TeamCall.h, docs/team-contract.md), which takes the person from
// session_user, checks their group role, writes the row and its audit entry in one transaction,
// or refuses (PD0xx: StoreError::teamRefusal()). The classes keep their public API and signals;
// only where the row is written changes.
//
//   PayoutDrafts::save()/update()  paydesk_draft_save   (a new id and key made here, as the
//                                   direct path does; an update that changes the body gets a new key)
//   PayoutDrafts::remove()         paydesk_draft_delete
//   AuditLog::append()             paydesk_record        (the entries the app records itself)

#include "payouts/PayoutDraft.h"
#include "store/AuditEntry.h"
#include "store/AuditEvent.h"
#include "store/StoreResult.h"

namespace paydesk::store {

class Store;

namespace teamWrites {

// Whether `store` is a team store: opens it first when it is a PostgreSQL one not yet open (false
// when it cannot be opened: the direct path then reports why).
bool isTeam(Store *store);

enum class DraftWrite { Save, Update, Remove };
// The draft after the write (the row as it was for Remove), through paydesk_draft_save or
// paydesk_draft_delete. `changed` is false when an update changed nothing.
StoreResult<payouts::PayoutDraft> draft(Store *store, DraftWrite kind, const QString &profileId,
                                        const QString &id, qint64 expectedRevision,
                                        const payouts::PayoutDraft::Content &content, const QString &what,
                                        bool *changed);

// The sequence number of the entry paydesk_record appended.
StoreResult<qint64> record(Store *store, const AuditEvent &event, const QString &what);

} // namespace teamWrites

} // namespace paydesk::store
