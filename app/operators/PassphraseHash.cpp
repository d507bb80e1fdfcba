// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/PassphraseHash.h"

#include "core/Module.h"
#include "operators/CryptoModule.h"
#include "operators/OperatorsLogging.h"

#include <QByteArray>
#include <QStringList>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace paydesk::operators {

namespace {

constexpr QStringView kAlgorithm = u"scrypt";
constexpr quint64 kMaxMemory = quint64(1) << 30; // 1 GiB: the most a stored string may ask for

// OpenSSL's scrypt and random bytes, from the crypto module, loaded on first use (null when it
// cannot be loaded: nothing can be hashed or checked then, and the log says why).
const PaydeskCrypto *crypto()
{
    const core::ModuleSymbol symbol = core::resolveModuleSymbol(u"paydesk_crypto"_s, PAYDESK_CRYPTO_SYMBOL);
    return symbol.function ? reinterpret_cast<PaydeskCryptoGet>(symbol.function)() : nullptr;
}

// Zeroes memory in a way the compiler may not leave out (the bytes are not read again).
void wipeBytes(void *data, size_t size)
{
    volatile unsigned char *p = static_cast<volatile unsigned char *>(data);
    for (size_t i = 0; i < size; ++i)
        p[i] = 0;
}

// Equal bytes, in a time that depends only on the length.
bool equalInConstantTime(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return difference == 0;
}

// A byte array of this code's own that is wiped when it goes.
class Secret
{
public:
    explicit Secret(QByteArray bytes)
        : m_bytes(std::move(bytes))
    { }
    explicit Secret(qsizetype size)
        : m_bytes(size, '\0')
    { }
    ~Secret() { wipe(); }
    Secret(const Secret &) = delete;
    Secret &operator=(const Secret &) = delete;

    QByteArray &bytes() { return m_bytes; }
    void wipe()
    {
        if (!m_bytes.isEmpty())
            wipeBytes(m_bytes.data(), size_t(m_bytes.size()));
    }

private:
    QByteArray m_bytes;
};

// The bytes that are hashed: the UTF-8 of the passphrase's NFC form. The intermediate copy is
// wiped here; the result is wiped by its Secret.
QByteArray passphraseBytes(const QString &passphrase)
{
    QString normalized = passphrase.normalized(QString::NormalizationForm_C);
    QByteArray utf8 = normalized.toUtf8();
    if (!normalized.isEmpty()) {
        QChar *data = normalized.data(); // detaches: wipes our copy, never the caller's
        wipeBytes(data, size_t(normalized.size()) * sizeof(QChar));
    }
    return utf8;
}

quint64 memoryNeeded(const PassphraseHash::Parameters &p)
{
    // What EVP_PBE_scrypt allocates: 128 * r * (N + 2) for V, 128 * r * p for B, with room to spare.
    const quint64 n = quint64(1) << p.log2Cost;
    return 128 * quint64(p.blockSize) * (n + 2) + 128 * quint64(p.blockSize) * quint64(p.parallelism) + 4096;
}

bool derive(QByteArray &passphrase, const QByteArray &salt, const PassphraseHash::Parameters &p,
            QByteArray &key)
{
    const PaydeskCrypto *c = crypto();
    if (!c)
        return false;
    const int ok
        = c->scrypt(passphrase.constData(), size_t(passphrase.size()),
                    reinterpret_cast<const unsigned char *>(salt.constData()), size_t(salt.size()),
                    quint64(1) << p.log2Cost, quint64(p.blockSize), quint64(p.parallelism), memoryNeeded(p),
                    reinterpret_cast<unsigned char *>(key.data()), size_t(key.size()));
    if (ok != 1)
        qCWarning(lcOperators) << "scrypt failed (ln" << p.log2Cost << "r" << p.blockSize << "p"
                               << p.parallelism << ")";
    return ok == 1;
}

QString base64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
}

std::optional<QByteArray> fromBase64(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    for (const QChar c : text) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'+' && c != u'/')
            return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    return decoded.decoded;
}

} // namespace

bool PassphraseHash::isAcceptable(const Parameters &p)
{
    if (p.log2Cost < 10 || p.log2Cost > 22 || p.blockSize < 1 || p.blockSize > 32 || p.parallelism < 1
        || p.parallelism > 16)
        return false;
    return memoryNeeded(p) <= kMaxMemory;
}

QString PassphraseHash::hash(const QString &passphrase, const Parameters &parameters)
{
    if (!isAcceptable(parameters))
        return {};
    QByteArray salt(saltBytes, '\0');
    const PaydeskCrypto *c = crypto();
    if (!c || c->randomBytes(reinterpret_cast<unsigned char *>(salt.data()), saltBytes) != 1) {
        qCWarning(lcOperators) << "no random salt: RAND_bytes failed";
        return {};
    }
    Secret secret(passphraseBytes(passphrase));
    Secret key(hashBytes);
    if (!derive(secret.bytes(), salt, parameters, key.bytes()))
        return {};
    return u"$%1$ln=%2,r=%3,p=%4$%5$%6"_s.arg(kAlgorithm)
        .arg(parameters.log2Cost)
        .arg(parameters.blockSize)
        .arg(parameters.parallelism)
        .arg(base64(salt), base64(key.bytes()));
}

std::optional<PassphraseHash::Decoded> PassphraseHash::decode(QStringView encoded)
{
    // "", "scrypt", "ln=..,r=..,p=..", salt, hash
    const QList<QStringView> parts = encoded.split(u'$');
    if (parts.size() != 5 || !parts.at(0).isEmpty() || parts.at(1) != kAlgorithm)
        return std::nullopt;
    Decoded d;
    const QList<QStringView> fields = parts.at(2).split(u',');
    if (fields.size() != 3)
        return std::nullopt;
    const std::array<std::pair<QStringView, int *>, 3> expected {{
        {u"ln", &d.parameters.log2Cost},
        {u"r", &d.parameters.blockSize},
        {u"p", &d.parameters.parallelism},
    }};
    for (qsizetype i = 0; i < 3; ++i) {
        const QStringView field = fields.at(i);
        const qsizetype eq = field.indexOf(u'=');
        if (eq <= 0 || field.left(eq) != expected.at(i).first)
            return std::nullopt;
        const QStringView digits = field.mid(eq + 1);
        if (digits.isEmpty() || digits.size() > 3
            || !std::all_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
            return std::nullopt;
        *expected.at(i).second = digits.toInt();
    }
    if (!isAcceptable(d.parameters))
        return std::nullopt;
    const std::optional<QByteArray> salt = fromBase64(parts.at(3));
    const std::optional<QByteArray> hash = fromBase64(parts.at(4));
    if (!salt || !hash || salt->size() < 8 || salt->size() > 64 || hash->size() < 16 || hash->size() > 64)
        return std::nullopt;
    d.salt = *salt;
    d.hash = *hash;
    return d;
}

bool PassphraseHash::verify(const QString &passphrase, QStringView encoded)
{
    const std::optional<Decoded> d = decode(encoded);
    if (!d)
        return false;
    Secret secret(passphraseBytes(passphrase));
    Secret key(d->hash.size());
    if (!derive(secret.bytes(), d->salt, d->parameters, key.bytes()))
        return false;
    return equalInConstantTime(key.bytes(), d->hash);
}

bool PassphraseHash::deriveKey(const QString &passphrase, const QByteArray &salt,
                               const Parameters &parameters, QByteArray &key)
{
    if (!isAcceptable(parameters) || salt.isEmpty() || key.isEmpty())
        return false;
    Secret secret(passphraseBytes(passphrase));
    return derive(secret.bytes(), salt, parameters, key);
}

bool PassphraseHash::needsRehash(QStringView encoded, const Parameters &policy)
{
    const std::optional<Decoded> d = decode(encoded);
    if (!d)
        return true;
    return d->parameters.log2Cost < policy.log2Cost || d->parameters.blockSize < policy.blockSize
        || d->parameters.parallelism < policy.parallelism || d->salt.size() < saltBytes
        || d->hash.size() < hashBytes;
}

} // namespace paydesk::operators
