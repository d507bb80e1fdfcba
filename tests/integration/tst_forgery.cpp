// SPDX-License-Identifier: GPL-3.0-or-later
// Forged approvals are held, never sent. The attacker has full write access to the database (a
// connection of the test's own, StoreBackend::raw(): the database's owner, not an operator, who
// writes any row of any table) but not the operators' passphrases, nor this workstation's kept
// administrator key (operators::TrustAnchor). Each forgery of the issue is tried against a real
// OutboxProcessor sending to the sandbox over HTTP; each forged row must end held with a reason
// where approvers and administrators see it (held_reason, OutboxLists::held()), with an
// outbox.held audit entry, and the service must never have seen it, while an honest payout of
// the same run is sent. One suite, registered twice:
//   tst_forgery           (integration)  a SQLite file per test
//   tst_forgery_postgres  (postgres)     PAYDESK_TEST_STORE=postgres: a fresh schema per test

#include "ApprovalSupport.h"
#include "OutboxFixture.h"
#include "SandboxFixture.h"
#include "StoreBackend.h"
#include "approvals/ApprovalStatement.h"
#include "operators/KeyRecord.h"
#include "operators/SigningKey.h"
#include "outbox/OutboxProcessor.h"
#include "store/OutboxLists.h"
#include "store/SigningKeys.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using payouts::PayoutDraft;
using State = PayoutDraft::State;
using Decision = approvals::ApprovalStatement::Decision;

namespace {

using Local = OutboxLocal;

int countWithCustomId(SandboxFixture &sandbox, const QString &customId)
{
    QUrlQuery query;
    query.addQueryItem(u"paging_limit"_s, u"50"_s);
    int n = 0;
    for (int page = 0; page < 100; ++page) {
        const HttpResult r = sandbox.http().get(u"/payouts"_s, query);
        for (const QJsonValue &p : r.dataArray())
            n += p.toObject().value(u"custom_id"_s).toString() == customId;
        const QString after = r.json()
                                  .value(u"meta"_s)
                                  .toObject()
                                  .value(u"paging"_s)
                                  .toObject()
                                  .value(u"cursors"_s)
                                  .toObject()
                                  .value(u"after"_s)
                                  .toString();
        if (after.isEmpty() || r.dataArray().isEmpty())
            break;
        query.removeAllQueryItems(u"paging_after"_s);
        query.addQueryItem(u"paging_after"_s, after);
    }
    return n;
}

QString hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace

class TestForgery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void approvalWithoutSignatureIsHeld();
    void signatureOfAnotherPayoutIsHeld();
    void payoutChangedAfterApprovalIsHeld_data();
    void payoutChangedAfterApprovalIsHeld();
    void approverKeyReplacedByAttackersIsHeld();
    void rootReplacedByAttackersIsHeld();
    void makersOwnSignatureIsHeld();
    void revokedOperatorsNewSignatureIsHeld();

private:
    PayoutDraft::Content content(const QString &customId, const QString &value = u"150.00"_s) const;
    PayoutDraft approved(Local &local, const QString &customId);
    PayoutDraft submitted(Local &local, const QString &customId);
    // The row marked APPROVED by the attacker, with `approver` written as its approver.
    bool forceApproved(const QString &id, const QString &approver = TestApprovals::approver());
    // An operator key written by the attacker: `record`, vouched for by `signer` (its created_at
    // the record's valid_from).
    bool insertKey(const operators::KeyRecord &record, const operators::SigningKey &signer);
    // An ApprovalSignature row written by the attacker.
    bool insertSignature(const PayoutDraft &row, const QString &approver, const QString &keyId,
                         const QByteArray &statement, const QByteArray &signature);
    // The canonical statement of `row` (read whole) approved by `approver` at `time` (now).
    QByteArray statementOf(Local &local, const QString &id, const QString &approver,
                           const QDateTime &time = QDateTime::currentDateTimeUtc());
    // An operator's key in force, unwrapped with their passphrase (which the attacker learnt).
    operators::SigningKey keyOf(Local &local, const QString &operatorId, operators::OperatorKey *row);
    // Runs a processor until `held` are held and `sent` accepted; checks what the issue asks.
    void runAndExpect(Local &local, const QStringList &held, const QStringList &sent,
                      const QString &reasonWords = {});

    OutboxFixture m_fixture;
    int m_serial = 0;
};

void TestForgery::initTestCase()
{
    QString why;
    QVERIFY2(m_fixture.setUp(u"tst_forgery"_s, &why), qPrintable(why));
}

void TestForgery::init()
{
    QString why;
    QVERIFY2(m_fixture.beginTest(&why), qPrintable(why));
}

void TestForgery::cleanup()
{
    m_fixture.endTest();
}

void TestForgery::cleanupTestCase()
{
    m_fixture.tearDown();
}

PayoutDraft::Content TestForgery::content(const QString &customId, const QString &value) const
{
    PayoutDraft::Content c;
    c.requestBody = kenyaPayout(value);
    c.requestBody.insert(u"custom_id"_s, customId);
    c.recipientSummary = u"Jane Wanjiku, +254712000001 (MOBILE_MONEY, KE)"_s;
    c.maker = TestApprovals::maker();
    return c;
}

PayoutDraft TestForgery::approved(Local &local, const QString &customId)
{
    const store::StoreResult<PayoutDraft> row = approvedDraft(local, m_fixture.profile, content(customId));
    if (!row.ok())
        qWarning().noquote() << row.error().toString();
    return row.ok() ? row.value() : PayoutDraft();
}

PayoutDraft TestForgery::submitted(Local &local, const QString &customId)
{
    const store::StoreResult<PayoutDraft> draft = local.drafts.save(m_fixture.profile, content(customId));
    if (!draft.ok())
        return {};
    const store::StoreResult<PayoutDraft> row
        = local.approvals.submit(m_fixture.profile, draft.value().id, draft.value().revision);
    return row.ok() ? row.value() : PayoutDraft();
}

bool TestForgery::forceApproved(const QString &id, const QString &approver)
{
    return m_fixture.backend.exec(u"UPDATE payout_outbox SET state = 'APPROVED', first_approver = '%1', "
                                  "revision = revision + 1 WHERE id = '%2'"_s.arg(approver, id));
}

bool TestForgery::insertSignature(const PayoutDraft &row, const QString &approver, const QString &keyId,
                                  const QByteArray &statement, const QByteArray &signature)
{
    QSqlQuery q(m_fixture.backend.raw());
    q.prepare(u"INSERT INTO approval_signatures (id, outbox_id, profile_id, decision, approver, key_id, "
              "statement, signature, recorded_at) VALUES (?, ?, ?, 'APPROVE', ?, ?, ?, ?, ?)"_s);
    q.addBindValue(hex(signature + QByteArray::number(++m_serial)));
    q.addBindValue(row.id);
    q.addBindValue(row.profileId);
    q.addBindValue(approver);
    q.addBindValue(keyId);
    q.addBindValue(QString::fromUtf8(statement));
    q.addBindValue(QString::fromLatin1(signature.toBase64()));
    q.addBindValue(u"2026-11-27T08:00:00.000Z"_s);
    if (!q.exec()) {
        qWarning().noquote() << q.lastError().text();
        return false;
    }
    return true;
}

bool TestForgery::insertKey(const operators::KeyRecord &record, const operators::SigningKey &signer)
{
    QSqlQuery q(m_fixture.backend.raw());
    q.prepare(u"INSERT INTO operator_keys (key_id, operator_id, public_key, wrapped_key, created_at, vouch, "
              "vouch_signature, vouched_by_key) VALUES (?, ?, ?, 'none', ?, ?, ?, ?)"_s);
    q.addBindValue(operators::KeyRecord::keyId(record.publicKey));
    q.addBindValue(record.operatorId);
    q.addBindValue(QString::fromLatin1(record.publicKey.toBase64()));
    q.addBindValue(record.validFrom.toString(Qt::ISODateWithMs));
    q.addBindValue(QString::fromUtf8(record.canonicalBytes()));
    q.addBindValue(QString::fromLatin1(signer.sign(record.canonicalBytes()).toBase64()));
    q.addBindValue(record.vouchedByKey);
    if (!q.exec())
        qWarning().noquote() << q.lastError().text();
    return !q.lastError().isValid();
}

QByteArray TestForgery::statementOf(Local &local, const QString &id, const QString &approver,
                                    const QDateTime &time)
{
    const store::StoreResult<PayoutDraft> row = local.outbox.load(id);
    if (!row.ok())
        return {};
    profiles::Profile profile = profiles::Profile::localSandbox();
    profile.id = m_fixture.profile;
    return approvals::ApprovalStatement::fromPayout(row.value(), profile, Decision::Approve, approver, time,
                                                    1)
        .canonicalBytes();
}

operators::SigningKey TestForgery::keyOf(Local &local, const QString &operatorId, operators::OperatorKey *row)
{
    const store::SigningKeys keys(&local.store);
    const auto current = keys.current(operatorId);
    const auto all = keys.all();
    std::optional<operators::OperatorKey> found;
    if (current.ok() && current.value())
        found = current.value();
    else if (all.ok()) // a revoked operator: their newest key
        for (const operators::OperatorKey &key : all.value())
            if (key.operatorId == operatorId)
                found = key;
    if (!found)
        return {};
    *row = *found;
    QString why;
    std::optional<operators::SigningKey> key
        = operators::SigningKey::unwrap(found->wrapped, TestApprovals::passphraseOf(operatorId),
                                        operators::wrappingContext(operatorId, found->publicKey), &why);
    if (!key) {
        qWarning().noquote() << "unwrap" << operatorId << why;
        return {};
    }
    return std::move(*key);
}

void TestForgery::runAndExpect(Local &local, const QStringList &held, const QStringList &sent,
                               const QString &reasonWords)
{
    outbox::OutboxProcessor processor(
        &local.outbox, [this](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions());
    QStringList heard;
    connect(&processor, &outbox::OutboxProcessor::rowHeld, this,
            [&heard](const QString &id, const QString &) { heard << id; });
    processor.start();
    auto rowOf = [&local](const QString &id) { return local.outbox.load(id).value(); };
    QVERIFY(QTest::qWaitFor(
        [&] {
            for (const QString &id : held)
                if (rowOf(id).progress.heldReason.isEmpty())
                    return false;
            for (const QString &id : sent)
                if (rowOf(id).state != State::Accepted)
                    return false;
            return true;
        },
        20000));
    processor.stop();
    QVERIFY(QTest::qWaitFor([&] { return !processor.isStopping(); }, 10000));
    const store::StoreResult<QList<PayoutDraft>> listed
        = store::OutboxLists(&local.store).held(m_fixture.profile, 50);
    QVERIFY2(listed.ok(), qPrintable(listed.error().toString()));
    for (const QString &id : held) {
        const PayoutDraft row = rowOf(id);
        qInfo().noquote() << "held" << row.customId() << "-" << row.progress.heldReason;
        QVERIFY(row.progress.heldAt.isValid());
        QVERIFY(row.submission.leaseOwner.isEmpty());
        QCOMPARE(row.progress.attempts, 0);
        QVERIFY2(heard.contains(id), "rowHeld() told the window");
        if (!reasonWords.isEmpty())
            QVERIFY2(row.progress.heldReason.contains(reasonWords, Qt::CaseInsensitive),
                     qPrintable(row.progress.heldReason));
        QCOMPARE(countWithCustomId(*m_fixture.sandbox, row.customId()), 0);
        QVERIFY(std::any_of(listed.value().cbegin(), listed.value().cend(),
                            [&id](const PayoutDraft &r) { return r.id == id; }));
        QCOMPARE(
            m_fixture.backend
                .scalar(
                    u"SELECT count(*) FROM audit_log WHERE action = 'outbox.held' AND detail LIKE '%%1%'"_s
                        .arg(id))
                .toInt(),
            1);
    }
    for (const QString &id : sent)
        QCOMPARE(countWithCustomId(*m_fixture.sandbox, rowOf(id).customId()), 1);
    // Taken again later, a held row stays unsent.
    outbox::OutboxProcessor again(
        &local.outbox, [this](const QString &) { return m_fixture.session.get(); }, quickProcessorOptions());
    bool idle = false;
    connect(&again, &outbox::OutboxProcessor::idle, this, [&idle] { idle = true; });
    again.start();
    QVERIFY(QTest::qWaitFor([&] { return idle; }, 10000));
    again.stop();
    for (const QString &id : held)
        QCOMPARE(countWithCustomId(*m_fixture.sandbox, rowOf(id).customId()), 0);
}

// --- the forgeries ------------------------------------------------------------------------------

void TestForgery::approvalWithoutSignatureIsHeld()
{
    auto local = m_fixture.open();
    const PayoutDraft honest = approved(*local, u"honest-1"_s);
    const PayoutDraft forged = submitted(*local, u"unsigned-1"_s);
    QVERIFY(!honest.id.isEmpty() && !forged.id.isEmpty());
    QVERIFY(forceApproved(forged.id));
    runAndExpect(*local, {forged.id}, {honest.id});
}

void TestForgery::signatureOfAnotherPayoutIsHeld()
{
    auto local = m_fixture.open();
    const PayoutDraft honest = approved(*local, u"honest-2"_s);
    const PayoutDraft forged = submitted(*local, u"copied-2"_s);
    QVERIFY(!honest.id.isEmpty() && !forged.id.isEmpty());
    // Ben's valid signature of the honest payout, copied onto the forged one.
    QSqlQuery q(m_fixture.backend.raw());
    QVERIFY(q.exec(u"SELECT approver, key_id, statement, signature FROM approval_signatures "
                   "WHERE outbox_id = '%1'"_s.arg(honest.id)));
    QVERIFY(q.next());
    const QString approver = q.value(0).toString();
    const QString keyId = q.value(1).toString();
    const QByteArray statement = q.value(2).toString().toUtf8();
    const QByteArray signature = QByteArray::fromBase64(q.value(3).toString().toLatin1());
    q.finish();
    QVERIFY(insertSignature(forged, approver, keyId, statement, signature));
    QVERIFY(forceApproved(forged.id));
    runAndExpect(*local, {forged.id}, {honest.id});
}

void TestForgery::payoutChangedAfterApprovalIsHeld_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("amount") << u"amount"_s;
    QTest::newRow("recipient") << u"recipient"_s;
    QTest::newRow("wallet") << u"wallet"_s;
}

void TestForgery::payoutChangedAfterApprovalIsHeld()
{
    QFETCH(QString, change);
    auto local = m_fixture.open();
    const PayoutDraft honest = approved(*local, u"honest-3"_s);
    const PayoutDraft forged = approved(*local, u"changed-3"_s);
    QVERIFY(!honest.id.isEmpty() && !forged.id.isEmpty());
    QJsonObject body
        = QJsonDocument::fromJson(local->outbox.load(forged.id).value().submission.requestBytes).object();
    QString extra;
    if (change == u"amount") {
        body.insert(u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"15000.00"_s}});
        extra = u", amount_minor = 1500000"_s;
    } else if (change == u"recipient") {
        body.insert(u"payment_account"_s,
                    kenyaPayout(u"150.00"_s, u"+254712999999"_s).value(u"payment_account"_s).toObject());
    } else {
        body.insert(u"wallet_id"_s, u"wlt-attacker0000000000"_s);
    }
    QSqlQuery q(m_fixture.backend.raw());
    QVERIFY(q.prepare(u"UPDATE payout_outbox SET request_body = ?%1 WHERE id = ?"_s.arg(extra)));
    q.addBindValue(QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Compact)));
    q.addBindValue(forged.id);
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    runAndExpect(*local, {forged.id}, {honest.id});
}

void TestForgery::approverKeyReplacedByAttackersIsHeld()
{
    auto local = m_fixture.open();
    const PayoutDraft honest = approved(*local, u"honest-4"_s); // keeps the team's root on this computer
    const PayoutDraft forged = submitted(*local, u"replaced-4"_s);
    QVERIFY(!honest.id.isEmpty() && !forged.id.isEmpty());
    // An attacker's own "administrator" key, vouching for itself, and a key for Ben it vouches for.
    const operators::SigningKey attackerRoot = operators::SigningKey::generate();
    const operators::SigningKey attackerBen = operators::SigningKey::generate();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    operators::KeyRecord rootRecord;
    rootRecord.operatorId = u"ada"_s;
    rootRecord.displayName = u"Ada Lovelace"_s;
    rootRecord.role = operators::Operator::Role::Viewer;
    rootRecord.administrator = true;
    rootRecord.publicKey = attackerRoot.publicKey();
    rootRecord.validFrom = now;
    rootRecord.vouchedBy = u"ada"_s;
    rootRecord.vouchedByKey = operators::KeyRecord::keyId(attackerRoot.publicKey());
    rootRecord.time = now;
    operators::KeyRecord benRecord = rootRecord;
    benRecord.operatorId = TestApprovals::approver();
    benRecord.displayName = u"Ben Okello"_s;
    benRecord.role = operators::Operator::Role::Approver;
    benRecord.administrator = false;
    benRecord.publicKey = attackerBen.publicKey();
    // The attacker's key for Ben, newer than his real one: the key in force as the database says.
    // (His real key stays: the honest payout he approved with it is still sent.)
    QVERIFY(insertKey(rootRecord, attackerRoot));
    QVERIFY(insertKey(benRecord, attackerRoot));
    const QByteArray statement = statementOf(*local, forged.id, TestApprovals::approver());
    QVERIFY(!statement.isEmpty());
    QVERIFY(insertSignature(forged, TestApprovals::approver(),
                            operators::KeyRecord::keyId(attackerBen.publicKey()), statement,
                            attackerBen.sign(statement)));
    QVERIFY(forceApproved(forged.id));
    runAndExpect(*local, {forged.id}, {honest.id});
}

void TestForgery::rootReplacedByAttackersIsHeld()
{
    auto local = m_fixture.open();
    const PayoutDraft honest = approved(*local, u"honest-5"_s); // keeps the team's root on this computer
    const PayoutDraft forged = submitted(*local, u"root-5"_s);
    QVERIFY(!honest.id.isEmpty() && !forged.id.isEmpty());
    // Every key of the team replaced by the attacker's: a new root for "ada" and a key for Ben.
    const operators::SigningKey attackerRoot = operators::SigningKey::generate();
    const operators::SigningKey attackerBen = operators::SigningKey::generate();
    const QDateTime now = QDateTime::currentDateTimeUtc().addSecs(-60);
    QVERIFY(m_fixture.backend.exec(u"DELETE FROM operator_keys"_s));
    const struct
    {
        const operators::SigningKey &key;
        QString id;
        QString name;
        operators::Operator::Role role;
        bool admin;
    } people[] = {{attackerRoot, u"ada"_s, u"Ada Lovelace"_s, operators::Operator::Role::Viewer, true},
                  {attackerBen, u"ben"_s, u"Ben Okello"_s, operators::Operator::Role::Approver, false}};
    for (const auto &person : people) {
        operators::KeyRecord record;
        record.operatorId = person.id;
        record.displayName = person.name;
        record.role = person.role;
        record.administrator = person.admin;
        record.publicKey = person.key.publicKey();
        record.validFrom = now;
        record.vouchedBy = u"ada"_s;
        record.vouchedByKey = operators::KeyRecord::keyId(attackerRoot.publicKey());
        record.time = now;
        QVERIFY(insertKey(record, attackerRoot));
    }
    const QByteArray statement = statementOf(*local, forged.id, TestApprovals::approver());
    QVERIFY(insertSignature(forged, TestApprovals::approver(),
                            operators::KeyRecord::keyId(attackerBen.publicKey()), statement,
                            attackerBen.sign(statement)));
    QVERIFY(forceApproved(forged.id));
    // The honest payout's approval was signed by Ben's real key, which the attacker deleted: held
    // too (its key cannot be found), which is what a workstation must do with keys it cannot see.
    runAndExpect(*local, {forged.id, honest.id}, {}, u"trusts"_s);
}

void TestForgery::makersOwnSignatureIsHeld()
{
    auto local = m_fixture.open();
    const PayoutDraft honest = approved(*local, u"honest-6"_s);
    const PayoutDraft forged = submitted(*local, u"maker-6"_s);
    QVERIFY(!honest.id.isEmpty() && !forged.id.isEmpty());
    // Ana, the maker, signs an approval of her own payout with her real, vouched key.
    operators::OperatorKey anaRow;
    const operators::SigningKey ana = keyOf(*local, TestApprovals::maker(), &anaRow);
    QVERIFY(!ana.isNull());
    QVERIFY(anaRow.isVouched());
    const QByteArray statement = statementOf(*local, forged.id, TestApprovals::maker());
    QVERIFY(insertSignature(forged, TestApprovals::maker(), anaRow.keyId, statement, ana.sign(statement)));
    QVERIFY(forceApproved(forged.id));
    runAndExpect(*local, {forged.id}, {honest.id});
}

void TestForgery::revokedOperatorsNewSignatureIsHeld()
{
    auto local = m_fixture.open();
    // Approved by Ben before he is disabled: still valid afterwards.
    const PayoutDraft before = approved(*local, u"before-7"_s);
    const PayoutDraft forged = submitted(*local, u"revoked-7"_s);
    QVERIFY(!before.id.isEmpty() && !forged.id.isEmpty());
    operators::OperatorKey benRow;
    const operators::SigningKey ben = keyOf(*local, TestApprovals::approver(), &benRow);
    QVERIFY(!ben.isNull());
    // Ada disables Ben: his key is revoked from now on.
    store::Operators &ops = local->approvals.operators();
    const store::AuthResult ada = ops.authenticate(u"ada"_s, TestApprovals::passphraseOf(u"ada"_s));
    QVERIFY(ada.ok());
    const auto benOp = ops.load(TestApprovals::approver());
    QVERIFY(benOp.ok());
    const auto disabled = ops.setDisabled(*ada.authenticated, benOp.value().id, benOp.value().revision, true);
    QVERIFY2(disabled.ok(), qPrintable(disabled.error().toString()));
    // Ben, who still knows his passphrase, signs a new approval (a second after), and the attacker
    // records it.
    const QByteArray statement = statementOf(*local, forged.id, TestApprovals::approver(),
                                             QDateTime::currentDateTimeUtc().addSecs(1));
    QVERIFY(insertSignature(forged, TestApprovals::approver(), benRow.keyId, statement, ben.sign(statement)));
    QVERIFY(forceApproved(forged.id));
    runAndExpect(*local, {forged.id}, {before.id});
}

QTEST_GUILESS_MAIN(TestForgery)
#include "tst_forgery.moc"
