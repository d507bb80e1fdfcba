// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The payment accounts (recipients) of GET /payment-accounts, newest first, a page at a time as
// the view scrolls: holder, type, country, the account in words (number and operator, bank name
// and number, routing code and number, UPI handle) and when it was created, in the person's
// time zone. Banks by name, never by their bnk- id (which is the Account cell's tooltip): the model
// asks the client's one list (recipients::BankDirectory, GET /banks) with its first page, and says
// "Bank" until the names are in (or when they cannot be had); setBanks() gives them otherwise.

#include "models/PagedTableModel.h"

#include <QHash>
#include <QLocale>
#include <QPointer>
#include <QTimeZone>

namespace paydesk::recipients {
class BankDirectory;
}

namespace paydesk::models {

class PaymentAccountsModel : public PagedListModel<api::PaymentAccount>
{
    Q_OBJECT
public:
    enum Column { HolderColumn, TypeColumn, CountryColumn, AccountColumn, CreatedColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // pac- id
        SearchRole, // every text of the row, for a local search
        SortRole, // created time as milliseconds since the epoch for CreatedColumn
    };

    explicit PaymentAccountsModel(QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setBanks(const QList<api::Bank> &banks);
    void setLocale(const QLocale &locale);
    void setTimeZone(const QTimeZone &zone); // the system's by default

    // The type in a word or two ("Mobile money"); the specification's description is the tooltip.
    static QString typeName(const QString &type);
    // The account in words, e.g. "+254712345678 · Safaricom M-Pesa".
    QString accountText(const api::PaymentAccountDetails &account) const;

protected:
    api::ApiCall *requestPage(api::ApiClient &client, const QString &cursor, int limit) override;

private:
    QString searchText(const api::PaymentAccount &account) const;
    void watchBanks(api::ApiClient &client, bool firstPage);

    QHash<QString, QString> m_bankNames; // bnk- id -> name
    QPointer<recipients::BankDirectory> m_banks; // the client's, watched
    QLocale m_locale;
    QTimeZone m_zone;
};

} // namespace paydesk::models
