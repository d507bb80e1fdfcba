// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractHttpServer>

namespace paydesk::sandbox {

class SandboxService;

// All of the sandbox's HTTP server plumbing, in one place (Qt HTTP Server's API changes between
// 6.4 and 6.8; only this class knows it). It turns each request into an HttpRequest, hands it to
// the service, and writes the reply on the socket when the service answers, or drops the
// connection when a fault says so. The socket is watched with a QPointer: a client that went
// away before a delayed answer is simply not answered.
class HttpAdapter : public QAbstractHttpServer
{
    Q_OBJECT
public:
    explicit HttpAdapter(SandboxService &service, QObject *parent = nullptr);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    SandboxService &m_service;
};

} // namespace paydesk::sandbox
