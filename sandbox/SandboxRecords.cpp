// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxRecords.h"

#include "Amount.h"

#include <QJsonArray>

namespace paydesk::sandbox {

namespace {

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toString();
}

qint64 num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toString().toLongLong();
}

QDateTime time(const QJsonObject &o, const char *key)
{
    return QDateTime::fromString(str(o, key), Qt::ISODateWithMs).toUTC();
}

QJsonObject stateJson(const QString &code, const QString &context)
{
    QJsonObject state {{QStringLiteral("code"), code}};
    if (!context.isEmpty())
        state.insert(QStringLiteral("context"), context);
    return state;
}

} // namespace

QString rfc3339(const QDateTime &utc)
{
    return utc.toUTC().toString(Qt::ISODateWithMs);
}

QJsonObject amountJson(qint64 minor, const QString &currency)
{
    return {{QStringLiteral("currency"), currency},
            {QStringLiteral("value"), Amount {minor, currency}.toWire()}};
}

QJsonObject Bank::toApi() const
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), name}, {QStringLiteral("country"), country}};
}

QJsonObject Wallet::toApi() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("available"), Amount {available, currency}.toWire()},
            {QStringLiteral("balance"), Amount {balance, currency}.toWire()}};
}

QJsonObject Wallet::toStored() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("available"), QString::number(available)},
            {QStringLiteral("balance"), QString::number(balance)},
            {QStringLiteral("seq"), QString::number(seq)}};
}

Wallet Wallet::fromStored(const QJsonObject &o)
{
    return Wallet {str(o, "id"), str(o, "currency"), num(o, "available"), num(o, "balance"), num(o, "seq")};
}

QString PaymentAccount::coordinate() const
{
    const QString t = type();
    if (t == u"MOBILE_MONEY")
        return body.value(QStringLiteral("mobile_money"))
            .toObject()
            .value(QStringLiteral("number"))
            .toString();
    if (t == u"BANK_ACCOUNT")
        return body.value(QStringLiteral("bank_account"))
            .toObject()
            .value(QStringLiteral("number"))
            .toString();
    if (t == u"BANK_ACCOUNT_ROUTE")
        return body.value(QStringLiteral("bank_account_route"))
            .toObject()
            .value(QStringLiteral("number"))
            .toString();
    if (t == u"ALIAS")
        return body.value(QStringLiteral("alias")).toObject().value(QStringLiteral("identifier")).toString();
    return {};
}

QJsonObject PaymentAccount::toApi() const
{
    QJsonObject out = body;
    out.insert(QStringLiteral("id"), id);
    out.insert(QStringLiteral("created_at"), rfc3339(createdAt));
    return out;
}

QJsonObject PaymentAccount::toStored() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("identity"), identity},
            {QStringLiteral("body"), body},
            {QStringLiteral("created_at"), rfc3339(createdAt)},
            {QStringLiteral("seq"), QString::number(seq)}};
}

PaymentAccount PaymentAccount::fromStored(const QJsonObject &o)
{
    return PaymentAccount {str(o, "id"), str(o, "identity"), o.value(QStringLiteral("body")).toObject(),
                           time(o, "created_at"), num(o, "seq")};
}

QString PaymentAccount::identityOf(const QJsonObject &body)
{
    const QString type = body.value(QStringLiteral("type")).toString();
    const QString country = body.value(QStringLiteral("country")).toString();
    QStringList parts {type, country};
    auto sub = [&](const char *object, std::initializer_list<const char *> keys) {
        const QJsonObject o = body.value(QLatin1StringView(object)).toObject();
        for (const char *k : keys)
            parts << o.value(QLatin1StringView(k)).toString().toUpper();
    };
    if (type == u"MOBILE_MONEY")
        sub("mobile_money", {"operator", "number"});
    else if (type == u"BANK_ACCOUNT")
        sub("bank_account", {"bank_id", "number"});
    else if (type == u"BANK_ACCOUNT_ROUTE")
        sub("bank_account_route", {"code", "number"});
    else if (type == u"ALIAS")
        sub("alias", {"network", "identifier"});
    return parts.join(u'|');
}

QJsonObject Payout::toApi() const
{
    QJsonObject out {{QStringLiteral("id"), id},
                     {QStringLiteral("amount"), amountJson(amount, currency)},
                     {QStringLiteral("created_at"), rfc3339(createdAt)},
                     {QStringLiteral("payment_account_id"), paymentAccountId},
                     {QStringLiteral("wallet_id"), walletId},
                     {QStringLiteral("state"), stateJson(state, context)}};
    for (const char *key : {"custom_id", "on_behalf_of", "purpose", "sender"}) {
        const QJsonValue v = request.value(QLatin1StringView(key));
        if (!v.isUndefined() && !v.isNull())
            out.insert(QLatin1StringView(key), v);
    }
    if (!receipt.isEmpty())
        out.insert(QStringLiteral("receipt"), receipt);
    return out;
}

QJsonObject Payout::toStored() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("request"), request},
            {QStringLiteral("amount"), QString::number(amount)},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("wallet_id"), walletId},
            {QStringLiteral("payment_account_id"), paymentAccountId},
            {QStringLiteral("state"), state},
            {QStringLiteral("context"), context},
            {QStringLiteral("receipt"), receipt},
            {QStringLiteral("created_at"), rfc3339(createdAt)},
            {QStringLiteral("seq"), QString::number(seq)},
            {QStringLiteral("plan"), plan}};
}

Payout Payout::fromStored(const QJsonObject &o)
{
    Payout p;
    p.id = str(o, "id");
    p.request = o.value(QStringLiteral("request")).toObject();
    p.amount = num(o, "amount");
    p.currency = str(o, "currency");
    p.walletId = str(o, "wallet_id");
    p.paymentAccountId = str(o, "payment_account_id");
    p.state = str(o, "state");
    p.context = str(o, "context");
    p.receipt = str(o, "receipt");
    p.createdAt = time(o, "created_at");
    p.seq = num(o, "seq");
    p.plan = str(o, "plan");
    return p;
}

QJsonObject Payin::toApi() const
{
    QJsonObject out {{QStringLiteral("id"), id},
                     {QStringLiteral("amount"), amountJson(amount, currency)},
                     {QStringLiteral("created_at"), rfc3339(createdAt)},
                     {QStringLiteral("payment_account_id"), paymentAccountId},
                     {QStringLiteral("wallet_id"), walletId},
                     {QStringLiteral("state"), stateJson(state, context)}};
    if (!customId.isEmpty())
        out.insert(QStringLiteral("custom_id"), customId);
    return out;
}

QJsonObject Payin::toStored() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("custom_id"), customId},
            {QStringLiteral("amount"), QString::number(amount)},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("wallet_id"), walletId},
            {QStringLiteral("payment_account_id"), paymentAccountId},
            {QStringLiteral("state"), state},
            {QStringLiteral("context"), context},
            {QStringLiteral("created_at"), rfc3339(createdAt)},
            {QStringLiteral("seq"), QString::number(seq)},
            {QStringLiteral("plan"), plan}};
}

Payin Payin::fromStored(const QJsonObject &o)
{
    Payin p;
    p.id = str(o, "id");
    p.customId = str(o, "custom_id");
    p.amount = num(o, "amount");
    p.currency = str(o, "currency");
    p.walletId = str(o, "wallet_id");
    p.paymentAccountId = str(o, "payment_account_id");
    p.state = str(o, "state");
    p.context = str(o, "context");
    p.createdAt = time(o, "created_at");
    p.seq = num(o, "seq");
    p.plan = str(o, "plan");
    return p;
}

QJsonObject LedgerLine::toApi() const
{
    QJsonObject out {{QStringLiteral("id"), id},
                     {QStringLiteral("type"), type},
                     {QStringLiteral("amount"), amountJson(amount, currency)},
                     {QStringLiteral("balance"), amountJson(balanceAfter, currency)},
                     {QStringLiteral("created_at"), rfc3339(createdAt)}};
    if (!payoutId.isEmpty())
        out.insert(QStringLiteral("resource"), QJsonObject {{QStringLiteral("payout_id"), payoutId}});
    else if (!payinId.isEmpty())
        out.insert(QStringLiteral("resource"), QJsonObject {{QStringLiteral("payin_id"), payinId}});
    return out;
}

QJsonObject LedgerLine::toStored() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("wallet_id"), walletId},
            {QStringLiteral("type"), type},
            {QStringLiteral("amount"), QString::number(amount)},
            {QStringLiteral("balance"), QString::number(balanceAfter)},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("created_at"), rfc3339(createdAt)},
            {QStringLiteral("payout_id"), payoutId},
            {QStringLiteral("payin_id"), payinId},
            {QStringLiteral("seq"), QString::number(seq)}};
}

LedgerLine LedgerLine::fromStored(const QJsonObject &o)
{
    LedgerLine l;
    l.id = str(o, "id");
    l.walletId = str(o, "wallet_id");
    l.type = str(o, "type");
    l.amount = num(o, "amount");
    l.balanceAfter = num(o, "balance");
    l.currency = str(o, "currency");
    l.createdAt = time(o, "created_at");
    l.payoutId = str(o, "payout_id");
    l.payinId = str(o, "payin_id");
    l.seq = num(o, "seq");
    return l;
}

QJsonObject Statement::toApi() const
{
    QJsonObject out {
        {QStringLiteral("id"), id},
        {QStringLiteral("wallet_id"), walletId},
        {QStringLiteral("state"), stateJson(state, context)},
        {QStringLiteral("period"),
         QJsonObject {{QStringLiteral("from"), rfc3339(from)}, {QStringLiteral("to"), rfc3339(to)}}},
        {QStringLiteral("created_at"), rfc3339(createdAt)}};
    if (state == u"READY") {
        out.insert(QStringLiteral("opening_balance"), amountJson(opening, currency));
        out.insert(QStringLiteral("closing_balance"), amountJson(closing, currency));
    }
    return out;
}

QJsonObject Statement::toStored() const
{
    QJsonArray lines;
    for (qint64 s : lineSeqs)
        lines.append(QString::number(s));
    return {{QStringLiteral("id"), id},
            {QStringLiteral("wallet_id"), walletId},
            {QStringLiteral("currency"), currency},
            {QStringLiteral("state"), state},
            {QStringLiteral("context"), context},
            {QStringLiteral("from"), rfc3339(from)},
            {QStringLiteral("to"), rfc3339(to)},
            {QStringLiteral("opening"), QString::number(opening)},
            {QStringLiteral("closing"), QString::number(closing)},
            {QStringLiteral("lines"), lines},
            {QStringLiteral("created_at"), rfc3339(createdAt)},
            {QStringLiteral("seq"), QString::number(seq)}};
}

Statement Statement::fromStored(const QJsonObject &o)
{
    Statement s;
    s.id = str(o, "id");
    s.walletId = str(o, "wallet_id");
    s.currency = str(o, "currency");
    s.state = str(o, "state");
    s.context = str(o, "context");
    s.from = time(o, "from");
    s.to = time(o, "to");
    s.opening = num(o, "opening");
    s.closing = num(o, "closing");
    for (const QJsonValue &v : o.value(QStringLiteral("lines")).toArray())
        s.lineSeqs.append(v.toString().toLongLong());
    s.createdAt = time(o, "created_at");
    s.seq = num(o, "seq");
    return s;
}

QJsonObject IdempotencyEntry::toStored() const
{
    return {{QStringLiteral("body_hash"), QString::fromLatin1(bodyHash.toHex())},
            {QStringLiteral("status"), status},
            {QStringLiteral("response"), QString::fromUtf8(responseBody)},
            {QStringLiteral("expires_at"), rfc3339(expiresAt)}};
}

IdempotencyEntry IdempotencyEntry::fromStored(const QJsonObject &o)
{
    IdempotencyEntry e;
    e.bodyHash = QByteArray::fromHex(str(o, "body_hash").toLatin1());
    e.inFlight = false;
    e.status = o.value(QStringLiteral("status")).toInt();
    e.responseBody = str(o, "response").toUtf8();
    e.expiresAt = time(o, "expires_at");
    return e;
}

} // namespace paydesk::sandbox
