// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading an outbox row of any profile for OutboxStore's transitions, its approval flow
// (OutboxApprovalFlow.cpp) and its lease, through the one reader store::outboxColumns::readDraft().
// Also the one state change that they all make (OutboxStore::Change) and the refusals they share.

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
};

} // namespace paydesk::outbox
