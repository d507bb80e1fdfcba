// SPDX-License-Identifier: GPL-3.0-or-later
// The crypto module (CryptoModule.h): built as a library of its own that links libcrypto.
#include "operators/CryptoModule.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <climits>
#include <cstring>

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

// An Ed25519 key of OpenSSL's from a 32-byte seed (OpenSSL wipes its copy when it frees the key).
EVP_PKEY *ed25519Private(const unsigned char *seed)
{
    return EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, seed, 32);
}

int ed25519PublicKey(const unsigned char *seed, unsigned char *publicKey)
{
    EVP_PKEY *key = ed25519Private(seed);
    if (!key)
        return 0;
    size_t length = 32;
    const int ok = EVP_PKEY_get_raw_public_key(key, publicKey, &length) == 1 && length == 32;
    EVP_PKEY_free(key);
    return ok ? 1 : 0;
}

int ed25519Sign(const unsigned char *seed, const unsigned char *message, size_t messageLength,
                unsigned char *signature)
{
    EVP_PKEY *key = ed25519Private(seed);
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    size_t length = 64;
    const int ok = key && context && EVP_DigestSignInit(context, nullptr, nullptr, nullptr, key) == 1
        && EVP_DigestSign(context, signature, &length, message, messageLength) == 1 && length == 64;
    EVP_MD_CTX_free(context);
    EVP_PKEY_free(key);
    return ok ? 1 : 0;
}

int ed25519Verify(const unsigned char *publicKey, const unsigned char *message, size_t messageLength,
                  const unsigned char *signature)
{
    EVP_PKEY *key = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, publicKey, 32);
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    const int ok = key && context && EVP_DigestVerifyInit(context, nullptr, nullptr, nullptr, key) == 1
        && EVP_DigestVerify(context, signature, 64, message, messageLength) == 1;
    EVP_MD_CTX_free(context);
    EVP_PKEY_free(key);
    return ok ? 1 : 0;
}

// OpenSSL's lengths are ints: a longer input is refused rather than cut.
bool fitsInt(size_t length)
{
    return length <= size_t(INT_MAX);
}

int aeadSeal(const unsigned char *key, const unsigned char *nonce, const unsigned char *aad, size_t aadLength,
             const unsigned char *plaintext, size_t plaintextLength, unsigned char *ciphertext,
             unsigned char *tag)
{
    if (!fitsInt(aadLength) || !fitsInt(plaintextLength))
        return 0;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    int length = 0;
    int ok = context && EVP_EncryptInit_ex(context, EVP_chacha20_poly1305(), nullptr, nullptr, nullptr) == 1
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_IVLEN, 12, nullptr) == 1
        && EVP_EncryptInit_ex(context, nullptr, nullptr, key, nonce) == 1
        && (aadLength == 0 || EVP_EncryptUpdate(context, nullptr, &length, aad, int(aadLength)) == 1)
        && EVP_EncryptUpdate(context, ciphertext, &length, plaintext, int(plaintextLength)) == 1
        && size_t(length) == plaintextLength
        && EVP_EncryptFinal_ex(context, ciphertext + length, &length) == 1 && length == 0
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_GET_TAG, 16, tag) == 1;
    EVP_CIPHER_CTX_free(context);
    return ok ? 1 : 0;
}

int aeadOpen(const unsigned char *key, const unsigned char *nonce, const unsigned char *aad, size_t aadLength,
             const unsigned char *ciphertext, size_t ciphertextLength, const unsigned char *tag,
             unsigned char *plaintext)
{
    if (!fitsInt(aadLength) || !fitsInt(ciphertextLength))
        return 0;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    int length = 0;
    unsigned char expectedTag[16];
    memcpy(expectedTag, tag, 16);
    int ok = context && EVP_DecryptInit_ex(context, EVP_chacha20_poly1305(), nullptr, nullptr, nullptr) == 1
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_IVLEN, 12, nullptr) == 1
        && EVP_DecryptInit_ex(context, nullptr, nullptr, key, nonce) == 1
        && (aadLength == 0 || EVP_DecryptUpdate(context, nullptr, &length, aad, int(aadLength)) == 1)
        && EVP_DecryptUpdate(context, plaintext, &length, ciphertext, int(ciphertextLength)) == 1
        && size_t(length) == ciphertextLength
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_TAG, 16, expectedTag) == 1
        && EVP_DecryptFinal_ex(context, plaintext + length, &length) > 0;
    EVP_CIPHER_CTX_free(context);
    return ok ? 1 : 0;
}

const PaydeskCryptoV2 kCryptoV2 {scrypt,        randomBytes, ed25519PublicKey, ed25519Sign,
                                 ed25519Verify, aeadSeal,    aeadOpen};

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

extern "C" PAYDESK_CRYPTO_EXPORT const PaydeskCryptoV2 *paydesk_crypto_v2()
{
    return &kCryptoV2;
}

extern "C" PAYDESK_CRYPTO_EXPORT const char *paydesk_crypto_version_v1()
{
    return OpenSSL_version(OPENSSL_VERSION);
}
