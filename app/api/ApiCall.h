// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The handle of one call to the payments service, returned by every ApiClient method.
//
// - finished(result) is emitted exactly once: with the decoded value, or with the error that ended
//   the call (after any retries); never after cancel() (docs/architecture.md, "Asynchronous
//   handles": the one cancel rule of every handle).
// - The call starts at the next turn of the event loop, so connecting to finished() right after
//   the ApiClient method returned is always in time; finished() is never emitted from inside the
//   ApiClient method itself.
// - The call deletes itself (deleteLater) after finished(). Keep it in a QPointer if it may be
//   cancelled later. Destroying the ApiClient destroys its unfinished calls without finished().

#include "ApiRequest.h"

#include <QBasicTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QNetworkReply;
QT_END_NAMESPACE

namespace paydesk::api {

class ApiClient;

class ApiCall : public QObject
{
    Q_OBJECT
public:
    ~ApiCall() override;

    // Stops the request in flight or the wait before a retry; finished() is not emitted, and the
    // handle deletes itself (deleteLater). Does nothing once finished or cancelled. A POST already
    // received by the service may still take effect: cancel does not undo, it stops listening.
    void cancel();

    bool isFinished() const { return m_finished; } // finished or cancelled

    // The answer is parsed and decoded on a pool thread whatever its size (by default only an
    // answer over 1 MiB is); finished() still comes on this object's thread. Set it right after
    // the ApiClient method returned.
    void setDecodeOffThread(bool offThread) { m_decodeOffThread = offThread; }
    int attempts() const { return m_attempts; } // HTTP requests sent so far

Q_SIGNALS:
    void finished(const paydesk::api::ApiResult &result);
    // A page of a list (ApiClient::list...()): the cursor of the next page (empty on the last
    // page), read from the bytes of a successful answer (PageCursorScan) as soon as it has
    // arrived and before it is decoded, so that a walker may ask for the next page meanwhile.
    // At most once, before finished(); not emitted when the scan cannot tell. finished() may
    // still bring an error (an answer that does not decode), and its result's nextCursor() is
    // the one to trust.
    void nextCursorKnown(const QString &cursor);

private:
    friend class ApiClient;
    ApiCall(ApiClient *client, ApiRequest request);
    // With a refusal: a call that fails before any request (configuration refused), on the event
    // loop.
    ApiCall(ApiClient *client, ApiRequest request, ApiError refusal);

    void timerEvent(QTimerEvent *event) override;
    void begin();
    void startAttempt();
    void onReplyFinished(QNetworkReply *reply);
    // A 2xx answer larger than this is parsed and decoded on a pool thread.
    static constexpr qint64 decodeOffThreadBytes = 1024 * 1024;
    void decodeOffThread(QNetworkReply &reply, const QByteArray &body, int status);
    void endAttempt(ApiResult result, int status); // retry, or finish with `result`
    bool scheduleRetry(const ApiError &error);
    void finish(ApiResult result);

    QPointer<ApiClient> m_client;
    ApiRequest m_request;
    ApiError m_refusal;
    QPointer<QNetworkReply> m_reply;
    // Timers without objects of their own (a walk of a statement makes thousands of calls):
    // timerEvent() handles them.
    QBasicTimer m_retryTimer;
    QBasicTimer m_deadlineTimer; // the attempt's deadline (ApiClient::attemptDeadline())
    QElapsedTimer m_attemptClock;
    int m_attempts = 0;
    bool m_tooLarge = false;
    bool m_pastDeadline = false;
    bool m_decodeOffThread = false;
    bool m_finished = false;
};

} // namespace paydesk::api
