// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A profile: which payments service Paydesk talks to, and under which name. The API key of a
// profile is not here: it lives in the OS keychain under the profile's id (secrets/KeyStore).

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QUrl>

#include <optional>

namespace paydesk::profiles {

class Profile
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::profiles::Profile)
public:
    enum class Kind {
        LocalSandbox, // the built-in sandbox service, in-process on 127.0.0.1; needs nothing
        Sandbox, // the organisation's sandbox account: test money
        Production, // real money
    };

    // The id of the built-in Local sandbox profile (the others have a QUuid string).
    static QString localSandboxId();
    static Profile localSandbox();
    // A new profile of `kind` with a fresh id.
    static Profile create(Kind kind, const QString &name, const QUrl &baseUrl = {});

    QString id;
    QString name;
    Kind kind = Kind::Sandbox;
    QUrl baseUrl; // ends with /v1; unused for the Local sandbox (its address is chosen at start)

    bool isLocalSandbox() const { return kind == Kind::LocalSandbox; }
    bool isProduction() const { return kind == Kind::Production; }

    // "Local sandbox", "Sandbox", "Production", translated.
    static QString kindName(Kind kind);
    // The stable spelling kept in the settings: "local-sandbox", "sandbox", "production".
    static QString kindKey(Kind kind);
    static std::optional<Kind> kindFromKey(QStringView key);

    // What the status bar and the switcher show: the name, and the kind when the name does not
    // already say it ("Acme (Production)").
    QString displayName() const;

    friend bool operator==(const Profile &, const Profile &) = default;
};

} // namespace paydesk::profiles

Q_DECLARE_METATYPE(paydesk::profiles::Profile)
