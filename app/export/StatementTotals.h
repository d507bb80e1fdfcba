// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The figures of a statement's summary, added up line by line in constant memory (a running sum
// per line type, whatever the number of lines): for each line type present, how many lines, the
// total of the debits and the total of the credits; the same over every line; and the balance
// check (BalanceCheck: opening + the sum of the lines == closing), with its verdict in words.
//
// Sums are exact (minor units of Money, never a double). A line in another currency than the
// statement's, or a sum out of range, makes the figures unreadable: isReadable() is false, and
// the verdict says so instead of showing a total that would be wrong.

#include "api/Resources.h"
#include "statements/BalanceCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

namespace paydesk::exporting {

class StatementTotals
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::exporting::StatementTotals)
public:
    struct Row
    {
        QString type; // as the service spells it; empty for the total row
        qint64 lines = 0;
        Money debits; // zero or negative
        Money credits; // zero or positive
    };

    StatementTotals() = default;
    // The statement's balances; their currency is the statement's (when neither is valid, there is
    // no verdict, and the first line's currency is taken for the sums).
    StatementTotals(const Money &opening, const Money &closing);

    void add(const api::StatementLine &line);
    void setComplete() { m_check.setComplete(); } // every line is in: the verdict can be given

    // One row per line type present: the specification's types in its order, then any other.
    QList<Row> rows() const;
    Row total() const;
    qint64 lineCount() const { return m_check.lineCount(); }
    bool isReadable() const { return !m_broken; }
    QString currency() const { return m_currency; } // ISO 4217; empty until known
    const statements::BalanceCheck &check() const { return m_check; }

    // The balance check in words for the statement's reader: agrees, or does not (with both
    // figures and the difference), or cannot be checked (why).
    QString verdictText(const QLocale &locale) const;

private:
    struct Sum
    {
        QString type;
        qint64 lines = 0;
        qint64 debits = 0;
        qint64 credits = 0;
    };
    Row rowOf(const Sum &sum) const;

    QString m_currency;
    QList<Sum> m_sums; // one per type seen: a handful, however many lines
    Sum m_total;
    statements::BalanceCheck m_check;
    bool m_broken = false;
};

} // namespace paydesk::exporting
