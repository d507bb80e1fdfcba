// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiClient.h"

#include "DirectDecode.h"
#include "PageWalker.h"
#include "ResourceCodecs.h"

#include <QHostAddress>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace paydesk::api {

namespace {

// A path segment or a query value, percent-encoded: everything but the unreserved characters, so
// that a '+' (of a time offset) arrives as '+', not a space, and a '/' stays within its segment.
QString encoded(const QString &value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

// Account numbers are personal data: the log keeps their last four characters.
QString masked(const QString &value)
{
    return value.size() <= 4 ? QStringLiteral("****") : QStringLiteral("****") + value.right(4);
}

template<typename T> void decodeOne(JsonReader &r, const QJsonObject &root, ApiResult &result)
{
    result.setValue(codec::decodeData<T>(r, root));
}

template<typename T> void decodeList(JsonReader &r, const QJsonObject &root, ApiResult &result)
{
    result.setValue(codec::decodeList<T>(r, root));
}

template<typename T> void decodePage(JsonReader &r, const QJsonObject &root, ApiResult &result)
{
    Page<T> page = codec::decodePage<T>(r, root);
    result.setNextCursor(page.nextCursor);
    result.setValue(std::move(page));
}

template<typename T> bool decodePageBytes(QByteArrayView body, ApiResult &result)
{
    Page<T> page;
    if (!direct::decode(body, page))
        return false;
    result.setNextCursor(page.nextCursor);
    result.setValue(std::move(page));
    return true;
}

ApiRequest get(const QString &path, void (*decode)(JsonReader &, const QJsonObject &, ApiResult &))
{
    ApiRequest request;
    request.verb = "GET";
    request.path = path;
    request.logPath = path;
    request.retryable = true;
    request.decode = decode;
    return request;
}

ApiRequest post(const QString &path, const QJsonObject &body,
                void (*decode)(JsonReader &, const QJsonObject &, ApiResult &))
{
    ApiRequest request = get(path, decode);
    request.verb = "POST";
    request.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    request.retryable = false;
    return request;
}

void addPaging(ApiRequest &request, int limit, const QString &after)
{
    request.isPage = true;
    if (limit > 0)
        request.query.addQueryItem(QStringLiteral("paging_limit"), QString::number(limit));
    if (!after.isEmpty())
        request.query.addQueryItem(QStringLiteral("paging_after"), encoded(after));
}

} // namespace

ApiClient::ApiClient(QObject *parent)
    : ApiClient(nullptr, parent)
{ }

ApiClient::ApiClient(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_nam(network ? network : new QNetworkAccessManager(this))
{
    // Every request also says so itself (ApiClient::start()): a shared manager may have been
    // set up by someone else.
    if (!network)
        m_nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    setBaseUrl({}); // refused until one is set, in the words of isAcceptableBaseUrl()
}

ApiClient::~ApiClient()
{
    // The calls go first: each aborts its reply, which needs the QNetworkAccessManager that made
    // it (a child too, deleted after this body).
    qDeleteAll(findChildren<ApiCall *>(Qt::FindDirectChildrenOnly));
}

void ApiClient::setBaseUrl(const QUrl &baseUrl)
{
    m_baseUrl = baseUrl;
    // Judged once here rather than on every call (a walk of a statement makes thousands).
    m_baseUrlRefusal.clear();
    m_baseUrlAccepted = isAcceptableBaseUrl(m_baseUrl, &m_baseUrlRefusal);
    m_basePath = m_baseUrl.path(QUrl::FullyEncoded);
    while (m_basePath.endsWith(u'/'))
        m_basePath.chop(1);
}

void ApiClient::setApiKey(const QString &key)
{
    m_apiKey = key;
    m_authorization = "Bearer " + key.toUtf8();
}

void ApiClient::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = timeout;
}

QByteArray ApiClient::userAgent()
{
    return QByteArrayLiteral("Paydesk/" PAYDESK_VERSION);
}

bool ApiClient::isAcceptableBaseUrl(const QUrl &url, QString *why)
{
    auto refuse = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (!url.isValid() || url.host().isEmpty())
        return refuse(
            tr("The service address \u201C%1\u201D is not a valid address.").arg(url.toDisplayString()));
    const QString scheme = url.scheme().toLower();
    if (scheme == u"https")
        return true;
    if (scheme != u"http")
        return refuse(tr("The service address must start with https://."));
    const QString host = url.host();
    const QHostAddress address(host);
    const bool loopback
        = host.compare(u"localhost", Qt::CaseInsensitive) == 0 || (!address.isNull() && address.isLoopback());
    if (!loopback)
        return refuse(tr("Paydesk does not send the API key over an unencrypted connection to %1. Use "
                         "an https:// address.")
                          .arg(host));
    return true;
}

ApiCall *ApiClient::start(ApiRequest request)
{
    if (!m_baseUrlAccepted)
        return new ApiCall(this, std::move(request),
                           ApiError::refused(m_baseUrlRefusal, Remedy::OpenSettings));
    if (m_apiKey.isEmpty())
        return new ApiCall(this, std::move(request),
                           ApiError::refused(tr("No API key is set."), Remedy::OpenSettings));

    QUrl url = m_baseUrl;
    url.setPath(m_basePath + request.path, QUrl::TolerantMode);
    url.setQuery(request.query);
    url.setFragment({});
    QNetworkRequest &r = request.network;
    r.setUrl(url);
    r.setTransferTimeout(int(m_timeout.count()));
    r.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    r.setRawHeader("Accept", "application/json");
    r.setRawHeader("Authorization", m_authorization);
    r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!request.idempotencyKey.isEmpty())
        r.setRawHeader("X-Idempotency-Key", request.idempotencyKey);
    if (request.verb != "GET")
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    return new ApiCall(this, std::move(request));
}

QNetworkReply *ApiClient::send(const ApiRequest &request)
{
    if (request.verb == "GET")
        return m_nam->get(request.network);
    return m_nam->sendCustomRequest(request.network, request.verb, request.body);
}

ApiCall *ApiClient::listBanks()
{
    return start(get(QStringLiteral("/banks"), &decodeList<Bank>));
}

ApiCall *ApiClient::listWallets()
{
    return start(get(QStringLiteral("/wallets"), &decodeList<Wallet>));
}

ApiCall *ApiClient::lookup(const QString &accountNumber, const QString &type, const QString &operatorOrBankId)
{
    ApiRequest request = get(QStringLiteral("/lookups/") + encoded(accountNumber), &decodeOne<LookupResult>);
    request.logPath = QStringLiteral("/lookups/") + masked(accountNumber);
    request.query.addQueryItem(QStringLiteral("payment_account_type"), encoded(type));
    request.query.addQueryItem(type == u"BANK_ACCOUNT" ? QStringLiteral("bank_id")
                                                       : QStringLiteral("operator"),
                               encoded(operatorOrBankId));
    return start(std::move(request));
}

ApiCall *ApiClient::listPaymentAccounts(const PageRequest &page)
{
    ApiRequest request = get(QStringLiteral("/payment-accounts"), &decodePage<PaymentAccount>);
    addPaging(request, page.limit, page.after);
    return start(std::move(request));
}

ApiCall *ApiClient::createPaymentAccount(const PaymentAccountDetails &account)
{
    ApiRequest request
        = post(QStringLiteral("/payment-accounts"), account.toJson(), &decodeOne<PaymentAccount>);
    request.retryable = true; // get-or-create: a second request finds what the first created
    return start(std::move(request));
}

ApiCall *ApiClient::listPayouts(const PayoutQuery &query)
{
    ApiRequest request = get(QStringLiteral("/payouts"), &decodePage<Payout>);
    if (!query.from.isEmpty())
        request.query.addQueryItem(QStringLiteral("created_at_from"), encoded(query.from));
    if (!query.to.isEmpty())
        request.query.addQueryItem(QStringLiteral("created_at_to"), encoded(query.to));
    addPaging(request, query.limit, query.after);
    return start(std::move(request));
}

ApiCall *ApiClient::createPayout(const PayoutRequest &payout, const QString &idempotencyKey)
{
    ApiRequest request = post(QStringLiteral("/payouts"), payout.toJson(), &decodeOne<Payout>);
    request.idempotencyKey = idempotencyKey.toUtf8();
    request.customId = payout.customId;
    request.retryable = true; // same key, same body: the service runs it once
    if (idempotencyKey.isEmpty())
        return new ApiCall(this, std::move(request),
                           ApiError(ApiError::Kind::Refused, tr("A payout needs an idempotency key.")));
    return start(std::move(request));
}

ApiCall *ApiClient::createPayoutBody(const QByteArray &body, const QString &customId,
                                     const QString &idempotencyKey)
{
    ApiRequest request = post(QStringLiteral("/payouts"), {}, &decodeOne<Payout>);
    request.body = body;
    request.idempotencyKey = idempotencyKey.toUtf8();
    request.customId = customId;
    request.retryable = true; // same key, same body: the service runs it once
    if (idempotencyKey.isEmpty())
        return new ApiCall(this, std::move(request),
                           ApiError(ApiError::Kind::Refused, tr("A payout needs an idempotency key.")));
    return start(std::move(request));
}

ApiCall *ApiClient::getPayout(const QString &idOrCustomId)
{
    return start(get(QStringLiteral("/payouts/") + encoded(idOrCustomId), &decodeOne<Payout>));
}

ApiCall *ApiClient::createPayin(const PayinRequest &payin, const QString &idempotencyKey)
{
    ApiRequest request = post(QStringLiteral("/payins"), payin.toJson(), &decodeOne<Payin>);
    request.idempotencyKey = idempotencyKey.toUtf8();
    request.customId = payin.customId;
    request.retryable = true;
    if (idempotencyKey.isEmpty())
        return new ApiCall(this, std::move(request),
                           ApiError(ApiError::Kind::Refused, tr("A payin needs an idempotency key.")));
    return start(std::move(request));
}

ApiCall *ApiClient::getPayin(const QString &idOrCustomId)
{
    return start(get(QStringLiteral("/payins/") + encoded(idOrCustomId), &decodeOne<Payin>));
}

ApiCall *ApiClient::createStatement(const QString &walletId, const QDateTime &from, const QDateTime &to)
{
    const QJsonObject body {{QStringLiteral("wallet_id"), walletId},
                            {QStringLiteral("period"),
                             QJsonObject {{QStringLiteral("from"), from.toUTC().toString(Qt::ISODate)},
                                          {QStringLiteral("to"), to.toUTC().toString(Qt::ISODate)}}}};
    // Not retried: every request makes a new statement.
    return start(post(QStringLiteral("/wallet-statements"), body, &decodeOne<Statement>));
}

ApiCall *ApiClient::getStatement(const QString &id)
{
    return start(get(QStringLiteral("/wallet-statements/") + encoded(id), &decodeOne<Statement>));
}

ApiCall *ApiClient::listStatementLines(const QString &statementId, const PageRequest &page)
{
    ApiRequest request
        = get(QStringLiteral("/wallet-statements/") + encoded(statementId) + QStringLiteral("/lines"),
              &decodePage<StatementLine>);
    request.decodeBytes = &decodePageBytes<StatementLine>;
    addPaging(request, page.limit, page.after);
    return start(std::move(request));
}

ApiCall *ApiClient::probe(const QByteArray &verb, const QString &path, const QUrlQuery &query,
                          const QByteArray &body, const QString &idempotencyKey)
{
    ApiRequest request;
    request.verb = verb;
    request.path = path;
    request.logPath = path;
    request.query = query;
    request.body = body;
    request.idempotencyKey = idempotencyKey.toUtf8();
    request.retryable = verb == "GET";
    return start(std::move(request));
}

PageWalker *ApiClient::walkPaymentAccounts(const PageRequest &page)
{
    return new PageWalker(
        page.after,
        [this, page](const QString &cursor) {
            return listPaymentAccounts({page.limit, cursor});
        },
        this);
}

PageWalker *ApiClient::walkPayouts(const PayoutQuery &query)
{
    return new PageWalker(
        query.after,
        [this, query](const QString &cursor) {
            PayoutQuery q = query;
            q.after = cursor;
            return listPayouts(q);
        },
        this);
}

PageWalker *ApiClient::walkStatementLines(const QString &statementId, const PageRequest &page)
{
    return new PageWalker(
        page.after,
        [this, statementId, page](const QString &cursor) {
            return listStatementLines(statementId, {page.limit, cursor});
        },
        this);
}

} // namespace paydesk::api
