// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lock on a file that one process holds at a time, for as long as it lives: the system releases
// it when the process ends, however it ends, so there is no stale lock to detect or take over.
// flock() on Unix, LockFileEx() on Windows. The holder writes its process id and name into the
// file, for the message of a start that finds it held (holderPid(), holderApplication()).
//
// Used where QLockFile was: QLockFile writes and then fdatasync()s its file on every lock, which
// costs a disk flush (from under a millisecond to tens of them on a busy disk) on the path of every
// start of Paydesk (core::SingleInstance, the Local sandbox's data file in sandbox::SandboxStore).
// Nothing here needs the lock to survive a crash; it needs the opposite.
//
// Header and source on Qt Core alone (the library paydesk_process_lock), so that the sandbox
// service may use it as well as the client.

#include <QString>

#include <chrono>

namespace paydesk::core {

class ProcessLock
{
public:
    explicit ProcessLock(QString fileName);
    ~ProcessLock(); // unlock()
    ProcessLock(const ProcessLock &) = delete;
    ProcessLock &operator=(const ProcessLock &) = delete;

    enum class Result {
        Locked, // this process holds it now
        HeldElsewhere, // another process (or another ProcessLock of this one) holds it
        Failed, // the file cannot be made or opened (errorString())
    };
    // Takes the lock, trying again for up to `wait` while another holds it.
    Result tryLock(std::chrono::milliseconds wait = std::chrono::milliseconds(0));
    void unlock();
    bool isLocked() const { return m_locked; }

    QString fileName() const { return m_fileName; }
    QString errorString() const { return m_error; }
    // After HeldElsewhere: what the holder wrote (0 and empty when it wrote nothing readable).
    qint64 holderPid() const { return m_holderPid; }
    QString holderApplication() const { return m_holderApplication; }

private:
    Result tryOnce();
    void readHolder();

    QString m_fileName;
    QString m_error;
    qint64 m_holderPid = 0;
    QString m_holderApplication;
    bool m_locked = false;
#ifdef Q_OS_WIN
    void *m_handle = nullptr;
#else
    int m_fd = -1;
#endif
};

} // namespace paydesk::core
