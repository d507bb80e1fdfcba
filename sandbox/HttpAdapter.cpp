// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpAdapter.h"

#include "SandboxService.h"

#include <QHttpServerRequest>
#include <QPointer>
#include <QTcpSocket>

namespace paydesk::sandbox {

namespace {

QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    case QHttpServerRequest::Method::Connect:
        return "CONNECT";
    case QHttpServerRequest::Method::Trace:
        return "TRACE";
    default:
        return "UNKNOWN";
    }
}

const char *reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 402:
        return "Payment Required";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 413:
        return "Payload Too Large";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}

void writeReply(QTcpSocket *socket, const HttpReply &reply)
{
    if (reply.disposition == HttpReply::Disposition::DropConnection) {
        socket->abort();
        return;
    }
    QByteArray head;
    head.reserve(256);
    head += "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + reasonPhrase(reply.status) + "\r\n";
    head += "Content-Type: " + reply.contentType + "\r\n";
    head += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
    for (const auto &h : reply.headers)
        head += h.first + ": " + h.second + "\r\n";
    head += "\r\n";
    socket->write(head);
    socket->write(reply.body);
}

} // namespace

HttpAdapter::HttpAdapter(SandboxService &service, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_service(service)
{ }

bool HttpAdapter::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    HttpRequest req;
    req.method = methodName(request.method());
    const QUrl url = request.url();
    req.path = url.path(QUrl::FullyDecoded);
    req.query = QUrlQuery(url);
    req.headers = request.headers();
    req.body = request.body();

    QPointer<QTcpSocket> guard(socket);
    m_service.handle(req, [guard](const HttpReply &reply) {
        if (guard && guard->state() == QAbstractSocket::ConnectedState)
            writeReply(guard, reply);
    });
    return true;
}

void HttpAdapter::missingHandler(const QHttpServerRequest &, QTcpSocket *socket)
{
    writeReply(socket,
               HttpReply::error(404, QStringLiteral("NOT_FOUND"), QStringLiteral("Unknown address.")));
}

} // namespace paydesk::sandbox
