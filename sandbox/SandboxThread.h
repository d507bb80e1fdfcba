// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxServer.h"

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <functional>

namespace paydesk::sandbox {

// A SandboxServer in a thread of its own, for Paydesk's built-in "Local sandbox": its seeding,
// request handling, background processing and webhooks never run on the UI thread. start()
// returns at once; whenStarted() calls back once the server listens or failed, without blocking;
// waitUntilStarted() blocks until then. Listening comes first and the demo data after it, so
// both return within about a millisecond: a request sent meanwhile is answered once the data is
// in (so seeding overlaps with the window's start-up).
//
// A server that failed to start (its port taken, say) is started again by the next
// whenStarted() or waitUntilStarted(): "Try again" means it.
class SandboxThread : public QThread
{
    Q_OBJECT
public:
    explicit SandboxThread(SandboxOptions options = {}, QObject *parent = nullptr);
    ~SandboxThread() override; // stops the server and joins

    using StartedCallback = std::function<void(bool ok, const QString &error)>;
    // Starts the server if it is not running, then calls `done` in `context`'s thread: at once
    // when the outcome is known, else when it is. Nothing is called once `context` is gone.
    void whenStarted(QObject *context, StartedCallback done);
    // True when the server listens; *error says why not.
    bool waitUntilStarted(QString *error);
    QUrl baseUrl() const;
    QString generatedKey() const;

Q_SIGNALS:
    // From this thread, once start() has an outcome.
    void startFinished(bool ok, const QString &error);

protected:
    void run() override;

private:
    void startIfNeeded(); // the caller holds m_mutex

private:
    const SandboxOptions m_options;
    mutable QMutex m_mutex;
    QWaitCondition m_ready;
    bool m_done = false;
    bool m_ok = false;
    QString m_error;
    QUrl m_baseUrl;
    QString m_key;
};

} // namespace paydesk::sandbox
