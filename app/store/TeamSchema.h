// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The team layer of a PostgreSQL database (issue 25, docs/team-contract): what makes a database
// of Paydesk a team database, where the database itself enforces the separation of duties.
//
// init() is `paydesk-cli team init`: run by the database's owner (or a superuser; it needs
// CREATEROLE), it brings Paydesk's tables up to date (SchemaMigrator), then in ONE transaction
// installs the team layer: the tables team_settings, team_profiles and imported_audit_log; the
// group roles <prefix>_operator, _maker, _approver, _viewer, _admin (NOLOGIN); the privileges
// (operators' roles may only SELECT; nobody but the owner's functions writes); and the functions
// of app/store/team/*.sql (compiled in as resources, with {schema} and {prefix} put in), which take
// the person acting from session_user and append each change's audit entry with the same hash
// chain as AuditLog. Running it again on a current database changes nothing.
//
// The owner's administration (addOperator(), disableOperator(), enableOperator(),
// listOperators()) runs as the owner, who is not an operator: it calls the team layer's internal
// functions (paydesk_t_operator_*) directly, which write the change and its audit entry ("by": the
// owner's login) in one transaction.
//
// Every function here connects on the calling thread for as long as it runs and blocks: the CLI
// calls them from its main thread; an app calls them from the store's thread.
//
// Errors raised by the team layer's functions carry SQLSTATEs PD001 to PD011 (kindOf()).

#include "operators/Operator.h"
#include "store/StoreConfig.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QSqlError;
QT_END_NAMESPACE

namespace paydesk::store {

struct TeamInitReport
{
    QStringList done; // one sentence per thing done, for a person; empty when nothing changed
    bool changed = false;
    int teamVersion = 0; // of the database afterwards
    int schemaVersion = 0; // Paydesk's tables afterwards (SchemaMigrator)
};

struct TeamInfo
{
    bool isTeam = false; // the database has team_settings
    int teamVersion = 0;
    QString rolePrefix; // "paydesk": its groups are paydesk_operator, paydesk_maker, ...
};

struct TeamOperator
{
    operators::Operator op;
    bool canLogIn = false; // the login role exists and has LOGIN (false while disabled)
};

class TeamSchema
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::TeamSchema)
public:
    // The team layer this Paydesk installs and opens (team_settings.team_version; Store and
    // TeamConnectionCheck compare with it). 2: the operators' signing keys (70-keys.sql); 3: wallet
    // names and low-balance alerts (80-wallets.sql); init() brings a version-1 or -2 database up
    // (schema steps 14 and 15's tables, then the functions again).
    static constexpr int version = 3;
    static QString defaultRolePrefix() { return QStringLiteral("paydesk"); }
    // 1 to 40 of a-z, 0-9, '_', starting with a letter.
    static bool isValidRolePrefix(const QString &prefix);
    // "<prefix>_<group>": group is operator, maker, approver, viewer or admin.
    static QString groupRole(const QString &prefix, const QString &group);
    static QStringList groups(); // operator, maker, approver, viewer, admin

    static StoreResult<TeamInitReport> init(const StoreConfig &ownerConfig, const QString &rolePrefix);
    // Whether the database of `db` (its search_path) is a team database, and which.
    static StoreResult<TeamInfo> inspect(QSqlDatabase db);

    // The owner's administration. `password` becomes a SCRAM verifier here (ScramVerifier); it
    // is never sent, logged or shown. Refused: an invalid login, an operator that exists, a role
    // that exists with other rights or memberships (Kind::InvalidData), a password that is not
    // acceptable (operators::Operator::isAcceptablePassphrase()).
    static StoreResult<operators::Operator> addOperator(const StoreConfig &ownerConfig, const QString &login,
                                                        const QString &displayName,
                                                        operators::Operator::Role role, bool administrator,
                                                        const QString &password);
    // NOLOGIN, operators.disabled = 1, the sessions ended; the last enabled administrator is kept
    // (Kind::Conflict).
    static StoreResult<operators::Operator> disableOperator(const StoreConfig &ownerConfig,
                                                            const QString &login);
    static StoreResult<operators::Operator> enableOperator(const StoreConfig &ownerConfig,
                                                           const QString &login);
    static StoreResult<QList<TeamOperator>> listOperators(const StoreConfig &ownerConfig);

    // The kind of error of a team layer's SQLSTATE (PD001 NotAllowed, PD005 Conflict, ...);
    // Kind::None for another code.
    static StoreError::Kind kindOf(const QString &sqlState);
    // fromSql(), with the team layer's codes classified by kindOf() and their message kept.
    static StoreError errorOf(const QSqlError &error, const StoreConfig &config, const QString &what);
};

} // namespace paydesk::store
