// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/BalanceCheck.h"

#include <QtNumeric>

namespace paydesk::statements {

BalanceCheck::BalanceCheck(const Money &opening, const Money &closing)
{
    reset(opening, closing);
}

void BalanceCheck::reset(const Money &opening, const Money &closing)
{
    m_opening = opening;
    m_closing = closing;
    m_sumMinor = 0;
    m_lines = 0;
    m_broken = opening.isValid() && closing.isValid() && opening.currency() != closing.currency();
    m_complete = false;
}

void BalanceCheck::addLine(const api::StatementLine &line)
{
    ++m_lines;
    if (m_broken)
        return;
    if (!line.amount.isValid() || (m_opening.isValid() && line.amount.currency() != m_opening.currency())
        || qAddOverflow(m_sumMinor, line.amount.minorUnits(), &m_sumMinor)) {
        m_broken = true;
    }
}

void BalanceCheck::addLines(const QList<api::StatementLine> &lines)
{
    for (const api::StatementLine &line : lines)
        addLine(line);
}

Money BalanceCheck::sum() const
{
    if (m_broken || !m_opening.isValid())
        return {};
    return Money::fromMinorUnits(m_sumMinor, m_opening.currency());
}

Money BalanceCheck::expectedClosing() const
{
    const std::optional<Money> expected = m_opening.checkedAdd(sum());
    return expected.value_or(Money());
}

Money BalanceCheck::difference() const
{
    const std::optional<Money> difference = m_closing.checkedSubtract(expectedClosing());
    return difference.value_or(Money());
}

BalanceCheck::Verdict BalanceCheck::verdict() const
{
    if (m_broken)
        return Verdict::Unreadable;
    if (!m_complete || !m_opening.isValid() || !m_closing.isValid())
        return Verdict::Incomplete;
    const Money diff = difference();
    if (!diff.isValid())
        return Verdict::Unreadable;
    return diff.isZero() ? Verdict::Matches : Verdict::Mismatch;
}

} // namespace paydesk::statements
