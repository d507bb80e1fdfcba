// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Overview's wallets: each wallet of the WalletsModel (GET /wallets, the profile in view) with
// its available balance, its trend over the last 30 days (the day-by-day samples of
// BalanceSamples, today's point the balance in view) and the change since the first of those
// days, and the mark of a wallet under its alert level.
//
// The wallet's name ("Payroll \u00b7 KES", "KES wallet") and its alert level are the
// WalletsModel's (WalletsModel::displayName(), alertLevel(), isBelowAlert(): the team's settings
// in wallets::WalletDirectory); the wlt- id is in the tooltip only.

#include "domain/Money.h"
#include "models/WalletsModel.h"
#include "overview/BalanceSamples.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QLocale>
#include <QPointer>

namespace paydesk::overview {

class WalletTrendModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { WalletColumn, AvailableColumn, TrendColumn, ChangeColumn, ColumnCount };
    enum Role {
        TrendRole = Qt::UserRole + 1, // QList<qint64>: the available balance day by day, oldest first
        BelowAlertRole, // bool: under the alert level the team set
        WalletIdRole, // QString: the wlt- id
        ChangeRole, // qint64: today's available minus the first day's (minor units)
    };

    explicit WalletTrendModel(QObject *parent = nullptr);

    // The wallets (rows, in their order); its rows are this model's.
    void setWallets(models::WalletsModel *wallets);
    models::WalletsModel *wallets() const { return m_wallets; }
    // Each wallet's samples (BalanceSamples::trend()); `today` is the last day of the trend.
    void setSamples(const QHash<QString, QList<BalanceSample>> &samples, const QDate &today);
    void setLocale(const QLocale &locale) { m_locale = locale; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The trend of a wallet whose samples are `samples` and whose balance now is `available`: one
    // point per sampled day from `today` - 30 on, today's being `available`.
    static QList<qint64> trendOf(const QList<BalanceSample> &samples, qint64 available, const QDate &today);
    // "+1,200.00 KES in 30 days" since the first day of the trend (or "No change in 30 days");
    // empty without a day before today.
    static QString changeText(const QList<BalanceSample> &samples, const Money &available, const QDate &today,
                              const QLocale &locale);
    // The words of a trend for a screen reader: "Rising over 30 days", "Falling", "Steady".
    static QString trendWords(const QList<qint64> &trend);

    bool isBelowAlert(int row) const;
    QString displayName(int row) const;

private:
    QPointer<models::WalletsModel> m_wallets;
    QHash<QString, QList<BalanceSample>> m_samples;
    QDate m_today;
    QLocale m_locale;
};

} // namespace paydesk::overview
