// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/StorePlace.h"

#include "settings/Settings.h"

#include <QRegularExpression>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::settings {

StorePlace StorePlace::load(const QSettings &settings)
{
    StorePlace c;
    c.mode = storeMode.read(settings) == u"team"_s ? Mode::Team : Mode::Local;
    c.host = teamHost.read(settings);
    c.port = teamPort.read(settings);
    c.database = teamDatabase.read(settings);
    c.sslMode = teamSslMode.read(settings);
    if (!sslModes().contains(c.sslMode))
        c.sslMode = teamSslMode.defaultValue();
    c.login = teamLogin.read(settings);
    return c;
}

void StorePlace::save(QSettings &settings) const
{
    storeMode.write(settings, isTeam() ? u"team"_s : u"local"_s);
    teamHost.write(settings, host.trimmed());
    teamPort.write(settings, port);
    teamDatabase.write(settings, database.trimmed());
    teamSslMode.write(settings, sslMode);
    teamLogin.write(settings, login.trimmed());
    settings.sync();
}

QStringList StorePlace::sslModes()
{
    return {u"disable"_s, u"prefer"_s, u"require"_s, u"verify-ca"_s, u"verify-full"_s};
}

QString StorePlace::sslModeExplanation(const QString &mode)
{
    if (mode == u"disable")
        return tr("No encryption: passwords are protected by SCRAM, but everything else crosses the network "
                  "in the clear. Only on a network you trust entirely.");
    if (mode == u"prefer")
        return tr("Encrypted when the server offers it, in the clear otherwise; the server is not checked.");
    if (mode == u"require")
        return tr("Always encrypted, or no connection; the server's certificate is not checked.");
    if (mode == u"verify-ca")
        return tr("Always encrypted, and the server's certificate must be signed by an authority this "
                  "computer trusts (~/.postgresql/root.crt).");
    if (mode == u"verify-full")
        return tr("Recommended: always encrypted, the server's certificate signed by an authority this "
                  "computer trusts (~/.postgresql/root.crt), and made out to the host name above, so "
                  "that nobody can pose as the team's server.");
    return {};
}

bool StorePlace::validate(QString *why, Field *field) const
{
    if (field)
        *field = Field::None;
    auto refuse = [why, field](const QString &reason, Field at) {
        if (why)
            *why = reason;
        if (field)
            *field = at;
        return false;
    };
    if (!isTeam())
        return true;
    static const QRegularExpression hostName(u"^[A-Za-z0-9._:\\[\\]-]+$"_s);
    const QString h = host.trimmed();
    if (h.isEmpty())
        return refuse(tr("Enter the address of the team's PostgreSQL server."), Field::Host);
    if (!hostName.match(h).hasMatch())
        return refuse(tr("\u201C%1\u201D is not a server address: use a host name or an IP address.").arg(h),
                      Field::Host);
    if (port < 1 || port > 65535)
        return refuse(tr("The port must be between 1 and 65535 (PostgreSQL's is usually 5432)."),
                      Field::Port);
    if (database.trimmed().isEmpty())
        return refuse(tr("Enter the name of the team database."), Field::Database);
    if (!sslModes().contains(sslMode))
        return refuse(tr("Choose a TLS mode."), Field::SslMode);
    if (login.trimmed().isEmpty())
        return refuse(tr("Enter your database login (your administrator gave it to you)."), Field::Login);
    return true;
}

store::StoreConfig StorePlace::storeConfig(const QString &password) const
{
    store::StoreConfig config
        = store::StoreConfig::postgres(host.trimmed(), port, database.trimmed(), login.trimmed(), password);
    config.sslMode = sslMode;
    return config;
}

QString StorePlace::keychainEntry() const
{
    return u"team-database/%1@%2:%3/%4/password"_s.arg(login.trimmed(), host.trimmed())
        .arg(port)
        .arg(database.trimmed());
}

QString StorePlace::describe() const
{
    return tr("%1 on %2 at %3:%4").arg(login.trimmed(), database.trimmed(), host.trimmed()).arg(port);
}

} // namespace paydesk::settings
