// SPDX-License-Identifier: GPL-3.0-or-later
// Authentication and scopes of the sandbox over real HTTP: 401 for a missing, malformed or unknown
// key on every endpoint, 403 INSUFFICIENT_SCOPE with errors.required_scopes for every operation of
// the spec's scope table (and the payin scopes of decisions.md), scope checks before body
// validation, and success with exactly the needed scopes.
#include "ApiChecks.h"

using namespace paydesk::test;

namespace {

const QStringList kAllScopes {u"payout:write"_qs,         u"payout:read"_qs,     u"payment-account:write"_qs,
                              u"payment-account:read"_qs, u"wallet:read"_qs,     u"bank:read"_qs,
                              u"lookup:read"_qs,          u"statement:write"_qs, u"statement:read"_qs,
                              u"payin:write"_qs,          u"payin:read"_qs};

struct Operation
{
    QString name;
    QByteArray method;
    QString path; // relative to /v1, with its query
    QJsonObject body; // for POST
    QStringList scopes; // the spec's scope table and decisions.md
    bool idempotent = false;
};

QString minusKey(const QString &scope)
{
    return u"k-minus-"_qs + scope;
}

QString onlyKey(const QString &scope)
{
    return u"k-only-"_qs + scope;
}

QString exactKey(const QString &operation)
{
    return u"k-exact-"_qs + QString(operation).replace(u' ', u'-');
}

QString unrelatedScope(const QStringList &scopes)
{
    for (const QString &s : kAllScopes) {
        if (!scopes.contains(s))
            return s;
    }
    return {};
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestSandboxAuth : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SandboxFixture> m_sandbox;
    QList<Operation> m_operations;

    QUrl urlOf(const Operation &op) const
    {
        QUrl url = m_sandbox->baseUrl();
        const QString path = op.path.section(u'?', 0, 0);
        url.setPath(url.path() + path);
        if (op.path.contains(u'?'))
            url.setQuery(op.path.section(u'?', 1));
        return url;
    }

    HttpResult call(const Operation &op, const QList<QPair<QByteArray, QByteArray>> &auth,
                    const QByteArray &rawBody = {})
    {
        QList<QPair<QByteArray, QByteArray>> headers = auth;
        QByteArray body;
        if (op.method == "POST") {
            body = rawBody.isNull() ? QJsonDocument(op.body).toJson(QJsonDocument::Compact) : rawBody;
            headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
            if (op.idempotent)
                headers.append(qMakePair(QByteArray("X-Idempotency-Key"), HttpClient::newKey()));
        }
        return sendRaw(m_sandbox->http().nam(), op.method, urlOf(op), headers, body);
    }

    static QList<QPair<QByteArray, QByteArray>> bearer(const QString &key)
    {
        return {{"Authorization", "Bearer " + key.toUtf8()}};
    }

    const Operation *operation(const QString &name) const
    {
        for (const Operation &op : m_operations) {
            if (op.name == name)
                return &op;
        }
        return nullptr;
    }

    void operationRows()
    {
        QTest::addColumn<QString>("operation");
        for (const Operation &op : std::as_const(m_operations))
            QTest::newRow(qPrintable(op.name)) << op.name;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QList<Operation> table {
            {u"create payout"_qs,
             "POST",
             u"/payouts"_qs,
             kenyaPayout(u"150.00"_qs),
             {u"payout:write"_qs, u"payment-account:write"_qs},
             true},
            {u"get payout"_qs, "GET", {}, {}, {u"payout:read"_qs}},
            {u"list payouts"_qs, "GET", u"/payouts"_qs, {}, {u"payout:read"_qs}},
            {u"create payment account"_qs,
             "POST",
             u"/payment-accounts"_qs,
             mobileMoneyAccount(u"KE"_qs, u"+254712000077"_qs, u"SAFARICOM"_qs),
             {u"payment-account:write"_qs}},
            {u"list payment accounts"_qs, "GET", u"/payment-accounts"_qs, {}, {u"payment-account:read"_qs}},
            {u"list wallets"_qs, "GET", u"/wallets"_qs, {}, {u"wallet:read"_qs}},
            {u"list banks"_qs, "GET", u"/banks"_qs, {}, {u"bank:read"_qs}},
            {u"get lookup"_qs,
             "GET",
             u"/lookups/+254712345678?payment_account_type=MOBILE_MONEY&operator=SAFARICOM"_qs,
             {},
             {u"lookup:read"_qs}},
            {u"create statement"_qs, "POST", u"/wallet-statements"_qs, {}, {u"statement:write"_qs}},
            {u"get statement"_qs, "GET", {}, {}, {u"statement:read"_qs}},
            {u"list statement lines"_qs, "GET", {}, {}, {u"statement:read"_qs}},
            {u"create payin"_qs,
             "POST",
             u"/payins"_qs,
             {{u"amount"_qs, amount(u"KES"_qs, u"10.00"_qs)},
              {u"payment_account"_qs, mobileMoneyAccount(u"KE"_qs, u"+254712000088"_qs, u"SAFARICOM"_qs)}},
             {u"payin:write"_qs, u"payment-account:write"_qs},
             true},
            {u"get payin"_qs, "GET", {}, {}, {u"payin:read"_qs}},
        };

        QList<QPair<QString, QStringList>> keys;
        for (const QString &scope : kAllScopes) {
            QStringList others = kAllScopes;
            others.removeAll(scope);
            keys.append({minusKey(scope), others});
            keys.append({onlyKey(scope), {scope}});
        }
        for (const Operation &op : table)
            keys.append({exactKey(op.name), op.scopes});
        m_sandbox = std::make_unique<SandboxFixture>(u"empty"_qs, 0.0, keys);
        QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));

        // Resources for the operations that read one.
        const QJsonObject wallet = m_sandbox->createWallet(u"KES"_qs, u"100000.00"_qs);
        const QString walletId = wallet.value(u"id").toString();
        QVERIFY(walletId.startsWith(u"wlt-"));
        HttpClient &http = m_sandbox->http();
        const HttpResult payout = http.post(u"/payouts"_qs, kenyaPayout(u"500.00"_qs), HttpClient::newKey());
        QCOMPARE(payout.status, 202);
        const HttpResult payin = http.post(u"/payins"_qs, table.at(11).body, HttpClient::newKey());
        QCOMPARE(payin.status, 202);
        const QJsonObject statementBody {
            {u"wallet_id"_qs, walletId},
            {u"period"_qs, QJsonObject {{u"from"_qs, u"2024-01-01"_qs}, {u"to"_qs, u"2024-01-02"_qs}}}};
        const HttpResult statement = http.post(u"/wallet-statements"_qs, statementBody);
        QCOMPARE(statement.status, 202);
        const QString statementId = statement.data().value(u"id").toString();
        QCOMPARE(stateCode(m_sandbox->waitForState(u"/wallet-statements/"_qs + statementId, u"READY"_qs)),
                 u"READY"_qs);

        // Paths with ids are completed once the resources exist.
        m_operations = table;
        for (Operation &op : m_operations) {
            if (op.name == u"get payout")
                op.path = u"/payouts/"_qs + payout.data().value(u"id").toString();
            else if (op.name == u"create statement")
                op.body = statementBody;
            else if (op.name == u"get statement")
                op.path = u"/wallet-statements/"_qs + statementId;
            else if (op.name == u"list statement lines")
                op.path = u"/wallet-statements/"_qs + statementId + u"/lines"_qs;
            else if (op.name == u"get payin")
                op.path = u"/payins/"_qs + payin.data().value(u"id").toString();
        }
    }

    void cleanupTestCase() { m_sandbox.reset(); }

    void unauthenticated_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QByteArray>("authorization"); // null = no header at all
        const QList<QPair<const char *, QByteArray>> variants {
            {"missing", QByteArray()},
            {"basic", QByteArrayLiteral("Basic x")},
            {"bearer alone", QByteArrayLiteral("Bearer")},
            {"unknown key", QByteArrayLiteral("Bearer sbx_unknown_key")},
        };
        for (const Operation &op : std::as_const(m_operations)) {
            for (const auto &v : variants)
                QTest::addRow("%s / %s", qPrintable(op.name), v.first) << op.name << v.second;
        }
    }

    void unauthenticated()
    {
        QFETCH(QString, operation);
        QFETCH(QByteArray, authorization);
        const Operation *op = this->operation(operation);
        QVERIFY(op);
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!authorization.isNull())
            headers.append(qMakePair(QByteArray("Authorization"), authorization));
        const HttpResult r = call(*op, headers);
        PAYDESK_VERIFY_ERROR(r, 401, u"UNAUTHENTICATED"_qs);
    }

    void controlSurfaceNeedsAValidKey()
    {
        const QUrl url = m_sandbox->http().url(u"/_sandbox/faults"_qs);
        PAYDESK_VERIFY_ERROR(sendRaw(m_sandbox->http().nam(), "GET", url, {}), 401, u"UNAUTHENTICATED"_qs);
        const HttpResult withKey
            = sendRaw(m_sandbox->http().nam(), "GET", url, bearer(onlyKey(u"bank:read"_qs)));
        QCOMPARE(withKey.status, 200);
    }

    void insufficientScope_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("key");
        for (const Operation &op : std::as_const(m_operations)) {
            for (const QString &scope : op.scopes) {
                QTest::addRow("%s / without %s", qPrintable(op.name), qPrintable(scope))
                    << op.name << minusKey(scope);
            }
            const QString unrelated = unrelatedScope(op.scopes);
            QTest::addRow("%s / only %s", qPrintable(op.name), qPrintable(unrelated))
                << op.name << onlyKey(unrelated);
        }
    }

    void insufficientScope()
    {
        QFETCH(QString, operation);
        QFETCH(QString, key);
        const Operation *op = this->operation(operation);
        QVERIFY(op);
        const HttpResult r = call(*op, bearer(key));
        PAYDESK_VERIFY_ERROR(r, 403, u"INSUFFICIENT_SCOPE"_qs);
        const QJsonValue required = r.json().value(u"errors").toObject().value(u"required_scopes");
        QVERIFY2(required.isArray(), r.body.constData());
        QStringList listed;
        for (const QJsonValue &v : required.toArray()) {
            QVERIFY(v.isString());
            listed << v.toString();
        }
        QCOMPARE(sorted(listed), sorted(op->scopes));
    }

    void scopeCheckedBeforeBodyValidation_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("missingScope");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("idempotencyKey");
        const QByteArray invalidPayout = R"({"amount":{"currency":"KES","value":"-1"},"purpose":"NOPE"})";
        QTest::newRow("payout, invalid body")
            << u"create payout"_qs << u"payout:write"_qs << invalidPayout << true;
        QTest::newRow("payout, empty object")
            << u"create payout"_qs << u"payout:write"_qs << QByteArray("{}") << true;
        QTest::newRow("payout, no idempotency key")
            << u"create payout"_qs << u"payout:write"_qs << invalidPayout << false;
        QTest::newRow("payout, without payment-account:write")
            << u"create payout"_qs << u"payment-account:write"_qs << invalidPayout << true;
        QTest::newRow("payin, invalid body")
            << u"create payin"_qs << u"payin:write"_qs << QByteArray("{}") << true;
        QTest::newRow("payment account, invalid body")
            << u"create payment account"_qs << u"payment-account:write"_qs
            << QByteArray(R"({"type":"CARRIER_PIGEON"})") << false;
        QTest::newRow("statement, invalid body")
            << u"create statement"_qs << u"statement:write"_qs
            << QByteArray(R"({"period":{"from":"10:30","to":"x"}})") << false;
    }

    void scopeCheckedBeforeBodyValidation()
    {
        QFETCH(QString, operation);
        QFETCH(QString, missingScope);
        QFETCH(QByteArray, body);
        QFETCH(bool, idempotencyKey);
        const Operation *op = this->operation(operation);
        QVERIFY(op);
        QList<QPair<QByteArray, QByteArray>> headers {{"Content-Type", "application/json"}};
        if (idempotencyKey)
            headers.append(qMakePair(QByteArray("X-Idempotency-Key"), HttpClient::newKey()));

        // The same invalid request with a full key is a validation failure...
        const HttpResult full
            = sendRaw(m_sandbox->http().nam(), "POST", urlOf(*op), headers + bearer(m_sandbox->key()), body);
        PAYDESK_VERIFY_ERROR(full, 422, u"VALIDATION_FAILED"_qs);
        // ... and a scope failure first for a key lacking a scope.
        if (idempotencyKey)
            headers.last().second = HttpClient::newKey();
        const HttpResult r = sendRaw(m_sandbox->http().nam(), "POST", urlOf(*op),
                                     headers + bearer(minusKey(missingScope)), body);
        PAYDESK_VERIFY_ERROR(r, 403, u"INSUFFICIENT_SCOPE"_qs);
        QVERIFY(!r.json().value(u"errors").toObject().contains(u"fields"));
    }

    void exactScopesSucceed_data() { operationRows(); }

    void exactScopesSucceed()
    {
        QFETCH(QString, operation);
        const Operation *op = this->operation(operation);
        QVERIFY(op);
        const HttpResult r = call(*op, bearer(exactKey(op->name)));
        QVERIFY2(r.status >= 200 && r.status < 300,
                 qPrintable(u"%1: %2"_qs.arg(r.status).arg(QString::fromUtf8(r.body.left(400)))));
        QVERIFY2(r.json().contains(u"data"), r.body.constData());
    }

    void keyMustMatchExactly()
    {
        // A key differing by one character is unknown.
        const Operation *op = operation(u"list wallets"_qs);
        QVERIFY(op);
        PAYDESK_VERIFY_ERROR(call(*op, bearer(m_sandbox->key() + u"x"_qs)), 401, u"UNAUTHENTICATED"_qs);
        PAYDESK_VERIFY_ERROR(call(*op, bearer(m_sandbox->key().chopped(1))), 401, u"UNAUTHENTICATED"_qs);
        QCOMPARE(call(*op, bearer(m_sandbox->key())).status, 200);
    }

    // The scheme name is case-insensitive (decisions.md, Spellings); the key itself is not.
    void schemeNameAnyCase_data()
    {
        QTest::addColumn<QByteArray>("scheme");
        QTest::newRow("Bearer") << QByteArray("Bearer");
        QTest::newRow("bearer") << QByteArray("bearer");
        QTest::newRow("BEARER") << QByteArray("BEARER");
        QTest::newRow("bEaReR") << QByteArray("bEaReR");
    }

    void schemeNameAnyCase()
    {
        QFETCH(QByteArray, scheme);
        const Operation *op = operation(u"list wallets"_qs);
        QVERIFY(op);
        const QByteArray key = m_sandbox->key().toUtf8();
        QCOMPARE(call(*op, {{"Authorization", scheme + ' ' + key}}).status, 200);
        PAYDESK_VERIFY_ERROR(call(*op, {{"Authorization", scheme + ' ' + key.toUpper()}}), 401,
                             u"UNAUTHENTICATED"_qs);
        PAYDESK_VERIFY_ERROR(call(*op, {{"Authorization", scheme + "x " + key}}), 401, u"UNAUTHENTICATED"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSandboxAuth)
#include "tst_sandbox_auth.moc"
