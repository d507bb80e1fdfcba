// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxServer.h"

#include "DemoSeed.h"
#include "HttpAdapter.h"
#include "SandboxEngine.h"
#include "SandboxService.h"
#include "SandboxStore.h"
#include "WebhookDispatcher.h"
#include "core/Logging.h"
#include "domain/SpecTables.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTimer>

using namespace Qt::StringLiterals;

PAYDESK_DECLARE_LOGGING_CATEGORY(lcSandbox)

namespace paydesk::sandbox {

namespace {
// How long after the start the history is read when no request has needed it yet: long enough
// for a window's first GET /wallets to be answered first, short enough that it is read before a
// person's first click.
constexpr std::chrono::milliseconds kHistoryLoadDelay {150};
} // namespace

QString SandboxOptions::usage()
{
    return u"Usage: paydesk-sandbox [options]\n"
           "The payments service of the specification, on this machine, for Paydesk's demo and tests.\n\n"
           "  --host ADDRESS            address to listen on (default 127.0.0.1)\n"
           "  --port PORT               port, 0 = any free port (default 0)\n"
           "  --key SECRET[:SCOPES]     an API key, with a comma-separated scope list (none = all\n"
           "                            scopes); repeatable. Without --key a full-scope key is made\n"
           "                            and printed.\n"
           "  --speed FACTOR            multiplies every processing delay; 0 = at once (default 1)\n"
           "  --seed demo|empty         demo data, or banks only (default demo)\n"
           "  --data FILE               keep the state in this SQLite file across restarts\n"
           "  --bulk-payouts N          also N past payouts in KES over the last 90 days (a long\n"
           "                            history to scroll; up to 200000; on a fresh start only)\n"
           "  --webhook-url URL         deliver webhook events to this URL\n"
           "  --webhook-secret SECRET   signing secret; repeat for key rotation (one v1= each)\n"
           "  --idempotency replay|reject-reuse\n"
           "                            a key whose request completed, sent again with the same body:\n"
           "                            replay the kept answer, or refuse it with 409\n"
           "                            IDEMPOTENCY_KEY_ALREADY_USED as a production service may\n"
           "                            (default replay)\n"
           "  --help                    show this help\n"_s;
}

std::optional<SandboxOptions> SandboxOptions::parse(const QStringList &args, QString *error)
{
    SandboxOptions o;
    const QStringList scopes = spec::codes(spec::scopes());
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString flag = args[i];
        QString value;
        const bool hasInline = flag.startsWith(u"--") && flag.contains(u'=');
        if (hasInline) {
            value = flag.section(u'=', 1);
            flag = flag.section(u'=', 0, 0);
        }
        auto next = [&]() -> bool {
            if (hasInline)
                return true;
            if (i + 1 >= args.size()) {
                *error = u"%1 needs a value"_s.arg(flag);
                return false;
            }
            value = args[++i];
            return true;
        };
        if (flag == u"--help" || flag == u"-h") {
            *error = QString();
            return std::nullopt;
        } else if (flag == u"--host") {
            if (!next())
                return std::nullopt;
            if (!o.host.setAddress(value)) {
                *error = u"--host: %1 is not an IP address"_s.arg(value);
                return std::nullopt;
            }
        } else if (flag == u"--port") {
            if (!next())
                return std::nullopt;
            bool ok = false;
            const uint port = value.toUInt(&ok);
            if (!ok || port > 65535) {
                *error = u"--port: %1 is not a port number (0 to 65535)"_s.arg(value);
                return std::nullopt;
            }
            o.port = quint16(port);
        } else if (flag == u"--speed") {
            if (!next())
                return std::nullopt;
            bool ok = false;
            const double speed = value.toDouble(&ok);
            if (!ok || speed < 0 || speed > 1000) {
                *error = u"--speed: %1 is not a factor from 0 to 1000"_s.arg(value);
                return std::nullopt;
            }
            o.speed = speed;
        } else if (flag == u"--seed") {
            if (!next())
                return std::nullopt;
            if (value != u"demo" && value != u"empty") {
                *error = u"--seed: use demo or empty"_s;
                return std::nullopt;
            }
            o.seed = value;
        } else if (flag == u"--bulk-payouts") {
            if (!next())
                return std::nullopt;
            bool ok = false;
            const int count = value.toInt(&ok);
            if (!ok || count < 0 || count > kMaxBulkPayouts) {
                *error = u"--bulk-payouts: %1 is not a number from 0 to %2"_s.arg(value).arg(kMaxBulkPayouts);
                return std::nullopt;
            }
            o.bulkPayouts = count;
        } else if (flag == u"--data") {
            if (!next())
                return std::nullopt;
            o.dataFile = value;
        } else if (flag == u"--key") {
            if (!next())
                return std::nullopt;
            const QString secret = value.section(u':', 0, 0);
            const QString list = value.section(u':', 1);
            if (secret.isEmpty()) {
                *error = u"--key: the secret is empty"_s;
                return std::nullopt;
            }
            QStringList keyScopes = list.split(u',', Qt::SkipEmptyParts);
            for (QString &s : keyScopes) {
                s = s.trimmed();
                if (!scopes.contains(s)) {
                    *error = u"--key: unknown scope %1 (scopes: %2)"_s.arg(s, scopes.join(u", "));
                    return std::nullopt;
                }
            }
            o.keys.append({secret, keyScopes});
        } else if (flag == u"--webhook-url") {
            if (!next())
                return std::nullopt;
            const QUrl url(value, QUrl::StrictMode);
            if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")
                || url.host().isEmpty()) {
                *error = u"--webhook-url: %1 is not an http(s) URL"_s.arg(value);
                return std::nullopt;
            }
            o.webhookUrl = url;
        } else if (flag == u"--webhook-secret") {
            if (!next())
                return std::nullopt;
            if (value.isEmpty()) {
                *error = u"--webhook-secret: the secret is empty"_s;
                return std::nullopt;
            }
            o.webhookSecrets.append(value);
        } else if (flag == u"--idempotency") {
            if (!next())
                return std::nullopt;
            const auto mode = idempotencyModeFromName(value);
            if (!mode) {
                *error = u"--idempotency: use replay or reject-reuse"_s;
                return std::nullopt;
            }
            o.idempotency = *mode;
        } else {
            *error = u"unknown option %1"_s.arg(args[i]);
            return std::nullopt;
        }
    }
    return o;
}

SandboxServer::SandboxServer(QObject *parent)
    : QObject(parent)
{ }

SandboxServer::~SandboxServer()
{
    // The adapter first, so that no request reaches a half-destroyed service.
    m_adapter.reset();
    m_service.reset();
    m_engine.reset();
    m_webhooks.reset();
    m_store.reset();
}

QString SandboxServer::makeKey()
{
    static constexpr char kChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString key = u"sbx_"_s;
    for (int i = 0; i < 32; ++i)
        key += QLatin1Char(kChars[QRandomGenerator::system()->bounded(int(sizeof kChars - 1))]);
    return key;
}

bool SandboxServer::start(const SandboxOptions &options, QString *error,
                          const std::function<void()> &listening)
{
    m_store = std::make_unique<SandboxStore>();
    const bool openLater = options.openDataAfterListening && !options.dataFile.isEmpty();
    if (!options.dataFile.isEmpty()
        && !(openLater ? m_store->lock(options.dataFile, error) : m_store->open(options.dataFile, error))) {
        *error = u"cannot open the data file %1: %2"_s.arg(options.dataFile, *error);
        return false;
    }
    m_webhooks = std::make_unique<WebhookDispatcher>();
    m_webhooks->setUrl(options.webhookUrl);
    m_webhooks->setSecrets(options.webhookSecrets);
    m_webhooks->setSpeed(options.speed);
    m_engine = std::make_unique<SandboxEngine>(*m_store, m_webhooks.get());
    m_engine->setSpeed(options.speed);
    m_service = std::make_unique<SandboxService>(*m_store, *m_engine, m_webhooks.get());
    m_service->setIdempotencyMode(options.idempotency);
    if (options.keys.isEmpty()) {
        m_generatedKey = makeKey();
        m_service->addKey(m_generatedKey);
    }
    for (const auto &key : options.keys)
        m_service->addKey(key.first, key.second);

    m_adapter = std::make_unique<HttpAdapter>(*m_service, options.http);
    m_host = options.host;
    m_port = m_adapter->listen(options.host, options.port);
    if (m_port == 0) {
        *error = u"cannot listen on %1 port %2 (in use, or not an address of this machine)"_s
                     .arg(options.host.toString())
                     .arg(options.port);
        return false;
    }
    m_service->setBaseUrl(baseUrl().toString());
    // Clients may connect from now on: their requests wait in the listen backlog until this
    // thread's event loop runs, after the seeding below.
    if (listening)
        listening();
    if (openLater) {
        if (QString why; !m_store->openLocked(&why)) {
            const QString reason = u"The Local sandbox cannot open its data file %1: %2"_s.arg(
                QDir::toNativeSeparators(options.dataFile), why);
            qCWarning(lcSandbox).noquote() << reason;
            m_service->setUnavailable(reason);
            return true;
        }
    }

    // The data file's records, read now that clients may connect (a window waiting for the
    // service to listen goes on meanwhile): the wallets, banks and accounts before the first
    // request is served, the history (payouts, lines: the bulk of the file) before the first
    // request that needs it, or a moment after the start, whichever comes first. A window's first
    // GET /wallets does not wait for years of history to be read.
    if (m_store->isPersistent()) {
        m_store->load();
        if (!m_store->hasData())
            m_store->loadHistory(); // a new file: nothing to wait for, the seeding below writes it
    }
    if (!m_store->hasData()) {
        m_store->beginBatch();
        DemoSeed::banks(*m_store);
        if (options.seed == u"demo")
            DemoSeed::demo(*m_store, *m_engine);
        if (options.bulkPayouts > 0) {
            BulkPayouts bulk;
            bulk.count = options.bulkPayouts;
            bulk.to = QDateTime::currentDateTimeUtc();
            bulk.from = bulk.to.addDays(-90);
            DemoSeed::bulkPayouts(*m_store, *m_engine, bulk);
        }
        m_store->endBatch();
    }
    auto loadHistory = [this] {
        if (m_store->loadHistory())
            m_engine->resume(); // the next step of what was under way when the file was last used
    };
    if (m_store->isHistoryLoaded()) {
        m_engine->resume();
    } else {
        m_service->setHistoryLoader(loadHistory);
        QTimer::singleShot(kHistoryLoadDelay, m_service.get(), loadHistory);
    }
    return true;
}

QUrl SandboxServer::baseUrl() const
{
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(m_host.toString());
    url.setPort(m_port);
    url.setPath(u"/v1"_s);
    return url;
}

} // namespace paydesk::sandbox
