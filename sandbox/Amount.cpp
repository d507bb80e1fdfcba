// SPDX-License-Identifier: GPL-3.0-or-later
#include "Amount.h"

#include "domain/SpecTables.h"

namespace paydesk::sandbox {

namespace {

constexpr qint64 kMaxMajor = 1'000'000'000'000'000; // 10^15 major units
constexpr int kMaxMajorDigits = 16; // digits of 10^15

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

qint64 powerOfTen(int exponent)
{
    qint64 result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= 10;
    return result;
}

// Digits only (checked by the caller), at most 18 of them: fits in a qint64.
qint64 digitsValue(QStringView digits)
{
    qint64 result = 0;
    for (QChar c : digits)
        result = result * 10 + (c.unicode() - u'0');
    return result;
}

void setWhy(QString *why, const QString &message)
{
    if (why)
        *why = message;
}

} // namespace

int Amount::minorUnits(const QString &currency)
{
    const spec::CurrencyInfo *info = spec::currency(currency);
    return info ? info->minorUnits : -1;
}

std::optional<Amount> Amount::parse(const QString &value, const QString &currency, QString *why)
{
    const int units = minorUnits(currency);
    if (units < 0) {
        setWhy(why, u"cannot be read without a known currency"_qs);
        return std::nullopt;
    }
    const QString malformed = units == 0
        ? u"must be a whole number like 1500, without exponent, grouping or '+'"_qs
        : u"must be a decimal number like 1500.50, without exponent, grouping or '+'"_qs;

    const QStringView text(value);
    qsizetype i = 0;
    const bool negative = !text.isEmpty() && text.front() == u'-';
    if (negative)
        ++i;
    const qsizetype intStart = i;
    while (i < text.size() && isAsciiDigit(text[i]))
        ++i;
    const QStringView intDigits = text.sliced(intStart, i - intStart);
    QStringView fracDigits;
    bool hasPoint = false;
    if (i < text.size() && text[i] == u'.') {
        hasPoint = true;
        const qsizetype fracStart = ++i;
        while (i < text.size() && isAsciiDigit(text[i]))
            ++i;
        fracDigits = text.sliced(fracStart, i - fracStart);
    }
    if (intDigits.isEmpty() || i != text.size() || (hasPoint && fracDigits.isEmpty())) {
        setWhy(why, malformed);
        return std::nullopt;
    }
    if (fracDigits.size() > units) {
        setWhy(why,
               units == 0 ? u"must have no decimals for %1"_qs.arg(currency)
                          : u"must have at most %1 decimals for %2"_qs.arg(units).arg(currency));
        return std::nullopt;
    }

    QStringView significant = intDigits;
    while (significant.size() > 1 && significant.front() == u'0')
        significant = significant.sliced(1);
    const QString tooLarge = u"must not exceed %1 in absolute value"_qs.arg(kMaxMajor);
    if (significant.size() > kMaxMajorDigits) {
        setWhy(why, tooLarge);
        return std::nullopt;
    }
    const qint64 major = digitsValue(significant);
    const qint64 fraction = digitsValue(fracDigits) * powerOfTen(units - int(fracDigits.size()));
    if (major > kMaxMajor || (major == kMaxMajor && fraction > 0)) {
        setWhy(why, tooLarge);
        return std::nullopt;
    }

    const qint64 minor = major * powerOfTen(units) + fraction;
    return Amount {negative ? -minor : minor, currency};
}

QString Amount::toWire() const
{
    const int units = qMax(0, minorUnits(currency));
    const quint64 magnitude = minor < 0 ? quint64(0) - quint64(minor) : quint64(minor);
    const quint64 scale = quint64(powerOfTen(units));
    QString out = QString::number(magnitude / scale);
    if (units > 0)
        out += u'.' + QString::number(magnitude % scale).rightJustified(units, u'0');
    if (minor < 0)
        out.prepend(u'-');
    return out;
}

} // namespace paydesk::sandbox
