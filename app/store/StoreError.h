// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Why the local store could not do what was asked: for code (kind(), remedy()) and for a person
// (message(), translated: what failed, then why, in words that do not need a database manual).
// detail() keeps the driver's own words for the log; it never holds a password (drivers do not
// repeat it, and Paydesk never puts it in a statement).

#include "core/Remedy.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

QT_BEGIN_NAMESPACE
class QSqlError;
QT_END_NAMESPACE

namespace paydesk::store {

class StoreConfig;

class StoreError
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::StoreError)
public:
    enum class Kind {
        None, // no error
        InvalidConfig, // the settings cannot work (no file, no host, a schema that does not exist)
        DriverMissing, // the Qt SQL driver for the backend is not installed
        CannotOpen, // SQLite: the file or its folder cannot be opened or created
        ReadOnly, // SQLite: the file cannot be written
        Corrupt, // SQLite: the file is damaged or is not a database
        Unreachable, // PostgreSQL: no connection (refused, unknown host, timed out, dropped)
        AccessDenied, // PostgreSQL: the user name or password was refused, or a privilege is missing
        Busy, // another writer held the database for longer than the lock timeout
        SchemaTooNew, // the database was last migrated by a newer Paydesk; it is left untouched
        Damaged, // Paydesk's own tables are not as Paydesk left them (changed from outside)
        InvalidData, // what was to be written cannot be (e.g. an audit detail that is not canonical)
        NotFound, // the row asked for does not exist (a draft deleted meanwhile, or of another profile)
        Conflict, // the row changed since it was read (its revision or its state moved on): reread it
        Duplicate, // a value that must be unique is taken (a custom_id of the same profile)
        NotAllowed, // the operator asking may not do this (not an administrator, disabled)
        Failed, // any other failure of a statement
    };
    Q_ENUM(Kind)

    StoreError() = default;
    StoreError(Kind kind, QString message, QString detail = {});

    // Classifies a driver error. `what` is a sentence saying what failed ("The audit entry could
    // not be written."); the reason follows it in message().
    static StoreError fromSql(const QSqlError &error, const StoreConfig &config, const QString &what);
    // A refusal of a team database's function (SQLSTATE PD001 ... PD011, docs/team-contract), as a
    // kind and a translated sentence after `what`; the server's English words (`reason`) go to
    // detail() only, but for PD011 (a bad argument), whose words say which. TeamErrors.cpp.
    static StoreError teamRefusal(const QString &code, const QString &reason, const QString &what);
    // The kind of a team database's refusal (PD001 ... PD011, the same table as teamRefusal());
    // Kind::None for another code.
    static Kind teamKind(const QString &code);
    // The same error, with `what` put in front of its message.
    StoreError prefixed(const QString &what) const;

    bool isError() const { return m_kind != Kind::None; }
    Kind kind() const { return m_kind; }
    // What a person can do about it (core/Remedy.h); each front end words it for its place.
    Remedy remedy() const;
    QString message() const { return m_message; } // translated; empty when !isError()
    QString detail() const { return m_detail; } // the driver's words, for logs

    // "Busy: <message> [<detail>]", for logs and test failures.
    QString toString() const;

private:
    Kind m_kind = Kind::None;
    QString m_message;
    QString m_detail;
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::StoreError)
