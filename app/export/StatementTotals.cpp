// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/StatementTotals.h"

#include "domain/SpecTables.h"

#include <QtNumeric>

#include <algorithm>
#include <limits>

namespace paydesk::exporting {

StatementTotals::StatementTotals(const Money &opening, const Money &closing)
    : m_currency(opening.isValid() ? opening.currency() : closing.currency())
    , m_check(opening, closing)
{ }

void StatementTotals::add(const api::StatementLine &line)
{
    m_check.addLine(line);
    if (m_broken)
        return;
    if (m_currency.isEmpty())
        m_currency = line.amount.currency();
    if (!line.amount.isValid() || line.amount.currency() != m_currency) {
        m_broken = true;
        return;
    }
    auto it = std::find_if(m_sums.begin(), m_sums.end(), [&](const Sum &s) { return s.type == line.type; });
    if (it == m_sums.end()) {
        m_sums.append(Sum {line.type});
        it = m_sums.end() - 1;
    }
    const qint64 minor = line.amount.minorUnits();
    for (Sum *sum : {&*it, &m_total}) {
        ++sum->lines;
        qint64 &side = minor < 0 ? sum->debits : sum->credits;
        if (qAddOverflow(side, minor, &side))
            m_broken = true;
    }
}

StatementTotals::Row StatementTotals::rowOf(const Sum &sum) const
{
    return {sum.type, sum.lines, Money::fromMinorUnits(sum.debits, m_currency),
            Money::fromMinorUnits(sum.credits, m_currency)};
}

QList<StatementTotals::Row> StatementTotals::rows() const
{
    QList<Row> rows;
    QList<Sum> rest = m_sums;
    for (const spec::Entry &e : spec::statementLineTypes()) {
        const auto it = std::find_if(rest.begin(), rest.end(),
                                     [&](const Sum &s) { return s.type == QLatin1StringView(e.code); });
        if (it != rest.end()) {
            rows.append(rowOf(*it));
            rest.erase(it);
        }
    }
    std::sort(rest.begin(), rest.end(), [](const Sum &a, const Sum &b) { return a.type < b.type; });
    for (const Sum &s : std::as_const(rest))
        rows.append(rowOf(s));
    return rows;
}

StatementTotals::Row StatementTotals::total() const
{
    return rowOf(m_total);
}

QString StatementTotals::verdictText(const QLocale &locale) const
{
    using Verdict = statements::BalanceCheck::Verdict;
    if (m_broken)
        return tr("The lines cannot be added up: one is in another currency than the statement's, or a "
                  "total is out of range. The balances could not be checked.");
    switch (m_check.verdict()) {
    case Verdict::Incomplete:
        if (!m_check.opening().isValid() || !m_check.closing().isValid())
            return tr("The service gave no opening or closing balance: the balances could not be checked.");
        return tr("Not every line was read: the balances could not be checked.");
    case Verdict::Matches:
        return tr("Opening balance %1 + %n line(s) (%2) = closing balance %3.", nullptr,
                  int(std::min<qint64>(m_check.lineCount(), std::numeric_limits<int>::max())))
            .arg(m_check.opening().toDisplayWithCurrency(locale), m_check.sum().toDisplayWithCurrency(locale),
                 m_check.closing().toDisplayWithCurrency(locale));
    case Verdict::Mismatch:
        return tr("Opening balance %1 + the lines (%2) = %3, but the closing balance is %4: a difference of "
                  "%5. "
                  "Contact support with this statement's ID.")
            .arg(m_check.opening().toDisplayWithCurrency(locale), m_check.sum().toDisplayWithCurrency(locale),
                 m_check.expectedClosing().toDisplayWithCurrency(locale),
                 m_check.closing().toDisplayWithCurrency(locale),
                 m_check.difference().toDisplayWithCurrency(locale));
    case Verdict::Unreadable:
        return tr("The lines cannot be added up: one is in another currency than the statement's, or a "
                  "total is out of range. The balances could not be checked.");
    }
    return {};
}

} // namespace paydesk::exporting
