// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One Paydesk per person and data folder. Two windows on the same local store and the same
// sandbox data file would each believe they own them; a second start (a double click too many, the
// menu entry while the window hides behind others) rather brings the running window forward.
//
// The first start listens on a local socket (QLocalServer: a Unix domain socket in the temporary
// folder, a named pipe on Windows), open to its user only. A later start connects to it, sends
// "activate\n", waits for "ok\n" and leaves; the first one emits activationRequested(). The name
// is made from the data folder (QStandardPaths::AppDataLocation) and the user's name, so that
// another person, or the same person with another HOME (tests, a fresh home), runs a Paydesk of
// their own. A socket file left behind by a Paydesk that crashed (Unix) refuses the connection
// and is replaced by the new one. A lock file around the check makes two starts at the same
// instant take turns instead of both listening.

#include <QObject>
#include <QString>

class QLocalServer;

namespace paydesk::core {

class SingleInstance : public QObject
{
    Q_OBJECT
public:
    enum class Role {
        First, // no other Paydesk answered: this one runs (it listens, or could not and runs anyway)
        Activated, // another one answered and was asked to come forward: this one leaves
        NotAnswering, // another one holds the name but did not answer in time: this one leaves too
    };
    Q_ENUM(Role)

    // For this user and data folder (defaultServerName()), or for `serverName` (tests).
    explicit SingleInstance(QObject *parent = nullptr);
    explicit SingleInstance(const QString &serverName, QObject *parent = nullptr);
    ~SingleInstance() override; // stops listening: the next start is the first

    // "paydesk-" and the first 16 hexadecimal digits of the SHA-256 of the folder and the user.
    static QString serverNameFor(const QString &dataFolder, const QString &userName);
    // serverNameFor() this user and data folder; on Linux a path in the user's runtime folder.
    static QString defaultServerName();
    QString serverName() const { return m_serverName; }

    // Once, at start, with a Q*Application: asks a running Paydesk to come forward, waiting up to
    // `timeoutMs` for its answer, or else becomes the one that listens.
    Role start(int timeoutMs = 5000);
    bool isListening() const;
    // What a start that leaves says on its standard error (First: nothing).
    static QString message(Role role);

Q_SIGNALS:
    // Another start asked this one to come forward.
    void activationRequested();

private:
    bool askToActivate(int timeoutMs, bool *answered);
    void listen();
    void onNewConnection();

    const QString m_serverName;
    QLocalServer *m_server = nullptr;
};

} // namespace paydesk::core
