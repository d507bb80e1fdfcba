// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The client of the payments service (shared/spec/payment-service-api.md): the one owner of the
// QNetworkAccessManager, one method per endpoint, each returning an ApiCall that finishes once.
//
// Every request: Authorization: Bearer <key>, Accept: application/json, User-Agent:
// Paydesk/<version>, a transfer timeout (default 30 s: the request fails when no byte moves for
// that long), an attempt deadline (default twice the timeout: the request fails when its answer
// is not whole by then, however steadily a slow server drips it), no redirects followed (the key
// is never sent to another address), answers larger than maxResponseBytes() (default 16 MiB)
// refused as a Decode error; an answer over 1 MiB is parsed and decoded on a pool thread, and
// finished() still comes on this object's thread.
//
// Retries (RetryPolicy: exponential backoff with full jitter, Retry-After honoured) after a
// network error, a timeout, 429, 500, 502, 503 or 504, for:
// - every GET;
// - POST /payouts and POST /payins, which carry an X-Idempotency-Key: every attempt sends the same
//   key and body, so the service runs the request once and replays its answer afterwards;
// - POST /payment-accounts, which is get-or-create by the specification (no duplicate possible).
// POST /wallet-statements is never retried (each request makes a new statement), and no 4xx other
// than 429 is ever retried.
//
// Refused without sending anything (ApiError::Kind::Refused): a base URL that is not https://
// unless its host is loopback (127.0.0.0/8, ::1, localhost), an invalid base URL, no API key
// (these with Remedy::OpenSettings), a payout or payin without an idempotency key.
//
// The key lives in this object's memory only; it is never logged (category paydesk.api logs
// method, path with account numbers masked, status, duration and attempt).

#include "ApiCall.h"
#include "Resources.h"
#include "RetryPolicy.h"

#include <QObject>
#include <QUrl>
#include <QUrlQuery>

#include <chrono>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
class QNetworkReply;
QT_END_NAMESPACE

namespace paydesk::api {

class PageWalker;

class ApiClient : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 defaultMaxResponseBytes = 16 * 1024 * 1024;
    static constexpr std::chrono::milliseconds defaultTimeout {30000};

    // With a network access manager of its own.
    explicit ApiClient(QObject *parent = nullptr);
    // Sending through `network`, shared with other clients (one per profile session: they share
    // the connection pools, each keeps its own address and key). `network` outlives the client.
    explicit ApiClient(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~ApiClient() override;

    void setBaseUrl(const QUrl &baseUrl); // ends with /v1
    QUrl baseUrl() const { return m_baseUrl; }
    void setApiKey(const QString &key);
    bool hasApiKey() const { return !m_apiKey.isEmpty(); }
    void setTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds timeout() const { return m_timeout; }
    // The longest one attempt may take, from sending to the last byte of the answer; a Timeout
    // error when passed (retried like one). 0 (the default) means twice timeout().
    void setAttemptDeadline(std::chrono::milliseconds deadline) { m_attemptDeadline = deadline; }
    std::chrono::milliseconds attemptDeadline() const
    {
        return m_attemptDeadline.count() > 0 ? m_attemptDeadline : 2 * m_timeout;
    }
    void setRetryPolicy(const RetryPolicy &policy) { m_retryPolicy = policy; }
    RetryPolicy retryPolicy() const { return m_retryPolicy; }
    void setMaxResponseBytes(qint64 bytes) { m_maxResponseBytes = bytes; }
    qint64 maxResponseBytes() const { return m_maxResponseBytes; }

    static QByteArray userAgent(); // "Paydesk/<version>"
    // Whether Paydesk sends an API key to this base URL; *why (translated) when not.
    static bool isAcceptableBaseUrl(const QUrl &url, QString *why = nullptr);

    // Each method's value type (ApiResult::value<T>()) is written after it.
    ApiCall *listBanks(); // QList<Bank>
    ApiCall *listWallets(); // QList<Wallet>
    // type MOBILE_MONEY with an operator, or BANK_ACCOUNT with a bnk- id. LookupResult
    ApiCall *lookup(const QString &accountNumber, const QString &type, const QString &operatorOrBankId);
    ApiCall *listPaymentAccounts(const PageRequest &page = {}); // Page<PaymentAccount>
    // 201 created, 200 found (ApiResult::httpStatus()). PaymentAccount
    ApiCall *createPaymentAccount(const PaymentAccountDetails &account);
    ApiCall *listPayouts(const PayoutQuery &query = {}); // Page<Payout>
    // Payout. A service that refuses a key whose request completed (409
    // IDEMPOTENCY_KEY_ALREADY_USED) gives ApiResult::isAcceptedBefore(): the payout was accepted
    // earlier and is found with getPayout(acceptedBeforeId()), its custom_id.
    ApiCall *createPayout(const PayoutRequest &payout, const QString &idempotencyKey);
    // The same with the body as bytes, sent exactly as given (the outbox stores the bytes it
    // sends, so that every attempt is the same request); `customId` is the body's. Payout
    ApiCall *createPayoutBody(const QByteArray &body, const QString &customId, const QString &idempotencyKey);
    ApiCall *getPayout(const QString &idOrCustomId); // Payout
    ApiCall *createPayin(const PayinRequest &payin, const QString &idempotencyKey); // Payin
    ApiCall *getPayin(const QString &idOrCustomId); // Payin
    // The period in UTC, on the hour. Statement
    ApiCall *createStatement(const QString &walletId, const QDateTime &from, const QDateTime &to);
    ApiCall *getStatement(const QString &id); // Statement
    ApiCall *listStatementLines(const QString &statementId,
                                const PageRequest &page = {}); // Page<StatementLine>

    // A request that reads no resource, for calls whose answer matters only by its status, such as
    // KeyScopeChecker's calls that change nothing. path is below the base URL and already
    // percent-encoded; body, when not empty, is sent as JSON (a POST carries it even when it is
    // {}). The result has no value: only httpStatus() or error(). A GET is retried like any other;
    // anything else never is.
    ApiCall *probe(const QByteArray &verb, const QString &path, const QUrlQuery &query = {},
                   const QByteArray &body = {}, const QString &idempotencyKey = {});

    // Walkers over every page of a list, from the first (or from query.after / page.after).
    PageWalker *walkPaymentAccounts(const PageRequest &page = {});
    PageWalker *walkPayouts(const PayoutQuery &query = {});
    PageWalker *walkStatementLines(const QString &statementId, const PageRequest &page = {});

private:
    friend class ApiCall;
    ApiCall *start(ApiRequest request);
    QNetworkReply *send(const ApiRequest &request);

    QNetworkAccessManager *m_nam = nullptr;
    QUrl m_baseUrl;
    bool m_baseUrlAccepted = false; // isAcceptableBaseUrl(m_baseUrl), or why not:
    QString m_baseUrlRefusal;
    QString m_basePath; // m_baseUrl's path, encoded, without a trailing '/'
    QString m_apiKey;
    QByteArray m_authorization; // "Bearer <key>"
    std::chrono::milliseconds m_timeout = defaultTimeout;
    std::chrono::milliseconds m_attemptDeadline {0};
    RetryPolicy m_retryPolicy;
    qint64 m_maxResponseBytes = defaultMaxResponseBytes;
};

} // namespace paydesk::api
