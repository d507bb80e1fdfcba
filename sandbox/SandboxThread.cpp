// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxThread.h"

#include <QMutexLocker>

namespace paydesk::sandbox {

SandboxThread::SandboxThread(SandboxOptions options, QObject *parent)
    : QThread(parent)
    , m_options(std::move(options))
{
    setObjectName(QStringLiteral("paydesk-local-sandbox"));
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
    QString error;
    const bool ok = server.start(m_options, &error);
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
    if (ok && !isInterruptionRequested())
        exec();
}

bool SandboxThread::waitUntilStarted(QString *error)
{
    if (!isRunning() && !isFinished())
        start();
    QMutexLocker lock(&m_mutex);
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
