// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/LocalRecord.h"

#include "audit/AuditText.h"
#include "payouts/SavedLookup.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/StoreCall.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace paydesk::history {

LocalRecordReader::LocalRecordReader(store::PayoutDrafts *drafts, store::AuditLog *log,
                                     store::Operators *operators, QObject *parent)
    : QObject(parent)
    , m_drafts(drafts)
    , m_log(log)
    , m_operators(operators)
{
    Q_ASSERT(drafts && log && operators);
}

store::StoreResult<LocalRecord> LocalRecordReader::read(const QString &profileId,
                                                        const QString &payoutId) const
{
    return readWith(m_drafts, m_log, m_operators, profileId, payoutId);
}

store::StoreResult<LocalRecord> LocalRecordReader::readWith(store::PayoutDrafts *drafts, store::AuditLog *log,
                                                            store::Operators *operators,
                                                            const QString &profileId, const QString &payoutId)
{
    LocalRecord record;
    const store::StoreResult<std::optional<payouts::PayoutDraft>> found
        = drafts->findByPayoutId(profileId, payoutId);
    if (!found.ok())
        return found.error();
    if (!found.value())
        return record;
    const payouts::PayoutDraft &d = *found.value();
    record.madeHere = true;

    audit::AuditNames names;
    if (const auto all = operators->list(); all.ok()) {
        for (const operators::Operator &op : all.value())
            names.operators.insert(op.id, op.displayName);
    }
    names.payouts.insert(d.id,
                         {d.content.amount(),
                          audit::AuditText::recipientName(d.content.requestBody, d.content.recipientSummary),
                          d.customId(), d.content.maker});
    record.maker = d.content.maker.isEmpty() ? QString() : names.operatorName(d.content.maker);
    for (const QString &approver : d.progress.approvers)
        record.approvers << names.operatorName(approver);
    record.lookup = payouts::SavedLookup::text(d.content);

    // The audit entries of this outbox row, oldest first, by the log's index of them.
    const QLocale locale;
    const store::StoreResult<QList<store::AuditEntry>> entries = log->entriesOfOutboxRow(d.id);
    if (!entries.ok())
        return entries.error();
    for (const store::AuditEntry &e : entries.value())
        record.events.append({e.time, audit::AuditText::sentence(e, names, locale)});
    return record;
}

void LocalRecordReader::post(const QString &profileId, const QString &payoutId, QObject *context,
                             std::function<void(const store::StoreResult<LocalRecord> &)> done) const
{
    // The job holds the store's objects, not the reader: AppContext keeps them until the posted
    // jobs have run, while the reader may go with its window.
    store::postCall(
        m_log->store(), context,
        [drafts = m_drafts, log = m_log, operators = m_operators, profileId, payoutId] {
            return readWith(drafts, log, operators, profileId, payoutId);
        },
        std::move(done));
}

} // namespace paydesk::history
