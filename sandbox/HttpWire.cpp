// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpWire.h"

#include <algorithm>

namespace paydesk::sandbox::http {

namespace {

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
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 413:
        return "Payload Too Large";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    case 505:
        return "HTTP Version Not Supported";
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

bool isTokenChar(char c)
{
    // RFC 9110 5.6.2 tchar
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

} // namespace

bool isToken(QByteArrayView s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), isTokenChar);
}

bool isPlainPath(QByteArrayView path)
{
    return std::all_of(path.begin(), path.end(), [](char c) { return c > 0x20 && c < 0x7f && c != '%'; });
}

bool hasListToken(QByteArrayView value, QByteArrayView token)
{
    while (!value.isEmpty()) {
        const qsizetype comma = value.indexOf(',');
        const QByteArrayView part = (comma < 0 ? value : value.first(comma)).trimmed();
        if (part.compare(token, Qt::CaseInsensitive) == 0)
            return true;
        if (comma < 0)
            break;
        value = value.sliced(comma + 1);
    }
    return false;
}

QByteArray serialise(const HttpReply &reply, const Framing &framing,
                     const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    QByteArray bytes;
    bytes.reserve(256 + (framing.withBody ? reply.body.size() : 0));
    bytes += "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + reasonPhrase(reply.status) + "\r\n";
    bytes += "Content-Type: " + reply.contentType + "\r\n";
    bytes += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
    for (const auto &h : reply.headers + extraHeaders)
        bytes += h.first + ": " + h.second + "\r\n";
    if (!framing.keepAlive)
        bytes += "Connection: close\r\n";
    else if (framing.http10)
        bytes += "Connection: keep-alive\r\n";
    bytes += "\r\n";
    if (framing.withBody)
        bytes += reply.body;
    return bytes;
}

} // namespace paydesk::sandbox::http
