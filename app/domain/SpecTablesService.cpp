// SPDX-License-Identifier: GPL-3.0-or-later
// The specification's tables of what the service answers with (SpecTables.h, "states and
// contexts", "errors", "authentication", webhook events): the states of payouts, payins and
// statements with their contexts, the statement line types, the error codes, the scopes of an API
// key and the scopes each operation needs, and the webhook event types.
#include "SpecTables.h"

#include <array>

using namespace Qt::StringLiterals;

namespace paydesk::spec {

namespace {

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

} // namespace

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
        return {u"payout:write"_s, u"payment-account:write"_s};
    case Operation::GetPayout:
    case Operation::ListPayouts:
        return {u"payout:read"_s};
    case Operation::CreatePaymentAccount:
        return {u"payment-account:write"_s};
    case Operation::ListPaymentAccounts:
        return {u"payment-account:read"_s};
    case Operation::ListWallets:
        return {u"wallet:read"_s};
    case Operation::ListBanks:
        return {u"bank:read"_s};
    case Operation::GetLookup:
        return {u"lookup:read"_s};
    case Operation::CreateStatement:
        return {u"statement:write"_s};
    case Operation::GetStatement:
    case Operation::ListStatementLines:
        return {u"statement:read"_s};
    case Operation::CreatePayin:
        return {u"payin:write"_s, u"payment-account:write"_s};
    case Operation::GetPayin:
        return {u"payin:read"_s};
    }
    return {};
}

std::span<const Entry> webhookEventTypes()
{
    return kWebhookEventTypes;
}

} // namespace paydesk::spec
