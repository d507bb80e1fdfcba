// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HttpAdapter.h"
#include "HttpWire.h"
#include "SandboxHttp.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QTcpSocket>
#include <QTimer>

#include <optional>

namespace paydesk::sandbox {

class SandboxService;

// One connection of HttpAdapter: reads requests, hands each to the service, writes the answers in
// order, one request at a time, within the deadlines and memory bounds of HttpLimits (what it
// accepts of HTTP/1.1 is said at HttpAdapter). A child of its socket, so it goes with it.
class HttpConnection : public QObject
{
public:
    HttpConnection(QTcpSocket *socket, SandboxService &service, const HttpLimits &limits,
                   HttpAdapter::Stats &stats);
    ~HttpConnection() override;

private:
    using Framing = http::Framing;

    struct Pending
    {
        HttpRequest request;
        qint64 bodyLength = 0;
        bool keepAlive = true;
        bool http10 = false;
        bool expectContinue = false; // HTTP/1.1 only (RFC 9110 10.1.1)
    };

    void onReadyRead() { step(); }

    // Answers not yet taken by the client over the bound: the client is not read meanwhile.
    bool backedUp() const { return m_socket->bytesToWrite() > m_limits.maxUnsentBytes; }

    void pull();
    void step();
    void queueStep();
    bool readOneRequest();
    bool hasBareLineFeed(qsizetype headSize);
    std::optional<Pending> readHead(QByteArrayView head);
    void dispatch(Pending pending);
    void answer(const HttpReply &reply, const Framing &framing);
    // What the connection waits for, each with its deadline (HttpLimits): the end of a head (from
    // its first byte, or from the accept for the first request), the end of a body (from the end
    // of its head), or, kept alive, the next request or the client taking its answers (moved on as
    // they move). A deadline runs from when its wait began: bytes dripped in do not extend it.
    //
    // The timer is not restarted at each change of wait (several per request): it is set for the
    // earliest deadline when one comes nearer, and when it fires with the deadline moved on since,
    // it is set again for what is left.
    enum class Wait { Nothing, Head, Body, Idle, Closing };

    int timeoutOf(Wait wait) const;
    void updateWait();
    void setDeadline(int timeoutMs);
    void onBytesWritten();
    void onTimeout();
    void close();
    void drain();
    void abort();
    void write(const HttpReply &reply, const Framing &framing);
    void fail(int status, const char *code, const char *message);

    QTcpSocket *m_socket;
    SandboxService &m_service;
    const HttpLimits &m_limits; // the adapter's, which outlives its connections
    HttpAdapter::Stats &m_stats; // the adapter's
    QTimer m_timer; // fires at m_timerDue, at or before m_deadline
    QDeadlineTimer m_deadline; // of m_wait
    QDeadlineTimer m_timerDue;
    Wait m_wait = Wait::Nothing;
    bool m_fresh = true; // no head read yet on this connection
    QByteArray m_buffer;
    qsizetype m_headScanned = 0; // bytes of the head in m_buffer checked by hasBareLineFeed()
    std::optional<Pending> m_pending; // head read, body still coming
    bool m_busy = false; // the service has a request of this connection and has not answered
    bool m_stepQueued = false;
    qint64 m_drainLeft = 0; // bytes of a refused body still to drop
    static constexpr qint64 maxDrainBytes = 16 * 1024 * 1024; // a larger refused body: closed at once
    bool m_closing = false;
};

} // namespace paydesk::sandbox
