// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What Paydesk says about itself, to a person (the About dialog) and to support: the libraries it
// is made with, with their licences and, where they can be known, their versions; where it keeps
// its data, settings and log; and the details a support request wants, as text to paste. Nothing
// here reads a profile, a key or any other secret, or the settings' contents: only where they are.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk::core {

class SupportInfo
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::core::SupportInfo)
public:
    struct Library
    {
        QString name;
        QString version; // empty when it cannot be known
        QString licence; // an SPDX identifier ("Apache-2.0"), or words ("Public domain")
        QString purpose; // what Paydesk uses it for, translated
    };

    // Qt's version is the one running; OpenSSL's is asked of the crypto module (loaded if it was
    // not yet: a few milliseconds); QtKeychain's is the one Paydesk was built with. The others
    // have no version to ask at run time, and none is shown rather than a guess.
    static QList<Library> libraries();

    static QString dataFolder(); // QStandardPaths::AppDataLocation
    static QString logFolder(); // LogFile::defaultFolder()
    // QSettings' file (Linux: ~/.config/Paydesk/Paydesk.conf; macOS: a .plist), or on Windows the
    // registry key that holds them.
    static QString settingsLocation();
    static bool settingsAreAFile(); // false on Windows (the registry): no folder to open

    // "Paydesk 0.1.0", Qt, the system, its processor, the language, the folders, the libraries'
    // versions: one "Name: value" a line, in English whatever the language of the window, so that
    // support reads (and searches) them the same way from everyone.
    static QStringList details();
};

} // namespace paydesk::core
