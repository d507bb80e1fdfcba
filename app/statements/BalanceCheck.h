// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Does a statement add up? opening balance + the sum of ALL its lines == closing balance. Lines
// are added as they arrive (page after page: StatementLinesModel feeds it, or a walk of every
// page), in constant memory: a running sum in minor units. The verdict is given only once every
// line is in (setComplete()); until then it is Incomplete, never "fine". A mismatch says by how
// much (difference(): closing - (opening + sum)), so that it is shown, never hidden. A line in
// another currency than the statement's, or a sum out of range, makes the check Unreadable.

#include "api/Resources.h"
#include "domain/Money.h"

#include <QList>

namespace paydesk::statements {

class BalanceCheck
{
public:
    enum class Verdict {
        Incomplete, // lines may still come, or the balances are not known
        Matches,
        Mismatch, // difference() is not zero
        Unreadable, // a line in another currency, or an amount out of range
    };

    BalanceCheck() = default;
    BalanceCheck(const Money &opening, const Money &closing);

    void reset(const Money &opening, const Money &closing);
    void addLine(const api::StatementLine &line);
    void addLines(const QList<api::StatementLine> &lines);
    void setComplete(bool complete = true) { m_complete = complete; }

    Verdict verdict() const;
    bool matches() const { return verdict() == Verdict::Matches; }
    qint64 lineCount() const { return m_lines; }
    Money opening() const { return m_opening; }
    Money closing() const { return m_closing; }
    Money sum() const; // of the lines so far; invalid when Unreadable
    Money expectedClosing() const; // opening + sum
    Money difference() const; // closing - (opening + sum); invalid unless computable

private:
    Money m_opening;
    Money m_closing;
    qint64 m_sumMinor = 0;
    qint64 m_lines = 0;
    bool m_broken = false;
    bool m_complete = false;
};

} // namespace paydesk::statements
