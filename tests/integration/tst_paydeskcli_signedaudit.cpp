// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli's signed audit file commands run as the real program: `audit verify FILE` checks a
// file offline (exit 0 when every signature holds; 1 naming each that fails, against the root the
// auditor gives; 2 for a file that is not one), while `audit verify` without a file still checks
// the audit log of the store.

#include "CliRun.h"
#include "SignedApprovals.h"
#include "audit/SignedAuditFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace Qt::StringLiterals;
using audit::SignedAuditFile;
using Role = operators::Operator::Role;
using test::CliRun;
using test::SignedTeam;
using test::TestSigner;

class TestPaydeskCliSignedAudit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void goodFileHolds();
    void rootFromTheFileIsSaid();
    void anotherRootNamesEveryFailure();
    void tamperedPayoutIsNamed();
    void notAFileIsExitTwo();
    void auditLogVerifyStillWorks();

private:
    CliRun cli(const QStringList &arguments) { return test::runCli(m_home->path(), arguments); }
    QString writeFile(const SignedAuditFile::Contents &contents, const QString &name = u"audit.json"_s);
    SignedAuditFile::Contents contents() const;

    std::unique_ptr<QTemporaryDir> m_home;
    TestSigner m_root;
    TestSigner m_ben;
};

void TestPaydeskCliSignedAudit::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    if (!m_root.key) {
        m_root = SignedTeam::root();
        QVERIFY(!m_root.key->isNull());
        m_ben = SignedTeam::vouched(u"ben"_s, Role::Approver, m_root);
    }
}

SignedAuditFile::Contents TestPaydeskCliSignedAudit::contents() const
{
    SignedAuditFile::Contents c;
    c.exportedAt = SignedTeam::approvedAt(60);
    c.root = m_root.id();
    c.keys = {m_root.row, m_ben.row};
    for (int i = 0; i < 3; ++i) {
        SignedAuditFile::Payout p {SignedTeam::payout(i), SignedTeam::service(), {}};
        p.row.state = payouts::PayoutDraft::State::Accepted;
        p.signatures = {SignedTeam::sign(m_ben, p.row)};
        c.payouts.append(p);
    }
    return c;
}

QString TestPaydeskCliSignedAudit::writeFile(const SignedAuditFile::Contents &contents, const QString &name)
{
    const QString path = m_home->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(SignedAuditFile::write(contents));
    return path;
}

void TestPaydeskCliSignedAudit::goodFileHolds()
{
    const QString path = writeFile(contents());
    const CliRun run = cli({u"audit"_s, u"verify"_s, path, u"--root"_s, m_root.id()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(u"3 signature"_s) && run.out.contains(m_root.id()), qPrintable(run.out));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));

    const CliRun json = cli({u"audit"_s, u"verify"_s, path, u"--root"_s, m_root.id().toUpper(), u"--json"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"ok"_s).toBool(), true);
    QCOMPARE(o.value(u"signatures"_s).toInt(), 3);
    QCOMPARE(o.value(u"payouts"_s).toInt(), 3);
    QCOMPARE(o.value(u"root_from_file"_s).toBool(), false);
    QCOMPARE(o.value(u"root_fingerprint"_s).toString(),
             operators::SigningKey::fingerprint(m_root.row.publicKey));
}

void TestPaydeskCliSignedAudit::rootFromTheFileIsSaid()
{
    const CliRun run = cli({u"audit"_s, u"verify"_s, writeFile(contents())});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(u"--root"_s) && run.err.contains(m_root.id()), qPrintable(run.err));
}

void TestPaydeskCliSignedAudit::anotherRootNamesEveryFailure()
{
    const SignedAuditFile::Contents c = contents();
    const CliRun run = cli({u"audit"_s, u"verify"_s, writeFile(c), u"--root"_s, SignedTeam::root().id()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines().size(), 3);
    for (const SignedAuditFile::Payout &p : c.payouts)
        QVERIFY2(run.err.contains(p.signatures.at(0).id), qPrintable(run.err));
}

void TestPaydeskCliSignedAudit::tamperedPayoutIsNamed()
{
    // The file's copy of the second payout's body changed (its text and Base64 twins alike).
    SignedAuditFile::Contents c = contents();
    c.payouts[1].row.submission.requestBytes.replace("pac-2kA9XqL0mR3", "pac-attacker0000");
    const CliRun run = cli({u"audit"_s, u"verify"_s, writeFile(c), u"--root"_s, m_root.id()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.err.contains(c.payouts.at(1).row.id) && run.err.contains(c.payouts.at(1).signatures.at(0).id)
                 && run.err.contains(u"the recipient"_s),
             qPrintable(run.err));
}

void TestPaydeskCliSignedAudit::notAFileIsExitTwo()
{
    QFile other(m_home->filePath(u"other.json"_s));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write(R"({"format":"something-else"})");
    other.close();
    CliRun run = cli({u"audit"_s, u"verify"_s, other.fileName()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(u"not a signed audit file"_s), qPrintable(run.err));
    run = cli({u"audit"_s, u"verify"_s, m_home->filePath(u"missing.json"_s)});
    QCOMPARE(run.exitCode, 2);
    // --root belongs with a file.
    run = cli({u"audit"_s, u"verify"_s, u"--root"_s, m_root.id()});
    QCOMPARE(run.exitCode, 2);
}

void TestPaydeskCliSignedAudit::auditLogVerifyStillWorks()
{
    const CliRun run = cli({u"audit"_s, u"verify"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(u"whole"_s), qPrintable(run.out));
}

QTEST_GUILESS_MAIN(TestPaydeskCliSignedAudit)
#include "tst_paydeskcli_signedaudit.moc"
