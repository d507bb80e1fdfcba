// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An exact amount of money in one currency (shared/spec/decisions.md, "Money and balances").
//
// The amount is a whole number of the currency's minor units (ISO 4217 exponent, from
// spec::currency()): KES 1500.50 is 150050 minor units, UGX 1500 is 1500. There is no floating
// point anywhere, neither in arithmetic nor in parsing or formatting.
//
// The representable range is symmetric: -(2^63 - 1) .. 2^63 - 1 minor units. The one qint64 value
// without a positive counterpart is refused, so that negated() and abs() can never overflow.
//
// A default-constructed Money is invalid: it has no currency. Every operation on an invalid Money
// gives an invalid Money, an empty string, nullopt or "unordered".

#include <QHashFunctions>
#include <QLatin1StringView>
#include <QLocale>
#include <QMetaType>
#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <array>
#include <compare>
#include <optional>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace paydesk {

struct MoneyParseResult;

class Money
{
    Q_GADGET
public:
    enum class ParseError {
        None, // parsed
        Empty, // nothing but white space
        Malformed, // not an amount: letters, '+', exponent, misplaced sign or separator, ...
        TooManyDecimals, // more fraction digits than the currency has minor units; never rounded
        OutOfRange, // the number of minor units does not fit in the representable range
        UnknownCurrency, // not a currency of spec::currencies()
        MisplacedGroupSeparator, // parseUserInput(): digit grouping not as the locale groups
    };
    Q_ENUM(ParseError)

    Money() = default; // invalid

    // Invalid when the currency is unknown or minorUnits is the smallest qint64.
    static Money fromMinorUnits(qint64 minorUnits, QStringView currency);
    static Money zero(QStringView currency); // invalid when the currency is unknown

    // The wire form of the service: optional '-', ASCII digits, optional '.' followed by 1 to
    // currencyMinorUnits() digits. No exponent, grouping, '+', white space, leading or trailing '.';
    // no '.' at all for a currency without minor units ("1500.0" is refused for UGX).
    static MoneyParseResult parse(QStringView value, QStringView currency);

    // What a person types, read with the locale's decimal point and digit group separator.
    // Accepted on top of the wire form: white space and bidirectional marks around the amount,
    // the locale's negative sign and U+2212, the locale's digits, '.' as decimal point unless '.'
    // groups digits in the locale, ".5" and "5." (but no '.' for a currency without minor units).
    // Group separators are optional, but when present they must be where the locale puts them
    // ("1,50" is refused in en_US rather than read as 150). Where the locale groups with a space,
    // any of U+0020, U+00A0 and U+202F is accepted; where it groups with U+2019, so is '\''.
    // Too many decimals are refused, never rounded.
    static MoneyParseResult parseUserInput(QStringView text, QStringView currency,
                                           const QLocale &locale = QLocale());

    static bool isKnownCurrency(QStringView currency);

    bool isValid() const { return !m_currency.isEmpty(); }
    QString currency() const { return m_currency; } // ISO 4217 code, empty when invalid
    qint64 minorUnits() const { return m_minorUnits; } // 150050 for KES 1500.50
    int currencyMinorUnits() const; // ISO 4217 exponent: 2 for KES, 0 for UGX; -1 when invalid

    int sign() const { return m_minorUnits < 0 ? -1 : (m_minorUnits > 0 ? 1 : 0); }
    bool isZero() const { return isValid() && m_minorUnits == 0; }
    bool isNegative() const { return m_minorUnits < 0; }
    bool isPositive() const { return m_minorUnits > 0; }

    Money negated() const;
    Money abs() const;

    // nullopt when either is invalid, the currencies differ or the result is out of range.
    std::optional<Money> checkedAdd(const Money &other) const;
    std::optional<Money> checkedSubtract(const Money &other) const;

    // Exactly currencyMinorUnits() fraction digits: "1500.00", "-3.50", "0.05", "1500" for UGX.
    // Empty when invalid. parse(m.toWire(), m.currency()) gives m back.
    QString toWire() const;
    // The same text in `buffer`, without allocating (a statement export writes two per line).
    QLatin1StringView toWire(std::array<char, 24> &buffer) const;

    // Digits grouped as the locale groups them (none for QLocale::c()), the locale's decimal point,
    // digits and negative sign, exactly currencyMinorUnits() fraction digits: "-1,234.50" in en_US,
    // "-1.234,50" in de_DE. Empty when invalid.
    QString toDisplay(const QLocale &locale = QLocale()) const;

    // toDisplay() with the currency code where the locale puts a currency symbol, separated from
    // the number by the locale's separator or else by a no-break space (U+00A0):
    // "KES\u00A01,234.50" in en_US, "1\u202F234,50\u00A0KES" in fr_FR. The negative sign stays
    // with the number: "KES\u00A0-3.50".
    QString toDisplayWithCurrency(const QLocale &locale = QLocale()) const;

    // Same currency and same amount (two invalid Money compare equal).
    friend bool operator==(const Money &, const Money &) = default;
    // Ordered by amount within one currency; unordered across currencies or when either is
    // invalid, so that a < b, a > b, a <= b and a >= b are all false then.
    friend std::partial_ordering operator<=>(const Money &a, const Money &b) noexcept
    {
        if (!a.isValid() || !b.isValid() || a.m_currency != b.m_currency)
            return std::partial_ordering::unordered;
        return a.m_minorUnits <=> b.m_minorUnits;
    }

    friend size_t qHash(const Money &money, size_t seed = 0) noexcept
    {
        return qHashMulti(seed, money.m_currency, money.m_minorUnits);
    }

private:
    Money(qint64 minorUnits, QString currency);

    qint64 m_minorUnits = 0;
    QString m_currency;
};

// What parse() and parseUserInput() give: the Money, or why there is none.
struct MoneyParseResult
{
    Money money; // invalid unless error is None
    Money::ParseError error = Money::ParseError::None;
    QString errorString; // translated, for a person; empty unless error is set

    bool isOk() const { return error == Money::ParseError::None; }
    explicit operator bool() const { return isOk(); }
};

QDebug operator<<(QDebug debug, const Money &money);

} // namespace paydesk

Q_DECLARE_TYPEINFO(paydesk::Money, Q_RELOCATABLE_TYPE);
Q_DECLARE_METATYPE(paydesk::Money)
