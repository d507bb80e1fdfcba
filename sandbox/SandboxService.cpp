// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxService.h"

#include "SandboxEngine.h"
#include "SandboxStore.h"
#include "WebhookDispatcher.h"
#include "core/Logging.h"
#include "domain/SpecTables.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

PAYDESK_LOGGING_CATEGORY(lcSandbox, "sandbox")

namespace paydesk::sandbox {

using namespace Qt::StringLiterals;

QJsonObject Fault::toJson() const
{
    return {{u"id"_s, id},
            {u"method"_s, QString::fromLatin1(method)},
            {u"path"_s, path},
            {u"remaining"_s, remaining},
            {u"action"_s, action},
            {u"status"_s, status},
            {u"delay_ms"_s, delayMs},
            {u"retry_after"_s, retryAfter},
            {u"size_bytes"_s, double(sizeBytes)}};
}

SandboxService::SandboxService(SandboxStore &store, SandboxEngine &engine, WebhookDispatcher *webhooks,
                               QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_engine(engine)
    , m_webhooks(webhooks)
{ }

void SandboxService::addKey(const QString &secret, const QStringList &scopes)
{
    m_keys.insert(
        secret,
        {QSet<QString>(scopes.begin(), scopes.end()),
         // 64 bits of the hash tell the keys of one sandbox apart, and keep the
         // idempotency slots short (they are hashed several times a request).
         QString::fromLatin1(
             QCryptographicHash::hash(secret.toUtf8(), QCryptographicHash::Sha256).first(8).toHex())});
}

ValidationContext SandboxService::validationContext(SandboxStore &store)
{
    ValidationContext ctx;
    SandboxStore *st = &store;
    ctx.bankCountry = [st](const QString &id) {
        const Bank *b = st->bank(id);
        return b ? b->country : QString();
    };
    ctx.paymentAccountCountry = [st](const QString &id) {
        const PaymentAccount *a = st->paymentAccount(id);
        return a ? a->country() : QString();
    };
    ctx.paymentAccount = [st](const QString &id) {
        const PaymentAccount *a = st->paymentAccount(id);
        return a ? a->body : QJsonObject();
    };
    ctx.walletCurrency = [st](const QString &id) {
        const Wallet *w = st->wallet(id);
        return w ? w->currency : QString();
    };
    ctx.hasWalletInCurrency
        = [st](const QString &currency) { return st->walletForCurrency(currency) != nullptr; };
    ctx.payoutCustomIdTaken = [st](const QString &id) { return st->payout(id) != nullptr; };
    ctx.payinCustomIdTaken = [st](const QString &id) { return st->payin(id) != nullptr; };
    ctx.today = QDateTime::currentDateTimeUtc().date();
    return ctx;
}

RequestValidator SandboxService::validator() const
{
    return RequestValidator(validationContext(m_store));
}

std::optional<SandboxService::Route> SandboxService::route(const QByteArray &method, const QStringList &s,
                                                           QStringList *allowed) const
{
    using spec::Operation;
    const qsizetype n = s.size();
    auto is = [&](std::initializer_list<const char *> parts) {
        if (n != qsizetype(parts.size()))
            return false;
        qsizetype i = 0;
        for (const char *p : parts) {
            if (qstrcmp(p, "*") != 0 && s[i] != QLatin1StringView(p))
                return false;
            ++i;
        }
        return true;
    };
    struct Candidate
    {
        const char *method;
        Route route;
    };
    QList<Candidate> candidates;
    auto v1 = [](Handler h, Operation op, bool idempotent = false, bool body = false) {
        return Route {h, spec::scopesFor(op), idempotent, body, false};
    };
    auto control = [](Handler h, bool body = false) { return Route {h, {}, false, body, true}; };

    if (is({"v1", "banks"}))
        candidates = {{"GET", v1(&SandboxService::listBanks, Operation::ListBanks)}};
    else if (is({"v1", "lookups", "*"}))
        candidates = {{"GET", v1(&SandboxService::lookup, Operation::GetLookup)}};
    else if (is({"v1", "wallets"}))
        candidates = {{"GET", v1(&SandboxService::listWallets, Operation::ListWallets)}};
    else if (is({"v1", "payment-accounts"}))
        candidates
            = {{"GET", v1(&SandboxService::listPaymentAccounts, Operation::ListPaymentAccounts)},
               {"POST",
                v1(&SandboxService::createPaymentAccount, Operation::CreatePaymentAccount, false, true)}};
    else if (is({"v1", "payouts"}))
        candidates = {{"GET", v1(&SandboxService::listPayouts, Operation::ListPayouts)},
                      {"POST", v1(&SandboxService::createPayout, Operation::CreatePayout, true, true)}};
    else if (is({"v1", "payouts", "*"}))
        candidates = {{"GET", v1(&SandboxService::getPayout, Operation::GetPayout)}};
    else if (is({"v1", "payins"}))
        candidates = {{"POST", v1(&SandboxService::createPayin, Operation::CreatePayin, true, true)}};
    else if (is({"v1", "payins", "*"}))
        candidates = {{"GET", v1(&SandboxService::getPayin, Operation::GetPayin)}};
    else if (is({"v1", "wallet-statements"}))
        candidates
            = {{"POST", v1(&SandboxService::createStatement, Operation::CreateStatement, false, true)}};
    else if (is({"v1", "wallet-statements", "*"}))
        candidates = {{"GET", v1(&SandboxService::getStatement, Operation::GetStatement)}};
    else if (is({"v1", "wallet-statements", "*", "lines"}))
        candidates = {{"GET", v1(&SandboxService::listStatementLines, Operation::ListStatementLines)}};
    else if (is({"_sandbox"}))
        candidates = {{"GET", control(&SandboxService::controlInfo)}};
    else if (is({"_sandbox", "wallets"}))
        candidates = {{"POST", control(&SandboxService::controlCreateWallet, true)}};
    else if (is({"_sandbox", "wallets", "*", "fund"}))
        candidates = {{"POST", control(&SandboxService::controlFundWallet, true)}};
    else if (is({"_sandbox", "payouts", "bulk"}))
        candidates = {{"POST", control(&SandboxService::controlBulkPayouts, true)}};
    else if (is({"_sandbox", "payouts", "*", "*"}))
        candidates = {{"POST", control(&SandboxService::controlTransition, false)}};
    else if (is({"_sandbox", "faults"}))
        candidates = {{"GET", control(&SandboxService::controlListFaults)},
                      {"POST", control(&SandboxService::controlAddFault, true)},
                      {"DELETE", control(&SandboxService::controlClearFaults)}};
    else if (is({"_sandbox", "webhooks"}))
        candidates = {{"GET", control(&SandboxService::controlWebhookLog)}};
    else if (is({"_sandbox", "settings"}))
        candidates = {{"GET", control(&SandboxService::controlSettings)},
                      {"PUT", control(&SandboxService::controlChangeSettings, true)},
                      {"POST", control(&SandboxService::controlChangeSettings, true)}};

    // HEAD is served wherever GET is (RFC 9110 9.3.2; the adapter leaves the body out), and,
    // like the interface, Allow names only the methods of the specification.
    for (const Candidate &c : candidates) {
        allowed->append(QString::fromLatin1(c.method));
        if (method == c.method || (method == "HEAD" && qstrcmp(c.method, "GET") == 0))
            return c.route;
    }
    return std::nullopt;
}

std::optional<Fault> SandboxService::takeFault(const HttpRequest &request)
{
    for (qsizetype i = 0; i < m_faults.size(); ++i) {
        Fault &f = m_faults[i];
        if (!f.method.isEmpty() && f.method != request.method)
            continue;
        const bool prefix = f.path.endsWith(u'*');
        if (prefix ? !request.path.startsWith(QStringView(f.path).chopped(1)) : request.path != f.path)
            continue;
        Fault taken = f;
        if (--f.remaining <= 0)
            m_faults.removeAt(i);
        return taken;
    }
    return std::nullopt;
}

std::optional<HttpReply> SandboxService::authenticate(Call &call, const Route &route) const
{
    const QByteArray header = call.request.header("Authorization").trimmed();
    if (header.isEmpty())
        return HttpReply::error(401, u"UNAUTHENTICATED"_s,
                                u"The Authorization header is missing; send \"Bearer <API key>\"."_s);
    // The scheme name is case-insensitive (RFC 9110 11.1): Bearer, bearer, BEARER.
    const qsizetype space = header.indexOf(' ');
    const QByteArray credentials = space > 0 ? header.mid(space + 1).trimmed() : QByteArray();
    if (space <= 0 || header.left(space).compare("Bearer", Qt::CaseInsensitive) != 0 || credentials.isEmpty())
        return HttpReply::error(401, u"UNAUTHENTICATED"_s,
                                u"The Authorization header must be \"Bearer <API key>\"."_s);
    const QString secret = QString::fromLatin1(credentials);
    const auto it = m_keys.constFind(secret);
    if (it == m_keys.cend())
        return HttpReply::error(401, u"UNAUTHENTICATED"_s, u"The API key is not valid."_s);
    call.owner = it->owner;
    if (route.control || it->scopes.isEmpty())
        return std::nullopt;
    QStringList missing;
    for (const QString &scope : route.scopes) {
        if (!it->scopes.contains(scope))
            missing << scope;
    }
    if (missing.isEmpty())
        return std::nullopt;
    return HttpReply::error(403, u"INSUFFICIENT_SCOPE"_s,
                            u"The API key lacks the scope %1."_s.arg(missing.join(u", "_s)),
                            QJsonObject {{u"required_scopes"_s, QJsonArray::fromStringList(route.scopes)}});
}

std::optional<HttpReply> SandboxService::parseBody(Call &call) const
{
    const QByteArray &raw = call.request.body;
    if (raw.isEmpty())
        return HttpReply::error(400, u"BAD_REQUEST"_s, u"The request needs a JSON body."_s);
    const QByteArray type = call.request.header("Content-Type").toLower();
    if (!type.startsWith("application/json"))
        return HttpReply::error(400, u"BAD_REQUEST"_s,
                                u"The request body must be sent with Content-Type: application/json."_s);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(raw, &error);
    if (error.error != QJsonParseError::NoError)
        return HttpReply::error(
            400, u"BAD_REQUEST"_s,
            u"The body is not valid JSON: %1 at offset %2."_s.arg(error.errorString()).arg(error.offset));
    if (!doc.isObject())
        return HttpReply::error(400, u"BAD_REQUEST"_s, u"The body must be a JSON object."_s);
    call.body = doc.object();
    return std::nullopt;
}

std::optional<HttpReply> SandboxService::reserveIdempotency(Call &call)
{
    const QByteArray key = call.request.header("X-Idempotency-Key");
    if (!RequestValidator::isValidIdempotencyKey(key)) {
        FieldErrors errors;
        errors.add(u"X-Idempotency-Key"_s,
                   key.isEmpty() ? u"is required"_s : u"must be 1 to 255 printable ASCII characters"_s);
        return validationFailed(errors);
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_store.purgeExpiredIdempotency(now);
    // Keyed on the normalised path (handle()), which names the route, not on how it was spelt.
    call.idempotencySlot = call.owner + u'|' + call.request.path + u'|' + QString::fromLatin1(key);
    const IdempotencyEntry *entry = m_store.idempotency(call.idempotencySlot);
    if (entry && !entry->inFlight && entry->expiresAt < now) {
        m_store.removeIdempotency(call.idempotencySlot); // past its 24 hours
        entry = nullptr;
    }
    if (entry) {
        if (entry->inFlight)
            return HttpReply::error(409, u"IDEMPOTENCY_RACE"_s,
                                    u"A request with this idempotency key is still being processed."_s);
        if (!entry->isSameBody(call.request.body, call.body))
            return HttpReply::error(409, u"IDEMPOTENCY_RACE"_s,
                                    u"This idempotency key was used with a different request body."_s);
        if (m_idempotencyMode == IdempotencyMode::RejectReuse)
            return HttpReply::error(409, u"IDEMPOTENCY_KEY_ALREADY_USED"_s,
                                    u"This idempotency key was used by a request that completed; "
                                    "look its result up instead of sending it again."_s);
        HttpReply replay;
        replay.status = entry->status;
        replay.body = entry->responseBody;
        replay.headers.append(qMakePair(QByteArray("Idempotent-Replayed"), QByteArray("true")));
        call.idempotencySlot.clear(); // nothing to settle
        return replay;
    }
    IdempotencyEntry reserved;
    reserved.requestBody = call.request.body;
    reserved.inFlight = true;
    m_store.putIdempotency(call.idempotencySlot, reserved);
    return std::nullopt;
}

void SandboxService::settleIdempotency(const Call &call, const HttpReply &reply)
{
    if (call.idempotencySlot.isEmpty())
        return;
    IdempotencyEntry *entry = m_store.idempotency(call.idempotencySlot);
    if (!entry)
        return;
    if (reply.status >= 500) {
        m_store.removeIdempotency(call.idempotencySlot); // a retry runs again
        return;
    }
    entry->inFlight = false;
    entry->status = reply.status;
    entry->responseBody = reply.body;
    entry->expiresAt
        = QDateTime::currentDateTimeUtc().addSecs(spec::limits::idempotencyRetentionHours * 3600);
    m_store.storeIdempotency(call.idempotencySlot, *entry); // kept in place; written to a data file
}

void SandboxService::applyFaultToReply(const Fault &fault, HttpReply &reply)
{
    if (fault.action == u"drop_after") {
        reply.disposition = HttpReply::Disposition::DropConnection;
    } else if (fault.action == u"malformed_json") {
        reply.status = 200;
        reply.body = reply.body.left(qMax<qsizetype>(1, reply.body.size() / 2)) + "{\"broken";
    } else if (fault.action == u"html") {
        reply.status = fault.status >= 400 ? fault.status : 502;
        reply.contentType = "text/html; charset=utf-8";
        reply.body = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>"
                     "<body><h1>Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>";
    } else if (fault.action == u"large_body") {
        const qint64 size = fault.sizeBytes; // bounded when the fault was added
        QByteArray body = "{\"data\":[],\"padding\":\"";
        body.append(QByteArray(size - body.size() - 2, 'x'));
        body.append("\"}");
        reply.status = 200;
        reply.body = body;
    }
}

HttpReply SandboxService::validationFailed(const FieldErrors &errors) const
{
    const QStringList paths = errors.paths();
    return HttpReply::error(422, u"VALIDATION_FAILED"_s,
                            u"The request is not valid: %1."_s.arg(paths.join(u", "_s)), errors.toJson());
}

QString SandboxService::encodeCursor(qint64 seq)
{
    const QByteArray raw = QByteArray("seq:") + QByteArray::number(seq);
    return QString::fromLatin1(raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<qint64> SandboxService::decodeCursor(const QString &cursor)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || !decoded.decoded.startsWith("seq:"))
        return std::nullopt;
    bool ok = false;
    const qint64 seq = decoded.decoded.mid(4).toLongLong(&ok);
    if (!ok || seq < 0)
        return std::nullopt;
    return seq;
}

void SandboxService::readPaging(const Call &call, int *limit, std::optional<qint64> *after,
                                FieldErrors &errors)
{
    const QUrlQuery &q = call.request.query;
    RequestValidator::pagingLimit(q.queryItemValue(u"paging_limit"_s), limit, errors);
    const QString cursor = q.queryItemValue(u"paging_after"_s);
    if (!cursor.isEmpty() && !(*after = decodeCursor(cursor)))
        errors.add(u"paging_after"_s, u"is not a cursor of this list"_s);
}

HttpReply SandboxService::list(const Call &call, QByteArrayView page, const QString &nextCursor,
                               int limit) const
{
    JsonWriter w;
    w.beginObject();
    w.key("data"_L1);
    w.raw(page);
    w.key("meta"_L1);
    w.beginObject();
    w.key("paging"_L1);
    w.beginObject();
    w.key("cursors"_L1);
    w.beginObject();
    if (!nextCursor.isEmpty())
        w.field("after"_L1, nextCursor);
    w.endObject();
    if (!nextCursor.isEmpty()) {
        QUrlQuery query = call.request.query;
        query.removeAllQueryItems(u"paging_after"_s);
        query.removeAllQueryItems(u"paging_limit"_s);
        query.addQueryItem(u"paging_after"_s, nextCursor);
        query.addQueryItem(u"paging_limit"_s, QString::number(limit));
        // From the server's own address, never from the Host header: a client (or whatever sits
        // between) could name any host there, and the next request carries the API key.
        QUrl next(m_baseUrl);
        next.setPath(call.request.path);
        next.setQuery(query);
        w.field("next"_L1, next.toString(QUrl::FullyEncoded));
    }
    w.endObject();
    w.endObject();
    w.endObject();
    return HttpReply::jsonBody(200, w.take());
}

void SandboxService::handle(const HttpRequest &request, Done done)
{
    if (!m_unavailable.isEmpty())
        return done(HttpReply::error(503, u"SERVICE_UNAVAILABLE"_s, m_unavailable));
    auto call = std::make_shared<Call>();
    call->request = request;
    // One spelling of each path, for routing, faults and idempotency alike: repeated slashes
    // collapse and a trailing one goes ("//v1//payouts/" is "/v1/payouts"), so that one key and
    // one body make one payout whatever the spelling.
    call->segments = request.path.split(u'/', Qt::SkipEmptyParts);
    const QString path = u'/' + call->segments.join(u'/');
    call->request.path = path;

    QStringList allowed;
    const std::optional<Route> route = this->route(request.method, call->segments, &allowed);
    if (!route) {
        if (!allowed.isEmpty()) {
            HttpReply reply = HttpReply::error(405, u"METHOD_NOT_ALLOWED"_s,
                                               u"%1 is not allowed here; use %2."_s.arg(
                                                   QString::fromLatin1(request.method), allowed.join(u", ")));
            reply.headers.append(qMakePair(QByteArray("Allow"), allowed.join(u", ").toLatin1()));
            return done(reply);
        }
        return done(HttpReply::error(
            404, u"NOT_FOUND"_s,
            u"There is no %1 %2 in this interface."_s.arg(QString::fromLatin1(request.method), path)));
    }

    if (m_historyLoader && route->handler != &SandboxService::listWallets)
        m_historyLoader();

    std::optional<Fault> fault;
    if (!route->control)
        fault = takeFault(call->request);
    if (fault && fault->action == u"drop_before") {
        HttpReply drop;
        drop.disposition = HttpReply::Disposition::DropConnection;
        return done(drop);
    }
    if (fault && fault->action == u"status") {
        const int status = fault->status;
        const QString code = status == 429 ? u"RATE_LIMITED"_s
            : status == 503                ? u"SERVICE_UNAVAILABLE"_s
            : status >= 500                ? u"INTERNAL_SERVER_ERROR"_s
                                           : u"INJECTED_FAULT"_s;
        HttpReply reply = HttpReply::error(status, code, u"Fault injected by the sandbox control surface."_s);
        if (status == 429 || status == 503)
            reply.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray::number(fault->retryAfter)));
        return done(reply);
    }

    // A request that took a fault misbehaves as the fault says, also when it is answered early
    // (refused, invalid or replayed): the fault has been counted down for it.
    auto answerEarly = [this, fault, done](HttpReply reply) {
        if (!fault)
            return done(reply);
        applyFaultToReply(*fault, reply);
        if (fault->action == u"delay")
            QTimer::singleShot(fault->delayMs, this, [done, reply] { done(reply); });
        else
            done(reply);
    };
    if (request.body.size() > spec::limits::maxRequestBodyBytes)
        return answerEarly(
            HttpReply::error(413, u"PAYLOAD_TOO_LARGE"_s, u"The request body is larger than 1 MiB."_s));
    if (auto early = authenticate(*call, *route))
        return answerEarly(*early);
    if (route->hasBody) {
        if (auto early = parseBody(*call))
            return answerEarly(*early);
    }
    if (route->idempotent) {
        if (auto early = reserveIdempotency(*call))
            return answerEarly(*early);
    }

    const Handler handler = route->handler;
    auto finish = [this, call, handler, fault, done] {
        HttpReply reply = (this->*handler)(*call);
        settleIdempotency(*call, reply);
        if (fault)
            applyFaultToReply(*fault, reply);
        done(reply);
    };
    if (fault && fault->action == u"delay")
        QTimer::singleShot(fault->delayMs, this, finish);
    else
        finish();
}

} // namespace paydesk::sandbox
