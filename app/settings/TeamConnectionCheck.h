// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Test connection" for a team database, and the start-up's check of a password: one connection
// of its own (never the store's, and never a schema migration: a database that is not a team one
// is left untouched), then what a person needs to know, as an outcome and a translated sentence:
// connected as <name> (<role>), the password refused, not a Paydesk team database (no
// team_settings), a schema from a newer Paydesk, TLS refused, the server unreachable, a login
// that is not an operator of the team.
//
// check() blocks for up to the connect timeout; start() runs it on a pool thread and emits
// finished() once, on the thread of the object, which deletes itself afterwards. cancel() (or
// deleting it) drops the result. The password goes to the driver only: never to a log or a
// message.

#include "store/StoreConfig.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QObject>
#include <QString>

namespace paydesk::settings {

struct TeamCheck
{
    Q_GADGET
public:
    enum class Outcome {
        Connected, // a team database, this Paydesk's schema, the login an active operator
        WrongPassword, // the server refused the login or its password
        NotTeamDatabase, // connected, but no team_settings: not made by paydesk-cli team init
        SchemaTooNew, // a team database of a newer Paydesk
        SchemaTooOld, // a team database its owner has not brought up to this Paydesk yet
        NotOperator, // the login is no operator of the team, or a disabled one
        TlsRefused, // the TLS mode asked for could not be had (no TLS, certificate refused)
        Unreachable, // no answer from the server (address, port, network, firewall)
        Failed, // anything else (a database that does not exist ...): message() says what
    };
    Q_ENUM(Outcome)

    Outcome outcome = Outcome::Failed;
    QString message; // translated, for the person
    QString detail; // the driver's words, for the log (never a password)
    // Connected:
    QString login;
    QString displayName;
    QString role; // MAKER, APPROVER, VIEWER
    bool administrator = false;

    bool ok() const { return outcome == Outcome::Connected; }
};

class TeamConnectionCheck : public QObject
{
    Q_OBJECT
public:
    // Blocking; any thread.
    static TeamCheck check(const store::StoreConfig &config);
    // The role in words: "maker", "approver, administrator" (translated).
    static QString roleText(const QString &role, bool administrator);

    // check() on a pool thread; finished() on the thread of `parent`'s owner.
    static TeamConnectionCheck *start(const store::StoreConfig &config, QObject *parent);
    void cancel();

Q_SIGNALS:
    void finished(const paydesk::settings::TeamCheck &result);

private:
    explicit TeamConnectionCheck(QObject *parent);
    bool m_cancelled = false;
};

} // namespace paydesk::settings

Q_DECLARE_METATYPE(paydesk::settings::TeamCheck)
