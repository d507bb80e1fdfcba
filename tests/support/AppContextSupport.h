// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support: an AppContext as main() builds it, on settings and a local database of the test's
// own (an INI file and the SQLite file beside it), and a profile whose key is given for the
// session (no test reaches a keychain). Needs the client only, not the sandbox.

#include "AppContext.h"
#include "profiles/Profile.h"
#include "profiles/ProfileStore.h"
#include "secrets/KeyStore.h"
#include "store/StoreConfig.h"

#include <QFile>
#include <QSettings>
#include <QString>
#include <QUrl>

#include <memory>

namespace paydesk::test {

// The options of an AppContext on `settingsFile` and the database `settingsFile` + ".sqlite".
inline AppContext::Options appContextOptions(const QString &settingsFile)
{
    using namespace Qt::StringLiterals;
    AppContext::Options options;
    options.settings = std::make_unique<QSettings>(settingsFile, QSettings::IniFormat);
    options.store = store::StoreConfig::sqlite(settingsFile + u".sqlite"_s);
    return options;
}

// Fresh: what an earlier test left in those files is removed first; Kept: they are opened as they
// are (Paydesk started again on the same files).
enum class StoreFiles { Fresh, Kept };

inline std::unique_ptr<AppContext> makeAppContext(const QString &settingsFile,
                                                  StoreFiles files = StoreFiles::Fresh)
{
    using namespace Qt::StringLiterals;
    if (files == StoreFiles::Fresh) {
        QFile::remove(settingsFile);
        QFile::remove(settingsFile + u".sqlite"_s);
    }
    return std::make_unique<AppContext>(appContextOptions(settingsFile));
}

// A profile of `kind` on `baseUrl`, saved, with `key` given for the session.
inline profiles::Profile addSessionProfile(AppContext &context, profiles::Profile::Kind kind,
                                           const QString &name, const QUrl &baseUrl, const QString &key)
{
    const profiles::Profile p = profiles::Profile::create(kind, name, baseUrl);
    context.profiles().save(p);
    context.keys().setSessionKey(p.id, key);
    return p;
}

} // namespace paydesk::test
