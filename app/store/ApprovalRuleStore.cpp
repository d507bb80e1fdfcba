// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/ApprovalRuleStore.h"

#include "operators/OperatorsLogging.h"
#include "store/AuditEntry.h"
#include "store/AuditedWrite.h"
#include "store/OperatorRows.h"
#include "store/Store.h"
#include "store/StoreTransaction.h"
#include "store/TeamCall.h"
#include "store/TeamWrites.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::ApprovalRule;
using operators::ApprovalRules;
using operators::lcOperators;

namespace {

const QString &ruleColumns()
{
    static const QString columns
        = u"currency, second_approver_above_minor, expiry_days, revision, updated_at, updated_by"_s;
    return columns;
}

StoreResult<ApprovalRule> readRule(const QSqlQuery &q, const QString &what)
{
    ApprovalRule rule;
    rule.currency = q.value(0).toString();
    if (!q.value(1).isNull())
        rule.secondApproverAbove = Money::fromMinorUnits(q.value(1).toLongLong(), rule.currency);
    rule.expiryDays = q.value(2).toInt();
    rule.revision = q.value(3).toLongLong();
    rule.updatedAt = AuditEntry::timeFromText(q.value(4).toString());
    rule.updatedBy = q.value(5).toString();
    if (!rule.validationError().isEmpty() || !rule.updatedAt.isValid()
        || (!q.value(1).isNull() && !rule.secondApproverAbove.isValid())) {
        return StoreError(StoreError::Kind::Damaged,
                          what + u' '
                              + ApprovalRule::tr("An approval rule is not as Paydesk wrote it: the database "
                                                 "was changed outside Paydesk."),
                          u"approval rule %1"_s.arg(rule.currency));
    }
    return rule;
}

} // namespace

ApprovalRuleStore::ApprovalRuleStore(Store *store, AuditLog *log, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_log(log)
{
    Q_ASSERT(store && log && log->store() == store);
}

QDateTime ApprovalRuleStore::now() const
{
    return m_store->now();
}

StoreResult<ApprovalRules> ApprovalRuleStore::rules() const
{
    return rulesOf(m_store);
}

StoreResult<ApprovalRules> ApprovalRuleStore::rulesOf(Store *store)
{
    const QString what = tr("The approval rules could not be read.");
    const StoreResult<QSqlDatabase> connection = store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT %1 FROM approval_rules ORDER BY currency"_s.arg(ruleColumns())))
        return StoreError::fromSql(q.lastError(), store->config(), what);
    QList<ApprovalRule> list;
    while (q.next()) {
        StoreResult<ApprovalRule> rule = readRule(q, what);
        if (!rule.ok())
            return rule.error();
        list.append(std::move(rule).value());
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), store->config(), what);
    return ApprovalRules(list);
}

StoreResult<ApprovalRule> ApprovalRuleStore::setRule(const AuthenticatedOperator &actor,
                                                     const ApprovalRule &rule, qint64 expectedRevision)
{
    return write(actor, rule.currency, &rule, expectedRevision);
}

StoreResult<void> ApprovalRuleStore::removeRule(const AuthenticatedOperator &actor, const QString &currency,
                                                qint64 expectedRevision)
{
    const StoreResult<ApprovalRule> removed = write(actor, currency, nullptr, expectedRevision);
    if (!removed.ok())
        return removed.error();
    return {};
}

StoreResult<ApprovalRule> ApprovalRuleStore::write(const AuthenticatedOperator &actor,
                                                   const QString &currency, const ApprovalRule *rule,
                                                   qint64 expectedRevision)
{
    const QString what = tr("The approval rule of %1 was not saved.").arg(currency);
    if (rule) {
        if (const QString why = rule->validationError(); !why.isEmpty())
            return StoreError(StoreError::Kind::InvalidData, what + u' ' + why, u"invalid approval rule"_s);
    }
    const StoreConfig &config = m_store->config();
    if (teamWrites::isTeam(m_store)) {
        // paydesk_rule_set / paydesk_rule_remove: administrators only, checked by the database.
        const StoreResult<QSqlDatabase> connection = m_store->connection();
        if (!connection.ok())
            return connection.error().prefixed(what);
        QSqlQuery q(connection.value());
        const QVariant noMinor(QMetaType::fromType<qint64>());
        const StoreResult<bool> called = rule
            ? teamCall::call(q, config, u"paydesk_rule_set"_s,
                             {teamCall::nowText(m_store), currency, expectedRevision,
                              rule->secondApproverAbove.isValid()
                                  ? QVariant(rule->secondApproverAbove.minorUnits())
                                  : noMinor,
                              rule->expiryDays},
                             ruleColumns(), what)
            : teamCall::call(q, config, u"paydesk_rule_remove"_s,
                             {teamCall::nowText(m_store), currency, expectedRevision}, ruleColumns(), what);
        if (!called.ok())
            return called.error();
        if (!rule || !called.value())
            return ApprovalRule::defaultRule(currency); // removed: the default applies, as on the direct path
        return readRule(q, what);
    }
    AuditedWrite audited(m_store, m_log, what);
    if (const StoreResult<void> begun = audited.begin(); !begun.ok())
        return begun.error();
    QSqlQuery &actorQuery = audited.query();
    QSqlQuery &select = audited.query();
    QSqlQuery &change = audited.query();
    const QDateTime time = now();

    const StoreResult<operators::Operator> admin
        = operatorRows::requireAdministrator(actorQuery, config, actor.id(), what);
    if (!admin.ok())
        return admin.error();

    std::optional<ApprovalRule> before;
    if (!select.prepare(u"SELECT %1 FROM approval_rules WHERE currency = :currency"_s.arg(ruleColumns())))
        return StoreError::fromSql(select.lastError(), config, what);
    select.bindValue(u":currency"_s, currency);
    if (!select.exec())
        return StoreError::fromSql(select.lastError(), config, what);
    if (select.next()) {
        StoreResult<ApprovalRule> read = readRule(select, what);
        if (!read.ok())
            return read.error();
        before = std::move(read).value();
    } else if (select.lastError().isValid()) {
        return StoreError::fromSql(select.lastError(), config, what);
    }
    select.finish();

    const qint64 currentRevision = before ? before->revision : 0;
    if (currentRevision != expectedRevision) {
        return StoreError(StoreError::Kind::Conflict,
                          what + u' '
                              + tr("The rule was changed elsewhere after it was opened. Open it again to see "
                                   "that change."),
                          u"approval rule %1 is at revision %2, not %3"_s.arg(currency)
                              .arg(currentRevision)
                              .arg(expectedRevision));
    }
    if (!rule && !before)
        return ApprovalRule::defaultRule(currency); // nothing to remove
    if (rule && before && rule->sameContent(*before))
        return *before; // nothing to change: no new revision, no entry

    ApprovalRule after;
    bool prepared = false;
    if (rule) {
        after = *rule;
        after.revision = currentRevision + 1;
        after.updatedAt = time;
        after.updatedBy = actor.id();
        prepared = before
            ? change.prepare(u"UPDATE approval_rules SET second_approver_above_minor = :above, "
                             "expiry_days = :days, revision = :revision, updated_at = :updated, "
                             "updated_by = :by WHERE currency = :currency AND revision = :expected"_s)
            : change.prepare(u"INSERT INTO approval_rules (currency, second_approver_above_minor, "
                             "expiry_days, revision, updated_at, updated_by) VALUES (:currency, "
                             ":above, :days, :revision, :updated, :by)"_s);
    } else {
        after = ApprovalRule::defaultRule(currency);
        prepared = change.prepare(
            u"DELETE FROM approval_rules WHERE currency = :currency AND revision = :expected"_s);
    }
    if (!prepared)
        return StoreError::fromSql(change.lastError(), config, what);
    change.bindValue(u":currency"_s, currency);
    if (before)
        change.bindValue(u":expected"_s, before->revision);
    if (rule) {
        change.bindValue(u":above"_s,
                         after.secondApproverAbove.isValid()
                             ? QVariant(after.secondApproverAbove.minorUnits())
                             : QVariant(QMetaType::fromType<qint64>()));
        change.bindValue(u":days"_s, after.expiryDays);
        change.bindValue(u":revision"_s, after.revision);
        change.bindValue(u":updated"_s, AuditEntry::timeText(after.updatedAt));
        change.bindValue(u":by"_s, after.updatedBy);
    }
    if (!change.exec())
        return StoreError::fromSql(change.lastError(), config, what);
    if (change.numRowsAffected() != 1) {
        return StoreError(StoreError::Kind::Conflict,
                          what + u' ' + tr("The rule was changed elsewhere meanwhile. Open it again."),
                          u"approval rule %1 changed during the write"_s.arg(currency));
    }
    change.finish();

    QJsonObject detail {{u"currency"_s, currency}, {u"by"_s, actor.id()}};
    if (before)
        detail.insert(u"before"_s, before->auditDetail());
    if (rule)
        detail.insert(u"after"_s, after.auditDetail());
    const StoreResult<AuditEntry> entry = audited.append(
        AuditEvent(AuditEvent::Action::RulesChanged, operatorRows::installationWide(), detail, time));
    if (!entry.ok())
        return entry.error();
    if (const StoreResult<void> committed = audited.commit(); !committed.ok())
        return committed.error();
    qCInfo(lcOperators).noquote() << "approval rule of" << currency << (rule ? "set" : "removed") << "by"
                                  << actor.id() << "(audit entry" << entry.value().seq << u')';
    return after;
}

} // namespace paydesk::store
