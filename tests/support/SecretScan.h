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

// Secrets for tests, made while the test runs, so that no string in the sources looks like a
// credential, and each says what it is. A key of the sandbox's shape ("sbx_" and 32 letters and
// digits): "sbx_", `tag`, then "FAKE" and "x" up to the length.
inline QString fakeSandboxKey(QStringView tag)
{
    QString key = QStringLiteral("sbx_") + tag + QStringLiteral("FAKE");
    if (key.size() < 36)
        key.append(QString(36 - key.size(), QLatin1Char('x')));
    return key;
}
// HTTP Basic credentials (base64 of "user:password") for a user and password that are not ones.
inline QString fakeBasicCredentials()
{
    return QString::fromLatin1(QByteArrayLiteral("fake-user:fake-password").toBase64());
}
// A token of a JWT's shape (header.payload.signature, base64url) that signs nothing.
inline QString fakeBearerToken()
{
    const auto part = [](const char *text) {
        return QString::fromLatin1(
            QByteArray(text).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    };
    return part("{\"alg\":\"none\"}") + QLatin1Char('.') + part("{}") + QLatin1Char('.')
        + part("fake signature");
}
// A password that is plainly a test's.
inline QString fakePassword()
{
    return QStringLiteral("fake-password-") + QString::number(0xf00d, 16);
}

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
