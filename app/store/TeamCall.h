// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Calling a team database's functions (docs/team-contract.md; Store::isTeam()), for the write
// classes of the store in team mode (TeamWrites.h, outbox/TeamOutboxWrites.h).
//
// call() runs `SELECT <columns> FROM <function>(:a0, :a1, ...)` with the values given, in the
// order of the function's parameters: the function takes the person acting from session_user,
// writes the row and its audit entry in one transaction, or refuses with its SQLSTATE (PD001 ...
// PD011, which StoreError::fromSql() maps to a kind and a sentence). The acting person is never
// an argument.
//
// TeamSession is a connection of its own, on the calling thread, made with a login and the
// password typed for it now, and closed when the object goes: a sign-in (Operators::
// authenticate()) or an approval (approvals::ApprovalDesk) proven by the database itself, whose
// functions see that login as session_user and the connection's age. The password is kept only
// as long as the connection is being made, and never shown.

#include "store/StoreConfig.h"
#include "store/StoreResult.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace paydesk::store {

class Store;

namespace teamCall {

// The store's clock as the functions take it (p_now: UTC "YYYY-MM-DDTHH:MM:SS.mmmZ").
QString nowText(const Store *store);
// NULL for an empty text.
QVariant text(const QString &value);
// The text itself, '' (never NULL) when empty: for a parameter where NULL keeps the row's value
// and '' clears it (paydesk_outbox_mark's payout id and last error).
QVariant clearable(const QString &value);
// NULL for an invalid time, else its text.
QVariant time(const QDateTime &value);

// Runs the function through `q` (a statement on the connection to use); `q` is then on the first
// row returned. False when the function returned no row (or a NULL row); an error prefixed with
// `what` when it refused.
StoreResult<bool> call(QSqlQuery &q, const StoreConfig &config, const QString &function,
                       const QVariantList &args, const QString &columns, const QString &what);

} // namespace teamCall

class TeamSession
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::TeamSession)
public:
    enum class Refusal {
        None, // connected
        WrongPassword, // the server refused the login or the password (the same for both)
        Disabled, // the login exists and may not log in (a disabled operator)
        Other, // unreachable, or anything else (error())
    };

    // The store's connection settings with `login` and `password` instead of its own.
    TeamSession(const StoreConfig &config, const QString &login, const QString &password);
    ~TeamSession(); // closes the connection
    TeamSession(const TeamSession &) = delete;
    TeamSession &operator=(const TeamSession &) = delete;

    // Connects (blocking, on the calling thread).
    Refusal open();
    const StoreError &error() const { return m_error; } // when open() did not connect
    QSqlDatabase db() const;
    const StoreConfig &config() const { return m_config; }

private:
    StoreConfig m_config; // its password is cleared once connected
    QString m_name;
    StoreError m_error;
};

} // namespace paydesk::store
