// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/ApprovalsPage.h"

#include "Style.h"
#include "api/ApiClient.h"
#include "approvals/ApprovalQueueModel.h"
#include "approvals/ApprovalsController.h"
#include "approvals/HeldPayoutsModel.h"
#include "approvals/PayoutReview.h"
#include "approvals/SentPayoutsModel.h"
#include "core/DateText.h"
#include "dialogs/ApprovalDialog.h"
#include "operators/SignedIn.h"
#include "payouts/LookupValidator.h"
#include "payouts/SavedLookup.h"
#include "wallets/WalletDirectory.h"
#include "widgets/DataTable.h"
#include "widgets/StatePanel.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using State = payouts::PayoutDraft::State;
using approvals::ApprovalQueueModel;
using approvals::PayoutReview;
using approvals::ReviewWarning;
using approvals::SentPayoutsModel;

ApprovalsPage::ApprovalsPage(const Services &services, QWidget *parent)
    : Page(info(), parent)
    , m_services(services)
    , m_controller(
          new approvals::ApprovalsController({services.drafts, services.outbox, services.desk,
                                              services.operators, services.follower, services.changes},
                                             this))
{
    // Whatever changed the outbox (here, another page, the processor) or the service's state of
    // those sent: the page reads again (a read only; the controller reads once more when busy).
    connect(m_controller, &approvals::ApprovalsController::outdated, this, [this] {
        if (isBuilt())
            m_controller->reload();
    });
    connect(m_controller, &approvals::ApprovalsController::loaded, this, &ApprovalsPage::loaded);
    ApprovalQueueModel *queue = m_controller->queueModel();
    connect(queue, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_resetting = true; });
    connect(queue, &QAbstractItemModel::modelReset, this, [this] { m_resetting = false; });
}

ApprovalsPage::~ApprovalsPage() = default;

PageInfo ApprovalsPage::info()
{
    return {u"approvalsPage"_s, tr("Approvals"), QKeySequence(Qt::CTRL | Qt::Key_3), u"approvals"_s};
}

QList<payouts::PayoutDraft> ApprovalsPage::queue() const
{
    return m_controller->queue();
}

QList<payouts::PayoutDraft> ApprovalsPage::sent() const
{
    return m_controller->sent();
}

QList<payouts::PayoutDraft> ApprovalsPage::held() const
{
    return m_controller->held();
}

void ApprovalsPage::buildContent()
{
    auto *content = new QWidget;
    auto *outer = new QVBoxLayout(content);
    auto *splitter = new QSplitter(Qt::Horizontal);

    // Held, not sent: above everything, for they need someone to look into them.
    auto *heldBox = new QGroupBox(tr("Held, not sent"));
    heldBox->setObjectName(u"heldBox"_s);
    m_heldBox = heldBox;
    auto *heldLayout = new QVBoxLayout(heldBox);
    m_heldLabel = new QLabel;
    m_heldLabel->setObjectName(u"heldLabel"_s);
    m_heldLabel->setWordWrap(true);
    style::setErrorText(m_heldLabel, true);
    heldLayout->addWidget(m_heldLabel);
    auto *heldTones = new ToneProxyModel(approvals::HeldPayoutsModel::ToneRole, this);
    heldTones->setSourceModel(m_controller->heldModel());
    m_heldTable = makeTable(heldTones, u"heldTable"_s);
    m_heldTable->setAccessibleName(tr("Payouts held and not sent"));
    m_heldTable->setTextElideMode(Qt::ElideMiddle);
    m_heldTable->setWordWrap(true); // why is a sentence
    m_heldTable->setMaximumHeight(m_heldTable->fontMetrics().lineSpacing() * 8);
    heldLayout->addWidget(m_heldTable);
    heldBox->hide();
    outer->addWidget(heldBox);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins({});
    m_queueLabel = new QLabel;
    m_queueLabel->setObjectName(u"queueLabel"_s);
    leftLayout->addWidget(m_queueLabel);
    // Each column as wide as its content ("2 warnings" whole), the recipient taking the rest (cut
    // in the middle, whole in its tooltip) rather than pushing the table into a scroll.
    auto *queueTones = new ToneProxyModel(ApprovalQueueModel::ToneRole, this);
    queueTones->setSourceModel(m_controller->queueModel());
    m_queueTable = makeTable(queueTones, u"queueTable"_s);
    m_queueTable->setAccessibleName(tr("Payouts waiting for approval"));
    m_queueTable->setTextElideMode(Qt::ElideMiddle);
    leftLayout->addWidget(m_queueTable, 3);
    auto *sentBox = new QGroupBox(tr("Sent and in progress"));
    auto *sentLayout = new QVBoxLayout(sentBox);
    auto *sentTones = new ToneProxyModel(SentPayoutsModel::ToneRole, this);
    sentTones->setSourceModel(m_controller->sentModel());
    m_sentTable = makeTable(sentTones, u"sentTable"_s);
    m_sentTable->setAccessibleName(sentBox->title());
    m_sentTable->setTextElideMode(Qt::ElideMiddle);
    m_sentTable->setWordWrap(true); // the state is a sentence
    sentLayout->addWidget(m_sentTable);
    splitter->addWidget(left);

    auto *review = new QGroupBox(tr("Review"));
    m_reviewBox = review;
    review->setObjectName(u"reviewBox"_s);
    auto *reviewLayout = new QVBoxLayout;
    m_reviewTitle = new QLabel;
    m_reviewTitle->setObjectName(u"reviewTitle"_s);
    QFont big = m_reviewTitle->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_reviewTitle->setFont(big);
    m_reviewTitle->setWordWrap(true);
    m_facts = new QLabel;
    m_facts->setObjectName(u"reviewFacts"_s);
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lookupSaved = new QLabel;
    m_lookupSaved->setObjectName(u"lookupSavedLabel"_s);
    m_lookupSaved->setWordWrap(true);
    m_lookupNow = new QLabel;
    m_lookupNow->setObjectName(u"lookupNowLabel"_s);
    m_lookupNow->setWordWrap(true);
    m_warnings = new QLabel;
    m_warnings->setObjectName(u"warningsLabel"_s);
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::RichText);
    m_approveButton = new QPushButton(tr("&Approve\u2026"));
    m_approveButton->setObjectName(u"approveButton"_s);
    m_rejectButton = new QPushButton(tr("&Reject\u2026"));
    m_rejectButton->setObjectName(u"rejectButton"_s);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_rejectButton);
    buttons->addWidget(m_approveButton);
    reviewLayout->addWidget(m_reviewTitle);
    reviewLayout->addWidget(m_facts);
    auto *lookupTitle = new QLabel(tr("<b>Holder name check</b>"));
    lookupTitle->setObjectName(u"lookupTitle"_s);
    reviewLayout->addWidget(lookupTitle);
    reviewLayout->addWidget(m_lookupSaved);
    reviewLayout->addWidget(m_lookupNow);
    auto *warningsTitle = new QLabel(tr("<b>Warnings</b>"));
    warningsTitle->setObjectName(u"warningsTitle"_s);
    m_reviewHeadings = {lookupTitle, warningsTitle};
    reviewLayout->addWidget(warningsTitle);
    reviewLayout->addWidget(m_warnings);
    reviewLayout->addStretch();
    // The review scrolls where the window is short; Reject and Approve stay in view under it.
    auto *reviewScroll = new QScrollArea;
    reviewScroll->setObjectName(u"reviewScroll"_s);
    reviewScroll->setWidgetResizable(true);
    reviewScroll->setFrameShape(QFrame::NoFrame);
    auto *reviewBody = new QWidget;
    reviewBody->setLayout(reviewLayout);
    reviewScroll->setWidget(reviewBody);
    auto *reviewOuter = new QVBoxLayout(review);
    reviewOuter->addWidget(reviewScroll, 1);
    reviewOuter->addLayout(buttons);
    splitter->addWidget(review);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->hide();
    outer->addWidget(m_statusLabel);
    // The queue and its review above; what became of the approved ones below, the whole width
    // (their state is a sentence).
    auto *rows = new QSplitter(Qt::Vertical);
    rows->addWidget(splitter);
    rows->addWidget(sentBox);
    rows->setStretchFactor(0, 3);
    rows->setStretchFactor(1, 2);
    outer->addWidget(rows);
    setContent(content);

    connect(m_queueTable->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (!m_resetting)
            selectionChanged();
    });
    connect(m_approveButton, &QPushButton::clicked, this, &ApprovalsPage::approveSelected);
    connect(m_rejectButton, &QPushButton::clicked, this, &ApprovalsPage::rejectSelected);
    showReview();
}

void ApprovalsPage::sessionChanged(session::Session *current)
{
    // Another profile: its own queue. What was shown of the previous one goes at once.
    m_controller->setProfile(current ? current->profileId() : QString());
    m_selectedId.clear();
    delete m_review;
    if (isBuilt()) {
        showQueue();
        showSent();
        showHeld();
        showReview();
    }
}

void ApprovalsPage::load()
{
    if (!session())
        return;
    m_controller->setProfile(session()->profileId());
    m_controller->queueModel()->setLocale(locale());
    m_controller->sentModel()->setLocale(locale());
    m_controller->heldModel()->setLocale(locale());
    // Those waiting too long are expired first, a step of its own; the controller then reads.
    m_controller->expireDue();
}

void ApprovalsPage::loaded()
{
    if (!isBuilt())
        return;
    if (m_controller->error().isEmpty())
        m_statusLabel->hide();
    else
        showStatus(m_controller->error(), true);
    showQueue();
    showSent();
    showHeld();
    if (m_review)
        readLocalPayouts();
    Q_EMIT queueLoaded();
}

void ApprovalsPage::updateView()
{
    statePanel()->showContent();
}

void ApprovalsPage::showStatus(const QString &text, bool error)
{
    m_statusLabel->setText(text);
    if (error)
        style::setErrorText(m_statusLabel, true);
    else
        style::setToneText(m_statusLabel, style::Tone::Success);
    m_statusLabel->show();
}

void ApprovalsPage::showQueue()
{
    if (!m_queueTable)
        return;
    const int count = m_controller->queueModel()->rowCount();
    // Each column as wide as its content but the recipient, which takes what is left.
    fitColumns(m_queueTable);
    const int waiting = std::max(count, m_controller->queueModel()->total()); // loaded or not
    m_queueLabel->setText(waiting == 0 ? tr("No payout waits for approval in this profile.")
                                       : tr("%n payout(s) wait for approval.", nullptr, waiting));
    int row = m_controller->queueModel()->rowOf(m_selectedId);
    if (row < 0 && count > 0)
        row = 0;
    {
        const QSignalBlocker blocker(m_queueTable->selectionModel());
        if (row >= 0)
            selectRow(m_queueTable, row);
        else
            m_queueTable->clearSelection();
    }
    selectionChanged();
}

void ApprovalsPage::showSent()
{
    if (!m_sentTable)
        return;
    fitColumns(m_sentTable); // the recipient takes what is left
    // The state wraps rather than running under the recipient.
    m_sentTable->setColumnWidth(SentPayoutsModel::StateColumn,
                                qMin(m_sentTable->columnWidth(SentPayoutsModel::StateColumn),
                                     m_sentTable->fontMetrics().averageCharWidth() * 60));
    m_sentTable->resizeRowsToContents();
}

void ApprovalsPage::showHeld()
{
    if (!m_heldTable)
        return;
    const int count = m_controller->heldModel()->rowCount();
    m_heldBox->setVisible(count > 0);
    if (count == 0)
        return;
    m_heldLabel->setText(
        tr("%n payout(s) held and not sent: their approvals could not be verified. Each stays held until its "
           "maker returns it to a draft, to be approved again; look into why first.",
           nullptr, count));
    fitColumns(m_heldTable); // why takes what is left
    // The recipient wraps rather than pushing why out of view.
    m_heldTable->setColumnWidth(approvals::HeldPayoutsModel::RecipientColumn,
                                qMin(m_heldTable->columnWidth(approvals::HeldPayoutsModel::RecipientColumn),
                                     m_heldTable->fontMetrics().averageCharWidth() * 30));
    m_heldTable->resizeRowsToContents();
}

std::optional<payouts::PayoutDraft> ApprovalsPage::selected() const
{
    return m_controller->queued(m_selectedId);
}

void ApprovalsPage::select(const QString &id)
{
    if (m_queueTable)
        selectRow(m_queueTable, m_controller->queueModel()->rowOf(id));
}

void ApprovalsPage::selectionChanged()
{
    const int row = selectedRow(m_queueTable);
    m_selectedId = row < 0 ? QString() : m_controller->queueModel()->payouts().at(row).id;
    const std::optional<payouts::PayoutDraft> now = selected();
    // A new review for another payout, or the same one changed (a first approval given).
    if (!now) {
        delete m_review;
    } else if (!m_review || m_review->draft().id != now->id || m_review->draft().revision != now->revision) {
        delete m_review;
        m_review = new PayoutReview(*now, session() ? session()->client() : nullptr, this);
        readLocalPayouts();
        connect(m_review, &PayoutReview::changed, this, &ApprovalsPage::showReview);
        connect(m_review, &PayoutReview::localKeysChanged, this, &ApprovalsPage::readLocalPayouts);
        m_review->start();
    }
    showReview();
}

void ApprovalsPage::readLocalPayouts()
{
    if (!m_review)
        return;
    // The recipient's payouts made here, found by the store's index (not the sent list's page).
    m_controller->readLocalPayouts(
        m_review->localKeys(), m_review,
        [review = m_review.data()](const store::StoreResult<QList<payouts::PayoutDraft>> &rows) {
            if (rows.ok())
                review->setLocalPayouts(rows.value());
        });
}

void ApprovalsPage::showReview()
{
    if (!m_reviewBox)
        return;
    const std::optional<payouts::PayoutDraft> d = selected();
    m_approveButton->setEnabled(d.has_value());
    m_rejectButton->setEnabled(d.has_value());
    for (QWidget *heading : std::as_const(m_reviewHeadings))
        heading->setVisible(d && m_review);
    if (!d || !m_review) {
        m_reviewTitle->setText(tr("Select a payout in the queue to review it."));
        m_facts->clear();
        m_lookupSaved->clear();
        m_lookupNow->clear();
        m_warnings->clear();
        return;
    }
    showFacts(*d);
    showLookups(*d);
    const QList<ReviewWarning> warnings = m_review->warnings(locale());
    // The queue's count follows the review's (which knows more).
    m_controller->queueModel()->setWarnings(d->id, warnings);
    m_queueTable->resizeColumnToContents(ApprovalQueueModel::WarningsColumn);
    if (warnings.isEmpty()) {
        m_warnings->setText(m_review->isReadingEarlier() ? tr("Reading earlier payouts\u2026") : tr("None."));
        style::setToneText(m_warnings, style::Tone::Success);
    } else {
        QStringList items;
        for (const ReviewWarning &w : warnings)
            items.append(u"\u26A0 "_s + w.text.toHtmlEscaped());
        m_warnings->setText(items.join(u"<br>"));
        style::setToneText(m_warnings, style::Tone::Warning);
    }
}

void ApprovalsPage::showFacts(const payouts::PayoutDraft &d)
{
    const QString amount = d.amount().isValid() ? d.amount().toDisplayWithCurrency(locale()) : QString();
    // The recipient the service will pay: a new account it has already is paid under its saved name.
    // (The account itself is the first line under it.)
    if (const std::optional<api::PaymentAccount> saved = m_review->savedAccount())
        m_reviewTitle->setText(tr("%1 to %2, a saved recipient").arg(amount, saved->details.holder.name));
    else
        m_reviewTitle->setText(tr("%1 to %2")
                                   .arg(amount,
                                        m_review->recipientName().isEmpty() ? d.content.recipientSummary
                                                                            : m_review->recipientName()));
    const QJsonObject body = d.content.requestBody;
    QStringList lines;
    const auto line = [&lines](const QString &label, const QString &value) {
        if (!value.isEmpty())
            lines.append(u"<b>%1</b> %2"_s.arg(label.toHtmlEscaped(), value.toHtmlEscaped()));
    };
    // Where the money goes: the account after the name in the list summary ("+254712345678
    // (Mobile money, Kenya)").
    const QString summary = d.content.recipientSummary;
    if (const qsizetype comma = summary.indexOf(u", "_s); comma > 0)
        line(tr("Account:"), summary.mid(comma + 2));
    line(tr("Wallet:"),
         wallets::WalletDirectory::displayNameIn(m_walletDirectory, body.value(u"wallet_id"_s).toString(),
                                                 d.amount().currency()));
    if (const std::optional<Money> available = m_review->available())
        line(tr("Available now:"), available->toDisplayWithCurrency(locale()));
    line(tr("Purpose:"), body.value(u"purpose"_s).toString());
    line(tr("Reference:"), d.customId());
    line(tr("Made by:"), m_controller->nameOf(d.content.maker));
    line(tr("Waiting since:"), core::dates::dateTime(d.progress.awaitingSince.toLocalTime(), locale()));
    const int needed = m_controller->approversNeeded(d.amount());
    line(tr("Approvals:"),
         d.progress.approvers.isEmpty() ? tr("none yet, %n needed", nullptr, needed)
                                        : tr("%1 of %2 (%3)")
                                              .arg(d.progress.approvers.size())
                                              .arg(needed)
                                              .arg(m_controller->namesOf(d.progress.approvers)));
    m_facts->setText(lines.join(u"<br>"));
}

void ApprovalsPage::showLookups(const payouts::PayoutDraft &d)
{
    m_lookupSaved->setText(tr("When drafted: %1").arg(payouts::SavedLookup::text(d.content)));
    const payouts::LookupValidator *lookup = m_review->lookup();
    QString nowText = lookup->message();
    // A verdict in the same words as the one saved with the draft (the approver typed no name).
    if (const std::optional<payouts::NameVerdict> verdict = lookup->verdict();
        lookup->state() == payouts::LookupValidator::State::Found && verdict) {
        using Lookup = payouts::PayoutDraft::Lookup;
        const Lookup outcome = *verdict == payouts::NameVerdict::Match ? Lookup::Match
            : *verdict == payouts::NameVerdict::CloseMatch             ? Lookup::CloseMatch
                                                                       : Lookup::NoMatch;
        nowText = payouts::SavedLookup::text(outcome, lookup->registeredName());
    }
    if (nowText.isEmpty())
        nowText = session() && session()->client() ? tr("Not offered for this account.")
                                                   : tr("Not connected: the name cannot be checked now.");
    m_lookupNow->setText(tr("Now: %1").arg(nowText));
}

void ApprovalsPage::approveSelected()
{
    decide(true);
}

void ApprovalsPage::rejectSelected()
{
    decide(false);
}

void ApprovalsPage::decide(bool approve)
{
    const std::optional<payouts::PayoutDraft> d = selected();
    if (!d)
        return;
    // Who may act: read now (another workstation may have added an approver).
    m_controller->readApprovers(
        this, [this, approve, payout = *d](const store::StoreResult<QList<operators::Operator>> &people) {
            if (!people.ok())
                return showStatus(people.error().message(), true);
            auto *dialog
                = new ApprovalDialog(approve ? ApprovalDialog::Mode::Approve : ApprovalDialog::Mode::Reject,
                                     payout, people.value(), m_services.signedIn->id(), m_controller, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            connect(
                dialog, &ApprovalDialog::decided, this,
                [this, approve](const approvals::ApprovalDesk::Outcome &outcome) {
                    const payouts::PayoutDraft &row = outcome.row;
                    QString text;
                    if (!approve)
                        text = tr("%1 rejected: it is back with its maker.").arg(row.customId());
                    else if (row.state == State::Approved)
                        text
                            = tr("%1 approved: Paydesk sends it now, in the background.").arg(row.customId());
                    else
                        text = tr("%1 approved by %2: it waits for a second, different approver.")
                                   .arg(row.customId(), m_controller->namesOf(row.progress.approvers));
                    showStatus(text, false);
                    m_controller->reload();
                });
            connect(dialog, &ApprovalDialog::stale, m_controller, &approvals::ApprovalsController::reload);
            dialog->open();
        });
}

} // namespace paydesk::ui
