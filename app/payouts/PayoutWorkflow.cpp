// SPDX-License-Identifier: GPL-3.0-or-later
#include "payouts/PayoutWorkflow.h"

#include "approvals/ApprovalDesk.h"
#include "operators/Permissions.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "store/PayoutDrafts.h"

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using Outcome = approvals::ApprovalDesk::Outcome;

// What a desk call's result says: its outcome, or the store's failure as a refusal.
Outcome outcomeOf(const store::StoreResult<Outcome> &result)
{
    if (result.ok())
        return result.value();
    Outcome failed;
    failed.refusal = Outcome::Refusal::Store;
    failed.storeError = result.error();
    failed.message = result.error().message();
    return failed;
}

} // namespace

PayoutWorkflow::PayoutWorkflow(const Services &services, QObject *parent)
    : QObject(parent)
    , m_drafts(services.drafts)
    , m_outbox(services.outbox)
    , m_desk(services.desk)
    , m_signedIn(services.signedIn)
{
    Q_ASSERT(m_drafts && m_outbox && m_desk && m_signedIn);
    connect(m_signedIn, &operators::SignedIn::changed, this, &PayoutWorkflow::signedInChanged);
    connect(m_outbox, &outbox::OutboxStore::changed, this, [this](const QString &, PayoutDraft::State state) {
        if (state == PayoutDraft::State::Accepted)
            Q_EMIT payoutAccepted();
    });
}

PayoutWorkflow::~PayoutWorkflow() = default;

bool PayoutWorkflow::isSignedIn() const
{
    return m_signedIn->isSignedIn();
}

QString PayoutWorkflow::makerId() const
{
    return m_signedIn->id();
}

QString PayoutWorkflow::makerRefusal() const
{
    // The maker is the operator at the keyboard: nobody drafts anonymously.
    const std::optional<operators::Operator> maker = m_signedIn->current();
    if (!maker)
        return tr("Sign in as a maker to save this payout for approval: the payout records who made it.");
    const operators::Permissions::Decision mayDraft = operators::Permissions::canDraft(*maker);
    if (!mayDraft.allowed())
        return tr("%1 Sign in as a maker to save this payout for approval.").arg(mayDraft.message());
    return {};
}

void PayoutWorkflow::startNew()
{
    ++m_generation;
    m_draftId.clear();
    m_draftRevision = 0;
}

void PayoutWorkflow::edit(const QString &profileId, const PayoutDraft &draft)
{
    ++m_generation;
    m_draftId = draft.id;
    m_draftRevision = draft.revision;
    if (!profileId.isEmpty())
        m_drafts->recordOpened(profileId, draft);
}

void PayoutWorkflow::save(const QString &profileId, PayoutDraft::Content content)
{
    if (m_saving)
        return;
    if (const QString refusal = makerRefusal(); !refusal.isEmpty()) {
        Q_EMIT saveFailed(Failure::Maker, refusal);
        return;
    }
    content.maker = m_signedIn->id();
    setSaving(true);
    const bool creating = m_draftId.isEmpty();
    auto done = [this, creating, id = m_draftId,
                 generation = m_generation](const store::StoreResult<PayoutDraft> &result) {
        setSaving(false);
        if (generation != m_generation) // another form since: not its outcome
            return;
        if (result.ok()) {
            const PayoutDraft &draft = result.value();
            m_draftId.clear(); // the next payout
            m_draftRevision = 0;
            Q_EMIT saved(draft, creating);
            submit(draft);
            return;
        }
        const store::StoreError &error = result.error();
        switch (error.kind()) {
        case store::StoreError::Kind::Duplicate:
            Q_EMIT saveFailed(Failure::Duplicate,
                              tr("Another payout of this profile already has this reference."));
            return;
        case store::StoreError::Kind::NotFound:
            if (m_draftId == id) { // deleted elsewhere: the next save makes a new draft of it
                m_draftId.clear();
                m_draftRevision = 0;
            }
            [[fallthrough]];
        case store::StoreError::Kind::Conflict:
            Q_EMIT saveFailed(error.kind() == store::StoreError::Kind::NotFound ? Failure::NotFound
                                                                                : Failure::Conflict,
                              tr("This draft was changed, deleted or sent for approval elsewhere "
                                 "meanwhile: nothing was saved. Open it again from the list."));
            return;
        default:
            Q_EMIT saveFailed(Failure::Store, tr("The payout could not be saved: %1").arg(error.message()));
        }
    };
    if (creating)
        m_drafts->postSave(profileId, content, this, done);
    else
        m_drafts->postUpdate(profileId, m_draftId, m_draftRevision, content, this, done);
}

void PayoutWorkflow::setSaving(bool saving)
{
    if (m_saving == saving)
        return;
    m_saving = saving;
    Q_EMIT savingChanged(saving);
}

void PayoutWorkflow::submit(const PayoutDraft &draft)
{
    if (!m_signedIn->isSignedIn())
        return;
    m_outbox->post<Outcome>(
        this,
        [desk = m_desk, maker = m_signedIn->authenticated(), draft]() -> store::StoreResult<Outcome> {
            return desk->submit(maker, draft.profileId, draft.id, draft.revision);
        },
        [this, draft](const store::StoreResult<Outcome> &result) {
            const Outcome outcome = outcomeOf(result);
            if (outcome.ok())
                Q_EMIT submitted(draft);
            else
                Q_EMIT submitFailed(draft, outcome.message);
        });
}

void PayoutWorkflow::withdraw(const PayoutDraft &draft)
{
    if (!m_signedIn->isSignedIn())
        return;
    m_outbox->post<Outcome>(
        this,
        [desk = m_desk, maker = m_signedIn->authenticated(), draft]() -> store::StoreResult<Outcome> {
            return desk->withdraw(maker, draft.profileId, draft.id, draft.revision);
        },
        [this, draft](const store::StoreResult<Outcome> &result) {
            const Outcome outcome = outcomeOf(result);
            if (outcome.ok())
                Q_EMIT withdrawn(draft);
            else
                Q_EMIT withdrawFailed(draft, outcome.message);
        });
}

void PayoutWorkflow::reopen(const PayoutDraft &draft)
{
    if (!m_signedIn->isSignedIn()) {
        Q_EMIT reopenFailed(draft, tr("Sign in as its maker to correct this payout."));
        return;
    }
    m_outbox->post<Outcome>(
        this,
        [desk = m_desk, maker = m_signedIn->authenticated(), draft]() -> store::StoreResult<Outcome> {
            return desk->reopen(maker, draft.profileId, draft.id, draft.revision);
        },
        [this, before = draft](const store::StoreResult<Outcome> &result) {
            const Outcome outcome = outcomeOf(result);
            if (!outcome.ok()) {
                Q_EMIT reopenFailed(before, outcome.message);
                return;
            }
            m_drafts->postLoad(before.profileId, before.id, this,
                               [this, before](const store::StoreResult<PayoutDraft> &loaded) {
                                   if (!loaded.ok()) {
                                       Q_EMIT reopenFailed(before, loaded.error().message());
                                       return;
                                   }
                                   PayoutDraft draft = loaded.value();
                                   // The service's reasons, cleared by the reopening, for the form.
                                   draft.progress.lastError = before.progress.lastError;
                                   Q_EMIT reopened(draft);
                               });
        });
}

void PayoutWorkflow::remove(const PayoutDraft &draft)
{
    m_drafts->postRemove(draft.profileId, draft.id, draft.revision, this,
                         [this, draft](const store::StoreResult<void> &result) {
                             if (result.ok())
                                 Q_EMIT removed(draft);
                             else
                                 Q_EMIT removeFailed(
                                     draft,
                                     tr("The draft could not be deleted: %1").arg(result.error().message()));
                         });
}

void PayoutWorkflow::loadSenders(const QString &profileId)
{
    m_drafts->postRecentSenders(profileId, this,
                                [this, profileId](const store::StoreResult<QList<QJsonObject>> &result) {
                                    if (result.ok())
                                        Q_EMIT sendersLoaded(profileId, result.value());
                                });
}

} // namespace paydesk::payouts
