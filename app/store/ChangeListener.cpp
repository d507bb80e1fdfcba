// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/ChangeListener.h"
#include "store/SqlConnection.h"

#include "store/SqlDialect.h"
#include "store/StoreLogging.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::store {

std::optional<TableChange> TableChange::fromPayload(const QString &payload)
{
    const QJsonObject o = QJsonDocument::fromJson(payload.toUtf8()).object();
    if (!o.value(u"table").isString() || !o.value(u"op").isString())
        return std::nullopt;
    TableChange c;
    c.table = o.value(u"table").toString();
    c.op = o.value(u"op").toString();
    c.id = o.value(u"id").toString();
    c.profileId = o.value(u"profile_id").toString();
    c.state = o.value(u"state").toString();
    c.oldState = o.value(u"old_state").toString();
    c.revision = o.value(u"revision").toInteger();
    c.maker = o.value(u"maker").toString();
    return c;
}

// Lives in the listener's thread: the connection, its notifications, its checks and reconnections.
// It tells the listener through queued calls to it (dropped when the listener is gone).
class ChangeListener::Worker : public QObject
{
public:
    Worker(ChangeListener *owner, StoreConfig config, std::chrono::milliseconds checkInterval,
           std::chrono::milliseconds firstRetry, std::chrono::milliseconds maxRetry)
        : m_owner(owner)
        , m_config(std::move(config))
        , m_dialect(m_config)
        , m_name(u"paydesk-listen-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
        , m_firstRetry(firstRetry)
        , m_maxRetry(maxRetry)
        , m_retryDelay(firstRetry)
    {
        m_check.setInterval(checkInterval);
        connect(&m_check, &QTimer::timeout, this, &Worker::check);
        m_retry.setSingleShot(true);
        connect(&m_retry, &QTimer::timeout, this, &Worker::connectNow);
    }

    ~Worker() override { closeConnection(); }

    void connectNow()
    {
        closeConnection();
        qint64 pid = 0;
        const QString failure = listen(&pid);
        if (!failure.isEmpty())
            return lost(failure); // the connection's handles are gone: it can be removed
        m_retryDelay = m_firstRetry;
        m_check.start();
        qCDebug(lcStore) << "listening to" << m_channel << "on" << m_config;
        QMetaObject::invokeMethod(
            m_owner, [owner = m_owner, channel = m_channel, pid] { owner->onListening(channel, pid); },
            Qt::QueuedConnection);
    }

private:
    // Connects, sets the session up and LISTENs: empty, or why not (for logs).
    QString listen(qint64 *pid)
    {
        QSqlDatabase db = addConnection(m_config, m_name);
        if (!db.open())
            return u"cannot connect: "_s + db.lastError().text();
        if (const QSqlError error = setUpSession(db, m_config); error.isValid())
            return u"cannot set up the connection: "_s + error.text();
        QString channel;
        {
            QSqlQuery q(db);
            if (!q.exec(u"SELECT current_schema(), pg_backend_pid()"_s) || !q.next())
                return u"cannot read the schema: "_s + q.lastError().text();
            channel = SqlDialect::changeChannel(q.value(0).toString());
            *pid = q.value(1).toLongLong();
        }
        QSqlDriver *driver = db.driver();
        connect(driver, &QSqlDriver::notification, this,
                [this](const QString &name, QSqlDriver::NotificationSource, const QVariant &payload) {
                    notified(name, payload.toString());
                });
        if (!driver->subscribeToNotification(channel))
            return u"cannot listen: "_s + driver->lastError().text();
        m_channel = channel;
        return {};
    }

    void notified(const QString &name, const QString &payload)
    {
        if (name != m_channel)
            return;
        const std::optional<TableChange> change = TableChange::fromPayload(payload);
        if (!change) {
            qCWarning(lcStore) << "a change notification that is not Paydesk's:" << payload.left(200);
            return;
        }
        QMetaObject::invokeMethod(
            m_owner, [owner = m_owner, c = *change] { Q_EMIT owner->changed(c); }, Qt::QueuedConnection);
    }

    void check()
    {
        QString failure;
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            QSqlQuery q(db);
            if (!db.isOpen() || !q.exec(u"SELECT 1"_s))
                failure = u"connection lost: "_s + q.lastError().text();
        } // no query nor handle of the connection left when it is removed
        if (!failure.isEmpty())
            lost(failure);
    }

    void lost(const QString &reason)
    {
        closeConnection();
        qCInfo(lcStore) << "change listener:" << reason << "; again in" << m_retryDelay.count() << "ms";
        QMetaObject::invokeMethod(
            m_owner, [owner = m_owner, reason] { owner->onLost(reason); }, Qt::QueuedConnection);
        m_retry.start(m_retryDelay);
        m_retryDelay = std::min(m_retryDelay * 2, m_maxRetry);
    }

    void closeConnection()
    {
        m_check.stop();
        m_channel.clear();
        if (!QSqlDatabase::contains(m_name))
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (db.driver())
                disconnect(db.driver(), nullptr, this, nullptr);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }

    ChangeListener *const m_owner;
    const StoreConfig m_config;
    const SqlDialect m_dialect;
    const QString m_name;
    const std::chrono::milliseconds m_firstRetry;
    const std::chrono::milliseconds m_maxRetry;
    std::chrono::milliseconds m_retryDelay;
    QTimer m_check {this};
    QTimer m_retry {this};
    QString m_channel;
};

ChangeListener::ChangeListener(StoreConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    Q_ASSERT(m_config.isPostgres());
    qRegisterMetaType<TableChange>();
}

ChangeListener::~ChangeListener()
{
    if (!m_thread)
        return;
    m_thread->quit(); // the worker goes with the thread's end (deleteLater on finished)
    m_thread->wait();
    delete m_thread;
}

void ChangeListener::setCheckInterval(std::chrono::milliseconds interval)
{
    m_checkInterval = interval;
}

void ChangeListener::setRetryDelays(std::chrono::milliseconds first, std::chrono::milliseconds max)
{
    m_firstRetryDelay = first;
    m_maxRetryDelay = std::max(first, max);
}

void ChangeListener::start()
{
    if (m_thread)
        return;
    m_thread = new QThread;
    m_thread->setObjectName(u"paydesk-listen"_s);
    m_worker = new Worker(this, m_config, m_checkInterval, m_firstRetryDelay, m_maxRetryDelay);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->connectNow(); }, Qt::QueuedConnection);
}

void ChangeListener::onListening(const QString &channel, qint64 backendPid)
{
    m_channel = channel;
    m_backendPid = backendPid;
    m_listening = true;
    const bool wasLost = std::exchange(m_lost, false);
    if (wasLost) {
        Q_EMIT connectionBack();
        Q_EMIT catchUp();
    }
    Q_EMIT listening();
}

void ChangeListener::onLost(const QString &reason)
{
    m_listening = false;
    m_backendPid = 0;
    if (std::exchange(m_lost, true))
        return; // said once per loss
    Q_EMIT connectionLost(reason);
}

} // namespace paydesk::store
