// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IdempotencyMode.h"
#include "JsonWriter.h"
#include "RequestValidator.h"
#include "SandboxHttp.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <optional>

namespace paydesk::sandbox {

class SandboxEngine;
class SandboxStore;
class WebhookDispatcher;

// A fault the control surface asked for: the next `remaining` requests matching method and path
// misbehave in the way `action` says.
struct Fault
{
    QString id;
    QByteArray method; // empty = any
    QString path; // exact, or a prefix when it ends with '*'
    int remaining = 1;
    QString action; // delay, status, drop_before, drop_after, malformed_json, html, large_body
    int status = 500;
    int delayMs = 0;
    int retryAfter = 1;
    qint64 sizeBytes = 5 * 1024 * 1024;
    QJsonObject toJson() const;
};

// The payments service of the specification, free of sockets: a request in, a reply out
// (possibly later, for a delayed answer). HttpAdapter puts it on the network.
class SandboxService : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const HttpReply &)>;

    SandboxService(SandboxStore &store, SandboxEngine &engine, WebhookDispatcher *webhooks,
                   QObject *parent = nullptr);

    // An API key; no scopes = every scope.
    void addKey(const QString &secret, const QStringList &scopes = {});
    void setBaseUrl(const QString &baseUrl) { m_baseUrl = baseUrl; } // for meta.paging.next
    // Reads the store's history (SandboxStore::loadHistory()) before the first request that needs
    // it: every request but GET /wallets and GET /banks, which the first screens make.
    void setHistoryLoader(std::function<void()> loader) { m_historyLoader = std::move(loader); }
    void setIdempotencyMode(IdempotencyMode mode) { m_idempotencyMode = mode; }
    // Every request is answered 503 SERVICE_UNAVAILABLE with `reason` (its data file could not be
    // read once it listened: a client then says why wherever it looks).
    void setUnavailable(const QString &reason) { m_unavailable = reason; }
    IdempotencyMode idempotencyMode() const { return m_idempotencyMode; }

    // Answers `request` by calling `done` exactly once, now or later (never after the service is
    // destroyed).
    void handle(const HttpRequest &request, Done done);

    // What the request validator asks of `store` (banks, accounts, wallets, custom_ids taken,
    // today), as the service's own validator has it.
    static ValidationContext validationContext(SandboxStore &store);

private:
    struct Call
    {
        HttpRequest request;
        QStringList segments; // path split on '/', without the first empty one
        QString owner; // hash of the caller's key (for idempotency)
        QJsonObject body;
        QString idempotencySlot;
    };
    using Handler = HttpReply (SandboxService::*)(Call &);
    struct Route
    {
        Handler handler = nullptr;
        QStringList scopes;
        bool idempotent = false; // needs X-Idempotency-Key
        bool hasBody = false;
        bool control = false; // /_sandbox/...: any valid key, no scopes
    };

    std::optional<Route> route(const QByteArray &method, const QStringList &segments,
                               QStringList *allowed) const;
    std::optional<Fault> takeFault(const HttpRequest &request);
    std::optional<HttpReply> authenticate(Call &call, const Route &route) const;
    std::optional<HttpReply> parseBody(Call &call) const;
    std::optional<HttpReply> reserveIdempotency(Call &call);
    void settleIdempotency(const Call &call, const HttpReply &reply);
    static void applyFaultToReply(const Fault &fault, HttpReply &reply);
    RequestValidator validator() const;

    // Helpers for handlers.
    HttpReply validationFailed(const FieldErrors &errors) const;
    // A page of a list: `page` is its items as a written JSON array.
    HttpReply list(const Call &call, QByteArrayView page, const QString &nextCursor, int limit) const;
    // {"data": record}, written from the record's writeApi().
    template<typename Record> static HttpReply dataReply(int status, const Record &record)
    {
        JsonWriter w;
        w.beginObject();
        w.key(QLatin1StringView("data"));
        record.writeApi(w);
        w.endObject();
        return HttpReply::jsonBody(status, w.take());
    }
    // paging_limit (default 10) and paging_after of a listing, errors on their fields.
    static void readPaging(const Call &call, int *limit, std::optional<qint64> *after, FieldErrors &errors);
    static QString encodeCursor(qint64 seq);
    static std::optional<qint64> decodeCursor(const QString &cursor);

    // /v1 (SandboxEndpoints.cpp)
    HttpReply listBanks(Call &call);
    HttpReply lookup(Call &call);
    HttpReply listWallets(Call &call);
    HttpReply listPaymentAccounts(Call &call);
    HttpReply createPaymentAccount(Call &call);
    HttpReply listPayouts(Call &call);
    HttpReply createPayout(Call &call);
    HttpReply getPayout(Call &call);
    HttpReply createPayin(Call &call);
    HttpReply getPayin(Call &call);
    HttpReply createStatement(Call &call);
    HttpReply getStatement(Call &call);
    HttpReply listStatementLines(Call &call);

    // /_sandbox (SandboxControl.cpp)
    HttpReply controlInfo(Call &call);
    HttpReply controlCreateWallet(Call &call);
    HttpReply controlFundWallet(Call &call);
    HttpReply controlTransition(Call &call);
    HttpReply controlBulkPayouts(Call &call);
    HttpReply controlAddFault(Call &call);
    HttpReply controlListFaults(Call &call);
    HttpReply controlClearFaults(Call &call);
    HttpReply controlWebhookLog(Call &call);
    HttpReply controlSettings(Call &call);
    HttpReply controlChangeSettings(Call &call);
    QJsonObject settingsJson() const;

    SandboxStore &m_store;
    SandboxEngine &m_engine;
    QPointer<WebhookDispatcher> m_webhooks;
    struct Key
    {
        QSet<QString> scopes; // empty = all
        QString owner; // what the key's data is kept under: hex of 64 bits of the secret's SHA-256
    };
    QHash<QString, Key> m_keys; // by secret
    QList<Fault> m_faults;
    QString m_baseUrl;
    int m_faultSeq = 0;
    IdempotencyMode m_idempotencyMode = IdempotencyMode::Replay;
    std::function<void()> m_historyLoader;
    QString m_unavailable;
};

} // namespace paydesk::sandbox
