// SPDX-License-Identifier: GPL-3.0-or-later
// The crypto module (CryptoModule.h): built as a library of its own that links libcrypto.
#include "operators/CryptoModule.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

namespace {

int scrypt(const char *passphrase, size_t passphraseLength, const unsigned char *salt, size_t saltLength,
           uint64_t n, uint64_t r, uint64_t p, uint64_t maxMemory, unsigned char *key, size_t keyLength)
{
    return EVP_PBE_scrypt(passphrase, passphraseLength, salt, saltLength, n, r, p, maxMemory, key, keyLength);
}

int randomBytes(unsigned char *buffer, int length)
{
    return RAND_bytes(buffer, length);
}

const PaydeskCrypto kCrypto {scrypt, randomBytes};

} // namespace

#if defined(_WIN32)
#define PAYDESK_CRYPTO_EXPORT __declspec(dllexport)
#else
#define PAYDESK_CRYPTO_EXPORT __attribute__((visibility("default")))
#endif

extern "C" PAYDESK_CRYPTO_EXPORT const PaydeskCrypto *paydesk_crypto_v1()
{
    return &kCrypto;
}

extern "C" PAYDESK_CRYPTO_EXPORT const char *paydesk_crypto_version_v1()
{
    return OpenSSL_version(OPENSSL_VERSION);
}
