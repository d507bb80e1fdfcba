// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/SignInDialog.h"

#include "Accessible.h"
#include "Style.h"
#include "dialogs/FitHeight.h"
#include "operators/SignedIn.h"
#include "widgets/OperatorFields.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::Operator;
using store::AuthResult;
using store::StoreResult;

SignInDialog::SignInDialog(store::Operators *operators, operators::SignedIn *signedIn, QWidget *parent)
    : QDialog(parent)
    , m_directory(operators)
    , m_signedIn(signedIn)
{
    setObjectName(u"signInDialog"_s);
    setWindowTitle(tr("Sign in"));

    m_introLabel = new QLabel;
    m_introLabel->setObjectName(u"introLabel"_s);
    m_introLabel->setWordWrap(true);

    // Signing in.
    auto *signInPage = new QWidget;
    m_operatorCombo = new QComboBox;
    m_operatorCombo->setObjectName(u"operatorCombo"_s);
    m_operatorCombo->setMinimumContentsLength(20);
    m_passphraseEdit = new QLineEdit;
    m_passphraseEdit->setObjectName(u"signInPassphraseEdit"_s);
    m_passphraseEdit->setEchoMode(QLineEdit::Password);
    m_passphraseEdit->setMaxLength(Operator::maxPassphraseLength);
    m_passphraseMessage = new QLabel;
    m_passphraseMessage->setObjectName(u"signInPassphraseMessageLabel"_s);
    m_passphraseMessage->setWordWrap(true);
    m_passphraseMessage->hide();
    auto *passphraseCell = new QWidget;
    auto *passphraseLayout = new QVBoxLayout(passphraseCell);
    passphraseLayout->setContentsMargins({});
    passphraseLayout->setSpacing(2);
    passphraseLayout->addWidget(m_passphraseEdit);
    passphraseLayout->addWidget(m_passphraseMessage);
    auto *form = new QFormLayout(signInPage);
    form->setContentsMargins({});
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *operatorLabel = new QLabel(tr("&Operator:"));
    operatorLabel->setBuddy(m_operatorCombo);
    auto *passphraseLabel = new QLabel(tr("&Passphrase:"));
    a11y::nameByLabel(passphraseLabel, m_passphraseEdit); // (in a cell with its message)
    form->addRow(operatorLabel, m_operatorCombo);
    form->addRow(passphraseLabel, passphraseCell);
    connect(m_passphraseEdit, &QLineEdit::textEdited, this, [this] { showPassphraseError({}); });
    connect(m_operatorCombo, &QComboBox::currentIndexChanged, this, [this] { showPassphraseError({}); });

    // The first administrator.
    m_fields = new OperatorFields(OperatorFields::Field::Id | OperatorFields::Field::DisplayName
                                  | OperatorFields::Field::Role | OperatorFields::Field::Administrator
                                  | OperatorFields::Field::Passphrase);
    m_fields->fixAdministrator(tr("The first operator is an administrator: they add the others."));

    // One of the two at a time, the dialog as high as the one shown (a stacked widget would be as
    // high as the highest).
    m_signInPage = signInPage;
    m_signInPage->hide();
    m_fields->hide();

    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->hide();

    auto *buttons = new QDialogButtonBox(this); // in the dialog before setDefault(): its main default
    m_signInButton = buttons->addButton(tr("&Sign in"), QDialogButtonBox::AcceptRole);
    m_signInButton->setObjectName(u"signInButton"_s);
    m_signInButton->setDefault(true);
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    connect(m_signInButton, &QPushButton::clicked, this, &SignInDialog::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &SignInDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_introLabel);
    layout->addWidget(m_signInPage);
    layout->addWidget(m_fields);
    layout->addStretch();
    layout->addWidget(m_statusLabel);
    layout->addWidget(buttons);
    setMinimumWidth(520);

    setMode(Mode::Loading);
    load();
}

SignInDialog::~SignInDialog() = default;

bool SignInDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    fitHeightOnLayoutRequest(this, event);
    return handled;
}

void SignInDialog::setPreferredOperator(const QString &id)
{
    m_preferredId = id;
    if (const int index = m_operatorCombo->findData(id); index >= 0)
        m_operatorCombo->setCurrentIndex(index);
}

void SignInDialog::reject()
{
    if (m_busy)
        return; // the check finishes first (a fraction of a second)
    QDialog::reject();
}

void SignInDialog::load(const QString &note)
{
    setMode(Mode::Loading);
    m_directory.list(this, [this, note](const StoreResult<QList<Operator>> &result) {
        if (!result.ok()) {
            setMode(Mode::Failed);
            showStatus(result.error().message(), true);
            return;
        }
        showOperators(result.value());
        if (!note.isEmpty())
            showStatus(note, true);
    });
}

void SignInDialog::showOperators(const QList<Operator> &all)
{
    if (all.isEmpty())
        return setMode(Mode::FirstAdministrator);
    QList<Operator> active;
    std::copy_if(all.cbegin(), all.cend(), std::back_inserter(active),
                 [](const Operator &op) { return op.isActive(); });
    std::sort(active.begin(), active.end(), [](const Operator &a, const Operator &b) {
        const int byName = QString::localeAwareCompare(a.displayName, b.displayName);
        return byName != 0 ? byName < 0 : a.id < b.id;
    });
    const QSignalBlocker blocker(m_operatorCombo);
    m_operatorCombo->clear();
    for (const Operator &op : std::as_const(active)) {
        m_operatorCombo->addItem(tr("%1 (%2)").arg(op.displayName, op.id), op.id);
        m_operatorCombo->setItemData(m_operatorCombo->count() - 1, Operator::roleName(op.role),
                                     Qt::ToolTipRole);
    }
    if (const int index = m_operatorCombo->findData(m_preferredId); index >= 0)
        m_operatorCombo->setCurrentIndex(index);
    setMode(Mode::SignIn);
    if (active.isEmpty()) {
        m_signInButton->setEnabled(false);
        showStatus(tr("Every operator is disabled: nobody can sign in."), true);
    }
}

void SignInDialog::setMode(Mode mode)
{
    m_mode = mode;
    showStatus({}, false);
    switch (mode) {
    case Mode::Loading:
        setWindowTitle(tr("Sign in"));
        m_introLabel->setText(tr("Reading the operators\u2026"));
        showPage(nullptr);
        m_signInButton->setEnabled(false);
        m_signInButton->setText(tr("&Sign in"));
        break;
    case Mode::SignIn:
        setWindowTitle(tr("Sign in"));
        m_introLabel->setText(tr("Choose who you are and type your passphrase. What you draft is recorded "
                                 "under your name."));
        showPage(m_signInPage);
        m_signInButton->setEnabled(true);
        m_signInButton->setText(tr("&Sign in"));
        m_passphraseEdit->setFocus();
        break;
    case Mode::FirstAdministrator:
        setWindowTitle(tr("Set up the first administrator"));
        m_introLabel->setText(tr("Paydesk has no operators yet. Set up the first one: the person who adds "
                                 "the others (makers who draft payouts, approvers who approve them) and "
                                 "sets the approval rules."));
        showPage(m_fields);
        m_signInButton->setEnabled(true);
        m_signInButton->setText(tr("Set &up and sign in"));
        if (QWidget *id = m_fields->editor(OperatorFields::Field::Id))
            id->setFocus();
        break;
    case Mode::Failed:
        setWindowTitle(tr("Sign in"));
        m_introLabel->setText(tr("The operators could not be read."));
        showPage(nullptr);
        m_signInButton->setEnabled(true);
        m_signInButton->setText(tr("&Retry"));
        break;
    }
}

void SignInDialog::showPage(QWidget *page)
{
    m_signInPage->setVisible(page == m_signInPage);
    m_fields->setVisible(page == m_fields);
    if (isVisible()) {
        layout()->activate();
        adjustSize(); // as high as what is shown now, lower too
    }
}

void SignInDialog::setBusy(bool busy, const QString &status)
{
    m_busy = busy;
    m_operatorCombo->setEnabled(!busy);
    m_passphraseEdit->setEnabled(!busy);
    m_fields->setEditorsEnabled(!busy);
    m_signInButton->setEnabled(!busy);
    m_cancelButton->setEnabled(!busy);
    showStatus(status, false);
}

void SignInDialog::showStatus(const QString &text, bool error)
{
    m_statusLabel->setText(text);
    style::setErrorText(m_statusLabel, error);
    m_statusLabel->setVisible(!text.isEmpty());
}

void SignInDialog::showPassphraseError(const QString &text)
{
    style::markInvalid(m_passphraseEdit, !text.isEmpty());
    m_passphraseMessage->setText(text);
    a11y::describeByMessage(m_passphraseEdit, text);
    style::setErrorText(m_passphraseMessage, !text.isEmpty());
    m_passphraseMessage->setVisible(!text.isEmpty());
}

void SignInDialog::submit()
{
    if (m_busy)
        return;
    switch (m_mode) {
    case Mode::Loading:
        return;
    case Mode::SignIn:
        return signIn();
    case Mode::FirstAdministrator:
        return setUpFirstAdministrator();
    case Mode::Failed:
        return load();
    }
}

void SignInDialog::signIn()
{
    const QString id = m_operatorCombo->currentData().toString();
    const QString passphrase = m_passphraseEdit->text();
    if (id.isEmpty())
        return;
    if (passphrase.isEmpty()) {
        showPassphraseError(tr("Type your passphrase."));
        m_passphraseEdit->setFocus();
        return;
    }
    showPassphraseError({});
    setBusy(true, tr("Checking\u2026"));
    m_directory.signIn(id, passphrase, this, [this](const AuthResult &result) {
        setBusy(false);
        if (result.ok()) {
            m_passphraseEdit->clear();
            m_signedIn->signIn(*result.authenticated);
            accept();
            return;
        }
        m_passphraseEdit->clear();
        m_passphraseEdit->setFocus();
        if (result.outcome == AuthResult::Outcome::StoreFailed)
            showStatus(result.message(), true);
        else
            showPassphraseError(result.message());
    });
}

void SignInDialog::setUpFirstAdministrator()
{
    if (!m_fields->validate())
        return;
    const store::Operators::NewOperator spec {m_fields->id(), m_fields->displayName(), m_fields->role(),
                                              true};
    const QString passphrase = m_fields->passphrase();
    setBusy(true, tr("Setting up %1\u2026").arg(spec.displayName));
    m_directory.setUpFirstAdministrator(
        spec, passphrase, this, [this](const operators::OperatorDirectory::FirstAdministrator &result) {
            setBusy(false);
            if (!result.added.ok()) {
                const store::StoreError &error = result.added.error();
                if (error.kind() == store::StoreError::Kind::Conflict) {
                    // Someone set Paydesk up meanwhile (another window, another workstation):
                    // sign in among the operators there are now.
                    m_fields->clearPassphrases();
                    return load(error.message());
                }
                if (error.kind() == store::StoreError::Kind::Duplicate)
                    return m_fields->showFieldError(OperatorFields::Field::Id, error.message());
                showStatus(error.message(), true);
                return;
            }
            m_fields->clearPassphrases();
            if (!result.auth.ok()) {
                setPreferredOperator(result.added.value().id);
                return load(result.auth.message());
            }
            m_signedIn->signIn(*result.auth.authenticated);
            accept();
        });
}

} // namespace paydesk::ui
