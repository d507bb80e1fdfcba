// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one owner of Paydesk's local database, through Qt SQL: a SQLite file in the application's
// data folder by default, or a PostgreSQL database shared by a team (StoreConfig).
//
// Connections. Qt SQL connections belong to the thread that made them, so the store keeps one
// per thread that uses it, named "paydesk-store-<store>-<thread>", made on the thread's first
// connection() and set up there (SQLite busy timeout; PostgreSQL timeouts and search_path). A
// thread never sees another thread's connection. A connection goes when its thread finishes
// (QThread::finished, on that thread), on releaseConnection(), or with the store; a broken
// PostgreSQL connection is opened again on the next use.
//
// Opening. open() connects on the calling thread and brings the schema up to date
// (SchemaMigrator); it blocks for as long as that takes, which for a server may be the connect
// timeout: front ends call openInBackground() instead, which does the same on the worker thread
// and reports with opened() or openFailed(). connection() opens the store first when it is not
// open yet, so a store that failed to open (server down at start) tries again on its next use.
//
// The worker thread. post() runs a job on the store's own thread ("paydesk-store"), started on
// the first post, one job at a time, in the order posted; jobs use connection() there like any
// other thread. Whatever the user interface asks of the database goes through it, so the UI
// thread never waits for a disk or a network. The typed way to it is store::postCall()
// (StoreCall.h): every class of the store (PayoutDrafts, Statements, OutboxStore, AuditLog, ...)
// posts through this one queue, so pendingJobs() counts every job posted and not yet run, and one
// waitForPosted() waits for all of them. The destructor lets the posted jobs finish (each is
// bounded by the lock, connect and statement timeouts), then stops the thread and removes every
// connection.
//
// The clock. now() is the one time of every row and audit entry the store's classes write (UTC,
// in milliseconds as stored); setClock() replaces it (tests: a time moved on without waiting).
//
// Errors are values (StoreResult, StoreError): a missing, locked or damaged file, an unreachable
// server, a refused password or a schema from a newer Paydesk each give a sentence for a person,
// never a crash.
//
// Thread safety: every public method may be called from any thread, except the destructor, which
// runs on the thread that owns the store after every other thread that used it has finished.

#include "store/Migration.h"
#include "store/SqlDialect.h"
#include "store/StoreConfig.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QHash>
#include <QList>
#include <QMetaObject>
#include <QMutex>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

#include <atomic>
#include <functional>

QT_BEGIN_NAMESPACE
class QThread;
QT_END_NAMESPACE

namespace paydesk::store {

class Store : public QObject
{
    Q_OBJECT
public:
    enum class State {
        Closed, // not opened yet
        Opening, // openInBackground() is under way
        Open, // connected once and the schema is up to date
        Failed, // the last attempt to open failed (lastError())
    };
    Q_ENUM(State)

    explicit Store(StoreConfig config, QObject *parent = nullptr);
    // Another list of schema steps (tests: a step that fails, a database that is too new).
    Store(StoreConfig config, QList<Migration> migrations, QObject *parent = nullptr);
    ~Store() override;

    const StoreConfig &config() const { return m_config; }
    const SqlDialect &dialect() const { return m_dialect; }
    State state() const;
    StoreError lastError() const; // of the last attempt to open
    int latestSchemaVersion() const; // the version this Paydesk brings a database to

    // Connects on the calling thread and brings the schema up to date. Blocks: not on the UI
    // thread for a server (use openInBackground()).
    StoreResult<void> open();
    // The same on the worker thread; then opened() or openFailed().
    void openInBackground();
    // Jobs posted from now on wait, and the worker thread is not started, until openInBackground()
    // (or waitForPosted(), or the end): while the window is built, the store's opening and the
    // pages' first reads do not take the processor from it (on two cores, the second is not free).
    void holdJobsUntilOpening();

    // The calling thread's connection, made (and the store opened) on first use.
    StoreResult<QSqlDatabase> connection();
    QString connectionName() const; // the calling thread's; empty when it has none
    void releaseConnection(); // closes and removes the calling thread's connection

    // Runs `job` on the worker thread, after the jobs posted before it. Ignored once the store is
    // being destroyed.
    void post(std::function<void()> job);
    // Blocks until the jobs posted so far have run; false on timeout, or when called on the
    // worker thread itself.
    bool waitForPosted(QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
    bool isWorkerThread() const;
    // Jobs posted and not yet run (every kind: they all go through post()).
    int pendingJobs() const { return m_pending; }

    // Team mode: the open database is a team database (PostgreSQL with the table team_settings,
    // made by `paydesk-cli team init`). Decided when the store opens; false before. Every write
    // class of the store then calls the team database's functions instead of writing rows itself
    // (TeamWrites.h), and the store never updates the schema: an operator has no right to, so a
    // team database behind this Paydesk is refused with a sentence naming `paydesk-cli team init`.
    bool isTeam() const { return m_team; }
    // The team layer's version this Paydesk knows is TeamSchema::version.

    // The time of the rows and audit entries written through this store: UTC, in milliseconds
    // (as stored). setClock() replaces the system's clock (a test's time); an empty one restores
    // it. Safe from any thread.
    QDateTime now() const;
    void setClock(std::function<QDateTime()> clock);

    // The operating-system user running Paydesk, from the environment (USER, else USERNAME);
    // "unknown" when neither is set. Recorded in schema_version and in every audit entry.
    static QString osUser();

Q_SIGNALS:
    void opened();
    void openFailed(const paydesk::store::StoreError &error);

private:
    StoreResult<QSqlDatabase> threadConnection();
    StoreResult<void> ensureOpen(QSqlDatabase &db);
    // Whether `db` is a team database and, when it is, that its schema is this Paydesk's: an error
    // otherwise, without changing anything (TeamOpen.cpp).
    StoreResult<bool> checkTeam(QSqlDatabase &db);
    void setState(State state, const StoreError &error = {});
    void removeConnection(QThread *thread);
    void stopWorker();
    void enqueue(std::function<void()> job, bool counted);

    const StoreConfig m_config;
    const SqlDialect m_dialect;
    const QList<Migration> m_migrations;
    const QString m_id; // part of every connection name

    mutable QMutex m_mutex; // guards what follows
    struct ThreadConnection
    {
        QString name;
        QMetaObject::Connection finished; // removes it when its thread finishes
    };
    QHash<QThread *, ThreadConnection> m_connections;
    State m_state = State::Closed;
    StoreError m_lastError;
    QThread *m_worker = nullptr;
    QObject *m_workerContext = nullptr; // lives in m_worker: the target of post()
    bool m_stopping = false;
    bool m_held = false; // holdJobsUntilOpening(): the worker is made, not started
    void startWorkerLocked(); // under m_mutex
    std::function<QDateTime()> m_clock; // empty: the system's
    std::atomic_int m_pending = 0;

    QMutex m_openMutex; // one migration at a time within this process
    std::atomic_bool m_open = false;
    std::atomic_bool m_team = false;
};

} // namespace paydesk::store
