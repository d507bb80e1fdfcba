// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ProcessLock.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace paydesk::core {

namespace {

// What the holder writes: its process id and its name, one per line.
QByteArray holderRecord()
{
    const QString application
        = QCoreApplication::instance() ? QCoreApplication::applicationName() : QString();
    return QByteArray::number(QCoreApplication::applicationPid()) + '\n' + application.toUtf8() + '\n';
}

#ifdef Q_OS_WIN
// The byte locked: far past the record, so that a start that finds the lock held can read it.
constexpr DWORD kLockOffsetHigh = 1;
#endif

} // namespace

ProcessLock::ProcessLock(QString fileName)
    : m_fileName(std::move(fileName))
{ }

ProcessLock::~ProcessLock()
{
    unlock();
}

ProcessLock::Result ProcessLock::tryLock(std::chrono::milliseconds wait)
{
    if (m_locked)
        return Result::Locked;
    const QDeadlineTimer deadline(wait);
    for (;;) {
        const Result result = tryOnce();
        if (result != Result::HeldElsewhere || deadline.hasExpired())
            return result;
        QThread::msleep(10);
    }
}

#ifdef Q_OS_WIN

ProcessLock::Result ProcessLock::tryOnce()
{
    HANDLE h
        = CreateFileW(reinterpret_cast<const wchar_t *>(m_fileName.utf16()), GENERIC_READ | GENERIC_WRITE,
                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_ALWAYS,
                      FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        m_error = u"cannot open %1 (error %2)"_s.arg(m_fileName).arg(GetLastError());
        return Result::Failed;
    }
    OVERLAPPED at {};
    at.OffsetHigh = kLockOffsetHigh;
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        CloseHandle(h);
        readHolder();
        return Result::HeldElsewhere;
    }
    const QByteArray record = holderRecord();
    DWORD written = 0;
    SetFilePointer(h, 0, nullptr, FILE_BEGIN);
    WriteFile(h, record.constData(), DWORD(record.size()), &written, nullptr);
    SetEndOfFile(h);
    m_handle = h;
    m_locked = true;
    return Result::Locked;
}

void ProcessLock::unlock()
{
    if (!m_locked)
        return;
    OVERLAPPED at {};
    at.OffsetHigh = kLockOffsetHigh;
    UnlockFileEx(static_cast<HANDLE>(m_handle), 0, 1, 0, &at);
    CloseHandle(static_cast<HANDLE>(m_handle));
    m_handle = nullptr;
    m_locked = false;
}

#else

ProcessLock::Result ProcessLock::tryOnce()
{
    const QByteArray path = QFileInfo(m_fileName).absoluteFilePath().toLocal8Bit();
    const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        m_error = u"cannot open %1: %2"_s.arg(m_fileName, QString::fromLocal8Bit(std::strerror(errno)));
        return Result::Failed;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        ::close(fd);
        if (error == EWOULDBLOCK) {
            readHolder();
            return Result::HeldElsewhere;
        }
        m_error = u"cannot lock %1: %2"_s.arg(m_fileName, QString::fromLocal8Bit(std::strerror(error)));
        return Result::Failed;
    }
    // The record, without a flush: it is for a message, and gone with the lock if the system stops.
    const QByteArray record = holderRecord();
    if (::ftruncate(fd, 0) == 0 && ::pwrite(fd, record.constData(), size_t(record.size()), 0) < 0) {
        // Unreadable holder details only make a vaguer message for whoever finds the lock held.
    }
    m_fd = fd;
    m_locked = true;
    return Result::Locked;
}

void ProcessLock::unlock()
{
    if (!m_locked)
        return;
    // Emptied, not removed: removing a lock file races with a start that has just opened it.
    if (::ftruncate(m_fd, 0) != 0) {
        // The record stays; the next holder writes its own.
    }
    ::flock(m_fd, LOCK_UN);
    ::close(m_fd);
    m_fd = -1;
    m_locked = false;
}

#endif

void ProcessLock::readHolder()
{
    m_holderPid = 0;
    m_holderApplication.clear();
    QFile file(m_fileName);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QList<QByteArray> lines = file.read(4096).split('\n');
    bool ok = false;
    const qint64 pid = lines.value(0).trimmed().toLongLong(&ok);
    if (ok && pid > 0)
        m_holderPid = pid;
    m_holderApplication = QString::fromUtf8(lines.value(1).trimmed());
}

} // namespace paydesk::core
