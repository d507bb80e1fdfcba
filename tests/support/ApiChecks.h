// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small checks shared by the black-box sandbox tests: the error body shape of decisions.md,
// requests with hand-made headers, and short accessors for JSON answers.

#include "SandboxFixture.h"

#include <QSet>

namespace paydesk::test {

inline QString stateCode(const QJsonObject &resource)
{
    return resource.value(QStringLiteral("state")).toObject().value(QStringLiteral("code")).toString();
}

inline QString stateContext(const QJsonObject &resource)
{
    return resource.value(QStringLiteral("state")).toObject().value(QStringLiteral("context")).toString();
}

inline QJsonObject amount(const QString &currency, const QString &value)
{
    return {{QStringLiteral("currency"), currency}, {QStringLiteral("value"), value}};
}

inline QJsonObject holder(const QString &name = QStringLiteral("Jane Wanjiku"),
                          const QString &type = QStringLiteral("INDIVIDUAL"))
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("type"), type}};
}

inline QJsonObject mobileMoneyAccount(const QString &country, const QString &number, const QString &op,
                                      const QString &holderName = QStringLiteral("Jane Wanjiku"))
{
    return {{QStringLiteral("type"), QStringLiteral("MOBILE_MONEY")},
            {QStringLiteral("country"), country},
            {QStringLiteral("holder"), holder(holderName)},
            {QStringLiteral("mobile_money"),
             QJsonObject {{QStringLiteral("number"), number}, {QStringLiteral("operator"), op}}}};
}

// Empty when `r` is an error answer of decisions.md with `status` and `code`: a JSON object with a
// non-empty string `code` and `message`, optionally an object `errors`, nothing else; otherwise
// what is wrong.
inline QString errorProblem(const HttpResult &r, int status, const QString &code)
{
    if (r.status != status)
        return QStringLiteral("status %1, expected %2; body %3")
            .arg(r.status)
            .arg(status)
            .arg(QString::fromUtf8(r.body.left(400)));
    if (!r.header("Content-Type").startsWith("application/json"))
        return QStringLiteral("content type %1").arg(QString::fromLatin1(r.header("Content-Type")));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(r.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return QStringLiteral("body is not a JSON object: %1").arg(QString::fromUtf8(r.body.left(400)));
    const QJsonObject o = doc.object();
    static const QSet<QString> allowed {QStringLiteral("code"), QStringLiteral("message"),
                                        QStringLiteral("errors")};
    for (const QString &key : o.keys()) {
        if (!allowed.contains(key))
            return QStringLiteral("unexpected member %1 in the error body").arg(key);
    }
    if (!o.value(QStringLiteral("code")).isString() || o.value(QStringLiteral("code")).toString() != code)
        return QStringLiteral("code %1, expected %2").arg(o.value(QStringLiteral("code")).toString(), code);
    if (!o.value(QStringLiteral("message")).isString()
        || o.value(QStringLiteral("message")).toString().isEmpty())
        return QStringLiteral("message missing or empty");
    if (o.contains(QStringLiteral("errors")) && !o.value(QStringLiteral("errors")).isObject())
        return QStringLiteral("errors is not an object");
    return {};
}

#define PAYDESK_VERIFY_ERROR(result, status, code)                                                           \
    do {                                                                                                     \
        const QString problem_ = paydesk::test::errorProblem((result), (status), (code));                    \
        QVERIFY2(problem_.isEmpty(), qPrintable(problem_));                                                  \
    } while (false)

// A request with exactly the given raw headers (no Authorization unless given).
inline HttpResult sendRaw(QNetworkAccessManager &nam, const QByteArray &verb, const QUrl &url,
                          const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &body = {})
{
    QNetworkRequest request(url);
    request.setTransferTimeout(15000);
    for (const auto &h : headers)
        request.setRawHeader(h.first, h.second);
    return HttpClient::collect(nam.sendCustomRequest(request, verb, body));
}

// Sorted field paths of a 422 answer.
inline QStringList fieldPaths(const HttpResult &r)
{
    QStringList keys = r.fields().keys();
    keys.sort();
    return keys;
}

} // namespace paydesk::test
