// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/ApprovalQueueModel.h"

#include "approvals/CellTone.h"
#include "approvals/PayoutReview.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

ApprovalQueueModel::ApprovalQueueModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int ApprovalQueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ApprovalQueueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ApprovalQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case WaitingColumn:
        return tr("Waiting");
    case MakerColumn:
        return tr("Maker");
    case AmountColumn:
        return tr("Amount");
    case ApprovalsColumn:
        return tr("Approvals");
    case WarningsColumn:
        return tr("Warnings");
    case RecipientColumn:
        return tr("Recipient");
    default:
        return {};
    }
}

QVariant ApprovalQueueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const payouts::PayoutDraft &d = m_rows.at(index.row());
    const QList<ReviewWarning> &warnings = m_warnings.at(index.row());
    if (role == IdRole)
        return d.id;
    switch (index.column()) {
    case WaitingColumn:
        if (role == Qt::DisplayRole)
            return age(d.progress.awaitingSince.isValid() ? d.progress.awaitingSince : d.createdAt, m_now);
        break;
    case MakerColumn:
        if (role == Qt::DisplayRole)
            return nameOf(d.content.maker);
        break;
    case AmountColumn:
        if (role == Qt::DisplayRole)
            return d.amount().isValid() ? d.amount().toDisplayWithCurrency(m_locale) : QString();
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        break;
    case ApprovalsColumn:
        if (role == Qt::DisplayRole) {
            const int needed = d.amount().isValid()
                ? m_rules.ruleFor(d.amount().currency()).approversNeeded(d.amount())
                : 1;
            return tr("%1 of %2").arg(d.progress.approvers.size()).arg(needed);
        }
        break;
    case WarningsColumn:
        if (role == Qt::DisplayRole)
            return warnings.isEmpty() ? tr("None") : tr("%n warning(s)", nullptr, int(warnings.size()));
        if (role == Qt::ToolTipRole) {
            QStringList texts;
            for (const ReviewWarning &w : warnings)
                texts.append(w.text);
            return texts.join(u'\n');
        }
        if (role == ToneRole)
            return int(warnings.isEmpty() ? CellTone::Plain : CellTone::Warning);
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

bool ApprovalQueueModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_more && !m_fetching;
}

void ApprovalQueueModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_fetching = true;
    Q_EMIT moreWanted();
}

void ApprovalQueueModel::setPayouts(const QList<Row> &rows, bool more, int total,
                                    const QHash<QString, QString> &names,
                                    const operators::ApprovalRules &rules, const QDateTime &now)
{
    beginResetModel();
    m_rows.clear();
    m_histories.clear();
    for (const Row &row : rows) {
        m_rows.append(row.payout);
        m_histories.append(row.history);
    }
    m_more = more;
    m_fetching = false;
    m_total = total;
    m_names = names;
    m_rules = rules;
    m_now = now;
    computeWarnings();
    endResetModel();
}

void ApprovalQueueModel::appendPayouts(const QList<Row> &rows, bool more)
{
    if (!rows.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(rows.size()) - 1);
        for (const Row &row : rows) {
            m_rows.append(row.payout);
            m_histories.append(row.history);
            m_warnings.append(PayoutReview::localWarnings(row.payout, row.history, m_locale));
        }
        m_total = std::max(m_total, int(m_rows.size()));
        endInsertRows();
    }
    // Only now: a view (or a tester) asking for more while the rows go in would ask for them again.
    m_more = more;
    m_fetching = false;
}

bool ApprovalQueueModel::insertPayout(const Row &row)
{
    const payouts::PayoutDraft &d = row.payout;
    if (const int at = rowOf(d.id); at >= 0) {
        m_rows[at] = d;
        m_histories[at] = row.history;
        m_warnings[at] = PayoutReview::localWarnings(d, row.history, m_locale);
        Q_EMIT dataChanged(index(at, 0), index(at, ColumnCount - 1));
        return true;
    }
    const auto before = [&d](const payouts::PayoutDraft &other) {
        return d.createdAt < other.createdAt || (d.createdAt == other.createdAt && d.id < other.id);
    };
    const int at = int(std::find_if(m_rows.cbegin(), m_rows.cend(), before) - m_rows.cbegin());
    ++m_total;
    if (at == m_rows.size() && m_more)
        return false;
    beginInsertRows({}, at, at);
    m_rows.insert(at, d);
    m_histories.insert(at, row.history);
    m_warnings.insert(at, PayoutReview::localWarnings(d, row.history, m_locale));
    m_total = std::max(m_total, int(m_rows.size()));
    endInsertRows();
    return true;
}

void ApprovalQueueModel::removePayout(const QString &id)
{
    const int at = rowOf(id);
    if (at < 0)
        return;
    beginRemoveRows({}, at, at);
    m_rows.removeAt(at);
    m_histories.removeAt(at);
    m_warnings.removeAt(at);
    m_total = std::max(int(m_rows.size()), m_total - 1);
    endRemoveRows();
}

void ApprovalQueueModel::computeWarnings()
{
    m_warnings.clear();
    for (qsizetype r = 0; r < m_rows.size(); ++r)
        m_warnings.append(PayoutReview::localWarnings(m_rows.at(r), m_histories.at(r), m_locale));
}

void ApprovalQueueModel::clear()
{
    setPayouts({}, false, 0, {}, {}, m_now);
}

void ApprovalQueueModel::setWarnings(const QString &id, const QList<ReviewWarning> &warnings)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    m_warnings[row] = warnings;
    Q_EMIT dataChanged(index(row, WarningsColumn), index(row, WarningsColumn));
}

void ApprovalQueueModel::setLocale(const QLocale &locale)
{
    if (locale == m_locale)
        return;
    m_locale = locale;
    if (m_rows.isEmpty())
        return;
    computeWarnings();
    Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int ApprovalQueueModel::rowOf(const QString &id) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).id == id)
            return r;
    return -1;
}

QString ApprovalQueueModel::age(const QDateTime &since, const QDateTime &now)
{
    const qint64 secs = qMax<qint64>(0, since.secsTo(now));
    if (secs < 60)
        return tr("just now"); // not "1 min" seconds after it was saved
    if (secs < 3600)
        return tr("%n min", nullptr, int(secs / 60));
    if (secs < 48 * 3600)
        return tr("%n h", nullptr, int(secs / 3600));
    return tr("%n day(s)", nullptr, int(secs / 86400));
}

} // namespace paydesk::approvals
