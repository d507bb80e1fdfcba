// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "api/ApiError.h"
#include "api/ApiResult.h"
#include "api/Resources.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QLocale>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace paydesk::api {
class ApiCall;
}
namespace paydesk::session {
class Session;
}
namespace paydesk::wallets {
class WalletDirectory;
}

namespace paydesk::models {

// The wallets of GET /wallets: the wallet (its name as a person reads it, wallets::WalletNames:
// "Payroll · KES", "KES wallet"; the wlt- id only in the tooltip), available, balance and the
// amount not yet settled (balance - available), each formatted for the locale with the currency's
// minor units.
//
// Names and low-balance alert levels come from the window's wallets::WalletDirectory
// (setDirectory()); without one, every wallet is unnamed and has no level. On every row:
// - DisplayNameRole: the wallet's name as above (QString);
// - AlertLevelRole: its alert level in minor units (qint64), or an invalid QVariant when none;
// - BelowAlertRole: whether its available balance is under that level (bool; false without one).
// walletSettingsChanged() (after dataChanged() of every row) when a name or a level changed; a
// refresh resets the model as before, so a view reads the three roles again then too.
// refresh() reloads; an automatic refresh interval keeps it current. While a refresh is in flight
// the rows shown stay (no flicker); an error keeps the last rows and says so through state().
// refresh() asks nothing unless the session is ready.
class WalletsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { CurrencyColumn, AvailableColumn, BalanceColumn, UnsettledColumn, ColumnCount };
    enum Role {
        MoneyRole = Qt::UserRole + 1, // the Money of an amount column (QVariant<Money>)
        WalletIdRole,
        SortRole, // minor units for amount columns, for sorting by value
        DisplayNameRole, // any column: "Payroll · KES", "KES wallet" (QString)
        AlertLevelRole, // any column: the alert level in minor units (qint64), invalid when none
        BelowAlertRole, // any column: available < alert level (bool; false when no level)
    };
    enum class State { Idle, Loading, Loaded, Failed };
    Q_ENUM(State)

    explicit WalletsModel(QObject *parent = nullptr);

    // The session of the profile in view; forgets the rows of the previous one (clear()). Calls
    // go through this session's client only.
    void setSession(session::Session *session);
    session::Session *session() const;
    ~WalletsModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    State state() const { return m_state; }
    // The wallet of a row (in the order shown).
    api::Wallet wallet(int row) const { return m_wallets.at(row); }
    api::ApiError lastError() const { return m_error; }
    QDateTime lastUpdated() const { return m_lastUpdated; }
    void setLocale(const QLocale &locale);
    // Where names and alert levels come from (the window's, shared by every model of a wallet); it
    // must outlive this model or be unset first. nullptr: none.
    void setDirectory(const wallets::WalletDirectory *directory);
    const wallets::WalletDirectory *directory() const { return m_directory; }
    // The row's name as DisplayNameRole gives it.
    QString displayName(int row) const;
    // The row's level (minor units of its currency), none when not set.
    std::optional<qint64> alertLevel(int row) const;
    // Whether the row's available balance is under its level.
    bool isBelowAlert(int row) const;
    // 0 = no automatic refresh; at least 1 s. Counted from the last refresh(), and paused by
    // clear() until the next one.
    void setAutoRefreshInterval(std::chrono::milliseconds interval);

public Q_SLOTS:
    void refresh();
    // Forgets the rows and stops a refresh in flight (its answer is dropped), for a switch to
    // another profile: nothing of the previous one is shown under the new one's name.
    void clear();

Q_SIGNALS:
    void stateChanged(paydesk::models::WalletsModel::State state);
    // A name or an alert level changed (DisplayNameRole, AlertLevelRole, BelowAlertRole).
    void walletSettingsChanged();

private:
    void onFinished(const api::ApiResult &result);
    void setState(State state);

    void onDirectoryChanged();

    QPointer<session::Session> m_session;
    const wallets::WalletDirectory *m_directory = nullptr;
    QPointer<api::ApiCall> m_call;
    QList<api::Wallet> m_wallets;
    State m_state = State::Idle;
    api::ApiError m_error;
    QDateTime m_lastUpdated;
    QLocale m_locale;
    QTimer m_autoRefresh;
    std::chrono::milliseconds m_autoRefreshInterval {0};
};

} // namespace paydesk::models
