// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/OperatorTables.h"

#include "core/DateText.h"

using namespace Qt::StringLiterals;

namespace paydesk::operators {

void OperatorListModel::setOperators(const QList<Operator> &operators, const QString &signedInId,
                                     const QList<OperatorKey> &keys)
{
    beginResetModel();
    m_operators = operators;
    m_keys.clear();
    for (const Operator &op : operators)
        m_keys.append(KeyStanding::of(op, keys));
    m_signedInId = signedInId;
    endResetModel();
}

QString OperatorListModel::nameOf(const QString &id) const
{
    const int row = rowOf(id);
    return row < 0 ? id : m_operators.at(row).displayName;
}

void OperatorListModel::setLocale(const QLocale &locale)
{
    if (locale == m_locale)
        return;
    beginResetModel();
    m_locale = locale;
    endResetModel();
}

int OperatorListModel::rowOf(const QString &id) const
{
    for (int row = 0; row < m_operators.size(); ++row) {
        if (m_operators.at(row).id == id)
            return row;
    }
    return -1;
}

const Operator *OperatorListModel::operatorAt(int row) const
{
    return row >= 0 && row < m_operators.size() ? &m_operators.at(row) : nullptr;
}

int OperatorListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_operators.size());
}

int OperatorListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OperatorListModel::data(const QModelIndex &index, int role) const
{
    const Operator *op = index.isValid() ? operatorAt(index.row()) : nullptr;
    if (!op)
        return {};
    switch (role) {
    case IdRole:
        return op->id;
    case DisabledRole:
        return op->disabled;
    case SignedInRole:
        return !m_signedInId.isEmpty() && op->id == m_signedInId;
    case KeyStateRole:
        return int(m_keys.at(index.row()).state());
    case FingerprintRole:
        return m_keys.at(index.row()).fingerprint();
    case Qt::ToolTipRole:
        if (index.column() == NameColumn && !m_signedInId.isEmpty() && op->id == m_signedInId)
            return tr("Signed in now");
        if (index.column() == KeyColumn && m_keys.at(index.row()).key())
            return tr("Fingerprint: %1").arg(m_keys.at(index.row()).fingerprint());
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return op->displayName;
        case IdColumn:
            return op->id;
        case RoleColumn:
            return Operator::roleName(op->role);
        case AdministratorColumn:
            return op->administrator ? tr("Yes") : QString();
        case StateColumn:
            return op->disabled ? tr("Disabled") : tr("Active");
        case KeyColumn:
            return m_keys.at(index.row()).text([this](const QString &id) { return nameOf(id); });
        case ChangedColumn:
            return core::dates::dateTime(op->updatedAt.toLocalTime(), m_locale);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant OperatorListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case IdColumn:
        return tr("Sign-in name");
    case RoleColumn:
        return tr("Role");
    case AdministratorColumn:
        return tr("Administrator");
    case StateColumn:
        return tr("State");
    case KeyColumn:
        return tr("Signing key");
    case ChangedColumn:
        return tr("Last change");
    default:
        return {};
    }
}

void ApprovalRulesModel::setRules(const QList<ApprovalRule> &rules)
{
    beginResetModel();
    m_rules = rules;
    endResetModel();
}

void ApprovalRulesModel::setLocale(const QLocale &locale)
{
    if (locale == m_locale)
        return;
    beginResetModel();
    m_locale = locale;
    endResetModel();
}

int ApprovalRulesModel::rowOf(const QString &currency) const
{
    for (int row = 0; row < m_rules.size(); ++row) {
        if (m_rules.at(row).currency == currency)
            return row;
    }
    return -1;
}

const ApprovalRule *ApprovalRulesModel::ruleAt(int row) const
{
    return row >= 0 && row < m_rules.size() ? &m_rules.at(row) : nullptr;
}

int ApprovalRulesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rules.size());
}

int ApprovalRulesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ApprovalRulesModel::data(const QModelIndex &index, int role) const
{
    const ApprovalRule *rule = index.isValid() ? ruleAt(index.row()) : nullptr;
    if (!rule)
        return {};
    if (role == IdRole)
        return rule->currency;
    if (role == Qt::TextAlignmentRole && index.column() == ThresholdColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case CurrencyColumn:
        return rule->currency;
    case ThresholdColumn:
        return rule->secondApproverAbove.isValid() ? rule->secondApproverAbove.toDisplayWithCurrency(m_locale)
                                                   : tr("Never: one approver");
    case ExpiryColumn:
        return tr("%n day(s)", nullptr, rule->expiryDays);
    case ChangedColumn:
        return tr("%1 by %2")
            .arg(core::dates::dateTime(rule->updatedAt.toLocalTime(), m_locale), rule->updatedBy);
    default:
        return {};
    }
}

QVariant ApprovalRulesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CurrencyColumn:
        return tr("Currency");
    case ThresholdColumn:
        return tr("Second approver above");
    case ExpiryColumn:
        return tr("Drafts expire after");
    case ChangedColumn:
        return tr("Last change");
    default:
        return {};
    }
}

} // namespace paydesk::operators
