// SPDX-License-Identifier: GPL-3.0-or-later
// The control surface under /_sandbox: what a tester or trainer does by hand that the interface
// itself does not offer (support's manual transitions, funding, faults, the webhook log).
#include "Amount.h"
#include "DemoSeed.h"
#include "RequestValidator.h"
#include "SandboxEngine.h"
#include "SandboxService.h"
#include "SandboxStore.h"
#include "WebhookDispatcher.h"
#include "domain/SpecTables.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtNumeric>

#include <cmath>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpReply SandboxService::controlInfo(Call &)
{
    QJsonArray faults;
    for (const Fault &f : m_faults)
        faults.append(f.toJson());
    return HttpReply::json(
        200,
        {{u"data"_s,
          QJsonObject {
              {u"service"_s, u"paydesk-sandbox"_s},
              {u"speed"_s, m_engine.speed()},
              {u"persistent"_s, m_store.isPersistent()},
              {u"faults"_s, faults},
              {u"settings"_s, settingsJson()},
              {u"endpoints"_s,
               QJsonArray {u"POST /_sandbox/wallets"_s, u"POST /_sandbox/wallets/{id}/fund"_s,
                           u"POST /_sandbox/payouts/bulk"_s,
                           u"POST /_sandbox/payouts/{id}/{reverse|cancel|sent-to-failed|failed-to-sent}"_s,
                           u"GET|POST|DELETE /_sandbox/faults"_s, u"GET|PUT|POST /_sandbox/settings"_s,
                           u"GET /_sandbox/webhooks"_s}}}}});
}

HttpReply SandboxService::controlCreateWallet(Call &call)
{
    FieldErrors errors;
    const QString currency = call.body.value(u"currency"_s).toString();
    if (!spec::currency(currency))
        errors.add(u"currency"_s, u"must be a currency of the service"_s);
    else if (m_store.walletForCurrency(currency))
        errors.add(u"currency"_s, u"a wallet in %1 exists already"_s.arg(currency));
    qint64 minor = 0;
    const QString value = call.body.value(u"value"_s).toString();
    if (!value.isEmpty() && errors.isEmpty()) {
        QString why;
        const auto amount = Amount::parse(value, currency, &why);
        if (!amount || amount->minor < 0)
            errors.add(u"value"_s, amount ? u"must not be negative"_s : why);
        else
            minor = amount->minor;
    }
    if (!errors.isEmpty())
        return validationFailed(errors);
    return dataReply(201, m_engine.createWallet(currency, minor));
}

HttpReply SandboxService::controlFundWallet(Call &call)
{
    const QString id = call.segments.at(2);
    Wallet *wallet = m_store.wallet(id);
    if (!wallet)
        return HttpReply::error(404, u"NOT_FOUND"_s, u"No wallet with id %1."_s.arg(id));
    QString why = u"is required"_s;
    const auto amount = Amount::parse(call.body.value(u"value"_s).toString(), wallet->currency, &why);
    if (!amount || amount->minor <= 0) {
        FieldErrors errors;
        errors.add(u"value"_s, amount ? u"must be greater than zero"_s : why);
        return validationFailed(errors);
    }
    qint64 sum = 0;
    if (qAddOverflow(wallet->balance, amount->minor, &sum)
        || qAddOverflow(wallet->available, amount->minor, &sum)) {
        FieldErrors errors;
        errors.add(u"value"_s, u"would take the wallet beyond the largest balance it can hold"_s);
        return validationFailed(errors);
    }
    m_engine.fund(*wallet, amount->minor);
    return dataReply(200, *wallet);
}

HttpReply SandboxService::controlTransition(Call &call)
{
    const QString id = call.segments.at(2);
    const QString action = call.segments.at(3);
    Payout *payout = m_store.payout(id);
    if (!payout)
        return HttpReply::error(404, u"NOT_FOUND"_s, u"No payout with id %1."_s.arg(id));
    QString context;
    if (!call.request.body.isEmpty()) {
        const QJsonObject body = QJsonDocument::fromJson(call.request.body).object();
        context = body.value(u"context"_s).toString();
    }
    if (action == u"sent-to-failed" && !context.isEmpty()
        && !spec::contains(spec::payoutFailedContexts(), context)) {
        FieldErrors errors;
        errors.add(u"context"_s, u"must be a context of FAILED payouts"_s);
        return validationFailed(errors);
    }
    const QString problem = m_engine.transition(*payout, action, context);
    if (!problem.isEmpty())
        return HttpReply::error(409, u"INVALID_TRANSITION"_s, problem);
    return dataReply(200, *payout);
}

// {"count": 100000, "from": "2026-08-01T00:00:00Z", "to": "2026-11-01T00:00:00Z", "currency": "KES"}:
// that many past payouts at once (DemoSeed::bulkPayouts), for scrolling a long history. from and
// to default to the 90 days up to now, the currency to KES; every field is checked at once.
HttpReply SandboxService::controlBulkPayouts(Call &call)
{
    const QJsonObject &b = call.body;
    FieldErrors errors;
    BulkPayouts request;
    const QJsonValue count = b.value(u"count"_s);
    const double n = count.toDouble(-1);
    if (!count.isDouble() || n != std::floor(n) || n < 1 || n > kMaxBulkPayouts)
        errors.add(u"count"_s, u"must be a whole number from 1 to %1"_s.arg(kMaxBulkPayouts));
    else
        request.count = int(n);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    request.to = now;
    request.from = now.addDays(-90);
    const auto time = [&](const char *key, bool endOfDay, QDateTime *out) {
        const QJsonValue v = b.value(QLatin1StringView(key));
        if (v.isUndefined())
            return;
        const auto t = v.isString() ? RequestValidator::parseQueryTime(v.toString(), endOfDay) : std::nullopt;
        if (!t)
            errors.add(QString::fromLatin1(key), u"must be a date (yyyy-mm-dd) or an RFC 3339 time"_s);
        else if (*t > now)
            errors.add(QString::fromLatin1(key), u"must not be in the future: bulk payouts are history"_s);
        else
            *out = *t;
    };
    time("from", false, &request.from);
    time("to", true, &request.to);
    if (!errors.has(u"from"_s) && !errors.has(u"to"_s) && request.from >= request.to)
        errors.add(u"to"_s, u"must be after from"_s);
    if (const QJsonValue c = b.value(u"currency"_s); !c.isUndefined()) {
        request.currency = c.toString();
        if (!spec::currency(request.currency))
            errors.add(u"currency"_s, u"must be a currency of the service"_s);
        else if (!DemoSeed::canBulkPayOut(m_store, request.currency))
            errors.add(u"currency"_s,
                       u"no country of the service takes payouts in %1"_s.arg(request.currency));
    }
    for (auto it = b.constBegin(); it != b.constEnd(); ++it) {
        if (it.key() != u"count" && it.key() != u"from" && it.key() != u"to" && it.key() != u"currency")
            errors.add(it.key(), u"is not a field of a bulk fill (count, from, to, currency)"_s);
    }
    if (!errors.isEmpty())
        return validationFailed(errors);
    m_store.beginBatch();
    const QString walletId = DemoSeed::bulkPayouts(m_store, m_engine, request);
    m_store.endBatch();
    return HttpReply::json(201,
                           {{u"data"_s,
                             QJsonObject {{u"created"_s, request.count},
                                          {u"currency"_s, request.currency},
                                          {u"wallet_id"_s, walletId},
                                          {u"from"_s, rfc3339(request.from)},
                                          {u"to"_s, rfc3339(request.to)}}}});
}

HttpReply SandboxService::controlAddFault(Call &call)
{
    static const QStringList kActions {u"delay"_s,          u"status"_s, u"drop_before"_s, u"drop_after"_s,
                                       u"malformed_json"_s, u"html"_s,   u"large_body"_s};
    const QJsonObject &b = call.body;
    FieldErrors errors;
    Fault f;
    f.id = u"flt-%1"_s.arg(++m_faultSeq);
    f.method = b.value(u"method"_s).toString().toUpper().toLatin1();
    f.path = b.value(u"path"_s).toString();
    while (f.path.size() > 1 && f.path.endsWith(u'/')) // as request paths are matched
        f.path.chop(1);
    f.remaining = b.value(u"count"_s).toInt(1);
    f.action = b.value(u"action"_s).toString();
    f.status = b.value(u"status"_s).toInt(f.action == u"html" ? 502 : 500);
    f.delayMs = b.value(u"delay_ms"_s).toInt(0);
    f.retryAfter = b.value(u"retry_after"_s).toInt(1);
    // Bounded as a double first: a huge number would not fit a qint64.
    f.sizeBytes
        = qint64(qBound(64.0, b.value(u"size_bytes"_s).toDouble(5.0 * 1024 * 1024), 256.0 * 1024 * 1024));
    if (!f.path.startsWith(u"/v1"))
        errors.add(u"path"_s, u"must be a path of the interface, starting with /v1"_s);
    if (!kActions.contains(f.action))
        errors.add(u"action"_s, u"must be one of %1"_s.arg(kActions.join(u", ")));
    if (f.remaining < 1 || f.remaining > 1000)
        errors.add(u"count"_s, u"must be 1 to 1000"_s);
    if (f.action == u"status" && (f.status < 400 || f.status > 599))
        errors.add(u"status"_s, u"must be an HTTP error status, 400 to 599"_s);
    if (f.action == u"delay" && (f.delayMs < 1 || f.delayMs > 600000))
        errors.add(u"delay_ms"_s, u"must be 1 to 600000"_s);
    if (!errors.isEmpty())
        return validationFailed(errors);
    m_faults.append(f);
    return HttpReply::json(201, {{u"data"_s, f.toJson()}});
}

HttpReply SandboxService::controlListFaults(Call &)
{
    QJsonArray data;
    for (const Fault &f : m_faults)
        data.append(f.toJson());
    return HttpReply::json(200, {{u"data"_s, data}});
}

HttpReply SandboxService::controlClearFaults(Call &)
{
    m_faults.clear();
    return HttpReply::json(200, {{u"data"_s, QJsonArray {}}});
}

HttpReply SandboxService::controlWebhookLog(Call &)
{
    return HttpReply::json(200, {{u"data"_s, m_webhooks ? m_webhooks->log() : QJsonArray {}}});
}

QJsonObject SandboxService::settingsJson() const
{
    return {{u"idempotency"_s, idempotencyModeName(m_idempotencyMode)}};
}

HttpReply SandboxService::controlSettings(Call &)
{
    return HttpReply::json(200, {{u"data"_s, settingsJson()}});
}

// {"idempotency": "replay" | "reject-reuse"}; a setting left out is kept.
HttpReply SandboxService::controlChangeSettings(Call &call)
{
    FieldErrors errors;
    std::optional<IdempotencyMode> mode;
    if (const QJsonValue value = call.body.value(u"idempotency"_s); !value.isUndefined()) {
        mode = idempotencyModeFromName(value.toString());
        if (!mode)
            errors.add(u"idempotency"_s, u"must be replay or reject-reuse"_s);
    }
    for (auto it = call.body.constBegin(); it != call.body.constEnd(); ++it) {
        if (it.key() != u"idempotency")
            errors.add(it.key(), u"is not a setting of the sandbox"_s);
    }
    if (!errors.isEmpty())
        return validationFailed(errors);
    if (mode)
        m_idempotencyMode = *mode;
    return HttpReply::json(200, {{u"data"_s, settingsJson()}});
}

} // namespace paydesk::sandbox
