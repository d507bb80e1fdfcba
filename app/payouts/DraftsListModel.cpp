// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/DraftsListModel.h"

#include "core/DateText.h"
#include "core/Throttle.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "payouts/PayoutStateText.h"
#include "store/ChangeListener.h"
#include "store/OutboxLists.h"
#include "store/PayoutDrafts.h"
#include "store/StoreCall.h"

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

using State = PayoutDraft::State;

DraftsListModel::DraftsListModel(store::PayoutDrafts *drafts, outbox::OutboxStore *outbox,
                                 operators::SignedIn *signedIn, QObject *parent)
    : QAbstractListModel(parent)
    , m_drafts(drafts)
    , m_outbox(outbox)
    , m_signedIn(signedIn)
    , m_remote(new Throttle(this))
{
    Q_ASSERT(m_drafts && outbox && m_signedIn);
    // Saved, changed or deleted here or in another window of this process.
    connect(m_drafts, &store::PayoutDrafts::changed, this, [this](const QString &profileId) {
        if (profileId == m_profileId)
            reload();
    });
    // Submitted, approved, rejected, withdrawn, sent: here or in another page of this process.
    connect(outbox, &outbox::OutboxStore::changed, this, &DraftsListModel::reload);
    // Another operator's payouts, or everybody's.
    connect(m_signedIn, &operators::SignedIn::changed, this, &DraftsListModel::reload);
}

DraftsListModel::~DraftsListModel() = default;

void DraftsListModel::followChangesOf(store::ChangeListener *changes)
{
    Q_ASSERT(changes);
    connect(m_remote, &Throttle::fired, this, &DraftsListModel::reload, Qt::UniqueConnection);
    connect(changes, &store::ChangeListener::changed, this, [this](const store::TableChange &change) {
        if (change.table != u"payout_outbox" || change.profileId != m_profileId || m_profileId.isEmpty())
            return;
        // The query's own rule: the signed-in operator's, and those made before operators.
        if (m_signedIn->isSignedIn() && !change.maker.isEmpty() && change.maker != m_signedIn->id())
            return;
        m_remote->poke();
    });
    connect(changes, &store::ChangeListener::catchUp, this, &DraftsListModel::reload);
}

void DraftsListModel::setProfileId(const QString &profileId)
{
    m_profileId = profileId;
    ++m_generation;
    beginResetModel();
    m_rows.clear();
    m_more = false;
    m_fetching = false;
    endResetModel();
}

void DraftsListModel::reload()
{
    if (m_profileId.isEmpty())
        return;
    read(false);
}

bool DraftsListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_more && !m_fetching && !m_profileId.isEmpty();
}

void DraftsListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        read(true);
}

void DraftsListModel::read(bool more)
{
    // The signed-in operator's (and those made before operators), or everybody's: in the query.
    const QString maker = m_signedIn->isSignedIn() ? m_signedIn->id() : QString();
    const std::optional<PayoutDraft> after
        = more && !m_rows.isEmpty() ? std::optional<PayoutDraft>(m_rows.constLast()) : std::nullopt;
    // A reload reads as many as are listed: what was scrolled to stays.
    const int limit = more ? pageSize : std::max(pageSize, int(m_rows.size()));
    if (!more)
        ++m_generation;
    m_fetching = true;
    store::postCall(
        m_outbox->store(), this,
        [store = m_outbox->store(), profileId = m_profileId, maker, after, limit,
         more]() -> store::StoreResult<store::OutboxLists::Page> {
            const store::OutboxLists lists(store);
            store::StoreResult<store::OutboxLists::Page> page
                = lists.inProgress(profileId, maker, after ? &*after : nullptr, limit);
            if (more || !page.ok())
                return page;
            // Held ones first (a few, each for its maker to return to a draft): the same "mine" rule.
            const store::StoreResult<QList<PayoutDraft>> held = lists.held(profileId, pageSize);
            if (!held.ok())
                return held.error();
            QList<PayoutDraft> rows;
            for (const PayoutDraft &d : held.value())
                if (maker.isEmpty() || d.content.maker.isEmpty() || d.content.maker == maker)
                    rows.append(d);
            store::OutboxLists::Page all = std::move(page).value();
            all.rows = rows + all.rows;
            return all;
        },
        [this, more, generation = m_generation, afterId = after ? after->id : QString()](
            const store::StoreResult<store::OutboxLists::Page> &result) {
            if (generation != m_generation
                || (more && (m_rows.isEmpty() || m_rows.constLast().id != afterId)))
                return; // another profile, or read again, meanwhile
            const store::OutboxLists::Page page = result.ok() ? result.value() : store::OutboxLists::Page {};
            if (more) {
                if (!page.rows.isEmpty()) {
                    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page.rows.size()) - 1);
                    m_rows.append(page.rows);
                    endInsertRows();
                }
                // Only now: a view asking for more while the rows go in would ask for them again.
                m_more = page.more;
                m_fetching = false;
                return;
            }
            beginResetModel();
            m_rows = page.rows;
            m_more = page.more;
            m_fetching = false;
            endResetModel();
            Q_EMIT loaded();
        });
}

void DraftsListModel::loadDraft(
    const QString &id, QObject *context,
    std::function<void(const std::optional<PayoutDraft> &draft, const QString &error)> done)
{
    m_drafts->postLoad(m_profileId, id, context,
                       [done = std::move(done)](const store::StoreResult<PayoutDraft> &result) {
                           if (result.ok())
                               done(result.value(), QString());
                           else
                               done(std::nullopt, result.error().message());
                       });
}

void DraftsListModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

QList<PayoutDraft::State> DraftsListModel::listedStates()
{
    return {State::Draft, State::AwaitingApproval, State::Rejected, State::Expired};
}

bool DraftsListModel::isMine(const PayoutDraft &draft) const
{
    return draft.content.maker.isEmpty() || draft.content.maker == m_signedIn->id();
}

bool DraftsListModel::isSignedIn() const
{
    return m_signedIn->isSignedIn();
}

QString DraftsListModel::statusText(const PayoutDraft &d)
{
    if (d.progress.isHeld()) // whatever its state: it is not sent, and will not be
        return tr("%1. Open it to return it to a draft.")
            .arg(PayoutStateText::heldText(d.progress.heldReason));
    switch (d.state) {
    case State::AwaitingApproval:
        return d.progress.approvers.isEmpty()
            ? tr("Waiting for approval")
            : tr("Approved by %1, waiting for a second approver").arg(d.progress.approvers.join(u", "));
    case State::Rejected:
        return tr("Refused by the service: open it to correct it");
    case State::Expired:
        return tr("Expired without approval: open it to submit it again");
    default:
        break;
    }
    if (d.progress.returnedReason.isEmpty())
        return tr("Draft, not sent for approval");
    return d.progress.returnedBy.isEmpty()
        ? tr("Returned: %1").arg(d.progress.returnedReason)
        : tr("Rejected by %1: %2").arg(d.progress.returnedBy, d.progress.returnedReason);
}

bool DraftsListModel::needsAttention(const PayoutDraft &d)
{
    if (d.progress.isHeld())
        return true;
    switch (d.state) {
    case State::Rejected:
    case State::Expired:
        return true;
    case State::AwaitingApproval:
        return false;
    default:
        return !d.progress.returnedReason.isEmpty();
    }
}

std::optional<PayoutDraft> DraftsListModel::draft(const QString &id) const
{
    const int row = rowOf(id);
    return row < 0 ? std::nullopt : std::optional<PayoutDraft>(m_rows.at(row));
}

int DraftsListModel::rowOf(const QString &id) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == id)
            return row;
    }
    return -1;
}

int DraftsListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant DraftsListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PayoutDraft &d = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString amount = d.amount().isValid() ? d.amount().toDisplayWithCurrency(m_locale) : QString();
        return u"%1 \u00B7 %2 \u00B7 %3\n%4"_s.arg(d.customId(), amount, d.content.recipientSummary,
                                                   statusText(d));
    }
    case Qt::ToolTipRole:
        return tr("Saved %1").arg(core::dates::dateTime(d.updatedAt.toLocalTime(), m_locale));
    case IdRole:
        return d.id;
    case StateRole:
        return QVariant::fromValue(d.state);
    case AttentionRole:
        return needsAttention(d);
    case StatusRole:
        return statusText(d);
    default:
        return {};
    }
}

} // namespace paydesk::payouts
