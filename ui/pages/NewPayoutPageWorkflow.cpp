// SPDX-License-Identifier: GPL-3.0-or-later
// New payout: what the page says and does as payouts::PayoutWorkflow saves, submits, withdraws and
// reopens, and the drafts of the list opened or deleted.
#include "pages/NewPayoutPage.h"

#include "MessageBox.h"
#include "Style.h"
#include "models/WalletsModel.h"
#include "payouts/DraftContent.h"
#include "payouts/DraftsListModel.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraftForm.h"
#include "payouts/PayoutWorkflow.h"
#include "payouts/StoredServiceError.h"
#include "recipients/PaymentAccountForm.h"
#include "session/Session.h"
#include "widgets/PaymentAccountFields.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using payouts::PayoutDraftForm;
using payouts::PayoutWorkflow;

namespace {

const QString kCustomId = u"custom_id"_s;

QString amountText(const payouts::PayoutDraft &draft, const QLocale &locale)
{
    return draft.amount().isValid() ? draft.amount().toDisplayWithCurrency(locale) : QString();
}

} // namespace

QString NewPayoutPage::editedDraftId() const
{
    return m_workflow->draftId();
}

void NewPayoutPage::connectWorkflow()
{
    // A payout the service took changed what the wallets have available.
    connect(m_workflow, &PayoutWorkflow::payoutAccepted, this, [this] {
        if (session() && session()->state() == session::Session::State::Ready)
            m_wallets->refresh();
    });
    connect(m_workflow, &PayoutWorkflow::signedInChanged, this, [this] {
        // What was said to the operator before ("Sent for approval…", "Sign in as a maker…") is
        // not left for the next one, nor once its reason is gone.
        if (m_savedLabel)
            m_savedLabel->hide();
        showSummary();
    });
    connect(m_workflow, &PayoutWorkflow::savingChanged, this, [this](bool saving) {
        if (m_saveButton)
            m_saveButton->setEnabled(!saving);
    });
    connect(m_workflow, &PayoutWorkflow::saved, this, &NewPayoutPage::onSaved);
    connect(m_workflow, &PayoutWorkflow::saveFailed, this,
            [this](PayoutWorkflow::Failure failure, const QString &message) {
                switch (failure) {
                case PayoutWorkflow::Failure::Maker:
                    complain(message);
                    Q_EMIT signInRequested();
                    return;
                case PayoutWorkflow::Failure::Duplicate:
                    m_form->applyServiceErrors(QMap<QString, QStringList> {{kCustomId, {message}}});
                    showAllFields();
                    m_scroll->ensureWidgetVisible(m_rows[kCustomId].editor);
                    m_rows[kCustomId].editor->setFocus();
                    return;
                case PayoutWorkflow::Failure::NotFound:
                    m_editingLabel->hide(); // the next Save makes a new draft of it
                    break;
                case PayoutWorkflow::Failure::Conflict:
                case PayoutWorkflow::Failure::Store:
                    break;
                }
                complain(message);
            });
    connect(m_workflow, &PayoutWorkflow::submitted, this, [this](const payouts::PayoutDraft &draft) {
        say(tr("Sent for approval: %1, %2 to %3. A second person approves it on the Approvals page before "
               "anything is paid.")
                .arg(draft.customId(), amountText(draft, locale()), draft.content.recipientSummary),
            false);
        Q_EMIT submittedForApproval(draft.id);
        m_draftsModel->reload();
    });
    connect(m_workflow, &PayoutWorkflow::submitFailed, this,
            [this](const payouts::PayoutDraft &, const QString &message) {
                say(tr("Saved as a draft, but not sent for approval: %1").arg(message), true);
                m_draftsModel->reload();
            });
    connect(m_workflow, &PayoutWorkflow::withdrawn, this, [this](const payouts::PayoutDraft &draft) {
        say(tr("%1 withdrawn from approval: open it to change it.").arg(draft.customId()), false);
        m_draftsModel->reload();
    });
    connect(m_workflow, &PayoutWorkflow::withdrawFailed, this,
            [this](const payouts::PayoutDraft &, const QString &message) {
                say(message, true);
                m_draftsModel->reload();
            });
    connect(m_workflow, &PayoutWorkflow::reopened, this, [this](const payouts::PayoutDraft &draft) {
        if (!session() || session()->profileId() != draft.profileId)
            return; // another profile came into view meanwhile
        openDraft(draft);
        showReturnedReason(draft);
    });
    connect(m_workflow, &PayoutWorkflow::reopenFailed, this,
            [this](const payouts::PayoutDraft &, const QString &message) {
                complain(message);
                if (!m_workflow->isSignedIn())
                    Q_EMIT signInRequested();
            });
    connect(m_workflow, &PayoutWorkflow::removed, this, [this](const payouts::PayoutDraft &draft) {
        if (m_workflow->draftId() == draft.id) // still the one in the form
            makeForm();
        m_savedLabel->setText(tr("Draft %1 deleted.").arg(draft.customId()));
        m_savedLabel->show();
    });
    connect(m_workflow, &PayoutWorkflow::removeFailed, this,
            [this](const payouts::PayoutDraft &, const QString &message) { complain(message); });
    connect(m_workflow, &PayoutWorkflow::sendersLoaded, this,
            [this](const QString &profileId, const QList<QJsonObject> &senders) {
                if (!session() || session()->profileId() != profileId)
                    return;
                m_savedSenders = senders;
                showSenders();
                offerLastSender();
            });
}

void NewPayoutPage::say(const QString &text, bool error)
{
    m_savedLabel->setText(text);
    style::setToneText(m_savedLabel, error ? style::Tone::Error : style::Tone::Success);
    m_savedLabel->show();
}

void NewPayoutPage::complain(const QString &text)
{
    m_summaryLabel->setText(text);
    style::setErrorText(m_summaryLabel, true);
}

void NewPayoutPage::save()
{
    if (m_workflow->isSaving() || !session())
        return;
    if (const QString refusal = m_workflow->makerRefusal(); !refusal.isEmpty()) {
        complain(refusal);
        Q_EMIT signInRequested();
        return;
    }
    m_showMissing = true;
    showAllFields();
    if (!m_form->isValid()) {
        // To the first field at fault, in the order of the page.
        QWidget *first = nullptr;
        for (const QString &path : std::as_const(m_order)) {
            const Row &r = m_rows[path];
            if (style::isMarkedInvalid(r.editor) && r.editor->isVisibleTo(this)) {
                first = r.editor;
                break;
            }
        }
        if (!first && m_form->recipientMode() == PayoutDraftForm::Recipient::New) {
            for (const auto field : recipients::PaymentAccountForm::fields()) {
                if (style::isMarkedInvalid(m_accountFields->editor(field))) {
                    first = m_accountFields->editor(field);
                    break;
                }
            }
        }
        if (first) {
            m_scroll->ensureWidgetVisible(first);
            first->setFocus();
        }
        return;
    }

    // Into the outbox, before anything is sent: the body, everything typed, and what the lookup
    // said, for the approver.
    payouts::PayoutDraft::Content content = payouts::draftContent(*m_form);
    payouts::applyLookup(content, m_lookup->result());
    // Listed under the name of the account that will be paid: the saved one's, on every page.
    if (m_savedMatch && m_form->recipientMode() == PayoutDraftForm::Recipient::New) {
        const QString typed = m_form->newAccount()->details().holder.name.simplified();
        if (!typed.isEmpty() && content.recipientSummary.startsWith(typed))
            content.recipientSummary.replace(0, typed.size(), m_savedMatch->details.holder.name);
    }
    m_summaryLabel->setText(tr("Saving\u2026"));
    style::setErrorText(m_summaryLabel, false);
    m_workflow->save(session()->profileId(), content);
}

void NewPayoutPage::onSaved(const payouts::PayoutDraft &draft, bool created)
{
    m_workflow->loadSenders(draft.profileId); // its sender is now the last one used
    m_savedLabel->setText(
        created ? tr("Saved for approval: %1, %2 to %3.")
                      .arg(draft.customId(), amountText(draft, locale()), draft.content.recipientSummary)
                : tr("Draft %1 saved.").arg(draft.customId()));
    m_savedLabel->show();
    Q_EMIT draftSaved(draft.id);
    // A fresh form for the next payout (the workflow submits the draft meanwhile); the wallets
    // and recipients stay loaded.
    makeForm();
    showWallets();
    showRecipients(); // the drafts list follows PayoutDrafts::changed
}

void NewPayoutPage::showReturnedReason(const payouts::PayoutDraft &draft)
{
    // The service's refusal: its reasons on the fields they name, its message above the button.
    const payouts::StoredServiceError refusal = payouts::StoredServiceError::of(draft);
    if (!refusal.fields.isEmpty()) {
        m_form->applyServiceErrors(refusal.fields);
        showAllFields();
    }
    if (const QString text = payouts::StoredServiceError::returnedText(draft); !text.isEmpty())
        complain(text);
}

void NewPayoutPage::openDraftAsked(const payouts::PayoutDraft &d)
{
    using State = payouts::PayoutDraft::State;
    if (d.state == State::AwaitingApproval)
        return;
    if (d.id == m_workflow->draftId())
        return; // it is the one in the form, with the changes made to it
    if (m_dirty
        && MessageBox::question(this, tr("Payout not saved"),
                                tr("The payout being entered is not saved, and would be lost. Discard it "
                                   "and open the draft?"),
                                QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Discard)
        return;
    if (d.state == State::Draft) {
        // The list holds its summary: the whole row (its form, its body) read to open it.
        m_draftsModel->loadDraft(
            d.id, this, [this](const std::optional<payouts::PayoutDraft> &draft, const QString &error) {
                if (!draft)
                    return complain(error);
                openDraft(*draft);
                showReturnedReason(*draft);
            });
        return;
    }
    // Refused by the service, expired, or held by Paydesk (its approvals did not verify): back to a
    // draft for its maker (a refused or held one gets a new idempotency key), then into the form with
    // the reasons on its fields (reopened()).
    m_workflow->reopen(d);
}

void NewPayoutPage::openDraft(const payouts::PayoutDraft &draft)
{
    ensureBuilt();
    makeForm();
    const QScopedValueRollback filling(m_filling, true); // the program fills it: not an edit
    const QScopedValueRollback force(m_forceFill, true);
    if (!m_form->restore(draft.content.formSnapshot))
        m_form->fromRequestJson(draft.content.requestBody); // a snapshot of another version
    m_workflow->edit(session() ? session()->profileId() : QString(), draft);
    m_onBehalfOfEdit->setPlainText(m_form->onBehalfOf().join(u'\n'));
    showWallets();
    showRecipients();
    if (m_accountFields)
        m_accountFields->showAll();
    showAllFields();
    updateLookup();
    m_editingLabel->setText(
        tr("Editing the draft %1. Save keeps it for approval with your changes.").arg(draft.customId()));
    m_editingLabel->show();
    m_savedLabel->hide();
    m_dirty = false;
}

void NewPayoutPage::deleteDraftAsked(const payouts::PayoutDraft &d)
{
    if (!session() || d.state != payouts::PayoutDraft::State::Draft)
        return;
    if (MessageBox::question(this, tr("Delete draft"),
                             tr("Delete the draft %1? It will not be sent for approval.").arg(d.customId()),
                             QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    m_workflow->remove(d);
}

} // namespace paydesk::ui
