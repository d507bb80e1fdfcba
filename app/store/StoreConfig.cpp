// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/StoreConfig.h"

#include <QDebug>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

// A PostgreSQL identifier Paydesk accepts as a schema name without surprises (it is quoted anyway).
bool isPlainIdentifier(const QString &name)
{
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_$]{0,62}$"_s);
    return identifier.match(name).hasMatch();
}

const QStringList &sslModes()
{
    static const QStringList modes {u"disable"_s, u"allow"_s,     u"prefer"_s,
                                    u"require"_s, u"verify-ca"_s, u"verify-full"_s};
    return modes;
}

} // namespace

StoreConfig StoreConfig::sqlite(const QString &filePath)
{
    StoreConfig config;
    config.backend = Backend::Sqlite;
    config.filePath = filePath.isEmpty() ? defaultSqlitePath() : filePath;
    return config;
}

QString StoreConfig::defaultSqlitePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty())
        return {};
    return QDir(folder).filePath(u"paydesk.sqlite"_s);
}

StoreConfig StoreConfig::postgres(const QString &host, int port, const QString &database, const QString &user,
                                  const QString &password, const QString &schema)
{
    StoreConfig config;
    config.backend = Backend::Postgres;
    config.host = host;
    config.port = port;
    config.database = database;
    config.user = user;
    config.password = password;
    config.schema = schema;
    return config;
}

std::optional<StoreConfig> StoreConfig::fromConnectionString(QStringView text, QString *why)
{
    auto refuse = [why](const QString &reason) -> std::optional<StoreConfig> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    StoreConfig config;
    config.backend = Backend::Postgres;
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto skipSpaces = [&] {
        while (i < n && text[i].isSpace())
            ++i;
    };
    while (true) {
        skipSpaces();
        if (i >= n)
            break;
        const qsizetype keyStart = i;
        while (i < n && text[i] != u'=' && !text[i].isSpace())
            ++i;
        const QString key = text.sliced(keyStart, i - keyStart).toString();
        skipSpaces();
        if (i >= n || text[i] != u'=')
            return refuse(tr("\u201C%1\u201D has no value (write it as %1=value).").arg(key));
        ++i;
        skipSpaces();
        QString value;
        if (i < n && text[i] == u'\'') {
            ++i;
            bool closed = false;
            while (i < n) {
                const QChar c = text[i++];
                if (c == u'\\' && i < n) {
                    value += text[i++];
                } else if (c == u'\'') {
                    closed = true;
                    break;
                } else {
                    value += c;
                }
            }
            if (!closed)
                return refuse(tr("The value of \u201C%1\u201D has no closing quote.").arg(key));
        } else {
            while (i < n && !text[i].isSpace()) {
                const QChar c = text[i++];
                if (c == u'\\' && i < n)
                    value += text[i++];
                else
                    value += c;
            }
        }

        if (key == u"host") {
            config.host = value;
        } else if (key == u"port") {
            bool ok = false;
            config.port = value.toInt(&ok);
            if (!ok)
                return refuse(tr("The port \u201C%1\u201D is not a number.").arg(value));
        } else if (key == u"dbname") {
            config.database = value;
        } else if (key == u"user") {
            config.user = value;
        } else if (key == u"password") {
            config.password = value;
        } else if (key == u"schema") {
            config.schema = value;
        } else if (key == u"sslmode") {
            config.sslMode = value;
        } else if (key == u"connect_timeout") {
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 0)
                return refuse(
                    tr("The connection timeout \u201C%1\u201D is not a number of seconds.").arg(value));
            config.connectTimeout = std::chrono::seconds(seconds);
        } else {
            return refuse(
                tr("\u201C%1\u201D is not a setting Paydesk knows for a PostgreSQL connection.").arg(key));
        }
    }
    return config;
}

bool StoreConfig::validate(QString *why) const
{
    auto refuse = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (lockTimeout.count() <= 0)
        return refuse(tr("The time to wait for a busy database must be longer than zero."));
    switch (backend) {
    case Backend::Sqlite:
        if (filePath.isEmpty())
            return refuse(tr("No file is set for the local database, and the system gives Paydesk no folder "
                             "for its data."));
        return true;
    case Backend::Postgres:
        if (host.trimmed().isEmpty())
            return refuse(tr("Enter the address of the PostgreSQL server."));
        if (port < 1 || port > 65535)
            return refuse(tr("The port of the PostgreSQL server must be between 1 and 65535."));
        if (user.trimmed().isEmpty())
            return refuse(tr("Enter the user name for the PostgreSQL database."));
        if (!schema.isEmpty() && !isPlainIdentifier(schema))
            return refuse(
                tr("The schema name \u201C%1\u201D is not valid: use letters, digits and underscores, "
                   "starting with a letter.")
                    .arg(schema));
        if (!sslMode.isEmpty() && !sslModes().contains(sslMode))
            return refuse(
                tr("The TLS mode \u201C%1\u201D is not one of: %2.").arg(sslMode, sslModes().join(u", ")));
        if (connectTimeout.count() < 0)
            return refuse(tr("The connection timeout cannot be negative."));
        return true;
    }
    return refuse(tr("Unknown kind of database."));
}

QString StoreConfig::location() const
{
    switch (backend) {
    case Backend::Sqlite:
        return tr("the file %1").arg(QDir::toNativeSeparators(filePath));
    case Backend::Postgres: {
        const QString server = u"%1:%2"_s.arg(host).arg(port);
        QString where = database.isEmpty() ? tr("the PostgreSQL server %1").arg(server)
                                           : tr("the database %1 on %2").arg(database, server);
        if (!schema.isEmpty())
            where = tr("%1, schema %2").arg(where, schema);
        return where;
    }
    }
    return {};
}

QString StoreConfig::describe() const
{
    switch (backend) {
    case Backend::Sqlite:
        return u"sqlite:"_s + filePath;
    case Backend::Postgres: {
        QString text = u"postgres://%1@%2:%3/%4"_s.arg(user, host).arg(port).arg(database);
        if (!schema.isEmpty())
            text += u"?schema="_s + schema;
        return text;
    }
    }
    return {};
}

QString StoreConfig::identity() const
{
    switch (backend) {
    case Backend::Sqlite: {
        const QString path = filePath.isEmpty() ? defaultSqlitePath() : filePath;
        return u"sqlite:"_s + QFileInfo(path).absoluteFilePath();
    }
    case Backend::Postgres:
        return u"postgres://%1:%2/%3/%4"_s.arg(host.toLower()).arg(port).arg(database, schema);
    }
    return {};
}

QDebug operator<<(QDebug debug, const StoreConfig &config)
{
    QDebugStateSaver saver(debug);
    debug.noquote() << config.describe();
    return debug;
}

} // namespace paydesk::store
