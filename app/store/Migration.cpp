// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/Migration.h"

#include "overview/OverviewFacts.h"
#include "payouts/RecipientKey.h"
#include "store/AuditEntry.h"
#include "store/OutboxLists.h"
#include "store/SqlDialect.h"

#include <QJsonDocument>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

// 1: the audit log (AuditLog.h): one row per entry, chained by hashes, and a one-row head that
// holds the last sequence number and hash, updated in the same transaction as each append, so
// that deleting the last entries is evident too.
QStringList auditLog(const SqlDialect &d)
{
    QStringList statements {
        d.expand(u"CREATE TABLE audit_log ("
                 "seq {bigint} PRIMARY KEY, "
                 "recorded_at TEXT NOT NULL, "
                 "os_user TEXT NOT NULL, "
                 "profile_id TEXT NOT NULL, "
                 "action TEXT NOT NULL, "
                 "detail TEXT NOT NULL, "
                 "prev_hash TEXT NOT NULL, "
                 "hash TEXT NOT NULL)"_s),
        d.expand(u"CREATE TABLE audit_head ("
                 "id INTEGER PRIMARY KEY CHECK (id = 1), "
                 "last_seq {bigint} NOT NULL, "
                 "last_hash TEXT NOT NULL)"_s),
        u"INSERT INTO audit_head (id, last_seq, last_hash) VALUES (1, 0, '%1')"_s.arg(
            AuditEntry::genesisHash()),
    };
    statements << d.appendOnly(u"audit_log"_s);
    return statements;
}

// 2: the payout outbox (PayoutDrafts.h, OutboxState.h): one row per payout made in Paydesk, from
// its draft to the service's answer. The idempotency key and the custom_id are made with the draft,
// before anything is sent, and every attempt reuses them. The states are all those of the outbox,
// issue 10's included, so that no later step has to rebuild the table to widen the CHECK. The
// lease and provider columns are for submission (a row claimed by one process; the service's pyt-
// id and last error); drafts leave them NULL. Times are UTC text as in the audit log
// (AuditEntry::timeText()), so that they sort and compare as text.
QStringList payoutOutbox(const SqlDialect &d)
{
    return {
        d.expand(u"CREATE TABLE payout_outbox ("
                 "id TEXT PRIMARY KEY, "
                 "profile_id TEXT NOT NULL, "
                 "state TEXT NOT NULL CHECK (state IN ('DRAFT', 'AWAITING_APPROVAL', 'APPROVED', "
                 "'SUBMITTING', 'ACCEPTED', 'REJECTED', 'UNCERTAIN', 'EXPIRED')), "
                 "request_body TEXT NOT NULL, "
                 "form_snapshot TEXT NOT NULL, "
                 "idempotency_key TEXT NOT NULL UNIQUE, "
                 "custom_id TEXT NOT NULL CHECK (custom_id <> ''), "
                 "currency TEXT, "
                 "amount_minor {bigint}, "
                 "recipient_summary TEXT NOT NULL, "
                 "lookup_verdict TEXT, "
                 "registered_name TEXT, "
                 "maker TEXT, "
                 "created_at TEXT NOT NULL, "
                 "updated_at TEXT NOT NULL, "
                 "revision {bigint} NOT NULL CHECK (revision >= 1), "
                 "lease_owner TEXT, "
                 "lease_expires_at TEXT, "
                 "provider_payout_id TEXT, "
                 "last_error TEXT, "
                 "CHECK ((currency IS NULL) = (amount_minor IS NULL)))"_s),
        u"CREATE UNIQUE INDEX payout_outbox_custom_id ON payout_outbox (profile_id, custom_id)"_s,
        u"CREATE INDEX payout_outbox_profile_state ON payout_outbox (profile_id, state, created_at)"_s,
    };
}

// Operators and approval rules (store/Operators.h, store/ApprovalRuleStore.h). An operator is
// disabled, never deleted: payouts and audit entries name them. passphrase_hash is the PHC string of
// operators/PassphraseHash.h (algorithm, parameters, salt, hash), never the passphrase. Booleans are
// 0/1 integers on both backends. A rule's threshold is in minor units of its currency; NULL: never
// a second approver.
QStringList operatorsAndApprovalRules(const SqlDialect &d)
{
    return {
        d.expand(u"CREATE TABLE operators ("
                 "id TEXT PRIMARY KEY CHECK (id <> ''), "
                 "display_name TEXT NOT NULL CHECK (display_name <> ''), "
                 "role TEXT NOT NULL CHECK (role IN ('MAKER', 'APPROVER', 'VIEWER')), "
                 "administrator INTEGER NOT NULL CHECK (administrator IN (0, 1)), "
                 "disabled INTEGER NOT NULL CHECK (disabled IN (0, 1)), "
                 "passphrase_hash TEXT NOT NULL CHECK (passphrase_hash LIKE '$%'), "
                 "revision {bigint} NOT NULL CHECK (revision >= 1), "
                 "created_at TEXT NOT NULL, "
                 "updated_at TEXT NOT NULL)"_s),
        d.expand(u"CREATE TABLE approval_rules ("
                 "currency TEXT PRIMARY KEY CHECK (length(currency) = 3), "
                 "second_approver_above_minor {bigint} CHECK (second_approver_above_minor >= 0), "
                 "expiry_days INTEGER NOT NULL CHECK (expiry_days BETWEEN 1 AND 365), "
                 "revision {bigint} NOT NULL CHECK (revision >= 1), "
                 "updated_at TEXT NOT NULL, "
                 "updated_by TEXT NOT NULL)"_s),
    };
}

// 4: submission bookkeeping of the outbox (OutboxStore.h): how many times the row was POSTed
// (attempts), how many times in a row it was put off (retries: the exponent of its backoff), and
// the time before which no process takes it again (next_attempt_at, UTC text as above; NULL: at
// once). Step 2 stays as it was released; these are added columns with defaults, so rows saved
// before this step read as never sent.
QStringList outboxSubmission(const SqlDialect &d)
{
    return {
        d.expand(u"ALTER TABLE payout_outbox ADD COLUMN attempts {bigint} NOT NULL DEFAULT 0"_s),
        d.expand(u"ALTER TABLE payout_outbox ADD COLUMN retries {bigint} NOT NULL DEFAULT 0"_s),
        u"ALTER TABLE payout_outbox ADD COLUMN next_attempt_at TEXT"_s,
        u"CREATE INDEX payout_outbox_due ON payout_outbox (state, next_attempt_at)"_s,
    };
}

// 5: approvals and following (approvals/ApprovalDesk.h, outbox/PayoutFollower.h), as added columns
// with defaults so that rows of before read as never approved and never followed.
// - awaiting_since: when the row last went to AWAITING_APPROVAL (its expiry counts from there).
// - first_approver, second_approver: the operators who approved it, in order. The database itself
//   refuses an approval by the maker, an approval of a row without a maker, and the same person
//   twice (the CHECKs, which both backends accept on added columns and test on every UPDATE).
// - returned_reason, returned_by: why, and by whom, an approver sent the row back to its maker as
//   a draft (cleared when the maker submits it again).
// - payout_state, payout_context: the service's state of the accepted payout (its code and
//   context, as the service spells them: an unknown code is kept), payout_checked_at when it was
//   last read, settled_at once it no longer changes (SENT, FAILED, CANCELLED, REVERSED);
//   follow_retries and next_follow_at the backoff of the following.
QStringList approvalsAndFollowing(const SqlDialect &d)
{
    return {
        u"ALTER TABLE payout_outbox ADD COLUMN awaiting_since TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN first_approver TEXT "
        "CHECK (first_approver IS NULL OR (maker IS NOT NULL AND first_approver <> maker))"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN second_approver TEXT "
        "CHECK (second_approver IS NULL OR (first_approver IS NOT NULL AND second_approver <> first_approver "
        "AND second_approver <> maker))"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN returned_reason TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN returned_by TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN payout_state TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN payout_context TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN payout_checked_at TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN settled_at TEXT"_s,
        d.expand(u"ALTER TABLE payout_outbox ADD COLUMN follow_retries {bigint} NOT NULL DEFAULT 0"_s),
        u"ALTER TABLE payout_outbox ADD COLUMN next_follow_at TEXT"_s,
        u"CREATE INDEX payout_outbox_follow ON payout_outbox (state, settled_at, next_follow_at)"_s,
    };
}

// 6: wallet statements (store/Statements.h): the statements this installation asked for, since the
// service cannot list them. id is local (UUID v4), statement_id the service's stm- id; the period
// and the times are UTC text (AuditEntry::timeText()); balances are the service's decimal text,
// NULL until the statement is READY; state_context the service's context of a FAILED one.
QStringList walletStatements(const SqlDialect &d)
{
    return {
        d.expand(u"CREATE TABLE wallet_statements ("
                 "id TEXT PRIMARY KEY, "
                 "profile_id TEXT NOT NULL, "
                 "wallet_id TEXT NOT NULL CHECK (wallet_id <> ''), "
                 "currency TEXT NOT NULL, "
                 "period_from TEXT NOT NULL, "
                 "period_to TEXT NOT NULL CHECK (period_from < period_to), "
                 "statement_id TEXT NOT NULL CHECK (statement_id <> ''), "
                 "state TEXT NOT NULL CHECK (state IN ('PENDING', 'READY', 'FAILED')), "
                 "state_context TEXT, "
                 "opening_balance TEXT, "
                 "closing_balance TEXT, "
                 "created_at TEXT NOT NULL, "
                 "updated_at TEXT NOT NULL, "
                 "revision {bigint} NOT NULL CHECK (revision >= 1))"_s),
        u"CREATE UNIQUE INDEX wallet_statements_service_id ON wallet_statements (profile_id, statement_id)"_s,
        u"CREATE INDEX wallet_statements_profile ON wallet_statements (profile_id, state, created_at)"_s,
    };
}

// 7: the organisation's senders (PayoutDrafts::recentSenders()): each sender a payout was drafted
// with, once per profile (sender_key: the SHA-256 of its canonical JSON), with when it was last
// used, so that the next payout offers the last one first instead of six fields typed again.
QStringList payoutSenders(const SqlDialect &d)
{
    return {
        d.expand(u"CREATE TABLE payout_senders ("
                 "profile_id TEXT NOT NULL, "
                 "sender_key TEXT NOT NULL CHECK (sender_key <> ''), "
                 "sender TEXT NOT NULL, "
                 "name TEXT NOT NULL, "
                 "last_used_at TEXT NOT NULL, "
                 "uses {bigint} NOT NULL DEFAULT 1 CHECK (uses >= 1), "
                 "PRIMARY KEY (profile_id, sender_key))"_s),
        u"CREATE INDEX payout_senders_recent ON payout_senders (profile_id, last_used_at)"_s,
    };
}

// 8: the audit entries of one outbox row found by an index instead of by reading the whole log
// (History's "Made in Paydesk", AuditLog::entriesOfOutboxRow()): an index on the outbox_id of
// each entry's detail, NULL for the entries that name none. An index on an expression, so that the
// append-only audit_log keeps its columns and rows (and every entry already written is indexed).
QStringList auditLogByOutboxRow(const SqlDialect &d)
{
    return d.jsonMemberSetup() << u"CREATE INDEX audit_log_outbox_id ON audit_log (%1)"_s.arg(
               d.jsonMember(u"detail"_s, u"outbox_id"_s));
}

// 9: the outbox's background loops read only what is due (OutboxStore::claim(),
// PayoutFollowStore::due()), through partial indexes of the rows each loop works on, ordered as
// each takes them, so that a store of years of settled payouts, or thousands of rows waiting for
// a session, costs them a few index steps:
// - payout_outbox_claim: the rows a processor may take, by profile (profilesWithWork() steps from
//   one profile to the next), state, next attempt (NULL: at once), last change, id.
// - payout_outbox_follow_next: the accepted payouts not settled, by profile and next look (NULL:
//   never looked at), creation, id.
// The queries repeat each predicate as written here (SQLite uses a partial index only then).
// They replace the indexes of steps 4 and 5 that the loops used (payout_outbox_due,
// payout_outbox_follow): nothing else reads by them, and a planner without statistics could
// prefer them and walk every row of a state.
QStringList outboxLoopIndexes(const SqlDialect &)
{
    return {
        u"DROP INDEX payout_outbox_due"_s,
        u"DROP INDEX payout_outbox_follow"_s,
        u"CREATE INDEX payout_outbox_claim ON payout_outbox "
        "(profile_id, state, (COALESCE(next_attempt_at, '')), updated_at, id) "
        "WHERE state IN ('APPROVED', 'SUBMITTING', 'UNCERTAIN')"_s,
        u"CREATE INDEX payout_outbox_follow_next ON payout_outbox "
        "(profile_id, (COALESCE(next_follow_at, '')), created_at, id) "
        "WHERE state = 'ACCEPTED' AND settled_at IS NULL AND provider_payout_id IS NOT NULL"_s,
    };
}

// 10: indexes that give every list of wallet statements and of saved senders in the order it is
// read, so that neither is sorted in a temporary table as the tables grow (tst_queryplans checks
// each statement's plan on both backends):
// - wallet_statements_listed (profile_id, created_at, id): Statements::list(), a profile's
//   statements newest first (ORDER BY created_at DESC, id DESC, read backwards).
// - wallet_statements_pending (profile_id, state, created_at, id): Statements::pending(), the
//   PENDING ones oldest first (ORDER BY created_at, id); it replaces step 6's
//   wallet_statements_profile (profile_id, state, created_at), which left the id to a sort.
// - payout_senders_offered (profile_id, last_used_at DESC, sender_key): PayoutDrafts::
//   recentSenders(), the most recently used first and equal times by key (ORDER BY last_used_at
//   DESC, sender_key); it replaces step 7's payout_senders_recent (profile_id, last_used_at), which
//   left the key to a sort.
// - audit_log_outbox_entries (the outbox_id of the detail, seq): AuditLog::entriesOfOutboxRow(),
//   one outbox row's entries in order (History's local record); it replaces step 8's
//   audit_log_outbox_id (the outbox_id alone): SQLite reads that one in rowid order already, but
//   PostgreSQL sorted the entries or walked the whole log in seq order.
QStringList listOrderIndexes(const SqlDialect &d)
{
    return {
        u"CREATE INDEX audit_log_outbox_entries ON audit_log (%1, seq)"_s.arg(
            d.jsonMember(u"detail"_s, u"outbox_id"_s)),
        u"DROP INDEX audit_log_outbox_id"_s,
        u"CREATE INDEX wallet_statements_listed ON wallet_statements (profile_id, created_at, id)"_s,
        u"CREATE INDEX wallet_statements_pending ON wallet_statements (profile_id, state, created_at, id)"_s,
        u"DROP INDEX wallet_statements_profile"_s,
        u"CREATE INDEX payout_senders_offered ON payout_senders (profile_id, last_used_at DESC, sender_key)"_s,
        u"DROP INDEX payout_senders_recent"_s,
    };
}

// 11: the outbox's lists read what they show, by indexes, at any size of the table.
// - recipient_key: what identifies the row's recipient across payouts (payouts::recipientKeyOf()
//   of its request_body, NULL when it names none), written with every write of the body
//   (PayoutDrafts); the rows of before are filled by fillRecipientKeys() below, in C++, so that
//   the key is the one function's on both backends.
// - payout_outbox_recipient: the approval queue's warnings (OutboxLists::recipientFacts()): the
//   count, the median amount and a same-amount payout within 24 hours of one recipient's payouts
//   that paid or are paying, in one currency; state and payout_state close it so that the
//   paid-or-paying condition is read from the index too. Also the review's local payouts of one
//   recipient (OutboxLists::paidOrPayingTo()).
// - payout_outbox_queue: the approval queue, oldest first, a page at a time (OutboxLists::awaiting(),
//   the id after created_at: the order of rows made in the same millisecond, without a sort).
// - payout_outbox_sent and payout_outbox_in_progress (partial: only the rows of their states, the
//   same IN list as the queries, OutboxLists::sentStates()/inProgressStates()): the Approvals
//   page's payouts sent, and New payout's payouts in progress, newest first, a page at a time.
// - payout_outbox_expiry: ApprovalDesk::expireDue(), the rows of one currency waiting since before
//   its rule's cutoff (OutboxLists::expiredAwaiting()).
// - payout_outbox_payout_id: History's local record of a payout (PayoutDrafts::findByPayoutId()).
QStringList outboxLists(const SqlDialect &)
{
    const auto inList = [](const QStringList &states) {
        QStringList quoted;
        for (const QString &state : states)
            quoted.append(u'\'' + state + u'\'');
        return quoted.join(u", ");
    };
    return {
        u"ALTER TABLE payout_outbox ADD COLUMN recipient_key TEXT"_s,
        u"CREATE INDEX payout_outbox_recipient ON payout_outbox "
        "(profile_id, recipient_key, currency, amount_minor, created_at, state, payout_state)"_s,
        u"CREATE INDEX payout_outbox_queue ON payout_outbox (profile_id, state, created_at, id)"_s,
        u"CREATE INDEX payout_outbox_sent ON payout_outbox (profile_id, created_at, id) WHERE state IN (%1)"_s
            .arg(inList(OutboxLists::sentStateKeys())),
        u"CREATE INDEX payout_outbox_in_progress ON payout_outbox (profile_id, created_at, id) "
        "WHERE state IN (%1)"_s.arg(inList(OutboxLists::inProgressStateKeys())),
        u"CREATE INDEX payout_outbox_expiry ON payout_outbox (state, currency, awaiting_since)"_s,
        u"CREATE INDEX payout_outbox_payout_id ON payout_outbox (profile_id, provider_payout_id)"_s,
    };
}

// Step 11's recipient_key of every row made before it, 500 rows at a time (by id: each batch
// starts after the last id of the one before), in the step's transaction.
QSqlError fillRecipientKeys(QSqlDatabase db)
{
    constexpr int batch = 500;
    QString after = u""_s; // not a null string: that would be bound as NULL
    for (;;) {
        QList<std::pair<QString, QString>> keys; // id, key
        {
            QSqlQuery read(db);
            read.setForwardOnly(true);
            if (!read.prepare(u"SELECT id, request_body FROM payout_outbox WHERE id > :after ORDER BY id "
                              "LIMIT %1"_s.arg(batch)))
                return read.lastError();
            read.bindValue(u":after"_s, after);
            if (!read.exec())
                return read.lastError();
            while (read.next()) {
                after = read.value(0).toString();
                const QJsonObject body = QJsonDocument::fromJson(read.value(1).toString().toUtf8()).object();
                keys.append({after, payouts::recipientKeyOf(body)});
            }
            if (read.lastError().isValid())
                return read.lastError();
        }
        QSqlQuery write(db);
        if (!write.prepare(u"UPDATE payout_outbox SET recipient_key = :key WHERE id = :id"_s))
            return write.lastError();
        for (const auto &[id, key] : std::as_const(keys)) {
            write.bindValue(u":key"_s,
                            key.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(key));
            write.bindValue(u":id"_s, id);
            if (!write.exec())
                return write.lastError();
        }
        if (keys.size() < batch)
            return {};
    }
}

// 12: the audit log found by time and by action without reading it whole.
// - audit_log_recorded_at (recorded_at, seq): the Audit log page's period (AuditLog::search(),
//   AuditSearch.h): the last entry before the period's start and the first after its end, one
//   probe each, give the numbers the search then walks by the primary key; with seq in the index
//   the probe reads the index alone (PostgreSQL too).
// - audit_log_action (action, seq): the newest checkpoint ("audit.verified", the last whole
//   verification) that AuditLog::verifySinceCheckpoint() starts from, one probe at the end of its
//   action's entries, however long the log.
QStringList auditLogByTimeAndAction(const SqlDialect &)
{
    return {
        u"CREATE INDEX audit_log_recorded_at ON audit_log (recorded_at, seq)"_s,
        u"CREATE INDEX audit_log_action ON audit_log (action, seq)"_s,
    };
}

// 13: workstations hear each other's changes (PostgreSQL only; on SQLite the step has no statement:
// one workstation, whose windows hear each other through the store's own signals). After every
// INSERT, UPDATE and DELETE of a row of the tables below, a trigger sends a small notification
// (SqlDialect::changeNotifications(): table, op, id, profile_id, state, old_state, revision, maker;
// never the row's content) on the channel of the table's schema (SqlDialect::changeChannel(): two
// Paydesk schemas in one database do not hear each other). PostgreSQL delivers it when the
// transaction commits, and not at all when it rolls back. store::ChangeListener, on a connection of
// its own, LISTENs and tells the views: the approval queue shows a payout submitted on another
// computer within a second, the maker sees it approved and sent, an approver is told that a payout
// waits. Tables: the outbox (drafts, approvals, submission, following), operators and approval
// rules (who may approve, how many approvals), wallet statements. A table added later (the team's
// profiles) gets its trigger with one more d.changeNotifications(table) in its own step.
QStringList changeNotifications(const SqlDialect &d)
{
    QStringList statements = d.changeNotificationSetup();
    for (const QString &table :
         {u"payout_outbox"_s, u"operators"_s, u"approval_rules"_s, u"wallet_statements"_s})
        statements << d.changeNotifications(table);
    return statements;
}

// 14: signed approvals (operators/KeyRecord.h, approvals/ApprovalSignature.h, store/SigningKeys.h).
// - operator_keys: each operator's Ed25519 keys. public_key is the raw key in base64, key_id its
//   SHA-256 in hex; wrapped_key the private key under the operator's passphrase
//   (SigningKey::wrap(), useless without it); vouch, vouch_signature and vouched_by_key the
//   administrator's signed KeyRecord (all three NULL until vouched; the root vouches for itself);
//   revoked_at when the key stopped counting (its operator disabled, the key replaced at a reset).
//   Keys are never deleted: approvals made with them stay checkable. operator_keys_operator
//   (operator_id, created_at) finds an operator's key in force (SigningKeys::current()).
// - approval_signatures: each approval and rejection as the approver signed it, written with the
//   decision in the same transaction and never changed. approval_signatures_outbox (outbox_id,
//   recorded_at) gives a row's signatures to the outbox processor's check before each POST;
//   approval_signatures_recorded (recorded_at) a period's for the signed audit export.
// - payout_outbox.held_reason / held_at: a row the outbox processor refused to send because its
//   signatures do not hold (SignatureVerifier); claim() never takes a held row, its maker returns
//   it to a draft. The partial index payout_outbox_held lists them for the approvers and
//   administrators who must see them.
QStringList signedApprovals(const SqlDialect &d)
{
    QStringList statements {
        u"CREATE TABLE operator_keys ("
        "key_id TEXT PRIMARY KEY CHECK (length(key_id) = 64), "
        "operator_id TEXT NOT NULL CHECK (operator_id <> ''), "
        "public_key TEXT NOT NULL UNIQUE, "
        "wrapped_key TEXT NOT NULL, "
        "created_at TEXT NOT NULL, "
        "vouch TEXT, "
        "vouch_signature TEXT, "
        "vouched_by_key TEXT, "
        "revoked_at TEXT, "
        "CHECK ((vouch IS NULL) = (vouch_signature IS NULL)), "
        "CHECK ((vouch IS NULL) = (vouched_by_key IS NULL)))"_s,
        u"CREATE INDEX operator_keys_operator ON operator_keys (operator_id, created_at)"_s,
        u"CREATE TABLE approval_signatures ("
        "id TEXT PRIMARY KEY CHECK (length(id) = 64), "
        "outbox_id TEXT NOT NULL, "
        "profile_id TEXT NOT NULL, "
        "decision TEXT NOT NULL CHECK (decision IN ('APPROVE', 'REJECT')), "
        "approver TEXT NOT NULL CHECK (approver <> ''), "
        "key_id TEXT NOT NULL, "
        "statement TEXT NOT NULL, "
        "signature TEXT NOT NULL, "
        "recorded_at TEXT NOT NULL)"_s,
        u"CREATE INDEX approval_signatures_outbox ON approval_signatures (outbox_id, recorded_at)"_s,
        u"CREATE INDEX approval_signatures_recorded ON approval_signatures (recorded_at)"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN held_reason TEXT"_s,
        u"ALTER TABLE payout_outbox ADD COLUMN held_at TEXT"_s,
        u"CREATE INDEX payout_outbox_held ON payout_outbox (profile_id, held_at, id) "
        "WHERE held_reason IS NOT NULL"_s,
    };
    statements << d.appendOnly(u"approval_signatures"_s);
    statements << d.changeNotifications(u"operator_keys"_s); // the Operators page's key column
    return statements;
}

// 15: wallet names and low-balance alerts (wallets/WalletSettingsStore.h).
// - wallet_settings: what the team says of a wallet of a profile: its name (empty: none) and the
//   level under which its available balance raises an alert (minor units of `currency`, the
//   wallet's; NULL: no alert); who set it and when. Written by administrators only (in a team, by
//   paydesk_wallet_setting_put, team/80-wallets.sql). Read a profile at a time
//   (WalletSettingsStore::settingsOf(): WHERE profile_id = ?) and one wallet at a time (the put
//   and the alert's check): both by the primary key (profile_id, wallet_id), so no other index.
// - wallet_alert_state: whether a wallet was last seen under its level, so that a crossing is
//   told ONCE (one wallet.balance_low entry, one status-bar message and notification), and not
//   again at each refresh, after a restart or on another workstation of a team: the workstation
//   whose update changes `below` is the one that tells (WalletSettingsStore::markBalance()).
//   Read and written by its primary key only. A row is removed when the wallet's level changes,
//   so that a new level is compared afresh.
// Both tables tell other workstations of their changes (step 13), so that a name set on one
// reads the same on the others at once.
QStringList walletSettings(const SqlDialect &d)
{
    QStringList statements {
        d.expand(u"CREATE TABLE wallet_settings ("
                 "profile_id TEXT NOT NULL, "
                 "wallet_id TEXT NOT NULL CHECK (wallet_id <> ''), "
                 "currency TEXT NOT NULL CHECK (length(currency) = 3), "
                 "name TEXT NOT NULL DEFAULT '' CHECK (length(name) <= 80), "
                 "alert_level_minor {bigint} CHECK (alert_level_minor >= 0), "
                 "updated_by TEXT NOT NULL, "
                 "updated_at TEXT NOT NULL, "
                 "PRIMARY KEY (profile_id, wallet_id))"_s),
        d.expand(u"CREATE TABLE wallet_alert_state ("
                 "profile_id TEXT NOT NULL, "
                 "wallet_id TEXT NOT NULL CHECK (wallet_id <> ''), "
                 "currency TEXT NOT NULL CHECK (length(currency) = 3), "
                 "below INTEGER NOT NULL CHECK (below IN (0, 1)), "
                 "available_minor {bigint} NOT NULL, "
                 "level_minor {bigint} NOT NULL, "
                 "changed_at TEXT NOT NULL, "
                 "PRIMARY KEY (profile_id, wallet_id))"_s),
    };
    statements << d.changeNotifications(u"wallet_settings"_s);
    return statements;
}

// 16: the Overview page (overview/BalanceSamples.h,
// overview/OverviewFacts.h).
// - wallet_balance_samples: each wallet's available balance, the last one read on each UTC day
//   (day: yyyy-MM-dd), written on the store's thread whenever the wallets are fetched
//   (BalanceSamples::record(), an upsert by the primary key). Its primary key (profile_id,
//   wallet_id, day) is also what BalanceSamples::trend() reads: one wallet's last 31 days, a
//   range of the key, whatever the number of wallets and years kept.
// - payout_outbox_in_flight (profile_id, created_at, id), partial: the rows approved and not yet
//   settled (approved, being sent, sent without an answer, accepted and still changing), newest
//   first, a page of them (OverviewFacts::read(); the predicate is the query's, word for word,
//   so that SQLite uses it).
// - payout_outbox_failed (profile_id, settled_at, id), partial: the payouts that FAILED or were
//   REVERSED, newest settled first since a cutoff (OverviewFacts::read(): "Failed in the
//   last 7 days").
// Statements ready (OverviewFacts::read()) are read by step 10's wallet_statements_pending
// (profile_id, state, created_at, id); the approval queue and a maker's payouts step 11's indexes.
QStringList overview(const SqlDialect &d)
{
    return {
        d.expand(u"CREATE TABLE wallet_balance_samples ("
                 "profile_id TEXT NOT NULL, "
                 "wallet_id TEXT NOT NULL CHECK (wallet_id <> ''), "
                 "day TEXT NOT NULL CHECK (length(day) = 10), "
                 "currency TEXT NOT NULL, "
                 "available_minor {bigint} NOT NULL, "
                 "sampled_at TEXT NOT NULL, "
                 "PRIMARY KEY (profile_id, wallet_id, day))"_s),
        u"CREATE INDEX payout_outbox_in_flight ON payout_outbox (profile_id, created_at, id) WHERE %1"_s.arg(
            overview::OverviewFacts::inFlightCondition()),
        u"CREATE INDEX payout_outbox_failed ON payout_outbox (profile_id, settled_at, id) WHERE %1"_s.arg(
            overview::OverviewFacts::failedCondition()),
    };
}

} // namespace

const QList<Migration> &Migration::builtIn()
{
    static const QList<Migration> migrations {
        {1, u"audit log"_s, &auditLog},
        {2, u"payout outbox"_s, &payoutOutbox},
        {3, u"operators and approval rules"_s, &operatorsAndApprovalRules},
        {4, u"outbox submission"_s, &outboxSubmission},
        {5, u"approvals and following"_s, &approvalsAndFollowing},
        {6, u"wallet statements"_s, &walletStatements},
        {7, u"saved senders"_s, &payoutSenders},
        {8, u"audit log by outbox row"_s, &auditLogByOutboxRow},
        {9, u"outbox loop indexes"_s, &outboxLoopIndexes},
        {10, u"list order indexes"_s, &listOrderIndexes},
        {11, u"outbox lists by index"_s, &outboxLists, &fillRecipientKeys},
        {12, u"audit log by time and action"_s, &auditLogByTimeAndAction},
        {13, u"change notifications"_s, &changeNotifications},
        {14, u"signed approvals"_s, &signedApprovals},
        {15, u"wallet names and alerts"_s, &walletSettings},
        {16, u"overview"_s, &overview},
    };
    return migrations;
}

} // namespace paydesk::store
