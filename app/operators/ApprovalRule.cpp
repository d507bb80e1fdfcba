// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/ApprovalRule.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::operators {

ApprovalRule ApprovalRule::defaultRule(const QString &currency)
{
    ApprovalRule rule;
    rule.currency = currency;
    return rule;
}

QString ApprovalRule::validationError() const
{
    if (!Money::isKnownCurrency(currency))
        return tr("The currency of the rule is not one Paydesk knows.");
    if (secondApproverAbove.isValid()) {
        if (secondApproverAbove.currency() != currency)
            return tr("The amount above which a second approver is needed must be in the rule's currency.");
        if (secondApproverAbove.isNegative())
            return tr("The amount above which a second approver is needed cannot be negative.");
    }
    if (expiryDays < 1 || expiryDays > maxExpiryDays)
        return tr("Drafts must expire after 1 to 365 days.");
    return {};
}

int ApprovalRule::approversNeeded(const Money &amount) const
{
    if (!secondApproverAbove.isValid() || !amount.isValid() || amount.currency() != currency)
        return 1;
    return amount > secondApproverAbove ? 2 : 1;
}

QJsonObject ApprovalRule::auditDetail() const
{
    QJsonObject detail {{u"currency"_s, currency}, {u"expiry_days"_s, expiryDays}};
    if (secondApproverAbove.isValid()) {
        detail.insert(u"second_approver_above"_s,
                      QJsonObject {{u"currency"_s, secondApproverAbove.currency()},
                                   {u"value"_s, secondApproverAbove.toWire()}});
    }
    return detail;
}

ApprovalRules::ApprovalRules(const QList<ApprovalRule> &rules)
{
    for (const ApprovalRule &rule : rules)
        m_rules.insert(rule.currency, rule);
}

ApprovalRule ApprovalRules::ruleFor(const QString &currency) const
{
    return m_rules.value(currency, ApprovalRule::defaultRule(currency));
}

QList<ApprovalRule> ApprovalRules::rules() const
{
    QList<ApprovalRule> list = m_rules.values();
    std::sort(list.begin(), list.end(),
              [](const ApprovalRule &a, const ApprovalRule &b) { return a.currency < b.currency; });
    return list;
}

} // namespace paydesk::operators
