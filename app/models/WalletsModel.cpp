// SPDX-License-Identifier: GPL-3.0-or-later
#include "WalletsModel.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "domain/SpecTables.h"
#include "session/Session.h"

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
            return w.currency;
        return amount().isValid() ? amount().toDisplay(m_locale) : QString();
    case Qt::ToolTipRole:
        if (index.column() == CurrencyColumn) {
            const spec::CurrencyInfo *c = spec::currency(w.currency);
            return c ? spec::tr(c->name) + QStringLiteral(" (%1)").arg(w.id) : w.id;
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
            return w.currency;
        return amount().isValid() ? QVariant(amount().minorUnits()) : QVariant();
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
        return tr("Currency");
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
