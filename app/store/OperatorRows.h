// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading rows of the table operators, for Operators and ApprovalRuleStore: one row with its
// passphrase hash, and the check that the operator acting is (still) an active administrator,
// made inside the caller's transaction.

#include "operators/Operator.h"
#include "store/StoreResult.h"

#include <QSqlQuery>

#include <optional>

namespace paydesk::store {

class StoreConfig;

struct OperatorRow
{
    operators::Operator op;
    QString passphraseHash;
};

namespace operatorRows {

// The profile id of the audit entries of operators and rules: empty (not null, which the column
// refuses), for they belong to the installation, not to a profile.
inline QString installationWide()
{
    return QString::fromLatin1(""); // not QString(): that is bound as NULL
}

// The columns every reader selects, in readRow()'s order.
const QString &columns();
// The row `id` through `q` (prepared here); nullopt when there is none.
StoreResult<std::optional<OperatorRow>> select(QSqlQuery &q, const StoreConfig &config, const QString &id,
                                               const QString &what);
StoreResult<OperatorRow> readRow(const QSqlQuery &q, const QString &what);
// Team mode: the operator signed in on `q`'s connection (paydesk_me(): the row of session_user).
StoreResult<operators::Operator> me(QSqlQuery &q, const StoreConfig &config, const QString &what);
// The operator `actorId` as it is now, when an active administrator; Kind::NotAllowed otherwise.
StoreResult<operators::Operator> requireAdministrator(QSqlQuery &q, const StoreConfig &config,
                                                      const QString &actorId, const QString &what);

} // namespace operatorRows

} // namespace paydesk::store
