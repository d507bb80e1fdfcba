// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecTables.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace paydesk::spec {

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

constexpr std::array kPayoutStates {
    Entry {"PENDING", QT_TRANSLATE_NOOP("paydesk::spec", "Accepted, awaiting processing")},
    Entry {"SENT", QT_TRANSLATE_NOOP("paydesk::spec", "Processed; the recipient should have the funds")},
    Entry {"REVERSED", QT_TRANSLATE_NOOP("paydesk::spec", "Reversed after it was sent")},
    Entry {"CANCELLED", QT_TRANSLATE_NOOP("paydesk::spec", "Cancelled before it reached the recipient")},
    Entry {"FAILED", QT_TRANSLATE_NOOP("paydesk::spec", "The funds did not reach the recipient")},
};

constexpr std::array kPayoutPendingContexts {
    Entry {"COMPLIANCE_REVIEW",
           QT_TRANSLATE_NOOP("paydesk::spec", "Under compliance review; needs further verification")},
};

constexpr std::array kPayoutFailedContexts {
    Entry {"WALLET_INSUFFICIENT_BALANCE", QT_TRANSLATE_NOOP("paydesk::spec", "The wallet lacks funds")},
    Entry {"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER",
           QT_TRANSLATE_NOOP("paydesk::spec", "The account number is invalid")},
    Entry {"PAYMENT_ACCOUNT_BALANCE_MAXED_OUT",
           QT_TRANSLATE_NOOP("paydesk::spec", "The recipient's balance reached its maximum")},
    Entry {"PAYMENT_ACCOUNT_PER_TRANSACTION_LIMIT_REACHED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The amount exceeds the account's per-transaction maximum")},
    Entry {"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The account's daily limit is reached or would be exceeded")},
    Entry {"PAYMENT_ACCOUNT_WEEKLY_LIMIT_REACHED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The account's weekly limit is reached or would be exceeded")},
    Entry {"PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The account's monthly limit is reached or would be exceeded")},
    Entry {"PAYMENT_ACCOUNT_LIMIT_REACHED",
           QT_TRANSLATE_NOOP("paydesk::spec", "A limit of the account was reached (which one is unknown)")},
    Entry {"ENTITY_PAYMENT_ACCOUNT_KYC_SANCTIONS_HIT",
           QT_TRANSLATE_NOOP("paydesk::spec", "Sanction list hit on the payment account during screening")},
    Entry {"ENTITY_SENDER_KYC_SANCTIONS_HIT",
           QT_TRANSLATE_NOOP("paydesk::spec", "Sanction list hit on the sender during screening")},
    Entry {"ENTITY_KYC_SANCTIONS_HIT_EXPIRED",
           QT_TRANSLATE_NOOP("paydesk::spec", "A sanction hit was not cleared in time")},
    Entry {"PROVIDER_NETWORK_ISSUE",
           QT_TRANSLATE_NOOP("paydesk::spec", "Temporary issue with the provider's network or systems")},
    Entry {
        "RECIPIENT_ACCOUNT_NOT_SUPPORTED_FOR_REMITTANCE",
        QT_TRANSLATE_NOOP("paydesk::spec", "The recipient account cannot receive international remittances")},
};

constexpr std::array kPayinStates {
    Entry {"PENDING", QT_TRANSLATE_NOOP("paydesk::spec", "Accepted, awaiting processing")},
    Entry {"COLLECTED",
           QT_TRANSLATE_NOOP("paydesk::spec", "Collected from the originating account, being settled")},
    Entry {"SETTLED", QT_TRANSLATE_NOOP("paydesk::spec", "Settled; the funds are available in the wallet")},
    Entry {"FAILED", QT_TRANSLATE_NOOP("paydesk::spec", "The funds were not collected")},
};

constexpr std::array kPayinFailedContexts {
    Entry {"PAYMENT_ACCOUNT_INSUFFICIENT_BALANCE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The originating account lacks funds")},
    Entry {"PAYMENT_ACCOUNT_HOLDER_REJECTED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The holder rejected the payment")},
    Entry {"EXPIRED",
           QT_TRANSLATE_NOOP("paydesk::spec", "Not completed in the required time; no money was collected")},
};

constexpr std::array kStatementStates {
    Entry {"PENDING", QT_TRANSLATE_NOOP("paydesk::spec", "Being generated")},
    Entry {"READY", QT_TRANSLATE_NOOP("paydesk::spec", "Generated; its lines can be listed")},
    Entry {"FAILED", QT_TRANSLATE_NOOP("paydesk::spec", "Generation failed")},
};

constexpr std::array kStatementLineTypes {
    Entry {"COLLECTION_COLLECTED", QT_TRANSLATE_NOOP("paydesk::spec", "Funds collected into the wallet")},
    Entry {"COLLECTION_CONVERTED",
           QT_TRANSLATE_NOOP("paydesk::spec", "Collected funds converted to the wallet currency")},
    Entry {"CONVERSION_INITIATED", QT_TRANSLATE_NOOP("paydesk::spec", "Currency conversion initiated")},
    Entry {"CONVERSION_CONVERTED", QT_TRANSLATE_NOOP("paydesk::spec", "Currency conversion completed")},
    Entry {"PAYOUT_INITIATED", QT_TRANSLATE_NOOP("paydesk::spec", "Payout initiated from the wallet")},
    Entry {"PAYOUT_FAILED",
           QT_TRANSLATE_NOOP("paydesk::spec", "Payout failed; funds returned to the wallet")},
    Entry {"PAYOUT_REVERSED",
           QT_TRANSLATE_NOOP("paydesk::spec", "Payout reversed; funds returned to the wallet")},
    Entry {"PAYOUT_SENT_TO_FAILED",
           QT_TRANSLATE_NOOP("paydesk::spec", "A payout that was sent moved to failed")},
    Entry {"PAYOUT_FAILED_TO_SENT",
           QT_TRANSLATE_NOOP("paydesk::spec", "A payout that had failed moved to sent")},
};

constexpr std::array kErrorCodes {
    Entry {
        "BAD_REQUEST",
        QT_TRANSLATE_NOOP("paydesk::spec", "The request is not valid JSON or lacks its JSON content type")},
    Entry {"UNAUTHENTICATED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The API key is missing, unknown or revoked")},
    Entry {"INSUFFICIENT_SCOPE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The API key does not have the permission this needs")},
    Entry {"WALLET_INSUFFICIENT_BALANCE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The wallet does not have enough available funds")},
    Entry {"LOOKUP_ACCOUNT_NOT_FOUND",
           QT_TRANSLATE_NOOP("paydesk::spec", "No holder could be found for this account")},
    Entry {"NOT_FOUND", QT_TRANSLATE_NOOP("paydesk::spec", "No such record, or no such address")},
    Entry {"IDEMPOTENCY_RACE",
           QT_TRANSLATE_NOOP("paydesk::spec",
                             "The same request key is in use by another or a different request")},
    Entry {"IDEMPOTENCY_KEY_ALREADY_USED",
           QT_TRANSLATE_NOOP("paydesk::spec", "The request was accepted earlier under the same request key")},
    Entry {"STATEMENT_NOT_READY", QT_TRANSLATE_NOOP("paydesk::spec", "The statement is not ready")},
    Entry {"VALIDATION_FAILED", QT_TRANSLATE_NOOP("paydesk::spec", "Some fields are not valid")},
    Entry {"PAYLOAD_TOO_LARGE", QT_TRANSLATE_NOOP("paydesk::spec", "The request is too large")},
    Entry {"RATE_LIMITED", QT_TRANSLATE_NOOP("paydesk::spec", "Too many requests; try again shortly")},
    Entry {"PAYOUT_BANK_TEMPORARILY_UNAVAILABLE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The receiving bank is temporarily unavailable")},
    Entry {"PAYOUT_MOBILE_MONEY_TEMPORARILY_UNAVAILABLE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The mobile money operator is temporarily unavailable")},
    Entry {"PAYOUT_ALIAS_NETWORK_TEMPORARILY_UNAVAILABLE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The alias network is temporarily unavailable")},
    Entry {"SERVICE_UNAVAILABLE",
           QT_TRANSLATE_NOOP("paydesk::spec", "The service is temporarily unavailable")},
    Entry {"INTERNAL_SERVER_ERROR", QT_TRANSLATE_NOOP("paydesk::spec", "The service had an internal error")},
};

constexpr std::array kScopes {
    Entry {"payout:write", QT_TRANSLATE_NOOP("paydesk::spec", "Create payouts")},
    Entry {"payout:read", QT_TRANSLATE_NOOP("paydesk::spec", "See payouts")},
    Entry {"payment-account:write", QT_TRANSLATE_NOOP("paydesk::spec", "Create payment accounts")},
    Entry {"payment-account:read", QT_TRANSLATE_NOOP("paydesk::spec", "See payment accounts")},
    Entry {"wallet:read", QT_TRANSLATE_NOOP("paydesk::spec", "See wallets and balances")},
    Entry {"bank:read", QT_TRANSLATE_NOOP("paydesk::spec", "See the banks list")},
    Entry {"lookup:read", QT_TRANSLATE_NOOP("paydesk::spec", "Look up account holders")},
    Entry {"statement:write", QT_TRANSLATE_NOOP("paydesk::spec", "Create wallet statements")},
    Entry {"statement:read", QT_TRANSLATE_NOOP("paydesk::spec", "See wallet statements")},
    Entry {"payin:write", QT_TRANSLATE_NOOP("paydesk::spec", "Create payins")},
    Entry {"payin:read", QT_TRANSLATE_NOOP("paydesk::spec", "See payins")},
};

constexpr std::array kWebhookEventTypes {
    Entry {"payin.state-updated", QT_TRANSLATE_NOOP("paydesk::spec", "A payin reached completion")},
    Entry {"payout.state-updated", QT_TRANSLATE_NOOP("paydesk::spec", "A payout reached completion")},
    Entry {"wallet-statement.state-updated",
           QT_TRANSLATE_NOOP("paydesk::spec", "A statement finished generating")},
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
