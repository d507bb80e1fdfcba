// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The approval rules per currency (table approval_rules, operators/ApprovalRule.h): read by
// anyone, set or removed by an authenticated administrator only (re-read inside the transaction;
// Kind::NotAllowed otherwise). A removed rule leaves its currency to ApprovalRule::defaultRule().
//
// Audit: each change appends, in the SAME transaction as the row (AuditLog::appendWithin()),
//   rules.changed  {currency, before? {rule}, after? {rule}, by}
// where a rule is ApprovalRule::auditDetail(); before is absent for a new rule, after for a
// removed one. Setting a rule to what it is already changes nothing and appends nothing.
// Writes name the revision read (0: "there was no rule"); Kind::Conflict when it moved on.
//
// Team mode (Store::isTeam()): setRule() and removeRule() call paydesk_rule_set and
// paydesk_rule_remove, which check that the database's session_user is an administrator.
//
// Threads: blocking calls, safe from any thread, on the calling thread's connection.

#include "operators/ApprovalRule.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/StoreResult.h"

#include <QObject>

#include <functional>

namespace paydesk::store {

class Store;

class ApprovalRuleStore : public QObject
{
    Q_OBJECT
public:
    // `store` and `log` (a log of that store) must outlive this object.
    ApprovalRuleStore(Store *store, AuditLog *log, QObject *parent = nullptr);

    // The store it reads and writes: where store::postCall() (StoreCall.h) runs its calls.
    Store *store() const { return m_store; }

    StoreResult<operators::ApprovalRules> rules() const;
    // The same read on any store (the outbox processor's check before it sends).
    static StoreResult<operators::ApprovalRules> rulesOf(Store *store);
    // Sets the rule of rule.currency; `expectedRevision` is the revision read, 0 when there was none.
    StoreResult<operators::ApprovalRule>
    setRule(const AuthenticatedOperator &actor, const operators::ApprovalRule &rule, qint64 expectedRevision);
    StoreResult<void> removeRule(const AuthenticatedOperator &actor, const QString &currency,
                                 qint64 expectedRevision);

private:
    StoreResult<operators::ApprovalRule> write(const AuthenticatedOperator &actor, const QString &currency,
                                               const operators::ApprovalRule *rule, qint64 expectedRevision);
    QDateTime now() const;

    Store *const m_store;
    AuditLog *const m_log;
};

} // namespace paydesk::store
