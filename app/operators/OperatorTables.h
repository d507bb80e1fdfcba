// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Operators page's two tables as item models, without widgets (the page shows them in
// QTableViews; a test or the command-line tool reads the same cells):
//
// - OperatorListModel: one row per operator, in the order given (OperatorsController sorts by the
//   name shown): name, sign-in name, role, administrator ("Yes" or empty), state (Active or
//   Disabled), signing key (KeyStanding::text(): "Vouched for by Ada Lovelace", "Waiting for an
//   administrator", ...; its fingerprint in the tooltip), last change in the model's locale. IdRole
//   holds the sign-in name on every cell; DisabledRole and SignedInRole say what the view marks
//   (greyed out; the name in bold, with "Signed in now" as its tooltip), for app/ has no fonts and
//   no colours; KeyStateRole (KeyStanding::State as an int) and FingerprintRole the key's.
// - ApprovalRulesModel: one row per currency with a rule: currency, the amount above which a
//   second approver is needed (right-aligned; "Never: one approver" without one), the days a
//   payout may wait, and who changed it last and when. IdRole holds the currency.

#include "operators/ApprovalRule.h"
#include "operators/KeyStanding.h"
#include "operators/Operator.h"

#include <QAbstractTableModel>
#include <QList>
#include <QLocale>

namespace paydesk::operators {

class OperatorListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        IdColumn,
        RoleColumn,
        AdministratorColumn,
        StateColumn,
        KeyColumn,
        ChangedColumn,
        ColumnCount
    };
    enum Role { IdRole = Qt::UserRole, DisabledRole, SignedInRole, KeyStateRole, FingerprintRole };

    using QAbstractTableModel::QAbstractTableModel;

    // The rows, who is signed in now (empty: nobody), and the store's signing keys.
    void setOperators(const QList<Operator> &operators, const QString &signedInId,
                      const QList<OperatorKey> &keys = {});
    void setLocale(const QLocale &locale);

    // The row of the operator with that sign-in name, or -1.
    int rowOf(const QString &id) const;
    const Operator *operatorAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString nameOf(const QString &id) const;

    QList<Operator> m_operators;
    QList<KeyStanding> m_keys; // one per operator, in the same order
    QString m_signedInId;
    QLocale m_locale;
};

class ApprovalRulesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { CurrencyColumn, ThresholdColumn, ExpiryColumn, ChangedColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole };

    using QAbstractTableModel::QAbstractTableModel;

    void setRules(const QList<ApprovalRule> &rules);
    void setLocale(const QLocale &locale);

    // The row of the currency's rule, or -1.
    int rowOf(const QString &currency) const;
    const ApprovalRule *ruleAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ApprovalRule> m_rules;
    QLocale m_locale;
};

} // namespace paydesk::operators
