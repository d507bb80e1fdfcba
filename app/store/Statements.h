// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wallet statements this installation asked for (table wallet_statements, migration 6). The
// service has no "list statements" call, so the store is the only place that knows them; it is
// also what lets a statement still being generated be followed again after a restart
// (statements/StatementGenerator.h reads the PENDING ones at start).
//
// - save() records a statement the service has just accepted (its stm- id, PENDING): a local id
//   (UUID v4), revision 1.
// - updateState() writes what a GET of the statement said: its state, the failure context, and the
//   opening and closing balances once known. Moving to the state it already has with the same
//   balances changes nothing (no new revision, no entry). A READY or FAILED statement no longer
//   changes: another state for it is Kind::Conflict.
// - load() and list() read; list() is the profile's statements, newest first; pending() those of
//   the profile still PENDING, oldest first (the order to follow them in).
// Every call names the profile: a statement of another profile is not found, nor listed.
//
// Audit, in the SAME transaction as the row (AuditLog::appendWithin(), under the audit lock):
//   statement.requested  {statement_local_id, statement_id, wallet_id, currency, from, to}
//   statement.ready      the same, and opening_balance and closing_balance {currency, value}
//   statement.failed     the same, and context (when the service gave one)
// Times are UTC text (AuditEntry::timeText()); balances are the service's decimal text, as sent.
//
// Threads: as PayoutDrafts.h. The blocking calls run on the calling thread's connection; the
// post...() calls run on the store's worker thread and call `done` on this object's thread unless
// `context` was destroyed meanwhile.

#include "store/AuditLog.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace paydesk::store {

class Store;

struct StoredStatement
{
    Q_GADGET
public:
    enum class State { Pending, Ready, Failed };
    Q_ENUM(State)
    static QString stateKey(State state); // PENDING, READY, FAILED: as the service spells them
    static std::optional<State> stateFromKey(const QString &key);

    QString id; // local, UUID v4
    QString profileId;
    QString walletId;
    QString currency;
    QDateTime periodFrom; // UTC
    QDateTime periodTo; // UTC
    QString statementId; // the service's stm- id
    State state = State::Pending;
    QString context; // the service's state context of a FAILED statement, as it spells it
    QString openingBalance; // decimal text; empty until known
    QString closingBalance;
    QDateTime createdAt;
    QDateTime updatedAt;
    qint64 revision = 0;

    bool operator==(const StoredStatement &) const = default;
};

class Statements : public QObject
{
    Q_OBJECT
public:
    using State = StoredStatement::State;
    template<typename T> using Callback = std::function<void(const StoreResult<T> &)>;

    // `store` and `log` (a log of that store) must outlive this object.
    Statements(Store *store, AuditLog *log, QObject *parent = nullptr);
    ~Statements() override; // waits for the calls posted and not yet run

    Store *store() const { return m_store; } // the exports' payout references read it too

    // --- blocking; safe from any thread -------------------------------------------------------
    // `statement`: walletId, currency, period, statementId (and state, PENDING unless the service
    // already said otherwise); the rest is made here.
    StoreResult<StoredStatement> save(const QString &profileId, const StoredStatement &statement);
    StoreResult<StoredStatement> updateState(const QString &profileId, const QString &id, State state,
                                             const QString &context = {}, const QString &openingBalance = {},
                                             const QString &closingBalance = {});
    StoreResult<StoredStatement> load(const QString &profileId, const QString &id) const;
    StoreResult<QList<StoredStatement>> list(const QString &profileId) const;
    StoreResult<QList<StoredStatement>> pending(const QString &profileId) const;

    // --- on the store's worker thread; `context` lives in this object's thread ----------------
    void postSave(const QString &profileId, const StoredStatement &statement, QObject *context,
                  Callback<StoredStatement> done);
    void postUpdateState(const QString &profileId, const QString &id, State state,
                         const QString &stateContext, const QString &openingBalance,
                         const QString &closingBalance, QObject *context, Callback<StoredStatement> done);
    void postList(const QString &profileId, QObject *context, Callback<QList<StoredStatement>> done);
    void postPending(const QString &profileId, QObject *context, Callback<QList<StoredStatement>> done);

Q_SIGNALS:
    // A statement of `profileId` was saved or changed through this object.
    void changed(const QString &profileId, const QString &id);

private:
    StoreResult<QList<StoredStatement>> select(const QString &profileId, bool pendingOnly) const;
    // Team mode (Store::isTeam()): save() and updateState() call paydesk_statement_save and
    // paydesk_statement_update, which write the row and its entries.
    StoreResult<StoredStatement> teamUpdateState(const QString &profileId, const QString &id, State state,
                                                 const QString &context, const QString &openingBalance,
                                                 const QString &closingBalance, const QString &what);
    QDateTime now() const; // the store's clock

    Store *const m_store;
    AuditLog *const m_log;
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::StoredStatement)
