// SPDX-License-Identifier: GPL-3.0-or-later
// The specification's tables of payouts (SpecTables.h, "payouts" and "payout amount limits and
// sender requirements"): purposes and the countries that need one, identity documents, postal
// codes, and the limits and sender fields of decisions.md by country.
#include "SpecTables.h"
#include "SpecTables_p.h"

#include <algorithm>
#include <array>

namespace paydesk::spec {

using detail::toList;

namespace {

constexpr std::array kPurposes {
    Entry {"GOODS_PURCHASE", QT_TRANSLATE_NOOP("paydesk::spec", "Purchase of goods")},
    Entry {"SERVICES_PAYMENT", QT_TRANSLATE_NOOP("paydesk::spec", "Payment for services")},
    Entry {"INVOICE_PAYMENT", QT_TRANSLATE_NOOP("paydesk::spec", "Invoice payment")},
    Entry {"LOAN_REPAYMENT", QT_TRANSLATE_NOOP("paydesk::spec", "Loan repayment")},
    Entry {"BILLS_PAYMENT", QT_TRANSLATE_NOOP("paydesk::spec", "Bills payment")},
    Entry {"SALARY_AND_WAGES", QT_TRANSLATE_NOOP("paydesk::spec", "Salary and wages")},
    Entry {"P2P_TRANSFER", QT_TRANSLATE_NOOP("paydesk::spec", "Domestic person-to-person transfer")},
    Entry {"REMITTANCE", QT_TRANSLATE_NOOP("paydesk::spec", "Cross-border person-to-person remittance")},
    Entry {"DONATION", QT_TRANSLATE_NOOP("paydesk::spec", "Donation")},
    Entry {"GRANTS_AND_SCHOLARSHIPS", QT_TRANSLATE_NOOP("paydesk::spec", "Grants and scholarships")},
    Entry {"TRAVEL_AND_ACCOMMODATION", QT_TRANSLATE_NOOP("paydesk::spec", "Travel and accommodation")},
    Entry {"TAX_PAYMENT", QT_TRANSLATE_NOOP("paydesk::spec", "Tax payment")},
    Entry {"INSURANCE_PREMIUM", QT_TRANSLATE_NOOP("paydesk::spec", "Insurance premium")},
};

constexpr std::array kPurposeRequiredCountries {"GH", "UG", "EG", "CI", "SN", "CM"};

constexpr std::array kIdentityDocumentTypes {
    Entry {"PASSPORT", QT_TRANSLATE_NOOP("paydesk::spec", "Passport")},
    Entry {"DRIVING_LICENSE", QT_TRANSLATE_NOOP("paydesk::spec", "Driving licence")},
    // The provider document's spelling, accepted too (decisions.md, Spellings).
    Entry {"DRIVING_LICENCE", QT_TRANSLATE_NOOP("paydesk::spec", "Driving licence")},
    Entry {"NATIONAL_ID_CARD", QT_TRANSLATE_NOOP("paydesk::spec", "National identity card")},
    Entry {"RESIDENCE_PERMIT", QT_TRANSLATE_NOOP("paydesk::spec", "Residence permit")},
};

// decisions.md, "Payout amount limits and sender requirements by country".
struct PayoutMinimum
{
    const char *country;
    const char *currency;
    const char *minimum;
};

constexpr std::array kPayoutMinimums {
    PayoutMinimum {"KE", "KES", "140"},  PayoutMinimum {"TZ", "TZS", "2500"},
    PayoutMinimum {"RW", "RWF", "500"},  PayoutMinimum {"NG", "NGN", "100"},
    PayoutMinimum {"GH", "GHS", "10"},   PayoutMinimum {"UG", "UGX", "5000"},
    PayoutMinimum {"EG", "EGP", "200"},  PayoutMinimum {"SN", "XOF", "2000"},
    PayoutMinimum {"CI", "XOF", "2000"}, PayoutMinimum {"CM", "XAF", "500"},
};

struct PayoutMaximum
{
    const char *country;
    const char *accountType;
    const char *op; // nullptr: every operator
    const char *maximum;
};

// A country and account type absent here has no maximum ("–").
constexpr std::array kPayoutMaximums {
    PayoutMaximum {"KE", "BANK_ACCOUNT", nullptr, "950000"},
    PayoutMaximum {"KE", "MOBILE_MONEY", nullptr, "250000"},
    PayoutMaximum {"TZ", "BANK_ACCOUNT", nullptr, "20000000"},
    PayoutMaximum {"TZ", "MOBILE_MONEY", nullptr, "5000000"},
    PayoutMaximum {"RW", "MOBILE_MONEY", "MTN", "2000000"},
    PayoutMaximum {"RW", "MOBILE_MONEY", "AIRTEL", "500000"},
    PayoutMaximum {"NG", "BANK_ACCOUNT", nullptr, "50000000"},
    PayoutMaximum {"GH", "BANK_ACCOUNT", nullptr, "50000"},
    PayoutMaximum {"GH", "MOBILE_MONEY", nullptr, "15000"},
    PayoutMaximum {"UG", "BANK_ACCOUNT", nullptr, "5000000"},
    PayoutMaximum {"UG", "MOBILE_MONEY", nullptr, "5000000"},
    PayoutMaximum {"EG", "BANK_ACCOUNT", nullptr, "300000"},
    PayoutMaximum {"SN", "MOBILE_MONEY", nullptr, "1500000"},
    PayoutMaximum {"CI", "MOBILE_MONEY", nullptr, "1500000"},
    PayoutMaximum {"CM", "MOBILE_MONEY", nullptr, "1000000"},
};

constexpr std::array kSenderRequiredCountries {"KE", "TZ", "RW", "NG", "GH", "UG", "EG", "SN", "CI", "CM"};
constexpr std::array kSenderFields {
    "sender.type",
    "sender.name",
    "sender.address.line_1",
    "sender.address.city",
    "sender.address.postal_code",
    "sender.address.country",
};
constexpr std::array kIndividualSenderFields {"sender.individual.dob"};
constexpr std::array kIdentityDocumentFields {
    "sender.individual.identity_document.type",
    "sender.individual.identity_document.country",
    "sender.individual.identity_document.number",
    "sender.individual.identity_document.expires_on",
};
// Every sender-required country but these needs the identity document of an INDIVIDUAL sender.
constexpr std::array kIdentityDocumentExemptCountries {"KE"};

struct PostalCode
{
    const char *country;
    const char *pattern;
};

constexpr std::array kPostalCodes {
    PostalCode {"GB", "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$"},
    PostalCode {"US", "^[0-9]{5}(-[0-9]{4})?$"},
    PostalCode {"PT", "^[0-9]{4}-[0-9]{3}$"},
    PostalCode {"IE", "^[A-Za-z][0-9]{2}[Ww]? ?[0-9A-Za-z]{4}$"},
    PostalCode {"MT", "^[A-Za-z]{3} ?[0-9]{4}$"},
    PostalCode {"NG", "^[0-9]{6}$"},
    PostalCode {"NL", "^[1-9][0-9]{3} ?[A-Za-z]{2}$"},
    PostalCode {"SK", "^[0-9]{3} ?[0-9]{2}$"},
};

} // namespace

std::span<const Entry> purposes()
{
    return kPurposes;
}
QStringList purposeRequiredCountries()
{
    return toList(kPurposeRequiredCountries);
}

bool purposeRequired(QStringView country)
{
    return std::any_of(kPurposeRequiredCountries.begin(), kPurposeRequiredCountries.end(),
                       [&](const char *c) { return country == QLatin1StringView(c); });
}

std::span<const Entry> identityDocumentTypes()
{
    return kIdentityDocumentTypes;
}

QStringList postalCodeCountries()
{
    QStringList out;
    for (const PostalCode &p : kPostalCodes)
        out << QString::fromLatin1(p.country);
    return out;
}

QString postalCodePattern(QStringView country)
{
    for (const PostalCode &p : kPostalCodes) {
        if (country == QLatin1StringView(p.country))
            return QString::fromLatin1(p.pattern);
    }
    return {};
}

std::optional<PayoutLimit> payoutLimit(QStringView country, QStringView accountType, QStringView op)
{
    for (const PayoutMinimum &m : kPayoutMinimums) {
        if (country != QLatin1StringView(m.country))
            continue;
        PayoutLimit limit {m.currency, m.minimum, nullptr};
        for (const PayoutMaximum &x : kPayoutMaximums) {
            if (country == QLatin1StringView(x.country) && accountType == QLatin1StringView(x.accountType)
                && (!x.op || op == QLatin1StringView(x.op)))
                limit.maximum = x.maximum;
        }
        return limit;
    }
    return std::nullopt;
}

QStringList payoutLimitCountries()
{
    QStringList out;
    for (const PayoutMinimum &m : kPayoutMinimums)
        out << QString::fromLatin1(m.country);
    return out;
}

SenderRequirements senderRequirements(QStringView country)
{
    const auto listed = [&](const auto &countries) {
        return std::any_of(countries.begin(), countries.end(),
                           [&](const char *c) { return country == QLatin1StringView(c); });
    };
    if (!listed(kSenderRequiredCountries))
        return {};
    SenderRequirements out {toList(kSenderFields), toList(kIndividualSenderFields)};
    if (!listed(kIdentityDocumentExemptCountries))
        out.individualSender << toList(kIdentityDocumentFields);
    return out;
}

QStringList senderRequiredCountries()
{
    return toList(kSenderRequiredCountries);
}

} // namespace paydesk::spec
