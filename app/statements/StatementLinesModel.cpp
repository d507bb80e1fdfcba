// SPDX-License-Identifier: GPL-3.0-or-later
#include "statements/StatementLinesModel.h"

#include "api/ApiClient.h"
#include "core/DateText.h"
#include "domain/SpecTables.h"

using namespace Qt::StringLiterals;

namespace paydesk::statements {

StatementLinesModel::StatementLinesModel(QObject *parent)
    : models::PagedListModel<api::StatementLine>(parent)
    , m_zone(QTimeZone::systemTimeZone())
{
    connect(this, &PagedTableModel::stateChanged, this, &StatementLinesModel::onStateChanged);
}

StatementLinesModel::~StatementLinesModel() = default;

void StatementLinesModel::setStatement(const api::Statement &statement)
{
    m_statement = statement;
    m_check.reset(statement.openingBalance, statement.closingBalance);
    Q_EMIT balanceCheckChanged();
    reload();
}

void StatementLinesModel::setTimeZone(const QTimeZone &zone)
{
    m_zone = zone;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, TimeColumn), index(rowCount() - 1, TimeColumn));
}

void StatementLinesModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool StatementLinesModel::isNotReady() const
{
    return state() == State::Failed && lastError().httpStatus() == 409
        && lastError().code() == u"STATEMENT_NOT_READY"_s;
}

QString StatementLinesModel::typeText(const QString &type)
{
    return spec::describe(spec::statementLineTypes(), type);
}

QString StatementLinesModel::balanceCheckText() const
{
    switch (m_check.verdict()) {
    case BalanceCheck::Verdict::Incomplete:
        return tr("The balances are checked once every line is loaded.");
    case BalanceCheck::Verdict::Matches:
        return tr("Opening balance plus the %n line(s) gives the closing balance.", nullptr,
                  int(m_check.lineCount()));
    case BalanceCheck::Verdict::Mismatch:
        return tr("The lines do not add up: opening balance plus the lines gives %1, the closing balance is "
                  "%2 "
                  "(a difference of %3). Contact support with this statement's ID.")
            .arg(m_check.expectedClosing().toDisplayWithCurrency(m_locale),
                 m_check.closing().toDisplayWithCurrency(m_locale),
                 m_check.difference().toDisplayWithCurrency(m_locale));
    case BalanceCheck::Verdict::Unreadable:
        return tr("The lines cannot be added up: one is in another currency or out of range.");
    }
    return {};
}

int StatementLinesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StatementLinesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::StatementLine &line = item(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return core::dates::dateTime(line.createdAt.toTimeZone(m_zone), m_locale);
        case TypeColumn:
            return typeText(line.type);
        case AmountColumn:
            // A credit shows its sign too: debit and credit are told apart without colour.
            return line.amount.isPositive() ? u"+"_s + line.amount.toDisplayWithCurrency(m_locale)
                                            : line.amount.toDisplayWithCurrency(m_locale);
        case BalanceColumn:
            return line.balance.toDisplayWithCurrency(m_locale);
        case ResourceColumn:
            return line.payoutId.isEmpty() ? line.payinId : line.payoutId;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn || index.column() == BalanceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == TypeColumn)
            return line.type;
        return {};
    case IdRole:
        return line.id;
    case TypeRole:
        return line.type;
    case AmountMinorRole:
        return line.amount.minorUnits();
    case CurrencyRole:
        return line.amount.currency();
    case CreatedAtRole:
        return line.createdAt;
    case PayoutIdRole:
        return line.payoutId;
    case PayinIdRole:
        return line.payinId;
    case ToneRole:
        return QVariant::fromValue(line.amount.isNegative()       ? Tone::Debit
                                       : line.amount.isPositive() ? Tone::Credit
                                                                  : Tone::Neutral);
    }
    return {};
}

QVariant StatementLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case TypeColumn:
        return tr("Movement");
    case AmountColumn:
        return tr("Amount");
    case BalanceColumn:
        return tr("Balance after");
    case ResourceColumn:
        return tr("Payout or payin");
    }
    return {};
}

api::ApiCall *StatementLinesModel::requestPage(api::ApiClient &client, const QString &cursor, int limit)
{
    return client.listStatementLines(m_statement.id, api::PageRequest {limit, cursor});
}

void StatementLinesModel::appendRows(const api::ApiResult &result)
{
    if (const auto *page = result.value<api::Page<api::StatementLine>>())
        m_check.addLines(page->items);
    PagedListModel::appendRows(result);
}

void StatementLinesModel::clearRows()
{
    m_check.reset(m_statement.openingBalance, m_statement.closingBalance);
    PagedListModel::clearRows();
}

void StatementLinesModel::onStateChanged(State state)
{
    if (state == State::Loaded && !hasMore()) {
        m_check.setComplete();
        Q_EMIT balanceCheckChanged();
    }
}

} // namespace paydesk::statements
