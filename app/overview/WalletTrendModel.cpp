// SPDX-License-Identifier: GPL-3.0-or-later
#include "overview/WalletTrendModel.h"

#include "models/WalletsModel.h"

using namespace Qt::StringLiterals;

namespace paydesk::overview {

WalletTrendModel::WalletTrendModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_today(QDate::currentDate())
{ }

void WalletTrendModel::setWallets(models::WalletsModel *wallets)
{
    beginResetModel();
    if (m_wallets)
        disconnect(m_wallets, nullptr, this, nullptr);
    m_wallets = wallets;
    if (m_wallets) {
        // Its rows are ours: a reset is ours, a change of figures or names a change of our cells.
        connect(m_wallets, &QAbstractItemModel::modelAboutToBeReset, this,
                &WalletTrendModel::beginResetModel);
        connect(m_wallets, &QAbstractItemModel::modelReset, this, &WalletTrendModel::endResetModel);
        connect(m_wallets, &QAbstractItemModel::dataChanged, this, [this] {
            if (rowCount() > 0)
                Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        });
        connect(m_wallets, &QAbstractItemModel::layoutChanged, this, [this] {
            beginResetModel();
            endResetModel();
        });
    }
    endResetModel();
}

void WalletTrendModel::setSamples(const QHash<QString, QList<BalanceSample>> &samples, const QDate &today)
{
    m_samples = samples;
    m_today = today;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, TrendColumn), index(rowCount() - 1, ChangeColumn));
}

int WalletTrendModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_wallets ? 0 : m_wallets->rowCount();
}

int WalletTrendModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QList<qint64> WalletTrendModel::trendOf(const QList<BalanceSample> &samples, qint64 available,
                                        const QDate &today)
{
    const QDate from = today.addDays(-BalanceSamples::trendDays);
    QList<qint64> trend;
    for (const BalanceSample &s : samples) {
        if (s.day >= from && s.day < today)
            trend.append(s.availableMinor);
    }
    trend.append(available);
    return trend;
}

QString WalletTrendModel::changeText(const QList<BalanceSample> &samples, const Money &available,
                                     const QDate &today, const QLocale &locale)
{
    const QDate from = today.addDays(-BalanceSamples::trendDays);
    for (const BalanceSample &s : samples) {
        if (s.day < from || s.day >= today)
            continue;
        const int days = int(s.day.daysTo(today));
        const qint64 change = available.minorUnits() - s.availableMinor;
        if (change == 0)
            return tr("No change in %n days", nullptr, days);
        const QString amount
            = Money::fromMinorUnits(change, available.currency()).toDisplayWithCurrency(locale);
        return change > 0 ? tr("+%1 in %n days", nullptr, days).arg(amount)
                          : tr("%1 in %n days", nullptr, days).arg(amount);
    }
    return {};
}

QString WalletTrendModel::trendWords(const QList<qint64> &trend)
{
    if (trend.size() < 2)
        return tr("No trend yet");
    const qint64 first = trend.constFirst();
    const qint64 last = trend.constLast();
    if (last > first)
        return tr("Rising over %n days", nullptr, int(trend.size()));
    if (last < first)
        return tr("Falling over %n days", nullptr, int(trend.size()));
    return tr("Steady over %n days", nullptr, int(trend.size()));
}

bool WalletTrendModel::isBelowAlert(int row) const
{
    return m_wallets && row >= 0 && row < rowCount() && m_wallets->isBelowAlert(row);
}

QString WalletTrendModel::displayName(int row) const
{
    return m_wallets && row >= 0 && row < rowCount() ? m_wallets->displayName(row) : QString();
}

QVariant WalletTrendModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::Wallet w = m_wallets->wallet(index.row());
    const QList<BalanceSample> samples = m_samples.value(w.id);
    const bool below = isBelowAlert(index.row());
    const auto alertText = [&] {
        const std::optional<qint64> level = m_wallets->alertLevel(index.row());
        return level ? tr("Below its alert level of %1")
                           .arg(Money::fromMinorUnits(*level, w.currency).toDisplayWithCurrency(m_locale))
                     : tr("Below its alert level");
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case WalletColumn:
            return below ? tr("%1 (low balance)").arg(displayName(index.row())) : displayName(index.row());
        case AvailableColumn:
            return w.available.isValid() ? w.available.toDisplayWithCurrency(m_locale) : QString();
        case TrendColumn:
            return trendWords(trendOf(samples, w.available.minorUnits(), m_today));
        case ChangeColumn:
            return changeText(samples, w.available, m_today, m_locale);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case WalletColumn:
            return below ? tr("%1\n%2").arg(w.id, alertText()) : w.id;
        case AvailableColumn:
            return below ? alertText() : tr("Available to pay out now");
        case TrendColumn:
            return tr("The available balance each day over the last %n days", nullptr,
                      BalanceSamples::trendDays);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == AvailableColumn || index.column() == ChangeColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case TrendRole:
        return QVariant::fromValue(trendOf(samples, w.available.minorUnits(), m_today));
    case BelowAlertRole:
        return below;
    case WalletIdRole:
        return w.id;
    case ChangeRole: {
        const QList<qint64> trend = trendOf(samples, w.available.minorUnits(), m_today);
        return trend.constLast() - trend.constFirst();
    }
    default:
        return {};
    }
}

QVariant WalletTrendModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WalletColumn:
        return tr("Wallet");
    case AvailableColumn:
        return tr("Available");
    case TrendColumn:
        return tr("Last %n days", nullptr, BalanceSamples::trendDays);
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

} // namespace paydesk::overview
