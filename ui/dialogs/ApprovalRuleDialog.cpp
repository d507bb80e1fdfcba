// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ApprovalRuleDialog.h"

#include "Accessible.h"
#include "Style.h"
#include "dialogs/FitHeight.h"
#include "domain/SpecTables.h"
#include "widgets/MoneyEdit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::ApprovalRule;
using store::StoreError;
using store::StoreResult;

namespace {

// An editor with its message under it, for a form row.
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

ApprovalRuleDialog::ApprovalRuleDialog(const operators::OperatorDirectory &directory,
                                       const store::AuthenticatedOperator &actor, const ApprovalRule &rule,
                                       const QStringList &taken, QWidget *parent)
    : QDialog(parent)
    , m_directory(directory)
    , m_actor(actor)
    , m_read(rule)
    , m_adding(rule.currency.isEmpty())
{
    setObjectName(u"approvalRuleDialog"_s);
    setWindowTitle(m_adding ? tr("Add approval rule") : tr("Edit approval rule"));

    auto *intro
        = new QLabel(tr("How many approvers a payout in this currency needs, and how long a draft may "
                        "wait for them."));
    intro->setWordWrap(true);

    m_currencyCombo = new QComboBox;
    m_currencyCombo->setObjectName(u"currencyCombo"_s);
    for (const spec::CurrencyInfo &c : spec::currencies()) {
        const QString code = QString::fromLatin1(c.code);
        if (m_adding ? taken.contains(code) : code != rule.currency)
            continue;
        m_currencyCombo->addItem(tr("%1 \u2014 %2").arg(code, spec::tr(c.name)), code);
    }
    m_currencyCombo->setEnabled(m_adding);

    m_thresholdEdit = new MoneyEdit;
    m_thresholdEdit->setObjectName(u"thresholdEdit"_s);
    m_thresholdMessage = new QLabel;
    m_thresholdMessage->setObjectName(u"thresholdMessageLabel"_s);

    m_expirySpin = new QSpinBox;
    m_expirySpin->setObjectName(u"expirySpin"_s);
    // Wider than the rule allows, so that a number out of it is said on the field, not just refused.
    m_expirySpin->setRange(0, 9999);
    m_expirySpin->setSuffix(tr(" days"));
    m_expirySpin->setValue(rule.expiryDays);
    m_expiryMessage = new QLabel;
    m_expiryMessage->setObjectName(u"expiryMessageLabel"_s);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *currencyLabel = new QLabel(tr("&Currency:"));
    currencyLabel->setBuddy(m_currencyCombo);
    auto *thresholdLabel = new QLabel(tr("Second appro&ver above:"));
    a11y::nameByLabel(thresholdLabel, m_thresholdEdit); // (in a cell with its message)
    auto *expiryLabel = new QLabel(tr("Drafts &expire after:"));
    a11y::nameByLabel(expiryLabel, m_expirySpin);
    form->addRow(currencyLabel, m_currencyCombo);
    form->addRow(thresholdLabel, withMessage(m_thresholdEdit, m_thresholdMessage));
    form->addRow(expiryLabel, withMessage(m_expirySpin, m_expiryMessage));

    m_errorLabel = new QLabel;
    m_errorLabel->setObjectName(u"errorLabel"_s);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->hide();

    auto *buttons = new QDialogButtonBox(this); // in the dialog before setDefault(): its main default
    m_okButton = buttons->addButton(m_adding ? tr("&Add") : tr("&Save"), QDialogButtonBox::AcceptRole);
    m_okButton->setObjectName(u"okButton"_s);
    m_okButton->setDefault(true);
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    connect(m_okButton, &QPushButton::clicked, this, &ApprovalRuleDialog::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &ApprovalRuleDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(m_errorLabel);
    layout->addWidget(buttons);
    setMinimumWidth(520);

    connect(m_currencyCombo, &QComboBox::currentIndexChanged, this, &ApprovalRuleDialog::onCurrencyChosen);
    onCurrencyChosen();
    if (rule.secondApproverAbove.isValid())
        m_thresholdEdit->setText(rule.secondApproverAbove.toDisplay(m_thresholdEdit->amountLocale()));
    connect(m_thresholdEdit, &QLineEdit::textEdited, this, [this] {
        showFieldError(m_thresholdEdit, m_thresholdMessage, {});
        showError({});
    });
    connect(m_expirySpin, &QSpinBox::valueChanged, this, [this] {
        showFieldError(m_expirySpin, m_expiryMessage, {});
        showError({});
    });
    if (m_currencyCombo->count() == 0) {
        m_okButton->setEnabled(false);
        showError(tr("Every currency has a rule already: edit one of them."));
    }
    (m_adding ? static_cast<QWidget *>(m_currencyCombo) : m_thresholdEdit)->setFocus();
}

ApprovalRuleDialog::~ApprovalRuleDialog() = default;

bool ApprovalRuleDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    fitHeightOnLayoutRequest(this, event);
    return handled;
}

void ApprovalRuleDialog::onCurrencyChosen()
{
    const QString currency = m_currencyCombo->currentData().toString();
    m_thresholdEdit->setCurrency(currency);
    m_thresholdEdit->setPlaceholderText(tr("Empty: one approver is always enough"));
    // What was typed for another currency may have too many decimals for this one.
    showFieldError(m_thresholdEdit, m_thresholdMessage, {});
}

ApprovalRule ApprovalRuleDialog::rule() const
{
    ApprovalRule rule = m_read;
    rule.currency = m_currencyCombo->currentData().toString();
    rule.secondApproverAbove
        = m_thresholdEdit->text().trimmed().isEmpty() ? Money() : m_thresholdEdit->amount();
    rule.expiryDays = m_expirySpin->value();
    return rule;
}

bool ApprovalRuleDialog::validate()
{
    const ApprovalRule r = rule();
    QString thresholdProblem;
    QString expiryProblem;
    if (!m_thresholdEdit->text().trimmed().isEmpty() && !r.secondApproverAbove.isValid())
        thresholdProblem = m_thresholdEdit->problem().isEmpty() ? tr("Not an amount in %1.").arg(r.currency)
                                                                : m_thresholdEdit->problem();
    const QString problem = r.validationError();
    if (r.expiryDays < 1 || r.expiryDays > ApprovalRule::maxExpiryDays)
        expiryProblem = problem;
    else if (!problem.isEmpty() && thresholdProblem.isEmpty() && r.secondApproverAbove.isValid())
        thresholdProblem = problem;
    else if (!problem.isEmpty())
        showError(problem); // the currency
    showFieldError(m_thresholdEdit, m_thresholdMessage, thresholdProblem);
    showFieldError(m_expirySpin, m_expiryMessage, expiryProblem);
    if (!thresholdProblem.isEmpty())
        m_thresholdEdit->setFocus();
    else if (!expiryProblem.isEmpty())
        m_expirySpin->setFocus();
    return thresholdProblem.isEmpty() && expiryProblem.isEmpty() && problem.isEmpty();
}

void ApprovalRuleDialog::showFieldError(QWidget *field, QLabel *message, const QString &text)
{
    style::markInvalid(field, !text.isEmpty());
    message->setText(text);
    a11y::describeByMessage(field, text);
    style::setErrorText(message, !text.isEmpty());
    message->setVisible(!text.isEmpty());
}

void ApprovalRuleDialog::showError(const QString &text)
{
    m_errorLabel->setText(text);
    style::setErrorText(m_errorLabel, !text.isEmpty());
    m_errorLabel->setVisible(!text.isEmpty());
}

void ApprovalRuleDialog::reject()
{
    if (m_busy)
        return;
    QDialog::reject();
}

void ApprovalRuleDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_currencyCombo->setEnabled(!busy && m_adding);
    m_thresholdEdit->setEnabled(!busy);
    m_expirySpin->setEnabled(!busy);
    m_okButton->setEnabled(!busy);
    m_cancelButton->setEnabled(!busy);
}

void ApprovalRuleDialog::submit()
{
    if (m_busy)
        return;
    showError({});
    if (!validate())
        return;
    const ApprovalRule r = rule();
    const qint64 revision = m_adding ? 0 : m_read.revision;
    setBusy(true);
    m_directory.setRule(m_actor, r, revision, this, [this](const StoreResult<ApprovalRule> &result) {
        setBusy(false);
        if (result.ok()) {
            Q_EMIT saved(result.value(),
                         tr("The approval rule of %1 was saved.").arg(result.value().currency));
            accept();
            return;
        }
        showError(result.error().message());
        const StoreError::Kind kind = result.error().kind();
        if (kind == StoreError::Kind::Conflict || kind == StoreError::Kind::NotAllowed
            || kind == StoreError::Kind::NotFound)
            Q_EMIT storeChanged();
    });
}

} // namespace paydesk::ui
