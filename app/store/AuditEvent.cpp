// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/AuditEvent.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace paydesk::store {

namespace {

using Action = AuditEvent::Action;

const std::array<std::pair<Action, QStringView>, 31> &keys()
{
    static const std::array<std::pair<Action, QStringView>, 31> table {{
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
        {Action::RulesChanged, u"rules.changed"},
        {Action::ApprovalRequested, u"approval.requested"},
        {Action::ApprovalGranted, u"approval.granted"},
        {Action::OutboxAttempt, u"outbox.attempt"},
        {Action::OutboxAccepted, u"outbox.accepted"},
        {Action::OutboxRejected, u"outbox.rejected"},
        {Action::OutboxUncertain, u"outbox.uncertain"},
        {Action::OutboxReturned, u"outbox.returned"},
        {Action::ApprovalRejected, u"approval.rejected"},
        {Action::ApprovalWithdrawn, u"approval.withdrawn"},
        {Action::ApprovalExpired, u"approval.expired"},
        {Action::PayoutStateChanged, u"payout.state_changed"},
        {Action::StatementRequested, u"statement.requested"},
        {Action::StatementReady, u"statement.ready"},
        {Action::StatementFailed, u"statement.failed"},
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

} // namespace paydesk::store
