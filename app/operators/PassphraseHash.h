// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An operator's passphrase as Paydesk stores it: never the passphrase, only a slow, salted hash
// (scrypt, OpenSSL EVP_PBE_scrypt) in one self-describing string, in the PHC string format:
//
//   $scrypt$ln=17,r=8,p=1$<salt>$<hash>
//
// ln is log2 of scrypt's cost N, r its block size, p its parallelism; salt (16 random bytes from
// RAND_bytes) and hash (32 bytes) are standard Base64 without padding. Because the parameters
// travel with the hash, they can be raised later: verify() reads them from the string, and
// needsRehash() says when a stored hash is weaker than the current policy, so that it can be
// replaced the next time the passphrase is known.
//
// The default policy (N = 2^17, r = 8, p = 1) is OWASP's recommendation for scrypt: 128 MiB and
// a few hundred milliseconds per hash, which a person does not notice once per approval and which
// makes guessing from a stolen database file slow.
//
// verify() compares in constant time (CRYPTO_memcmp). Every buffer of this code that held the
// passphrase or the derived key is wiped (OPENSSL_cleanse) before it is freed; the passphrase
// itself is never logged. A passphrase is hashed as the UTF-8 of its NFC form, so that the same
// characters typed on another keyboard or input method still match.

#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk::operators {

class PassphraseHash
{
public:
    struct Parameters
    {
        int log2Cost = 17; // N = 2^log2Cost
        int blockSize = 8; // r
        int parallelism = 1; // p
        friend bool operator==(const Parameters &, const Parameters &) = default;
    };
    static constexpr int saltBytes = 16;
    static constexpr int hashBytes = 32;

    // The policy of this Paydesk for new hashes.
    static Parameters defaultParameters() { return {}; }
    // Bounds verify() accepts from a stored string (a damaged or hostile row must not make Paydesk
    // allocate gigabytes): log2Cost 10..22, r 1..32, p 1..16, N * r * 128 at most 1 GiB.
    static bool isAcceptable(const Parameters &parameters);

    // The stored form of `passphrase` with a fresh random salt; empty if OpenSSL fails (it logs
    // nothing about the passphrase) or the parameters are not acceptable.
    static QString hash(const QString &passphrase, const Parameters &parameters = defaultParameters());

    // Whether `passphrase` is the one `encoded` was made from. False for a string that is not a
    // hash of this format (no exception, no crash).
    static bool verify(const QString &passphrase, QStringView encoded);

    // Whether `encoded` should be replaced by a new hash made with `policy`: weaker parameters, or
    // a string that cannot be read.
    static bool needsRehash(QStringView encoded, const Parameters &policy = defaultParameters());

    // scrypt(passphrase, salt) with `parameters`, key.size() bytes into `key` (sized by the caller,
    // who wipes it): the key-encryption key of a signing key (operators/SigningKey.h), derived the
    // same way as a stored hash (NFC, UTF-8). False when the parameters are not acceptable, the
    // salt is empty or OpenSSL fails.
    static bool deriveKey(const QString &passphrase, const QByteArray &salt, const Parameters &parameters,
                          QByteArray &key);

    // The parts of a stored string, for verify(), needsRehash() and tests.
    struct Decoded
    {
        Parameters parameters;
        QByteArray salt;
        QByteArray hash;
    };
    static std::optional<Decoded> decode(QStringView encoded);
};

} // namespace paydesk::operators
