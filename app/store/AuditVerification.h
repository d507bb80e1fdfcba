// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What AuditLog::verify() (the whole chain) or AuditLog::verifySinceCheckpoint() (the entries
// after the last whole verification) found: the chain is whole, or the first entry where it breaks
// and why; and what the check cost (the entries it read) and where it started.

#include <QCoreApplication>
#include <QMetaType>
#include <QObject>
#include <QString>

namespace paydesk::store {

class AuditVerification
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::AuditVerification)
public:
    enum class Problem {
        None, // the chain is whole
        ContentChanged, // the entry's fields no longer give its hash: it was edited
        EntryMissing, // no entry with this number: it was deleted (also the last ones)
        PreviousHashMismatch, // the entry does not name the hash of the entry before it
        UnrecordedEntry, // the entry is beyond the recorded end of the log: not written by Paydesk
        HeadMismatch, // the last entry is not the one recorded as the last: it was replaced
        HeadDamaged, // the record of the log's end is gone or does not fit an empty log (seq() is 0)
        // The entry a checkpoint (an "audit.verified" entry) names as checked no longer has the
        // hash it had then, or the checkpoint names no entry before itself: the log was changed
        // up to there since it was last verified whole (seq(): that entry, or the checkpoint's).
        CheckpointMismatch,
    };
    Q_ENUM(Problem)

    AuditVerification() = default;
    static AuditVerification intact(qint64 entries);
    static AuditVerification broken(Problem problem, qint64 seq, qint64 entriesChecked);

    bool isIntact() const { return m_problem == Problem::None; }
    Problem problem() const { return m_problem; }
    qint64 seq() const { return m_seq; } // the first broken entry; 0 when intact
    qint64 entriesChecked() const { return m_entriesChecked; } // whole entries before the break
    // The entries the check read (a check since a checkpoint: the checkpoint, the entry it names,
    // and those after it).
    qint64 entriesRead() const { return m_entriesRead; }
    void setEntriesRead(qint64 entries) { m_entriesRead = entries; }
    // 0: the chain was walked from its first entry; otherwise from this entry on, which the newest
    // checkpoint names (the entries up to it were found whole by the verification it records).
    qint64 since() const { return m_since; }
    void setSince(qint64 seq) { m_since = seq; }
    bool isWhole() const { return m_since == 0; }
    // Intact: the hash of the last entry (what a checkpoint records).
    QString lastHash() const { return m_lastHash; }
    void setLastHash(const QString &hash) { m_lastHash = hash; }

    // A sentence for a person, translated: "The audit log is whole: entries 1 to 42 are as they
    // were written.", or which entry is broken and how.
    QString message() const;

private:
    Problem m_problem = Problem::None;
    qint64 m_seq = 0;
    qint64 m_entriesChecked = 0;
    qint64 m_entriesRead = 0;
    qint64 m_since = 0;
    QString m_lastHash;
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::AuditVerification)
