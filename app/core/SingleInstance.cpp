// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/SingleInstance.h"

#include "core/ProcessLock.h"

#include "core/Logging.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QTimer>

#ifdef Q_OS_WIN
#include <windows.h>
#endif
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace Qt::Literals::StringLiterals;

namespace paydesk::core {

PAYDESK_LOGGING_CATEGORY(lcInstance, "instance")

namespace {

constexpr char kActivate[] = "activate\n";
constexpr char kOk[] = "ok\n";

// What a connection to the name found.
enum class Found { Nobody, Answered, Silent };

// Whether `serverName` is a path in a folder that only this user may enter: owned by them, and
// nothing for the group or others (Unix; a pipe's name on Windows is no path).
bool inPrivateFolder(const QString &serverName)
{
#ifdef Q_OS_UNIX
    if (!QDir::isAbsolutePath(serverName))
        return false; // a bare name: Qt puts the socket in the shared temporary folder
    const QFileInfo folder(QFileInfo(serverName).absolutePath());
    constexpr QFile::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
        | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    return folder.isDir() && !folder.isSymLink() && folder.ownerId() == ::geteuid()
        && (folder.permissions() & others) == QFile::Permissions();
#else
    Q_UNUSED(serverName)
    return false;
#endif
}

} // namespace

SingleInstance::SingleInstance(QObject *parent)
    : SingleInstance(defaultServerName(), parent)
{ }

SingleInstance::SingleInstance(const QString &serverName, QObject *parent)
    : QObject(parent)
    , m_serverName(serverName)
{ }

SingleInstance::~SingleInstance()
{
    if (m_server)
        m_server->close(); // on Unix this removes the socket file: the next start listens at once
}

QString SingleInstance::serverNameFor(const QString &dataFolder, const QString &userName)
{
    const QByteArray hash
        = QCryptographicHash::hash((dataFolder + u'\n' + userName).toUtf8(), QCryptographicHash::Sha256);
    return u"paydesk-"_s + QString::fromLatin1(hash.toHex().left(16));
}

QString SingleInstance::defaultServerName()
{
    // USER on Unix, USERNAME on Windows. The data folder is already the user's own on every
    // system; the name also keeps apart two people whose data folders were set to the same path.
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    const QString name
        = serverNameFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), user);
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    // A bare name would be a socket (and its lock) in the shared /tmp, where another user could
    // take the name first and answer for this Paydesk. The runtime folder is this user's alone
    // (0700; XDG_RUNTIME_DIR, or one Qt makes). macOS's temporary folder already is the user's,
    // and Windows' pipes carry the owner's access list.
    if (const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
        !runtime.isEmpty())
        return QDir(runtime).filePath(name);
#endif
    return name;
}

bool SingleInstance::isListening() const
{
    return m_server && m_server->isListening();
}

QString SingleInstance::message(Role role)
{
    switch (role) {
    case Role::First:
        return {};
    case Role::Activated:
        return tr("Paydesk is already running; its window was brought forward.");
    case Role::NotAnswering:
        return tr("Paydesk is already running but does not answer. Wait a moment and start it again; if "
                  "it still does not answer, end the running Paydesk first.");
    }
    return {};
}

SingleInstance::Role SingleInstance::start(int timeoutMs)
{
    // Two starts at the same instant take turns from here to listen(): without the lock both could
    // find nobody, and both listen (on Unix the second would take the first one's socket file).
    // The lock goes with its process, however it ends (ProcessLock: no stale lock, no disk flush).
    // Beside the socket: a name that is a path (defaultServerName() on Linux) stays one.
    ProcessLock lock(QDir(QDir::tempPath()).filePath(m_serverName + u".lock"_s));
    if (lock.tryLock(std::chrono::milliseconds(timeoutMs)) != ProcessLock::Result::Locked)
        qCWarning(lcInstance).noquote()
            << "going on without the start-up lock:"
            << (lock.errorString().isEmpty() ? u"held by process %1"_s.arg(lock.holderPid())
                                             : lock.errorString());

    bool answered = false;
    if (askToActivate(timeoutMs, &answered)) {
        qCInfo(lcInstance).noquote() << (answered ? "Paydesk is already running: asked it to come forward"
                                                  : "Paydesk is already running but did not answer");
        return answered ? Role::Activated : Role::NotAnswering;
    }
    listen();
    return Role::First;
}

// True when somebody holds the name: `answered` then says whether they acknowledged.
bool SingleInstance::askToActivate(int timeoutMs, bool *answered)
{
#ifdef Q_OS_UNIX
    // A Paydesk that runs has its socket file: where there is none (the usual start), nobody to ask.
    if (QDir::isAbsolutePath(m_serverName) && !QFileInfo::exists(m_serverName))
        return false;
#endif
    QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    socket.connectToServer(m_serverName);
    if (!socket.waitForConnected(timeoutMs)) {
        // Nobody (no such socket), or a socket file nobody listens on any more (refused): this
        // start is the first. A connection that does not complete in time has somebody behind it.
        if (socket.error() != QLocalSocket::SocketTimeoutError)
            return false;
        *answered = false;
        return true;
    }
#ifdef Q_OS_WIN
    // Windows lets a process bring its window to the front only while it is in the foreground or
    // was allowed to by the one that is: this start, which the person just made.
    AllowSetForegroundWindow(ASFW_ANY);
#endif
    socket.write(kActivate);
    socket.waitForBytesWritten(int(deadline.remainingTime()));
    QByteArray reply;
    while (!reply.contains('\n') && socket.state() == QLocalSocket::ConnectedState
           && socket.waitForReadyRead(int(deadline.remainingTime())))
        reply += socket.readAll();
    reply += socket.readAll();
    *answered = reply.startsWith(kOk);
    return true;
}

void SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    // The owner only: on Unix the socket file's mode, on Windows the pipe's access list. A socket in
    // a folder that is this user's alone (the runtime folder, 0700) is out of others' reach
    // already: there Qt is spared making it elsewhere and renaming it into place, half a
    // millisecond of every start.
    if (!inPrivateFolder(m_serverName))
        m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
    // Connecting failed just before, under the lock: a socket file that is still there was left by
    // a Paydesk that did not close (it crashed, or was killed). With an access option Qt binds
    // elsewhere and renames the socket into place, over such a file; should listening fail all the
    // same, the file goes and listening is tried once more (Unix; a pipe goes with its process).
    if (!m_server->listen(m_serverName)) {
        QLocalServer::removeServer(m_serverName);
        if (!m_server->listen(m_serverName)) {
            // Paydesk works all the same; only a second start would not find this one.
            qCWarning(lcInstance).noquote()
                << "cannot listen as" << m_serverName << "for other starts:" << m_server->errorString();
            return;
        }
    }
    qCInfo(lcInstance).noquote() << "listening for other starts as" << m_server->fullServerName();
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > qsizetype(sizeof kActivate))
                    socket->abort(); // not one of ours
                return;
            }
            if (socket->readLine(64) == QByteArrayView(kActivate)) {
                qCInfo(lcInstance) << "another start asked this Paydesk to come forward";
                socket->write(kOk);
                Q_EMIT activationRequested();
            }
            socket->disconnectFromServer(); // once what was written is sent
        });
        // A connection that says nothing is not kept.
        QTimer::singleShot(10000, socket, &QLocalSocket::abort);
    }
}

} // namespace paydesk::core
