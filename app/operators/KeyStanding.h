// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where an operator's signing key stands, in the words of the Operators page (operators/
// KeyRecord.h: a key counts only once an administrator has vouched for it):
//
//   Root      the store's administrator key: it vouched for itself, and vouches for the others
//   Vouched   vouched for by an administrator, with the operator as they are now
//   Outdated  vouched for, but as the operator was before (another name, role or flag): what the
//             vouch says no longer holds (an approver vouched as a maker does not count), an
//             administrator vouches again
//   Waiting   made (at a sign-in, or by an administrator without an unlocked key), not vouched yet
//   None      no key in force: it is made when the operator next signs in (an operator enabled
//             again after being disabled, one who never signed in since keys came)
//   Revoked   a disabled operator: every key of theirs was revoked as they were disabled
//
// A pure function of the operator and the store's keys (store::SigningKeys::all()), read by
// OperatorsController with the operators; the fingerprint is SigningKey::fingerprint() of the key.

#include "operators/KeyRecord.h"
#include "operators/Operator.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

#include <functional>
#include <optional>

namespace paydesk::operators {

class KeyStanding
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::operators::KeyStanding)
public:
    enum class State { None, Waiting, Vouched, Outdated, Root, Revoked };

    // `keys`: the store's keys, any operator's (those of `op` are picked).
    static KeyStanding of(const Operator &op, const QList<OperatorKey> &keys);

    State state() const { return m_state; }
    // The key in force (None: none; Revoked: the last one revoked).
    const std::optional<OperatorKey> &key() const { return m_key; }
    // The vouch, as its record says (Vouched, Outdated, Root).
    const std::optional<KeyRecord> &record() const { return m_record; }
    // Its fingerprint: 8 groups of 4 hex digits; empty without a key.
    QString fingerprint() const;
    // Whether an administrator's vouch would make it count (Waiting, Outdated).
    bool needsVouch() const { return m_state == State::Waiting || m_state == State::Outdated; }

    // The name shown of an operator of that login (the login itself when unknown).
    using NameOf = std::function<QString(const QString &login)>;
    // In a few words, for the table's cell: "Vouched for by Ada Lovelace".
    QString text(const NameOf &nameOf) const;
    // In a sentence or two, for the operator selected: the fingerprint, when it was made, who
    // vouched for it and when, or what happens next.
    QString details(const Operator &op, const NameOf &nameOf, const QLocale &locale) const;

private:
    State m_state = State::None;
    std::optional<OperatorKey> m_key;
    std::optional<KeyRecord> m_record;
};

} // namespace paydesk::operators
