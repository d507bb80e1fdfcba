// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccountRules.h"

#include "domain/SpecTables.h"
#include "phone/PhoneNumbers.h"

#include <QLocale>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::recipients {

namespace {

AccountRules::Result ok(QString value)
{
    return {true, std::move(value), {}};
}

AccountRules::Result refused(QString message)
{
    return {false, {}, std::move(message)};
}

// The first character (code point) of `text` for which `allowed` says no; empty when none.
template<typename Allowed> QString firstRefused(const QString &text, Allowed allowed)
{
    for (const char32_t c : text.toUcs4()) {
        if (!allowed(c))
            return QString::fromUcs4(&c, 1);
    }
    return {};
}

bool isAsciiAlphanumeric(char32_t c)
{
    return (c >= U'0' && c <= U'9') || (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z');
}

QString withoutSpaces(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (!c.isSpace())
            out += c;
    }
    return out;
}

bool matches(const QRegularExpression &pattern, const QString &text)
{
    return pattern.match(text).hasMatch();
}

} // namespace

QString AccountRules::quoted(const QString &text)
{
    return tr("\u201C%1\u201D", "a character quoted in a sentence").arg(text);
}

AccountRules::Result AccountRules::holderName(const QString &text)
{
    QString name = text.simplified();
    name.replace(u'\u2019', u'\'').replace(u'\u02BC', u'\''); // typographic apostrophes
    name.replace(u'\u2010', u'-').replace(u'\u2011', u'-'); // typographic hyphens
    // Runs of name characters, each followed by (simplified: one) space: after simplified() any
    // mix of name characters and spaces is such a sequence.
    const QString wrong = firstRefused(name, [](char32_t c) {
        return QChar::isLetter(c) || QChar::isMark(c) || c == U'\'' || c == U'-' || c == U' ';
    });
    if (!wrong.isEmpty())
        return refused(
            tr("Use letters, apostrophes and hyphens only, with spaces between words: %1 is not allowed.")
                .arg(quoted(wrong)));
    return ok(name);
}

AccountRules::Result AccountRules::phoneNumber(const QString &text, const QString &country)
{
    const QString typed = text.trimmed();
    qsizetype index = 0;
    const QString wrong = firstRefused(typed, [&index](char32_t c) {
        const bool plus = c == U'+' && index == 0;
        ++index;
        return plus || QChar::isDigit(c) || QChar::isSpace(c) || c == U'-' || c == U'.' || c == U'('
            || c == U')' || c == U'/';
    });
    if (!wrong.isEmpty())
        return refused(
            tr("Type the digits of the number, with a + in front of an international number: %1 is not "
               "allowed.")
                .arg(quoted(wrong)));

    const QString countryText = countryName(country);
    const phone::PhoneCheck checked = phone::checkPhoneNumber(typed, country);
    using Outcome = phone::PhoneCheck::Outcome;
    switch (checked.outcome) {
    case Outcome::Valid:
        return ok(checked.e164);
    case Outcome::NoCountryCode:
        return refused(tr("This number does not start with a known country calling code."));
    case Outcome::TooShort:
        return refused(tr("This number is too short for %1.").arg(countryText));
    case Outcome::TooLong:
        return refused(tr("This number is too long for %1.").arg(countryText));
    case Outcome::NotANumber:
        return refused(tr("This is not a phone number."));
    case Outcome::HasExtension:
        return refused(tr("Leave out the extension."));
    case Outcome::OtherRegion:
        return refused(tr("%1 is a number of %2, not of %3.")
                           .arg(checked.e164, countryName(checked.region), countryText));
    case Outcome::Invalid:
        break;
    case Outcome::Unavailable:
        return refused(tr("Paydesk cannot check phone numbers: its phone number module could not be "
                          "loaded (%1). Reinstall Paydesk.")
                           .arg(checked.problem));
    }
    return refused(tr("This is not a valid phone number of %1.").arg(countryText));
}

AccountRules::Result AccountRules::accountNumber(const QString &text)
{
    QString number = withoutSpaces(text);
    number.remove(u'-');
    const QString wrong = firstRefused(number, isAsciiAlphanumeric);
    if (!wrong.isEmpty())
        return refused(tr("Use letters and digits only: %1 is not allowed.").arg(quoted(wrong)));
    if (number.isEmpty())
        return refused(tr("Type the letters and digits of the account number."));
    return ok(number);
}

AccountRules::Result AccountRules::routeCode(const QString &text, const QString &kind)
{
    const QString code = withoutSpaces(text).toUpper();
    if (kind == u"ROUTING_NUMBER") {
        const QString wrong = firstRefused(code, [](char32_t c) { return c >= U'0' && c <= U'9'; });
        if (!wrong.isEmpty())
            return refused(tr("A routing number has digits only: %1 is not allowed.").arg(quoted(wrong)));
        if (code.size() != 9)
            return refused(tr("A routing number has 9 digits; this one has %n.", "", int(code.size())));
        return ok(code);
    }
    const QString wrong = firstRefused(code, isAsciiAlphanumeric);
    if (!wrong.isEmpty())
        return refused(tr("Use letters and digits only: %1 is not allowed.").arg(quoted(wrong)));
    if (kind == u"IFSC") {
        static const QRegularExpression ifsc(u"\\A[A-Z]{4}0[A-Z0-9]{6}\\z"_s);
        if (code.size() != 11)
            return refused(tr("An IFSC code has 11 characters, like HDFC0001234; this one has %n.", "",
                              int(code.size())));
        if (!matches(ifsc, code))
            return refused(
                tr("An IFSC code is 4 letters, then 0, then 6 letters or digits, like HDFC0001234."));
    }
    return ok(code);
}

AccountRules::Result AccountRules::upiHandle(const QString &text)
{
    static const QRegularExpression vpa(u"\\A[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}\\z"_s);
    const QString handle = text.trimmed();
    if (!matches(vpa, handle))
        return refused(tr("A UPI address is a name, then @, then the handle of the payment app, like "
                          "jane.doe@okhdfc."));
    return ok(handle);
}

QString AccountRules::countryName(const QString &code)
{
    if (const spec::CountryInfo *info = spec::country(code))
        return spec::tr(info->name);
    const QLocale::Territory territory = QLocale::codeToTerritory(code);
    return territory == QLocale::AnyTerritory ? code : QLocale::territoryToString(territory);
}

} // namespace paydesk::recipients
