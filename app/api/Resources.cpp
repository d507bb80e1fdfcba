// SPDX-License-Identifier: GPL-3.0-or-later
#include "Resources.h"

#include <QJsonArray>

namespace paydesk::api {

namespace {

QJsonObject amountJson(const Money &amount)
{
    return {{QStringLiteral("currency"), amount.currency()}, {QStringLiteral("value"), amount.toWire()}};
}

void insertIfSet(QJsonObject &o, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(key, value);
}

void insertAccount(QJsonObject &o, const QString &id, const std::optional<PaymentAccountDetails> &account)
{
    if (account)
        o.insert(QStringLiteral("payment_account"), account->toJson());
    else
        o.insert(QStringLiteral("payment_account_id"), id);
}

} // namespace

QJsonObject PaymentAccountDetails::toJson() const
{
    QJsonObject o {
        {QStringLiteral("type"), type},
        {QStringLiteral("country"), country},
        {QStringLiteral("holder"),
         QJsonObject {{QStringLiteral("name"), holder.name}, {QStringLiteral("type"), holder.type}}}};
    auto pair = [](const char *a, const QString &va, const char *b, const QString &vb) {
        return QJsonObject {{QLatin1StringView(a), va}, {QLatin1StringView(b), vb}};
    };
    if (type == u"MOBILE_MONEY")
        o.insert(QStringLiteral("mobile_money"), pair("number", mobileNumber, "operator", mobileOperator));
    else if (type == u"BANK_ACCOUNT")
        o.insert(QStringLiteral("bank_account"), pair("bank_id", bankId, "number", bankAccountNumber));
    else if (type == u"BANK_ACCOUNT_ROUTE")
        o.insert(QStringLiteral("bank_account_route"), pair("code", routeCode, "number", routeNumber));
    else if (type == u"ALIAS")
        o.insert(QStringLiteral("alias"), pair("identifier", aliasIdentifier, "network", aliasNetwork));
    return o;
}

QJsonObject PayoutRequest::toJson() const
{
    QJsonObject o {{QStringLiteral("amount"), amountJson(amount)}};
    insertAccount(o, paymentAccountId, paymentAccount);
    insertIfSet(o, QStringLiteral("wallet_id"), walletId);
    insertIfSet(o, QStringLiteral("custom_id"), customId);
    insertIfSet(o, QStringLiteral("purpose"), purpose);
    if (!onBehalfOf.isEmpty())
        o.insert(QStringLiteral("on_behalf_of"), QJsonArray::fromStringList(onBehalfOf));
    if (!sender.isEmpty())
        o.insert(QStringLiteral("sender"), sender);
    return o;
}

QJsonObject PayinRequest::toJson() const
{
    QJsonObject o {{QStringLiteral("amount"), amountJson(amount)}};
    insertAccount(o, paymentAccountId, paymentAccount);
    insertIfSet(o, QStringLiteral("wallet_id"), walletId);
    insertIfSet(o, QStringLiteral("custom_id"), customId);
    return o;
}

} // namespace paydesk::api
