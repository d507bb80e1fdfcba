// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/ApprovalsPage.h"

#include "Style.h"
#include "api/ApiClient.h"
#include "approvals/ApprovalDesk.h"
#include "approvals/PayoutReview.h"
#include "dialogs/ApprovalDialog.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "outbox/PayoutFollower.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutStateText.h"
#include "payouts/SavedLookup.h"
#include "store/Operators.h"
#include "store/PayoutDrafts.h"
#include "widgets/StatePanel.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using State = payouts::PayoutDraft::State;
using approvals::LookupOutcome;
using approvals::PayoutReview;
using approvals::ReviewWarning;

namespace {

// "12 min", "5 h", "3 days": how long it has waited.
QString age(const QDateTime &since, const QDateTime &now)
{
    const qint64 secs = qMax<qint64>(0, since.secsTo(now));
    if (secs < 60)
        return ApprovalsPage::tr("just now"); // not "1 min" seconds after it was saved
    if (secs < 3600)
        return ApprovalsPage::tr("%n min", nullptr, int(secs / 60));
    if (secs < 48 * 3600)
        return ApprovalsPage::tr("%n h", nullptr, int(secs / 3600));
    return ApprovalsPage::tr("%n day(s)", nullptr, int(secs / 86400));
}

// What became of a payout approved here, in words.
QString progressText(const payouts::PayoutDraft &d, const QLocale &locale)
{
    Q_UNUSED(locale);
    switch (d.state) {
    case State::Approved:
        return ApprovalsPage::tr("Approved, to be sent");
    case State::Submitting:
        return ApprovalsPage::tr("Being sent");
    case State::Uncertain:
        return ApprovalsPage::tr("Sent, the answer is awaited: Paydesk checks with the service");
    case State::Rejected: {
        const QJsonObject error = QJsonDocument::fromJson(d.progress.lastError.toUtf8()).object();
        const QString message = error.value(u"reasons"_s).toObject().value(u"message"_s).toString();
        return message.isEmpty() ? ApprovalsPage::tr("Refused by the service")
                                 : ApprovalsPage::tr("Refused by the service: %1").arg(message);
    }
    case State::Accepted:
        if (d.progress.payoutState.isEmpty())
            return ApprovalsPage::tr("Accepted by the service");
        // "Failed: The recipient's account number is not valid..." in plain words.
        return u"%1: %2"_s.arg(
            payouts::PayoutStateText::label(d.progress.payoutState),
            payouts::PayoutStateText::sentence(d.progress.payoutState, d.progress.payoutContext));
    default:
        break;
    }
    return payouts::PayoutDraft::stateKey(d.state);
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QTableWidget *makeTable(const QString &name, const QStringList &headers)
{
    auto *table = new QTableWidget(0, int(headers.size()));
    table->setObjectName(name);
    table->setHorizontalHeaderLabels(headers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    // Every column as wide as its content ("2 warnings" whole), the last one (the recipient)
    // taking the rest; the person can still widen any of them.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    return table;
}

} // namespace

ApprovalsPage::ApprovalsPage(const Services &services, QWidget *parent)
    : Page(parent)
    , m_services(services)
{
    setObjectName(u"approvalsPage"_s);
    connect(m_services.outbox, &outbox::OutboxStore::changed, this, [this] {
        if (isBuilt())
            load();
    });
    connect(m_services.drafts, &store::PayoutDrafts::changed, this, [this] {
        if (isBuilt())
            load();
    });
    connect(m_services.follower, &outbox::PayoutFollower::stateChanged, this, [this] {
        if (isBuilt())
            load();
    });
}

ApprovalsPage::~ApprovalsPage() = default;

QString ApprovalsPage::title() const
{
    return tr("Approvals");
}

QKeySequence ApprovalsPage::shortcut() const
{
    return QKeySequence(Qt::CTRL | Qt::Key_3);
}

void ApprovalsPage::buildContent()
{
    auto *content = new QWidget;
    auto *outer = new QVBoxLayout(content);
    auto *splitter = new QSplitter(Qt::Horizontal);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins({});
    m_queueLabel = new QLabel;
    m_queueLabel->setObjectName(u"queueLabel"_s);
    leftLayout->addWidget(m_queueLabel);
    m_queueTable = makeTable(
        u"queueTable"_s,
        {tr("Waiting"), tr("Maker"), tr("Amount"), tr("Approvals"), tr("Warnings"), tr("Recipient")});
    leftLayout->addWidget(m_queueTable, 3);
    auto *sentBox = new QGroupBox(tr("Sent and in progress"));
    auto *sentLayout = new QVBoxLayout(sentBox);
    m_sentTable = makeTable(u"sentTable"_s,
                            {tr("Reference"), tr("Amount"), tr("State"), tr("Approved by"), tr("Recipient")});
    m_sentTable->setWordWrap(true);
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

    connect(m_queueTable, &QTableWidget::itemSelectionChanged, this, &ApprovalsPage::selectionChanged);
    connect(m_approveButton, &QPushButton::clicked, this, &ApprovalsPage::approveSelected);
    connect(m_rejectButton, &QPushButton::clicked, this, &ApprovalsPage::rejectSelected);
    showReview();
}

void ApprovalsPage::sessionChanged(session::Session *)
{
    // Another profile: its own queue. What was shown of the previous one goes at once.
    m_queue.clear();
    m_sent.clear();
    m_selectedId.clear();
    delete m_review;
    if (isBuilt()) {
        showQueue();
        showSent();
        showReview();
    }
}

void ApprovalsPage::load()
{
    if (!session())
        return;
    if (m_loading) {
        m_loadAgain = true;
        return;
    }
    m_loading = true;
    const QString profileId = session()->profileId();
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
    // Expired first, so that the queue read next does not show them.
    m_services.outbox->post<int>(
        this, [desk = m_services.desk] { return desk->expireDue(); },
        [this, profileId](const store::StoreResult<int> &) {
            m_services.drafts->postList(
                profileId,
                QList<State> {State::AwaitingApproval, State::Approved, State::Submitting, State::Uncertain,
                              State::Accepted, State::Rejected},
                this, [this, profileId](const store::StoreResult<QList<payouts::PayoutDraft>> &result) {
                    m_loading = false;
                    if (!session() || session()->profileId() != profileId)
                        return; // another profile meanwhile
                    if (m_loadAgain) {
                        m_loadAgain = false;
                        load();
                        return;
                    }
                    m_queue.clear();
                    m_sent.clear();
                    if (result.ok()) {
                        for (const payouts::PayoutDraft &d : result.value())
                            (d.state == State::AwaitingApproval ? m_queue : m_sent).append(d);
                        // The oldest waiting first: it expires first.
                        std::reverse(m_queue.begin(), m_queue.end());
                        m_statusLabel->hide();
                    } else {
                        m_statusLabel->setText(
                            tr("The approval queue could not be read: %1").arg(result.error().message()));
                        style::setErrorText(m_statusLabel, true);
                        m_statusLabel->show();
                    }
                    showQueue();
                    showSent();
                    if (m_review)
                        m_review->setLocalPayouts(m_sent);
                    Q_EMIT queueLoaded();
                });
        });
}

void ApprovalsPage::updateView()
{
    statePanel()->showContent();
}

void ApprovalsPage::showQueue()
{
    if (!m_queueTable)
        return;
    const QSignalBlocker blocker(m_queueTable);
    m_queueTable->setRowCount(int(m_queue.size()));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    int selectedRow = -1;
    for (int r = 0; r < m_queue.size(); ++r) {
        const payouts::PayoutDraft &d = m_queue.at(r);
        // The warnings known without asking the service: the saved lookup, earlier payouts here.
        approvals::ReviewFacts facts;
        facts.earlierComplete = false; // the service's payouts are not read here
        facts.amount = d.amount();
        facts.recipientKey = PayoutReview::recipientKeyOf(d.content.requestBody);
        facts.createdAt = d.createdAt;
        facts.savedLookup = PayoutReview::outcomeOf(d.content.lookup);
        facts.registeredName = d.content.registeredName;
        for (const payouts::PayoutDraft &e : std::as_const(m_sent))
            if (PayoutReview::paidOrPaying(e))
                facts.earlier.append(
                    {PayoutReview::recipientKeyOf(e.content.requestBody), e.amount(), e.createdAt});
        // Only what the local facts can tell for sure: "first payout", "not checked" and the
        // balance need the service, and the review of the payout asks it (setWarningsCell()).
        QList<ReviewWarning> warnings;
        for (const ReviewWarning &w : ReviewWarning::of(facts, locale()))
            if (w.kind != ReviewWarning::Kind::FirstPayout && w.kind != ReviewWarning::Kind::LookupNotMade
                && w.kind != ReviewWarning::Kind::InsufficientBalance)
                warnings.append(w);
        const int needed = approversNeeded(d.amount());
        m_queueTable->setItem(
            r, 0,
            cell(age(d.progress.awaitingSince.isValid() ? d.progress.awaitingSince : d.createdAt, now)));
        m_queueTable->setItem(r, 1, cell(nameOf(d.content.maker)));
        auto *amount = cell(d.amount().isValid() ? d.amount().toDisplayWithCurrency(locale()) : QString());
        amount->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_queueTable->setItem(r, 2, amount);
        auto *recipient = cell(d.content.recipientSummary);
        recipient->setToolTip(d.content.recipientSummary);
        m_queueTable->setItem(r, 5, recipient);
        m_queueTable->setItem(r, 3, cell(tr("%1 of %2").arg(d.progress.approvers.size()).arg(needed)));
        setWarningsCell(r, warnings);
        m_queueTable->item(r, 0)->setData(Qt::UserRole, d.id);
        if (d.id == m_selectedId)
            selectedRow = r;
    }
    // Each column as wide as its content but the recipient, which takes what is left (cut in the
    // middle, whole in its tooltip) rather than pushing the table into a scroll.
    for (int c = 0; c + 1 < m_queueTable->columnCount(); ++c)
        m_queueTable->resizeColumnToContents(c);
    m_queueLabel->setText(m_queue.isEmpty()
                              ? tr("No payout waits for approval in this profile.")
                              : tr("%n payout(s) wait for approval.", nullptr, int(m_queue.size())));
    if (selectedRow < 0 && !m_queue.isEmpty())
        selectedRow = 0;
    if (selectedRow >= 0)
        m_queueTable->selectRow(selectedRow);
    else
        m_queueTable->clearSelection();
    selectionChanged();
}

void ApprovalsPage::showSent()
{
    if (!m_sentTable)
        return;
    m_sentTable->setRowCount(int(m_sent.size()));
    for (int r = 0; r < m_sent.size(); ++r) {
        const payouts::PayoutDraft &d = m_sent.at(r);
        m_sentTable->setItem(r, 0, cell(d.customId()));
        auto *amount = cell(d.amount().isValid() ? d.amount().toDisplayWithCurrency(locale()) : QString());
        amount->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_sentTable->setItem(r, 1, amount);
        auto *recipient = cell(d.content.recipientSummary);
        recipient->setToolTip(d.content.recipientSummary);
        m_sentTable->setItem(r, 4, recipient);
        m_sentTable->setItem(r, 3, cell(namesOf(d.progress.approvers)));
        auto *state = cell(progressText(d, locale()));
        state->setToolTip(state->text());
        state->setData(Qt::UserRole, d.id);
        const bool bad
            = d.state == State::Rejected || payouts::PayoutStateText::paidNobody(d.progress.payoutState);
        if (bad)
            state->setForeground(style::errorColor());
        else if (payouts::PayoutStateText::isSent(d.progress.payoutState))
            state->setForeground(style::successColor());
        m_sentTable->setItem(r, 2, state);
    }
    for (int c = 0; c + 1 < m_sentTable->columnCount(); ++c) // the recipient takes what is left
        m_sentTable->resizeColumnToContents(c);
    // The state wraps rather than running under the recipient.
    m_sentTable->setColumnWidth(
        2, qMin(m_sentTable->columnWidth(2), m_sentTable->fontMetrics().averageCharWidth() * 60));
    m_sentTable->resizeRowsToContents();
}

void ApprovalsPage::setWarningsCell(int row, const QList<ReviewWarning> &warnings)
{
    QStringList texts;
    for (const ReviewWarning &w : warnings)
        texts.append(w.text);
    auto *warn = cell(warnings.isEmpty() ? tr("None") : tr("%n warning(s)", nullptr, int(warnings.size())));
    warn->setToolTip(texts.join(u'\n'));
    if (!warnings.isEmpty())
        warn->setForeground(style::warningColor());
    m_queueTable->setItem(row, 4, warn);
    m_queueTable->resizeColumnToContents(4);
}

int ApprovalsPage::approversNeeded(const Money &amount) const
{
    return amount.isValid() ? m_rules.ruleFor(amount.currency()).approversNeeded(amount) : 1;
}

QString ApprovalsPage::nameOf(const QString &operatorId) const
{
    return m_names.value(operatorId, operatorId);
}

QString ApprovalsPage::namesOf(const QStringList &operatorIds) const
{
    QStringList names;
    for (const QString &id : operatorIds)
        names.append(nameOf(id));
    return names.join(u", ");
}

std::optional<payouts::PayoutDraft> ApprovalsPage::selected() const
{
    for (const payouts::PayoutDraft &d : m_queue)
        if (d.id == m_selectedId)
            return d;
    return std::nullopt;
}

void ApprovalsPage::select(const QString &id)
{
    for (int r = 0; m_queueTable && r < m_queueTable->rowCount(); ++r)
        if (m_queueTable->item(r, 0)->data(Qt::UserRole).toString() == id)
            m_queueTable->selectRow(r);
}

void ApprovalsPage::selectionChanged()
{
    const QList<QTableWidgetItem *> items = m_queueTable->selectedItems();
    const QString id = items.isEmpty()
        ? QString()
        : m_queueTable->item(items.first()->row(), 0)->data(Qt::UserRole).toString();
    const std::optional<payouts::PayoutDraft> before = selected();
    m_selectedId = id;
    const std::optional<payouts::PayoutDraft> now = selected();
    // A new review for another payout, or the same one changed (a first approval given).
    if (!now) {
        delete m_review;
    } else if (!m_review || m_review->draft().id != now->id || m_review->draft().revision != now->revision) {
        delete m_review;
        m_review = new PayoutReview(*now, session() ? session()->client() : nullptr, this);
        m_review->setLocalPayouts(m_sent);
        connect(m_review, &PayoutReview::changed, this, &ApprovalsPage::showReview);
        m_review->start();
    }
    Q_UNUSED(before);
    showReview();
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
    const QString amount = d->amount().isValid() ? d->amount().toDisplayWithCurrency(locale()) : QString();
    // The recipient the service will pay: a new account it has already is paid under its saved name.
    // (The account itself is the first line under it.)
    if (const std::optional<api::PaymentAccount> saved = m_review->savedAccount())
        m_reviewTitle->setText(tr("%1 to %2, a saved recipient").arg(amount, saved->details.holder.name));
    else
        m_reviewTitle->setText(tr("%1 to %2")
                                   .arg(amount,
                                        m_review->recipientName().isEmpty() ? d->content.recipientSummary
                                                                            : m_review->recipientName()));
    const QJsonObject body = d->content.requestBody;
    QStringList lines;
    const auto line = [&lines](const QString &label, const QString &value) {
        if (!value.isEmpty())
            lines.append(u"<b>%1</b> %2"_s.arg(label.toHtmlEscaped(), value.toHtmlEscaped()));
    };
    // Where the money goes: the account after the name in the list summary ("+254712345678
    // (Mobile money, Kenya)").
    const QString summary = d->content.recipientSummary;
    if (const qsizetype comma = summary.indexOf(u", "_s); comma > 0)
        line(tr("Account:"), summary.mid(comma + 2));
    line(tr("Wallet:"), tr("%1 wallet").arg(d->amount().currency()));
    if (const std::optional<Money> available = m_review->available())
        line(tr("Available now:"), available->toDisplayWithCurrency(locale()));
    line(tr("Purpose:"), body.value(u"purpose"_s).toString());
    line(tr("Reference:"), d->customId());
    line(tr("Made by:"), nameOf(d->content.maker));
    line(tr("Waiting since:"),
         locale().toString(d->progress.awaitingSince.toLocalTime(), QLocale::ShortFormat));
    const int needed = approversNeeded(d->amount());
    line(tr("Approvals:"),
         d->progress.approvers.isEmpty() ? tr("none yet, %n needed", nullptr, needed)
                                         : tr("%1 of %2 (%3)")
                                               .arg(d->progress.approvers.size())
                                               .arg(needed)
                                               .arg(namesOf(d->progress.approvers)));
    m_facts->setText(lines.join(u"<br>"));
    m_lookupSaved->setText(tr("When drafted: %1").arg(payouts::SavedLookup::text(d->content)));
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
    const QList<ReviewWarning> warnings = m_review->warnings(locale());
    // The queue's count follows the review's (which knows more).
    for (int r = 0; r < m_queueTable->rowCount(); ++r)
        if (m_queueTable->item(r, 0)->data(Qt::UserRole).toString() == d->id)
            setWarningsCell(r, warnings);
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
    m_services.outbox->post<QList<operators::Operator>>(
        this, [ops = m_services.operators] { return ops->list(); },
        [this, approve, payout = *d](const store::StoreResult<QList<operators::Operator>> &people) {
            if (!people.ok()) {
                m_statusLabel->setText(people.error().message());
                style::setErrorText(m_statusLabel, true);
                m_statusLabel->show();
                return;
            }
            auto *dialog = new ApprovalDialog(
                approve ? ApprovalDialog::Mode::Approve : ApprovalDialog::Mode::Reject, payout,
                people.value(), m_services.signedIn->id(), m_services.outbox, m_services.desk, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            connect(
                dialog, &ApprovalDialog::decided, this,
                [this, approve](const approvals::ApprovalDesk::Outcome &outcome) {
                    const outbox::OutboxRow &row = outcome.row;
                    QString text;
                    if (!approve)
                        text = tr("%1 rejected: it is back with its maker.").arg(row.customId);
                    else if (row.state == State::Approved)
                        text = tr("%1 approved: Paydesk sends it now, in the background.").arg(row.customId);
                    else
                        text = tr("%1 approved by %2: it waits for a second, different approver.")
                                   .arg(row.customId, namesOf(row.approvers));
                    m_statusLabel->setText(text);
                    style::setToneText(m_statusLabel, style::Tone::Success);
                    m_statusLabel->show();
                    load();
                });
            connect(dialog, &ApprovalDialog::stale, this, [this] { load(); });
            dialog->open();
        });
}

} // namespace paydesk::ui
