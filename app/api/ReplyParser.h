// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A finished QNetworkReply -> ApiResult: the network error kinds, the data/meta envelope, the
// error body of decisions.md ({"code", "message", "errors": {"fields", "required_scopes"}}),
// Retry-After, and answers that are not JSON at all (an HTML page from a proxy).

#include "ApiRequest.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QNetworkReply;
QT_END_NAMESPACE

namespace paydesk::api {

class ReplyParser
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::api::ReplyParser)
public:
    // `tooLarge`: the reply was aborted because its body passed `maxBytes`.
    static ApiResult parse(QNetworkReply &reply, const ApiRequest &request, bool tooLarge, qint64 maxBytes);

    // A 2xx answer whose `body` the caller has read from `reply` already.
    static ApiResult parseSuccess(QNetworkReply &reply, const QByteArray &body, int status,
                                  const ApiRequest &request);

    // Reads a JSON answer body (what parse() does after the HTTP layer); public for tests and
    // benchmarks. `status` is the HTTP status of the answer.
    static ApiResult parseBody(const QByteArray &body, int status, const ApiRequest &request);

    static ApiError errorFromBody(int status, const QByteArray &body, const QByteArray &contentType,
                                  const QString &reasonPhrase);
    // Retry-After: delay-seconds or an HTTP date; nullopt when absent or unreadable;
    // ApiError::retryAfterTooLong for a number of seconds too large to count.
    static std::optional<std::chrono::seconds> parseRetryAfter(const QByteArray &value);

private:
    static ApiError networkError(QNetworkReply &reply);
};

} // namespace paydesk::api
