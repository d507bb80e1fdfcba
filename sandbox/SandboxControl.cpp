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

namespace paydesk::sandbox {

HttpReply SandboxService::controlInfo(Call &)
{
    QJsonArray faults;
    for (const Fault &f : m_faults)
        faults.append(f.toJson());
    return HttpReply::json(
        200,
        {{QStringLiteral("data"),
          QJsonObject {
              {QStringLiteral("service"), QStringLiteral("paydesk-sandbox")},
              {QStringLiteral("speed"), m_engine.speed()},
              {QStringLiteral("persistent"), m_store.isPersistent()},
              {QStringLiteral("faults"), faults},
              {QStringLiteral("settings"), settingsJson()},
              {QStringLiteral("endpoints"),
               QJsonArray {QStringLiteral("POST /_sandbox/wallets"),
                           QStringLiteral("POST /_sandbox/wallets/{id}/fund"),
                           QStringLiteral("POST /_sandbox/payouts/bulk"),
                           QStringLiteral(
                               "POST /_sandbox/payouts/{id}/{reverse|cancel|sent-to-failed|failed-to-sent}"),
                           QStringLiteral("GET|POST|DELETE /_sandbox/faults"),
                           QStringLiteral("GET|PUT|POST /_sandbox/settings"),
                           QStringLiteral("GET /_sandbox/webhooks")}}}}});
}

HttpReply SandboxService::controlCreateWallet(Call &call)
{
    FieldErrors errors;
    const QString currency = call.body.value(QStringLiteral("currency")).toString();
    if (!spec::currency(currency))
        errors.add(QStringLiteral("currency"), QStringLiteral("must be a currency of the service"));
    else if (m_store.walletForCurrency(currency))
        errors.add(QStringLiteral("currency"), QStringLiteral("a wallet in %1 exists already").arg(currency));
    qint64 minor = 0;
    const QString value = call.body.value(QStringLiteral("value")).toString();
    if (!value.isEmpty() && errors.isEmpty()) {
        QString why;
        const auto amount = Amount::parse(value, currency, &why);
        if (!amount || amount->minor < 0)
            errors.add(QStringLiteral("value"), amount ? QStringLiteral("must not be negative") : why);
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
        return HttpReply::error(404, QStringLiteral("NOT_FOUND"),
                                QStringLiteral("No wallet with id %1.").arg(id));
    QString why = QStringLiteral("is required");
    const auto amount
        = Amount::parse(call.body.value(QStringLiteral("value")).toString(), wallet->currency, &why);
    if (!amount || amount->minor <= 0) {
        FieldErrors errors;
        errors.add(QStringLiteral("value"), amount ? QStringLiteral("must be greater than zero") : why);
        return validationFailed(errors);
    }
    qint64 sum = 0;
    if (qAddOverflow(wallet->balance, amount->minor, &sum)
        || qAddOverflow(wallet->available, amount->minor, &sum)) {
        FieldErrors errors;
        errors.add(QStringLiteral("value"),
                   QStringLiteral("would take the wallet beyond the largest balance it can hold"));
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
        return HttpReply::error(404, QStringLiteral("NOT_FOUND"),
                                QStringLiteral("No payout with id %1.").arg(id));
    QString context;
    if (!call.request.body.isEmpty()) {
        const QJsonObject body = QJsonDocument::fromJson(call.request.body).object();
        context = body.value(QStringLiteral("context")).toString();
    }
    if (action == u"sent-to-failed" && !context.isEmpty()
        && !spec::contains(spec::payoutFailedContexts(), context)) {
        FieldErrors errors;
        errors.add(QStringLiteral("context"), QStringLiteral("must be a context of FAILED payouts"));
        return validationFailed(errors);
    }
    const QString problem = m_engine.transition(*payout, action, context);
    if (!problem.isEmpty())
        return HttpReply::error(409, QStringLiteral("INVALID_TRANSITION"), problem);
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
    const QJsonValue count = b.value(QStringLiteral("count"));
    const double n = count.toDouble(-1);
    if (!count.isDouble() || n != std::floor(n) || n < 1 || n > kMaxBulkPayouts)
        errors.add(QStringLiteral("count"),
                   QStringLiteral("must be a whole number from 1 to %1").arg(kMaxBulkPayouts));
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
            errors.add(QString::fromLatin1(key),
                       QStringLiteral("must be a date (yyyy-mm-dd) or an RFC 3339 time"));
        else if (*t > now)
            errors.add(QString::fromLatin1(key),
                       QStringLiteral("must not be in the future: bulk payouts are history"));
        else
            *out = *t;
    };
    time("from", false, &request.from);
    time("to", true, &request.to);
    if (!errors.has(QStringLiteral("from")) && !errors.has(QStringLiteral("to"))
        && request.from >= request.to)
        errors.add(QStringLiteral("to"), QStringLiteral("must be after from"));
    if (const QJsonValue c = b.value(QStringLiteral("currency")); !c.isUndefined()) {
        request.currency = c.toString();
        if (!spec::currency(request.currency))
            errors.add(QStringLiteral("currency"), QStringLiteral("must be a currency of the service"));
        else if (!DemoSeed::canBulkPayOut(m_store, request.currency))
            errors.add(QStringLiteral("currency"),
                       QStringLiteral("no country of the service takes payouts in %1").arg(request.currency));
    }
    for (auto it = b.constBegin(); it != b.constEnd(); ++it) {
        if (it.key() != u"count" && it.key() != u"from" && it.key() != u"to" && it.key() != u"currency")
            errors.add(it.key(), QStringLiteral("is not a field of a bulk fill (count, from, to, currency)"));
    }
    if (!errors.isEmpty())
        return validationFailed(errors);
    m_store.beginBatch();
    const QString walletId = DemoSeed::bulkPayouts(m_store, m_engine, request);
    m_store.endBatch();
    return HttpReply::json(201,
                           {{QStringLiteral("data"),
                             QJsonObject {{QStringLiteral("created"), request.count},
                                          {QStringLiteral("currency"), request.currency},
                                          {QStringLiteral("wallet_id"), walletId},
                                          {QStringLiteral("from"), rfc3339(request.from)},
                                          {QStringLiteral("to"), rfc3339(request.to)}}}});
}

HttpReply SandboxService::controlAddFault(Call &call)
{
    static const QStringList kActions {QStringLiteral("delay"),          QStringLiteral("status"),
                                       QStringLiteral("drop_before"),    QStringLiteral("drop_after"),
                                       QStringLiteral("malformed_json"), QStringLiteral("html"),
                                       QStringLiteral("large_body")};
    const QJsonObject &b = call.body;
    FieldErrors errors;
    Fault f;
    f.id = QStringLiteral("flt-%1").arg(++m_faultSeq);
    f.method = b.value(QStringLiteral("method")).toString().toUpper().toLatin1();
    f.path = b.value(QStringLiteral("path")).toString();
    while (f.path.size() > 1 && f.path.endsWith(u'/')) // as request paths are matched
        f.path.chop(1);
    f.remaining = b.value(QStringLiteral("count")).toInt(1);
    f.action = b.value(QStringLiteral("action")).toString();
    f.status = b.value(QStringLiteral("status")).toInt(f.action == u"html" ? 502 : 500);
    f.delayMs = b.value(QStringLiteral("delay_ms")).toInt(0);
    f.retryAfter = b.value(QStringLiteral("retry_after")).toInt(1);
    // Bounded as a double first: a huge number would not fit a qint64.
    f.sizeBytes = qint64(
        qBound(64.0, b.value(QStringLiteral("size_bytes")).toDouble(5.0 * 1024 * 1024), 256.0 * 1024 * 1024));
    if (!f.path.startsWith(u"/v1"))
        errors.add(QStringLiteral("path"),
                   QStringLiteral("must be a path of the interface, starting with /v1"));
    if (!kActions.contains(f.action))
        errors.add(QStringLiteral("action"), QStringLiteral("must be one of %1").arg(kActions.join(u", ")));
    if (f.remaining < 1 || f.remaining > 1000)
        errors.add(QStringLiteral("count"), QStringLiteral("must be 1 to 1000"));
    if (f.action == u"status" && (f.status < 400 || f.status > 599))
        errors.add(QStringLiteral("status"), QStringLiteral("must be an HTTP error status, 400 to 599"));
    if (f.action == u"delay" && (f.delayMs < 1 || f.delayMs > 600000))
        errors.add(QStringLiteral("delay_ms"), QStringLiteral("must be 1 to 600000"));
    if (!errors.isEmpty())
        return validationFailed(errors);
    m_faults.append(f);
    return HttpReply::json(201, {{QStringLiteral("data"), f.toJson()}});
}

HttpReply SandboxService::controlListFaults(Call &)
{
    QJsonArray data;
    for (const Fault &f : m_faults)
        data.append(f.toJson());
    return HttpReply::json(200, {{QStringLiteral("data"), data}});
}

HttpReply SandboxService::controlClearFaults(Call &)
{
    m_faults.clear();
    return HttpReply::json(200, {{QStringLiteral("data"), QJsonArray {}}});
}

HttpReply SandboxService::controlWebhookLog(Call &)
{
    return HttpReply::json(200, {{QStringLiteral("data"), m_webhooks ? m_webhooks->log() : QJsonArray {}}});
}

QJsonObject SandboxService::settingsJson() const
{
    return {{QStringLiteral("idempotency"), idempotencyModeName(m_idempotencyMode)}};
}

HttpReply SandboxService::controlSettings(Call &)
{
    return HttpReply::json(200, {{QStringLiteral("data"), settingsJson()}});
}

// {"idempotency": "replay" | "reject-reuse"}; a setting left out is kept.
HttpReply SandboxService::controlChangeSettings(Call &call)
{
    FieldErrors errors;
    std::optional<IdempotencyMode> mode;
    if (const QJsonValue value = call.body.value(QStringLiteral("idempotency")); !value.isUndefined()) {
        mode = idempotencyModeFromName(value.toString());
        if (!mode)
            errors.add(QStringLiteral("idempotency"), QStringLiteral("must be replay or reject-reuse"));
    }
    for (auto it = call.body.constBegin(); it != call.body.constEnd(); ++it) {
        if (it.key() != u"idempotency")
            errors.add(it.key(), QStringLiteral("is not a setting of the sandbox"));
    }
    if (!errors.isEmpty())
        return validationFailed(errors);
    if (mode)
        m_idempotencyMode = *mode;
    return HttpReply::json(200, {{QStringLiteral("data"), settingsJson()}});
}

} // namespace paydesk::sandbox
