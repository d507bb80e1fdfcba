// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/Store.h"
#include "store/SqlConnection.h"

#include "store/AuditEntry.h"
#include "store/SchemaMigrator.h"
#include "store/StoreLogging.h"

#include <QDir>
#include <QFileInfo>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>

#include <limits>

using namespace Qt::StringLiterals;

namespace paydesk::store {

Store::Store(StoreConfig config, QObject *parent)
    : Store(std::move(config), Migration::builtIn(), parent)
{ }

Store::Store(StoreConfig config, QList<Migration> migrations, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_dialect(m_config)
    , m_migrations(std::move(migrations))
    , m_id(QUuid::createUuid().toString(QUuid::Id128).left(12))
{
    qRegisterMetaType<StoreError>();
}

Store::~Store()
{
    stopWorker();
    QList<QThread *> threads;
    {
        QMutexLocker lock(&m_mutex);
        threads = m_connections.keys();
    }
    for (QThread *thread : std::as_const(threads))
        removeConnection(thread);
}

Store::State Store::state() const
{
    QMutexLocker lock(&m_mutex);
    return m_state;
}

StoreError Store::lastError() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastError;
}

int Store::latestSchemaVersion() const
{
    return m_migrations.isEmpty() ? 0 : m_migrations.constLast().version;
}

void Store::setState(State state, const StoreError &error)
{
    QMutexLocker lock(&m_mutex);
    m_state = state;
    m_lastError = error;
}

QString Store::osUser()
{
    for (const char *name : {"USER", "USERNAME"}) {
        const QString user = qEnvironmentVariable(name).trimmed();
        if (!user.isEmpty())
            return user;
    }
    return u"unknown"_s;
}

StoreResult<void> Store::open()
{
    const StoreResult<QSqlDatabase> db = connection();
    if (!db.ok()) {
        setState(State::Failed, db.error());
        return db.error();
    }
    setState(State::Open);
    return {};
}

void Store::openInBackground()
{
    if (state() != State::Open)
        setState(State::Opening);
    {
        QMutexLocker lock(&m_mutex);
        m_held = false;
        startWorkerLocked(); // with what was posted meanwhile, before the opening (which waits for them)
    }
    post([this] {
        const StoreResult<void> result = open();
        if (result.ok())
            Q_EMIT opened();
        else
            Q_EMIT openFailed(result.error());
    });
}

StoreResult<QSqlDatabase> Store::connection()
{
    StoreResult<QSqlDatabase> db = threadConnection();
    if (!db.ok()) {
        if (!m_open)
            setState(State::Failed, db.error());
        return db;
    }
    QSqlDatabase handle = std::move(db).value();
    if (const StoreResult<void> opened = ensureOpen(handle); !opened.ok())
        return opened.error();
    return handle;
}

StoreResult<QSqlDatabase> Store::threadConnection()
{
    const QString what = tr("Paydesk could not connect to its database.");
    QThread *const thread = QThread::currentThread();
    QString name;
    {
        QMutexLocker lock(&m_mutex);
        name = m_connections.value(thread).name;
    }
    if (name.isEmpty()) {
        QString why;
        if (!m_config.validate(&why))
            return StoreError(StoreError::Kind::InvalidConfig, what + u' ' + why);
        if (!QSqlDatabase::isDriverAvailable(m_dialect.driverName())) {
            return StoreError(
                StoreError::Kind::DriverMissing,
                what + u' '
                    + tr("The Qt SQL driver %1 is not installed with Paydesk.").arg(m_dialect.driverName()),
                QSqlDatabase::drivers().join(u' '));
        }
        if (!m_config.isPostgres() && m_config.filePath == StoreConfig::defaultSqlitePath())
            QDir().mkpath(QFileInfo(m_config.filePath).absolutePath()); // the data folder, on first use

        name = u"paydesk-store-%1-%2"_s.arg(m_id).arg(quintptr(thread), 0, 16);
        addConnection(m_config, name);

        QMutexLocker lock(&m_mutex);
        ThreadConnection &entry = m_connections[thread];
        entry.name = name;
        // On the finishing thread itself (direct), where its connection may still be closed.
        entry.finished = connect(
            thread, &QThread::finished, this, [this, thread] { removeConnection(thread); },
            Qt::DirectConnection);
    }

    QSqlDatabase db = QSqlDatabase::database(name, false);
    if (db.isOpen())
        return db;
    if (!db.open()) {
        const StoreError error = StoreError::fromSql(db.lastError(), m_config, what);
        qCWarning(lcStore).noquote() << "cannot connect to" << m_config.describe() << "-" << error.toString();
        return error;
    }
    if (const QSqlError refused = setUpSession(db, m_config); refused.isValid()) {
        const StoreError error = StoreError::fromSql(refused, m_config, what);
        db.close();
        qCWarning(lcStore).noquote() << "cannot set up a connection to" << m_config.describe() << "-"
                                     << error.toString();
        return error;
    }
    if (m_config.isPostgres() && !m_config.schema.isEmpty()) {
        // search_path accepts a schema that does not exist; current_schema() is then NULL.
        QSqlQuery q(db);
        const bool known = q.exec(u"SELECT current_schema()"_s) && q.next() && !q.value(0).isNull();
        q.finish();
        if (!known) {
            db.close();
            return StoreError(StoreError::Kind::InvalidConfig,
                              what + u' '
                                  + tr("The schema \u201C%1\u201D does not exist in %2. Ask the database "
                                       "administrator to create it, or correct its name.")
                                        .arg(m_config.schema, m_config.location()),
                              u"no schema "_s + m_config.schema);
        }
    }
    qCDebug(lcStore).noquote() << "connected" << name << "to" << m_config.describe();
    return db;
}

StoreResult<void> Store::ensureOpen(QSqlDatabase &db)
{
    if (m_open)
        return {};
    QMutexLocker lock(&m_openMutex);
    if (m_open)
        return {};
    const StoreResult<bool> team = checkTeam(db);
    if (!team.ok()) {
        qCWarning(lcStore).noquote() << "cannot open" << m_config.describe() << "-"
                                     << team.error().toString();
        setState(State::Failed, team.error());
        return team.error();
    }
    SchemaMigrator migrator(db, m_config, m_migrations);
    // A team database is checked by checkTeam() and never migrated here (its operators may not).
    const StoreResult<int> version = team.value() ? migrator.currentVersion() : migrator.migrate();
    if (!version.ok()) {
        qCWarning(lcStore).noquote() << "cannot open" << m_config.describe() << "-"
                                     << version.error().toString();
        setState(State::Failed, version.error());
        return version.error();
    }
    if (!m_config.isPostgres()) {
        // Readers do not block the writer, nor the writer the readers, across processes too. Set
        // only once the schema is known to be ours: a database that is refused is not touched.
        QSqlQuery q(db);
        if (!q.exec(u"PRAGMA journal_mode=WAL"_s))
            qCWarning(lcStore) << "cannot switch to WAL journaling:" << q.lastError().text();
    }
    m_team = team.value();
    m_open = true;
    setState(State::Open);
    qCInfo(lcStore).noquote() << "opened" << m_config.describe() << "at schema version" << version.value()
                              << (m_team ? "(team database)" : "");
    return {};
}

QString Store::connectionName() const
{
    QMutexLocker lock(&m_mutex);
    return m_connections.value(QThread::currentThread()).name;
}

void Store::releaseConnection()
{
    removeConnection(QThread::currentThread());
}

void Store::removeConnection(QThread *thread)
{
    ThreadConnection entry;
    {
        QMutexLocker lock(&m_mutex);
        const auto it = m_connections.constFind(thread);
        if (it == m_connections.cend())
            return;
        entry = *it;
        m_connections.erase(it);
    }
    disconnect(entry.finished);
    if (thread == QThread::currentThread()) {
        QSqlDatabase db = QSqlDatabase::database(entry.name, false);
        db.close();
    }
    // From another thread (the destructor, for a thread that ended without finished()): only the
    // handle is dropped; Qt deletes the driver, which closes it.
    QSqlDatabase::removeDatabase(entry.name);
    qCDebug(lcStore) << "removed connection" << entry.name;
}

void Store::holdJobsUntilOpening()
{
    QMutexLocker lock(&m_mutex);
    m_held = true;
}

void Store::startWorkerLocked()
{
    if (m_worker && !m_worker->isRunning() && !m_worker->isFinished())
        m_worker->start();
}

void Store::post(std::function<void()> job)
{
    enqueue(std::move(job), true);
}

void Store::enqueue(std::function<void()> job, bool counted)
{
    QMutexLocker lock(&m_mutex);
    if (m_stopping) {
        qCWarning(lcStore) << "a job was posted while the store closes; it is dropped";
        return;
    }
    if (!m_worker) {
        m_worker = new QThread;
        m_worker->setObjectName(u"paydesk-store"_s);
        m_workerContext = new QObject;
        m_workerContext->moveToThread(m_worker);
        if (!m_held)
            m_worker->start();
    }
    if (!counted) {
        QMetaObject::invokeMethod(m_workerContext, std::move(job), Qt::QueuedConnection);
        return;
    }
    ++m_pending;
    QMetaObject::invokeMethod(
        m_workerContext,
        [this, job = std::move(job)] {
            job();
            --m_pending;
        },
        Qt::QueuedConnection);
}

QDateTime Store::now() const
{
    std::function<QDateTime()> clock;
    {
        QMutexLocker lock(&m_mutex);
        clock = m_clock;
    }
    const QDateTime time = (clock ? clock() : QDateTime::currentDateTimeUtc()).toUTC();
    return AuditEntry::timeFromText(AuditEntry::timeText(time)); // milliseconds, as stored
}

void Store::setClock(std::function<QDateTime()> clock)
{
    QMutexLocker lock(&m_mutex);
    m_clock = std::move(clock);
}

bool Store::waitForPosted(QDeadlineTimer deadline)
{
    if (isWorkerThread())
        return false;
    {
        QMutexLocker lock(&m_mutex);
        if (!m_worker || m_stopping)
            return true;
        m_held = false; // what is waited for must run
        startWorkerLocked();
    }
    auto done = std::make_shared<QSemaphore>();
    // Not counted: once it runs, every job posted before it has run and been counted off.
    enqueue([done] { done->release(); }, false);
    const qint64 remaining = deadline.remainingTime(); // -1: forever
    return done->tryAcquire(1, int(std::min<qint64>(remaining, std::numeric_limits<int>::max())));
}

bool Store::isWorkerThread() const
{
    QMutexLocker lock(&m_mutex);
    return m_worker && QThread::currentThread() == m_worker;
}

void Store::stopWorker()
{
    QThread *worker = nullptr;
    {
        QMutexLocker lock(&m_mutex);
        m_stopping = true;
        worker = m_worker;
        startWorkerLocked(); // the jobs held run before the end, as every posted job does
    }
    if (!worker)
        return;
    // After every job posted before: the worker's connection goes on its own thread, then the loop.
    QMetaObject::invokeMethod(
        m_workerContext,
        [this] {
            releaseConnection();
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    worker->wait();
    delete m_workerContext;
    delete worker;
    QMutexLocker lock(&m_mutex);
    m_workerContext = nullptr;
    m_worker = nullptr;
}

} // namespace paydesk::store
