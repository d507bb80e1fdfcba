// SPDX-License-Identifier: GPL-3.0-or-later
// Two Paydesk workstations of a team, each a process of its own with its own home (team_helper),
// signed in as two operators to one team database (TeamDatabase.h, label postgres): the maker
// drafts and submits in one, the approver's queue model in the other (live: its ChangeListener
// hears the submission, no polling) shows it and the approver
// approves it there with her password, both run the outbox processor, and the service receives
// the payout exactly once; the same with the workstation that submits killed by SIGKILL while the
// service holds its request.

#include "SandboxFixture.h"
#include "TeamDatabase.h"
#include "outbox/OutboxStore.h"
#include "store/AuditLog.h"
#include "store/Store.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::store;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using State = payouts::PayoutDraft::State;

namespace {

const QString kProfile = u"profile-a"_s;

// A workstation: team_helper in a home of its own, signed in as `config`'s operator.
struct Workstation
{
    Workstation(const QString &role, const StoreConfig &config, SandboxFixture &sandbox,
                const QString &customId, const QString &owner)
        : owner(owner)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, home.path());
        env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        env.insert(u"PAYDESK_TEAM_PASSWORD"_s, config.password); // never an argument
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.setReadChannel(QProcess::StandardOutput);
        QObject::connect(&process, &QProcess::readyReadStandardError, &process, [this] {
            qWarning().noquote() << this->owner << process.readAllStandardError().trimmed();
        });
        const QString connection = u"host=%1 port=%2 dbname=%3 user=%4"_s.arg(config.host)
                                       .arg(config.port)
                                       .arg(config.database, config.user);
        process.start(
            QStringLiteral(TEAM_HELPER),
            {role, connection, sandbox.baseUrl().toString(), sandbox.key(), kProfile, customId, owner});
    }
    // The lines printed so far.
    QStringList lines()
    {
        m_out += QString::fromUtf8(process.readAllStandardOutput());
        return m_out.split(u'\n', Qt::SkipEmptyParts);
    }
    bool printed(const QString &line) { return lines().contains(line); }
    QString idAfter(const QString &word)
    {
        for (const QString &line : lines())
            if (line.startsWith(word + u' '))
                return line.mid(word.size() + 1);
        return {};
    }

    QTemporaryDir home;
    QProcess process;
    QString owner;
    QString m_out;
};

} // namespace

class TestTeamTwoProcesses : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void makerHereApproverThereSentOnce();
    void killedWhileSubmittingSentOnce();

private:
    void run(bool kill);
};

void TestTeamTwoProcesses::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestTeamTwoProcesses::makerHereApproverThereSentOnce()
{
    run(false);
}

void TestTeamTwoProcesses::killedWhileSubmittingSentOnce()
{
    run(true);
}

void TestTeamTwoProcesses::run(bool kill)
{
    TeamDatabase team;
    QString why;
    QVERIFY2(team.setUp(&why), qPrintable(why));
    const StoreConfig makerConfig = team.addOperator(u"ana"_s, operators::Operator::Role::Maker);
    const StoreConfig approverConfig = team.addOperator(u"bo"_s, operators::Operator::Role::Approver, true);
    QVERIFY(!makerConfig.user.isEmpty() && !approverConfig.user.isEmpty());

    SandboxFixture sandbox(u"empty"_s, 0.0);
    QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
    QVERIFY(!sandbox.createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());
    if (kill) {
        // The service holds the first POST for 3 s: the kill lands while it is there.
        QJsonObject delay = fault("POST", "/v1/payouts", "delay", 1);
        delay.insert(u"delay_ms"_s, 3000);
        QCOMPARE(sandbox.addFault(delay).status, 201);
    }
    const QString customId = kill ? u"PD-TEAM-KILL-1"_s : u"PD-TEAM-TWO-1"_s;

    // The approver's workstation first, until it LISTENs: its queue is not read again on a timer
    // (team_helper), so the payout submitted afterwards reaches it only as the team database's
    // notification through its ChangeListener, the live queue across processes.
    auto approver = std::make_unique<Workstation>(u"approver"_s, approverConfig, sandbox, customId,
                                                  u"owner-approver"_s);
    QVERIFY(approver->process.waitForStarted());
    QVERIFY(QTest::qWaitFor([&] { return approver->printed(u"listening"_s); }, 30000));
    auto maker = std::make_unique<Workstation>(u"maker"_s, makerConfig, sandbox, customId, u"owner-maker"_s);
    QVERIFY(maker->process.waitForStarted());

    // The maker submits; the approver's queue model shows it and the approver approves it.
    QVERIFY(QTest::qWaitFor([&] { return !maker->idAfter(u"submitted"_s).isEmpty(); }, 30000));
    const QString id = maker->idAfter(u"submitted"_s);
    QVERIFY(QTest::qWaitFor([&] { return approver->printed(u"seen "_s + id); }, 30000));
    QVERIFY(QTest::qWaitFor([&] { return approver->printed(u"approved "_s + id); }, 30000));

    // The test's own view of the row, as the team's owner.
    QSqlQuery q(team.ownerSql());
    auto stateOf = [&](QString *leaseOwner = nullptr) {
        if (!q.exec(u"SELECT state, lease_owner FROM payout_outbox WHERE id = '%1'"_s.arg(id)) || !q.next())
            return QString();
        if (leaseOwner)
            *leaseOwner = q.value(1).toString();
        return q.value(0).toString();
    };
    Workstation *survivor = nullptr;
    if (kill) {
        // SUBMITTING committed and the request at the service (the fault taken): the workstation
        // that holds the lease is killed.
        QString holder;
        QVERIFY(QTest::qWaitFor(
            [&] {
                return stateOf(&holder) == u"SUBMITTING"_s
                    && sandbox.http().get(u"/_sandbox/faults"_s).dataArray().isEmpty();
            },
            30000));
        Workstation *victim = holder == maker->owner ? maker.get() : approver.get();
        survivor = victim == maker.get() ? approver.get() : maker.get();
        QVERIFY2(holder == victim->owner, qPrintable(holder));
        victim->process.kill(); // SIGKILL
        QVERIFY(QTest::qWaitFor([&] { return victim->process.state() == QProcess::NotRunning; }, 5000));
        QCOMPARE(victim->process.exitStatus(), QProcess::CrashExit);
    }

    // Both (or the one left) see it ACCEPTED and end; the event loop turns for the sandbox meanwhile.
    for (Workstation *w : {maker.get(), approver.get()}) {
        if (kill && w != survivor)
            continue;
        QVERIFY2(QTest::qWaitFor([&] { return w->process.state() == QProcess::NotRunning; }, 70000),
                 qPrintable(w->owner));
        QCOMPARE(w->process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(w->process.exitCode(), 0);
        QVERIFY(w->printed(u"accepted "_s + id));
    }
    QCOMPARE(stateOf(), u"ACCEPTED"_s);

    int sent = 0;
    for (const QJsonValue &p : sandbox.http().get(u"/payouts"_s).dataArray())
        sent += p.toObject().value(u"custom_id"_s).toString() == customId;
    QCOMPARE(sent, 1);

    // One audit chain, whole: submitted by the maker, approved by the approver.
    Store store(makerConfig);
    QVERIFY(store.open().ok());
    AuditLog log(&store);
    const StoreResult<AuditVerification> verified = log.verify();
    QVERIFY(verified.ok() && verified.value().isIntact());
    const StoreResult<QList<AuditEntry>> entries = log.entriesOfOutboxRow(id);
    QVERIFY(entries.ok());
    QStringList actions;
    for (const AuditEntry &e : entries.value())
        actions.append(e.action);
    QVERIFY2(actions.contains(u"approval.granted"_s) && actions.count(u"outbox.accepted"_s) == 1,
             qPrintable(actions.join(u", "_s)));
}

QTEST_GUILESS_MAIN(TestTeamTwoProcesses)
#include "tst_team_twoprocesses.moc"
