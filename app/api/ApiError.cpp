// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiError.h"

#include "domain/SpecTables.h"

#include <QLocale>
#include <QMetaEnum>

#include <limits>

namespace paydesk::api {

ApiError::ApiError(Kind kind, QString message)
    : m_kind(kind)
    , m_message(std::move(message))
{ }

ApiError ApiError::http(int status, QString code, QString message)
{
    ApiError error(Kind::Http, std::move(message));
    error.m_httpStatus = status;
    error.m_code = std::move(code);
    return error;
}

ApiError ApiError::refused(QString message, Remedy remedy)
{
    ApiError error(Kind::Refused, std::move(message));
    error.m_refusalRemedy = remedy;
    return error;
}

bool ApiError::isTransient() const
{
    switch (m_kind) {
    case Kind::Network:
    case Kind::Timeout:
        return true;
    case Kind::Http:
        return m_httpStatus == 429 || m_httpStatus == 500 || m_httpStatus == 502 || m_httpStatus == 503
            || m_httpStatus == 504;
    default:
        return false;
    }
}

bool ApiError::isIdempotencyKeyAlreadyUsed() const
{
    return m_kind == Kind::Http && m_httpStatus == 409 && m_code == u"IDEMPOTENCY_KEY_ALREADY_USED";
}

bool ApiError::isKnownCode() const
{
    return m_code.isEmpty() || spec::contains(spec::errorCodes(), m_code);
}

Remedy ApiError::remedy() const
{
    switch (m_kind) {
    case Kind::None:
    case Kind::Tls:
        return Remedy::None;
    case Kind::Refused:
        return m_refusalRemedy;
    case Kind::Network:
    case Kind::Timeout:
        return Remedy::RetryLater;
    case Kind::Decode:
        return Remedy::ContactSupport;
    case Kind::Http:
        break;
    }
    switch (m_httpStatus) {
    case 401:
    case 403:
        return Remedy::CheckKey;
    case 429:
    case 502:
    case 503:
    case 504:
        return Remedy::RetryLater;
    case 500:
        return Remedy::ContactSupport;
    default:
        return Remedy::None;
    }
}

QString ApiError::userMessage() const
{
    switch (m_kind) {
    case Kind::None:
        return {};
    case Kind::Network:
        return tr("The payment service could not be reached. Check the network connection and try again.");
    case Kind::Timeout:
        return tr("The payment service did not answer in time. Try again in a moment.");
    case Kind::Tls:
        return tr("A secure connection to the payment service could not be established (%1). The "
                  "service's certificate may be invalid, or something on the network intercepts "
                  "the connection.")
            .arg(m_message);
    case Kind::Decode:
        return tr("The payment service sent an answer that Paydesk does not understand (%1).").arg(m_message);
    case Kind::Refused:
        return m_message; // already written for a person by the client (see ApiClient)
    case Kind::Http: {
        const QString text = httpMessage();
        if (isKnownCode() || text.contains(m_code))
            return text;
        // A code Paydesk does not know: the sentence of its status, and the code as it is.
        return tr("%1 (The service's code: %2.)").arg(text, m_code);
    }
    }
    return m_message;
}

QString ApiError::httpMessage() const
{
    // A wait beyond what a person would count (or than fits a number of seconds) is said as such.
    constexpr std::chrono::seconds countable {std::numeric_limits<int>::max()};
    const bool tooLong = m_retryAfter && *m_retryAfter > countable;
    const int seconds = m_retryAfter && !tooLong ? int(m_retryAfter->count()) : 0;
    switch (m_httpStatus) {
    case 400:
        return tr("The payment service refused the request as malformed: %1").arg(m_message);
    case 401:
        return tr("The API key was refused.");
    case 402:
        return tr("The wallet does not hold enough available funds for this payout.");
    case 403: {
        QStringList names;
        for (const QString &scope : m_requiredScopes)
            names << tr("%1 (%2)").arg(spec::describe(spec::scopes(), scope), scope);
        if (names.isEmpty())
            return tr("The API key does not have the permission this needs. Use a key with more "
                      "permissions, created in the service's web portal.");
        return tr("The API key does not have the permission this needs: %1. Use a key with this "
                  "permission, created in the service's web portal.")
            .arg(QLocale().createSeparatedList(names));
    }
    case 404:
        if (m_code == u"LOOKUP_ACCOUNT_NOT_FOUND")
            return tr("No account holder could be found for this account number.");
        if (m_code == u"NOT_FOUND" || m_code.isEmpty()) {
            // The service's message says what was looked for ("No payout with id pyt-...").
            if (m_message.isEmpty())
                return tr("The payment service has no such record.");
            return tr("The payment service has no such record: %1").arg(m_message);
        }
        break;
    case 409:
        if (m_code == u"IDEMPOTENCY_KEY_ALREADY_USED")
            return tr("The payment service had already accepted this request: it was sent before with the "
                      "same request key, and is not sent again.");
        if (m_code == u"IDEMPOTENCY_RACE")
            return tr("This request was already sent and is still being processed, or its request key "
                      "was used for different details. Check the history before sending it again.");
        if (m_code == u"STATEMENT_NOT_READY")
            return tr("The statement is not ready yet. Wait until it is generated.");
        break;
    case 422: {
        if (m_fieldErrors.isEmpty())
            return tr("The payment service rejected the request: %1").arg(m_message);
        QStringList parts;
        for (auto it = m_fieldErrors.cbegin(); it != m_fieldErrors.cend(); ++it)
            parts << tr("%1: %2").arg(it.key(), it.value().join(QStringLiteral("; ")));
        return tr("The payment service rejected the request. Correct these fields: %1.")
            .arg(parts.join(QStringLiteral(", ")));
    }
    case 429:
        if (tooLong)
            return tr("The payment service is receiving too many requests and asks to wait longer than "
                      "Paydesk waits. Try again later.");
        if (seconds > 0)
            return tr("The payment service is receiving too many requests. Try again in %n second(s).", "",
                      seconds);
        return tr("The payment service is receiving too many requests. Try again in a moment.");
    case 500:
        return tr("The payment service had an internal error. Try again in a few minutes.");
    case 502:
    case 504:
        return tr("The payment service is unreachable behind its gateway (HTTP %1). Try again in a few "
                  "minutes.")
            .arg(m_httpStatus);
    case 503:
        if (m_code.endsWith(u"_TEMPORARILY_UNAVAILABLE"))
            return tr("The recipient's bank, operator or network is temporarily unavailable. Try again "
                      "later.");
        if (tooLong)
            return tr("The payment service is temporarily unavailable and asks to wait longer than "
                      "Paydesk waits. Try again later.");
        if (seconds > 0)
            return tr("The payment service is temporarily unavailable. Try again in %n second(s).", "",
                      seconds);
        return tr("The payment service is temporarily unavailable. Try again in a few minutes.");
    default:
        break;
    }
    // A status or code Paydesk has no sentence for: show what the service said, as it is.
    if (!m_code.isEmpty())
        return tr("The payment service answered with an error (HTTP %1, %2): %3")
            .arg(QString::number(m_httpStatus), m_code, m_message);
    return tr("The payment service answered with an error (HTTP %1): %2")
        .arg(QString::number(m_httpStatus), m_message);
}

QString ApiError::toString() const
{
    QString text = QString::fromLatin1(QMetaEnum::fromType<Kind>().valueToKey(int(m_kind)));
    if (m_httpStatus)
        text += u' ' + QString::number(m_httpStatus);
    if (!m_code.isEmpty())
        text += u' ' + m_code;
    if (!m_message.isEmpty())
        text += QStringLiteral(": ") + m_message;
    return text;
}

} // namespace paydesk::api
