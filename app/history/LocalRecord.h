// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What Paydesk itself knows of a payout of the service's (History's detail, "Made in Paydesk"):
// whether it was made here, by whom, approved by whom, the holder-name check saved with it, and
// what the audit log says happened to it, each in words with people's names. Read on the store's
// thread (store::postCall); `done` comes back on the context's thread.

#include "store/StoreResult.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

namespace paydesk::store {
class AuditLog;
class Operators;
class PayoutDrafts;
} // namespace paydesk::store

namespace paydesk::history {

struct LocalRecord
{
    bool madeHere = false; // false: nothing more is known here
    QString maker; // the maker's name
    QStringList approvers; // their names, in the order they approved
    QString lookup; // the holder-name check saved with the draft, in words
    QList<std::pair<QDateTime, QString>> events; // what the audit log says, oldest first
};

class LocalRecordReader : public QObject
{
    Q_OBJECT
public:
    // All three must outlive the reader.
    LocalRecordReader(store::PayoutDrafts *drafts, store::AuditLog *log, store::Operators *operators,
                      QObject *parent = nullptr);

    // Blocking, on the calling thread's connection (the store's thread).
    store::StoreResult<LocalRecord> read(const QString &profileId, const QString &payoutId) const;
    // read() on the store's thread; `done` on `context`'s, unless it is gone.
    void post(const QString &profileId, const QString &payoutId, QObject *context,
              std::function<void(const store::StoreResult<LocalRecord> &)> done) const;

private:
    static store::StoreResult<LocalRecord> readWith(store::PayoutDrafts *drafts, store::AuditLog *log,
                                                    store::Operators *operators, const QString &profileId,
                                                    const QString &payoutId);

    store::PayoutDrafts *m_drafts;
    store::AuditLog *m_log;
    store::Operators *m_operators;
};

} // namespace paydesk::history
