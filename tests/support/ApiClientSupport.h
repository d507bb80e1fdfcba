// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support for the API client tests: a client set up against a SandboxFixture with short
// retry waits, waiting for one ApiCall, and request bodies (fault bodies: SandboxFixture.h).

#include "SandboxFixture.h"
#include "api/ApiClient.h"

namespace paydesk::test {

using namespace std::chrono_literals;

inline std::unique_ptr<api::ApiClient> makeClient(SandboxFixture &sandbox)
{
    auto client = std::make_unique<api::ApiClient>();
    client->setBaseUrl(sandbox.baseUrl());
    client->setApiKey(sandbox.key());
    client->setTimeout(10s);
    api::RetryPolicy policy;
    policy.maxRetries = 3;
    policy.baseDelay = 10ms;
    policy.maxDelay = 50ms;
    policy.maxRetryAfter = 5s;
    client->setRetryPolicy(policy);
    return client;
}

// Waits for the one finished() of `call`; counts emissions until the call is deleted.
struct Finished
{
    std::optional<api::ApiResult> result;
    int count = 0;
};

inline api::ApiResult wait(api::ApiCall *call, int *emissions = nullptr, int timeoutMs = 30000)
{
    auto state = std::make_shared<Finished>();
    QPointer<api::ApiCall> guard(call);
    QObject context;
    QObject::connect(call, &api::ApiCall::finished, &context, [state](const api::ApiResult &r) {
        state->result = r;
        ++state->count;
    });
    if (!QTest::qWaitFor([&] { return state->result.has_value() && guard.isNull(); }, timeoutMs))
        qWarning("the call did not finish in time");
    if (emissions)
        *emissions = state->count;
    return state->result.value_or(
        api::ApiResult::failure(api::ApiError(api::ApiError::Kind::None, u"never finished"_qs)));
}

inline api::PaymentAccountDetails kenyaAccount(const QString &number = u"+254712000001"_qs)
{
    api::PaymentAccountDetails a;
    a.type = u"MOBILE_MONEY"_qs;
    a.country = u"KE"_qs;
    a.holder = {u"Jane Wanjiku"_qs, u"INDIVIDUAL"_qs};
    a.mobileNumber = number;
    a.mobileOperator = u"SAFARICOM"_qs;
    return a;
}

inline api::PayoutRequest kenyaPayoutRequest(const QString &value,
                                             const QString &number = u"+254712000001"_qs)
{
    api::PayoutRequest p;
    p.amount = paydesk::Money::parse(value, u"KES").money;
    p.paymentAccount = kenyaAccount(number);
    p.sender = kenyaSender();
    return p;
}

inline QString newKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace paydesk::test

// Evaluates `expr` (a request) exactly once.
#define VERIFY_OK(expr)                                                                                      \
    do {                                                                                                     \
        const paydesk::api::ApiResult verifyOk_ = (expr);                                                    \
        QVERIFY2(verifyOk_.isOk(), qPrintable(verifyOk_.error().toString()));                                \
    } while (false)
