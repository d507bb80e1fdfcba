// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every difference between SQLite and PostgreSQL that the store's SQL meets, in one place. The
// rest of the store writes portable SQL (named placeholders, TEXT, INTEGER, CHECK, ON CONFLICT)
// and asks this class for the few things that differ:
//
//   {bigint} in DDL        SQLite INTEGER (64-bit; a rowid alias when it is the primary key),
//                          PostgreSQL BIGINT
//   a write transaction    SQLite BEGIN IMMEDIATE (the write lock on the whole file, at once),
//   holding a lock         PostgreSQL BEGIN + pg_advisory_xact_lock(key), released at COMMIT or
//                          ROLLBACK; the key depends on the lock, the database and the schema, so
//                          two Paydesk schemas in one database do not wait for each other
//   a read snapshot        SQLite BEGIN (deferred: a snapshot in WAL mode), PostgreSQL BEGIN
//                          ISOLATION LEVEL REPEATABLE READ READ ONLY
//   "does table T exist"   sqlite_master / information_schema.tables in current_schema()
//   an append-only table   SQLite BEFORE UPDATE / BEFORE DELETE triggers that RAISE(ABORT);
//                          PostgreSQL a plpgsql trigger function for UPDATE, DELETE and TRUNCATE
//   per-connection set-up  SQLite: the busy timeout (connect option); PostgreSQL: connect
//                          options, search_path, lock_timeout, statement_timeout
//   text in any case       SQLite LIKE, PostgreSQL ILIKE (and the case forms of a word with
//                          letters beyond ASCII, which neither folds everywhere)
//   change notifications   PostgreSQL: a trigger per table that pg_notify()s the change on the
//                          schema's channel (changeChannel()), heard by store::ChangeListener on
//                          other workstations; SQLite: nothing (one workstation, whose windows
//                          hear each other through the store's own signals)

#include "store/StoreConfig.h"

#include <QString>
#include <QStringList>

namespace paydesk::store {

class SqlDialect
{
public:
    // What a write transaction locks. Each lock serialises the writers of one kind of data.
    enum class Lock {
        Schema, // migrations
        Audit, // appends to the audit log
    };

    explicit SqlDialect(const StoreConfig &config);

    StoreConfig::Backend backend() const { return m_backend; }
    bool isPostgres() const { return m_backend == StoreConfig::Backend::Postgres; }

    // "QSQLITE" or "QPSQL".
    QString driverName() const;
    // QSqlDatabase::setConnectOptions(): timeouts, TLS mode, application name.
    QString connectOptions(const StoreConfig &config) const;
    // Statements run once on every new connection (none for SQLite).
    QStringList sessionSetup(const StoreConfig &config) const;

    // Portable DDL with its {tokens} replaced for this backend.
    QString expand(QString sql) const;

    // Statements that begin a write transaction which holds `lock` until it ends.
    QStringList beginWrite(Lock lock) const;
    // Begins a read-only transaction that sees one consistent state of the database.
    QString beginSnapshot() const;

    // A query with one placeholder :name that returns a row when table :name exists.
    QString tableExistsQuery() const;

    // Statements that make `table` refuse UPDATE and DELETE (and TRUNCATE) from anyone who does
    // not first drop or disable them: defence in depth for append-only tables. A tamperer with
    // full rights can still do that; the audit log's hash chain is what makes it evident.
    QStringList appendOnly(const QString &table) const;

    // The text of the member `key` of the JSON object held as text in `column`; NULL when the text
    // is not a JSON object or has no such member. The same expression both makes an index and is
    // found by the planner in a WHERE clause (the audit entries of one outbox row, Migration 8):
    // SQLite json_extract() guarded by json_valid(), PostgreSQL an immutable function of Paydesk's
    // that jsonMemberSetup() makes (a cast to jsonb alone would refuse a row that is not JSON).
    // `key` is a plain name (letters, digits, '_').
    QString jsonMember(const QString &column, const QString &key) const;
    QStringList jsonMemberSetup() const;

    // `table` read through its index `index`, for FROM: SQLite's INDEXED BY, where a planner
    // without statistics would take another index on a column of the WHERE and sort (the outbox
    // loops' partial indexes, schema step 9); PostgreSQL plans with its statistics and has no such
    // clause. tst_queryplans checks the plans on both.
    QString throughIndex(const QString &table, const QString &index) const;

    // Text found in a column whatever its case (the audit log's search): `column LIKE :p ESCAPE '\'`
    // on SQLite (which folds the case of ASCII letters), `column ILIKE :p ESCAPE '\'` on
    // PostgreSQL (every letter, by the database's locale). `placeholder` is ":name".
    QString containsText(const QString &column, const QString &placeholder) const;
    // The pattern of containsText() for `text` found anywhere, its '%', '_' and '\' taken literally.
    static QString containsPattern(const QString &text);
    // The forms of a word to look for so that its case does not matter: the word alone when it
    // has ASCII letters only; else also its lower-case, upper-case and capitalised forms ("émile"
    // finds "Émile"), for SQLite's LIKE folds ASCII letters only, and PostgreSQL's ILIKE folds by
    // the database's collation (ASCII only in the "C" locale).
    static QStringList caseForms(const QString &word);

    // --- change notifications (schema step 13, store::ChangeListener) ---------------------------
    // The LISTEN/NOTIFY channel of the Paydesk tables in `schema`: "paydesk_changes" for the
    // public schema (or none given), "paydesk_changes_<schema>" for a schema named with lower-case
    // letters, digits and '_' only, of at most 47 characters, else "paydesk_changes_<md5 of the
    // schema's name>". Always a plain lower-case name of at most 63 bytes (PostgreSQL's limit), so
    // two schemas of one database never hear each other. The rule, in C++ here and in SQL
    // (changeChannelSql(), used by the triggers), is this one; tst_changelistener checks that both
    // give the same name.
    static QString changeChannel(const QString &schema);
    // The same rule as a SQL expression of the schema's name given by `schemaExpression`.
    static QString changeChannelSql(const QString &schemaExpression);
    // The trigger function that notifies every change (PostgreSQL), made once before the triggers.
    QStringList changeNotificationSetup() const;
    // Statements that make every INSERT, UPDATE and DELETE of `table` notify its change after it
    // (PostgreSQL: a trigger FOR EACH ROW; SQLite: none): adding a table to what workstations hear
    // is one call. The payload is a small JSON object: table, op (INSERT, UPDATE, DELETE), id (the
    // row's id, or its currency for approval_rules), profile_id, state, old_state (an UPDATE's state
    // before), revision, maker; a column the table lacks is null.
    QStringList changeNotifications(const QString &table) const;

    // The statement timeout of PostgreSQL connections (no SQLite equivalent is needed: SQLite has
    // no server to wait for).
    static constexpr int statementTimeoutSeconds = 60;

private:
    qint64 lockKey(Lock lock) const;

    StoreConfig::Backend m_backend;
    QString m_lockScope; // database and schema, for the PostgreSQL advisory lock keys
};

} // namespace paydesk::store
