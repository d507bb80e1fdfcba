// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A payout's state and its context in the words of a finance person, not the service's codes.
// The service answers a payout with a state code (PENDING, SENT, FAILED, CANCELLED, REVERSED;
// shared/spec/payment-service-api.md, "States and transitions") and sometimes a context code
// (COMPLIANCE_REVIEW for PENDING; one of thirteen for FAILED). PayoutFollower stores both as
// they came; what is shown (the tray notification, a list) says them with these functions.
//
// Every code of the specification has its own translated label or sentence; the table of
// context codes is app/domain/SpecTables (payoutPendingContexts(), payoutFailedContexts()), and
// tst_payoutstatetext checks that each of them has a sentence here. A code the specification
// does not list (a newer service) is shown as the code itself, with a general sentence, never
// hidden. FAILED without a context means "contact support" (the specification says so).
// NOT_FOUND is Paydesk's own: the service answered 404 for the pyt- id it had given.
//
// Pure functions of the codes: the words are translated (context "paydesk::payouts::PayoutStateText").

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace paydesk::payouts {

class PayoutStateText
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::payouts::PayoutStateText)
public:
    // Paydesk's own state code for a payout the service does not find by its pyt- id.
    static QString notFoundCode();

    // The one place that says which of the service's states paid nobody (FAILED, CANCELLED,
    // REVERSED: red on every page, never "paid or paying" for the approver's warnings), and which
    // reached the recipient (SENT: green).
    static bool paidNobody(QStringView state);
    static bool isSent(QStringView state) { return state == u"SENT"; }
    // The two together, as every list shows a state: Bad for one that paid nobody, Good for SENT,
    // Neutral otherwise (PENDING, an unknown code). A front end picks the colours.
    enum class Tone { Neutral, Good, Bad };
    static Tone tone(QStringView state);

    // A short label for a state ("Sent", "Failed"); an unknown code is returned as it is.
    static QString label(QStringView state);
    // A sentence about a context code; empty when the code is not one Paydesk knows.
    static QString knownContextSentence(QStringView context);
    // What a person should know about `state` with `context`: the context's sentence, or for
    // FAILED without one "contact support", or the state's own sentence; an unknown context is
    // named as it came ("Reason given by the service: XYZ.").
    static QString sentence(QStringView state, QStringView context);

    // A payout of the outbox that Paydesk held and did not send (outbox/OutboxStore.h, hold(): its
    // approvals' signatures do not hold): its label on every page ("Held: not sent"), and what a
    // person should know, with `reason` (PayoutDraft::Progress::heldReason) when there is one.
    static QString heldLabel();
    static QString heldSentence(QStringView reason);
    // Its line in a list, the same on every page: "Held: not sent: <reason>" (the label alone
    // without a reason).
    static QString heldText(QStringView reason);
};

} // namespace paydesk::payouts
