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

    // Base62 of the 160-bit big-endian number, by repeated division.
    std::array<char, kLength> out {};
    std::array<quint8, 20> number = bytes;
    for (int pos = kLength - 1; pos >= 0; --pos) {
        quint32 remainder = 0;
        for (quint8 &digit : number) {
            const quint32 acc = (remainder << 8) | digit;
            digit = quint8(acc / 62);
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
