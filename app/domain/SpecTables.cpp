// SPDX-License-Identifier: GPL-3.0-or-later
// The specification's tables, common part: how a table is read (descriptions translated, codes),
// the currencies and countries of the service, and its payment accounts (types, holders, mobile
// money operators by country, lookups, alias networks, bank routes). The tables of payouts are in
// SpecTablesPayouts.cpp, what the service answers with (states, errors, scopes, webhook events)
// in SpecTablesService.cpp.
#include "SpecTables.h"
#include "SpecTables_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace paydesk::spec {

using detail::toList;

namespace {

constexpr std::array kCurrencies {
    CurrencyInfo {"KES", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Kenyan shilling")},
    CurrencyInfo {"TZS", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Tanzanian shilling")},
    CurrencyInfo {"RWF", 0, QT_TRANSLATE_NOOP("paydesk::spec", "Rwandan franc")},
    CurrencyInfo {"GHS", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Ghanaian cedi")},
    CurrencyInfo {"UGX", 0, QT_TRANSLATE_NOOP("paydesk::spec", "Ugandan shilling")},
    CurrencyInfo {"XOF", 0, QT_TRANSLATE_NOOP("paydesk::spec", "West African CFA franc")},
    CurrencyInfo {"XAF", 0, QT_TRANSLATE_NOOP("paydesk::spec", "Central African CFA franc")},
    CurrencyInfo {"BDT", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Bangladeshi taka")},
    CurrencyInfo {"PHP", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Philippine peso")},
    CurrencyInfo {"PKR", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Pakistani rupee")},
    CurrencyInfo {"INR", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Indian rupee")},
    CurrencyInfo {"ETB", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Ethiopian birr")},
    CurrencyInfo {"NGN", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Nigerian naira")},
    CurrencyInfo {"EGP", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Egyptian pound")},
    CurrencyInfo {"USD", 2, QT_TRANSLATE_NOOP("paydesk::spec", "US dollar")},
    CurrencyInfo {"EUR", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Euro")},
    CurrencyInfo {"GBP", 2, QT_TRANSLATE_NOOP("paydesk::spec", "Pound sterling")},
};

constexpr std::array kCountries {
    CountryInfo {"KE", QT_TRANSLATE_NOOP("paydesk::spec", "Kenya"), "KES", "254"},
    CountryInfo {"TZ", QT_TRANSLATE_NOOP("paydesk::spec", "Tanzania"), "TZS", "255"},
    CountryInfo {"RW", QT_TRANSLATE_NOOP("paydesk::spec", "Rwanda"), "RWF", "250"},
    CountryInfo {"GH", QT_TRANSLATE_NOOP("paydesk::spec", "Ghana"), "GHS", "233"},
    CountryInfo {"UG", QT_TRANSLATE_NOOP("paydesk::spec", "Uganda"), "UGX", "256"},
    CountryInfo {"CI", QT_TRANSLATE_NOOP("paydesk::spec", "Côte d'Ivoire"), "XOF", "225"},
    CountryInfo {"SN", QT_TRANSLATE_NOOP("paydesk::spec", "Senegal"), "XOF", "221"},
    CountryInfo {"CM", QT_TRANSLATE_NOOP("paydesk::spec", "Cameroon"), "XAF", "237"},
    CountryInfo {"CG", QT_TRANSLATE_NOOP("paydesk::spec", "Republic of the Congo"), "XAF", "242"},
    CountryInfo {"GA", QT_TRANSLATE_NOOP("paydesk::spec", "Gabon"), "XAF", "241"},
    CountryInfo {"ET", QT_TRANSLATE_NOOP("paydesk::spec", "Ethiopia"), "ETB", "251"},
    CountryInfo {"EG", QT_TRANSLATE_NOOP("paydesk::spec", "Egypt"), "EGP", "20"},
    CountryInfo {"NG", QT_TRANSLATE_NOOP("paydesk::spec", "Nigeria"), "NGN", "234"},
    CountryInfo {"BD", QT_TRANSLATE_NOOP("paydesk::spec", "Bangladesh"), "BDT", "880"},
    CountryInfo {"PH", QT_TRANSLATE_NOOP("paydesk::spec", "Philippines"), "PHP", "63"},
    CountryInfo {"PK", QT_TRANSLATE_NOOP("paydesk::spec", "Pakistan"), "PKR", "92"},
    CountryInfo {"IN", QT_TRANSLATE_NOOP("paydesk::spec", "India"), "INR", "91"},
};

constexpr std::array kPaymentAccountTypes {
    Entry {"MOBILE_MONEY",
           QT_TRANSLATE_NOOP("paydesk::spec",
                             "Mobile money wallet, identified by a phone number and its operator")},
    Entry {"BANK_ACCOUNT", QT_TRANSLATE_NOOP("paydesk::spec", "Bank account at a bank of the banks list")},
    Entry {"BANK_ACCOUNT_ROUTE",
           QT_TRANSLATE_NOOP(
               "paydesk::spec",
               "Bank account identified by a routing code (IFSC in India, routing number in Bangladesh)")},
    Entry {"ALIAS",
           QT_TRANSLATE_NOOP("paydesk::spec", "Payment handle within an alias network (UPI in India)")},
};

constexpr std::array kHolderTypes {
    Entry {"INDIVIDUAL", QT_TRANSLATE_NOOP("paydesk::spec", "A person, by full name")},
    Entry {"BUSINESS", QT_TRANSLATE_NOOP("paydesk::spec", "A business, by registered legal name")},
};

constexpr std::array kOperators {
    Entry {"SAFARICOM", QT_TRANSLATE_NOOP("paydesk::spec", "Safaricom M-Pesa")},
    Entry {"AT", QT_TRANSLATE_NOOP("paydesk::spec", "AirtelTigo Money")},
    Entry {"AIRTEL", QT_TRANSLATE_NOOP("paydesk::spec", "Airtel Money")},
    Entry {"VODACOM", QT_TRANSLATE_NOOP("paydesk::spec", "Vodacom M-Pesa")},
    Entry {"TIGO", QT_TRANSLATE_NOOP("paydesk::spec", "Tigo Pesa")},
    Entry {"HALOTEL", QT_TRANSLATE_NOOP("paydesk::spec", "HaloPesa")},
    Entry {"TTCL", QT_TRANSLATE_NOOP("paydesk::spec", "TTCL T-Pesa")},
    Entry {"MTN", QT_TRANSLATE_NOOP("paydesk::spec", "MTN Mobile Money")},
    Entry {"VODAFONE", QT_TRANSLATE_NOOP("paydesk::spec", "Vodafone Cash")},
    Entry {"MOOV", QT_TRANSLATE_NOOP("paydesk::spec", "Moov Money")},
    Entry {"ORANGE", QT_TRANSLATE_NOOP("paydesk::spec", "Orange Money")},
    Entry {"FREE", QT_TRANSLATE_NOOP("paydesk::spec", "Free Money")},
    Entry {"EXPRESSO", QT_TRANSLATE_NOOP("paydesk::spec", "E-Money (Expresso)")},
    Entry {"WAVE", QT_TRANSLATE_NOOP("paydesk::spec", "Wave")},
    Entry {"BKASH", QT_TRANSLATE_NOOP("paydesk::spec", "bKash")},
    Entry {"NAGAD", QT_TRANSLATE_NOOP("paydesk::spec", "Nagad")},
    Entry {"GCASH", QT_TRANSLATE_NOOP("paydesk::spec", "GCash")},
    Entry {"MAYA", QT_TRANSLATE_NOOP("paydesk::spec", "Maya")},
    Entry {"COINS", QT_TRANSLATE_NOOP("paydesk::spec", "Coins.ph")},
    Entry {"GRABPAY", QT_TRANSLATE_NOOP("paydesk::spec", "GrabPay")},
    Entry {"EASYPAISA", QT_TRANSLATE_NOOP("paydesk::spec", "Easypaisa")},
    Entry {"JAZZCASH", QT_TRANSLATE_NOOP("paydesk::spec", "JazzCash")},
    Entry {"UPAISA", QT_TRANSLATE_NOOP("paydesk::spec", "UPaisa")},
    Entry {"SADAPAY", QT_TRANSLATE_NOOP("paydesk::spec", "SadaPay")},
    Entry {"NAYAPAY", QT_TRANSLATE_NOOP("paydesk::spec", "NayaPay")},
    Entry {"FINJA", QT_TRANSLATE_NOOP("paydesk::spec", "Finja")},
    Entry {"PAYMAX", QT_TRANSLATE_NOOP("paydesk::spec", "Paymax")},
};

struct CountryOperators
{
    const char *country;
    std::initializer_list<const char *> operators;
};

const CountryOperators kOperatorsPerCountry[] = {
    {"KE", {"SAFARICOM", "AIRTEL"}},
    {"TZ", {"VODACOM", "AIRTEL", "TIGO", "HALOTEL", "TTCL"}},
    {"RW", {"AIRTEL", "MTN"}},
    {"GH", {"AT", "MTN", "VODAFONE"}},
    {"UG", {"AIRTEL", "MTN"}},
    {"CI", {"MTN", "ORANGE", "MOOV"}},
    {"SN", {"ORANGE", "FREE", "EXPRESSO", "WAVE"}},
    {"CM", {"MTN", "ORANGE"}},
    {"BD", {"BKASH", "NAGAD"}},
    {"PH", {"GCASH", "MAYA", "COINS", "GRABPAY"}},
    {"PK", {"EASYPAISA", "JAZZCASH", "UPAISA", "SADAPAY", "NAYAPAY", "FINJA", "PAYMAX"}},
    {"CG", {"MTN", "AIRTEL"}},
    {"GA", {"AIRTEL", "MOOV"}},
};

// GET /lookups accepts these operators (bKash and Nagad are not in the lookup list), and for
// Ethiopia (beta) SAFARICOM and TELEBIRR.
constexpr std::array kLookupOperators {
    "SAFARICOM", "AT",       "AIRTEL", "VODACOM",  "TIGO",    "HALOTEL", "TTCL",   "MTN",      "VODAFONE",
    "MOOV",      "ORANGE",   "FREE",   "EXPRESSO", "WAVE",    "GCASH",   "MAYA",   "COINS",    "GRABPAY",
    "EASYPAISA", "JAZZCASH", "UPAISA", "SADAPAY",  "NAYAPAY", "FINJA",   "PAYMAX", "TELEBIRR",
};

constexpr std::array kAliasNetworks {
    Entry {"UPI",
           QT_TRANSLATE_NOOP("paydesk::spec",
                             "Unified Payments Interface (India), identified by a virtual payment address")},
};

} // namespace

QString tr(const char *sourceText)
{
    return QCoreApplication::translate("paydesk::spec", sourceText);
}

QString describe(std::span<const Entry> table, QStringView code)
{
    for (const Entry &e : table) {
        if (code == QLatin1StringView(e.code))
            return tr(e.description);
    }
    return code.toString();
}

bool contains(std::span<const Entry> table, QStringView code)
{
    return std::any_of(table.begin(), table.end(),
                       [&](const Entry &e) { return code == QLatin1StringView(e.code); });
}

QStringList codes(std::span<const Entry> table)
{
    QStringList out;
    out.reserve(qsizetype(table.size()));
    for (const Entry &e : table)
        out << QString::fromLatin1(e.code);
    return out;
}

std::span<const CurrencyInfo> currencies()
{
    return kCurrencies;
}

const CurrencyInfo *currency(QStringView code)
{
    for (const CurrencyInfo &c : kCurrencies) {
        if (code == QLatin1StringView(c.code))
            return &c;
    }
    return nullptr;
}

std::span<const CountryInfo> countries()
{
    return kCountries;
}

const CountryInfo *country(QStringView code)
{
    for (const CountryInfo &c : kCountries) {
        if (code == QLatin1StringView(c.code))
            return &c;
    }
    return nullptr;
}

std::span<const Entry> paymentAccountTypes()
{
    return kPaymentAccountTypes;
}
std::span<const Entry> holderTypes()
{
    return kHolderTypes;
}
std::span<const Entry> operators()
{
    return kOperators;
}

QStringList operatorsForCountry(QStringView country)
{
    for (const CountryOperators &c : kOperatorsPerCountry) {
        if (country == QLatin1StringView(c.country))
            return toList(c.operators);
    }
    return {};
}

QStringList mobileMoneyCountries()
{
    QStringList out;
    for (const CountryOperators &c : kOperatorsPerCountry)
        out << QString::fromLatin1(c.country);
    return out;
}

QStringList lookupOperators()
{
    return toList(kLookupOperators);
}

QStringList lookupOperatorsForCountry(QStringView country)
{
    if (country == u"ET")
        return {u"SAFARICOM"_s, u"TELEBIRR"_s};
    const QStringList lookup = lookupOperators();
    QStringList out;
    for (const QString &op : operatorsForCountry(country)) {
        if (lookup.contains(op))
            out << op;
    }
    return out;
}

std::span<const Entry> aliasNetworks()
{
    return kAliasNetworks;
}
QStringList aliasCountries()
{
    return {u"IN"_s};
}
QStringList routeCountries()
{
    return {u"IN"_s, u"BD"_s};
}

QString routeCodeKind(QStringView country)
{
    if (country == u"IN")
        return u"IFSC"_s;
    if (country == u"BD")
        return u"ROUTING_NUMBER"_s;
    return {};
}

} // namespace paydesk::spec
