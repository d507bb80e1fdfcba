// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/SigningKey.h"

#include "core/Module.h"
#include "operators/CryptoModule.h"
#include "operators/OperatorsLogging.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QList>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace paydesk::operators {

namespace {

constexpr QByteArrayView kFormat = "pdkey1";
// DER of an Ed25519 SubjectPublicKeyInfo (RFC 8410) up to the 32 bytes of the key.
constexpr std::array<unsigned char, 12> kSpkiPrefix {0x30, 0x2a, 0x30, 0x05, 0x06, 0x03,
                                                     0x2b, 0x65, 0x70, 0x03, 0x21, 0x00};

// OpenSSL's Ed25519 and ChaCha20-Poly1305, from the crypto module, loaded on first use (null when
// it cannot be loaded, and the log says why).
const PaydeskCryptoV2 *crypto()
{
    const core::ModuleSymbol symbol
        = core::resolveModuleSymbol(u"paydesk_crypto"_s, PAYDESK_CRYPTO_V2_SYMBOL);
    return symbol.function ? reinterpret_cast<PaydeskCryptoV2Get>(symbol.function)() : nullptr;
}

void wipeBytes(QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    volatile char *p = bytes.data();
    for (qsizetype i = 0; i < bytes.size(); ++i)
        p[i] = 0;
}

// A QByteArray that is wiped when it goes.
struct Wiped
{
    explicit Wiped(qsizetype size)
        : bytes(size, '\0')
    { }
    ~Wiped() { wipeBytes(bytes); }
    Wiped(const Wiped &) = delete;
    Wiped &operator=(const Wiped &) = delete;
    unsigned char *data() { return reinterpret_cast<unsigned char *>(bytes.data()); }
    QByteArray bytes;
};

const unsigned char *u8(const QByteArray &bytes)
{
    return reinterpret_cast<const unsigned char *>(bytes.constData());
}

QString tr(const char *text)
{
    return QCoreApplication::translate("paydesk::operators::SigningKey", text);
}

QByteArray base64(const QByteArray &bytes)
{
    return bytes.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals);
}

// Standard Base64 without padding, and only in the one form base64() writes (a changed unused bit
// of the last character is a changed blob, not the same one).
std::optional<QByteArray> fromBase64(QByteArrayView text, qsizetype expectedSize)
{
    if (text.isEmpty())
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toByteArray(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != expectedSize || base64(decoded.decoded) != text)
        return std::nullopt;
    return decoded.decoded;
}

QByteArray parametersText(const PassphraseHash::Parameters &p)
{
    return "ln=" + QByteArray::number(p.log2Cost) + ",r=" + QByteArray::number(p.blockSize)
        + ",p=" + QByteArray::number(p.parallelism);
}

// What the AEAD authenticates besides the seed: the format, the parameters, the caller's data.
QByteArray aeadData(const QByteArray &parameters, const QByteArray &associatedData)
{
    return kFormat.toByteArray() + '\n' + parameters + '\n' + associatedData;
}

struct Wrapped
{
    PassphraseHash::Parameters parameters;
    QByteArray parametersText;
    QByteArray salt;
    QByteArray nonce;
    QByteArray ciphertext;
    QByteArray tag;
};

std::optional<int> smallNumber(QByteArrayView field, QByteArrayView name)
{
    if (!field.startsWith(name) || field.size() <= name.size() + 1 || field.at(name.size()) != '=')
        return std::nullopt;
    const QByteArrayView digits = field.sliced(name.size() + 1);
    if (digits.size() > 3 || (digits.size() > 1 && digits.at(0) == '0')
        || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return digits.toByteArray().toInt();
}

std::optional<Wrapped> decode(const QByteArray &blob)
{
    // "", "pdkey1", "ln=..,r=..,p=..", salt, nonce, ciphertext+tag
    const QList<QByteArray> parts = blob.split('$');
    if (parts.size() != 6 || !parts.at(0).isEmpty() || parts.at(1) != kFormat)
        return std::nullopt;
    const QList<QByteArray> fields = parts.at(2).split(',');
    if (fields.size() != 3)
        return std::nullopt;
    const std::optional<int> ln = smallNumber(fields.at(0), "ln");
    const std::optional<int> r = smallNumber(fields.at(1), "r");
    const std::optional<int> p = smallNumber(fields.at(2), "p");
    if (!ln || !r || !p)
        return std::nullopt;
    Wrapped w;
    w.parameters = {*ln, *r, *p};
    w.parametersText = parts.at(2);
    if (!PassphraseHash::isAcceptable(w.parameters) || parametersText(w.parameters) != w.parametersText)
        return std::nullopt;
    const auto salt = fromBase64(parts.at(3), SigningKey::saltBytes);
    const auto nonce = fromBase64(parts.at(4), SigningKey::nonceBytes);
    const auto sealed = fromBase64(parts.at(5), SigningKey::seedBytes + SigningKey::tagBytes);
    if (!salt || !nonce || !sealed)
        return std::nullopt;
    w.salt = *salt;
    w.nonce = *nonce;
    w.ciphertext = sealed->left(SigningKey::seedBytes);
    w.tag = sealed->mid(SigningKey::seedBytes);
    return w;
}

} // namespace

SigningKey::~SigningKey()
{
    wipe();
}

SigningKey::SigningKey(SigningKey &&other) noexcept
    : m_seed(std::exchange(other.m_seed, {}))
    , m_publicKey(std::exchange(other.m_publicKey, {}))
{ }

SigningKey &SigningKey::operator=(SigningKey &&other) noexcept
{
    if (this != &other) {
        wipe();
        m_seed = std::exchange(other.m_seed, {});
        m_publicKey = std::exchange(other.m_publicKey, {});
    }
    return *this;
}

void SigningKey::wipe()
{
    wipeBytes(m_seed);
    m_seed.clear();
    m_publicKey.clear();
}

SigningKey SigningKey::generate()
{
    const PaydeskCryptoV2 *c = crypto();
    Wiped seed(seedBytes);
    if (!c || c->randomBytes(seed.data(), seedBytes) != 1) {
        qCWarning(lcOperators) << "no signing key: the crypto module or RAND_bytes failed";
        return {};
    }
    std::optional<SigningKey> key = fromSeed(seed.bytes);
    return key ? std::move(*key) : SigningKey();
}

std::optional<SigningKey> SigningKey::fromSeed(const QByteArray &seed)
{
    const PaydeskCryptoV2 *c = crypto();
    if (!c || seed.size() != seedBytes)
        return std::nullopt;
    SigningKey key;
    key.m_seed = QByteArray(seed.constData(), seed.size()); // our own buffer, wiped by ~SigningKey
    key.m_publicKey = QByteArray(publicKeyBytes, '\0');
    if (c->ed25519PublicKey(u8(key.m_seed), reinterpret_cast<unsigned char *>(key.m_publicKey.data())) != 1) {
        qCWarning(lcOperators) << "no Ed25519 public key: OpenSSL failed";
        return std::nullopt;
    }
    return key;
}

QString SigningKey::fingerprint(const QByteArray &publicKey)
{
    if (publicKey.size() != publicKeyBytes)
        return {};
    const QByteArray hex = QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256).left(16).toHex();
    QStringList groups;
    for (qsizetype i = 0; i < hex.size(); i += 4)
        groups << QString::fromLatin1(hex.mid(i, 4));
    return groups.join(u' ');
}

QByteArray SigningKey::publicKeyPem(const QByteArray &raw)
{
    if (raw.size() != publicKeyBytes)
        return {};
    const QByteArray der
        = QByteArray(reinterpret_cast<const char *>(kSpkiPrefix.data()), qsizetype(kSpkiPrefix.size())) + raw;
    return "-----BEGIN PUBLIC KEY-----\n" + der.toBase64() + "\n-----END PUBLIC KEY-----\n";
}

QByteArray SigningKey::wrap(const QString &passphrase, const QByteArray &associatedData,
                            const PassphraseHash::Parameters &parameters) const
{
    const PaydeskCryptoV2 *c = crypto();
    if (isNull() || !c || !PassphraseHash::isAcceptable(parameters))
        return {};
    QByteArray salt(saltBytes, '\0');
    QByteArray nonce(nonceBytes, '\0');
    if (c->randomBytes(reinterpret_cast<unsigned char *>(salt.data()), saltBytes) != 1
        || c->randomBytes(reinterpret_cast<unsigned char *>(nonce.data()), nonceBytes) != 1) {
        qCWarning(lcOperators) << "no salt or nonce: RAND_bytes failed";
        return {};
    }
    Wiped kek(32);
    if (!PassphraseHash::deriveKey(passphrase, salt, parameters, kek.bytes))
        return {};
    const QByteArray params = parametersText(parameters);
    const QByteArray aad = aeadData(params, associatedData);
    QByteArray sealed(seedBytes + tagBytes, '\0');
    unsigned char *out = reinterpret_cast<unsigned char *>(sealed.data());
    if (c->aeadSeal(kek.data(), u8(nonce), u8(aad), size_t(aad.size()), u8(m_seed), size_t(seedBytes), out,
                    out + seedBytes)
        != 1) {
        qCWarning(lcOperators) << "ChaCha20-Poly1305 failed";
        return {};
    }
    return "$" + kFormat.toByteArray() + "$" + params + "$" + base64(salt) + "$" + base64(nonce) + "$"
        + base64(sealed);
}

std::optional<SigningKey> SigningKey::unwrap(const QByteArray &wrapped, const QString &passphrase,
                                             const QByteArray &associatedData, QString *why)
{
    const auto fail = [why](const char *reason) -> std::optional<SigningKey> {
        if (why)
            *why = tr(reason);
        return std::nullopt;
    };
    const std::optional<Wrapped> w = decode(wrapped);
    if (!w)
        return fail(
            QT_TRANSLATE_NOOP("paydesk::operators::SigningKey",
                              "The signing key cannot be read: it is damaged or not a Paydesk signing key."));
    const PaydeskCryptoV2 *c = crypto();
    Wiped kek(32);
    if (!c || !PassphraseHash::deriveKey(passphrase, w->salt, w->parameters, kek.bytes))
        return fail(
            QT_TRANSLATE_NOOP("paydesk::operators::SigningKey",
                              "The signing key cannot be opened: Paydesk's crypto module is not available."));
    const QByteArray aad = aeadData(w->parametersText, associatedData);
    Wiped seed(seedBytes);
    if (c->aeadOpen(kek.data(), u8(w->nonce), u8(aad), size_t(aad.size()), u8(w->ciphertext),
                    size_t(seedBytes), u8(w->tag), seed.data())
        != 1)
        return fail(
            QT_TRANSLATE_NOOP("paydesk::operators::SigningKey",
                              "The signing key does not open: the passphrase is wrong, or the key was "
                              "changed or belongs to another operator."));
    std::optional<SigningKey> key = fromSeed(seed.bytes);
    if (!key)
        return fail(
            QT_TRANSLATE_NOOP("paydesk::operators::SigningKey",
                              "The signing key cannot be opened: Paydesk's crypto module is not available."));
    return key;
}

QByteArray SigningKey::rewrap(const QByteArray &wrapped, const QString &oldPassphrase,
                              const QString &newPassphrase, const QByteArray &associatedData, QString *why,
                              const PassphraseHash::Parameters &parameters)
{
    const std::optional<SigningKey> key = unwrap(wrapped, oldPassphrase, associatedData, why);
    return key ? key->wrap(newPassphrase, associatedData, parameters) : QByteArray();
}

std::optional<PassphraseHash::Parameters> SigningKey::wrappedParameters(const QByteArray &wrapped)
{
    const std::optional<Wrapped> w = decode(wrapped);
    return w ? std::optional(w->parameters) : std::nullopt;
}

QByteArray SigningKey::sign(const QByteArray &message) const
{
    const PaydeskCryptoV2 *c = crypto();
    if (isNull() || !c)
        return {};
    QByteArray signature(signatureBytes, '\0');
    if (c->ed25519Sign(u8(m_seed), u8(message), size_t(message.size()),
                       reinterpret_cast<unsigned char *>(signature.data()))
        != 1) {
        qCWarning(lcOperators) << "Ed25519 signing failed";
        return {};
    }
    return signature;
}

bool SigningKey::verify(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature)
{
    if (publicKey.size() != publicKeyBytes || signature.size() != signatureBytes)
        return false;
    const PaydeskCryptoV2 *c = crypto();
    return c && c->ed25519Verify(u8(publicKey), u8(message), size_t(message.size()), u8(signature)) == 1;
}

} // namespace paydesk::operators
