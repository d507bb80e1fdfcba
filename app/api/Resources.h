// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The service's resources as value types (shared/spec/payment-service-api.md, "Resources and
// their fields", completed by decisions.md "Records not shown in full"). Codes (states, contexts,
// types, operators) stay strings: a code Paydesk does not know is kept and shown as it is.
// Decoding lives in ResourceCodecs.

#include "domain/Money.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace paydesk::api {

struct Bank
{
    QString id; // bnk-
    QString name;
    QString country; // ISO 3166 alpha-2
};

struct Wallet
{
    QString id; // wlt-
    QString currency;
    Money available; // what can be spent now
    Money balance; // total, including amounts not yet settled
};

struct LookupResult
{
    QString holderName;
};

// A state object {"code", "context"} of payouts, payins and statements.
struct ResourceState
{
    QString code; // PENDING, SENT, ...
    QString context; // optional: FAILED/PENDING reason
};

struct Holder
{
    QString name;
    QString type; // INDIVIDUAL, BUSINESS
};

// The coordinates of a payment account: the request body of POST /payment-accounts and of an
// embedded `payment_account`, and the body of a payment account response. Only the sub-object
// of `type` is sent.
struct PaymentAccountDetails
{
    QString type = QStringLiteral("MOBILE_MONEY"); // MOBILE_MONEY, BANK_ACCOUNT, BANK_ACCOUNT_ROUTE, ALIAS
    QString country;
    Holder holder;
    QString mobileNumber; // mobile_money.number (E.164)
    QString mobileOperator; // mobile_money.operator
    QString bankId; // bank_account.bank_id
    QString bankAccountNumber; // bank_account.number
    QString routeCode; // bank_account_route.code
    QString routeNumber; // bank_account_route.number
    QString aliasIdentifier; // alias.identifier
    QString aliasNetwork; // alias.network (UPI)

    QJsonObject toJson() const;
};

struct PaymentAccount
{
    QString id; // pac-
    PaymentAccountDetails details;
    QDateTime createdAt;
};

struct Payout
{
    QString id; // pyt-
    Money amount;
    ResourceState state;
    QString customId;
    QString paymentAccountId;
    QString walletId;
    QString purpose;
    QStringList onBehalfOf;
    QJsonObject sender; // as sent; compliance fields vary by country
    QString receipt; // operator or bank reference, once SENT
    QDateTime createdAt;
};

struct Payin
{
    QString id; // pyn-
    Money amount;
    ResourceState state;
    QString customId;
    QString paymentAccountId;
    QString walletId;
    QDateTime createdAt;
};

struct Statement
{
    QString id; // stm-
    QString walletId;
    ResourceState state; // PENDING, READY, FAILED
    QDateTime from; // period, UTC
    QDateTime to;
    Money openingBalance; // invalid until READY
    Money closingBalance;
    QDateTime createdAt;
};

struct StatementLine
{
    QString id; // stl-
    QString type; // COLLECTION_COLLECTED, PAYOUT_INITIATED, ...
    Money amount; // negative for a debit
    Money balance; // wallet balance after the line
    QString payoutId; // resource.payout_id, when a payout is behind the line
    QString payinId; // resource.payin_id
    QDateTime createdAt;
};

// One page of a cursor-paginated list; nextCursor is empty on the last page.
template<typename T> struct Page
{
    QList<T> items;
    QString nextCursor; // meta.paging.cursors.after
    bool hasNext() const { return !nextCursor.isEmpty(); }
};

// --- requests ---------------------------------------------------------------------------------

// Paging of GET /payment-accounts and GET /wallet-statements/{id}/lines.
struct PageRequest
{
    int limit = 0; // 1..50; 0 = the service's default
    QString after; // cursor from the previous page
};

// GET /payouts.
struct PayoutQuery
{
    QString from; // created_at_from: yyyy-mm-dd or RFC 3339; empty = no bound
    QString to; // created_at_to
    int limit = 0;
    QString after;
};

struct PayoutRequest
{
    Money amount;
    QString paymentAccountId; // either this...
    std::optional<PaymentAccountDetails> paymentAccount; // ...or this (found or created)
    QString walletId; // empty: the wallet of the amount's currency
    QString customId;
    QStringList onBehalfOf;
    QString purpose;
    QJsonObject sender;

    QJsonObject toJson() const;
};

struct PayinRequest
{
    Money amount;
    QString paymentAccountId;
    std::optional<PaymentAccountDetails> paymentAccount;
    QString walletId;
    QString customId;

    QJsonObject toJson() const;
};

} // namespace paydesk::api
