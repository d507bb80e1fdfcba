// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/PayoutStateText.h"

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

QString PayoutStateText::notFoundCode()
{
    return u"NOT_FOUND"_s;
}

bool PayoutStateText::paidNobody(QStringView state)
{
    return state == u"FAILED" || state == u"CANCELLED" || state == u"REVERSED";
}

PayoutStateText::Tone PayoutStateText::tone(QStringView state)
{
    if (paidNobody(state))
        return Tone::Bad;
    if (isSent(state))
        return Tone::Good;
    return Tone::Neutral;
}

QString PayoutStateText::label(QStringView state)
{
    if (state == u"PENDING")
        return tr("Pending");
    if (state == u"SENT")
        return tr("Sent");
    if (state == u"FAILED")
        return tr("Failed");
    if (state == u"CANCELLED")
        return tr("Cancelled");
    if (state == u"REVERSED")
        return tr("Reversed");
    if (state == notFoundCode())
        return tr("Not found at the service");
    return state.toString();
}

QString PayoutStateText::knownContextSentence(QStringView context)
{
    if (context == u"COMPLIANCE_REVIEW")
        return tr("The payout is under compliance review: the service needs to verify it further before "
                  "it is processed.");
    if (context == u"WALLET_INSUFFICIENT_BALANCE")
        return tr("The wallet did not have enough money for this payout when it was processed.");
    if (context == u"PAYMENT_ACCOUNT_INVALID_ACCOUNT_NUMBER")
        return tr("The recipient's account number is not valid.");
    if (context == u"PAYMENT_ACCOUNT_BALANCE_MAXED_OUT")
        return tr("The recipient's account cannot hold more money: its balance is at its maximum.");
    if (context == u"PAYMENT_ACCOUNT_PER_TRANSACTION_LIMIT_REACHED")
        return tr("The amount is more than the recipient's account accepts in one payment.");
    if (context == u"PAYMENT_ACCOUNT_DAILY_LIMIT_REACHED")
        return tr("The recipient's account has reached its daily limit, or this payout would exceed it.");
    if (context == u"PAYMENT_ACCOUNT_WEEKLY_LIMIT_REACHED")
        return tr("The recipient's account has reached its weekly limit, or this payout would exceed it.");
    if (context == u"PAYMENT_ACCOUNT_MONTHLY_LIMIT_REACHED")
        return tr("The recipient's account has reached its monthly limit, or this payout would exceed it.");
    if (context == u"PAYMENT_ACCOUNT_LIMIT_REACHED")
        return tr("The recipient's account has reached one of its limits (the service does not say which).");
    if (context == u"ENTITY_PAYMENT_ACCOUNT_KYC_SANCTIONS_HIT")
        return tr("The recipient's account matched a sanctions list during screening.");
    if (context == u"ENTITY_SENDER_KYC_SANCTIONS_HIT")
        return tr("The sender matched a sanctions list during screening.");
    if (context == u"ENTITY_KYC_SANCTIONS_HIT_EXPIRED")
        return tr("A sanctions list match was not cleared in time.");
    if (context == u"PROVIDER_NETWORK_ISSUE")
        return tr("The payment network had a temporary problem; a new payout may go through later.");
    if (context == u"RECIPIENT_ACCOUNT_NOT_SUPPORTED_FOR_REMITTANCE")
        return tr("The recipient's account cannot receive payments from abroad.");
    return {};
}

QString PayoutStateText::sentence(QStringView state, QStringView context)
{
    if (!context.isEmpty()) {
        const QString known = knownContextSentence(context);
        if (!known.isEmpty())
            return known;
        return tr("Reason given by the service: %1.").arg(context.toString());
    }
    if (state == u"PENDING")
        return tr("The service has the payout and is processing it.");
    if (state == u"SENT")
        return tr("The payout was sent; the recipient should have the money.");
    if (state == u"FAILED")
        return tr("The payout failed and the service gave no reason: contact support.");
    if (state == u"CANCELLED")
        return tr("The payout was cancelled before it reached the recipient; the money is back in the "
                  "wallet.");
    if (state == u"REVERSED")
        return tr("The payout was reversed after it was sent; the money is back in the wallet.");
    if (state == notFoundCode())
        return tr("The service does not find this payout by its identifier: contact support if this "
                  "lasts.");
    return tr("The service reports the state %1.").arg(state.toString());
}

QString PayoutStateText::heldLabel()
{
    return tr("Held: not sent");
}

QString PayoutStateText::heldText(QStringView reason)
{
    if (reason.isEmpty())
        return heldLabel();
    return tr("%1: %2").arg(heldLabel(), reason.toString());
}

QString PayoutStateText::heldSentence(QStringView reason)
{
    const QString what = tr("Paydesk did not send this payout and will not: its approvals could not be "
                            "verified. Its maker can return it to a draft to be approved again.");
    if (reason.isEmpty())
        return what;
    return tr("%1 %2").arg(reason.toString(), what);
}

} // namespace paydesk::payouts
