// SPDX-License-Identifier: GPL-3.0-or-later
#include "Ksuid.h"

#include <QRandomGenerator>

#include <array>

namespace paydesk::sandbox {

namespace {
constexpr qint64 kEpoch = 1400000000;
constexpr char kAlphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr int kLength = 27;
} // namespace

QString Ksuid::make(const char *prefix, const QDateTime &at)
{
    std::array<quint8, 20> bytes {};
    const qint64 secs = qBound<qint64>(0, at.toSecsSinceEpoch() - kEpoch, 0xffffffffLL);
    for (int i = 0; i < 4; ++i)
        bytes[size_t(i)] = quint8((secs >> (8 * (3 - i))) & 0xff);
    std::array<quint32, 4> random {};
    QRandomGenerator::global()->fillRange(random.data(), random.size());
    for (size_t i = 0; i < 16; ++i)
        bytes[4 + i] = quint8(random[i / 4] >> (8 * (i % 4)));

    // Base62 of the 160-bit big-endian number, by repeated division, 32 bits at a time.
    std::array<quint32, 5> number {};
    for (size_t i = 0; i < bytes.size(); ++i)
        number[i / 4] = (number[i / 4] << 8) | bytes[i];
    std::array<char, kLength> out {};
    for (int pos = kLength - 1; pos >= 0; --pos) {
        quint64 remainder = 0;
        for (quint32 &limb : number) {
            const quint64 acc = (remainder << 32) | limb;
            limb = quint32(acc / 62);
            remainder = acc % 62;
        }
        out[size_t(pos)] = kAlphabet[remainder];
    }
    return QString::fromLatin1(prefix) + QString::fromLatin1(out.data(), kLength);
}

bool Ksuid::isValid(QStringView id, const char *prefix)
{
    const QLatin1StringView p(prefix);
    if (!id.startsWith(p) || id.size() != p.size() + kLength)
        return false;
    for (QChar c : id.mid(p.size())) {
        if (!c.isLetterOrNumber() || c.unicode() > 127)
            return false;
    }
    return true;
}

} // namespace paydesk::sandbox
