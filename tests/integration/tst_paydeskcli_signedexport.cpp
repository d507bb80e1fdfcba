// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-cli audit export --signed as the real program, on the SQLite store of its home: approved
// payouts of the outbox with signatures recorded for them (written here as the store keeps them,
// with keys of a root of the test's), exported whole or by days, checked again offline by
// `audit verify FILE --root`; a signature written into the database by someone without the keys
// is named; no private key ever leaves the database.

#include "CliRun.h"
#include "SignedApprovals.h"
#include "TeamWorkstation.h"
#include "store/AuditEntry.h"
#include "store/SigningKeys.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace Qt::StringLiterals;
using approvals::ApprovalSignature;
using approvals::ApprovalStatement;
using Role = operators::Operator::Role;
using test::CliRun;
using test::SignedTeam;
using test::TestSigner;

class TestPaydeskCliSignedExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void exportThenVerify();

private:
    CliRun cli(const QStringList &arguments) { return test::runCli(m_home->path(), arguments); }
    QString databaseFile() const;
    bool insertKey(QSqlDatabase &db, const operators::OperatorKey &key);
    bool insertSignature(QSqlDatabase &db, const ApprovalSignature &s);

    std::unique_ptr<QTemporaryDir> m_home;
};

void TestPaydeskCliSignedExport::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

QString TestPaydeskCliSignedExport::databaseFile() const
{
    QDirIterator it(m_home->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        if (const QString path = it.next(); it.fileName() == u"paydesk.sqlite"_s)
            return path;
    }
    return {};
}

bool TestPaydeskCliSignedExport::insertKey(QSqlDatabase &db, const operators::OperatorKey &key)
{
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO operator_keys (key_id, operator_id, public_key, wrapped_key, created_at, vouch, "
              "vouch_signature, vouched_by_key, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)"_s);
    q.addBindValue(key.keyId);
    q.addBindValue(key.operatorId);
    q.addBindValue(QString::fromLatin1(key.publicKey.toBase64()));
    q.addBindValue(u"$pdkey1$ln=10,r=8,p=1$TESTWRAPPED"_s);
    q.addBindValue(store::AuditEntry::timeText(key.createdAt));
    q.addBindValue(QString::fromUtf8(key.vouch));
    q.addBindValue(QString::fromLatin1(key.vouchSignature.toBase64()));
    q.addBindValue(key.vouchedByKey);
    if (!q.exec())
        qWarning() << q.lastError().text();
    return q.numRowsAffected() == 1;
}

bool TestPaydeskCliSignedExport::insertSignature(QSqlDatabase &db, const ApprovalSignature &s)
{
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO approval_signatures (id, outbox_id, profile_id, decision, approver, key_id, "
              "statement, signature, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(s.id);
    q.addBindValue(s.outboxId);
    q.addBindValue(s.profileId);
    q.addBindValue(s.decision == ApprovalStatement::Decision::Reject ? u"REJECT"_s : u"APPROVE"_s);
    q.addBindValue(s.approver);
    q.addBindValue(s.keyId);
    q.addBindValue(QString::fromUtf8(s.statement));
    q.addBindValue(QString::fromLatin1(s.signature.toBase64()));
    q.addBindValue(store::AuditEntry::timeText(s.recordedAt));
    if (!q.exec())
        qWarning() << q.lastError().text();
    return q.numRowsAffected() == 1;
}

void TestPaydeskCliSignedExport::exportThenVerify()
{
    QCOMPARE(cli({u"audit"_s, u"verify"_s}).exitCode, 0); // the store made, as the program makes it
    const QString file = databaseFile();
    QVERIFY(!file.isEmpty());

    // Two payouts of the Local sandbox approved in the store, as operators approve them: Ben's
    // signatures, his key vouched by Ada's, the store's root.
    const profiles::Profile profile = profiles::Profile::localSandbox();
    QList<ApprovalSignature> signatures;
    QString rootId;
    {
        test::TeamStation station(store::StoreConfig::sqlite(file));
        QVERIFY2(station.store.open().ok(), "the store did not open");
        for (int i = 0; i < 2; ++i) {
            const auto draft = station.drafts.save(
                profile.id, test::teamPayout(u"PD-EXPORT-%1"_s.arg(i), u"+25471200000%1"_s.arg(i)));
            QVERIFY2(draft.ok(), qPrintable(draft.error().toString()));
            const auto approved
                = station.approvals.approve(profile.id, draft.value().id, draft.value().revision);
            QVERIFY2(approved.ok(), qPrintable(approved.error().toString()));
            const auto recorded = store::SigningKeys(&station.store).signaturesOf(approved.value().id);
            QVERIFY(recorded.ok() && recorded.value().size() == 1);
            signatures.append(recorded.value().first());
        }
        const auto root = store::SigningKeys(&station.store).root();
        QVERIFY(root.ok() && root.value());
        rootId = root.value()->keyId;
    }

    // Everything, then checked offline against the store's root.
    const QString all = m_home->filePath(u"all.json"_s);
    CliRun run = cli({u"audit"_s, u"export"_s, u"--signed"_s, all});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(u"2 signature"_s), qPrintable(run.out));
    QFile written(all);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray bytes = written.readAll();
    QVERIFY(!bytes.contains("$pdkey1$")); // no wrapped private key
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(o.value(u"format"_s).toString(), u"paydesk-signed-audit/1"_s);
    QCOMPARE(o.value(u"payouts"_s).toArray().size(), 2);
    run = cli({u"audit"_s, u"verify"_s, all, u"--root"_s, rootId});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));

    // By days (UTC, both included), and by profile: today has both, yesterday none.
    const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
    const QString yesterday = QDateTime::currentDateTimeUtc().date().addDays(-1).toString(Qt::ISODate);
    const QString days = m_home->filePath(u"days.json"_s);
    run = cli({u"audit"_s, u"export"_s, u"--signed"_s, days, u"--from"_s, today, u"--to"_s, today,
               u"--profile"_s, profile.id});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    auto payoutsIn = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly)
            ? QJsonDocument::fromJson(f.readAll()).object().value(u"payouts"_s).toArray()
            : QJsonArray();
    };
    QCOMPARE(payoutsIn(days).size(), 2);
    run = cli({u"audit"_s, u"export"_s, u"--signed"_s, days, u"--from"_s, yesterday, u"--to"_s, yesterday});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(payoutsIn(days).size(), 0);
    run = cli({u"audit"_s, u"export"_s, u"--signed"_s, days, u"--from"_s, u"24 November"_s});
    QCOMPARE(run.exitCode, 2);

    // A signature written into the database by someone who holds another key: named.
    const TestSigner fakeRoot = SignedTeam::root();
    const TestSigner fakeBen = SignedTeam::vouched(u"ben"_s, Role::Approver, fakeRoot);
    ApprovalSignature forged = SignedTeam::signBytes(fakeBen, {}, signatures.at(0).statement);
    forged.outboxId = signatures.at(0).outboxId;
    forged.profileId = profile.id;
    forged.recordedAt = QDateTime::currentDateTimeUtc();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"owner"_s);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QVERIFY(insertKey(db, fakeRoot.row));
        QVERIFY(insertKey(db, fakeBen.row));
        QVERIFY(insertSignature(db, forged));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"owner"_s);
    run = cli({u"audit"_s, u"export"_s, u"--signed"_s, all});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = cli({u"audit"_s, u"verify"_s, all, u"--root"_s, rootId});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.err.contains(forged.id) && run.err.contains(forged.outboxId), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestPaydeskCliSignedExport)
#include "tst_paydeskcli_signedexport.moc"
