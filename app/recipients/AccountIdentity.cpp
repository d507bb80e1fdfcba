// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipients/AccountIdentity.h"

using namespace Qt::StringLiterals;

namespace paydesk::recipients {

namespace {

// Digits and letters only, upper case: "0123 4567-89" and "0123456789" are one account number.
QString compact(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            out += c.toUpper();
    }
    return out;
}

// A mobile number in international form: "+254 712 345 678" is "+254712345678".
QString phone(const QString &text)
{
    const QString digits = compact(text);
    return digits.isEmpty() ? QString() : u'+' + digits;
}

} // namespace

QString accountIdentity(const api::PaymentAccountDetails &d)
{
    QString where;
    if (d.type == u"MOBILE_MONEY")
        where = phone(d.mobileNumber);
    else if (d.type == u"BANK_ACCOUNT")
        where = d.bankId.isEmpty() || compact(d.bankAccountNumber).isEmpty()
            ? QString()
            : d.bankId + u'/' + compact(d.bankAccountNumber);
    else if (d.type == u"BANK_ACCOUNT_ROUTE")
        where = compact(d.routeCode).isEmpty() || compact(d.routeNumber).isEmpty()
            ? QString()
            : compact(d.routeCode) + u'/' + compact(d.routeNumber);
    else if (d.type == u"ALIAS")
        where = d.aliasIdentifier.trimmed().toLower();
    if (where.isEmpty() || d.country.isEmpty())
        return {};
    return d.type + u'|' + d.country.toUpper() + u'|' + where;
}

QString accountIdentity(const QJsonObject &a)
{
    api::PaymentAccountDetails d;
    d.type = a.value(u"type"_s).toString();
    d.country = a.value(u"country"_s).toString();
    d.mobileNumber = a.value(u"mobile_money"_s).toObject().value(u"number"_s).toString();
    d.bankId = a.value(u"bank_account"_s).toObject().value(u"bank_id"_s).toString();
    d.bankAccountNumber = a.value(u"bank_account"_s).toObject().value(u"number"_s).toString();
    d.routeCode = a.value(u"bank_account_route"_s).toObject().value(u"code"_s).toString();
    d.routeNumber = a.value(u"bank_account_route"_s).toObject().value(u"number"_s).toString();
    d.aliasIdentifier = a.value(u"alias"_s).toObject().value(u"identifier"_s).toString();
    return accountIdentity(d);
}

std::optional<api::PaymentAccount> savedAccountFor(const api::PaymentAccountDetails &details,
                                                   const QList<api::PaymentAccount> &saved)
{
    const QString identity = accountIdentity(details);
    if (identity.isEmpty())
        return std::nullopt;
    for (const api::PaymentAccount &account : saved) {
        if (accountIdentity(account.details) == identity)
            return account;
    }
    return std::nullopt;
}

} // namespace paydesk::recipients
