// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interface of Paydesk's crypto module (paydesk_crypto): OpenSSL's scrypt and random bytes,
// as plain C, so that the core loads libcrypto (a few megabytes to map and relocate) the first
// time a passphrase is hashed or checked, not at every start of the program.

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

// OpenSSL_version(OPENSSL_VERSION) of the libcrypto loaded ("OpenSSL 3.0.19 27 Jan 2026"), for
// the About dialog.
typedef const char *(*PaydeskCryptoVersion)(void);

#define PAYDESK_CRYPTO_VERSION_SYMBOL "paydesk_crypto_version_v1"

#ifdef __cplusplus
}
#endif
