// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/OperatorsController.h"

#include <algorithm>
#include <utility>

namespace paydesk::operators {

OperatorsController::OperatorsController(const OperatorDirectory &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory)
{ }

void OperatorsController::reload()
{
    if (!m_reads.start())
        return; // a change came during the read: it reads again once it is done
    Q_EMIT loadingChanged();
    m_directory.readAll(this, [this](const OperatorDirectory::Lists &lists) {
        if (m_reads.finish())
            return reload();
        if (!lists.people.ok() || !lists.rules.ok()) {
            m_error = (!lists.people.ok() ? lists.people.error() : lists.rules.error()).message();
            Q_EMIT loadingChanged();
            Q_EMIT loaded();
            return;
        }
        m_error.clear();
        m_loaded = true;
        m_operators = lists.people.value();
        std::sort(m_operators.begin(), m_operators.end(), [](const Operator &a, const Operator &b) {
            const int byName = QString::localeAwareCompare(a.displayName, b.displayName);
            return byName != 0 ? byName < 0 : a.id < b.id;
        });
        m_rules = lists.rules.value().rules();
        Q_EMIT loadingChanged();
        Q_EMIT loaded();
    });
}

std::optional<Operator> OperatorsController::findOperator(const QString &id) const
{
    for (const Operator &op : m_operators)
        if (op.id == id)
            return op;
    return std::nullopt;
}

std::optional<ApprovalRule> OperatorsController::findRule(const QString &currency) const
{
    for (const ApprovalRule &rule : m_rules)
        if (rule.currency == currency)
            return rule;
    return std::nullopt;
}

QStringList OperatorsController::currenciesWithRule() const
{
    QStringList currencies;
    for (const ApprovalRule &rule : m_rules)
        currencies << rule.currency;
    return currencies;
}

} // namespace paydesk::operators
