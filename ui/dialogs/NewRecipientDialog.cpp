// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/NewRecipientDialog.h"

#include "Style.h"
#include "widgets/PaymentAccountFields.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using recipients::PaymentAccountForm;
using Status = PaymentAccountForm::Status;
using Field = PaymentAccountForm::Field;

namespace { } // namespace

NewRecipientDialog::NewRecipientDialog(api::ApiClient *client, QWidget *parent)
    : QDialog(parent)
    , m_form(new PaymentAccountForm(client, this))
{
    setObjectName(u"newRecipientDialog"_s);
    setWindowTitle(tr("New recipient"));
    buildUi();

    connect(m_form, &PaymentAccountForm::fieldChanged, this, &NewRecipientDialog::showCreateButton);
    connect(m_form, &PaymentAccountForm::canSubmitChanged, this, &NewRecipientDialog::showCreateButton);
    connect(m_form, &PaymentAccountForm::statusChanged, this, &NewRecipientDialog::showStatus);
    connect(m_form, &PaymentAccountForm::saved, this, &NewRecipientDialog::recipientSaved);
    showStatus();
}

NewRecipientDialog::~NewRecipientDialog() = default;

void NewRecipientDialog::buildUi()
{
    m_fields = new PaymentAccountFields(m_form, this);
    m_fields->setObjectName(u"accountFields"_s);

    m_outcomeLabel = new QLabel(this);
    m_outcomeLabel->setObjectName(u"outcomeLabel"_s);
    m_outcomeLabel->setWordWrap(true);
    m_outcomeLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(this);
    m_createButton = buttons->addButton(tr("C&reate"), QDialogButtonBox::AcceptRole);
    m_createButton->setObjectName(u"createButton"_s);
    m_createButton->setDefault(true);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(u"closeButton"_s);
    close->setAutoDefault(false);
    // Create does not close the dialog: its outcome shows here.
    connect(m_createButton, &QPushButton::clicked, m_form, &PaymentAccountForm::submit);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_fields);
    layout->addStretch();
    layout->addWidget(m_outcomeLabel);
    layout->addWidget(buttons);
    setMinimumWidth(480);
}

void NewRecipientDialog::showStatus()
{
    m_fields->setEditorsEnabled(!m_form->isSubmitting());
    const api::PaymentAccount saved = m_form->savedAccount();
    QString text;
    style::Tone tone = style::Tone::Plain;
    switch (m_form->status()) {
    case Status::Editing:
        break;
    case Status::Submitting:
        text = tr("Creating the recipient\u2026");
        break;
    case Status::Created:
        text = tr("Recipient created (%1).").arg(saved.id);
        tone = style::Tone::Success;
        break;
    case Status::AlreadyExisted:
        // The service finds an account by its coordinates (number and operator, bank and
        // number, ...): the holder it has may not be the one typed, and that is worth knowing.
        if (saved.details.holder.name.compare(m_form->normalized(Field::HolderName), Qt::CaseInsensitive)
            != 0)
            text = tr("This account already existed, saved for \u201C%1\u201D, not \u201C%2\u201D (%3). "
                      "Nothing was changed.")
                       .arg(saved.details.holder.name, m_form->normalized(Field::HolderName), saved.id);
        else
            text = tr("This recipient already existed (%1). Nothing was changed.").arg(saved.id);
        break;
    case Status::Rejected:
    case Status::Failed:
        text = m_form->failureMessage();
        tone = style::Tone::Error;
        break;
    }
    m_outcomeLabel->setText(text);
    style::setToneText(m_outcomeLabel, tone);
    m_outcomeLabel->setVisible(!text.isEmpty());
    showCreateButton();
}

bool NewRecipientDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    if (event->type() == QEvent::LayoutRequest) // laid out again: a note came, went or wrapped
        fitHeight();
    return handled;
}

void NewRecipientDialog::fitHeight()
{
    // The notes under the fields wrap: a window's layout does not ask for the height they need at
    // its width by itself, so they would be cut.
    if (!isVisible())
        return;
    QLayout *top = layout();
    const int needed
        = top->hasHeightForWidth() ? top->totalHeightForWidth(width()) : top->totalSizeHint().height();
    setMinimumHeight(needed);
    if (height() < needed)
        resize(width(), needed);
}

void NewRecipientDialog::showCreateButton()
{
    const bool busy = m_form->isSubmitting();
    m_createButton->setEnabled(m_form->canSubmit());
    m_createButton->setText(busy ? tr("Creating\u2026") : tr("C&reate"));
    QStringList missing;
    for (const Field field : m_form->missingFields())
        missing << m_fields->fieldLabel(field);
    if (busy || m_form->canSubmit())
        m_createButton->setToolTip({});
    else if (!missing.isEmpty())
        m_createButton->setToolTip(tr("Still to fill in: %1").arg(missing.join(u", "_s)));
    else
        m_createButton->setToolTip(tr("Some fields are not right yet: see the notes under them."));
}

} // namespace paydesk::ui
