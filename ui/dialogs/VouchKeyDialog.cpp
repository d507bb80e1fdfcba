// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/VouchKeyDialog.h"

#include "Style.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::Operator;
using store::StoreError;

VouchKeyDialog::VouchKeyDialog(const operators::OperatorDirectory &directory,
                               const store::AuthenticatedOperator &actor, const Operator &owner,
                               const operators::KeyStanding &standing, QWidget *parent)
    : QDialog(parent)
    , m_directory(directory)
    , m_actor(actor)
    , m_owner(owner)
    , m_keyId(standing.key() ? standing.key()->keyId : QString())
{
    setObjectName(u"vouchKeyDialog"_s);
    setWindowTitle(tr("Vouch for the signing key of %1").arg(owner.displayName));
    auto *layout = new QVBoxLayout(this);

    auto *intro = new QLabel(
        tr("Ask %1 to read out the fingerprint of their signing key, as the Operators page shows it on their "
           "own screen, and compare it with the one below, group by group. Vouch only when every group is "
           "the same: from then on, the approvals %1 signs with this key count.")
            .arg(owner.displayName));
    intro->setObjectName(u"vouchIntroLabel"_s);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    auto *who = new QLabel(u"%1 (%2)"_s.arg(owner.displayName, owner.id));
    who->setObjectName(u"keyOwnerLabel"_s);
    form->addRow(tr("Operator:"), who);
    QString role = Operator::roleName(owner.role);
    if (owner.administrator)
        role = tr("%1, administrator").arg(role);
    auto *roleLabel = new QLabel(role);
    roleLabel->setObjectName(u"keyRoleLabel"_s);
    form->addRow(tr("Role:"), roleLabel);
    auto *fingerprint = new QLabel(standing.fingerprint());
    fingerprint->setObjectName(u"fingerprintLabel"_s);
    fingerprint->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    fixed.setPointSizeF(fixed.pointSizeF() * 1.4);
    fixed.setBold(true);
    fingerprint->setFont(fixed);
    fingerprint->setAccessibleName(tr("Fingerprint of the key of %1").arg(owner.displayName));
    // Read group by group by a screen reader too.
    fingerprint->setAccessibleDescription(standing.fingerprint());
    form->addRow(tr("Fingerprint:"), fingerprint);

    if (!actor.signingKey()) {
        m_passphrase = new QLineEdit;
        m_passphrase->setObjectName(u"passphraseEdit"_s);
        m_passphrase->setEchoMode(QLineEdit::Password);
        m_passphrase->setMaxLength(Operator::maxPassphraseLength);
        auto *label = new QLabel(tr("Your &passphrase:"));
        label->setBuddy(m_passphrase);
        form->addRow(label, m_passphrase);
        auto *why = new QLabel(tr("Your own signing key signs this vouch: your passphrase unlocks it."));
        why->setObjectName(u"passphraseWhyLabel"_s);
        why->setWordWrap(true);
        form->addRow(QString(), why);
    }
    layout->addLayout(form);

    m_errorLabel = new QLabel;
    m_errorLabel->setObjectName(u"errorLabel"_s);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    style::setErrorText(m_errorLabel, true);
    m_errorLabel->hide();
    layout->addWidget(m_errorLabel);

    auto *buttons = new QDialogButtonBox(this);
    // An action, not an accept button: the box would make that the default, and Return would vouch.
    m_vouchButton
        = buttons->addButton(tr("&Vouch: the fingerprints are the same"), QDialogButtonBox::ActionRole);
    m_vouchButton->setObjectName(u"vouchButton"_s);
    m_vouchButton->setEnabled(!m_keyId.isEmpty());
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    // Return neither vouches nor cancels by accident: the person compares first, then chooses.
    m_vouchButton->setAutoDefault(false);
    m_cancelButton->setAutoDefault(false);
    layout->addWidget(buttons);
    connect(m_vouchButton, &QPushButton::clicked, this, &VouchKeyDialog::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &VouchKeyDialog::reject);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
    if (m_passphrase)
        m_passphrase->setFocus();
}

void VouchKeyDialog::reject()
{
    if (m_busy)
        return;
    QDialog::reject();
}

void VouchKeyDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_vouchButton->setEnabled(!busy && !m_keyId.isEmpty());
    m_cancelButton->setEnabled(!busy);
    if (m_passphrase)
        m_passphrase->setEnabled(!busy);
}

void VouchKeyDialog::showError(const QString &text)
{
    m_errorLabel->setText(text);
    m_errorLabel->setVisible(!text.isEmpty());
}

void VouchKeyDialog::submit()
{
    if (m_busy || m_keyId.isEmpty())
        return;
    QString passphrase;
    if (m_passphrase) {
        passphrase = m_passphrase->text();
        style::markInvalid(m_passphrase, passphrase.isEmpty());
        if (passphrase.isEmpty()) {
            showError(tr("Type your passphrase: it unlocks your signing key, which signs the vouch."));
            m_passphrase->setFocus();
            return;
        }
        m_passphrase->clear(); // not kept in the widget while the call runs
    }
    showError({});
    setBusy(true);
    m_directory.vouch(
        m_actor, m_keyId, passphrase, this, [this](const operators::OperatorDirectory::Vouching &result) {
            setBusy(false);
            if (result.auth && !result.auth->ok()) {
                if (m_passphrase) {
                    style::markInvalid(m_passphrase, true);
                    m_passphrase->setFocus();
                }
                return showError(result.auth->message());
            }
            if (!result.vouched)
                return showError(tr("The key was not vouched for."));
            const store::StoreResult<operators::OperatorKey> &outcome = *result.vouched;
            if (!outcome.ok()) {
                showError(outcome.error().message());
                const StoreError::Kind kind = outcome.error().kind();
                if (kind == StoreError::Kind::Conflict || kind == StoreError::Kind::NotFound)
                    Q_EMIT storeChanged();
                return;
            }
            std::optional<store::AuthenticatedOperator> again;
            if (result.auth)
                again = *result.auth->authenticated;
            Q_EMIT vouched(tr("You vouched for the signing key of %1 (%2): their approvals count "
                              "from now on.")
                               .arg(m_owner.displayName, m_owner.id),
                           again);
            accept();
        });
}

} // namespace paydesk::ui
