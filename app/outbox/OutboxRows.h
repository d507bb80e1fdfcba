// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading an outbox row of any profile for OutboxStore's transitions, its approval flow
// (OutboxApprovalFlow.cpp) and its lease, through the one reader store::outboxColumns::readDraft().
// Also the one state change that they all make (OutboxStore::Change) and the refusals they share.

#include "approvals/ApprovalSignature.h"
#include "outbox/OutboxStore.h"
#include "store/AuditEvent.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include <functional>
#include <optional>

namespace paydesk::store {
class Store;
class StoreConfig;
} // namespace paydesk::store

namespace paydesk::outbox {

namespace outboxRows {

// The row `id` (any profile) through `q` (prepared here); NotFound when there is none.
store::StoreResult<payouts::PayoutDraft> selectRow(QSqlQuery &q, const store::StoreConfig &config,
                                                   const QString &id, const QString &what);

// The row was changed by another writer meanwhile.
store::StoreError conflict(const QString &what, const QString &why);
// The person may not do this to the row (the approval flow's refusals).
store::StoreError notAllowed(const QString &what, const QString &sentence, const QString &why);

// The profiles that have a row of `predicate` (in `from`: the table, through the index whose
// predicate it is), in order: one step of the index per profile (the next profile after the last
// one found), not a walk over the rows, so that many rows of few profiles cost a few lookups.
store::StoreResult<QStringList> profilesWith(store::Store *store, const QString &from,
                                             const QString &predicate, const QString &what);

// Why `signature` may not be recorded with `approver`'s `decision` on the row `before` (it names
// another row, profile, approver or decision, or is not a whole signature); nullopt: it may. A
// signature with an empty statement is never refused here: it is not recorded (OutboxStore.h).
std::optional<store::StoreError> signatureRefusal(const approvals::ApprovalSignature &signature,
                                                  const payouts::PayoutDraft &before, const QString &approver,
                                                  approvals::ApprovalStatement::Decision decision,
                                                  const QString &what);
// Whether `signature` is recorded at all (its statement is not empty).
inline bool isRecorded(const approvals::ApprovalSignature &signature)
{
    return !signature.statement.isEmpty();
}
// The signature's row id: the SHA-256 hex of its bytes.
QString signatureId(const approvals::ApprovalSignature &signature);
// Inserts `signature` (isRecorded()) into approval_signatures through `q`, recorded at `at`.
store::StoreResult<void> insertSignature(QSqlQuery &q, const store::StoreConfig &config,
                                         const approvals::ApprovalSignature &signature, const QDateTime &at,
                                         const QString &what);

// NULL for an empty text or an invalid time.
QVariant nullableText(const QString &text);
QVariant nullableTime(const QDateTime &time);

} // namespace outboxRows

// One state change: which rows it applies to, what it changes, and its entry.
struct OutboxStore::Change
{
    QString what; // the sentence that prefixes an error
    QString profileId; // empty: any profile
    QString id;
    qint64 expectedRevision = 0;
    QList<payouts::PayoutDraft::State> from;
    payouts::PayoutDraft::State to = payouts::PayoutDraft::State::Draft;
    QString owner; // the lease the caller must hold; empty: none needed
    store::AuditEvent::Action action = store::AuditEvent::Action::OutboxAttempt;
    // Changes the other columns of `after` and adds to the entry's detail.
    std::function<void(const payouts::PayoutDraft &before, payouts::PayoutDraft &after, QJsonObject &detail)>
        apply;
    // Refuses the change (the row as read inside the transaction); nullopt: it may go on.
    std::function<std::optional<store::StoreError>(const payouts::PayoutDraft &before)> check = nullptr;
    // Team mode: the connection the function runs on (an approver's fresh sign-in); invalid: the
    // store's own.
    QSqlDatabase session = {};
    // The approver's signature of the decision, inserted in the same transaction when it is
    // recorded (isRecorded()); nullptr: none (every step but an approval or a rejection).
    const approvals::ApprovalSignature *signature = nullptr;
};

} // namespace paydesk::outbox
