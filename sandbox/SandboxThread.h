// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxServer.h"

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

namespace paydesk::sandbox {

// A SandboxServer in a thread of its own, for Paydesk's built-in "Local sandbox": its seeding,
// request handling, background processing and webhooks never run on the UI thread. start()
// returns at once (so seeding overlaps with the window's start-up); waitUntilStarted() blocks
// until the server listens or failed.
class SandboxThread : public QThread
{
    Q_OBJECT
public:
    explicit SandboxThread(SandboxOptions options = {}, QObject *parent = nullptr);
    ~SandboxThread() override; // stops the server and joins

    // True when the server listens; *error says why not.
    bool waitUntilStarted(QString *error);
    QUrl baseUrl() const;
    QString generatedKey() const;

protected:
    void run() override;

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
