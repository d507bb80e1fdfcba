// SPDX-License-Identifier: GPL-3.0-or-later
// New payout: the page laid out, and wired to its form, lookup, workflow and drafts list.
#include "pages/NewPayoutPage.h"

#include "MessageBox.h"
#include "Style.h"
#include "api/ApiClient.h"
#include "domain/SpecTables.h"
#include "models/PaymentAccountsModel.h"
#include "models/WalletsModel.h"
#include "pages/DraftsPanel.h"
#include "payouts/DraftsListModel.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraftForm.h"
#include "payouts/PayoutWorkflow.h"
#include "recipients/PaymentAccountForm.h"
#include "widgets/MoneyEdit.h"
#include "widgets/PaymentAccountFields.h"
#include "widgets/StatePanel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QVBoxLayout>

#include <span>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using payouts::LookupValidator;
using payouts::PayoutDraftForm;

namespace {

const QString kWallet = u"wallet_id"_s;
const QString kAmount = u"amount.value"_s;
const QString kAccountId = u"payment_account_id"_s;
const QString kPurpose = u"purpose"_s;
const QString kCustomId = u"custom_id"_s;
const QString kOnBehalfOf = u"on_behalf_of"_s;

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
    : Page(info(), parent)
    , m_workflow(
          new payouts::PayoutWorkflow({outbox.drafts, outbox.outbox, outbox.desk, outbox.signedIn}, this))
    , m_draftsModel(new payouts::DraftsListModel(outbox.drafts, outbox.outbox, outbox.signedIn, this))
    , m_wallets(new models::WalletsModel(this))
    , m_recipients(new models::PaymentAccountsModel(this))
    , m_lookup(new LookupValidator(this))
{
    connect(m_lookup, &LookupValidator::stateChanged, this, &NewPayoutPage::showLookup);
    connect(m_lookup, &LookupValidator::resultChanged, this, &NewPayoutPage::showLookup);
    connectWorkflow();
    if (outbox.changes)
        m_draftsModel->followChangesOf(outbox.changes); // the maker's payouts as others move them on
    connect(m_wallets, &models::WalletsModel::stateChanged, this, [this] {
        showWallets();
        updateState();
    });
    connect(m_wallets, &models::WalletsModel::walletSettingsChanged, this, &NewPayoutPage::showWallets);
    // The recipients to choose from: every page of them, for the search (a treasury team pays a
    // few hundred recipients, not millions).
    connect(m_recipients, &models::PagedTableModel::stateChanged, this, [this] {
        showSavedMatch();
        if (m_recipients->canFetchMore())
            m_recipients->fetchMore({}); // the box is filled once, with all of them
        else
            showRecipients();
    });
    // The bank names arrive after the accounts (GET /banks): the box says them once they are in.
    connect(m_recipients, &QAbstractItemModel::dataChanged, this, [this] {
        if (!m_recipients->canFetchMore())
            showRecipients();
    });
    // The form is made with the page's widgets (buildContent()): a page never opened costs nothing.
}

NewPayoutPage::~NewPayoutPage() = default;

PageInfo NewPayoutPage::info()
{
    return {u"newPayoutPage"_s, tr("New payout"), QKeySequence(Qt::CTRL | Qt::Key_2), u"new-payout"_s};
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
    m_workflow->startNew();
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
    m_draftsPanel = new DraftsPanel(m_draftsModel);
    connect(m_draftsPanel, &DraftsPanel::openRequested, this, &NewPayoutPage::openDraftAsked);
    connect(m_draftsPanel, &DraftsPanel::deleteRequested, this, &NewPayoutPage::deleteDraftAsked);
    connect(m_draftsPanel, &DraftsPanel::withdrawRequested, m_workflow, &payouts::PayoutWorkflow::withdraw);
    right->addWidget(m_draftsPanel);
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
    m_draftsModel->setLocale(locale());
    m_draftsModel->setProfileId(session() ? session()->profileId() : QString());
    m_draftsModel->reload(); // load() may have come before the widgets
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

void NewPayoutPage::sessionChanged(session::Session *session)
{
    m_lookup->setClient(session ? session->client() : nullptr);
    m_wallets->setSession(session);
    m_recipients->setSession(session);
    // A new, empty form for another profile (the window asked about an unsaved one); the same
    // profile edited in Settings keeps what is being typed, now sent through its new client.
    if (m_form && (!session || session->profileId() != m_formProfileId))
        makeForm();
    if (m_draftsPanel)
        m_draftsModel->setProfileId(session ? session->profileId() : QString());
    showWallets();
    showRecipients();
}

void NewPayoutPage::load()
{
    m_draftsModel->reload();
    if (session())
        m_workflow->loadSenders(session()->profileId());
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
