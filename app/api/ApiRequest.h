// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One request as ApiClient prepared it, before any attempt: what ApiCall sends (again).

#include "ApiResult.h"
#include "JsonReader.h"

#include <QByteArray>
#include <QNetworkRequest>
#include <QUrlQuery>

#include <functional>

namespace paydesk::api {

struct ApiRequest
{
    QByteArray verb = "GET";
    QString path; // below the base URL, path segments percent-encoded: "/payouts/pyt-123"
    QUrlQuery query; // values percent-encoded
    QByteArray body; // JSON, empty for GET
    QByteArray idempotencyKey; // X-Idempotency-Key, sent on every attempt
    bool retryable = false; // may be sent again after a transient failure
    // A create call's custom_id: where the resource is found when the service answers that the
    // idempotency key was used by a completed request (ApiResult::acceptedBeforeId()).
    QString customId;
    QString logPath; // path for the log, with account numbers masked
    // A page of a list: ApiCall::nextCursorKnown() is emitted from the answer's bytes.
    bool isPage = false;
    // Made by ApiClient::start() from the address and key of that moment, and sent as it is on
    // every attempt: a retry after a profile switch still goes where the call was meant to go,
    // with that profile's key.
    QNetworkRequest network;
    // Reads the answer's root object into the result (value, next cursor); problems go to the reader.
    std::function<void(JsonReader &reader, const QJsonObject &root, ApiResult &result)> decode;
    // Reads the answer's bytes into the result without a QJsonDocument (DirectDecode), when the
    // resource has such a fast path; false: declined, `decode` reads the answer instead.
    bool (*decodeBytes)(QByteArrayView body, ApiResult &result) = nullptr;
};

} // namespace paydesk::api
