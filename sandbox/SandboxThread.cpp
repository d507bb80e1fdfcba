// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxThread.h"

#include <QMutexLocker>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

SandboxThread::SandboxThread(SandboxOptions options, QObject *parent)
    : QThread(parent)
    , m_options(std::move(options))
{
    setObjectName(u"paydesk-local-sandbox"_s);
}

SandboxThread::~SandboxThread()
{
    // quit() is lost if it comes before exec() has started: repeat it until the thread is gone.
    requestInterruption();
    do
        quit();
    while (!wait(20));
}

void SandboxThread::run()
{
    SandboxServer server; // lives and dies in this thread, with all its timers and sockets
    // "Started" as soon as it listens: a first request may be sent while the demo data is made,
    // and is answered right after.
    auto publish = [this, &server](bool ok, const QString &error) {
        {
            QMutexLocker lock(&m_mutex);
            m_done = true;
            m_ok = ok;
            m_error = error;
            if (ok) {
                m_baseUrl = server.baseUrl();
                m_key = server.generatedKey();
            }
            m_ready.wakeAll();
        }
        Q_EMIT startFinished(ok, error);
        // The window's thread waits for this (and goes on to build the window): it runs first.
        // Without the yield this thread opens its data file before the waiting one is scheduled,
        // a millisecond or two at every start on a machine whose other core is busy or asleep.
        if (ok)
            QThread::yieldCurrentThread();
    };
    // Started as soon as it listens (the lock on its data file taken): the window's first call
    // leaves while the file's driver loads, and is answered once the wallets are read.
    SandboxOptions options = m_options;
    options.openDataAfterListening = true;
    QString error;
    const bool ok = server.start(options, &error, [&publish] { publish(true, {}); });
    if (!ok)
        publish(false, error);
    if (ok && !isInterruptionRequested())
        exec();
}

void SandboxThread::startIfNeeded()
{
    if (isRunning() || (m_done && m_ok))
        return;
    // Never started, or its start failed and the thread has ended: (re)start it.
    wait();
    m_done = false;
    m_ok = false;
    m_error.clear();
    start();
}

void SandboxThread::whenStarted(QObject *context, StartedCallback done)
{
    QMutexLocker lock(&m_mutex);
    startIfNeeded();
    if (!m_done) {
        // run() sets m_done under the mutex and emits afterwards: connected now, this sees the
        // signal. Queued to `context`'s thread, single shot.
        connect(this, &SandboxThread::startFinished, context, std::move(done),
                Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
        return;
    }
    const bool ok = m_ok;
    const QString error = m_error;
    lock.unlock();
    done(ok, error);
}

bool SandboxThread::waitUntilStarted(QString *error)
{
    QMutexLocker lock(&m_mutex);
    startIfNeeded();
    while (!m_done)
        m_ready.wait(&m_mutex);
    if (!m_ok && error)
        *error = m_error;
    return m_ok;
}

QUrl SandboxThread::baseUrl() const
{
    QMutexLocker lock(&m_mutex);
    return m_baseUrl;
}

QString SandboxThread::generatedKey() const
{
    QMutexLocker lock(&m_mutex);
    return m_key;
}

} // namespace paydesk::sandbox
