// SPDX-License-Identifier: GPL-3.0-or-later
// The statement an approver signs (approvals/ApprovalStatement.h): its canonical bytes for a fixed
// payout (a golden text), the same whatever order it was built in; read back as it was; every
// fact changed changes the bytes and is named; every other spelling of the bytes refused; and its
// body hash is that of the bytes ApiClient puts on the wire for a draft made, saved and approved
// the way Paydesk makes them (a form, the outbox, the approval desk).

#include "ApprovalSupport.h"
#include "StoreBackend.h"
#include "api/ApiClient.h"
#include "approvals/ApprovalStatement.h"
#include "outbox/OutboxStore.h"
#include "payouts/DraftContent.h"
#include "payouts/PayoutDraftForm.h"
#include "profiles/Profile.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimeZone>

#include <functional>
#include <memory>

using namespace paydesk;
using namespace Qt::StringLiterals;
using approvals::ApprovalStatement;
using Decision = ApprovalStatement::Decision;
using payouts::PayoutDraft;

namespace {

// The request body of the fixed payout, as the outbox stores it (compact JSON, Qt's member order).
const QByteArray kBody
    = R"({"amount":{"currency":"KES","value":"1500.50"},"custom_id":"PD-20261123-TEST0001",)"
      R"("payment_account_id":"pac-2kA9XqL0mR3","purpose":"SALARY_AND_WAGES",)"
      R"("sender":{"name":"Amina Okafor","type":"INDIVIDUAL"},"wallet_id":"wlt-KES1"})";

profiles::Profile acme()
{
    profiles::Profile p;
    p.id = u"5b0c7f3e-1d2a-4c8e-9f10-2a3b4c5d6e7f"_s;
    p.name = u"Acme Payroll"_s;
    p.kind = profiles::Profile::Kind::Production;
    p.baseUrl = QUrl(u"https://api.payments.example/v1/"_s);
    return p;
}

PayoutDraft fixedRow(const QByteArray &body = kBody)
{
    PayoutDraft row;
    row.id = u"0e6f2a8c-3b1d-4f5e-8a9b-7c6d5e4f3a2b"_s;
    row.profileId = acme().id;
    row.idempotencyKey = u"c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f"_s;
    row.content.requestBody = QJsonDocument::fromJson(body).object();
    row.content.maker = u"ana"_s;
    row.submission.requestBytes = body;
    row.progress.awaitingSince = QDateTime(QDate(2026, 11, 27), QTime(8, 15, 0, 40), Qt::UTC);
    return row;
}

const QDateTime kTime(QDate(2026, 11, 27), QTime(9, 30, 0, 125), Qt::UTC);

ApprovalStatement fixedStatement(Decision decision = Decision::Approve)
{
    return ApprovalStatement::fromPayout(fixedRow(), acme(), decision, u"ben"_s, kTime, 1,
                                         decision == Decision::Reject ? u"Wrong wallet"_s : QString());
}

// The golden text of fixedStatement(): see docs/signed-approvals.md's worked example.
const QByteArray kGolden
    = R"({"amount":"1500.50","approvals_needed":1,"approver":"ben",)"
      R"("body_sha256":"@HASH@",)"
      R"("currency":"KES","custom_id":"PD-20261123-TEST0001","decision":"approve",)"
      R"("format":"paydesk-approval/1","idempotency_key":"c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f",)"
      R"("maker":"ana","outbox_id":"0e6f2a8c-3b1d-4f5e-8a9b-7c6d5e4f3a2b",)"
      R"("profile_id":"5b0c7f3e-1d2a-4c8e-9f10-2a3b4c5d6e7f","profile_name":"Acme Payroll",)"
      R"("purpose":"SALARY_AND_WAGES","recipient":{"payment_account_id":"pac-2kA9XqL0mR3"},)"
      R"("sender":{"name":"Amina Okafor","type":"INDIVIDUAL"},"service":"https://api.payments.example/v1",)"
      R"("submitted_at":"2026-11-27T08:15:00.040Z","time":"2026-11-27T09:30:00.125Z","wallet_id":"wlt-KES1"})";

// Captures the body of the first POST it is sent, and answers it with a refusal.
class BodyCatcher : public QObject
{
public:
    BodyCatcher()
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
            }
        });
    }
    QUrl baseUrl() const { return QUrl(u"http://127.0.0.1:%1/v1"_s.arg(m_server.serverPort())); }
    std::optional<QByteArray> body;
    QByteArray idempotencyKey;

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0 || body)
            return;
        qsizetype length = 0;
        for (const QByteArray &line : buffer.first(end).split('\n')) {
            const QByteArray header = line.trimmed();
            const qsizetype colon = header.indexOf(':');
            const QByteArray name = header.first(qMax<qsizetype>(colon, 0)).toLower();
            if (name == "content-length")
                length = header.sliced(colon + 1).trimmed().toLongLong();
            else if (name == "x-idempotency-key")
                idempotencyKey = header.sliced(colon + 1).trimmed();
        }
        if (buffer.size() < end + 4 + length)
            return;
        body = buffer.sliced(end + 4, length);
        const QByteArray answer = R"({"error":{"code":"VALIDATION_FAILED","message":"caught"}})";
        socket->write(
            "HTTP/1.1 422 Unprocessable Entity\r\nContent-Type: application/json\r\nContent-Length: "
            + QByteArray::number(answer.size()) + "\r\nConnection: close\r\n\r\n" + answer);
        socket->disconnectFromHost();
    }
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace

class TestApprovalStatement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void goldenBytes();
    void sameBytesWhateverTheOrderOfConstruction();
    void roundTrip();
    void everyFactChangedIsNamed_data();
    void everyFactChangedIsNamed();
    void nonCanonicalBytesRefused_data();
    void nonCanonicalBytesRefused();
    void newRecipientIsTheFullAccount();
    void rowWithoutItsBytesIsIncomplete();
    void bodyHashIsWhatTheClientSends();

private:
    test::StoreBackend m_backend;
};

void TestApprovalStatement::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestApprovalStatement::cleanupTestCase()
{
    m_backend.tearDown();
}

void TestApprovalStatement::goldenBytes()
{
    const QByteArray hash = QCryptographicHash::hash(kBody, QCryptographicHash::Sha256).toHex();
    QByteArray golden = kGolden;
    golden.replace("@HASH@", hash);
    const ApprovalStatement statement = fixedStatement();
    QCOMPARE(statement.bodySha256, QString::fromLatin1(hash));
    QCOMPARE(statement.canonicalBytes(), golden);
    QVERIFY(statement.incompleteness().isEmpty());

    // A reject: the same facts, its decision, and its reason.
    QByteArray rejected = golden;
    rejected.replace(R"("decision":"approve")", R"("decision":"reject")");
    rejected.replace(R"("purpose":)", R"("purpose":"SALARY_AND_WAGES","reason":"Wrong wallet","@":)");
    rejected.replace(R"(,"@":"SALARY_AND_WAGES")", "");
    QCOMPARE(fixedStatement(Decision::Reject).canonicalBytes(), rejected);
}

void TestApprovalStatement::sameBytesWhateverTheOrderOfConstruction()
{
    const ApprovalStatement expected = fixedStatement();
    ApprovalStatement s;
    s.time = kTime.toTimeZone(QTimeZone(3600 * 3)); // the same instant elsewhere
    s.reason = QString();
    s.approver = expected.approver;
    s.maker = expected.maker;
    s.submittedAt = expected.submittedAt.toTimeZone(QTimeZone(-3600 * 5));
    s.approvalsNeeded = 1;
    s.customId = expected.customId;
    s.idempotencyKey = expected.idempotencyKey;
    s.bodySha256 = expected.bodySha256;
    QJsonObject sender;
    sender.insert(u"type"_s, u"INDIVIDUAL"_s);
    sender.insert(u"name"_s, u"Amina Okafor"_s);
    s.sender = sender;
    s.purpose = expected.purpose;
    s.recipient.insert(u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s);
    s.currency = expected.currency;
    s.amount = expected.amount;
    s.walletId = expected.walletId;
    s.outboxId = expected.outboxId;
    s.service = expected.service;
    s.profileName = expected.profileName;
    s.profileId = expected.profileId;
    s.decision = Decision::Approve;
    QCOMPARE(s.canonicalBytes(), expected.canonicalBytes());

    // The body's members in another order (its bytes then differ): the same facts, another hash.
    const QJsonObject body = QJsonDocument::fromJson(kBody).object();
    QByteArray reordered = "{";
    QStringList keys = body.keys();
    std::reverse(keys.begin(), keys.end());
    for (const QString &key : keys) {
        if (reordered.size() > 1)
            reordered += ',';
        reordered += '"' + key.toUtf8() + "\":"
            + QJsonDocument(QJsonArray {body.value(key)}).toJson(QJsonDocument::Compact).sliced(1).chopped(1);
    }
    reordered += '}';
    const ApprovalStatement other
        = ApprovalStatement::fromPayout(fixedRow(reordered), acme(), Decision::Approve, u"ben"_s, kTime, 1);
    QCOMPARE(other.differenceFrom(expected), u"the request body"_s);
}

void TestApprovalStatement::roundTrip()
{
    for (const Decision decision : {Decision::Approve, Decision::Reject}) {
        const ApprovalStatement s = fixedStatement(decision);
        QString why;
        const std::optional<ApprovalStatement> back
            = ApprovalStatement::fromCanonicalBytes(s.canonicalBytes(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->canonicalBytes(), s.canonicalBytes());
        QVERIFY(*back == s);
        QCOMPARE(back->differenceFrom(s), QString());
    }
    // Text beyond ASCII and what JSON escapes come back as they were.
    ApprovalStatement s = fixedStatement(Decision::Reject);
    s.reason = u"Montant erron\u00E9 \u2014 \"voir\" la facture\n\u00E0 payer \\ merci"_s;
    s.profileName = u"Caf\u00E9 \U0001F600"_s;
    QString why;
    const std::optional<ApprovalStatement> back
        = ApprovalStatement::fromCanonicalBytes(s.canonicalBytes(), &why);
    QVERIFY2(back, qPrintable(why));
    QVERIFY(*back == s);
}

void TestApprovalStatement::everyFactChangedIsNamed_data()
{
    QTest::addColumn<std::function<void(ApprovalStatement &)>>("change");
    QTest::addColumn<QString>("named");
    using Change = std::function<void(ApprovalStatement &)>;
    QTest::newRow("decision") << Change([](ApprovalStatement &s) {
        s.decision = Decision::Reject;
        s.reason = u"No"_s;
    }) << u"the decision and the reason"_s;
    QTest::newRow("profile id") << Change([](ApprovalStatement &s) { s.profileId = u"other"_s; })
                                << u"the profile"_s;
    QTest::newRow("profile name") << Change([](ApprovalStatement &s) { s.profileName = u"Acme"_s; })
                                  << u"the profile's name"_s;
    QTest::newRow("service") << Change([](ApprovalStatement &s) { s.service = u"https://evil.example/v1"_s; })
                             << u"the service"_s;
    QTest::newRow("outbox id") << Change([](ApprovalStatement &s) { s.outboxId = u"another-row"_s; })
                               << u"the payout"_s;
    QTest::newRow("wallet") << Change([](ApprovalStatement &s) { s.walletId = u"wlt-KES2"_s; })
                            << u"the wallet"_s;
    QTest::newRow("amount") << Change([](ApprovalStatement &s) { s.amount = u"15000.50"_s; })
                            << u"the amount"_s;
    QTest::newRow("currency") << Change([](ApprovalStatement &s) { s.currency = u"UGX"_s; })
                              << u"the currency"_s;
    QTest::newRow("recipient") << Change([](ApprovalStatement &s) {
        s.recipient = QJsonObject {{u"payment_account_id"_s, u"pac-attacker"_s}};
    }) << u"the recipient"_s;
    QTest::newRow("purpose") << Change([](ApprovalStatement &s) { s.purpose = u"DONATION"_s; })
                             << u"the purpose"_s;
    QTest::newRow("sender") << Change([](ApprovalStatement &s) { s.sender.insert(u"name"_s, u"Someone"_s); })
                            << u"the sender"_s;
    QTest::newRow("body") << Change([](ApprovalStatement &s) { s.bodySha256[0] = u'f'; })
                          << u"the request body"_s;
    QTest::newRow("idempotency key") << Change([](ApprovalStatement &s) { s.idempotencyKey = u"k2"_s; })
                                     << u"the idempotency key"_s;
    QTest::newRow("custom id") << Change([](ApprovalStatement &s) { s.customId = u"PD-OTHER"_s; })
                               << u"the custom ID"_s;
    QTest::newRow("maker") << Change([](ApprovalStatement &s) { s.maker = u"ben"_s; }) << u"the maker"_s;
    QTest::newRow("approver") << Change([](ApprovalStatement &s) { s.approver = u"ana"_s; })
                              << u"the approver"_s;
    QTest::newRow("time") << Change([](ApprovalStatement &s) { s.time = s.time.addMSecs(1); })
                          << u"the time"_s;
    QTest::newRow("approvals needed")
        << Change([](ApprovalStatement &s) { s.approvalsNeeded = 2; }) << u"the number of approvals needed"_s;
    QTest::newRow("round") << Change([](ApprovalStatement &s) { s.submittedAt = s.submittedAt.addSecs(60); })
                           << u"the approval round"_s;
    QTest::newRow("reason") << Change([](ApprovalStatement &s) {
        s.decision = Decision::Reject;
        s.reason = u"Wrong wallet!"_s;
    }) << u"the reason"_s;
    QTest::newRow("two facts") << Change([](ApprovalStatement &s) {
        s.amount = u"2.00"_s;
        s.walletId = u"wlt-X"_s;
        s.recipient = QJsonObject {{u"payment_account_id"_s, u"pac-X"_s}};
    }) << u"the wallet, the amount and the recipient"_s;
}

void TestApprovalStatement::everyFactChangedIsNamed()
{
    QFETCH(std::function<void(ApprovalStatement &)>, change);
    QFETCH(QString, named);
    const bool rejectBase = QByteArray(QTest::currentDataTag()) == "reason";
    const ApprovalStatement before = fixedStatement(rejectBase ? Decision::Reject : Decision::Approve);
    ApprovalStatement after = before;
    change(after);
    QVERIFY(after.canonicalBytes() != before.canonicalBytes());
    QCOMPARE(after.differenceFrom(before), named);
    QCOMPARE(before.differenceFrom(after), named);
    QCOMPARE(after.differenceFrom(after), QString());
    // Still a statement of its own: read back as it is.
    QString why;
    const std::optional<ApprovalStatement> back
        = ApprovalStatement::fromCanonicalBytes(after.canonicalBytes(), &why);
    QVERIFY2(back, qPrintable(why));
    QCOMPARE(back->differenceFrom(after), QString());
}

void TestApprovalStatement::nonCanonicalBytesRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("inWhy");
    const QByteArray good = fixedStatement().canonicalBytes();
    const QByteArray goodReject = fixedStatement(Decision::Reject).canonicalBytes();
    auto replaced = [](QByteArray bytes, const QByteArray &from, const QByteArray &to) {
        Q_ASSERT(bytes.contains(from));
        return bytes.replace(from, to);
    };
    QTest::newRow("extra space") << replaced(good, R"("approver":"ben")", R"("approver": "ben")")
                                 << u"canonical"_s;
    QTest::newRow("new line at the end") << good + '\n' << u"canonical"_s;
    QTest::newRow("indented") << QJsonDocument::fromJson(good).toJson(QJsonDocument::Indented)
                              << u"canonical"_s;
    QTest::newRow("keys reordered") << replaced(
        good, R"({"amount":"1500.50","approvals_needed":1,"approver":"ben",)",
        R"({"approver":"ben","approvals_needed":1,"amount":"1500.50",)")
                                    << u"canonical"_s;
    QTest::newRow("escaped letter") << replaced(good, R"("maker":"ana")", R"("maker":"\u0061na")")
                                    << u"canonical"_s;
    QTest::newRow("duplicate key") << replaced(good, R"("maker":"ana")", R"("maker":"ben","maker":"ana")")
                                   << u"canonical"_s;
    QTest::newRow("unknown version") << replaced(good, "paydesk-approval/1", "paydesk-approval/2")
                                     << u"unknown format"_s;
    QTest::newRow("no version") << replaced(good, R"("format":"paydesk-approval/1",)", "")
                                << u"unknown format"_s;
    QTest::newRow("extra key") << replaced(good, R"("maker":"ana")", R"("maker":"ana","note":"x")")
                               << u"note"_s;
    QTest::newRow("reason on an approval")
        << replaced(good, R"("purpose":)", R"("reason":"x","purpose":)") << u"reason"_s;
    QTest::newRow("missing key") << replaced(good, R"("custom_id":"PD-20261123-TEST0001",)", "")
                                 << u"custom_id"_s;
    QTest::newRow("reject without reason")
        << replaced(goodReject, R"("reason":"Wrong wallet",)", "") << u"reason"_s;
    QTest::newRow("reject with an empty reason")
        << replaced(goodReject, R"("reason":"Wrong wallet")", R"("reason":"")") << u"the reason"_s;
    QTest::newRow("unknown decision")
        << replaced(good, R"("decision":"approve")", R"("decision":"maybe")") << u"maybe"_s;
    QTest::newRow("amount as a number")
        << replaced(good, R"("amount":"1500.50")", R"("amount":1500)") << u"amount"_s;
    QTest::newRow("time without milliseconds")
        << replaced(good, "2026-11-27T09:30:00.125Z", "2026-11-27T09:30:00Z") << u"time"_s;
    QTest::newRow("time with an offset")
        << replaced(good, "2026-11-27T09:30:00.125Z", "2026-11-27T12:30:00.125+03:00") << u"time"_s;
    QTest::newRow("upper-case hash") << replaced(good, fixedStatement().bodySha256.toLatin1(),
                                                 fixedStatement().bodySha256.toUpper().toLatin1())
                                     << u"hash"_s;
    QTest::newRow("two recipients") << replaced(
        good, R"("recipient":{"payment_account_id":"pac-2kA9XqL0mR3"})",
        R"("recipient":{"payment_account":{},"payment_account_id":"pac-2kA9XqL0mR3"})")
                                    << u"the recipient"_s;
    QTest::newRow("approvals needed as text")
        << replaced(good, R"("approvals_needed":1)", R"("approvals_needed":"1")") << u"approvals_needed"_s;
    QTest::newRow("approvals needed with a fraction")
        << replaced(good, R"("approvals_needed":1)", R"("approvals_needed":1.5)") << u"approvals_needed"_s;
    QTest::newRow("approvals needed written 1.0")
        << replaced(good, R"("approvals_needed":1)", R"("approvals_needed":1.0)") << u"canonical"_s;
    QTest::newRow("no approval needed")
        << replaced(good, R"("approvals_needed":1)", R"("approvals_needed":0)")
        << u"the number of approvals"_s;
    QTest::newRow("missing approvals needed")
        << replaced(good, R"("approvals_needed":1,)", "") << u"approvals_needed"_s;
    QTest::newRow("round without milliseconds")
        << replaced(good, "2026-11-27T08:15:00.040Z", "2026-11-27T08:15:00Z") << u"submission time"_s;
    QTest::newRow("missing round") << replaced(good, R"("submitted_at":"2026-11-27T08:15:00.040Z",)", "")
                                   << u"submitted_at"_s;
    QTest::newRow("not an object") << QByteArray("[]") << u"object"_s;
    QTest::newRow("empty") << QByteArray() << u"object"_s;
}

void TestApprovalStatement::nonCanonicalBytesRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, inWhy);
    QString why;
    QVERIFY(!ApprovalStatement::fromCanonicalBytes(bytes, &why));
    QVERIFY2(why.contains(inWhy), qPrintable(why));
}

void TestApprovalStatement::newRecipientIsTheFullAccount()
{
    const QJsonObject account {
        {u"type"_s, u"MOBILE_MONEY"_s},
        {u"country"_s, u"KE"_s},
        {u"holder"_s, QJsonObject {{u"name"_s, u"Jane Wanjiku"_s}, {u"type"_s, u"INDIVIDUAL"_s}}},
        {u"mobile_money"_s, QJsonObject {{u"number"_s, u"+254712345678"_s}, {u"operator"_s, u"SAFARICOM"_s}}},
    };
    const QJsonObject body {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"200.00"_s}}},
        {u"payment_account"_s, account},
        {u"custom_id"_s, u"PD-NEW"_s},
    };
    const ApprovalStatement s
        = ApprovalStatement::fromPayout(fixedRow(QJsonDocument(body).toJson(QJsonDocument::Compact)), acme(),
                                        Decision::Approve, u"ben"_s, kTime, 1);
    QCOMPARE(s.recipient, (QJsonObject {{u"payment_account"_s, account}}));
    QCOMPARE(s.walletId, QString());
    QCOMPARE(s.purpose, QString());
    QCOMPARE(s.sender, QJsonObject());
    QVERIFY2(s.incompleteness().isEmpty(), qPrintable(s.incompleteness()));
    QVERIFY(s.canonicalBytes().contains(
        R"("recipient":{"payment_account":{"country":"KE","holder":{"name":"Jane Wanjiku","type":"INDIVIDUAL"},)"
        R"("mobile_money":{"number":"+254712345678","operator":"SAFARICOM"},"type":"MOBILE_MONEY"}})"));
    QVERIFY(ApprovalStatement::fromCanonicalBytes(s.canonicalBytes()));

    // Another holder's number: the recipient differs.
    QJsonObject otherAccount = account;
    otherAccount.insert(u"mobile_money"_s,
                        QJsonObject {{u"number"_s, u"+254700000000"_s}, {u"operator"_s, u"SAFARICOM"_s}});
    QJsonObject otherBody = body;
    otherBody.insert(u"payment_account"_s, otherAccount);
    const ApprovalStatement other
        = ApprovalStatement::fromPayout(fixedRow(QJsonDocument(otherBody).toJson(QJsonDocument::Compact)),
                                        acme(), Decision::Approve, u"ben"_s, kTime, 1);
    QCOMPARE(other.differenceFrom(s), u"the recipient and the request body"_s);

    // The Local sandbox: a fixed name for a service whose address changes at every start.
    QCOMPARE(ApprovalStatement::serviceOf(profiles::Profile::localSandbox()), u"local-sandbox"_s);
}

void TestApprovalStatement::rowWithoutItsBytesIsIncomplete()
{
    PayoutDraft row = fixedRow();
    row.submission.requestBytes.clear(); // a summary: the body is not there
    const ApprovalStatement s
        = ApprovalStatement::fromPayout(row, acme(), Decision::Approve, u"ben"_s, kTime, 1);
    QVERIFY(s.incompleteness().contains(u"the request body's hash"_s));
    QString why;
    QVERIFY(!ApprovalStatement::fromCanonicalBytes(s.canonicalBytes(), &why));
    QVERIFY2(why.contains(u"the request body's hash"_s), qPrintable(why));

    // Never submitted for approval: no round to vouch for.
    PayoutDraft draft = fixedRow();
    draft.progress.awaitingSince = {};
    const ApprovalStatement unsubmitted
        = ApprovalStatement::fromPayout(draft, acme(), Decision::Approve, u"ben"_s, kTime, 1);
    QVERIFY2(unsubmitted.incompleteness().contains(u"the approval round"_s),
             qPrintable(unsubmitted.incompleteness()));
    const ApprovalStatement none
        = ApprovalStatement::fromPayout(fixedRow(), acme(), Decision::Approve, u"ben"_s, kTime, 0);
    QVERIFY2(none.incompleteness().contains(u"the number of approvals needed"_s),
             qPrintable(none.incompleteness()));
}

void TestApprovalStatement::bodyHashIsWhatTheClientSends()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    {
        store::Store store(m_backend.config());
        QVERIFY2(store.open().ok(), "the store did not open");
        store::AuditLog log(&store);
        store::PayoutDrafts drafts(&store, &log);
        outbox::OutboxStore outbox(&store, &log);
        test::TestApprovals team(&store, &log, &outbox);

        // A payout typed into the form, as the Payouts page's "Save for approval" saves it.
        payouts::PayoutDraftForm form(nullptr);
        form.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        api::PaymentAccount account;
        account.id = u"pac-2kA9XqL0mR3"_s;
        account.details.type = u"MOBILE_MONEY"_s;
        account.details.country = u"KE"_s;
        account.details.holder = {u"Jane Wanjiku"_s, u"INDIVIDUAL"_s};
        account.details.mobileOperator = u"SAFARICOM"_s;
        account.details.mobileNumber = u"+254712345678"_s;
        form.setExistingAccount(account);
        form.setWallet({u"wlt-KES1"_s, u"KES"_s, {}, {}});
        form.setValue(u"amount.value"_s, u"1,500.50"_s);
        form.setValue(u"custom_id"_s, u"PD-20261127-SIGN0001"_s);
        form.setValue(u"purpose"_s, u"SALARY_AND_WAGES"_s);
        form.setValue(u"sender.type"_s, u"INDIVIDUAL"_s);
        form.setValue(u"sender.name"_s, u"Amina Okafor \u00C9lise"_s); // beyond ASCII
        PayoutDraft::Content content = payouts::draftContent(form);
        content.maker = test::TestApprovals::maker();
        const store::StoreResult<PayoutDraft> saved = drafts.save(u"profile-a"_s, content);
        QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
        const store::StoreResult<PayoutDraft> approved
            = team.approve(u"profile-a"_s, saved.value().id, saved.value().revision);
        QVERIFY2(approved.ok(), qPrintable(approved.error().toString()));
        const PayoutDraft &row = approved.value();

        profiles::Profile profile = acme();
        profile.id = u"profile-a"_s;
        const ApprovalStatement s = ApprovalStatement::fromPayout(row, profile, Decision::Approve,
                                                                  test::TestApprovals::approver(), kTime, 1);
        QVERIFY2(s.incompleteness().isEmpty(), qPrintable(s.incompleteness()));
        QCOMPARE(s.amount, u"1500.50"_s);
        QCOMPARE(s.currency, u"KES"_s);
        QCOMPARE(s.walletId, u"wlt-KES1"_s);
        QCOMPARE(s.recipient, (QJsonObject {{u"payment_account_id"_s, u"pac-2kA9XqL0mR3"_s}}));
        QCOMPARE(s.customId, row.customId());
        QCOMPARE(s.idempotencyKey, row.idempotencyKey);
        QCOMPARE(s.sender.value(u"name"_s).toString(), u"Amina Okafor \u00C9lise"_s);
        QCOMPARE(s.maker, test::TestApprovals::maker());
        QCOMPARE(s.outboxId, row.id);

        // What the outbox processor does with it (OutboxProcessor::send()): the row claimed and
        // marked SUBMITTING, then ApiClient::createPayoutBody() of that row's request bytes.
        const auto claimed
            = outbox.claim(u"owner-a"_s, outbox::OutboxStore::Claim::Due, std::chrono::seconds(30));
        QVERIFY2(claimed.ok(), qPrintable(claimed.error().toString()));
        QVERIFY(claimed.value().has_value());
        const store::StoreResult<PayoutDraft> submitting
            = outbox.markSubmitting(*claimed.value(), u"owner-a"_s);
        QVERIFY2(submitting.ok(), qPrintable(submitting.error().toString()));
        const PayoutDraft &sent = submitting.value();
        QCOMPARE(sent.id, row.id);
        BodyCatcher catcher;
        api::ApiClient client;
        client.setBaseUrl(catcher.baseUrl());
        client.setApiKey(u"test-key"_s);
        api::RetryPolicy noRetry;
        noRetry.maxRetries = 0;
        client.setRetryPolicy(noRetry);
        QPointer<api::ApiCall> call
            = client.createPayoutBody(sent.submission.requestBytes, sent.customId(), sent.idempotencyKey);
        QTRY_VERIFY_WITH_TIMEOUT(catcher.body.has_value(), 10000);
        QCOMPARE(ApprovalStatement::sha256Hex(*catcher.body), s.bodySha256);
        QCOMPARE(catcher.idempotencyKey, s.idempotencyKey.toUtf8());
        QTRY_VERIFY_WITH_TIMEOUT(call.isNull(), 10000);

        // The row as the processor holds it now: the same statement.
        const ApprovalStatement again = ApprovalStatement::fromPayout(
            sent, profile, Decision::Approve, test::TestApprovals::approver(), kTime, 1);
        QCOMPARE(again.differenceFrom(s), QString());
    }
    m_backend.endTest();
}

QTEST_GUILESS_MAIN(TestApprovalStatement)
#include "tst_approvalstatement.moc"
