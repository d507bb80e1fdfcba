// SPDX-License-Identifier: GPL-3.0-or-later
// Every statement the store runs has a plan without a full scan or a temporary sort over a table
// that grows (issue 24): a store year after year must not slow down because one query reads every
// row.
//
// How. A workload drives the store the way Paydesk does (operators and approval rules, drafts and
// their lists, the approvals desk and its queue, the outbox processor and the payout follower
// against the sandbox, History's local record, wallet statements, the audit log's pages, its
// verification and export), while every statement sent to the database is captured below the
// store (StatementCapture.h: a SQLite trace on every connection; a wire tap in front of the
// PostgreSQL server). No list of statements is written here: a statement added to the store is
// checked as soon as the workload runs it. Each distinct statement is then explained:
//   SQLite      EXPLAIN QUERY PLAN (placeholders left unbound: the plan does not depend on them)
//   PostgreSQL  PREPARE, then EXPLAIN (FORMAT JSON) EXECUTE with a NULL of each parameter's type,
//               under plan_cache_mode = force_generic_plan (the plan for any value), with
//               enable_seqscan and enable_sort off: on the workload's few rows PostgreSQL prefers a
//               sequential scan and a sort even where an index serves; turned off, a Seq Scan or a
//               Sort that is still chosen is one that no index can avoid.
// and fails, naming the statement and its plan, when the plan over a growing table has
//   - a full scan: SQLite "SCAN <table>" without an index; PostgreSQL "Seq Scan on <table>";
//   - a full walk of an index with no condition on it and no LIMIT to end it: SQLite "SCAN
//     <table> USING INDEX"; PostgreSQL an Index Scan without an Index Cond, not under a Limit;
//   - every row of a profile, without a LIMIT: an index searched on profile_id alone (one team
//     has one or two profiles: as good as a full scan);
//   - a temporary sort: SQLite "USE TEMP B-TREE"; PostgreSQL a Sort or Incremental Sort node.
//
// The growing tables: payout_outbox, audit_log, wallet_statements, payout_senders. The others are
// small by nature and allowed any plan: operators and approval_rules (a team's people, one rule
// per currency), audit_head (one row), schema_version (one row per Paydesk version).

#include "OutboxFixture.h"
#include "StatementCapture.h"
#include "StoreBackend.h"
#include "Waits.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "audit/AuditExportTask.h"
#include "audit/AuditFilter.h"
#include "audit/AuditLogModel.h"
#include "audit/AuditVerifyTask.h"
#include "history/LocalRecord.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxProcessor.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "payouts/DraftsListModel.h"
#include "profiles/ProfileStore.h"
#include "store/ApprovalRuleStore.h"
#include "store/Operators.h"
#include "store/OutboxLists.h"
#include "store/Statements.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QTest>

#include <sqlite3.h>

using namespace paydesk;
using namespace paydesk::test;
using namespace Qt::StringLiterals;
using payouts::PayoutDraft;
using State = payouts::PayoutDraft::State;

namespace {

const QStringList kGrowingTables {u"payout_outbox"_s, u"audit_log"_s, u"wallet_statements"_s,
                                  u"payout_senders"_s};

// Statements allowed a plan this test would refuse, each for a reason. A statement matches when its
// text contains `fragment`. Keep this short: an entry is a statement that walks a whole table once
// by design, never a page or a loop.
struct Allowance
{
    QString fragment;
    QString reason;
};
// (The full audit verification and the export need no entry: they walk the log by its primary
// key in pages, a range search.)
const QList<Allowance> kAllowed {
    {u"FROM wallet_statements WHERE profile_id = ? ORDER BY created_at DESC, id DESC"_s,
     u"the Statements page lists a profile's statements whole, newest first, in the order of an index "
     "(wallet_statements_listed, no sort): one row per statement a person asked for, a few per wallet "
     "and month"_s},
};

// The verdict on one statement.
struct Plan
{
    QStringList lines; // the plan, as printed
    QStringList problems; // empty: fine
    QString error; // it could not be explained
};

// The statement on one line, a long column list left out.
QString shortened(const QString &sql, int length = 400)
{
    static const QRegularExpression columns(u"^SELECT (.{80,}?) FROM "_s);
    QString text = sql.simplified();
    if (const QRegularExpressionMatch m = columns.match(text); m.hasMatch())
        text.replace(m.capturedStart(1), m.capturedLength(1), u"<columns>"_s);
    return text.size() > length ? text.left(length) + u" ..."_s : text;
}

// A statement's text with its placeholders written "?" (":name" on SQLite, "$1" on PostgreSQL),
// for kAllowed's fragments to match both.
QString withMarks(const QString &sql)
{
    static const QRegularExpression marks(u"(:[A-Za-z_]\\w*|\\$\\d+)"_s);
    return QString(sql).replace(marks, u"?"_s);
}

bool hasLimit(const QString &sql)
{
    static const QRegularExpression limit(u"\\bLIMIT\\b"_s, QRegularExpression::CaseInsensitiveOption);
    return limit.match(sql).hasMatch();
}

// A statement of the kind that has a plan worth checking (not DDL, transactions, SET, PRAGMA).
bool isExplained(const QString &sql)
{
    static const QRegularExpression dml(u"^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\b"_s,
                                        QRegularExpression::CaseInsensitiveOption);
    return dml.match(sql).hasMatch();
}

std::optional<QString> allowanceOf(const QString &sql)
{
    for (const Allowance &a : kAllowed)
        if (withMarks(sql).contains(a.fragment))
            return a.reason;
    return std::nullopt;
}

// --- SQLite -------------------------------------------------------------------------------------

// The tables a statement names, by the names it uses for them (aliases included).
QHash<QString, QString> tableNames(const QString &sql)
{
    static const QRegularExpression from(
        u"\\b(?:FROM|JOIN|UPDATE|INTO)\\s+(\\w+)(?:\\s+(?:AS\\s+)?(\\w+))?"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QSet<QString> keywords {u"WHERE"_s,  u"SET"_s,   u"ORDER"_s,     u"GROUP"_s,   u"LIMIT"_s,
                                         u"ON"_s,     u"JOIN"_s,  u"LEFT"_s,      u"INNER"_s,   u"CROSS"_s,
                                         u"VALUES"_s, u"USING"_s, u"UNION"_s,     u"DEFAULT"_s, u"SELECT"_s,
                                         u"AND"_s,    u"OR"_s,    u"RETURNING"_s, u"HAVING"_s,  u"WINDOW"_s};
    QHash<QString, QString> names;
    for (auto it = from.globalMatch(sql); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        names.insert(m.captured(1), m.captured(1));
        if (m.hasCaptured(2) && !keywords.contains(m.captured(2).toUpper()))
            names.insert(m.captured(2), m.captured(1));
    }
    return names;
}

Plan sqlitePlan(sqlite3 *db, const QString &sql)
{
    Plan plan;
    sqlite3_stmt *stmt = nullptr;
    const QByteArray text = (u"EXPLAIN QUERY PLAN "_s + sql).toUtf8();
    if (sqlite3_prepare_v2(db, text.constData(), int(text.size()), &stmt, nullptr) != SQLITE_OK) {
        plan.error = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_finalize(stmt);
        return plan;
    }
    QHash<int, int> depth; // id -> depth
    QStringList details;
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        const int id = sqlite3_column_int(stmt, 0);
        const int parent = sqlite3_column_int(stmt, 1);
        const QString detail
            = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 3)));
        depth.insert(id, depth.value(parent, -1) + 1);
        plan.lines.append(QString(2 * depth.value(id), u' ') + detail);
        details.append(detail);
    }
    if (rc != SQLITE_DONE)
        plan.error = QString::fromUtf8(sqlite3_errmsg(db));
    sqlite3_finalize(stmt);

    const QHash<QString, QString> names = tableNames(sql);
    static const QRegularExpression access(u"^(SCAN|SEARCH) (\\w+)(.*)$"_s);
    bool growing = false;
    for (const QString &detail : std::as_const(details)) {
        const QRegularExpressionMatch m = access.match(detail);
        if (!m.hasMatch())
            continue;
        const QString table = names.value(m.captured(2), m.captured(2));
        if (!kGrowingTables.contains(table))
            continue;
        growing = true;
        if (m.captured(1) == u"SEARCH") {
            if (m.captured(3).endsWith(u"(profile_id=?)"_s) && !hasLimit(sql))
                plan.problems.append(
                    u"every row of a profile of %1 read (profile_id alone, no LIMIT)"_s.arg(table));
            continue;
        }
        if (!m.captured(3).contains(u"INDEX"_s))
            plan.problems.append(u"full scan of %1"_s.arg(table));
        else if (!hasLimit(sql))
            plan.problems.append(
                u"every entry of an index of %1 walked (no condition, no LIMIT)"_s.arg(table));
    }
    if (growing)
        for (const QString &detail : std::as_const(details))
            if (detail.contains(u"USE TEMP B-TREE"_s))
                plan.problems.append(u"temporary sort (%1)"_s.arg(detail));
    return plan;
}

// --- PostgreSQL ---------------------------------------------------------------------------------

// An index condition on the profile alone: no filter at all for a team with one profile.
bool onlyProfile(const QString &indexCond)
{
    static const QRegularExpression profile(u"^\\(*profile_id = [^()]*\\)*$"_s);
    return profile.match(indexCond).hasMatch() && !indexCond.contains(u" AND "_s);
}

void pgWalk(const QJsonObject &node, int depth, bool underLimit, Plan &plan, QStringList &problems,
            bool &growing, bool &sorts)
{
    const QString type = node.value(u"Node Type"_s).toString();
    const QString table = node.value(u"Relation Name"_s).toString();
    QString line = QString(2 * depth, u' ') + type;
    if (!table.isEmpty())
        line += u" on "_s + table;
    if (node.contains(u"Index Name"_s))
        line += u" using "_s + node.value(u"Index Name"_s).toString();
    for (const char *key : {"Index Cond", "Recheck Cond", "Filter", "Sort Key"}) {
        const QJsonValue v = node.value(QLatin1StringView(key));
        if (!v.isUndefined())
            line
                += u"  [%1: %2]"_s.arg(QLatin1StringView(key),
                                       v.isArray() ? v.toVariant().toStringList().join(u", ") : v.toString());
    }
    plan.lines.append(line);
    if (kGrowingTables.contains(table)) {
        growing = true;
        if (type == u"Seq Scan")
            problems.append(u"full scan of %1 (Seq Scan, with enable_seqscan off)"_s.arg(table));
        else if ((type == u"Index Scan" || type == u"Index Only Scan") && !node.contains(u"Index Cond"_s)
                 && !underLimit)
            problems.append(u"every entry of an index of %1 walked (no Index Cond, no Limit)"_s.arg(table));
        else if (onlyProfile(node.value(u"Index Cond"_s).toString()) && !underLimit)
            problems.append(u"every row of a profile of %1 read (profile_id alone, no Limit)"_s.arg(table));
    }
    if (type == u"Sort" || type == u"Incremental Sort")
        sorts = true;
    const bool limit = underLimit || type == u"Limit";
    for (const QJsonValue &child : node.value(u"Plans"_s).toArray())
        pgWalk(child.toObject(), depth + 1, limit, plan, problems, growing, sorts);
}

Plan postgresPlan(QSqlDatabase db, const QString &sql)
{
    Plan plan;
    QSqlQuery q(db);
    q.exec(u"DEALLOCATE ALL"_s);
    if (!q.exec(u"PREPARE paydesk_plan_check AS "_s + sql)) {
        plan.error = q.lastError().text();
        return plan;
    }
    QStringList arguments;
    if (q.exec(u"SELECT unnest(parameter_types)::text FROM pg_prepared_statements "
               "WHERE name = 'paydesk_plan_check'"_s))
        while (q.next())
            arguments.append(u"NULL::"_s + q.value(0).toString());
    const QString execute = arguments.isEmpty() ? u"paydesk_plan_check"_s
                                                : u"paydesk_plan_check(%1)"_s.arg(arguments.join(u", "));
    if (!q.exec(u"EXPLAIN (FORMAT JSON) EXECUTE "_s + execute) || !q.next()) {
        plan.error = q.lastError().text();
        q.exec(u"DEALLOCATE paydesk_plan_check"_s);
        return plan;
    }
    const QJsonArray root = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).array();
    q.exec(u"DEALLOCATE paydesk_plan_check"_s);
    bool growing = false;
    bool sorts = false;
    pgWalk(root.first().toObject().value(u"Plan"_s).toObject(), 0, false, plan, plan.problems, growing,
           sorts);
    if (growing && sorts)
        plan.problems.append(u"sort (a Sort node, with enable_sort off)"_s);
    return plan;
}

// PostgreSQL plans by its statistics, which a table of a few rows does not have: on the workload's
// rows it may take any index as well as another (the primary key's or the profile's, for a lookup
// by id). A server keeps statistics of its real tables (autovacuum's ANALYZE), so before explaining,
// the growing tables are given the rows of a year of a team of two profiles, and analysed. (SQLite
// is explained as it is: Paydesk never runs ANALYZE there, so its planner works without statistics
// in use too.)
const QStringList kPostgresFill {
    u"INSERT INTO payout_outbox (id, profile_id, state, request_body, form_snapshot, idempotency_key, "
    "custom_id, currency, amount_minor, recipient_summary, maker, created_at, updated_at, revision, "
    "provider_payout_id, payout_state, settled_at) "
    "SELECT 'fill-' || g, CASE WHEN g % 4 = 0 THEN 'profile-b' ELSE 'profile-a' END, "
    "CASE WHEN g % 50 = 0 THEN 'DRAFT' WHEN g % 50 = 1 THEN 'AWAITING_APPROVAL' ELSE 'ACCEPTED' END, "
    "'{}', '{}', 'fill-key-' || g, 'FILL-' || g, 'KES', 15000, 'x', 'ana', "
    "to_char(timestamp '2025-01-01' + g * interval '15 minutes', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "
    "to_char(timestamp '2025-01-01' + g * interval '15 minutes', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), 3, "
    "CASE WHEN g % 50 > 1 THEN 'pyt-fill-' || g END, CASE WHEN g % 50 > 1 THEN 'SENT' END, "
    "CASE WHEN g % 50 > 2 THEN '2026-01-01T00:00:00.000Z' END FROM generate_series(1, 36000) g"_s,
    u"INSERT INTO audit_log (seq, recorded_at, os_user, profile_id, action, detail, prev_hash, hash) "
    "SELECT m.s + g, '2025-01-01T00:00:00.000Z', 'fill', 'profile-a', 'outbox.attempt', "
    "'{\"outbox_id\":\"fill-' || (g / 5) || '\"}', 'x', 'x' "
    "FROM (SELECT MAX(seq) AS s FROM audit_log) m, generate_series(1, 100000) g"_s,
    u"INSERT INTO wallet_statements (id, profile_id, wallet_id, currency, period_from, period_to, "
    "statement_id, state, created_at, updated_at, revision) "
    "SELECT 'fill-' || g, CASE WHEN g % 4 = 0 THEN 'profile-b' ELSE 'profile-a' END, 'wlt-' || (g % 20), "
    "'KES', '2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z', 'stm-fill-' || g, "
    "CASE WHEN g % 100 = 0 THEN 'PENDING' ELSE 'READY' END, "
    "'2025-02-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z', 1 FROM generate_series(1, 2000) g"_s,
    u"INSERT INTO payout_senders (profile_id, sender_key, sender, name, last_used_at, uses) "
    "SELECT CASE WHEN g % 4 = 0 THEN 'profile-b' ELSE 'profile-a' END, 'fill-' || g, '{}', 'Sender ' || g, "
    "'2025-03-01T00:00:00.000Z', 1 FROM generate_series(1, 2000) g"_s,
    u"ANALYZE"_s,
};

// Short waits for the follower (tst_payoutfollower's).
outbox::PayoutFollower::Options followerOptions()
{
    outbox::PayoutFollower::Options options;
    options.idlePoll = std::chrono::milliseconds(200);
    options.pendingBase = std::chrono::milliseconds(100);
    options.pendingMax = std::chrono::milliseconds(400);
    options.sentBase = std::chrono::milliseconds(100);
    options.sentMax = std::chrono::milliseconds(400);
    options.sentWindow = std::chrono::milliseconds(600000);
    options.errorBase = std::chrono::milliseconds(100);
    options.errorMax = std::chrono::milliseconds(400);
    options.notReadyWait = std::chrono::milliseconds(100);
    return options;
}

PayoutDraft::Content payoutContent(const QString &customId, const QString &number, const QString &value)
{
    PayoutDraft::Content content;
    content.requestBody = kenyaPayout(value, number);
    content.requestBody.insert(u"custom_id"_s, customId);
    content.recipientSummary = u"Jane Wanjiku (MOBILE_MONEY, KE)"_s;
    content.maker = TestApprovals::maker();
    return content;
}

} // namespace

class TestQueryPlans : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    void detectorRefusesScansAndSorts();
    void everyStatementUsesAnIndex();

private:
    // The store's work, as Paydesk does it; false (with a warning) when a step could not be done.
    bool runWorkload(OutboxLocal &local);
    // The statements captured while the workload ran, and the connection to explain them on.
    QStringList captured() const;
    Plan explain(const QString &sql);

    OutboxFixture m_fixture;
    PostgresWireTap m_tap;
    sqlite3 *m_sqlite = nullptr; // the test's own SQLite connection, untraced
};

void TestQueryPlans::initTestCase()
{
    SqliteStatementCapture::install();
    QString why;
    QVERIFY2(m_fixture.setUp(u"tst_queryplans"_s, &why), qPrintable(why));
}

void TestQueryPlans::init()
{
    QString why;
    QVERIFY2(m_fixture.beginTest(&why), qPrintable(why));
    if (m_fixture.backend.isPostgres()) {
        // The store talks to the server through the tap.
        const quint16 port = m_fixture.config.port;
        const quint16 tapped = m_tap.start(m_fixture.config.host, port);
        QVERIFY2(tapped != 0, "the PostgreSQL wire tap could not listen");
        m_fixture.config.host = u"127.0.0.1"_s;
        m_fixture.config.port = tapped;
        m_fixture.config.sslMode = u"disable"_s;
    }
}

void TestQueryPlans::cleanup()
{
    if (m_sqlite) {
        sqlite3_close(m_sqlite);
        m_sqlite = nullptr;
    }
    m_tap.stop();
    m_tap.clear();
    SqliteStatementCapture::setRecording(false);
    SqliteStatementCapture::statements().clear();
    m_fixture.endTest();
}

void TestQueryPlans::cleanupTestCase()
{
    m_fixture.tearDown();
}

QStringList TestQueryPlans::captured() const
{
    return m_fixture.backend.isPostgres() ? m_tap.statements() : SqliteStatementCapture::statements().list();
}

Plan TestQueryPlans::explain(const QString &sql)
{
    if (!m_fixture.backend.isPostgres()) {
        if (!m_sqlite) {
            const QByteArray path = m_fixture.config.filePath.toUtf8();
            if (sqlite3_open_v2(path.constData(), &m_sqlite, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
                Plan failed;
                failed.error = u"cannot open %1"_s.arg(m_fixture.config.filePath);
                return failed;
            }
            SqliteStatementCapture::untrace(m_sqlite);
        }
        return sqlitePlan(m_sqlite, sql);
    }
    QSqlDatabase db = m_fixture.backend.raw();
    QSqlQuery q(db);
    q.exec(u"SET enable_seqscan = off"_s);
    q.exec(u"SET enable_sort = off"_s);
    q.exec(u"SET plan_cache_mode = force_generic_plan"_s);
    return postgresPlan(db, sql);
}

// The detector itself: a statement that scans and sorts the outbox is refused, one that finds a
// row by its key is not, and a scan of a small table is allowed.
void TestQueryPlans::detectorRefusesScansAndSorts()
{
    auto local = m_fixture.open();
    QCOMPARE(local->store.state(), store::Store::State::Open);

    const Plan scan = explain(u"SELECT * FROM payout_outbox ORDER BY amount_minor"_s);
    QVERIFY2(scan.error.isEmpty(), qPrintable(scan.error));
    QVERIFY2(!scan.problems.isEmpty(), qPrintable(scan.lines.join(u'\n')));
    QVERIFY2(scan.problems.join(u' ').contains(u"full scan of payout_outbox"_s),
             qPrintable(scan.problems.join(u'\n')));
    QVERIFY2(scan.problems.join(u' ').contains(u"sort"_s), qPrintable(scan.problems.join(u'\n')));

    const Plan aliased = explain(u"SELECT o.id FROM payout_outbox o WHERE o.attempts > 5"_s);
    QVERIFY2(aliased.problems.join(u' ').contains(u"full scan of payout_outbox"_s),
             qPrintable(aliased.lines.join(u'\n')));

    const Plan walk = explain(u"SELECT seq FROM audit_log WHERE os_user <> '' ORDER BY recorded_at"_s);
    QVERIFY2(walk.error.isEmpty(), qPrintable(walk.error));
    QVERIFY2(!walk.problems.isEmpty(), qPrintable(walk.lines.join(u'\n')));

    const Plan profileWide
        = explain(u"SELECT id FROM payout_outbox WHERE profile_id = 'p' AND amount_minor = 5"_s);
    QVERIFY2(profileWide.problems.join(u' ').contains(u"every row of a profile"_s),
             qPrintable(profileWide.lines.join(u'\n')));

    const Plan byKey = explain(u"SELECT * FROM payout_outbox WHERE id = 'x'"_s);
    QVERIFY2(byKey.error.isEmpty(), qPrintable(byKey.error));
    QVERIFY2(byKey.problems.isEmpty(),
             qPrintable(byKey.problems.join(u'\n') + u'\n' + byKey.lines.join(u'\n')));

    const Plan small = explain(u"SELECT * FROM operators ORDER BY display_name"_s);
    QVERIFY2(small.problems.isEmpty(), qPrintable(small.problems.join(u'\n')));
}

bool TestQueryPlans::runWorkload(OutboxLocal &local)
{
#define STEP(cond)                                                                                           \
    do {                                                                                                     \
        if (!(cond)) {                                                                                       \
            qWarning("workload step failed: %s (line %d)", #cond, __LINE__);                                 \
            return false;                                                                                    \
        }                                                                                                    \
    } while (false)
    const QString profile = m_fixture.profile;
    store::Operators &operators = local.approvals.operators();
    store::ApprovalRuleStore rules(&local.store, &local.log);
    approvals::ApprovalDesk &desk = local.approvals.desk();

    // Drafts, the team (added with the first approval), three approved payouts.
    QStringList approved;
    for (int i = 0; i < 3; ++i) {
        const auto row = approvedDraft(
            local, profile,
            payoutContent(u"PD-PLAN-%1"_s.arg(i), u"+25471200000%1"_s.arg(i + 1), u"150.00"_s));
        STEP(row.ok());
        approved.append(row.value().id);
    }

    // Operators and approval rules.
    const store::AuthResult ada = operators.authenticate(u"ada"_s, TestApprovals::passphraseOf(u"ada"_s));
    STEP(ada.ok());
    const store::AuthResult ana
        = operators.authenticate(TestApprovals::maker(), TestApprovals::passphraseOf(TestApprovals::maker()));
    STEP(ana.ok());
    STEP(operators.list().ok());
    STEP(operators.load(TestApprovals::approver()).ok());
    STEP(operators.isEmpty().ok());
    auto cal = operators.add(*ada.authenticated,
                             {u"cal"_s, u"Cal Mwangi"_s, operators::Operator::Role::Maker, false},
                             u"cal-makes-payouts-too"_s);
    STEP(cal.ok());
    cal = operators.change(*ada.authenticated, u"cal"_s, cal.value().revision, u"Cal N. Mwangi"_s,
                           operators::Operator::Role::Approver, false);
    STEP(cal.ok());
    cal = operators.setDisabled(*ada.authenticated, u"cal"_s, cal.value().revision, true);
    STEP(cal.ok());
    cal = operators.setDisabled(*ada.authenticated, u"cal"_s, cal.value().revision, false);
    STEP(cal.ok());
    STEP(operators.changePassphrase(*ada.authenticated, u"cal"_s, u"cal-has-a-new-passphrase"_s).ok());
    STEP(!operators.authenticate(u"cal"_s, u"not-the-passphrase"_s).ok()); // a refusal, audited
    STEP(rules.rules().ok());
    operators::ApprovalRule rule;
    rule.currency = u"USD"_s;
    rule.secondApproverAbove = Money::fromMinorUnits(100000, u"USD");
    rule.expiryDays = 10;
    auto set = rules.setRule(*ada.authenticated, rule, 0);
    STEP(set.ok());
    rule.expiryDays = 12;
    set = rules.setRule(*ada.authenticated, rule, set.value().revision);
    STEP(set.ok());
    STEP(rules.removeRule(*ada.authenticated, u"USD"_s, set.value().revision).ok());

    // Drafts: saved, changed, read, listed, removed; the senders offered.
    auto draft = local.drafts.save(profile, payoutContent(u"PD-PLAN-D1"_s, u"+254712000011"_s, u"90.00"_s));
    STEP(draft.ok());
    draft = local.drafts.update(profile, draft.value().id, draft.value().revision,
                                payoutContent(u"PD-PLAN-D1"_s, u"+254712000011"_s, u"95.00"_s));
    STEP(draft.ok());
    STEP(local.drafts.load(profile, draft.value().id).ok());
    const auto doomed
        = local.drafts.save(profile, payoutContent(u"PD-PLAN-D2"_s, u"+254712000012"_s, u"20.00"_s));
    STEP(doomed.ok());
    STEP(local.drafts.remove(profile, doomed.value().id, doomed.value().revision).ok());
    STEP(local.drafts.recentSenders(profile).ok());
    // PayoutDrafts::list() and OutboxStore::list() read every row of their states: they are for
    // tests and tools (bench_outbox_chaos), never run by a page or a loop, and not driven here.

    // The approvals desk: one rejected back to its maker, one withdrawn, the expiry pass.
    for (const QString &custom : {u"PD-PLAN-R"_s, u"PD-PLAN-W"_s}) {
        const auto row = local.drafts.save(profile, payoutContent(custom, u"+254712000021"_s, u"30.00"_s));
        STEP(row.ok());
        const approvals::ApprovalDesk::Outcome submitted
            = desk.submit(*ana.authenticated, profile, row.value().id, row.value().revision);
        STEP(submitted.ok());
        const approvals::ApprovalDesk::Outcome decided = custom.endsWith(u'R')
            ? desk.reject(profile, row.value().id, submitted.row.revision, TestApprovals::approver(),
                          TestApprovals::passphraseOf(TestApprovals::approver()), u"wrong number"_s)
            : desk.withdraw(*ana.authenticated, profile, row.value().id, submitted.row.revision);
        STEP(decided.ok());
    }
    STEP(desk.expireDue().ok());

    // The pages' lists: the approvals queue and the sent payouts, the New payout page's drafts.
    {
        approvals::ApprovalsController controller({&local.drafts, &local.outbox, &desk, &operators, nullptr});
        QAbstractItemModelTester queueTester(controller.queueModel(),
                                             QAbstractItemModelTester::FailureReportingMode::Warning);
        controller.setProfile(profile);
        QSignalSpy loaded(&controller, &approvals::ApprovalsController::loaded);
        controller.reload();
        STEP(loaded.wait(10000));
        controller.expireDue();
        STEP(settle(local.store));
        operators::SignedIn signedIn;
        signedIn.signIn(*ana.authenticated);
        payouts::DraftsListModel drafts(&local.drafts, &local.outbox, &signedIn);
        QAbstractItemModelTester draftsTester(&drafts,
                                              QAbstractItemModelTester::FailureReportingMode::Warning);
        drafts.setProfileId(profile);
        QSignalSpy listed(&drafts, &payouts::DraftsListModel::loaded);
        drafts.reload();
        STEP(listed.wait(10000));
    }

    // Sent by the processor, then followed until the service's state is recorded.
    const auto sessionFor = [this](const QString &) { return m_fixture.session.get(); };
    {
        outbox::OutboxProcessor processor(&local.outbox, sessionFor, quickProcessorOptions(),
                                          u"owner-plans"_s);
        processor.start();
        const bool sent = QTest::qWaitFor(
            [&] {
                for (const QString &id : std::as_const(approved)) {
                    const auto row = local.outbox.load(id);
                    if (!row.ok() || row.value().state != State::Accepted)
                        return false;
                }
                return true;
            },
            20000);
        processor.stop();
        STEP(QTest::qWaitFor([&] { return processor.inFlight() == 0; }, 5000));
        STEP(sent);
    }
    QString payoutId;
    {
        outbox::PayoutFollower follower(&local.outbox, sessionFor, followerOptions());
        follower.start();
        const bool followed = QTest::qWaitFor(
            [&] {
                const auto row = local.outbox.load(approved.first());
                return row.ok() && !row.value().progress.payoutState.isEmpty();
            },
            20000);
        follower.stop();
        STEP(QTest::qWaitFor([&] { return follower.inFlight() == 0; }, 5000));
        STEP(followed);
        payoutId = local.outbox.load(approved.first()).value().progress.providerPayoutId;
    }

    // History: a payout's local record, found by its provider id.
    STEP(local.drafts.findByPayoutId(profile, payoutId).ok());
    history::LocalRecordReader records(&local.drafts, &local.log, &operators);
    STEP(records.read(profile, payoutId).ok());

    // Wallet statements: asked for, one ready, read, listed.
    store::Statements statements(&local.store, &local.log);
    for (int month = 1; month <= 2; ++month) {
        store::StoredStatement s;
        s.walletId = u"wlt-KES1"_s;
        s.currency = u"KES"_s;
        s.periodFrom = QDateTime(QDate(2026, month, 1), QTime(0, 0), Qt::UTC);
        s.periodTo = QDateTime(QDate(2026, month + 1, 1), QTime(0, 0), Qt::UTC);
        s.statementId = u"stm-plan-%1"_s.arg(month);
        const auto saved = statements.save(profile, s);
        STEP(saved.ok());
        if (month == 1) {
            STEP(statements
                     .updateState(profile, saved.value().id, store::StoredStatement::State::Ready, {},
                                  u"10.00"_s, u"20.00"_s)
                     .ok());
            STEP(statements.load(profile, saved.value().id).ok());
        }
    }
    STEP(statements.list(profile).ok());
    STEP(statements.pending(profile).ok());

    // The audit log: its pages (the page's model too), one row's entries, verification, export.
    STEP(local.log.entries(0, 50).ok());
    STEP(local.log.entriesBefore(0, 50).ok());
    STEP(local.log.entriesOfOutboxRow(approved.first()).ok());
    STEP(local.log.verify().ok());
    {
        profiles::ProfileStore profiles;
        audit::AuditLogModel model(&local.log, &operators, &local.drafts, &profiles);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
        model.reload();
        STEP(QTest::qWaitFor([&] { return model.isLoaded() && !model.isFetching(); }, 10000));
        if (model.canFetchMore({}))
            model.fetchMore({});
        STEP(QTest::qWaitFor([&] { return !model.isFetching(); }, 10000));
        // The page's search: words (an operator's name among them) and a period of days.
        audit::AuditFilter filter;
        filter.text = u"approval Ana"_s;
        filter.from = QDate::currentDate().addDays(-2);
        filter.to = QDate::currentDate();
        model.setFilter(filter);
        STEP(QTest::qWaitFor([&] { return model.isLoaded() && !model.isFetching(); }, 10000));
        // The whole verification in steps (a checkpoint recorded), then the check since it.
        auto *verify = new audit::AuditVerifyTask(&local.log, nullptr, 20);
        QSignalSpy verified(verify, &tasks::Task::finished);
        STEP(verified.wait(10000) || verified.size() == 1);
        STEP(local.log.verifySinceCheckpoint().ok());
        auto *task = new audit::AuditExportTask(&local.log, m_fixture.backend.filePath(u"audit.csv"_s));
        QSignalSpy finished(task, &tasks::Task::finished);
        STEP(finished.wait(10000) || finished.size() == 1);
    }

    // A payout left waiting past its expiry, expired, and taken back to a draft.
    const auto late
        = local.drafts.save(profile, payoutContent(u"PD-PLAN-X"_s, u"+254712000031"_s, u"40.00"_s));
    STEP(late.ok());
    const approvals::ApprovalDesk::Outcome waiting
        = desk.submit(*ana.authenticated, profile, late.value().id, late.value().revision);
    STEP(waiting.ok());
    const QDateTime later = QDateTime::currentDateTimeUtc().addDays(40);
    local.store.setClock([later] { return later; });
    const auto expired = desk.expireDue();
    STEP(expired.ok() && expired.value() >= 1);
    const auto expiredRow = local.outbox.load(late.value().id);
    STEP(expiredRow.ok() && expiredRow.value().state == State::Expired);
    STEP(local.outbox
             .returnToDraft(profile, late.value().id, expiredRow.value().revision, TestApprovals::maker())
             .ok());
    local.store.setClock({});
    // The held rows, as the approvers and administrators list them (index payout_outbox_held).
    STEP(store::OutboxLists(&local.store).held(profile, 20).ok());
    STEP(settle(local.store));
    return true;
#undef STEP
}

void TestQueryPlans::everyStatementUsesAnIndex()
{
    auto local = m_fixture.open();
    QCOMPARE(local->store.state(), store::Store::State::Open);
    SqliteStatementCapture::statements().clear();
    m_tap.clear();
    SqliteStatementCapture::setRecording(true);
    const bool ran = runWorkload(*local);
    SqliteStatementCapture::setRecording(false);
    QVERIFY2(ran, "the workload did not run to its end (see the warning above)");

    if (!m_fixture.backend.isPostgres()) {
        // The capture sees the store's connections: this thread's, by its handle.
        const auto db = local->store.connection();
        QVERIFY(db.ok());
        auto *handle = *static_cast<sqlite3 *const *>(db.value().driver()->handle().data());
        QVERIFY2(SqliteStatementCapture::sqliteSeen(handle),
                 "the store's SQLite connection is not traced: does Qt's SQLite driver use a SQLite library "
                 "of its own instead of the system's?");
    }

    const QStringList all = captured();
    QStringList statements;
    for (const QString &sql : all)
        if (isExplained(sql))
            statements.append(sql);
    // Nothing captured, or a workload that misses a growing table, would pass by seeing nothing.
    QVERIFY2(statements.size() >= 20, qPrintable(u"only %1 statements captured"_s.arg(statements.size())));
    for (const QString &table : kGrowingTables) {
        const bool touched = std::any_of(statements.cbegin(), statements.cend(),
                                         [&](const QString &sql) { return sql.contains(table); });
        QVERIFY2(touched, qPrintable(u"no statement of the workload touched "_s + table));
    }

    if (m_fixture.backend.isPostgres())
        for (const QString &fill : kPostgresFill)
            QVERIFY2(m_fixture.backend.exec(fill), qPrintable(shortened(fill, 120)));

    int failing = 0;
    int allowed = 0;
    for (const QString &sql : std::as_const(statements)) {
        const Plan plan = explain(sql);
        if (!plan.error.isEmpty()) {
            ++failing;
            qWarning().noquote() << u"CANNOT EXPLAIN: %1\n  error: %2"_s.arg(shortened(sql), plan.error);
            continue;
        }
        if (plan.problems.isEmpty())
            continue;
        if (const std::optional<QString> reason = allowanceOf(sql)) {
            ++allowed;
            qInfo().noquote() << "allowed:" << shortened(sql, 120) << "-" << *reason;
            continue;
        }
        ++failing;
        qWarning().noquote() << u"SCANS OR SORTS: %1\n  problem: %2\n  plan:\n    %3\n"_s.arg(
            shortened(sql), plan.problems.join(u"; "), plan.lines.join(u"\n    "));
    }
    qInfo().noquote() << statements.size() << "statements explained," << failing << "failing," << allowed
                      << "allowed by kAllowed";
    QVERIFY2(failing == 0,
             qPrintable(u"%1 of %2 statements scan or sort a growing table, or cannot be "
                        "explained: each is printed above with its plan"_s.arg(failing)
                            .arg(statements.size())));
}

QTEST_MAIN(TestQueryPlans)
#include "tst_queryplans.moc"
