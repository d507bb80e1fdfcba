// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support for "the key is in no file" checks: where a key must never be written, and a scan
// of every file there for the key in any of the ways it could have been written.

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace paydesk::test {

// The ways the secret could sit in a file: as UTF-8, as UTF-16 (QDataStream, QSettings' native
// formats), base64 (QtKeychain's plain-text fallback), percent-encoded (QSettings .ini files).
inline QList<QByteArray> encodingsOf(const QString &secret)
{
    const QByteArray utf8 = secret.toUtf8();
    return {utf8,
            QByteArray(reinterpret_cast<const char *>(secret.utf16()),
                       secret.size() * qsizetype(sizeof(char16_t))),
            utf8.toBase64(), utf8.toPercentEncoding()};
}

// The configuration, data and cache directories (test mode's, when it is on) and the real ones
// under $HOME (a temporary HOME under scripts/test).
inline QStringList scannedRoots()
{
    QStringList roots;
    for (const auto location : {QStandardPaths::ConfigLocation, QStandardPaths::AppConfigLocation,
                                QStandardPaths::GenericConfigLocation, QStandardPaths::AppDataLocation,
                                QStandardPaths::AppLocalDataLocation, QStandardPaths::GenericDataLocation,
                                QStandardPaths::CacheLocation, QStandardPaths::GenericCacheLocation})
        roots << QStandardPaths::writableLocation(location);
    const QString home = QDir::homePath();
    roots << home + QStringLiteral("/.config") << home + QStringLiteral("/.local/share")
          << home + QStringLiteral("/.cache");
    roots.removeDuplicates();
    roots.removeAll(QString());
    return roots;
}

// Every regular file under roots that contains one of needles, byte for byte.
inline QStringList filesContaining(const QStringList &roots, const QList<QByteArray> &needles,
                                   int *filesScanned)
{
    QStringList hits;
    for (const QString &root : roots) {
        QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.size() > 64 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
                continue;
            ++*filesScanned;
            const QByteArray bytes = file.readAll();
            for (const QByteArray &needle : needles) {
                if (bytes.contains(needle)) {
                    hits << file.fileName();
                    break;
                }
            }
        }
    }
    hits.removeDuplicates();
    return hits;
}

} // namespace paydesk::test
