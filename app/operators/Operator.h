// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A person who uses Paydesk: an operator identity (table operators, store/Operators.h).
//
// - id: the short name a person signs in with ("ana", "j.okello"): 1 to 32 of a-z, 0-9, '.', '_',
//   '-', starting with a letter or digit; fixed once made. It is what a payout records as its
//   maker and its approvers.
// - displayName: the name shown ("Ana Moreira"); 1 to 100 characters.
// - role: what the person does with money. Maker drafts payouts; Approver approves other people's
//   payouts; Viewer only looks. One role each: a maker is not an approver, so that approving is
//   always a second person's act.
// - administrator: a flag beside the role, not a role of its own. It lets the person add, change
//   and disable operators and edit the approval rules, and nothing more: an administrator who is a
//   viewer can draft nothing and approve nothing. A flag lets a small team give it to someone who
//   also has a duty, without a second identity for the same person.
// - disabled: an operator who has left is disabled, never deleted, so that the payouts and audit
//   entries that name them keep meaning something. A disabled operator can neither sign in, nor
//   draft, nor approve.
// The passphrase hash (PassphraseHash.h) stays in the store: it is not part of this value.

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk::operators {

class Operator
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::operators::Operator)
public:
    enum class Role { Maker, Approver, Viewer };
    Q_ENUM(Role)

    // "MAKER", "APPROVER", "VIEWER": the stored keys, never translated.
    static QString roleKey(Role role);
    static std::optional<Role> roleFromKey(QStringView key);
    static QString roleName(Role role); // translated, for people

    static bool isValidId(QStringView id);
    static bool isValidDisplayName(QStringView name);
    // The passphrase policy: at least minPassphraseLength characters (after trimming nothing: a
    // space is a character), at most maxPassphraseLength. No rules of composition.
    static constexpr int minPassphraseLength = 10;
    static constexpr int maxPassphraseLength = 1024;
    static bool isAcceptablePassphrase(const QString &passphrase);

    QString id;
    QString displayName;
    Role role = Role::Viewer;
    bool administrator = false;
    bool disabled = false;
    qint64 revision = 0; // 1 when made; +1 on every change, passphrase changes included
    QDateTime createdAt; // UTC
    QDateTime updatedAt; // UTC

    bool isActive() const { return !id.isEmpty() && !disabled; }

    // What the audit log records of an operator: never the passphrase nor its hash.
    QJsonObject auditDetail() const;

    friend bool operator==(const Operator &, const Operator &) = default;
};

} // namespace paydesk::operators

Q_DECLARE_METATYPE(paydesk::operators::Operator)
