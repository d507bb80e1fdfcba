// SPDX-License-Identifier: GPL-3.0-or-later
// What one workstation hears of another's changes on a team database (store::ChangeListener,
// schema step 13): the channel rule, a change heard on another connection and not in another
// schema, the approval queue of a second AppContext showing a payout submitted through the first
// within a second (and reading a few times, not once per change, for many), an approver told
// that a payout waits, and a connection lost and back with a catch-up. On SQLite (the unit run):
// the rule, and that there are neither triggers nor a listener. The rest runs with
// PAYDESK_TEST_STORE=postgres (label postgres).

#include "AppContext.h"
#include "AppContextSupport.h"
#include "StoreBackend.h"
#include "TeamWorkstation.h"
#include "Waits.h"
#include "core/Throttle.h"
#include "operators/SignedIn.h"
#include "payouts/DraftsListModel.h"
#include "shell/ApprovalAlerts.h"
#include "shell/TeamLink.h"
#include "store/SqlDialect.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace paydesk;
using namespace std::chrono_literals;
using store::ChangeListener;
using store::SqlDialect;
using store::TableChange;
using test::TeamStation;

class TestChangeListener : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void channelNames();
    void throttleFolds();
    void payloadReadsBack();
    void sqliteHasNeitherTriggersNorListener();
    void channelRuleIsTheSameInSql();
    void otherConnectionHearsChange();
    void otherSchemaDoesNotHear();
    void secondContextQueueShowsSubmission();
    void manyChangesFewReads();
    void makersListFollowsApproval();
    void approverIsTold();
    void lostConnectionComesBack();

private:
    bool requirePostgres();
    static bool hasChange(const QSignalSpy &spy, const QString &id, const QString &state);

    test::StoreBackend m_backend;
    static constexpr auto profileId = "prf-live";
};

void TestChangeListener::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
}

void TestChangeListener::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
}

void TestChangeListener::cleanup()
{
    m_backend.endTest();
}

void TestChangeListener::cleanupTestCase()
{
    m_backend.tearDown();
}

bool TestChangeListener::requirePostgres()
{
    return m_backend.isPostgres();
}

bool TestChangeListener::hasChange(const QSignalSpy &spy, const QString &id, const QString &state)
{
    for (const QList<QVariant> &args : spy) {
        const auto c = args.at(0).value<TableChange>();
        if (c.table == u"payout_outbox" && c.id == id && c.state == state)
            return true;
    }
    return false;
}

void TestChangeListener::channelNames()
{
    QCOMPARE(SqlDialect::changeChannel({}), u"paydesk_changes"_s);
    QCOMPARE(SqlDialect::changeChannel(u"public"_s), u"paydesk_changes"_s);
    QCOMPARE(SqlDialect::changeChannel(u"team_a"_s), u"paydesk_changes_team_a"_s);
    QVERIFY(SqlDialect::changeChannel(u"team_a"_s) != SqlDialect::changeChannel(u"team_b"_s));
    // Not a plain lower-case name, or too long: the MD5 of the name (no two long names alike).
    const QString long1 = QString(60, u'a') + u'1', long2 = QString(60, u'a') + u'2';
    for (const QString &schema : {u"Team A"_s, u"équipe"_s, long1, long2, u"a.b"_s}) {
        const QString channel = SqlDialect::changeChannel(schema);
        QVERIFY2(channel.toUtf8().size() <= 63, qPrintable(channel));
        QVERIFY2(channel.startsWith(u"paydesk_changes_"_s) && channel.size() == 16 + 32, qPrintable(channel));
    }
    QVERIFY(SqlDialect::changeChannel(long1) != SqlDialect::changeChannel(long2));
}

void TestChangeListener::throttleFolds()
{
    Throttle throttle(nullptr, 100ms);
    QSignalSpy fired(&throttle, &Throttle::fired);
    throttle.poke(); // after quiet: at once
    QCOMPARE(fired.size(), 1);
    for (int i = 0; i < 200; ++i)
        throttle.poke(); // within the interval: once, at its end
    QCOMPARE(fired.size(), 1);
    QVERIFY(throttle.isPending());
    QTRY_COMPARE(fired.size(), 2);
    QVERIFY(!throttle.isPending());
}

void TestChangeListener::payloadReadsBack()
{
    const std::optional<TableChange> c = TableChange::fromPayload(
        uR"({"table":"payout_outbox","op":"UPDATE","id":"o1","profile_id":"p1","state":"APPROVED",)"
        uR"("old_state":"AWAITING_APPROVAL","revision":7,"maker":"ana"})"_s);
    QVERIFY(c);
    QCOMPARE(c->table, u"payout_outbox"_s);
    QCOMPARE(c->id, u"o1"_s);
    QCOMPARE(c->profileId, u"p1"_s);
    QCOMPARE(c->revision, 7);
    QCOMPARE(c->maker, u"ana"_s);
    QVERIFY(c->left(u"AWAITING_APPROVAL"_s));
    QVERIFY(c->entered(u"APPROVED"_s));
    QVERIFY(!c->entered(u"AWAITING_APPROVAL"_s));
    QVERIFY(!TableChange::fromPayload(u"hello"_s));
}

void TestChangeListener::sqliteHasNeitherTriggersNorListener()
{
    if (requirePostgres())
        QSKIP("the SQLite run's");
    store::Store store(m_backend.config());
    QVERIFY(store.open().ok());
    QCOMPARE(m_backend
                 .scalar(u"SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' "
                         "AND name LIKE '%notify_change%'"_s)
                 .toInt(),
             0);
    QTemporaryDir dir;
    const auto context = test::makeAppContext(dir.filePath(u"settings.ini"_s));
    QVERIFY(!context->changeListener());
}

void TestChangeListener::channelRuleIsTheSameInSql()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    const QString long1 = QString(60, u'a') + u'1';
    for (const QString &schema : {u""_s, u"public"_s, u"team_a"_s, u"Team A"_s, u"équipe"_s, long1, u"a.b"_s,
                                  QString(47, u'b'), QString(48, u'b')}) {
        QString literal = schema;
        literal.replace(u'\'', u"''"_s);
        const QString sql = SqlDialect::changeChannelSql(u"'"_s + literal + u"'::text"_s);
        QCOMPARE(m_backend.scalar(u"SELECT "_s + sql).toString(), SqlDialect::changeChannel(schema));
    }
}

void TestChangeListener::otherConnectionHearsChange()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    QString why;
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    const auto listener = test::quickListener(m_backend.config());
    QSignalSpy changes(listener.get(), &ChangeListener::changed);
    listener->start();
    QTRY_VERIFY(listener->isListening());
    QCOMPARE(listener->channel(), SqlDialect::changeChannel(m_backend.config().schema));

    const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-LIVE-1"_s);
    QVERIFY2(row.ok(), qPrintable(row.error().toString()));
    QTRY_VERIFY(hasChange(changes, row.value().id, u"AWAITING_APPROVAL"_s));
    TableChange heard;
    for (const QList<QVariant> &args : std::as_const(changes))
        if (args.at(0).value<TableChange>().state == u"AWAITING_APPROVAL")
            heard = args.at(0).value<TableChange>();
    QCOMPARE(heard.op, u"UPDATE"_s);
    QCOMPARE(heard.profileId, QString::fromLatin1(profileId));
    QCOMPARE(heard.oldState, u"DRAFT"_s);
    QCOMPARE(heard.revision, row.value().revision);
    QCOMPARE(heard.maker, test::TestApprovals::maker());
    QVERIFY(heard.entered(u"AWAITING_APPROVAL"_s));
    // The draft's INSERT came first; and the operators added (another table) were heard.
    QVERIFY(hasChange(changes, row.value().id, u"DRAFT"_s));
    QVERIFY(std::any_of(changes.cbegin(), changes.cend(), [](const QList<QVariant> &args) {
        return args.at(0).value<TableChange>().table == u"operators";
    }));
}

void TestChangeListener::otherSchemaDoesNotHear()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    // Another Paydesk schema in the same database, with its own triggers and listener.
    const QString otherSchema = m_backend.config().schema + u"_other"_s;
    QVERIFY(m_backend.exec(u"CREATE SCHEMA "_s + otherSchema));
    store::StoreConfig otherConfig = m_backend.config();
    otherConfig.schema = otherSchema;
    {
        store::Store other(otherConfig);
        QVERIFY(other.open().ok());
    }
    QString why;
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    const auto here = test::quickListener(m_backend.config());
    const auto there = test::quickListener(otherConfig);
    QSignalSpy heardHere(here.get(), &ChangeListener::changed);
    QSignalSpy heardThere(there.get(), &ChangeListener::changed);
    here->start();
    there->start();
    QTRY_VERIFY(here->isListening() && there->isListening());
    QVERIFY(here->channel() != there->channel());
    const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-LIVE-2"_s);
    QVERIFY2(row.ok(), qPrintable(row.error().toString()));
    QTRY_VERIFY(hasChange(heardHere, row.value().id, u"AWAITING_APPROVAL"_s));
    // A change in the other schema, heard there: what was sent here before it would have come first.
    QVERIFY(m_backend.exec(u"INSERT INTO "_s + otherSchema
                           + u".approval_rules (currency, expiry_days, revision, updated_at, updated_by) "
                             "VALUES ('KES', 3, 1, '2026-01-01T00:00:00.000Z', 'ada')"_s));
    QTRY_COMPARE(heardThere.size(), 1);
    QCOMPARE(heardThere.at(0).at(0).value<TableChange>().table, u"approval_rules"_s);
    QCOMPARE(heardThere.at(0).at(0).value<TableChange>().id, u"KES"_s);
    QVERIFY(m_backend.exec(u"DROP SCHEMA "_s + otherSchema + u" CASCADE"_s));
}

void TestChangeListener::secondContextQueueShowsSubmission()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    QString why;
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    // Workstation B: an AppContext as main() builds it, on the same database.
    QTemporaryDir dir;
    AppContext::Options options = test::appContextOptions(dir.filePath(u"b.ini"_s));
    options.store = m_backend.config();
    AppContext b(std::move(options));
    QVERIFY(b.changeListener());
    QTRY_VERIFY(b.changeListener()->isListening());
    test::TestApprovals people(&b.store(), &b.auditLog(), &b.outbox());
    approvals::ApprovalsController controller({&b.payoutDrafts(), &b.outbox(), &b.approvalDesk(),
                                               &b.operators(), &b.payoutFollower(), b.changeListener()});
    QAbstractItemModelTester tester(controller.queueModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(&controller, &approvals::ApprovalsController::outdated, &controller,
            &approvals::ApprovalsController::reload);
    QSignalSpy loaded(&controller, &approvals::ApprovalsController::loaded);
    controller.setProfile(QString::fromLatin1(profileId));
    controller.reload();
    QTRY_VERIFY(loaded.size() >= 1);
    QTRY_VERIFY(!controller.isLoading());
    QCOMPARE(controller.queueModel()->rowCount(), 0);

    const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-LIVE-3"_s);
    QVERIFY2(row.ok(), qPrintable(row.error().toString()));
    QTRY_VERIFY_WITH_TIMEOUT(controller.queued(row.value().id).has_value(), 1000);
    QCOMPARE(controller.queueModel()->rowCount(), 1);

    // Taken back on A: it leaves B's queue.
    const auto withdrawn = maker->approvals.desk().withdraw(
        *maker->approvals.operators()
             .authenticate(test::TestApprovals::maker(),
                           test::TestApprovals::passphraseOf(test::TestApprovals::maker()))
             .authenticated,
        QString::fromLatin1(profileId), row.value().id, row.value().revision);
    QVERIFY2(withdrawn.ok(), qPrintable(withdrawn.message));
    QTRY_COMPARE_WITH_TIMEOUT(controller.queueModel()->rowCount(), 0, 1000);
}

void TestChangeListener::manyChangesFewReads()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    QString why;
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    TeamStation b(m_backend.config());
    QVERIFY(b.store.open().ok());
    const auto listener = test::quickListener(m_backend.config());
    listener->start();
    QTRY_VERIFY(listener->isListening());
    const auto controller = test::approverQueue(b, listener.get(), QString::fromLatin1(profileId));
    QTRY_VERIFY(!controller->isLoading() && controller->queueModel()->rowCount() == 0);
    QSignalSpy loaded(controller.get(), &approvals::ApprovalsController::loaded);
    QSignalSpy heard(listener.get(), &ChangeListener::changed);
    constexpr int payouts = 40;
    for (int i = 0; i < payouts; ++i) {
        const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-MANY-%1"_s.arg(i),
                                           u"+2547120%1"_s.arg(i, 5, 10, QChar(u'0')));
        QVERIFY2(row.ok(), qPrintable(row.error().toString()));
    }
    QTRY_COMPARE(controller->queueModel()->rowCount(), payouts);
    QTRY_VERIFY(!controller->isLoading());
    QVERIFY(heard.size() >= 2 * payouts); // each saved, then submitted
    // Folded: a read per Throttle interval at most (and the one more of the read guard), not one
    // per change.
    QVERIFY2(loaded.size() < payouts / 2, qPrintable(QString::number(loaded.size())));
}

void TestChangeListener::makersListFollowsApproval()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    QString why;
    // The maker's workstation, with New payout's list of her payouts in progress.
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-MINE-1"_s);
    QVERIFY2(row.ok(), qPrintable(row.error().toString()));
    const auto listener = test::quickListener(m_backend.config());
    listener->start();
    QTRY_VERIFY(listener->isListening());
    operators::SignedIn ana;
    const store::AuthResult auth = maker->approvals.operators().authenticate(
        test::TestApprovals::maker(), test::TestApprovals::passphraseOf(test::TestApprovals::maker()));
    QVERIFY(auth.ok());
    ana.signIn(*auth.authenticated);
    payouts::DraftsListModel mine(&maker->drafts, &maker->outbox, &ana);
    QAbstractItemModelTester tester(&mine, QAbstractItemModelTester::FailureReportingMode::QtTest);
    mine.followChangesOf(listener.get());
    QSignalSpy loaded(&mine, &payouts::DraftsListModel::loaded);
    mine.setProfileId(QString::fromLatin1(profileId));
    mine.reload();
    QTRY_VERIFY(!loaded.isEmpty());
    QCOMPARE(mine.rowOf(row.value().id), 0);

    // Approved at the approver's workstation: no longer in progress at the maker's.
    TeamStation approver(m_backend.config());
    QVERIFY(approver.store.open().ok());
    const approvals::ApprovalDesk::Outcome approved = approver.approvals.desk().approve(
        QString::fromLatin1(profileId), row.value().id, row.value().revision, test::TestApprovals::approver(),
        test::TestApprovals::passphraseOf(test::TestApprovals::approver()));
    QVERIFY2(approved.ok(), qPrintable(approved.message));
    QTRY_COMPARE_WITH_TIMEOUT(mine.rowOf(row.value().id), -1, 1000);
}

void TestChangeListener::approverIsTold()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    QString why;
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    // The team exists once A has submitted a first payout.
    QVERIFY(test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-TOLD-0"_s).ok());
    const auto listener = test::quickListener(m_backend.config());
    listener->start();
    QTRY_VERIFY(listener->isListening());
    operators::SignedIn approver, makerHere;
    const auto signIn = [&](operators::SignedIn &signedIn, const QString &id) {
        const store::AuthResult auth
            = maker->approvals.operators().authenticate(id, test::TestApprovals::passphraseOf(id));
        QVERIFY(auth.ok());
        signedIn.signIn(*auth.authenticated);
    };
    signIn(approver, test::TestApprovals::approver());
    signIn(makerHere, test::TestApprovals::maker());
    shell::ApprovalAlerts toApprover(listener.get(), &approver);
    shell::ApprovalAlerts toMaker(listener.get(), &makerHere);
    QSignalSpy approverAlerts(&toApprover, &shell::ApprovalAlerts::alert);
    QSignalSpy makerAlerts(&toMaker, &shell::ApprovalAlerts::alert);
    QSignalSpy heard(listener.get(), &ChangeListener::changed);

    const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-TOLD-1"_s);
    QVERIFY(row.ok());
    QTRY_COMPARE(approverAlerts.size(), 1);
    QCOMPARE(approverAlerts.at(0).at(0).toString(), u"A payout waits for your approval"_s);
    QTRY_VERIFY(hasChange(heard, row.value().id, u"AWAITING_APPROVAL"_s));
    QCOMPARE(makerAlerts.size(), 0); // her own payout
    // Three more at once: one more alert that counts them, not three.
    for (int i = 2; i <= 4; ++i)
        QVERIFY(test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-TOLD-%1"_s.arg(i)).ok());
    QTRY_COMPARE_WITH_TIMEOUT(approverAlerts.size(), 2, 6000);
    QCOMPARE(approverAlerts.at(1).at(0).toString(), shell::ApprovalAlerts::title(3));
    QVERIFY(approverAlerts.at(1).at(0).toString().startsWith(u"3 payout"_s));
    QCOMPARE(makerAlerts.size(), 0);
}

void TestChangeListener::lostConnectionComesBack()
{
    if (!requirePostgres())
        QSKIP("needs PostgreSQL (PAYDESK_TEST_STORE=postgres)");
    QString why;
    const auto maker = test::makeMakerSide(m_backend.config(), &why);
    QVERIFY2(maker, qPrintable(why));
    const auto listener = test::quickListener(m_backend.config(), 100ms);
    shell::TeamLink link(listener.get());
    QSignalSpy lost(listener.get(), &ChangeListener::connectionLost);
    QSignalSpy back(listener.get(), &ChangeListener::connectionBack);
    QSignalSpy catchUp(listener.get(), &ChangeListener::catchUp);
    QSignalSpy heard(listener.get(), &ChangeListener::changed);
    QSignalSpy linkChanged(&link, &shell::TeamLink::changed);
    listener->start();
    QTRY_VERIFY(listener->isListening());
    const qint64 pid = listener->backendPid();
    QVERIFY(pid > 0);
    QVERIFY(!link.isLost());

    QCOMPARE(m_backend.scalar(u"SELECT pg_terminate_backend(%1)"_s.arg(pid)).toBool(), true);
    QTRY_COMPARE(lost.size(), 1);
    QVERIFY(link.isLost() || back.size() == 1); // it may be back already
    QTRY_COMPARE(back.size(), 1);
    QCOMPARE(catchUp.size(), 1);
    QCOMPARE(lost.size(), 1); // said once
    QVERIFY(listener->isListening());
    QVERIFY(!link.isLost());
    QCOMPARE(linkChanged.size(), 2); // lost, then back
    QVERIFY(listener->backendPid() != pid);
    // Heard again on the new connection.
    const auto row = test::submitDraft(*maker, QString::fromLatin1(profileId), u"PD-LIVE-4"_s);
    QVERIFY2(row.ok(), qPrintable(row.error().toString()));
    QTRY_VERIFY(hasChange(heard, row.value().id, u"AWAITING_APPROVAL"_s));
}

QTEST_GUILESS_MAIN(TestChangeListener)
#include "tst_changelistener.moc"
