// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/HeldPayoutsModel.h"

#include "approvals/CellTone.h"
#include "core/DateText.h"
#include "payouts/PayoutStateText.h"

namespace paydesk::approvals {

HeldPayoutsModel::HeldPayoutsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int HeldPayoutsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HeldPayoutsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HeldPayoutsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HeldAtColumn:
        return tr("Held");
    case ReferenceColumn:
        return tr("Reference");
    case AmountColumn:
        return tr("Amount");
    case MakerColumn:
        return tr("Maker");
    case ReasonColumn:
        return tr("Why");
    case RecipientColumn:
        return tr("Recipient");
    default:
        return {};
    }
}

QVariant HeldPayoutsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const payouts::PayoutDraft &d = m_rows.at(index.row());
    if (role == IdRole)
        return d.id;
    if (role == ToneRole)
        return int(CellTone::Error);
    switch (index.column()) {
    case HeldAtColumn:
        if (role == Qt::DisplayRole)
            return core::dates::dateTime(d.progress.heldAt.toLocalTime(), m_locale);
        break;
    case ReferenceColumn:
        if (role == Qt::DisplayRole)
            return d.customId();
        break;
    case AmountColumn:
        if (role == Qt::DisplayRole)
            return d.amount().isValid() ? d.amount().toDisplayWithCurrency(m_locale) : QString();
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        break;
    case MakerColumn:
        if (role == Qt::DisplayRole)
            return m_names.value(d.content.maker, d.content.maker);
        break;
    case ReasonColumn:
        if (role == Qt::DisplayRole)
            return payouts::PayoutStateText::heldText(d.progress.heldReason);
        if (role == Qt::ToolTipRole)
            return payouts::PayoutStateText::heldSentence(d.progress.heldReason);
        break;
    case RecipientColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return d.content.recipientSummary;
        break;
    default:
        break;
    }
    return {};
}

void HeldPayoutsModel::setPayouts(const QList<payouts::PayoutDraft> &held,
                                  const QHash<QString, QString> &names)
{
    beginResetModel();
    m_rows = held;
    m_names = names;
    endResetModel();
}

void HeldPayoutsModel::setLocale(const QLocale &locale)
{
    if (locale == m_locale)
        return;
    beginResetModel();
    m_locale = locale;
    endResetModel();
}

} // namespace paydesk::approvals
