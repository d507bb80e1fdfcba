// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interface of Paydesk's crypto module (paydesk_crypto): OpenSSL's scrypt and random bytes,
// Ed25519 and ChaCha20-Poly1305, as plain C, so that the core loads libcrypto (a few megabytes to
// map and relocate) the first time a passphrase is hashed or checked or a key is used, not at
// every start of the program.
//
// Tables are versioned: a new one begins with every member of the one before, in the same order,
// so that a module exports each version it knows and a core asks for the one it needs
// (paydesk_crypto_v1 for passphrases, paydesk_crypto_v2 for signing keys).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct PaydeskCrypto
{
    // EVP_PBE_scrypt: 1 on success.
    int (*scrypt)(const char *passphrase, size_t passphraseLength, const unsigned char *salt,
                  size_t saltLength, uint64_t n, uint64_t r, uint64_t p, uint64_t maxMemory,
                  unsigned char *key, size_t keyLength);
    // RAND_bytes: 1 on success.
    int (*randomBytes)(unsigned char *buffer, int length);
};

typedef const struct PaydeskCrypto *(*PaydeskCryptoGet)(void);

#define PAYDESK_CRYPTO_SYMBOL "paydesk_crypto_v1"

// Version 2: version 1, then operators' signing keys (operators/SigningKey.h). Every key, seed,
// nonce and tag has its fixed size: Ed25519 seeds (the raw private key of RFC 8032) and public
// keys 32 bytes, signatures 64; ChaCha20-Poly1305 (RFC 8439) keys 32 bytes, nonces 12, tags 16.
// Each function returns 1 on success and 0 otherwise, and writes nothing useful on failure.
struct PaydeskCryptoV2
{
    // As in PaydeskCrypto.
    int (*scrypt)(const char *passphrase, size_t passphraseLength, const unsigned char *salt,
                  size_t saltLength, uint64_t n, uint64_t r, uint64_t p, uint64_t maxMemory,
                  unsigned char *key, size_t keyLength);
    int (*randomBytes)(unsigned char *buffer, int length);

    // The Ed25519 public key of a 32-byte seed (EVP_PKEY_new_raw_private_key, EVP_PKEY_ED25519).
    int (*ed25519PublicKey)(const unsigned char *seed, unsigned char *publicKey);
    // The 64-byte Ed25519 signature of a message (EVP_DigestSign, no digest: PureEdDSA).
    int (*ed25519Sign)(const unsigned char *seed, const unsigned char *message, size_t messageLength,
                       unsigned char *signature);
    // 1 when `signature` (64 bytes) is publicKey's signature of the message, 0 otherwise.
    int (*ed25519Verify)(const unsigned char *publicKey, const unsigned char *message, size_t messageLength,
                         const unsigned char *signature);
    // ChaCha20-Poly1305 (EVP_chacha20_poly1305): `ciphertext` gets plaintextLength bytes, `tag` 16.
    int (*aeadSeal)(const unsigned char *key, const unsigned char *nonce, const unsigned char *aad,
                    size_t aadLength, const unsigned char *plaintext, size_t plaintextLength,
                    unsigned char *ciphertext, unsigned char *tag);
    // The inverse: 1 only when the tag matches the key, nonce, aad and ciphertext; `plaintext` gets
    // ciphertextLength bytes (the caller wipes them when it fails).
    int (*aeadOpen)(const unsigned char *key, const unsigned char *nonce, const unsigned char *aad,
                    size_t aadLength, const unsigned char *ciphertext, size_t ciphertextLength,
                    const unsigned char *tag, unsigned char *plaintext);
};

typedef const struct PaydeskCryptoV2 *(*PaydeskCryptoV2Get)(void);

#define PAYDESK_CRYPTO_V2_SYMBOL "paydesk_crypto_v2"

// OpenSSL_version(OPENSSL_VERSION) of the libcrypto loaded ("OpenSSL 3.0.19 27 Jan 2026"), for
// the About dialog.
typedef const char *(*PaydeskCryptoVersion)(void);

#define PAYDESK_CRYPTO_VERSION_SYMBOL "paydesk_crypto_version_v1"

#ifdef __cplusplus
}
#endif
