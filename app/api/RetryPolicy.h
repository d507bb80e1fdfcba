// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// When and how soon ApiClient tries a request again: exponential backoff with full jitter
// (a random wait in [0, min(maxDelay, baseDelay * 2^(retry-1))]), so that many clients that
// failed together do not come back together. A Retry-After of a 429 or 503 answer is waited
// exactly, unless it is longer than maxRetryAfter: then the error is reported at once (with its
// retryAfter) instead of retrying earlier than the service asked.

#include <chrono>

namespace paydesk::api {

class RetryPolicy
{
public:
    int maxRetries = 3; // tries after the first; 0 = never retry
    std::chrono::milliseconds baseDelay {300};
    std::chrono::milliseconds maxDelay {8000};
    std::chrono::seconds maxRetryAfter {30};

    static RetryPolicy none() { return RetryPolicy {0, {}, {}, {}}; }

    // The wait before retry number `retry` (1 for the first retry).
    std::chrono::milliseconds backoff(int retry) const;
};

} // namespace paydesk::api
