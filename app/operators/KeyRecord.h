// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Operators' signing keys as Paydesk keeps them (table operator_keys, store::SigningKeys) and the
// record by which an administrator vouches for one (docs/signed-approvals.md).
//
// A key counts for an operator only when an administrator has signed its KeyRecord: who the key
// is (login, name, role, administrator or not), the key itself, from when it is valid, and who
// vouched for it with which key. The team's first administrator signs their own record (the root:
// vouchedByKey == the key's own id); every workstation keeps that root's key id (TrustAnchor.h)
// and accepts a key only when its chain of vouches ends there.
//
// The canonical bytes are a JSON object written by store::CanonicalJson (members sorted, no white
// space, UTF-8), with exactly these members:
//   format          "paydesk-operator-key/1"
//   operator_id     the operator's login
//   display_name    their name
//   role            "maker", "approver" or "viewer"
//   administrator   true or false
//   public_key      the raw 32-byte Ed25519 key, base64 (RFC 4648, with padding)
//   key_id          keyId(public key): 64 lower-case hex digits
//   valid_from      RFC 3339 UTC with milliseconds; signatures before it do not count
//   vouched_by      the administrator's login (the operator's own for the root)
//   vouched_by_key  the key id the vouch is signed with (key_id itself for the root)
//   time            when the administrator vouched, RFC 3339 UTC with milliseconds

#include "operators/Operator.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace paydesk::operators {

class KeyRecord
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::operators::KeyRecord)
public:
    static QString formatVersion(); // "paydesk-operator-key/1"
    // The id of a raw public key: SHA-256 of its 32 bytes, 64 lower-case hex digits ("" otherwise).
    static QString keyId(const QByteArray &publicKey);

    QByteArray canonicalBytes() const;
    // Strict, as ApprovalStatement::fromCanonicalBytes(): nullopt with *why (translated) for bytes
    // that are not exactly the canonical text of a complete record (key_id must match public_key).
    static std::optional<KeyRecord> fromCanonicalBytes(const QByteArray &bytes, QString *why = nullptr);

    bool isRoot() const { return vouchedByKey == keyId(publicKey); }

    QString operatorId;
    QString displayName;
    Operator::Role role = Operator::Role::Viewer;
    bool administrator = false;
    QByteArray publicKey; // raw, 32 bytes
    QDateTime validFrom; // UTC, milliseconds
    QString vouchedBy;
    QString vouchedByKey;
    QDateTime time; // UTC, milliseconds

    friend bool operator==(const KeyRecord &, const KeyRecord &) = default;
};

// One row of operator_keys.
struct OperatorKey
{
    QString keyId; // KeyRecord::keyId(publicKey)
    QString operatorId;
    QByteArray publicKey; // raw 32 bytes (base64 in the table)
    QByteArray wrapped; // SigningKey::wrap()'s text: the private key under the operator's passphrase
    QDateTime createdAt; // UTC
    QByteArray vouch; // KeyRecord::canonicalBytes() of the vouch; empty until vouched
    QByteArray vouchSignature; // 64 raw bytes (base64 in the table); empty until vouched
    QString vouchedByKey; // the vouching key's id; empty until vouched
    QDateTime revokedAt; // UTC; invalid while in force (the operator was disabled, the key replaced)

    bool isVouched() const { return !vouch.isEmpty(); }
    bool isRevoked() const { return revokedAt.isValid(); }
    friend bool operator==(const OperatorKey &, const OperatorKey &) = default;
};

// What a private key's wrapping is bound to (SigningKey::wrap()'s associated data): the operator's
// login and the public key, so that a wrapped key moved to another operator or paired with another
// public key does not open.
QByteArray wrappingContext(const QString &operatorId, const QByteArray &publicKey);

} // namespace paydesk::operators
