// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Why a call to the payments service did not give a result, for code (kind, status, service
// code, field errors) and for a person: what is wrong (userMessage(), translated) and what can be
// done about it (remedy(), which each front end words for its place).

#include "core/Remedy.h"

#include <QCoreApplication>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <chrono>
#include <optional>

namespace paydesk::api {

class ApiError
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::api::ApiError)
public:
    enum class Kind {
        None, // no error
        Network, // no HTTP answer: connection refused or dropped, host not found, ...
        Timeout, // no byte moved for the transfer timeout, or no whole answer by the attempt deadline
        Tls, // the TLS handshake failed (certificate, protocol)
        Http, // the service answered with a status outside 2xx
        Decode, // a 2xx answer that is not what the specification says (or too large)
        Refused, // Paydesk refused to send the request (e.g. the key over http:// to another host)
    };
    Q_ENUM(Kind)

    ApiError() = default;
    ApiError(Kind kind, QString message);

    static ApiError http(int status, QString code, QString message);
    // Paydesk refused to send the call: message written for a person, and the remedy.
    static ApiError refused(QString message, Remedy remedy);

    bool isError() const { return m_kind != Kind::None; }
    Kind kind() const { return m_kind; }
    int httpStatus() const { return m_httpStatus; } // 0 unless the service answered
    QString code() const { return m_code; } // service error code, e.g. VALIDATION_FAILED
    QString message() const { return m_message; } // technical: the service's message or ours
    // Dotted field path -> messages: the service's errors.fields for a 422, or the fields a
    // Decode error found missing or mistyped.
    QMap<QString, QStringList> fieldErrors() const { return m_fieldErrors; }
    QStringList requiredScopes() const { return m_requiredScopes; } // 403: errors.required_scopes
    // Retry-After of a 429 or 503 answer, when the service gave one; retryAfterTooLong when it
    // was a number of seconds too large to count (longer than any wait).
    std::optional<std::chrono::seconds> retryAfter() const { return m_retryAfter; }
    static constexpr std::chrono::seconds retryAfterTooLong = std::chrono::seconds::max();

    void setHttpStatus(int status) { m_httpStatus = status; }
    void setCode(const QString &code) { m_code = code; }
    void setMessage(const QString &message) { m_message = message; }
    void setFieldErrors(const QMap<QString, QStringList> &fields) { m_fieldErrors = fields; }
    void setRequiredScopes(const QStringList &scopes) { m_requiredScopes = scopes; }
    void setRetryAfter(std::optional<std::chrono::seconds> after) { m_retryAfter = after; }

    // Worth trying the same request again later (network, timeout, 429, 500, 502, 503, 504).
    bool isTransient() const;

    // 409 IDEMPOTENCY_KEY_ALREADY_USED: a service that refuses a key whose request completed
    // (instead of replaying its answer) says that an earlier request with this key was accepted.
    // Not a failure for a person: for a payout, it is found with GET /payouts/{custom_id}.
    bool isIdempotencyKeyAlreadyUsed() const;

    // Whether Paydesk knows the service code (spec::errorCodes()); an empty code counts as known.
    // A code it does not know is shown as it is in userMessage().
    bool isKnownCode() const;

    // A sentence a person understands, translated: what is wrong, and when to try again where
    // that is known (a Retry-After); the way to mend it is remedy(), not part of the sentence.
    QString userMessage() const;

    // What a person can do about it:
    //   CheckKey        401 (the key is refused), 403 (it lacks a permission)
    //   OpenSettings    a refusal of the profile's address or of a missing key (ApiClient)
    //   RetryLater      network, timeout, 429, 502, 503, 504
    //   ContactSupport  500 (it is transient for the retries, and is reported once they are
    //                   spent), an answer Paydesk cannot decode
    //   None            anything else (cancelled, TLS, 400, 402, 404, 409 including
    //                   IDEMPOTENCY_KEY_ALREADY_USED, 422, ...)
    Remedy remedy() const;

    // "Timeout", "Http 422 VALIDATION_FAILED: ..." for logs and test failures; never a secret.
    QString toString() const;

private:
    QString httpMessage() const;

    Kind m_kind = Kind::None;
    int m_httpStatus = 0;
    QString m_code;
    QString m_message;
    QMap<QString, QStringList> m_fieldErrors;
    QStringList m_requiredScopes;
    std::optional<std::chrono::seconds> m_retryAfter;
    Remedy m_refusalRemedy = Remedy::None;
};

} // namespace paydesk::api

Q_DECLARE_METATYPE(paydesk::api::ApiError)
