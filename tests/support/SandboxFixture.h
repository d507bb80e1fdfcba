// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support: a sandbox service started in-process on 127.0.0.1 with a free port, and a small
// HTTP client that talks to it over real HTTP (QNetworkAccessManager) and waits for each answer
// with an event loop, so that integration tests read top to bottom.

#include "SandboxServer.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>
#include <QUuid>

#include <memory>

namespace paydesk::test {

struct HttpResult
{
    int status = 0; // 0 when no HTTP answer came (connection dropped, refused, timeout)
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QJsonObject data() const { return json().value(QStringLiteral("data")).toObject(); }
    QJsonArray dataArray() const { return json().value(QStringLiteral("data")).toArray(); }
    QString code() const { return json().value(QStringLiteral("code")).toString(); }
    QJsonObject fields() const
    {
        return json().value(QStringLiteral("errors")).toObject().value(QStringLiteral("fields")).toObject();
    }
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        }
        return {};
    }
};

class HttpClient
{
public:
    explicit HttpClient(QUrl base = {}, QString key = {})
        : m_base(std::move(base))
        , m_key(std::move(key))
    { }
    void setKey(const QString &key) { m_key = key; }
    QString key() const { return m_key; }
    QUrl base() const { return m_base; }
    QNetworkAccessManager &nam() { return m_nam; }

    // path is relative to the base ("/payouts") or absolute from the host ("/_sandbox/faults").
    QUrl url(const QString &path, const QUrlQuery &query = {}) const
    {
        QUrl u = m_base;
        u.setPath(path.startsWith(u"/_sandbox") || path.startsWith(u"/v1") ? path : m_base.path() + path);
        if (!query.isEmpty())
            u.setQuery(query);
        return u;
    }

    HttpResult get(const QString &path, const QUrlQuery &query = {}) { return send("GET", url(path, query)); }
    HttpResult getUrl(const QUrl &absolute) { return send("GET", absolute); }
    HttpResult post(const QString &path, const QJsonObject &body, const QByteArray &idempotencyKey = {})
    {
        return send("POST", url(path), QJsonDocument(body).toJson(QJsonDocument::Compact), idempotencyKey);
    }
    HttpResult postRaw(const QString &path, const QByteArray &body, const QByteArray &contentType,
                       const QByteArray &idempotencyKey = {})
    {
        return send("POST", url(path), body, idempotencyKey, contentType);
    }
    HttpResult del(const QString &path) { return send("DELETE", url(path)); }

    // A request without waiting, for concurrency tests; the caller waits on finished().
    QNetworkReply *start(const QByteArray &verb, const QUrl &u, const QByteArray &body = {},
                         const QByteArray &idempotencyKey = {},
                         const QByteArray &contentType = "application/json")
    {
        QNetworkRequest request(u);
        request.setTransferTimeout(m_timeoutMs);
        if (!m_key.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + m_key.toUtf8());
        if (!body.isEmpty() && !contentType.isEmpty())
            request.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
        if (!idempotencyKey.isEmpty())
            request.setRawHeader("X-Idempotency-Key", idempotencyKey);
        return m_nam.sendCustomRequest(request, verb, body);
    }

    static HttpResult collect(QNetworkReply *reply)
    {
        if (!reply->isFinished()) {
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
        }
        HttpResult r;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.error = reply->error();
        r.body = reply->readAll();
        r.headers = reply->rawHeaderPairs();
        reply->deleteLater();
        return r;
    }

    HttpResult send(const QByteArray &verb, const QUrl &u, const QByteArray &body = {},
                    const QByteArray &idempotencyKey = {}, const QByteArray &contentType = "application/json")
    {
        return collect(start(verb, u, body, idempotencyKey, contentType));
    }

    void setTimeout(int ms) { m_timeoutMs = ms; }
    static QByteArray newKey() { return QUuid::createUuid().toByteArray(QUuid::WithoutBraces); }

private:
    QNetworkAccessManager m_nam;
    QUrl m_base;
    QString m_key;
    int m_timeoutMs = 15000;
};

// A running sandbox. Keys: one full-scope key made for the run (key()), plus any given.
class SandboxFixture
{
public:
    explicit SandboxFixture(const QString &seed = QStringLiteral("empty"), double speed = 0.0,
                            const QList<QPair<QString, QStringList>> &extraKeys = {},
                            const QUrl &webhookUrl = {}, const QStringList &webhookSecrets = {},
                            const QString &dataFile = {})
    {
        sandbox::SandboxOptions options;
        options.seed = seed;
        options.speed = speed;
        options.dataFile = dataFile;
        options.webhookUrl = webhookUrl;
        options.webhookSecrets = webhookSecrets;
        options.keys = extraKeys;
        start(std::move(options));
    }
    // With options of the test's own (seed, speed, idempotency mode, ...); the run's full-scope
    // key is added first.
    explicit SandboxFixture(sandbox::SandboxOptions options) { start(std::move(options)); }

private:
    void start(sandbox::SandboxOptions options)
    {
        m_key = sandbox::SandboxServer::makeKey();
        options.keys.prepend({m_key, {}});
        server = std::make_unique<sandbox::SandboxServer>();
        QString error;
        m_started = server->start(options, &error);
        m_error = error;
        client = std::make_unique<HttpClient>(server->baseUrl(), m_key);
    }

public:
    bool started() const { return m_started; }
    QString error() const { return m_error; }
    QString key() const { return m_key; }
    QUrl baseUrl() const { return server->baseUrl(); }
    HttpClient &http() { return *client; }

    // Control surface helpers.
    QJsonObject createWallet(const QString &currency, const QString &value)
    {
        return client
            ->post(QStringLiteral("/_sandbox/wallets"),
                   {{QStringLiteral("currency"), currency}, {QStringLiteral("value"), value}})
            .data();
    }
    QString bankId(const QString &country)
    {
        for (const QJsonValue &b : client->get(QStringLiteral("/banks")).dataArray()) {
            if (b.toObject().value(QStringLiteral("country")).toString() == country)
                return b.toObject().value(QStringLiteral("id")).toString();
        }
        return {};
    }
    HttpResult addFault(const QJsonObject &fault)
    {
        return client->post(QStringLiteral("/_sandbox/faults"), fault);
    }

    // Reads GET path until data.state.code == state (or timeout), turning the event loop (the
    // server's timers) between reads; returns the last data.
    QJsonObject waitForState(const QString &path, const QString &state, int timeoutMs = 10000)
    {
        QJsonObject last;
        (void)QTest::qWaitFor(
            [&] {
                last = client->get(path).data();
                return last.value(QStringLiteral("state")).toObject().value(QStringLiteral("code")).toString()
                    == state;
            },
            timeoutMs);
        return last;
    }

    std::unique_ptr<sandbox::SandboxServer> server;
    std::unique_ptr<HttpClient> client;

private:
    QString m_key;
    bool m_started = false;
    QString m_error;
};

// A sender that meets what a payout to Kenya needs (decisions.md): a BUSINESS sender with its address.
inline QJsonObject kenyaSender()
{
    return {{QStringLiteral("name"), QStringLiteral("Acme Payroll Ltd")},
            {QStringLiteral("type"), QStringLiteral("BUSINESS")},
            {QStringLiteral("address"),
             QJsonObject {{QStringLiteral("line_1"), QStringLiteral("1 Moi Avenue")},
                          {QStringLiteral("city"), QStringLiteral("Nairobi")},
                          {QStringLiteral("postal_code"), QStringLiteral("00100")},
                          {QStringLiteral("country"), QStringLiteral("KE")}}}};
}

// A mobile money payout body to Kenya, with a sender.
inline QJsonObject kenyaPayout(const QString &value, const QString &number = QStringLiteral("+254712000001"))
{
    return {
        {QStringLiteral("sender"), kenyaSender()},
        {QStringLiteral("amount"),
         QJsonObject {{QStringLiteral("currency"), QStringLiteral("KES")}, {QStringLiteral("value"), value}}},
        {QStringLiteral("payment_account"),
         QJsonObject {{QStringLiteral("type"), QStringLiteral("MOBILE_MONEY")},
                      {QStringLiteral("country"), QStringLiteral("KE")},
                      {QStringLiteral("holder"),
                       QJsonObject {{QStringLiteral("name"), QStringLiteral("Jane Wanjiku")},
                                    {QStringLiteral("type"), QStringLiteral("INDIVIDUAL")}}},
                      {QStringLiteral("mobile_money"),
                       QJsonObject {{QStringLiteral("number"), number},
                                    {QStringLiteral("operator"), QStringLiteral("SAFARICOM")}}}}}};
}

// A body for POST /_sandbox/faults: `action` on the next `count` requests of `method path`.
inline QJsonObject fault(const char *method, const char *path, const char *action, int count = 1)
{
    return {{QStringLiteral("method"), QLatin1StringView(method)},
            {QStringLiteral("path"), QLatin1StringView(path)},
            {QStringLiteral("action"), QLatin1StringView(action)},
            {QStringLiteral("count"), count}};
}

} // namespace paydesk::test
