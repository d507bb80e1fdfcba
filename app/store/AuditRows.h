// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The columns of an audit_log row and the entry they make, for the store's classes that read the
// log (AuditLog's reading, search and verification). Not for use outside app/store.

#include "store/AuditEntry.h"

#include <QSqlQuery>
#include <QString>

namespace paydesk::store::auditRows {

// In this order: readEntry() reads them so.
inline QString columns()
{
    using namespace Qt::StringLiterals;
    return u"seq, recorded_at, os_user, profile_id, action, detail, prev_hash, hash"_s;
}

inline AuditEntry readEntry(const QSqlQuery &q)
{
    AuditEntry e;
    e.seq = q.value(0).toLongLong();
    e.time = AuditEntry::timeFromText(q.value(1).toString());
    e.osUser = q.value(2).toString();
    e.profileId = q.value(3).toString();
    e.action = q.value(4).toString();
    e.detail = q.value(5).toString();
    e.previousHash = q.value(6).toString();
    e.hash = q.value(7).toString();
    return e;
}

} // namespace paydesk::store::auditRows
