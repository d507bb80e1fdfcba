// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/PaymentAccountFields.h"

#include "Accessible.h"
#include "Style.h"
#include "domain/SpecTables.h"
#include "recipients/AccountRules.h"
#include "recipients/BankDirectory.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using recipients::BankDirectory;
using recipients::PaymentAccountForm;
using FieldState = PaymentAccountForm::FieldState;

PaymentAccountFields::PaymentAccountFields(PaymentAccountForm *form, QWidget *parent)
    : QWidget(parent)
    , m_form(form)
{
    m_layout = new QFormLayout(this);
    m_layout->setContentsMargins({});
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto newCombo = [this] { return new QComboBox(this); };
    auto newEdit = [this](const QString &placeholder) {
        auto *edit = new QLineEdit(this);
        edit->setPlaceholderText(placeholder);
        return edit;
    };

    addRow(Field::Type, tr("&Type:"), newCombo(), "typeCombo");
    addRow(Field::Country, tr("&Country:"), newCombo(), "countryCombo");
    addRow(Field::HolderName, tr("Ho&lder name:"), newEdit(tr("Full name, or registered business name")),
           "holderNameEdit");
    addRow(Field::HolderType, tr("Hol&der is:"), newCombo(), "holderTypeCombo");
    addRow(Field::Operator, tr("&Operator:"), newCombo(), "operatorCombo");
    addRow(Field::PhoneNumber, tr("Phone nu&mber:"), newEdit(tr("e.g. 0712 345 678 or +254 712 345 678")),
           "phoneEdit");
    addRow(Field::Bank, tr("&Bank:"), newCombo(), "bankCombo");
    addRow(Field::AccountNumber, tr("Acco&unt number:"), newEdit(tr("Letters and digits")),
           "accountNumberEdit");
    addRow(Field::RouteCode, tr("Rout&ing code:"), newEdit({}), "routeCodeEdit");
    addRow(Field::UpiHandle, tr("UPI address:"), newEdit(tr("e.g. jane.doe@okhdfc")), "upiEdit");
    lineEdit(Field::PhoneNumber)->setInputMethodHints(Qt::ImhDialableCharactersOnly);

    // Under the phone number: the number as it is sent, as it is typed.
    m_phoneHintLabel = new QLabel(this);
    m_phoneHintLabel->setObjectName(u"phoneHintLabel"_s);
    m_phoneHintLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_phoneHintLabel->hide();
    qobject_cast<QVBoxLayout *>(row(Field::PhoneNumber).cell->layout())->insertWidget(1, m_phoneHintLabel);

    // Under the bank: why the banks are not there, with Retry.
    m_banksStatusLabel = new QLabel(this);
    m_banksStatusLabel->setObjectName(u"banksStatusLabel"_s);
    m_banksStatusLabel->setWordWrap(true);
    style::setErrorText(m_banksStatusLabel, true);
    m_retryBanksButton = new QPushButton(tr("Retry"), this);
    m_retryBanksButton->setObjectName(u"retryBanksButton"_s);
    auto *banksLine = new QWidget(this);
    auto *banksLayout = new QHBoxLayout(banksLine);
    banksLayout->setContentsMargins({});
    banksLayout->addWidget(m_banksStatusLabel, 1);
    banksLayout->addWidget(m_retryBanksButton, 0, Qt::AlignTop);
    banksLine->hide();
    qobject_cast<QVBoxLayout *>(row(Field::Bank).cell->layout())->insertWidget(1, banksLine);
    connect(m_retryBanksButton, &QPushButton::clicked, this, [this] {
        if (BankDirectory *banks = m_form->bankDirectory())
            banks->load();
    });

    connect(m_form, &PaymentAccountForm::fieldChanged, this, &PaymentAccountFields::showField);
    connect(m_form, &PaymentAccountForm::statusChanged, this, &PaymentAccountFields::showBanks);
    if (BankDirectory *banks = m_form->bankDirectory())
        connect(banks, &BankDirectory::stateChanged, this, [this] { showField(Field::Bank); });
    showAll();
}

PaymentAccountFields::~PaymentAccountFields() = default;

void PaymentAccountFields::showAll()
{
    for (const Field field : PaymentAccountForm::fields())
        showField(field);
}

void PaymentAccountFields::setEditorsEnabled(bool enabled)
{
    m_editorsEnabled = enabled;
    for (const Row &r : m_rows)
        r.editor->setEnabled(enabled);
    showBanks();
}

void PaymentAccountFields::setShowMissing(bool show)
{
    if (m_showMissing == show)
        return;
    m_showMissing = show;
    showAll();
}

void PaymentAccountFields::addRow(Field field, const QString &label, QWidget *editor, const char *name)
{
    Row &r = row(field);
    const QString objectName = QString::fromLatin1(name);
    r.editor = editor;
    editor->setObjectName(objectName);
    r.message = new QLabel(this);
    QString stem = objectName;
    stem.chop(objectName.endsWith(u"Combo") ? 5 : 4); // "Combo", "Edit"
    r.message->setObjectName(stem + u"MessageLabel"_s);
    r.message->setWordWrap(true);
    r.message->hide();
    r.cell = new QWidget(this);
    auto *cellLayout = new QVBoxLayout(r.cell);
    cellLayout->setContentsMargins({});
    cellLayout->setSpacing(2);
    cellLayout->addWidget(editor);
    cellLayout->addWidget(r.message);
    r.label = new QLabel(label, this);
    a11y::nameByLabel(r.label, editor); // (the field is in a cell with its message)
    m_layout->addRow(r.label, r.cell);

    if (auto *c = qobject_cast<QComboBox *>(editor)) {
        connect(c, &QComboBox::currentIndexChanged, this, [this, field, c](int index) {
            if (index >= 0) {
                m_form->setValue(field, c->itemData(index).toString());
                Q_EMIT edited();
            }
        });
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        connect(edit, &QLineEdit::textEdited, this, [this, field](const QString &text) {
            m_form->setValue(field, text);
            Q_EMIT edited();
        });
    }
}

QComboBox *PaymentAccountFields::combo(Field field) const
{
    return qobject_cast<QComboBox *>(m_rows.at(std::size_t(field)).editor);
}

QLineEdit *PaymentAccountFields::lineEdit(Field field) const
{
    return qobject_cast<QLineEdit *>(m_rows.at(std::size_t(field)).editor);
}

void PaymentAccountFields::showField(Field field)
{
    Row &r = row(field);
    m_layout->setRowVisible(r.cell, m_form->isVisible(field));
    if (combo(field))
        showChoices(field);
    else if (QLineEdit *edit = lineEdit(field); edit->text() != m_form->value(field))
        edit->setText(m_form->value(field));

    const FieldState state = m_form->state(field);
    const bool missing = m_showMissing && m_form->missingFields().contains(field);
    const bool wrong = state == FieldState::Invalid || missing;
    style::markInvalid(r.editor, wrong);
    const bool said = wrong || state == FieldState::Pending;
    r.message->setText(!said ? QString() : missing ? tr("Required") : m_form->message(field));
    style::setErrorText(r.message, wrong);
    r.message->setEnabled(wrong); // a pending note is greyed
    r.message->setVisible(said && !r.message->text().isEmpty());
    a11y::describeByMessage(r.editor, r.message->text());

    switch (field) {
    case Field::PhoneNumber: {
        const QString international = m_form->normalized(Field::PhoneNumber);
        m_phoneHintLabel->setText(international.isEmpty() ? QString()
                                                          : tr("International form: %1").arg(international));
        m_phoneHintLabel->setVisible(!international.isEmpty());
        break;
    }
    case Field::Type:
    case Field::Country:
    case Field::RouteCode:
        // The routing code's kind follows the country: an empty routing code field does not change
        // when the country does, and would keep its old name.
        showRouteCodeKind();
        break;
    case Field::Bank:
        showBanks();
        break;
    default:
        break;
    }
}

void PaymentAccountFields::showRouteCodeKind()
{
    const QString kind = m_form->routeCodeKind();
    row(Field::RouteCode)
        .label->setText(kind == u"IFSC"                 ? tr("&IFSC code:")
                            : kind == u"ROUTING_NUMBER" ? tr("Rout&ing number:")
                                                        : tr("Rout&ing code:"));
    a11y::nameByLabel(row(Field::RouteCode).label, row(Field::RouteCode).editor);
    lineEdit(Field::RouteCode)
        ->setPlaceholderText(kind == u"IFSC"                 ? tr("e.g. HDFC0001234")
                                 : kind == u"ROUTING_NUMBER" ? tr("9 digits")
                                                             : QString());
}

void PaymentAccountFields::showChoices(Field field)
{
    QComboBox *c = combo(field);
    const QList<PaymentAccountForm::Choice> choices = m_form->choices(field);
    const QSignalBlocker blocker(c); // what the form says is not a choice of the person
    bool same = c->count() == choices.size();
    for (int i = 0; same && i < c->count(); ++i)
        same = c->itemData(i).toString() == choices.at(i).code && c->itemText(i) == choices.at(i).label;
    if (!same) {
        c->clear();
        for (const PaymentAccountForm::Choice &choice : choices) {
            c->addItem(choice.label, choice.code);
            if (!choice.description.isEmpty())
                c->setItemData(c->count() - 1, choice.description, Qt::ToolTipRole);
        }
    }
    c->setPlaceholderText(placeholder(field));
    c->setCurrentIndex(c->findData(m_form->value(field)));
}

QString PaymentAccountFields::placeholder(Field field) const
{
    // A value that is not among the choices (set by the program, and refused on the field) is
    // shown as it is, never replaced by one the person did not choose.
    const QString value = m_form->value(field);
    const QString country = m_form->value(Field::Country);
    const bool countryChosen = m_form->state(Field::Country) == FieldState::Ok;
    switch (field) {
    case Field::Country:
        return value.isEmpty() ? tr("Choose a country") : recipients::AccountRules::countryName(value);
    case Field::Operator:
        if (!value.isEmpty())
            return spec::describe(spec::operators(), value);
        return countryChosen ? tr("Choose an operator") : tr("Choose the country first");
    case Field::Bank: {
        const BankDirectory *banks = m_form->bankDirectory();
        if (!value.isEmpty()) {
            const std::optional<api::Bank> bank = banks ? banks->bank(value) : std::nullopt;
            return bank ? bank->name : value;
        }
        if (!banks || banks->state() == BankDirectory::State::Loading
            || banks->state() == BankDirectory::State::Idle)
            return tr("Loading banks\u2026");
        if (banks->state() == BankDirectory::State::Failed)
            return tr("The banks could not be loaded");
        if (!countryChosen)
            return tr("Choose the country first");
        if (m_form->choices(Field::Bank).isEmpty())
            return tr("No bank of %1 in the banks list").arg(recipients::AccountRules::countryName(country));
        return tr("Choose a bank");
    }
    default:
        return value.isEmpty() ? tr("Choose") : value;
    }
}

void PaymentAccountFields::showBanks()
{
    const BankDirectory *banks = m_form->bankDirectory();
    const bool failed
        = m_form->isVisible(Field::Bank) && banks && banks->state() == BankDirectory::State::Failed;
    m_banksStatusLabel->setText(
        failed ? tr("The banks could not be loaded. %1").arg(banks->error().userMessage()) : QString());
    m_banksStatusLabel->parentWidget()->setVisible(failed);
    m_retryBanksButton->setEnabled(failed && !m_form->isSubmitting() && m_editorsEnabled);
}

QString PaymentAccountFields::fieldLabel(Field field) const
{
    QString text = m_rows.at(std::size_t(field)).label->text();
    text.remove(u'&');
    while (text.endsWith(u':') || text.endsWith(u' ') || text.endsWith(u'\u00A0'))
        text.chop(1);
    return text;
}

} // namespace paydesk::ui
