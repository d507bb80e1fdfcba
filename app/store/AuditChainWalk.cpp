// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditChainWalk.h"

namespace paydesk::store {

using Problem = AuditVerification::Problem;

AuditChainWalk AuditChainWalk::fromStart()
{
    AuditChainWalk walk;
    walk.m_previous = AuditEntry::genesisHash();
    return walk;
}

AuditChainWalk AuditChainWalk::after(qint64 seq, const QString &hash)
{
    AuditChainWalk walk;
    walk.m_expected = seq + 1;
    walk.m_previous = hash;
    walk.m_cursor = seq;
    walk.m_since = seq;
    return walk;
}

AuditVerification AuditChainWalk::broken(Problem problem, qint64 seq, qint64 checked) const
{
    AuditVerification v = AuditVerification::broken(problem, seq, checked);
    v.setEntriesRead(m_read);
    v.setSince(m_since);
    return v;
}

bool AuditChainWalk::check(const AuditEntry &entry)
{
    if (m_broken)
        return false;
    ++m_read;
    m_cursor = entry.seq;
    if (entry.seq < m_expected)
        m_broken = broken(Problem::UnrecordedEntry, entry.seq, m_expected - 1);
    else if (entry.seq > m_expected)
        m_broken = broken(Problem::EntryMissing, m_expected, m_expected - 1);
    else if (entry.computeHash() != entry.hash)
        m_broken = broken(Problem::ContentChanged, entry.seq, m_expected - 1);
    else if (entry.previousHash != m_previous)
        m_broken = broken(Problem::PreviousHashMismatch, entry.seq, m_expected - 1);
    if (m_broken)
        return false;
    m_previous = entry.hash;
    ++m_expected;
    return true;
}

AuditVerification AuditChainWalk::finish(bool hasHead, qint64 headSeq, const QString &headHash) const
{
    if (m_broken)
        return *m_broken;
    const qint64 last = m_expected - 1;
    if (!hasHead)
        return broken(Problem::HeadDamaged, 0, last);
    if (headSeq > last) // the newest entries were deleted
        return broken(Problem::EntryMissing, last + 1, last);
    if (headSeq < last) // entries added behind Paydesk's back
        return broken(Problem::UnrecordedEntry, headSeq + 1, headSeq);
    if (headHash != m_previous && last == 0)
        return broken(Problem::HeadDamaged, 0, 0);
    if (headHash != m_previous) // the last entry was replaced by one with a valid hash of its own
        return broken(Problem::HeadMismatch, last, last - 1);
    AuditVerification v = AuditVerification::intact(last);
    v.setEntriesRead(m_read);
    v.setSince(m_since);
    v.setLastHash(m_previous);
    return v;
}

} // namespace paydesk::store
