// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/NewPayoutPage.h"

#include "MessageBox.h"
#include "Style.h"
#include "api/ApiCall.h"
#include "api/ApiClient.h"
#include "approvals/ApprovalDesk.h"
#include "domain/SpecTables.h"
#include "models/PaymentAccountsModel.h"
#include "models/WalletsModel.h"
#include "operators/SignedIn.h"
#include "outbox/OutboxStore.h"
#include "payouts/DraftContent.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraftForm.h"
#include "recipients/AccountIdentity.h"
#include "recipients/AccountRules.h"
#include "recipients/PaymentAccountForm.h"
#include "store/PayoutDrafts.h"
#include "widgets/MoneyEdit.h"
#include "widgets/PaymentAccountFields.h"
#include "widgets/StatePanel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

#include <span>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using payouts::LookupValidator;
using payouts::PayoutDraftForm;
using FieldState = PayoutDraftForm::FieldState;

namespace {

const QString kWallet = u"wallet_id"_s;
const QString kCurrency = u"amount.currency"_s;
const QString kAmount = u"amount.value"_s;
const QString kAccountId = u"payment_account_id"_s;
const QString kPurpose = u"purpose"_s;
const QString kCustomId = u"custom_id"_s;
const QString kOnBehalfOf = u"on_behalf_of"_s;

// An object name from a field path: "sender.address.city" -> "senderAddressCityEdit".
QString objectNameFor(const QString &path, const QWidget *editor)
{
    QString name;
    bool upper = false;
    for (const QChar c : path) {
        if (c == u'.' || c == u'_') {
            upper = true;
            continue;
        }
        name += upper ? c.toUpper() : c;
        upper = false;
    }
    return name + (qobject_cast<const QComboBox *>(editor) ? u"Combo"_s : u"Edit"_s);
}

QComboBox *codeCombo(std::span<const spec::Entry> table, const QString &none, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->addItem(none, QString());
    for (const spec::Entry &e : table) {
        const QString code = QString::fromLatin1(e.code);
        combo->addItem(spec::describe(table, code), code); // translated, as everywhere
    }
    return combo;
}

QLineEdit *dateEdit(QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setPlaceholderText(NewPayoutPage::tr("yyyy-mm-dd"));
    edit->setMaxLength(10);
    return edit;
}

} // namespace

NewPayoutPage::NewPayoutPage(const Outbox &outbox, QWidget *parent)
    : Page(parent)
    , m_drafts(outbox.drafts)
    , m_outbox(outbox.outbox)
    , m_desk(outbox.desk)
    , m_signedIn(outbox.signedIn)
    , m_wallets(new models::WalletsModel(this))
    , m_recipients(new models::PaymentAccountsModel(this))
    , m_lookup(new LookupValidator(this))
{
    connect(m_lookup, &LookupValidator::stateChanged, this, &NewPayoutPage::showLookup);
    connect(m_lookup, &LookupValidator::resultChanged, this, &NewPayoutPage::showLookup);
    // Saved, changed or deleted here or in another window of this process.
    connect(m_drafts, &store::PayoutDrafts::changed, this, [this](const QString &profileId) {
        if (session() && profileId == session()->profileId())
            loadDrafts();
    });
    // Submitted, approved, rejected, withdrawn, sent: here or in another page of this process.
    // A payout the service took changed what the wallets have available.
    connect(m_outbox, &outbox::OutboxStore::changed, this,
            [this](const QString &, payouts::PayoutDraft::State state) {
                loadDrafts();
                if (state == payouts::PayoutDraft::State::Accepted && session()
                    && session()->state() == session::Session::State::Ready)
                    m_wallets->refresh();
            });
    connect(m_signedIn, &operators::SignedIn::changed, this, [this] {
        // What was said to the operator before ("Sent for approval…", "Sign in as a maker…") is
        // not left for the next one, nor once its reason is gone.
        if (m_savedLabel)
            m_savedLabel->hide();
        showSummary();
        updateDraftButtons();
        loadDrafts();
    });
    setObjectName(u"newPayoutPage"_s);
    connect(m_wallets, &models::WalletsModel::stateChanged, this, [this] {
        showWallets();
        updateState();
    });
    // The recipients to choose from: every page of them, for the search (a treasury team pays a
    // few hundred recipients, not millions).
    connect(m_recipients, &models::PagedTableModel::stateChanged, this, [this] {
        showSavedMatch();
        if (m_recipients->canFetchMore())
            m_recipients->fetchMore({}); // the box is filled once, with all of them
        else
            showRecipients();
    });
    // The form is made with the page's widgets (buildContent()): a page never opened costs nothing.
}

NewPayoutPage::~NewPayoutPage() = default;

QString NewPayoutPage::title() const
{
    return tr("New payout");
}

QKeySequence NewPayoutPage::shortcut() const
{
    return QKeySequence(Qt::CTRL | Qt::Key_2);
}

void NewPayoutPage::makeForm()
{
    delete m_accountFields; // bound to the form's new account
    m_accountFields = nullptr;
    delete m_form;
    m_form = new PayoutDraftForm(session() ? session()->client() : nullptr, this);
    m_form->setLocale(locale());
    m_formProfileId = session() ? session()->profileId() : QString();
    m_form->setRecipientMode(PayoutDraftForm::Recipient::Existing);
    connect(m_form, &PayoutDraftForm::fieldChanged, this, &NewPayoutPage::showField);
    connect(m_form, &PayoutDraftForm::errorsChanged, this, &NewPayoutPage::showSummary);
    connect(m_form, &PayoutDraftForm::recipientModeChanged, this, &NewPayoutPage::showRecipientMode);
    connect(m_form, &PayoutDraftForm::recipientModeChanged, this, &NewPayoutPage::updateLookup);
    connect(m_form, &PayoutDraftForm::fieldChanged, this, [this](const QString &path) {
        if (path.startsWith(u"payment_account")) {
            updateLookup();
            showSavedMatch();
        }
    });
    connect(m_form, &PayoutDraftForm::recipientModeChanged, this, &NewPayoutPage::showSavedMatch);
    m_dirty = false;
    m_showMissing = false;
    m_senderOffered = false;
    if (m_senderCombo)
        m_senderCombo->setCurrentIndex(0);
    m_draftId.clear();
    m_draftRevision = 0;
    if (m_editingLabel)
        m_editingLabel->hide();
    if (m_newBoxLayout) { // the widgets are made
        // The new account's fields are bound to the form's own PaymentAccountForm.
        m_accountFields = new PaymentAccountFields(m_form->newAccount(), m_newBox);
        m_accountFields->setObjectName(u"newAccountFields"_s);
        m_newBoxLayout->addWidget(m_accountFields);
        connect(m_accountFields, &PaymentAccountFields::edited, this, &NewPayoutPage::markDirty);
        const QSignalBlocker blocker(m_onBehalfOfEdit);
        m_onBehalfOfEdit->clear();
        const QScopedValueRollback force(m_forceFill, true); // a field with the focus too
        showAllFields();
    }
    updateLookup();
    showSavedMatch(); // of the new form: nothing yet
}

void NewPayoutPage::clearForm()
{
    makeForm();
    showWallets();
    showRecipients();
}

void NewPayoutPage::buildContent()
{
    if (!m_form)
        makeForm();
    // Two columns: what is paid to whom on the left, who sends it on the right.
    auto *content = new QWidget;
    auto *columns = new QHBoxLayout(content);
    auto *left = new QVBoxLayout;
    left->addWidget(buildWalletAndAmount());
    left->addWidget(buildRecipient());
    left->addWidget(buildDetails());
    left->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(buildDrafts());
    right->addWidget(buildSender());
    right->addStretch();
    columns->addLayout(left, 3);
    columns->addLayout(right, 2);

    m_scroll = new QScrollArea;
    m_scroll->setObjectName(u"newPayoutScroll"_s);
    m_scroll->setWidgetResizable(true);
    // The columns fit the width of the page (the notes wrap, the fields narrow), never wider.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(content);

    m_summaryLabel = new QLabel;
    m_summaryLabel->setObjectName(u"summaryLabel"_s);
    m_savedLabel = new QLabel;
    m_savedLabel->setObjectName(u"savedLabel"_s);
    m_savedLabel->setWordWrap(true);
    style::setToneText(m_savedLabel, style::Tone::Success);
    m_savedLabel->hide();
    m_editingLabel = new QLabel;
    m_editingLabel->setObjectName(u"editingLabel"_s);
    m_editingLabel->hide();
    m_summaryLabel->setWordWrap(true);
    m_clearButton = new QPushButton(tr("Clear"));
    m_clearButton->setObjectName(u"clearButton"_s);
    m_saveButton = new QPushButton(tr("&Save for approval"));
    m_saveButton->setObjectName(u"saveButton"_s);
    m_saveButton->setDefault(true);
    connect(m_saveButton, &QPushButton::clicked, this, &NewPayoutPage::save);
    connect(m_clearButton, &QPushButton::clicked, this, [this] {
        if (m_dirty
            && MessageBox::question(this, tr("Clear the payout"),
                                    tr("Clear everything typed for this payout? It is not saved."),
                                    QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
                != QMessageBox::Discard)
            return;
        clearForm();
        m_savedLabel->hide();
    });
    auto *footer = new QHBoxLayout;
    auto *notes = new QVBoxLayout;
    notes->addWidget(m_editingLabel);
    notes->addWidget(m_savedLabel);
    notes->addWidget(m_summaryLabel);
    footer->addLayout(notes, 1);
    footer->addWidget(m_clearButton);
    footer->addWidget(m_saveButton);

    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins({});
    layout->addWidget(m_scroll, 1);
    layout->addLayout(footer);
    setContent(page);

    m_accountFields = new PaymentAccountFields(m_form->newAccount(), m_newBox);
    m_accountFields->setObjectName(u"newAccountFields"_s);
    m_newBoxLayout->addWidget(m_accountFields);
    connect(m_accountFields, &PaymentAccountFields::edited, this, &NewPayoutPage::markDirty);
    showAllFields();
    showWallets();
    showRecipients();
    showLookup();
    loadDrafts(); // load() may have come before the widgets
}

QGroupBox *NewPayoutPage::buildWalletAndAmount()
{
    auto *box = new QGroupBox(tr("Pay from"));
    auto *layout = new QVBoxLayout(box);
    m_walletCombo = new QComboBox;
    m_walletCombo->setObjectName(u"walletCombo"_s);
    m_walletCombo->setPlaceholderText(tr("Loading wallets\u2026"));
    addRow(layout, kWallet, tr("&Wallet:"), m_walletCombo);
    connect(m_walletCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_filling || index < 0)
            return;
        for (int row = 0; row < m_wallets->rowCount(); ++row) {
            const api::Wallet wallet = m_wallets->wallet(row);
            if (wallet.id == m_walletCombo->itemData(index).toString()) {
                m_form->setWallet(wallet);
                m_amountEdit->setCurrency(wallet.currency);
                markDirty();
            }
        }
    });

    m_amountEdit = new MoneyEdit;
    m_amountEdit->setAmountLocale(locale());
    m_form->setLocale(locale());
    m_rangeLabel = new QLabel;
    m_rangeLabel->setObjectName(u"rangeLabel"_s);
    m_rangeLabel->setWordWrap(true); // gives way to the amount, not the other way round
    auto *amountLine = new QWidget;
    auto *amountLayout = new QHBoxLayout(amountLine);
    amountLayout->setContentsMargins({});
    amountLayout->addWidget(m_amountEdit);
    amountLayout->addWidget(m_rangeLabel, 1);
    amountLine->setFocusProxy(m_amountEdit); // Alt+A reaches the amount, not its row
    addRow(layout, kAmount, tr("&Amount:"), amountLine);
    m_rows[kAmount].editor = m_amountEdit;
    m_amountEdit->setObjectName(u"amountEdit"_s);
    bindEditor(kAmount, m_amountEdit);
    return box;
}

QGroupBox *NewPayoutPage::buildRecipient()
{
    auto *box = new QGroupBox(tr("Pay to"));
    auto *layout = new QVBoxLayout(box);
    m_existingRadio = new QRadioButton(tr("A recipient already sa&ved"));
    m_existingRadio->setObjectName(u"existingRecipientRadio"_s);
    m_newRadio = new QRadioButton(tr("A &new recipient"));
    m_newRadio->setObjectName(u"newRecipientRadio"_s);
    m_modeGroup = new QButtonGroup(box);
    m_modeGroup->addButton(m_existingRadio);
    m_modeGroup->addButton(m_newRadio);
    auto *modes = new QHBoxLayout;
    modes->addWidget(m_existingRadio);
    modes->addWidget(m_newRadio);
    modes->addStretch();
    layout->addLayout(modes);
    connect(m_existingRadio, &QRadioButton::toggled, this, [this](bool on) {
        if (!m_filling && on) {
            m_form->setRecipientMode(PayoutDraftForm::Recipient::Existing);
            markDirty();
        }
    });
    connect(m_newRadio, &QRadioButton::toggled, this, [this](bool on) {
        if (!m_filling && on) {
            m_form->setRecipientMode(PayoutDraftForm::Recipient::New);
            markDirty();
        }
    });

    m_existingBox = new QWidget;
    auto *existingLayout = new QVBoxLayout(m_existingBox);
    existingLayout->setContentsMargins({});
    m_recipientCombo = new QComboBox;
    m_recipientCombo->setObjectName(u"recipientCombo"_s);
    m_recipientCombo->setEditable(true);
    m_recipientCombo->setInsertPolicy(QComboBox::NoInsert);
    m_recipientCombo->lineEdit()->setPlaceholderText(tr("Type a name, number or account to search"));
    m_recipientCombo->completer()->setFilterMode(Qt::MatchContains);
    m_recipientCombo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_recipientCombo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    addRow(existingLayout, kAccountId, tr("R&ecipient:"), m_recipientCombo);
    // Text typed to search that is no longer the recipient chosen: no recipient is chosen (the
    // payout is never saved for one whose name is not the one shown).
    // A recipient chosen: from the list, the completer, or its name typed back whole. Choosing the
    // same one again after the text was edited chooses it again (the index did not change, so
    // currentIndexChanged alone would not say so).
    const auto choose = [this](int index) {
        if (m_filling || index < 0)
            return;
        const QString id = m_recipientCombo->itemData(index).toString();
        if (id == m_form->existingAccount().id)
            return;
        for (const api::PaymentAccount &account : m_recipients->items()) {
            if (account.id == id) {
                m_form->setExistingAccount(account);
                markDirty();
            }
        }
    };
    connect(m_recipientCombo, &QComboBox::editTextChanged, this, [this, choose](const QString &text) {
        if (m_filling)
            return;
        const int current = m_recipientCombo->currentIndex();
        if (m_form->existingAccount().id.isEmpty()) {
            if (current >= 0 && m_recipientCombo->itemText(current) == text)
                choose(current);
            return;
        }
        const int chosen = m_recipientCombo->findData(m_form->existingAccount().id);
        if (chosen < 0 || m_recipientCombo->itemText(chosen) != text) {
            m_form->setExistingAccount({});
            markDirty();
        }
    });
    connect(m_recipientCombo, &QComboBox::currentIndexChanged, this, choose);
    connect(m_recipientCombo, &QComboBox::activated, this, choose);
    layout->addWidget(m_existingBox);

    m_newBox = new QWidget;
    m_newBoxLayout = new QVBoxLayout(m_newBox);
    m_newBoxLayout->setContentsMargins({});
    layout->addWidget(m_newBox);
    // A "new" account the service has already (the same number): said as soon as it is
    // recognisable, with the way to the saved recipient. The service would pay that account,
    // under its saved name, whatever name is typed here.
    m_savedMatchRow = new QWidget;
    auto *matchLine = new QHBoxLayout(m_savedMatchRow);
    matchLine->setContentsMargins({});
    m_savedMatchLabel = new QLabel;
    m_savedMatchLabel->setObjectName(u"savedMatchLabel"_s);
    m_savedMatchLabel->setWordWrap(true);
    m_useSavedButton = new QPushButton(tr("Use the saved recipient"));
    m_useSavedButton->setObjectName(u"useSavedRecipientButton"_s);
    matchLine->addWidget(m_savedMatchLabel, 1);
    matchLine->addWidget(m_useSavedButton, 0, Qt::AlignTop);
    m_savedMatchRow->hide();
    layout->addWidget(m_savedMatchRow);
    connect(m_useSavedButton, &QPushButton::clicked, this, &NewPayoutPage::useSavedMatch);

    // The live lookup: whose account it is, and how that compares with the name given.
    m_lookupLabel = new QLabel;
    m_lookupLabel->setObjectName(u"lookupLabel"_s);
    m_lookupLabel->setWordWrap(true);
    m_lookupLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_useNameButton = new QPushButton(tr("Use this name"));
    m_useNameButton->setObjectName(u"useRegisteredNameButton"_s);
    m_useNameButton->setToolTip(tr("Put the registered name into the holder name"));
    m_lookupRetryButton = new QPushButton(tr("Check again"));
    m_lookupRetryButton->setObjectName(u"lookupRetryButton"_s);
    connect(m_useNameButton, &QPushButton::clicked, m_lookup, &LookupValidator::applyRegisteredName);
    connect(m_lookupRetryButton, &QPushButton::clicked, m_lookup, &LookupValidator::retry);
    connect(m_lookup, &LookupValidator::registeredNameApplied, this, [this](const QString &name) {
        m_form->newAccount()->setValue(recipients::PaymentAccountForm::Field::HolderName, name);
        markDirty();
    });
    auto *lookupLine = new QHBoxLayout;
    lookupLine->addWidget(m_lookupLabel, 1);
    lookupLine->addWidget(m_useNameButton, 0, Qt::AlignTop);
    lookupLine->addWidget(m_lookupRetryButton, 0, Qt::AlignTop);
    layout->addLayout(lookupLine);
    return box;
}

QGroupBox *NewPayoutPage::buildDetails()
{
    auto *box = new QGroupBox(tr("Details"));
    auto *layout = new QVBoxLayout(box);
    addRow(layout, kPurpose, tr("&Purpose:"), codeCombo(spec::purposes(), tr("None given"), box));
    auto *customId = new QLineEdit;
    customId->setMaxLength(spec::limits::customIdMaxLength);
    customId->setToolTip(tr("Your reference for this payout, unique in the profile: the service keeps it "
                            "(as custom_id), and Paydesk finds the payout by it when an answer is lost."));
    addRow(layout, kCustomId, tr("&Reference:"), customId);
    m_onBehalfOfEdit = new QPlainTextEdit;
    m_onBehalfOfEdit->setObjectName(u"onBehalfOfEdit"_s);
    m_onBehalfOfEdit->setPlaceholderText(tr("Optional: the parties the payout is made for, one per line"));
    m_onBehalfOfEdit->setTabChangesFocus(true);
    m_onBehalfOfEdit->setMaximumHeight(m_onBehalfOfEdit->fontMetrics().lineSpacing() * 4);
    addRow(layout, kOnBehalfOf, tr("On behal&f of:"), m_onBehalfOfEdit);
    connect(m_onBehalfOfEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_filling)
            return;
        QStringList entries;
        for (const QString &line : m_onBehalfOfEdit->toPlainText().split(u'\n')) {
            if (!line.trimmed().isEmpty())
                entries << line.trimmed();
        }
        m_form->setOnBehalfOf(entries);
        markDirty();
    });
    return box;
}

QGroupBox *NewPayoutPage::buildDrafts()
{
    m_draftsBox = new QGroupBox(tr("Your payouts in progress"));
    m_draftsBox->setObjectName(u"draftsBox"_s);
    auto *layout = new QVBoxLayout(m_draftsBox);
    m_draftsList = new QListWidget;
    m_draftsList->setObjectName(u"draftsList"_s);
    m_draftsList->setMaximumHeight(m_draftsList->fontMetrics().lineSpacing() * 7);
    layout->addWidget(m_draftsList);
    m_openDraftButton = new QPushButton(tr("Open"));
    m_openDraftButton->setObjectName(u"openDraftButton"_s);
    m_openDraftButton->setToolTip(tr("Open the draft in the form to change it"));
    m_deleteDraftButton = new QPushButton(tr("Delete\u2026"));
    m_deleteDraftButton->setObjectName(u"deleteDraftButton"_s);
    m_withdrawDraftButton = new QPushButton(tr("Withdraw"));
    m_withdrawDraftButton->setObjectName(u"withdrawDraftButton"_s);
    m_withdrawDraftButton->setToolTip(tr("Take the payout back from the approval queue to change it"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_withdrawDraftButton);
    buttons->addWidget(m_openDraftButton);
    buttons->addWidget(m_deleteDraftButton);
    layout->addLayout(buttons);
    connect(m_openDraftButton, &QPushButton::clicked, this, &NewPayoutPage::openSelectedDraft);
    connect(m_deleteDraftButton, &QPushButton::clicked, this, &NewPayoutPage::deleteSelectedDraft);
    connect(m_withdrawDraftButton, &QPushButton::clicked, this, &NewPayoutPage::withdrawSelectedDraft);
    connect(m_draftsList, &QListWidget::itemActivated, this, &NewPayoutPage::openSelectedDraft);
    connect(m_draftsList, &QListWidget::currentRowChanged, this, &NewPayoutPage::updateDraftButtons);
    updateDraftButtons();
    m_draftsBox->hide(); // until there is one
    return m_draftsBox;
}

QGroupBox *NewPayoutPage::buildSender()
{
    auto *box = new QGroupBox(tr("Sender"));
    auto *layout = new QVBoxLayout(box);
    // The senders already used: one is chosen instead of its fields typed again.
    m_savedSenderRow = new QWidget;
    auto *savedLine = new QHBoxLayout(m_savedSenderRow);
    savedLine->setContentsMargins({});
    auto *savedLabel = new QLabel(tr("Saved sender:"));
    m_senderCombo = new QComboBox;
    m_senderCombo->setObjectName(u"savedSenderCombo"_s);
    m_senderCombo->setAccessibleName(tr("Saved sender"));
    m_senderCombo->setToolTip(tr("The senders of this profile's earlier payouts, the last one used first"));
    m_senderCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    savedLabel->setBuddy(m_senderCombo);
    savedLabel->setMinimumWidth(150);
    savedLine->addWidget(savedLabel);
    savedLine->addWidget(m_senderCombo);
    savedLine->addStretch();
    m_savedSenderRow->hide(); // until there is one
    layout->addWidget(m_savedSenderRow);
    connect(m_senderCombo, &QComboBox::activated, this, &NewPayoutPage::useSender);
    m_senderNote = new QLabel;
    m_senderNote->setObjectName(u"senderNoteLabel"_s);
    m_senderNote->setWordWrap(true);
    layout->addWidget(m_senderNote);
    addRow(layout, u"sender.type"_s, tr("Sender is:"), codeCombo(spec::holderTypes(), tr("Choose"), box));
    addRow(layout, u"sender.name"_s, tr("Sender name:"), new QLineEdit);
    addRow(layout, u"sender.address.line_1"_s, tr("Address line &1:"), new QLineEdit);
    addRow(layout, u"sender.address.line_2"_s, tr("Address line 2:"), new QLineEdit);
    addRow(layout, u"sender.address.line_3"_s, tr("Address line 3:"), new QLineEdit);
    addRow(layout, u"sender.address.city"_s, tr("Cit&y:"), new QLineEdit);
    addRow(layout, u"sender.address.postal_code"_s, tr("Postal code:"), new QLineEdit);
    auto *country = new QLineEdit;
    country->setPlaceholderText(tr("Two letters, e.g. KE"));
    country->setMaxLength(2);
    addRow(layout, u"sender.address.country"_s, tr("Country:"), country);
    addRow(layout, u"sender.individual.dob"_s, tr("Date of birth:"), dateEdit(box));
    addRow(layout, u"sender.individual.identity_document.type"_s, tr("Identity document:"),
           codeCombo(spec::identityDocumentTypes(), tr("Choose"), box));
    addRow(layout, u"sender.individual.identity_document.number"_s, tr("Document number:"), new QLineEdit);
    auto *docCountry = new QLineEdit;
    docCountry->setPlaceholderText(tr("Two letters, e.g. KE"));
    docCountry->setMaxLength(2);
    addRow(layout, u"sender.individual.identity_document.country"_s, tr("Issued by (country):"), docCountry);
    addRow(layout, u"sender.individual.identity_document.issued_on"_s, tr("Issued on:"), dateEdit(box));
    addRow(layout, u"sender.individual.identity_document.expires_on"_s, tr("Expires on:"), dateEdit(box));
    return box;
}

void NewPayoutPage::addRow(QVBoxLayout *into, const QString &path, const QString &label, QWidget *editor)
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        // Long items (recipients, purposes) are cut in the box and shown whole in the list.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
        // Scrolling the page over a combo scrolls the page; it changes the combo only once it has
        // the focus (a wallet is never switched by the wheel).
        combo->setFocusPolicy(Qt::StrongFocus);
        combo->installEventFilter(this);
    }
    Row r;
    r.editor = editor;
    if (editor->objectName().isEmpty())
        editor->setObjectName(objectNameFor(path, editor));
    r.label = new QLabel(label);
    // A row whose editor is a container (the amount and its range) names the field inside it: a
    // label's Alt+letter only reaches a buddy that takes the focus itself.
    r.label->setBuddy(editor->focusProxy() ? editor->focusProxy() : editor);
    r.label->setMinimumWidth(150);
    r.message = new QLabel;
    QString stem = editor->objectName();
    stem.chop(stem.endsWith(u"Combo") ? 5 : 4);
    r.message->setObjectName(stem + u"MessageLabel"_s);
    r.message->setWordWrap(true);
    r.message->hide();
    r.cell = new QWidget;
    auto *line = new QHBoxLayout(r.cell);
    line->setContentsMargins({});
    line->addWidget(r.label, 0, Qt::AlignTop);
    auto *right = new QVBoxLayout;
    right->setSpacing(2);
    right->addWidget(editor);
    right->addWidget(r.message);
    // Room left over goes under the field, never between it and its label (a box of limited
    // height, "On behalf of", stays level with its label).
    right->addStretch(1);
    line->addLayout(right, 1);
    into->addWidget(r.cell);
    m_rows.insert(path, r);
    m_order.append(path);
    if (path != kWallet && path != kAccountId && path != kOnBehalfOf)
        bindEditor(path, editor);
}

void NewPayoutPage::bindEditor(const QString &path, QWidget *editor)
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        connect(combo, &QComboBox::currentIndexChanged, this, [this, path, combo](int index) {
            if (m_filling || index < 0)
                return;
            m_form->setValue(path, combo->itemData(index).toString());
            markDirty();
        });
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        connect(edit, &QLineEdit::textEdited, this, [this, path](const QString &text) {
            if (m_filling)
                return;
            m_form->setValue(path, text);
            markDirty();
        });
    }
}

bool NewPayoutPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        if (auto *combo = qobject_cast<QComboBox *>(watched); combo && !combo->hasFocus() && m_scroll) {
            QCoreApplication::sendEvent(m_scroll->viewport(), event); // the page scrolls instead
            return true;
        }
    }
    return Page::eventFilter(watched, event);
}

void NewPayoutPage::markDirty()
{
    if (m_filling)
        return;
    m_dirty = true;
    if (m_savedLabel) // about the payout saved before, not the one being typed
        m_savedLabel->hide();
}

void NewPayoutPage::showField(const QString &path)
{
    if (!isBuilt() || path.startsWith(u"payment_account."))
        return; // the new account's fields show themselves
    if (path == kCurrency || path == kAccountId || path.startsWith(kOnBehalfOf)) {
        const QString row = path == kCurrency ? kWallet : path.startsWith(kOnBehalfOf) ? kOnBehalfOf : path;
        if (path != row)
            return showField(row);
    }
    const auto it = m_rows.constFind(path);
    if (it == m_rows.cend())
        return;
    const Row &r = *it;

    // What the row says: its own field, and for some rows the fields shown with it.
    QStringList paths {path};
    if (path == kWallet)
        paths << kCurrency;
    if (path == kOnBehalfOf) {
        for (int i = 0; i < m_form->onBehalfOf().size(); ++i)
            paths << u"on_behalf_of.%1"_s.arg(i);
    }
    QString message;
    bool wrong = false;
    bool pending = false;
    for (const QString &p : paths) {
        const FieldState state = m_form->state(p);
        const bool shown = state == FieldState::Invalid || (state == FieldState::Missing && m_showMissing);
        if (shown && !wrong) {
            wrong = true;
            message = m_form->message(p);
        } else if (state == FieldState::Pending && message.isEmpty()) {
            pending = true;
            message = m_form->message(p);
        }
    }
    if (path != kOnBehalfOf && path != kWallet)
        r.cell->setVisible(m_form->isVisible(path));
    QString label = r.label->text();
    if (label.endsWith(u" *"))
        label.chop(2);
    r.label->setText(m_form->isRequired(path) && path != kWallet && path != kAmount ? label + u" *"_s
                                                                                    : label);
    style::markInvalid(r.editor, wrong);
    r.message->setText(wrong || pending ? message : QString());
    style::setErrorText(r.message, wrong);
    r.message->setVisible(!r.message->text().isEmpty());

    // The value, when the program set it (a reopened draft, a fresh form).
    const QScopedValueRollback filling(m_filling, true);
    if (auto *edit = qobject_cast<QLineEdit *>(r.editor);
        edit && (m_forceFill || !edit->hasFocus()) && path != kAmount && edit->text() != m_form->value(path))
        edit->setText(m_form->value(path));
    if (auto *combo = qobject_cast<QComboBox *>(r.editor); combo && path != kWallet && path != kAccountId)
        combo->setCurrentIndex(combo->findData(m_form->value(path)));
    const bool sameAmount = m_form->amount().isValid() && m_form->amount() == m_amountEdit->amount();
    if (path == kAmount && (m_forceFill || !m_amountEdit->hasFocus()) && !sameAmount // "1500" is "1,500.00"
        && m_amountEdit->text() != m_form->value(kAmount))
        m_amountEdit->setText(m_form->value(kAmount));

    if (path == kAmount || path == kWallet) {
        m_amountEdit->setCurrency(m_form->value(kCurrency)); // also for a draft or a fresh form
        showAmountRange();
    }
    if (path.startsWith(u"sender."))
        m_senderNote->setText(
            m_form->isRequired(u"sender.name"_s)
                ? tr("Required for a payout to %1: the fields marked *.")
                      .arg(recipients::AccountRules::countryName(m_form->recipientCountry()))
                : tr("Optional for this recipient. Once any of it is given, its other fields marked * are "
                     "needed too."));
}

void NewPayoutPage::showAllFields()
{
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it)
        showField(it.key());
    showRecipientMode();
    showAmountRange();
    showSummary();
    if (m_accountFields)
        m_accountFields->setShowMissing(m_showMissing);
}

void NewPayoutPage::showAmountRange()
{
    if (!m_rangeLabel)
        return;
    const std::optional<payouts::PayoutRules::AmountRange> range = m_form->amountRange();
    m_rangeLabel->setText(range ? tr("Allowed: %1").arg(range->text) : QString());
}

void NewPayoutPage::showWallets()
{
    if (!m_walletCombo)
        return;
    const QScopedValueRollback filling(m_filling, true);
    const QString chosen = m_form->value(kWallet);
    m_walletCombo->clear();
    // By currency, as a person looks for one ("KES", then "NGN"), whatever order the service lists.
    QList<api::Wallet> wallets;
    for (int row = 0; row < m_wallets->rowCount(); ++row)
        wallets.append(m_wallets->wallet(row));
    std::stable_sort(wallets.begin(), wallets.end(),
                     [](const api::Wallet &a, const api::Wallet &b) { return a.currency < b.currency; });
    for (const api::Wallet &w : std::as_const(wallets))
        m_walletCombo->addItem(
            tr("%1 wallet \u00B7 %2 available").arg(w.currency, w.available.toDisplay(locale())), w.id);
    m_walletCombo->setPlaceholderText(m_wallets->state() == models::WalletsModel::State::Failed
                                          ? tr("The wallets could not be loaded")
                                          : m_wallets->rowCount() == 0 ? tr("Loading wallets\u2026")
                                                                       : tr("Choose the wallet to pay from"));
    m_walletCombo->setCurrentIndex(m_walletCombo->findData(chosen));
}

void NewPayoutPage::showRecipients()
{
    if (!m_recipientCombo)
        return;
    const QScopedValueRollback filling(m_filling, true);
    const QString chosen = m_form->existingAccount().id;
    m_recipientCombo->clear();
    for (const api::PaymentAccount &a : m_recipients->items())
        m_recipientCombo->addItem(
            u"%1 \u00B7 %2"_s.arg(a.details.holder.name, m_recipients->accountText(a.details)), a.id);
    m_recipientCombo->setCurrentIndex(m_recipientCombo->findData(chosen));
    if (chosen.isEmpty())
        m_recipientCombo->setEditText({});
}

void NewPayoutPage::showRecipientMode()
{
    if (!m_existingBox)
        return;
    const bool existing = m_form->recipientMode() == PayoutDraftForm::Recipient::Existing;
    const QScopedValueRollback filling(m_filling, true);
    m_existingRadio->setChecked(existing);
    m_newRadio->setChecked(!existing);
    m_existingBox->setVisible(existing);
    m_newBox->setVisible(!existing);
}

void NewPayoutPage::showSummary()
{
    if (!m_summaryLabel)
        return;
    offerLastSender();
    const int count = int(m_form->errors().size());
    if (m_form->isValid()) {
        m_summaryLabel->setText(tr("Ready to be saved for approval."));
        style::setErrorText(m_summaryLabel, false);
    } else if (m_showMissing) {
        m_summaryLabel->setText(tr("%n field(s) to fill in or correct before saving.", nullptr, count));
        style::setErrorText(m_summaryLabel, true);
    } else {
        m_summaryLabel->setText({});
    }
}

void NewPayoutPage::save()
{
    if (m_saving || !session())
        return;
    // The maker is the operator at the keyboard: nobody drafts anonymously.
    const std::optional<operators::Operator> maker = m_signedIn->current();
    const operators::Permissions::Decision mayDraft
        = maker ? operators::Permissions::canDraft(*maker) : operators::Permissions::Decision {};
    if (!maker || !mayDraft.allowed()) {
        m_summaryLabel->setText(
            maker ? tr("%1 Sign in as a maker to save this payout for approval.").arg(mayDraft.message())
                  : tr("Sign in as a maker to save this payout for approval: the "
                       "payout records who made it."));
        style::setErrorText(m_summaryLabel, true);
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
    content.maker = maker->id;
    m_saving = true;
    m_saveButton->setEnabled(false);
    m_summaryLabel->setText(tr("Saving\u2026"));
    style::setErrorText(m_summaryLabel, false);
    const QString profileId = session()->profileId();
    const bool creating = m_draftId.isEmpty();
    auto done = [this, creating, form = QPointer<PayoutDraftForm>(m_form)](
                    const store::StoreResult<payouts::PayoutDraft> &result) {
        m_saving = false;
        m_saveButton->setEnabled(true);
        if (form != m_form) // another form (another profile, a draft opened) since: not its outcome
            return;
        if (result.ok())
            return onSaved(result.value(), creating);
        const store::StoreError &error = result.error();
        if (error.kind() == store::StoreError::Kind::Duplicate) {
            m_form->applyServiceErrors(QMap<QString, QStringList> {
                {kCustomId, {tr("Another payout of this profile already has this reference.")}}});
            showAllFields();
            m_scroll->ensureWidgetVisible(m_rows[kCustomId].editor);
            m_rows[kCustomId].editor->setFocus();
        } else if (error.kind() == store::StoreError::Kind::Conflict
                   || error.kind() == store::StoreError::Kind::NotFound) {
            if (error.kind() == store::StoreError::Kind::NotFound) {
                m_draftId.clear(); // deleted elsewhere: the next Save makes a new draft of it
                m_draftRevision = 0;
                m_editingLabel->hide();
            }
            m_summaryLabel->setText(tr("This draft was changed, deleted or sent for approval elsewhere "
                                       "meanwhile: nothing was saved. Open it again from the list."));
            style::setErrorText(m_summaryLabel, true);
        } else {
            m_summaryLabel->setText(tr("The payout could not be saved: %1").arg(error.message()));
            style::setErrorText(m_summaryLabel, true);
        }
    };
    if (creating)
        m_drafts->postSave(profileId, content, this, done);
    else
        m_drafts->postUpdate(profileId, m_draftId, m_draftRevision, content, this, done);
}

void NewPayoutPage::onSaved(const payouts::PayoutDraft &draft, bool created)
{
    loadSenders(); // its sender is now the last one used
    const QString amount
        = draft.amount().isValid() ? draft.amount().toDisplayWithCurrency(locale()) : QString();
    m_savedLabel->setText(created ? tr("Saved for approval: %1, %2 to %3.")
                                        .arg(draft.customId(), amount, draft.content.recipientSummary)
                                  : tr("Draft %1 saved.").arg(draft.customId()));
    m_savedLabel->show();
    Q_EMIT draftSaved(draft.id);
    submit(draft);
    // A fresh form for the next payout; the wallets and recipients stay loaded.
    makeForm();
    showWallets();
    showRecipients(); // the drafts list follows PayoutDrafts::changed
}

void NewPayoutPage::submit(const payouts::PayoutDraft &draft)
{
    if (!m_signedIn->isSignedIn())
        return;
    using Outcome = approvals::ApprovalDesk::Outcome;
    m_outbox->post<Outcome>(
        this,
        [desk = m_desk, maker = m_signedIn->authenticated(), draft]() -> store::StoreResult<Outcome> {
            return desk->submit(maker, draft.profileId, draft.id, draft.revision);
        },
        [this, draft](const store::StoreResult<Outcome> &result) {
            const Outcome &outcome = result.value();
            const QString amount
                = draft.amount().isValid() ? draft.amount().toDisplayWithCurrency(locale()) : QString();
            if (outcome.ok()) {
                m_savedLabel->setText(tr("Sent for approval: %1, %2 to %3. A second person approves it "
                                         "on the Approvals page before anything is paid.")
                                          .arg(draft.customId(), amount, draft.content.recipientSummary));
                style::setToneText(m_savedLabel, style::Tone::Success);
                Q_EMIT submittedForApproval(draft.id);
            } else {
                m_savedLabel->setText(
                    tr("Saved as a draft, but not sent for approval: %1").arg(outcome.message));
                style::setToneText(m_savedLabel, style::Tone::Error);
            }
            m_savedLabel->show();
            loadDrafts();
        });
}

void NewPayoutPage::loadDrafts()
{
    if (!session() || !m_draftsList)
        return;
    using State = payouts::PayoutDraft::State;
    m_drafts->postList(session()->profileId(),
                       QList<State> {State::Draft, State::AwaitingApproval, State::Rejected, State::Expired},
                       this,
                       [this, profileId = session()->profileId()](
                           const store::StoreResult<QList<payouts::PayoutDraft>> &result) {
                           if (!session() || session()->profileId() != profileId)
                               return; // another profile came into view meanwhile
                           showDrafts(result.ok() ? result.value() : QList<payouts::PayoutDraft> {});
                       });
}

void NewPayoutPage::showDrafts(const QList<payouts::PayoutDraft> &drafts)
{
    const QString current = m_draftsList->currentItem()
        ? m_draftsList->currentItem()->data(Qt::UserRole).toString()
        : QString();
    // The signed-in maker's own (and those made before there were operators): another maker's
    // payouts are theirs to change. Nobody signed in: all of the profile's, to look at.
    m_draftList.clear();
    for (const payouts::PayoutDraft &d : drafts)
        if (!m_signedIn->isSignedIn() || d.content.maker.isEmpty() || d.content.maker == m_signedIn->id())
            m_draftList.append(d);
    m_draftsList->clear();
    using State = payouts::PayoutDraft::State;
    for (const payouts::PayoutDraft &d : std::as_const(m_draftList)) {
        const QString amount = d.amount().isValid() ? d.amount().toDisplayWithCurrency(locale()) : QString();
        QString status;
        style::Tone tone = style::Tone::Plain;
        switch (d.state) {
        case State::AwaitingApproval:
            status = d.progress.approvers.isEmpty()
                ? tr("Waiting for approval")
                : tr("Approved by %1, waiting for a second approver").arg(d.progress.approvers.join(u", "));
            break;
        case State::Rejected:
            status = tr("Refused by the service: open it to correct it");
            tone = style::Tone::Error;
            break;
        case State::Expired:
            status = tr("Expired without approval: open it to submit it again");
            tone = style::Tone::Error;
            break;
        default:
            if (!d.progress.returnedReason.isEmpty()) {
                status = d.progress.returnedBy.isEmpty()
                    ? tr("Returned: %1").arg(d.progress.returnedReason)
                    : tr("Rejected by %1: %2").arg(d.progress.returnedBy, d.progress.returnedReason);
                tone = style::Tone::Error;
            } else {
                status = tr("Draft, not sent for approval");
            }
        }
        auto *item = new QListWidgetItem(
            u"%1 \u00B7 %2 \u00B7 %3\n%4"_s.arg(d.customId(), amount, d.content.recipientSummary, status));
        item->setData(Qt::UserRole, d.id);
        if (tone == style::Tone::Error)
            item->setForeground(style::toneColor(tone));
        item->setToolTip(
            tr("Saved %1").arg(locale().toString(d.updatedAt.toLocalTime(), QLocale::ShortFormat)));
        m_draftsList->addItem(item);
        if (d.id == current)
            m_draftsList->setCurrentItem(item);
    }
    m_draftsBox->setTitle(m_signedIn->isSignedIn()
                              ? tr("Your payouts in progress (%1)").arg(m_draftList.size())
                              : tr("Payouts in progress (%1)").arg(m_draftList.size()));
    m_draftsBox->setVisible(!m_draftList.isEmpty());
    updateDraftButtons();
}

std::optional<payouts::PayoutDraft> NewPayoutPage::selectedDraft() const
{
    const QListWidgetItem *item = m_draftsList ? m_draftsList->currentItem() : nullptr;
    if (!item)
        return std::nullopt;
    for (const payouts::PayoutDraft &d : m_draftList)
        if (d.id == item->data(Qt::UserRole).toString())
            return d;
    return std::nullopt;
}

void NewPayoutPage::updateDraftButtons()
{
    if (!m_draftsList)
        return;
    using State = payouts::PayoutDraft::State;
    const std::optional<payouts::PayoutDraft> d = selectedDraft();
    const bool mine = d && (d->content.maker.isEmpty() || d->content.maker == m_signedIn->id());
    m_openDraftButton->setEnabled(d && d->state != State::AwaitingApproval);
    m_deleteDraftButton->setEnabled(d && d->state == State::Draft);
    m_withdrawDraftButton->setVisible(d && d->state == State::AwaitingApproval);
    m_withdrawDraftButton->setEnabled(mine && m_signedIn->isSignedIn());
    m_withdrawDraftButton->setToolTip(mine ? tr("Take the payout back from the approval queue to change it")
                                           : tr("Only its maker withdraws a payout, signed in."));
}

void NewPayoutPage::withdrawSelectedDraft()
{
    const std::optional<payouts::PayoutDraft> d = selectedDraft();
    if (!d || !m_signedIn->isSignedIn())
        return;
    using Outcome = approvals::ApprovalDesk::Outcome;
    m_outbox->post<Outcome>(
        this,
        [desk = m_desk, maker = m_signedIn->authenticated(), d = *d]() -> store::StoreResult<Outcome> {
            return desk->withdraw(maker, d.profileId, d.id, d.revision);
        },
        [this, customId = d->customId()](const store::StoreResult<Outcome> &result) {
            const Outcome &outcome = result.value();
            m_savedLabel->setText(outcome.ok()
                                      ? tr("%1 withdrawn from approval: open it to change it.").arg(customId)
                                      : outcome.message);
            style::setToneText(m_savedLabel, outcome.ok() ? style::Tone::Success : style::Tone::Error);
            m_savedLabel->show();
            loadDrafts();
        });
}

void NewPayoutPage::showReturnedReason(const payouts::PayoutDraft &draft)
{
    // The service's refusal: its reasons on the fields they name, its message above the button.
    const QJsonObject error = QJsonDocument::fromJson(draft.progress.lastError.toUtf8()).object();
    const QJsonObject reasons = error.value(u"reasons"_s).toObject();
    const QJsonObject fields = reasons.value(u"fields"_s).toObject();
    if (!fields.isEmpty()) {
        QMap<QString, QStringList> errors;
        for (auto it = fields.begin(); it != fields.end(); ++it) {
            QStringList messages;
            for (const QJsonValue &m : it.value().toArray())
                messages.append(m.toString());
            errors.insert(it.key(), messages);
        }
        m_form->applyServiceErrors(errors);
        showAllFields();
    }
    QString text;
    if (!reasons.value(u"message"_s).toString().isEmpty())
        text = tr("The service refused this payout: %1").arg(reasons.value(u"message"_s).toString());
    else if (!draft.progress.returnedReason.isEmpty())
        text = draft.progress.returnedBy.isEmpty()
            ? draft.progress.returnedReason
            : tr("Rejected by %1: %2").arg(draft.progress.returnedBy, draft.progress.returnedReason);
    if (!text.isEmpty()) {
        m_summaryLabel->setText(text);
        style::setErrorText(m_summaryLabel, true);
    }
}

void NewPayoutPage::openSelectedDraft()
{
    using State = payouts::PayoutDraft::State;
    const std::optional<payouts::PayoutDraft> d = selectedDraft();
    if (!d || d->state == State::AwaitingApproval)
        return;
    if (d->id == m_draftId)
        return; // it is the one in the form, with the changes made to it
    if (m_dirty
        && MessageBox::question(this, tr("Payout not saved"),
                                tr("The payout being entered is not saved, and would be lost. Discard it "
                                   "and open the draft?"),
                                QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Discard)
        return;
    if (d->state == State::Draft) {
        openDraft(*d);
        showReturnedReason(*d);
        return;
    }
    // Refused by the service, or expired: back to a draft for its maker (a refused one gets a new
    // idempotency key), then into the form with the reasons on its fields.
    if (!m_signedIn->isSignedIn()) {
        m_summaryLabel->setText(tr("Sign in as its maker to correct this payout."));
        style::setErrorText(m_summaryLabel, true);
        Q_EMIT signInRequested();
        return;
    }
    using Outcome = approvals::ApprovalDesk::Outcome;
    m_outbox->post<Outcome>(
        this,
        [desk = m_desk, maker = m_signedIn->authenticated(), d = *d]() -> store::StoreResult<Outcome> {
            return desk->reopen(maker, d.profileId, d.id, d.revision);
        },
        [this, before = *d](const store::StoreResult<Outcome> &result) {
            const Outcome &outcome = result.value();
            if (!outcome.ok()) {
                m_summaryLabel->setText(outcome.message);
                style::setErrorText(m_summaryLabel, true);
                return;
            }
            m_drafts->postLoad(before.profileId, before.id, this,
                               [this, before](const store::StoreResult<payouts::PayoutDraft> &loaded) {
                                   if (!loaded.ok() || !session()
                                       || session()->profileId() != before.profileId)
                                       return;
                                   payouts::PayoutDraft draft = loaded.value();
                                   openDraft(draft);
                                   draft.progress.lastError = before.progress.lastError;
                                   showReturnedReason(draft);
                               });
        });
}

void NewPayoutPage::openDraft(const payouts::PayoutDraft &draft)
{
    ensureBuilt();
    makeForm();
    const QScopedValueRollback filling(m_filling, true); // the program fills it: not an edit
    const QScopedValueRollback force(m_forceFill, true);
    if (!m_form->restore(draft.content.formSnapshot))
        m_form->fromRequestJson(draft.content.requestBody); // a snapshot of another version
    m_draftId = draft.id;
    m_draftRevision = draft.revision;
    if (session())
        m_drafts->recordOpened(session()->profileId(), draft);
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

void NewPayoutPage::deleteSelectedDraft()
{
    const QListWidgetItem *item = m_draftsList->currentItem();
    if (!item || !session())
        return;
    for (const payouts::PayoutDraft &d : std::as_const(m_draftList)) {
        if (d.id != item->data(Qt::UserRole).toString() || d.state != payouts::PayoutDraft::State::Draft)
            continue;
        if (MessageBox::question(
                this, tr("Delete draft"),
                tr("Delete the draft %1? It will not be sent for approval.").arg(d.customId()),
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Yes)
            return;
        m_drafts->postRemove(
            session()->profileId(), d.id, d.revision, this,
            [this, id = d.id, customId = d.customId()](const store::StoreResult<void> &result) {
                if (!result.ok()) {
                    m_summaryLabel->setText(
                        tr("The draft could not be deleted: %1").arg(result.error().message()));
                    style::setErrorText(m_summaryLabel, true);
                    return;
                }
                if (m_draftId == id) // still the one in the form
                    makeForm();
                m_savedLabel->setText(tr("Draft %1 deleted.").arg(customId));
                m_savedLabel->show();
            });
        return;
    }
}

void NewPayoutPage::updateLookup()
{
    using Field = recipients::PaymentAccountForm::Field;
    if (m_form->recipientMode() == PayoutDraftForm::Recipient::Existing) {
        const api::PaymentAccount account = m_form->existingAccount();
        m_lookup->setAccount(account.id.isEmpty() ? LookupValidator::Account {}
                                                  : LookupValidator::Account::from(account.details));
        m_lookup->setTypedName(account.details.holder.name);
    } else {
        recipients::PaymentAccountForm *account = m_form->newAccount();
        m_lookup->setAccount(LookupValidator::Account::from(account->details()));
        m_lookup->setTypedName(account->normalized(Field::HolderName).isEmpty()
                                   ? account->value(Field::HolderName)
                                   : account->normalized(Field::HolderName));
    }
    showLookup();
}

void NewPayoutPage::showLookup()
{
    if (!m_lookupLabel)
        return;
    const LookupValidator::State state = m_lookup->state();
    m_lookupLabel->setText(m_lookup->message());
    style::Tone tone = style::Tone::Plain;
    if (state == LookupValidator::State::Found && m_lookup->verdict()) {
        switch (*m_lookup->verdict()) {
        case payouts::NameVerdict::Match:
            tone = style::Tone::Success;
            break;
        case payouts::NameVerdict::CloseMatch:
            tone = style::Tone::Warning;
            break;
        case payouts::NameVerdict::NoMatch:
            tone = style::Tone::Error;
            break;
        }
    } else if (state == LookupValidator::State::NotFound || state == LookupValidator::State::Failed) {
        tone = style::Tone::Error;
    } else if (state != LookupValidator::State::Found) {
        tone = style::Tone::Plain;
    }
    style::setToneText(m_lookupLabel, tone);
    m_lookupLabel->setVisible(!m_lookupLabel->text().isEmpty());
    // Only a new recipient's holder name can be changed here.
    m_useNameButton->setVisible(state == LookupValidator::State::Found
                                && m_form->recipientMode() == PayoutDraftForm::Recipient::New
                                && m_lookup->verdict() != payouts::NameVerdict::Match);
    m_lookupRetryButton->setVisible(m_lookup->canRetry());
}

void NewPayoutPage::showSavedMatch()
{
    if (!m_savedMatchRow)
        return;
    m_savedMatch.reset();
    if (m_form && m_form->recipientMode() == PayoutDraftForm::Recipient::New)
        m_savedMatch = recipients::savedAccountFor(m_form->newAccount()->details(), m_recipients->items());
    m_savedMatchRow->setVisible(m_savedMatch.has_value());
    if (!m_savedMatch)
        return;
    const QString saved = m_savedMatch->details.holder.name;
    const QString typed = m_form->newAccount()->details().holder.name.simplified();
    m_savedMatchLabel->setText(
        typed.isEmpty() || saved.compare(typed, Qt::CaseInsensitive) == 0
            ? tr("This account is already saved as %1.").arg(saved)
            : tr("This account is already saved as %1: the payout would go to that recipient, under "
                 "that name, not \u201C%2\u201D.")
                  .arg(saved, typed));
    style::setToneText(m_savedMatchLabel, style::Tone::Warning);
}

void NewPayoutPage::useSavedMatch()
{
    if (!m_savedMatch || !m_form)
        return;
    const api::PaymentAccount account = *m_savedMatch;
    m_existingRadio->setChecked(true); // the form follows (Existing)
    m_form->setRecipientMode(PayoutDraftForm::Recipient::Existing);
    m_form->setExistingAccount(account);
    {
        const QScopedValueRollback filling(m_filling, true);
        m_recipientCombo->setCurrentIndex(m_recipientCombo->findData(account.id));
    }
    showRecipientMode();
    showSavedMatch();
    updateLookup();
    markDirty();
    m_recipientCombo->setFocus();
}

void NewPayoutPage::loadSenders()
{
    if (!session())
        return;
    const QString profileId = session()->profileId();
    m_drafts->postRecentSenders(profileId, this,
                                [this, profileId](const store::StoreResult<QList<QJsonObject>> &result) {
                                    if (!session() || session()->profileId() != profileId || !result.ok())
                                        return;
                                    m_savedSenders = result.value();
                                    showSenders();
                                    offerLastSender();
                                });
}

namespace {

// A sender as the request has it, as the form's paths: {"address": {"city": "Nairobi"}} is
// "sender.address.city" = "Nairobi".
void flatten(const QJsonObject &object, const QString &prefix, QHash<QString, QString> &into)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QString path = prefix + u'.' + it.key();
        if (it.value().isObject())
            flatten(it.value().toObject(), path, into);
        else if (it.value().isString())
            into.insert(path, it.value().toString());
    }
}

} // namespace

void NewPayoutPage::showSenders()
{
    if (!m_senderCombo)
        return;
    const QSignalBlocker blocker(m_senderCombo);
    m_senderCombo->clear();
    m_senderCombo->addItem(tr("A new sender"), -1);
    for (int i = 0; i < m_savedSenders.size(); ++i) {
        const QJsonObject &sender = m_savedSenders.at(i);
        const QJsonObject address = sender.value(u"address"_s).toObject();
        QStringList where {address.value(u"city"_s).toString(), address.value(u"country"_s).toString()};
        where.removeAll(QString());
        const QString name = sender.value(u"name"_s).toString();
        m_senderCombo->addItem(where.isEmpty() ? name : tr("%1 (%2)").arg(name, where.join(u", "_s)), i);
    }
    m_savedSenderRow->setVisible(!m_savedSenders.isEmpty());
}

void NewPayoutPage::useSender(int comboIndex)
{
    if (!m_form || comboIndex < 0)
        return;
    const int index = m_senderCombo->itemData(comboIndex).toInt();
    QHash<QString, QString> values;
    if (index >= 0 && index < m_savedSenders.size())
        flatten(m_savedSenders.at(index), u"sender"_s, values);
    const QScopedValueRollback force(m_forceFill, true);
    for (const QString &path : std::as_const(m_order)) {
        if (path.startsWith(u"sender."))
            m_form->setValue(path, values.value(path));
    }
    showAllFields();
    markDirty();
}

void NewPayoutPage::offerLastSender()
{
    // Once a form needs a sender and none is typed: the last one used, which the person may change.
    if (m_senderOffered || m_filling || !m_form || !m_senderCombo || m_savedSenders.isEmpty()
        || !m_form->isRequired(u"sender.name"_s))
        return;
    for (const QString &path : std::as_const(m_order)) {
        if (path.startsWith(u"sender.") && !m_form->value(path).isEmpty())
            return;
    }
    m_senderOffered = true;
    m_senderCombo->setCurrentIndex(1);
    useSender(1);
}

void NewPayoutPage::sessionChanged(session::Session *session)
{
    m_lookup->setClient(session ? session->client() : nullptr);
    m_wallets->setSession(session);
    m_recipients->setSession(session);
    // A new, empty form for another profile (the window asked about an unsaved one); the same
    // profile edited in Settings keeps what is being typed, now sent through its new client.
    if (m_form && (!session || session->profileId() != m_formProfileId))
        makeForm();
    if (m_draftsList)
        showDrafts({});
    showWallets();
    showRecipients();
}

void NewPayoutPage::load()
{
    loadDrafts();
    loadSenders();
    m_wallets->refresh();
    m_recipients->reload();
    if (m_lookup->canRetry())
        m_lookup->retry(); // refused before the profile was connected
}

void NewPayoutPage::updateView()
{
    statePanel()->showContent();
}

} // namespace paydesk::ui
