// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The bytes of HTTP/1.1 that the sandbox's server reads and writes (RFC 9110, RFC 9112): what a
// token is, a plain path, a list of tokens in a header, and an answer serialised with its framing.
// Used by HttpConnection (one client's requests) and HttpAdapter (the answer to a connection
// beyond the cap).

#include "SandboxHttp.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

namespace paydesk::sandbox::http {

// RFC 9110 5.6.2: one or more tchar.
bool isToken(QByteArrayView s);
// A path QUrl would give back as it is: printable ASCII with nothing percent-encoded.
bool isPlainPath(QByteArrayView path);
// `token` is one of the comma-separated elements of `value`, whatever their case ("Connection").
bool hasListToken(QByteArrayView value, QByteArrayView token);

// How an answer is framed, from its request.
struct Framing
{
    bool withBody = true; // not for HEAD
    bool keepAlive = false;
    bool http10 = false; // keep-alive is then said (it is not the default)
};

// The status line, Content-Type, Content-Length, the reply's headers and `extraHeaders`,
// "Connection" as the framing needs it, then the body unless the framing says none.
QByteArray serialise(const HttpReply &reply, const Framing &framing,
                     const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});

} // namespace paydesk::sandbox::http
