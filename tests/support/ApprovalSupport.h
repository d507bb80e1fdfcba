// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Outbox rows taken to APPROVED the way operators take them, for the tests (and benchmarks) that
// build their Store, AuditLog and OutboxStore by hand (OperatorSupport.h does the same for an
// AppContext): through approvals::ApprovalDesk, the maker signed in with
// store::Operators::authenticate() submits their own draft, then a different approver approves it
// with their passphrase. OutboxStore has no other way to APPROVED.
//
// The team, added the first time it is needed, with cheap scrypt parameters (the cost itself is
// tst_passphrasehash's); another TestApprovals on the same database (a second "process") finds it
// there:
//   ada   Ada Lovelace   viewer, administrator (adds the others)
//   ana   Ana Moreira    maker: a draft to approve names her (PayoutDraft::Content::maker)
//   ben   Ben Okello     approver
// Adding them writes operator.added entries to the store's audit log.
//
// Blocking calls, after the store opened. The currencies have no rule of their own: one approver
// each, whatever the amount.

#include "approvals/ApprovalDesk.h"
#include "outbox/OutboxStore.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/Operators.h"
#include "store/Store.h"

#include <QString>

#include <optional>

namespace paydesk::test {

class TestApprovals
{
public:
    static QString maker() { return QStringLiteral("ana"); }
    static QString approver() { return QStringLiteral("ben"); }

    // Each must outlive this object; `log` and `outbox` are of `store`.
    TestApprovals(store::Store *store, store::AuditLog *log, outbox::OutboxStore *outbox)
        : m_operators(store, log)
        , m_rules(store, log)
        , m_desk(outbox, &m_operators, &m_rules)
    {
        m_operators.setHashParameters({10, 8, 1}); // fast, as OperatorSupport.h's
    }

    // The DRAFT `id` of `profileId` at `revision`, made by maker(), submitted by her and approved
    // by approver(): the APPROVED row, or why not.
    store::StoreResult<payouts::PayoutDraft> approve(const QString &profileId, const QString &id,
                                                     qint64 revision)
    {
        if (const store::StoreResult<void> team = signInMaker(); !team.ok())
            return team.error();
        const approvals::ApprovalDesk::Outcome submitted = m_desk.submit(*m_maker, profileId, id, revision);
        if (!submitted.ok())
            return errorOf(submitted, "submit");
        const approvals::ApprovalDesk::Outcome approved
            = m_desk.approve(profileId, id, submitted.row.revision, approver(), passphraseOf(approver()));
        if (!approved.ok())
            return errorOf(approved, "approve");
        if (approved.row.state != payouts::PayoutDraft::State::Approved)
            return store::StoreError(store::StoreError::Kind::Conflict,
                                     QStringLiteral("The payout needs another approver."),
                                     QStringLiteral("outbox row %1 is not APPROVED").arg(id));
        return approved.row;
    }

    // The DRAFT `id` of `profileId` at `revision`, made by maker(), submitted by her: the
    // AWAITING_APPROVAL row, or why not.
    store::StoreResult<payouts::PayoutDraft> submit(const QString &profileId, const QString &id,
                                                    qint64 revision)
    {
        if (const store::StoreResult<void> team = signInMaker(); !team.ok())
            return team.error();
        const approvals::ApprovalDesk::Outcome submitted = m_desk.submit(*m_maker, profileId, id, revision);
        if (!submitted.ok())
            return errorOf(submitted, "submit");
        return submitted.row;
    }

    approvals::ApprovalDesk &desk() { return m_desk; }
    store::Operators &operators() { return m_operators; }

    static QString passphraseOf(const QString &id)
    {
        if (id == u"ada")
            return QStringLiteral("ada-administers-all");
        if (id == maker())
            return QStringLiteral("ana-makes-payouts");
        if (id == approver())
            return QStringLiteral("ben-approves-them");
        return {};
    }

private:
    static store::StoreError errorOf(const approvals::ApprovalDesk::Outcome &outcome, const char *step)
    {
        if (outcome.storeError.kind() != store::StoreError::Kind::None)
            return outcome.storeError;
        return store::StoreError(store::StoreError::Kind::NotAllowed, outcome.message,
                                 QStringLiteral("ApprovalDesk refused to %1").arg(QLatin1String(step)));
    }

    // The team added unless it is there, and the maker signed in.
    store::StoreResult<void> signInMaker()
    {
        using Role = operators::Operator::Role;
        if (m_maker)
            return {};
        const store::StoreResult<bool> empty = m_operators.isEmpty();
        if (!empty.ok())
            return empty.error();
        if (empty.value()) {
            const auto first = m_operators.addFirstAdministrator(
                {QStringLiteral("ada"), QStringLiteral("Ada Lovelace"), Role::Viewer, true},
                passphraseOf(QStringLiteral("ada")));
            if (!first.ok())
                return first.error();
            const store::AuthResult ada
                = m_operators.authenticate(QStringLiteral("ada"), passphraseOf(QStringLiteral("ada")));
            if (!ada.ok())
                return store::StoreError(store::StoreError::Kind::NotAllowed, ada.message());
            const store::Operators::NewOperator people[] = {
                {maker(), QStringLiteral("Ana Moreira"), Role::Maker, false},
                {approver(), QStringLiteral("Ben Okello"), Role::Approver, false},
            };
            for (const store::Operators::NewOperator &person : people)
                if (const auto added = m_operators.add(*ada.authenticated, person, passphraseOf(person.id));
                    !added.ok())
                    return added.error();
        }
        store::AuthResult signedIn = m_operators.authenticate(maker(), passphraseOf(maker()));
        if (!signedIn.ok())
            return store::StoreError(store::StoreError::Kind::NotAllowed, signedIn.message());
        m_maker = std::move(signedIn.authenticated);
        return {};
    }

    store::Operators m_operators;
    store::ApprovalRuleStore m_rules;
    approvals::ApprovalDesk m_desk;
    std::optional<store::AuthenticatedOperator> m_maker;
};

} // namespace paydesk::test
