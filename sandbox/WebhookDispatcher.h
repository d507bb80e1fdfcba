// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Delivery of the service's webhook events (spec "Events", decisions "Webhook events"): a signed
// POST per attempt, a first attempt and up to spec::limits::webhookRetries more (the 2nd at once,
// then after about 60 s and about 120 s, scaled by the speed), and a log of every attempt.

#include "core/Logging.h"
#include "domain/SpecTables.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace paydesk::sandbox {

PAYDESK_DECLARE_LOGGING_CATEGORY(lcWebhooks)

class WebhookDispatcher : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxAttempts = 1 + spec::limits::webhookRetries;
    static constexpr int defaultRequestTimeoutMs = 10'000;
    static constexpr int logCapacity = 1000;
    static constexpr char userAgent[] = "Service-Webhooks/1.0";

    explicit WebhookDispatcher(QObject *parent = nullptr);
    // Cancels every delivery in flight and every scheduled retry; emits nothing. From a slot
    // connected to this object's signals, use deleteLater().
    ~WebhookDispatcher() override;

    // Where events go; an empty URL turns webhooks off. An event keeps the URL it was created with.
    void setUrl(const QUrl &url);
    QUrl url() const { return m_url; }
    // Signing keys (used as UTF-8): one v1 entry per key, in the order given; empty keys are
    // dropped. Read at each attempt, so a rotation applies to retries too. No key: only t=.
    void setSecrets(const QStringList &secrets);
    // Multiplier of the retry delays (60 s and 120 s); 0 means no waiting. Negative counts as 0.
    void setSpeed(double speed);
    double speed() const { return m_speed; }
    // Transfer timeout of each attempt (QNetworkRequest::setTransferTimeout).
    void setRequestTimeout(int ms);
    int requestTimeout() const { return m_requestTimeoutMs; }

    // Creates the event {id, type, data, created_at}, starts its delivery and returns its id
    // ("wbh-..."). Returns an empty string, and sends nothing, when webhooks are off.
    QString dispatch(const QString &type, const QJsonObject &data);

    // One object per finished attempt, oldest first, at most logCapacity:
    // {event_id, type, attempt (1..maxAttempts), url, sent_at, finished_at, http_status (0 when no
    //  HTTP answer), outcome ("HTTP 200", "HTTP 500" or the transport error), delivered,
    //  next_attempt_at (RFC 3339, or null when no attempt follows)}.
    QJsonArray log() const;
    // Events neither delivered nor given up.
    int pendingCount() const { return int(m_events.size()); }

    // "t=<t>, v1=<hex>[, v1=<hex>...]": lowercase hex HMAC-SHA256(secret, "<t>.<body>") per secret.
    static QByteArray signatureHeader(qint64 t, const QByteArray &body, const QStringList &secrets);

Q_SIGNALS:
    void attemptFinished(const QJsonObject &entry);
    void eventSettled(const QString &eventId, bool delivered);

private:
    struct Event
    {
        QString id;
        QString type;
        QUrl url;
        QByteArray body; // byte-identical for every attempt
        int attempts = 0; // attempts started
        QDateTime sentAt; // of the current attempt
        QNetworkReply *reply = nullptr; // current attempt in flight
        QTimer *retryTimer = nullptr; // owned by the dispatcher
    };

    void startAttempt(const QString &eventId);
    void finishAttempt(QNetworkReply *reply, const QString &eventId);
    qint64 retryDelayMs(int attemptsDone) const; // before attempt attemptsDone + 1, scaled
    void appendLog(const QJsonObject &entry);

    QNetworkAccessManager *network(); // made for the first event sent
    QNetworkAccessManager *m_network = nullptr;
    QUrl m_url;
    QStringList m_secrets;
    double m_speed = 1.0;
    int m_requestTimeoutMs = defaultRequestTimeoutMs;
    QHash<QString, Event> m_events;
    QList<QJsonObject> m_log;
};

} // namespace paydesk::sandbox
