// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Payout drafts in the outbox (table payout_outbox, PayoutDraft.h): saved before anything is
// sent, with their idempotency key and custom_id, for the profile they belong to; reopened, edited
// and deleted while they are drafts. Whatever survives the process survives a crash or a restart:
// a draft is committed before save() returns.
//
// - save() makes the row: a local id and the idempotency key, both UUID v4 (QUuid::createUuid()),
//   revision 1, state DRAFT. The custom_id is the body's; it is unique within the profile
//   (Kind::Duplicate otherwise) and must not be empty (Kind::InvalidData).
// - update() replaces the content of a row that is still a DRAFT at the revision the caller read
//   (otherwise Kind::Conflict: the row was changed, or moved on to approval, meanwhile; Kind::
//   NotFound: it was deleted). A body that changed gets a NEW idempotency key: a key is never
//   reused for another body. A change of the snapshot, summary or lookup alone keeps it. The maker
//   becomes the content's maker when one is given (whoever last wrote the body is its maker: the
//   approver must be someone else). Content equal to the row's changes nothing (no new revision,
//   no entry).
// - remove() deletes a DRAFT at the revision the caller read (the same Conflict and NotFound).
// - load() and list() read; list() is the profile's rows in one state, newest first.
// Every call names the profile: a row of another profile is not found, nor listed.
//
// Audit. Each save, update and remove appends its entry to the audit log in the SAME transaction
// as the row (AuditLog::appendWithin(), under the audit lock): both are written, or neither.
//   draft.saved    {outbox_id, custom_id, idempotency_key, revision, recipient, body_sha256,
//                   amount {currency, value}?, lookup?, registered_name?, maker?}
//   draft.edited   the same, after the change, and body_changed (bool), previous_idempotency_key
//                  (when the body changed)
//   draft.deleted  the same, of the row as it was deleted
//   draft.opened   the same, of the row reopened in the form to be changed (recordOpened(); it
//                  changes nothing, so it is appended on its own)
// body_sha256 is the lower-case hex SHA-256 of the request_body column's text (the bytes that
// will be sent). The body itself, with its account numbers, stays out of the log; no secret is
// ever in either.
//
// Team mode (Store::isTeam()): save(), update() and remove() call the team database's
// paydesk_draft_save and paydesk_draft_delete (TeamWrites.h), which take the maker from the
// database's session_user and write the entry themselves; the signals are the same.
//
// Threads. The blocking calls run on the calling thread's connection (tests, a command-line front end, work
// already off the UI thread). The post...() calls run the same on the store's worker thread and
// call `done` with the result on this object's thread, unless `context` (an object of that
// thread) was destroyed meanwhile; the write itself is not undone then. changed() follows every
// write that took effect, from the thread that made it.

#include "payouts/PayoutDraft.h"
#include "store/AuditLog.h"
#include "store/StoreResult.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace paydesk::store {

class Store;

class PayoutDrafts : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const StoreResult<T> &)>;

    // `store` and `log` (a log of that store) must outlive this object.
    PayoutDrafts(Store *store, AuditLog *log, QObject *parent = nullptr);
    // Waits for the calls posted and not yet run.
    ~PayoutDrafts() override;

    // --- blocking; safe from any thread -------------------------------------------------------
    StoreResult<payouts::PayoutDraft> save(const QString &profileId,
                                           const payouts::PayoutDraft::Content &content);
    StoreResult<payouts::PayoutDraft> update(const QString &profileId, const QString &id,
                                             qint64 expectedRevision,
                                             const payouts::PayoutDraft::Content &content);
    StoreResult<void> remove(const QString &profileId, const QString &id, qint64 expectedRevision);
    StoreResult<payouts::PayoutDraft> load(const QString &profileId, const QString &id) const;
    // The senders the profile's payouts were drafted with, the most recently used first.
    static constexpr int maxSendersOffered = 20;
    StoreResult<QList<QJsonObject>> recentSenders(const QString &profileId,
                                                  int limit = maxSendersOffered) const;
    // The row that became the service's payout `payoutId` (pyt-); nullopt when none of this
    // profile did (a payout made elsewhere).
    StoreResult<std::optional<payouts::PayoutDraft>> findByPayoutId(const QString &profileId,
                                                                    const QString &payoutId) const;
    // Every row of the profile in `state` (or any of `states`), newest first, whole: for tests and
    // tools. No page or loop reads this way: the lists read a page at a time (OutboxLists).
    StoreResult<QList<payouts::PayoutDraft>> list(const QString &profileId,
                                                  payouts::PayoutDraft::State state
                                                  = payouts::PayoutDraft::State::Draft) const;
    StoreResult<QList<payouts::PayoutDraft>> list(const QString &profileId,
                                                  const QList<payouts::PayoutDraft::State> &states) const;

    // --- on the store's worker thread; `context` lives in this object's thread ----------------
    void postSave(const QString &profileId, const payouts::PayoutDraft::Content &content, QObject *context,
                  Callback<payouts::PayoutDraft> done);
    void postUpdate(const QString &profileId, const QString &id, qint64 expectedRevision,
                    const payouts::PayoutDraft::Content &content, QObject *context,
                    Callback<payouts::PayoutDraft> done);
    void postRemove(const QString &profileId, const QString &id, qint64 expectedRevision, QObject *context,
                    Callback<void> done);
    void postLoad(const QString &profileId, const QString &id, QObject *context,
                  Callback<payouts::PayoutDraft> done);
    void postRecentSenders(const QString &profileId, QObject *context, Callback<QList<QJsonObject>> done);

    // The draft was reopened in a form to be changed: an audit entry (posted; nothing else changes).
    // Not in team mode (Store::isTeam()), where only the team's functions write draft.* entries.
    void recordOpened(const QString &profileId, const payouts::PayoutDraft &draft);

Q_SIGNALS:
    // A draft of `profileId` was saved, changed or deleted through this object.
    void changed(const QString &profileId, const QString &id);

private:
    enum class Write { Save, Update, Remove };
    StoreResult<payouts::PayoutDraft> write(Write kind, const QString &profileId, const QString &id,
                                            qint64 expectedRevision,
                                            const payouts::PayoutDraft::Content &content);
    QDateTime now() const; // the store's clock

    Store *const m_store;
    AuditLog *const m_log;
};

} // namespace paydesk::store
