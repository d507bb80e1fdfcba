// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of the specification (shared/spec/payment-service-api.md, "Payment account
// (request)") for the typed fields of a payment account, checked in the client as a person types:
// each check takes the text as typed and gives the value to send, or why it cannot be sent.
//
// - holder.name: one or more runs of letters, apostrophes or hyphens, each optionally followed
//   by white space. Sent with its white space simplified; typographic apostrophes and hyphens
//   (’ ʼ ‐ ‑) are sent as ' and -.
// - mobile_money.number: a valid phone number of the account's country (libphonenumber), typed
//   in its national or international form; sent in E.164 (+254712345678).
// - bank_account.number, bank_account_route.number: alphanumeric; spaces and hyphens typed to
//   group the digits are left out.
// - bank_account_route.code: an IFSC code in India (4 letters, 0, 6 letters or digits), a 9-digit
//   routing number in Bangladesh (spec::routeCodeKind()); sent in capitals without spaces.
// - alias.identifier (UPI): a virtual payment address, name@handle.
//
// Each check expects text that is not blank (an empty field is the form's business).

#include <QCoreApplication>
#include <QString>

namespace paydesk::recipients {

class AccountRules
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::recipients::AccountRules)
public:
    struct Result
    {
        bool ok = false;
        QString value; // what is sent, when ok
        QString message; // why not, translated, when not ok
    };

    static Result holderName(const QString &text);
    // `country`: ISO 3166 alpha-2 code of the account's country.
    static Result phoneNumber(const QString &text, const QString &country);
    static Result accountNumber(const QString &text);
    // `kind`: spec::routeCodeKind() of the country ("IFSC", "ROUTING_NUMBER"); empty: letters and
    // digits.
    static Result routeCode(const QString &text, const QString &kind);
    static Result upiHandle(const QString &text);

    // The translated name of a country of the service, else of any ISO 3166 code, else the code.
    static QString countryName(const QString &code);

private:
    static QString quoted(const QString &text); // “x” in English, « x » in French
};

} // namespace paydesk::recipients
