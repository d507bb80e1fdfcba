// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An operator's signing key (issue 27: every approval is a signature): an Ed25519 key (RFC 8032,
// OpenSSL through the crypto module, operators/CryptoModule.h), its private half a 32-byte seed
// that lives in memory only while the key is in use and is stored only wrapped under the
// operator's passphrase:
//
//   $pdkey1$ln=17,r=8,p=1$<salt>$<nonce>$<ciphertext+tag>
//
// The key-encryption key is scrypt(passphrase, salt) with PassphraseHash's parameters (its
// policy, its bounds, NFC then UTF-8 of the passphrase), 32 bytes; salt 16 random bytes. The
// seed is sealed with ChaCha20-Poly1305 (RFC 8439), nonce 12 random bytes, tag 16 bytes after the
// 32 bytes of ciphertext; every part standard Base64 without padding, as in PassphraseHash. The
// AEAD's associated data is "pdkey1\n<the parameters' text>\n" followed by the caller's
// associatedData (the operator's id and public key): a wrapped key moved to another operator,
// or with other parameters, does not open. A wrong passphrase, any changed byte of the blob and
// another associatedData all fail the tag, and unwrap() says so without telling which.
//
// The seed is wiped (a volatile write) when the object goes; a SigningKey cannot be copied, only
// moved. Nothing here logs or puts into a message the seed, the passphrase or the derived key.

#include "operators/PassphraseHash.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace paydesk::operators {

class SigningKey
{
public:
    static constexpr int seedBytes = 32;
    static constexpr int publicKeyBytes = 32;
    static constexpr int signatureBytes = 64;
    static constexpr int saltBytes = 16;
    static constexpr int nonceBytes = 12;
    static constexpr int tagBytes = 16;

    // A new key from RAND_bytes. isNull() when the crypto module cannot be loaded or fails (the
    // log says why).
    static SigningKey generate();
    // The key of a known seed (32 bytes): RFC 8032's test vectors; nullopt otherwise.
    static std::optional<SigningKey> fromSeed(const QByteArray &seed);

    SigningKey() = default;
    ~SigningKey();
    SigningKey(SigningKey &&other) noexcept;
    SigningKey &operator=(SigningKey &&other) noexcept;
    SigningKey(const SigningKey &) = delete;
    SigningKey &operator=(const SigningKey &) = delete;

    bool isNull() const { return m_seed.isEmpty(); }
    // The raw 32-byte public key (empty when null).
    QByteArray publicKey() const { return m_publicKey; }

    // A public key's fingerprint, to be read aloud and compared: the first 16 bytes of the SHA-256
    // of the raw key, in lower-case hex, in 8 groups of 4 separated by spaces
    // ("a1b2 c3d4 ... 7f80"). Empty for a key that is not 32 bytes.
    static QString fingerprint(const QByteArray &publicKey);
    // A raw 32-byte public key as a PEM SubjectPublicKeyInfo (RFC 8410), the form `openssl pkeyutl
    // -verify -pubin -inkey` reads; empty for a key that is not 32 bytes.
    static QByteArray publicKeyPem(const QByteArray &raw);

    // The wrapped form of the seed under `passphrase` (see above), with a fresh salt and nonce;
    // empty when null, when the parameters are not acceptable or OpenSSL fails.
    QByteArray wrap(const QString &passphrase, const QByteArray &associatedData,
                    const PassphraseHash::Parameters &parameters = PassphraseHash::defaultParameters()) const;
    // The key of a wrapped blob, or nullopt with a reason a person can read in *why (if given):
    // not a wrapped key of this format, or the passphrase is wrong / the blob was changed / it
    // belongs to another operator (one reason: the tag cannot tell them apart), or no crypto module.
    static std::optional<SigningKey> unwrap(const QByteArray &wrapped, const QString &passphrase,
                                            const QByteArray &associatedData, QString *why);
    // A change of passphrase: unwrap with the old one, wrap with the new one (fresh salt and
    // nonce, `parameters`); empty with *why when the unwrap fails.
    static QByteArray rewrap(const QByteArray &wrapped, const QString &oldPassphrase,
                             const QString &newPassphrase, const QByteArray &associatedData, QString *why,
                             const PassphraseHash::Parameters &parameters
                             = PassphraseHash::defaultParameters());
    // The parameters a wrapped blob was made with (nullopt when it cannot be read), so that a
    // caller can rewrap one weaker than the policy when the passphrase is next known.
    static std::optional<PassphraseHash::Parameters> wrappedParameters(const QByteArray &wrapped);

    // The 64-byte Ed25519 signature of `message` (empty when null or OpenSSL fails).
    QByteArray sign(const QByteArray &message) const;
    // Whether `signature` is publicKey's Ed25519 signature of `message` (false for wrong sizes).
    static bool verify(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature);

private:
    void wipe();

    QByteArray m_seed;
    QByteArray m_publicKey;
};

} // namespace paydesk::operators
