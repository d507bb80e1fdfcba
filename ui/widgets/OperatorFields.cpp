// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/OperatorFields.h"

#include "Accessible.h"
#include "Style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using operators::Operator;

OperatorFields::OperatorFields(Fields fields, QWidget *parent)
    : QWidget(parent)
    , m_fields(fields)
{
    setObjectName(u"operatorFields"_s);
    m_layout = new QFormLayout(this);
    m_layout->setContentsMargins({});
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    if (fields.testFlag(Field::Id)) {
        m_idEdit = addLineEdit(Field::Id, tr("&Sign-in name:"), u"idEdit"_s);
        m_idEdit->setMaxLength(32);
        m_idEdit->setPlaceholderText(tr("e.g. ana or j.okello"));
        m_idEdit->setToolTip(tr("What the person types to sign in, and what payouts record as their maker "
                                "or approver. It cannot be changed later."));
    }
    if (fields.testFlag(Field::DisplayName)) {
        m_nameEdit = addLineEdit(Field::DisplayName, tr("&Name shown:"), u"displayNameEdit"_s);
        m_nameEdit->setMaxLength(100);
        m_nameEdit->setPlaceholderText(tr("e.g. Ana Moreira"));
    }
    if (fields.testFlag(Field::Role)) {
        m_roleCombo = new QComboBox;
        m_roleCombo->setObjectName(u"roleCombo"_s);
        for (const Operator::Role role :
             {Operator::Role::Maker, Operator::Role::Approver, Operator::Role::Viewer})
            m_roleCombo->addItem(Operator::roleName(role), Operator::roleKey(role));
        m_roleCombo->setCurrentIndex(m_roleCombo->findData(Operator::roleKey(Operator::Role::Viewer)));
        addRow(Field::Role, tr("&Role:"), m_roleCombo, u"role"_s);
        connect(m_roleCombo, &QComboBox::currentIndexChanged, this, [this] {
            showRoleHint();
            Q_EMIT edited();
        });
        showRoleHint();
    }
    if (fields.testFlag(Field::Administrator)) {
        m_administratorCheck
            = new QCheckBox(tr("&Administrator: adds and changes operators and approval rules"));
        m_administratorCheck->setObjectName(u"administratorCheck"_s);
        addRow(Field::Administrator, QString(), m_administratorCheck, u"administrator"_s);
        connect(m_administratorCheck, &QCheckBox::toggled, this, &OperatorFields::edited);
    }
    if (fields.testFlag(Field::CurrentPassphrase)) {
        m_currentEdit
            = addLineEdit(Field::CurrentPassphrase, tr("&Current passphrase:"), u"currentPassphraseEdit"_s);
        m_currentEdit->setEchoMode(QLineEdit::Password);
    }
    if (fields.testFlag(Field::Passphrase)) {
        m_fields |= Field::RepeatPassphrase;
        const QString label
            = fields.testFlag(Field::CurrentPassphrase) ? tr("&New passphrase:") : tr("&Passphrase:");
        m_passphraseEdit = addLineEdit(Field::Passphrase, label, u"passphraseEdit"_s);
        m_passphraseEdit->setEchoMode(QLineEdit::Password);
        m_passphraseEdit->setMaxLength(Operator::maxPassphraseLength);
        m_passphraseEdit->setPlaceholderText(tr("At least %1 characters").arg(Operator::minPassphraseLength));
        m_passphraseEdit->setToolTip(
            tr("A few words that only this person knows are easy to type and hard to "
               "guess."));
        m_repeatEdit = addLineEdit(Field::RepeatPassphrase, tr("Repea&t it:"), u"repeatPassphraseEdit"_s);
        m_repeatEdit->setEchoMode(QLineEdit::Password);
        m_repeatEdit->setMaxLength(Operator::maxPassphraseLength);
        // The repetition is checked again when the first one changes.
        connect(m_passphraseEdit, &QLineEdit::textEdited, this, [this] {
            if (m_rows.value(Field::RepeatPassphrase).checked && !m_repeatEdit->text().isEmpty())
                showField(Field::RepeatPassphrase);
        });
    }
}

QLineEdit *OperatorFields::addLineEdit(Field field, const QString &label, const QString &objectName)
{
    auto *edit = new QLineEdit;
    edit->setObjectName(objectName);
    QString stem = objectName;
    stem.chop(4); // "Edit"
    addRow(field, label, edit, stem);
    connect(edit, &QLineEdit::textEdited, this, [this, field] {
        const bool hadExternal = m_externalErrors.remove(field) > 0;
        if (hadExternal || m_rows.value(field).checked)
            showField(field); // the mark goes as soon as the field is right
        Q_EMIT edited();
    });
    connect(edit, &QLineEdit::editingFinished, this, [this, field, edit] {
        // Checked once the person leaves a field they typed in; an empty field is said on validate().
        if (edit->text().isEmpty() || !isEnabled())
            return;
        m_rows[field].checked = true;
        showField(field);
    });
    return edit;
}

void OperatorFields::addRow(Field field, const QString &label, QWidget *editor, const QString &stem)
{
    Row row;
    row.editor = editor;
    row.message = new QLabel;
    row.message->setObjectName(stem + u"MessageLabel"_s);
    row.message->setWordWrap(true);
    row.message->hide();
    auto *cell = new QWidget;
    auto *layout = new QVBoxLayout(cell);
    layout->setContentsMargins({});
    layout->setSpacing(2);
    layout->addWidget(editor);
    layout->addWidget(row.message);
    if (label.isEmpty()) {
        m_layout->addRow(cell);
    } else {
        auto *buddy = new QLabel(label);
        a11y::nameByLabel(buddy, editor); // (the field is in a cell with its message)
        m_layout->addRow(buddy, cell);
    }
    m_rows.insert(field, row);
}

void OperatorFields::setOperator(const Operator &op)
{
    if (m_idEdit) {
        m_idEdit->setText(op.id);
        m_idEdit->setReadOnly(true);
        m_idEdit->setToolTip(tr("The sign-in name never changes: payouts and the audit log record it."));
    }
    if (m_nameEdit)
        m_nameEdit->setText(op.displayName);
    if (m_roleCombo)
        m_roleCombo->setCurrentIndex(m_roleCombo->findData(Operator::roleKey(op.role)));
    if (m_administratorCheck)
        m_administratorCheck->setChecked(op.administrator);
}

void OperatorFields::fixAdministrator(const QString &why)
{
    if (!m_administratorCheck)
        return;
    m_administratorFixed = true;
    m_administratorCheck->setChecked(true);
    m_administratorCheck->setEnabled(false);
    m_administratorCheck->setToolTip(why);
    QLabel *message = m_rows.value(Field::Administrator).message;
    message->setText(why);
    style::setErrorText(message, false);
    message->show();
    a11y::describeByMessage(m_administratorCheck, why);
}

QString OperatorFields::id() const
{
    return m_idEdit ? m_idEdit->text() : QString();
}

QString OperatorFields::displayName() const
{
    return m_nameEdit ? m_nameEdit->text() : QString();
}

Operator::Role OperatorFields::role() const
{
    if (!m_roleCombo)
        return Operator::Role::Viewer;
    return Operator::roleFromKey(m_roleCombo->currentData().toString()).value_or(Operator::Role::Viewer);
}

bool OperatorFields::administrator() const
{
    return m_administratorCheck && m_administratorCheck->isChecked();
}

QString OperatorFields::currentPassphrase() const
{
    return m_currentEdit ? m_currentEdit->text() : QString();
}

QString OperatorFields::passphrase() const
{
    return m_passphraseEdit ? m_passphraseEdit->text() : QString();
}

QString OperatorFields::problem(Field field) const
{
    if (const QString external = m_externalErrors.value(field); !external.isEmpty())
        return external;
    switch (field) {
    case Field::Id:
        if (m_idEdit->text().isEmpty())
            return tr("Choose the name this person signs in with.");
        if (!Operator::isValidId(m_idEdit->text()))
            return tr(
                "1 to 32 small letters, digits, dots, underscores or hyphens, starting with a letter or "
                "a digit.");
        return {};
    case Field::DisplayName:
        if (m_nameEdit->text().isEmpty())
            return tr("Type the name to show, e.g. the person's full name.");
        if (!Operator::isValidDisplayName(m_nameEdit->text()))
            return tr("1 to 100 characters, without spaces at the start or the end.");
        return {};
    case Field::CurrentPassphrase:
        if (m_currentEdit->text().isEmpty())
            return tr("Type your current passphrase.");
        return {};
    case Field::Passphrase: {
        const QString text = m_passphraseEdit->text();
        if (text.isEmpty())
            return tr("Choose a passphrase of at least %1 characters.").arg(Operator::minPassphraseLength);
        if (text.size() < Operator::minPassphraseLength)
            return tr("At least %1 characters: %n so far.", nullptr, int(text.size()))
                .arg(Operator::minPassphraseLength);
        if (!Operator::isAcceptablePassphrase(text))
            return tr("At most %1 characters.").arg(Operator::maxPassphraseLength);
        return {};
    }
    case Field::RepeatPassphrase:
        if (m_repeatEdit->text() != m_passphraseEdit->text())
            return m_repeatEdit->text().isEmpty() ? tr("Type the passphrase a second time.")
                                                  : tr("The two passphrases are not the same.");
        return {};
    case Field::Role:
    case Field::Administrator:
        return {};
    }
    return {};
}

void OperatorFields::showField(Field field)
{
    const auto it = m_rows.constFind(field);
    if (it == m_rows.cend())
        return;
    if (field == Field::Role)
        return showRoleHint();
    if (field == Field::Administrator)
        return;
    const QString why = it->checked || m_externalErrors.contains(field) ? problem(field) : QString();
    style::markInvalid(it->editor, !why.isEmpty());
    it->message->setText(why);
    a11y::describeByMessage(it->editor, why);
    style::setErrorText(it->message, !why.isEmpty());
    it->message->setVisible(!why.isEmpty());
}

void OperatorFields::showRoleHint()
{
    QLabel *hint = m_rows.value(Field::Role).message;
    if (!hint)
        return;
    switch (role()) {
    case Operator::Role::Maker:
        hint->setText(tr("Drafts payouts and sends them for approval; approves none."));
        break;
    case Operator::Role::Approver:
        hint->setText(tr("Approves or rejects other people's payouts; drafts none."));
        break;
    case Operator::Role::Viewer:
        hint->setText(tr("Looks at balances, payouts and the audit log; drafts and approves nothing."));
        break;
    }
    style::setErrorText(hint, false);
    hint->show();
    a11y::describeByMessage(m_rows.value(Field::Role).editor, hint->text());
}

bool OperatorFields::validate()
{
    QWidget *first = nullptr;
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        it->checked = true;
        showField(it.key());
        if (!first && !problem(it.key()).isEmpty())
            first = it->editor;
    }
    if (first)
        first->setFocus(Qt::OtherFocusReason);
    return first == nullptr;
}

void OperatorFields::showFieldError(Field field, const QString &message)
{
    if (message.isEmpty())
        m_externalErrors.remove(field);
    else
        m_externalErrors.insert(field, message);
    showField(field);
    if (!message.isEmpty()) {
        if (QWidget *w = editor(field))
            w->setFocus(Qt::OtherFocusReason);
    }
}

bool OperatorFields::hasFieldError(Field field) const
{
    const Row row = m_rows.value(field);
    return row.editor && style::isMarkedInvalid(row.editor);
}

QWidget *OperatorFields::editor(Field field) const
{
    return m_rows.value(field).editor;
}

void OperatorFields::clearPassphrases()
{
    for (QLineEdit *edit : {m_currentEdit, m_passphraseEdit, m_repeatEdit}) {
        if (edit)
            edit->clear();
    }
}

void OperatorFields::setEditorsEnabled(bool enabled)
{
    for (const Row &row : std::as_const(m_rows))
        row.editor->setEnabled(enabled && !(row.editor == m_administratorCheck && m_administratorFixed));
}

} // namespace paydesk::ui
