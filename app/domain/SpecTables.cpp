// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecTables.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

#define N_(text) QT_TRANSLATE_NOOP("paydesk::spec", text)

namespace paydesk::spec {

namespace {

constexpr std::array kCurrencies {
    CurrencyInfo {"KES", 2, N_("Kenyan shilling")},
    CurrencyInfo {"TZS", 2, N_("Tanzanian shilling")},
    CurrencyInfo {"RWF", 0, N_("Rwandan franc")},
    CurrencyInfo {"GHS", 2, N_("Ghanaian cedi")},
    CurrencyInfo {"UGX", 0, N_("Ugandan shilling")},
    CurrencyInfo {"XOF", 0, N_("West African CFA franc")},
    CurrencyInfo {"XAF", 0, N_("Central African CFA franc")},
    CurrencyInfo {"BDT", 2, N_("Bangladeshi taka")},
    CurrencyInfo {"PHP", 2, N_("Philippine peso")},
    CurrencyInfo {"PKR", 2, N_("Pakistani rupee")},
    CurrencyInfo {"INR", 2, N_("Indian rupee")},
    CurrencyInfo {"ETB", 2, N_("Ethiopian birr")},
    CurrencyInfo {"EGP", 2, N_("Egyptian pound")},
    CurrencyInfo {"USD", 2, N_("US dollar")},
    CurrencyInfo {"EUR", 2, N_("Euro")},
    CurrencyInfo {"GBP", 2, N_("Pound sterling")},
};

constexpr std::array kCountries {
    CountryInfo {"KE", N_("Kenya"), "KES", "254"},
    CountryInfo {"TZ", N_("Tanzania"), "TZS", "255"},
    CountryInfo {"RW", N_("Rwanda"), "RWF", "250"},
    CountryInfo {"GH", N_("Ghana"), "GHS", "233"},
    CountryInfo {"UG", N_("Uganda"), "UGX", "256"},
    CountryInfo {"CI", N_("Côte d'Ivoire"), "XOF", "225"},
    CountryInfo {"SN", N_("Senegal"), "XOF", "221"},
    CountryInfo {"CM", N_("Cameroon"), "XAF", "237"},
    CountryInfo {"CG", N_("Republic of the Congo"), "XAF", "242"},
    CountryInfo {"GA", N_("Gabon"), "XAF", "241"},
    CountryInfo {"ET", N_("Ethiopia"), "ETB", "251"},
    CountryInfo {"EG", N_("Egypt"), "EGP", "20"},
    CountryInfo {"BD", N_("Bangladesh"), "BDT", "880"},
    CountryInfo {"PH", N_("Philippines"), "PHP", "63"},
    CountryInfo {"PK", N_("Pakistan"), "PKR", "92"},
    CountryInfo {"IN", N_("India"), "INR", "91"},
};

constexpr std::array kPaymentAccountTypes {
    Entry {"MOBILE_MONEY", N_("Mobile money wallet, identified by a phone number and its operator")},
    Entry {"BANK_ACCOUNT", N_("Bank account at a bank of the banks list")},
    Entry {"BANK_ACCOUNT_ROUTE",
           N_("Bank account identified by a routing code (IFSC in India, routing number in Bangladesh)")},
    Entry {"ALIAS", N_("Payment handle within an alias network (UPI in India)")},
};

constexpr std::array kHolderTypes {
    Entry {"INDIVIDUAL", N_("A person, by full name")},
    Entry {"BUSINESS", N_("A business, by registered legal name")},
};

constexpr std::array kOperators {
    Entry {"SAFARICOM", N_("Safaricom M-Pesa")},
    Entry {"AT", N_("AirtelTigo Money")},
    Entry {"AIRTEL", N_("Airtel Money")},
    Entry {"VODACOM", N_("Vodacom M-Pesa")},
    Entry {"TIGO", N_("Tigo Pesa")},
    Entry {"HALOTEL", N_("HaloPesa")},
    Entry {"TTCL", N_("TTCL T-Pesa")},
    Entry {"MTN", N_("MTN Mobile Money")},
    Entry {"VODAFONE", N_("Vodafone Cash")},
    Entry {"MOOV", N_("Moov Money")},
    Entry {"ORANGE", N_("Orange Money")},
    Entry {"FREE", N_("Free Money")},
    Entry {"EXPRESSO", N_("E-Money (Expresso)")},
    Entry {"WAVE", N_("Wave")},
    Entry {"BKASH", N_("bKash")},
    Entry {"NAGAD", N_("Nagad")},
    Entry {"GCASH", N_("GCash")},
    Entry {"MAYA", N_("Maya")},
    Entry {"COINS", N_("Coins.ph")},
    Entry {"GRABPAY", N_("GrabPay")},
    Entry {"EASYPAISA", N_("Easypaisa")},
    Entry {"JAZZCASH", N_("JazzCash")},
    Entry {"UPAISA", N_("UPaisa")},
    Entry {"SADAPAY", N_("SadaPay")},
    Entry {"NAYAPAY", N_("NayaPay")},
    Entry {"FINJA", N_("Finja")},
    Entry {"PAYMAX", N_("Paymax")},
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
    Entry {"UPI", N_("Unified Payments Interface (India), identified by a virtual payment address")},
};

constexpr std::array kPurposes {
    Entry {"GOODS_PURCHASE", N_("Purchase of goods")},
    Entry {"SERVICES_PAYMENT", N_("Payment for services")},
    Entry {"INVOICE_PAYMENT", N_("Invoice payment")},
    Entry {"LOAN_REPAYMENT", N_("Loan repayment")},
    Entry {"BILLS_PAYMENT", N_("Bills payment")},
    Entry {"SALARY_AND_WAGES", N_("Salary and wages")},
    Entry {"P2P_TRANSFER", N_("Domestic person-to-person transfer")},
    Entry {"REMITTANCE", N_("Cross-border person-to-person remittance")},
    Entry {"DONATION", N_("Donation")},
    Entry {"GRANTS_AND_SCHOLARSHIPS", N_("Grants and scholarships")},
    Entry {"TRAVEL_AND_ACCOMMODATION", N_("Travel and accommodation")},
    Entry {"TAX_PAYMENT", N_("Tax payment")},
    Entry {"INSURANCE_PREMIUM", N_("Insurance premium")},
};

constexpr std::array kPurposeRequiredCountries {"GH", "UG", "EG", "CI", "SN", "CM"};

constexpr std::array kIdentityDocumentTypes {
    Entry {"PASSPORT", N_("Passport")},
    Entry {"DRIVING_LICENSE", N_("Driving licence")},
    Entry {"NATIONAL_ID_CARD", N_("National identity card")},
    Entry {"RESIDENCE_PERMIT", N_("Residence permit")},
};

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

constexpr std::array kPayoutStates {
    Entry {"PENDING", N_("Accepted, awaiting processing")},
    Entry {"SENT", N_("Processed; the recipient should have the funds")},
    Entry {"REVERSED", N_("Reversed after it was sent")},
    Entry {"CANCELLED", N_("Cancelled before it reached the recipient")},
    Entry {"FAILED", N_("The funds did not reach the recipient")},
};

constexpr std::array kPayoutPendingContexts {
    Entry {"COMPLIANCE_REVIEW", N_("Under compliance review; needs further verification")},
};

constexpr std::array kPayoutFailedContexts {
    Entry {"WALLET_INSUFFICIENT_BALANCE", N_("The wallet lacks funds")},
    Entry {"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER", N_("The account number is invalid")},
    Entry {"PAYMENT_ACCOUNT_BALANCE_MAXED_OUT", N_("The recipient's balance reached its maximum")},
    Entry {"PAYMENT_ACCOUNT_PER_TRANSACTION_LIMIT_REACHED",
           N_("The amount exceeds the account's per-transaction maximum")},
    Entry {"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED", N_("The account's daily limit is reached or would be")},
    Entry {"PAYMENT_ACCOUNT_WEEKLY_LIMIT_REACHED",
           N_("The account's weekly limit is reached or would be exceeded")},
    Entry {"PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED", N_("The account's monthly limit is reached or would be")},
    Entry {"PAYMENT_ACCOUNT_LIMIT_REACHED", N_("A limit of the account was reached (which one is unknown)")},
    Entry {"ENTITY_PAYMENT_ACCOUNT_KYC_SANCTIONS_HIT",
           N_("Sanction list hit on the payment account during screening")},
    Entry {"ENTITY_SENDER_KYC_SANCTIONS_HIT", N_("Sanction list hit on the sender during screening")},
    Entry {"ENTITY_KYC_SANCTIONS_HIT_EXPIRED", N_("A sanction hit was not cleared in time")},
    Entry {"PROVIDER_NETWORK_ISSUE", N_("Temporary issue with the provider's network or systems")},
    Entry {"RECIPIENT_ACCOUNT_NOT_SUPPORTED_FOR_REMITTANCE",
           N_("The recipient account cannot receive international remittances")},
};

constexpr std::array kPayinStates {
    Entry {"PENDING", N_("Accepted, awaiting processing")},
    Entry {"COLLECTED", N_("Collected from the originating account, being settled")},
    Entry {"SETTLED", N_("Settled; the funds are available in the wallet")},
    Entry {"FAILED", N_("The funds were not collected")},
};

constexpr std::array kPayinFailedContexts {
    Entry {"PAYMENT_ACCOUNT_INSUFFICIENT_BALANCE", N_("The originating account lacks funds")},
    Entry {"PAYMENT_ACCOUNT_HOLDER_REJECTED", N_("The holder rejected the payment")},
    Entry {"EXPIRED", N_("Not completed in the required time; no money was collected")},
};

constexpr std::array kStatementStates {
    Entry {"PENDING", N_("Being generated")},
    Entry {"READY", N_("Generated; its lines can be listed")},
    Entry {"FAILED", N_("Generation failed")},
};

constexpr std::array kStatementLineTypes {
    Entry {"COLLECTION_COLLECTED", N_("Funds collected into the wallet")},
    Entry {"COLLECTION_CONVERTED", N_("Collected funds converted to the wallet currency")},
    Entry {"CONVERSION_INITIATED", N_("Currency conversion initiated")},
    Entry {"CONVERSION_CONVERTED", N_("Currency conversion completed")},
    Entry {"PAYOUT_INITIATED", N_("Payout initiated from the wallet")},
    Entry {"PAYOUT_FAILED", N_("Payout failed; funds returned to the wallet")},
    Entry {"PAYOUT_REVERSED", N_("Payout reversed; funds returned to the wallet")},
    Entry {"PAYOUT_SENT_TO_FAILED", N_("A payout that was sent moved to failed")},
    Entry {"PAYOUT_FAILED_TO_SENT", N_("A payout that had failed moved to sent")},
};

constexpr std::array kErrorCodes {
    Entry {"BAD_REQUEST", N_("The request is not valid JSON or lacks its JSON content type")},
    Entry {"UNAUTHENTICATED", N_("The API key is missing, unknown or revoked")},
    Entry {"INSUFFICIENT_SCOPE", N_("The API key does not have the permission this needs")},
    Entry {"WALLET_INSUFFICIENT_BALANCE", N_("The wallet does not have enough available funds")},
    Entry {"PAYOUT_NOT_FOUND", N_("No payout with this id")},
    Entry {"PAYIN_NOT_FOUND", N_("No payin with this id")},
    Entry {"STATEMENT_NOT_FOUND", N_("No statement with this id")},
    Entry {"WALLET_NOT_FOUND", N_("No wallet with this id")},
    Entry {"BANK_NOT_FOUND", N_("No bank with this id")},
    Entry {"PAYMENT_ACCOUNT_NOT_FOUND", N_("No payment account with this id")},
    Entry {"LOOKUP_ACCOUNT_NOT_FOUND", N_("No holder could be found for this account")},
    Entry {"NOT_FOUND", N_("Unknown address")},
    Entry {"IDEMPOTENCY_RACE", N_("The same request key is in use by another or a different request")},
    Entry {"STATEMENT_NOT_READY", N_("The statement is not ready")},
    Entry {"VALIDATION_FAILED", N_("Some fields are not valid")},
    Entry {"PAYLOAD_TOO_LARGE", N_("The request is too large")},
    Entry {"RATE_LIMITED", N_("Too many requests; try again shortly")},
    Entry {"PAYOUT_BANK_TEMPORARILY_UNAVAILABLE", N_("The receiving bank is temporarily unavailable")},
    Entry {"PAYOUT_MOBILE_MONEY_TEMPORARILY_UNAVAILABLE",
           N_("The mobile money operator is temporarily unavailable")},
    Entry {"PAYOUT_ALIAS_NETWORK_TEMPORARILY_UNAVAILABLE",
           N_("The alias network is temporarily unavailable")},
    Entry {"INTERNAL_ERROR", N_("The service had an internal error")},
};

constexpr std::array kScopes {
    Entry {"payout:write", N_("Create payouts")},
    Entry {"payout:read", N_("See payouts")},
    Entry {"payment-account:write", N_("Create payment accounts")},
    Entry {"payment-account:read", N_("See payment accounts")},
    Entry {"wallet:read", N_("See wallets and balances")},
    Entry {"bank:read", N_("See the banks list")},
    Entry {"lookup:read", N_("Look up account holders")},
    Entry {"statement:write", N_("Create wallet statements")},
    Entry {"statement:read", N_("See wallet statements")},
    Entry {"payin:write", N_("Create payins")},
    Entry {"payin:read", N_("See payins")},
};

constexpr std::array kWebhookEventTypes {
    Entry {"payin.state-updated", N_("A payin reached completion")},
    Entry {"payout.state-updated", N_("A payout reached completion")},
    Entry {"wallet-statement.state-updated", N_("A statement finished generating")},
};

template<typename Range> QStringList toList(const Range &range)
{
    QStringList out;
    for (const char *code : range)
        out << QString::fromLatin1(code);
    return out;
}

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
        return {QStringLiteral("SAFARICOM"), QStringLiteral("TELEBIRR")};
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
    return {QStringLiteral("IN")};
}
QStringList routeCountries()
{
    return {QStringLiteral("IN"), QStringLiteral("BD")};
}

QString routeCodeKind(QStringView country)
{
    if (country == u"IN")
        return QStringLiteral("IFSC");
    if (country == u"BD")
        return QStringLiteral("ROUTING_NUMBER");
    return {};
}

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

std::span<const Entry> payoutStates()
{
    return kPayoutStates;
}
std::span<const Entry> payoutPendingContexts()
{
    return kPayoutPendingContexts;
}
std::span<const Entry> payoutFailedContexts()
{
    return kPayoutFailedContexts;
}
std::span<const Entry> payinStates()
{
    return kPayinStates;
}
std::span<const Entry> payinFailedContexts()
{
    return kPayinFailedContexts;
}
std::span<const Entry> statementStates()
{
    return kStatementStates;
}
std::span<const Entry> statementLineTypes()
{
    return kStatementLineTypes;
}

bool isFinalPayoutState(QStringView state)
{
    return state == u"SENT" || state == u"FAILED" || state == u"REVERSED" || state == u"CANCELLED";
}

std::span<const Entry> errorCodes()
{
    return kErrorCodes;
}
std::span<const Entry> scopes()
{
    return kScopes;
}

QStringList scopesFor(Operation operation)
{
    switch (operation) {
    case Operation::CreatePayout:
        return {QStringLiteral("payout:write"), QStringLiteral("payment-account:write")};
    case Operation::GetPayout:
    case Operation::ListPayouts:
        return {QStringLiteral("payout:read")};
    case Operation::CreatePaymentAccount:
        return {QStringLiteral("payment-account:write")};
    case Operation::ListPaymentAccounts:
        return {QStringLiteral("payment-account:read")};
    case Operation::ListWallets:
        return {QStringLiteral("wallet:read")};
    case Operation::ListBanks:
        return {QStringLiteral("bank:read")};
    case Operation::GetLookup:
        return {QStringLiteral("lookup:read")};
    case Operation::CreateStatement:
        return {QStringLiteral("statement:write")};
    case Operation::GetStatement:
    case Operation::ListStatementLines:
        return {QStringLiteral("statement:read")};
    case Operation::CreatePayin:
        return {QStringLiteral("payin:write"), QStringLiteral("payment-account:write")};
    case Operation::GetPayin:
        return {QStringLiteral("payin:read")};
    }
    return {};
}

std::span<const Entry> webhookEventTypes()
{
    return kWebhookEventTypes;
}

} // namespace paydesk::spec
