// SPDX-License-Identifier: GPL-3.0-or-later
#include "profiles/Profile.h"

#include <QUuid>

namespace paydesk::profiles {

QString Profile::localSandboxId()
{
    return QStringLiteral("local-sandbox");
}

Profile Profile::localSandbox()
{
    Profile p;
    p.id = localSandboxId();
    p.name = tr("Local sandbox");
    p.kind = Kind::LocalSandbox;
    return p;
}

Profile Profile::create(Kind kind, const QString &name, const QUrl &baseUrl)
{
    Profile p;
    p.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    p.name = name;
    p.kind = kind;
    p.baseUrl = baseUrl;
    return p;
}

QString Profile::kindName(Kind kind)
{
    switch (kind) {
    case Kind::LocalSandbox:
        return tr("Local sandbox");
    case Kind::Sandbox:
        return tr("Sandbox");
    case Kind::Production:
        return tr("Production");
    }
    return {};
}

QString Profile::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::LocalSandbox:
        return QStringLiteral("local-sandbox");
    case Kind::Sandbox:
        return QStringLiteral("sandbox");
    case Kind::Production:
        return QStringLiteral("production");
    }
    return {};
}

std::optional<Profile::Kind> Profile::kindFromKey(QStringView key)
{
    for (const Kind kind : {Kind::LocalSandbox, Kind::Sandbox, Kind::Production}) {
        if (key == kindKey(kind))
            return kind;
    }
    return std::nullopt;
}

QString Profile::displayName() const
{
    const QString kindText = kindName(kind);
    if (name.isEmpty())
        return kindText;
    if (name.contains(kindText, Qt::CaseInsensitive))
        return name;
    return tr("%1 (%2)").arg(name, kindText);
}

} // namespace paydesk::profiles
