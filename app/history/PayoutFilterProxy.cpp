// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/PayoutFilterProxy.h"

#include "history/PayoutsModel.h"

namespace paydesk::history {

PayoutFilterProxy::PayoutFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(PayoutsModel::SortRole);
    setDynamicSortFilter(true);
}

void PayoutFilterProxy::setStates(const QStringList &codes)
{
    if (codes == m_states)
        return;
    m_states = codes;
    invalidateFilter();
}

void PayoutFilterProxy::setCurrency(const QString &currency)
{
    if (currency == m_currency)
        return;
    m_currency = currency;
    invalidateFilter();
}

void PayoutFilterProxy::setAmountRange(std::optional<qint64> minMinor, std::optional<qint64> maxMinor)
{
    if (minMinor == m_min && maxMinor == m_max)
        return;
    m_min = minMinor;
    m_max = maxMinor;
    invalidateFilter();
}

void PayoutFilterProxy::setText(const QString &text)
{
    const QString f = folded(text.trimmed());
    m_text = text;
    if (f == m_foldedText)
        return;
    m_foldedText = f;
    invalidateFilter();
}

bool PayoutFilterProxy::hasFilters() const
{
    return !m_states.isEmpty() || !m_currency.isEmpty() || !m_foldedText.isEmpty();
}

void PayoutFilterProxy::clearFilters()
{
    m_states.clear();
    m_currency.clear();
    m_min.reset();
    m_max.reset();
    m_text.clear();
    m_foldedText.clear();
    invalidateFilter();
}

QString PayoutFilterProxy::folded(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        const QChar::Category cat = c.category();
        if (cat == QChar::Mark_NonSpacing || cat == QChar::Mark_SpacingCombining
            || cat == QChar::Mark_Enclosing)
            continue;
        out.append(c);
    }
    return out.toCaseFolded();
}

bool PayoutFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    if (!source)
        return false;
    const QModelIndex index = source->index(sourceRow, 0, sourceParent);
    if (!m_states.isEmpty() && !m_states.contains(index.data(PayoutsModel::StateRole).toString()))
        return false;
    if (!m_currency.isEmpty()) {
        if (index.data(PayoutsModel::CurrencyRole).toString() != m_currency)
            return false;
        const qint64 amount = index.data(PayoutsModel::AmountMinorRole).toLongLong();
        if ((m_min && amount < *m_min) || (m_max && amount > *m_max))
            return false;
    }
    if (!m_foldedText.isEmpty()
        && !folded(index.data(PayoutsModel::SearchRole).toString()).contains(m_foldedText))
        return false;
    return true;
}

} // namespace paydesk::history
