// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The check of the audit log's hash chain, one entry at a time, in order: what AuditLog::verify()
// (the whole chain), AuditLog::verifySinceCheckpoint() (the entries after the last whole check)
// and a verification made in steps (audit::AuditVerifyTask, AuditLog::verifyStep()) share. It
// holds where the walk is (the last entry found whole and its hash), how many entries it read, and
// the first break; it reads nothing itself: the caller feeds it the entries, oldest first.
//
// An entry is whole when it has the number after the last one (no gap, nothing numbered twice),
// its fields still give its hash, and it names the hash of the entry before it. At the end,
// finish() compares what was walked with the log's recorded end (audit_head).

#include "store/AuditEntry.h"
#include "store/AuditVerification.h"

#include <QString>

#include <limits>
#include <optional>

namespace paydesk::store {

class AuditChainWalk
{
public:
    // From the first entry (the genesis hash before it).
    static AuditChainWalk fromStart();
    // After an entry known to be whole (a checkpoint's): entry `seq` has the hash `hash`.
    static AuditChainWalk after(qint64 seq, const QString &hash);

    // Checks the next entry read (entries in the order of their numbers); false once the chain
    // breaks, at this entry or before (broken() then says where and how).
    bool check(const AuditEntry &entry);
    // The log's recorded end against what was walked: the verification's outcome (or the break
    // found before). `hasHead` false: the record of the end is gone.
    AuditVerification finish(bool hasHead, qint64 headSeq, const QString &headHash) const;

    const std::optional<AuditVerification> &broken() const { return m_broken; }
    // The entries of a page are read after this number (also rows numbered 0 or below, from the
    // start): the walk's position in the table.
    qint64 cursor() const { return m_cursor; }
    qint64 lastSeq() const { return m_expected - 1; } // the last entry found whole
    QString lastHash() const { return m_previous; } // its hash (the genesis hash for none)
    qint64 entriesRead() const { return m_read; }
    void countRead(qint64 entries) { m_read += entries; } // entries read besides the walk's own
    qint64 since() const { return m_since; } // where the walk started (0: the first entry)

private:
    AuditVerification broken(AuditVerification::Problem problem, qint64 seq, qint64 checked) const;

    qint64 m_expected = 1;
    QString m_previous;
    qint64 m_cursor = std::numeric_limits<qint64>::min();
    qint64 m_read = 0;
    qint64 m_since = 0;
    std::optional<AuditVerification> m_broken;
};

} // namespace paydesk::store
