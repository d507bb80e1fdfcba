// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/LogFile.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>

#include <atomic>

using namespace Qt::Literals::StringLiterals;

namespace paydesk::core {

namespace {

// The installed LogFile, guarded by its mutex: a message of another thread may be in append()
// while the file is uninstalled.
QBasicMutex installedMutex;
LogFile *installed = nullptr;
// The handler before ours, read without a lock by a message that comes back to the handler from
// inside it (QFile's own warnings): that one is handed on without being written.
std::atomic<QtMessageHandler> previousHandler = nullptr;
thread_local bool inHandler = false;

const char *levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return "DEBUG";
    case QtInfoMsg:
        return "INFO";
    case QtWarningMsg:
        return "WARN";
    case QtCriticalMsg:
        return "ERROR";
    case QtFatalMsg:
        return "FATAL";
    }
    return "?";
}

} // namespace

LogFile::LogFile(const QString &folder, qint64 maxSize, int olderFiles)
    : m_folder(folder)
    , m_maxSize(qMax<qint64>(maxSize, 1))
    , m_olderFiles(qMax(olderFiles, 0))
    , m_rotateAt(m_maxSize)
{
    QMutexLocker lock(&m_mutex);
    open();
}

LogFile::~LogFile()
{
    uninstall();
}

QString LogFile::defaultFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : QDir(data).filePath(u"logs"_s);
}

QString LogFile::fileName(int generation)
{
    return generation == 0 ? u"paydesk.log"_s : u"paydesk.%1.log"_s.arg(generation);
}

QString LogFile::redacted(const QString &text)
{
    // Most messages name none of these: they are not searched.
    if (!text.contains(u"bearer"_s, Qt::CaseInsensitive)
        && !text.contains(u"authorization"_s, Qt::CaseInsensitive) && !text.contains(u"sbx_"_s))
        return text;
    // An Authorization header's credentials, whatever the scheme ("Basic abc=", a bare key), and a
    // bearer token wherever it is; the scheme's name stays, to say what was there.
    static const QRegularExpression authorization(
        u"(authorization\"?\\s*[:=]\\s*\"?)((?:bearer|basic|token)\\s+)?+(?!\\[redacted\\])[^\\s\",;]+"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression bearer(u"\\b(bearer\\s+)(?!\\[redacted\\])[^\\s\",;]+"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    // The sandbox's keys (sandbox/SandboxServer.cpp: "sbx_" and 32 letters and digits), and keys
    // made in its likeness; "sbx_…9f3a", the masked form the window shows, is not one.
    static const QRegularExpression sandboxKey(u"\\bsbx_[A-Za-z0-9_]{8,}"_s);
    QString out = text;
    out.replace(authorization, u"\\1\\2[redacted]"_s);
    out.replace(bearer, u"\\1[redacted]"_s);
    out.replace(sandboxKey, u"[redacted]"_s);
    return out;
}

QString LogFile::formatLine(QtMsgType type, const char *category, const QString &message,
                            const QDateTime &whenUtc)
{
    QString text = message;
    while (text.endsWith(u'\n') || text.endsWith(u'\r'))
        text.chop(1);
    text.replace(u"\r\n"_s, u"\n"_s);
    text.replace(u'\r', u'\n');
    text.replace(u"\n"_s, u"\n\t"_s);
    return whenUtc.toUTC().toString(Qt::ISODateWithMs) + u' ' + QLatin1StringView(levelName(type)) + u' '
        + QLatin1StringView(category && *category ? category : "default") + u": "_s + text;
}

QString LogFile::filePath() const
{
    return QDir(m_folder).filePath(fileName(0));
}

bool LogFile::isWritable() const
{
    QMutexLocker lock(&m_mutex);
    return m_file.isOpen();
}

QString LogFile::problem() const
{
    QMutexLocker lock(&m_mutex);
    return m_problem;
}

bool LogFile::open()
{
    if (m_folder.isEmpty()) {
        m_problem = u"no folder for the log file"_s;
        return false;
    }
    if (!QDir().mkpath(m_folder)) {
        m_problem = u"cannot create the folder %1"_s.arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    m_file.setFileName(filePath());
    // Not QIODevice::Text: the size counted is the size on disk, and every system's editors read
    // lines ending with \n.
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        m_problem
            = u"cannot open %1: %2"_s.arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString());
        return false;
    }
    m_problem.clear();
    m_size = m_file.size();
    return true;
}

void LogFile::rotate()
{
    m_file.close();
    QDir dir(m_folder);
    // The oldest goes, each other one moves up a generation, the current one becomes .1 (with no
    // older files kept, the current one goes).
    dir.remove(fileName(m_olderFiles));
    for (int generation = m_olderFiles - 1; generation >= 0; --generation) {
        if (dir.exists(fileName(generation)))
            dir.rename(fileName(generation), fileName(generation + 1));
    }
    // paydesk.log may still be there: another process holds it open (Windows does not rename an
    // open file: a second Paydesk that started and is leaving). Appending to it is better than
    // losing the messages; the next try is one maxSize later.
    const bool moved = !dir.exists(fileName(0));
    open();
    m_rotateAt = moved ? m_maxSize : m_size + m_maxSize;
}

void LogFile::append(QtMsgType type, const char *category, const QString &message)
{
    appendRedacted(type, category, redacted(message));
}

void LogFile::appendRedacted(QtMsgType type, const char *category, const QString &message)
{
    const QByteArray line
        = formatLine(type, category, message, QDateTime::currentDateTimeUtc()).toUtf8() + '\n';
    QMutexLocker lock(&m_mutex);
    if (!m_file.isOpen())
        return;
    if (m_size > 0 && m_size + line.size() > m_rotateAt) {
        rotate();
        if (!m_file.isOpen())
            return;
    }
    const qint64 written = m_file.write(line);
    // Each line on disk at once: a crash (or qFatal's abort) right after still leaves it there.
    m_file.flush();
    if (written > 0)
        m_size += written;
}

void LogFile::install()
{
    QMutexLocker lock(&installedMutex);
    if (installed == this)
        return;
    if (!installed)
        previousHandler = qInstallMessageHandler(&LogFile::handleMessage);
    installed = this;
}

void LogFile::uninstall()
{
    QMutexLocker lock(&installedMutex);
    if (installed != this)
        return;
    // previousHandler stays: a message already in handleMessage() on another thread still goes there.
    qInstallMessageHandler(previousHandler.load());
    installed = nullptr;
}

void LogFile::handleMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (inHandler) {
        // Said by the log file itself while writing (QFile): handed on, never written, never waited for.
        if (const QtMessageHandler previous = previousHandler.load())
            previous(type, context, message);
        return;
    }
    inHandler = true;
    const QString text = redacted(message);
    QtMessageHandler previous = nullptr;
    {
        QMutexLocker lock(&installedMutex);
        previous = previousHandler.load();
        if (installed)
            installed->appendRedacted(type, context.category, text);
    }
    inHandler = false;
    if (previous)
        previous(type, context, text);
}

} // namespace paydesk::core
