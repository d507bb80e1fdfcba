// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One entry of the audit log as it is stored, and the hash that chains it to the one before.
//
// The hash of an entry is the SHA-256, in 64 lower-case hex digits, of its canonical form: the
// UTF-8 bytes of eight fields, in this order, each written as <length>:<bytes>; where <length> is
// the number of bytes in decimal ASCII (a netstring with ';' as terminator):
//
//   1 "paydesk-audit-v1"        the form's name and version
//   2 seq                       decimal, no sign, no leading zeros (1, 2, 3, ...)
//   3 time                      UTC, yyyy-MM-ddTHH:mm:ss.zzzZ (always milliseconds and 'Z')
//   4 os_user                   the operating-system user (Store::osUser())
//   5 profile_id
//   6 action                    the stable key, e.g. "profile.added"
//   7 detail                    the canonical JSON text of the detail object (CanonicalJson)
//   8 prev_hash                 the previous entry's hash; 64 '0' for the first entry
//
// Because every field carries its length, no two different entries share a canonical form
// ("ab"+"c" and "a"+"bc" differ), and a change of any field, of the order or of the link to the
// previous entry changes the hash. Example, for seq 1 at 2024-05-01T12:00:00.000Z by "ana" for
// profile "p1", action "key.saved", detail {}:
//
//   16:paydesk-audit-v1;1:1;24:2024-05-01T12:00:00.000Z;3:ana;2:p1;9:key.saved;2:{};64:000...000;

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringView>

namespace paydesk::store {

class AuditEntry
{
public:
    qint64 seq = 0; // 1, 2, 3, ... without gaps
    QDateTime time; // UTC, milliseconds
    QString osUser;
    QString profileId;
    QString action; // AuditEvent::actionKey(); kept as text so that a newer Paydesk's entries read
    QString detail; // canonical JSON text of an object
    QString previousHash;
    QString hash;

    QJsonObject detailObject() const;

    QByteArray canonicalForm() const;
    // SHA-256 of canonicalForm(), lower-case hex.
    QString computeHash() const;

    // The hash before the first entry: 64 '0'.
    static QString genesisHash();
    // "2024-05-01T12:00:00.000Z"; empty for an invalid time.
    static QString timeText(const QDateTime &time);
    // The inverse of timeText(); invalid for any other text (so that a rewritten time never
    // passes for the one that was hashed).
    static QDateTime timeFromText(QStringView text);
};

} // namespace paydesk::store

Q_DECLARE_METATYPE(paydesk::store::AuditEntry)
