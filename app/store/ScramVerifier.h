// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PostgreSQL SCRAM-SHA-256 password verifier made on the client (RFC 5802, RFC 7677), so that
// a new or changed login password reaches the server only as what it stores:
//
//     SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>        (base64 each)
//
// SaltedPassword = PBKDF2-HMAC-SHA-256(password, salt, iterations); ClientKey = HMAC(SaltedPassword,
// "Client Key"); StoredKey = SHA-256(ClientKey); ServerKey = HMAC(SaltedPassword, "Server Key").
// The salt is 16 random bytes of the system's generator. `ALTER ROLE ... PASSWORD '<verifier>'`
// stores it as it is, and the server's log never sees the password. The password is taken as
// UTF-8 without SASLprep (PostgreSQL does the same for a password that SASLprep would refuse, and
// SASLprep leaves printable ASCII unchanged).
//
// Built on Qt's PBKDF2 (QPasswordDigestor), HMAC and SHA-256: no library loaded for it.

#include <QByteArray>
#include <QString>

namespace paydesk::store {

class ScramVerifier
{
public:
    static constexpr int iterations = 4096; // PostgreSQL's scram_iterations default
    static constexpr int saltLength = 16;

    // A verifier of `password` with a new random salt.
    static QString make(const QString &password);
    // The same with a given salt and iteration count (tests: RFC 7677's example).
    static QString make(const QString &password, const QByteArray &salt, int iterationCount);
};

} // namespace paydesk::store
