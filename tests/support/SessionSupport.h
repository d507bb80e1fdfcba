// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support: the Local sandbox profile's sandbox played by a running one (a SandboxFixture, or
// any address and key), and a Session connected to it, made the way Sessions makes one for the
// Local sandbox profile: the starter hands over the address and the key, later, from the event
// loop.

#include "SandboxFixture.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "api/ApiResult.h"
#include "session/Session.h"

#include <QNetworkAccessManager>
#include <QTest>
#include <QTimer>

#include <optional>

namespace paydesk::test {

// The local sandbox of Sessions, played by a running sandbox: each start is counted, and answered
// as the real starter answers (later, from the event loop) with the sandbox's address and
// `startKey`; or, as a test chooses, with a reason it cannot start (`startError`), or not until
// the test gives the answers kept in `held` (`holdStart`). starter() refers to this object, which
// outlives the sessions that use it.
struct LocalSandbox
{
    LocalSandbox(const QUrl &baseUrl, const QString &key)
        : baseUrl(baseUrl)
        , startKey(key)
    { }
    explicit LocalSandbox(const SandboxFixture &sandbox)
        : LocalSandbox(sandbox.baseUrl(), sandbox.key())
    { }
    LocalSandbox(const LocalSandbox &) = delete;
    LocalSandbox &operator=(const LocalSandbox &) = delete;

    session::Session::LocalSandboxStarter starter()
    {
        return [this](const session::Session::LocalSandboxReady &ready) {
            ++starts;
            if (holdStart)
                return held.append(ready);
            if (!startError.isEmpty())
                return ready(std::nullopt, startError);
            // Like the real one: the answer comes later, from the event loop.
            QTimer::singleShot(0, qApp, [this, ready] {
                ready(session::Session::Endpoint {baseUrl, startKey}, {});
            });
        };
    }

    QUrl baseUrl;
    int starts = 0;
    QString startKey; // the key the local sandbox "made"
    QString startError; // when set, the local sandbox "cannot start" with this reason
    bool holdStart = false; // when set, the answers wait in `held` until the test gives them
    QList<session::Session::LocalSandboxReady> held;
};

// A starter that answers every start with `baseUrl` and `key`, for a session of its own.
inline session::Session::LocalSandboxStarter starterFor(const QUrl &baseUrl, const QString &key)
{
    return [baseUrl, key](const session::Session::LocalSandboxReady &ready) {
        QTimer::singleShot(0, qApp, [ready, baseUrl, key] {
            ready(session::Session::Endpoint {baseUrl, key}, {});
        });
    };
}

// A ready session on `baseUrl` with `key`, with short retry waits; nullptr if it did not connect.
inline std::unique_ptr<session::Session> makeSession(const QUrl &baseUrl, const QString &key,
                                                     QNetworkAccessManager *network = nullptr)
{
    auto s = std::make_unique<session::Session>(profiles::Profile::localSandbox(), nullptr, network,
                                                starterFor(baseUrl, key));
    api::RetryPolicy policy;
    policy.maxRetries = 2;
    policy.baseDelay = std::chrono::milliseconds(10);
    policy.maxDelay = std::chrono::milliseconds(50);
    s->client()->setRetryPolicy(policy);
    s->reconnect();
    if (!QTest::qWaitFor([&] { return s->isReady(); }, 10000))
        return nullptr;
    return s;
}

inline std::unique_ptr<session::Session> makeSession(SandboxFixture &sandbox)
{
    return makeSession(sandbox.baseUrl(), sandbox.key());
}

// GET /wallet-statements/{id} through the session's client, decoded; nothing when it failed.
inline std::optional<api::Statement> statementOf(session::Session &session, const QString &id)
{
    std::optional<api::Statement> out;
    api::ApiCall *call = session.client()->getStatement(id);
    bool done = false;
    QObject context;
    QObject::connect(call, &api::ApiCall::finished, &context, [&](const api::ApiResult &result) {
        if (const auto *s = result.value<api::Statement>())
            out = *s;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        return std::nullopt;
    return out;
}

} // namespace paydesk::test
