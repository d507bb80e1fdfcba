// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiles/KeyScopeChecker.h"

#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "core/Logging.h"
#include "domain/SpecTables.h"

#include <QUuid>

#include <algorithm>

namespace paydesk::profiles {

PAYDESK_LOGGING_CATEGORY(lcKeyCheck, "keycheck")

namespace {

using namespace std::chrono_literals;

const QString kPaymentAccountWrite = QStringLiteral("payment-account:write");

} // namespace

struct KeyScopeChecker::Probe
{
    // An answer that shows the request went past the scope check.
    enum class Passes {
        Success, // a 2xx only (lists)
        Validation, // 400 or 422: the request was refused for its content, after the scope check
        // 404 NOT_FOUND: the resource was looked for, after the scope check, provided the address
        // is the service's (an unknown route answers the same), which another call shows.
        NotFound,
    };

    QString scope;
    QByteArray verb;
    QString path;
    QUrlQuery query;
    Passes passes = Passes::Success;
    bool idempotent = false; // POST /payouts and /payins need an X-Idempotency-Key
    bool dependsOnPaymentAccountWrite = false;
};

namespace {

KeyScopeChecker::Probe probe(const char *scope, QByteArray verb, const char *path,
                             KeyScopeChecker::Probe::Passes passes)
{
    KeyScopeChecker::Probe p;
    p.scope = QLatin1StringView(scope);
    p.verb = std::move(verb);
    p.path = QLatin1StringView(path);
    p.passes = passes;
    return p;
}

QList<KeyScopeChecker::Probe> probes()
{
    using Passes = KeyScopeChecker::Probe::Passes;
    const QUrlQuery firstOnly {{QStringLiteral("paging_limit"), QStringLiteral("1")}};
    auto list = [&](const char *scope, const char *path, bool paged) {
        auto p = probe(scope, "GET", path, Passes::Success);
        if (paged)
            p.query = firstOnly;
        return p;
    };
    auto missing
        = [](const char *scope, const char *path) { return probe(scope, "GET", path, Passes::NotFound); };
    // {} is invalid for every POST: refused after the scope check, nothing created.
    auto invalidPost = [](const char *scope, const char *path, bool idempotent) {
        auto p = probe(scope, "POST", path, Passes::Validation);
        p.idempotent = idempotent;
        p.dependsOnPaymentAccountWrite = idempotent; // payouts and payins
        return p;
    };
    // A lookup without payment_account_type is refused as invalid; no provider is ever asked.
    auto lookup = probe("lookup:read", "GET", "/lookups/0000", Passes::Validation);
    lookup.query = QUrlQuery {{QStringLiteral("operator"), QStringLiteral("MTN")}};
    return {
        list("wallet:read", "/wallets", false),
        list("bank:read", "/banks", false),
        list("payout:read", "/payouts", true),
        list("payment-account:read", "/payment-accounts", true),
        lookup,
        missing("statement:read", "/wallet-statements/stm-doesnotexist"),
        missing("payin:read", "/payins/pyn-doesnotexist"),
        invalidPost("payment-account:write", "/payment-accounts", false),
        invalidPost("statement:write", "/wallet-statements", false),
        invalidPost("payout:write", "/payouts", true),
        invalidPost("payin:write", "/payins", true),
    };
}

bool passedScopeCheck(const KeyScopeChecker::Probe &probe, const api::ApiResult &result)
{
    if (result.isOk())
        return true;
    using Passes = KeyScopeChecker::Probe::Passes;
    const api::ApiError &error = result.error();
    switch (probe.passes) {
    case Passes::Success:
        return false;
    case Passes::Validation:
        return error.httpStatus() == 422 || error.httpStatus() == 400
            || (error.httpStatus() == 404 && error.code() == u"LOOKUP_ACCOUNT_NOT_FOUND");
    case Passes::NotFound:
        return false; // see isNotFound()
    }
    return false;
}

bool isNotFound(const KeyScopeChecker::Probe &probe, const api::ApiResult &result)
{
    return probe.passes == KeyScopeChecker::Probe::Passes::NotFound
        && result.error().kind() == api::ApiError::Kind::Http && result.error().httpStatus() == 404
        && result.error().code() == u"NOT_FOUND";
}

} // namespace

KeyScopeChecker::KeyScopeChecker(QObject *parent)
    : QObject(parent)
    , m_client(new api::ApiClient(this))
{
    m_client->setTimeout(15s);
    api::RetryPolicy policy;
    policy.maxRetries = 1;
    policy.maxRetryAfter = 5s;
    m_client->setRetryPolicy(policy);
}

KeyScopeChecker::~KeyScopeChecker()
{
    cancel();
}

void KeyScopeChecker::start(const QUrl &baseUrl, const QString &key)
{
    cancel();
    m_results.clear();
    m_dependent.clear();
    m_notFound.clear();
    m_keyRefused = false;
    m_firstFailure.clear();
    m_firstFailureRemedy = Remedy::None;
    m_answered = 0;
    m_outcome = Outcome::Running;
    m_client->setBaseUrl(baseUrl);
    m_client->setApiKey(key);

    const QList<Probe> all = probes();
    for (const QString &scope : spec::codes(spec::scopes()))
        m_results.append({scope, Grant::Checking, {}});
    qCInfo(lcKeyCheck).noquote() << "checking the scopes of a key at" << baseUrl.toDisplayString();
    for (const ScopeResult &r : std::as_const(m_results)) {
        const auto probe
            = std::find_if(all.cbegin(), all.cend(), [&](const Probe &p) { return p.scope == r.scope; });
        if (probe == all.cend())
            setGrant(r.scope, Grant::Unknown, tr("Paydesk cannot check this scope."));
        else
            launch(*probe);
    }
    if (m_pending == 0) // never from inside start(): finished() comes from the event loop
        QMetaObject::invokeMethod(this, &KeyScopeChecker::finishIfDone, Qt::QueuedConnection);
}

void KeyScopeChecker::launch(const Probe &probe)
{
    api::ApiCall *call = nullptr;
    if (probe.verb == "GET") {
        call = m_client->probe(probe.verb, probe.path, probe.query);
    } else {
        // {} is invalid for every POST: the service refuses it after the scope check and creates
        // nothing. A fresh idempotency key each time, so no earlier answer is ever replayed.
        const QString idempotencyKey
            = probe.idempotent ? QUuid::createUuid().toString(QUuid::WithoutBraces) : QString();
        call = m_client->probe(probe.verb, probe.path, {}, QByteArrayLiteral("{}"), idempotencyKey);
    }
    ++m_pending;
    m_calls.append(call);
    connect(call, &api::ApiCall::finished, this, [this, probe](const api::ApiResult &result) {
        --m_pending;
        const api::ApiError &error = result.error();
        const bool http = error.kind() == api::ApiError::Kind::Http;
        if (passedScopeCheck(probe, result)) {
            ++m_answered;
            setGrant(probe.scope, Grant::Granted);
        } else if (isNotFound(probe, result)) {
            m_notFound.append(probe.scope); // settled once the other calls are in
        } else if (http && error.httpStatus() == 401) {
            // The key itself is refused: no scope can be told, and the other probes would only
            // say the same. They are stopped, and the outcome says it once.
            m_keyRefused = true;
            stopProbes();
            for (ScopeResult &r : m_results)
                setGrant(r.scope, Grant::NotGranted); // a refused key has none
        } else if (http && error.httpStatus() == 403) {
            ++m_answered;
            if (probe.dependsOnPaymentAccountWrite)
                m_dependent.append(probe.scope); // settled once payment-account:write is known
            else
                setGrant(probe.scope, Grant::NotGranted);
        } else {
            const bool unexpected = http && !error.isTransient();
            const QString why = unexpected
                ? tr("Unexpected answer (%1): check the address of the service.").arg(error.toString())
                : error.userMessage();
            if (m_firstFailure.isEmpty()) {
                m_firstFailure = why;
                m_firstFailureRemedy = unexpected ? Remedy::None : error.remedy();
            }
            setGrant(probe.scope, Grant::Unknown, why);
        }
        finishIfDone();
    });
}

void KeyScopeChecker::cancel()
{
    stopProbes();
    if (m_outcome == Outcome::Running)
        m_outcome = Outcome::Incomplete;
    m_client->setApiKey({}); // kept only while the check runs
}

void KeyScopeChecker::stopProbes()
{
    const QList<QPointer<api::ApiCall>> calls = std::exchange(m_calls, {});
    for (const QPointer<api::ApiCall> &call : calls) {
        if (call) {
            disconnect(call, nullptr, this, nullptr);
            call->cancel();
        }
    }
    m_pending = 0;
    m_dependent.clear();
    m_notFound.clear();
}

void KeyScopeChecker::setGrant(const QString &scope, Grant grant, const QString &detail)
{
    for (ScopeResult &r : m_results) {
        if (r.scope == scope) {
            r.grant = grant;
            r.detail = detail;
            Q_EMIT scopeChecked(r);
            return;
        }
    }
}

void KeyScopeChecker::resolveDependentScopes()
{
    const Grant paymentAccountWrite = grant(kPaymentAccountWrite);
    for (const QString &scope : std::as_const(m_dependent)) {
        if (paymentAccountWrite == Grant::Granted)
            setGrant(scope, Grant::NotGranted);
        else
            setGrant(scope, Grant::Unknown,
                     tr("Cannot be checked without payment-account:write, which this also needs and the key "
                        "does not have."));
    }
    m_dependent.clear();
}

void KeyScopeChecker::resolveNotFoundScopes()
{
    const QString why = tr("Unexpected answer (404 NOT_FOUND): check the address of the service.");
    for (const QString &scope : std::as_const(m_notFound)) {
        if (m_answered > 0) {
            setGrant(scope, Grant::Granted);
        } else {
            if (m_firstFailure.isEmpty())
                m_firstFailure = why;
            setGrant(scope, Grant::Unknown, why);
        }
    }
    if (m_answered > 0)
        m_answered += int(m_notFound.size());
    m_notFound.clear();
}

void KeyScopeChecker::finishIfDone()
{
    if (m_pending > 0 || m_outcome != Outcome::Running)
        return;
    m_calls.clear();
    m_client->setApiKey({}); // kept only while the check runs
    resolveDependentScopes();
    resolveNotFoundScopes();
    const auto unknown = std::count_if(m_results.cbegin(), m_results.cend(),
                                       [](const ScopeResult &r) { return r.grant == Grant::Unknown; });
    if (m_keyRefused)
        m_outcome = Outcome::KeyRefused;
    else if (m_answered == 0)
        m_outcome = Outcome::Unreachable;
    else if (unknown > 0)
        m_outcome = Outcome::Incomplete;
    else
        m_outcome = Outcome::Checked;
    qCInfo(lcKeyCheck) << "key check done:" << m_outcome << "granted:" << grantedScopes().join(u' ');
    Q_EMIT finished();
}

KeyScopeChecker::Grant KeyScopeChecker::grant(const QString &scope) const
{
    for (const ScopeResult &r : m_results) {
        if (r.scope == scope)
            return r.grant;
    }
    return Grant::Unknown;
}

QStringList KeyScopeChecker::grantedScopes() const
{
    QStringList granted;
    for (const ScopeResult &r : m_results) {
        if (r.grant == Grant::Granted)
            granted << r.scope;
    }
    return granted;
}

QString KeyScopeChecker::summary() const
{
    const int total = int(m_results.size());
    const int granted = int(grantedScopes().size());
    switch (m_outcome) {
    case Outcome::NotStarted:
        return {};
    case Outcome::Running:
        return tr("Checking the key\u2026");
    case Outcome::KeyRefused:
        return tr("The service refused this key: it is unknown, revoked or mistyped.");
    case Outcome::Unreachable:
        return tr("The key could not be checked: %1").arg(m_firstFailure);
    case Outcome::Incomplete: {
        const auto unknown = std::count_if(m_results.cbegin(), m_results.cend(),
                                           [](const ScopeResult &r) { return r.grant == Grant::Unknown; });
        if (m_firstFailure.isEmpty())
            return tr("The key works; %n scope(s) could not be checked.", nullptr, int(unknown));
        return tr("The key works, but %n scope(s) could not be checked: %1", nullptr, int(unknown))
            .arg(m_firstFailure);
    }
    case Outcome::Checked:
        if (granted == total)
            return tr("The key works and has every scope.");
        if (granted == 0)
            return tr("The key works but has none of the scopes Paydesk uses.");
        return tr("The key works and has %1 of the %2 scopes.").arg(granted).arg(total);
    }
    return {};
}

} // namespace paydesk::profiles
