// SPDX-License-Identifier: GPL-3.0-or-later
// The local store and its audit log, on SQLite and on PostgreSQL: one suite, registered twice.
//   tst_store           (label unit)      a SQLite file in a temporary folder for each test
//   tst_store_postgres  (label postgres)  PAYDESK_TEST_STORE=postgres: the server named by
//                                         PAYDESK_TEST_PG (scripts/test starts one), each test in
//                                         a fresh schema, dropped afterwards. Without
//                                         PAYDESK_TEST_PG this run fails; it never skips.
// Tests that build their own configuration (a missing folder, a damaged file, a server that does
// not answer) run in both.

#include "StoreBackend.h"
#include "store/AuditEntry.h"
#include "store/AuditLog.h"
#include "store/CanonicalJson.h"
#include "store/Store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMetaEnum>
#include <QMutex>
#include <QSemaphore>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <atomic>
#include <memory>

using namespace paydesk::store;
using namespace Qt::StringLiterals;
using Problem = AuditVerification::Problem;
using Action = AuditEvent::Action;
using paydesk::Remedy;

namespace {

constexpr int kThreadWaitMs = 60000;

// Every log message of the process while it lives, with paydesk.store at all levels (a filter:
// it overrides QT_LOGGING_RULES).
class LogCapture
{
public:
    LogCapture()
    {
        {
            QMutexLocker lock(&s_mutex);
            s_messages.clear();
        }
        s_previousFilter = QLoggingCategory::installFilter(&LogCapture::filter);
        m_previous = qInstallMessageHandler(&LogCapture::handler);
        s_previous = m_previous;
    }
    ~LogCapture()
    {
        qInstallMessageHandler(m_previous);
        QLoggingCategory::installFilter(s_previousFilter);
    }
    static QStringList messages()
    {
        QMutexLocker lock(&s_mutex);
        return s_messages;
    }

private:
    static void filter(QLoggingCategory *category)
    {
        if (s_previousFilter)
            s_previousFilter(category);
        if (qstrcmp(category->categoryName(), "paydesk.store") == 0) {
            for (const auto type : {QtDebugMsg, QtInfoMsg, QtWarningMsg, QtCriticalMsg})
                category->setEnabled(type, true);
        }
    }
    static void handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        {
            QMutexLocker lock(&s_mutex);
            s_messages << message;
        }
        if (s_previous)
            s_previous(type, context, message);
    }
    QtMessageHandler m_previous = nullptr;
    static inline QtMessageHandler s_previous = nullptr;
    static inline QLoggingCategory::CategoryFilter s_previousFilter = nullptr;
    static inline QMutex s_mutex;
    static inline QStringList s_messages;
};

// Runs `body` on a thread of its own and waits for it to end.
bool runOnThread(const std::function<void()> &body)
{
    std::unique_ptr<QThread> thread(QThread::create(body));
    thread->start();
    return thread->wait(QDeadlineTimer(kThreadWaitMs));
}

AuditEvent sampleEvent(int i)
{
    return AuditEvent(Action::ProfileAdded, u"profile-%1"_s.arg(i),
                      QJsonObject {{u"name"_s, u"Profile %1"_s.arg(i)}, {u"kind"_s, u"sandbox"_s}});
}

} // namespace

class TestStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyActionHasItsWordsAndKey();
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();

    // Configuration
    void connectionStrings_data();
    void connectionStrings();
    void configNeverShowsThePassword();
    void defaultFileIsInTheDataFolder();

    // Migrations
    void migratesAnEmptyDatabase();
    void reopeningChangesNothing();
    void refusesANewerSchema();
    void failedStepLeavesNothingBehind();
    void concurrentOpeningAppliesEachStepOnce();

    // Connections and threads
    void oneConnectionPerThread();
    void openInBackgroundLeavesTheCallingThreadAlone();
    void heldJobsWaitForTheOpening();
    void heldJobsRunWhenWaitedForOrAtTheEnd();
    void postedAppendsRunOnTheWorkerInOrder();
    void postedAppendFailureIsReported();
    void destroyingTheLogWritesWhatWasPosted();

    // Errors as values
    void missingFolder();
    void damagedFile();
    void lockedDatabase();
    void unreachableServer();
    void missingSchema();
    void passwordIsNeverLogged();

    // The audit log
    void canonicalJson_data();
    void canonicalJson();
    void entryHashFollowsTheDocumentedForm();
    void appendsFormAChain();
    void detailWithoutCanonicalFormIsRefused();
    void databaseRefusesChangesToTheLog();
    void editedEntryIsNamed_data();
    void editedEntryIsNamed();
    void rehashedEntryBreaksTheNextLink();
    void deletedMiddleEntryIsNamed();
    void deletedLastEntriesAreNamed();
    void replacedLastEntryIsNamed();
    void entryAddedOutsidePaydeskIsNamed();
    void deletedHeadIsNamed();
    void concurrentAppendsKeepOneChain();

private:
    StoreConfig config() const { return m_config; }
    // A connection of the test's own to the database of config(), for looking and tampering.
    QSqlDatabase raw() { return m_backend.raw(); }
    bool exec(const QString &sql) { return m_backend.exec(sql); }
    QVariant scalar(const QString &sql) { return m_backend.scalar(sql); }
    bool tableExists(const QString &table);
    // Removes the database's guards on the audit log, as someone with full rights could.
    void allowTampering();
    // A store on config(), opened, with an audit log of `entries` entries.
    void appendEntries(AuditLog &log, int entries);
    AuditVerification verified(AuditLog &log);
    // Everything of the database that a refused open must leave as it was.
    QStringList snapshot();

    paydesk::test::StoreBackend m_backend;
    bool m_postgres = false;
    StoreConfig m_config; // the test's fresh database
};

// Every action of the log: a stable key that reads back, and words of its own for the Audit page
// (a key this Paydesk does not know is shown as it is); who did it, from the detail.
void TestStore::everyActionHasItsWordsAndKey()
{
    const QMetaEnum actions = QMetaEnum::fromType<AuditEvent::Action>();
    QSet<QString> words;
    for (int i = 0; i < actions.keyCount(); ++i) {
        const auto action = AuditEvent::Action(actions.value(i));
        const QString key = AuditEvent::actionKey(action);
        QVERIFY2(!key.isEmpty(), actions.key(i));
        QCOMPARE(AuditEvent::actionFromKey(key), std::optional<AuditEvent::Action>(action));
        const QString text = AuditEvent::describe(key);
        QVERIFY2(text != key, qPrintable(key));
        words.insert(text);
    }
    QCOMPARE(words.size(), actions.keyCount());
    QCOMPARE(AuditEvent::describe(u"future.action"), u"future.action"_s);
    QCOMPARE(AuditEvent::operatorOf(QJsonObject {{u"by"_s, u"ada"_s}}), u"ada"_s);
    QCOMPARE(AuditEvent::operatorOf(QJsonObject {{u"actor"_s, u"abe"_s}, {u"maker"_s, u"mia"_s}}), u"abe"_s);
    QCOMPARE(AuditEvent::operatorOf(QJsonObject {}), QString());
}

void TestStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"tst_store"_s);
    QString why;
    QVERIFY2(m_backend.setUp(&why), qPrintable(why));
    m_postgres = m_backend.isPostgres();
}

void TestStore::init()
{
    QString why;
    QVERIFY2(m_backend.beginTest(&why), qPrintable(why));
    m_config = m_backend.config();
}

void TestStore::cleanup()
{
    m_backend.endTest();
}

void TestStore::cleanupTestCase()
{
    m_backend.tearDown();
}

bool TestStore::tableExists(const QString &table)
{
    QSqlQuery q(raw());
    q.prepare(m_postgres ? u"SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() "
                           "AND table_name = :name"_s
                         : u"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :name"_s);
    q.bindValue(u":name"_s, table);
    return q.exec() && q.next();
}

void TestStore::allowTampering()
{
    if (m_postgres) {
        QVERIFY(exec(u"ALTER TABLE audit_log DISABLE TRIGGER USER"_s));
    } else {
        QVERIFY(exec(u"DROP TRIGGER audit_log_append_only_update"_s));
        QVERIFY(exec(u"DROP TRIGGER audit_log_append_only_delete"_s));
    }
}

void TestStore::appendEntries(AuditLog &log, int entries)
{
    for (int i = 1; i <= entries; ++i) {
        const StoreResult<AuditEntry> entry = log.append(sampleEvent(i));
        QVERIFY2(entry.ok(), qPrintable(entry.error().toString()));
    }
}

AuditVerification TestStore::verified(AuditLog &log)
{
    const StoreResult<AuditVerification> result = log.verify();
    if (!result.ok()) {
        qWarning().noquote() << result.error().toString();
        return AuditVerification::broken(Problem::HeadDamaged, -1, -1);
    }
    return result.value();
}

QStringList TestStore::snapshot()
{
    QStringList rows;
    QSqlQuery tables(raw());
    tables.exec(m_postgres ? u"SELECT table_name FROM information_schema.tables WHERE table_schema = "
                             "current_schema() ORDER BY 1"_s
                           : u"SELECT name FROM sqlite_master ORDER BY 1"_s);
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    for (const QString &table : std::as_const(names)) {
        rows << u"table "_s + table;
        QSqlQuery q(raw());
        q.exec(u"SELECT * FROM "_s + table + u" ORDER BY 1"_s);
        while (q.next()) {
            QStringList values;
            for (int i = 0; i < q.record().count(); ++i)
                values << q.value(i).toString();
            rows << values.join(u'|');
        }
    }
    return rows;
}

// --- Configuration -------------------------------------------------------------------------

void TestStore::connectionStrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::addColumn<QString>("schema");

    QTest::newRow("scripts/test") << u"host=127.0.0.1 port=25432 user=postgres dbname=postgres"_s << true
                                  << u"127.0.0.1"_s << 25432 << u"postgres"_s << u"postgres"_s << QString()
                                  << QString();
    QTest::newRow("quoted and escaped")
        << u"host = db.example.com  dbname='pay desk' user=ana password='it\\'s a secret' schema=treasury"_s
        << true << u"db.example.com"_s << 5432 << u"pay desk"_s << u"ana"_s << u"it's a secret"_s
        << u"treasury"_s;
    QTest::newRow("unknown key") << u"host=x colour=blue"_s << false << QString() << 0 << QString()
                                 << QString() << QString() << QString();
    QTest::newRow("no value") << u"host"_s << false << QString() << 0 << QString() << QString() << QString()
                              << QString();
    QTest::newRow("open quote") << u"password='abc"_s << false << QString() << 0 << QString() << QString()
                                << QString() << QString();
    QTest::newRow("port not a number")
        << u"port=high"_s << false << QString() << 0 << QString() << QString() << QString() << QString();
}

void TestStore::connectionStrings()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QString why;
    const std::optional<StoreConfig> config = StoreConfig::fromConnectionString(text, &why);
    QCOMPARE(config.has_value(), valid);
    if (!valid) {
        QVERIFY(!why.isEmpty());
        return;
    }
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, database);
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(QString, schema);
    QCOMPARE(config->backend, StoreConfig::Backend::Postgres);
    QCOMPARE(config->host, host);
    QCOMPARE(config->port, port);
    QCOMPARE(config->database, database);
    QCOMPARE(config->user, user);
    QCOMPARE(config->password, password);
    QCOMPARE(config->schema, schema);
    QVERIFY2(config->validate(&why), qPrintable(why));
}

void TestStore::configNeverShowsThePassword()
{
    StoreConfig config = StoreConfig::postgres(u"db.example.com"_s, 6432, u"paydesk"_s, u"ana"_s,
                                               u"hunter2-correct-horse"_s, u"treasury"_s);
    QVERIFY(config.validate());
    QCOMPARE(config.describe(), u"postgres://ana@db.example.com:6432/paydesk?schema=treasury"_s);
    QString debugText;
    QDebug(&debugText) << config;
    for (const QString &text : {config.describe(), config.location(), debugText})
        QVERIFY2(!text.contains(u"hunter2"_s), qPrintable(text));

    QString why;
    config.schema = u"x; DROP TABLE audit_log"_s;
    QVERIFY(!config.validate(&why));
    QVERIFY2(why.contains(u"schema"_s), qPrintable(why));
    config.schema.clear();
    config.host.clear();
    QVERIFY(!config.validate(&why));
    QVERIFY2(why.contains(u"address"_s), qPrintable(why));
}

void TestStore::defaultFileIsInTheDataFolder()
{
    const QString dataFolder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(dataFolder.contains(u"qttest"_s)); // test mode: not the real data folder
    QDir(dataFolder).removeRecursively();
    const StoreConfig config = StoreConfig::sqlite();
    QCOMPARE(config.filePath, QDir(dataFolder).filePath(u"paydesk.sqlite"_s));
    {
        Store store(config);
        const StoreResult<void> opened = store.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
    }
    QVERIFY(QFile::exists(config.filePath)); // the folder was made on first use
    QDir(dataFolder).removeRecursively();
}

// --- Migrations ----------------------------------------------------------------------------

void TestStore::migratesAnEmptyDatabase()
{
    Store store(config());
    QCOMPARE(store.state(), Store::State::Closed);
    const StoreResult<void> opened = store.open();
    QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
    QCOMPARE(store.state(), Store::State::Open);
    QCOMPARE(store.latestSchemaVersion(), Migration::builtIn().size());

    QCOMPARE(scalar(u"SELECT COUNT(*) FROM schema_version"_s).toInt(), store.latestSchemaVersion());
    QCOMPARE(scalar(u"SELECT MAX(version) FROM schema_version"_s).toInt(), store.latestSchemaVersion());
    QCOMPARE(scalar(u"SELECT description FROM schema_version WHERE version = 1"_s).toString(),
             u"audit log"_s);
    QCOMPARE(scalar(u"SELECT applied_by FROM schema_version WHERE version = 1"_s).toString(),
             Store::osUser());
    QVERIFY(tableExists(u"audit_log"_s));
    QCOMPARE(scalar(u"SELECT last_seq FROM audit_head WHERE id = 1"_s).toLongLong(), 0);
    QCOMPARE(scalar(u"SELECT last_hash FROM audit_head WHERE id = 1"_s).toString(),
             AuditEntry::genesisHash());

    AuditLog log(&store);
    const AuditVerification empty = verified(log);
    QVERIFY2(empty.isIntact(), qPrintable(empty.message()));
    QCOMPARE(empty.entriesChecked(), 0);
}

void TestStore::reopeningChangesNothing()
{
    {
        Store store(config());
        QVERIFY(store.open().ok());
        AuditLog log(&store);
        appendEntries(log, 2);
    }
    const QStringList before = snapshot();
    QVERIFY(before.size() > 3);
    for (int i = 0; i < 2; ++i) {
        Store store(config());
        const StoreResult<void> opened = store.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
        QVERIFY(store.open().ok()); // twice on one store, too
    }
    QCOMPARE(snapshot(), before);
}

void TestStore::refusesANewerSchema()
{
    // A database that a later Paydesk made: a step this one does not know.
    const int future = Migration::builtIn().size() + 1;
    QVERIFY(exec(u"CREATE TABLE schema_version (version INTEGER PRIMARY KEY, description TEXT NOT NULL, "
                 "applied_at TEXT NOT NULL, applied_by TEXT NOT NULL)"_s));
    QVERIFY(exec(u"INSERT INTO schema_version VALUES (1, 'audit log', '2030-01-01T00:00:00.000Z', 'ana')"_s));
    QVERIFY(exec(
        u"INSERT INTO schema_version VALUES (%1, 'from the future', '2030-01-02T00:00:00.000Z', 'ana')"_s.arg(
            future)));
    const QStringList before = snapshot();
    QByteArray fileBefore;
    if (!m_postgres) {
        QFile file(m_config.filePath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        fileBefore = file.readAll();
    }

    Store store(config());
    const StoreResult<void> opened = store.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind(), StoreError::Kind::SchemaTooNew);
    QCOMPARE(opened.error().remedy(), Remedy::UpdatePaydesk);
    QVERIFY2(opened.error().message().contains(u"newer version of Paydesk"_s),
             qPrintable(opened.error().message()));
    QVERIFY2(opened.error().message().contains(QString::number(future)),
             qPrintable(opened.error().message()));
    QCOMPARE(store.state(), Store::State::Failed);
    QCOMPARE(store.lastError().kind(), StoreError::Kind::SchemaTooNew);

    // Nothing goes through it, and nothing of it changed.
    AuditLog log(&store);
    const StoreResult<AuditEntry> entry = log.append(sampleEvent(1));
    QVERIFY(!entry.ok());
    QCOMPARE(entry.error().kind(), StoreError::Kind::SchemaTooNew);
    QCOMPARE(snapshot(), before);
    if (!m_postgres) {
        QSqlDatabase::removeDatabase(u"tst-raw"_s); // (closed by cleanup(); the bytes are read below)
        QFile file(m_config.filePath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == fileBefore);
    }
}

void TestStore::failedStepLeavesNothingBehind()
{
    QList<Migration> steps = Migration::builtIn();
    const int broken = steps.size() + 1;
    steps.append({broken, u"broken step"_s, [](const SqlDialect &) {
                      return QStringList {u"CREATE TABLE half_done (x INTEGER)"_s,
                                          u"INSERT INTO no_such_table VALUES (1)"_s};
                  }});
    {
        Store store(config(), steps);
        const StoreResult<void> opened = store.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind(), StoreError::Kind::Failed);
        QVERIFY2(opened.error().message().contains(u"version %1 (broken step)"_s.arg(broken)),
                 qPrintable(opened.error().message()));
        QCOMPARE(store.state(), Store::State::Failed);
    }
    // The steps before it are in; of the broken one, nothing.
    QCOMPARE(scalar(u"SELECT MAX(version) FROM schema_version"_s).toInt(), broken - 1);
    QVERIFY(tableExists(u"audit_log"_s));
    QVERIFY(!tableExists(u"half_done"_s));

    Store store(config());
    QVERIFY(store.open().ok());
}

void TestStore::concurrentOpeningAppliesEachStepOnce()
{
    // Three steps; a step applied twice would fail on its CREATE TABLE.
    QList<Migration> steps = Migration::builtIn();
    for (const QString &table : {u"extra_a"_s, u"extra_b"_s}) {
        steps.append({int(steps.size()) + 1, table, [table](const SqlDialect &) {
                          return QStringList {u"CREATE TABLE %1 (x INTEGER)"_s.arg(table)};
                      }});
    }
    Store first(config(), steps);
    Store second(config(), steps);
    StoreResult<void> firstResult, secondResult;
    std::unique_ptr<QThread> a(QThread::create([&] { firstResult = first.open(); }));
    std::unique_ptr<QThread> b(QThread::create([&] { secondResult = second.open(); }));
    a->start();
    b->start();
    QVERIFY(a->wait(QDeadlineTimer(kThreadWaitMs)));
    QVERIFY(b->wait(QDeadlineTimer(kThreadWaitMs)));
    QVERIFY2(firstResult.ok(), qPrintable(firstResult.error().toString()));
    QVERIFY2(secondResult.ok(), qPrintable(secondResult.error().toString()));
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM schema_version"_s).toInt(), steps.size());
    QCOMPARE(scalar(u"SELECT COUNT(DISTINCT version) FROM schema_version"_s).toInt(), steps.size());
    QVERIFY(tableExists(u"extra_b"_s));
}

// --- Connections and threads ---------------------------------------------------------------

void TestStore::oneConnectionPerThread()
{
    auto store = std::make_unique<Store>(config());
    QVERIFY(store->open().ok());
    const QString mainName = store->connectionName();
    QVERIFY(!mainName.isEmpty());
    QVERIFY(QSqlDatabase::connectionNames().contains(mainName));

    QString threadName;
    bool threadConnected = false;
    bool ownedByThread = false;
    bool startedWithout = false;
    QVERIFY(runOnThread([&] {
        startedWithout = store->connectionName().isEmpty(); // nothing of the main thread's
        const StoreResult<QSqlDatabase> db = store->connection();
        threadConnected = db.ok();
        if (!db.ok())
            return;
        threadName = db.value().connectionName();
        ownedByThread = db.value().driver()->thread() == QThread::currentThread();
        QSqlQuery q(db.value());
        threadConnected = q.exec(u"SELECT COUNT(*) FROM audit_log"_s) && q.next();
    }));
    QVERIFY(startedWithout);
    QVERIFY(threadConnected);
    QVERIFY(ownedByThread);
    QVERIFY(!threadName.isEmpty());
    QVERIFY(threadName != mainName);
    // Gone with its thread; the main thread's stays.
    QVERIFY(!QSqlDatabase::connectionNames().contains(threadName));
    QVERIFY(QSqlDatabase::connectionNames().contains(mainName));

    // Another store on the same thread has a connection of its own.
    QString otherName;
    {
        Store other(config());
        QVERIFY(other.open().ok());
        otherName = other.connectionName();
        QVERIFY(!otherName.isEmpty());
        QVERIFY(otherName != mainName);
    }
    QVERIFY(!QSqlDatabase::connectionNames().contains(otherName));

    store->releaseConnection();
    QVERIFY(!QSqlDatabase::connectionNames().contains(mainName));
    QVERIFY(store->connection().ok()); // made again on use
    const QString again = store->connectionName();
    store.reset();
    QVERIFY(!QSqlDatabase::connectionNames().contains(again));
}

void TestStore::openInBackgroundLeavesTheCallingThreadAlone()
{
    Store store(config());
    QObject context;
    int opened = 0;
    connect(&store, &Store::opened, &context, [&] { ++opened; });
    connect(&store, &Store::openFailed, &context,
            [](const StoreError &e) { QFAIL(qPrintable(e.toString())); });
    store.openInBackground();
    QCOMPARE(store.state(), Store::State::Opening);
    QTRY_COMPARE(opened, 1);
    QCOMPARE(store.state(), Store::State::Open);
    QVERIFY(store.connectionName().isEmpty());
    QCOMPARE(scalar(u"SELECT MAX(version) FROM schema_version"_s).toInt(), store.latestSchemaVersion());
}

void TestStore::heldJobsWaitForTheOpening()
{
    // While the window is built (AppContext holds the store's jobs): what the pages post waits,
    // its thread not started, until the opening; then it runs, first, on the worker.
    Store store(config());
    store.holdJobsUntilOpening();
    QSemaphore ran;
    std::atomic<bool> onWorker = false;
    store.post([&] {
        onWorker = store.isWorkerThread();
        ran.release();
    });
    QCOMPARE(store.pendingJobs(), 1);
    // Not run however long it waits (a fifth of a second: unheld, it runs in microseconds).
    QVERIFY(!ran.tryAcquire(1, 200));
    QCOMPARE(store.pendingJobs(), 1);
    QObject context;
    int opened = 0;
    connect(&store, &Store::opened, &context, [&] { ++opened; });
    store.openInBackground();
    QVERIFY(ran.tryAcquire(1, 30000));
    QVERIFY(onWorker);
    QTRY_COMPARE(opened, 1);
    QTRY_COMPARE(store.pendingJobs(), 0); // counted off just after the job that said "opened"
}

void TestStore::heldJobsRunWhenWaitedForOrAtTheEnd()
{
    // Waiting for what was posted starts them (no dead lock); so does the store's end.
    int ran = 0;
    {
        Store store(config());
        store.holdJobsUntilOpening();
        store.post([&ran] { ++ran; });
        QVERIFY(store.waitForPosted(QDeadlineTimer(30000)));
        QCOMPARE(ran, 1);
    }
    {
        Store store(config());
        store.holdJobsUntilOpening();
        store.post([&ran] { ++ran; });
    }
    QCOMPARE(ran, 2);
}

void TestStore::postedAppendsRunOnTheWorkerInOrder()
{
    Store store(config());
    AuditLog log(&store);
    QObject context; // in this thread: the signals arrive queued
    QList<AuditEntry> appended;
    QList<StoreError> failed;
    QList<bool> onWorker;
    connect(&log, &AuditLog::appended, &context, [&](const AuditEntry &entry) { appended << entry; });
    connect(&log, &AuditLog::appendFailed, &context,
            [&](const AuditEvent &, const StoreError &error) { failed << error; });
    // Direct: where the append ran.
    connect(
        &log, &AuditLog::appended, &context, [&store, &onWorker] { onWorker << store.isWorkerThread(); },
        Qt::DirectConnection);

    store.openInBackground();
    for (int i = 1; i <= 5; ++i)
        log.post(sampleEvent(i));
    QTRY_COMPARE(appended.size(), 5);
    QVERIFY(store.waitForPosted(QDeadlineTimer(kThreadWaitMs)));
    QCOMPARE(failed.size(), 0);
    QCOMPARE(onWorker, QList<bool>(5, true));
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(appended.at(i).seq, i + 1);
        QCOMPARE(appended.at(i).profileId, u"profile-%1"_s.arg(i + 1));
    }
    QCOMPARE(store.pendingJobs(), 0); // the store counts the log's posts with every other job
    // The calling thread never connected.
    QVERIFY(store.connectionName().isEmpty());
}

void TestStore::postedAppendFailureIsReported()
{
    const QString file = m_backend.filePath(u"not-a-database.sqlite"_s);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'x'));
    }
    Store store(StoreConfig::sqlite(file));
    AuditLog log(&store);
    QObject context;
    QList<std::pair<AuditEvent, StoreError>> failed;
    connect(&log, &AuditLog::appendFailed, &context, [&](const AuditEvent &e, const StoreError &error) {
        failed.append({e, error});
    });
    log.post(AuditEvent(Action::KeySaved, u"p1"_s));
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(failed.at(0).first.profileId, u"p1"_s);
    QCOMPARE(failed.at(0).second.kind(), StoreError::Kind::Corrupt);
    const QString message = failed.at(0).second.message();
    QVERIFY2(message.startsWith(u"The audit log entry could not be written."_s), qPrintable(message));
    QVERIFY2(message.contains(QDir::toNativeSeparators(file)), qPrintable(message));
    QCOMPARE(store.state(), Store::State::Failed);
}

void TestStore::destroyingTheLogWritesWhatWasPosted()
{
    Store store(config());
    {
        AuditLog log(&store);
        for (int i = 1; i <= 4; ++i)
            log.post(sampleEvent(i));
    }
    AuditLog log(&store);
    const StoreResult<QList<AuditEntry>> entries = log.entries();
    QVERIFY2(entries.ok(), qPrintable(entries.error().toString()));
    QCOMPARE(entries.value().size(), 4);
}

// --- Errors as values ----------------------------------------------------------------------

void TestStore::missingFolder()
{
    const QString file = m_backend.filePath(u"no/such/folder/paydesk.sqlite"_s);
    Store store(StoreConfig::sqlite(file));
    const StoreResult<void> opened = store.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind(), StoreError::Kind::CannotOpen);
    QCOMPARE(opened.error().remedy(), Remedy::OpenSettings);
    QVERIFY2(opened.error().message().contains(QDir::toNativeSeparators(file)),
             qPrintable(opened.error().message()));
    QVERIFY2(opened.error().message().contains(u"folder"_s), qPrintable(opened.error().message()));
    QVERIFY(!QFile::exists(file)); // an explicit file's folder is not made up
}

void TestStore::damagedFile()
{
    const QString file = m_backend.filePath(u"damaged.sqlite"_s);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, '\x5a'));
    }
    Store store(StoreConfig::sqlite(file));
    const StoreResult<void> opened = store.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind(), StoreError::Kind::Corrupt);
    QCOMPARE(opened.error().remedy(), Remedy::RestoreBackup);
    QVERIFY2(opened.error().message().contains(u"damaged"_s), qPrintable(opened.error().message()));
    QCOMPARE(store.lastError().kind(), StoreError::Kind::Corrupt);

    // The same, reported by signal when opened in the background.
    Store background(StoreConfig::sqlite(file));
    QObject context;
    QList<StoreError> failures;
    connect(&background, &Store::openFailed, &context, [&](const StoreError &error) { failures << error; });
    background.openInBackground();
    QTRY_COMPARE(failures.size(), 1);
    QCOMPARE(failures.at(0).kind(), StoreError::Kind::Corrupt);
    QCOMPARE(background.state(), Store::State::Failed);
}

void TestStore::lockedDatabase()
{
    StoreConfig impatient = config();
    impatient.lockTimeout = std::chrono::milliseconds(200);
    Store store(impatient);
    QVERIFY(store.open().ok());
    AuditLog log(&store);
    appendEntries(log, 1);

    // Another program holds the database (SQLite) or the audit tables (PostgreSQL).
    QVERIFY(exec(u"BEGIN"_s));
    QVERIFY(exec(m_postgres ? u"LOCK TABLE audit_head IN ACCESS EXCLUSIVE MODE"_s
                            : u"INSERT INTO schema_version VALUES (999, 'x', 'x', 'x')"_s));
    const StoreResult<AuditEntry> refused = log.append(sampleEvent(2));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind(), StoreError::Kind::Busy);
    QCOMPARE(refused.error().remedy(), Remedy::RetryLater);
    QVERIFY2(refused.error().message().contains(u"locked"_s), qPrintable(refused.error().message()));
    QVERIFY(exec(u"ROLLBACK"_s));

    const StoreResult<AuditEntry> later = log.append(sampleEvent(2));
    QVERIFY2(later.ok(), qPrintable(later.error().toString()));
    QCOMPARE(later.value().seq, 2);
    QVERIFY(verified(log).isIntact());
}

void TestStore::unreachableServer()
{
    QTcpServer probe; // a port where nothing listens once it is closed
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const int port = probe.serverPort();
    probe.close();
    Store store(StoreConfig::postgres(u"127.0.0.1"_s, port, u"paydesk"_s, u"ana"_s, u"secret"_s));
    const StoreResult<void> opened = store.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind(), StoreError::Kind::Unreachable);
    QCOMPARE(opened.error().remedy(), Remedy::RetryLater);
    QVERIFY2(opened.error().message().contains(u"127.0.0.1:%1"_s.arg(port)),
             qPrintable(opened.error().message()));
    QCOMPARE(store.state(), Store::State::Failed);
    // Each use tries again, and fails again the same way.
    AuditLog log(&store);
    QCOMPARE(log.append(sampleEvent(1)).error().kind(), StoreError::Kind::Unreachable);
}

void TestStore::missingSchema()
{
    if (!m_postgres)
        QSKIP("PostgreSQL only: see tst_store_postgres");
    StoreConfig wrong = config();
    wrong.schema = u"tst_no_such_schema"_s;
    Store store(wrong);
    const StoreResult<void> opened = store.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().kind(), StoreError::Kind::InvalidConfig);
    QVERIFY2(opened.error().message().contains(u"tst_no_such_schema"_s),
             qPrintable(opened.error().message()));
}

void TestStore::passwordIsNeverLogged()
{
    const QString password = u"pw-"_s + QUuid::createUuid().toString(QUuid::Id128);
    QStringList texts;
    {
        LogCapture capture;
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const int port = probe.serverPort();
        probe.close();
        Store unreachable(StoreConfig::postgres(u"127.0.0.1"_s, port, u"paydesk"_s, u"ana"_s, password));
        const StoreResult<void> refused = unreachable.open();
        QVERIFY(!refused.ok());
        texts << refused.error().message() << refused.error().detail() << refused.error().toString();
        if (m_postgres) { // the server refuses the password (scripts/test's server asks SCRAM)
            StoreConfig withPassword = config();
            withPassword.password = password;
            Store store(withPassword);
            const StoreResult<void> denied = store.open();
            QVERIFY(!denied.ok());
            QCOMPARE(denied.error().kind(), StoreError::Kind::AccessDenied);
            texts << denied.error().message() << denied.error().detail() << denied.error().toString();
        }
        texts << capture.messages();
    }
    QVERIFY(texts.size() > 3); // the capture saw the store's messages
    for (const QString &text : std::as_const(texts))
        QVERIFY2(!text.contains(password), qPrintable(text));
}

// --- The audit log -------------------------------------------------------------------------

void TestStore::canonicalJson_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QByteArray>("expected"); // empty: refused

    QTest::newRow("empty object") << QJsonValue(QJsonObject()) << QByteArray("{}");
    QTest::newRow("sorted members") << QJsonValue(
        QJsonObject {{u"b"_s, 1}, {u"a"_s, u"x"_s}, {u"B"_s, true}, {u"c"_s, QJsonValue::Null}})
                                    << QByteArray(R"({"B":true,"a":"x","b":1,"c":null})");
    QTest::newRow("nested") << QJsonValue(
        QJsonObject {{u"after"_s, QJsonObject {{u"z"_s, 0}, {u"y"_s, QJsonArray {3, u"t"_s, false}}}}})
                            << QByteArray(R"({"after":{"y":[3,"t",false],"z":0}})");
    QTest::newRow("escapes") << QJsonValue(u"q\"\\\n\t\u0001/\u00e9\u2028"_s)
                             << QByteArray("\"q\\\"\\\\\\n\\t\\u0001/\xc3\xa9\xe2\x80\xa8\"");
    // Sorted by UTF-16 code units (RFC 8785): U+20AC, U+1F600 (D83D DE00), U+FB03.
    QTest::newRow("utf-16 order")
        << QJsonValue(QJsonObject {{u"\uFB03"_s, 3}, {u"\U0001F600"_s, 2}, {u"\u20AC"_s, 1}})
        << QByteArray("{\"\xe2\x82\xac\":1,\"\xf0\x9f\x98\x80\":2,\"\xef\xac\x83\":3}");
    QTest::newRow("integers") << QJsonValue(QJsonArray {0, -7, qint64(9007199254740991), -0.0})
                              << QByteArray("[0,-7,9007199254740991,0]");
    QTest::newRow("fraction") << QJsonValue(QJsonObject {{u"amount"_s, 1.5}}) << QByteArray();
    QTest::newRow("too large") << QJsonValue(qint64(9007199254740992)) << QByteArray();
}

void TestStore::canonicalJson()
{
    QFETCH(QJsonValue, value);
    QFETCH(QByteArray, expected);
    QString why;
    const std::optional<QByteArray> text = CanonicalJson::serialize(value, &why);
    if (expected.isEmpty()) {
        QVERIFY(!text);
        QVERIFY(!why.isEmpty());
    } else {
        QVERIFY2(text, qPrintable(why));
        QCOMPARE(*text, expected);
    }
}

void TestStore::entryHashFollowsTheDocumentedForm()
{
    AuditEntry entry;
    entry.seq = 1;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(12, 0), Qt::UTC);
    entry.osUser = u"ana"_s;
    entry.profileId = u"p1"_s;
    entry.action = u"key.saved"_s;
    entry.detail = u"{}"_s;
    entry.previousHash = AuditEntry::genesisHash();
    const QByteArray form
        = "16:paydesk-audit-v1;1:1;24:2024-05-01T12:00:00.000Z;3:ana;2:p1;9:key.saved;2:{};64:"
        + QByteArray(64, '0') + ";";
    QCOMPARE(entry.canonicalForm(), form);
    QCOMPARE(entry.computeHash(),
             QString::fromLatin1(QCryptographicHash::hash(form, QCryptographicHash::Sha256).toHex()));
    QCOMPARE(entry.computeHash().size(), 64);

    // Lengths make the fields unambiguous.
    AuditEntry shifted = entry;
    shifted.osUser = u"anap"_s;
    shifted.profileId = u"1"_s;
    QVERIFY(shifted.computeHash() != entry.computeHash());
    // Non-ASCII counts in bytes.
    AuditEntry accented = entry;
    accented.osUser = u"am\u00e9lie"_s;
    QVERIFY(accented.canonicalForm().contains("7:am\xc3\xa9lie;"));

    QCOMPARE(AuditEntry::timeFromText(u"2024-05-01T12:00:00.000Z"), entry.time);
    QVERIFY(!AuditEntry::timeFromText(u"2024-05-01T12:00:00Z").isValid());
    QVERIFY(!AuditEntry::timeFromText(u"2024-05-01T14:00:00.000+02:00").isValid());
}

void TestStore::appendsFormAChain()
{
    Store store(config());
    AuditLog log(&store);
    const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
    const QList<AuditEvent> events {
        AuditEvent(
            Action::ProfileAdded, u"p1"_s,
            QJsonObject {{u"name"_s, u"Tr\u00e9sorerie \u201CAcme\u201D"_s}, {u"kind"_s, u"production"_s}}),
        AuditEvent(Action::KeySaved, u"p1"_s),
        AuditEvent(Action::KeyKeptForSession, u"p2"_s, {},
                   QDateTime(QDate(2024, 5, 1), QTime(8, 30), Qt::UTC)),
    };
    QList<AuditEntry> written;
    for (const AuditEvent &e : events) {
        const StoreResult<AuditEntry> entry = log.append(e);
        QVERIFY2(entry.ok(), qPrintable(entry.error().toString()));
        written << entry.value();
    }
    const QDateTime after = QDateTime::currentDateTimeUtc().addMSecs(1);

    const StoreResult<QList<AuditEntry>> read = log.entries();
    QVERIFY2(read.ok(), qPrintable(read.error().toString()));
    const QList<AuditEntry> entries = read.value();
    QCOMPARE(entries.size(), 3);
    QString previous = AuditEntry::genesisHash();
    for (int i = 0; i < 3; ++i) {
        const AuditEntry &e = entries.at(i);
        QCOMPARE(e.seq, i + 1);
        QCOMPARE(e.previousHash, previous);
        QCOMPARE(e.hash, e.computeHash());
        QCOMPARE(e.hash, written.at(i).hash);
        QCOMPARE(e.osUser, Store::osUser());
        QCOMPARE(e.profileId, events.at(i).profileId);
        QCOMPARE(e.action, AuditEvent::actionKey(events.at(i).action));
        QCOMPARE(e.detailObject(), events.at(i).detail);
        QCOMPARE(e.time.timeSpec(), Qt::UTC);
        previous = e.hash;
    }
    QVERIFY(entries.at(0).time >= before && entries.at(0).time <= after);
    QCOMPARE(entries.at(2).time, QDateTime(QDate(2024, 5, 1), QTime(8, 30), Qt::UTC)); // as given
    QCOMPARE(entries.at(0).action, u"profile.added"_s);
    QCOMPARE(entries.at(1).detail, u"{}"_s);
    QCOMPARE(entries.at(0).detail,
             u"{\"kind\":\"production\",\"name\":\"Tr\u00e9sorerie \u201CAcme\u201D\"}"_s);
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    if (!user.isEmpty())
        QCOMPARE(Store::osUser(), user);

    QCOMPARE(scalar(u"SELECT last_seq FROM audit_head"_s).toLongLong(), 3);
    QCOMPARE(scalar(u"SELECT last_hash FROM audit_head"_s).toString(), entries.at(2).hash);

    const StoreResult<QList<AuditEntry>> page = log.entries(1, 1);
    QVERIFY(page.ok());
    QCOMPARE(page.value().size(), 1);
    QCOMPARE(page.value().at(0).seq, 2);

    const AuditVerification verification = verified(log);
    QVERIFY2(verification.isIntact(), qPrintable(verification.message()));
    QCOMPARE(verification.entriesChecked(), 3);
    QCOMPARE(verification.seq(), 0);
    QVERIFY2(verification.message().contains(u"entries 1 to 3"_s), qPrintable(verification.message()));
}

void TestStore::detailWithoutCanonicalFormIsRefused()
{
    Store store(config());
    AuditLog log(&store);
    const StoreResult<AuditEntry> entry
        = log.append(AuditEvent(Action::ProfileChanged, u"p1"_s, QJsonObject {{u"rate"_s, 0.1}}));
    QVERIFY(!entry.ok());
    QCOMPARE(entry.error().kind(), StoreError::Kind::InvalidData);
    const StoreResult<QList<AuditEntry>> entries = log.entries();
    QVERIFY(entries.ok());
    QVERIFY(entries.value().isEmpty());
}

void TestStore::databaseRefusesChangesToTheLog()
{
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 3);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u".*append-only.*"_s));
    QVERIFY(!exec(u"UPDATE audit_log SET detail = '{}' WHERE seq = 2"_s));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u".*append-only.*"_s));
    QVERIFY(!exec(u"DELETE FROM audit_log WHERE seq = 3"_s));
    if (m_postgres) {
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u".*append-only.*"_s));
        QVERIFY(!exec(u"TRUNCATE audit_log"_s));
    }
    const AuditVerification verification = verified(log);
    QVERIFY2(verification.isIntact(), qPrintable(verification.message()));
    QCOMPARE(verification.entriesChecked(), 3);
}

void TestStore::editedEntryIsNamed_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("detail") << u"detail = '{\"kind\":\"sandbox\",\"name\":\"Mallory\"}'"_s;
    QTest::newRow("time") << u"recorded_at = '2020-01-01T00:00:00.000Z'"_s;
    QTest::newRow("time written otherwise") << u"recorded_at = '2020-01-01 00:00:00'"_s;
    QTest::newRow("user") << u"os_user = 'mallory'"_s;
    QTest::newRow("profile") << u"profile_id = 'profile-9'"_s;
    QTest::newRow("action") << u"action = 'key.removed'"_s;
    QTest::newRow("previous hash") << u"prev_hash = '%1'"_s.arg(QString(64, u'f'));
    QTest::newRow("own hash") << u"hash = '%1'"_s.arg(QString(64, u'f'));
}

void TestStore::editedEntryIsNamed()
{
    QFETCH(QString, change);
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 5);
    allowTampering();
    QVERIFY(exec(u"UPDATE audit_log SET %1 WHERE seq = 3"_s.arg(change)));
    const AuditVerification verification = verified(log);
    QVERIFY(!verification.isIntact());
    QCOMPARE(verification.problem(), Problem::ContentChanged);
    QCOMPARE(verification.seq(), 3);
    QCOMPARE(verification.entriesChecked(), 2);
    QVERIFY2(verification.message().contains(u"entry 3 was changed"_s), qPrintable(verification.message()));
}

void TestStore::rehashedEntryBreaksTheNextLink()
{
    // A tamperer who knows the hash form and rewrites an entry with a hash that fits it.
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 5);
    allowTampering();
    AuditEntry forged = log.entries(2, 1).value().at(0);
    QCOMPARE(forged.seq, 3);
    forged.detail = u"{\"name\":\"Mallory\"}"_s;
    forged.hash = forged.computeHash();
    QVERIFY(exec(
        u"UPDATE audit_log SET detail = '%1', hash = '%2' WHERE seq = 3"_s.arg(forged.detail, forged.hash)));
    const AuditVerification verification = verified(log);
    QCOMPARE(verification.problem(), Problem::PreviousHashMismatch);
    QCOMPARE(verification.seq(), 4);
    QCOMPARE(verification.entriesChecked(), 3);
}

void TestStore::deletedMiddleEntryIsNamed()
{
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 5);
    allowTampering();
    QVERIFY(exec(u"DELETE FROM audit_log WHERE seq = 3"_s));
    const AuditVerification verification = verified(log);
    QCOMPARE(verification.problem(), Problem::EntryMissing);
    QCOMPARE(verification.seq(), 3);
    QCOMPARE(verification.entriesChecked(), 2);
    QVERIFY2(verification.message().contains(u"entry 3 is missing"_s), qPrintable(verification.message()));
}

void TestStore::deletedLastEntriesAreNamed()
{
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 5);
    allowTampering();
    QVERIFY(exec(u"DELETE FROM audit_log WHERE seq = 5"_s));
    AuditVerification verification = verified(log);
    QCOMPARE(verification.problem(), Problem::EntryMissing);
    QCOMPARE(verification.seq(), 5);
    QCOMPARE(verification.entriesChecked(), 4);

    // Appending goes on after the recorded end: the gap stays evident.
    const StoreResult<AuditEntry> next = log.append(sampleEvent(6));
    QVERIFY(next.ok());
    QCOMPARE(next.value().seq, 6);
    verification = verified(log);
    QCOMPARE(verification.problem(), Problem::EntryMissing);
    QCOMPARE(verification.seq(), 5);

    QVERIFY(exec(u"DELETE FROM audit_log"_s));
    verification = verified(log);
    QCOMPARE(verification.problem(), Problem::EntryMissing);
    QCOMPARE(verification.seq(), 1);
    QCOMPARE(verification.entriesChecked(), 0);
}

void TestStore::replacedLastEntryIsNamed()
{
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 5);
    allowTampering();
    AuditEntry forged = log.entries(4, 1).value().at(0);
    forged.profileId = u"someone-else"_s;
    forged.hash = forged.computeHash();
    QVERIFY(exec(u"UPDATE audit_log SET profile_id = '%1', hash = '%2' WHERE seq = 5"_s.arg(forged.profileId,
                                                                                            forged.hash)));
    const AuditVerification verification = verified(log);
    QCOMPARE(verification.problem(), Problem::HeadMismatch);
    QCOMPARE(verification.seq(), 5);
}

void TestStore::entryAddedOutsidePaydeskIsNamed()
{
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 2);
    // Chained correctly, but not through Paydesk: the head does not know it.
    AuditEntry forged = log.entries(1, 1).value().at(0);
    forged.previousHash = forged.hash;
    forged.seq = 3;
    forged.hash = forged.computeHash();
    QSqlQuery q(raw());
    q.prepare(u"INSERT INTO audit_log VALUES (:seq, :at, :user, :profile, :action, :detail, :prev, :hash)"_s);
    q.bindValue(u":seq"_s, forged.seq);
    q.bindValue(u":at"_s, AuditEntry::timeText(forged.time));
    q.bindValue(u":user"_s, forged.osUser);
    q.bindValue(u":profile"_s, forged.profileId);
    q.bindValue(u":action"_s, forged.action);
    q.bindValue(u":detail"_s, forged.detail);
    q.bindValue(u":prev"_s, forged.previousHash);
    q.bindValue(u":hash"_s, forged.hash);
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    const AuditVerification verification = verified(log);
    QCOMPARE(verification.problem(), Problem::UnrecordedEntry);
    QCOMPARE(verification.seq(), 3);
    QCOMPARE(verification.entriesChecked(), 2);
    // And Paydesk does not write over it.
    const StoreResult<AuditEntry> refused = log.append(sampleEvent(3));
    QVERIFY(!refused.ok());
}

void TestStore::deletedHeadIsNamed()
{
    Store store(config());
    AuditLog log(&store);
    appendEntries(log, 2);
    QVERIFY(exec(u"DELETE FROM audit_head"_s));
    const AuditVerification verification = verified(log);
    QCOMPARE(verification.problem(), Problem::HeadDamaged);
    QVERIFY2(verification.message().contains(u"missing or altered"_s), qPrintable(verification.message()));
    const StoreResult<AuditEntry> refused = log.append(sampleEvent(3));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind(), StoreError::Kind::Damaged);
}

void TestStore::concurrentAppendsKeepOneChain()
{
    // Two stores (as two processes would have), each appending from a thread of its own.
    constexpr int perWriter = 20;
    Store first(config());
    Store second(config());
    QVERIFY(first.open().ok());
    QVERIFY(second.open().ok());
    AuditLog firstLog(&first);
    AuditLog secondLog(&second);
    QMutex mutex;
    QStringList failures;
    QList<qint64> seqs;
    auto writer = [&](AuditLog *log, int base) {
        return [&, log, base] {
            for (int i = 0; i < perWriter; ++i) {
                const StoreResult<AuditEntry> entry = log->append(sampleEvent(base + i));
                QMutexLocker lock(&mutex);
                if (entry.ok())
                    seqs << entry.value().seq;
                else
                    failures << entry.error().toString();
            }
        };
    };
    std::unique_ptr<QThread> a(QThread::create(writer(&firstLog, 100)));
    std::unique_ptr<QThread> b(QThread::create(writer(&secondLog, 200)));
    a->start();
    b->start();
    QVERIFY(a->wait(QDeadlineTimer(kThreadWaitMs)));
    QVERIFY(b->wait(QDeadlineTimer(kThreadWaitMs)));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    std::sort(seqs.begin(), seqs.end());
    QCOMPARE(seqs.size(), 2 * perWriter);
    for (int i = 0; i < seqs.size(); ++i)
        QCOMPARE(seqs.at(i), i + 1);
    const AuditVerification verification = verified(firstLog);
    QVERIFY2(verification.isIntact(), qPrintable(verification.message()));
    QCOMPARE(verification.entriesChecked(), 2 * perWriter);
    QCOMPARE(scalar(u"SELECT COUNT(DISTINCT profile_id) FROM audit_log"_s).toInt(), 2 * perWriter);
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
