// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/DraftContent.h"

#include "models/PaymentAccountsModel.h"
#include "payouts/PayoutDraftForm.h"
#include "recipients/PaymentAccountForm.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

QString accountNumber(const api::PaymentAccountDetails &details)
{
    if (details.type == u"MOBILE_MONEY")
        return details.mobileNumber;
    if (details.type == u"BANK_ACCOUNT")
        return details.bankAccountNumber;
    if (details.type == u"BANK_ACCOUNT_ROUTE")
        return details.routeNumber;
    if (details.type == u"ALIAS")
        return details.aliasIdentifier;
    return {};
}

} // namespace

QString recipientSummary(const PayoutDraftForm &form)
{
    const bool existing = form.recipientMode() == PayoutDraftForm::Recipient::Existing;
    const api::PaymentAccountDetails details
        = existing ? form.existingAccount().details : form.newAccount()->details();
    QStringList parts;
    if (const QString name = details.holder.name.simplified(); !name.isEmpty())
        parts << name;
    if (const QString number = accountNumber(details).trimmed(); !number.isEmpty())
        parts << number;
    if (parts.isEmpty() && existing)
        parts << form.existingAccount().id;
    QString summary = parts.join(u", "_s);
    const QString country = existing ? details.country : form.recipientCountry();
    // In words, as a list shows it: "Mobile money, Kenya".
    QStringList kind;
    if (!details.type.isEmpty() && !summary.isEmpty())
        kind << models::PaymentAccountsModel::typeName(details.type);
    if (!country.isEmpty() && !summary.isEmpty()) {
        const QLocale::Territory territory = QLocale::codeToTerritory(country);
        kind << (territory == QLocale::AnyTerritory ? country : QLocale::territoryToString(territory));
    }
    if (!kind.isEmpty())
        summary += u" ("_s + kind.join(u", "_s) + u')';
    return summary;
}

payouts::PayoutDraft::Content draftContent(const PayoutDraftForm &form)
{
    payouts::PayoutDraft::Content content;
    content.requestBody = form.toRequestJson();
    content.formSnapshot = form.snapshot();
    content.recipientSummary = recipientSummary(form);
    return content;
}

payouts::PayoutDraft::Lookup lookupOutcome(NameVerdict verdict)
{
    switch (verdict) {
    case NameVerdict::Match:
        return payouts::PayoutDraft::Lookup::Match;
    case NameVerdict::CloseMatch:
        return payouts::PayoutDraft::Lookup::CloseMatch;
    case NameVerdict::NoMatch:
        return payouts::PayoutDraft::Lookup::NoMatch;
    }
    return payouts::PayoutDraft::Lookup::None;
}

void applyLookup(payouts::PayoutDraft::Content &content, const LookupValidator::Result &result)
{
    using Lookup = payouts::PayoutDraft::Lookup;
    using State = LookupValidator::State;
    content.registeredName.clear();
    switch (result.state) {
    case State::Found:
        content.lookup = result.verdict ? lookupOutcome(*result.verdict) : Lookup::None;
        content.registeredName = result.registeredName;
        return;
    case State::NotFound:
        content.lookup = Lookup::NotFound;
        return;
    case State::NotOffered:
        content.lookup = Lookup::NotOffered;
        return;
    case State::Unavailable:
    case State::Failed:
        content.lookup = Lookup::Unavailable;
        return;
    case State::Idle:
    case State::Checking:
        break;
    }
    content.lookup = Lookup::None;
}

} // namespace paydesk::payouts
