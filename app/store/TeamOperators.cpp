// SPDX-License-Identifier: GPL-3.0-or-later
// TeamSchema: the owner's administration of operators (TeamSchema.h).
#include "store/AuditEntry.h"
#include "store/OperatorRows.h"
#include "store/ScramVerifier.h"
#include "store/StoreLogging.h"
#include "store/TeamConnection.h"
#include "store/TeamSchema.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::Operator;

namespace {

// Connects as the owner to a team database; *connection is ready afterwards.
StoreResult<void> openTeam(TeamConnection &connection, const QString &what)
{
    if (const StoreResult<void> opened = connection.open(what); !opened.ok())
        return opened;
    const StoreResult<TeamInfo> info = TeamSchema::inspect(connection.db());
    if (!info.ok())
        return info.error().prefixed(what);
    if (!info.value().isTeam) {
        return StoreError(
            StoreError::Kind::InvalidConfig,
            what + u' '
                + TeamSchema::tr("%1 is not a team database: run \u201Cpaydesk-cli team init\u201D "
                                 "first.")
                      .arg(connection.config().location()),
            u"no team_settings"_s);
    }
    return {};
}

// Runs `sql` (a SELECT of the operators' columns from one of the team layer's functions) in a
// transaction; the row it returns.
StoreResult<Operator> writeOperator(TeamConnection &connection, const QString &what, const QString &sql,
                                    const QList<std::pair<QString, QVariant>> &values)
{
    QSqlDatabase db = connection.db();
    if (!db.transaction())
        return StoreError::fromSql(db.lastError(), connection.config(), what);
    QSqlQuery q(db);
    q.prepare(sql);
    for (const auto &[name, value] : values)
        q.bindValue(name, value);
    if (!q.exec() || !q.next()) {
        const StoreError error = TeamSchema::errorOf(q.lastError(), connection.config(), what);
        q.finish();
        db.rollback();
        return error;
    }
    StoreResult<OperatorRow> row = operatorRows::readRow(q, what);
    q.finish();
    if (!row.ok()) {
        db.rollback();
        return row.error();
    }
    if (!db.commit())
        return StoreError::fromSql(db.lastError(), connection.config(), what);
    return std::move(row).value().op;
}

QString nowText()
{
    return AuditEntry::timeText(QDateTime::currentDateTimeUtc());
}

StoreResult<Operator> setDisabled(const StoreConfig &ownerConfig, const QString &login, bool disabled)
{
    const QString what = disabled ? TeamSchema::tr("The operator %1 was not disabled.").arg(login)
                                  : TeamSchema::tr("The operator %1 was not enabled.").arg(login);
    TeamConnection connection(ownerConfig);
    if (const StoreResult<void> opened = openTeam(connection, what); !opened.ok())
        return opened.error();
    return writeOperator(
        connection, what,
        u"SELECT %1 FROM paydesk_t_operator_change(:now, :login, NULL, NULL, NULL, NULL, :disabled)"_s.arg(
            operatorRows::columns()),
        {{u":now"_s, nowText()}, {u":login"_s, login}, {u":disabled"_s, disabled}});
}

} // namespace

StoreResult<Operator> TeamSchema::addOperator(const StoreConfig &ownerConfig, const QString &login,
                                              const QString &displayName, Operator::Role role,
                                              bool administrator, const QString &password)
{
    const QString what = tr("The operator %1 was not added.").arg(login);
    if (!Operator::isValidId(login)) {
        return StoreError(
            StoreError::Kind::InvalidData,
            what + u' '
                + tr("A login is 1 to 32 lower-case letters, digits, '.', '_' or '-', starting with "
                     "a letter or digit."),
            u"invalid login"_s);
    }
    if (!Operator::isValidDisplayName(displayName)) {
        return StoreError(StoreError::Kind::InvalidData,
                          what + u' ' + tr("The name must have 1 to 100 characters."), u"invalid name"_s);
    }
    if (!Operator::isAcceptablePassphrase(password)) {
        return StoreError(
            StoreError::Kind::InvalidData,
            what + u' '
                + tr("The password must have at least %1 characters.").arg(Operator::minPassphraseLength),
            u"password not acceptable"_s);
    }
    TeamConnection connection(ownerConfig);
    if (const StoreResult<void> opened = openTeam(connection, what); !opened.ok())
        return opened.error();
    const StoreResult<Operator> added = writeOperator(
        connection, what,
        u"SELECT %1 FROM paydesk_t_operator_create(:now, :login, :name, :role, :admin, :verifier)"_s.arg(
            operatorRows::columns()),
        {{u":now"_s, nowText()},
         {u":login"_s, login},
         {u":name"_s, displayName},
         {u":role"_s, Operator::roleKey(role)},
         {u":admin"_s, administrator},
         {u":verifier"_s, ScramVerifier::make(password)}});
    if (added.ok())
        qCInfo(lcStore).noquote() << "team operator" << login << "added by the owner" << ownerConfig.user;
    return added;
}

StoreResult<Operator> TeamSchema::disableOperator(const StoreConfig &ownerConfig, const QString &login)
{
    return setDisabled(ownerConfig, login, true);
}

StoreResult<Operator> TeamSchema::enableOperator(const StoreConfig &ownerConfig, const QString &login)
{
    return setDisabled(ownerConfig, login, false);
}

StoreResult<QList<TeamOperator>> TeamSchema::listOperators(const StoreConfig &ownerConfig)
{
    const QString what = tr("The operators could not be read.");
    TeamConnection connection(ownerConfig);
    if (const StoreResult<void> opened = openTeam(connection, what); !opened.ok())
        return opened.error();
    QSqlQuery q(connection.db());
    q.setForwardOnly(true);
    QStringList columns;
    for (const QString &column : operatorRows::columns().split(u", "_s))
        columns << u"o."_s + column;
    if (!q.exec(u"SELECT %1, COALESCE(r.rolcanlogin, false) FROM operators o "
                "LEFT JOIN pg_roles r ON r.rolname = o.id ORDER BY o.id"_s.arg(columns.join(u", "_s))))
        return StoreError::fromSql(q.lastError(), ownerConfig, what);
    QList<TeamOperator> list;
    const int canLogIn = columns.size();
    while (q.next()) {
        StoreResult<OperatorRow> row = operatorRows::readRow(q, what);
        if (!row.ok())
            return row.error();
        list.append({std::move(row).value().op, q.value(canLogIn).toBool()});
    }
    if (q.lastError().isValid())
        return StoreError::fromSql(q.lastError(), ownerConfig, what);
    return list;
}

} // namespace paydesk::store
