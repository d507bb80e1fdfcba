// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/KeyStanding.h"

#include "core/DateText.h"
#include "operators/SigningKey.h"

namespace paydesk::operators {

KeyStanding KeyStanding::of(const Operator &op, const QList<OperatorKey> &keys)
{
    KeyStanding s;
    std::optional<OperatorKey> inForce;
    std::optional<OperatorKey> lastRevoked;
    for (const OperatorKey &key : keys) {
        if (key.operatorId != op.id)
            continue;
        std::optional<OperatorKey> &slot = key.isRevoked() ? lastRevoked : inForce;
        // The newest (a tie by id, so that the same keys always give the same answer).
        if (!slot || key.createdAt > slot->createdAt
            || (key.createdAt == slot->createdAt && key.keyId > slot->keyId))
            slot = key;
    }
    if (!inForce) {
        s.m_state = op.disabled && lastRevoked ? State::Revoked : State::None;
        s.m_key = s.m_state == State::Revoked ? lastRevoked : std::nullopt;
        return s;
    }
    s.m_key = inForce;
    if (!inForce->isVouched()) {
        s.m_state = State::Waiting;
        return s;
    }
    s.m_record = KeyRecord::fromCanonicalBytes(inForce->vouch);
    if (!s.m_record || s.m_record->publicKey != inForce->publicKey) {
        s.m_record.reset(); // a vouch that does not read: as good as none
        s.m_state = State::Waiting;
        return s;
    }
    if (s.m_record->isRoot()) {
        s.m_state = State::Root;
        return s;
    }
    const bool same = s.m_record->operatorId == op.id && s.m_record->displayName == op.displayName
        && s.m_record->role == op.role && s.m_record->administrator == op.administrator;
    s.m_state = same ? State::Vouched : State::Outdated;
    return s;
}

QString KeyStanding::fingerprint() const
{
    return m_key ? SigningKey::fingerprint(m_key->publicKey) : QString();
}

QString KeyStanding::text(const NameOf &nameOf) const
{
    switch (m_state) {
    case State::None:
        return tr("None yet: made at the next sign-in");
    case State::Waiting:
        return tr("Waiting for an administrator");
    case State::Vouched:
        return tr("Vouched for by %1").arg(nameOf(m_record->vouchedBy));
    case State::Outdated:
        return tr("Vouched for by %1 before a change: to be vouched again").arg(nameOf(m_record->vouchedBy));
    case State::Root:
        return tr("Administrator key of this database");
    case State::Revoked:
        return tr("Revoked");
    }
    return {};
}

QString KeyStanding::details(const Operator &op, const NameOf &nameOf, const QLocale &locale) const
{
    const auto when
        = [&locale](const QDateTime &t) { return core::dates::dateTime(t.toLocalTime(), locale); };
    const QString name = op.displayName;
    switch (m_state) {
    case State::None:
        return tr("%1 has no signing key in force. It is made when they next sign in, and then waits for an "
                  "administrator to vouch for it.")
            .arg(name);
    case State::Revoked:
        return tr("The signing key of %1 (%2) was revoked on %3, when they were disabled. Approvals they "
                  "made "
                  "before stay valid.")
            .arg(name, fingerprint(), when(m_key->revokedAt));
    case State::Waiting:
        return tr("Signing key of %1: %2, made on %3. Its approvals do not count until an administrator "
                  "vouches for it, after comparing this fingerprint with the one %1 reads out from their "
                  "own screen.")
            .arg(name, fingerprint(), when(m_key->createdAt));
    case State::Vouched:
        return tr("Signing key of %1: %2, made on %3, vouched for by %4 on %5.")
            .arg(name, fingerprint(), when(m_key->createdAt), nameOf(m_record->vouchedBy),
                 when(m_record->time));
    case State::Outdated:
        return tr("Signing key of %1: %2, vouched for by %3 on %4 as %5 (%6). %1 was changed since: an "
                  "administrator vouches for the key again.")
            .arg(name, fingerprint(), nameOf(m_record->vouchedBy), when(m_record->time),
                 m_record->displayName,
                 Operator::roleName(m_record->role).toLower()
                     + (m_record->administrator ? tr(", administrator") : QString()));
    case State::Root:
        return tr("Signing key of %1: %2, made on %3. It is the administrator key of this database: it "
                  "vouched for itself and vouches for the keys of the others. Every workstation keeps its "
                  "fingerprint.")
            .arg(name, fingerprint(), when(m_key->createdAt));
    }
    return {};
}

} // namespace paydesk::operators
