// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What other workstations change in a team database (PostgreSQL), as it happens. Schema step 13
// makes every INSERT, UPDATE and DELETE of the outbox, operators, approval rules and wallet
// statements notify its change on the schema's channel (SqlDialect::changeChannel()); this class
// LISTENs to it on a connection of its own (QSqlDriver::subscribeToNotification()), on a thread of
// its own (the driver reads its socket through that thread's event loop: never the window's), and
// emits changed() for each, on the thread that owns this object. Changes made by this
// workstation are heard too (the database cannot tell them apart): a view that reacts to both its
// process's own signals and these reads again once more, which its read guard folds.
//
// A SQLite store has no listener (AppContext makes one for a PostgreSQL store only): one
// workstation, whose windows hear each other through the store's own signals.
//
// The connection. It is checked every checkInterval (a "SELECT 1", cheap); when that fails, or it
// could not be made, connectionLost() says why (once), and it is made again after a delay that
// doubles from firstRetryDelay up to maxRetryDelay. When it is back (and LISTENs again),
// connectionBack() and catchUp(): what changed meanwhile was not heard, so views read again
// (a view keeps what it shows until then). listening() each time it LISTENs (the first time too).
//
//   auto *changes = new store::ChangeListener(store.config());
//   connect(changes, &store::ChangeListener::changed, this, [](const store::TableChange &c) { ... });
//   changes->start();
//
// Thread safety: use from the thread that owns it; the destructor stops the thread (a check in
// flight is bounded by the connect and statement timeouts).

#include "store/StoreConfig.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <chrono>
#include <optional>

QT_BEGIN_NAMESPACE
class QThread;
QT_END_NAMESPACE

namespace paydesk::store {

// One change of a row, as the trigger of schema step 13 tells it.
struct TableChange
{
    QString table; // payout_outbox, operators, approval_rules, wallet_statements, ...
    QString op; // INSERT, UPDATE or DELETE
    QString id; // the row's id (approval_rules: its currency)
    QString profileId; // empty for tables without one (operators, rules)
    QString state; // the row's state after the change (of a deleted row: as it was); may be empty
    QString oldState; // an UPDATE's state before it; empty otherwise
    qint64 revision = 0;
    QString maker; // payout_outbox: the row's maker; empty otherwise

    bool isDelete() const { return op == u"DELETE"; }
    // Whether the row came into `state` (inserted in it, or updated from another).
    bool entered(const QString &key) const { return !isDelete() && state == key && oldState != key; }
    // Whether the row left `state` (updated to another, or deleted in it).
    bool left(const QString &key) const
    {
        return isDelete() ? state == key : (oldState == key && state != key);
    }

    // The payload of a notification (JSON); nullopt when it is not one of schema step 13's.
    static std::optional<TableChange> fromPayload(const QString &payload);
};

class ChangeListener : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds defaultCheckInterval {3000};
    static constexpr std::chrono::milliseconds defaultFirstRetryDelay {500};
    static constexpr std::chrono::milliseconds defaultMaxRetryDelay {30000};

    // `config` must be a PostgreSQL one (its schema gives the channel).
    explicit ChangeListener(StoreConfig config, QObject *parent = nullptr);
    ~ChangeListener() override;

    // Before start(): how often the connection is checked, and the reconnection's delays.
    void setCheckInterval(std::chrono::milliseconds interval);
    void setRetryDelays(std::chrono::milliseconds first, std::chrono::milliseconds max);

    // Starts the thread and connects (once; later calls do nothing).
    void start();
    bool isStarted() const { return m_thread != nullptr; }
    // Whether it LISTENs now (false before the first connection and while lost).
    bool isListening() const { return m_listening; }
    bool isLost() const { return m_lost; }
    // The channel LISTENed to (known once listening; SqlDialect::changeChannel()).
    QString channel() const { return m_channel; }
    // The server process of the listening connection (0 when none): tests end it to see a loss.
    qint64 backendPid() const { return m_backendPid.load(); }

Q_SIGNALS:
    void changed(const paydesk::store::TableChange &change);
    // It LISTENs (after start(), and again after each loss).
    void listening();
    // The database cannot be reached (once per loss): `reason` for logs (English, no secret).
    void connectionLost(const QString &reason);
    void connectionBack();
    // What changed while lost was not heard: read again.
    void catchUp();

private:
    class Worker;
    void onListening(const QString &channel, qint64 backendPid);
    void onLost(const QString &reason);

    const StoreConfig m_config;
    std::chrono::milliseconds m_checkInterval = defaultCheckInterval;
    std::chrono::milliseconds m_firstRetryDelay = defaultFirstRetryDelay;
    std::chrono::milliseconds m_maxRetryDelay = defaultMaxRetryDelay;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr; // lives in m_thread
    QString m_channel;
    bool m_listening = false;
    bool m_lost = false;
    std::atomic<qint64> m_backendPid = 0;
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::TableChange)
