// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditEvent.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

using Action = AuditEvent::Action;

const std::array<std::pair<Action, QStringView>, 41> &keys()
{
    static const std::array<std::pair<Action, QStringView>, 41> table {{
        {Action::ProfileAdded, u"profile.added"},
        {Action::ProfileChanged, u"profile.changed"},
        {Action::ProfileRemoved, u"profile.removed"},
        {Action::KeySaved, u"key.saved"},
        {Action::KeyRemoved, u"key.removed"},
        {Action::KeyKeptForSession, u"key.session"},
        {Action::DraftSaved, u"draft.saved"},
        {Action::DraftEdited, u"draft.edited"},
        {Action::DraftDeleted, u"draft.deleted"},
        {Action::DraftOpened, u"draft.opened"},
        {Action::OperatorAdded, u"operator.added"},
        {Action::OperatorChanged, u"operator.changed"},
        {Action::OperatorDisabled, u"operator.disabled"},
        {Action::OperatorEnabled, u"operator.enabled"},
        {Action::OperatorPassphraseChanged, u"operator.passphrase_changed"},
        {Action::OperatorPassphraseRehashed, u"operator.passphrase_rehashed"},
        {Action::OperatorKeyMade, u"operator.key_made"},
        {Action::OperatorKeyVouched, u"operator.key_vouched"},
        {Action::OperatorKeyRevoked, u"operator.key_revoked"},
        {Action::OperatorKeyRewrapped, u"operator.key_rewrapped"},
        {Action::RulesChanged, u"rules.changed"},
        {Action::ApprovalRequested, u"approval.requested"},
        {Action::ApprovalGranted, u"approval.granted"},
        {Action::OutboxAttempt, u"outbox.attempt"},
        {Action::OutboxAccepted, u"outbox.accepted"},
        {Action::OutboxRejected, u"outbox.rejected"},
        {Action::OutboxUncertain, u"outbox.uncertain"},
        {Action::OutboxReturned, u"outbox.returned"},
        {Action::OutboxHeld, u"outbox.held"},
        {Action::ApprovalRejected, u"approval.rejected"},
        {Action::ApprovalWithdrawn, u"approval.withdrawn"},
        {Action::ApprovalExpired, u"approval.expired"},
        {Action::PayoutStateChanged, u"payout.state_changed"},
        {Action::StatementRequested, u"statement.requested"},
        {Action::StatementReady, u"statement.ready"},
        {Action::StatementFailed, u"statement.failed"},
        {Action::SignInRefused, u"operator.sign_in_refused"},
        {Action::AuditVerified, u"audit.verified"},
        {Action::WalletSettingsChanged, u"wallet.settings_changed"},
        {Action::WalletBalanceLow, u"wallet.balance_low"},
        {Action::WalletBalanceRecovered, u"wallet.balance_recovered"},
    }};
    return table;
}

} // namespace

QString AuditEvent::actionKey(Action action)
{
    for (const auto &[a, key] : keys()) {
        if (a == action)
            return key.toString();
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<AuditEvent::Action> AuditEvent::actionFromKey(QStringView key)
{
    for (const auto &[a, k] : keys()) {
        if (k == key)
            return a;
    }
    return std::nullopt;
}

QString AuditEvent::refusalText(QStringView reason)
{
    if (reason == u"wrong_passphrase")
        return tr("wrong passphrase");
    if (reason == u"unknown_operator")
        return tr("no such operator");
    if (reason == u"disabled")
        return tr("the operator is disabled");
    if (reason == u"locked")
        return tr("too many wrong passphrases in a row, asked to wait");
    return reason.toString();
}

QString AuditEvent::describe(QStringView key)
{
    const std::optional<Action> action = actionFromKey(key);
    if (!action)
        return key.toString();
    switch (*action) {
    case Action::ProfileAdded:
        return tr("Profile added");
    case Action::ProfileChanged:
        return tr("Profile changed");
    case Action::ProfileRemoved:
        return tr("Profile removed");
    case Action::KeySaved:
        return tr("API key saved in the keychain");
    case Action::KeyRemoved:
        return tr("API key removed from the keychain");
    case Action::KeyKeptForSession:
        return tr("API key kept for this session");
    case Action::DraftSaved:
        return tr("Payout drafted");
    case Action::DraftEdited:
        return tr("Payout draft changed");
    case Action::DraftDeleted:
        return tr("Payout draft deleted");
    case Action::DraftOpened:
        return tr("Payout draft opened to be changed");
    case Action::OperatorAdded:
        return tr("Operator added");
    case Action::OperatorChanged:
        return tr("Operator changed");
    case Action::OperatorDisabled:
        return tr("Operator disabled");
    case Action::OperatorEnabled:
        return tr("Operator enabled");
    case Action::OperatorPassphraseChanged:
        return tr("Passphrase changed");
    case Action::OperatorPassphraseRehashed:
        return tr("Passphrase protected more strongly");
    case Action::OperatorKeyMade:
        return tr("Signing key made");
    case Action::OperatorKeyVouched:
        return tr("Signing key vouched for");
    case Action::OperatorKeyRevoked:
        return tr("Signing key revoked");
    case Action::OperatorKeyRewrapped:
        return tr("Signing key protected with the new passphrase");
    case Action::RulesChanged:
        return tr("Approval rule changed");
    case Action::ApprovalRequested:
        return tr("Payout sent for approval");
    case Action::ApprovalGranted:
        return tr("Payout approved");
    case Action::OutboxAttempt:
        return tr("Payout sent to the service");
    case Action::OutboxAccepted:
        return tr("Payout accepted by the service");
    case Action::OutboxRejected:
        return tr("Payout refused by the service");
    case Action::OutboxUncertain:
        return tr("No answer yet from the service");
    case Action::OutboxReturned:
        return tr("Payout back to its maker as a draft");
    case Action::OutboxHeld:
        return tr("Payout held: not sent");
    case Action::ApprovalRejected:
        return tr("Payout rejected by an approver");
    case Action::ApprovalWithdrawn:
        return tr("Payout withdrawn from approval");
    case Action::ApprovalExpired:
        return tr("Payout expired without approval");
    case Action::PayoutStateChanged:
        return tr("Payout state changed at the service");
    case Action::StatementRequested:
        return tr("Wallet statement requested");
    case Action::StatementReady:
        return tr("Wallet statement ready");
    case Action::StatementFailed:
        return tr("Wallet statement failed at the service");
    case Action::SignInRefused:
        return tr("Passphrase refused");
    case Action::AuditVerified:
        return tr("Audit log verified whole");
    case Action::WalletSettingsChanged:
        return tr("Wallet name or alert level changed");
    case Action::WalletBalanceLow:
        return tr("Wallet balance under its alert level");
    case Action::WalletBalanceRecovered:
        return tr("Wallet balance back at its alert level");
    }
    return key.toString();
}

QString AuditEvent::operatorOf(const QJsonObject &detail)
{
    for (const QString &field : {QStringLiteral("actor"), QStringLiteral("by"), QStringLiteral("maker")})
        if (const QString who = detail.value(field).toString(); !who.isEmpty())
            return who;
    return {};
}

} // namespace paydesk::store
