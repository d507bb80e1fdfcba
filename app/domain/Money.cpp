// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain/Money.h"

#include "domain/SpecTables.h"

#include <QCoreApplication>
#include <QDebug>
#include <QList>
#include <QtNumeric>

#include <limits>
#include <utility>

namespace paydesk {

namespace {

constexpr char16_t kNoBreakSpace = u'\u00A0';
constexpr char16_t kNarrowNoBreakSpace = u'\u202F';
constexpr char16_t kMinusSign = u'\u2212';
constexpr char16_t kRightSingleQuotationMark = u'\u2019';

// Minor units of an ISO 4217 currency are 0 to 4 in practice; 10^18 is the largest power of ten
// that fits in a qint64.
constexpr int kMaxExponent = 18;

constexpr qint64 powerOfTen(int exponent)
{
    qint64 result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= 10;
    return result;
}

const spec::CurrencyInfo *currencyInfo(QStringView code)
{
    const spec::CurrencyInfo *info = spec::currency(code);
    Q_ASSERT(!info || (info->minorUnits >= 0 && info->minorUnits <= kMaxExponent));
    return info;
}

// The code of `info` as one QString shared by every Money in that currency: reading a page of
// amounts allocates no currency text.
QString codeOf(const spec::CurrencyInfo &info)
{
    static const QList<QString> codes = [] {
        QList<QString> list;
        for (const spec::CurrencyInfo &c : spec::currencies())
            list << QString::fromLatin1(c.code);
        return list;
    }();
    return codes.at(&info - spec::currencies().data());
}

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// Left-to-right, right-to-left and Arabic letter marks: part of some locales' negative sign and
// of what is copied from right-to-left text.
bool isBidiMark(QChar c)
{
    return c == u'\u200E' || c == u'\u200F' || c == u'\u061C';
}

QString withoutBidiMarks(QStringView text)
{
    QString result;
    result.reserve(text.size());
    for (QChar c : text) {
        if (!isBidiMark(c))
            result.append(c);
    }
    return result;
}

// The text as quoted in an error message: a long text is cut short.
QString quoted(QStringView text)
{
    constexpr qsizetype maxLength = 40;
    if (text.size() <= maxLength)
        return text.toString();
    return text.left(maxLength).toString() + u'\u2026';
}

QString errorString(Money::ParseError error, QStringView text, const spec::CurrencyInfo *info,
                    QStringView currency, const QLocale &locale)
{
    switch (error) {
    case Money::ParseError::None:
        return {};
    case Money::ParseError::Empty:
        return QCoreApplication::translate("Money", "The amount is empty.");
    case Money::ParseError::Malformed:
        return QCoreApplication::translate("Money", "\u201C%1\u201D is not an amount.").arg(quoted(text));
    case Money::ParseError::TooManyDecimals:
        Q_ASSERT(info);
        if (info->minorUnits == 0) {
            return QCoreApplication::translate(
                       "Money", "\u201C%1\u201D has decimals, but %2 amounts are whole numbers.")
                .arg(quoted(text), QString::fromLatin1(info->code));
        }
        return QCoreApplication::translate(
                   "Money",
                   "\u201C%1\u201D has too many decimals: %2 amounts have at most %n decimal place(s).",
                   nullptr, info->minorUnits)
            .arg(quoted(text), QString::fromLatin1(info->code));
    case Money::ParseError::OutOfRange:
        return QCoreApplication::translate("Money", "\u201C%1\u201D is too large for an amount.")
            .arg(quoted(text));
    case Money::ParseError::UnknownCurrency:
        return QCoreApplication::translate("Money", "\u201C%1\u201D is not a currency that Paydesk knows.")
            .arg(quoted(currency));
    case Money::ParseError::MisplacedGroupSeparator:
        return QCoreApplication::translate(
                   "Money",
                   "\u201C%1\u201D has a digit group separator in the wrong place (the decimal separator is "
                   "\u201C%2\u201D).")
            .arg(quoted(text), locale.decimalPoint());
    }
    Q_UNREACHABLE();
    return {};
}

MoneyParseResult failure(Money::ParseError error, QStringView text, const spec::CurrencyInfo *info,
                         QStringView currency, const QLocale &locale = QLocale::c())
{
    MoneyParseResult result;
    result.error = error;
    result.errorString = errorString(error, text, info, currency, locale);
    return result;
}

// Parses the wire form; `shown` is the text that error messages quote.
MoneyParseResult parseWire(QStringView value, const spec::CurrencyInfo &info, QStringView shown)
{
    const QString currency = codeOf(info);
    const auto fail = [&](Money::ParseError error) { return failure(error, shown, &info, currency); };

    if (value.isEmpty())
        return fail(Money::ParseError::Empty);

    const qsizetype size = value.size();
    qsizetype i = 0;
    const bool negative = value.front() == u'-';
    if (negative)
        ++i;
    const qsizetype integerBegin = i;
    while (i < size && isAsciiDigit(value[i]))
        ++i;
    const qsizetype integerEnd = i;
    if (integerEnd == integerBegin)
        return fail(Money::ParseError::Malformed); // "", "-", ".5", "+5", " 5"

    bool hasPoint = false;
    qsizetype fractionBegin = i;
    qsizetype fractionEnd = i;
    if (i < size && value[i] == u'.') {
        hasPoint = true;
        fractionBegin = ++i;
        while (i < size && isAsciiDigit(value[i]))
            ++i;
        fractionEnd = i;
        if (fractionEnd == fractionBegin)
            return fail(Money::ParseError::Malformed); // "5.", "5.x"
    }
    if (i != size)
        return fail(Money::ParseError::Malformed); // "1e5", "1,000", "5 ", "0x10", "1.2.3"

    const qsizetype fractionDigits = fractionEnd - fractionBegin;
    if (hasPoint && fractionDigits > info.minorUnits)
        return fail(Money::ParseError::TooManyDecimals);

    // The digits of the integer part and the fraction together are the count of minor units,
    // short of the fraction digits that were left out ("1.5" is 150 for KES).
    qint64 magnitude = 0;
    const auto push = [&magnitude](QChar digit) {
        return !qMulOverflow(magnitude, qint64(10), &magnitude)
            && !qAddOverflow(magnitude, qint64(digit.unicode() - u'0'), &magnitude);
    };
    for (qsizetype k = integerBegin; k < integerEnd; ++k) {
        if (!push(value[k]))
            return fail(Money::ParseError::OutOfRange);
    }
    for (qsizetype k = fractionBegin; k < fractionEnd; ++k) {
        if (!push(value[k]))
            return fail(Money::ParseError::OutOfRange);
    }
    if (qMulOverflow(magnitude, powerOfTen(info.minorUnits - int(fractionDigits)), &magnitude))
        return fail(Money::ParseError::OutOfRange);

    MoneyParseResult result;
    result.money = Money::fromMinorUnits(negative ? -magnitude : magnitude, currency);
    Q_ASSERT(result.money.isValid());
    return result;
}

// Number of digits (code points) in each group of a formatted, non-negative integer.
QList<qsizetype> groupSizes(QStringView formatted, QStringView separator)
{
    QList<qsizetype> sizes;
    for (QStringView group : formatted.split(separator)) {
        qsizetype digits = 0;
        for (QChar c : group) {
            if (!c.isLowSurrogate())
                ++digits;
        }
        sizes.append(digits);
    }
    return sizes;
}

// Whether the sizes of the digit groups that a person typed (most significant first) are as the
// locale groups: either exactly as QLocale::toString() groups `integerPart`, or the last group of
// the primary size, the ones before it of the secondary size (en_IN: 12,34,567) and the first one
// no larger. The latter accepts "1 234" in a locale with a minimum grouping (pl_PL and es_ES write
// 1234), the former what Qt writes for such a locale ("1234 567" in Qt 6.4).
bool groupingMatchesLocale(const QList<qsizetype> &typed, const QLocale &locale, quint64 integerPart)
{
    QLocale grouping = locale;
    grouping.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    const QString separator = grouping.groupSeparator();
    if (typed == groupSizes(grouping.toString(qulonglong(integerPart)), separator))
        return true;
    const QList<qsizetype> pattern
        = groupSizes(grouping.toString(std::numeric_limits<qulonglong>::max()), separator);
    if (pattern.size() < 3 || typed.size() < 2)
        return false;
    const qsizetype primary = pattern.constLast();
    const qsizetype secondary = pattern.at(pattern.size() - 2);
    if (typed.constLast() != primary)
        return false;
    for (qsizetype k = 1; k < typed.size() - 1; ++k) {
        if (typed.at(k) != secondary)
            return false;
    }
    return typed.constFirst() >= 1 && typed.constFirst() <= secondary;
}

bool isWhiteSpace(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (QChar c : text) {
        if (!c.isSpace())
            return false;
    }
    return true;
}

// The text at `position` starts with one of `candidates`: its length, else 0.
qsizetype matchAt(QStringView text, qsizetype position, const QList<QString> &candidates)
{
    const QStringView rest = text.mid(position);
    for (const QString &candidate : candidates) {
        if (!candidate.isEmpty() && rest.startsWith(candidate))
            return candidate.size();
    }
    return 0;
}

// The currency code and what separates it from the number, before and after the number, as the
// locale places a currency symbol.
std::pair<QString, QString> currencyAffixes(const QLocale &locale, const QString &code)
{
    const QString probe = locale.toCurrencyString(qlonglong(1), code);
    const QString one = locale.toString(qlonglong(1));
    const qsizetype number = probe.indexOf(one);
    if (number < 0 || !probe.contains(code))
        return {code + kNoBreakSpace, QString()};
    QString prefix = probe.left(number);
    QString suffix = probe.mid(number + one.size());
    if (prefix.endsWith(code))
        prefix.append(kNoBreakSpace);
    if (suffix.startsWith(code))
        suffix.prepend(kNoBreakSpace);
    return {prefix, suffix};
}

} // namespace

Money::Money(qint64 minorUnits, QString currency)
    : m_minorUnits(minorUnits)
    , m_currency(std::move(currency))
{ }

Money Money::fromMinorUnits(qint64 minorUnits, QStringView currency)
{
    const spec::CurrencyInfo *info = currencyInfo(currency);
    if (!info || minorUnits == std::numeric_limits<qint64>::min())
        return {};
    return Money(minorUnits, codeOf(*info));
}

Money Money::zero(QStringView currency)
{
    return fromMinorUnits(0, currency);
}

bool Money::isKnownCurrency(QStringView currency)
{
    return currencyInfo(currency) != nullptr;
}

MoneyParseResult Money::parse(QStringView value, QStringView currency)
{
    const spec::CurrencyInfo *info = currencyInfo(currency);
    if (!info)
        return failure(ParseError::UnknownCurrency, value, nullptr, currency);
    return parseWire(value, *info, value);
}

MoneyParseResult Money::parseUserInput(QStringView text, QStringView currency, const QLocale &locale)
{
    const spec::CurrencyInfo *info = currencyInfo(currency);
    const auto fail = [&](ParseError error) { return failure(error, text, info, currency, locale); };
    if (!info)
        return fail(ParseError::UnknownCurrency);

    const QString cleaned = withoutBidiMarks(text).trimmed();
    if (cleaned.isEmpty())
        return fail(ParseError::Empty);

    qsizetype position = 0;
    bool negative = false;
    const QString localeNegative = withoutBidiMarks(locale.negativeSign());
    if (!localeNegative.isEmpty() && cleaned.startsWith(localeNegative)) {
        negative = true;
        position = localeNegative.size();
    } else if (cleaned.front() == u'-' || cleaned.front() == kMinusSign) {
        negative = true;
        position = 1;
    }

    QList<QString> groupSeparators {locale.groupSeparator()};
    if (isWhiteSpace(locale.groupSeparator())) {
        groupSeparators << QStringLiteral(" ") << QString(kNoBreakSpace) << QString(kNarrowNoBreakSpace);
    } else if (locale.groupSeparator() == QStringView(&kRightSingleQuotationMark, 1)) {
        groupSeparators << QStringLiteral("'");
    }
    QList<QString> decimalPoints {locale.decimalPoint()};
    if (!groupSeparators.contains(QStringLiteral(".")))
        decimalPoints << QStringLiteral(".");

    // The locale's own digits (Arabic-Indic in ar_EG, Bengali in bn_BD) besides ASCII ones.
    const QString zero = locale.zeroDigit();
    const char16_t nativeZero = zero.size() == 1 ? zero.front().unicode() : u'0';
    const auto digitValue = [nativeZero](QChar c) {
        if (isAsciiDigit(c))
            return int(c.unicode() - u'0');
        if (c.unicode() >= nativeZero && c.unicode() <= nativeZero + 9)
            return int(c.unicode() - nativeZero);
        return -1;
    };

    QString integerDigits;
    QString fractionDigits;
    bool hasPoint = false;
    QList<qsizetype> typedGroups;
    qsizetype currentGroup = 0;
    const QStringView rest(cleaned);
    while (position < rest.size()) {
        const int digit = digitValue(rest[position]);
        if (digit >= 0) {
            (hasPoint ? fractionDigits : integerDigits).append(QChar(u'0' + digit));
            if (!hasPoint)
                ++currentGroup;
            ++position;
            continue;
        }
        if (!hasPoint) {
            if (const qsizetype length = matchAt(rest, position, groupSeparators)) {
                if (currentGroup == 0)
                    return fail(ParseError::Malformed); // leading or doubled separator
                typedGroups.append(currentGroup);
                currentGroup = 0;
                position += length;
                continue;
            }
            if (const qsizetype length = matchAt(rest, position, decimalPoints)) {
                if (!typedGroups.isEmpty() && currentGroup == 0)
                    return fail(ParseError::Malformed); // "1,.5"
                hasPoint = true;
                position += length;
                continue;
            }
        }
        return fail(ParseError::Malformed);
    }
    if (!typedGroups.isEmpty() && currentGroup == 0)
        return fail(ParseError::Malformed); // trailing separator
    if (integerDigits.isEmpty() && fractionDigits.isEmpty())
        return fail(ParseError::Malformed); // "-", "."
    if (hasPoint && info->minorUnits == 0)
        return fail(ParseError::TooManyDecimals); // "1500." for UGX

    QString wire;
    if (negative)
        wire.append(u'-');
    wire.append(integerDigits.isEmpty() ? QStringLiteral("0") : integerDigits);
    if (!fractionDigits.isEmpty())
        wire.append(u'.' + fractionDigits);

    MoneyParseResult result = parseWire(wire, *info, text);
    if (!result)
        return result;
    if (!typedGroups.isEmpty()) {
        typedGroups.append(currentGroup);
        const auto magnitude = quint64(qAbs(result.money.minorUnits()));
        if (!groupingMatchesLocale(typedGroups, locale, magnitude / quint64(powerOfTen(info->minorUnits))))
            return fail(ParseError::MisplacedGroupSeparator);
    }
    return result;
}

int Money::currencyMinorUnits() const
{
    const spec::CurrencyInfo *info = currencyInfo(m_currency);
    return info ? info->minorUnits : -1;
}

Money Money::negated() const
{
    return isValid() ? Money(-m_minorUnits, m_currency) : Money();
}

Money Money::abs() const
{
    return isNegative() ? negated() : *this;
}

std::optional<Money> Money::checkedAdd(const Money &other) const
{
    qint64 sum = 0;
    if (!isValid() || other.m_currency != m_currency || qAddOverflow(m_minorUnits, other.m_minorUnits, &sum)
        || sum == std::numeric_limits<qint64>::min()) {
        return std::nullopt;
    }
    return Money(sum, m_currency);
}

std::optional<Money> Money::checkedSubtract(const Money &other) const
{
    qint64 difference = 0;
    if (!isValid() || other.m_currency != m_currency
        || qSubOverflow(m_minorUnits, other.m_minorUnits, &difference)
        || difference == std::numeric_limits<qint64>::min()) {
        return std::nullopt;
    }
    return Money(difference, m_currency);
}

QLatin1StringView Money::toWire(std::array<char, 24> &buffer) const
{
    if (!isValid())
        return {};
    const int exponent = currencyMinorUnits();
    auto magnitude = quint64(m_minorUnits < 0 ? -m_minorUnits : m_minorUnits);
    // Digits from the right: exactly `exponent` fraction digits, then the integer part (at least
    // one digit), then the sign.
    size_t at = buffer.size();
    for (int i = 0; i < exponent; ++i, magnitude /= 10)
        buffer[--at] = char('0' + magnitude % 10);
    if (exponent > 0)
        buffer[--at] = '.';
    do {
        buffer[--at] = char('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (m_minorUnits < 0)
        buffer[--at] = '-';
    return QLatin1StringView(buffer.data() + at, qsizetype(buffer.size() - at));
}

QString Money::toWire() const
{
    std::array<char, 24> buffer;
    return QString(toWire(buffer));
}

QString Money::toDisplay(const QLocale &locale) const
{
    if (!isValid())
        return {};
    const int exponent = currencyMinorUnits();
    const auto magnitude = quint64(m_minorUnits < 0 ? -m_minorUnits : m_minorUnits);
    const auto scale = quint64(powerOfTen(exponent));
    QString result = locale.toString(qulonglong(magnitude / scale));
    if (exponent > 0) {
        QLocale ungrouped = locale;
        ungrouped.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
        // In the locale's digits: scale + fraction without its leading one.
        const QString one = ungrouped.toString(qulonglong(1));
        result += locale.decimalPoint()
            + ungrouped.toString(qulonglong(scale + magnitude % scale)).mid(one.size());
    }
    if (m_minorUnits < 0)
        result.prepend(locale.negativeSign());
    return result;
}

QString Money::toDisplayWithCurrency(const QLocale &locale) const
{
    if (!isValid())
        return {};
    const auto [prefix, suffix] = currencyAffixes(locale, m_currency);
    return prefix + toDisplay(locale) + suffix;
}

QDebug operator<<(QDebug debug, const Money &money)
{
    const QDebugStateSaver saver(debug);
    debug.nospace();
    if (!money.isValid())
        return debug << "Money(invalid)";
    return debug << "Money(" << money.currency() << ' ' << money.toWire() << ')';
}

} // namespace paydesk
