// SPDX-License-Identifier: GPL-3.0-or-later
// Operators::teamAuthenticate(): signing in to a team database, where the database checks the
// password of the operator's own login role (Operators.h, "Team mode").
#include "operators/OperatorsLogging.h"
#include "store/OperatorRows.h"
#include "store/Operators.h"
#include "store/Store.h"
#include "store/TeamCall.h"

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

AuthResult Operators::teamAuthenticate(const QString &id, const QString &passphrase)
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
    return result;
}

} // namespace paydesk::store
