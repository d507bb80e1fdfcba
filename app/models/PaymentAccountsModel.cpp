// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/PaymentAccountsModel.h"

#include "api/ApiClient.h"
#include "core/DateText.h"
#include "domain/SpecTables.h"
#include "recipients/BankDirectory.h"

#include <QTimeZone>

namespace paydesk::models {

using namespace Qt::StringLiterals;

PaymentAccountsModel::PaymentAccountsModel(QObject *parent)
    : PagedListModel<api::PaymentAccount>(parent)
    , m_zone(QTimeZone::systemTimeZone())
{ }

int PaymentAccountsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

api::ApiCall *PaymentAccountsModel::requestPage(api::ApiClient &client, const QString &cursor, int limit)
{
    watchBanks(client, cursor.isEmpty());
    return client.listPaymentAccounts({limit, cursor});
}

void PaymentAccountsModel::watchBanks(api::ApiClient &client, bool firstPage)
{
    using recipients::BankDirectory;
    BankDirectory *banks = BankDirectory::of(&client);
    if (banks != m_banks) {
        if (m_banks)
            disconnect(m_banks, nullptr, this, nullptr);
        m_banks = banks;
        connect(banks, &BankDirectory::stateChanged, this, [this](BankDirectory::State state) {
            if (state == BankDirectory::State::Loaded && m_banks)
                setBanks(m_banks->all());
        });
    }
    if (banks->state() == BankDirectory::State::Loaded) {
        if (m_bankNames.isEmpty())
            setBanks(banks->all());
    } else if (banks->state() != BankDirectory::State::Loading && firstPage) {
        banks->load(); // again after a failure, with a reload or a retry
    }
}

void PaymentAccountsModel::setBanks(const QList<api::Bank> &banks)
{
    m_bankNames.clear();
    for (const api::Bank &bank : banks)
        m_bankNames.insert(bank.id, bank.name);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, AccountColumn), index(rowCount() - 1, AccountColumn));
}

void PaymentAccountsModel::setLocale(const QLocale &locale)
{
    beginResetModel();
    m_locale = locale;
    endResetModel();
}

void PaymentAccountsModel::setTimeZone(const QTimeZone &zone)
{
    beginResetModel();
    m_zone = zone;
    endResetModel();
}

QString PaymentAccountsModel::accountText(const api::PaymentAccountDetails &a) const
{
    const QString dot = u" \u00B7 "_s;
    if (a.type == u"MOBILE_MONEY")
        return a.mobileNumber + dot + spec::describe(spec::operators(), a.mobileOperator);
    if (a.type == u"BANK_ACCOUNT")
        // The bank by name; its id is the cell's tooltip, never its text.
        return m_bankNames.value(a.bankId, tr("Bank")) + dot + a.bankAccountNumber;
    if (a.type == u"BANK_ACCOUNT_ROUTE") {
        const QString code = spec::routeCodeKind(a.country) == u"IFSC"
            ? tr("IFSC %1").arg(a.routeCode)
            : tr("Routing number %1").arg(a.routeCode);
        return code + dot + a.routeNumber;
    }
    if (a.type == u"ALIAS")
        return a.aliasIdentifier + dot + spec::describe(spec::aliasNetworks(), a.aliasNetwork);
    return a.type; // a type Paydesk does not know yet: shown as it is
}

QString PaymentAccountsModel::typeName(const QString &type)
{
    if (type == u"MOBILE_MONEY")
        return tr("Mobile money");
    if (type == u"BANK_ACCOUNT")
        return tr("Bank account");
    if (type == u"BANK_ACCOUNT_ROUTE")
        return tr("Bank account (routing code)");
    if (type == u"ALIAS")
        return tr("Payment handle (UPI)");
    return type; // a type Paydesk does not know yet: shown as it is
}

QString PaymentAccountsModel::searchText(const api::PaymentAccount &account) const
{
    const api::PaymentAccountDetails &a = account.details;
    const spec::CountryInfo *country = spec::country(a.country);
    return QStringList {
        a.holder.name,    account.id,     a.country,        country ? spec::tr(country->name) : QString(),
        typeName(a.type), accountText(a), a.mobileOperator, a.bankId}
        .join(u'\n');
}

QVariant PaymentAccountsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const api::PaymentAccount &account = item(index.row());
    const api::PaymentAccountDetails &a = account.details;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case HolderColumn:
            return a.holder.name;
        case TypeColumn:
            return typeName(a.type);
        case CountryColumn: {
            const spec::CountryInfo *country = spec::country(a.country);
            return country ? spec::tr(country->name) : a.country;
        }
        case AccountColumn:
            return accountText(a);
        case CreatedColumn:
            return account.createdAt.isValid()
                ? core::dates::dateTime(account.createdAt.toTimeZone(m_zone), m_locale)
                : QString();
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == HolderColumn)
            return spec::describe(spec::holderTypes(), a.holder.type);
        if (index.column() == TypeColumn)
            return spec::describe(spec::paymentAccountTypes(), a.type);
        if (index.column() == AccountColumn)
            return a.type == u"BANK_ACCOUNT" ? u"%1 \u00B7 %2"_s.arg(account.id, a.bankId) : account.id;
        if (index.column() == CreatedColumn && account.createdAt.isValid())
            return account.createdAt.toTimeZone(m_zone).toString(Qt::ISODate);
        return {};
    case IdRole:
        return account.id;
    case SearchRole:
        return searchText(account);
    case SortRole:
        if (index.column() == CreatedColumn)
            return account.createdAt.toMSecsSinceEpoch();
        return data(index, Qt::DisplayRole);
    }
    return {};
}

QVariant PaymentAccountsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HolderColumn:
        return tr("Holder");
    case TypeColumn:
        return tr("Type");
    case CountryColumn:
        return tr("Country");
    case AccountColumn:
        return tr("Account");
    case CreatedColumn:
        return tr("Created");
    }
    return {};
}

} // namespace paydesk::models
