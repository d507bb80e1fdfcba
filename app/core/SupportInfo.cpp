// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/SupportInfo.h"

#include "core/CommandLine.h"
#include "core/LogFile.h"
#include "core/Module.h"
#include "operators/CryptoModule.h"

#include <QDir>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QSysInfo>

using namespace Qt::Literals::StringLiterals;

namespace paydesk::core {

namespace {

QString openSslVersion()
{
    const ModuleSymbol symbol = resolveModuleSymbol(u"paydesk_crypto"_s, PAYDESK_CRYPTO_VERSION_SYMBOL);
    if (!symbol.function)
        return {};
    const QString full = QString::fromLatin1(reinterpret_cast<PaydeskCryptoVersion>(symbol.function)());
    // "OpenSSL 3.0.19 27 Jan 2026": the number is the version, the date says nothing more.
    return full.section(u' ', 1, 1);
}

} // namespace

QList<SupportInfo::Library> SupportInfo::libraries()
{
    const QString qt = QString::fromLatin1(qVersion());
    const QString dependency = tr("Used by libphonenumber");
    return {
        {u"Qt"_s, qt, u"LGPL-3.0-only"_s, tr("Windows, network and database access")},
        {u"QtKeychain"_s, QStringLiteral(PAYDESK_QTKEYCHAIN_VERSION), u"BSD-2-Clause"_s,
         tr("API keys in the system's keychain")},
        {u"libphonenumber"_s, {}, u"Apache-2.0"_s, tr("Checking phone numbers")},
        {u"Protocol Buffers"_s, {}, u"BSD-3-Clause"_s, dependency},
        {u"Abseil"_s, {}, u"Apache-2.0"_s, dependency},
        {u"ICU"_s, {}, u"Unicode-DFS-2016"_s, dependency},
        {u"OpenSSL libcrypto"_s, openSslVersion(), u"Apache-2.0"_s, tr("Operators' passphrases (scrypt)")},
        {u"SQLite"_s, {}, tr("Public domain"), tr("The local database")},
        {u"libpq (PostgreSQL)"_s, {}, u"PostgreSQL"_s, tr("A shared database on a PostgreSQL server")},
        {u"Noto Sans"_s, u"2.004"_s, u"OFL-1.1"_s, tr("The fonts of printed statements (built in)")},
    };
}

QString SupportInfo::dataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString SupportInfo::logFolder()
{
    return LogFile::defaultFolder();
}

QString SupportInfo::settingsLocation()
{
    return QSettings().fileName();
}

bool SupportInfo::settingsAreAFile()
{
#ifdef Q_OS_WIN
    // QSettings' native format on Windows is the registry: fileName() is a key's path.
    return QSettings().format() != QSettings::NativeFormat;
#else
    return true;
#endif
}

QStringList SupportInfo::details()
{
    QStringList lines {
        CommandLine::versionLine(),
        u"Qt: %1 (built with %2)"_s.arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)),
        u"System: %1, %2 (kernel %3 %4)"_s.arg(QSysInfo::prettyProductName(),
                                               QSysInfo::currentCpuArchitecture(), QSysInfo::kernelType(),
                                               QSysInfo::kernelVersion()),
        u"Language: %1"_s.arg(QLocale().name()),
        u"Data folder: %1"_s.arg(QDir::toNativeSeparators(dataFolder())),
        u"Settings: %1"_s.arg(settingsAreAFile() ? QDir::toNativeSeparators(settingsLocation())
                                                 : settingsLocation()),
        u"Log folder: %1"_s.arg(QDir::toNativeSeparators(logFolder())),
    };
    QStringList versions;
    for (const Library &library : libraries()) {
        if (!library.version.isEmpty() && library.name != u"Qt")
            versions << library.name + u' ' + library.version;
    }
    lines << u"Libraries: %1"_s.arg(versions.join(u", "_s));
    return lines;
}

} // namespace paydesk::core
