// SPDX-License-Identifier: GPL-3.0-or-later
#include "WebhookDispatcher.h"

#include "Ksuid.h"
#include "SandboxRecords.h" // rfc3339()

#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#include <array>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

PAYDESK_LOGGING_CATEGORY(lcWebhooks, "sandbox.webhooks")

namespace {

// Delay before the 2nd, 3rd and 4th attempt (spec "Delivery and retries"), before scaling.
constexpr std::array<qint64, spec::limits::webhookRetries> kRetryDelaysMs {0, 60'000, 120'000};
static_assert(kRetryDelaysMs.size() == WebhookDispatcher::maxAttempts - 1);

// QTimer takes an int; a day is far beyond any useful delay.
constexpr qint64 kMaxDelayMs = 24LL * 60 * 60 * 1000;

// For the log and the delivery log: never a password.
QString displayUrl(const QUrl &url)
{
    return url.toString(QUrl::RemovePassword);
}

bool isTransportError(QNetworkReply::NetworkError error)
{
    // Codes below ContentAccessDenied are connection, timeout, TLS and proxy problems; the
    // others describe an HTTP answer, which the status code already tells.
    return error != QNetworkReply::NoError && error < QNetworkReply::ContentAccessDenied;
}

} // namespace

WebhookDispatcher::WebhookDispatcher(QObject *parent)
    : QObject(parent)
{ }

QNetworkAccessManager *WebhookDispatcher::network()
{
    // Made for the first event sent: a sandbox with no webhook address (the app's Local sandbox)
    // has none, and its start does not make one before it listens.
    if (!m_network) {
        m_network = new QNetworkAccessManager(this);
        m_network->setAutoDeleteReplies(false); // finishAttempt() calls deleteLater()
        m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy); // a 3xx is not a 2xx
    }
    return m_network;
}

WebhookDispatcher::~WebhookDispatcher()
{
    // Abort what is in flight without hearing about it: nothing is logged or emitted any more.
    // The replies and the retry timers are children of this object and go with it.
    for (const Event &event : std::as_const(m_events)) {
        if (event.reply) {
            event.reply->disconnect(this);
            event.reply->abort();
        }
        if (event.retryTimer)
            event.retryTimer->stop();
    }
    if (!m_events.isEmpty())
        qCDebug(lcWebhooks) << "Destroyed with" << m_events.size() << "event(s) not settled";
}

void WebhookDispatcher::setUrl(const QUrl &url)
{
    m_url = url;
    if (!url.isEmpty() && (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")))
        qCWarning(lcWebhooks) << "Webhook URL is not an http(s) URL, deliveries will fail:"
                              << displayUrl(url);
}

void WebhookDispatcher::setSecrets(const QStringList &secrets)
{
    m_secrets.clear();
    for (const QString &secret : secrets) {
        if (!secret.isEmpty())
            m_secrets.append(secret);
    }
    qCDebug(lcWebhooks) << "Signing with" << m_secrets.size() << "key(s)";
}

void WebhookDispatcher::setSpeed(double speed)
{
    m_speed = speed > 0.0 ? speed : 0.0;
}

void WebhookDispatcher::setRequestTimeout(int ms)
{
    m_requestTimeoutMs = ms > 0 ? ms : defaultRequestTimeoutMs;
}

QString WebhookDispatcher::dispatch(const QString &type, const QJsonObject &data)
{
    if (m_url.isEmpty()) {
        qCDebug(lcWebhooks) << "Webhooks are off, no event for" << type;
        return {};
    }

    const QDateTime createdAt = QDateTime::currentDateTimeUtc();
    Event event;
    event.id = Ksuid::make(spec::prefix::webhookEvent, createdAt);
    event.type = type;
    event.url = m_url;
    const QJsonObject body {
        {u"id"_s, event.id},
        {u"type"_s, type},
        {u"data"_s, data},
        {u"created_at"_s, rfc3339(createdAt)},
    };
    event.body = QJsonDocument(body).toJson(QJsonDocument::Compact);

    const QString id = event.id;
    m_events.insert(id, event);
    qCDebug(lcWebhooks) << "Event" << id << type << "created";
    startAttempt(id);
    return id;
}

QJsonArray WebhookDispatcher::log() const
{
    QJsonArray entries;
    for (const QJsonObject &entry : m_log)
        entries.append(entry);
    return entries;
}

QByteArray WebhookDispatcher::signatureHeader(qint64 t, const QByteArray &body, const QStringList &secrets)
{
    const QByteArray timestamp = QByteArray::number(t);
    const QByteArray message = timestamp + '.' + body;
    QByteArray header = QByteArrayLiteral("t=") + timestamp;
    for (const QString &secret : secrets) {
        const QByteArray mac
            = QMessageAuthenticationCode::hash(message, secret.toUtf8(), QCryptographicHash::Sha256);
        header += QByteArrayLiteral(", v1=") + mac.toHex();
    }
    return header;
}

void WebhookDispatcher::startAttempt(const QString &eventId)
{
    const auto it = m_events.find(eventId);
    if (it == m_events.end() || it->reply)
        return;
    Event &event = *it;
    ++event.attempts;
    event.sentAt = QDateTime::currentDateTimeUtc();

    QNetworkRequest request(event.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader(QByteArrayLiteral("User-Agent"), QByteArray(userAgent));
    request.setRawHeader(QByteArrayLiteral("X-Service-Webhook-Type"), event.type.toUtf8());
    request.setRawHeader(QByteArrayLiteral("X-Service-Webhook-Signature"),
                         signatureHeader(event.sentAt.toSecsSinceEpoch(), event.body, m_secrets));
    request.setTransferTimeout(m_requestTimeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);

    qCDebug(lcWebhooks) << "Event" << eventId << "attempt" << event.attempts << "to" << displayUrl(event.url);
    QNetworkReply *reply = network()->post(request, event.body);
    event.reply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply, eventId] { finishAttempt(reply, eventId); });
}

void WebhookDispatcher::finishAttempt(QNetworkReply *reply, const QString &eventId)
{
    reply->deleteLater();
    const QString id = eventId; // the reference lives in the connection, which may go
    const auto it = m_events.find(id);
    if (it == m_events.end() || it->reply != reply)
        return;
    Event &event = *it;
    event.reply = nullptr;
    const QDateTime finishedAt = QDateTime::currentDateTimeUtc();

    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const int status = statusAttribute.isValid() ? statusAttribute.toInt() : 0;
    const QNetworkReply::NetworkError error = reply->error();
    QString transportError;
    if (isTransportError(error) || status == 0) {
        // Transfer timeouts abort the reply; nothing else aborts one while this object lives.
        transportError
            = (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError)
            ? tr("Timed out after %1 ms").arg(m_requestTimeoutMs)
            : reply->errorString();
    }
    const bool delivered = status >= 200 && status < 300 && transportError.isEmpty();
    QString outcome;
    if (status > 0 && transportError.isEmpty())
        outcome = u"HTTP %1"_s.arg(status);
    else if (status > 0)
        outcome = tr("HTTP %1, then %2").arg(status).arg(transportError);
    else
        outcome = transportError;

    const int attempt = event.attempts;
    const bool retry = !delivered && attempt < maxAttempts;
    QJsonValue nextAttemptAt = QJsonValue::Null;
    if (retry) {
        const qint64 delayMs = retryDelayMs(attempt);
        nextAttemptAt = rfc3339(finishedAt.addMSecs(delayMs));
        if (!event.retryTimer) {
            event.retryTimer = new QTimer(this);
            event.retryTimer->setSingleShot(true);
            connect(event.retryTimer, &QTimer::timeout, this, [this, id] { startAttempt(id); });
        }
        event.retryTimer->start(int(delayMs));
    }

    const QJsonObject entry {
        {u"event_id"_s, id},
        {u"type"_s, event.type},
        {u"attempt"_s, attempt},
        {u"url"_s, displayUrl(event.url)},
        {u"sent_at"_s, rfc3339(event.sentAt)},
        {u"finished_at"_s, rfc3339(finishedAt)},
        {u"http_status"_s, status},
        {u"outcome"_s, outcome},
        {u"delivered"_s, delivered},
        {u"next_attempt_at"_s, nextAttemptAt},
    };

    if (delivered) {
        qCDebug(lcWebhooks) << "Event" << id << "delivered at attempt" << attempt;
    } else if (retry) {
        qCDebug(lcWebhooks) << "Event" << id << "attempt" << attempt << "failed:" << outcome << "- next at"
                            << nextAttemptAt.toString();
    } else {
        qCInfo(lcWebhooks) << "Event" << id << event.type << "not delivered after" << attempt
                           << "attempts, giving up; last:" << outcome;
    }

    if (!retry) {
        if (event.retryTimer)
            event.retryTimer->deleteLater();
        m_events.erase(it);
    }
    appendLog(entry);

    // A receiver of these signals may destroy this object.
    const QPointer<WebhookDispatcher> self(this);
    Q_EMIT attemptFinished(entry);
    if (!retry && self)
        Q_EMIT eventSettled(id, delivered);
}

qint64 WebhookDispatcher::retryDelayMs(int attemptsDone) const
{
    Q_ASSERT(attemptsDone >= 1 && attemptsDone < maxAttempts);
    const double scaled = double(kRetryDelaysMs[size_t(attemptsDone - 1)]) * m_speed;
    return qMin(kMaxDelayMs, qRound64(scaled));
}

void WebhookDispatcher::appendLog(const QJsonObject &entry)
{
    m_log.append(entry);
    if (m_log.size() > logCapacity)
        m_log.remove(0, m_log.size() - logCapacity);
}

} // namespace paydesk::sandbox
