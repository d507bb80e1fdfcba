// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A workstation's data moved into a new team database (`paydesk-cli team import`), by the
// database owner, in ONE transaction on the team database: all of it moves, or nothing does.
//
// From this workstation's SQLite store (read-only: the file is left as it was) and its settings:
// - the operators, made as `team add-operator` makes them (the team layer's
//   paydesk_t_operator_create(): a login role named as their id in the team's group roles, the row
//   and its operator.added entry) but with NOLOGIN until an administrator sets a password (their
//   passphrase hash is Paydesk's own and cannot become a PostgreSQL password); a disabled one stays
//   disabled; an operator the team already has is kept as it is, and named in the summary; a role
//   of that name with other rights or memberships stops the import;
// - the payouts not yet sent: DRAFT, AWAITING_APPROVAL, REJECTED and EXPIRED rows, with their ids,
//   idempotency keys and custom_ids; the rest stays where its history is (the service);
// - the saved senders and the approval rules (a rule the team already has for a currency is kept);
// - the audit log: its chain is verified first (a broken chain is refused), then every entry is
//   copied into imported_audit_log with its source, and the team's own chain gets one
//   `audit.imported` entry {source, entries, last_seq, last_hash} through paydesk_audit_append(),
//   so that an auditor can verify the old chain and see where it ended;
// - the profiles (name, kind, base URL) into team_profiles; API keys stay in the keychain. The
//   built-in Local sandbox is not moved: every workstation has it.
//
// The owner's connection is a StoreConfig as for TeamSchema (an empty password: libpq's password
// file). Blocking: run on a thread that may wait (the command line, a worker).

#include "store/StoreConfig.h"
#include "store/StoreResult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace paydesk::store {

struct TeamImportSource
{
    QString sqlitePath; // empty: StoreConfig::defaultSqlitePath()
    QString settingsPath; // an INI file of the profiles; empty: the application's own settings
};

struct TeamImportSummary
{
    QString source; // "<os user>@<host>:<file>", as recorded with the imported audit entries
    QStringList operatorsAdded; // ids
    QStringList operatorsKept; // ids the team already had
    int drafts = 0; // payouts not yet sent, moved
    int sentNotMoved = 0; // payouts sent or being sent, left at the service
    int senders = 0;
    int rules = 0;
    QStringList rulesKept; // currencies the team already had a rule for
    int profiles = 0;
    QStringList profilesKept; // names of profiles the team already had
    qint64 auditEntries = 0;
    qint64 auditLastSeq = 0;
    QString auditLastHash;
    qint64 importedEntrySeq = 0; // the team's audit.imported entry

    // What moved, for a person: one sentence each, translated.
    QStringList sentences() const;
};

class TeamImport
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::store::TeamImport)
public:
    // The states of the rows moved (not yet sent to the service).
    static QStringList movedStates();

    static StoreResult<TeamImportSummary> run(const StoreConfig &ownerConfig, const TeamImportSource &source,
                                              const QDateTime &now = QDateTime::currentDateTimeUtc());
};

} // namespace paydesk::store
