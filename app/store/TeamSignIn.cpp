// SPDX-License-Identifier: GPL-3.0-or-later
// Operators in team mode (Operators.h, "Team mode"): teamAuthenticate(), signing in to a team
// database, where the database checks the password of the operator's own login role, and
// teamWrite(), the administration through the team's functions.
#include "operators/OperatorsLogging.h"
#include "store/OperatorRows.h"
#include "store/Operators.h"
#include "store/ScramVerifier.h"
#include "store/Store.h"
#include "store/TeamCall.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

using operators::lcOperators;

StoreResult<operators::Operator> operatorRows::me(QSqlQuery &q, const StoreConfig &config,
                                                  const QString &what)
{
    const StoreResult<bool> found = teamCall::call(q, config, u"paydesk_me"_s, {}, columns(), what);
    if (!found.ok())
        return found.error();
    if (!found.value())
        return StoreError(StoreError::Kind::NotAllowed,
                          what + u' '
                              + StoreError::tr("You are not an operator of this team, or your operator is "
                                               "disabled. Ask an administrator of the team."),
                          u"paydesk_me() returned no row"_s);
    StoreResult<OperatorRow> row = readRow(q, what);
    if (!row.ok())
        return row.error();
    return std::move(row).value().op;
}

AuthResult Operators::teamAuthenticate(const QString &id, const QString &passphrase, bool withKey,
                                       operators::OperatorKey *row)
{
    AuthResult result;
    if (id.trimmed().isEmpty()) {
        result.outcome = AuthResult::Outcome::UnknownOperator;
        return result;
    }
    TeamSession session(m_store->config(), id, passphrase);
    switch (session.open()) {
    case TeamSession::Refusal::None:
        break;
    case TeamSession::Refusal::WrongPassword:
        result.outcome = AuthResult::Outcome::WrongPassphrase;
        qCInfo(lcOperators).noquote() << "sign-in of" << id << "refused by the team database";
        return result;
    case TeamSession::Refusal::Disabled:
        result.outcome = AuthResult::Outcome::Disabled;
        qCInfo(lcOperators).noquote() << "sign-in of" << id << "refused: the login is disabled";
        return result;
    case TeamSession::Refusal::Other:
        result.outcome = AuthResult::Outcome::StoreFailed;
        result.storeError = session.error();
        return result;
    }
    QSqlQuery q(session.db());
    const StoreResult<operators::Operator> me
        = operatorRows::me(q, session.config(), tr("The operator could not be read."));
    if (!me.ok()) {
        result.outcome = me.error().kind() == StoreError::Kind::NotAllowed ? AuthResult::Outcome::Disabled
                                                                           : AuthResult::Outcome::StoreFailed;
        result.storeError = me.error();
        return result;
    }
    if (me.value().disabled) {
        result.outcome = AuthResult::Outcome::Disabled;
        return result;
    }
    result.outcome = AuthResult::Outcome::SignedIn;
    result.authenticated = AuthenticatedOperator(me.value());
    qCInfo(lcOperators).noquote() << "operator" << id << "signed in to the team database";
    // Their key, on their own connection (paydesk_key_put takes them from session_user).
    teamAttachKey(session.db(), session.config(), result, passphrase, withKey, row);
    return result;
}

StoreResult<AuthenticatedOperator> Operators::sessionOperator()
{
    const QString what = tr("The operator could not be read.");
    if (!m_store->isTeam())
        return StoreError(StoreError::Kind::InvalidConfig, what,
                          u"sessionOperator() outside a team database"_s);
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlQuery q(connection.value());
    const StoreResult<operators::Operator> me = operatorRows::me(q, m_store->config(), what);
    if (!me.ok())
        return me.error();
    if (me.value().disabled)
        return StoreError(StoreError::Kind::NotAllowed,
                          what + u' ' + tr("Your operator is disabled. Ask an administrator of the team."),
                          u"paydesk_me() names a disabled operator"_s);
    qCInfo(lcOperators).noquote() << "operator" << me.value().id << "signed in as the store's login";
    return AuthenticatedOperator(me.value());
}

StoreResult<operators::Operator> Operators::teamWrite(const Request &request, const QString &what)
{
    // The key's part (TeamKeys.cpp) is made before, slow (scrypt), and written in the same
    // transaction as the operator's change.
    const StoreResult<KeyPlan> plan = request.kind == Write::AddFirst ? KeyPlan() : planKey(request, what);
    if (!plan.ok())
        return plan.error();
    const QString now = teamCall::nowText(m_store);
    QString function;
    QVariantList args;
    switch (request.kind) {
    case Write::AddFirst:
        return StoreError(StoreError::Kind::NotAllowed,
                          what + u' '
                              + tr("In a team database the team's owner adds the first operators "
                                   "(\u201Cpaydesk-cli team add-operator\u201D)."),
                          u"addFirstAdministrator in a team database"_s);
    case Write::Add:
        function = u"paydesk_operator_add"_s;
        args = {now,
                request.spec.id,
                request.spec.displayName,
                operators::Operator::roleKey(request.spec.role),
                request.spec.administrator,
                ScramVerifier::make(*request.passphrase)};
        break;
    case Write::Change:
        function = u"paydesk_operator_update"_s;
        args = {now,
                request.id,
                request.expectedRevision,
                request.spec.displayName,
                operators::Operator::roleKey(request.spec.role),
                request.spec.administrator};
        break;
    case Write::Disable:
    case Write::Enable:
        function = u"paydesk_operator_set_disabled"_s;
        args = {now, request.id, request.expectedRevision, request.kind == Write::Disable};
        break;
    case Write::Passphrase:
        function = u"paydesk_operator_set_password"_s;
        args = {now, request.id, ScramVerifier::make(*request.passphrase)};
        break;
    }
    const StoreResult<QSqlDatabase> connection = m_store->connection();
    if (!connection.ok())
        return connection.error().prefixed(what);
    QSqlDatabase db = connection.value();
    if (!db.transaction())
        return StoreError::fromSql(db.lastError(), m_store->config(), what);
    StoreResult<OperatorRow> row = [&]() -> StoreResult<OperatorRow> {
        QSqlQuery q(db);
        const StoreResult<bool> called
            = teamCall::call(q, m_store->config(), function, args, operatorRows::columns(), what);
        if (!called.ok())
            return called.error();
        if (!called.value())
            return StoreError(StoreError::Kind::Failed, what, function + u" returned no row"_s);
        StoreResult<OperatorRow> read = operatorRows::readRow(q, what);
        q.finish();
        if (!read.ok())
            return read.error();
        QSqlQuery keys(db);
        if (const StoreResult<void> written
            = teamWriteKey(keys, request, plan.value(), read.value().op, now, what);
            !written.ok())
            return written.error();
        return read;
    }();
    if (!row.ok()) {
        db.rollback();
        return row.error();
    }
    if (!db.commit())
        return StoreError::fromSql(db.lastError(), m_store->config(), what);
    qCInfo(lcOperators).noquote() << "operator" << row.value().op.id << "written through" << function;
    return std::move(row).value().op;
}

} // namespace paydesk::store
