// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What AuditLog::verify() found: the chain is whole, or the first entry where it breaks and why.

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
    };
    Q_ENUM(Problem)

    AuditVerification() = default;
    static AuditVerification intact(qint64 entries);
    static AuditVerification broken(Problem problem, qint64 seq, qint64 entriesChecked);

    bool isIntact() const { return m_problem == Problem::None; }
    Problem problem() const { return m_problem; }
    qint64 seq() const { return m_seq; } // the first broken entry; 0 when intact
    qint64 entriesChecked() const { return m_entriesChecked; } // whole entries before the break

    // A sentence for a person, translated: "The audit log is whole: entries 1 to 42 are as they
    // were written.", or which entry is broken and how.
    QString message() const;

private:
    Problem m_problem = Problem::None;
    qint64 m_seq = 0;
    qint64 m_entriesChecked = 0;
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::AuditVerification)
