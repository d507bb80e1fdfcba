// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementsModel.h"

#include "core/DateText.h"

using namespace Qt::StringLiterals;

namespace paydesk::statements {

using store::StoredStatement;

StatementsModel::StatementsModel(store::Statements *statements, QObject *parent)
    : QAbstractTableModel(parent)
    , m_statements(statements)
    , m_zone(QTimeZone::systemTimeZone())
{
    connect(m_statements, &store::Statements::changed, this, [this](const QString &profileId) {
        if (profileId == m_profile)
            reload();
    });
}

StatementsModel::~StatementsModel() = default;

void StatementsModel::setProfile(const QString &profileId)
{
    if (profileId == m_profile && m_loaded)
        return;
    m_profile = profileId;
    beginResetModel();
    m_rows.clear();
    m_loaded = false;
    endResetModel();
    reload();
}

void StatementsModel::reload()
{
    const quint64 generation = ++m_generation;
    if (m_profile.isEmpty()) {
        m_loaded = true;
        Q_EMIT loaded();
        return;
    }
    m_statements->postList(m_profile, this,
                           [this, generation](const store::StoreResult<QList<StoredStatement>> &result) {
                               if (generation != m_generation)
                                   return;
                               m_loaded = true;
                               if (!result.ok()) {
                                   m_error = result.error().message();
                                   Q_EMIT loaded();
                                   return;
                               }
                               m_error.clear();
                               beginResetModel();
                               m_rows = result.value();
                               endResetModel();
                               Q_EMIT loaded();
                           });
}

void StatementsModel::setTimeZone(const QTimeZone &zone)
{
    m_zone = zone;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int StatementsModel::rowOfLocalId(const QString &id) const
{
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows.at(row).id == id)
            return row;
    return -1;
}

QString StatementsModel::periodText(const QDateTime &from, const QDateTime &to, const QTimeZone &zone,
                                    const QLocale &locale)
{
    const QDateTime a = from.toTimeZone(zone);
    const QDateTime b = to.toTimeZone(zone);
    const bool utc = zone == QTimeZone::utc();
    QString text;
    if (a.time() == QTime(0, 0) && b.time() == QTime(0, 0)) {
        const QDate last = b.date().addDays(-1);
        text = a.date() == last
            ? core::dates::date(a.date(), locale)
            : tr("%1 to %2").arg(core::dates::date(a.date(), locale), core::dates::date(last, locale));
    } else {
        text = tr("%1 to %2").arg(core::dates::dateTime(a, locale), core::dates::dateTime(b, locale));
    }
    return utc ? tr("%1 (UTC)").arg(text) : text;
}

QString StatementsModel::stateText(const StoredStatement &statement)
{
    switch (statement.state) {
    case StoredStatement::State::Pending:
        return tr("Being generated\u2026");
    case StoredStatement::State::Ready:
        return tr("Ready");
    case StoredStatement::State::Failed:
        return statement.context.isEmpty() ? tr("Failed at the service")
                                           : tr("Failed at the service (%1)").arg(statement.context);
    }
    return {};
}

int StatementsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StatementsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StatementsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const StoredStatement &s = m_rows.at(index.row());
    switch (role) {
    case LocalIdRole:
        return s.id;
    case StatementIdRole:
        return s.statementId;
    case StateRole:
        return int(s.state);
    case Qt::ToolTipRole:
        return tr("Statement %1 of wallet %2").arg(s.statementId, s.walletId);
    case Qt::DisplayRole:
        switch (index.column()) {
        case RequestedColumn:
            return core::dates::dateTime(s.createdAt.toTimeZone(m_zone), m_locale);
        case WalletColumn:
            return u"%1 \u00b7 %2"_s.arg(s.currency, s.walletId);
        case PeriodColumn:
            return periodText(s.periodFrom, s.periodTo, m_zone, m_locale);
        case StateColumn:
            return stateText(s);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant StatementsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RequestedColumn:
        return tr("Requested");
    case WalletColumn:
        return tr("Wallet");
    case PeriodColumn:
        return tr("Period");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

} // namespace paydesk::statements
