// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResourceCodecs.h"

namespace paydesk::api::codec {

namespace {

using Need = JsonReader::Need;
constexpr auto Optional = Need::Optional;

constexpr QLatin1StringView operator""_l1(const char *text, size_t size) noexcept
{
    return QLatin1StringView(text, qsizetype(size));
}

} // namespace

void read(JsonReader &r, const QJsonObject &o, Bank &out)
{
    out.id = r.string(o, "id"_l1);
    out.name = r.string(o, "name"_l1);
    out.country = r.string(o, "country"_l1);
}

void read(JsonReader &r, const QJsonObject &o, Wallet &out)
{
    out.id = r.string(o, "id"_l1);
    out.currency = r.currency(o, "currency"_l1);
    if (out.currency.isEmpty())
        return; // said: the balances cannot be read in no currency
    out.available = r.decimal(o, "available"_l1, out.currency);
    out.balance = r.decimal(o, "balance"_l1, out.currency);
}

void read(JsonReader &r, const QJsonObject &o, LookupResult &out)
{
    const QJsonObject holder = r.object(o, "holder"_l1);
    const JsonReader::Scope scope = r.enter("holder"_l1);
    out.holderName = r.string(holder, "name"_l1);
}

void read(JsonReader &r, const QJsonObject &o, ResourceState &out)
{
    out.code = r.string(o, "code"_l1);
    out.context = r.string(o, "context"_l1, Optional);
}

void read(JsonReader &r, const QJsonObject &o, PaymentAccountDetails &out)
{
    // The specification gives MOBILE_MONEY as the default type.
    const QString type = r.string(o, "type"_l1, Optional);
    out.type = type.isEmpty() ? QStringLiteral("MOBILE_MONEY") : type;
    out.country = r.string(o, "country"_l1);
    {
        const QJsonObject holder = r.object(o, "holder"_l1);
        const JsonReader::Scope scope = r.enter("holder"_l1);
        out.holder.name = r.string(holder, "name"_l1);
        out.holder.type = r.string(holder, "type"_l1, Optional);
    }
    // Each coordinate object is read when present; the one of `type` is required.
    auto sub = [&](QLatin1StringView key, QLatin1StringView a, QString &va, QLatin1StringView b, QString &vb,
                   QLatin1StringView forType) {
        const Need need = out.type == forType ? Need::Required : Optional;
        const QJsonObject obj = r.object(o, key, need);
        if (!o.value(key).isObject())
            return;
        const JsonReader::Scope scope = r.enter(key);
        va = r.string(obj, a, need);
        vb = r.string(obj, b, need);
    };
    sub("mobile_money"_l1, "number"_l1, out.mobileNumber, "operator"_l1, out.mobileOperator,
        "MOBILE_MONEY"_l1);
    sub("bank_account"_l1, "bank_id"_l1, out.bankId, "number"_l1, out.bankAccountNumber, "BANK_ACCOUNT"_l1);
    sub("bank_account_route"_l1, "code"_l1, out.routeCode, "number"_l1, out.routeNumber,
        "BANK_ACCOUNT_ROUTE"_l1);
    sub("alias"_l1, "identifier"_l1, out.aliasIdentifier, "network"_l1, out.aliasNetwork, "ALIAS"_l1);
}

void read(JsonReader &r, const QJsonObject &o, PaymentAccount &out)
{
    out.id = r.string(o, "id"_l1);
    read(r, o, out.details);
    out.createdAt = r.dateTime(o, "created_at"_l1, Optional);
}

namespace {

void readState(JsonReader &r, const QJsonObject &o, ResourceState &out)
{
    const QJsonObject state = r.object(o, "state"_l1);
    if (!o.value("state"_l1).isObject())
        return;
    const JsonReader::Scope scope = r.enter("state"_l1);
    read(r, state, out);
}

} // namespace

void read(JsonReader &r, const QJsonObject &o, Payout &out)
{
    out.id = r.string(o, "id"_l1);
    out.amount = r.amount(o, "amount"_l1);
    readState(r, o, out.state);
    out.createdAt = r.dateTime(o, "created_at"_l1);
    out.customId = r.string(o, "custom_id"_l1, Optional);
    out.paymentAccountId = r.string(o, "payment_account_id"_l1, Optional);
    out.walletId = r.string(o, "wallet_id"_l1, Optional);
    out.purpose = r.string(o, "purpose"_l1, Optional);
    out.onBehalfOf = r.stringList(o, "on_behalf_of"_l1, Optional);
    out.sender = r.object(o, "sender"_l1, Optional);
    out.receipt = r.string(o, "receipt"_l1, Optional);
}

void read(JsonReader &r, const QJsonObject &o, Payin &out)
{
    out.id = r.string(o, "id"_l1);
    out.amount = r.amount(o, "amount"_l1);
    readState(r, o, out.state);
    out.createdAt = r.dateTime(o, "created_at"_l1);
    out.customId = r.string(o, "custom_id"_l1, Optional);
    out.paymentAccountId = r.string(o, "payment_account_id"_l1, Optional);
    out.walletId = r.string(o, "wallet_id"_l1, Optional);
}

void read(JsonReader &r, const QJsonObject &o, Statement &out)
{
    out.id = r.string(o, "id"_l1);
    readState(r, o, out.state);
    out.walletId = r.string(o, "wallet_id"_l1, Optional);
    const QJsonObject period = r.object(o, "period"_l1, Optional);
    if (!period.isEmpty()) {
        const JsonReader::Scope scope = r.enter("period"_l1);
        out.from = r.dateTime(period, "from"_l1);
        out.to = r.dateTime(period, "to"_l1);
    }
    // Balances come once the statement is READY.
    out.openingBalance = r.amount(o, "opening_balance"_l1, Optional);
    out.closingBalance = r.amount(o, "closing_balance"_l1, Optional);
    out.createdAt = r.dateTime(o, "created_at"_l1, Optional);
}

void read(JsonReader &r, const QJsonObject &o, StatementLine &out)
{
    out.id = r.string(o, "id"_l1);
    out.type = r.string(o, "type"_l1);
    out.amount = r.amount(o, "amount"_l1);
    out.balance = r.amount(o, "balance"_l1, Optional);
    out.createdAt = r.dateTime(o, "created_at"_l1, Optional);
    const QJsonObject resource = r.object(o, "resource"_l1, Optional);
    if (!resource.isEmpty()) {
        const JsonReader::Scope scope = r.enter("resource"_l1);
        out.payoutId = r.string(resource, "payout_id"_l1, Optional);
        out.payinId = r.string(resource, "payin_id"_l1, Optional);
    }
}

QString nextCursor(JsonReader &r, const QJsonObject &root)
{
    const QJsonObject meta = r.object(root, "meta"_l1, Optional);
    const JsonReader::Scope metaScope = r.enter("meta"_l1);
    const QJsonObject paging = r.object(meta, "paging"_l1, Optional);
    const JsonReader::Scope pagingScope = r.enter("paging"_l1);
    const QJsonObject cursors = r.object(paging, "cursors"_l1, Optional);
    const JsonReader::Scope cursorsScope = r.enter("cursors"_l1);
    return r.string(cursors, "after"_l1, Optional);
}

} // namespace paydesk::api::codec
