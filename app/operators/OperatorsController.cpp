// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/OperatorsController.h"

#include "core/Throttle.h"
#include "store/ChangeListener.h"

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
        if (!lists.people.ok() || !lists.rules.ok() || !lists.keys.ok()) {
            m_error = (!lists.people.ok()      ? lists.people.error()
                           : !lists.rules.ok() ? lists.rules.error()
                                               : lists.keys.error())
                          .message();
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
        m_keys = lists.keys.value();
        Q_EMIT loadingChanged();
        Q_EMIT loaded();
    });
}

void OperatorsController::followChangesOf(store::ChangeListener *changes)
{
    Q_ASSERT(changes);
    if (!m_remote) {
        m_remote = new Throttle(this);
        connect(m_remote, &Throttle::fired, this, &OperatorsController::reload);
    }
    connect(changes, &store::ChangeListener::changed, this, [this](const store::TableChange &change) {
        if (change.table == u"operators" || change.table == u"approval_rules"
            || change.table == u"operator_keys")
            m_remote->poke();
    });
    connect(changes, &store::ChangeListener::catchUp, this, &OperatorsController::reload);
}

KeyStanding OperatorsController::keyStanding(const QString &operatorId) const
{
    const std::optional<Operator> op = findOperator(operatorId);
    return op ? KeyStanding::of(*op, m_keys) : KeyStanding();
}

QString OperatorsController::nameOf(const QString &operatorId) const
{
    const std::optional<Operator> op = findOperator(operatorId);
    return op ? op->displayName : operatorId;
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
