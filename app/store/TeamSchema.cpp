// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/TeamSchema.h"

#include "domain/SpecTables.h"
#include "store/AuditEntry.h"
#include "store/Migration.h"
#include "store/SchemaMigrator.h"
#include "store/SqlDialect.h"
#include "store/StoreLogging.h"
#include "store/TeamConnection.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

// The functions the groups may call (every other function of the schema: none). Each checks the
// caller's group itself (PD002), so that a person in the wrong group hears why; EXECUTE goes to
// every operator.
const QStringList &publicFunctions()
{
    static const QStringList names {
        u"paydesk_record"_s,
        u"paydesk_me"_s,
        u"paydesk_draft_save"_s,
        u"paydesk_draft_delete"_s,
        u"paydesk_submit_for_approval"_s,
        u"paydesk_withdraw"_s,
        u"paydesk_approve"_s,
        u"paydesk_send_back"_s,
        u"paydesk_expire"_s,
        u"paydesk_return_to_draft"_s,
        u"paydesk_outbox_claim"_s,
        u"paydesk_outbox_renew"_s,
        u"paydesk_outbox_release"_s,
        u"paydesk_outbox_mark"_s,
        u"paydesk_outbox_hold"_s,
        u"paydesk_follow_put_off"_s,
        u"paydesk_follow_record"_s,
        u"paydesk_statement_save"_s,
        u"paydesk_statement_update"_s,
        u"paydesk_balance_sample_put"_s,
        u"paydesk_operator_add"_s,
        u"paydesk_operator_update"_s,
        u"paydesk_operator_set_disabled"_s,
        u"paydesk_operator_set_password"_s,
        u"paydesk_rule_set"_s,
        u"paydesk_rule_remove"_s,
        u"paydesk_profile_set"_s,
        u"paydesk_profile_remove"_s,
        u"paydesk_key_put"_s,
        u"paydesk_key_rewrap"_s,
        u"paydesk_key_vouch"_s,
        u"paydesk_key_replace"_s,
        u"paydesk_wallet_setting_put"_s,
        u"paydesk_wallet_alert_mark"_s,
        // Of Paydesk's schema (SqlDialect::jsonMemberSetup()): the audit log's reads use it.
        u"paydesk_json_member"_s,
    };
    return names;
}

// paydesk_t_exponent(currency): the ISO 4217 exponent of Paydesk's currency table (2 unless
// listed), for the wire text of an amount in an audit detail (Money::toWire()).
QString exponentFunction()
{
    QStringList cases;
    for (const spec::CurrencyInfo &currency : spec::currencies()) {
        if (currency.minorUnits != 2)
            cases << u"WHEN '%1' THEN %2"_s.arg(QLatin1StringView(currency.code)).arg(currency.minorUnits);
    }
    return u"CREATE OR REPLACE FUNCTION {schema}.paydesk_t_exponent(p_currency text) RETURNS integer "
           "LANGUAGE sql IMMUTABLE SET search_path = {schema}, pg_temp AS $$ SELECT CASE p_currency %1 ELSE 2 END $$"_s
               .arg(cases.join(u' '));
}

// The statements of the resource files app/store/team/*.sql, in their names' order, and the
// privileges, with the placeholders put in.
QStringList layerStatements(const SqlDialect &d, const QString &schema, const QString &prefix)
{
    QStringList statements {exponentFunction()};
    const QDir dir(u":/paydesk/team"_s);
    const QStringList files = dir.entryList({u"*.sql"_s}, QDir::Files, QDir::Name);
    Q_ASSERT(!files.isEmpty());
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        for (const QString &part : text.split(u"\n--;;\n"_s)) {
            if (!part.trimmed().isEmpty())
                statements << part.trimmed();
        }
    }
    // The append-only audit log of imported workstations, as audit_log (SqlDialect::appendOnly()).
    statements
        << u"DROP TRIGGER IF EXISTS imported_audit_log_append_only ON {schema}.imported_audit_log"_s
        << u"CREATE TRIGGER imported_audit_log_append_only BEFORE UPDATE OR DELETE ON "
           "{schema}.imported_audit_log FOR EACH ROW EXECUTE FUNCTION {schema}.paydesk_append_only()"_s
        << u"DROP TRIGGER IF EXISTS imported_audit_log_append_only_truncate ON {schema}.imported_audit_log"_s
        << u"CREATE TRIGGER imported_audit_log_append_only_truncate BEFORE TRUNCATE ON "
           "{schema}.imported_audit_log FOR EACH STATEMENT EXECUTE FUNCTION {schema}.paydesk_append_only()"_s;
    // The team's profiles are heard by every workstation (store::ChangeListener, schema step 13's
    // notification function): a change made on one is read again on the others at once.
    statements << u"DROP TRIGGER IF EXISTS team_profiles_notify_change ON {schema}.team_profiles"_s
               << d.changeNotifications(u"team_profiles"_s);
    // Privileges: the groups read every table and write none; they call the public functions only.
    QStringList roles;
    for (const QString &group : TeamSchema::groups())
        roles << u"\"%1\""_s.arg(TeamSchema::groupRole(prefix, group));
    const QString groups = roles.join(u", "_s);
    const QString operatorGroup = u"\"%1\""_s.arg(TeamSchema::groupRole(prefix, u"operator"_s));
    statements << u"REVOKE ALL ON ALL TABLES IN SCHEMA {schema} FROM PUBLIC, %1"_s.arg(groups)
               << u"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {schema} FROM PUBLIC, %1"_s.arg(groups)
               << u"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {schema} FROM PUBLIC, %1"_s.arg(groups)
               << u"GRANT USAGE ON SCHEMA {schema} TO %1"_s.arg(operatorGroup)
               << u"GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO %1"_s.arg(operatorGroup);
    for (const QString &function : publicFunctions())
        statements << u"GRANT EXECUTE ON FUNCTION {schema}.%1 TO %2"_s.arg(function, operatorGroup);
    for (QString &statement : statements) {
        statement.replace(u"{schema}"_s, schema);
        statement.replace(u"{prefix}"_s, prefix);
    }
    return statements;
}

bool exec(QSqlQuery &q, const QString &sql)
{
    return q.exec(sql);
}

} // namespace

bool TeamSchema::isValidRolePrefix(const QString &prefix)
{
    static const QRegularExpression pattern(u"^[a-z][a-z0-9_]{0,39}$"_s);
    return pattern.match(prefix).hasMatch();
}

QString TeamSchema::groupRole(const QString &prefix, const QString &group)
{
    return prefix + u'_' + group;
}

QStringList TeamSchema::groups()
{
    return {u"operator"_s, u"maker"_s, u"approver"_s, u"viewer"_s, u"admin"_s};
}

StoreError::Kind TeamSchema::kindOf(const QString &sqlState)
{
    return StoreError::teamKind(sqlState); // one table of the PD codes (TeamErrors.cpp)
}

StoreError TeamSchema::errorOf(const QSqlError &error, const StoreConfig &config, const QString &what)
{
    const StoreError::Kind kind = kindOf(error.nativeErrorCode());
    if (kind == StoreError::Kind::None)
        return StoreError::fromSql(error, config, what);
    // The functions' messages are English sentences for logs and the command line.
    return StoreError(kind, what + u' ' + error.databaseText().section(u'\n', 0, 0).trimmed() + u'.',
                      error.nativeErrorCode() + u": "_s + error.databaseText());
}

StoreResult<TeamInfo> TeamSchema::inspect(QSqlDatabase db)
{
    const QString what = tr("Whether this is a team database could not be read.");
    const StoreConfig config
        = StoreConfig::postgres(db.hostName(), db.port(), db.databaseName(), db.userName(), {});
    QSqlQuery q(db);
    if (!q.exec(u"SELECT to_regclass('team_settings') IS NOT NULL"_s) || !q.next())
        return StoreError::fromSql(q.lastError(), config, what);
    TeamInfo info;
    if (!q.value(0).toBool())
        return info;
    info.isTeam = true;
    if (!q.exec(u"SELECT key, value FROM team_settings WHERE key IN ('team_version', 'role_prefix')"_s))
        return StoreError::fromSql(q.lastError(), config, what);
    while (q.next()) {
        if (q.value(0).toString() == u"team_version"_s)
            info.teamVersion = q.value(1).toString().toInt();
        else
            info.rolePrefix = q.value(1).toString();
    }
    return info;
}

StoreResult<TeamInitReport> TeamSchema::init(const StoreConfig &ownerConfig, const QString &rolePrefix)
{
    const QString what = tr("The team database was not set up.");
    if (!isValidRolePrefix(rolePrefix)) {
        return StoreError(
            StoreError::Kind::InvalidConfig,
            what + u' '
                + tr("The role prefix \u201C%1\u201D is not valid: use 1 to 40 lower-case letters, "
                     "digits or '_', starting with a letter.")
                      .arg(rolePrefix),
            u"role prefix"_s);
    }
    TeamConnection connection(ownerConfig);
    if (const StoreResult<void> opened = connection.open(what); !opened.ok())
        return opened.error();
    QSqlDatabase db = connection.db();

    TeamInitReport report;
    SchemaMigrator migrator(db, ownerConfig, Migration::builtIn());
    const StoreResult<int> before = migrator.currentVersion();
    if (!before.ok())
        return before.error().prefixed(what);
    const StoreResult<int> after = migrator.migrate();
    if (!after.ok())
        return after.error().prefixed(what);
    report.schemaVersion = after.value();
    if (before.value() == 0)
        report.done << tr("Created Paydesk's tables (database version %1).").arg(after.value());
    else if (before.value() < after.value())
        report.done
            << tr("Brought Paydesk's tables from version %1 to %2.").arg(before.value()).arg(after.value());

    auto failed = [&](const QSqlQuery &q) {
        const StoreError error = errorOf(q.lastError(), ownerConfig, what);
        db.rollback();
        return error;
    };
    if (!db.transaction())
        return StoreError::fromSql(db.lastError(), ownerConfig, what);
    QSqlQuery q(db);
    // One init at a time (two owners at once would both create the roles).
    if (!exec(q, u"SELECT pg_advisory_xact_lock(hashtext('paydesk team init'))"_s))
        return failed(q);
    if (!exec(
            q,
            u"SELECT quote_ident(current_schema()), current_user, to_regclass('team_settings') IS NOT NULL"_s)
        || !q.next())
        return failed(q);
    const QString schema = q.value(0).toString();
    const QString owner = q.value(1).toString();
    const bool wasTeam = q.value(2).toBool();
    QHash<QString, QString> settings;
    if (wasTeam) {
        if (!exec(q, u"SELECT key, value FROM team_settings"_s))
            return failed(q);
        while (q.next())
            settings.insert(q.value(0).toString(), q.value(1).toString());
        const int found = settings.value(u"team_version"_s).toInt();
        if (found > version) {
            db.rollback();
            return StoreError(
                StoreError::Kind::SchemaTooNew,
                what + u' '
                    + tr("This team database was set up by a newer Paydesk (team version %1; this "
                         "Paydesk knows %2). Install the newer Paydesk; the database was left "
                         "untouched.")
                          .arg(found)
                          .arg(version),
                u"team_version %1 > %2"_s.arg(found).arg(version));
        }
        if (const QString recorded = settings.value(u"role_prefix"_s); recorded != rolePrefix) {
            db.rollback();
            return StoreError(
                StoreError::Kind::InvalidConfig,
                what + u' '
                    + tr("This team database's roles are named from \u201C%1\u201D, not \u201C%2\u201D: "
                         "run it again with --role-prefix %1.")
                          .arg(recorded, rolePrefix),
                u"role prefix %1, not %2"_s.arg(recorded, rolePrefix));
        }
    }

    const QStringList statements = layerStatements(SqlDialect(ownerConfig), schema, rolePrefix);
    const QString layerHash = QString::fromLatin1(
        QCryptographicHash::hash(statements.join(u'\n').toUtf8(), QCryptographicHash::Sha256).toHex());
    QStringList missingGroups;
    for (const QString &group : groups()) {
        q.prepare(u"SELECT 1 FROM pg_roles WHERE rolname = :name"_s);
        q.bindValue(u":name"_s, groupRole(rolePrefix, group));
        if (!q.exec())
            return failed(q);
        if (!q.next())
            missingGroups << groupRole(rolePrefix, group);
    }
    if (wasTeam && settings.value(u"team_version"_s).toInt() == version
        && settings.value(u"layer_sha256"_s) == layerHash && missingGroups.isEmpty()) {
        db.rollback();
        report.teamVersion = version;
        report.changed = !report.done.isEmpty();
        return report;
    }

    for (const QString &role : std::as_const(missingGroups)) {
        if (!exec(q, u"CREATE ROLE \"%1\" NOLOGIN"_s.arg(role)))
            return failed(q);
    }
    if (!missingGroups.isEmpty()) {
        report.done << tr("Created the group roles %1.").arg(missingGroups.join(u", "_s));
    } else if (!wasTeam) {
        // Roles belong to the whole server: operators of another team database made with the same
        // prefix would read this one too.
        report.done << tr("Used the group roles %1_* that exist already on this server: if another team "
                          "database uses them, its operators can read this one; give each team database its "
                          "own --role-prefix.")
                           .arg(rolePrefix);
    }
    int functions = 0;
    static const QRegularExpression created(u"^CREATE OR REPLACE FUNCTION \\S+\\.(paydesk_\\w+)\\("_s,
                                            QRegularExpression::MultilineOption);
    for (const QString &statement : statements) {
        if (!exec(q, statement)) {
            qCWarning(lcStore).noquote() << "team layer statement failed:" << statement.left(120);
            return failed(q);
        }
        if (publicFunctions().contains(created.match(statement).captured(1)))
            ++functions;
    }
    const QString now = AuditEntry::timeText(QDateTime::currentDateTimeUtc());
    const QList<std::pair<QString, QString>> values {
        {u"team_version"_s, QString::number(version)},
        {u"role_prefix"_s, rolePrefix},
        {u"layer_sha256"_s, layerHash},
    };
    for (const auto &[key, value] : values) {
        q.prepare(u"INSERT INTO team_settings (key, value) VALUES (:key, :value) "
                  "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s);
        q.bindValue(u":key"_s, key);
        q.bindValue(u":value"_s, value);
        if (!q.exec())
            return failed(q);
    }
    for (const auto &[key, value] : {std::pair {u"created_at"_s, now}, std::pair {u"created_by"_s, owner}}) {
        q.prepare(
            u"INSERT INTO team_settings (key, value) VALUES (:key, :value) ON CONFLICT (key) DO NOTHING"_s);
        q.bindValue(u":key"_s, key);
        q.bindValue(u":value"_s, value);
        if (!q.exec())
            return failed(q);
    }
    if (!wasTeam)
        report.done << tr("Created the team's tables (team version %1).").arg(version);
    else if (settings.value(u"team_version"_s).toInt() < version)
        report.done << tr("Brought the team's tables from team version %1 to %2.")
                           .arg(settings.value(u"team_version"_s))
                           .arg(version);
    report.done << tr("Installed %1 functions through which operators change the database.").arg(functions)
                << tr("Gave the operators' groups reading of every table and writing of none.");
    if (!db.commit())
        return StoreError::fromSql(db.lastError(), ownerConfig, what);
    report.changed = true;
    report.teamVersion = version;
    qCInfo(lcStore).noquote() << "team layer" << version << "installed in" << ownerConfig.describe();
    return report;
}

} // namespace paydesk::store
