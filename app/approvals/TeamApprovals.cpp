// SPDX-License-Identifier: GPL-3.0-or-later
// ApprovalDesk in team mode: an approval or a rejection taken on a connection made with the
// approver's password typed for it (ApprovalDesk.h, "Team mode").
#include "approvals/ApprovalDesk.h"
#include "store/OperatorRows.h"
#include "store/Store.h"
#include "store/TeamCall.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

using payouts::PayoutDraft;
using Refusal = ApprovalDesk::Outcome::Refusal;
using Verdict = operators::Permissions::Verdict;

ApprovalDesk::Outcome ApprovalDesk::teamDecide(const PayoutDraft &row, const QString &approverId,
                                               const QString &passphrase,
                                               const operators::ApprovalRules *rules,
                                               const QDateTime &expiresAt, const QString &reason)
{
    auto refused = [](Refusal refusal, const QString &message, const store::StoreError &error = {}) {
        Outcome outcome;
        outcome.refusal = refusal;
        outcome.message = message;
        outcome.storeError = error;
        return outcome;
    };
    store::Store *const store = m_outbox->store();
    // The key first: its unlock proves the password on a fresh connection of its own and
    // unwraps the approver's signing key (Operators::unlockSigningKey()).
    const store::Operators::UnlockedKey unlocked
        = m_operators->unlockSigningKey(approverId, passphrase, store::Operators::Purpose::Approval);
    if (!unlocked.auth.ok()) {
        switch (unlocked.auth.outcome) {
        case store::AuthResult::Outcome::StoreFailed:
            return refused(Refusal::Store, unlocked.auth.message(), unlocked.auth.storeError);
        case store::AuthResult::Outcome::Disabled:
            return refused(Refusal::Permission, operators::Permissions::message(Verdict::Disabled));
        default:
            return refused(Refusal::Passphrase, unlocked.auth.message());
        }
    }
    store::TeamSession session(store->config(), approverId, passphrase);
    store::AuthResult auth;
    switch (session.open()) {
    case store::TeamSession::Refusal::None:
        break;
    case store::TeamSession::Refusal::WrongPassword:
        auth.outcome = store::AuthResult::Outcome::WrongPassphrase;
        return refused(Refusal::Passphrase, auth.message());
    case store::TeamSession::Refusal::Disabled:
        return refused(Refusal::Permission, operators::Permissions::message(Verdict::Disabled));
    case store::TeamSession::Refusal::Other:
        return refused(Refusal::Store, session.error().message(), session.error());
    }

    // The first answer, from the operator the database signed in (paydesk_me()).
    QSqlQuery q(session.db());
    const store::StoreResult<operators::Operator> me
        = store::operatorRows::me(q, session.config(), tr("The payout was not approved."));
    q.finish();
    if (!me.ok())
        return refused(me.error().kind() == store::StoreError::Kind::NotAllowed ? Refusal::Permission
                                                                                : Refusal::Store,
                       me.error().message(), me.error());
    const operators::Operator &op = me.value();
    if (rules) {
        const operators::Permissions::Decision decision = operators::Permissions::canApprove(
            op, row.content.maker, row.amount(), rules->ruleFor(row.amount().currency()),
            row.progress.approvers);
        if (!decision.allowed())
            return refused(Refusal::Permission, decision.message());
        std::variant<ApprovalSignature, Outcome> signature
            = sign(row, ApprovalStatement::Decision::Approve, unlocked, decision.approversNeeded, {});
        if (auto *refusal = std::get_if<Outcome>(&signature))
            return *refusal;
        return fromStore(m_outbox->grantApproval(row.profileId, row.id, row.revision, op.id,
                                                 decision.approversNeeded, expiresAt,
                                                 std::get<ApprovalSignature>(signature), session.db()));
    }
    if (!op.isActive())
        return refused(Refusal::Permission, operators::Permissions::message(Verdict::Disabled));
    if (op.role != operators::Operator::Role::Approver)
        return refused(Refusal::Permission, operators::Permissions::message(Verdict::NotAnApprover));
    if (op.id == row.content.maker)
        return refused(Refusal::Permission, operators::Permissions::message(Verdict::OwnPayout));
    std::variant<ApprovalSignature, Outcome> signature
        = sign(row, ApprovalStatement::Decision::Reject, unlocked, approversNeeded(row.amount()), reason);
    if (auto *refusal = std::get_if<Outcome>(&signature))
        return *refusal;
    return fromStore(m_outbox->sendBack(row.profileId, row.id, row.revision, op.id, reason,
                                        std::get<ApprovalSignature>(signature), session.db()));
}

} // namespace paydesk::approvals
