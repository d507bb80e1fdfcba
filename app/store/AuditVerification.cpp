// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditVerification.h"

namespace paydesk::store {

AuditVerification AuditVerification::intact(qint64 entries)
{
    AuditVerification v;
    v.m_entriesChecked = entries;
    return v;
}

AuditVerification AuditVerification::broken(Problem problem, qint64 seq, qint64 entriesChecked)
{
    AuditVerification v;
    v.m_problem = problem;
    v.m_seq = seq;
    v.m_entriesChecked = entriesChecked;
    return v;
}

QString AuditVerification::message() const
{
    const QString seq = QString::number(m_seq);
    switch (m_problem) {
    case Problem::None:
        if (m_since > 0 && m_entriesChecked == m_since)
            return tr("The audit log is whole: nothing was written after entry %1 since it was last verified "
                      "whole.")
                .arg(m_since);
        if (m_since > 0)
            return tr("The audit log is whole: entries %1 to %2, written since it was last verified whole, "
                      "are "
                      "as they were written.")
                .arg(m_since + 1)
                .arg(m_entriesChecked);
        if (m_entriesChecked == 0)
            return tr("The audit log is whole: it has no entries yet.");
        return tr("The audit log is whole: entries 1 to %1 are as they were written.").arg(m_entriesChecked);
    case Problem::ContentChanged:
        return tr("Audit entry %1 was changed after it was written.").arg(seq);
    case Problem::EntryMissing:
        return tr("Audit entry %1 is missing: it was deleted.").arg(seq);
    case Problem::PreviousHashMismatch:
        return tr("Audit entry %1 does not follow the entry before it: one of them was replaced.").arg(seq);
    case Problem::UnrecordedEntry:
        return tr("Audit entry %1 was not written by Paydesk: it lies beyond the recorded end of the log.")
            .arg(seq);
    case Problem::HeadMismatch:
        return tr("Audit entry %1 is not the last entry Paydesk wrote: it was replaced.").arg(seq);
    case Problem::HeadDamaged:
        return tr("The record of where the audit log ends is missing or altered: the database was changed "
                  "outside Paydesk.");
    case Problem::CheckpointMismatch:
        return tr("Audit entry %1 is not as it was when the log was last verified whole: it was changed or "
                  "replaced since.")
            .arg(seq);
    }
    return {};
}

} // namespace paydesk::store
