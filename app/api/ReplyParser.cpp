// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReplyParser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QRegularExpression>

#include <algorithm>

namespace paydesk::api {

ApiResult ReplyParser::parse(QNetworkReply &reply, const ApiRequest &request, bool tooLarge, qint64 maxBytes)
{
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (tooLarge || reply.bytesAvailable() > maxBytes) {
        ApiError error(ApiError::Kind::Decode,
                       tr("the answer is larger than %1 MiB").arg(QString::number(maxBytes / (1024 * 1024))));
        error.setHttpStatus(status);
        return ApiResult::failure(error);
    }
    if (status == 0)
        return ApiResult::failure(networkError(reply));

    const QByteArray body = reply.readAll();
    if (status < 200 || status >= 300) {
        ApiError error
            = errorFromBody(status, body, reply.header(QNetworkRequest::ContentTypeHeader).toByteArray(),
                            reply.attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
        if (status == 429 || status == 503) {
            const QByteArray retryAfter = reply.rawHeader("Retry-After");
            error.setRetryAfter(parseRetryAfter(retryAfter));
            if (error.retryAfter() == ApiError::retryAfterTooLong)
                error.setMessage(
                    tr("%1 (Retry-After %2 s: longer than Paydesk waits)")
                        .arg(error.message(), QString::fromLatin1(retryAfter.trimmed().left(40))));
        }
        ApiResult result = ApiResult::failure(error);
        if (error.isIdempotencyKeyAlreadyUsed())
            result.setAcceptedBeforeId(request.customId);
        return result;
    }
    return parseSuccess(reply, body, status, request);
}

ApiResult ReplyParser::parseSuccess(QNetworkReply &reply, const QByteArray &body, int status,
                                    const ApiRequest &request)
{
    ApiResult result = parseBody(body, status, request);
    result.setReplay(reply.rawHeader("Idempotent-Replayed") == "true");
    return result;
}

ApiResult ReplyParser::parseBody(const QByteArray &body, int status, const ApiRequest &request)
{
    if (request.decodeBytes) {
        ApiResult result;
        result.setHttpStatus(status);
        if (request.decodeBytes(body, result))
            return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        ApiError error(ApiError::Kind::Decode,
                       parseError.error != QJsonParseError::NoError
                           ? tr("the answer is not valid JSON: %1 at offset %2")
                                 .arg(parseError.errorString(), QString::number(parseError.offset))
                           : tr("the answer is not a JSON object"));
        error.setHttpStatus(status);
        return ApiResult::failure(error);
    }
    ApiResult result;
    result.setHttpStatus(status);
    JsonReader reader;
    if (request.decode)
        request.decode(reader, doc.object(), result);
    if (!reader.isOk()) {
        ApiError error = reader.toError();
        error.setHttpStatus(status);
        return ApiResult::failure(error);
    }
    return result;
}

ApiError ReplyParser::networkError(QNetworkReply &reply)
{
    switch (reply.error()) {
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // transfer timeout (a cancel() never gets here)
        return ApiError(ApiError::Kind::Timeout, tr("no answer within the transfer timeout"));
    case QNetworkReply::SslHandshakeFailedError:
        return ApiError(ApiError::Kind::Tls, reply.errorString());
    default:
        return ApiError(ApiError::Kind::Network, reply.errorString());
    }
}

ApiError ReplyParser::errorFromBody(int status, const QByteArray &body, const QByteArray &contentType,
                                    const QString &reasonPhrase)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    const QJsonObject root = doc.object();
    const QString code = root.value(QLatin1StringView("code")).toString();
    const QString message = root.value(QLatin1StringView("message")).toString();
    if (doc.isObject() && (!code.isEmpty() || !message.isEmpty())) {
        ApiError error = ApiError::http(status, code, message);
        const QJsonObject errors = root.value(QLatin1StringView("errors")).toObject();
        const QJsonObject fields = errors.value(QLatin1StringView("fields")).toObject();
        QMap<QString, QStringList> fieldErrors;
        for (auto it = fields.constBegin(); it != fields.constEnd(); ++it) {
            QStringList messages;
            if (it->isArray()) {
                for (const QJsonValue &m : it->toArray())
                    messages << m.toString();
            } else {
                messages << it->toString();
            }
            fieldErrors.insert(it.key(), messages);
        }
        error.setFieldErrors(fieldErrors);
        QStringList scopes;
        for (const QJsonValue &s : errors.value(QLatin1StringView("required_scopes")).toArray())
            scopes << s.toString();
        error.setRequiredScopes(scopes);
        return error;
    }
    // Not the service's error body: a proxy or gateway page, or nothing. Say what it was.
    QString what = reasonPhrase.isEmpty() ? tr("HTTP %1").arg(status) : reasonPhrase;
    if (contentType.toLower().contains("html")) {
        static const QRegularExpression title(QStringLiteral("<title[^>]*>([^<]{1,200})</title>"),
                                              QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = title.match(QString::fromUtf8(body.left(4096)));
        if (m.hasMatch())
            what = m.captured(1).simplified();
        return ApiError::http(status, {}, tr("a web page instead of the service's answer: %1").arg(what));
    }
    return ApiError::http(status, {}, what);
}

std::optional<std::chrono::seconds> ReplyParser::parseRetryAfter(const QByteArray &value)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 seconds = v.toLongLong(&ok);
    if (ok)
        return seconds >= 0 ? std::optional(std::chrono::seconds(seconds)) : std::nullopt;
    // delay-seconds is 1*DIGIT, of any length: one that overflows is longer than any wait, not
    // absent (which would let the retries go on at their own pace).
    if (std::all_of(v.cbegin(), v.cend(), [](char c) { return c >= '0' && c <= '9'; }))
        return ApiError::retryAfterTooLong;
    QString date = QString::fromLatin1(v); // IMF-fixdate: "Wed, 21 Oct 2015 07:28:00 GMT"
    if (date.endsWith(u" GMT"))
        date = date.chopped(3) + u"+0000";
    const QDateTime when = QDateTime::fromString(date, Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    return std::chrono::seconds(qMax<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(when)));
}

} // namespace paydesk::api
