// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiCall.h"

#include "ApiClient.h"
#include "ApiLogging.h"
#include "PageCursorScan.h"
#include "ReplyParser.h"

#include <QFutureWatcher>
#include <QNetworkReply>
#include <QPromise>
#include <QThreadPool>
#include <QTimerEvent>

#include <algorithm>
#include <limits>

namespace paydesk::api {

namespace {

// A wait for QBasicTimer, which counts in int milliseconds (no wait of Paydesk's is that long).
int milliseconds(std::chrono::milliseconds wait)
{
    return int(std::clamp<qint64>(wait.count(), 0, std::numeric_limits<int>::max()));
}

} // namespace

ApiCall::ApiCall(ApiClient *client, ApiRequest request)
    : ApiCall(client, std::move(request), ApiError())
{ }

ApiCall::ApiCall(ApiClient *client, ApiRequest request, ApiError refusal)
    : QObject(client)
    , m_client(client)
    , m_request(std::move(request))
    , m_refusal(std::move(refusal))
{
    // A read leaves at once: its answer is on its way while the caller goes on (the first screen
    // is built meanwhile), and finished() still comes from the event loop, after the caller has
    // connected to it. Anything else leaves on the next turn of the event loop, so that a caller
    // may still cancel it before it is sent; a refusal is reported then too.
    if (m_request.verb == "GET" && !m_refusal.isError())
        startAttempt();
    else
        QMetaObject::invokeMethod(this, &ApiCall::begin, Qt::QueuedConnection);
}

ApiCall::~ApiCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

void ApiCall::timerEvent(QTimerEvent *event)
{
    if (event->timerId() == m_retryTimer.timerId()) {
        m_retryTimer.stop();
        startAttempt();
    } else if (event->timerId() == m_deadlineTimer.timerId()) {
        // The transfer timeout fires only on silence: a server that drips its answer a byte at a
        // time would hold the call for ever without this.
        m_deadlineTimer.stop();
        if (QNetworkReply *reply = m_reply) {
            m_pastDeadline = true;
            reply->abort(); // finished() follows, handled by onReplyFinished()
        }
    } else {
        QObject::timerEvent(event);
    }
}

void ApiCall::begin()
{
    if (m_finished || m_attempts > 0)
        return;
    if (m_refusal.isError()) {
        qCInfo(lcApi).noquote() << m_request.verb << m_request.logPath << "refused:" << m_refusal.message();
        return finish(ApiResult::failure(m_refusal));
    }
    startAttempt();
}

void ApiCall::startAttempt()
{
    if (m_finished || !m_client)
        return;
    ++m_attempts;
    m_tooLarge = false;
    m_pastDeadline = false;
    m_attemptClock.start();
    QNetworkReply *reply = m_client->send(m_request);
    reply->setParent(this);
    m_reply = reply;
    const qint64 maxBytes = m_client->maxResponseBytes();
    connect(reply, &QNetworkReply::downloadProgress, this,
            [this, reply, maxBytes](qint64 received, qint64 total) {
                if (!m_tooLarge && (received > maxBytes || total > maxBytes)) {
                    m_tooLarge = true; // read no further: a body this large is not an answer of the service
                    reply->abort();
                }
            });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onReplyFinished(reply); });
    m_deadlineTimer.start(milliseconds(m_client->attemptDeadline()), Qt::CoarseTimer, this);
}

void ApiCall::onReplyFinished(QNetworkReply *reply)
{
    reply->deleteLater();
    if (m_reply == reply) {
        m_reply = nullptr;
        m_deadlineTimer.stop();
    }
    if (m_finished || !m_client)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const qint64 size = reply->bytesAvailable();
    const bool success = !m_pastDeadline && !m_tooLarge && status >= 200 && status < 300
        && size <= m_client->maxResponseBytes();
    if (success && m_request.isPage) {
        // The scan and the decoder read the same bytes, taken from the reply once (a peek would
        // copy them). A successful answer is not retried whatever its decoding gives: its cursor
        // is final.
        const QByteArray body = reply->readAll();
        if (const std::optional<QString> next = PageCursorScan::nextCursor(body)) {
            Q_EMIT nextCursorKnown(*next);
            if (m_finished || !m_client) // cancelled from a slot
                return;
        }
        if (m_decodeOffThread || size > decodeOffThreadBytes)
            return decodeOffThread(*reply, body, status);
        return endAttempt(ReplyParser::parseSuccess(*reply, body, status, m_request), status);
    }
    if (success && (m_decodeOffThread || size > decodeOffThreadBytes))
        return decodeOffThread(*reply, reply->readAll(), status);
    ApiResult result = m_pastDeadline
        ? ApiResult::failure(ApiError(ApiError::Kind::Timeout,
                                      tr("no complete answer within the attempt deadline of %1 ms")
                                          .arg(m_client->attemptDeadline().count())))
        : ReplyParser::parse(*reply, m_request, m_tooLarge, m_client->maxResponseBytes());
    endAttempt(std::move(result), status);
}

void ApiCall::decodeOffThread(QNetworkReply &reply, const QByteArray &body, int status)
{
    // Parsing a few MiB of JSON takes a noticeable part of a second (bench_decode): not on the
    // thread that paints. The decode works on copies; a call cancelled or destroyed meanwhile
    // takes its watcher with it, and the result is dropped.
    const bool replay = reply.rawHeader("Idempotent-Replayed") == "true";
    auto promise = std::make_shared<QPromise<ApiResult>>();
    auto *watcher = new QFutureWatcher<ApiResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, status, replay] {
        watcher->deleteLater();
        if (m_finished || !m_client)
            return;
        ApiResult result = watcher->result();
        result.setReplay(replay);
        endAttempt(std::move(result), status);
    });
    watcher->setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, body, status, request = m_request] {
        promise->addResult(ReplyParser::parseBody(body, status, request));
        promise->finish();
    });
}

void ApiCall::endAttempt(ApiResult result, int status)
{
    qCDebug(lcApi).noquote() << m_request.verb << m_request.logPath << "->" << (status ? status : -1) << "in"
                             << m_attemptClock.elapsed() << "ms, attempt" << m_attempts;
    if (!result.isOk() && scheduleRetry(result.error()))
        return;
    if (!result.isOk())
        qCInfo(lcApi).noquote() << m_request.verb << m_request.logPath << "failed after" << m_attempts
                                << "attempt(s):" << result.error().toString();
    finish(std::move(result));
}

bool ApiCall::scheduleRetry(const ApiError &error)
{
    const RetryPolicy policy = m_client->retryPolicy();
    if (!m_request.retryable || !error.isTransient() || m_attempts > policy.maxRetries)
        return false;
    std::chrono::milliseconds wait = policy.backoff(m_attempts);
    if (error.retryAfter() && (error.httpStatus() == 429 || error.httpStatus() == 503)) {
        if (*error.retryAfter() > policy.maxRetryAfter)
            return false; // longer than we wait: report it, with retryAfter, to the caller
        wait = *error.retryAfter();
    }
    qCInfo(lcApi).noquote() << m_request.verb << m_request.logPath << error.toString() << "- retry"
                            << m_attempts << "of" << policy.maxRetries << "in" << wait.count() << "ms";
    m_retryTimer.start(milliseconds(wait), Qt::CoarseTimer, this);
    return true;
}

void ApiCall::cancel()
{
    if (m_finished)
        return;
    m_retryTimer.stop();
    m_deadlineTimer.stop();
    if (QNetworkReply *reply = m_reply) {
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    qCDebug(lcApi).noquote() << m_request.verb << m_request.logPath << "cancelled";
    m_finished = true; // the one cancel rule: nothing is emitted after cancel()
    deleteLater();
}

void ApiCall::finish(ApiResult result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_retryTimer.stop();
    m_deadlineTimer.stop();
    result.setAttempts(m_attempts);
    Q_EMIT finished(result);
    deleteLater();
}

} // namespace paydesk::api
