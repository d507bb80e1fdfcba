// SPDX-License-Identifier: GPL-3.0-or-later
#include "approvals/ApprovalsController.h"

#include "approvals/ApprovalQueueModel.h"
#include "approvals/HeldPayoutsModel.h"
#include "approvals/PayoutReview.h"
#include "approvals/SentPayoutsModel.h"
#include "core/Throttle.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "store/ChangeListener.h"
#include "store/Operators.h"
#include "store/OutboxLists.h"
#include "store/PayoutDrafts.h"

#include <algorithm>
#include <utility>

namespace paydesk::approvals {

using State = payouts::PayoutDraft::State;

namespace {

struct QueuePage
{
    QList<ApprovalQueueModel::Row> rows;
    bool more = false;
};

// What the warnings of `d` need of its recipient's earlier payouts (on the store's thread). Count
// and median once per recipient and currency (`totals`: a recipient paid every day has many rows
// in a page: counted once, not once per row of theirs).
store::StoreResult<RecipientHistory>
recipientHistory(const store::OutboxLists &lists, const QString &profileId, const payouts::PayoutDraft &d,
                 QHash<QString, store::OutboxLists::RecipientFacts> &totals)
{
    const ReviewFacts facts = PayoutReview::savedFacts(d);
    RecipientHistory history;
    if (facts.recipientKey.isEmpty() || !facts.amount.isValid())
        return history;
    const QString key = facts.amount.currency() + u' ' + facts.recipientKey;
    if (!totals.contains(key)) {
        const store::StoreResult<store::OutboxLists::RecipientFacts> counted
            = lists.recipientTotals(profileId, facts.recipientKey, facts.amount.currency());
        if (!counted.ok())
            return counted.error();
        totals.insert(key, counted.value());
    }
    const store::OutboxLists::RecipientFacts &counted = totals[key];
    history.sameCurrency = counted.count;
    history.known = counted.count > 0; // in this currency: "first payout" is not said here
    history.median = counted.median;
    if (counted.count > 0) {
        const store::StoreResult<bool> duplicate
            = lists.sameAmountWithinADay(profileId, facts.recipientKey, facts.amount, facts.createdAt);
        if (!duplicate.ok())
            return duplicate.error();
        history.duplicate = duplicate.value();
    }
    return history;
}

// A page of the queue after `after`, each row with what its warnings need of its recipient's
// earlier payouts (on the store's thread).
store::StoreResult<QueuePage> readQueuePage(const store::OutboxLists &lists, const QString &profileId,
                                            const std::optional<payouts::PayoutDraft> &after, int limit)
{
    const store::StoreResult<store::OutboxLists::Page> page
        = lists.awaiting(profileId, after ? &*after : nullptr, limit);
    if (!page.ok())
        return page.error();
    QueuePage out;
    out.more = page.value().more;
    QHash<QString, store::OutboxLists::RecipientFacts> totals;
    for (const payouts::PayoutDraft &d : page.value().rows) {
        const store::StoreResult<RecipientHistory> history = recipientHistory(lists, profileId, d, totals);
        if (!history.ok())
            return history.error();
        out.rows.append({d, history.value()});
    }
    return out;
}

struct FirstPages
{
    QueuePage queue;
    int waiting = 0;
    QList<payouts::PayoutDraft> held;
    store::OutboxLists::Page sent;
};

} // namespace

ApprovalsController::ApprovalsController(const Services &services, QObject *parent)
    : QObject(parent)
    , m_services(services)
    , m_queueModel(new ApprovalQueueModel(this))
    , m_sentModel(new SentPayoutsModel(this))
    , m_heldModel(new HeldPayoutsModel(this))
    , m_remote(new Throttle(this))
{
    connect(m_queueModel, &ApprovalQueueModel::moreWanted, this, &ApprovalsController::readMoreQueue);
    connect(m_sentModel, &SentPayoutsModel::moreWanted, this, &ApprovalsController::readMoreSent);
    connect(m_services.outbox, &outbox::OutboxStore::changed, this, &ApprovalsController::outdated);
    connect(m_services.drafts, &store::PayoutDrafts::changed, this, &ApprovalsController::outdated);
    if (m_services.follower)
        connect(m_services.follower, &outbox::PayoutFollower::stateChanged, this,
                &ApprovalsController::outdated);
    connect(m_remote, &Throttle::fired, this, &ApprovalsController::outdated);
    if (m_services.changes) {
        connect(m_services.changes, &store::ChangeListener::changed, this,
                &ApprovalsController::onRemoteChange);
        connect(m_services.changes, &store::ChangeListener::catchUp, this, &ApprovalsController::outdated);
    }
}

void ApprovalsController::onRemoteChange(const store::TableChange &change)
{
    const bool outbox = change.table == u"payout_outbox";
    if (outbox && (m_profileId.isEmpty() || change.profileId != m_profileId))
        return;
    if (!outbox) {
        // The names and rules read with the queue.
        if (change.table == u"operators" || change.table == u"approval_rules")
            m_remote->poke();
        return;
    }
    // Not a draft edited (a DRAFT before and after).
    const QString draft = payouts::PayoutDraft::stateKey(State::Draft);
    if (change.state == draft && (change.oldState.isEmpty() || change.oldState == draft))
        return;
    const QString awaiting = payouts::PayoutDraft::stateKey(State::AwaitingApproval);
    if (m_heard.size() > 1000)
        m_heard.clear(); // only the rows being read matter
    m_heard.insert(change.id, change.revision);
    if (change.entered(awaiting))
        return readQueued(change.id); // that row alone, into its place
    if (change.left(awaiting))
        m_queueModel->removePayout(change.id); // at once; the read below makes sure of it
    // Whatever else moved (an approved payout on its way, the service's state of one sent), and a
    // read under way that may have been made before the row left the queue: read again.
    m_remote->poke();
}

void ApprovalsController::readQueued(const QString &id)
{
    const QString profileId = m_profileId;
    m_services.outbox->post<std::optional<ApprovalQueueModel::Row>>(
        this,
        [store = m_services.outbox->store(), outbox = m_services.outbox, profileId,
         id]() -> store::StoreResult<std::optional<ApprovalQueueModel::Row>> {
            const store::StoreResult<payouts::PayoutDraft> row = outbox->load(id);
            if (!row.ok() || row.value().state != State::AwaitingApproval
                || row.value().profileId != profileId)
                return std::optional<ApprovalQueueModel::Row>(); // gone, or moved on meanwhile
            QHash<QString, store::OutboxLists::RecipientFacts> totals;
            const store::StoreResult<RecipientHistory> history
                = recipientHistory(store::OutboxLists(store), profileId, row.value(), totals);
            if (!history.ok())
                return history.error();
            return std::optional<ApprovalQueueModel::Row>(
                ApprovalQueueModel::Row {row.value(), history.value()});
        },
        [this, profileId, id](const store::StoreResult<std::optional<ApprovalQueueModel::Row>> &result) {
            // Only the row as last heard of: a later change of it is that change's to show.
            const bool latest = m_heard.contains(id) && result.ok() && result.value()
                && result.value()->payout.revision == m_heard.value(id);
            if (latest)
                m_heard.remove(id);
            if (profileId != m_profileId)
                return;
            if (!result.ok())
                return m_remote->poke(); // read the queue instead
            if (latest)
                m_queueModel->insertPayout(*result.value());
        });
}

ApprovalsController::~ApprovalsController() = default;

void ApprovalsController::setProfile(const QString &profileId)
{
    if (profileId == m_profileId)
        return;
    m_profileId = profileId;
    ++m_generation;
    m_error.clear();
    m_heard.clear();
    m_queueModel->clear();
    m_sentModel->clear();
    m_heldModel->clear();
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
    const quint64 generation = ++m_generation;
    // As many rows as are shown (a change does not take away what was scrolled to), a page at least,
    // and the page the view asked for meanwhile (this read drops it: it would come after the rows
    // read here). Without it, a queue that changes again and again (another workstation submitting
    // many) would never show more than its first rows.
    const auto rowsOf = [](const auto *model) {
        return std::max(pageSize, model->rowCount() + (model->isFetchingMore() ? pageSize : 0));
    };
    const int queueRows = rowsOf(m_queueModel);
    const int sentRows = rowsOf(m_sentModel);
    m_services.outbox->post<FirstPages>(
        this,
        [store = m_services.outbox->store(), profileId, queueRows,
         sentRows]() -> store::StoreResult<FirstPages> {
            const store::OutboxLists lists(store);
            FirstPages pages;
            store::StoreResult<QueuePage> queue = readQueuePage(lists, profileId, std::nullopt, queueRows);
            if (!queue.ok())
                return queue.error();
            pages.queue = std::move(queue).value();
            const store::StoreResult<qint64> waiting = lists.awaitingCount(profileId);
            if (!waiting.ok())
                return waiting.error();
            pages.waiting = int(waiting.value());
            store::StoreResult<QList<payouts::PayoutDraft>> held = lists.held(profileId, heldLimit);
            if (!held.ok())
                return held.error();
            pages.held = std::move(held).value();
            store::StoreResult<store::OutboxLists::Page> sent = lists.sent(profileId, nullptr, sentRows);
            if (!sent.ok())
                return sent.error();
            pages.sent = std::move(sent).value();
            return pages;
        },
        [this, profileId, generation](const store::StoreResult<FirstPages> &result) {
            const bool again = m_reads.finish(); // a change came during the read
            if (profileId != m_profileId || generation != m_generation)
                return reload(); // another profile meanwhile
            // What was read is shown even when a change came during the read: it is newer than what
            // is on screen, and a queue that changes without pause (another workstation submitting
            // many) would otherwise show nothing new until it pauses. Then it reads once more.
            FirstPages pages;
            if (result.ok()) {
                m_error.clear();
                pages = result.value();
            } else {
                m_error = result.error().message(); // says what could not be read, and why
            }
            m_sentModel->setPayouts(pages.sent.rows, pages.sent.more, m_names);
            m_heldModel->setPayouts(pages.held, m_names);
            m_queueModel->setPayouts(pages.queue.rows, pages.queue.more, pages.waiting, m_names, m_rules,
                                     m_services.outbox->now());
            Q_EMIT loaded();
            if (again)
                reload();
        });
}

void ApprovalsController::readMoreQueue()
{
    if (m_profileId.isEmpty() || m_queueModel->payouts().isEmpty())
        return m_queueModel->morePageFailed();
    const QString profileId = m_profileId;
    const quint64 generation = m_generation;
    m_services.outbox->post<QueuePage>(
        this,
        [store = m_services.outbox->store(), profileId, after = m_queueModel->payouts().constLast()] {
            return readQueuePage(store::OutboxLists(store), profileId, after, pageSize);
        },
        [this, generation,
         afterId = m_queueModel->payouts().constLast().id](const store::StoreResult<QueuePage> &result) {
            if (generation != m_generation || m_queueModel->payouts().isEmpty()
                || m_queueModel->payouts().constLast().id != afterId) {
                // Read again meanwhile: the model holds the new read, and the view still wants the
                // page after it (it asked, and has no other reason to ask again).
                m_queueModel->morePageFailed();
                return m_queueModel->fetchMore({});
            }
            if (!result.ok()) {
                m_error = result.error().message(); // says what could not be read, and why
                return m_queueModel->morePageFailed();
            }
            m_queueModel->appendPayouts(result.value().rows, result.value().more);
        });
}

void ApprovalsController::readMoreSent()
{
    if (m_profileId.isEmpty() || m_sentModel->payouts().isEmpty())
        return m_sentModel->morePageFailed();
    const QString profileId = m_profileId;
    const quint64 generation = m_generation;
    m_services.outbox->post<store::OutboxLists::Page>(
        this,
        [store = m_services.outbox->store(), profileId, after = m_sentModel->payouts().constLast()] {
            return store::OutboxLists(store).sent(profileId, &after, pageSize);
        },
        [this, generation, afterId = m_sentModel->payouts().constLast().id](
            const store::StoreResult<store::OutboxLists::Page> &result) {
            if (generation != m_generation || m_sentModel->payouts().isEmpty()
                || m_sentModel->payouts().constLast().id != afterId) {
                m_sentModel->morePageFailed(); // read again meanwhile; the view still wants the next page
                return m_sentModel->fetchMore({});
            }
            if (!result.ok())
                return m_sentModel->morePageFailed();
            m_sentModel->appendPayouts(result.value().rows, result.value().more);
        });
}

void ApprovalsController::readLocalPayouts(
    const QStringList &recipientKeys, QObject *context,
    std::function<void(const store::StoreResult<QList<payouts::PayoutDraft>> &)> done)
{
    m_services.outbox->post<QList<payouts::PayoutDraft>>(
        context,
        [store = m_services.outbox->store(), profileId = m_profileId, recipientKeys] {
            return store::OutboxLists(store).paidOrPayingTo(profileId, recipientKeys);
        },
        std::move(done));
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

QList<payouts::PayoutDraft> ApprovalsController::held() const
{
    return m_heldModel->payouts();
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
