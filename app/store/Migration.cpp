// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/Migration.h"

#include "store/AuditEntry.h"
#include "store/SqlDialect.h"

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

// 1: the audit log (AuditLog.h): one row per entry, chained by hashes, and a one-row head that
// holds the last sequence number and hash, updated in the same transaction as each append, so
// that deleting the last entries is evident too.
QStringList auditLog(const SqlDialect &d)
{
    QStringList statements {
        d.expand(u"CREATE TABLE audit_log ("
                 "seq {bigint} PRIMARY KEY, "
                 "recorded_at TEXT NOT NULL, "
                 "os_user TEXT NOT NULL, "
                 "profile_id TEXT NOT NULL, "
                 "action TEXT NOT NULL, "
                 "detail TEXT NOT NULL, "
                 "prev_hash TEXT NOT NULL, "
                 "hash TEXT NOT NULL)"_s),
        d.expand(u"CREATE TABLE audit_head ("
                 "id INTEGER PRIMARY KEY CHECK (id = 1), "
                 "last_seq {bigint} NOT NULL, "
                 "last_hash TEXT NOT NULL)"_s),
        u"INSERT INTO audit_head (id, last_seq, last_hash) VALUES (1, 0, '%1')"_s.arg(
            AuditEntry::genesisHash()),
    };
    statements << d.appendOnly(u"audit_log"_s);
    return statements;
}

} // namespace

const QList<Migration> &Migration::builtIn()
{
    static const QList<Migration> migrations {
        {1, u"audit log"_s, &auditLog},
    };
    return migrations;
}

} // namespace paydesk::store
