// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/TeamConnectionCheck.h"
#include "store/SqlConnection.h"

#include "core/Logging.h"
#include "store/Migration.h"
#include "store/SqlDialect.h"
#include "store/Store.h"
#include "store/StoreError.h"
#include "store/TeamSchema.h"

#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThreadPool>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace paydesk::settings {

PAYDESK_LOGGING_CATEGORY(lcTeamCheck, "settings.team")

namespace {

using Outcome = TeamCheck::Outcome;

TeamCheck refused(Outcome outcome, const QString &message, const QString &detail = {})
{
    TeamCheck r;
    r.outcome = outcome;
    r.message = message;
    r.detail = detail;
    return r;
}

// Why connecting failed, in the person's words.
TeamCheck fromConnectError(const QSqlError &error, const store::StoreConfig &config)
{
    const QString text = error.databaseText() + u' ' + error.driverText();
    const store::StoreError storeError = store::StoreError::fromSql(error, config, {});
    const QString server = u"%1:%2"_s.arg(config.host).arg(config.port);
    auto has
        = [&text](const char *words) { return text.contains(QLatin1StringView(words), Qt::CaseInsensitive); };
    if (has("password authentication failed") || has("authentication failed for user")
        || has("no password supplied") || (has("role") && has("does not exist")))
        return refused(
            Outcome::WrongPassword,
            TeamConnectionCheck::tr("The server refused the password of \u201C%1\u201D (or there is no "
                                    "such login). Check the password, or ask your administrator.")
                .arg(config.user),
            storeError.detail());
    if (has("ssl") || has("certificate") || has("tls") || has("no encryption"))
        return refused(
            Outcome::TlsRefused,
            TeamConnectionCheck::tr("The secure connection (TLS mode %1) to %2 could not be made: %3. "
                                    "Ask your administrator which TLS mode the server needs, and for "
                                    "its certificate authority when it is checked.")
                .arg(config.sslMode, server, text.simplified().section(u'\n', 0, 0)),
            storeError.detail());
    if (storeError.kind() == store::StoreError::Kind::Unreachable)
        return refused(
            Outcome::Unreachable,
            TeamConnectionCheck::tr("The server %1 cannot be reached. Check the address and the port, "
                                    "and that this computer may reach it (network, firewall, VPN).")
                .arg(server),
            storeError.detail());
    if (storeError.kind() == store::StoreError::Kind::AccessDenied)
        return refused(Outcome::WrongPassword, storeError.message(), storeError.detail());
    return refused(Outcome::Failed, storeError.message(), storeError.detail());
}

TeamCheck checkOn(QSqlDatabase &db, const store::StoreConfig &config)
{
    QSqlQuery q(db);
    auto failed = [&](const QString &what) {
        const store::StoreError error = store::StoreError::fromSql(q.lastError(), config, what);
        return refused(Outcome::Failed, error.message(), error.detail());
    };
    if (!q.exec(
            u"SELECT to_regclass('team_settings') IS NOT NULL, to_regclass('schema_version') IS NOT NULL"_s)
        || !q.next())
        return failed(TeamConnectionCheck::tr("Paydesk could not read the database."));
    const bool team = q.value(0).toBool();
    const bool hasSchema = q.value(1).toBool();
    if (!team)
        return refused(Outcome::NotTeamDatabase,
                       TeamConnectionCheck::tr("Connected, but %1 is not a Paydesk team database (it has no "
                                               "team_settings). The database owner makes one with "
                                               "\u201Cpaydesk-cli team init\u201D.")
                           .arg(config.database));
    if (!q.exec(u"SELECT value FROM team_settings WHERE key = 'team_version'"_s))
        return failed(TeamConnectionCheck::tr("Paydesk could not read the team's settings."));
    const int teamVersion = q.next() ? q.value(0).toString().toInt() : 0;
    int schemaVersion = 0;
    if (hasSchema && q.exec(u"SELECT MAX(version) FROM schema_version"_s) && q.next())
        schemaVersion = q.value(0).toInt();
    const QList<store::Migration> &steps = store::Migration::builtIn();
    const int latest = steps.isEmpty() ? 0 : steps.constLast().version;
    if (teamVersion > store::TeamSchema::version || schemaVersion > latest)
        return refused(Outcome::SchemaTooNew,
                       TeamConnectionCheck::tr("The team database was set up by a newer Paydesk. Install the "
                                               "Paydesk version your team uses, then try again."),
                       u"team_version %1, schema %2 (this Paydesk: %3, %4)"_s.arg(teamVersion)
                           .arg(schemaVersion)
                           .arg(store::TeamSchema::version)
                           .arg(latest));
    if (teamVersion < store::TeamSchema::version || schemaVersion < latest)
        return refused(
            Outcome::SchemaTooOld,
            TeamConnectionCheck::tr("The team database is behind this version of Paydesk. The team's "
                                    "owner must bring it up to date with \u201Cpaydesk-cli team "
                                    "init\u201D; operators cannot."),
            u"team_version %1, schema %2 (this Paydesk: %3, %4)"_s.arg(teamVersion)
                .arg(schemaVersion)
                .arg(store::TeamSchema::version)
                .arg(latest));
    if (!q.exec(
            u"SELECT display_name, role, administrator, disabled FROM operators WHERE id = session_user"_s))
        return failed(TeamConnectionCheck::tr("Paydesk could not read the team's operators."));
    if (!q.next() || q.value(3).toInt() != 0)
        return refused(
            Outcome::NotOperator,
            TeamConnectionCheck::tr("Connected, but \u201C%1\u201D is not an active operator of this "
                                    "team. Ask a team administrator to add or enable you.")
                .arg(config.user));
    TeamCheck r;
    r.outcome = Outcome::Connected;
    r.login = config.user;
    r.displayName = q.value(0).toString();
    r.role = q.value(1).toString();
    r.administrator = q.value(2).toInt() != 0;
    r.message = TeamConnectionCheck::tr("Connected as %1 (%2).")
                    .arg(r.displayName, TeamConnectionCheck::roleText(r.role, r.administrator));
    return r;
}

} // namespace

TeamCheck TeamConnectionCheck::check(const store::StoreConfig &config)
{
    QString why;
    if (!config.isPostgres() || !config.validate(&why))
        return refused(Outcome::Failed, why);
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return refused(Outcome::Failed, tr("The Qt SQL driver QPSQL is not installed with Paydesk."));
    const QString name = u"paydesk-team-check-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    TeamCheck result;
    {
        QSqlDatabase db = store::addConnection(config, name);
        if (!db.open()) {
            result = fromConnectError(db.lastError(), config);
        } else {
            for (const QString &statement : store::SqlDialect(config).sessionSetup(config))
                QSqlQuery(db).exec(statement);
            result = checkOn(db, config);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    qCInfo(lcTeamCheck).noquote() << "checked" << config.describe() << "-" << result.outcome << result.detail;
    return result;
}

QString TeamConnectionCheck::roleText(const QString &role, bool administrator)
{
    QString text = role == u"MAKER" ? tr("maker")
        : role == u"APPROVER"       ? tr("approver")
        : role == u"VIEWER"         ? tr("viewer")
                                    : role.toLower();
    if (administrator)
        text = tr("%1, administrator").arg(text);
    return text;
}

TeamConnectionCheck::TeamConnectionCheck(QObject *parent)
    : QObject(parent)
{ }

TeamConnectionCheck *TeamConnectionCheck::start(const store::StoreConfig &config, QObject *parent)
{
    auto *handle = new TeamConnectionCheck(parent);
    QPointer<TeamConnectionCheck> guard(handle);
    QThreadPool::globalInstance()->start([config, guard] {
        const TeamCheck result = check(config);
        // Back on the application's thread, where the handle lives and is checked without a race.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, result] {
                if (!guard || guard->m_cancelled)
                    return;
                Q_EMIT guard->finished(result);
                guard->deleteLater();
            },
            Qt::QueuedConnection);
    });
    return handle;
}

void TeamConnectionCheck::cancel()
{
    if (m_cancelled)
        return;
    m_cancelled = true;
    deleteLater();
}

} // namespace paydesk::settings
