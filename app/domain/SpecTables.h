// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tables of the payments service specification (shared/spec/payment-service-api.md and
// decisions.md) as data, in one place. This is the only code that the client (app/) and the
// local sandbox service (sandbox/) share: values and their human descriptions, never logic.
//
// Descriptions are marked with QT_TRANSLATE_NOOP("paydesk::spec", ...); show them through
// spec::tr() so that they are translated.

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <span>

namespace paydesk::spec {

// A value of an enumeration of the specification with what it means for a person.
struct Entry
{
    const char *code;
    const char *description;
};

struct CurrencyInfo
{
    const char *code; // ISO 4217
    int minorUnits; // ISO 4217 exponent
    const char *name;
};

struct CountryInfo
{
    const char *code; // ISO 3166 alpha-2
    const char *name;
    const char *currency; // currency of payouts to this country
    const char *callingCode; // E.164 country calling code, digits only
};

// Translated description (or the code itself when unknown).
QString tr(const char *sourceText);
QString describe(std::span<const Entry> table, QStringView code);
bool contains(std::span<const Entry> table, QStringView code);
QStringList codes(std::span<const Entry> table);

// --- currencies and countries -------------------------------------------------------------
std::span<const CurrencyInfo> currencies();
const CurrencyInfo *currency(QStringView code); // nullptr when not a currency Paydesk knows
std::span<const CountryInfo> countries();
const CountryInfo *country(QStringView code); // nullptr for a country outside the service

// --- payment accounts -----------------------------------------------------------------------
std::span<const Entry> paymentAccountTypes(); // MOBILE_MONEY, BANK_ACCOUNT, ...
std::span<const Entry> holderTypes(); // INDIVIDUAL, BUSINESS
std::span<const Entry> operators(); // every mobile money operator of the spec (payouts)
QStringList operatorsForCountry(QStringView country); // mobile money payouts
QStringList mobileMoneyCountries();
// Operators accepted by GET /lookups (the lookup list of the spec plus Ethiopia's TELEBIRR).
QStringList lookupOperators();
QStringList lookupOperatorsForCountry(QStringView country);
std::span<const Entry> aliasNetworks(); // UPI
QStringList aliasCountries(); // IN
QStringList routeCountries(); // BANK_ACCOUNT_ROUTE: IN (IFSC), BD (routing number)
QString routeCodeKind(QStringView country); // "IFSC" or "ROUTING_NUMBER"

// --- payouts --------------------------------------------------------------------------------
std::span<const Entry> purposes();
QStringList purposeRequiredCountries(); // GH UG EG CI SN CM
bool purposeRequired(QStringView country);
std::span<const Entry> identityDocumentTypes(); // both DRIVING_LICENSE and DRIVING_LICENCE
QStringList postalCodeCountries(); // GB US PT IE MT NG NL SK
QString postalCodePattern(QStringView country); // regular expression, empty when not validated

// --- payout amount limits and sender requirements by country (decisions.md) ---------------
// Amounts are decimal strings in major units of `currency` ("140", "950000"), never Money.
struct PayoutLimit
{
    const char *currency;
    const char *minimum; // for every account type of the country
    const char *maximum; // nullptr: no maximum known, none applied ("–" in the table)
};
// The limit of a payout to `country` on an account of `accountType` (MOBILE_MONEY, BANK_ACCOUNT)
// held at the mobile money operator `op` (only Rwanda's maximum depends on it; another operator
// there has no maximum known). nullopt: no limit known for the country.
std::optional<PayoutLimit> payoutLimit(QStringView country, QStringView accountType, QStringView op = {});
QStringList payoutLimitCountries(); // KE TZ RW NG GH UG EG SN CI CM

// Sender fields a payout to `country` needs, as dotted paths of the request ("sender.name").
// `everySender`: for any sender; `individualSender`: also for an INDIVIDUAL one. Both empty for a
// country without requirements (no sender needed).
struct SenderRequirements
{
    QStringList everySender;
    QStringList individualSender;
};
SenderRequirements senderRequirements(QStringView country);
QStringList senderRequiredCountries(); // KE TZ RW NG GH UG EG SN CI CM

// --- states and contexts --------------------------------------------------------------------
std::span<const Entry> payoutStates();
std::span<const Entry> payoutPendingContexts();
std::span<const Entry> payoutFailedContexts();
std::span<const Entry> payinStates();
std::span<const Entry> payinFailedContexts();
std::span<const Entry> statementStates();
std::span<const Entry> statementLineTypes();
bool isFinalPayoutState(QStringView state); // SENT, FAILED, REVERSED, CANCELLED

// --- errors ---------------------------------------------------------------------------------
std::span<const Entry> errorCodes(); // service error codes with what they mean

// --- authentication -------------------------------------------------------------------------
enum class Operation {
    CreatePayout,
    GetPayout,
    ListPayouts,
    CreatePaymentAccount,
    ListPaymentAccounts,
    ListWallets,
    ListBanks,
    GetLookup,
    CreateStatement,
    GetStatement,
    ListStatementLines,
    CreatePayin,
    GetPayin,
};
std::span<const Entry> scopes(); // every scope with its description
QStringList scopesFor(Operation operation);

// --- identifiers ----------------------------------------------------------------------------
namespace prefix {
inline constexpr char bank[] = "bnk-";
inline constexpr char wallet[] = "wlt-";
inline constexpr char paymentAccount[] = "pac-";
inline constexpr char payin[] = "pyn-";
inline constexpr char payout[] = "pyt-";
inline constexpr char statement[] = "stm-";
inline constexpr char statementLine[] = "stl-";
inline constexpr char webhookEvent[] = "wbh-";
} // namespace prefix

// --- limits ---------------------------------------------------------------------------------
namespace limits {
inline constexpr int pagingLimitMin = 1;
inline constexpr int pagingLimitMax = 50;
inline constexpr int pagingLimitDefault = 10;
inline constexpr int customIdMaxLength = 64;
inline constexpr char customIdPattern[] = "^[a-zA-Z0-9_-]{1,64}$";
inline constexpr int onBehalfOfMaxLength = 200;
inline constexpr int idempotencyKeyMaxLength = 255;
inline constexpr int idempotencyRetentionHours = 24;
inline constexpr int statementPeriodMaxDays = 366;
inline constexpr int webhookRetries = 3;
inline constexpr int webhookOldKeyRetentionHours = 24;
inline constexpr int webhookToleranceSeconds = 300;
inline constexpr int maxRequestBodyBytes = 1024 * 1024; // sandbox: larger bodies get 413
} // namespace limits

// Webhook event types.
std::span<const Entry> webhookEventTypes();

} // namespace paydesk::spec
