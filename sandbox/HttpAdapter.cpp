// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpAdapter.h"

#include "HttpConnection.h"
#include "HttpWire.h"

#include <QTcpSocket>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpAdapter::HttpAdapter(SandboxService &service, const HttpLimits &limits, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_limits(limits)
{
    connect(&m_server, &QTcpServer::newConnection, this, &HttpAdapter::accept);
    connect(&m_server, &QTcpServer::acceptError, this, &HttpAdapter::onAcceptError);
    m_acceptRetry.setSingleShot(true);
    connect(&m_acceptRetry, &QTimer::timeout, &m_server, &QTcpServer::resumeAccepting);
}

HttpAdapter::~HttpAdapter() = default; // the server closes, its sockets and their readers go with it

quint16 HttpAdapter::listen(const QHostAddress &address, quint16 port)
{
    // Room for a burst of connections before the event loop accepts them (the kernel bounds it
    // with net.core.somaxconn); past it, the kernel drops new ones.
    m_server.setListenBacklogSize(qMin(m_limits.maxConnections, 1024));
    if (!m_server.listen(address, port))
        return 0;
    return m_server.serverPort();
}

// Out of file descriptors (or another error but a temporary one): QTcpServer stops accepting, and
// would never start again. The connections that come meanwhile wait in the listen backlog; accept
// them again after a while, when some descriptors may have been freed.
void HttpAdapter::onAcceptError()
{
    ++m_stats.acceptErrors;
    m_server.pauseAccepting();
    if (!m_acceptRetry.isActive())
        m_acceptRetry.start(m_limits.acceptRetryMs);
}

void HttpAdapter::accept()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        if (m_stats.openConnections >= m_limits.maxConnections) {
            // Beyond the cap: told so at once, and closed, before anything is read or kept.
            static const QByteArray busy = http::serialise(
                HttpReply::error(503, u"SERVICE_UNAVAILABLE"_s,
                                 u"The sandbox has too many connections open; try again."_s),
                {true, false, false}, {{"Retry-After", "1"}});
            socket->write(busy);
            socket->disconnectFromHost();
            continue;
        }
        new HttpConnection(socket, m_service, m_limits, m_stats);
    }
}

} // namespace paydesk::sandbox
