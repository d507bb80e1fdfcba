// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/SentPayoutsModel.h"

#include "approvals/CellTone.h"
#include "payouts/PayoutStateText.h"
#include "payouts/StoredServiceError.h"

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

using State = payouts::PayoutDraft::State;

SentPayoutsModel::SentPayoutsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int SentPayoutsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SentPayoutsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SentPayoutsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ReferenceColumn:
        return tr("Reference");
    case AmountColumn:
        return tr("Amount");
    case StateColumn:
        return tr("State");
    case ApprovedByColumn:
        return tr("Approved by");
    case RecipientColumn:
        return tr("Recipient");
    default:
        return {};
    }
}

QVariant SentPayoutsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const payouts::PayoutDraft &d = m_rows.at(index.row());
    if (role == IdRole)
        return d.id;
    switch (index.column()) {
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
    case StateColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return progressText(d);
        if (role == ToneRole) {
            // Refused by the service, held by Paydesk, or the service's state in the one rule every
            // list follows.
            if (d.state == State::Rejected || d.progress.isHeld())
                return int(CellTone::Error);
            switch (payouts::PayoutStateText::tone(d.progress.payoutState)) {
            case payouts::PayoutStateText::Tone::Bad:
                return int(CellTone::Error);
            case payouts::PayoutStateText::Tone::Good:
                return int(CellTone::Success);
            case payouts::PayoutStateText::Tone::Neutral:
                break;
            }
            return int(CellTone::Plain);
        }
        break;
    case ApprovedByColumn:
        if (role == Qt::DisplayRole) {
            QStringList names;
            for (const QString &id : d.progress.approvers)
                names.append(m_names.value(id, id));
            return names.join(u", ");
        }
        break;
    case RecipientColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return d.content.recipientSummary;
        break;
    default:
        break;
    }
    if (role == ToneRole)
        return int(CellTone::Plain);
    return {};
}

bool SentPayoutsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_more && !m_fetching;
}

void SentPayoutsModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_fetching = true;
    Q_EMIT moreWanted();
}

void SentPayoutsModel::setPayouts(const QList<payouts::PayoutDraft> &sent, bool more,
                                  const QHash<QString, QString> &names)
{
    beginResetModel();
    m_rows = sent;
    m_more = more;
    m_fetching = false;
    m_names = names;
    endResetModel();
}

void SentPayoutsModel::appendPayouts(const QList<payouts::PayoutDraft> &sent, bool more)
{
    if (!sent.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(sent.size()) - 1);
        m_rows.append(sent);
        endInsertRows();
    }
    // Only now: a view asking for more while the rows go in would ask for them again.
    m_more = more;
    m_fetching = false;
}

void SentPayoutsModel::setLocale(const QLocale &locale)
{
    if (locale == m_locale)
        return;
    beginResetModel();
    m_locale = locale;
    endResetModel();
}

QString SentPayoutsModel::progressText(const payouts::PayoutDraft &d)
{
    if (d.progress.isHeld()) // "Held: not sent: <why>", whatever its state
        return payouts::PayoutStateText::heldText(d.progress.heldReason);
    switch (d.state) {
    case State::Approved:
        return tr("Approved, to be sent");
    case State::Submitting:
        return tr("Being sent");
    case State::Uncertain:
        return tr("Sent, the answer is awaited: Paydesk checks with the service");
    case State::Rejected:
        return payouts::StoredServiceError::of(d).listText();
    case State::Accepted:
        if (d.progress.payoutState.isEmpty())
            return tr("Accepted by the service");
        // "Failed: The recipient's account number is not valid..." in plain words.
        return u"%1: %2"_s.arg(
            payouts::PayoutStateText::label(d.progress.payoutState),
            payouts::PayoutStateText::sentence(d.progress.payoutState, d.progress.payoutContext));
    default:
        break;
    }
    return payouts::PayoutDraft::stateKey(d.state);
}

} // namespace paydesk::approvals
