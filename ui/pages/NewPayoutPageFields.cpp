// SPDX-License-Identifier: GPL-3.0-or-later
// New payout: the form's field paths bound to their editors, and each field, the lookup, a saved
// match of a new account and the organisation's senders shown as the form says.
#include "pages/NewPayoutPage.h"

#include "Accessible.h"
#include "Style.h"
#include "models/PaymentAccountsModel.h"
#include "models/WalletsModel.h"
#include "payouts/LookupValidator.h"
#include "payouts/PayoutDraftForm.h"
#include "payouts/SavedSender.h"
#include "recipients/AccountIdentity.h"
#include "recipients/AccountRules.h"
#include "recipients/PaymentAccountForm.h"
#include "wallets/WalletNames.h"
#include "widgets/MoneyEdit.h"
#include "widgets/PaymentAccountFields.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

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

} // namespace

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
    // (A screen reader finds a label only beside its field: the amount, inside its row, is named.)
    if (editor->focusProxy())
        a11y::nameByLabel(r.label, editor->focusProxy());
    else
        r.label->setBuddy(editor);
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
    a11y::describeByMessage(r.editor, r.message->text());

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
    // By name, as a person looks for one ("KES wallet", "Payroll · KES"), whatever order the service
    // lists; the id in the tooltip.
    QList<int> rows;
    for (int row = 0; row < m_wallets->rowCount(); ++row)
        rows.append(row);
    std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) {
        return QString::localeAwareCompare(m_wallets->displayName(a), m_wallets->displayName(b)) < 0;
    });
    for (int row : std::as_const(rows)) {
        const api::Wallet w = m_wallets->wallet(row);
        m_walletCombo->addItem(
            tr("%1 \u00B7 %2 available").arg(m_wallets->displayName(row), w.available.toDisplay(locale())),
            w.id);
        m_walletCombo->setItemData(m_walletCombo->count() - 1, wallets::WalletNames::idTooltip(w.id),
                                   Qt::ToolTipRole);
    }
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
    for (const api::PaymentAccount &a : m_recipients->items()) {
        // Holder and account in words (the bank by name); the ids only in the tooltip.
        m_recipientCombo->addItem(
            u"%1 \u00B7 %2"_s.arg(a.details.holder.name, m_recipients->accountText(a.details)), a.id);
        m_recipientCombo->setItemData(
            m_recipientCombo->count() - 1,
            a.details.bankId.isEmpty() ? a.id : u"%1 \u00B7 %2"_s.arg(a.id, a.details.bankId),
            Qt::ToolTipRole);
    }
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
    switch (m_lookup->tone()) {
    case LookupValidator::Tone::Good:
        tone = style::Tone::Success;
        break;
    case LookupValidator::Tone::Doubtful:
        tone = style::Tone::Warning;
        break;
    case LookupValidator::Tone::Bad:
        tone = style::Tone::Error;
        break;
    case LookupValidator::Tone::Neutral:
        break;
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
void NewPayoutPage::showSenders()
{
    if (!m_senderCombo)
        return;
    const QSignalBlocker blocker(m_senderCombo);
    m_senderCombo->clear();
    m_senderCombo->addItem(tr("A new sender"), -1);
    for (int i = 0; i < m_savedSenders.size(); ++i)
        m_senderCombo->addItem(payouts::SavedSender::label(m_savedSenders.at(i)), i);
    m_savedSenderRow->setVisible(!m_savedSenders.isEmpty());
}
void NewPayoutPage::useSender(int comboIndex)
{
    if (!m_form || comboIndex < 0)
        return;
    const int index = m_senderCombo->itemData(comboIndex).toInt();
    const QHash<QString, QString> values = index >= 0 && index < m_savedSenders.size()
        ? payouts::SavedSender::formValues(m_savedSenders.at(index))
        : QHash<QString, QString>();
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
        || !payouts::SavedSender::wanted(*m_form, m_order))
        return;
    m_senderOffered = true;
    m_senderCombo->setCurrentIndex(1);
    useSender(1);
}

} // namespace paydesk::ui
