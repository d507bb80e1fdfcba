// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/ApprovalsController.h"

#include "approvals/ApprovalQueueModel.h"
#include "approvals/SentPayoutsModel.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"

#include <algorithm>
#include <utility>

namespace paydesk::approvals {

using State = payouts::PayoutDraft::State;

ApprovalsController::ApprovalsController(const Services &services, QObject *parent)
    : QObject(parent)
    , m_services(services)
    , m_queueModel(new ApprovalQueueModel(this))
    , m_sentModel(new SentPayoutsModel(this))
{
    connect(m_services.outbox, &outbox::OutboxStore::changed, this, &ApprovalsController::outdated);
    connect(m_services.drafts, &store::PayoutDrafts::changed, this, &ApprovalsController::outdated);
    if (m_services.follower)
        connect(m_services.follower, &outbox::PayoutFollower::stateChanged, this,
                &ApprovalsController::outdated);
}

ApprovalsController::~ApprovalsController() = default;

void ApprovalsController::setProfile(const QString &profileId)
{
    if (profileId == m_profileId)
        return;
    m_profileId = profileId;
    m_error.clear();
    m_queueModel->clear();
    m_sentModel->clear();
}

void ApprovalsController::reload()
{
    if (m_profileId.isEmpty())
        return;
    if (!m_reads.start())
        return; // a change came during the read: it reads again once it is done
    read();
}

void ApprovalsController::read()
{
    // The people's names, for maker and approvers (their sign-in names until read).
    m_services.outbox->post<QList<operators::Operator>>(
        this, [ops = m_services.operators] { return ops->list(); },
        [this](const store::StoreResult<QList<operators::Operator>> &people) {
            if (!people.ok())
                return;
            m_names.clear();
            for (const operators::Operator &op : people.value())
                m_names.insert(op.id, op.displayName);
        });
    // The rules, read once per load on the store's thread (not per row, not on this one).
    m_services.outbox->post<operators::ApprovalRules>(
        this, [desk = m_services.desk] { return desk->rules(); },
        [this](const store::StoreResult<operators::ApprovalRules> &rules) {
            if (rules.ok())
                m_rules = rules.value();
        });
    const QString profileId = m_profileId;
    m_services.drafts->postList(
        profileId,
        QList<State> {State::AwaitingApproval, State::Approved, State::Submitting, State::Uncertain,
                      State::Accepted, State::Rejected},
        this, [this, profileId](const store::StoreResult<QList<payouts::PayoutDraft>> &result) {
            if (m_reads.finish() || profileId != m_profileId)
                return reload(); // another profile, or a change, meanwhile
            QList<payouts::PayoutDraft> queue;
            QList<payouts::PayoutDraft> sent;
            if (result.ok()) {
                m_error.clear();
                for (const payouts::PayoutDraft &d : result.value())
                    (d.state == State::AwaitingApproval ? queue : sent).append(d);
                // The oldest waiting first: it expires first.
                std::reverse(queue.begin(), queue.end());
            } else {
                m_error = tr("The approval queue could not be read: %1").arg(result.error().message());
            }
            m_sentModel->setPayouts(sent, m_names);
            m_queueModel->setPayouts(queue, sent, m_names, m_rules, QDateTime::currentDateTimeUtc());
            Q_EMIT loaded();
        });
}

void ApprovalsController::expireDue()
{
    m_services.outbox->post<int>(
        this, [desk = m_services.desk] { return desk->expireDue(); },
        [this](const store::StoreResult<int> &result) {
            if (result.ok() && result.value() > 0)
                Q_EMIT expired(result.value());
            reload(); // those expired leave the queue
        });
}

QList<payouts::PayoutDraft> ApprovalsController::queue() const
{
    return m_queueModel->payouts();
}

QList<payouts::PayoutDraft> ApprovalsController::sent() const
{
    return m_sentModel->payouts();
}

std::optional<payouts::PayoutDraft> ApprovalsController::queued(const QString &id) const
{
    const int row = m_queueModel->rowOf(id);
    if (row < 0)
        return std::nullopt;
    return m_queueModel->payouts().at(row);
}

int ApprovalsController::approversNeeded(const Money &amount) const
{
    return amount.isValid() ? m_rules.ruleFor(amount.currency()).approversNeeded(amount) : 1;
}

QString ApprovalsController::nameOf(const QString &operatorId) const
{
    return m_names.value(operatorId, operatorId);
}

QString ApprovalsController::namesOf(const QStringList &operatorIds) const
{
    QStringList names;
    for (const QString &id : operatorIds)
        names.append(nameOf(id));
    return names.join(u", ");
}

void ApprovalsController::readApprovers(
    QObject *context, std::function<void(const store::StoreResult<QList<operators::Operator>> &)> done)
{
    m_services.outbox->post<QList<operators::Operator>>(
        context, [ops = m_services.operators] { return ops->list(); }, std::move(done));
}

void ApprovalsController::decide(const Decision &decision, QObject *context,
                                 std::function<void(const ApprovalDesk::Outcome &)> done)
{
    m_services.outbox->post<ApprovalDesk::Outcome>(
        context,
        [desk = m_services.desk, decision]() -> store::StoreResult<ApprovalDesk::Outcome> {
            const payouts::PayoutDraft &p = decision.payout;
            return decision.approve
                ? desk->approve(p.profileId, p.id, p.revision, decision.approverId, decision.passphrase)
                : desk->reject(p.profileId, p.id, p.revision, decision.approverId, decision.passphrase,
                               decision.reason);
        },
        [done = std::move(done)](const store::StoreResult<ApprovalDesk::Outcome> &result) {
            done(result.value());
        });
}

} // namespace paydesk::approvals
