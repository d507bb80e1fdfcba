// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The balance of a wallet over a statement's period, drawn from its lines (issue 12, "balance
// chart"), in constant memory whatever the number of lines.
//
// The period is cut into a fixed number of equal slices (buckets). Each slice keeps only the
// balances a chart needs to draw it faithfully: its first, lowest, highest and last balance, with
// their times. A million lines in 400 slices are at most 1,600 points, and no dip or peak is lost
// to the thinning: the lowest balance of the period is always a point of the chart (it is the
// figure a treasurer looks for: did the wallet come close to empty?).
//
// The points run from the opening balance at the start of the period, through every slice in
// order, to the last balance at the end of the period. Amounts stay in minor units (qint64):
// the chart converts them for drawing only.

#include "api/Resources.h"
#include "domain/Money.h"

#include <QDateTime>
#include <QList>

#include <vector>

namespace paydesk::statements {

class BalanceSeries
{
public:
    struct Point
    {
        QDateTime time; // UTC
        qint64 balanceMinor = 0;
        bool operator==(const Point &) const = default;
    };

    static constexpr int kDefaultBuckets = 400;

    BalanceSeries() = default;
    // Starts again for a period and its opening balance (invalid Money: not known, the first
    // line's balance before it is taken instead).
    void reset(const QDateTime &from, const QDateTime &to, const Money &opening,
               int buckets = kDefaultBuckets);

    // Lines in the order of the statement (oldest first). A line without a balance after it, in
    // another currency, or outside the period is counted in skipped() and not drawn.
    void addLine(const api::StatementLine &line);
    void addLines(const QList<api::StatementLine> &lines);

    // The points to draw, oldest first (see the header). Empty when nothing is known.
    QList<Point> points() const;
    qint64 lineCount() const { return m_lines; }
    qint64 skipped() const { return m_skipped; }
    // Lowest and highest balance of the period (opening included); invalid when nothing is known.
    Money lowest() const;
    Money highest() const;
    QString currency() const { return m_currency; }
    QDateTime from() const { return m_from; }
    QDateTime to() const { return m_to; }

private:
    struct Bucket
    {
        bool used = false;
        Point first, low, high, last;
    };
    int bucketOf(const QDateTime &time) const;

    QDateTime m_from;
    QDateTime m_to;
    QString m_currency;
    bool m_hasOpening = false;
    qint64 m_opening = 0;
    std::vector<Bucket> m_buckets;
    qint64 m_lines = 0;
    qint64 m_skipped = 0;
    bool m_hasRange = false;
    qint64 m_low = 0;
    qint64 m_high = 0;
};

} // namespace paydesk::statements
