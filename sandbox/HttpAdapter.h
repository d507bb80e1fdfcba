// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxHttp.h"
#include "domain/SpecTables.h"

#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QTimer>

namespace paydesk::sandbox {

class SandboxService;

// The sandbox's HTTP plumbing: a QTcpServer, and for each connection an HttpConnection, a small
// HTTP/1.1 reader that turns each request into an HttpRequest for the service and writes the
// service's HttpReply back when it comes, at once or later (a delay fault), or drops the connection
// when a fault says so (the bytes of the protocol are in HttpWire). Requests on one connection are answered
// in order, one at a time; a client that went away before a delayed answer is simply not answered.
//
// It is written here rather than on Qt HTTP Server, whose 6.4 preview loads the TLS stack on
// construction (about a third of the local sandbox's start-up), has no size limits, ignores
// "Connection: close" and changes its API up to 6.8. What it accepts (RFC 9112, the part a JSON
// API uses): request bodies with Content-Length (chunked bodies get 501), heads up to
// maxHeadBytes (431 above), bodies up to the service's limit of 1 MiB (an announced length above it
// gets 413 before a byte of the body is kept; what comes of it is dropped, then the connection is
// closed), "Expect: 100-continue", keep-alive and pipelining (one request per turn of the event
// loop; a connection whose answers pile up is not read), and "Connection: close". A malformed
// request gets 400 and the connection is closed. HttpLimits bounds time, connections and memory.
class HttpAdapter : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype maxHeadBytes = 64 * 1024;
    static constexpr qint64 maxBodyBytes = spec::limits::maxRequestBodyBytes;

    explicit HttpAdapter(SandboxService &service, const HttpLimits &limits = {}, QObject *parent = nullptr);
    ~HttpAdapter() override;

    struct Stats
    {
        int openConnections = 0; // served now (not those refused beyond the cap)
        qint64 peakUnsentBytes = 0; // the most answers of one connection waited for their client
        qint64 peakBufferedBytes = 0; // the most read of one connection and not yet answered
        int acceptErrors = 0; // accepting failed (out of file descriptors), and was paused
    };
    Stats stats() const { return m_stats; } // for tests and benchmarks

    // The port listened on (the one chosen when `port` is 0), or 0 when it cannot listen.
    quint16 listen(const QHostAddress &address, quint16 port);

private:
    void accept();
    void onAcceptError();

    SandboxService &m_service;
    HttpLimits m_limits;
    Stats m_stats; // kept by the connections, which the server (declared after it) owns
    QTcpServer m_server;
    QTimer m_acceptRetry;
};

} // namespace paydesk::sandbox
