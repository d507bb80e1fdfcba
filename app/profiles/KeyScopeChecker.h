// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Finds which scopes an API key has, by calls that change nothing (the settings dialog's
// "Check key"). The service checks the scope of a request before anything else about it
// (shared/spec/decisions.md), so:
//
//   wallet:read            GET /wallets
//   bank:read              GET /banks
//   payout:read            GET /payouts?paging_limit=1
//   payment-account:read   GET /payment-accounts?paging_limit=1
//   lookup:read            GET /lookups/0000 without payment_account_type: 422, never a lookup
//   statement:read         GET /wallet-statements/stm-doesnotexist: 404
//   payin:read             GET /payins/pyn-doesnotexist: 404
//   payment-account:write  POST /payment-accounts {}: 422, nothing created
//   statement:write        POST /wallet-statements {}: 422, nothing created
//   payout:write           POST /payouts {} with a fresh idempotency key: 422, nothing created
//   payin:write            POST /payins {} with a fresh idempotency key: 422, nothing created
//
// Any answer other than 401 and 403 means the request passed the scope check: the scope is
// granted. 403 means it is not; 401 means the key itself is refused. No answer (network, timeout,
// 5xx) leaves the scope unknown. Creating a payout or a payin needs payment-account:write too, so
// a 403 there says nothing about payout:write / payin:write when payment-account:write is missing:
// those stay unknown, and say why.

#include "core/Remedy.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

namespace paydesk::api {
class ApiCall;
class ApiClient;
class ApiResult;
} // namespace paydesk::api

namespace paydesk::profiles {

class KeyScopeChecker : public QObject
{
    Q_OBJECT
public:
    enum class Grant { Checking, Granted, NotGranted, Unknown };
    Q_ENUM(Grant)

    enum class Outcome {
        NotStarted,
        Running,
        Checked, // every scope is known
        Incomplete, // the key works, but some scopes could not be checked (no answer)
        KeyRefused, // 401: unknown, revoked or mistyped key
        Unreachable, // no scope could be checked: no answer, or Paydesk refused the address
    };
    Q_ENUM(Outcome)

    struct ScopeResult
    {
        QString scope; // "wallet:read"
        Grant grant = Grant::Checking;
        QString detail; // translated; why a scope is unknown, empty otherwise
    };

    struct Probe; // one call that changes nothing, per scope (in the .cpp)

    explicit KeyScopeChecker(QObject *parent = nullptr);
    ~KeyScopeChecker() override;

    // Starts a check (cancelling one in progress). finished() always comes later, from the event
    // loop. The key is kept only in this object's client while the check runs.
    void start(const QUrl &baseUrl, const QString &key);
    void cancel(); // no finished() afterwards
    bool isRunning() const { return m_outcome == Outcome::Running; }

    QList<ScopeResult> results() const { return m_results; } // in the order of spec::scopes()
    Grant grant(const QString &scope) const;
    QStringList grantedScopes() const;
    Outcome outcome() const { return m_outcome; }
    QString summary() const; // translated, one or two sentences for the person
    // What can be done about the first call that got no usable answer (the one summary() names);
    // None when there was none, or when its answer only says the address may be wrong.
    Remedy failureRemedy() const { return m_firstFailureRemedy; }

    api::ApiClient *client() const { return m_client; } // for tests (timeouts, retries)

Q_SIGNALS:
    void scopeChecked(const paydesk::profiles::KeyScopeChecker::ScopeResult &result);
    void finished();

private:
    void launch(const Probe &probe);
    void onProbeFinished(const QString &scope, const api::ApiResult &result);
    void setGrant(const QString &scope, Grant grant, const QString &detail = {});
    void resolveDependentScopes();
    void resolveNotFoundScopes();
    void finishIfDone();
    void stopProbes(); // cancels the calls still running; nothing more comes from them

    api::ApiClient *m_client;
    QList<QPointer<api::ApiCall>> m_calls;
    QList<ScopeResult> m_results;
    QList<QString> m_dependent; // write scopes whose 403 depends on payment-account:write
    // Scopes whose probe got 404 NOT_FOUND: the resource was looked for, or the route is unknown
    // (same code); granted only once another call shows the address is the service's.
    QList<QString> m_notFound;
    Outcome m_outcome = Outcome::NotStarted;
    bool m_keyRefused = false;
    QString m_firstFailure; // userMessage() of the first call without an answer
    Remedy m_firstFailureRemedy = Remedy::None;
    int m_pending = 0;
    int m_answered = 0; // calls whose answer told granted or not (the address is the service's)
};

} // namespace paydesk::profiles

Q_DECLARE_METATYPE(paydesk::profiles::KeyScopeChecker::ScopeResult)
