// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one row of the payout outbox (table payout_outbox, schema step 2), read only by
// store::outboxColumns::readDraft(): drafts, pages and desks, the approval flow, submission
// (outbox::OutboxStore, OutboxProcessor) and following (outbox::PayoutFollowStore) all hold this
// type, from its draft to the service's answer and the payout's last state.
//
// What the person made (Content): the POST /payouts body exactly as it will be sent, the form's
// snapshot (PayoutDraftForm::snapshot(): everything typed, valid or not, for reopening), a
// recipient summary for lists, the live lookup's outcome with the registered holder name, and the
// maker. The custom_id and the amount are read from the body, never given apart from it, so that
// the row's columns cannot disagree with what is sent.
//
// What the store gives it: a local id (a UUID), the profile it belongs to (fixed for its life: an
// outbox row is only ever sent through its own profile), its state, the idempotency key (a UUID
// v4 made with the draft, before anything is sent; a new one whenever the body changes), a
// revision (1, then one more at each change: optimistic concurrency), and its times (UTC).
//
// No secret is ever part of a row: neither the profile's key nor anything of its session.

#include "domain/Money.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace paydesk::payouts {

class PayoutDraft
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(paydesk::payouts::PayoutDraft)
public:
    // The outbox's states; the keys are stored (state column) and never change once released.
    // PayoutDrafts writes Draft rows; outbox::OutboxStore moves them on (approval and submission,
    // issue 10):
    //   DRAFT -> AWAITING_APPROVAL -> APPROVED -> SUBMITTING -> ACCEPTED | REJECTED | UNCERTAIN
    // with UNCERTAIN resolved to ACCEPTED or sent again, REJECTED and a refused approval back to
    // DRAFT for the maker to correct, and AWAITING_APPROVAL -> EXPIRED after the rules' days.
    enum class State {
        Draft, // "DRAFT": saved, editable and deletable by PayoutDrafts
        AwaitingApproval, // "AWAITING_APPROVAL": submitted for approval, no longer editable
        Approved, // "APPROVED": approved, waiting to be sent
        Submitting, // "SUBMITTING": claimed by a process (lease) and being sent
        Accepted, // "ACCEPTED": the service took it (provider_payout_id: its pyt- id)
        Rejected, // "REJECTED": the service refused it (422/402; last_error: its reasons)
        Uncertain, // "UNCERTAIN": sent, no answer; to be looked up by custom_id
        Expired, // "EXPIRED": waited for approval longer than the rules allow
    };
    Q_ENUM(State)

    // What the live lookup said when the draft was saved (lookup_verdict column; NULL for None).
    enum class Lookup {
        None, // no lookup was made (or not yet)
        Match, // "MATCH": the registered name matches the name typed
        CloseMatch, // "CLOSE_MATCH"
        NoMatch, // "NO_MATCH"
        NotFound, // "NOT_FOUND": the service knows no such account
        Unavailable, // "UNAVAILABLE": the lookup failed (the service did not answer)
        NotOffered, // "NOT_OFFERED": no lookup for this kind of account
    };
    Q_ENUM(Lookup)

    static QString stateKey(State state);
    static std::optional<State> stateFromKey(QStringView key);
    // Empty for None.
    static QString lookupKey(Lookup lookup);
    // None for an empty key; nullopt for an unknown one.
    static std::optional<Lookup> lookupFromKey(QStringView key);

    struct Content
    {
        QJsonObject requestBody; // PayoutDraftForm::toRequestJson(): exactly what will be POSTed
        QJsonObject formSnapshot; // PayoutDraftForm::snapshot()
        QString recipientSummary; // for lists: "Jane Wanjiku, +254712345678 (MOBILE_MONEY, KE)"
        Lookup lookup = Lookup::None;
        QString registeredName; // the holder name the lookup returned; empty when none
        QString maker; // who made (or last changed) it; empty until there are operators

        // requestBody's custom_id; empty when it has none.
        QString customId() const;
        // requestBody's amount; invalid unless it is a valid wire amount in a known currency.
        Money amount() const;

        friend bool operator==(const Content &, const Content &) = default;
    };

    // What happened to the row after it was drafted, as the approval flow and submission wrote it
    // (approvals/ApprovalDesk.h, outbox/OutboxStore.h, outbox/PayoutFollower.h): read-only here.
    struct Progress
    {
        QDateTime awaitingSince; // UTC; when it last went to AWAITING_APPROVAL
        QStringList approvers; // operator ids, in the order they approved
        QString returnedReason; // why an approver sent it back (or why it expired); empty: never
        QString returnedBy; // the approver who sent it back; empty for an expiry
        QString providerPayoutId; // pyt- id once ACCEPTED
        QString lastError; // JSON text: the service's reasons of a refusal, or why it is uncertain
        qint64 attempts = 0; // POSTs sent
        QString payoutState; // the service's state once accepted (PENDING, SENT, ...); may be unknown
        QString payoutContext; // its context code; empty when none
        QDateTime settledAt; // UTC; invalid while it may still change
        // Held (outbox/OutboxStore.h, hold()): the outbox processor refused to send the row because
        // its approvals' signatures do not hold (approvals/SignatureVerifier.h). The state is
        // unchanged (APPROVED, SUBMITTING or UNCERTAIN); claim() never takes it again; its maker may
        // return it to a draft. Empty and invalid: not held.
        QString heldReason; // why, for the approvers and administrators who read it (translated)
        QDateTime heldAt; // UTC

        bool isHeld() const { return !heldReason.isEmpty(); }

        friend bool operator==(const Progress &, const Progress &) = default;
    };

    // The bookkeeping of submission (outbox/OutboxStore.h) and of following (outbox/
    // PayoutFollowStore.h): read-only outside them.
    struct Submission
    {
        QByteArray requestBytes; // the request_body column as stored: the bytes every attempt sends
        QString leaseOwner; // empty: free
        QDateTime leaseExpiresAt;
        qint64 retries = 0; // times put off in a row
        QDateTime nextAttemptAt; // invalid: due at once
        QString payoutCheckedAt; // payout_checked_at as stored (the follow revision); empty: never
        qint64 followRetries = 0; // looks since the last change of the payout's state or context
        QDateTime nextFollowAt; // invalid: due at once

        friend bool operator==(const Submission &, const Submission &) = default;
    };

    QString id; // local UUID, without braces
    QString profileId;
    State state = State::Draft;
    qint64 revision = 0; // 1 when saved, one more at each change
    QString idempotencyKey; // UUID v4, without braces: the X-Idempotency-Key of every attempt
    Content content;
    QDateTime createdAt; // UTC, milliseconds
    QDateTime updatedAt;
    Progress progress;
    Submission submission;

    QString customId() const { return content.customId(); }
    Money amount() const { return content.amount(); }
};

} // namespace paydesk::payouts

Q_DECLARE_METATYPE(paydesk::payouts::PayoutDraft)
