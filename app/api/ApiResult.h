// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an ApiCall finishes with: the decoded resource (value<T>()) or an ApiError.
//
// The value type of each ApiClient method is written next to the method: QList<Bank>,
// Page<Payout>, Payout, ... value<T>() gives nullptr for any other T and on error.

#include "ApiError.h"

#include <any>

namespace paydesk::api {

class ApiResult
{
public:
    ApiResult() = default;
    static ApiResult failure(ApiError error, int attempts = 0);

    bool isOk() const { return !m_error.isError(); }
    const ApiError &error() const { return m_error; }
    int httpStatus() const { return m_httpStatus; } // also for a success (200, 201, 202)
    int attempts() const { return m_attempts; } // HTTP requests sent for this call
    // The service replayed the stored answer of an earlier request with the same idempotency key.
    bool isReplay() const { return m_replay; }
    QString nextCursor() const { return m_nextCursor; } // of a page; empty on the last page
    // createPayout / createPayin: the service refused the idempotency key because a request with
    // it completed earlier (409 IDEMPOTENCY_KEY_ALREADY_USED, a production service's alternative
    // to a replay). The earlier request was accepted: the resource is looked up with a GET of
    // acceptedBeforeId(), not reported as a failure. No value, isOk() false.
    bool isAcceptedBefore() const { return m_error.isIdempotencyKeyAlreadyUsed(); }
    // The id to look the accepted resource up by: the request's custom_id (empty when it had none).
    QString acceptedBeforeId() const { return m_acceptedBeforeId; }

    template<typename T> const T *value() const { return std::any_cast<T>(&m_value); }

    template<typename T> void setValue(T value) { m_value = std::move(value); }
    void setError(const ApiError &error) { m_error = error; }
    void setHttpStatus(int status) { m_httpStatus = status; }
    void setAttempts(int attempts) { m_attempts = attempts; }
    void setReplay(bool replay) { m_replay = replay; }
    void setNextCursor(const QString &cursor) { m_nextCursor = cursor; }
    void setAcceptedBeforeId(const QString &id) { m_acceptedBeforeId = id; }

private:
    std::any m_value;
    ApiError m_error;
    int m_httpStatus = 0;
    int m_attempts = 0;
    bool m_replay = false;
    QString m_nextCursor;
    QString m_acceptedBeforeId;
};

} // namespace paydesk::api

Q_DECLARE_METATYPE(paydesk::api::ApiResult)
