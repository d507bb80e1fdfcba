// SPDX-License-Identifier: GPL-3.0-or-later
// The signed audit file (audit/SignedAuditFile.h): written and read back as it was, without any
// private key; checked offline: a good file holds, and every tampering an auditor must catch is
// named (a payout's amount, a signature, a key replaced, another root); and each signature and
// vouch checks with the openssl program alone, as docs/signed-approvals.md tells an auditor.

#include "Programs.h"
#include "SignedApprovals.h"
#include "audit/SignedAuditFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace paydesk;
using namespace Qt::StringLiterals;
using audit::SignedAuditFile;
using Decision = approvals::ApprovalStatement::Decision;
using Role = operators::Operator::Role;
using State = payouts::PayoutDraft::State;
using test::SignedTeam;
using test::TestSigner;

class TestSignedAuditFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void roundTripWithoutPrivateKeys();
    void goodFileHolds();
    void tamperedAmountIsNamed();
    void tamperedSignatureIsNamed();
    void replacedKeyIsNamed();
    void anotherRootIsRefused();
    void sentWithoutEnoughSignaturesIsNamed();
    void notAFileIsRefused_data();
    void notAFileIsRefused();
    void opensslAloneChecksEachSignature();

private:
    SignedAuditFile::Contents contents() const;
    static QJsonObject edit(const QByteArray &bytes) { return QJsonDocument::fromJson(bytes).object(); }

    TestSigner m_root;
    TestSigner m_ben;
    TestSigner m_carl;
};

void TestSignedAuditFile::initTestCase()
{
    m_root = SignedTeam::root();
    QVERIFY(!m_root.key->isNull());
    m_ben = SignedTeam::vouched(u"ben"_s, Role::Approver, m_root);
    m_carl = SignedTeam::vouched(u"carl"_s, Role::Approver, m_root);
}

SignedAuditFile::Contents TestSignedAuditFile::contents() const
{
    SignedAuditFile::Contents c;
    c.exportedAt = SignedTeam::approvedAt(120);
    c.from = SignedTeam::round().addDays(-1);
    c.to = SignedTeam::round().addDays(1);
    c.root = m_root.id();
    for (const TestSigner *s : {&m_root, &m_ben, &m_carl}) {
        operators::OperatorKey key = s->row;
        key.wrapped = "$pdkey1$ln=10,r=8,p=1$PRIVATEMATERIAL";
        c.keys.append(key);
    }
    // Sent with one approval; sent with two; sent back by Carl then approved by Ben in a new
    // round; still awaiting approval with nothing signed.
    SignedAuditFile::Payout one {SignedTeam::payout(1), SignedTeam::service(), {}};
    one.row.state = State::Accepted;
    one.signatures = {SignedTeam::sign(m_ben, one.row)};
    SignedAuditFile::Payout two {SignedTeam::payout(2), SignedTeam::service(), {}};
    two.row.state = State::Accepted;
    two.signatures = {SignedTeam::sign(m_ben, two.row, SignedTeam::approvedAt(1), 2),
                      SignedTeam::sign(m_carl, two.row, SignedTeam::approvedAt(2), 2)};
    SignedAuditFile::Payout again {SignedTeam::payout(3), SignedTeam::service(), {}};
    payouts::PayoutDraft firstRound = again.row;
    firstRound.progress.awaitingSince = SignedTeam::round().addSecs(-7200);
    firstRound.submission.requestBytes
        = SignedTeam::body(u"9.99"_s, u"pac-old"_s, u"wlt-KES1"_s, u"PD-OLD"_s);
    again.row.state = State::Submitting;
    again.signatures
        = {SignedTeam::sign(m_carl, firstRound, SignedTeam::approvedAt(-100), 1, Decision::Reject),
           SignedTeam::sign(m_ben, again.row)};
    SignedAuditFile::Payout waiting {SignedTeam::payout(4), SignedTeam::service(), {}};
    waiting.row.state = State::AwaitingApproval;
    c.payouts = {one, two, again, waiting};
    return c;
}

void TestSignedAuditFile::roundTripWithoutPrivateKeys()
{
    const SignedAuditFile::Contents c = contents();
    const QByteArray bytes = SignedAuditFile::write(c);
    QVERIFY(!bytes.contains("PRIVATEMATERIAL"));
    QVERIFY(!bytes.contains("wrapped"));
    QVERIFY(bytes.contains("\"format\": \"paydesk-signed-audit/1\""));
    QString why;
    const auto back = SignedAuditFile::read(bytes, &why);
    QVERIFY2(back, qPrintable(why));
    QCOMPARE(back->exportedAt, c.exportedAt);
    QCOMPARE(back->from, c.from);
    QCOMPARE(back->to, c.to);
    QCOMPARE(back->root, c.root);
    QCOMPARE(back->keys.size(), c.keys.size());
    for (qsizetype i = 0; i < c.keys.size(); ++i) {
        operators::OperatorKey expected = c.keys.at(i);
        expected.wrapped.clear();
        QCOMPARE(back->keys.at(i), expected);
    }
    QCOMPARE(back->payouts.size(), c.payouts.size());
    for (qsizetype i = 0; i < c.payouts.size(); ++i) {
        const auto &a = back->payouts.at(i);
        const auto &b = c.payouts.at(i);
        QCOMPARE(a.row.submission.requestBytes, b.row.submission.requestBytes);
        QCOMPARE(a.row.progress.awaitingSince, b.row.progress.awaitingSince);
        QCOMPARE(a.row.state, b.row.state);
        QCOMPARE(a.row.content.maker, b.row.content.maker);
        QCOMPARE(a.service, b.service);
        QCOMPARE(a.signatures, b.signatures);
    }
    QCOMPARE(SignedAuditFile::write(*back), bytes);
}

void TestSignedAuditFile::goodFileHolds()
{
    const auto c = SignedAuditFile::read(SignedAuditFile::write(contents()));
    QVERIFY(c);
    const SignedAuditFile::Report report = SignedAuditFile::verify(*c, m_root.id());
    QVERIFY2(report.ok(), qPrintable(report.failures.value(0).detail));
    QCOMPARE(report.payouts, 4);
    QCOMPARE(report.signatures, 5);
    QVERIFY(!report.rootFromFile);
    const SignedAuditFile::Report fromFile = SignedAuditFile::verify(*c);
    QVERIFY(fromFile.ok());
    QVERIFY(fromFile.rootFromFile);
    QCOMPARE(fromFile.root, m_root.id());
}

void TestSignedAuditFile::tamperedAmountIsNamed()
{
    SignedAuditFile::Contents c = contents();
    c.payouts[0].row.submission.requestBytes.replace("\"1501.50\"", "\"9501.50\"");
    const auto report = SignedAuditFile::verify(c, m_root.id());
    QCOMPARE(report.failures.size(), 1);
    QCOMPARE(report.failures.at(0).outboxId, c.payouts.at(0).row.id);
    QCOMPARE(report.failures.at(0).signatureId, c.payouts.at(0).signatures.at(0).id);
    QCOMPARE(report.failures.at(0).approver, u"ben"_s);
    QVERIFY2(report.failures.at(0).reason.contains(u"the amount"_s),
             qPrintable(report.failures.at(0).reason));
}

void TestSignedAuditFile::tamperedSignatureIsNamed()
{
    SignedAuditFile::Contents c = contents();
    QByteArray &signature = c.payouts[1].signatures[1].signature;
    signature[0] = char(signature[0] ^ 0x40);
    const auto report = SignedAuditFile::verify(c, m_root.id());
    QCOMPARE(report.failures.size(), 1);
    QCOMPARE(report.failures.at(0).approver, u"carl"_s);
    QVERIFY(report.failures.at(0).detail.contains(u"does not verify"_s));
}

void TestSignedAuditFile::replacedKeyIsNamed()
{
    // Ben's key swapped for an attacker's under a root of their own, his signatures made again.
    SignedAuditFile::Contents c = contents();
    const TestSigner fakeRoot = SignedTeam::root();
    const TestSigner fakeBen = SignedTeam::vouched(u"ben"_s, Role::Approver, fakeRoot);
    c.keys.append(fakeRoot.row);
    c.keys.append(fakeBen.row);
    c.payouts[0].signatures = {SignedTeam::sign(fakeBen, c.payouts.at(0).row)};
    const auto report = SignedAuditFile::verify(c, m_root.id());
    QCOMPARE(report.failures.size(), 1);
    QCOMPARE(report.failures.at(0).outboxId, c.payouts.at(0).row.id);
    QVERIFY(report.failures.at(0).detail.contains(fakeRoot.id()));
}

void TestSignedAuditFile::anotherRootIsRefused()
{
    const auto report = SignedAuditFile::verify(contents(), SignedTeam::root().id());
    QCOMPARE(report.failures.size(), 5); // every signature
}

void TestSignedAuditFile::sentWithoutEnoughSignaturesIsNamed()
{
    SignedAuditFile::Contents c = contents();
    c.payouts[1].signatures.removeLast(); // two were needed
    auto report = SignedAuditFile::verify(c, m_root.id());
    QCOMPARE(report.failures.size(), 1);
    QVERIFY(report.failures.at(0).signatureId.isEmpty());
    QCOMPARE(report.failures.at(0).outboxId, c.payouts.at(1).row.id);
    c = contents();
    c.payouts[0].signatures.clear(); // sent without any
    report = SignedAuditFile::verify(c, m_root.id());
    QCOMPARE(report.failures.size(), 1);
    QCOMPARE(report.failures.at(0).outboxId, c.payouts.at(0).row.id);
}

void TestSignedAuditFile::notAFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray good = SignedAuditFile::write(contents());
    auto with = [&good](const std::function<void(QJsonObject &)> &change) {
        QJsonObject o = QJsonDocument::fromJson(good).object();
        change(o);
        return QJsonDocument(o).toJson();
    };
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("csv") << QByteArray("seq,time,action\n1,2,3\n");
    QTest::newRow("other format") << with(
        [](QJsonObject &o) { o.insert(u"format"_s, u"paydesk-audit/1"_s); });
    QTest::newRow("no keys") << with([](QJsonObject &o) { o.remove(u"keys"_s); });
    QTest::newRow("statement twins differ") << with([](QJsonObject &o) {
        QJsonArray payouts = o.value(u"payouts"_s).toArray();
        QJsonObject p = payouts.at(0).toObject();
        QJsonArray signatures = p.value(u"signatures"_s).toArray();
        QJsonObject s = signatures.at(0).toObject();
        s.insert(u"statement"_s, s.value(u"statement"_s).toString().replace(u"1501.50"_s, u"9501.50"_s));
        signatures[0] = s;
        p.insert(u"signatures"_s, signatures);
        payouts[0] = p;
        o.insert(u"payouts"_s, payouts);
    });
    QTest::newRow("bad base64") << with([](QJsonObject &o) {
        QJsonArray keys = o.value(u"keys"_s).toArray();
        QJsonObject k = keys.at(0).toObject();
        k.insert(u"public_key"_s, u"not base64!"_s);
        keys[0] = k;
        o.insert(u"keys"_s, keys);
    });
}

void TestSignedAuditFile::notAFileIsRefused()
{
    QFETCH(QByteArray, bytes);
    QString why;
    QVERIFY(!SignedAuditFile::read(bytes, &why));
    QVERIFY(!why.isEmpty());
}

void TestSignedAuditFile::opensslAloneChecksEachSignature()
{
    const QString openssl = test::requiredProgram(u"openssl"_s);
    QVERIFY2(!openssl.isEmpty(), "openssl is needed (scripts/setup installs it)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile f(dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    };
    auto run = [&](const QStringList &arguments) {
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(openssl, arguments);
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit)
            return -1;
        return p.exitCode();
    };
    // As docs/signed-approvals.md says: each base64 member into a file, decoded by openssl, the
    // PEM key as it is, then pkeyutl -verify.
    auto check = [&](const QString &message64, const QString &signature64, const QString &pem) {
        if (!write(u"m.b64"_s, message64.toLatin1()) || !write(u"s.b64"_s, signature64.toLatin1())
            || !write(u"k.pem"_s, pem.toLatin1()))
            return -1;
        if (run({u"base64"_s, u"-d"_s, u"-A"_s, u"-in"_s, u"m.b64"_s, u"-out"_s, u"m.bin"_s}) != 0
            || run({u"base64"_s, u"-d"_s, u"-A"_s, u"-in"_s, u"s.b64"_s, u"-out"_s, u"s.bin"_s}) != 0)
            return -1;
        return run({u"pkeyutl"_s, u"-verify"_s, u"-pubin"_s, u"-inkey"_s, u"k.pem"_s, u"-rawin"_s, u"-in"_s,
                    u"m.bin"_s, u"-sigfile"_s, u"s.bin"_s});
    };
    const QJsonObject file = edit(SignedAuditFile::write(contents()));
    QHash<QString, QJsonObject> keys;
    for (const QJsonValue &k : file.value(u"keys"_s).toArray())
        keys.insert(k.toObject().value(u"key_id"_s).toString(), k.toObject());
    int checked = 0;
    for (const QJsonValue &pv : file.value(u"payouts"_s).toArray()) {
        for (const QJsonValue &sv : pv.toObject().value(u"signatures"_s).toArray()) {
            const QJsonObject s = sv.toObject();
            const QString pem
                = keys.value(s.value(u"key_id"_s).toString()).value(u"public_key_pem"_s).toString();
            QCOMPARE(
                check(s.value(u"statement_base64"_s).toString(), s.value(u"signature"_s).toString(), pem), 0);
            // A changed statement does not verify.
            const QByteArray changed
                = QByteArray::fromBase64(s.value(u"statement_base64"_s).toString().toLatin1())
                      .replace("\"ben\"", "\"eve\"")
                      .replace("\"carl\"", "\"eve\"");
            QVERIFY(check(QString::fromLatin1(changed.toBase64()), s.value(u"signature"_s).toString(), pem)
                    > 0);
            ++checked;
        }
    }
    QCOMPARE(checked, 5);
    // Each vouch with its voucher's key (the root's with its own).
    for (const QJsonObject &k : std::as_const(keys)) {
        const QString pem
            = keys.value(k.value(u"vouched_by_key"_s).toString()).value(u"public_key_pem"_s).toString();
        QCOMPARE(check(k.value(u"vouch_base64"_s).toString(), k.value(u"vouch_signature"_s).toString(), pem),
                 0);
    }
}

QTEST_GUILESS_MAIN(TestSignedAuditFile)
#include "tst_signedauditfile.moc"
