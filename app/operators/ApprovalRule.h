// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The approval rule of one currency (table approval_rules, store/ApprovalRuleStore.h):
//
// - secondApproverAbove: a payout whose amount is strictly above it needs a second approver, a
//   different person from the first (and, like every approver, not the maker). Invalid (no
//   amount): one approver is always enough. An amount equal to the threshold needs one.
// - expiryDays: a draft awaiting approval for longer than this expires (1 to 365 days).
//
// A currency without a rule of its own follows defaultRule(): one approver, expiry after 7 days.
// ApprovalRules is the set in force, as read from the store: ruleFor() never fails.

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include "domain/Money.h"

namespace paydesk::operators {

struct ApprovalRule
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::operators::ApprovalRule)
public:
    static constexpr int defaultExpiryDays = 7;
    static constexpr int maxExpiryDays = 365;

    QString currency; // ISO 4217
    Money secondApproverAbove; // invalid: never a second approver; else in `currency`, >= 0
    int expiryDays = defaultExpiryDays;
    // Kept by the store: who changed it last, when, and the revision (1, 2, ...).
    QString updatedBy;
    QDateTime updatedAt;
    qint64 revision = 0;

    static ApprovalRule defaultRule(const QString &currency);

    // Empty when the rule can be stored; otherwise why not (translated).
    QString validationError() const;
    // How many different approvers a payout of `amount` needs: 1 or 2.
    int approversNeeded(const Money &amount) const;
    // When a draft that started waiting at `awaitingSince` expires.
    QDateTime expiresAt(const QDateTime &awaitingSince) const { return awaitingSince.addDays(expiryDays); }
    bool isExpired(const QDateTime &awaitingSince, const QDateTime &now) const
    {
        return now >= expiresAt(awaitingSince);
    }

    // {currency, second_approver_above? {currency, value}, expiry_days}: the audit detail.
    QJsonObject auditDetail() const;

    // The rule's content (not who changed it, nor when).
    bool sameContent(const ApprovalRule &other) const
    {
        return currency == other.currency && secondApproverAbove == other.secondApproverAbove
            && expiryDays == other.expiryDays;
    }
};

class ApprovalRules
{
public:
    ApprovalRules() = default;
    explicit ApprovalRules(const QList<ApprovalRule> &rules);

    // The currency's rule, or defaultRule() when it has none.
    ApprovalRule ruleFor(const QString &currency) const;
    bool hasRuleFor(const QString &currency) const { return m_rules.contains(currency); }
    QList<ApprovalRule> rules() const; // sorted by currency

private:
    QHash<QString, ApprovalRule> m_rules;
};

} // namespace paydesk::operators

Q_DECLARE_METATYPE(paydesk::operators::ApprovalRule)
