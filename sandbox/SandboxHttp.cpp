// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxHttp.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpReply HttpReply::json(int status, const QJsonObject &object)
{
    HttpReply reply;
    reply.status = status;
    reply.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return reply;
}

HttpReply HttpReply::jsonBody(int status, QByteArray body)
{
    HttpReply reply;
    reply.status = status;
    reply.body = std::move(body);
    return reply;
}

HttpReply HttpReply::error(int status, const QString &code, const QString &message, const QJsonObject &errors)
{
    QJsonObject body {{u"code"_s, code}, {u"message"_s, message}};
    if (!errors.isEmpty())
        body.insert(u"errors"_s, errors);
    return json(status, body);
}

} // namespace paydesk::sandbox
