// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/ApprovalDesk.h"

#include "approvals/SignatureVerifier.h"
#include "operators/SigningKey.h"
#include "operators/TrustAnchor.h"
#include "store/ApprovalRuleStore.h"
#include "store/OutboxLists.h"
#include "store/SigningKeys.h"
#include "store/Store.h"
#include "store/TeamWrites.h"

using namespace Qt::StringLiterals;

namespace paydesk::approvals {

using payouts::PayoutDraft;
using Refusal = ApprovalDesk::Outcome::Refusal;
using State = PayoutDraft::State;

namespace {

ApprovalDesk::Outcome refused(Refusal refusal, const QString &message)
{
    ApprovalDesk::Outcome outcome;
    outcome.refusal = refusal;
    outcome.message = message;
    return outcome;
}

} // namespace

ApprovalDesk::ApprovalDesk(outbox::OutboxStore *outbox, store::Operators *operators,
                           store::ApprovalRuleStore *rules)
    : m_outbox(outbox)
    , m_operators(operators)
    , m_rules(rules)
{
    Q_ASSERT(outbox && operators && rules);
}

ApprovalDesk::Outcome ApprovalDesk::fromStore(const store::StoreResult<PayoutDraft> &result) const
{
    Outcome outcome;
    if (result.ok()) {
        outcome.refusal = Refusal::None;
        outcome.row = result.value();
        return outcome;
    }
    outcome.storeError = result.error();
    outcome.refusal
        = result.error().kind() == store::StoreError::Kind::NotAllowed ? Refusal::Permission : Refusal::Store;
    outcome.message = result.error().message();
    return outcome;
}

store::StoreResult<operators::ApprovalRules> ApprovalDesk::rules() const
{
    return m_rules->rules();
}

int ApprovalDesk::approversNeeded(const Money &amount) const
{
    const store::StoreResult<operators::ApprovalRules> rules = m_rules->rules();
    if (!rules.ok() || !amount.isValid())
        return 1;
    return rules.value().ruleFor(amount.currency()).approversNeeded(amount);
}

std::optional<ApprovalDesk::Outcome> ApprovalDesk::checkAwaiting(const QString &profileId, const QString &id,
                                                                 qint64 expectedRevision, PayoutDraft &row)
{
    const store::StoreResult<PayoutDraft> loaded = m_outbox->load(id);
    if (!loaded.ok())
        return fromStore(loaded);
    row = loaded.value();
    if (row.profileId != profileId)
        return refused(Refusal::Store, tr("This payout is no longer in the outbox."));
    if (row.state != State::AwaitingApproval || row.revision != expectedRevision) {
        Outcome outcome = refused(Refusal::Store,
                                  tr("This payout was changed meanwhile (another window or "
                                     "workstation): look at it again."));
        outcome.storeError = store::StoreError(store::StoreError::Kind::Conflict, outcome.message,
                                               u"outbox row %1 is %2 at revision %3"_s.arg(id)
                                                   .arg(PayoutDraft::stateKey(row.state))
                                                   .arg(row.revision));
        outcome.row = row;
        return outcome;
    }
    return std::nullopt;
}

ApprovalDesk::Outcome ApprovalDesk::submit(const store::AuthenticatedOperator &maker,
                                           const QString &profileId, const QString &id,
                                           qint64 expectedRevision)
{
    // The maker as the store knows them now: disabled or given another role meanwhile is refused.
    const store::StoreResult<operators::Operator> current = m_operators->load(maker.id());
    if (!current.ok())
        return refused(Refusal::Permission,
                       operators::Permissions::message(operators::Permissions::Verdict::Disabled));
    if (const auto decision = operators::Permissions::canDraft(current.value()); !decision.allowed())
        return refused(Refusal::Permission, decision.message());
    return fromStore(m_outbox->submitForApproval(profileId, id, expectedRevision, maker.id()));
}

ApprovalDesk::Outcome ApprovalDesk::approve(const QString &profileId, const QString &id,
                                            qint64 expectedRevision, const QString &approverId,
                                            const QString &passphrase)
{
    PayoutDraft row;
    if (std::optional<Outcome> notAwaiting = checkAwaiting(profileId, id, expectedRevision, row))
        return *notAwaiting;
    const store::StoreResult<operators::ApprovalRules> rules = m_rules->rules();
    if (!rules.ok()) {
        Outcome outcome = refused(Refusal::Store, rules.error().message());
        outcome.storeError = rules.error();
        return outcome;
    }
    const operators::ApprovalRule rule = rules.value().ruleFor(row.amount().currency());
    if (rule.isExpired(row.progress.awaitingSince, m_outbox->now())) {
        const store::StoreResult<PayoutDraft> expired
            = m_outbox->expire(row.id, row.revision, rule.expiryDays);
        Outcome outcome = refused(Refusal::Expired,
                                  tr("This payout waited more than %n day(s) for approval and has expired; "
                                     "its maker can submit it again.",
                                     nullptr, rule.expiryDays));
        if (expired.ok())
            outcome.row = expired.value();
        return outcome;
    }
    if (store::teamWrites::isTeam(m_outbox->store()))
        return teamDecide(row, approverId, passphrase, &rules.value(),
                          rule.expiresAt(row.progress.awaitingSince), {});
    // The passphrase first, whatever the rest says: it unlocks the key (the time taken tells
    // nothing either way).
    const store::Operators::UnlockedKey unlocked
        = m_operators->unlockSigningKey(approverId, passphrase, store::Operators::Purpose::Approval);
    if (!unlocked.auth.ok())
        return refused(unlocked.auth.outcome == store::AuthResult::Outcome::StoreFailed ? Refusal::Store
                                                                                        : Refusal::Passphrase,
                       unlocked.auth.message());
    const operators::Permissions::Decision decision = operators::Permissions::canApprove(
        unlocked.auth.authenticated->op(), row.content.maker, row.amount(), rule, row.progress.approvers);
    if (!decision.allowed())
        return refused(Refusal::Permission, decision.message());
    std::variant<ApprovalSignature, Outcome> signature
        = sign(row, ApprovalStatement::Decision::Approve, unlocked, decision.approversNeeded, {});
    if (auto *refusal = std::get_if<Outcome>(&signature))
        return *refusal;
    return fromStore(m_outbox->grantApproval(
        profileId, id, expectedRevision, approverId, decision.approversNeeded,
        rule.expiresAt(row.progress.awaitingSince), std::get<ApprovalSignature>(signature)));
}

ApprovalDesk::Outcome ApprovalDesk::reject(const QString &profileId, const QString &id,
                                           qint64 expectedRevision, const QString &approverId,
                                           const QString &passphrase, const QString &reason)
{
    if (reason.trimmed().isEmpty())
        return refused(Refusal::Input, tr("Say why the payout is rejected: its maker reads it."));
    PayoutDraft row;
    if (std::optional<Outcome> notAwaiting = checkAwaiting(profileId, id, expectedRevision, row))
        return *notAwaiting;
    if (store::teamWrites::isTeam(m_outbox->store()))
        return teamDecide(row, approverId, passphrase, nullptr, {}, reason);
    const store::Operators::UnlockedKey unlocked
        = m_operators->unlockSigningKey(approverId, passphrase, store::Operators::Purpose::Approval);
    if (!unlocked.auth.ok())
        return refused(unlocked.auth.outcome == store::AuthResult::Outcome::StoreFailed ? Refusal::Store
                                                                                        : Refusal::Passphrase,
                       unlocked.auth.message());
    // Any active approver but the maker may send it back, an approver of it included (who changed
    // their mind before the second approval).
    const operators::Operator &op = unlocked.auth.authenticated->op();
    using Verdict = operators::Permissions::Verdict;
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
    return fromStore(m_outbox->sendBack(profileId, id, expectedRevision, op.id, reason,
                                        std::get<ApprovalSignature>(signature)));
}

std::variant<ApprovalSignature, ApprovalDesk::Outcome>
ApprovalDesk::sign(const PayoutDraft &row, ApprovalStatement::Decision decision,
                   const store::Operators::UnlockedKey &unlocked, int approvalsNeeded, const QString &reason)
{
    if (!unlocked.ok())
        return refused(Refusal::Store,
                       tr("Your signing key could not be unlocked: the decision was not recorded."));
    const QString approver = unlocked.auth.authenticated->id();
    // The key must count: vouched for by an administrator, up to the key this computer trusts.
    store::Store *const db = m_outbox->store();
    const store::SigningKeys keys(db);
    const store::StoreResult<QList<operators::OperatorKey>> all = keys.all();
    const store::StoreResult<std::optional<operators::OperatorKey>> root = keys.root();
    if (!all.ok() || !root.ok()) {
        Outcome outcome = refused(Refusal::Store, (all.ok() ? root.error() : all.error()).message());
        outcome.storeError = all.ok() ? root.error() : all.error();
        return outcome;
    }
    operators::TrustAnchor anchor(db->config().identity());
    anchor.consider(root.value());
    QHash<QString, operators::OperatorKey> byId;
    for (const operators::OperatorKey &key : all.value())
        byId.insert(key.keyId, key);
    const QDateTime now = m_outbox->now();
    const SignatureVerifier::KeyVerdict vouched
        = SignatureVerifier::keyVerdict(unlocked.row.keyId, byId, anchor.keptRoot(), now);
    if (!vouched.ok())
        return refused(Refusal::Permission,
                       tr("Your signing key (%1) is not vouched for by an administrator yet, so your "
                          "decision would not count. Ask an administrator to vouch for it on the "
                          "Operators page.")
                           .arg(operators::SigningKey::fingerprint(unlocked.row.publicKey)));
    std::optional<profiles::Profile> profile;
    if (m_profileOf) {
        profile = m_profileOf(row.profileId);
    } else {
        profile = profiles::Profile::localSandbox();
        profile->id = row.profileId;
    }
    if (!profile)
        return refused(Refusal::Store, tr("This payout's profile is no longer on this computer."));
    const ApprovalStatement statement
        = ApprovalStatement::fromPayout(row, *profile, decision, approver, now, approvalsNeeded, reason);
    if (const QString missing = statement.incompleteness(); !missing.isEmpty())
        return refused(Refusal::Store, tr("This payout cannot be signed: %1.").arg(missing));
    ApprovalSignature signature;
    signature.outboxId = row.id;
    signature.profileId = row.profileId;
    signature.decision = decision;
    signature.approver = approver;
    signature.keyId = unlocked.row.keyId;
    signature.statement = statement.canonicalBytes();
    signature.signature = unlocked.key->sign(signature.statement);
    if (signature.statement.isEmpty() || signature.signature.size() != operators::SigningKey::signatureBytes)
        return refused(Refusal::Store, tr("Your signing key could not sign: the decision was not recorded."));
    signature.id = ApprovalStatement::sha256Hex(signature.signature);
    signature.recordedAt = now;
    return signature;
}

ApprovalDesk::Outcome ApprovalDesk::withdraw(const store::AuthenticatedOperator &maker,
                                             const QString &profileId, const QString &id,
                                             qint64 expectedRevision)
{
    return fromStore(m_outbox->withdraw(profileId, id, expectedRevision, maker.id()));
}

ApprovalDesk::Outcome ApprovalDesk::reopen(const store::AuthenticatedOperator &maker,
                                           const QString &profileId, const QString &id,
                                           qint64 expectedRevision)
{
    const store::StoreResult<PayoutDraft> loaded = m_outbox->load(id);
    if (!loaded.ok())
        return fromStore(loaded);
    if (!loaded.value().content.maker.isEmpty() && loaded.value().content.maker != maker.id())
        return refused(Refusal::Permission, tr("Only the operator who drafted a payout corrects it."));
    return fromStore(m_outbox->returnToDraft(profileId, id, expectedRevision, maker.id()));
}

store::StoreResult<int> ApprovalDesk::expireDue()
{
    const store::StoreResult<operators::ApprovalRules> rules = m_rules->rules();
    if (!rules.ok())
        return rules.error();
    // Per currency of the rows waiting, only those waiting since before its rule's cutoff, by the
    // index payout_outbox_expiry: the rows not yet due are not read.
    const store::OutboxLists lists(m_outbox->store());
    const store::StoreResult<QStringList> currencies = lists.awaitingCurrencies();
    if (!currencies.ok())
        return currencies.error();
    const QDateTime now = m_outbox->now();
    int expired = 0;
    for (const QString &currency : currencies.value()) {
        // A row without a valid amount follows the default rule (ruleFor() of no currency).
        const operators::ApprovalRule rule = rules.value().ruleFor(currency.isNull() ? QString() : currency);
        // isExpired(since, now): now >= since + days, that is since <= now - days.
        const store::StoreResult<QList<std::pair<QString, qint64>>> due
            = lists.expiredAwaiting(currency, now.addDays(-rule.expiryDays));
        if (!due.ok())
            return due.error();
        for (const auto &[id, revision] : due.value()) {
            // A row changed meanwhile (approved, withdrawn) is left as it is now.
            if (m_outbox->expire(id, revision, rule.expiryDays).ok())
                ++expired;
        }
    }
    return expired;
}

} // namespace paydesk::approvals
