// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/BalanceSeries.h"

#include <algorithm>

namespace paydesk::statements {

void BalanceSeries::reset(const QDateTime &from, const QDateTime &to, const Money &opening, int buckets)
{
    m_from = from.toUTC();
    m_to = to.toUTC();
    m_currency = opening.currency();
    m_hasOpening = opening.isValid();
    m_opening = opening.isValid() ? opening.minorUnits() : 0;
    m_buckets.assign(std::size_t(std::max(buckets, 1)), Bucket {});
    m_lines = 0;
    m_skipped = 0;
    m_hasRange = m_hasOpening;
    m_low = m_high = m_opening;
}

int BalanceSeries::bucketOf(const QDateTime &time) const
{
    const qint64 span = m_from.msecsTo(m_to);
    const qint64 at = m_from.msecsTo(time);
    if (span <= 0 || at < 0 || at >= span)
        return -1;
    // at * buckets fits in 64 bits: a period is at most 366 days (3.2e10 ms) and buckets are few.
    return int(at * qint64(m_buckets.size()) / span);
}

void BalanceSeries::addLine(const api::StatementLine &line)
{
    ++m_lines;
    const Money &balance = line.balance;
    if (!balance.isValid() || !line.createdAt.isValid()) {
        ++m_skipped;
        return;
    }
    if (m_currency.isEmpty())
        m_currency = balance.currency();
    const int index = balance.currency() == m_currency ? bucketOf(line.createdAt) : -1;
    if (index < 0) {
        ++m_skipped;
        return;
    }
    const Point point {line.createdAt.toUTC(), balance.minorUnits()};
    if (!m_hasOpening && m_lines - m_skipped == 1 && line.amount.currency() == m_currency) {
        // No opening balance was given: the balance before the first line is the best there is.
        m_hasOpening = true;
        m_opening = point.balanceMinor - line.amount.minorUnits();
        m_low = m_high = m_opening;
        m_hasRange = true;
    }
    Bucket &bucket = m_buckets[std::size_t(index)];
    if (!bucket.used) {
        bucket = {true, point, point, point, point};
    } else {
        if (point.balanceMinor < bucket.low.balanceMinor)
            bucket.low = point;
        if (point.balanceMinor > bucket.high.balanceMinor)
            bucket.high = point;
        bucket.last = point;
    }
    if (!m_hasRange) {
        m_low = m_high = point.balanceMinor;
        m_hasRange = true;
    }
    m_low = std::min(m_low, point.balanceMinor);
    m_high = std::max(m_high, point.balanceMinor);
}

void BalanceSeries::addLines(const QList<api::StatementLine> &lines)
{
    for (const api::StatementLine &line : lines)
        addLine(line);
}

QList<BalanceSeries::Point> BalanceSeries::points() const
{
    QList<Point> out;
    if (!m_hasRange)
        return out;
    qint64 current = m_opening;
    if (m_hasOpening)
        out.append({m_from, m_opening});
    for (const Bucket &bucket : m_buckets) {
        if (!bucket.used)
            continue;
        Point inner[] = {bucket.first, bucket.low, bucket.high, bucket.last};
        std::stable_sort(std::begin(inner), std::end(inner),
                         [](const Point &a, const Point &b) { return a.time < b.time; });
        for (const Point &p : inner) {
            if (!out.isEmpty() && out.constLast() == p)
                continue;
            out.append(p);
        }
        current = bucket.last.balanceMinor;
    }
    if (m_to.isValid() && (out.isEmpty() || out.constLast().time < m_to))
        out.append({m_to, current});
    return out;
}

Money BalanceSeries::lowest() const
{
    return m_hasRange ? Money::fromMinorUnits(m_low, m_currency) : Money();
}

Money BalanceSeries::highest() const
{
    return m_hasRange ? Money::fromMinorUnits(m_high, m_currency) : Money();
}

} // namespace paydesk::statements
