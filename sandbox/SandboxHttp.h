// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain values for one HTTP exchange of the sandbox service, free of any HTTP server type, so
// that the service logic can be driven without sockets.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace paydesk::sandbox {

struct HttpRequest
{
    QByteArray method; // "GET", "POST", ... upper case
    QString path; // decoded path, e.g. "/v1/payouts/pyt-..."
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers; // names as received
    QByteArray body;

    // Case-insensitive header lookup; empty when absent.
    QByteArray header(QByteArrayView name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        }
        return {};
    }
};

struct HttpReply
{
    // What the adapter does with the connection.
    enum class Disposition {
        Respond, // write the reply
        DropConnection, // close the connection without answering
    };

    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers; // besides Content-Type/Content-Length
    QByteArray contentType = "application/json";
    QByteArray body;
    Disposition disposition = Disposition::Respond;

    static HttpReply json(int status, const QJsonObject &object);
    static HttpReply error(int status, const QString &code, const QString &message,
                           const QJsonObject &errors = {});
};

} // namespace paydesk::sandbox
