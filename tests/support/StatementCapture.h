// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every statement a store sends to its database, captured below the store, so that no list of
// statements is written by hand and none is missed (tst_queryplans explains each one).
//
// SQLite: sqlite3_auto_extension() runs a function of ours on every connection the process opens
// from then on, whichever thread opens it (the store keeps one per thread: Store.h), and that
// function installs sqlite3_trace_v2(SQLITE_TRACE_STMT) on it: each statement that starts running
// is recorded with sqlite3_sql(), the text as prepared (":name" and "?" placeholders, no values).
// This needs the SQLite library that Qt's QSQLITE driver uses to be the process's one (Debian's
// driver links the system's libsqlite3, which the test links too: scripts/packages has
// libsqlite3-dev); sqliteSeen() says whether a given connection's handle (QSqlDriver::handle())
// was traced, so a driver with a SQLite of its own is reported instead of passing with nothing.
//
// PostgreSQL: a wire tap. PostgresWireTap listens on a local port and relays every byte between
// the store and the server; the store is pointed at the tap (StoreConfig host and port). Of what
// the client sends it reads the frontend protocol's messages and records each query: a simple
// Query ('Q', which QPSQL uses for everything: "PREPARE qpsqlpstmt_N AS <statement>", "EXECUTE
// ...", plain statements) and the extended protocol's Parse ('P'). An SSLRequest is answered "no"
// by the tap itself, so the stream stays readable (the test server has no TLS anyway). This keeps
// the statement's exact text, constants included (an expression index or a partial index matches
// only with them), needs nothing of the server (no shared_preload_libraries, no log file), and sees
// every connection of every thread, as the store makes them. pg_stat_statements was the other way:
// it needs the server started with the library preloaded and records normalised text (each
// constant replaced by a parameter), on which an index on paydesk_json_member(detail, 'outbox_id')
// or a partial index can no longer be chosen: a plan check on it would fail statements that are
// fine.

#include <QByteArray>
#include <QHostAddress>
#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QtEndian>

#include <sqlite3.h>

#include <atomic>
#include <memory>

namespace paydesk::test {

// What was captured: each distinct statement text once, in the order first seen.
class CapturedStatements
{
public:
    void add(const QString &sql)
    {
        const QString text = sql.trimmed();
        if (text.isEmpty())
            return;
        QMutexLocker lock(&m_mutex);
        if (m_seen.contains(text))
            return;
        m_seen.insert(text);
        m_list.append(text);
    }
    QStringList list() const
    {
        QMutexLocker lock(&m_mutex);
        return m_list;
    }
    void clear()
    {
        QMutexLocker lock(&m_mutex);
        m_seen.clear();
        m_list.clear();
    }

private:
    mutable QMutex m_mutex;
    QSet<QString> m_seen;
    QStringList m_list;
};

// --- SQLite -------------------------------------------------------------------------------------

class SqliteStatementCapture
{
public:
    // Installs the capture for every connection opened after this call; once per process.
    static void install()
    {
        static const int rc = sqlite3_auto_extension(reinterpret_cast<void (*)()>(&onOpen));
        Q_UNUSED(rc)
    }
    static CapturedStatements &statements()
    {
        static CapturedStatements s;
        return s;
    }
    // Recording on or off (off: the test's own connections, the explaining).
    static void setRecording(bool on) { recording().store(on); }
    // Whether the connection `handle` (a sqlite3*, from QSqlDriver::handle()) is traced.
    static bool sqliteSeen(sqlite3 *handle)
    {
        QMutexLocker lock(&handlesMutex());
        return handles().contains(handle);
    }
    // Stops tracing one connection (the test's own).
    static void untrace(sqlite3 *handle) { sqlite3_trace_v2(handle, 0, nullptr, nullptr); }

private:
    static std::atomic_bool &recording()
    {
        static std::atomic_bool on = false;
        return on;
    }
    static QMutex &handlesMutex()
    {
        static QMutex m;
        return m;
    }
    static QSet<sqlite3 *> &handles()
    {
        static QSet<sqlite3 *> h;
        return h;
    }
    static int onOpen(sqlite3 *db, const char **, const sqlite3_api_routines *)
    {
        {
            QMutexLocker lock(&handlesMutex());
            handles().insert(db);
        }
        sqlite3_trace_v2(db, SQLITE_TRACE_STMT, &onTrace, nullptr);
        return SQLITE_OK;
    }
    static int onTrace(unsigned type, void *, void *p, void *)
    {
        if (type == SQLITE_TRACE_STMT && recording().load())
            if (const char *sql = sqlite3_sql(static_cast<sqlite3_stmt *>(p)))
                statements().add(QString::fromUtf8(sql));
        return 0;
    }
};

// --- PostgreSQL ---------------------------------------------------------------------------------

// One client's connection through the tap: relays both ways, reads the client's messages.
class PostgresWireRelay : public QObject
{
public:
    PostgresWireRelay(QTcpSocket *client, const QString &host, quint16 port, CapturedStatements *out,
                      QObject *parent)
        : QObject(parent)
        , m_client(client)
        , m_server(new QTcpSocket(this))
        , m_out(out)
    {
        m_client->setParent(this);
        connect(m_client, &QTcpSocket::readyRead, this, &PostgresWireRelay::fromClient);
        connect(m_server, &QTcpSocket::readyRead, this, [this] { m_client->write(m_server->readAll()); });
        connect(m_client, &QTcpSocket::disconnected, this, [this] { finish(m_server); });
        connect(m_server, &QTcpSocket::disconnected, this, [this] { finish(m_client); });
        connect(m_server, &QTcpSocket::errorOccurred, this, [this] { finish(m_client); });
        m_server->connectToHost(host, port);
    }

private:
    void finish(QTcpSocket *other)
    {
        if (m_done)
            return;
        m_done = true;
        other->flush();
        other->disconnectFromHost();
        deleteLater();
    }

    void fromClient()
    {
        m_pending.append(m_client->readAll());
        for (;;) {
            if (m_startup) {
                // Length (with itself), then the protocol code; no type byte.
                if (m_pending.size() < 8)
                    return;
                const qint32 length = qFromBigEndian<qint32>(m_pending.constData());
                const qint32 code = qFromBigEndian<qint32>(m_pending.constData() + 4);
                if (length < 8 || m_pending.size() < length)
                    return;
                const QByteArray message = m_pending.left(length);
                m_pending.remove(0, length);
                if (code == 80877103 || code == 80877104) { // SSLRequest, GSSENCRequest: "no"
                    m_client->write("N", 1);
                    continue;
                }
                m_startup = false; // StartupMessage (or CancelRequest): typed messages follow
                m_server->write(message);
                continue;
            }
            if (m_pending.size() < 5)
                return;
            const qint32 length = qFromBigEndian<qint32>(m_pending.constData() + 1);
            if (length < 4 || m_pending.size() < length + 1)
                return;
            const QByteArray message = m_pending.left(length + 1);
            m_pending.remove(0, length + 1);
            read(message.at(0), message.mid(5));
            m_server->write(message);
        }
    }

    void read(char type, const QByteArray &body)
    {
        if (type == 'Q') {
            m_out->add(QString::fromUtf8(body.left(body.indexOf('\0'))));
        } else if (type == 'P') { // Parse: statement name, then the query
            const qsizetype nameEnd = body.indexOf('\0');
            const qsizetype queryEnd = body.indexOf('\0', nameEnd + 1);
            if (nameEnd >= 0 && queryEnd > nameEnd)
                m_out->add(QString::fromUtf8(body.mid(nameEnd + 1, queryEnd - nameEnd - 1)));
        }
    }

    QTcpSocket *m_client;
    QTcpSocket *m_server;
    CapturedStatements *m_out;
    QByteArray m_pending;
    bool m_startup = true;
    bool m_done = false;
};

// The tap, on a thread of its own (the store's connections on the test's thread block that
// thread while they wait for the server).
class PostgresWireTap
{
public:
    ~PostgresWireTap() { stop(); }

    // Listens on 127.0.0.1 and relays to host:port; the port to connect to, 0 on failure.
    quint16 start(const QString &host, quint16 port)
    {
        m_thread = std::make_unique<QThread>();
        m_thread->setObjectName(QStringLiteral("postgres-wire-tap"));
        m_thread->start();
        m_context = new QObject;
        m_context->moveToThread(m_thread.get());
        quint16 listening = 0;
        QMetaObject::invokeMethod(
            m_context,
            [&] {
                auto *server = new QTcpServer(m_context);
                if (!server->listen(QHostAddress::LocalHost, 0))
                    return;
                listening = server->serverPort();
                QObject::connect(server, &QTcpServer::newConnection, m_context, [this, server, host, port] {
                    while (QTcpSocket *client = server->nextPendingConnection())
                        new PostgresWireRelay(client, host, port, &m_statements, m_context);
                });
            },
            Qt::BlockingQueuedConnection);
        return listening;
    }

    void stop()
    {
        if (!m_thread)
            return;
        QMetaObject::invokeMethod(
            m_context, [this] { delete m_context; }, Qt::BlockingQueuedConnection);
        m_thread->quit();
        m_thread->wait();
        m_thread.reset();
    }

    // The statements sent, each once; "PREPARE <name> AS " taken off (what was prepared is the
    // statement; the EXECUTEs that follow are not statements of their own).
    QStringList statements() const
    {
        QStringList out;
        QSet<QString> seen;
        static const QRegularExpression prepare(QStringLiteral("^PREPARE\\s+\\S+\\s+AS\\s+"),
                                                QRegularExpression::CaseInsensitiveOption);
        for (QString sql : m_statements.list()) {
            sql.remove(prepare);
            if (!seen.contains(sql)) {
                seen.insert(sql);
                out.append(sql);
            }
        }
        return out;
    }
    void clear() { m_statements.clear(); }

private:
    std::unique_ptr<QThread> m_thread;
    QObject *m_context = nullptr;
    CapturedStatements m_statements;
};

} // namespace paydesk::test
