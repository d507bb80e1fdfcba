// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two workstations on one PostgreSQL database, for the tests of what one hears of the other
// (tst_changelistener) and bench_team_queue:
//   Workstation A (maker side): a store of its own with its log, drafts and outbox, where the maker
//     (ApprovalSupport.h's "ana") drafts payouts and submits them for approval (submitDraft()).
//   Workstation B (approver side): another store with its ChangeListener and an
//     ApprovalsController whose queue reads again when it is outdated(), as the Approvals page does.
// makeMakerSide()/TeamStation: A writes as the database's owner through PayoutDrafts and
// ApprovalDesk on a plain Paydesk schema (tst_changelistener).
// signInTeamSeat()/TeamSeat: a workstation of a team database (TeamDatabase.h) signed in as one
// operator's own login (TeamDatabase::addOperator()'s config): Store::isTeam(), every write
// through the team database's functions as that login (bench_team_queue: A a maker, B an approver).

#include "ApprovalSupport.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutDraft.h"
#include "store/ApprovalRuleStore.h"
#include "store/AuditLog.h"
#include "store/ChangeListener.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "store/Store.h"

#include <QJsonObject>
#include <QObject>

#include <chrono>
#include <memory>
#include <optional>

namespace paydesk::test {

// One workstation's store, log, drafts, outbox and people (maker and approver of ApprovalSupport.h).
struct TeamStation
{
    explicit TeamStation(const store::StoreConfig &config)
        : store(config)
        , log(&store)
        , drafts(&store, &log)
        , outbox(&store, &log)
        , approvals(&store, &log, &outbox)
    { }
    store::Store store;
    store::AuditLog log;
    store::PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    TestApprovals approvals;
};

// Workstation A: opened (schema up to date) on `config`; nullptr with *why when it cannot be.
inline std::unique_ptr<TeamStation> makeMakerSide(const store::StoreConfig &config, QString *why)
{
    auto station = std::make_unique<TeamStation>(config);
    if (const store::StoreResult<void> opened = station->store.open(); !opened.ok()) {
        *why = opened.error().toString();
        return nullptr;
    }
    return station;
}

// A payout of 10.00 KES to a Kenyan mobile number, custom_id `customId`, drafted by the maker.
inline payouts::PayoutDraft::Content teamPayout(const QString &customId, const QString &number)
{
    using namespace Qt::StringLiterals;
    payouts::PayoutDraft::Content content;
    content.requestBody = QJsonObject {
        {u"custom_id"_s, customId},
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, u"10.00"_s}}},
        {u"payment_account"_s,
         QJsonObject {
             {u"type"_s, u"MOBILE_MONEY"_s},
             {u"country"_s, u"KE"_s},
             {u"holder"_s, QJsonObject {{u"name"_s, u"Jane Wanjiku"_s}, {u"type"_s, u"INDIVIDUAL"_s}}},
             {u"mobile_money"_s, QJsonObject {{u"number"_s, number}, {u"operator"_s, u"SAFARICOM"_s}}}}},
    };
    content.recipientSummary = u"Jane Wanjiku, "_s + number + u" (MOBILE_MONEY, KE)"_s;
    content.maker = TestApprovals::maker();
    return content;
}

// A draft saved and submitted for approval on `station` (blocking): the AWAITING_APPROVAL row.
inline store::StoreResult<payouts::PayoutDraft>
submitDraft(TeamStation &station, const QString &profileId, const QString &customId,
            const QString &number = QStringLiteral("+254712000001"))
{
    const store::StoreResult<payouts::PayoutDraft> draft
        = station.drafts.save(profileId, teamPayout(customId, number));
    if (!draft.ok())
        return draft.error();
    return station.approvals.submit(profileId, draft.value().id, draft.value().revision);
}

// Workstation B's approval queue of `profileId`: the controller reads again whenever it is
// outdated() (here or, through `changes`, on another workstation), as the Approvals page does.
inline std::unique_ptr<approvals::ApprovalsController>
approverQueue(TeamStation &station, store::ChangeListener *changes, const QString &profileId)
{
    auto controller = std::make_unique<approvals::ApprovalsController>(
        approvals::ApprovalsController::Services {&station.drafts, &station.outbox, &station.approvals.desk(),
                                                  &station.approvals.operators(), nullptr, changes});
    QObject::connect(controller.get(), &approvals::ApprovalsController::outdated, controller.get(),
                     [c = controller.get()] { c->reload(); });
    controller->setProfile(profileId);
    controller->reload();
    return controller;
}

// A workstation of a team database, signed in as the operator whose login `config` names.
struct TeamSeat
{
    explicit TeamSeat(const store::StoreConfig &config)
        : store(config)
        , log(&store)
        , drafts(&store, &log)
        , outbox(&store, &log)
        , operators(&store, &log)
        , rules(&store, &log)
        , desk(&outbox, &operators, &rules)
    { }
    store::Store store;
    store::AuditLog log;
    store::PayoutDrafts drafts;
    outbox::OutboxStore outbox;
    store::Operators operators;
    store::ApprovalRuleStore rules;
    approvals::ApprovalDesk desk;
    std::optional<store::AuthenticatedOperator> signedIn;
};

// A seat opened on the team database of `config` (Store::isTeam()) and signed in with its login
// and password (Operators::authenticate(), as the app's sign-in); nullptr with *why otherwise.
inline std::unique_ptr<TeamSeat> signInTeamSeat(const store::StoreConfig &config, QString *why)
{
    using namespace Qt::StringLiterals;
    auto seat = std::make_unique<TeamSeat>(config);
    if (const store::StoreResult<void> opened = seat->store.open(); !opened.ok()) {
        *why = opened.error().toString();
        return nullptr;
    }
    if (!seat->store.isTeam()) {
        *why = u"not a team database"_s;
        return nullptr;
    }
    store::AuthResult signedIn = seat->operators.authenticate(config.user, config.password);
    if (!signedIn.ok()) {
        *why = config.user + u": "_s + signedIn.message();
        return nullptr;
    }
    seat->signedIn = std::move(signedIn.authenticated);
    return seat;
}

// A draft saved and submitted for approval by the seat's operator (a maker; blocking): the
// AWAITING_APPROVAL row. The team database takes the maker from the login (session_user).
inline store::StoreResult<payouts::PayoutDraft>
submitDraft(TeamSeat &seat, const QString &profileId, const QString &customId,
            const QString &number = QStringLiteral("+254712000001"))
{
    payouts::PayoutDraft::Content content = teamPayout(customId, number);
    content.maker = seat.signedIn->id();
    const store::StoreResult<payouts::PayoutDraft> draft = seat.drafts.save(profileId, content);
    if (!draft.ok())
        return draft.error();
    const approvals::ApprovalDesk::Outcome submitted
        = seat.desk.submit(*seat.signedIn, profileId, draft.value().id, draft.value().revision);
    if (!submitted.ok()) {
        if (submitted.storeError.kind() != store::StoreError::Kind::None)
            return submitted.storeError;
        return store::StoreError(store::StoreError::Kind::NotAllowed, submitted.message);
    }
    return submitted.row;
}

// The approval queue of `profileId` on `seat` (an approver's), read again whenever outdated().
inline std::unique_ptr<approvals::ApprovalsController>
approverQueue(TeamSeat &seat, store::ChangeListener *changes, const QString &profileId)
{
    auto controller
        = std::make_unique<approvals::ApprovalsController>(approvals::ApprovalsController::Services {
            &seat.drafts, &seat.outbox, &seat.desk, &seat.operators, nullptr, changes});
    QObject::connect(controller.get(), &approvals::ApprovalsController::outdated, controller.get(),
                     [c = controller.get()] { c->reload(); });
    controller->setProfile(profileId);
    controller->reload();
    return controller;
}

// A listener of `config` that checks its connection every `check` and reconnects quickly (tests).
inline std::unique_ptr<store::ChangeListener> quickListener(const store::StoreConfig &config,
                                                            std::chrono::milliseconds check
                                                            = std::chrono::milliseconds(200))
{
    auto listener = std::make_unique<store::ChangeListener>(config);
    listener->setCheckInterval(check);
    listener->setRetryDelays(std::chrono::milliseconds(100), std::chrono::milliseconds(1000));
    return listener;
}

} // namespace paydesk::test
