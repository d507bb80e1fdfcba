// SPDX-License-Identifier: GPL-3.0-or-later
// `paydesk-cli outbox run` as a service runs it: the real binary on a fresh home whose profile is
// a Sandbox-kind profile on a sandbox this test starts on 127.0.0.1 (its key in a private key file
// the profile keeps, as `profile add --key-file` leaves it), payouts approved the way operators
// approve them (ApprovalSupport.h) in the home's own database (XDG_DATA_HOME/Paydesk/Paydesk/
// paydesk.sqlite). The sandbox runs in this process: the test's event loop turns while the
// program runs (QProcess, waited for with QTest::qWaitFor).
//
// - --once sends each approved payout exactly once (counted on the sandbox's side), follows it to
//   SENT, exits 0, and a second run sends nothing;
// - SIGTERM while a POST is held by the service: the answer is awaited and recorded (ACCEPTED),
//   exit 0, and the next run does not send it again;
// - a profile without a usable key: its payout waits (APPROVED, untouched), the log says so once;
// - standard error in the journal's format (<N>category: message), the key nowhere in it;
// - team mode (run tst_paydeskcli_outbox_team, label postgres): the service signed in as a viewer's
//   login of its own with the libpq password file sends a payout the team approved.

#include "ApprovalSupport.h"
#include "CliRun.h"
#include "SandboxFixture.h"
#include "TeamDatabase.h"
#include "TeamWorkstation.h"
#include "outbox/OutboxStore.h"
#include "profiles/ProfileStore.h"
#include "profiles/TeamProfiles.h"
#include "settings/StorePlace.h"
#include "store/AuditLog.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using State = payouts::PayoutDraft::State;

namespace {

// The home's database as paydesk-cli opens it, with what makes and approves payouts.
struct HomeStore
{
    explicit HomeStore(const QString &file)
        : store(store::StoreConfig::sqlite(file))
        , log(&store)
        , drafts(&store, &log)
        , outbox(&store, &log)
        , approvals(&store, &log, &outbox)
    { }
    store::Store store;
    store::AuditLog log;
    store::PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    TestApprovals approvals;
};

struct Finished
{
    bool ended = false;
    QProcess::ExitStatus status = QProcess::CrashExit;
    int code = -1;
    QString err;
};

} // namespace

class TestPaydeskCliOutbox : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void onceSendsEachExactlyOnceAndFollowsToSent();
    void sigtermFinishesThePayoutInFlight();
    void secondSignalExitsAtOnce();
    void profileWithoutKeyWaits();
    void jsonLogIsOneObjectPerLine();
    void teamDatabaseAsAViewersLogin();

private:
    // A profile on the sandbox in the home's preferences, its key in a private file unless
    // `keyFileMode` says otherwise (0: no key file at all); its id.
    QString addProfile(const QString &name, QFile::Permissions keyFileMode);
    // A private file in the home holding `text`; its path.
    QString privateFile(const QString &name, const QByteArray &text);
    // The home's preferences (~/.config/Paydesk/Paydesk.conf).
    std::unique_ptr<QSettings> homeSettings();
    // An APPROVED payout of `profileId` with `customId`; its row id.
    QString approvedPayout(const QString &profileId, const QString &customId, const QString &amount);
    // paydesk-cli started in the home (not waited for).
    std::unique_ptr<QProcess> start(const QStringList &arguments);
    // `outbox run` started with the approved payout `id` in flight: the service holds its POST for
    // `holdMs`; nullptr when the row did not reach SUBMITTING in time.
    std::unique_ptr<QProcess> startWithPostHeld(const QString &id, int holdMs);
    // Waits for `process` to end, the event loop turning (the sandbox serves it).
    Finished waitFor(QProcess &process, int timeoutMs = 60000);
    // paydesk-cli run to its end.
    Finished runCli(const QStringList &arguments);
    // The payouts the sandbox has, by custom_id (each custom_id once per payout).
    QStringList sandboxCustomIds();
    // Every line of `err` is "<N>paydesk.<area>: message".
    static QString notJournalLine(const QString &err);

    std::unique_ptr<QTemporaryDir> m_home;
    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<HomeStore> m_db;
    QProcessEnvironment m_extraEnvironment;
};

void TestPaydeskCliOutbox::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPaydeskCliOutbox::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    m_sandbox = std::make_unique<SandboxFixture>(u"empty"_s, 0.0);
    QVERIFY2(m_sandbox->started(), qPrintable(m_sandbox->error()));
    QVERIFY(!m_sandbox->createWallet(u"KES"_s, u"1000000.00"_s).isEmpty());
    const QString data = QDir(m_home->path()).filePath(u".local/share/Paydesk/Paydesk"_s);
    QVERIFY(QDir().mkpath(data));
    m_db = std::make_unique<HomeStore>(QDir(data).filePath(u"paydesk.sqlite"_s));
    const store::StoreResult<void> opened = m_db->store.open();
    QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
}

void TestPaydeskCliOutbox::cleanup()
{
    m_extraEnvironment = {};
    m_db.reset();
    m_sandbox.reset();
    m_home.reset();
}

std::unique_ptr<QSettings> TestPaydeskCliOutbox::homeSettings()
{
    const QString config = QDir(m_home->path()).filePath(u".config/Paydesk"_s);
    if (!QDir().mkpath(config))
        return {};
    return std::make_unique<QSettings>(QDir(config).filePath(u"Paydesk.conf"_s), QSettings::IniFormat);
}

QString TestPaydeskCliOutbox::privateFile(const QString &name, const QByteArray &text)
{
    const QString path = QDir(m_home->path()).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    file.close();
    if (!file.setPermissions(QFile::ReadOwner | QFile::WriteOwner))
        return {};
    return path;
}

QString TestPaydeskCliOutbox::addProfile(const QString &name, QFile::Permissions keyFileMode)
{
    std::unique_ptr<QSettings> settings = homeSettings();
    if (!settings)
        return {};
    profiles::ProfileStore profiles(std::move(settings));
    const profiles::Profile profile
        = profiles::Profile::create(profiles::Profile::Kind::Sandbox, name, m_sandbox->baseUrl());
    QString why;
    if (!profiles.save(profile, &why)) {
        qWarning().noquote() << why;
        return {};
    }
    if (keyFileMode) {
        const QString keyFile
            = QDir(m_home->path()).filePath(name.simplified().replace(u' ', u'-') + u".key"_s);
        QFile file(keyFile);
        if (!file.open(QIODevice::WriteOnly) || file.write(m_sandbox->key().toUtf8() + '\n') < 0)
            return {};
        file.close();
        if (!file.setPermissions(keyFileMode))
            return {};
        profiles.setKeyFile(profile.id, keyFile);
    }
    return profile.id;
}

QString TestPaydeskCliOutbox::approvedPayout(const QString &profileId, const QString &customId,
                                             const QString &amount)
{
    payouts::PayoutDraft::Content content;
    content.requestBody = kenyaPayout(amount);
    content.requestBody.insert(u"custom_id"_s, customId);
    content.recipientSummary = u"Jane Wanjiku"_s;
    content.maker = TestApprovals::maker();
    const auto draft = m_db->drafts.save(profileId, content);
    if (!draft.ok())
        return {};
    // The approver signs for the profile's service, as the home's Paydesk knows it.
    m_db->approvals.desk().setProfileOf([this](const QString &id) -> std::optional<profiles::Profile> {
        std::unique_ptr<QSettings> settings = homeSettings();
        if (!settings)
            return std::nullopt;
        return profiles::ProfileStore(std::move(settings)).profile(id);
    });
    const auto row = m_db->approvals.approve(profileId, draft.value().id, draft.value().revision);
    if (!row.ok()) {
        qWarning().noquote() << row.error().toString();
        return {};
    }
    return row.value().id;
}

std::unique_ptr<QProcess> TestPaydeskCliOutbox::start(const QStringList &arguments)
{
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment env = cliEnvironment(m_home->path(), m_extraEnvironment);
    env.remove(u"QT_LOGGING_RULES"_s); // the command's own choice of categories is under test
    process->setProcessEnvironment(env);
    process->start(QStringLiteral(PAYDESK_CLI_EXE), arguments);
    process->closeWriteChannel();
    return process;
}

Finished TestPaydeskCliOutbox::waitFor(QProcess &process, int timeoutMs)
{
    Finished done;
    done.ended = QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, timeoutMs);
    if (!done.ended) {
        process.kill();
        process.waitForFinished();
    }
    done.status = process.exitStatus();
    done.code = process.exitCode();
    done.err = QString::fromUtf8(process.readAllStandardError());
    return done;
}

Finished TestPaydeskCliOutbox::runCli(const QStringList &arguments)
{
    const std::unique_ptr<QProcess> process = start(arguments);
    return waitFor(*process);
}

QStringList TestPaydeskCliOutbox::sandboxCustomIds()
{
    QStringList ids;
    for (const QJsonValue &payout : m_sandbox->http().get(u"/payouts"_s).dataArray())
        ids << payout.toObject().value(u"custom_id"_s).toString();
    ids.sort();
    return ids;
}

QString TestPaydeskCliOutbox::notJournalLine(const QString &err)
{
    static const QRegularExpression line(u"^<[0-7]>paydesk(\\.[a-z]+)*: \\S.*$"_s);
    for (const QString &l : err.split(u'\n', Qt::SkipEmptyParts)) {
        if (!line.match(l).hasMatch())
            return l;
    }
    return {};
}

void TestPaydeskCliOutbox::onceSendsEachExactlyOnceAndFollowsToSent()
{
    const QString profile = addProfile(u"Acme sandbox"_s, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!profile.isEmpty());
    const QStringList customIds {u"PD-CLI-0001"_s, u"PD-CLI-0002"_s, u"PD-CLI-0003"_s};
    QStringList rows;
    for (const QString &customId : customIds) {
        rows << approvedPayout(profile, customId, u"225.50"_s);
        QVERIFY(!rows.last().isEmpty());
    }

    const Finished first = runCli({u"outbox"_s, u"run"_s, u"--once"_s});
    QVERIFY2(first.ended, qPrintable(first.err));
    QCOMPARE(first.status, QProcess::NormalExit);
    QVERIFY2(first.code == 0, qPrintable(first.err));
    // Each sent exactly once (the service's own list), accepted and followed to SENT here.
    QVERIFY2(sandboxCustomIds() == customIds, qPrintable(first.err));
    for (const QString &id : rows) {
        const auto row = m_db->outbox.load(id);
        QVERIFY(row.ok());
        QCOMPARE(row.value().state, State::Accepted);
        QVERIFY(row.value().progress.providerPayoutId.startsWith(u"pyt-"_s));
        QCOMPARE(row.value().progress.payoutState, u"SENT"_s);
        // The journal's lines for it: accepted (the process's info), then SENT (the follower's).
        QVERIFY2(first.err.contains(u"<6>paydesk.outbox: outbox row %1 accepted: payout %2"_s.arg(
                     id, row.value().progress.providerPayoutId)),
                 qPrintable(first.err));
        QVERIFY2(first.err.contains(u"<6>paydesk.outbox.follow: payout %1 (%2, KES 225.50"_s.arg(
                     row.value().progress.providerPayoutId, row.value().customId())),
                 qPrintable(first.err));
    }
    QVERIFY2(notJournalLine(first.err).isEmpty(), qPrintable(notJournalLine(first.err)));
    QVERIFY2(first.err.contains(u"<6>paydesk.outbox: outbox run started on sqlite:"_s),
             qPrintable(first.err));
    QVERIFY2(first.err.contains(u"<6>paydesk.outbox: outbox run stopped"_s), qPrintable(first.err));
    QVERIFY(!first.err.contains(m_sandbox->key()));
    QVERIFY(!first.err.contains(u"sbx_"_s));

    // Nothing is sent twice.
    const Finished second = runCli({u"outbox"_s, u"run"_s, u"--once"_s});
    QVERIFY2(second.ended && second.code == 0, qPrintable(second.err));
    QCOMPARE(sandboxCustomIds(), customIds);
    QVERIFY(!second.err.contains(u"accepted: payout"_s));
    QVERIFY(m_db->log.verify().ok());
}

std::unique_ptr<QProcess> TestPaydeskCliOutbox::startWithPostHeld(const QString &id, int holdMs)
{
    QJsonObject delay = fault("POST", "/v1/payouts", "delay", 1);
    delay.insert(u"delay_ms"_s, holdMs);
    if (m_sandbox->addFault(delay).status != 201)
        return nullptr;
    std::unique_ptr<QProcess> service = start({u"outbox"_s, u"run"_s});
    if (!service->waitForStarted())
        return nullptr;
    const bool inFlight = QTest::qWaitFor(
        [&] {
            const auto row = m_db->outbox.load(id);
            return row.ok() && row.value().state == State::Submitting
                && m_sandbox->http().get(u"/_sandbox/faults"_s).dataArray().isEmpty();
        },
        20000);
    if (!inFlight) {
        service->kill();
        service->waitForFinished();
        return nullptr;
    }
    return service;
}

void TestPaydeskCliOutbox::sigtermFinishesThePayoutInFlight()
{
    const QString profile = addProfile(u"Acme sandbox"_s, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!profile.isEmpty());
    const QString id = approvedPayout(profile, u"PD-TERM-0001"_s, u"300.00"_s);
    QVERIFY(!id.isEmpty());
    // The service holds the POST for 3 s: SIGTERM comes while the row is in flight.
    const std::unique_ptr<QProcess> service = startWithPostHeld(id, 3000);
    QVERIFY(service);
    service->terminate(); // SIGTERM
    const Finished stopped = waitFor(*service, 30000);
    QVERIFY2(stopped.ended, qPrintable(stopped.err));
    QCOMPARE(stopped.status, QProcess::NormalExit);
    QVERIFY2(stopped.code == 0, qPrintable(stopped.err));
    // The answer was awaited and recorded before the exit.
    const auto row = m_db->outbox.load(id);
    QCOMPARE(row.value().state, State::Accepted);
    QVERIFY(row.value().progress.providerPayoutId.startsWith(u"pyt-"_s));
    QCOMPARE(sandboxCustomIds(), QStringList {u"PD-TERM-0001"_s});
    QVERIFY2(
        stopped.err.contains(u"<6>paydesk.outbox: stopping (SIGTERM): 1 payout(s) in flight finish first"_s),
        qPrintable(stopped.err));
    QVERIFY2(stopped.err.contains(u"<6>paydesk.outbox: outbox run stopped"_s), qPrintable(stopped.err));
    QVERIFY2(notJournalLine(stopped.err).isEmpty(), qPrintable(notJournalLine(stopped.err)));
    QVERIFY(!stopped.err.contains(m_sandbox->key()));

    // The next run does not send it again.
    const Finished again = runCli({u"outbox"_s, u"run"_s, u"--once"_s});
    QVERIFY2(again.ended && again.code == 0, qPrintable(again.err));
    QCOMPARE(sandboxCustomIds(), QStringList {u"PD-TERM-0001"_s});
    QCOMPARE(m_db->outbox.load(id).value().progress.attempts, 1);
}

void TestPaydeskCliOutbox::secondSignalExitsAtOnce()
{
    const QString profile = addProfile(u"Acme sandbox"_s, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!profile.isEmpty());
    const QString id = approvedPayout(profile, u"PD-TERM-0002"_s, u"300.00"_s);
    QVERIFY(!id.isEmpty());
    const std::unique_ptr<QProcess> service = startWithPostHeld(id, 20000);
    QVERIFY(service);
    service->terminate();
    // The first was taken (a second one sent at once could merge with it, still pending).
    QByteArray before;
    QVERIFY(QTest::qWaitFor(
        [&] {
            before += service->readAllStandardError();
            return before.contains("stopping (SIGTERM)");
        },
        10000));
    service->terminate(); // a second SIGTERM: no waiting for the held answer
    Finished stopped = waitFor(*service, 10000);
    stopped.err.prepend(QString::fromUtf8(before));
    QVERIFY2(stopped.ended, qPrintable(stopped.err));
    QCOMPARE(stopped.status, QProcess::NormalExit);
    QVERIFY2(stopped.code == 128 + 15, qPrintable(stopped.err));
    QVERIFY2(stopped.err.contains(u"<4>paydesk.outbox: a second signal: stopping at once"_s),
             qPrintable(stopped.err));
    QVERIFY2(notJournalLine(stopped.err).isEmpty(), qPrintable(notJournalLine(stopped.err)));
    // Left under its lease, SUBMITTING: the next start resolves it once the lease expired.
    QCOMPARE(m_db->outbox.load(id).value().state, State::Submitting);
}

void TestPaydeskCliOutbox::profileWithoutKeyWaits()
{
    // A key file others may read is refused (KeyFile.h); the keychain of the test's user has no
    // key for this new profile either.
    const QString profile = addProfile(
        u"Open key"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther | QFile::ReadGroup);
    QVERIFY(!profile.isEmpty());
    const QString id = approvedPayout(profile, u"PD-WAIT-0001"_s, u"80.00"_s);
    QVERIFY(!id.isEmpty());

    const Finished run = runCli({u"outbox"_s, u"run"_s, u"--once"_s});
    QVERIFY2(run.ended && run.code == 0, qPrintable(run.err));
    const auto row = m_db->outbox.load(id);
    QCOMPARE(row.value().state, State::Approved); // untouched, not lost
    QCOMPARE(row.value().progress.attempts, 0);
    QVERIFY(sandboxCustomIds().isEmpty());
    QVERIFY2(run.err.contains(u"<4>paydesk.outbox: profile \"Open key\" key file not used:"_s),
             qPrintable(run.err));
    const QString waits = u"<4>paydesk.outbox: payouts of profile \"Open key\" wait:"_s;
    QVERIFY2(run.err.count(waits) == 1, qPrintable(run.err));
    QVERIFY2(notJournalLine(run.err).isEmpty(), qPrintable(notJournalLine(run.err)));
    QVERIFY(!run.err.contains(m_sandbox->key()));
}

void TestPaydeskCliOutbox::jsonLogIsOneObjectPerLine()
{
    const QString profile = addProfile(u"Acme sandbox"_s, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!profile.isEmpty());
    const QString id = approvedPayout(profile, u"PD-JSON-0001"_s, u"199.00"_s);
    QVERIFY(!id.isEmpty());

    const Finished run = runCli({u"outbox"_s, u"run"_s, u"--once"_s, u"--json-log"_s});
    QVERIFY2(run.ended && run.code == 0, qPrintable(run.err));
    QCOMPARE(sandboxCustomIds(), QStringList {u"PD-JSON-0001"_s});
    const QString payoutId = m_db->outbox.load(id).value().progress.providerPayoutId;
    QVERIFY(payoutId.startsWith(u"pyt-"_s));
    bool accepted = false;
    for (const QString &line : run.err.split(u'\n', Qt::SkipEmptyParts)) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError && document.isObject(), qPrintable(line));
        const QJsonObject object = document.object();
        QVERIFY2(QDateTime::fromString(object.value(u"time"_s).toString(), Qt::ISODateWithMs).isValid(),
                 qPrintable(line));
        const int priority = object.value(u"priority"_s).toInt(-1);
        QVERIFY2(priority == 3 || priority == 4 || priority == 6, qPrintable(line));
        QVERIFY2(object.value(u"category"_s).toString().startsWith(u"paydesk."_s), qPrintable(line));
        if (object.value(u"message"_s).toString().contains(u"accepted: payout %1"_s.arg(payoutId))) {
            accepted = true;
            QCOMPARE(priority, 6);
            QCOMPARE(object.value(u"category"_s).toString(), u"paydesk.outbox"_s);
        }
    }
    QVERIFY2(accepted, qPrintable(run.err));
    QVERIFY(!run.err.contains(m_sandbox->key()));
}

void TestPaydeskCliOutbox::teamDatabaseAsAViewersLogin()
{
    if (qEnvironmentVariable("PAYDESK_CLI_OUTBOX_TEAM") != u"1")
        QSKIP("needs the PostgreSQL server: run tst_paydeskcli_outbox_team (label postgres)");
    TeamDatabase team;
    QString why;
    QVERIFY2(team.setUp(&why), qPrintable(why));
    const store::StoreConfig maker = team.addOperator(u"ana"_s, operators::Operator::Role::Maker);
    const store::StoreConfig approver = team.addOperator(u"bo"_s, operators::Operator::Role::Approver, true);
    // The service's own login, with the least role: any enabled operator may run the outbox.
    const store::StoreConfig service = team.addOperator(u"svc"_s, operators::Operator::Role::Viewer);
    QVERIFY(!maker.user.isEmpty() && !approver.user.isEmpty() && !service.user.isEmpty());

    // The team's profile (by an administrator), a payout drafted and submitted by the maker and
    // approved by the approver with his password, each through the team database's functions.
    const std::unique_ptr<TeamSeat> makerSeat = signInTeamSeat(maker, &why);
    QVERIFY2(makerSeat, qPrintable(why));
    const std::unique_ptr<TeamSeat> approverSeat = signInTeamSeat(approver, &why);
    QVERIFY2(approverSeat, qPrintable(why));
    const profiles::Profile profile = profiles::Profile::create(profiles::Profile::Kind::Sandbox,
                                                                u"Team sandbox"_s, m_sandbox->baseUrl());
    const auto saved = profiles::teamProfiles::set(&approverSeat->store, profile, 0);
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    payouts::PayoutDraft::Content content;
    content.requestBody = kenyaPayout(u"450.00"_s);
    content.requestBody.insert(u"custom_id"_s, u"PD-TEAM-CLI-1"_s);
    content.recipientSummary = u"Jane Wanjiku"_s;
    content.maker = makerSeat->signedIn->id();
    const auto draft = makerSeat->drafts.save(profile.id, content);
    QVERIFY2(draft.ok(), qPrintable(draft.error().toString()));
    const approvals::ApprovalDesk::Outcome submitted
        = makerSeat->desk.submit(*makerSeat->signedIn, profile.id, draft.value().id, draft.value().revision);
    QVERIFY2(submitted.ok(), qPrintable(submitted.message));
    approverSeat->desk.setProfileOf([profile](const QString &) { return std::optional(profile); });
    const approvals::ApprovalDesk::Outcome approved = approverSeat->desk.approve(
        profile.id, submitted.row.id, submitted.row.revision, approver.user, approver.password);
    QVERIFY2(approved.ok(), qPrintable(approved.message + u' ' + approved.storeError.toString()));
    QCOMPARE(approved.row.state, State::Approved);

    // The service's home: Settings > Team database with the service's login, the profile's key in
    // a key file of this computer, the login's password in a libpq password file (nothing typed,
    // no keychain).
    const QString keyFile = privateFile(u"team-sandbox.key"_s, m_sandbox->key().toUtf8() + '\n');
    QVERIFY(!keyFile.isEmpty());
    {
        std::unique_ptr<QSettings> settings = homeSettings();
        QVERIFY(settings);
        settings::StorePlace place;
        place.mode = settings::StorePlace::Mode::Team;
        place.host = service.host;
        place.port = service.port;
        place.database = service.database;
        place.sslMode = u"disable"_s;
        place.login = service.user;
        place.save(*settings);
        profiles::ProfileStore profiles(std::move(settings));
        profiles.setKeyFile(profile.id, keyFile);
    }
    const QString passFile = privateFile(u"pgpass"_s,
                                         u"%1:%2:%3:%4:%5\n"_s.arg(service.host)
                                             .arg(service.port)
                                             .arg(service.database, service.user, service.password)
                                             .toUtf8());
    QVERIFY(!passFile.isEmpty());
    m_extraEnvironment.insert(u"PGPASSFILE"_s, passFile);

    const Finished run = runCli({u"outbox"_s, u"run"_s, u"--once"_s});
    QVERIFY2(run.ended && run.code == 0, qPrintable(run.err));
    QVERIFY2(sandboxCustomIds() == QStringList {u"PD-TEAM-CLI-1"_s}, qPrintable(run.err));
    const auto row = makerSeat->outbox.load(submitted.row.id);
    QVERIFY(row.ok());
    QCOMPARE(row.value().state, State::Accepted);
    QCOMPARE(row.value().progress.payoutState, u"SENT"_s);
    QVERIFY2(run.err.contains(u"<6>paydesk.outbox: outbox run started on postgres://%1@"_s.arg(service.user)),
             qPrintable(run.err));
    QVERIFY2(notJournalLine(run.err).isEmpty(), qPrintable(notJournalLine(run.err)));
    QVERIFY(!run.err.contains(m_sandbox->key()));
    QVERIFY(!run.err.contains(service.password));

    // A second run sends nothing.
    const Finished again = runCli({u"outbox"_s, u"run"_s, u"--once"_s});
    QVERIFY2(again.ended && again.code == 0, qPrintable(again.err));
    QCOMPARE(sandboxCustomIds(), QStringList {u"PD-TEAM-CLI-1"_s});
}

QTEST_GUILESS_MAIN(TestPaydeskCliOutbox)
#include "tst_paydeskcli_outbox.moc"
