// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain/Money.h"
#include "domain/SpecTables.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QVariant>

#include <algorithm>
#include <limits>
#include <optional>

using namespace paydesk;

namespace paydesk {
// Lets QCOMPARE print a Money when a comparison fails.
char *toString(const Money &money)
{
    return QTest::toString(money.isValid() ? money.currency() + u' ' + money.toWire() : u"invalid"_qs);
}
} // namespace paydesk

namespace {

constexpr qint64 kMax = std::numeric_limits<qint64>::max();
constexpr qint64 kMin = std::numeric_limits<qint64>::min();

Money money(qint64 minorUnits, const char *currency)
{
    return Money::fromMinorUnits(minorUnits, QString::fromLatin1(currency));
}

// ISO 4217 exponents, written out here rather than read from the table under test.
const QList<std::pair<QString, int>> &expectedMinorUnits()
{
    static const QList<std::pair<QString, int>> table {
        {u"KES"_qs, 2}, {u"TZS"_qs, 2}, {u"RWF"_qs, 0}, {u"GHS"_qs, 2}, {u"UGX"_qs, 0}, {u"XOF"_qs, 0},
        {u"XAF"_qs, 0}, {u"BDT"_qs, 2}, {u"PHP"_qs, 2}, {u"PKR"_qs, 2}, {u"INR"_qs, 2}, {u"ETB"_qs, 2},
        {u"EGP"_qs, 2}, {u"NGN"_qs, 2}, {u"USD"_qs, 2}, {u"EUR"_qs, 2}, {u"GBP"_qs, 2},
    };
    return table;
}

// A row name that shows white space and non-ASCII characters as \uXXXX.
QByteArray printable(const QString &text)
{
    QByteArray result;
    for (QChar c : text) {
        if (c.unicode() > u' ' && c.unicode() < 0x7F)
            result.append(char(c.unicode()));
        else
            result.append("\\u" + QByteArray::number(c.unicode(), 16).rightJustified(4, '0'));
    }
    return result;
}

} // namespace

class TestMoney : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void minorUnitsOfEveryCurrency_data();
    void minorUnitsOfEveryCurrency();
    void everyCurrencyOfTheSpecIsCovered();
    void defaultIsInvalid();
    void fromMinorUnits();
    void zero_data();
    void zero();
    void parse_data();
    void parse();
    void parseRefused_data();
    void parseRefused();
    void tooManyDecimalsAreRefusedNotRounded();
    void errorMessages();
    void toWire_data();
    void toWire();
    void wireRoundTrip_data();
    void wireRoundTrip();
    void signs_data();
    void signs();
    void add_data();
    void add();
    void subtract_data();
    void subtract();
    void comparison();
    void display_data();
    void display();
    void userInput_data();
    void userInput();
    void userInputRefusesTooManyDecimals();
    void displayReadsBackAsUserInput_data();
    void displayReadsBackAsUserInput();
    void variant();
};

void TestMoney::minorUnitsOfEveryCurrency_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("exponent");
    for (const auto &[code, exponent] : expectedMinorUnits())
        QTest::addRow("%s", qPrintable(code)) << code << exponent;
}

void TestMoney::minorUnitsOfEveryCurrency()
{
    QFETCH(QString, currency);
    QFETCH(int, exponent);

    QVERIFY(Money::isKnownCurrency(currency));
    const Money one = Money::fromMinorUnits(1, currency);
    QVERIFY(one.isValid());
    QCOMPARE(one.currency(), currency);
    QCOMPARE(one.currencyMinorUnits(), exponent);
    QCOMPARE(one.toWire(), exponent == 0 ? u"1"_qs : u"0.01"_qs);

    const MoneyParseResult parsed = Money::parse(u"1", currency);
    QVERIFY(parsed.isOk());
    QCOMPARE(parsed.money.minorUnits(), exponent == 0 ? 1 : 100);

    const MoneyParseResult cents = Money::parse(u"0.01", currency);
    if (exponent == 0) {
        QCOMPARE(cents.error, Money::ParseError::TooManyDecimals);
    } else {
        QVERIFY(cents.isOk());
        QCOMPARE(cents.money, one);
    }
}

void TestMoney::everyCurrencyOfTheSpecIsCovered()
{
    QCOMPARE(qsizetype(spec::currencies().size()), expectedMinorUnits().size());
    for (const spec::CurrencyInfo &info : spec::currencies()) {
        const QString code = QString::fromLatin1(info.code);
        const auto it = std::find_if(expectedMinorUnits().cbegin(), expectedMinorUnits().cend(),
                                     [&code](const auto &entry) { return entry.first == code; });
        QVERIFY2(it != expectedMinorUnits().cend(), info.code);
    }
}

void TestMoney::defaultIsInvalid()
{
    const Money none;
    QVERIFY(!none.isValid());
    QVERIFY(none.currency().isEmpty());
    QCOMPARE(none.currencyMinorUnits(), -1);
    QCOMPARE(none.sign(), 0);
    QVERIFY(!none.isZero());
    QVERIFY(!none.isNegative());
    QVERIFY(!none.isPositive());
    QVERIFY(none.toWire().isEmpty());
    QVERIFY(none.toDisplay(QLocale::c()).isEmpty());
    QVERIFY(none.toDisplayWithCurrency(QLocale::c()).isEmpty());
    QVERIFY(!none.negated().isValid());
    QVERIFY(!none.abs().isValid());
    QVERIFY(!none.checkedAdd(none).has_value());
    QVERIFY(!none.checkedAdd(money(0, "KES")).has_value());
    QVERIFY(!money(0, "KES").checkedAdd(none).has_value());
    QVERIFY(!none.checkedSubtract(none).has_value());
    QVERIFY(!money(0, "KES").checkedSubtract(none).has_value());
    QCOMPARE(none, Money());
    QVERIFY(none != money(0, "KES"));
    QVERIFY((none <=> none) == std::partial_ordering::unordered);
    QVERIFY((none <=> money(0, "KES")) == std::partial_ordering::unordered);
}

void TestMoney::fromMinorUnits()
{
    const Money m = money(150050, "KES");
    QVERIFY(m.isValid());
    QCOMPARE(m.minorUnits(), 150050);
    QCOMPARE(m.currency(), u"KES"_qs);
    QCOMPARE(m.toWire(), u"1500.50"_qs);

    QVERIFY(!Money::fromMinorUnits(1, u"JPY").isValid());
    QVERIFY(!Money::fromMinorUnits(1, u"kes").isValid());
    QVERIFY(!Money::fromMinorUnits(1, u"").isValid());
    QVERIFY(!Money::isKnownCurrency(u"JPY"));
    QVERIFY(!Money::isKnownCurrency(u"KES "));

    // The range is symmetric: the smallest qint64 has no positive counterpart.
    QVERIFY(Money::fromMinorUnits(kMax, u"UGX").isValid());
    QVERIFY(Money::fromMinorUnits(-kMax, u"UGX").isValid());
    QVERIFY(!Money::fromMinorUnits(kMin, u"UGX").isValid());
}

void TestMoney::zero_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("wire");
    QTest::newRow("KES") << u"KES"_qs << u"0.00"_qs;
    QTest::newRow("UGX") << u"UGX"_qs << u"0"_qs;
}

void TestMoney::zero()
{
    QFETCH(QString, currency);
    QFETCH(QString, wire);
    const Money z = Money::zero(currency);
    QVERIFY(z.isValid());
    QVERIFY(z.isZero());
    QVERIFY(!z.isNegative());
    QVERIFY(!z.isPositive());
    QCOMPARE(z.sign(), 0);
    QCOMPARE(z.minorUnits(), 0);
    QCOMPARE(z.currency(), currency);
    QCOMPARE(z.toWire(), wire);
    QCOMPARE(z.negated(), z);
    QCOMPARE(z.negated().toWire(), wire);
    QCOMPARE(Money::parse(u"-0", currency).money, z);
    QVERIFY(!Money::zero(u"XYZ").isValid());
}

void TestMoney::parse_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("minorUnits");
    QTest::addColumn<QString>("wire");

    QTest::newRow("whole KES") << u"1500"_qs << u"KES"_qs << qint64(150000) << u"1500.00"_qs;
    QTest::newRow("one decimal") << u"1500.5"_qs << u"KES"_qs << qint64(150050) << u"1500.50"_qs;
    QTest::newRow("two decimals") << u"1500.50"_qs << u"KES"_qs << qint64(150050) << u"1500.50"_qs;
    QTest::newRow("cents") << u"0.05"_qs << u"KES"_qs << qint64(5) << u"0.05"_qs;
    QTest::newRow("ten cents") << u"0.1"_qs << u"USD"_qs << qint64(10) << u"0.10"_qs;
    QTest::newRow("negative") << u"-3.50"_qs << u"KES"_qs << qint64(-350) << u"-3.50"_qs;
    QTest::newRow("negative cents") << u"-0.05"_qs << u"EUR"_qs << qint64(-5) << u"-0.05"_qs;
    QTest::newRow("zero") << u"0"_qs << u"KES"_qs << qint64(0) << u"0.00"_qs;
    QTest::newRow("-0") << u"-0"_qs << u"KES"_qs << qint64(0) << u"0.00"_qs;
    QTest::newRow("-0.00") << u"-0.00"_qs << u"GBP"_qs << qint64(0) << u"0.00"_qs;
    QTest::newRow("-0 UGX") << u"-0"_qs << u"UGX"_qs << qint64(0) << u"0"_qs;
    QTest::newRow("leading zeros") << u"007.50"_qs << u"KES"_qs << qint64(750) << u"7.50"_qs;
    QTest::newRow("leading zeros UGX") << u"0001500"_qs << u"UGX"_qs << qint64(1500) << u"1500"_qs;
    QTest::newRow("many leading zeros")
        << u"000000000000000000000000000001"_qs << u"RWF"_qs << qint64(1) << u"1"_qs;
    QTest::newRow("UGX") << u"1500"_qs << u"UGX"_qs << qint64(1500) << u"1500"_qs;
    QTest::newRow("negative XOF") << u"-1500"_qs << u"XOF"_qs << qint64(-1500) << u"-1500"_qs;
    QTest::newRow("largest KES") << u"92233720368547758.07"_qs << u"KES"_qs << kMax
                                 << u"92233720368547758.07"_qs;
    QTest::newRow("smallest KES") << u"-92233720368547758.07"_qs << u"KES"_qs << -kMax
                                  << u"-92233720368547758.07"_qs;
    QTest::newRow("largest UGX") << u"9223372036854775807"_qs << u"UGX"_qs << kMax
                                 << u"9223372036854775807"_qs;
    QTest::newRow("smallest UGX") << u"-9223372036854775807"_qs << u"UGX"_qs << -kMax
                                  << u"-9223372036854775807"_qs;
}

void TestMoney::parse()
{
    QFETCH(QString, value);
    QFETCH(QString, currency);
    QFETCH(qint64, minorUnits);
    QFETCH(QString, wire);

    const MoneyParseResult result = Money::parse(value, currency);
    QCOMPARE(result.error, Money::ParseError::None);
    QVERIFY(result.isOk());
    QVERIFY(bool(result));
    QVERIFY(result.errorString.isEmpty());
    QVERIFY(result.money.isValid());
    QCOMPARE(result.money.currency(), currency);
    QCOMPARE(result.money.minorUnits(), minorUnits);
    QCOMPARE(result.money.sign(), minorUnits < 0 ? -1 : (minorUnits > 0 ? 1 : 0));
    QCOMPARE(result.money.toWire(), wire);
}

void TestMoney::parseRefused_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<Money::ParseError>("error");

    using E = Money::ParseError;
    QTest::newRow("empty") << QString() << u"KES"_qs << E::Empty;
    const QList<QString> malformed {
        u"-"_qs,
        u".5"_qs,
        u"-.5"_qs,
        u"5."_qs,
        u"-5."_qs,
        u"."_qs,
        u"1e5"_qs,
        u"1E5"_qs,
        u"1.5e2"_qs,
        u"+5"_qs,
        u"1,000"_qs,
        u"1,5"_qs,
        u"1 000"_qs,
        u" 5"_qs,
        u"5 "_qs,
        u"\u00A05"_qs,
        u"5\n"_qs,
        u"\u0661\u0662"_qs, // Arabic-Indic digits
        u"\u0661"_qs,
        u"\uFF11\uFF12"_qs, // fullwidth digits
        u"0x10"_qs,
        u"--1"_qs,
        u"-+1"_qs,
        u"1-"_qs,
        u"\u22125"_qs, // minus sign
        u"1.2.3"_qs,
        u"1..2"_qs,
        u"1.2a"_qs,
        u"abc"_qs,
        u"NaN"_qs,
        u"inf"_qs,
        u"1_000"_qs,
        u"KES 5"_qs,
        u"5KES"_qs,
    };
    for (const QString &value : malformed)
        QTest::addRow("malformed %s", printable(value).constData()) << value << u"KES"_qs << E::Malformed;
    QTest::newRow("UGX leading point") << u".5"_qs << u"UGX"_qs << E::Malformed;

    QTest::newRow("KES 3 decimals") << u"12.345"_qs << u"KES"_qs << E::TooManyDecimals;
    QTest::newRow("KES 0.001") << u"0.001"_qs << u"KES"_qs << E::TooManyDecimals;
    QTest::newRow("USD 1.000") << u"1.000"_qs << u"USD"_qs << E::TooManyDecimals;
    QTest::newRow("UGX 1500.5") << u"1500.5"_qs << u"UGX"_qs << E::TooManyDecimals;
    QTest::newRow("UGX 1500.0") << u"1500.0"_qs << u"UGX"_qs << E::TooManyDecimals;
    QTest::newRow("XAF 1500.00") << u"1500.00"_qs << u"XAF"_qs << E::TooManyDecimals;
    QTest::newRow("RWF 0.0") << u"0.0"_qs << u"RWF"_qs << E::TooManyDecimals;

    QTest::newRow("huge") << u"99999999999999999999"_qs << u"UGX"_qs << E::OutOfRange;
    QTest::newRow("huge KES") << u"99999999999999999999.99"_qs << u"KES"_qs << E::OutOfRange;
    QTest::newRow("huge negative") << u"-99999999999999999999"_qs << u"KES"_qs << E::OutOfRange;
    QTest::newRow("KES max + 1") << u"92233720368547758.08"_qs << u"KES"_qs << E::OutOfRange;
    QTest::newRow("KES -max - 1") << u"-92233720368547758.08"_qs << u"KES"_qs << E::OutOfRange;
    QTest::newRow("KES whole over") << u"92233720368547759"_qs << u"KES"_qs << E::OutOfRange;
    QTest::newRow("UGX max + 1") << u"9223372036854775808"_qs << u"UGX"_qs << E::OutOfRange;
    QTest::newRow("UGX qint64 min") << u"-9223372036854775808"_qs << u"UGX"_qs << E::OutOfRange;

    QTest::newRow("JPY") << u"1"_qs << u"JPY"_qs << E::UnknownCurrency;
    QTest::newRow("lower case") << u"1"_qs << u"kes"_qs << E::UnknownCurrency;
    QTest::newRow("no currency") << u"1"_qs << QString() << E::UnknownCurrency;
    QTest::newRow("unknown before malformed") << u"x"_qs << u"ZZZ"_qs << E::UnknownCurrency;
}

void TestMoney::parseRefused()
{
    QFETCH(QString, value);
    QFETCH(QString, currency);
    QFETCH(Money::ParseError, error);

    const MoneyParseResult result = Money::parse(value, currency);
    QCOMPARE(result.error, error);
    QVERIFY(!result.isOk());
    QVERIFY(!bool(result));
    QVERIFY(!result.money.isValid());
    QVERIFY(!result.errorString.isEmpty());
}

void TestMoney::tooManyDecimalsAreRefusedNotRounded()
{
    const MoneyParseResult kes = Money::parse(u"12.345", u"KES");
    QCOMPARE(kes.error, Money::ParseError::TooManyDecimals);
    QVERIFY(!kes.money.isValid());
    QVERIFY2(kes.errorString.contains(u"KES") && kes.errorString.contains(u'2'), qPrintable(kes.errorString));
    QVERIFY2(kes.errorString.contains(u"12.345"), qPrintable(kes.errorString));

    // Neither rounded down nor up.
    QCOMPARE(Money::parse(u"12.349", u"KES").error, Money::ParseError::TooManyDecimals);
    QCOMPARE(Money::parse(u"12.340", u"KES").error, Money::ParseError::TooManyDecimals);

    const MoneyParseResult ugx = Money::parse(u"1500.5", u"UGX");
    QCOMPARE(ugx.error, Money::ParseError::TooManyDecimals);
    QVERIFY(!ugx.money.isValid());
    QVERIFY2(ugx.errorString.contains(u"UGX"), qPrintable(ugx.errorString));
}

void TestMoney::errorMessages()
{
    QCOMPARE(Money::parse(u"", u"KES").errorString, u"The amount is empty."_qs);
    QVERIFY(Money::parse(u"1e5", u"KES").errorString.contains(u"1e5"));
    QVERIFY(Money::parse(u"99999999999999999999", u"UGX").errorString.contains(u"99999999999999999999"));
    QVERIFY(Money::parse(u"1", u"JPY").errorString.contains(u"JPY"));

    // A long value is cut short in the message.
    const QString longValue(1000, u'x');
    const QString message = Money::parse(longValue, u"KES").errorString;
    QVERIFY(!message.isEmpty());
    QVERIFY2(message.size() < 100, qPrintable(message));
}

void TestMoney::toWire_data()
{
    QTest::addColumn<Money>("money");
    QTest::addColumn<QString>("wire");
    QTest::newRow("1500.00") << money(150000, "KES") << u"1500.00"_qs;
    QTest::newRow("1500.50") << money(150050, "KES") << u"1500.50"_qs;
    QTest::newRow("-3.50") << money(-350, "KES") << u"-3.50"_qs;
    QTest::newRow("0.05") << money(5, "KES") << u"0.05"_qs;
    QTest::newRow("-0.05") << money(-5, "KES") << u"-0.05"_qs;
    QTest::newRow("0.10") << money(10, "USD") << u"0.10"_qs;
    QTest::newRow("1.00") << money(100, "EUR") << u"1.00"_qs;
    QTest::newRow("0.00") << money(0, "GBP") << u"0.00"_qs;
    QTest::newRow("UGX 1500") << money(1500, "UGX") << u"1500"_qs;
    QTest::newRow("UGX -1") << money(-1, "UGX") << u"-1"_qs;
    QTest::newRow("UGX 0") << money(0, "UGX") << u"0"_qs;
    QTest::newRow("KES max") << money(kMax, "KES") << u"92233720368547758.07"_qs;
    QTest::newRow("KES -max") << money(-kMax, "KES") << u"-92233720368547758.07"_qs;
    QTest::newRow("UGX -max") << money(-kMax, "UGX") << u"-9223372036854775807"_qs;
    QTest::newRow("invalid") << Money() << QString();
}

void TestMoney::toWire()
{
    QFETCH(Money, money);
    QFETCH(QString, wire);
    QCOMPARE(money.toWire(), wire);
    std::array<char, 24> buffer;
    buffer.fill('#'); // what is not written stays out of the view
    QCOMPARE(QString(money.toWire(buffer)), wire);
}

void TestMoney::wireRoundTrip_data()
{
    QTest::addColumn<Money>("money");
    const QList<qint64> values {0,   1,    -1,     5,         9,          10,   99,   100,
                                101, -350, 150050, 123456789, -987654321, kMax, -kMax};
    for (const auto &[code, exponent] : expectedMinorUnits()) {
        for (qint64 value : values)
            QTest::addRow("%s %lld", qPrintable(code), value) << Money::fromMinorUnits(value, code);
    }
}

void TestMoney::wireRoundTrip()
{
    QFETCH(Money, money);
    QVERIFY(money.isValid());
    const QString wire = money.toWire();
    const int exponent = money.currencyMinorUnits();
    const QRegularExpression form(exponent == 0 ? u"^-?[0-9]+$"_qs
                                                : u"^-?[0-9]+\\.[0-9]{%1}$"_qs.arg(exponent));
    QVERIFY2(form.match(wire).hasMatch(), qPrintable(wire));
    const MoneyParseResult parsed = Money::parse(wire, money.currency());
    QVERIFY2(parsed.isOk(), qPrintable(parsed.errorString));
    QCOMPARE(parsed.money, money);
}

void TestMoney::signs_data()
{
    QTest::addColumn<Money>("money");
    QTest::addColumn<int>("sign");
    QTest::newRow("positive") << money(350, "KES") << 1;
    QTest::newRow("negative") << money(-350, "KES") << -1;
    QTest::newRow("zero") << money(0, "KES") << 0;
    QTest::newRow("max") << money(kMax, "UGX") << 1;
    QTest::newRow("-max") << money(-kMax, "UGX") << -1;
}

void TestMoney::signs()
{
    QFETCH(Money, money);
    QFETCH(int, sign);
    QCOMPARE(money.sign(), sign);
    QCOMPARE(money.isZero(), sign == 0);
    QCOMPARE(money.isNegative(), sign < 0);
    QCOMPARE(money.isPositive(), sign > 0);

    const Money negated = money.negated();
    QVERIFY(negated.isValid());
    QCOMPARE(negated.currency(), money.currency());
    QCOMPARE(negated.minorUnits(), -money.minorUnits());
    QCOMPARE(negated.sign(), -sign);
    QCOMPARE(negated.negated(), money);

    const Money abs = money.abs();
    QCOMPARE(abs.currency(), money.currency());
    QCOMPARE(abs.minorUnits(), sign < 0 ? -money.minorUnits() : money.minorUnits());
    QVERIFY(!abs.isNegative());
    QCOMPARE(abs, negated.abs());
}

void TestMoney::add_data()
{
    QTest::addColumn<Money>("a");
    QTest::addColumn<Money>("b");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<Money>("sum");
    QTest::newRow("1.50 + 2.75") << money(150, "KES") << money(275, "KES") << true << money(425, "KES");
    QTest::newRow("1.50 + -2.75") << money(150, "KES") << money(-275, "KES") << true << money(-125, "KES");
    QTest::newRow("zero") << money(0, "UGX") << money(0, "UGX") << true << money(0, "UGX");
    QTest::newRow("to max") << money(kMax - 1, "UGX") << money(1, "UGX") << true << money(kMax, "UGX");
    QTest::newRow("max + -max") << money(kMax, "UGX") << money(-kMax, "UGX") << true << money(0, "UGX");
    QTest::newRow("max + 1") << money(kMax, "UGX") << money(1, "UGX") << false << Money();
    QTest::newRow("max + max") << money(kMax, "KES") << money(kMax, "KES") << false << Money();
    QTest::newRow("-max + -1") << money(-kMax, "UGX") << money(-1, "UGX") << false << Money();
    QTest::newRow("-max + -max") << money(-kMax, "UGX") << money(-kMax, "UGX") << false << Money();
    QTest::newRow("currency mismatch") << money(100, "KES") << money(100, "UGX") << false << Money();
    QTest::newRow("same exponent mismatch") << money(100, "KES") << money(100, "TZS") << false << Money();
    QTest::newRow("invalid right") << money(100, "KES") << Money() << false << Money();
    QTest::newRow("invalid left") << Money() << money(100, "KES") << false << Money();
}

void TestMoney::add()
{
    QFETCH(Money, a);
    QFETCH(Money, b);
    QFETCH(bool, fits);
    QFETCH(Money, sum);
    const std::optional<Money> result = a.checkedAdd(b);
    QCOMPARE(result.has_value(), fits);
    if (fits)
        QCOMPARE(*result, sum);
}

void TestMoney::subtract_data()
{
    QTest::addColumn<Money>("a");
    QTest::addColumn<Money>("b");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<Money>("difference");
    QTest::newRow("1.00 - 2.50") << money(100, "KES") << money(250, "KES") << true << money(-150, "KES");
    QTest::newRow("1.00 - -2.50") << money(100, "KES") << money(-250, "KES") << true << money(350, "KES");
    QTest::newRow("0 - max") << money(0, "UGX") << money(kMax, "UGX") << true << money(-kMax, "UGX");
    QTest::newRow("max - max") << money(kMax, "UGX") << money(kMax, "UGX") << true << money(0, "UGX");
    QTest::newRow("-max - 1") << money(-kMax, "UGX") << money(1, "UGX") << false << Money();
    QTest::newRow("max - -1") << money(kMax, "UGX") << money(-1, "UGX") << false << Money();
    QTest::newRow("max - -max") << money(kMax, "KES") << money(-kMax, "KES") << false << Money();
    QTest::newRow("-max - max") << money(-kMax, "KES") << money(kMax, "KES") << false << Money();
    QTest::newRow("currency mismatch") << money(100, "EUR") << money(100, "USD") << false << Money();
    QTest::newRow("invalid") << money(100, "EUR") << Money() << false << Money();
}

void TestMoney::subtract()
{
    QFETCH(Money, a);
    QFETCH(Money, b);
    QFETCH(bool, fits);
    QFETCH(Money, difference);
    const std::optional<Money> result = a.checkedSubtract(b);
    QCOMPARE(result.has_value(), fits);
    if (fits)
        QCOMPARE(*result, difference);
}

void TestMoney::comparison()
{
    const Money one = money(100, "KES");
    const Money two = money(200, "KES");
    const Money oneUgx = money(100, "UGX");

    QVERIFY(one == money(100, "KES"));
    QVERIFY(one != two);
    QVERIFY(one != oneUgx); // same number, other currency
    QVERIFY(one != Money());

    QVERIFY(one < two);
    QVERIFY(two > one);
    QVERIFY(one <= one);
    QVERIFY(one >= one);
    QVERIFY(!(two < one));
    QVERIFY(money(-500, "KES") < money(-1, "KES"));
    QVERIFY((one <=> two) == std::partial_ordering::less);
    QVERIFY((one <=> money(100, "KES")) == std::partial_ordering::equivalent);

    // No order across currencies, nor with an invalid Money.
    QVERIFY((one <=> oneUgx) == std::partial_ordering::unordered);
    QVERIFY(!(one < oneUgx));
    QVERIFY(!(one > oneUgx));
    QVERIFY(!(one <= oneUgx));
    QVERIFY(!(one >= oneUgx));
    QVERIFY((one <=> Money()) == std::partial_ordering::unordered);
    QVERIFY(!(Money() <= Money()));

    QCOMPARE(qHash(one), qHash(money(100, "KES")));
    QHash<Money, int> hash;
    hash.insert(one, 1);
    hash.insert(oneUgx, 2);
    QCOMPARE(hash.value(money(100, "KES")), 1);
    QCOMPARE(hash.value(money(100, "UGX")), 2);
    QCOMPARE(hash.size(), 2);
}

void TestMoney::display_data()
{
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<Money>("money");
    QTest::addColumn<QString>("display");
    QTest::addColumn<QString>("withCurrency");

    QTest::newRow("en_US") << u"en_US"_qs << money(123450, "KES") << u"1,234.50"_qs
                           << u"KES\u00A01,234.50"_qs;
    QTest::newRow("en_US negative") << u"en_US"_qs << money(-350, "KES") << u"-3.50"_qs
                                    << u"KES\u00A0-3.50"_qs;
    QTest::newRow("en_US cents") << u"en_US"_qs << money(5, "USD") << u"0.05"_qs << u"USD\u00A00.05"_qs;
    QTest::newRow("en_US negative cents")
        << u"en_US"_qs << money(-5, "USD") << u"-0.05"_qs << u"USD\u00A0-0.05"_qs;
    QTest::newRow("en_US zero") << u"en_US"_qs << money(0, "KES") << u"0.00"_qs << u"KES\u00A00.00"_qs;
    QTest::newRow("en_US million") << u"en_US"_qs << money(100000000, "KES") << u"1,000,000.00"_qs
                                   << u"KES\u00A01,000,000.00"_qs;
    QTest::newRow("en_US UGX") << u"en_US"_qs << money(1234567, "UGX") << u"1,234,567"_qs
                               << u"UGX\u00A01,234,567"_qs;
    QTest::newRow("en_US max") << u"en_US"_qs << money(kMax, "KES") << u"92,233,720,368,547,758.07"_qs
                               << u"KES\u00A092,233,720,368,547,758.07"_qs;
    QTest::newRow("en_US -max UGX") << u"en_US"_qs << money(-kMax, "UGX") << u"-9,223,372,036,854,775,807"_qs
                                    << u"UGX\u00A0-9,223,372,036,854,775,807"_qs;

    QTest::newRow("de_DE") << u"de_DE"_qs << money(123450, "KES") << u"1.234,50"_qs
                           << u"1.234,50\u00A0KES"_qs;
    QTest::newRow("de_DE negative") << u"de_DE"_qs << money(-123450, "EUR") << u"-1.234,50"_qs
                                    << u"-1.234,50\u00A0EUR"_qs;
    QTest::newRow("de_DE UGX") << u"de_DE"_qs << money(1500, "UGX") << u"1.500"_qs << u"1.500\u00A0UGX"_qs;
    QTest::newRow("de_DE small") << u"de_DE"_qs << money(7, "KES") << u"0,07"_qs << u"0,07\u00A0KES"_qs;

    // French groups with a (narrow) no-break space: take it from the locale.
    const QString fr = QLocale(u"fr_FR"_qs).groupSeparator();
    QTest::newRow("fr_FR") << u"fr_FR"_qs << money(123450, "KES") << u"1"_qs + fr + u"234,50"_qs
                           << u"1"_qs + fr + u"234,50\u00A0KES"_qs;
    QTest::newRow("fr_FR negative") << u"fr_FR"_qs << money(-5, "KES") << u"-0,05"_qs << u"-0,05\u00A0KES"_qs;
    QTest::newRow("fr_FR XOF") << u"fr_FR"_qs << money(1500000, "XOF")
                               << u"1"_qs + fr + u"500"_qs + fr + u"000"_qs
                               << u"1"_qs + fr + u"500"_qs + fr + u"000\u00A0XOF"_qs;

    QTest::newRow("C") << u"C"_qs << money(123450, "KES") << u"1234.50"_qs << u"1234.50\u00A0KES"_qs;

    // The locale's own digits, decimal point and negative sign (which carries an Arabic letter mark).
    const QLocale ar(u"ar_EG"_qs);
    QTest::newRow("ar_EG") << u"ar_EG"_qs << money(-123450, "EGP")
                           << ar.negativeSign() + u"\u0661\u066C\u0662\u0663\u0664\u066B\u0665\u0660"_qs
                           << ar.negativeSign()
            + u"\u0661\u066C\u0662\u0663\u0664\u066B\u0665\u0660\u00A0EGP"_qs;
    QTest::newRow("en_IN") << u"en_IN"_qs << money(123456789, "INR") << u"12,34,567.89"_qs
                           << u"INR\u00A012,34,567.89"_qs;
}

void TestMoney::display()
{
    QFETCH(QString, localeName);
    QFETCH(Money, money);
    QFETCH(QString, display);
    QFETCH(QString, withCurrency);

    const QLocale locale(localeName);
    QCOMPARE(locale.name(), localeName);
    QCOMPARE(money.toDisplay(locale), display);
    QCOMPARE(money.toDisplayWithCurrency(locale), withCurrency);
    if (money.isNegative())
        QVERIFY(money.toDisplay(locale).startsWith(locale.negativeSign()));
}

void TestMoney::userInput_data()
{
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<Money::ParseError>("error");
    QTest::addColumn<qint64>("minorUnits");

    using E = Money::ParseError;
    const auto ok = [](const char *name, const QString &locale, const QString &text, const QString &currency,
                       qint64 minorUnits) {
        QTest::newRow(name) << locale << text << currency << E::None << minorUnits;
    };
    const auto refused
        = [](const char *name, const QString &locale, const QString &text, const QString &currency, E error) {
              QTest::newRow(name) << locale << text << currency << error << qint64(0);
          };
    const QString en = u"en_US"_qs;
    const QString de = u"de_DE"_qs;
    const QString fr = u"fr_FR"_qs;

    ok("en grouped", en, u"1,234.50"_qs, u"KES"_qs, 123450);
    ok("en ungrouped", en, u"1234.50"_qs, u"KES"_qs, 123450);
    ok("en white space", en, u"  1,234.50\t"_qs, u"KES"_qs, 123450);
    ok("en millions", en, u"1,234,567"_qs, u"UGX"_qs, 1234567);
    ok("en negative", en, u"-1,234.5"_qs, u"KES"_qs, -123450);
    ok("en minus sign", en, u"\u22125"_qs, u"KES"_qs, -500);
    ok("en leading point", en, u".5"_qs, u"KES"_qs, 50);
    ok("en trailing point", en, u"5."_qs, u"KES"_qs, 500);
    ok("en -0", en, u"-0"_qs, u"KES"_qs, 0);
    refused("en comma as decimal", en, u"1,50"_qs, u"KES"_qs, E::MisplacedGroupSeparator);
    refused("en group of 2", en, u"12,34"_qs, u"KES"_qs, E::MisplacedGroupSeparator);
    refused("en group of 4", en, u"1,2345"_qs, u"KES"_qs, E::MisplacedGroupSeparator);
    refused("en long first group", en, u"1234,567"_qs, u"KES"_qs, E::MisplacedGroupSeparator);
    refused("en leading group", en, u",123"_qs, u"KES"_qs, E::Malformed);
    refused("en doubled group", en, u"1,,234"_qs, u"KES"_qs, E::Malformed);
    refused("en trailing group", en, u"1,234,"_qs, u"KES"_qs, E::Malformed);
    refused("en group before point", en, u"1,.5"_qs, u"KES"_qs, E::Malformed);
    refused("en German form", en, u"1.234,50"_qs, u"KES"_qs, E::Malformed);
    refused("en 3 decimals", en, u"12.345"_qs, u"KES"_qs, E::TooManyDecimals);
    refused("en grouped 3 decimals", en, u"1,234.567"_qs, u"KES"_qs, E::TooManyDecimals);
    refused("en UGX decimals", en, u"1500.5"_qs, u"UGX"_qs, E::TooManyDecimals);
    refused("en UGX trailing point", en, u"1500."_qs, u"UGX"_qs, E::TooManyDecimals);
    refused("en UGX .0", en, u"1,500.0"_qs, u"UGX"_qs, E::TooManyDecimals);
    refused("en two points", en, u"1.2.3"_qs, u"KES"_qs, E::Malformed);
    refused("en letters", en, u"abc"_qs, u"KES"_qs, E::Malformed);
    refused("en code", en, u"KES 5"_qs, u"KES"_qs, E::Malformed);
    refused("en plus", en, u"+5"_qs, u"KES"_qs, E::Malformed);
    refused("en exponent", en, u"1e5"_qs, u"KES"_qs, E::Malformed);
    refused("en sign alone", en, u"-"_qs, u"KES"_qs, E::Malformed);
    refused("en point alone", en, u"."_qs, u"KES"_qs, E::Malformed);
    refused("en space inside", en, u"1 234"_qs, u"KES"_qs, E::Malformed);
    refused("en empty", en, QString(), u"KES"_qs, E::Empty);
    refused("en blank", en, u"   "_qs, u"KES"_qs, E::Empty);
    refused("en huge", en, u"99999999999999999999"_qs, u"UGX"_qs, E::OutOfRange);
    refused("en huge grouped", en, u"99,999,999,999,999,999,999"_qs, u"UGX"_qs, E::OutOfRange);
    refused("en unknown currency", en, u"5"_qs, u"JPY"_qs, E::UnknownCurrency);

    ok("de grouped", de, u"1.234,50"_qs, u"KES"_qs, 123450);
    ok("de ungrouped", de, u"1234,50"_qs, u"KES"_qs, 123450);
    ok("de thousands", de, u"1.234"_qs, u"KES"_qs, 123400);
    ok("de millions", de, u"1.234.567,89"_qs, u"EUR"_qs, 123456789);
    ok("de comma", de, u"1,5"_qs, u"KES"_qs, 150);
    ok("de negative", de, u"-1.234,50"_qs, u"KES"_qs, -123450);
    ok("de UGX", de, u"1.234"_qs, u"UGX"_qs, 1234);
    refused("de point is not decimal", de, u"12.50"_qs, u"KES"_qs, E::MisplacedGroupSeparator);
    refused("de 3 decimals", de, u"1,555"_qs, u"KES"_qs, E::TooManyDecimals);
    refused("de UGX decimals", de, u"1,5"_qs, u"UGX"_qs, E::TooManyDecimals);
    refused("de English form", de, u"1,234.50"_qs, u"KES"_qs, E::Malformed);

    const QString frGroup = QLocale(fr).groupSeparator();
    ok("fr grouped", fr, u"1"_qs + frGroup + u"234,50"_qs, u"KES"_qs, 123450);
    ok("fr plain space", fr, u"1 234,50"_qs, u"KES"_qs, 123450);
    ok("fr no-break space", fr, u"1\u00A0234,50"_qs, u"KES"_qs, 123450);
    ok("fr narrow no-break space", fr, u"1\u202F234\u202F567"_qs, u"XOF"_qs, 1234567);
    ok("fr point", fr, u"1234.50"_qs, u"KES"_qs, 123450);
    ok("fr grouped point", fr, u"1 234.50"_qs, u"KES"_qs, 123450);
    ok("fr surrounding no-break space", fr, u"\u00A01 234,50\u00A0"_qs, u"KES"_qs, 123450);
    refused("fr comma is decimal", fr, u"1,234"_qs, u"KES"_qs, E::TooManyDecimals);
    refused("fr misplaced", fr, u"12 34"_qs, u"KES"_qs, E::MisplacedGroupSeparator);

    ok("ar_EG digits", u"ar_EG"_qs, u"\u0661\u066C\u0662\u0663\u0664\u066B\u0665\u0660"_qs, u"EGP"_qs,
       123450);
    ok("ar_EG ASCII", u"ar_EG"_qs, u"1234.50"_qs, u"EGP"_qs, 123450);
    ok("en_IN lakh", u"en_IN"_qs, u"12,34,567"_qs, u"INR"_qs, 123456700);
    refused("en_IN western grouping", u"en_IN"_qs, u"1,234,567"_qs, u"INR"_qs, E::MisplacedGroupSeparator);
    ok("pl_PL minimum grouping", u"pl_PL"_qs, u"1 234,50"_qs, u"EUR"_qs, 123450);
    ok("de_CH apostrophe", u"de_CH"_qs, u"1'234.50"_qs, u"EUR"_qs, 123450);
    ok("C grouped", u"C"_qs, u"1,234.50"_qs, u"USD"_qs, 123450);
}

void TestMoney::userInput()
{
    QFETCH(QString, localeName);
    QFETCH(QString, text);
    QFETCH(QString, currency);
    QFETCH(Money::ParseError, error);
    QFETCH(qint64, minorUnits);

    const QLocale locale(localeName);
    const MoneyParseResult result = Money::parseUserInput(text, currency, locale);
    QCOMPARE(result.error, error);
    if (error == Money::ParseError::None) {
        QVERIFY(result.errorString.isEmpty());
        QCOMPARE(result.money, Money::fromMinorUnits(minorUnits, currency));
    } else {
        QVERIFY(!result.money.isValid());
        QVERIFY(!result.errorString.isEmpty());
    }
    if (error == Money::ParseError::MisplacedGroupSeparator)
        QVERIFY2(result.errorString.contains(locale.decimalPoint()), qPrintable(result.errorString));
}

void TestMoney::userInputRefusesTooManyDecimals()
{
    const QLocale en(u"en_US"_qs);
    const MoneyParseResult kes = Money::parseUserInput(u" 12.345 ", u"KES", en);
    QCOMPARE(kes.error, Money::ParseError::TooManyDecimals);
    QVERIFY(!kes.money.isValid());
    QVERIFY2(kes.errorString.contains(u"KES") && kes.errorString.contains(u'2'), qPrintable(kes.errorString));
    // The message quotes what the person typed, not an internal form.
    QVERIFY2(kes.errorString.contains(u" 12.345 "), qPrintable(kes.errorString));

    const MoneyParseResult ugx = Money::parseUserInput(u"1,500.50", u"UGX", en);
    QCOMPARE(ugx.error, Money::ParseError::TooManyDecimals);
    QVERIFY2(ugx.errorString.contains(u"UGX"), qPrintable(ugx.errorString));
}

void TestMoney::displayReadsBackAsUserInput_data()
{
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<Money>("money");
    const QList<qint64> values {0, 5, -5, 150050, -150050, 123456789, 100000000000, kMax, -kMax};
    for (const char *locale : {"en_US", "fr_FR", "de_DE", "en_IN", "ar_EG", "fa_IR", "de_CH", "pl_PL", "C"}) {
        for (const char *currency : {"KES", "UGX"}) {
            for (qint64 value : values)
                QTest::addRow("%s %s %lld", locale, currency, value)
                    << QString::fromLatin1(locale) << money(value, currency);
        }
    }
}

void TestMoney::displayReadsBackAsUserInput()
{
    QFETCH(QString, localeName);
    QFETCH(Money, money);
    const QLocale locale(localeName);
    const QString shown = money.toDisplay(locale);
    const MoneyParseResult parsed = Money::parseUserInput(shown, money.currency(), locale);
    QVERIFY2(parsed.isOk(), qPrintable(shown + u": "_qs + parsed.errorString));
    QCOMPARE(parsed.money, money);
}

void TestMoney::variant()
{
    const Money m = money(-350, "KES");
    const QVariant v = QVariant::fromValue(m);
    QCOMPARE(v.metaType(), QMetaType::fromType<Money>());
    QCOMPARE(v.value<Money>(), m);
}

QTEST_APPLESS_MAIN(TestMoney)
#include "tst_money.moc"
