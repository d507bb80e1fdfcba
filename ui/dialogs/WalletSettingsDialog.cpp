// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/WalletSettingsDialog.h"

#include "Style.h"
#include "operators/SignedIn.h"
#include "wallets/WalletNames.h"
#include "wallets/WalletSettingsStore.h"
#include "wallets/WalletsDesk.h"
#include "widgets/MoneyEdit.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using wallets::WalletSetting;

namespace {

QWidget *withMessage(QWidget *editor, QLabel *message)
{
    message->setWordWrap(true);
    message->hide();
    auto *cell = new QWidget;
    auto *layout = new QVBoxLayout(cell);
    layout->setContentsMargins({});
    layout->setSpacing(2);
    layout->addWidget(editor);
    layout->addWidget(message);
    return cell;
}

} // namespace

WalletSettingsDialog::WalletSettingsDialog(wallets::WalletsDesk *desk, const operators::SignedIn *signedIn,
                                           const WalletSetting &current, const QString &walletName,
                                           QWidget *parent)
    : QDialog(parent)
    , m_desk(desk)
    , m_signedIn(signedIn)
    , m_current(current)
{
    Q_ASSERT(desk && signedIn);
    setObjectName(u"walletSettingsDialog"_s);
    setWindowTitle(tr("Name and alert level of %1").arg(walletName));

    auto *intro = new QLabel(tr("The name everyone in the team sees for this wallet, and the available "
                                "balance under which Paydesk warns you."));
    intro->setWordWrap(true);
    auto *idLabel = new QLabel(wallets::WalletNames::idTooltip(current.walletId));
    idLabel->setObjectName(u"walletIdLabel"_s);
    idLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_nameEdit = new QLineEdit(current.name);
    m_nameEdit->setObjectName(u"nameEdit"_s);
    m_nameEdit->setPlaceholderText(tr("Empty: \u201C%1 wallet\u201D").arg(current.currency));
    m_nameEdit->setAccessibleName(tr("Wallet name"));
    m_nameMessage = new QLabel;
    m_nameMessage->setObjectName(u"nameMessageLabel"_s);

    m_levelEdit = new MoneyEdit;
    m_levelEdit->setObjectName(u"levelEdit"_s);
    m_levelEdit->setCurrency(current.currency);
    m_levelEdit->setPlaceholderText(tr("Empty: no low-balance alert"));
    m_levelEdit->setAccessibleName(tr("Alert when the available balance is under"));
    m_levelEdit->setAccessibleDescription(tr("An amount in %1; empty for no alert").arg(current.currency));
    if (current.alertLevelMinor)
        m_levelEdit->setText(Money::fromMinorUnits(*current.alertLevelMinor, current.currency)
                                 .toDisplay(m_levelEdit->amountLocale()));
    m_levelMessage = new QLabel;
    m_levelMessage->setObjectName(u"levelMessageLabel"_s);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *nameLabel = new QLabel(tr("&Name:"));
    nameLabel->setBuddy(m_nameEdit);
    auto *levelLabel = new QLabel(tr("&Alert under (%1):").arg(current.currency));
    levelLabel->setBuddy(m_levelEdit);
    form->addRow(nameLabel, withMessage(m_nameEdit, m_nameMessage));
    form->addRow(levelLabel, withMessage(m_levelEdit, m_levelMessage));

    m_errorLabel = new QLabel;
    m_errorLabel->setObjectName(u"errorLabel"_s);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_okButton = buttons->addButton(tr("&Save"), QDialogButtonBox::AcceptRole);
    m_okButton->setObjectName(u"okButton"_s);
    m_okButton->setDefault(true);
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    connect(m_okButton, &QPushButton::clicked, this, &WalletSettingsDialog::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &WalletSettingsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(idLabel);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(m_errorLabel);
    layout->addWidget(buttons);
    setMinimumWidth(480);

    connect(m_nameEdit, &QLineEdit::textEdited, this, [this] {
        showFieldError(m_nameEdit, m_nameMessage, {});
        showError({});
    });
    connect(m_levelEdit, &QLineEdit::textEdited, this, [this] {
        showFieldError(m_levelEdit, m_levelMessage, {});
        showError({});
    });
    connect(m_desk, &wallets::WalletsDesk::putDone, this, [this](const WalletSetting &done) {
        if (!m_busy || done.walletId != m_current.walletId)
            return;
        setBusy(false);
        Q_EMIT saved(tr("The name and alert level of the wallet were saved."));
        accept();
    });
    connect(m_desk, &wallets::WalletsDesk::putFailed, this, [this](const QString &message) {
        if (!m_busy)
            return;
        setBusy(false);
        showError(message);
    });
    m_nameEdit->setFocus();
}

WalletSetting WalletSettingsDialog::setting() const
{
    WalletSetting s = m_current;
    s.name = m_nameEdit->text().trimmed();
    s.alertLevelMinor.reset();
    if (!m_levelEdit->text().trimmed().isEmpty() && m_levelEdit->amount().isValid())
        s.alertLevelMinor = m_levelEdit->amount().minorUnits();
    return s;
}

bool WalletSettingsDialog::validate()
{
    QString nameProblem;
    QString levelProblem;
    if (m_nameEdit->text().trimmed().size() > wallets::WalletSettingsStore::maxNameLength)
        nameProblem = tr("A wallet's name has at most %1 characters.")
                          .arg(wallets::WalletSettingsStore::maxNameLength);
    if (!m_levelEdit->text().trimmed().isEmpty()) {
        const Money level = m_levelEdit->amount();
        if (!level.isValid())
            levelProblem = m_levelEdit->problem().isEmpty()
                ? tr("Not an amount in %1.").arg(m_current.currency)
                : m_levelEdit->problem();
        else if (level.sign() < 0)
            levelProblem = tr("The alert level cannot be under zero.");
    }
    showFieldError(m_nameEdit, m_nameMessage, nameProblem);
    showFieldError(m_levelEdit, m_levelMessage, levelProblem);
    if (!nameProblem.isEmpty())
        m_nameEdit->setFocus();
    else if (!levelProblem.isEmpty())
        m_levelEdit->setFocus();
    return nameProblem.isEmpty() && levelProblem.isEmpty();
}

void WalletSettingsDialog::showFieldError(QWidget *field, QLabel *message, const QString &text)
{
    style::markInvalid(field, !text.isEmpty());
    message->setText(text);
    style::setErrorText(message, !text.isEmpty());
    message->setVisible(!text.isEmpty());
    // A screen reader says the message with the field (and the field's own description without one).
    if (!field->property("baseDescription").isValid())
        field->setProperty("baseDescription", field->accessibleDescription());
    field->setAccessibleDescription(text.isEmpty() ? field->property("baseDescription").toString() : text);
}

void WalletSettingsDialog::showError(const QString &text)
{
    m_errorLabel->setText(text);
    style::setErrorText(m_errorLabel, !text.isEmpty());
    m_errorLabel->setVisible(!text.isEmpty());
}

void WalletSettingsDialog::reject()
{
    if (m_busy)
        return;
    QDialog::reject();
}

void WalletSettingsDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_nameEdit->setEnabled(!busy);
    m_levelEdit->setEnabled(!busy);
    m_okButton->setEnabled(!busy);
    m_cancelButton->setEnabled(!busy);
}

void WalletSettingsDialog::submit()
{
    if (m_busy)
        return;
    showError({});
    if (!validate())
        return;
    if (!m_signedIn->isSignedIn()) {
        showError(tr("Sign in as an administrator first."));
        return;
    }
    setBusy(true);
    m_desk->put(m_signedIn->authenticated(), setting());
}

} // namespace paydesk::ui
