// SPDX-License-Identifier: GPL-3.0-or-later
#include "PayoutRules.h"

#include "domain/SpecTables.h"
#include "recipients/AccountRules.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using recipients::AccountRules;

PayoutRules::Result ok(const QString &value)
{
    return {true, value, {}};
}

PayoutRules::Result refused(const QString &message)
{
    return {false, {}, message};
}

// Characters as a person counts them (a letter outside the BMP is one).
qsizetype characterCount(const QString &text)
{
    return text.toUcs4().size();
}

std::optional<QDate> isoDate(const QString &text)
{
    static const QRegularExpression shape(u"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"_s);
    if (!shape.match(text).hasMatch())
        return std::nullopt;
    const QDate date = QDate::fromString(text, u"yyyy-MM-dd"_s);
    if (!date.isValid())
        return std::nullopt;
    return date;
}

} // namespace

std::optional<PayoutRules::AmountRange>
PayoutRules::amountRange(const Recipient &recipient, const QString &currency, const QLocale &locale)
{
    if (recipient.country.isEmpty())
        return std::nullopt;
    const std::optional<spec::PayoutLimit> limit
        = spec::payoutLimit(recipient.country, recipient.accountType, recipient.op);
    if (!limit || currency != QLatin1StringView(limit->currency))
        return std::nullopt;
    AmountRange range;
    range.minimum = Money::parse(QString::fromLatin1(limit->minimum), currency).money;
    if (limit->maximum)
        range.maximum = Money::parse(QString::fromLatin1(limit->maximum), currency).money;
    const QString low = range.minimum.toDisplayWithCurrency(locale);
    range.text = range.maximum.isValid()
        ? tr("%1 to %2").arg(low, range.maximum.toDisplayWithCurrency(locale))
        : tr("at least %1").arg(low);
    return range;
}

PayoutRules::Result PayoutRules::currency(const QString &text, const QString &recipientCountry)
{
    const QString code = text.trimmed().toUpper();
    if (!spec::currency(code))
        return refused(tr("%1 is not a currency of the payment service.").arg(code));
    const spec::CountryInfo *info = spec::country(recipientCountry);
    if (info && code != QLatin1StringView(info->currency))
        return refused(
            tr("Payouts to %1 are paid in %2: choose a wallet in %2.")
                .arg(AccountRules::countryName(recipientCountry), QString::fromLatin1(info->currency)));
    return ok(code);
}

PayoutRules::Result PayoutRules::amount(const QString &text, const QString &currency,
                                        const Recipient &recipient, const QLocale &locale)
{
    const MoneyParseResult parsed = Money::parseUserInput(text, currency, locale);
    if (!parsed)
        return refused(parsed.errorString);
    const Money money = parsed.money;
    if (!money.isPositive())
        return refused(tr("The amount must be greater than zero."));

    // The country's range, when the amount is in the country's currency (otherwise the currency
    // is what is wrong, and it says so).
    const std::optional<AmountRange> range = amountRange(recipient, currency, locale);
    if (!range || (money >= range->minimum && (!range->maximum.isValid() || money <= range->maximum)))
        return ok(money.toWire());

    const QString where = AccountRules::countryName(recipient.country);
    const QString low = range->minimum.toDisplayWithCurrency(locale);
    if (!range->maximum.isValid())
        return refused(tr("In %1 the amount must be at least %2.").arg(where, low));
    const QString high = range->maximum.toDisplayWithCurrency(locale);
    if (recipient.accountType == u"MOBILE_MONEY") {
        // Where the maximum is the operator's (Rwanda), say whose it is.
        if (!spec::payoutLimit(recipient.country, recipient.accountType)->maximum)
            return refused(tr("For %1 mobile money in %2 the amount must be between %3 and %4.")
                               .arg(spec::describe(spec::operators(), recipient.op), where, low, high));
        return refused(
            tr("For mobile money in %1 the amount must be between %2 and %3.").arg(where, low, high));
    }
    if (recipient.accountType == u"BANK_ACCOUNT")
        return refused(
            tr("For a bank account in %1 the amount must be between %2 and %3.").arg(where, low, high));
    return refused(tr("In %1 the amount must be between %2 and %3.").arg(where, low, high));
}

PayoutRules::Result PayoutRules::customId(const QString &text)
{
    static const QRegularExpression pattern(QString::fromLatin1(spec::limits::customIdPattern));
    const QString id = text.trimmed();
    const qsizetype length = characterCount(id);
    if (length > spec::limits::customIdMaxLength)
        return refused(tr("The reference can have at most %1 characters; this one has %2.")
                           .arg(spec::limits::customIdMaxLength)
                           .arg(length));
    if (!pattern.match(id).hasMatch())
        return refused(tr("The reference can have only letters (A to Z), digits, hyphens (-) and underscores "
                          "(_), without spaces."));
    return ok(id);
}

PayoutRules::Result PayoutRules::onBehalfOf(const QString &text)
{
    const QString name = text.trimmed();
    if (name.isEmpty())
        return refused(tr("Enter the legal name of the organization, or remove this entry."));
    const qsizetype length = characterCount(name);
    if (length > spec::limits::onBehalfOfMaxLength)
        return refused(tr("A name can have at most %1 characters; this one has %2.")
                           .arg(spec::limits::onBehalfOfMaxLength)
                           .arg(length));
    return ok(name);
}

PayoutRules::Result PayoutRules::purpose(const QString &text)
{
    const QString code = text.trimmed();
    if (!spec::contains(spec::purposes(), code))
        return refused(tr("%1 is not a purpose of the payment service.").arg(code));
    return ok(code);
}

PayoutRules::Result PayoutRules::senderType(const QString &text)
{
    const QString code = text.trimmed();
    if (!spec::contains(spec::holderTypes(), code))
        return refused(tr("Choose whether the sender is an individual or a business."));
    return ok(code);
}

PayoutRules::Result PayoutRules::countryCode(const QString &text)
{
    static const QRegularExpression shape(u"^[A-Z]{2}$"_s);
    const QString code = text.trimmed().toUpper();
    if (!shape.match(code).hasMatch() || QLocale::codeToTerritory(code) == QLocale::AnyTerritory)
        return refused(tr("Enter the country as its two-letter code, such as KE or GB."));
    return ok(code);
}

PayoutRules::Result PayoutRules::postalCode(const QString &text, const QString &country)
{
    const QString code = text.trimmed();
    const QString pattern = spec::postalCodePattern(country);
    if (!pattern.isEmpty() && !QRegularExpression(pattern).match(code).hasMatch())
        return refused(tr("This is not a postal code of %1.").arg(AccountRules::countryName(country)));
    return ok(code);
}

PayoutRules::Result PayoutRules::date(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (!isoDate(trimmed))
        return refused(tr("Enter the date as year-month-day, such as 1990-04-25."));
    return ok(trimmed);
}

PayoutRules::Result PayoutRules::birthDate(const QString &text, QDate today)
{
    const Result result = date(text);
    if (result.ok && *isoDate(result.value) > today)
        return refused(tr("The date of birth cannot be in the future."));
    return result;
}

PayoutRules::Result PayoutRules::issuedOn(const QString &text, const QString &expiresOn)
{
    const Result result = date(text);
    const std::optional<QDate> expires = isoDate(expiresOn.trimmed());
    if (result.ok && expires && *isoDate(result.value) > *expires)
        return refused(tr("The document cannot have been issued after it expires."));
    return result;
}

PayoutRules::Result PayoutRules::identityDocumentType(const QString &text)
{
    const QString code = text.trimmed();
    if (!spec::contains(spec::identityDocumentTypes(), code))
        return refused(tr("Choose the type of identity document."));
    return ok(code);
}

PayoutRules::Result PayoutRules::text(const QString &text)
{
    return ok(text.simplified());
}

} // namespace paydesk::payouts
