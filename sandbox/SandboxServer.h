// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IdempotencyMode.h"
#include "SandboxHttp.h"

#include <QHostAddress>
#include <QObject>
#include <QPair>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

namespace paydesk::sandbox {

class HttpAdapter;
class SandboxEngine;
class SandboxService;
class SandboxStore;
class WebhookDispatcher;

struct SandboxOptions
{
    QHostAddress host = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0; // 0 = any free port
    double speed = 1.0; // delay multiplier; 0 = at once
    QString seed = QStringLiteral("demo"); // demo or empty
    QString dataFile; // empty = in memory
    // Past payouts in KES added to a fresh store after the seed, over the 90 days up to now
    // (DemoSeed::bulkPayouts; --bulk-payouts N): a long history to scroll. 0 = none.
    int bulkPayouts = 0;
    QList<QPair<QString, QStringList>> keys; // secret, scopes (empty = all)
    QUrl webhookUrl;
    QStringList webhookSecrets;
    // What a completed idempotency key gets when its request comes again (SandboxService).
    IdempotencyMode idempotency = IdempotencyMode::Replay;
    HttpLimits http; // time-outs and bounds of the HTTP adapter (not on the command line)
    // The data file's SQLite is opened once the port listens, its lock before (Paydesk's Local
    // sandbox, SandboxThread: the window goes on while the driver loads). A file that then cannot
    // be read leaves the service answering every request 503 with the reason; otherwise start()
    // fails on it.
    bool openDataAfterListening = false;

    // Command-line arguments without the program name. nullopt + *error on a bad flag.
    static std::optional<SandboxOptions> parse(const QStringList &arguments, QString *error);
    static QString usage();
};

// The whole service on a port: store, engine, webhooks, service and HTTP adapter. Used by the
// paydesk-sandbox executable, by Paydesk's "Local sandbox" profile and by the tests.
class SandboxServer : public QObject
{
    Q_OBJECT
public:
    explicit SandboxServer(QObject *parent = nullptr);
    ~SandboxServer() override;

    // Listens, then seeds. `listening`, when given, is called as soon as the port is open (the
    // address and key are known; requests are answered once start() has returned).
    bool start(const SandboxOptions &options, QString *error, const std::function<void()> &listening = {});
    QUrl baseUrl() const; // http://HOST:PORT/v1
    quint16 port() const { return m_port; }
    // The key made for this run when the options gave none (full scope).
    QString generatedKey() const { return m_generatedKey; }

    SandboxService *service() const { return m_service.get(); }
    SandboxEngine *engine() const { return m_engine.get(); }
    SandboxStore *store() const { return m_store.get(); }
    WebhookDispatcher *webhooks() const { return m_webhooks.get(); }
    HttpAdapter *http() const { return m_adapter.get(); }

    static QString makeKey();

private:
    std::unique_ptr<SandboxStore> m_store;
    std::unique_ptr<WebhookDispatcher> m_webhooks;
    std::unique_ptr<SandboxEngine> m_engine;
    std::unique_ptr<SandboxService> m_service;
    std::unique_ptr<HttpAdapter> m_adapter;
    QHostAddress m_host;
    quint16 m_port = 0;
    QString m_generatedKey;
};

} // namespace paydesk::sandbox
