// SPDX-License-Identifier: GPL-3.0-or-later
#include "WalletsModel.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "domain/SpecTables.h"
#include "session/Session.h"
#include "wallets/WalletDirectory.h"
#include "wallets/WalletNames.h"

namespace paydesk::models {

WalletsModel::WalletsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_autoRefresh.setTimerType(Qt::VeryCoarseTimer);
    connect(&m_autoRefresh, &QTimer::timeout, this, &WalletsModel::refresh);
}

WalletsModel::~WalletsModel()
{
    // No signal from here: whoever listens may be half destroyed already (the window that owns us).
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
}

int WalletsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_wallets.size());
}

int WalletsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WalletsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::Wallet &w = m_wallets.at(index.row());
    auto amount = [&]() -> Money {
        switch (index.column()) {
        case AvailableColumn:
            return w.available;
        case BalanceColumn:
            return w.balance;
        case UnsettledColumn:
            return w.balance.checkedSubtract(w.available).value_or(Money());
        default:
            return {};
        }
    };
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == CurrencyColumn)
            return displayName(index.row());
        return amount().isValid() ? amount().toDisplay(m_locale) : QString();
    case Qt::ToolTipRole:
        if (index.column() == CurrencyColumn) {
            const spec::CurrencyInfo *c = spec::currency(w.currency);
            const QString id = wallets::WalletNames::idTooltip(w.id);
            return c ? spec::tr(c->name) + u'\n' + id : id;
        }
        if (index.column() == AvailableColumn && isBelowAlert(index.row())) {
            return tr("Under its alert level of %1")
                .arg(Money::fromMinorUnits(*alertLevel(index.row()), w.currency)
                         .toDisplayWithCurrency(m_locale));
        }
        if (index.column() == UnsettledColumn)
            return tr("Paid out but not yet settled: balance minus available");
        return amount().isValid() ? amount().toDisplayWithCurrency(m_locale) : QString();
    case Qt::TextAlignmentRole:
        return index.column() == CurrencyColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case MoneyRole:
        return index.column() == CurrencyColumn ? QVariant() : QVariant::fromValue(amount());
    case WalletIdRole:
        return w.id;
    case SortRole:
        if (index.column() == CurrencyColumn)
            return displayName(index.row());
        return amount().isValid() ? QVariant(amount().minorUnits()) : QVariant();
    case DisplayNameRole:
        return displayName(index.row());
    case AlertLevelRole:
        if (const std::optional<qint64> level = alertLevel(index.row()))
            return QVariant(*level);
        return {};
    case BelowAlertRole:
        return isBelowAlert(index.row());
    default:
        return {};
    }
}

QVariant WalletsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CurrencyColumn:
        return tr("Wallet");
    case AvailableColumn:
        return tr("Available");
    case BalanceColumn:
        return tr("Balance");
    case UnsettledColumn:
        return tr("Not yet settled");
    default:
        return {};
    }
}

void WalletsModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (!m_wallets.isEmpty())
        Q_EMIT dataChanged(index(0, AvailableColumn), index(rowCount() - 1, UnsettledColumn));
}

void WalletsModel::setDirectory(const wallets::WalletDirectory *directory)
{
    if (directory == m_directory)
        return;
    if (m_directory)
        disconnect(m_directory, nullptr, this, nullptr);
    m_directory = directory;
    if (m_directory)
        connect(m_directory, &wallets::WalletDirectory::changed, this, &WalletsModel::onDirectoryChanged);
    onDirectoryChanged();
}

QString WalletsModel::displayName(int row) const
{
    static const wallets::WalletSettings none;
    QList<wallets::WalletNames::Wallet> all;
    all.reserve(m_wallets.size());
    for (const api::Wallet &w : m_wallets)
        all.append({w.id, w.currency});
    return wallets::WalletNames::displayName(all.at(row), all, m_directory ? m_directory->settings() : none);
}

std::optional<qint64> WalletsModel::alertLevel(int row) const
{
    if (!m_directory)
        return std::nullopt;
    const api::Wallet &w = m_wallets.at(row);
    const std::optional<wallets::WalletSetting> setting = m_directory->setting(w.id);
    // A level set in another currency (the wallet is not what it was) is no level of this one.
    if (!setting || setting->currency != w.currency)
        return std::nullopt;
    return setting->alertLevelMinor;
}

bool WalletsModel::isBelowAlert(int row) const
{
    const std::optional<qint64> level = alertLevel(row);
    const Money &available = m_wallets.at(row).available;
    return level && available.isValid() && available.minorUnits() < *level;
}

void WalletsModel::onDirectoryChanged()
{
    if (!m_wallets.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT walletSettingsChanged();
}

void WalletsModel::setAutoRefreshInterval(std::chrono::milliseconds interval)
{
    using namespace std::chrono_literals;
    // Never more often than once a second (a coarse timer would round less to 0: a busy loop).
    m_autoRefreshInterval = interval <= 0ms ? 0ms : std::max<std::chrono::milliseconds>(interval, 1s);
    if (m_autoRefreshInterval > 0ms && m_state != State::Idle)
        m_autoRefresh.start(m_autoRefreshInterval);
    else
        m_autoRefresh.stop();
}

void WalletsModel::setSession(session::Session *session)
{
    clear();
    m_session = session;
}

session::Session *WalletsModel::session() const
{
    return m_session;
}

void WalletsModel::refresh()
{
    // One refresh at a time, and only through a connected session (an automatic refresh while the
    // profile connects again asks nothing).
    if (!m_session || !m_session->isReady() || m_call)
        return;
    m_call = m_session->client()->listWallets();
    connect(m_call, &api::ApiCall::finished, this, &WalletsModel::onFinished);
    if (m_autoRefreshInterval.count() > 0)
        m_autoRefresh.start(m_autoRefreshInterval); // the next one counts from this one
    setState(State::Loading);
}

void WalletsModel::clear()
{
    m_autoRefresh.stop(); // until the next refresh(): nothing is asked for a profile not connected
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
        m_call = nullptr;
    }
    if (!m_wallets.isEmpty()) {
        beginResetModel();
        m_wallets.clear();
        endResetModel();
    }
    m_error = {};
    m_lastUpdated = {};
    setState(State::Idle);
}

void WalletsModel::onFinished(const api::ApiResult &result)
{
    m_call = nullptr;
    if (!result.isOk()) {
        m_error = result.error();
        setState(State::Failed);
        return;
    }
    const auto *wallets = result.value<QList<api::Wallet>>();
    beginResetModel();
    m_wallets = wallets ? *wallets : QList<api::Wallet>(); // the view sorts
    endResetModel();
    m_error = {};
    m_lastUpdated = QDateTime::currentDateTime();
    setState(State::Loaded);
}

void WalletsModel::setState(State state)
{
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace paydesk::models
