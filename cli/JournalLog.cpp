// SPDX-License-Identifier: GPL-3.0-or-later
#include "JournalLog.h"

#include "core/LogFile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {

JournalLog::Format g_format = JournalLog::Format::Journal;

void handleMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    static QMutex mutex;
    const QByteArray lines = g_format == JournalLog::Format::Json
        ? JournalLog::formatJson(type, context.category, message, QDateTime::currentDateTimeUtc())
        : JournalLog::format(type, context.category, message);
    {
        QMutexLocker lock(&mutex);
        std::fwrite(lines.constData(), 1, size_t(lines.size()), stderr);
        std::fflush(stderr);
    }
    if (type == QtFatalMsg)
        std::abort();
}

} // namespace

int JournalLog::priority(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return 7; // LOG_DEBUG
    case QtInfoMsg:
        return 6; // LOG_INFO
    case QtWarningMsg:
        return 4; // LOG_WARNING
    case QtCriticalMsg:
        return 3; // LOG_ERR
    case QtFatalMsg:
        return 2; // LOG_CRIT
    }
    return 6;
}

QByteArray JournalLog::format(QtMsgType type, const char *category, const QString &message)
{
    QString text = core::LogFile::redacted(message);
    while (text.endsWith(u'\n') || text.endsWith(u'\r'))
        text.chop(1);
    text.replace(u"\r\n"_s, u"\n"_s);
    text.replace(u'\r', u'\n');
    const QByteArray prefix = '<' + QByteArray::number(priority(type)) + '>'
        + QByteArray(category && *category && qstrcmp(category, "default") != 0 ? category : "paydesk")
        + ": ";
    QByteArray out;
    for (const QString &line : text.split(u'\n'))
        out += prefix + line.toUtf8() + '\n';
    return out;
}

QByteArray JournalLog::formatJson(QtMsgType type, const char *category, const QString &message,
                                  const QDateTime &whenUtc)
{
    QString text = core::LogFile::redacted(message);
    while (text.endsWith(u'\n') || text.endsWith(u'\r'))
        text.chop(1);
    const QJsonObject line {
        {u"time"_s, whenUtc.toUTC().toString(Qt::ISODateWithMs)},
        {u"priority"_s, priority(type)},
        {u"category"_s,
         QString::fromUtf8(category && *category && qstrcmp(category, "default") != 0 ? category
                                                                                      : "paydesk")},
        {u"message"_s, text},
    };
    return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
}

void JournalLog::install(Format format)
{
    g_format = format;
    qInstallMessageHandler(handleMessage);
}

} // namespace paydesk::cli
