// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of a payout's own fields (shared/spec/payment-service-api.md "Payout", decisions.md
// "Money and balances" and "Payout amount limits and sender requirements by country"), checked in
// the client as a person types: each check takes the text as typed and gives the value to send,
// or why it cannot be sent. Every limit, list and pattern comes from the specification's tables
// (domain/SpecTables.h); the checks of the recipient's payment account are AccountRules'.
//
// Each check expects text that is not blank (an empty field is the form's business).

#include "domain/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QString>

#include <optional>

namespace paydesk::payouts {

class PayoutRules
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::payouts::PayoutRules)
public:
    struct Result
    {
        bool ok = false;
        QString value; // what is sent, when ok
        QString message; // why not, translated, when not ok
    };

    // The recipient as the country rules see it; empty members while unknown.
    struct Recipient
    {
        QString country; // ISO 3166 alpha-2
        QString accountType; // MOBILE_MONEY, BANK_ACCOUNT, ...
        QString op; // mobile money operator
    };

    // The amounts a payout to `recipient` may have in `currency`, from spec::payoutLimit(); nullopt
    // when the tables know none for that country, or not in that currency.
    struct AmountRange
    {
        Money minimum;
        Money maximum; // invalid: no maximum known
        QString
            text; // translated: as Money::toDisplayWithCurrency() writes them: "140.00 KES to 250,000.00 KES"
    };
    static std::optional<AmountRange> amountRange(const Recipient &recipient, const QString &currency,
                                                  const QLocale &locale);

    // amount.currency: a currency of the tables, and the one of payouts to the recipient's country
    // (when known). Sent in capitals.
    static Result currency(const QString &text, const QString &recipientCountry);
    // amount.value in `currency` (a currency of the tables), typed as `locale` writes amounts: no
    // more decimals than the currency has, greater than zero, within amountRange(). Sent in the
    // wire form (Money::toWire()).
    static Result amount(const QString &text, const QString &currency, const Recipient &recipient,
                         const QLocale &locale);
    // custom_id: spec::limits::customIdPattern (1 to 64 letters, digits, '-', '_').
    static Result customId(const QString &text);
    // An entry of on_behalf_of: a legal entity name of 1 to spec::limits::onBehalfOfMaxLength
    // characters, sent without the white space around it.
    static Result onBehalfOf(const QString &text);
    // purpose: a code of spec::purposes().
    static Result purpose(const QString &text);
    // sender.type: a code of spec::holderTypes().
    static Result senderType(const QString &text);
    // sender.address.country, identity_document.country: an ISO 3166 alpha-2 code, sent in capitals.
    static Result countryCode(const QString &text);
    // sender.address.postal_code: spec::postalCodePattern() of the address's country, when it has one.
    static Result postalCode(const QString &text, const QString &country);
    // yyyy-mm-dd, a real date. A birth date not after `today`; an issue date not after the expiry
    // date (`expiresOn` as typed; not compared unless it is a date).
    static Result date(const QString &text);
    static Result birthDate(const QString &text, QDate today);
    static Result issuedOn(const QString &text, const QString &expiresOn);
    // identity_document.type: a code of spec::identityDocumentTypes() (DRIVING_LICENSE and the
    // provider's DRIVING_LICENCE), sent as chosen.
    static Result identityDocumentType(const QString &text);
    // Names, address lines, city, document number: any text, sent with its white space simplified.
    static Result text(const QString &text);
};

} // namespace paydesk::payouts
