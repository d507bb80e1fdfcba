// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of a payment account: see AccountRules.h.
#include "AccountRules.h"

#include "ValidationSupport.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox::validation {

namespace {

const QStringList &serviceCountries()
{
    static const QStringList codes = [] {
        QStringList out;
        for (const spec::CountryInfo &c : spec::countries())
            out << QString::fromLatin1(c.code);
        return out;
    }();
    return codes;
}

void holder(const FieldReader &account)
{
    const std::optional<QJsonObject> object = account.object(u"holder", Need::Required);
    if (!object)
        return;
    const FieldReader holder = account.child(u"holder", *object);
    const std::optional<QString> name = holder.text(u"name", Need::Required, kNameMaxCharacters);
    if (name && !RequestValidator::isValidHolderName(*name))
        holder.add(u"name", u"must be words of letters, apostrophes or hyphens separated by spaces"_s);
    holder.oneOf(u"type", codesOf<spec::holderTypes>(), Need::Required);
}

void accountNumber(const FieldReader &in, QStringView name)
{
    const std::optional<QString> number = in.string(name, Need::Required);
    if (number && !FieldReader::isAsciiAlphanumeric(*number, 1, kAccountNumberMaxLength))
        in.add(name, u"must be 1 to %1 letters or digits"_s.arg(kAccountNumberMaxLength));
}

void mobileMoney(const FieldReader &account, const spec::CountryInfo *country)
{
    const QString countryCode = country ? QString::fromLatin1(country->code) : QString();
    const QStringList countryOperators = spec::operatorsForCountry(countryCode);
    if (country && countryOperators.isEmpty())
        account.add(u"country",
                    FieldReader::oneOfMessage(spec::mobileMoneyCountries()) + u" for MOBILE_MONEY"_s);

    const std::optional<QJsonObject> object = account.object(u"mobile_money", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"mobile_money", *object);
    if (const std::optional<QString> number = in.string(u"number", Need::Required)) {
        const QString callingCode = country ? QString::fromLatin1(country->callingCode) : QString();
        const QString numberPrefix = u"+"_s + callingCode;
        if (!FieldReader::matches(e164Pattern(), *number))
            in.add(u"number", e164Message());
        else if (country && !number->startsWith(numberPrefix))
            in.add(u"number", u"must start with +%1, the calling code of %2"_s.arg(callingCode, countryCode));
    }
    const std::optional<QString> op = in.oneOf(u"operator", codesOf<spec::operators>(), Need::Required);
    if (op && !countryOperators.isEmpty() && !countryOperators.contains(*op))
        in.add(u"operator", FieldReader::oneOfMessage(countryOperators) + u" for "_s + countryCode);
}

void bankAccount(const FieldReader &account, const QString &country, const ValidationContext &ctx)
{
    const std::optional<QJsonObject> object = account.object(u"bank_account", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"bank_account", *object);
    if (const std::optional<QString> bankId = in.string(u"bank_id", Need::Required)) {
        const QString bankCountry = ask(ctx.bankCountry, *bankId);
        if (bankCountry.isEmpty())
            in.add(u"bank_id", u"must be the id of a bank of the banks list"_s);
        else if (!country.isEmpty() && bankCountry != country)
            in.add(u"bank_id", u"must be a bank in %1 (this bank is in %2)"_s.arg(country, bankCountry));
    }
    accountNumber(in, u"number");
}

void bankAccountRoute(const FieldReader &account, const QString &country)
{
    const QStringList routeCountries = spec::routeCountries();
    if (!country.isEmpty() && !routeCountries.contains(country))
        account.add(u"country", FieldReader::oneOfMessage(routeCountries) + u" for BANK_ACCOUNT_ROUTE"_s);

    const std::optional<QJsonObject> object = account.object(u"bank_account_route", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"bank_account_route", *object);
    if (const std::optional<QString> code = in.string(u"code", Need::Required)) {
        static const QRegularExpression ifsc = FieldReader::anchored(u"[A-Z]{4}0[A-Z0-9]{6}"_s);
        static const QRegularExpression routingNumber = FieldReader::anchored(u"[0-9]{9}"_s);
        const QString kind = routeCountries.contains(country) ? spec::routeCodeKind(country) : QString();
        if (kind == u"IFSC" && !FieldReader::matches(ifsc, *code))
            in.add(u"code", u"must be an IFSC code like HDFC0001234"_s);
        else if (kind == u"ROUTING_NUMBER" && !FieldReader::matches(routingNumber, *code))
            in.add(u"code", u"must be a 9-digit bank routing number"_s);
        else if (kind.isEmpty() && !FieldReader::isAsciiAlphanumeric(*code, 1, kAccountNumberMaxLength))
            in.add(u"code", u"must be letters or digits"_s);
    }
    accountNumber(in, u"number");
}

void alias(const FieldReader &account, const QString &country)
{
    const QStringList aliasCountries = spec::aliasCountries();
    if (!country.isEmpty() && !aliasCountries.contains(country))
        account.add(u"country", FieldReader::oneOfMessage(aliasCountries) + u" for ALIAS"_s);

    const std::optional<QJsonObject> object = account.object(u"alias", Need::Required);
    if (!object)
        return;
    const FieldReader in = account.child(u"alias", *object);
    in.oneOf(u"network", codesOf<spec::aliasNetworks>(), Need::Required);
    if (const std::optional<QString> identifier = in.string(u"identifier", Need::Required)) {
        static const QRegularExpression upi
            = FieldReader::anchored(u"[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}"_s);
        if (!FieldReader::matches(upi, *identifier))
            in.add(u"identifier", u"must be a UPI address like name@bank"_s);
    }
}

} // namespace

void paymentAccount(const FieldReader &in, const ValidationContext &ctx)
{
    const std::optional<QString> type
        = in.oneOf(u"type", codesOf<spec::paymentAccountTypes>(), Need::Required);
    const spec::CountryInfo *country = nullptr;
    if (const std::optional<QString> code = in.alpha2(u"country", Need::Required)) {
        country = spec::country(*code);
        if (!country)
            in.add(u"country", FieldReader::oneOfMessage(serviceCountries()));
    }
    const QString countryCode = country ? QString::fromLatin1(country->code) : QString();
    holder(in);
    if (!type)
        return;
    if (*type == u"MOBILE_MONEY")
        mobileMoney(in, country);
    else if (*type == u"BANK_ACCOUNT")
        bankAccount(in, countryCode, ctx);
    else if (*type == u"BANK_ACCOUNT_ROUTE")
        bankAccountRoute(in, countryCode);
    else if (*type == u"ALIAS")
        alias(in, countryCode);
}

} // namespace paydesk::sandbox::validation
