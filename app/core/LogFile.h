// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paydesk's log file, for support: a person who reports a problem can send it. Installed as Qt's
// message handler, it appends every message that reaches it, one line each,
//
//     2026-11-23T15:40:01.123Z WARN paydesk.api: GET /wallets failed after 3 attempts
//
// to <AppDataLocation>/logs/paydesk.log, and hands the same message on to the handler that was
// there before (Qt's: stderr, or the system's log), so nothing is lost where it went before.
// What reaches the handler is what the logging categories let through: Paydesk's log info and
// above (core/Logging.h), Qt's own no debug; QT_LOGGING_RULES turns more on.
//
// The file is rotated before it grows past maxSize: paydesk.log becomes paydesk.1.log, the older
// ones move up to paydesk.<olderFiles>.log, and the oldest goes. A folder that cannot be written
// is not an error: the messages then go where they went before, only.
//
// No secret is written: the client never logs a key or a passphrase (the API client never logs a
// header), and as a second line of defence a bearer token, an Authorization header's credentials
// and anything shaped like a sandbox key ("sbx_" and 8 or more letters, digits or underscores) are
// replaced with "[redacted]", in the file and in what is handed on.
//
// Thread-safe: messages come from every thread (the store's worker, the sandbox, the pool).

#include <QDateTime>
#include <QFile>
#include <QMutex>
#include <QString>
#include <QtGlobal>

namespace paydesk::core {

class LogFile
{
public:
    static constexpr qint64 defaultMaxSize = 1024 * 1024;
    static constexpr int defaultOlderFiles = 4;

    // Opens (creating the folder if needed) `folder`/paydesk.log to append to it.
    explicit LogFile(const QString &folder, qint64 maxSize = defaultMaxSize,
                     int olderFiles = defaultOlderFiles);
    ~LogFile(); // uninstalls it when it is installed
    Q_DISABLE_COPY_MOVE(LogFile)

    // <AppDataLocation>/logs. Needs the application's name (setApplicationIdentity()), not the
    // Q*Application.
    static QString defaultFolder();
    // "paydesk.log" (0), "paydesk.1.log", "paydesk.2.log", ...: the file of each generation.
    static QString fileName(int generation);
    // `text` with bearer tokens, Authorization credentials and sandbox-shaped keys replaced.
    static QString redacted(const QString &text);
    // The line written for a message, without its end of line.
    static QString formatLine(QtMsgType type, const char *category, const QString &message,
                              const QDateTime &whenUtc);

    QString folder() const { return m_folder; }
    QString filePath() const; // the file written now (generation 0)
    bool isWritable() const; // false when the folder or the file could not be opened
    QString problem() const; // why not, when it is not

    // Writes one message (redacted). Messages with line breaks go on continuation lines that
    // start with a tab, so that a line that does not is always the start of a message.
    void append(QtMsgType type, const char *category, const QString &message);

    // Makes this file the process's message handler, in front of the one installed before, until
    // uninstall() or its destruction. One LogFile at a time: installing another replaces it.
    void install();
    void uninstall();

private:
    static void handleMessage(QtMsgType type, const QMessageLogContext &context, const QString &message);
    void appendRedacted(QtMsgType type, const char *category, const QString &message);
    bool open(); // with m_mutex held
    void rotate(); // with m_mutex held

    const QString m_folder;
    const qint64 m_maxSize;
    const int m_olderFiles;
    mutable QMutex m_mutex;
    QFile m_file;
    qint64 m_size = 0;
    qint64 m_rotateAt = 0; // the size past which the next line rotates (pushed back when rotating fails)
    QString m_problem;
};

} // namespace paydesk::core
