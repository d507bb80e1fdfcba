// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyFile.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace paydesk::cli {

bool KeyFile::isPrivate(const QString &path, QString *why)
{
#ifdef Q_OS_UNIX
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        *why = tr("the key file %1 cannot be read: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    if (!S_ISREG(info.st_mode)) {
        *why = tr("the key file %1 is not a file").arg(path);
        return false;
    }
    if (info.st_uid != ::geteuid()) {
        *why = tr("the key file %1 belongs to another user: keep the key in a file of your own").arg(path);
        return false;
    }
    if ((info.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
        const QString mode = u"%1"_s.arg(uint(info.st_mode & 07777), 4, 8, QChar(u'0'));
        *why = tr("the key file %1 can be read by others (mode %2): run chmod 600 %1, and change the key if "
                  "others may have read it")
                   .arg(path, mode);
        return false;
    }
#else
    Q_UNUSED(path);
    Q_UNUSED(why);
#endif
    return true;
}

KeyFile::Read KeyFile::read(const QString &path)
{
    Read result;
    if (path.isEmpty()) {
        result.error = tr("no key file was named");
        return result;
    }
    if (!QFileInfo::exists(path)) {
        result.error = tr("the key file %1 does not exist").arg(path);
        return result;
    }
    if (!isPrivate(path, &result.error))
        return result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("the key file %1 cannot be read: %2").arg(path, file.errorString());
        return result;
    }
    // A key is a line; a file of megabytes is not a key file.
    const QByteArray head = file.read(4096);
    const qsizetype end = head.indexOf('\n');
    const QString key = QString::fromUtf8(end < 0 ? head : head.left(end)).trimmed();
    if (key.isEmpty()) {
        result.error = tr("the key file %1 is empty: its first line must be the API key").arg(path);
        return result;
    }
    if (key.contains(u' ') || key.contains(u'\t')) {
        result.error = tr("the first line of the key file %1 is not an API key (it has spaces)").arg(path);
        return result;
    }
    result.key = key;
    return result;
}

} // namespace paydesk::cli
