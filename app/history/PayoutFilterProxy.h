// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The History page's local filters over a PayoutsModel: states, currency, amount range and free
// text. They apply to the rows LOADED so far: the period is the only filter the service applies
// (GET /payouts has no state, amount or text filter), so a filter that keeps few rows may show
// fewer than a page while more pages exist; the view's fetchMore() (passed through to the
// source) keeps loading as it scrolls, and a page can offer "load everything" (fetchAll()).
//
// - setStates(): state codes to keep (empty: all);
// - setCurrency(): the ISO 4217 code to keep (empty: all);
// - setAmountRange(): bounds, both included, in minor units OF THE CHOSEN CURRENCY (KES 1,500.00
//   is 150000). Amounts of different currencies cannot be compared, so the bounds apply only while
//   a currency is chosen and are ignored otherwise (amountRangeActive());
// - setText(): case- and accent-insensitive "contains" over PayoutsModel::SearchRole (holder,
//   account, custom_id, ids, receipt): "akosua" finds "Akosua Ásàntéwaa".
//
// Sorted by PayoutsModel::SortRole (times and amounts as numbers).

#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>

namespace paydesk::history {

class PayoutFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit PayoutFilterProxy(QObject *parent = nullptr);

    void setStates(const QStringList &codes);
    QStringList states() const { return m_states; }
    void setCurrency(const QString &currency);
    QString currency() const { return m_currency; }
    void setAmountRange(std::optional<qint64> minMinor, std::optional<qint64> maxMinor);
    std::optional<qint64> minAmount() const { return m_min; }
    std::optional<qint64> maxAmount() const { return m_max; }
    bool amountRangeActive() const { return !m_currency.isEmpty() && (m_min || m_max); }
    void setText(const QString &text);
    QString text() const { return m_text; }

    bool hasFilters() const;
    void clearFilters();

    // Lower case, without accents or other combining marks: what setText() compares.
    static QString folded(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_states;
    QString m_currency;
    std::optional<qint64> m_min;
    std::optional<qint64> m_max;
    QString m_text;
    QString m_foldedText;
};

} // namespace paydesk::history
