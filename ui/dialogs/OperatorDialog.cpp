// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/OperatorDialog.h"

#include "Style.h"
#include "dialogs/FitHeight.h"
#include "widgets/OperatorFields.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <optional>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::Operator;
using store::StoreError;
using store::StoreResult;
using Field = OperatorFields::Field;

namespace {

OperatorFields::Fields fieldsOf(OperatorDialog::Mode mode)
{
    switch (mode) {
    case OperatorDialog::Mode::Add:
        return Field::Id | Field::DisplayName | Field::Role | Field::Administrator | Field::Passphrase;
    case OperatorDialog::Mode::Change:
        return Field::Id | Field::DisplayName | Field::Role | Field::Administrator;
    case OperatorDialog::Mode::ResetPassphrase:
        return Field::Passphrase;
    case OperatorDialog::Mode::ChangeOwnPassphrase:
        return Field::CurrentPassphrase | Field::Passphrase;
    }
    return {};
}

} // namespace

OperatorDialog::OperatorDialog(Mode mode, const operators::OperatorDirectory &directory,
                               const store::AuthenticatedOperator &actor, const Operator &target,
                               QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_directory(directory)
    , m_actor(actor)
    , m_target(target)
{
    setObjectName(u"operatorDialog"_s);
    auto *intro = new QLabel;
    intro->setObjectName(u"introLabel"_s);
    intro->setWordWrap(true);
    m_fields = new OperatorFields(fieldsOf(mode));
    QString okText;
    switch (mode) {
    case Mode::Add:
        setWindowTitle(tr("Add operator"));
        intro->setText(tr("A person who will use Paydesk. Give them their passphrase in person; they can "
                          "change it once signed in."));
        okText = tr("A&dd"); // (Alt+A: Administrator)
        break;
    case Mode::Change:
        setWindowTitle(tr("Change operator"));
        intro->setText(tr("What %1 is called and what they may do.").arg(target.displayName));
        m_fields->setOperator(target);
        okText = tr("Sa&ve"); // (Alt+S: Sign-in name)
        break;
    case Mode::ResetPassphrase:
        setWindowTitle(tr("Reset passphrase"));
        intro->setText(tr("A new passphrase for %1 (%2), who forgot theirs. Give it to them in person; they "
                          "can change it once signed in.")
                           .arg(target.displayName, target.id));
        okText = tr("&Reset");
        break;
    case Mode::ChangeOwnPassphrase:
        setWindowTitle(tr("Change my passphrase"));
        intro->setText(tr("Your current passphrase first, then the new one twice."));
        okText = tr("C&hange"); // (Alt+C: Current passphrase)
        break;
    }

    m_errorLabel = new QLabel;
    m_errorLabel->setObjectName(u"errorLabel"_s);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->hide();

    auto *buttons = new QDialogButtonBox(this); // in the dialog before setDefault(): its main default
    m_okButton = buttons->addButton(okText, QDialogButtonBox::AcceptRole);
    m_okButton->setObjectName(u"okButton"_s);
    m_okButton->setDefault(true);
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    connect(m_okButton, &QPushButton::clicked, this, &OperatorDialog::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &OperatorDialog::reject);
    connect(m_fields, &OperatorFields::edited, this, [this] { showError({}); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_fields);
    layout->addStretch();
    layout->addWidget(m_errorLabel);
    layout->addWidget(buttons);
    // The dialog grows with what it says (a field's reason, the error above the buttons) instead of
    // squeezing it: the layout sets its minimum size, and the width is a child's.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_fields->setMinimumWidth(480);

    const Field first = mode == Mode::Add ? Field::Id
        : mode == Mode::Change            ? Field::DisplayName
        : mode == Mode::ResetPassphrase   ? Field::Passphrase
                                          : Field::CurrentPassphrase;
    if (QWidget *editor = m_fields->editor(first))
        editor->setFocus();
}

OperatorDialog::~OperatorDialog() = default;

bool OperatorDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    fitHeightOnLayoutRequest(this, event);
    return handled;
}

void OperatorDialog::reject()
{
    if (m_busy)
        return;
    QDialog::reject();
}

void OperatorDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_fields->setEditorsEnabled(!busy);
    m_okButton->setEnabled(!busy);
    m_cancelButton->setEnabled(!busy);
    if (busy) {
        m_errorLabel->setText(m_mode == Mode::Change ? tr("Saving\u2026")
                                                     : tr("Protecting the passphrase\u2026"));
        style::setErrorText(m_errorLabel, false);
        m_errorLabel->show();
    } else {
        showError({});
    }
}

void OperatorDialog::showError(const QString &text)
{
    if (m_busy)
        return;
    m_errorLabel->setText(text);
    style::setErrorText(m_errorLabel, !text.isEmpty());
    m_errorLabel->setVisible(!text.isEmpty());
}

void OperatorDialog::submit()
{
    if (m_busy || !m_fields->validate())
        return;
    const store::AuthenticatedOperator actor = m_actor;
    const QString id = m_target.id;
    const QString passphrase = m_fields->passphrase();
    auto done = [this](const StoreResult<Operator> &result) { finish(result); };
    setBusy(true);
    switch (m_mode) {
    case Mode::Add: {
        const store::Operators::NewOperator spec {m_fields->id(), m_fields->displayName(), m_fields->role(),
                                                  m_fields->administrator()};
        return m_directory.add(actor, spec, passphrase, this, done);
    }
    case Mode::Change: {
        const qint64 revision = m_target.revision;
        const QString name = m_fields->displayName();
        const Operator::Role role = m_fields->role();
        const bool administrator = m_fields->administrator();
        return m_directory.change(actor, id, revision, name, role, administrator, this, done);
    }
    case Mode::ResetPassphrase:
        return m_directory.resetPassphrase(actor, id, passphrase, this, done);
    case Mode::ChangeOwnPassphrase: {
        const QString current = m_fields->currentPassphrase();
        // The current passphrase is checked again first: the store wants a person proven now.
        return m_directory.changeOwnPassphrase(
            actor, current, passphrase, this,
            [this](const operators::OperatorDirectory::OwnPassphrase &result) {
                if (!result.auth.ok()) {
                    setBusy(false);
                    m_fields->clearPassphrases();
                    if (result.auth.outcome == store::AuthResult::Outcome::StoreFailed)
                        return showError(result.auth.message());
                    return m_fields->showFieldError(Field::CurrentPassphrase, result.auth.message());
                }
                finish(*result.changed);
            });
    }
    }
}

void OperatorDialog::finish(const StoreResult<Operator> &result)
{
    setBusy(false);
    if (result.ok()) {
        m_fields->clearPassphrases();
        const Operator &op = result.value();
        QString message;
        switch (m_mode) {
        case Mode::Add:
            message = tr("%1 (%2) was added: %3%4.")
                          .arg(op.displayName, op.id, Operator::roleName(op.role),
                               op.administrator ? tr(", administrator") : QString());
            break;
        case Mode::Change:
            message = tr("%1 (%2) was changed.").arg(op.displayName, op.id);
            break;
        case Mode::ResetPassphrase:
            message = tr("The passphrase of %1 (%2) was reset.").arg(op.displayName, op.id);
            break;
        case Mode::ChangeOwnPassphrase:
            message = tr("Your passphrase was changed.");
            break;
        }
        Q_EMIT saved(op, message);
        accept();
        return;
    }
    const StoreError &error = result.error();
    switch (error.kind()) {
    case StoreError::Kind::Duplicate:
        return m_fields->showFieldError(Field::Id, error.message());
    case StoreError::Kind::Conflict:
    case StoreError::Kind::NotFound:
    case StoreError::Kind::NotAllowed:
        // Changed meanwhile, gone, or the person may no longer do this: the page reads again.
        showError(error.message());
        Q_EMIT storeChanged();
        return;
    default:
        return showError(error.message());
    }
}

} // namespace paydesk::ui
