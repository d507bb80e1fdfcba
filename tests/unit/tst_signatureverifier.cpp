// SPDX-License-Identifier: GPL-3.0-or-later
// The check before a payout is sent (approvals/SignatureVerifier.h), with real Ed25519 keys: the
// happy paths (one approver; two above the threshold; a chain of two administrators), each of
// issue 27's forgeries in pure form (no signature, another payout's signature, the payout changed
// after approval, an attacker's key for the approver, the maker's own signature, a revoked key's
// new signature), and every other Problem.

#include "SignedApprovals.h"
#include "approvals/SignatureVerifier.h"

#include <QTest>

using namespace paydesk;
using namespace Qt::StringLiterals;
using approvals::ApprovalSignature;
using approvals::SignatureVerifier;
using Problem = SignatureVerifier::Problem;
using Decision = approvals::ApprovalStatement::Decision;
using Role = operators::Operator::Role;
using operators::OperatorKey;
using test::SignedTeam;
using test::TestSigner;

class TestSignatureVerifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();

    void oneApproverPasses();
    void twoApproversPass();
    void chainOfTwoAdministratorsPasses();
    void earlierRevocationOfAnotherKeyDoesNotMatter();

    void forgeryNoSignature();
    void forgerySignatureOfAnotherPayout();
    void forgeryChangedAfterApproval_data();
    void forgeryChangedAfterApproval();
    void forgeryAttackersKey();
    void forgeryMakersOwnSignature();
    void forgeryRevokedKeysNewSignature();

    void noTrustedRoot();
    void badSignature();
    void notAnApprover();
    void tooFewApprovers();
    void sameApproverTwice();
    void statementAsksForMoreApprovals();
    void rejectOfTheRound();
    void earlierRoundDoesNotCount();
    void voucherNotAnAdministrator();
    void vouchTampered();
    void voucherRevokedBeforeTheVouch();
    void signedBeforeTheKeyWasValid();
    void signedBeforeTheRound();
    void recordDisagreesWithStatement();
    void anotherService();
    void keyVerdictDirectly();

private:
    SignatureVerifier::Input input(const payouts::PayoutDraft &row,
                                   const QList<ApprovalSignature> &signatures, int needed = 1) const;

    TestSigner m_root;
    TestSigner m_ben;
    TestSigner m_carl;
    TestSigner m_ana; // the maker
    TestSigner m_vic; // a viewer
};

void TestSignatureVerifier::initTestCase()
{
    m_root = SignedTeam::root();
    QVERIFY(!m_root.key->isNull());
    m_ben = SignedTeam::vouched(u"ben"_s, Role::Approver, m_root);
    m_carl = SignedTeam::vouched(u"carl"_s, Role::Approver, m_root);
    m_ana = SignedTeam::vouched(u"ana"_s, Role::Maker, m_root);
    m_vic = SignedTeam::vouched(u"vic"_s, Role::Viewer, m_root);
}

SignatureVerifier::Input TestSignatureVerifier::input(const payouts::PayoutDraft &row,
                                                      const QList<ApprovalSignature> &signatures,
                                                      int needed) const
{
    SignatureVerifier::Input in;
    in.row = row;
    in.service = SignedTeam::service();
    in.approversNeeded = needed;
    in.signatures = signatures;
    for (const TestSigner *s : {&m_root, &m_ben, &m_carl, &m_ana, &m_vic})
        in.keys.insert(s->id(), s->row);
    in.trustedRoot = m_root.id();
    return in;
}

#define EXPECT_PROBLEM(verdict, expected)                                                                    \
    do {                                                                                                     \
        const auto &v_ = (verdict);                                                                          \
        QVERIFY2(v_.problem == (expected), qPrintable(v_.detail));                                           \
        QVERIFY(!v_.ok());                                                                                   \
        QVERIFY(!v_.reason.isEmpty());                                                                       \
        QVERIFY(!v_.detail.isEmpty());                                                                       \
    } while (false)

void TestSignatureVerifier::oneApproverPasses()
{
    const auto row = SignedTeam::payout();
    const auto v = SignatureVerifier::verify(input(row, {SignedTeam::sign(m_ben, row)}));
    QVERIFY2(v.ok(), qPrintable(v.detail));
    QCOMPARE(v.approvers, QStringList {u"ben"_s});
}

void TestSignatureVerifier::twoApproversPass()
{
    const auto row = SignedTeam::payout();
    const auto v
        = SignatureVerifier::verify(input(row,
                                          {SignedTeam::sign(m_carl, row, SignedTeam::approvedAt(1), 2),
                                           SignedTeam::sign(m_ben, row, SignedTeam::approvedAt(2), 2)},
                                          2));
    QVERIFY2(v.ok(), qPrintable(v.detail));
    QCOMPARE(v.approvers, (QStringList {u"carl"_s, u"ben"_s}));
}

void TestSignatureVerifier::chainOfTwoAdministratorsPasses()
{
    const TestSigner admin = SignedTeam::vouched(u"zara"_s, Role::Viewer, m_root, true);
    const TestSigner dan
        = SignedTeam::vouched(u"dan"_s, Role::Approver, admin, false, SignedTeam::t0().addDays(2));
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(dan, row)});
    in.keys.insert(admin.id(), admin.row);
    in.keys.insert(dan.id(), dan.row);
    const auto v = SignatureVerifier::verify(in);
    QVERIFY2(v.ok(), qPrintable(v.detail));
    QCOMPARE(v.approvers, QStringList {u"dan"_s});
}

void TestSignatureVerifier::earlierRevocationOfAnotherKeyDoesNotMatter()
{
    // Ben approved, then was disabled: approvals made before stay valid.
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(m_ben, row)});
    in.keys[m_ben.id()].revokedAt = SignedTeam::approvedAt(30);
    const auto v = SignatureVerifier::verify(in);
    QVERIFY2(v.ok(), qPrintable(v.detail));
}

void TestSignatureVerifier::forgeryNoSignature()
{
    // An approval row written into the table without a signature.
    auto row = SignedTeam::payout();
    row.progress.approvers = {u"ben"_s};
    const auto v = SignatureVerifier::verify(input(row, {}));
    EXPECT_PROBLEM(v, Problem::NotSigned);
}

void TestSignatureVerifier::forgerySignatureOfAnotherPayout()
{
    const auto row = SignedTeam::payout(0);
    const auto other = SignedTeam::payout(1);
    ApprovalSignature copied = SignedTeam::sign(m_ben, other);
    copied.outboxId = row.id; // filed under this payout
    const auto v = SignatureVerifier::verify(input(row, {copied}));
    EXPECT_PROBLEM(v, Problem::StatementMismatch);
    QVERIFY2(v.reason.contains(u"another payout"_s), qPrintable(v.reason));
}

void TestSignatureVerifier::forgeryChangedAfterApproval_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("named");
    QTest::newRow("amount") << SignedTeam::body(u"150000.50"_s, u"pac-2kA9XqL0mR3"_s, u"wlt-KES1"_s,
                                                u"PD-20261127-000000"_s)
                            << u"the amount"_s;
    QTest::newRow("recipient") << SignedTeam::body(u"1500.50"_s, u"pac-attacker"_s, u"wlt-KES1"_s,
                                                   u"PD-20261127-000000"_s)
                               << u"the recipient"_s;
    QTest::newRow("wallet") << SignedTeam::body(u"1500.50"_s, u"pac-2kA9XqL0mR3"_s, u"wlt-KES9"_s,
                                                u"PD-20261127-000000"_s)
                            << u"the wallet"_s;
}

void TestSignatureVerifier::forgeryChangedAfterApproval()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, named);
    const auto approved = SignedTeam::payout();
    const ApprovalSignature signature = SignedTeam::sign(m_ben, approved);
    auto changed = approved;
    changed.submission.requestBytes = body;
    QVERIFY(body != approved.submission.requestBytes);
    const auto v = SignatureVerifier::verify(input(changed, {signature}));
    EXPECT_PROBLEM(v, Problem::StatementMismatch);
    QVERIFY2(v.reason.contains(named), qPrintable(v.reason));
    QVERIFY2(v.reason.contains(u"the request body"_s), qPrintable(v.reason));
    // And unchanged, the same signature passes.
    QVERIFY(SignatureVerifier::verify(input(approved, {signature})).ok());
}

void TestSignatureVerifier::forgeryAttackersKey()
{
    const auto row = SignedTeam::payout();
    // The attacker's own root vouches for a key they hold, in Ben's name.
    const TestSigner fakeRoot = SignedTeam::root(u"amina"_s);
    const TestSigner fakeBen = SignedTeam::vouched(u"ben"_s, Role::Approver, fakeRoot);
    auto in = input(row, {SignedTeam::sign(fakeBen, row)});
    in.keys.insert(fakeRoot.id(), fakeRoot.row);
    in.keys.insert(fakeBen.id(), fakeBen.row);
    auto v = SignatureVerifier::verify(in);
    EXPECT_PROBLEM(v, Problem::KeyNotVouched);
    QVERIFY2(v.detail.contains(fakeRoot.id()), qPrintable(v.detail));

    // Ben's key row given the attacker's public key (and the attacker's vouch) under Ben's key id.
    auto replaced = input(row, {SignedTeam::sign(fakeBen, row)});
    replaced.signatures[0].keyId = m_ben.id();
    OperatorKey &benRow = replaced.keys[m_ben.id()];
    benRow.publicKey = fakeBen.row.publicKey;
    benRow.vouch = fakeBen.row.vouch;
    benRow.vouchSignature = fakeBen.row.vouchSignature;
    benRow.vouchedByKey = fakeBen.row.vouchedByKey;
    replaced.keys.insert(fakeRoot.id(), fakeRoot.row);
    v = SignatureVerifier::verify(replaced);
    EXPECT_PROBLEM(v, Problem::KeyNotVouched);

    // The attacker's key vouched as if by the real root (the vouch signed by the attacker's root).
    auto lying = input(row, {SignedTeam::sign(fakeBen, row)});
    operators::KeyRecord record = fakeBen.record;
    record.vouchedByKey = m_root.id();
    OperatorKey forged = fakeBen.row;
    forged.vouch = record.canonicalBytes();
    forged.vouchSignature = fakeRoot.key->sign(forged.vouch);
    forged.vouchedByKey = m_root.id();
    lying.keys.insert(forged.keyId, forged);
    v = SignatureVerifier::verify(lying);
    EXPECT_PROBLEM(v, Problem::KeyNotVouched);
    QVERIFY2(v.detail.contains(u"does not verify"_s), qPrintable(v.detail));
}

void TestSignatureVerifier::forgeryMakersOwnSignature()
{
    const auto row = SignedTeam::payout();
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {SignedTeam::sign(m_ana, row)})),
                   Problem::SignedByMaker);
    // Even when the maker is vouched as an approver.
    const TestSigner anaApprover = SignedTeam::vouched(u"ana"_s, Role::Approver, m_root);
    auto in = input(row, {SignedTeam::sign(anaApprover, row)});
    in.keys.insert(anaApprover.id(), anaApprover.row);
    EXPECT_PROBLEM(SignatureVerifier::verify(in), Problem::SignedByMaker);
    // Counted with an approver's: still held.
    in.signatures.prepend(SignedTeam::sign(m_ben, row));
    EXPECT_PROBLEM(SignatureVerifier::verify(in), Problem::SignedByMaker);
}

void TestSignatureVerifier::forgeryRevokedKeysNewSignature()
{
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(m_ben, row, SignedTeam::approvedAt(5))});
    in.keys[m_ben.id()].revokedAt = SignedTeam::approvedAt(0); // disabled before they signed
    const auto v = SignatureVerifier::verify(in);
    EXPECT_PROBLEM(v, Problem::KeyRevoked);
}

void TestSignatureVerifier::noTrustedRoot()
{
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(m_ben, row)});
    in.trustedRoot.clear();
    EXPECT_PROBLEM(SignatureVerifier::verify(in), Problem::NoTrustedRoot);
}

void TestSignatureVerifier::badSignature()
{
    const auto row = SignedTeam::payout();
    ApprovalSignature s = SignedTeam::sign(m_ben, row);
    s.signature[10] = char(s.signature[10] ^ 0x01);
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {s})), Problem::BadSignature);
    s.signature.clear();
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {s})), Problem::BadSignature);
    // Signed by Carl's key but filed as Ben's.
    ApprovalSignature other = SignedTeam::sign(m_ben, row);
    other.signature = m_carl.key->sign(other.statement);
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {other})), Problem::BadSignature);
}

void TestSignatureVerifier::notAnApprover()
{
    const auto row = SignedTeam::payout();
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {SignedTeam::sign(m_vic, row)})),
                   Problem::NotAnApprover);
    // The root administrator is no approver either unless vouched as one.
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {SignedTeam::sign(m_root, row)})),
                   Problem::NotAnApprover);
}

void TestSignatureVerifier::tooFewApprovers()
{
    const auto row = SignedTeam::payout();
    const auto v = SignatureVerifier::verify(
        input(row, {SignedTeam::sign(m_ben, row, SignedTeam::approvedAt(), 2)}, 2));
    EXPECT_PROBLEM(v, Problem::TooFewApprovers);
    QVERIFY2(v.reason.contains(u"ben"_s), qPrintable(v.reason));
}

void TestSignatureVerifier::sameApproverTwice()
{
    const auto row = SignedTeam::payout();
    const auto v
        = SignatureVerifier::verify(input(row,
                                          {SignedTeam::sign(m_ben, row, SignedTeam::approvedAt(1), 2),
                                           SignedTeam::sign(m_ben, row, SignedTeam::approvedAt(2), 2)},
                                          2));
    EXPECT_PROBLEM(v, Problem::TooFewApprovers);
}

void TestSignatureVerifier::statementAsksForMoreApprovals()
{
    // The rules now say one (lowered after the approval): the approver was told two.
    const auto row = SignedTeam::payout();
    EXPECT_PROBLEM(
        SignatureVerifier::verify(input(row, {SignedTeam::sign(m_ben, row, SignedTeam::approvedAt(), 2)}, 1)),
        Problem::TooFewApprovers);
}

void TestSignatureVerifier::rejectOfTheRound()
{
    const auto row = SignedTeam::payout();
    const auto v = SignatureVerifier::verify(
        input(row,
              {SignedTeam::sign(m_ben, row),
               SignedTeam::sign(m_carl, row, SignedTeam::approvedAt(3), 1, Decision::Reject)}));
    EXPECT_PROBLEM(v, Problem::Rejected);
    QVERIFY2(v.reason.contains(u"carl"_s), qPrintable(v.reason));
}

void TestSignatureVerifier::earlierRoundDoesNotCount()
{
    // Rejected in the first round, returned to its maker, submitted again, approved: the first
    // round's reject does not hold it, its approvals would not count.
    auto first = SignedTeam::payout();
    first.progress.awaitingSince = SignedTeam::round().addDays(-1);
    const ApprovalSignature oldReject
        = SignedTeam::sign(m_carl, first, SignedTeam::approvedAt(-24 * 60), 1, Decision::Reject);
    const ApprovalSignature oldApproval = SignedTeam::sign(m_ben, first, SignedTeam::approvedAt(-24 * 60));
    const auto row = SignedTeam::payout();
    auto v = SignatureVerifier::verify(input(row, {oldReject, SignedTeam::sign(m_ben, row)}));
    QVERIFY2(v.ok(), qPrintable(v.detail));
    v = SignatureVerifier::verify(input(row, {oldApproval}));
    EXPECT_PROBLEM(v, Problem::NotSigned);
}

void TestSignatureVerifier::voucherNotAnAdministrator()
{
    const TestSigner mallory = SignedTeam::vouched(u"dan"_s, Role::Approver, m_ben); // Ben is no admin
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(mallory, row)});
    in.keys.insert(mallory.id(), mallory.row);
    const auto v = SignatureVerifier::verify(in);
    EXPECT_PROBLEM(v, Problem::KeyNotVouched);
    QVERIFY2(v.detail.contains(u"not an administrator"_s), qPrintable(v.detail));
}

void TestSignatureVerifier::vouchTampered()
{
    // A viewer's vouch rewritten to say approver, without the administrator's signature.
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(m_vic, row)});
    operators::KeyRecord record = m_vic.record;
    record.role = Role::Approver;
    in.keys[m_vic.id()].vouch = record.canonicalBytes();
    EXPECT_PROBLEM(SignatureVerifier::verify(in), Problem::KeyNotVouched);
    // Not vouched at all.
    in.keys[m_vic.id()].vouch.clear();
    EXPECT_PROBLEM(SignatureVerifier::verify(in), Problem::KeyNotVouched);
}

void TestSignatureVerifier::voucherRevokedBeforeTheVouch()
{
    const TestSigner admin = SignedTeam::vouched(u"zara"_s, Role::Viewer, m_root, true);
    const TestSigner dan
        = SignedTeam::vouched(u"dan"_s, Role::Approver, admin, false, SignedTeam::t0().addDays(2));
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(dan, row)});
    in.keys.insert(admin.id(), admin.row);
    in.keys.insert(dan.id(), dan.row);
    in.keys[admin.id()].revokedAt = SignedTeam::t0().addDays(2).addSecs(-1);
    EXPECT_PROBLEM(SignatureVerifier::verify(in), Problem::KeyRevoked);
    // Revoked after it vouched: Dan's key stays vouched.
    in.keys[admin.id()].revokedAt = SignedTeam::t0().addDays(3);
    QVERIFY(SignatureVerifier::verify(in).ok());
}

void TestSignatureVerifier::signedBeforeTheKeyWasValid()
{
    const TestSigner late
        = SignedTeam::vouched(u"dan"_s, Role::Approver, m_root, false, SignedTeam::approvedAt(10));
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(late, row, SignedTeam::approvedAt(5))});
    in.keys.insert(late.id(), late.row);
    const auto v = SignatureVerifier::verify(in);
    EXPECT_PROBLEM(v, Problem::KeyNotVouched);
    QVERIFY2(v.detail.contains(u"before it was valid"_s), qPrintable(v.detail));
}

void TestSignatureVerifier::signedBeforeTheRound()
{
    // A statement back-dated to before the round began (a revoked key's trick).
    const auto row = SignedTeam::payout();
    const auto v = SignatureVerifier::verify(
        input(row, {SignedTeam::sign(m_ben, row, SignedTeam::round().addSecs(-3600))}));
    EXPECT_PROBLEM(v, Problem::StatementMismatch);
}

void TestSignatureVerifier::recordDisagreesWithStatement()
{
    const auto row = SignedTeam::payout();
    ApprovalSignature s = SignedTeam::sign(m_ben, row);
    s.approver = u"carl"_s;
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {s})), Problem::StatementMismatch);
    s = SignedTeam::sign(m_ben, row);
    s.decision = Decision::Reject;
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {s})), Problem::StatementMismatch);
    s = SignedTeam::sign(m_ben, row);
    s.statement = "{}";
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {s})), Problem::StatementMismatch);
    // Ben's statement signed with Carl's key (Carl's vouch names Carl).
    s = SignedTeam::sign(m_ben, row);
    s.keyId = m_carl.id();
    s.signature = m_carl.key->sign(s.statement);
    EXPECT_PROBLEM(SignatureVerifier::verify(input(row, {s})), Problem::KeyNotVouched);
}

void TestSignatureVerifier::anotherService()
{
    const auto row = SignedTeam::payout();
    auto in = input(row, {SignedTeam::sign(m_ben, row)});
    in.service = u"https://evil.example/v1"_s;
    const auto v = SignatureVerifier::verify(in);
    EXPECT_PROBLEM(v, Problem::StatementMismatch);
    QVERIFY2(v.reason.contains(u"the service"_s), qPrintable(v.reason));
}

void TestSignatureVerifier::keyVerdictDirectly()
{
    QHash<QString, operators::OperatorKey> keys {{m_root.id(), m_root.row}, {m_ben.id(), m_ben.row}};
    auto v = SignatureVerifier::keyVerdict(m_ben.id(), keys, m_root.id(), SignedTeam::approvedAt());
    QVERIFY2(v.ok(), qPrintable(v.detail));
    QCOMPARE(v.record->operatorId, u"ben"_s);
    QCOMPARE(v.record->role, Role::Approver);
    v = SignatureVerifier::keyVerdict(m_root.id(), keys, m_root.id(), SignedTeam::approvedAt());
    QVERIFY2(v.ok(), qPrintable(v.detail));
    QVERIFY(v.record->isRoot());
    QCOMPARE(SignatureVerifier::keyVerdict(m_carl.id(), keys, m_root.id(), SignedTeam::approvedAt()).problem,
             Problem::KeyNotVouched);
    QCOMPARE(SignatureVerifier::keyVerdict(m_ben.id(), keys, QString(), SignedTeam::approvedAt()).problem,
             Problem::NoTrustedRoot);
    QCOMPARE(SignatureVerifier::keyVerdict(m_ben.id(), keys, m_ben.id(), SignedTeam::approvedAt()).problem,
             Problem::KeyNotVouched);
    // A cycle written into the table.
    operators::KeyRecord a = m_ben.record;
    a.vouchedByKey = m_carl.id();
    a.vouchedBy = u"carl"_s;
    a.administrator = true;
    operators::KeyRecord c = m_carl.record;
    c.vouchedByKey = m_ben.id();
    c.vouchedBy = u"ben"_s;
    c.administrator = true;
    keys[m_ben.id()].vouch = a.canonicalBytes();
    keys[m_ben.id()].vouchSignature = m_carl.key->sign(a.canonicalBytes());
    keys[m_ben.id()].vouchedByKey = m_carl.id();
    keys.insert(m_carl.id(), m_carl.row);
    keys[m_carl.id()].vouch = c.canonicalBytes();
    keys[m_carl.id()].vouchSignature = m_ben.key->sign(c.canonicalBytes());
    keys[m_carl.id()].vouchedByKey = m_ben.id();
    v = SignatureVerifier::keyVerdict(m_ben.id(), keys, m_root.id(), SignedTeam::approvedAt());
    QCOMPARE(v.problem, Problem::KeyNotVouched);
    QVERIFY2(v.detail.contains(u"loops"_s), qPrintable(v.detail));
}

QTEST_GUILESS_MAIN(TestSignatureVerifier)
#include "tst_signatureverifier.moc"
