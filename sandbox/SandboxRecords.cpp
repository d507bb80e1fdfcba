// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxRecords.h"

#include "Amount.h"
#include "JsonWriter.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace paydesk::sandbox {

using namespace Qt::StringLiterals;

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

void writeState(JsonWriter &w, const QString &code, const QString &context)
{
    w.key("state"_L1);
    w.beginObject();
    w.field("code"_L1, code);
    if (!context.isEmpty())
        w.field("context"_L1, context);
    w.endObject();
}

void writeAmount(JsonWriter &w, QLatin1StringView name, qint64 minor, const QString &currency)
{
    w.key(name);
    w.beginObject();
    w.field("currency"_L1, currency);
    w.field("value"_L1, Amount {minor, currency}.toWire());
    w.endObject();
}

// The interface's JSON of a record, as an object.
template<typename Record> QJsonObject apiObject(const Record &record)
{
    JsonWriter w;
    record.writeApi(w);
    return QJsonDocument::fromJson(w.take()).object();
}

} // namespace

QString rfc3339(const QDateTime &time)
{
    // Written by hand: QDateTime::toString() formats through printf, and every record has one.
    const QDateTime utc = time.toUTC();
    const QDate d = utc.date();
    const QTime t = utc.time();
    if (!d.isValid() || !t.isValid() || d.year() < 1 || d.year() > 9999)
        return utc.toString(Qt::ISODateWithMs);
    char text[] = "0000-00-00T00:00:00.000Z";
    const auto put = [&](int at, int value, int digits) {
        for (int i = digits - 1; i >= 0; --i, value /= 10)
            text[at + i] = char('0' + value % 10);
    };
    put(0, d.year(), 4);
    put(5, d.month(), 2);
    put(8, d.day(), 2);
    put(11, t.hour(), 2);
    put(14, t.minute(), 2);
    put(17, t.second(), 2);
    put(20, t.msec(), 3);
    return QString::fromLatin1(text, sizeof text - 1);
}

void Bank::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    w.field("name"_L1, name);
    w.field("country"_L1, country);
    w.endObject();
}

void Wallet::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    w.field("currency"_L1, currency);
    w.field("available"_L1, Amount {available, currency}.toWire());
    w.field("balance"_L1, Amount {balance, currency}.toWire());
    w.endObject();
}

QJsonObject Wallet::toStored() const
{
    return {{u"id"_s, id},
            {u"currency"_s, currency},
            {u"available"_s, QString::number(available)},
            {u"balance"_s, QString::number(balance)},
            {u"seq"_s, QString::number(seq)}};
}

Wallet Wallet::fromStored(const QJsonObject &o)
{
    return Wallet {str(o, "id"), str(o, "currency"), num(o, "available"), num(o, "balance"), num(o, "seq")};
}

QString PaymentAccount::coordinate() const
{
    const QString t = type();
    if (t == u"MOBILE_MONEY")
        return body.value(u"mobile_money"_s).toObject().value(u"number"_s).toString();
    if (t == u"BANK_ACCOUNT")
        return body.value(u"bank_account"_s).toObject().value(u"number"_s).toString();
    if (t == u"BANK_ACCOUNT_ROUTE")
        return body.value(u"bank_account_route"_s).toObject().value(u"number"_s).toString();
    if (t == u"ALIAS")
        return body.value(u"alias"_s).toObject().value(u"identifier"_s).toString();
    return {};
}

void PaymentAccount::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    for (auto it = body.begin(); it != body.end(); ++it) {
        if (it.key() == u"id" || it.key() == u"created_at")
            continue;
        w.key(QStringView(it.key()));
        w.value(it.value());
    }
    w.field("created_at"_L1, rfc3339(createdAt));
    w.endObject();
}

QJsonObject PaymentAccount::toStored() const
{
    return {{u"id"_s, id},
            {u"identity"_s, identity},
            {u"body"_s, body},
            {u"created_at"_s, rfc3339(createdAt)},
            {u"seq"_s, QString::number(seq)}};
}

PaymentAccount PaymentAccount::fromStored(const QJsonObject &o)
{
    return PaymentAccount {str(o, "id"), str(o, "identity"), o.value(u"body"_s).toObject(),
                           time(o, "created_at"), num(o, "seq")};
}

QString PaymentAccount::identityOf(const QJsonObject &body)
{
    const QString type = body.value(u"type"_s).toString();
    const QString country = body.value(u"country"_s).toString();
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

void Payout::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    writeAmount(w, "amount"_L1, amount, currency);
    w.field("created_at"_L1, rfc3339(createdAt));
    w.field("payment_account_id"_L1, paymentAccountId);
    w.field("wallet_id"_L1, walletId);
    writeState(w, state, context);
    for (const char *key : {"custom_id", "on_behalf_of", "purpose", "sender"}) {
        const QJsonValue v = request.value(QLatin1StringView(key));
        if (!v.isUndefined() && !v.isNull())
            w.field(QLatin1StringView(key), v);
    }
    if (!receipt.isEmpty())
        w.field("receipt"_L1, receipt);
    w.endObject();
}

QJsonObject Payout::toStored() const
{
    return {{u"id"_s, id},
            {u"request"_s, request},
            {u"amount"_s, QString::number(amount)},
            {u"currency"_s, currency},
            {u"wallet_id"_s, walletId},
            {u"payment_account_id"_s, paymentAccountId},
            {u"state"_s, state},
            {u"context"_s, context},
            {u"receipt"_s, receipt},
            {u"created_at"_s, rfc3339(createdAt)},
            {u"seq"_s, QString::number(seq)},
            {u"plan"_s, plan}};
}

Payout Payout::fromStored(const QJsonObject &o)
{
    Payout p;
    p.id = str(o, "id");
    p.request = o.value(u"request"_s).toObject();
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

void Payin::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    writeAmount(w, "amount"_L1, amount, currency);
    w.field("created_at"_L1, rfc3339(createdAt));
    w.field("payment_account_id"_L1, paymentAccountId);
    w.field("wallet_id"_L1, walletId);
    writeState(w, state, context);
    if (!customId.isEmpty())
        w.field("custom_id"_L1, customId);
    w.endObject();
}

QJsonObject Payin::toStored() const
{
    return {{u"id"_s, id},
            {u"custom_id"_s, customId},
            {u"amount"_s, QString::number(amount)},
            {u"currency"_s, currency},
            {u"wallet_id"_s, walletId},
            {u"payment_account_id"_s, paymentAccountId},
            {u"state"_s, state},
            {u"context"_s, context},
            {u"created_at"_s, rfc3339(createdAt)},
            {u"seq"_s, QString::number(seq)},
            {u"plan"_s, plan}};
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

void LedgerLine::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    w.field("type"_L1, type);
    writeAmount(w, "amount"_L1, amount, currency);
    writeAmount(w, "balance"_L1, balanceAfter, currency);
    w.field("created_at"_L1, rfc3339(createdAt));
    if (!payoutId.isEmpty() || !payinId.isEmpty()) {
        w.key("resource"_L1);
        w.beginObject();
        if (!payoutId.isEmpty())
            w.field("payout_id"_L1, payoutId);
        else
            w.field("payin_id"_L1, payinId);
        w.endObject();
    }
    w.endObject();
}

QJsonObject LedgerLine::toStored() const
{
    return {{u"id"_s, id},
            {u"wallet_id"_s, walletId},
            {u"type"_s, type},
            {u"amount"_s, QString::number(amount)},
            {u"balance"_s, QString::number(balanceAfter)},
            {u"currency"_s, currency},
            {u"created_at"_s, rfc3339(createdAt)},
            {u"payout_id"_s, payoutId},
            {u"payin_id"_s, payinId},
            {u"seq"_s, QString::number(seq)}};
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

void Statement::writeApi(JsonWriter &w) const
{
    w.beginObject();
    w.field("id"_L1, id);
    w.field("wallet_id"_L1, walletId);
    writeState(w, state, context);
    w.key("period"_L1);
    w.beginObject();
    w.field("from"_L1, rfc3339(from));
    w.field("to"_L1, rfc3339(to));
    w.endObject();
    w.field("created_at"_L1, rfc3339(createdAt));
    if (state == u"READY") {
        writeAmount(w, "opening_balance"_L1, opening, currency);
        writeAmount(w, "closing_balance"_L1, closing, currency);
    }
    w.endObject();
}

QJsonObject Statement::toStored() const
{
    QJsonArray lines;
    for (qint64 s : lineSeqs)
        lines.append(QString::number(s));
    return {{u"id"_s, id},
            {u"wallet_id"_s, walletId},
            {u"currency"_s, currency},
            {u"state"_s, state},
            {u"context"_s, context},
            {u"from"_s, rfc3339(from)},
            {u"to"_s, rfc3339(to)},
            {u"opening"_s, QString::number(opening)},
            {u"closing"_s, QString::number(closing)},
            {u"lines"_s, lines},
            {u"created_at"_s, rfc3339(createdAt)},
            {u"seq"_s, QString::number(seq)}};
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
    for (const QJsonValue &v : o.value(u"lines"_s).toArray())
        s.lineSeqs.append(v.toString().toLongLong());
    s.createdAt = time(o, "created_at");
    s.seq = num(o, "seq");
    return s;
}

QByteArray IdempotencyEntry::canonicalHash(const QJsonObject &body)
{
    // QJsonObject keeps its keys sorted: its compact form is one spelling of the value.
    return QCryptographicHash::hash(QJsonDocument(body).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256);
}

bool IdempotencyEntry::isSameBody(const QByteArray &raw, const QJsonObject &parsed) const
{
    if (requestBody.isNull())
        return bodyHash == canonicalHash(parsed);
    return requestBody == raw || QJsonDocument::fromJson(requestBody).object() == parsed;
}

QJsonObject IdempotencyEntry::toStored() const
{
    const QByteArray hash
        = requestBody.isNull() ? bodyHash : canonicalHash(QJsonDocument::fromJson(requestBody).object());
    return {{u"body_hash"_s, QString::fromLatin1(hash.toHex())},
            {u"status"_s, status},
            {u"response"_s, QString::fromUtf8(responseBody)},
            {u"expires_at"_s, rfc3339(expiresAt)}};
}

IdempotencyEntry IdempotencyEntry::fromStored(const QJsonObject &o)
{
    IdempotencyEntry e;
    e.bodyHash = QByteArray::fromHex(str(o, "body_hash").toLatin1());
    e.inFlight = false;
    e.status = o.value(u"status"_s).toInt();
    e.responseBody = str(o, "response").toUtf8();
    e.expiresAt = time(o, "expires_at");
    return e;
}

QJsonObject Bank::toApi() const
{
    return apiObject(*this);
}

QJsonObject Wallet::toApi() const
{
    return apiObject(*this);
}

QJsonObject PaymentAccount::toApi() const
{
    return apiObject(*this);
}

QJsonObject Payout::toApi() const
{
    return apiObject(*this);
}

QJsonObject Payin::toApi() const
{
    return apiObject(*this);
}

QJsonObject LedgerLine::toApi() const
{
    return apiObject(*this);
}

QJsonObject Statement::toApi() const
{
    return apiObject(*this);
}

} // namespace paydesk::sandbox
