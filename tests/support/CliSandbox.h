// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support for paydesk-cli's commands that talk to a payments service (CliRun.h runs the
// program): a sandbox service in a thread of its own (the test's thread blocks while paydesk-cli
// runs, so an in-process server on it would never answer), its generated key kept in a key file
// that only its owner may read, a base URL nobody listens at, and what a folder holds (no file
// may be left behind by a command that failed).

#include "SandboxThread.h"

#include <QDir>
#include <QFile>
#include <QTcpServer>
#include <QUrl>

#include <memory>

namespace paydesk::test {

class CliSandbox
{
public:
    // The demo data (wallets in KES, UGX...; four months of payouts), answering at once.
    CliSandbox()
    {
        sandbox::SandboxOptions options;
        options.speed = 0.0;
        m_thread = std::make_unique<sandbox::SandboxThread>(options);
        m_started = m_thread->waitUntilStarted(&m_error);
    }
    bool started() const { return m_started; }
    QString error() const { return m_error; }
    QUrl baseUrl() const { return m_thread->baseUrl(); }
    QString key() const { return m_thread->generatedKey(); }

private:
    std::unique_ptr<sandbox::SandboxThread> m_thread;
    bool m_started = false;
    QString m_error;
};

// Writes `key` as the first line of `path` with `permissions` (owner read/write only: 0600).
inline bool writeKeyFile(const QString &path, const QString &key,
                         QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(key.toUtf8() + '\n');
    file.close();
    return file.setPermissions(permissions);
}

// An address on 127.0.0.1 where nothing listens (a port that was free a moment ago).
inline QUrl closedServiceUrl()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    return QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(port));
}

// The names in `folder` (hidden ones too): what a command left there.
inline QStringList entriesOf(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace paydesk::test
