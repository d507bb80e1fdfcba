// SPDX-License-Identifier: GPL-3.0-or-later
// OutboxStore's approval flow: the transitions that only approvals::ApprovalDesk calls, once it
// has checked the person (OutboxStore.h). Each checks the row as it is inside the transaction.
#include "outbox/OutboxRows.h"
#include "outbox/OutboxStore.h"
#include "store/StoreError.h"

using namespace Qt::StringLiterals;

namespace paydesk::outbox {

using payouts::PayoutDraft;
using store::StoreError;
using store::StoreResult;
using State = PayoutDraft::State;
using Action = store::AuditEvent::Action;
using outboxRows::notAllowed;

StoreResult<PayoutDraft> OutboxStore::submitForApproval(const QString &profileId, const QString &id,
                                                        qint64 expectedRevision, const QString &maker)
{
    const QString what = tr("The payout was not submitted for approval.");
    Change change {what,
                   profileId,
                   id,
                   expectedRevision,
                   {State::Draft},
                   State::AwaitingApproval,
                   {},
                   Action::ApprovalRequested,
                   [this, maker](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
                       after.progress.awaitingSince = now();
                       after.progress.approvers.clear();
                       after.progress.lastError.clear(); // a refusal by the service was corrected
                       after.progress.returnedReason.clear();
                       after.progress.returnedBy.clear();
                       detail.insert(u"actor"_s, maker);
                   }};
    change.check = [what, maker](const PayoutDraft &before) -> std::optional<StoreError> {
        if (maker.isEmpty() || before.content.maker != maker)
            return notAllowed(
                what, tr("Only the operator who drafted a payout submits it for approval."),
                u"outbox row %1: maker %2, not %3"_s.arg(before.id, before.content.maker, maker));
        if (!before.amount().isValid())
            return notAllowed(what, tr("The payout has no amount."),
                              u"outbox row %1: no amount"_s.arg(before.id));
        return std::nullopt;
    };
    return transition(change);
}

StoreResult<PayoutDraft> OutboxStore::grantApproval(const QString &profileId, const QString &id,
                                                    qint64 expectedRevision, const QString &approver,
                                                    int approversNeeded, const QDateTime &expiresAt,
                                                    const approvals::ApprovalSignature &signature,
                                                    const QSqlDatabase &session)
{
    const QString what = tr("The payout was not approved.");
    Change change {what,
                   profileId,
                   id,
                   expectedRevision,
                   {State::AwaitingApproval},
                   State::AwaitingApproval,
                   {},
                   Action::ApprovalGranted,
                   [approver, approversNeeded](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
                       after.progress.approvers.append(approver);
                       const bool complete = after.progress.approvers.size() >= approversNeeded;
                       if (complete) {
                           after.state = State::Approved;
                           after.submission.retries = 0;
                           after.submission.nextAttemptAt = {};
                       }
                       detail.insert(u"actor"_s, approver);
                       detail.insert(u"approvals"_s, int(after.progress.approvers.size()));
                       detail.insert(u"needed"_s, approversNeeded);
                       detail.insert(u"complete"_s, complete);
                   }};
    change.check = [this, what, approver, approversNeeded, expiresAt,
                    &signature](const PayoutDraft &before) -> std::optional<StoreError> {
        if (approver.isEmpty() || before.content.maker.isEmpty() || before.content.maker == approver)
            return notAllowed(
                what, tr("The maker of a payout never approves it."),
                u"outbox row %1: approver %2, maker %3"_s.arg(before.id, approver, before.content.maker));
        if (before.progress.approvers.contains(approver))
            return notAllowed(what,
                              tr("You have approved this payout already: the second approval must be "
                                 "someone else's."),
                              u"outbox row %1: %2 approved it already"_s.arg(before.id, approver));
        if (approversNeeded < 1 || approversNeeded > 2 || before.progress.approvers.size() >= approversNeeded)
            return notAllowed(what, tr("This payout needs no further approval."),
                              u"outbox row %1: %2 of %3 approvals"_s.arg(before.id)
                                  .arg(before.progress.approvers.size())
                                  .arg(approversNeeded));
        if (!expiresAt.isValid() || now() >= expiresAt)
            return notAllowed(
                what, tr("This payout waited too long for approval and has expired."),
                u"outbox row %1: expired at %2"_s.arg(before.id, expiresAt.toString(Qt::ISODate)));
        return outboxRows::signatureRefusal(signature, before, approver,
                                            approvals::ApprovalStatement::Decision::Approve, what);
    };
    change.session = session;
    change.signature = &signature;
    return transition(change);
}

StoreResult<PayoutDraft> OutboxStore::sendBack(const QString &profileId, const QString &id,
                                               qint64 expectedRevision, const QString &approver,
                                               const QString &reason,
                                               const approvals::ApprovalSignature &signature,
                                               const QSqlDatabase &session)
{
    const QString what = tr("The payout was not sent back to its maker.");
    Change change {what,
                   profileId,
                   id,
                   expectedRevision,
                   {State::AwaitingApproval},
                   State::Draft,
                   {},
                   Action::ApprovalRejected,
                   [approver, reason](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
                       after.progress.approvers.clear();
                       after.progress.awaitingSince = {};
                       after.progress.returnedReason = reason.trimmed();
                       after.progress.returnedBy = approver;
                       detail.insert(u"actor"_s, approver);
                       detail.insert(u"reason"_s, after.progress.returnedReason);
                   }};
    change.check
        = [what, approver, reason, &signature](const PayoutDraft &before) -> std::optional<StoreError> {
        if (approver.isEmpty() || before.content.maker == approver)
            return notAllowed(what, tr("The maker of a payout does not reject it: withdraw it instead."),
                              u"outbox row %1: rejected by its maker"_s.arg(before.id));
        if (reason.trimmed().isEmpty())
            return notAllowed(what, tr("Say why the payout is rejected: its maker reads it."),
                              u"outbox row %1: no reason"_s.arg(before.id));
        return outboxRows::signatureRefusal(signature, before, approver,
                                            approvals::ApprovalStatement::Decision::Reject, what);
    };
    change.session = session;
    change.signature = &signature;
    return transition(change);
}

StoreResult<PayoutDraft> OutboxStore::withdraw(const QString &profileId, const QString &id,
                                               qint64 expectedRevision, const QString &maker)
{
    const QString what = tr("The payout was not withdrawn.");
    Change change {what,
                   profileId,
                   id,
                   expectedRevision,
                   {State::AwaitingApproval},
                   State::Draft,
                   {},
                   Action::ApprovalWithdrawn,
                   [maker](const PayoutDraft &, PayoutDraft &after, QJsonObject &detail) {
                       after.progress.approvers.clear();
                       after.progress.awaitingSince = {};
                       detail.insert(u"actor"_s, maker);
                   }};
    change.check = [what, maker](const PayoutDraft &before) -> std::optional<StoreError> {
        if (maker.isEmpty() || before.content.maker != maker)
            return notAllowed(
                what, tr("Only the operator who drafted a payout withdraws it."),
                u"outbox row %1: maker %2, not %3"_s.arg(before.id, before.content.maker, maker));
        return std::nullopt;
    };
    return transition(change);
}

StoreResult<PayoutDraft> OutboxStore::expire(const QString &id, qint64 expectedRevision, int expiryDays)
{
    return transition({tr("The payout's expiry was not recorded."),
                       {},
                       id,
                       expectedRevision,
                       {State::AwaitingApproval},
                       State::Expired,
                       {},
                       Action::ApprovalExpired,
                       [expiryDays](const PayoutDraft &before, PayoutDraft &after, QJsonObject &detail) {
                           after.progress.approvers.clear();
                           after.progress.returnedReason
                               = tr("Not approved within %n day(s): it expired.", nullptr, expiryDays);
                           after.progress.returnedBy.clear();
                           detail.insert(u"awaiting_since"_s,
                                         store::AuditEntry::timeText(before.progress.awaitingSince));
                           detail.insert(u"expiry_days"_s, expiryDays);
                       }});
}

} // namespace paydesk::outbox
